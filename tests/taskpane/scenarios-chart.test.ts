/**
 * The scenarios chart: a line per candidate given, none for an empty slot (its blank cells would draw a line at 0%),
 * each named by its place (#1 to #4, as the months reached below name the candidates), its values the column of the
 * years table headed by that candidate, in the .xlsx writer and the Office.js writer alike.
 */
import { writeWorkbook } from '../../cli/xlsx/writer';
import { planRequest } from '../../cli/xlsx/request';
import { isError } from '../../addin/errors';
import { parseSheetRef } from '../../addin/formula/a1';
import type { WorkbookPlan } from '../../addin/workbook/plan';
import { writePlan } from '../../taskpane/writer';
import { readWritten } from '../cli/xlsx/read';
import { FakeWorkbook } from '../../support/fake-excel';
import { fakeHost } from '../../support/fake-host';
import { viewOfFake, viewOfXlsx } from './workbook-view';

jest.setTimeout(30_000);

function scenarios(sets: string[]): WorkbookPlan {
  const p = planRequest({ template: 'scenarios', sets, mode: 'live' });
  if (isError(p)) throw new Error(p.message);
  return p;
}

// The template's default candidates (docs/targets.md), and two of them given with --set.
const cases: [string, string[], string[]][] = [
  ['the three default candidates', [], ['730-2065-1507', '820-2396-1524', '820-2397-1524']],
  ['two candidates', ['Candidates=820-2396-1524; 730-2065-1507'], ['820-2396-1524', '730-2065-1507']],
];

describe.each(cases)('%s', (_, sets, names) => {
  const p = scenarios(sets);
  const sheet = p.sheets.find((s) => s.name === 'Scenarios')!;
  const [chart] = sheet.charts;

  test('the plan: a line per candidate, named by its place, its values under the header naming that candidate, then the limit', () => {
    expect(chart.series.map((s) => s.name)).toEqual([...names.map((_, k) => `#${k + 1}`), 'Limit']);
    names.forEach((name, k) => {
      const values = parseSheetRef(chart.series[k].values);
      const header = sheet.cells.find((c) => parseSheetRef(c.ref).top === values.top - 1 && parseSheetRef(c.ref).left === values.left)!;
      expect(header.value).toBe(name);
      // The months reached name the candidates by the same places.
      expect(sheet.cells.filter((c) => c.value === `#${k + 1}`).length).toBeGreaterThan(0);
    });
  });

  test('both writers: the names as planned, and no series for an empty slot', async () => {
    const xlsx = await viewOfXlsx(await readWritten(await writeWorkbook(p)), 'Scenarios');
    const wb = new FakeWorkbook(['Sheet1']);
    await writePlan(fakeHost(wb), () => p);
    const fake = viewOfFake(wb, 'Scenarios');
    for (const view of [xlsx, fake]) {
      const [drawn] = view.charts;
      expect(drawn.series.map((s) => s.name)).toEqual([...names.map((_, k) => `#${k + 1}`), 'Limit']);
      expect(drawn.series.map((s) => s.values)).toEqual(chart.series.map((s) => s.values.replace(/^'((?:[^']|'')*)'!/, '$1!')));
    }
  });
});
