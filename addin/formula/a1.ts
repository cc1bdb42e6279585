/**
 * A1 references, the one reader and writer of them for the core, both workbook writers and the
 * tests: "B4", "C20:I25", "'Interactive capacity'!$C$25:$C$45". Rows and columns of a Cell count
 * from 0, as Office.js ranges do.
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

export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const columnIndex = (letters: string): number => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/**
 * The row and column (from 0) of a reference in the one form templates write, "B12": one to three
 * capitals, then the row with no leading zero (at most 15 digits). Read a character at a time: a
 * sheet of a year of intervals has 300,000 cells to place and write. Null for any other text
 * ("$B$12", "b12", "B012"), which parseCell reads, and the layout keeps under its own key.
 */
export function plainCell(ref: string): Cell | null {
  const n = ref.length;
  let i = 0;
  let col = 0;
  for (; i < n && i < 3; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    col = col * 26 + c - 64;
  }
  const letters = i;
  if (letters === 0 || letters === n || ref.charCodeAt(letters) === 48 || n - letters > 15) return null;
  let row = 0;
  for (; i < n; i++) {
    const c = ref.charCodeAt(i);
    if (c < 48 || c > 57) return null;
    row = row * 10 + c - 48;
  }
  return { row: row - 1, col: col - 1 };
}

/** "B4" → row 3, col 1; "$B$4" and "b4" too. */
export function parseCell(ref: string): Cell {
  const plain = plainCell(ref);
  if (plain) return plain;
  const m = /^\$?([A-Za-z]{1,3})\$?(\d+)$/.exec(ref.trim());
  if (!m) throw new Error(`Not an A1 cell reference: ${JSON.stringify(ref)}`);
  return { row: Number(m[2]) - 1, col: columnIndex(m[1]) };
}

export const cellAddress = (row: number, col: number): string => `${columnLetter(col)}${row + 1}`;

/** The address of a sheet row as Excel numbers it (from 1) and a column index (from 0): how templates lay out rows. */
export const a1 = (row: number, column: number): string => cellAddress(row - 1, column);

export function parseArea(ref: string): Area {
  const [a, b = a] = ref.split(':');
  const p = parseCell(a);
  const q = parseCell(b);
  return { top: Math.min(p.row, q.row), left: Math.min(p.col, q.col), bottom: Math.max(p.row, q.row), right: Math.max(p.col, q.col) };
}

/** Cells of an area, row by row. */
export function cellsOf(area: Area): Cell[] {
  const out: Cell[] = [];
  for (let row = area.top; row <= area.bottom; row++) for (let col = area.left; col <= area.right; col++) out.push({ row, col });
  return out;
}

/** "'It''s'!$A$1:$B$2" → sheet "It's", address "$A$1:$B$2"; a reference without a sheet keeps sheet null. */
export function splitSheet(ref: string): { sheet: string | null; address: string } {
  const bang = ref.lastIndexOf('!');
  if (bang < 0) return { sheet: null, address: ref };
  const raw = ref.slice(0, bang);
  const sheet = raw.startsWith("'") && raw.endsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw;
  return { sheet, address: ref.slice(bang + 1) };
}

export function parseSheetRef(ref: string): Area & { readonly sheet: string | null } {
  const { sheet, address } = splitSheet(ref);
  return { sheet, ...parseArea(address) };
}

/** "'Web sizing (2)'!$B$5": a reference another sheet can read, quoted as Excel quotes sheet names. */
export const onSheet = (sheet: string, ref: string): string => `'${sheet.replace(/'/g, "''")}'!${ref}`;

/** A reference onSheet wrote, back to its sheet and its address without $; null for one on the sheet itself. */
export function offSheet(ref: string): { sheet: string; ref: string } | null {
  const m = /^'((?:[^']|'')+)'!(.+)$/.exec(ref);
  return m ? { sheet: m[1].replace(/''/g, "'"), ref: m[2].replace(/\$/g, '') } : null;
}

export const absolute = (ref: string): string => ref.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
