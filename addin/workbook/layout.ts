/**
 * Lays a template out on its sheet, top to bottom: title, inputs (column B, named), results,
 * then the template's own blocks (tables, charts), then Sources. Each formula is placed after the
 * cells it reads, so its core value can be computed as it is placed.
 */
import type { Filled, Measured } from './measured';
import type { ReportFields } from './report-fields';
import { type Cells, evaluate } from './evaluate';
import type { Expr, Ref } from '../formula/expr';
import {
  type CellPlan,
  type ChartPlan,
  type ConditionalFormatPlan,
  type DataRows,
  type KeyResultPlan,
  type KeySpec,
  LOGICAL_FORMAT,
  type MarkerPlan,
  type NamePlan,
  type Scalar,
  type SeriesPlan,
  type SheetPlan,
  type TablePlan,
  type ValidationPlan,
} from './plan';
import { citedDocuments } from '../about';
import { alignNumberHeaders } from './header-align';
import { DEFAULT_WIDTH, type PrintLabels, printReady } from './print';
import { type Intermediate, render, type RenderContext, settled } from '../formula/render';
import type { Fill, StyleName } from './styles';
import type { As400Call, InputSpec, Mode, TableValue } from './template';
import { a1, absolute, cellAddress, columnLetter, offSheet, onSheet, parseArea, parseCell, plainCell } from '../formula/a1';
import type { SupportId, SupportRange } from './support';
import { inputFormat } from './key-results';

/** The date a sizing sheet's "months to" count from (an Excel date serial), and what it is. */
export interface CountFrom {
  readonly date: number;
  readonly what: string;
}

export interface BuildContext {
  readonly mode: Mode;
  /** Sizing sheets: where their months count from, for the calendar month each reaches. */
  readonly countFrom?: CountFrom;
  readonly call: As400Call;
  /** Portable mode: the native twin of an add-in call (functions/index.ts `expand`). */
  readonly expand: RenderContext['expand'];
  /** The sheet's name as it will be written. */
  readonly sheet: string;
  /** Portable mode: where each support range is, and the names its sheets were given. */
  readonly support?: { readonly ranges: ReadonlyMap<SupportId, SupportRange>; readonly sheetNames: Readonly<Record<SupportRange['sheet'], string>> };
  /** Who the workbook is for and by whom (report-fields.ts): every page's header names the organization and the system. */
  readonly report?: ReportFields;
  /** A report's detail sheets, built before it, by template id: its formulas read them ('Scenarios'!$B$12). */
  readonly details?: ReadonlyMap<string, SheetPlan>;
  /** A report's measurement file and what it filled, for its summary's "what was measured". */
  readonly measured?: { readonly measured: Measured; readonly filled: Filled };
  /** The day the workbook is built, yyyy-mm-dd: every page header's date (print.ts). */
  readonly built?: string;
  /** A report's history: what its growth was fitted on, in words (HistoryFilled.fittedOn), for its summary. */
  readonly grownFrom?: { readonly files: readonly string[]; readonly fittedOn: string; readonly filled: boolean };
}

export interface CellContent {
  readonly value?: Scalar;
  readonly expr?: Expr;
  /**
   * The formula a portable sheet writes instead of `expr`, of the same value: an intermediate result of a twin (its
   * long logic over the support sheets), where `expr`, the live form and the value, asks the add-in for it. The
   * LibreOffice suites recalculate every portable sample against the value.
   */
  readonly portable?: Expr;
  /** The portable form compares whole columns: the cell is an array formula there. */
  readonly portableArray?: boolean;
  readonly style?: StyleName;
  readonly format?: string;
}

/** "catalog.kneeShare" → Catalog_KneeShare: the name a portable formula reads a support range by. */
export const supportName = (id: string): string =>
  id
    .replace('#header', '.header')
    .split('.')
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join('_');

/**
 * A sheet's cells by reference, as a Map of them would keep them (a cell placed again keeps the first
 * one's place), but indexed by row and column where the reference is as templates write it ("B12":
 * capitals, then a row without leading zeros): a Map entry a cell was a third of a second of a year of
 * intervals' 300,000 cells. Any other text ("$B$12") is its own key, as in a Map.
 */
