/**
 * A WorkbookPlan as an .xlsx file. exceljs writes what it can (cells, styles, validations,
 * conditional formats, tables, panes); what it cannot (sheet-scoped names, charts) is added to
 * the package afterwards (package.ts). The writer only copies the plan: it decides nothing.
 */
import ExcelJS from 'exceljs';
import { FILLS, STYLES, type StyleName } from '../../addin/workbook/styles';
import {
  isErrorValue,
  type CellPlan,
  type ConditionalFormatPlan,
  type DataRows,
  type PageTextPlan,
  type PrintPlan,
  type Scalar,
  type SheetPlan,
  type TablePlan,
  type ValidationPlan,
  type WorkbookPlan,
} from '../../addin/workbook/plan';
import { cellAddress, cellsOf, parseArea } from '../../addin/formula/a1';
import { locateCells, splitData } from './data-rows';
import { finishPackage, type PackageOptions } from './package';

/** Fixed document dates, so the same plan gives the same file. */
export const FIXED_DATE = new Date(Date.UTC(2024, 0, 1));

/** exceljs writes these (t="array", worksheet.dataValidations) though its typings do not declare them. */
type ArrayFormulaValue = ExcelJS.CellFormulaValue & { shareType: 'array'; ref: string };
type WithValidations = ExcelJS.Worksheet & { dataValidations: { add(ref: string, v: ExcelJS.DataValidation): void } };

const argb = (rgb: string): { argb: string } => ({ argb: `FF${rgb.toUpperCase()}` });

function styleOf(name: StyleName): Partial<ExcelJS.Style> {
  const s = STYLES[name];
  const style: Partial<ExcelJS.Style> = {};
  // Named and sized in full: a font without them is LibreOffice's default serif, wider than the
  // Calibri the page fits are measured in (print.ts), so notes ran into their neighbours and dates into ###.
  const font: Partial<ExcelJS.Font> = { name: 'Calibri', family: 2, size: 11 };
  if (s.bold) font.bold = true;
  if (s.italic) font.italic = true;
  if (s.size) font.size = s.size;
  if (s.color) font.color = argb(s.color);
  style.font = font;
  if (s.fill) style.fill = { type: 'pattern', pattern: 'solid', fgColor: argb(s.fill) };
  if (s.border) {
    const side: Partial<ExcelJS.Border> = { style: 'thin', color: argb(s.border) };
    style.border = { top: side, left: side, bottom: side, right: side };
  }
  if (s.wrap !== undefined || s.top) style.alignment = { ...(s.wrap !== undefined ? { wrapText: s.wrap } : {}), vertical: 'top' };
  return style;
}

const STYLE_CACHE = new Map<StyleName, Partial<ExcelJS.Style>>();
const cachedStyle = (name: StyleName) => STYLE_CACHE.get(name) ?? STYLE_CACHE.set(name, styleOf(name)).get(name)!;

/** What exceljs caches as a formula's result: errors as {error}, the rest as they are. */
function resultOf(value: Scalar | undefined): ExcelJS.CellFormulaValue['result'] {
  if (value === undefined) return undefined;
  if (isErrorValue(value)) return { error: value.error };
  return value;
}

function cellValue(cell: CellPlan): ExcelJS.CellValue {
  if (cell.formula !== undefined) {
    if (!cell.formula.startsWith('=')) throw new Error(`${cell.ref}: a formula must start with "=": ${cell.formula}`);
    const formula = cell.formula.slice(1);
    const result = resultOf(cell.value);
    // A legacy CSE array formula over its own single cell ({=...} in Excel).
    if (cell.array) {
      const array: ArrayFormulaValue = { formula, result, shareType: 'array', ref: cell.ref };
      return array;
    }
    return { formula, result } as ExcelJS.CellFormulaValue;
  }
  if (cell.value === undefined) return null;
  if (isErrorValue(cell.value)) return { error: cell.value.error };
  return cell.value;
}

