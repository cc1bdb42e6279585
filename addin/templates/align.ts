/**
 * Headers over numbers stand where the numbers do. Excel and LibreOffice right-align a number and
 * left-align a text, so a header (text) over a column of figures sits at the far side of its cell
 * from them; every header cell of a sheet whose column below holds numbers only is right-aligned,
 * however the template placed it (a table, a name over its column, the headers of data rows).
 * Where the numbers end a space's width short of their cell's edge (a format ending in Excel's
 * "_)", so they do not run into words beside them), their header does too ("@_)").
 */
import { cellAddress, parseCell } from './a1';
import type { CellPlan, SheetPlan } from './plan';

/** Excel's padding of a space the width of ")" at the end of a number format. */
const PAD = '_)';

const isHeader = (c: CellPlan): boolean => c.style === 'header';
const empty = (c: CellPlan): boolean => c.value === undefined || c.value === '';

export function alignNumberHeaders(sheet: SheetPlan): SheetPlan {
  const byRef = new Map<string, CellPlan>();
  for (const c of sheet.cells) byRef.set(c.ref, c);
  const data = sheet.data;
  const right = new Set<string>();
  const padded = new Set<string>();
  for (const h of sheet.cells) {
    if (!isHeader(h) || empty(h)) continue;
    const { row, col } = parseCell(h.ref);
    // Data rows (from data.row, counted from 1) are numbers by definition; their header is the row above.
    if (data && row === data.row - 2 && col >= data.col && col < data.col + data.columns.length) {
      right.add(h.ref);
      continue;
    }
    // The column below, down to its first missing cell: numbers only, at least one.
    let numbers = 0;
    let other = 0;
    let pads = 0;
    for (let r = row + 1; ; r++) {
      const c = byRef.get(cellAddress(r, col));
      if (!c) break;
      if (empty(c)) continue;
      if (typeof c.value === 'number') numbers++;
      else other++;
      if (c.format?.endsWith(PAD)) pads++;
    }
    if (numbers > 0 && other === 0) right.add(h.ref);
    if (numbers > 0 && other === 0 && pads === numbers) padded.add(h.ref);
  }
  if (right.size === 0) return sheet;
  const aligned = (c: CellPlan): CellPlan => ({ ...c, align: 'right', ...(padded.has(c.ref) ? { format: `@${PAD}` } : {}) });
  return { ...sheet, cells: sheet.cells.map((c) => (right.has(c.ref) ? aligned(c) : c)) };
}