class CellStore {
  private readonly list: CellPlan[] = [];
  /** Where a cell is in `list`, by row then column (both from 0, as plainCell reads them). */
  private readonly byRow: (number[] | undefined)[] = [];
  private readonly other = new Map<string, number>();

  private indexOf(ref: string): number {
    const at = plainCell(ref);
    return (at ? this.byRow[at.row]?.[at.col] : this.other.get(ref)) ?? -1;
  }

  get(ref: string): CellPlan | undefined {
    const i = this.indexOf(ref);
    return i < 0 ? undefined : this.list[i];
  }

  set(ref: string, cell: CellPlan): void {
    const at = plainCell(ref);
    const i = (at ? this.byRow[at.row]?.[at.col] : this.other.get(ref)) ?? -1;
    if (i >= 0) {
      this.list[i] = cell;
      return;
    }
    if (at) (this.byRow[at.row] ??= [])[at.col] = this.list.length;
    else this.other.set(ref, this.list.length);
    this.list.push(cell);
  }

  values(): readonly CellPlan[] {
    return this.list;
  }
}

export class SheetBuilder {
  /** The next free row. */
  row = 1;
  private readonly cells = new CellStore();
  private readonly names = new Map<string, NamePlan>();
  readonly validations: ValidationPlan[] = [];
  readonly conditionalFormats: ConditionalFormatPlan[] = [];
  readonly charts: ChartPlan[] = [];
  readonly tables: TablePlan[] = [];
  readonly merges: string[] = [];
  private readonly keys: KeyResultPlan[] = [];
  widths: number[] = [34, 18, 60];
  freeze?: { rows: number; columns: number };

  /** Shades the cells of a range by the word they hold (a status: "Green" good, "Red" bad...), first word first. */
  shadeWords(range: string, fills: Readonly<Record<string, Fill>>): void {
    const [first] = range.split(':');
    this.conditionalFormats.push({ ref: range, rules: Object.entries(fills).map(([word, fill]) => ({ formula: `=${first}="${word}"`, fill })) });
  }

  private otherCells?: Map<string, Map<string, Scalar>>;
  /** A cell of another sheet built before this one, as its plan holds it. */
  private otherValue(sheet: string, ref: string): Scalar {
    this.otherCells ??= new Map();
    let cells = this.otherCells.get(sheet);
    if (!cells) {
      const plan = [...(this.ctx.details?.values() ?? [])].find((p) => p.name === sheet);
      if (!plan) throw new Error(`the sheet ${sheet} is not built before ${this.ctx.sheet}`);
      cells = new Map(plan.cells.map((c) => [c.ref, c.value ?? '']));
      this.otherCells.set(sheet, cells);
    }
    return cells.get(ref) ?? '';
  }

  private readonly view: Cells = {
    value: (ref) => {
      const other = offSheet(ref);
      return other ? this.otherValue(other.sheet, other.ref) : (this.cells.get(ref)?.value ?? '');
    },
    range: (ref) => {
      const area = parseArea(ref);
      const out: Scalar[][] = [];
      for (let r = area.top; r <= area.bottom; r++) {
        const line: Scalar[] = [];
        for (let c = area.left; c <= area.right; c++) line.push(this.view.value(cellAddress(r, c)));
        out.push(line);
      }
      return out;
    },
  };

  private readonly renderer: RenderContext;
  /**
   * The sheet's intermediate results by their formula text (render.ts RenderContext.intermediates), by the guard they
   * sit under: "" for none, else the test of IF(test,"",...) (a candidate's line left blank), whose text a formula
   * under the same guard reads in their place, and only such a formula: the guard has answered "" before either.
   */
  private readonly intermediates = new Map<string, Map<string, Intermediate>>([['', new Map()]]);

