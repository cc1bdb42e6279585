/**
 * The Office.js writer of a WorkbookPlan: one Excel.run and two syncs for any template. Sync 1
 * reads what the workbook holds (sheet names and ids, table names, protection), so the plan can
 * pick names nobody uses; sync 2 writes everything, but for the cells of a sheet larger than a
 * request to Excel may carry (measurement intervals), whose further bands of rows take a sync each. It only ever adds sheets: nothing that was
 * there before is cleared, renamed or deleted. When the write fails, the sheets it added are
 * removed again (two more syncs, on the failure path only) and the error is put into words.
 */
import { isError, type Result } from '../addin/errors';
import {
  allCells,
  type CellPlan,
  CHART_POINTS,
  type ChartPlan,
  dataRowCount,
  type PrintPlan,
  type SeriesPlan,
  type SheetPlan,
  type ValidationPlan,
  type WorkbookPlan,
} from '../addin/workbook/plan';
import { widthPoints } from '../addin/workbook/print';
import { FILLS, STYLES, type StyleName } from '../addin/workbook/styles';
import { cellAddress, columnLetter, parseArea, parseCell, splitSheet } from '../addin/formula/a1';
import { STRUCTURE_PROTECTED, toWriteError, WriteError } from './write-error';

type Batch<T> = (context: Excel.RequestContext) => Promise<T>;

/** The two things the writer needs from Office, passed in so tests can give it a fake. */
export interface Host {
  run<T>(batch: Batch<T>): Promise<T>;
  isSetSupported(name: string, version: string): boolean;
}

export const officeHost = (): Host => ({
  run: <T>(batch: Batch<T>) => Excel.run(batch),
  isSetSupported: (name, version) => Office.context.requirements.isSetSupported(name, version),
});

export interface Existing {
  readonly sheets: readonly string[];
  readonly tables: readonly string[];
}

export type Step = 'read' | 'plan' | 'write' | 'done';
export interface Progress {
  readonly step: Step;
  /** 0..1 */
  readonly fraction: number;
  readonly text: string;
}

export interface Written {
  readonly sheets: readonly string[];
  readonly cells: number;
  readonly syncs: number;
  /** What this Excel could not take and the writer left out, as a sentence; null when nothing was. */
  readonly leftOut: string | null;
}

/** What each kind of content needs from the Excel JavaScript API (Microsoft's requirement sets). */
const NEEDS: readonly { readonly what: string; readonly version: string; readonly uses: (s: SheetPlan) => boolean }[] = [
  { what: 'sheet-scoped names', version: '1.4', uses: (s) => s.names.length > 0 },
  { what: 'conditional formats', version: '1.6', uses: (s) => s.conditionalFormats.length > 0 },
  { what: 'chart series', version: '1.7', uses: (s) => s.charts.length > 0 },
  { what: 'frozen panes', version: '1.7', uses: (s) => s.freeze !== undefined },
  { what: 'tab colours', version: '1.7', uses: (s) => s.tabColor !== undefined },
  { what: 'data validation', version: '1.8', uses: (s) => s.validations.length > 0 },
  { what: 'chart axis formats', version: '1.8', uses: (s) => s.charts.some((c) => c.xFormat !== undefined || c.yFormat !== undefined) },
  { what: 'chart data labels', version: '1.8', uses: (s) => s.charts.some((c) => c.series.some((x) => x.labels !== undefined)) },
  { what: 'hidden support sheets', version: '1.2', uses: (s) => s.hidden === true },
];

/**
 * Page setup needs ExcelApi 1.9 (Excel 2021, Microsoft 365), which Excel 2019 lacks: there the
 * sheet is written without it, and the planner is told, rather than refused the whole sheet.
 */
const PRINT_API = '1.9';
const printLeftOut = (plan: WorkbookPlan, isSetSupported: Host['isSetSupported']): string | null =>
  plan.sheets.some((s) => s.print) && !isSetSupported('ExcelApi', PRINT_API)
    ? `Print setup (page fit, print area, header and footer) needs Excel JavaScript ` +
      `API ${PRINT_API}, which this Excel lacks: set it under Page Layout before printing.`
    : null;

