/**
 * Rows of plain numbers at the end of a sheet (a Measurements sheet's intervals: up to a million
 * rows) written into the sheet's XML by hand. exceljs models and renders every cell as objects, some
 * 20 µs a cell: most of the time of writing such a workbook. exceljs still writes the first of those
 * rows, so their number formats get their style ids, and the rows after it copy that row's form.
 * Everything else of the sheet (its other cells, names, merges, lists...) stays exceljs's.
 */
import { columnLetter, parseArea, parseCell } from '../../addin/templates/a1';
import type { CellPlan, SheetPlan } from '../../addin/templates/plan';

export interface BulkRows {
  /** The row (from 0) exceljs writes, whose XML the others copy. */
  readonly model: number;
  /**
   * The cells after it, in row order and in each row by column: row and column (from 0) and value.
   * Columns of numbers, not an object a cell: a year of 5-minute intervals is 300,000 cells.
   */
  readonly rows: Int32Array;
  readonly cols: Int32Array;
  readonly values: Float64Array;
}

const plain = (c: CellPlan): boolean =>
  c.formula === undefined && typeof c.value === 'number' && Number.isFinite(c.value) && c.style === undefined && c.wrap === undefined;

/** The lowest row (from 0) a sheet's merges, lists, conditional formats, tables and row heights reach. */
function lastRowUsed(sheet: SheetPlan): number {
  const refs = [...sheet.merges, ...sheet.validations.map((v) => v.ref), ...sheet.conditionalFormats.map((c) => c.ref), ...sheet.tables.map((t) => t.ref)];
  let last = Math.max(-1, ...(sheet.rowHeights ?? []).map((h) => h.row - 1));
  for (const ref of refs) for (const part of ref.split(/\s+/)) last = Math.max(last, parseArea(part).bottom);
  return last;
}

/**
 * The row and column (from 0) of each cell's reference, as parseCell reads it (and refusing what it
 * refuses). The references templates write ("B12": capitals, then digits) are decoded here character
 * by character; any other form ($B$12, b12, spaces) goes to parseCell itself. parseCell's regular
 * expression and its { row, col } a cell took most of the time of splitting 300,000 cells.
 */
export function locateCells(cells: readonly CellPlan[]): { rows: Int32Array; cols: Int32Array } {
  const rows = new Int32Array(cells.length);
  const cols = new Int32Array(cells.length);
  for (let k = 0; k < cells.length; k++) {
    const ref = cells[k].ref;
    const n = ref.length;
    let i = 0;
    let col = 0;
    for (; i < n && i < 3; i++) {
      const c = ref.charCodeAt(i);
      if (c < 65 || c > 90) break;
      col = col * 26 + c - 64;
    }
    const letters = i;
    let row = 0;
    for (; i < n; i++) {
      const c = ref.charCodeAt(i);
      if (c < 48 || c > 57) break;
      row = row * 10 + c - 48;
    }
    if (letters > 0 && i > letters && i === n && i - letters <= 15) {
      rows[k] = row - 1;
      cols[k] = col - 1;
    } else {
      const at = parseCell(ref);
      rows[k] = at.row;
      cols[k] = at.col;
    }
  }
  return { rows, cols };
}

/**
 * Splits a sheet's cells: those exceljs writes, and the trailing rows of plain numbers (no formula,
 * no style) written by hand, when there are such rows after the first of them and every one of
 * them has its numbers in the first one's columns with the same formats. Otherwise exceljs writes all.
 */