  constructor(readonly ctx: BuildContext) {
    this.renderer = {
      mode: ctx.mode,
      supportName: (id) => {
        const support = ctx.support;
        const range = support?.ranges.get(id);
        if (!support || !range) throw new Error(`support range ${id} is not on the support sheets`);
        const name = supportName(id);
        this.names.set(name, { name, refersTo: onSheet(support.sheetNames[range.sheet], range.range) });
        return name;
      },
      expand: ctx.expand,
      intermediates: this.intermediates.get(''),
    };
  }

  /**
   * An intermediate result: a formula cell (labelled beside it) that every formula placed after it reads wherever its
   * own text would be written out again (a twin's curve, a rest of the work: render.ts), so no formula grows past what
   * a planner can audit. The same text is the same value, in every engine.
   */
  intermediate(ref: string, content: CellContent & { readonly expr: Expr }): Ref {
    this.put(ref, content);
    return this.hold({ k: 'ref', a1: ref }, this.written(content));
  }

  /** The expression a cell's formula is written from in the sheet's mode: a portable form settled as a twin's expansion is. */
  private written(content: CellContent & { readonly expr: Expr }): Expr {
    return this.ctx.mode === 'portable' && content.portable !== undefined ? settled(content.portable) : content.expr;
  }

  /** Registers a formula cell as an intermediate result, shown by its name where it has one. */
  private hold(shown: Ref, expr: Expr): Ref {
    const cell = this.cells.get(shown.a1)!;
    // One value of single cells, or an array formula's one value (a twin's whole columns compared, read only by array
    // formulas: render.ts): a range's text in an array formula would be read whole, not as a plain cell reads it.
    if (!cell.array && cell.formula?.includes(':')) throw new Error(`${this.ctx.sheet}!${shown.a1}: an intermediate result reads single cells, one value`);
    if (cell.formula === undefined) return shown;
    const guard = this.guardOf(expr);
    const text = guard === undefined ? cell.formula.slice(1) : cell.formula.slice(`=IF(${guard},"",`.length, -1);
    let held = this.intermediates.get(guard ?? '');
    if (!held) this.intermediates.set(guard ?? '', (held = new Map()));
    held.set(text, { ref: shown.name ?? shown.a1, ...(cell.array ? { array: true } : {}) });
    return shown;
  }

  /** The test of a formula IF(test,"",...), as its text shows it: a guard (intermediates). */
  private guardOf(expr: Expr): string | undefined {
    return typeof expr === 'object' && expr.k === 'fn' && expr.fn === 'IF' && expr.args[1] === ''
      ? render(expr.args[0], this.renderer).text.slice(1)
      : undefined;
  }

  /** A formula's text in the sheet's mode, reading the intermediate results it may: those of no guard, and those of its own. */
  private rendered(expr: Expr, array: boolean): ReturnType<typeof render> {
    const own = this.intermediates.size > 1 ? this.intermediates.get(this.guardOf(expr) ?? '') : undefined;
    const renderer = array ? { ...this.renderer, array } : this.renderer;
    if (!own || own === this.intermediates.get('')) return render(expr, renderer);
    return render(expr, { ...renderer, intermediates: new Map([...this.intermediates.get('')!, ...own]) });
  }

  /** Writes a cell; a formula gets its core value and its text in the sheet's mode. A logical gets LOGICAL_FORMAT. */
  put(ref: string, content: CellContent): Ref {
    this.aboveData(ref);
    if (!('expr' in content)) {
      this.place({ ref, ...content });
      return { k: 'ref', a1: ref };
    }
    const { expr, portable, portableArray, ...rest } = content;
    const logical = (v: Scalar | undefined) => (rest.format === undefined && typeof v === 'boolean' ? { format: LOGICAL_FORMAT } : {});
    if (expr === undefined) {
      this.cells.set(ref, { ref, ...rest, ...logical(rest.value) });
    } else {
      const value = evaluate(expr, this.view, this.ctx.call);
      const { text, array } = this.rendered(this.written({ expr, portable }), this.ctx.mode === 'portable' && portable !== undefined && portableArray === true);
      this.cells.set(ref, { ref, formula: text, value, ...(array ? { array } : {}), style: rest.style, format: rest.format, ...logical(value) });
    }
    return { k: 'ref', a1: ref };
  }