function writeCells(ws: ExcelJS.Worksheet, sheet: SheetPlan, cells: readonly CellPlan[]): void {
  for (const cell of cells) {
    const c = ws.getCell(cell.ref);
    c.value = cellValue(cell);
    if (cell.style) Object.assign(c, structuredClone(cachedStyle(cell.style)));
    if (cell.format) c.numFmt = cell.format;
    if (cell.wrap !== undefined) c.alignment = { ...c.alignment, wrapText: cell.wrap, vertical: 'top' };
    if (cell.align) c.alignment = { ...c.alignment, horizontal: cell.align };
  }
  for (const h of sheet.rowHeights ?? []) ws.getRow(h.row).height = h.points;
}

/** The three parts of a header or footer line as one string of Excel's section codes. */
const pageText = (t: PageTextPlan): string => `${t.left ? `&L${t.left}` : ''}${t.center ? `&C${t.center}` : ''}${t.right ? `&R${t.right}` : ''}`;

/**
 * Page setup. exceljs writes <pageSetUpPr fitToPage="1"/> only when its own fitToPage is set:
 * without it Excel and LibreOffice ignore fitToWidth and fitToHeight and print at 100%.
 */
function pageSetup(ws: ExcelJS.Worksheet, print: PrintPlan): void {
  Object.assign(ws.pageSetup, {
    orientation: print.orientation,
    fitToPage: true,
    fitToWidth: print.fit.wide,
    fitToHeight: print.fit.tall,
    // exceljs prefixes the column parts with $: "A$1" comes out as Excel writes it, "$A$1".
    printArea: print.area.replace(/([A-Z]+)(\d+)/g, '$1$$$2'),
    printTitlesRow: print.titleRows,
  });
  ws.headerFooter.oddHeader = pageText(print.header);
  ws.headerFooter.oddFooter = pageText(print.footer);
}

function validationOf(v: ValidationPlan): ExcelJS.DataValidation {
  const messages = {
    ...(v.prompt ? { showInputMessage: true, prompt: v.prompt } : {}),
    ...(v.error ? { showErrorMessage: true, errorStyle: 'stop', error: v.error } : {}),
  };
  switch (v.kind) {
    case 'list': {
      const bad = v.items.find((i) => i.includes(',') || i.includes('"'));
      if (bad !== undefined) throw new Error(`${v.ref}: a list item cannot hold a comma or a quote: ${bad}`);
      // Excel refuses (repairs away) a literal list longer than 255 characters.
      if (v.items.join(',').length > 255) throw new Error(`${v.ref}: a list of items is at most 255 characters; use a listRange`);
      return { type: 'list', allowBlank: true, formulae: [`"${v.items.join(',')}"`], ...messages };
    }
    case 'listRange':
      return { type: 'list', allowBlank: true, formulae: [v.source], ...messages };
    case 'decimal':
    case 'whole':
      return { type: v.kind, operator: 'between', allowBlank: true, formulae: [v.min, v.max], ...messages };
  }
}

function conditionalOf(cf: ConditionalFormatPlan, priority: number): ExcelJS.ConditionalFormattingOptions {
  return {
    ref: cf.ref,
    rules: cf.rules.map((rule, i) => {
      const f = FILLS[rule.fill];
      return {
        type: 'expression',
        priority: priority + i,
        // Later rules of a range stand back once an earlier one holds, as the plan says.
        stopIfTrue: true,
        formulae: [rule.formula.replace(/^=/, '')],
        style: { fill: { type: 'pattern', pattern: 'solid', bgColor: argb(f.fill) }, font: { color: argb(f.color) } },
      } as ExcelJS.ConditionalFormattingRule;
    }),
  };
}

