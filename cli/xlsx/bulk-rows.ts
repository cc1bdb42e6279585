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
    const at = parseCell(cells[k].ref);
    rows[k] = at.row;
    cols[k] = at.col;
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

/**
 * The bytes of the rows' XML, written into one buffer: joining a string a cell (or a row) took over
 * half a second for a year of 5-minute intervals, most of it making and joining short strings; here
 * only the numbers that are not whole are made into strings (as `${value}` makes them), and the fixed
 * parts are copied from bytes encoded once.
 */
class RowBytes {
  private out: Buffer;
  private at = 0;

  /** `estimate`: the bytes expected, so the buffer is not grown and copied as it fills. */
  constructor(estimate: number) {
    this.out = Buffer.allocUnsafe(Math.max(1024, estimate));
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.out.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(2 * this.out.length, this.at + bytes));
    this.out.copy(bigger, 0, 0, this.at);
    this.out = bigger;
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    const out = this.out;
    let at = this.at;
    for (let i = 0; i < b.length; i++) out[at++] = b[i];
    this.at = at;
  }

  /** A whole number from 0 up, in digits. */
  whole(n: number): void {
    this.room(16);
    let digits = 1;
    for (let x = n; x >= 10; x = Math.floor(x / 10)) digits++;
    const out = this.out;
    let at = this.at + digits;
    this.at = at;
    do {
      out[--at] = 48 + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
  }

  /** A cell's value as `${value}` writes it: whole numbers in digits here, the others through String. */
  number(v: number): void {
    if (Number.isInteger(v) && v > -1e15 && v < 1e15) {
      if (v < 0) this.bytes(MINUS);
      this.whole(Math.abs(v));
    } else {
      // Copied a character at a time: Buffer.write's call into C++ cost more than these 5 to 20 characters (all ASCII).
      const text = String(v);
      this.room(text.length);
      const out = this.out;
      let at = this.at;
      for (let i = 0; i < text.length; i++) out[at++] = text.charCodeAt(i);
      this.at = at;
    }
  }

  /** A string, as UTF-8. */
  text(s: string): void {
    this.room(Buffer.byteLength(s, 'utf8'));
    this.at += this.out.write(s, this.at, 'utf8');
  }

  /** The bytes written (a view of the buffer, not a copy). */
  written(): Buffer {
    return this.out.subarray(0, this.at);
  }
}

const utf8 = (s: string): Uint8Array => Buffer.from(s, 'utf8');
const MINUS = utf8('-');

/**
 * The sheet XML exceljs wrote, with the bulk rows after its last row and its dimension reaching them,
 * as UTF-8 bytes: the rows are bytes already, and the package stores bytes. Made into a string of tens
 * of MB and encoded again, they cost a third of a second for a year of intervals.
 */
export function appendBulkRows(xml: string, bulk: BulkRows): Buffer {
  const r = bulk.model + 1;
  const model = new RegExp(`<row r="${r}"([^>]*)>(.*?)</row>`).exec(xml);
  if (!model) throw new Error(`the sheet XML has no row ${r} to copy`);
  // The row's attributes but its number and spans, and each column's style id.
  const attrs = model[1].replace(/\sspans="[^"]*"/, '');
  const styles = new Map<string, string>();
  for (const c of model[2].matchAll(/<c r="([A-Z]+)\d+"( s="\d+")?/g)) styles.set(c[1], c[2] ?? '');
  // What comes before and after a cell's row number, by column, encoded once.
  const before = new Map<number, Uint8Array>();
  const between = new Map<number, Uint8Array>();
  const { rows, cols, values } = bulk;
  for (let k = 0; k < cols.length; k++) {
    const col = cols[k];
    if (before.has(col)) continue;
    const letter = columnLetter(col);
    before.set(col, utf8(`<c r="${letter}`));
    between.set(col, utf8(`"${styles.get(letter) ?? ''}><v>`));
  }
  if (!xml.includes('</sheetData>')) throw new Error('the sheet XML has no </sheetData>');
  const [rowOpen, spans, colon, rowAttrs, cellClose, rowClose] = ['<row r="', '" spans="', ':', `"${attrs}>`, '</v></c>', '</row>'].map(utf8);
  // Room for every row and cell unless the values are long (then it grows): row numbers and spans of
  // up to 7 digits, values of up to 24 characters (-1.2345678901234567e-100).
  let count = 0;
  for (let k = 0; k < rows.length; k++) if (k === 0 || rows[k] !== rows[k - 1]) count++;
  let cell = 0;
  for (const [col, b] of before) cell = Math.max(cell, b.length + between.get(col)!.length);
  const rowBytes = rowOpen.length + spans.length + colon.length + rowAttrs.length + rowClose.length + 3 * 7;
  // The last row the sheet reaches: the dimension, written before the rows, says it.
  const bottom = rows.length ? rows[rows.length - 1] + 1 : r;
  const dimension = xml.replace(/<dimension ref="([A-Z]+\d+):([A-Z]+)\d+"\/>/, (_, from: string, col: string) => `<dimension ref="${from}:${col}${bottom}"/>`);
  const at = dimension.lastIndexOf('</sheetData>');
  const [head, tail] = [dimension.slice(0, at), dimension.slice(at)];
  // The sheet's XML around the rows written into the same buffer: no copy of the whole at the end.
  const out = new RowBytes(Buffer.byteLength(head, 'utf8') + count * rowBytes + rows.length * (cell + 7 + 24 + cellClose.length) + Buffer.byteLength(tail, 'utf8'));
  out.text(head);
  for (let k = 0; k < rows.length; ) {
    const row = rows[k];
    let end = k + 1;
    while (end < rows.length && rows[end] === row) end++;
    const n = row + 1;
    // <row r="n" spans="first:last"ATTRS>
    out.bytes(rowOpen);
    out.whole(n);
    out.bytes(spans);
    out.whole(cols[k] + 1);
    out.bytes(colon);
    out.whole(cols[end - 1] + 1);
    out.bytes(rowAttrs);
    for (; k < end; k++) {
      // <c r="An" s="5"><v>value</v></c>
      out.bytes(before.get(cols[k])!);
      out.whole(n);
      out.bytes(between.get(cols[k])!);
      out.number(values[k]);
      out.bytes(cellClose);
    }
    out.bytes(rowClose);
  }
  out.text(tail);
  return out.written();
}