/** Checked before anything is written, so an old Excel gets a sentence instead of half a sheet. */
export function missingApi(plan: WorkbookPlan, isSetSupported: Host['isSetSupported']): string | null {
  const missing = NEEDS.filter((n) => plan.sheets.some(n.uses) && !isSetSupported('ExcelApi', n.version));
  if (missing.length === 0) return null;
  const top = missing.reduce((v, n) => (Number(n.version.split('.')[1]) > Number(v.split('.')[1]) ? n.version : v), '1.1');
  return (
    `This version of Excel is too old for the sheet: ${missing.map((n) => n.what).join(', ')} need Excel JavaScript API ${top}, ` +
    'which came with Excel 2019 and Microsoft 365. Update Office, then build again; nothing was written.'
  );
}

export { widthPoints };

/** Table names are global to the workbook; the plan's own are only unique among themselves. */
function freeTableNames(plan: WorkbookPlan, taken: readonly string[]): Map<string, string> {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  const rename = new Map<string, string>();
  for (const sheet of plan.sheets) {
    for (const t of sheet.tables) {
      let name = t.name;
      for (let n = 2; used.has(name.toLowerCase()); n++) name = `${t.name}_${n}`;
      used.add(name.toLowerCase());
      rename.set(t.name, name);
    }
  }
  return rename;
}

/**
 * Text that Excel would read as something else when typed (a number, a date, a logical, an error,
 * a formula) gets the apostrophe prefix, so "170" stays the family "170" and not the number.
 */
