/**
 * An in-memory Excel for tests, shaped like the slice of the Office.js object model the task pane
 * uses. It behaves like the real proxies where a writer can go wrong: writes are queued and only
 * happen at context.sync(), reading a property that was not loaded and synced throws, a failing
 * operation stops its batch with earlier operations already applied (Excel does not roll back), and
 * names, tables and protection are checked as Excel checks them. Every operation and every sync is
 * counted, so tests can bound them.
 *
 * It imports nothing at run time: the browser tests bundle it as the page's Office host.
 */

export type CellValue = number | string | boolean | { readonly error: string };

export interface CellStyle {
  bold?: boolean;
  italic?: boolean;
  size?: number;
  /** Font colour, "#RRGGBB". */
  color?: string;
  fill?: string;
  /** Thin border colour on all four edges. */
  border?: string;
  wrap?: boolean;
  /** Office.js's horizontalAlignment, as set. */
  align?: string;
  /** Office.js's verticalAlignment, as set. */
  valign?: string;
}

export interface FakeCell {
  /** The constant, or null for a formula cell (the fake does not calculate) or an empty one. */
  value: CellValue | null;
  formula: string | null;
  numberFormat: string;
  style: CellStyle;
  locked: boolean;
}

export interface FakeValidation {
  ref: string;
  rule: Record<string, unknown>;
  prompt?: { showPrompt: boolean; message: string; title?: string };
  errorAlert?: { showAlert: boolean; message: string; style?: string; title?: string };
}

export interface FakeConditionalFormat {
  ref: string;
  type: string;
  formula: string | null;
  fill: string | null;
  fontColor: string | null;
  stopIfTrue: boolean;
}

export interface FakeSeries {
  name: string;
  /** The cell Excel linked the name to, read from the chart's source data ("'Sheet'!$B$4"); null for a name given as text. */
  nameRef: string | null;
  /** Sheet-qualified absolute references, "'Sheet'!$C$5:$C$9". */
  values: string | null;
  xValues: string | null;
  color: string | null;
  /** format.fill.setSolidColor (an area's fill); absent until set, null once cleared. */
  fill?: string | null;
  /** The series' own chart type (ExcelApi 1.7), e.g. a line over stacked areas; absent: the chart's. */
  chartType?: string;
  /** format.line.lineStyle; null until set (the chart type's default). */
  lineStyle: string | null;
  markerStyle: string | null;
  markerSize: number | null;
  markerBackground: string | null;
  markerForeground: string | null;
  /** hasDataLabels and the series' dataLabels (ExcelApi 1.8); absent until set. */
  dataLabels?: { shown: boolean; showValue?: boolean; numberFormat?: string; position?: string };
}

export interface FakeAxis {
  title: string | null;
  numberFormat: string | null;
  /** categoryType (ExcelApi 1.7): Automatic, TextAxis or DateAxis; absent until set (Automatic). */
  categoryType?: string;
  /** minimum and maximum (ExcelApi 1.1): absent until set (automatic). */
  minimum?: number;
  maximum?: number;
  majorUnit?: number;
  /** baseTimeUnit (ExcelApi 1.7) of a date axis: Days, Months or Years; absent until set. */
  baseTimeUnit?: string;
}

export interface FakeChart {
  type: string;
  title: string | null;
  from: string | null;
  to: string | null;
  series: FakeSeries[];
  categoryAxis: FakeAxis;
  valueAxis: FakeAxis;
  /** format.font.size (the chart area's, ExcelApi 1.1) and title.format.font.size; absent until set (Excel's defaults). */
  textSize?: number;
  titleSize?: number;
}

export interface FakeTable {
  name: string;
  ref: string;
  hasHeaders: boolean;
  style?: string;
}

/** A sheet's Page Setup as Office.js sets it (worksheet.pageLayout). */
export interface FakePageLayout {
  orientation: string | null;
  zoom: { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number } | null;
  /** "A1:L47", as Excel keeps it. */
  printArea: string | null;
  /** "$1:$2". */
  printTitleRows: string | null;
  headers: Record<'leftHeader' | 'centerHeader' | 'rightHeader' | 'leftFooter' | 'centerFooter' | 'rightFooter', string>;
}

export interface FakeSheet {
  readonly id: string;
  name: string;
  cells: Map<string, FakeCell>;
  merges: string[];
  /** Sheet-scoped names: name → formula ("='Sheet'!$B$5"). */
  names: Map<string, string>;
  validations: FakeValidation[];
  /** In priority order: index 0 is evaluated first. */
  conditionalFormats: FakeConditionalFormat[];
  charts: FakeChart[];
  tables: FakeTable[];
  freeze: { rows: number; columns: number } | null;
  tabColor: string | null;
  /** Column index (0 = A) → width in points. */
  columnWidths: Map<number, number>;
  /** Row index (0 = row 1) → height in points. */
  rowHeights: Map<number, number>;
  pageLayout: FakePageLayout;
  visibility: 'Visible' | 'Hidden' | 'VeryHidden';
  protected: boolean;
}

/** Office.js's error shape (OfficeExtension.Error): a code from Excel.ErrorCodes and a message. */
export class FakeOfficeError extends Error {
  readonly name = 'RichApi.Error';
  readonly debugInfo: { code: string; message: string; errorLocation?: string };
  constructor(
    readonly code: string,
    message: string,
    errorLocation?: string,
  ) {
    super(message);
    this.debugInfo = { code, message, errorLocation };
  }
}

// ---------------------------------------------------------------- A1 references

