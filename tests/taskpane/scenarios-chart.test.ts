/**
 * The scenarios chart: a line per candidate given, none for an empty slot (its blank
 * cells would draw a line at 0% labelled "Candidate 4"), each named by its header cell, a reference
 * that follows the sheet, in the .xlsx writer and the Office.js writer alike.
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

  test('the plan: a line per candidate, named by the header cell above its values, then the limit', () => {
    expect(chart.series.map((s) => s.name)).toEqual([...names, 'Planning limit']);
    for (const s of chart.series.slice(0, names.length)) {
      const header = parseSheetRef(s.nameRef!);
      const values = parseSheetRef(s.values);
      expect([header.sheet, header.left, header.top]).toEqual([values.sheet, values.left, values.top - 1]);
      // The header is a formula of the candidates table (through the side-by-side header, =B24), not the name typed when the file was written.
      const cell = sheet.cells.find((c) => parseSheetRef(c.ref).top === header.top && parseSheetRef(c.ref).left === header.left)!;
      const over = sheet.cells.find((c) => `=${c.ref}` === cell.formula)!;
      expect(over.formula).toMatch(/^=IF\(/);
    }
  });

  test('both writers: the names are references to those cells, and no series for an empty slot', async () => {
    const refs = chart.series.slice(0, names.length).map((s) => s.nameRef!.replace(/^'((?:[^']|'')*)'!/, '$1!'));
    const xlsx = await viewOfXlsx(await readWritten(await writeWorkbook(p)), 'Scenarios');
    const wb = new FakeWorkbook(['Sheet1']);
    await writePlan(fakeHost(wb), () => p);
    const fake = viewOfFake(wb, 'Scenarios');
    for (const view of [xlsx, fake]) {
      const [drawn] = view.charts;
      expect(drawn.series.map((s) => s.nameRef)).toEqual([...refs, null]);
      expect(drawn.series.map((s) => s.name)).toEqual([...names.map(() => null), 'Planning limit']);
      expect(drawn.series.some((s) => s.name?.startsWith('Candidate'))).toBe(false);
    }
  });
});
