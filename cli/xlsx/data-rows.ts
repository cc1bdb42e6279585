/**
 * A sheet's data rows (plan.ts DataRows: a Measurements sheet's intervals, up to a million rows)
 * written into the sheet's XML by hand. exceljs models and renders every cell as objects, some
 * 20 µs a cell: most of the time of writing such a workbook. exceljs still writes the first of those
 * rows, so their number formats get their style ids, and the rows after it copy that row's form.
 * Everything else of the sheet (its other cells, names, merges, lists...) stays exceljs's.
 */
import { columnLetter, parseArea, parseCell } from '../../addin/formula/a1';
import { type CellPlan, dataCell, type DataRows, dataRowCount, type SheetPlan } from '../../addin/workbook/plan';

/** The lowest row (from 0) a sheet's merges, lists, conditional formats, tables and row heights reach. */
function lastRowUsed(sheet: SheetPlan): number {
  const refs = [...sheet.merges, ...sheet.validations.map((v) => v.ref), ...sheet.conditionalFormats.map((c) => c.ref), ...sheet.tables.map((t) => t.ref)];
  let last = Math.max(-1, ...(sheet.rowHeights ?? []).map((h) => h.row - 1));
  for (const ref of refs) for (const part of ref.split(/\s+/)) last = Math.max(last, parseArea(part).bottom);
  return last;
}

/**
 * The row and column (from 0) of each cell's reference, as parseCell reads it (and refusing what it
 * refuses): every reference is checked before anything is written.
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
 * A sheet's cells for exceljs, with the first of its data rows (plan.ts DataRows), so the columns'
 * number formats get their style ids; the package writes the rows after it by hand, copying that
 * row's form (appendDataRows).
 */
export function splitData(sheet: SheetPlan): { cells: readonly CellPlan[]; bulk: DataRows | null } {
  const data = sheet.data;
  if (!data || dataRowCount(data) === 0) return { cells: sheet.cells, bulk: null };
  const model = data.row - 1;
  const { rows: used } = locateCells(sheet.cells);
  let above = lastRowUsed(sheet);
  for (const r of used) above = Math.max(above, r);
  if (above >= model) throw new Error(`${sheet.name}: a cell or range reaches row ${above + 1}, among the data rows from row ${data.row}`);
  return { cells: [...sheet.cells, ...data.columns.map((_, j) => dataCell(data, model, data.col + j)!)], bulk: data };
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
 * The sheet XML exceljs wrote, with the data rows after its last row and its dimension reaching them,
 * as UTF-8 bytes: the rows are bytes already, and the package stores bytes. Made into a string of tens
 * of MB and encoded again, they cost a third of a second for a year of intervals.
 */
export function appendDataRows(xml: string, data: DataRows): Buffer {
  // The first data row is exceljs's (splitData); the rest are copied from its form.
  const r = data.row;
  const count = dataRowCount(data);
  const width = data.columns.length;
  const model = new RegExp(`<row r="${r}"([^>]*)>(.*?)</row>`).exec(xml);
  if (!model) throw new Error(`the sheet XML has no row ${r} to copy`);
  // The row's attributes but its number and spans, and each column's style id.
  const attrs = model[1].replace(/\sspans="[^"]*"/, '');
  const styles = new Map<string, string>();
  for (const c of model[2].matchAll(/<c r="([A-Z]+)\d+"( s="\d+")?/g)) styles.set(c[1], c[2] ?? '');
  // What comes before and after a cell's row number, by column, encoded once.
  const letters = data.columns.map((_, j) => columnLetter(data.col + j));
  const before = letters.map((letter) => utf8(`<c r="${letter}`));
  const between = letters.map((letter) => utf8(`"${styles.get(letter) ?? ''}><v>`));
  if (!xml.includes('</sheetData>')) throw new Error('the sheet XML has no </sheetData>');
  const [rowOpen, rowSpans, rowAttrs, cellClose, rowClose] = [
    '<row r="',
    `" spans="${data.col + 1}:${data.col + width}`,
    `"${attrs}>`,
    '</v></c>',
    '</row>',
  ].map(utf8);
  // Room for every row and cell unless the values are long (then it grows): row numbers of up to
  // 7 digits, values of up to 24 characters (-1.2345678901234567e-100).
  let cell = 0;
  for (let j = 0; j < width; j++) cell = Math.max(cell, before[j].length + between[j].length);
  const rowBytes = rowOpen.length + rowSpans.length + rowAttrs.length + rowClose.length + 7;
  // The last row the sheet reaches: the dimension, written before the rows, says it.
  const bottom = r + count - 1;
  const dimension = xml.replace(/<dimension ref="([A-Z]+\d+):([A-Z]+)\d+"\/>/, (_, from: string, col: string) => `<dimension ref="${from}:${col}${bottom}"/>`);
  const at = dimension.lastIndexOf('</sheetData>');
  const [head, tail] = [dimension.slice(0, at), dimension.slice(at)];
  // The sheet's XML around the rows written into the same buffer: no copy of the whole at the end.
  const out = new RowBytes(
    Buffer.byteLength(head, 'utf8') + (count - 1) * (rowBytes + width * (cell + 7 + 24 + cellClose.length)) + Buffer.byteLength(tail, 'utf8'),
  );
  out.text(head);
  for (let i = 1; i < count; i++) {
    const n = r + i;
    // <row r="n" spans="first:last"ATTRS>
    out.bytes(rowOpen);
    out.whole(n);
    out.bytes(rowSpans);
    out.bytes(rowAttrs);
    for (let j = 0; j < width; j++) {
      // <c r="An" s="5"><v>value</v></c>; the bytes are in memory, so a bad value stops the file before any of it is written.
      const v = data.columns[j].values[i];
      if (!Number.isFinite(v)) throw new Error(`data row ${n}, column ${letters[j]} holds ${v}`);
      out.bytes(before[j]);
      out.whole(n);
      out.bytes(between[j]);
      out.number(v);
      out.bytes(cellClose);
    }
    out.bytes(rowClose);
  }
  out.text(tail);
  return out.written();
}