  /**
   * A cell without a formula, as put() plans it (a logical gets LOGICAL_FORMAT): built by the caller
   * in one object, as a table's hundred thousand intervals are, instead of copied from its content.
   */
  private place(cell: { -readonly [K in keyof CellPlan]: CellPlan[K] }): void {
    this.aboveData(cell.ref);
    if (cell.format === undefined && typeof cell.value === 'boolean') cell.format = LOGICAL_FORMAT;
    this.cells.set(cell.ref, cell);
  }

  value(ref: Ref): Scalar {
    return this.view.value(ref.a1);
  }

  /** A sheet-scoped name for a cell or range; formulas then show the name. */
  name(name: string, ref: string): Ref {
    this.names.set(name, { name, refersTo: onSheet(this.ctx.sheet, absolute(ref)) });
    return { k: 'ref', a1: ref, name };
  }

  heading(text: string): void {
    if (this.row > 1) this.row++;
    this.put(a1(this.row++, 0), { value: text, style: 'heading' });
  }

  note(text: string, column = 0): void {
    this.put(a1(this.row++, column), { value: text, style: 'note' });
  }

  /** An input row: label, named value cell (B), help; with the validation its kind calls for. */
  input(spec: InputSpec, value: string | number | boolean): Ref {
    const row = this.row++;
    const ref = a1(row, 1);
    this.put(a1(row, 0), { value: spec.label + (spec.unit ? ` (${spec.unit})` : ''), style: 'label' });
    this.put(ref, { value, style: 'input', format: inputFormat(spec) });
    this.put(a1(row, 2), { value: spec.help, style: 'note' });
    const validation = this.validationOf(spec, ref);
    if (validation) this.validations.push(validation);
    return this.name(spec.name, ref);
  }

  private validationOf(spec: InputSpec, ref: string): ValidationPlan | null {
    const prompt = spec.help.length > 255 ? `${spec.help.slice(0, 252)}...` : spec.help;
    switch (spec.kind) {
      case 'model': {
        const keys = this.ctx.support?.ranges.get('catalog.key');
        if (!keys || !this.ctx.support) return null;
        const source = onSheet(this.ctx.support.sheetNames[keys.sheet], keys.range);
        return { ref, kind: 'listRange', source, prompt, error: `${spec.label}: pick a key of the catalog (Appendix D), e.g. 720-2061-1501.` };
      }
      case 'system':
        // A key or a CPW: no list holds both, the input prompt says what to give.
        return null;
      case 'choice':
        return { ref, kind: 'list', items: spec.choices ?? [], prompt, error: `${spec.label}: one of ${(spec.choices ?? []).join(', ')}.` };
      case 'flag':
        return { ref, kind: 'list', items: ['TRUE', 'FALSE'], prompt, error: `${spec.label}: TRUE or FALSE.` };
      case 'text':
      case 'table':
        return null;
      case 'fraction':
        return {
          ref,
          kind: 'decimal',
          min: spec.min ?? 0,
          max: spec.max ?? 1,
          prompt,
          error: `${spec.label}: a share from ${pct(spec.min ?? 0)} to ${pct(spec.max ?? 1)} (type 25% or 0.25).`,
        };
      case 'number':
        if (spec.choices)
          return {
            ref,
            kind: 'list',
            items: spec.choices,
            prompt,
            error: `${spec.label}: one of ${spec.choices.join(', ')}${spec.optional ? ', or blank' : ''}.`,
          };
        return {
          ref,
          kind: spec.whole ? 'whole' : 'decimal',
          min: spec.min ?? 0,
          max: spec.max ?? 1e15,
          prompt,
          error: `${spec.label}: a ${spec.whole ? 'whole ' : ''}number from ${spec.min ?? 0}${spec.max !== undefined ? ` to ${spec.max}` : ''}.`,
        };
    }
  }