const colIndex = (letters: string): number => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
const colLetters = (index: number): string => {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

interface Box {
  r0: number;
  c0: number;
  r1: number;
  c1: number;
  /** A whole-column reference ("B:D"). */
  columns?: boolean;
  /** A whole-row reference ("5:7"). */
  rows?: boolean;
}

function parseBox(address: string): Box {
  const a = address.replace(/\$/g, '').toUpperCase();
  const col = /^([A-Z]{1,3}):([A-Z]{1,3})$/.exec(a);
  if (col) return { r0: 0, r1: 1048575, c0: colIndex(col[1]), c1: colIndex(col[2]), columns: true };
  const row = /^(\d+):(\d+)$/.exec(a);
  if (row && Number(row[1]) >= 1 && Number(row[2]) >= Number(row[1])) return { r0: Number(row[1]) - 1, r1: Number(row[2]) - 1, c0: 0, c1: 16383, rows: true };
  const m = /^([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?$/.exec(a);
  if (!m) throw new FakeOfficeError('InvalidArgument', `The address "${address}" is not valid.`);
  const r0 = Number(m[2]) - 1;
  const c0 = colIndex(m[1]);
  const box = { r0, c0, r1: m[4] ? Number(m[4]) - 1 : r0, c1: m[3] ? colIndex(m[3]) : c0 };
  if (box.r1 < box.r0 || box.c1 < box.c0) throw new FakeOfficeError('InvalidArgument', `The address "${address}" is not valid.`);
  return box;
}

const cellRef = (r: number, c: number): string => `${colLetters(c)}${r + 1}`;
const boxRef = (b: Box): string =>
  b.columns
    ? `${colLetters(b.c0)}:${colLetters(b.c1)}`
    : b.rows
      ? `${b.r0 + 1}:${b.r1 + 1}`
      : b.r0 === b.r1 && b.c0 === b.c1
        ? cellRef(b.r0, b.c0)
        : `${cellRef(b.r0, b.c0)}:${cellRef(b.r1, b.c1)}`;
const absolute = (b: Box): string =>
  b.r0 === b.r1 && b.c0 === b.c1 ? `$${colLetters(b.c0)}$${b.r0 + 1}` : `$${colLetters(b.c0)}$${b.r0 + 1}:$${colLetters(b.c1)}$${b.r1 + 1}`;
const quoteSheet = (name: string): string => (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`);
const overlaps = (a: Box, b: Box): boolean => a.r0 <= b.r1 && b.r0 <= a.r1 && a.c0 <= b.c1 && b.c0 <= a.c1;

export { colLetters, parseBox, boxRef };

// ---------------------------------------------------------------- Excel's reading of typed input

const ERRORS = ['#N/A', '#NUM!', '#VALUE!', '#DIV/0!', '#NAME?', '#REF!', '#NULL!'];

/** What Excel stores when a string is written to a cell, as if typed: formulas, numbers, logicals and errors are recognised. */
function typed(input: unknown): { value: CellValue | null; formula: string | null } {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new FakeOfficeError('InvalidArgument', 'A number written to a cell must be finite.');
    return { value: input, formula: null };
  }
  if (typeof input === 'boolean') return { value: input, formula: null };
  if (typeof input !== 'string') throw new FakeOfficeError('InvalidArgument', `Cannot write ${typeof input} to a cell.`);
  if (input === '') return { value: null, formula: null };
  if (input.startsWith("'")) return { value: input.slice(1), formula: null };
  if (input.startsWith('=') && input.length > 1) {
    if (!balanced(input)) throw new FakeOfficeError('InvalidArgument', `The formula ${input} contains an error.`);
    return { value: null, formula: input };
  }
  const t = input.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return { value: Number(t), formula: null };
  if (/^[+-]?(\d+\.?\d*|\.\d+)%$/.test(t)) return { value: Number(t.slice(0, -1)) / 100, formula: null };
  if (/^(TRUE|FALSE)$/i.test(t)) return { value: t.toUpperCase() === 'TRUE', formula: null };
  if (ERRORS.includes(t.toUpperCase())) return { value: { error: t.toUpperCase() }, formula: null };
  return { value: input, formula: null };
}

/** Brackets and quotes must close, or Excel refuses the formula. */
function balanced(formula: string): boolean {
  let depth = 0;
  let inString = false;
  let inSheet = false;
  for (const ch of formula) {
    if (ch === '"' && !inSheet) inString = !inString;
    else if (ch === "'" && !inString) inSheet = !inSheet;
    else if (!inString && !inSheet) {
      if (ch === '(' || ch === '{') depth++;
      if (ch === ')' || ch === '}') depth--;
      if (depth < 0) return false;
    }
  }
  return depth === 0 && !inString && !inSheet;
}

/**
 * Excel reads Sheet!A1 to a sheet it does not have as a link to another workbook (an "Update
 * values" prompt, then #REF!); the fake refuses it, so a writer must add sheets before it refers to them.
 */
function checkSheetRefs(wb: FakeWorkbook, formula: string, where: string): void {
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  const names = [
    ...[...code.matchAll(/'((?:[^']|'')+)'!/g)].map((m) => m[1].replace(/''/g, "'")),
    ...[...code.replace(/'(?:[^']|'')+'!/g, '').matchAll(/(?<![\w.])([A-Za-z_][\w.]*)!/g)].map((m) => m[1]),
  ];
  for (const name of names) {
    if (!wb.findSheet(name)) throw new FakeOfficeError('InvalidReference', `${where}: ${formula} refers to a sheet "${name}" the workbook does not have.`);
  }
}

const NAME_RE = /^[A-Za-z_\\][A-Za-z0-9_.\\]*$/;
const looksLikeCell = (name: string): boolean => /^[A-Za-z]{1,3}\d+$/.test(name) || /^[RrCc]\d*$/.test(name) || /^R\d*C\d*$/i.test(name);
const COLOR_RE = /^#[0-9A-Fa-f]{6}$/;

/** The API set each member needs (Excel's documentation), checked against the fake host's version. */
const SINCE = {
  names: '1.4',
  conditionalFormats: '1.6',
  chartSeries: '1.7',
  freezePanes: '1.7',
  tabColor: '1.7',
  protection: '1.2',
  workbookProtection: '1.7',
  activeCell: '1.7',
  dataValidation: '1.8',
  axisNumberFormat: '1.8',
  dataLabels: '1.8',
  rowHeight: '1.2',
  setVisibility: '1.2',
  pageLayout: '1.9',
} as const;

const versionAtLeast = (have: string, need: string): boolean => {
  const [a, b] = have.split('.').map(Number);
  const [c, d] = need.split('.').map(Number);
  return a > c || (a === c && b >= d);
};

// ---------------------------------------------------------------- the workbook

interface Op {
  readonly what: string;
  readonly write: boolean;
  readonly since?: string;
  readonly run: () => void;
  /** Bytes the operation adds to its request (the data of a 2-D write; others are counted as nothing). */
  readonly payload?: number;
}

/**
 * The most a request may carry: Excel on the web refuses a larger one with
 * RequestPayloadSizeLimitExceeded (Microsoft, "Resource limits and performance optimization for
 * Office Add-ins": 5 MB for requests and responses). The fake holds every host to it.
 */
export const PAYLOAD_LIMIT = 5 * 2 ** 20;

let nextId = 1;

export class FakeWorkbook {
  sheets: FakeSheet[] = [];
  activeSheetId: string | null = null;
  activeCell = 'A1';
  structureProtected = false;
  cellEditMode = false;
  /** The ExcelApi version the host claims and implements. */
  apiVersion = '1.17';
  /** context.sync() calls so far, failed ones included. */
  syncs = 0;
  /** Excel.run calls so far. */
  runs = 0;
  /** Every operation that reached the workbook, in order: "write Sheet!A1:B2 formulas" and so on. */
  readonly log: string[] = [];
  /** Write operations executed so far (the index failWrite counts). */
  writes = 0;
  /** Makes the write with this index (0-based, over the workbook's life) fail with GeneralException. */
  failWrite: number | null = null;
  /** Largest number of queued operations one sync has carried. */
  largestBatch = 0;
  /** Largest payload, in bytes, one sync has carried. */
  largestPayload = 0;

  constructor(sheetNames: readonly string[] = ['Sheet1']) {
    for (const name of sheetNames) this.addSheet(name);
  }

  /** Adds a sheet directly (test set-up, not through the API). */
  addSheet(name: string): FakeSheet {
    const sheet: FakeSheet = {
      id: `{fake-${nextId++}}`,
      name,
      cells: new Map(),
      merges: [],
      names: new Map(),
      validations: [],
      conditionalFormats: [],
      charts: [],
      tables: [],
      freeze: null,
      tabColor: null,
      columnWidths: new Map(),
      rowHeights: new Map(),
      pageLayout: {
        orientation: null,
        zoom: null,
        printArea: null,
        printTitleRows: null,
        headers: { leftHeader: '', centerHeader: '', rightHeader: '', leftFooter: '', centerFooter: '', rightFooter: '' },
      },
      visibility: 'Visible',
      protected: false,
    };
    this.sheets.push(sheet);
    this.activeSheetId ??= sheet.id;
    return sheet;
  }

  sheet(name: string): FakeSheet {
    const found = this.findSheet(name);
    if (!found) throw new Error(`no sheet "${name}" (sheets: ${this.sheets.map((s) => s.name).join(', ')})`);
    return found;
  }

  findSheet(name: string): FakeSheet | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  get activeSheet(): FakeSheet {
    const s = this.sheets.find((x) => x.id === this.activeSheetId);
    if (!s) throw new Error('no active sheet');
    return s;
  }

  /** Test set-up: puts a constant or formula into a cell directly. */
  setCell(sheet: string, ref: string, input: string | number | boolean): void {
    const s = this.sheet(sheet);
    s.cells.set(ref.toUpperCase(), { ...typed(input), numberFormat: 'General', style: {}, locked: true });
  }

  /** A deep copy of everything, to check that a sheet was left untouched. */
  snapshot(name: string): unknown {
    const s = this.sheet(name);
    return JSON.parse(
      JSON.stringify({
        ...s,
        cells: [...s.cells.entries()],
        names: [...s.names.entries()],
        columnWidths: [...s.columnWidths.entries()],
        rowHeights: [...s.rowHeights.entries()],
      }),
    );
  }

  /** Excel.run: one request context per call; the callback's promise is the run's. */
  readonly run = async <T>(a: unknown, b?: unknown): Promise<T> => {
    const batch = (typeof a === 'function' ? a : b) as (context: FakeContext) => Promise<T>;
    this.runs++;
    const context = new FakeContext(this);
    const result = await batch(context);
    // Office.js sends what is still queued when the callback returns.
    if (context.pending()) await context.sync();
    return result;
  };

  tableNames(): string[] {
    return this.sheets.flatMap((s) => s.tables.map((t) => t.name));
  }

  /** Runs one queued operation against the workbook, as Excel runs a batch. */
  execute(op: Op): void {
    if (op.since && !versionAtLeast(this.apiVersion, op.since)) {
      throw new FakeOfficeError('ApiNotFound', `The API you are trying to use could not be found (${op.what} needs ExcelApi ${op.since}).`, op.what);
    }
    if (op.write) {
      const index = this.writes++;
      if (this.failWrite === index) throw new FakeOfficeError('GeneralException', `An internal error has occurred (injected at write ${index}).`, op.what);
    }
    this.log.push(`${op.write ? 'write' : 'read'} ${op.what}`);
    op.run();
  }
}

// ---------------------------------------------------------------- request context and proxies

export class FakeContext {
  private queue: Op[] = [];
  readonly workbook: WorkbookProxy;
  constructor(readonly wb: FakeWorkbook) {
    this.workbook = new WorkbookProxy(this);
  }

  pending(): boolean {
    return this.queue.length > 0;
  }

  enqueue(op: Op): void {
    this.queue.push(op);
  }

  async sync(): Promise<void> {
    const wb = this.wb;
    wb.syncs++;
    const batch = this.queue;
    this.queue = [];
    wb.largestBatch = Math.max(wb.largestBatch, batch.length);
    const payload = batch.reduce((n, op) => n + (op.payload ?? 0), 0);
    wb.largestPayload = Math.max(wb.largestPayload, payload);
    await Promise.resolve();
    if (payload > PAYLOAD_LIMIT) {
      throw new FakeOfficeError('RequestPayloadSizeLimitExceeded', `The request payload size has exceeded the limit (${payload} bytes).`);
    }
    if (wb.cellEditMode) {
      throw new FakeOfficeError('InvalidOperationInCellEditMode', 'The operation is not allowed while Excel is in cell-edit mode.');
    }
    for (const op of batch) {
      try {
        wb.execute(op);
      } catch (e) {
        if (e instanceof FakeOfficeError) throw e;
        throw new FakeOfficeError('GeneralException', String((e as Error).message ?? e), op.what);
      }
    }
  }

  trackedObjects = { add: (): void => undefined, remove: (): void => undefined };
}

function notLoaded(prop: string): FakeOfficeError {
  return new FakeOfficeError(
    'PropertyNotLoaded',
    `The property '${prop}' is not available. Before reading the property's value, call the load method on ` +
      `the containing object and call "context.sync()" on the associated request context.`,
  );
}

/** A proxy: writes queue operations, reads need load() and a sync first. */
abstract class Proxy {
  private readonly loaded = new Map<string, unknown>();
  constructor(protected readonly ctx: FakeContext) {}

  get context(): FakeContext {
    return this.ctx;
  }

  protected read<T>(prop: string): T {
    if (!this.loaded.has(prop)) throw notLoaded(prop);
    return this.loaded.get(prop) as T;
  }

  protected write(what: string, run: () => void, since?: string, payload?: number): void {
    this.ctx.enqueue({ what, write: true, run, since, payload });
  }

  protected readOp(what: string, run: () => void, since?: string): void {
    this.ctx.enqueue({ what, write: false, run, since });
  }

  /** The current value of a loadable property: a subclass gives those it has; none by default. */
  protected loadValue(prop: string): unknown {
    throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
  }

  protected setLoaded(prop: string, value: unknown): void {
    this.loaded.set(prop, value);
  }

  load(props?: string | string[] | { select?: string }): this {
    const list = (typeof props === 'object' && !Array.isArray(props) ? (props.select ?? '') : (props ?? ''))
      .toString()
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    this.readOp(`load ${list.join(',') || '*'}`, () => {
      for (const p of list) this.loaded.set(p, this.loadValue(p));
    });
    return this;
  }
}

class WorkbookProxy extends Proxy {
  readonly worksheets: WorksheetCollectionProxy;
  readonly protection: WorkbookProtectionProxy;
  readonly tables: TableCollectionProxy;
  constructor(ctx: FakeContext) {
    super(ctx);
    this.worksheets = new WorksheetCollectionProxy(ctx);
    this.protection = new WorkbookProtectionProxy(ctx);
    this.tables = new TableCollectionProxy(ctx);
  }
  protected loadValue(prop: string): unknown {
    throw new FakeOfficeError('InvalidArgument', `The fake does not load workbook.${prop}`);
  }
  getActiveCell(): RangeProxy {
    const wb = this.ctx.wb;
    return new RangeProxy(
      this.ctx,
      () => wb.activeSheet,
      () => wb.activeCell,
      SINCE.activeCell,
    );
  }
}

class WorkbookProtectionProxy extends Proxy {
  protected loadValue(prop: string): unknown {
    if (prop !== 'protected') throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
    return this.ctx.wb.structureProtected;
  }
  get protected(): boolean {
    return this.read('protected');
  }
  load(props?: string | string[]): this {
    this.ctx.enqueue({ what: 'load workbook.protection', write: false, since: SINCE.workbookProtection, run: () => undefined });
    return super.load(props);
  }
}

class TableCollectionProxy extends Proxy {
  protected loadValue(prop: string): unknown {
    if (prop === 'items/name' || prop === 'items') return this.ctx.wb.tableNames().map((name) => ({ name }));
    throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
  }
  get items(): { name: string }[] {
    return this.read<{ name: string }[] | undefined>('items/name') ?? this.read('items');
  }
}

class WorksheetCollectionProxy extends Proxy {
  protected loadValue(prop: string): unknown {
    const wb = this.ctx.wb;
    if (prop === 'items/name' || prop === 'items/id' || prop === 'items') {
      return wb.sheets.map((s) => new WorksheetProxy(this.ctx, () => s, { name: s.name, id: s.id }));
    }
    throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
  }

  get items(): WorksheetProxy[] {
    for (const p of ['items/name', 'items/id', 'items']) {
      try {
        return this.read(p);
      } catch {
        /* try the next form */
      }
    }
    throw notLoaded('items');
  }

  add(name: string): WorksheetProxy {
    let created: FakeSheet | undefined;
    const wb = this.ctx.wb;
    this.write(`add sheet ${name}`, () => {
      if (wb.structureProtected) throw new FakeOfficeError('AccessDenied', 'The workbook is protected: sheets cannot be added.');
      if (name.length === 0 || name.length > 31 || /[[\]:*?/\\]/.test(name) || /^'|'$/.test(name)) {
        throw new FakeOfficeError('InvalidArgument', `The sheet name "${name}" is not valid.`);
      }
      if (wb.findSheet(name)) throw new FakeOfficeError('ItemAlreadyExists', `A sheet named "${name}" already exists.`);
      created = wb.addSheet(name);
    });
    return new WorksheetProxy(this.ctx, () => {
      if (!created) throw new FakeOfficeError('InvalidReference', `sheet ${name} was not created`);
      return created;
    });
  }

  getItem(name: string): WorksheetProxy {
    const wb = this.ctx.wb;
    return new WorksheetProxy(this.ctx, () => {
      const s = wb.findSheet(name);
      if (!s) throw new FakeOfficeError('ItemNotFound', `The requested resource (sheet "${name}") doesn't exist.`);
      return s;
    });
  }

  getItemOrNullObject(name: string): WorksheetProxy {
    const wb = this.ctx.wb;
    return new WorksheetProxy(this.ctx, () => wb.findSheet(name) ?? null);
  }

  getActiveWorksheet(): WorksheetProxy {
    const wb = this.ctx.wb;
    return new WorksheetProxy(this.ctx, () => wb.activeSheet);
  }
}

class WorksheetProxy extends Proxy {
  readonly names: NamedItemCollectionProxy;
  readonly charts: ChartCollectionProxy;
  readonly tables: WorksheetTableCollectionProxy;
  readonly freezePanes: FreezePanesProxy;
  readonly protection: WorksheetProtectionProxy;
  readonly pageLayout: PageLayoutProxy;

  constructor(
    ctx: FakeContext,
    private readonly resolveOrNull: () => FakeSheet | null,
    preloaded?: { name: string; id: string },
  ) {
    super(ctx);
    if (preloaded) {
      this.setLoaded('name', preloaded.name);
      this.setLoaded('id', preloaded.id);
    }
    const sheet = (): FakeSheet => this.resolve();
    this.names = new NamedItemCollectionProxy(ctx, sheet);
    this.charts = new ChartCollectionProxy(ctx, sheet);
    this.tables = new WorksheetTableCollectionProxy(ctx, sheet);
    this.freezePanes = new FreezePanesProxy(ctx, sheet);
    this.protection = new WorksheetProtectionProxy(ctx, sheet);
    this.pageLayout = new PageLayoutProxy(ctx, sheet);
  }

  resolve(): FakeSheet {
    const s = this.resolveOrNull();
    if (!s) throw new FakeOfficeError('ItemNotFound', "The requested resource doesn't exist.");
    return s;
  }

  protected loadValue(prop: string): unknown {
    if (prop === 'isNullObject') return this.resolveOrNull() === null;
    const s = this.resolveOrNull();
    if (!s) return undefined;
    if (prop === 'name') return s.name;
    if (prop === 'id') return s.id;
    if (prop === 'tabColor') return s.tabColor ?? '';
    throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
  }

  load(props?: string | string[]): this {
    // Office.js always answers isNullObject for an *OrNullObject proxy once it is loaded.
    this.readOp('load isNullObject', () => this.setLoaded('isNullObject', this.resolveOrNull() === null));
    return super.load(props);
  }

  get isNullObject(): boolean {
    return this.read('isNullObject');
  }
  get name(): string {
    return this.read('name');
  }
  get id(): string {
    return this.read('id');
  }

  set tabColor(color: string) {
    this.write(
      `tabColor ${color}`,
      () => {
        if (color !== '' && !COLOR_RE.test(color)) throw new FakeOfficeError('InvalidArgument', `Bad colour ${color}`);
        this.resolve().tabColor = color || null;
      },
      SINCE.tabColor,
    );
  }
  get tabColor(): string {
    return this.read('tabColor');
  }

  /** Excel keeps at least one sheet visible. */
  set visibility(v: FakeSheet['visibility']) {
    this.write(
      `visibility ${v}`,
      () => {
        if (!['Visible', 'Hidden', 'VeryHidden'].includes(v)) throw new FakeOfficeError('InvalidArgument', `Unknown visibility ${v}`);
        const wb = this.ctx.wb;
        const s = this.resolve();
        if (v !== 'Visible' && wb.sheets.every((x) => x === s || x.visibility !== 'Visible')) {
          throw new FakeOfficeError('InvalidOperation', 'A workbook must keep at least one visible sheet.');
        }
        s.visibility = v;
      },
      SINCE.setVisibility,
    );
  }

  getRange(address?: string): RangeProxy {
    return new RangeProxy(
      this.ctx,
      () => this.resolve(),
      () => address ?? 'A1:XFD1048576',
    );
  }

  activate(): void {
    this.write('activate', () => {
      this.ctx.wb.activeSheetId = this.resolve().id;
    });
  }

  delete(): void {
    this.write('delete sheet', () => {
      const wb = this.ctx.wb;
      const s = this.resolve();
      if (wb.structureProtected) throw new FakeOfficeError('AccessDenied', 'The workbook is protected: sheets cannot be deleted.');
      if (wb.sheets.length === 1) throw new FakeOfficeError('InvalidOperation', 'A workbook must keep at least one visible sheet.');
      wb.sheets = wb.sheets.filter((x) => x !== s);
      if (wb.activeSheetId === s.id) wb.activeSheetId = wb.sheets[0].id;
    });
  }
}

/** worksheet.pageLayout (ExcelApi 1.9): the members the writer sets, checked as Excel checks them. */
class PageLayoutProxy extends Proxy {
  readonly headersFooters: { defaultForAllPages: Record<keyof FakePageLayout['headers'], string> };
  constructor(
    ctx: FakeContext,
    private readonly sheet: () => FakeSheet,
  ) {
    super(ctx);
    const write = (what: string, run: () => void): void => this.write(`pageLayout ${what}`, run, SINCE.pageLayout);
    const part = {} as Record<keyof FakePageLayout['headers'], string>;
    for (const key of ['leftHeader', 'centerHeader', 'rightHeader', 'leftFooter', 'centerFooter', 'rightFooter'] as const) {
      Object.defineProperty(part, key, {
        set: (text: string) =>
          write(key, () => {
            // Excel caps a header or footer section at 255 characters.
            if (typeof text !== 'string' || text.length > 255) throw new FakeOfficeError('InvalidArgument', `Bad ${key}`);
            sheet().pageLayout.headers[key] = text;
          }),
        get: () => {
          throw notLoaded(key);
        },
      });
    }
    this.headersFooters = { defaultForAllPages: part };
  }
  set orientation(o: string) {
    this.write(
      `pageLayout orientation ${o}`,
      () => {
        if (o !== 'Portrait' && o !== 'Landscape') throw new FakeOfficeError('InvalidArgument', `Unknown orientation ${o}`);
        this.sheet().pageLayout.orientation = o;
      },
      SINCE.pageLayout,
    );
  }
  /** Set as one object (x.zoom = {...}); a fit is a number of pages (the documentation gives no "automatic"). */
  set zoom(z: FakePageLayout['zoom']) {
    this.write(
      'pageLayout zoom',
      () => {
        const fits = [z?.horizontalFitToPages, z?.verticalFitToPages].filter((x) => x !== undefined);
        if (!z || (z.scale === undefined && fits.length === 0)) throw new FakeOfficeError('InvalidArgument', 'A zoom needs a scale or a fit.');
        if (z.scale !== undefined && fits.length > 0) throw new FakeOfficeError('InvalidArgument', 'A zoom is a scale or a fit, not both.');
        if (z.scale !== undefined && !(z.scale >= 10 && z.scale <= 400)) throw new FakeOfficeError('InvalidArgument', `Bad scale ${z.scale}`);
        if (fits.some((f) => !Number.isInteger(f) || (f as number) < 1))
          throw new FakeOfficeError('InvalidArgument', 'A fit is a whole number of pages, 1 or more.');
        this.sheet().pageLayout.zoom = { ...z };
      },
      SINCE.pageLayout,
    );
  }
  setPrintArea(area: string): void {
    this.write(
      `pageLayout print area ${area}`,
      () => {
        this.sheet().pageLayout.printArea = boxRef(parseBox(area));
      },
      SINCE.pageLayout,
    );
  }
  setPrintTitleRows(rows: string): void {
    this.write(
      `pageLayout title rows ${rows}`,
      () => {
        const b = parseBox(rows);
        if (!b.rows) throw new FakeOfficeError('InvalidArgument', `Title rows are whole rows, not ${rows}`);
        this.sheet().pageLayout.printTitleRows = `$${b.r0 + 1}:$${b.r1 + 1}`;
      },
      SINCE.pageLayout,
    );
  }
}

class WorksheetProtectionProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly sheet: () => FakeSheet,
  ) {
    super(ctx);
  }
  protected loadValue(prop: string): unknown {
    if (prop !== 'protected') throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
    return this.sheet().protected;
  }
  get protected(): boolean {
    return this.read('protected');
  }
}

class NamedItemCollectionProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly sheet: () => FakeSheet,
  ) {
    super(ctx);
  }
  protected loadValue(prop: string): unknown {
    if (prop === 'items/name' || prop === 'items') return [...this.sheet().names.keys()].map((name) => ({ name }));
    throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
  }
  add(name: string, reference: string | RangeProxy): void {
    this.write(
      `name ${name}`,
      () => {
        const s = this.sheet();
        if (!NAME_RE.test(name) || looksLikeCell(name) || name.length > 255) throw new FakeOfficeError('InvalidArgument', `The name "${name}" is not valid.`);
        if ([...s.names.keys()].some((n) => n.toLowerCase() === name.toLowerCase())) {
          throw new FakeOfficeError('ItemAlreadyExists', `The name "${name}" already exists on ${s.name}.`);
        }
        const formula = typeof reference === 'string' ? reference : `=${reference.qualified()}`;
        if (!formula.startsWith('=')) throw new FakeOfficeError('InvalidArgument', `A name's reference starts with "=": ${formula}`);
        checkSheetRefs(this.ctx.wb, formula, `name ${name}`);
        s.names.set(name, formula);
      },
      SINCE.names,
    );
  }
}

class FreezePanesProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly sheet: () => FakeSheet,
  ) {
    super(ctx);
  }
  freezeRows(count: number): void {
    this.write(`freezeRows ${count}`, () => (this.sheet().freeze = { rows: count, columns: 0 }), SINCE.freezePanes);
  }
  freezeColumns(count: number): void {
    this.write(`freezeColumns ${count}`, () => (this.sheet().freeze = { rows: 0, columns: count }), SINCE.freezePanes);
  }
  freezeAt(range: string | RangeProxy): void {
    this.write(
      'freezeAt',
      () => {
        const b = parseBox(typeof range === 'string' ? range : range.address$());
        if (b.r0 !== 0 || b.c0 !== 0) throw new FakeOfficeError('InvalidArgument', 'freezeAt takes a range from A1');
        this.sheet().freeze = { rows: b.r1 + 1, columns: b.c1 + 1 };
      },
      SINCE.freezePanes,
    );
  }
}

