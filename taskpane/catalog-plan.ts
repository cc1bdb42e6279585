/**
 * The catalog browser's Insert: the chosen Appendix D rows as an Excel table on a sheet of its own,
 * as a WorkbookPlan, so it goes through the same writer as the templates.
 */
import type { Model } from '../addin/catalog/model';
import { catalogColumns } from '../addin/sheets/catalog';
import { type CellPlan, sheetPlan, type WorkbookPlan } from '../addin/workbook/plan';
import { uniqueSheetName } from '../addin/sheets';
import { cellAddress, columnLetter } from '../addin/formula/a1';
import { printReady } from '../addin/workbook/print';
import { DOCUMENTS } from '../addin/about';

/** The columns the Insert shows, from the one definition the catalog template uses too. */
export const CATALOG_COLUMNS = catalogColumns('insert');

export const HEADER_ROW = 3;

export function catalogPlan(rows: readonly Model[], filter: string, existingSheets: readonly string[]): WorkbookPlan {
  const name = uniqueSheetName('AS400 models', existingSheets);
  const cells: CellPlan[] = [
    { ref: 'A1', value: 'AS/400 models: PCR V4R5 Appendix D', style: 'title' },
    // The document's full title on every printed page (the frozen rows head each): the footer cites it briefly.
    { ref: 'A2', value: `${rows.length} row${rows.length === 1 ? '' : 's'}; ${filter}; ${DOCUMENTS[0][1]}`, style: 'subtitle' },
  ];
  CATALOG_COLUMNS.forEach((col, c) => cells.push({ ref: cellAddress(HEADER_ROW - 1, c), value: col.header }));
  rows.forEach((m, r) => {
    CATALOG_COLUMNS.forEach((col, c) => {
      const v = col.get(m);
      if (v !== null && v !== '')
        cells.push({ ref: cellAddress(HEADER_ROW + r, c), value: v, ...(col.format && typeof v === 'number' ? { format: col.format } : {}) });
    });
  });
  const last = columnLetter(CATALOG_COLUMNS.length - 1);
  const sheet = sheetPlan({
    name,
    role: 'template',
    widths: CATALOG_COLUMNS.map((c) => c.width),
    cells,
    tables: rows.length > 0 ? [{ name: 'AS400Models', ref: `A${HEADER_ROW}:${last}${HEADER_ROW + rows.length}` }] : [],
    freeze: { rows: HEADER_ROW, columns: 1 },
  });
  // Printed as the sheets of the templates print: one page wide, a long list with its header rows on every page.
  return { sheets: [printReady(sheet, { title: 'AS/400 models', document: DOCUMENTS[0][2] })] };
}