export function splitBulk(sheet: SheetPlan): { cells: readonly CellPlan[]; bulk: BulkRows | null } {
  const all = { cells: sheet.cells, bulk: null };
  const list = sheet.cells;
  const at = locateCells(list);
  let lastOther = lastRowUsed(sheet);
  for (let i = 0; i < list.length; i++) if (at.rows[i] > lastOther && !plain(list[i])) lastOther = at.rows[i];
  const model = lastOther + 1;
  const formats = new Map<number, string | undefined>();
  const cells: CellPlan[] = [];
  let after = 0;
  for (let i = 0; i < list.length; i++) {
    const row = at.rows[i];
    if (row < model) cells.push(list[i]);
    else if (row === model) {
      cells.push(list[i]);
      formats.set(at.cols[i], list[i].format);
    } else after++;
  }
  if (after === 0) return all;
  // The cells after the model row, and whether they already come in row and column order (a sheet lays them out so).
  const order = new Int32Array(after);
  let sorted = true;
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    if (at.rows[i] <= model) continue;
    const col = at.cols[i];
    if (!formats.has(col) || formats.get(col) !== list[i].format) return all;
    if (n > 0) {
      const p = order[n - 1];
      if (at.rows[p] > at.rows[i] || (at.rows[p] === at.rows[i] && at.cols[p] > col)) sorted = false;
    }
    order[n++] = i;
  }
  // Otherwise by row, then column, then as listed (the order the rows were grouped and sorted in before).
  if (!sorted) order.sort((a, b) => at.rows[a] - at.rows[b] || at.cols[a] - at.cols[b] || a - b);
  const rows = new Int32Array(after);
  const cols = new Int32Array(after);
  const values = new Float64Array(after);
  for (let k = 0; k < after; k++) {
    const i = order[k];
    rows[k] = at.rows[i];
    cols[k] = at.cols[i];
    values[k] = list[i].value as number;
  }
  return { cells, bulk: { model, rows, cols, values } };
}

/** The sheet XML exceljs wrote, with the bulk rows after its last row and its dimension reaching them. */
export function appendBulkRows(xml: string, bulk: BulkRows): string {
  const r = bulk.model + 1;
  const model = new RegExp(`<row r="${r}"([^>]*)>(.*?)</row>`).exec(xml);
  if (!model) throw new Error(`the sheet XML has no row ${r} to copy`);
  // The row's attributes but its number and spans, and each column's style id.
  const attrs = model[1].replace(/\sspans="[^"]*"/, '');
  const styles = new Map<string, string>();
  for (const c of model[2].matchAll(/<c r="([A-Z]+)\d+"( s="\d+")?/g)) styles.set(c[1], c[2] ?? '');
  // What comes before and after a cell's row number, by column, made once rather than a cell at a time.
  const before = new Map<number, string>();
  const between = new Map<number, string>();
  const { rows, cols, values } = bulk;
  for (let k = 0; k < cols.length; k++) {
    const col = cols[k];
    if (before.has(col)) continue;
    const letter = columnLetter(col);
    before.set(col, `<c r="${letter}`);
    between.set(col, `"${styles.get(letter) ?? ''}><v>`);
  }
  if (!xml.includes('</sheetData>')) throw new Error('the sheet XML has no </sheetData>');
  // Built a row at a time into chunks joined once: one string per cell part was most of the time of this step.
  const chunks: string[] = [];
  let chunk = '';
  let bottom = r;
  for (let k = 0; k < rows.length; ) {
    const row = rows[k];
    let end = k + 1;
    while (end < rows.length && rows[end] === row) end++;
    const n = row + 1;
    bottom = n;
    chunk += `<row r="${n}" spans="${cols[k] + 1}:${cols[end - 1] + 1}"${attrs}>`;
    for (; k < end; k++) chunk += before.get(cols[k])! + n + between.get(cols[k])! + values[k] + '</v></c>';
    chunk += '</row>';
    if (chunk.length > 65536) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  chunks.push(chunk);
  const dimension = xml.replace(/<dimension ref="([A-Z]+\d+):([A-Z]+)\d+"\/>/, (_, from: string, col: string) => `<dimension ref="${from}:${col}${bottom}"/>`);
  const at = dimension.lastIndexOf('</sheetData>');
  return dimension.slice(0, at) + chunks.join('') + dimension.slice(at);
}