const blankCell = (): FakeCell => ({ value: null, formula: null, numberFormat: 'General', style: {}, locked: true });

class RangeProxy extends Proxy {
  readonly format: RangeFormatProxy;
  readonly dataValidation: DataValidationProxy;
  readonly conditionalFormats: ConditionalFormatCollectionProxy;

  constructor(
    ctx: FakeContext,
    readonly sheet: () => FakeSheet,
    private readonly addressOf: () => string,
    private readonly since?: string,
  ) {
    super(ctx);
    this.format = new RangeFormatProxy(ctx, this);
    this.dataValidation = new DataValidationProxy(ctx, this);
    this.conditionalFormats = new ConditionalFormatCollectionProxy(ctx, this);
  }

  /** The address at execution time (the active cell is read when the batch runs). */
  address$(): string {
    return this.addressOf();
  }
  box(): Box {
    return parseBox(this.addressOf());
  }
  qualified(): string {
    return `${quoteSheet(this.sheet().name)}!${absolute(this.box())}`;
  }

  /** Every cell of the range, created on demand; writing to a locked cell of a protected sheet is refused. */
  eachCell(write: boolean, f: (cell: FakeCell, r: number, c: number) => void, skip?: (r: number, c: number) => boolean): void {
    const s = this.sheet();
    const b = this.box();
    if (b.columns || b.rows) throw new FakeOfficeError('InvalidArgument', 'The fake keeps cells of bounded ranges only.');
    for (let r = b.r0; r <= b.r1; r++) {
      for (let c = b.c0; c <= b.c1; c++) {
        if (skip?.(r - b.r0, c - b.c0)) continue;
        const ref = cellRef(r, c);
        let cell = s.cells.get(ref);
        if (write && s.protected && (cell?.locked ?? true)) throw new FakeOfficeError('AccessDenied', `The cell ${s.name}!${ref} is protected.`);
        if (!cell) {
          cell = blankCell();
          if (write) s.cells.set(ref, cell);
        }
        f(cell, r - b.r0, c - b.c0);
      }
    }
  }

