/** A1 references as the plan writes them: "B4", "C20:I25", "'Interactive capacity'!$C$25:$C$45". */

export const columnLetters = (index: number): string => {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

const columnIndex = (letters: string): number => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** "B4" → row 3, col 1 (both from 0). */
export function parseCell(ref: string): Cell {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d+)$/.exec(ref);
  if (!m) throw new Error(`not a cell reference: ${ref}`);
  return { row: Number(m[2]) - 1, col: columnIndex(m[1]) };
}

export const cellAddress = (row: number, col: number): string => `${columnLetters(col)}${row + 1}`;

export interface Area {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export function parseArea(ref: string): Area {
  const [a, b = a] = ref.split(':');
  const p = parseCell(a);
  const q = parseCell(b);
  return { top: Math.min(p.row, q.row), left: Math.min(p.col, q.col), bottom: Math.max(p.row, q.row), right: Math.max(p.col, q.col) };
}

/** "'Web sizing'!$C$5:$C$9" → sheet "Web sizing", address "$C$5:$C$9"; a reference without a sheet keeps sheet null. */
export function splitSheet(ref: string): { sheet: string | null; address: string } {
  const bang = ref.lastIndexOf('!');
  if (bang < 0) return { sheet: null, address: ref };
  const raw = ref.slice(0, bang);
  const sheet = raw.startsWith("'") && raw.endsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw;
  return { sheet, address: ref.slice(bang + 1) };
}
