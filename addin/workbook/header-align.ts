/**
 * Headers over numbers stand where the numbers do. Excel and LibreOffice right-align a number and
 * left-align a text, so a header (text) over a column of figures sits at the far side of its cell
 * from them; every header cell of a sheet whose column below holds numbers only is right-aligned,
 * however the template placed it (a table, a name over its column, the headers of data rows).
 * A column of numbers with words beside it, to its right (a status, a verdict, a file), would run
 * into them ("70%Over the limit"): its numbers and its header end a space's width short of their
 * cells' edge, Excel's "_)" padding, which LibreOffice prints the same.
 */
import { cellAddress, parseCell } from '../formula/a1';
import type { CellPlan, SheetPlan } from './plan';

/** Excel's padding of a space the width of ")" at the end of a number format; "@_)" pads a text. */
const PAD = '_)';

const isHeader = (c: CellPlan): boolean => c.style === 'header';
const empty = (c: CellPlan): boolean => c.value === undefined || c.value === '';

export function alignNumberHeaders(sheet: SheetPlan): SheetPlan {
  const byRef = new Map<string, CellPlan>();
  for (const c of sheet.cells) byRef.set(c.ref, c);
  const data = sheet.data;
  /** Each header over numbers only, with the cells of numbers below it. */
  const right = new Map<string, string[]>();
  for (const h of sheet.cells) {
    if (!isHeader(h) || empty(h)) continue;
    const { row, col } = parseCell(h.ref);
    // Data rows (from data.row, counted from 1) are numbers by definition; their header is the row above.
    if (data && row === data.row - 2 && col >= data.col && col < data.col + data.columns.length) {
      right.set(h.ref, []);
      continue;
    }
    // The column below, down to its first missing cell: numbers only, at least one.
    const numbers: string[] = [];
    let other = 0;
    for (let r = row + 1; ; r++) {
      const c = byRef.get(cellAddress(r, col));
      if (!c) break;
      if (empty(c)) continue;
      if (typeof c.value === 'number') numbers.push(c.ref);
      else other++;
    }
    if (numbers.length > 0 && other === 0) right.set(h.ref, numbers);
  }
  if (right.size === 0) return sheet;
  // Padded: the numbers under a header whose right neighbour heads words. A number without a format
  // (General) is left as it is, and its header then too, so that the two still line up.
  const padded = new Map<string, CellPlan>();
  for (const [ref, numbers] of right) {
    const { row, col } = parseCell(ref);
    const beside = byRef.get(cellAddress(row, col + 1));
    if (!beside || !isHeader(beside) || empty(beside) || right.has(beside.ref)) continue;
    const cells = numbers.map((r) => byRef.get(r)!);
    if (numbers.length === 0 || cells.some((c) => c.format === undefined)) continue;
    for (const c of cells) padded.set(c.ref, c.format!.endsWith(PAD) ? c : { ...c, format: `${c.format}${PAD}` });
    padded.set(ref, { ...byRef.get(ref)!, format: `@${PAD}` });
  }
  return {
    ...sheet,
    cells: sheet.cells.map((c) => {
      const p = padded.get(c.ref) ?? c;
      return right.has(c.ref) ? { ...p, align: 'right' as const } : p;
    }),
  };
}
