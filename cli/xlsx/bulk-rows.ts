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
  /** The rows after it, each its cells by column, in row order. */
  readonly rows: readonly { readonly row: number; readonly cells: readonly { col: number; value: number }[] }[];
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
 * Splits a sheet's cells: those exceljs writes, and the trailing rows of plain numbers (no formula,
 * no style) written by hand, when there are such rows after the first of them and every one of
 * them has its numbers in the first one's columns with the same formats. Otherwise exceljs writes all.
 */
export function splitBulk(sheet: SheetPlan): { cells: readonly CellPlan[]; bulk: BulkRows | null } {
  const all = { cells: sheet.cells, bulk: null };

  const at = sheet.cells.map((c) => parseCell(c.ref));
  let lastOther = lastRowUsed(sheet);
  sheet.cells.forEach((c, i) => {
    if (!plain(c) && at[i].row > lastOther) lastOther = at[i].row;
  });
  const model = lastOther + 1;
  const formats = new Map<number, string | undefined>();
  const byRow = new Map<number, { col: number; value: number }[]>();
  const cells: CellPlan[] = [];
  let fits = true;
  sheet.cells.forEach((c, i) => {
    const { row, col } = at[i];
    if (row < model) cells.push(c);
    else if (row === model) {
      cells.push(c);
      formats.set(col, c.format);
    }
  });
  sheet.cells.forEach((c, i) => {
    const { row, col } = at[i];
    if (row <= model) return;
    if (!formats.has(col) || formats.get(col) !== c.format) fits = false;
    const line = byRow.get(row) ?? byRow.set(row, []).get(row)!;
    line.push({ col, value: c.value as number });
  });
  if (!fits || byRow.size === 0) return all;
  const rows = [...byRow.keys()].sort((a, b) => a - b).map((row) => ({ row, cells: byRow.get(row)!.sort((a, b) => a.col - b.col) }));
  return { cells, bulk: { model, rows } };
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
  const parts: string[] = [];
  let bottom = r;
  for (const { row, cells } of bulk.rows) {
    const n = row + 1;
    bottom = n;
    parts.push(`<row r="${n}" spans="${cells[0].col + 1}:${cells[cells.length - 1].col + 1}"${attrs}>`);
    for (const { col, value } of cells) {
      const letter = columnLetter(col);
      parts.push(`<c r="${letter}${n}"${styles.get(letter) ?? ''}><v>${value}</v></c>`);
    }
    parts.push('</row>');
  }
  if (!xml.includes('</sheetData>')) throw new Error('the sheet XML has no </sheetData>');
  const dimension = xml.replace(/<dimension ref="([A-Z]+\d+):([A-Z]+)\d+"\/>/, (_, from: string, col: string) => `<dimension ref="${from}:${col}${bottom}"/>`);
  const at = dimension.lastIndexOf('</sheetData>');
  return dimension.slice(0, at) + parts.join('') + dimension.slice(at);
}