function needsQuote(text: string): boolean {
  if (/^[=+\-@'#]/.test(text) || /^\s/.test(text)) return true;
  if (/^(true|false)$/i.test(text)) return true;
  if (!/[A-Za-z]/.test(text)) return true;
  return (
    /^\d+[\s/-]*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*([\s/-]*\d+)?$/i.test(text) ||
    /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[\s/-]*\d+$/i.test(text)
  );
}

/** What goes into range.formulas for one cell: the formula, or the constant as Excel should store it. */
export function cellInput(cell: CellPlan): string | number | boolean | null {
  if (cell.formula) return cell.formula;
  const v = cell.value;
  if (v === undefined || v === '') return null;
  if (typeof v === 'string') return needsQuote(v) ? `'${v}` : v;
  if (typeof v === 'object') return v.error;
  return v;
}

/** Cells with the same style side by side on a row become one range, to keep the batch short. */
function styleRuns(cells: readonly CellPlan[]): { style: StyleName; ref: string }[] {
  const sorted = cells
    .filter((c): c is CellPlan & { style: StyleName } => c.style !== undefined)
    .map((c) => ({ ...parseCell(c.ref), style: c.style }))
    .sort((a, b) => a.row - b.row || a.col - b.col);
  const runs: { style: StyleName; row: number; from: number; to: number }[] = [];
  for (const c of sorted) {
    const last = runs[runs.length - 1];
    if (last && last.style === c.style && last.row === c.row && last.to === c.col - 1) last.to = c.col;
    else runs.push({ style: c.style, row: c.row, from: c.col, to: c.col });
  }
  return runs.map((r) => ({ style: r.style, ref: r.from === r.to ? cellAddress(r.row, r.from) : `${cellAddress(r.row, r.from)}:${cellAddress(r.row, r.to)}` }));
}

const hex = (rgb: string): string => `#${rgb.replace(/^#/, '').toUpperCase()}`;

function writeStyle(range: Excel.Range, style: StyleName, multiColumn: boolean): void {
  const s = STYLES[style];
  if (s.bold) range.format.font.bold = true;
  if (s.italic) range.format.font.italic = true;
  if (s.size) range.format.font.size = s.size;
  if (s.color) range.format.font.color = hex(s.color);
  if (s.fill) range.format.fill.color = hex(s.fill);
  if (s.wrap) range.format.wrapText = true;
  // At the top of its row, as the xlsx writer sets it (styles.ts top): a label beside a tall note reads level with the note's first line.
  if (s.wrap !== undefined || s.top) range.format.verticalAlignment = 'Top';
  if (s.border) {
    const edges: ('EdgeTop' | 'EdgeBottom' | 'EdgeLeft' | 'EdgeRight' | 'InsideVertical')[] = ['EdgeTop', 'EdgeBottom', 'EdgeLeft', 'EdgeRight'];
    if (multiColumn) edges.push('InsideVertical');
    for (const edge of edges) {
      const b = range.format.borders.getItem(edge);
      b.style = 'Continuous';
      b.color = hex(s.border);
    }
  }
}

function validationRule(v: ValidationPlan): Excel.DataValidationRule {
  switch (v.kind) {
    case 'list':
      return { list: { inCellDropDown: true, source: v.items.join(',') } };
    case 'listRange':
      return { list: { inCellDropDown: true, source: `=${v.source}` } };
    case 'decimal':
      return { decimal: { operator: 'Between', formula1: v.min, formula2: v.max } };
    case 'whole':
      return { wholeNumber: { operator: 'Between', formula1: v.min, formula2: v.max } };
  }
}

/** A sheet-qualified reference as a Range: on the sheet being written, or on one the plan names. */
function rangeOf(context: Excel.RequestContext, here: { name: string; sheet: Excel.Worksheet }, ref: string): Excel.Range {
  const { sheet, address } = splitSheet(ref);
  const ws = sheet === null || sheet === here.name ? here.sheet : context.workbook.worksheets.getItem(sheet);
  return ws.getRange(address.replace(/\$/g, ''));
}

const MARKER_STYLES = { circle: 'Circle', diamond: 'Diamond', square: 'Square', triangle: 'Triangle' } as const;

/** A series' look: its colour, its line (solid, dashed, none) and its markers, as the xlsx writer draws them. */
function styleSeries(series: Excel.ChartSeries, s: SeriesPlan, area = false): void {
  // An area is its fill, without an outline, as the xlsx writer draws it.
  if (area) {
    series.format.fill.setSolidColor(hex(s.color));
    series.format.line.lineStyle = 'None';
    return;
  }
  series.format.line.color = hex(s.color);
  if (s.line === 'none') series.format.line.lineStyle = 'None';
  if (s.line === 'dash') series.format.line.lineStyle = 'Dash';
  // A flat line's values at its points, as the xlsx writer labels them (ExcelApi 1.8).
  if (s.labels) {
    series.hasDataLabels = true;
    series.dataLabels.showValue = true;
    series.dataLabels.numberFormat = s.labels;
    series.dataLabels.position = 'Top';
  }
  if (s.marker) {
    series.markerStyle = MARKER_STYLES[s.marker.symbol];
    series.markerSize = s.marker.size;
    series.markerBackgroundColor = hex(s.color);
    series.markerForegroundColor = hex(s.color);
  }
}

/**
 * The leading series named from the cell just above their values, in adjacent columns over the same
 * rows, as one block with that header row: Office.js has no way to set a series' name to a cell, but
 * Excel links each name to its header cell when it reads the names from a chart's source data.
 */
function namedBlock(series: readonly SeriesPlan[]): { count: number; ref: string } | null {
  type Box = { sheet: string | null; top: number; bottom: number; left: number; right: number };
  let box = null as Box | null;
  let count = 0;
  for (const s of series) {
    if (!s.nameRef) break;
    const values = splitSheet(s.values);
    const v = parseArea(values.address.replace(/\$/g, ''));
    const name = splitSheet(s.nameRef);
    const n = parseCell(name.address.replace(/\$/g, ''));
    if (name.sheet !== values.sheet || v.left !== v.right || n.col !== v.left || n.row !== v.top - 1) break;
    if (box && (values.sheet !== box.sheet || v.left !== box.right + 1 || v.top !== box.top || v.bottom !== box.bottom)) break;
    box = { sheet: values.sheet, top: v.top, bottom: v.bottom, left: box?.left ?? v.left, right: v.left };
    count++;
  }
  if (!box) return null;
  const address = `${cellAddress(box.top - 1, box.left)}:${cellAddress(box.bottom, box.right)}`;
  return { count, ref: box.sheet === null ? address : `'${box.sheet.replace(/'/g, "''")}'!${address}` };
}

/** Office.js's chart type of a plan's kind: lines without markers, as the xlsx writer draws them. */
const chartType = (c: ChartPlan): 'Line' | 'AreaStacked' | 'Area' | 'XYScatterLinesNoMarkers' =>
  c.kind === 'line' ? 'Line' : c.kind === 'area' ? (c.stacked ? 'AreaStacked' : 'Area') : 'XYScatterLinesNoMarkers';

function writeChart(context: Excel.RequestContext, here: { name: string; sheet: Excel.Worksheet }, c: ChartPlan): void {
  const named = namedBlock(c.series);
  const [first] = c.series;
  const rest = c.series.slice(named?.count ?? 1);
  const source = rangeOf(context, here, named?.ref ?? first.values);
  const area = parseArea(splitSheet(first.values).address.replace(/\$/g, ''));
  // A row of values would otherwise become one series per cell.
  const seriesBy = named === null && area.top === area.bottom && area.right > area.left ? 'Rows' : 'Columns';
  // Lines without markers, as the xlsx writer draws them; a mark's series adds its own.
  const chart = here.sheet.charts.add(chartType(c), source, seriesBy);
  chart.title.text = c.title;
  // Text a shrunk page still prints at 8 points (print.ts): the whole chart's, then the title back to its own size.
  if (c.textSize !== undefined) {
    chart.format.font.size = c.textSize;
    chart.title.format.font.size = CHART_POINTS.title;
  }
  chart.setPosition(c.from, c.to);
  // A scatter series may have x values of its own (a mark); a line chart's share the categories.
  const xOf = (s: SeriesPlan): Excel.Range => rangeOf(context, here, (c.kind === 'scatter' && s.x) || c.categories);
  c.series.slice(0, named?.count ?? 1).forEach((s, i) => {
    const made = chart.series.getItemAt(i);
    // Named from its header cell by the source data; a name set here would replace the link with text.
    if (!named) made.name = s.name;
    made.setXAxisValues(xOf(s));
    styleSeries(made, s, c.kind === 'area' && s.drawAs !== 'line');
  });
  for (const s of rest) {
    const series = chart.series.add(s.name);
    series.setValues(rangeOf(context, here, s.values));
    series.setXAxisValues(xOf(s));
    // A guideline over stacked areas: a line of its own on the same axes, as the xlsx writer's line group (ExcelApi 1.7).
    if (c.kind === 'area' && s.drawAs === 'line') series.chartType = 'Line';
    styleSeries(series, s, c.kind === 'area' && s.drawAs !== 'line');
  }
  // Times as labels, not Excel's automatic date axis, which counts whole days and would merge a day's intervals.
  if (c.kind === 'area') chart.axes.categoryAxis.categoryType = 'TextAxis';
  // Months as a date axis counting months, as the xlsx writer's c:dateAx, whose bounds follow (ExcelApi 1.7).
  if (c.kind === 'line' && c.xBounds?.unit) {
    chart.axes.categoryAxis.categoryType = 'DateAxis';
    chart.axes.categoryAxis.baseTimeUnit = 'Months';
  }
  if (c.xTitle) chart.axes.categoryAxis.title.text = c.xTitle;
  chart.axes.valueAxis.title.text = c.yTitle;
  if (c.xFormat) chart.axes.categoryAxis.numberFormat = c.xFormat;
  if (c.yFormat) chart.axes.valueAxis.numberFormat = c.yFormat;
  // A scatter's x axis is its category axis here, as a line chart's date axis is; its bounds need ExcelApi 1.1 only, within the 1.7 of chart series.
  if (c.xBounds) {
    chart.axes.categoryAxis.maximum = c.xBounds.max;
    chart.axes.categoryAxis.minimum = c.xBounds.min;
    if (c.xBounds.major) chart.axes.categoryAxis.majorUnit = c.xBounds.major;
  }
}

/** Cells first see their names: a formula written before the name it uses would stay #NAME?. */
function queueNames(sheet: Excel.Worksheet, plan: SheetPlan): void {
  for (const n of plan.names) sheet.names.add(n.name, `=${n.refersTo}`);
}

/** Excel's Page Setup from the plan: orientation, fit, print area and title rows, header and footer (ExcelApi 1.9). */
function queuePrint(sheet: Excel.Worksheet, print: PrintPlan): void {
  const layout = sheet.pageLayout;
  layout.orientation = print.orientation === 'landscape' ? 'Landscape' : 'Portrait';
  // Both fits in one object: Excel has been seen to drop a lone horizontalFitToPages (github.com/OfficeDev/office-js/issues/1860).
  layout.zoom = { horizontalFitToPages: print.fit.wide, verticalFitToPages: print.fit.tall };
  layout.setPrintArea(print.area);
  const [first, last] = print.titleRows.split(':');
  layout.setPrintTitleRows(`$${first}:$${last}`);
  const hf = layout.headersFooters.defaultForAllPages;
  hf.leftHeader = print.header.left ?? '';
  hf.centerHeader = print.header.center ?? '';
  hf.rightHeader = print.header.right ?? '';
  hf.leftFooter = print.footer.left ?? '';
  hf.centerFooter = print.footer.center ?? '';
  hf.rightFooter = print.footer.right ?? '';
}

/**
 * Cells per write of values and formats. A request to Excel on the web carries at most 5 MB
 * (Microsoft, "Resource limits and performance optimization for Office Add-ins", Excel add-ins);
 * a cell takes some 20-40 bytes of it (a number and its format), so a band of this many stays near
 * 2 MB. Every template fits one band; a sheet of measurement intervals takes several.
 */
export const BAND_CELLS = 50_000;

/**
 * Values and number formats as two 2-D writes over the cells' bounding box, band by band of rows; null
 * leaves a cell alone. The first band is queued now, the others returned to be queued one batch each.
 */
function queueValues(sheet: Excel.Worksheet, plan: SheetPlan): (() => void)[] {
  const later: (() => void)[] = [];
  // Loops, not Math.min(...cells): a sheet may hold more cells than a call takes arguments.
  const values = allCells(plan);
  if (values.length === 0) return later;
  const at = values.map((c) => ({ c, ...parseCell(c.ref) }));
  let [top, left, bottom, right] = [Infinity, Infinity, -1, -1];
  for (const a of at) {
    top = Math.min(top, a.row);
    left = Math.min(left, a.col);
    bottom = Math.max(bottom, a.row);
    right = Math.max(right, a.col);
  }
  const rowsPerBand = Math.max(1, Math.floor(BAND_CELLS / (right - left + 1)));
  const bands = new Map<number, typeof at>();
  for (const a of at) {
    const band = Math.floor((a.row - top) / rowsPerBand);
    (bands.get(band) ?? bands.set(band, []).get(band)!).push(a);
  }
  const write = (band: number, cells: typeof at): void => {
    const from = top + band * rowsPerBand;
    const to = Math.min(bottom, from + rowsPerBand - 1);
    const grid = <T>(): (T | null)[][] => Array.from({ length: to - from + 1 }, () => new Array<T | null>(right - left + 1).fill(null));
    const formulas = grid<string | number | boolean>();
    const formats = grid<string>();
    let anyFormat = false;
    for (const { c, row, col } of cells) {
      formulas[row - from][col - left] = cellInput(c);
      if (c.format) {
        formats[row - from][col - left] = c.format;
        anyFormat = true;
      }
    }
    const box = sheet.getRange(`${cellAddress(from, left)}:${cellAddress(to, right)}`);
    if (anyFormat) box.numberFormat = formats;
    box.formulas = formulas;
  };
  for (const [band, cells] of [...bands].sort((a, b) => a[0] - b[0])) {
    if (band === 0) write(band, cells);
    else later.push(() => write(band, cells));
  }
  return later;
}

/** The columns' widths, the cells' styles, wrapping and alignment, the rows' heights and the merges. */
function queueFormats(sheet: Excel.Worksheet, plan: SheetPlan): void {
  plan.widths.forEach((w, i) => {
    const col = columnLetter(i);
    sheet.getRange(`${col}:${col}`).format.columnWidth = widthPoints(w);
  });
  for (const run of styleRuns(plan.cells)) writeStyle(sheet.getRange(run.ref), run.style, run.ref.includes(':'));
  for (const c of plan.cells)
    if (c.wrap !== undefined) {
      const format = sheet.getRange(c.ref).format;
      format.wrapText = c.wrap;
      format.verticalAlignment = 'Top';
    }
  for (const c of plan.cells) if (c.align === 'right') sheet.getRange(c.ref).format.horizontalAlignment = 'Right';
  for (const h of plan.rowHeights ?? []) sheet.getRange(`${h.row}:${h.row}`).format.rowHeight = h.points;
  for (const m of plan.merges) sheet.getRange(m).merge(false);
}

/** The data validations and the conditional formats. */
function queueRules(sheet: Excel.Worksheet, plan: SheetPlan): void {
  for (const v of plan.validations) {
    const dv = sheet.getRange(v.ref).dataValidation;
    dv.rule = validationRule(v);
    if (v.prompt) dv.prompt = { showPrompt: true, message: v.prompt, title: '' };
    if (v.error) dv.errorAlert = { showAlert: true, message: v.error, style: 'Stop', title: '' };
  }

  for (const cf of plan.conditionalFormats) {
    const range = sheet.getRange(cf.ref);
    cf.rules.forEach((rule, i) => {
      const f = range.conditionalFormats.add('Custom');
      f.custom.rule.formula = rule.formula;
      f.custom.format.fill.color = hex(FILLS[rule.fill].fill);
      f.custom.format.font.color = hex(FILLS[rule.fill].color);
      // The plan's rules are "first that holds wins": order them explicitly and stop at the first.
      f.stopIfTrue = true;
      f.priority = i;
    });
  }
}

/**
 * Queues the sheet's content; returns the writes of its further bands of cells, each to be queued
 * and synced on its own after the first sync (writePlan).
 */
function queueContent(sheet: Excel.Worksheet, plan: SheetPlan, tableName: (name: string) => string, print: boolean): (() => void)[] {
  const later = queueValues(sheet, plan);
  queueFormats(sheet, plan);
  queueRules(sheet, plan);
  for (const t of plan.tables) {
    const table = sheet.tables.add(sheet.getRange(t.ref), true);
    table.name = tableName(t.name);
    // The xlsx writer's table style, so both media look alike.
    table.style = 'TableStyleLight1';
  }

  if (plan.freeze && (plan.freeze.rows > 0 || plan.freeze.columns > 0)) {
    const { rows, columns } = plan.freeze;
    if (columns === 0) sheet.freezePanes.freezeRows(rows);
    else if (rows === 0) sheet.freezePanes.freezeColumns(columns);
    else sheet.freezePanes.freezeAt(sheet.getRange(`A1:${cellAddress(rows - 1, columns - 1)}`));
  }
  if (plan.tabColor) sheet.tabColor = hex(plan.tabColor);
  if (print && plan.print) queuePrint(sheet, plan.print);
  if (plan.hidden) sheet.visibility = 'Hidden';
  return later;
}

/**
 * Queues the whole plan on the batch; nothing here syncs. Every sheet is added before anything is
 * written, and every name before any cell, because a template's formulas, names and lists read
 * its support sheets (written after it): a reference to a sheet that does not exist yet would be
 * taken for a link to another file.
 */
function queuePlan(
  context: Excel.RequestContext,
  plan: WorkbookPlan,
  tableName: (name: string) => string,
  print: boolean,
): { sheets: Excel.Worksheet[]; later: (() => void)[] } {
  const sheets = plan.sheets.map((s) => context.workbook.worksheets.add(s.name));
  plan.sheets.forEach((s, i) => queueNames(sheets[i], s));
  const later = plan.sheets.flatMap((s, i) => queueContent(sheets[i], s, tableName, print));
  // Charts after every sheet's cells: a chart takes its series' names from its data's header cells
  // when it is made, and its data may be on a sheet written after it (the Consolidation data).
  plan.sheets.forEach((s, i) => {
    for (const c of s.charts) writeChart(context, { name: s.name, sheet: sheets[i] }, c);
  });
  return { sheets, later };
}

const countCells = (plan: WorkbookPlan): number =>
  plan.sheets.reduce((n, s) => n + s.cells.length + (s.data ? s.data.columns.length * dataRowCount(s.data) : 0), 0);

/**
 * Writes the plan that `makePlan` returns for the workbook as it is. The plan is made between the
 * two syncs, from the names the workbook already uses.
 */
export async function writePlan(
  host: Host,
  makePlan: (existing: Existing) => Result<WorkbookPlan> | Promise<Result<WorkbookPlan>>,
  onProgress: (p: Progress) => void = () => undefined,
): Promise<Written> {
  let syncs = 0;
  try {
    return await host.run(async (context) => {
      const sync = async (): Promise<void> => {
        syncs++;
        await context.sync();
      };
      const workbook = context.workbook;
      const worksheets = workbook.worksheets.load('items/name,items/id');
      const tables = workbook.tables.load('items/name');
      // Reading protection needs ExcelApi 1.7; without it, Excel's own AccessDenied tells the planner.
      const protection = host.isSetSupported('ExcelApi', '1.7') ? workbook.protection.load('protected') : null;
      onProgress({ step: 'read', fraction: 0.1, text: 'Reading the workbook…' });
      await sync();

      if (protection?.protected) throw new WriteError('protected', STRUCTURE_PROTECTED);
      const before = worksheets.items.map((s) => ({ name: s.name, id: s.id }));
      onProgress({ step: 'plan', fraction: 0.3, text: 'Computing the sheet…' });
      const plan = await makePlan({ sheets: before.map((s) => s.name), tables: tables.items.map((t) => t.name) });
      if (isError(plan)) throw new WriteError('plan', plan.message);
      // Nothing of the planner's is written over: a plan naming a sheet the workbook has is refused before anything is written.
      const taken = new Set(before.map((s) => s.name.toLowerCase()));
      const clash = plan.sheets.find((s) => taken.has(s.name.toLowerCase()));
      if (clash) throw new WriteError('plan', `The workbook already has a sheet "${clash.name}": nothing was written over it, nor added.`);
      const tooOld = missingApi(plan, host.isSetSupported);
      if (tooOld) throw new WriteError('too-old', tooOld);

      const leftOut = printLeftOut(plan, host.isSetSupported);
      const rename = freeTableNames(
        plan,
        tables.items.map((t) => t.name),
      );
      const cells = countCells(plan);
      onProgress({ step: 'write', fraction: 0.6, text: `Writing ${cells} cells on ${plan.sheets.length} sheet${plan.sheets.length === 1 ? '' : 's'}…` });
      try {
        const { sheets: added, later } = queuePlan(context, plan, (n) => rename.get(n) ?? n, leftOut === null);
        const first = plan.sheets.findIndex((s) => s.role === 'template');
        added[Math.max(first, 0)]?.activate();
        await sync();
        // The further bands of a large sheet (measurement intervals), each in a request of its own.
        for (const [i, band] of later.entries()) {
          onProgress({
            step: 'write',
            fraction: 0.6 + (0.4 * (i + 1)) / (later.length + 1),
            text: `Writing ${cells} cells: part ${i + 2} of ${later.length + 1}…`,
          });
          band();
          await sync();
        }
      } catch (e) {
        const removed = await removeAdded(
          context,
          plan.sheets.map((s) => s.name),
          new Set(before.map((s) => s.id)),
        ).catch(() => null);
        const error = toWriteError(e);
        const tail =
          removed === null
            ? ` The add-in could not remove what it had started to write: delete ${plan.sheets.map((s) => `"${s.name}"`).join(', ')} if present.`
            : removed.length > 0
              ? ` The sheet${removed.length === 1 ? '' : 's'} it had added ` +
                `(${removed.map((s) => `"${s}"`).join(', ')}) ${removed.length === 1 ? 'was' : 'were'} removed; ` +
                `nothing else was changed.`
              : ' Nothing was changed.';
        throw new WriteError(error.kind, error.message + tail, removed ?? []);
      }
      onProgress({ step: 'done', fraction: 1, text: `Added ${plan.sheets.map((s) => s.name).join(', ')}.` });
      return { sheets: plan.sheets.map((s) => s.name), cells, syncs, leftOut };
    });
  } catch (e) {
    throw toWriteError(e);
  }
}

/**
 * After a failed batch Excel keeps the operations that ran before the failure. The sheets to
 * remove are those with a planned name and an id the workbook did not have at sync 1: never one
 * that was already there.
 */
async function removeAdded(context: Excel.RequestContext, names: readonly string[], before: ReadonlySet<string>): Promise<string[]> {
  const probes = names.map((name) => ({ name, sheet: context.workbook.worksheets.getItemOrNullObject(name).load('id') }));
  await context.sync();
  const ours = probes.filter((p) => !p.sheet.isNullObject && !before.has(p.sheet.id));
  for (const p of ours) p.sheet.delete();
  if (ours.length > 0) await context.sync();
  return ours.map((p) => p.name);
}