  private matrix(name: string, data: unknown, put: (cell: FakeCell, v: unknown) => void): void {
    this.write(
      `${this.addressOf()} ${name}`,
      () => {
        const b = this.box();
        const rows = b.r1 - b.r0 + 1;
        const cols = b.c1 - b.c0 + 1;
        const m = data as unknown[][];
        if (!Array.isArray(m) || m.length !== rows || m.some((row) => !Array.isArray(row) || row.length !== cols)) {
          throw new FakeOfficeError(
            'InvalidArgument',
            `The number of rows or columns in the input array doesn't match the size or dimensions of the range (${name} of ${this.addressOf()}).`,
          );
        }
        // null leaves a cell as it is, so it must not create one either.
        this.eachCell(
          true,
          (cell, r, c) => put(cell, m[r][c]),
          (r, c) => m[r][c] === null || m[r][c] === undefined,
        );
      },
      this.since,
      JSON.stringify(data).length,
    );
  }

  private put(cell: FakeCell, v: unknown): void {
    const t = typed(v);
    if (t.formula) checkSheetRefs(this.ctx.wb, t.formula, this.addressOf());
    Object.assign(cell, t);
  }
  set values(data: unknown[][]) {
    this.matrix('values', data, (cell, v) => this.put(cell, v));
  }
  set formulas(data: unknown[][]) {
    this.matrix('formulas', data, (cell, v) => this.put(cell, v));
  }
  set numberFormat(data: unknown[][]) {
    this.matrix('numberFormat', data, (cell, v) => {
      if (typeof v !== 'string') throw new FakeOfficeError('InvalidArgument', 'A number format is text.');
      cell.numberFormat = v === '' ? 'General' : v;
    });
  }
  get values(): unknown[][] {
    return this.read('values');
  }
  get formulas(): unknown[][] {
    return this.read('formulas');
  }
  get numberFormat(): unknown[][] {
    return this.read('numberFormat');
  }
  get address(): string {
    return this.read('address');
  }
  get worksheet(): WorksheetProxy {
    return new WorksheetProxy(this.ctx, () => this.sheet());
  }

  protected loadValue(prop: string): unknown {
    if (prop === 'address') return `${quoteSheet(this.sheet().name)}!${boxRef(this.box())}`;
    const out: unknown[][] = [];
    this.eachCell(false, (cell, r) => {
      out[r] ??= [];
      if (prop === 'values') out[r].push(cell.formula ? 0 : (cell.value ?? ''));
      else if (prop === 'formulas') out[r].push(cell.formula ?? cell.value ?? '');
      else if (prop === 'numberFormat') out[r].push(cell.numberFormat);
      else throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
    });
    return out;
  }

  merge(across = false): void {
    this.write(`${this.addressOf()} merge`, () => {
      const s = this.sheet();
      const b = this.box();
      if (across) throw new FakeOfficeError('InvalidArgument', 'The fake merges whole ranges only.');
      if (s.merges.some((m) => overlaps(parseBox(m), b))) throw new FakeOfficeError('MergedRangeConflict', `${boxRef(b)} overlaps a merged range.`);
      s.merges.push(boxRef(b));
    });
  }
}

class RangeFormatProxy extends Proxy {
  readonly font: FontProxy;
  readonly fill: FillProxy;
  readonly borders: BordersProxy;
  readonly protection: FormatProtectionProxy;
  constructor(
    ctx: FakeContext,
    readonly range: RangeProxy,
  ) {
    super(ctx);
    this.font = new FontProxy(ctx, range);
    this.fill = new FillProxy(ctx, range);
    this.borders = new BordersProxy(ctx, range);
    this.protection = new FormatProtectionProxy(ctx, range);
  }
  set wrapText(wrap: boolean) {
    this.write(`${this.range.address$()} wrapText`, () => this.range.eachCell(true, (cell) => (cell.style.wrap = wrap)));
  }
  set verticalAlignment(align: string) {
    this.write(`${this.range.address$()} verticalAlignment`, () => {
      if (!['Top', 'Center', 'Bottom', 'Justify', 'Distributed'].includes(align))
        throw new FakeOfficeError('InvalidArgument', `Bad vertical alignment ${align}`);
      this.range.eachCell(true, (cell) => (cell.style.valign = align));
    });
  }
  set horizontalAlignment(align: string) {
    this.write(`${this.range.address$()} horizontalAlignment`, () => {
      if (!['General', 'Left', 'Center', 'Right'].includes(align)) throw new FakeOfficeError('InvalidArgument', `Bad horizontal alignment ${align}`);
      this.range.eachCell(true, (cell) => (cell.style.align = align));
    });
  }
  /** On whole rows ("5:5"), as the writer sets it; Excel takes 0 to 409 points. */
  set rowHeight(points: number) {
    this.write(
      `${this.range.address$()} rowHeight`,
      () => {
        const b = this.range.box();
        if (!(points >= 0 && points <= 409)) throw new FakeOfficeError('InvalidArgument', `Bad row height ${points}`);
        for (let r = b.r0; r <= b.r1; r++) this.range.sheet().rowHeights.set(r, points);
      },
      SINCE.rowHeight,
    );
  }
  set columnWidth(points: number) {
    this.write(`${this.range.address$()} columnWidth`, () => {
      const b = this.range.box();
      if (!(points >= 0 && points <= 255 * 7.5)) throw new FakeOfficeError('InvalidArgument', `Bad column width ${points}`);
      for (let c = b.c0; c <= b.c1; c++) this.range.sheet().columnWidths.set(c, points);
    });
  }
}

class FormatProtectionProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly range: RangeProxy,
  ) {
    super(ctx);
  }
  protected loadValue(prop: string): unknown {
    if (prop !== 'locked') throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
    let locked: boolean | null | undefined;
    this.range.eachCell(false, (cell) => (locked = locked === undefined || locked === cell.locked ? cell.locked : null));
    return locked;
  }
  get locked(): boolean | null {
    return this.read('locked');
  }
}

const checkColor = (color: string): void => {
  if (!COLOR_RE.test(color)) throw new FakeOfficeError('InvalidArgument', `The colour "${color}" is not valid.`);
};

/** A colour the add-in sets and never reads back: checked and stored when the batch runs, unreadable before a load. */
const colorOnly = (write: (run: () => void) => void, store: (c: string) => void) => ({
  set color(c: string) {
    write(() => {
      checkColor(c);
      store(c);
    });
  },
  get color(): string {
    throw notLoaded('color');
  },
});

class FontProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly range: RangeProxy,
  ) {
    super(ctx);
  }
  private set$(key: 'bold' | 'italic' | 'size' | 'color', value: boolean | number | string): void {
    this.write(`${this.range.address$()} font.${key}`, () => {
      if (key === 'color') checkColor(value as string);
      this.range.eachCell(true, (cell) => Object.assign(cell.style, { [key]: value }));
    });
  }
  set bold(v: boolean) {
    this.set$('bold', v);
  }
  set italic(v: boolean) {
    this.set$('italic', v);
  }
  set size(v: number) {
    this.set$('size', v);
  }
  set color(v: string) {
    this.set$('color', v);
  }
}

class FillProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly range: RangeProxy,
  ) {
    super(ctx);
  }
  set color(v: string) {
    this.write(`${this.range.address$()} fill`, () => {
      checkColor(v);
      this.range.eachCell(true, (cell) => (cell.style.fill = v));
    });
  }
}

const EDGES = ['EdgeTop', 'EdgeBottom', 'EdgeLeft', 'EdgeRight', 'InsideVertical', 'InsideHorizontal'];

class BordersProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly range: RangeProxy,
  ) {
    super(ctx);
  }
  /** Records a border colour on a cell once its outer edges are all set (inside edges follow for multi-cell ranges). */
  getItem(edge: string): { style: string; color: string } {
    if (!EDGES.includes(edge)) throw new FakeOfficeError('InvalidArgument', `Unknown border ${edge}`);
    const range = this.range;
    const write = (what: string, run: () => void): void => this.write(`${range.address$()} border ${edge} ${what}`, run);
    return {
      set style(style: string) {
        write('style', () => {
          if (style !== 'Continuous' && style !== 'None') throw new FakeOfficeError('InvalidArgument', `Unsupported border style ${style}`);
        });
      },
      set color(color: string) {
        write('color', () => {
          checkColor(color);
          const b = range.box();
          range.eachCell(true, (cell, r, c) => {
            const onEdge =
              (edge === 'EdgeTop' && r === 0) ||
              (edge === 'EdgeBottom' && r === b.r1 - b.r0) ||
              (edge === 'EdgeLeft' && c === 0) ||
              (edge === 'EdgeRight' && c === b.c1 - b.c0) ||
              edge.startsWith('Inside');
            if (onEdge) cell.style.border = color;
          });
        });
      },
      get style(): string {
        throw notLoaded('style');
      },
      get color(): string {
        throw notLoaded('color');
      },
    };
  }
}

class DataValidationProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly range: RangeProxy,
  ) {
    super(ctx);
  }
  private entry(): FakeValidation {
    const s = this.range.sheet();
    const ref = boxRef(this.range.box());
    let v = s.validations.find((x) => x.ref === ref);
    if (!v) {
      v = { ref, rule: {} };
      s.validations.push(v);
    }
    return v;
  }
  set rule(rule: Record<string, unknown>) {
    this.write(
      `${this.range.address$()} validation rule`,
      () => {
        const kinds = Object.keys(rule);
        if (kinds.length !== 1) throw new FakeOfficeError('InvalidArgument', 'A data validation rule has exactly one kind.');
        const [kind] = kinds;
        const body = rule[kind] as Record<string, unknown>;
        if (kind === 'list') {
          if (typeof body.source !== 'string' || body.source === '') throw new FakeOfficeError('InvalidArgument', 'A list needs a source.');
          if (!body.source.startsWith('=') && body.source.length > 255)
            throw new FakeOfficeError('InvalidArgument', 'A list of items is at most 255 characters.');
          if (body.source.startsWith('=')) checkSheetRefs(this.ctx.wb, body.source, 'validation list');
        } else if (kind === 'decimal' || kind === 'wholeNumber') {
          if (body.operator === undefined || body.formula1 === undefined)
            throw new FakeOfficeError('InvalidArgument', 'A number rule needs an operator and formula1.');
        } else throw new FakeOfficeError('InvalidArgument', `The fake does not model ${kind} rules.`);
        this.entry().rule = rule;
      },
      SINCE.dataValidation,
    );
  }
  set prompt(prompt: FakeValidation['prompt']) {
    this.write(`${this.range.address$()} validation prompt`, () => (this.entry().prompt = prompt), SINCE.dataValidation);
  }
  set errorAlert(alert: FakeValidation['errorAlert']) {
    this.write(`${this.range.address$()} validation alert`, () => (this.entry().errorAlert = alert), SINCE.dataValidation);
  }
}

class ConditionalFormatCollectionProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly range: RangeProxy,
  ) {
    super(ctx);
  }
  /** Excel puts a new conditional format first (highest priority), as its user interface does. */
  add(type: string): ConditionalFormatProxy {
    let made: FakeConditionalFormat | undefined;
    this.write(
      `${this.range.address$()} conditional format`,
      () => {
        if (type !== 'Custom') throw new FakeOfficeError('InvalidArgument', `The fake models Custom conditional formats only, not ${type}.`);
        made = { ref: boxRef(this.range.box()), type, formula: null, fill: null, fontColor: null, stopIfTrue: false };
        this.range.sheet().conditionalFormats.unshift(made);
      },
      SINCE.conditionalFormats,
    );
    return new ConditionalFormatProxy(this.ctx, this.range, () => {
      if (!made) throw new FakeOfficeError('InvalidReference', 'conditional format not created');
      return made;
    });
  }
}

class ConditionalFormatProxy extends Proxy {
  readonly custom: {
    rule: { formula: string };
    format: { fill: { color: string }; font: { color: string } };
  };
  constructor(
    ctx: FakeContext,
    private readonly range: RangeProxy,
    private readonly cf: () => FakeConditionalFormat,
  ) {
    super(ctx);
    const write = (what: string, run: () => void): void => this.write(`${range.address$()} cf ${what}`, run, SINCE.conditionalFormats);
    this.custom = {
      rule: {
        set formula(f: string) {
          write('formula', () => {
            if (!f.startsWith('=') || !balanced(f)) throw new FakeOfficeError('InvalidArgument', `Bad conditional format formula ${f}`);
            checkSheetRefs(ctx.wb, f, 'conditional format');
            cf().formula = f;
          });
        },
        get formula(): string {
          throw notLoaded('formula');
        },
      },
      format: {
        fill: colorOnly(
          (run) => write('fill', run),
          (c) => (cf().fill = c),
        ),
        font: colorOnly(
          (run) => write('font', run),
          (c) => (cf().fontColor = c),
        ),
      },
    };
  }
  set stopIfTrue(v: boolean) {
    this.write(`${this.range.address$()} cf stopIfTrue`, () => (this.cf().stopIfTrue = v), SINCE.conditionalFormats);
  }
  /** Moves the format to this position of the sheet's list, as Excel renumbers the others. */
  set priority(p: number) {
    this.write(
      `${this.range.address$()} cf priority ${p}`,
      () => {
        const list = this.range.sheet().conditionalFormats;
        const me = this.cf();
        if (!Number.isInteger(p) || p < 0) throw new FakeOfficeError('InvalidArgument', `Bad priority ${p}`);
        list.splice(list.indexOf(me), 1);
        list.splice(Math.min(p, list.length), 0, me);
      },
      SINCE.conditionalFormats,
    );
  }
}

class WorksheetTableCollectionProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly sheet: () => FakeSheet,
  ) {
    super(ctx);
  }
  add(address: string | RangeProxy, hasHeaders: boolean): TableProxy {
    let made: FakeTable | undefined;
    const wb = this.ctx.wb;
    this.write(`add table ${typeof address === 'string' ? address : address.address$()}`, () => {
      const s = this.sheet();
      if (typeof address !== 'string' && address.sheet() !== s) throw new FakeOfficeError('InvalidArgument', 'The range is on another sheet.');
      const box = parseBox(typeof address === 'string' ? address : address.address$());
      if (s.tables.some((t) => overlaps(parseBox(t.ref), box))) throw new FakeOfficeError('InvalidOperation', 'A table cannot overlap another table.');
      if (s.merges.some((m) => overlaps(parseBox(m), box))) throw new FakeOfficeError('MergedRangeConflict', 'A table cannot contain merged cells.');
      let n = 1;
      while (wb.tableNames().includes(`Table${n}`)) n++;
      made = { name: `Table${n}`, ref: boxRef(box), hasHeaders };
      s.tables.push(made);
    });
    return new TableProxy(this.ctx, () => {
      if (!made) throw new FakeOfficeError('InvalidReference', 'table not created');
      return made;
    });
  }
}

class TableProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly table: () => FakeTable,
  ) {
    super(ctx);
  }
  protected loadValue(prop: string): unknown {
    if (prop === 'name') return this.table().name;
    throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
  }
  set name(name: string) {
    this.write(`table name ${name}`, () => {
      const wb = this.ctx.wb;
      if (!NAME_RE.test(name) || looksLikeCell(name)) throw new FakeOfficeError('InvalidArgument', `The table name "${name}" is not valid.`);
      const others = wb.tableNames().filter((n) => n !== this.table().name);
      if (others.some((n) => n.toLowerCase() === name.toLowerCase())) throw new FakeOfficeError('ItemAlreadyExists', `A table named "${name}" already exists.`);
      this.table().name = name;
    });
  }
  get name(): string {
    return this.read('name');
  }
  set style(style: string) {
    this.write(`table style ${style}`, () => {
      if (!/^TableStyle(Light|Medium|Dark)\d+$/.test(style)) throw new FakeOfficeError('InvalidArgument', `Unknown table style ${style}`);
      this.table().style = style;
    });
  }
}

const newSeries = (name: string): FakeSeries => ({
  name,
  nameRef: null,
  values: null,
  xValues: null,
  color: null,
  lineStyle: null,
  markerStyle: null,
  markerSize: null,
  markerBackground: null,
  markerForeground: null,
});

const LINE_STYLES = ['None', 'Continuous', 'Dash', 'DashDot', 'DashDotDot', 'Dot', 'Grey25', 'Grey50', 'Grey75', 'Automatic', 'RoundDot'];
/** Excel.ChartAxisCategoryType. */
const CATEGORY_TYPES = ['Automatic', 'TextAxis', 'DateAxis'];
/** Excel.ChartAxisTimeUnit. */
const TIME_UNITS = ['Days', 'Months', 'Years'];
/** Part of Excel.ChartType: the kinds a plan draws and their near relatives; any other is refused, so a misspelt type fails here as in Excel. */
const CHART_TYPES = [
  'Line',
  'LineStacked',
  'LineMarkers',
  'Area',
  'AreaStacked',
  'AreaStacked100',
  'ColumnClustered',
  'ColumnStacked',
  'BarClustered',
  'XYScatter',
  'XYScatterLines',
  'XYScatterLinesNoMarkers',
  'XYScatterSmooth',
  'XYScatterSmoothNoMarkers',
  'Pie',
];
const MARKER_STYLES = ['Automatic', 'None', 'Square', 'Diamond', 'Triangle', 'X', 'Star', 'Dot', 'Dash', 'Circle', 'Plus'];

class ChartCollectionProxy extends Proxy {
  constructor(
    ctx: FakeContext,
    private readonly sheet: () => FakeSheet,
  ) {
    super(ctx);
  }
  /**
   * Like Excel: one series per column of the source (seriesBy "Columns"), named Series1, Series2...,
   * unless the source's first row is text over numbers: then each series is named by (linked to) its
   * cell of that row. The fake does not calculate, so it reads a cell's type as Excel would show it:
   * text constants and General-format formulas are text, constants or formulas with a number format numbers.
   */
  add(type: string, source: RangeProxy, seriesBy = 'Auto'): ChartProxy {
    let made: FakeChart | undefined;
    this.write(`add chart ${type}`, () => {
      if (!CHART_TYPES.includes(type)) throw new FakeOfficeError('InvalidArgument', `Unknown chart type ${type}`);
      const b = source.box();
      const byRows = seriesBy === 'Rows';
      const cell = (r: number, c: number): FakeCell => source.sheet().cells.get(cellRef(r, c)) ?? blankCell();
      const text = (x: FakeCell): boolean => typeof x.value === 'string' || (x.formula !== null && x.numberFormat === 'General');
      const number = (x: FakeCell): boolean => typeof x.value === 'number' || (x.formula !== null && x.numberFormat !== 'General');
      const columns = Array.from({ length: b.c1 - b.c0 + 1 }, (_, i) => b.c0 + i);
      const header = !byRows && b.r1 > b.r0 && columns.every((c) => text(cell(b.r0, c)) && number(cell(b.r0 + 1, c)));
      const body: Box = header ? { ...b, r0: b.r0 + 1 } : b;
      const count = byRows ? b.r1 - b.r0 + 1 : b.c1 - b.c0 + 1;
      const series: FakeSeries[] = [];
      const sheet = quoteSheet(source.sheet().name);
      for (let i = 0; i < count; i++) {
        const part: Box = byRows ? { ...body, r0: body.r0 + i, r1: body.r0 + i } : { ...body, c0: body.c0 + i, c1: body.c0 + i };
        const named = header ? { nameRef: `${sheet}!${absolute({ r0: b.r0, r1: b.r0, c0: b.c0 + i, c1: b.c0 + i })}` } : {};
        series.push({ ...newSeries(`Series${i + 1}`), ...named, values: `${sheet}!${absolute(part)}` });
      }
      made = {
        type,
        title: null,
        from: null,
        to: null,
        series,
        categoryAxis: { title: null, numberFormat: null },
        valueAxis: { title: null, numberFormat: null },
      };
      this.sheet().charts.push(made);
    });
    return new ChartProxy(this.ctx, () => {
      if (!made) throw new FakeOfficeError('InvalidReference', 'chart not created');
      return made;
    });
  }
}