  /**
   * A table input: its lines as input cells under a header, then blank lines up to `spec.lines`
   * (and always two, where a planner adds lines in the sheet; blank lines count 0), each column
   * validated as its kind; the `computed` columns follow, each a formula of its line's cells.
   */
  inputTable(spec: InputSpec, lines: TableValue, computed: readonly TableColumn<number>[]): ReturnType<SheetBuilder['table']> {
    const columns = spec.columns ?? [];
    const count = Math.min(spec.max ?? Infinity, Math.max(spec.lines ?? 0, lines.length + 2));
    const table = this.table({
      rows: Array.from({ length: count }, (_, i) => i),
      columns: [
        ...columns.map((c, j): TableColumn<number> => ({
          header: c.label + (c.unit ? ` (${c.unit})` : ''),
          style: 'input',
          format: c.format ?? (c.kind === 'fraction' ? '0.0%' : undefined),
          cell: (i) => ({ value: lines[i]?.[j] ?? undefined }),
        })),
        ...computed,
      ],
    });
    columns.forEach((c, j) => {
      const v = this.validationOf(c, table.columns[j].a1);
      if (v) this.validations.push(v);
    });
    return table;
  }

  /** A result row: label, formula (B, optionally named), note; a key result where `key` says how the task pane words it. */
  output(
    label: string,
    expr: Expr,
    options: {
      name?: string;
      format?: string;
      note?: string | ((value: Ref) => Expr);
      key?: KeySpec;
      beside?: (value: Ref) => CellContent;
      /** An intermediate result (intermediate()): later formulas read it in place of its text. */
      intermediate?: boolean;
      /** Its portable formula, where not `expr`'s (CellContent.portable), and whether that is an array formula. */
      portable?: Expr;
      portableArray?: boolean;
    } = {},
  ): Ref {
    const row = this.row++;
    const ref = a1(row, 1);
    this.put(a1(row, 0), { value: label, style: 'label' });
    this.put(ref, { expr, portable: options.portable, portableArray: options.portableArray, style: 'output', format: options.format });
    // A second answer beside the first (the calendar month a count of months reaches), the note after it.
    if (options.beside) this.put(a1(row, 2), { style: 'output', ...options.beside({ k: 'ref', a1: ref }) });
    // A note may read the value (why a count says "never"): a formula, not words fixed when the sheet was built.
    const { note } = options;
    if (note)
      this.put(
        a1(row, options.beside ? 3 : 2),
        typeof note === 'string' ? { value: note, style: 'note' } : { expr: note({ k: 'ref', a1: ref }), style: 'note' },
      );
    if (options.key) this.keys.push({ ref, ...options.key });
    const shown = options.name ? this.name(options.name, ref) : { k: 'ref' as const, a1: ref };
    return options.intermediate ? this.hold(shown, this.written({ expr, portable: options.portable })) : shown;
  }

  /**
   * A result in a block beside the page (a label at `col`, its value in the next column, on `row`): an intermediate
   * result (intermediate()) that a sheet with no row to spare shows on screen, right of the columns it prints
   * (printRight). Options as output()'s.
   */
  /** The widths of a block beside the page from `col` (its label's column, then its values'), the columns before it as they were. */
  besideWidths(col: number, widths: readonly number[]): void {
    while (this.widths.length < col) this.widths.push(DEFAULT_WIDTH);
    this.widths.splice(col, widths.length, ...widths);
  }

  beside(
    row: number,
    col: number,
    label: string,
    expr: Expr,
    options: { name?: string; format?: string; portable?: Expr; portableArray?: boolean; intermediate?: boolean } = {},
  ): Ref {
    const ref = a1(row, col + 1);
    this.put(a1(row, col), { value: label, style: 'label' });
    this.put(ref, { expr, portable: options.portable, portableArray: options.portableArray, style: 'output', format: options.format });
    const shown = options.name ? this.name(options.name, ref) : { k: 'ref' as const, a1: ref };
    return options.intermediate ? this.hold(shown, this.written({ expr, portable: options.portable })) : shown;
  }

