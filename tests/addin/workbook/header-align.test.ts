/**
 * Values right-aligned under right-aligned headers: Excel and LibreOffice right-align a
 * number, so a header over a column of numbers is right-aligned too; a header over words stays left.
 * Over every template's sample plan, in both modes, and the report's sheets.
 */
import { cellAddress, parseCell } from '../../../addin/formula/a1';
import type { CellPlan, SheetPlan } from '../../../addin/workbook/plan';
import { ALL, plan } from '../sheets/plans';

/** The values below a header, down to the first row without a cell in its column; empty ones left out. */
function below(sheet: SheetPlan, header: CellPlan): unknown[] {
  const at = new Map(sheet.cells.map((c) => [c.ref, c]));
  const { row, col } = parseCell(header.ref);
  const out: unknown[] = [];
  for (let r = row + 1; at.has(cellAddress(r, col)); r++) {
    const v = at.get(cellAddress(r, col))!.value;
    if (v !== undefined && v !== '') out.push(v);
  }
  return out;
}

describe.each(['live', 'portable'] as const)('%s', (mode) => {
  const sheets = plan(ALL, mode).sheets.filter((s) => s.role === 'template');

  test('a header over a column of numbers is right-aligned; over words, left', () => {
    let right = 0;
    let left = 0;
    for (const s of sheets) {
      for (const h of s.cells.filter((c) => c.style === 'header' && c.value !== undefined && c.value !== '')) {
        const values = below(s, h);
        const numbers = values.length > 0 && values.every((v) => typeof v === 'number');
        expect([s.name, h.ref, h.value, h.align]).toEqual([s.name, h.ref, h.value, numbers ? 'right' : undefined]);
        if (numbers) right++;
        else left++;
      }
    }
    // Tables of figures on most sheets, and tables of words (keys, statuses, inputs) beside them.
    expect(right).toBeGreaterThan(40);
    expect(left).toBeGreaterThan(20);
  });

  test("the tables a manager reads: the runway by year and the Summary's candidates", () => {
    const header = (s: SheetPlan, text: string) => s.cells.find((c) => c.style === 'header' && c.value === text)!;
    const runway = sheets.find((s) => s.name === 'Growth runway')!;
    expect(['Year', 'Demand (CPW)', 'Utilization', 'Limit', 'Int. share', 'EIU (2.8)'].map((t) => header(runway, t).align)).toEqual(Array(6).fill('right'));
    expect(['Within limit', 'Interactive'].map((t) => header(runway, t).align)).toEqual([undefined, undefined]);
    const summary = sheets.find((s) => s.name === 'Summary')!;
    expect(['CPW', 'Used today', 'In 5 years', 'Limit reached'].map((t) => header(summary, t).align)).toEqual(Array(4).fill('right'));
    expect(['Candidate', 'Fits 5 years'].map((t) => header(summary, t).align)).toEqual([undefined, undefined]);
    // The months reached end a space's width (Excel's "_)") short of the words of "Fits 5 years" beside them, not against them.
    const reached = parseCell(header(summary, 'Limit reached').ref);
    const months = summary.cells.filter((c) => parseCell(c.ref).col === reached.col && parseCell(c.ref).row > reached.row && c.formula !== undefined);
    expect(months.length).toBeGreaterThan(0);
    for (const c of months) expect(c.format).toMatch(/_\)$/);
    // And so does their header, from the header before it and from the words beside it.
    expect(header(summary, 'Limit reached').format).toBe('@_)');
    expect(header(summary, 'CPW').format).toBeUndefined();
    // The runway by year: the limit before "Within limit" and the EIU before "Interactive" (statuses) end short of
    // them; the utilization, with numbers beside it, does not.
    const column = (h: CellPlan) => {
      const { row, col } = parseCell(h.ref);
      return runway.cells.filter((c) => parseCell(c.ref).col === col && parseCell(c.ref).row > row && typeof c.value === 'number').slice(0, 6);
    };
    for (const t of ['Limit', 'EIU (2.8)']) {
      expect([t, header(runway, t).format]).toEqual([t, '@_)']);
      expect(column(header(runway, t)).map((c) => c.format)).toEqual(Array(6).fill(expect.stringMatching(/_\)$/)));
    }
    expect(header(runway, 'Utilization').format).toBeUndefined();
    expect(column(header(runway, 'Utilization')).map((c) => c.format)).toEqual(Array(6).fill('0.0%'));
  });
});