class ChartProxy extends Proxy {
  readonly title: { text: string; readonly format: { readonly font: { size: number } } };
  readonly format: { readonly font: { size: number } };
  readonly series: { getItemAt(i: number): SeriesProxy; add(name?: string): SeriesProxy };
  readonly axes: { categoryAxis: AxisProxy; valueAxis: AxisProxy };
  constructor(
    ctx: FakeContext,
    private readonly chart: () => FakeChart,
  ) {
    super(ctx);
    const write = (what: string, run: () => void, since?: string): void => this.write(`chart ${what}`, run, since);
    /** A font whose size is written into the chart by `set`. */
    const font = (what: string, set: (size: number) => void): { readonly font: { size: number } } => ({
      font: {
        set size(size: number) {
          if (!(size > 0)) throw new FakeOfficeError('InvalidArgument', `font size ${size}`);
          write(what, () => set(size));
        },
        get size(): number {
          throw notLoaded('size');
        },
      },
    });
    this.title = {
      set text(t: string) {
        write('title', () => (chart().title = t));
      },
      get text(): string {
        throw notLoaded('text');
      },
      format: font('title font size', (size) => (chart().titleSize = size)),
    };
    this.format = font('font size', (size) => (chart().textSize = size));
    this.series = {
      getItemAt: (i: number) =>
        new SeriesProxy(ctx, () => {
          const s = chart().series[i];
          if (!s) throw new FakeOfficeError('ItemNotFound', `The chart has no series ${i}.`);
          return s;
        }),
      add: (name?: string) => {
        let made: FakeSeries | undefined;
        write(
          `add series ${name ?? ''}`,
          () => {
            made = newSeries(name ?? `Series${chart().series.length + 1}`);
            chart().series.push(made);
          },
          SINCE.chartSeries,
        );
        return new SeriesProxy(ctx, () => {
          if (!made) throw new FakeOfficeError('InvalidReference', 'series not created');
          return made;
        });
      },
    };
    this.axes = { categoryAxis: new AxisProxy(ctx, () => chart().categoryAxis), valueAxis: new AxisProxy(ctx, () => chart().valueAxis) };
  }
  setPosition(from: string | RangeProxy, to?: string | RangeProxy): void {
    this.write('chart position', () => {
      const f = typeof from === 'string' ? from : from.address$();
      const t = to === undefined ? undefined : typeof to === 'string' ? to : to.address$();
      parseBox(f);
      if (t) parseBox(t);
      this.chart().from = f;
      this.chart().to = t ?? null;
    });
  }
}

class AxisProxy extends Proxy {
  readonly title: { text: string };
  constructor(
    ctx: FakeContext,
    private readonly axis: () => FakeAxis,
  ) {
    super(ctx);
    const write = (what: string, run: () => void): void => this.write(`axis ${what}`, run);
    this.title = {
      set text(t: string) {
        write('title', () => (axis().title = t));
      },
      get text(): string {
        throw notLoaded('text');
      },
    };
  }
  set numberFormat(f: string) {
    this.write('axis numberFormat', () => (this.axis().numberFormat = f), SINCE.axisNumberFormat);
  }
  set minimum(v: number) {
    this.write('axis minimum', () => (this.axis().minimum = v));
  }
  set maximum(v: number) {
    this.write('axis maximum', () => (this.axis().maximum = v));
  }
  set majorUnit(v: number) {
    this.write('axis majorUnit', () => (this.axis().majorUnit = v));
  }
  set baseTimeUnit(u: string) {
    const run = (): void => {
      if (!TIME_UNITS.includes(u)) throw new FakeOfficeError('InvalidArgument', `Unknown time unit ${u}`);
      this.axis().baseTimeUnit = u;
    };
    this.write(`axis baseTimeUnit ${u}`, run, SINCE.chartSeries);
  }
  set categoryType(t: string) {
    const run = (): void => {
      if (!CATEGORY_TYPES.includes(t)) throw new FakeOfficeError('InvalidArgument', `Unknown category type ${t}`);
      this.axis().categoryType = t;
    };
    this.write(`axis categoryType ${t}`, run, SINCE.chartSeries);
  }
}

class SeriesProxy extends Proxy {
  readonly format: { line: { color: string; lineStyle: string }; fill: { setSolidColor(color: string): void; clear(): void } };
  constructor(
    ctx: FakeContext,
    private readonly series: () => FakeSeries,
  ) {
    super(ctx);
    const write = (what: string, run: () => void): void => this.write(`series ${what}`, run, SINCE.chartSeries);
    const line = colorOnly(
      (run) => write('color', run),
      (c) => (series().color = c),
    );
    Object.defineProperty(line, 'lineStyle', {
      set: (style: string) =>
        write(`lineStyle ${style}`, () => {
          if (!LINE_STYLES.includes(style)) throw new FakeOfficeError('InvalidArgument', `Unknown line style ${style}`);
          series().lineStyle = style;
        }),
      get: () => {
        throw notLoaded('lineStyle');
      },
    });
    // ChartFill (ExcelApi 1.1): a colour set by a method, not a property.
    const fill = {
      setSolidColor: (c: string) =>
        write('fill', () => {
          checkColor(c);
          series().fill = c;
        }),
      clear: () => write('fill clear', () => (series().fill = null)),
    };
    this.format = { line: line as { color: string; lineStyle: string }, fill };
  }
  set chartType(type: string) {
    const run = (): void => {
      if (!CHART_TYPES.includes(type)) throw new FakeOfficeError('InvalidArgument', `Unknown chart type ${type}`);
      this.series().chartType = type;
    };
    this.write(`series chartType ${type}`, run, SINCE.chartSeries);
  }
  set markerStyle(style: string) {
    this.write(
      `series markerStyle ${style}`,
      () => {
        if (!MARKER_STYLES.includes(style)) throw new FakeOfficeError('InvalidArgument', `Unknown marker style ${style}`);
        this.series().markerStyle = style;
      },
      SINCE.chartSeries,
    );
  }
  /** Excel takes marker sizes from 2 to 72 points. */
  set markerSize(size: number) {
    this.write(
      `series markerSize ${size}`,
      () => {
        if (!Number.isInteger(size) || size < 2 || size > 72) throw new FakeOfficeError('InvalidArgument', `Bad marker size ${size}`);
        this.series().markerSize = size;
      },
      SINCE.chartSeries,
    );
  }
  set markerBackgroundColor(c: string) {
    const run = (): void => {
      checkColor(c);
      this.series().markerBackground = c;
    };
    this.write('series markerBackgroundColor', run, SINCE.chartSeries);
  }
  set markerForegroundColor(c: string) {
    const run = (): void => {
      checkColor(c);
      this.series().markerForeground = c;
    };
    this.write('series markerForegroundColor', run, SINCE.chartSeries);
  }
  protected loadValue(prop: string): unknown {
    if (prop === 'name') return this.series().name;
    throw new FakeOfficeError('InvalidArgument', `Unknown property ${prop}`);
  }
  set name(n: string) {
    // As in Excel, a name given as text replaces the link to a cell.
    this.write(`series name ${n}`, () => Object.assign(this.series(), { name: n, nameRef: null }));
  }
  get name(): string {
    return this.read('name');
  }
  setValues(range: RangeProxy): void {
    this.write('series values', () => (this.series().values = range.qualified()), SINCE.chartSeries);
  }
  setXAxisValues(range: RangeProxy): void {
    this.write('series x values', () => (this.series().xValues = range.qualified()), SINCE.chartSeries);
  }
  set hasDataLabels(shown: boolean) {
    this.write(`series hasDataLabels ${shown}`, () => (this.series().dataLabels = { ...this.series().dataLabels, shown }), SINCE.dataLabels);
  }
  /** ChartDataLabels (ExcelApi 1.8): what the labels show, their number format and where they sit. */
  get dataLabels(): { showValue: boolean; numberFormat: string; position: string } {
    const set = (what: string, run: (labels: NonNullable<FakeSeries['dataLabels']>) => void): void =>
      this.write(`series dataLabels ${what}`, () => run((this.series().dataLabels ??= { shown: false })), SINCE.dataLabels);
    const labels = {};
    Object.defineProperties(labels, {
      showValue: { set: (v: boolean) => set('showValue', (l) => (l.showValue = v)) },
      numberFormat: { set: (f: string) => set('numberFormat', (l) => (l.numberFormat = f)) },
      position: {
        set: (p: string) =>
          set('position', (l) => {
            if (!LABEL_POSITIONS.includes(p)) throw new FakeOfficeError('InvalidArgument', `Unknown data label position ${p}`);
            l.position = p;
          }),
      },
    });
    return labels as { showValue: boolean; numberFormat: string; position: string };
  }
}

/** Excel.ChartDataLabelPosition. */
const LABEL_POSITIONS = ['Invalid', 'None', 'Center', 'InsideEnd', 'InsideBase', 'OutsideEnd', 'Left', 'Right', 'Top', 'Bottom', 'BestFit', 'Callout'];