  /**
   * A table of rows under a header, from column A. Each column gives a cell per row: a constant
   * (an input line) or a formula of the row's earlier cells. Returns each column's range.
   */
  table<Row>(spec: { readonly rows: readonly Row[]; readonly columns: readonly TableColumn<Row>[]; readonly column?: number }): {
    readonly first: number;
    readonly last: number;
    readonly columns: readonly Ref[];
    readonly header: number;
  } {
    const c0 = spec.column ?? 0;
    const header = this.row++;
    spec.columns.forEach((c, j) => this.put(a1(header, c0 + j), { value: c.header, style: 'header' }));
    const first = this.row;
    spec.rows.forEach((row, i) => {
      const r = first + i;
      const at = (j: number): Ref => ({ k: 'ref', a1: a1(r, c0 + j) });
      spec.columns.forEach((c, j) => {
        const content = c.cell(row, at, i);
        const ref = a1(r, c0 + j);
        // A constant (an interval's value) is planned as put() would plan it, without the copies.
        if ('expr' in content) this.put(ref, { style: c.style, format: c.format, ...content });
        else this.place({ ref, style: c.style, format: c.format, ...content });
      });
    });
    this.row = first + spec.rows.length;
    const last = this.row - 1;
    const columns = spec.columns.map((_, j): Ref => ({ k: 'ref', a1: `${columnLetter(c0 + j)}${first}:${columnLetter(c0 + j)}${last}` }));
    return { first, last, columns, header };
  }

  private data?: DataRows;

  /**
   * Columns of numbers under a header row, from the current row and column `column`: the sheet's
   * last rows (no cell may be placed at or below their header after), kept as arrays (DataRows), as
   * a year of 5-minute intervals must be. Returns each column's range, as table() does.
   */
  dataRows(spec: {
    readonly column: number;
    readonly columns: readonly { readonly header: string; readonly format: string; readonly values: ArrayLike<number> }[];
  }): ReturnType<SheetBuilder['table']> {
    if (this.data) throw new Error(`${this.ctx.sheet} has its data rows already`);
    const header = this.row++;
    spec.columns.forEach((c, j) => this.put(a1(header, spec.column + j), { value: c.header, style: 'header' }));
    const first = this.row;
    const count = spec.columns[0]?.values.length ?? 0;
    if (spec.columns.some((c) => c.values.length !== count)) throw new Error('data rows: columns of different lengths');
    this.data = { row: first, col: spec.column, columns: spec.columns.map(({ format, values }) => ({ format, values })) };
    this.row = first + count;
    const last = this.row - 1;
    const columns = spec.columns.map((_, j): Ref => ({ k: 'ref', a1: `${columnLetter(spec.column + j)}${first}:${columnLetter(spec.column + j)}${last}` }));
    return { first, last, columns, header };
  }

  /** The data rows are the sheet's last: a cell at or below their header would be lost among them. */
  private aboveData(ref: string): void {
    if (this.data && parseCell(ref).row >= this.data.row - 2) throw new Error(`${this.ctx.sheet}!${ref} is placed among the data rows`);
  }

  /** An absolute reference with this sheet's name, for chart series. */
  external(range: string): string {
    return onSheet(this.ctx.sheet, absolute(range));
  }

  /**
   * Marks a scatter chart draws over its curves (a point, or a line through two points: a limit or
   * a threshold), laid out as a small table of their coordinates, so they follow the inputs like
   * every other cell. Returns one series per mark, in order.
   */
  marks(spec: { readonly title: string; readonly x: string; readonly y: string; readonly format: string; readonly marks: readonly Mark[] }): SeriesPlan[] {
    const rows = spec.marks.flatMap((m) => m.points.map((p, i) => ({ mark: m, p, first: i === 0 })));
    const table = this.table({
      rows,
      columns: [
        { header: spec.title, style: 'key', cell: (r) => ({ value: r.first ? r.mark.name : undefined }) },
        { header: spec.x, format: spec.format, cell: (r) => ({ expr: r.p[0] }) },
        { header: spec.y, format: spec.format, cell: (r) => ({ expr: r.p[1] }) },
      ],
    });
    let row = table.first;
    return spec.marks.map((m) => {
      const last = row + m.points.length - 1;
      const range = (col: number): string => this.external(last === row ? a1(row, col) : `${a1(row, col)}:${a1(last, col)}`);
      const series: SeriesPlan = {
        name: m.name,
        values: range(2),
        x: range(1),
        color: m.color,
        line: m.line ?? 'none',
        ...(m.marker ? { marker: m.marker } : {}),
      };
      row += m.points.length;
      return series;
    });
  }