/** exceljs writes a table's cells itself: hand it the cells already written, so values and styles stay. */
function addTable(ws: ExcelJS.Worksheet, table: TablePlan): void {
  const area = parseArea(table.ref);
  const headers = cellsOf({ ...area, bottom: area.top }).map((c) => String(ws.getCell(cellAddress(c.row, c.col)).value ?? ''));
  if (new Set(headers).size !== headers.length || headers.some((h) => h === '')) {
    throw new Error(`Table ${table.name}: header cells of ${table.ref} must be distinct and not empty`);
  }
  const rows: ExcelJS.CellValue[][] = [];
  for (let row = area.top + 1; row <= area.bottom; row++) {
    const values: ExcelJS.CellValue[] = [];
    for (let col = area.left; col <= area.right; col++) values.push(ws.getCell(cellAddress(row, col)).value);
    rows.push(values);
  }
  ws.addTable({
    name: table.name,
    ref: cellAddress(area.top, area.left),
    headerRow: true,
    style: { theme: 'TableStyleLight1', showRowStripes: true },
    columns: headers.map((name) => ({ name, filterButton: true })),
    rows,
  });
}

/**
 * exceljs leaves out a column whose width is its own default, 9 (lib/doc/column.js, DEFAULT_COLUMN_WIDTH), and a reader
 * then gives the column its default width (LibreOffice about 11.4 characters): such a column is written 1/256 of a
 * character wider, the finest step of a width (ECMA-376 Part 1, 18.3.1.13), the same pixels on the screen and the page.
 */
const EXCELJS_DEFAULT_WIDTH = 9;

/** Adds the sheet; returns the data rows left for the package to write by hand (data-rows.ts). */
function addSheet(wb: ExcelJS.Workbook, sheet: SheetPlan): DataRows | null {
  const ws = wb.addWorksheet(sheet.name, sheet.tabColor ? { properties: { tabColor: argb(sheet.tabColor) } } : {});
  sheet.widths.forEach((w, i) => (ws.getColumn(i + 1).width = w === EXCELJS_DEFAULT_WIDTH ? w + 1 / 256 : w));
  const { cells, bulk } = splitData(sheet);
  writeCells(ws, sheet, cells);
  for (const m of sheet.merges) ws.mergeCells(m);
  for (const v of sheet.validations) (ws as WithValidations).dataValidations.add(v.ref, validationOf(v));
  let priority = 1;
  for (const cf of sheet.conditionalFormats) {
    ws.addConditionalFormatting(conditionalOf(cf, priority));
    priority += cf.rules.length;
  }
  for (const t of sheet.tables) addTable(ws, t);
  if (sheet.freeze && (sheet.freeze.rows || sheet.freeze.columns)) {
    const { rows, columns } = sheet.freeze;
    ws.views = [{ state: 'frozen', xSplit: columns, ySplit: rows, topLeftCell: cellAddress(rows, columns) }];
  }
  if (sheet.print) pageSetup(ws, sheet.print);
  if (sheet.hidden) ws.state = 'hidden';
  return bulk;
}

export async function writeWorkbook(plan: WorkbookPlan, options: PackageOptions = {}): Promise<Buffer> {
  const names = new Set<string>();
  for (const s of plan.sheets) {
    if (names.has(s.name.toLowerCase())) throw new Error(`Two sheets are named ${s.name}`);
    names.add(s.name.toLowerCase());
    // Every reference checked before anything is written (as parseCell reads it).
    locateCells(s.cells);
  }
  const wb = new ExcelJS.Workbook();
  wb.creator = 'as400-sizer';
  wb.lastModifiedBy = 'as400-sizer';
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  const bulk = new Map<string, DataRows>();
  for (const sheet of plan.sheets) {
    const rows = addSheet(wb, sheet);
    if (rows) bulk.set(sheet.name, rows);
  }
  // Stored, not deflated: the package is opened again and compressed once at the end.
  const raw = (await wb.xlsx.writeBuffer({ zip: { compression: 'STORE' } } as Partial<ExcelJS.XlsxWriteOptions>)) as ArrayBuffer;
  return finishPackage(Buffer.from(raw), plan, options, bulk);
}
