/**
 * A1 references as the plan writes them ("B4", "C20:I25", "'Interactive capacity'!$C$25:$C$45"):
 * the writer needs their cells to fill chart caches and to find a table's header row.
 */

export interface Cell {
  readonly row: number;
  readonly col: number;
}
export interface Area {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}
export interface SheetArea extends Area {
  /** Null when the reference names no sheet. */
  readonly sheet: string | null;
}

export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function columnLetters(n: number): string {
  let s = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}

export function parseCell(ref: string): Cell {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d+)$/.exec(ref.trim());
  if (!m) throw new Error(`Not an A1 cell reference: ${JSON.stringify(ref)}`);
  return { col: columnNumber(m[1]), row: Number(m[2]) };
}

export const cellAddress = (c: Cell): string => `${columnLetters(c.col)}${c.row}`;

export function parseArea(ref: string): Area {
  const [a, b = a] = ref.split(':');
  const p = parseCell(a);
  const q = parseCell(b);
  return { top: Math.min(p.row, q.row), left: Math.min(p.col, q.col), bottom: Math.max(p.row, q.row), right: Math.max(p.col, q.col) };
}

/** "'It''s'!$A$1:$B$2" → sheet "It's" and its area; a bare "A1:B2" has no sheet. */
export function parseSheetRef(ref: string): SheetArea {
  const bang = ref.lastIndexOf('!');
  if (bang < 0) return { sheet: null, ...parseArea(ref) };
  const raw = ref.slice(0, bang);
  const sheet = raw.startsWith("'") && raw.endsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw;
  return { sheet, ...parseArea(ref.slice(bang + 1)) };
}

/** Cells of an area, row by row. */
export function cellsOf(area: Area): Cell[] {
  const out: Cell[] = [];
  for (let row = area.top; row <= area.bottom; row++) for (let col = area.left; col <= area.right; col++) out.push({ row, col });
  return out;
}