  /** A formula whose answer is a sentence: wrapped in a cell merged to `lastColumn`, so print.ts gives its row the lines it needs. */
  wrapAcross(ref: string, lastColumn: string): void {
    const cell = this.cells.get(ref);
    if (!cell) throw new Error(`no cell ${ref} to wrap`);
    this.cells.set(ref, { ...cell, wrap: true });
    this.merges.push(`${ref}:${lastColumn}${ref.replace(/^[A-Z]+/, '')}`);
  }

  /** Whether the sheet has written its sources itself (a report, whose chart data follow them, below the print). */
  hasSources = false;
  /** The lines of the Sources block, as given: the footer cites the documents they name. */
  readonly sourceLines: string[] = [];
  /** The last row that prints, where the rows below are data (a chart's points); all rows when absent. */
  printEnd?: number;
  /** The last column (from 0) that prints, where a block of intermediate results lies to its right (beside()); all when absent. */
  printRight?: number;

  sources(lines: readonly string[]): void {
    this.heading('Sources');
    // The documents' full titles beside the heading (a row the page has already, where a tight sheet has none to spare): the
    // lines cite them by short name, the footer briefly, in one third of its line.
    const titles = citedDocuments(lines).map(([short, title]) => `${short}: ${title}.`);
    this.put(a1(this.row - 1, 1), { value: titles.join(' '), style: 'source' });
    for (const line of lines) this.put(a1(this.row++, 0), { value: line, style: 'source' });
    this.hasSources = true;
    this.sourceLines.push(...lines);
  }

  /** The sheet as planned, ready to print (print.ts), its header and footer saying what `labels` give. */
  build(labels: PrintLabels): SheetPlan {
    const rowEnded = labels.lastRow === undefined && this.printEnd !== undefined ? { ...labels, lastRow: this.printEnd } : labels;
    const ended = rowEnded.lastColumn === undefined && this.printRight !== undefined ? { ...rowEnded, lastColumn: this.printRight } : rowEnded;
    const withEnd = ended.built === undefined && this.ctx.built !== undefined ? { ...ended, built: this.ctx.built } : ended;
    return printReady(alignNumberHeaders(this.plan()), this.ctx.report ? { ...withEnd, report: this.ctx.report } : withEnd);
  }

  private plan(): SheetPlan {
    return {
      name: this.ctx.sheet,
      role: 'template',
      widths: this.widths,
      cells: [...this.cells.values()],
      ...(this.data ? { data: this.data } : {}),
      merges: this.merges,
      names: [...this.names.values()],
      validations: this.validations,
      conditionalFormats: this.conditionalFormats,
      charts: this.charts,
      tables: this.tables,
      freeze: this.freeze,
      ...(this.keys.length ? { keyResults: this.keys } : {}),
    };
  }
}

/** A mark on a chart: a named point or line, by its points' coordinates. */
export interface Mark {
  readonly name: string;
  readonly color: string;
  readonly points: readonly (readonly [x: Expr, y: Expr])[];
  /** Through its points: none (a point) by default. */
  readonly line?: SeriesPlan['line'];
  readonly marker?: MarkerPlan;
}

export interface TableColumn<Row> {
  readonly header: string;
  readonly style?: StyleName;
  readonly format?: string;
  /** The cell of this column in a row; `at(j)` is the row's cell in column j of the table. */
  readonly cell: (row: Row, at: (j: number) => Ref, index: number) => CellContent;
}

const pct = (x: number): string => `${Math.round(x * 1000) / 10}%`;
