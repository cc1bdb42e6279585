/**
 * A target that uses under 1% of a system stays visible: on the scenarios chart and the
 * report's, whose axis reaches the 70% guideline, a candidate's line under 1% all five years lies on
 * the axis, so its points carry their values; the other lines carry none. Both writers label it alike.
 */
import { writeWorkbook } from '../../cli/xlsx/writer';
import { planRequest } from '../../cli/xlsx/request';
import { isError } from '../../addin/errors';
import type { SheetPlan, WorkbookPlan } from '../../addin/workbook/plan';
import { writePlan } from '../../taskpane/writer';
import { readWritten } from '../cli/xlsx/read';
import { FakeWorkbook } from '../../support/fake-excel';
import { fakeHost } from '../../support/fake-host';
import { viewOfFake, viewOfXlsx } from './workbook-view';

jest.setTimeout(30_000);

// The 720-2061-1501's 240 CPW at 85% (the template's default workload, about 177 CPW carried) on a system of the
// planner's own rated 100,000 CPW: 0.18% today, 0.44% after five years of 20% growth; the 830's 7,350 CPW: over 2%.
const TARGETS = 'Candidates=830-2403-1537; Huge LPAR,100000,all,,test rating';

function planned(template: string): WorkbookPlan {
  const p = planRequest({ template, sets: [TARGETS], mode: 'live' });
  if (isError(p)) throw new Error(p.message);
  return p;
}

/** The share each line reaches at most, read from the cells its series names. */
function highest(sheet: SheetPlan, values: string): number {
  const [from, to] = values.split('!')[1].replace(/\$/g, '').split(':');
  const col = from.replace(/\d+$/, '');
  const rows = [Number(from.slice(col.length)), Number(to.slice(col.length))];
  const shares = sheet.cells.filter(
    (c) =>
      c.ref.startsWith(col) &&
      /^\d+$/.test(c.ref.slice(col.length)) &&
      Number(c.ref.slice(col.length)) >= rows[0] &&
      Number(c.ref.slice(col.length)) <= rows[1],
  );
  return Math.max(...shares.map((c) => c.value as number));
}

describe.each([
  ['scenarios', 'Scenarios'],
  ['report', 'Summary'],
])('%s', (template, sheetName) => {
  const p = planned(template);
  const sheet = p.sheets.find((s) => s.name === sheetName)!;
  const [chart] = sheet.charts;

  test('the plan: the line under 1% carries its values, the others none', () => {
    // The candidates' lines, the dashed limit apart: the Scenarios chart names them by their places (#1, #2).
    const lines = chart.series.filter((s) => s.line !== 'dash');
    expect(lines.map((s) => s.name)).toEqual(template === 'scenarios' ? ['#1', '#2'] : ['830-2403-1537', 'Huge LPAR']);
    const tops = lines.map((s) => highest(sheet, s.values));
    expect(tops[0]).toBeGreaterThan(0.01);
    expect(tops[1]).toBeLessThan(0.01);
    expect(tops[1]).toBeGreaterThan(0);
    expect(chart.series.map((s) => s.labels)).toEqual([undefined, '0.00%', undefined]);
  });

  test("both writers label that line's points with its values, above them", async () => {
    const xlsx = await viewOfXlsx(await readWritten(await writeWorkbook(p)), sheetName);
    const wb = new FakeWorkbook(['Sheet1']);
    await writePlan(fakeHost(wb), () => p);
    const fake = viewOfFake(wb, sheetName);
    for (const view of [xlsx, fake]) expect(view.charts[0].series.map((s) => s.labels)).toEqual([null, '0.00%', null]);
  });
});
