/**
 * A rendered workbook as plain data: every cell, name, validation, conditional format, table and
 * chart that a writer puts into a workbook. Templates are turned into a WorkbookPlan once, in the
 * core; the xlsx writer (exceljs) and the Office.js writer only copy a plan into their medium, so
 * the two cannot drift. Addresses are A1 references on the plan's own sheet; references to other
 * sheets carry the sheet name as resolved when the plan was made.
 */
import { columnLetter } from '../formula/a1';
import type { StyleName, Fill } from './styles';

export type ErrorCode = '#N/A' | '#NUM!' | '#VALUE!' | '#DIV/0!' | '#NAME?' | '#REF!';
export interface ErrorValue {
  readonly error: ErrorCode;
  /** The core's reason, where the core gives one. */
  readonly message?: string;
}
export type Scalar = number | string | boolean | ErrorValue;

export const isErrorValue = (x: unknown): x is ErrorValue => typeof x === 'object' && x !== null && 'error' in x;

export interface CellPlan {
  /** A1 address on its sheet, e.g. "B4". */
  readonly ref: string;
  /** A constant, or for a formula cell the value the core computes for it (cached in the file). */
  readonly value?: Scalar;
  /** Formula text with its leading "=", in Excel's (en-US) syntax. */
  readonly formula?: string;
  /** A single-cell legacy array formula ({=...}): portable formulas that compare whole catalog columns. */
  readonly array?: boolean;
  readonly style?: StyleName;
  /** Excel number format code, e.g. "0.0%". */
  readonly format?: string;
  /** Text wrapped within the cell (or its merge) instead of running over its neighbours. */
  readonly wrap?: boolean;
  /** Right-aligned: a header over a column of numbers, so it stands over them as they stand in their cells. */
  readonly align?: 'right';
}

/**
 * The number format of a logical (TRUE/FALSE) cell: the code LibreOffice itself writes for its
 * logicals. Excel shows a logical as TRUE or FALSE whatever its format; LibreOffice keeps a
 * logical as a number and shows 0 or 1 wherever its import loses the logical format (a FALSE
 * beside a number in the same row prints 0), unless the cell carries this format. Set in the
 * plan, so a sheet the task pane writes and Excel saves opens right in LibreOffice too.
 */
export const LOGICAL_FORMAT = '"TRUE";"TRUE";"FALSE"';

/** A name scoped to its sheet, so several templates in one workbook can each have a `Model`. */
export interface NamePlan {
  readonly name: string;
  /** A reference with its sheet, e.g. "'Interactive capacity'!$B$5" (no leading "="). */
  readonly refersTo: string;
}

export type ValidationPlan =
  | { readonly ref: string; readonly kind: 'list'; readonly items: readonly string[]; readonly prompt?: string; readonly error?: string }
  /** A list read from a range, e.g. "'AS400 Catalog'!$A$5:$A$306" (no leading "="). */
  | { readonly ref: string; readonly kind: 'listRange'; readonly source: string; readonly prompt?: string; readonly error?: string }
  | {
      readonly ref: string;
      readonly kind: 'decimal' | 'whole';
      readonly min: number;
      readonly max: number;
      readonly prompt?: string;
      readonly error?: string;
    };

export interface ConditionalRulePlan {
  /** A formula relative to the top-left cell of the range, with its leading "=". */
  readonly formula: string;
  readonly fill: Fill;
}
export interface ConditionalFormatPlan {
  /** A1 range on the sheet, e.g. "B7" or "C20:I25". */
  readonly ref: string;
  /** Evaluated in order; the first that holds wins. */
  readonly rules: readonly ConditionalRulePlan[];
}

export interface SeriesPlan {
  /** The series' name as built; where `nameRef` is given, the value its cell held then. */
  readonly name: string;
  /** The cell naming the series (absolute, with sheet), so its legend follows the sheet; that cell must sit just above `values`. */
  readonly nameRef?: string;
  /** Absolute reference with sheet, e.g. "'Interactive capacity'!$C$25:$C$45". */
  readonly values: string;
  /** RGB hex without "#". */
  readonly color: string;
  /** Scatter charts: the series' own x values (a mark's points); the chart's categories otherwise. */
  readonly x?: string;
  /** The line through the points: solid (the default), dashed (a limit, a threshold) or none (markers only). */
  readonly line?: 'solid' | 'dash' | 'none';
  /** A marker on each point, in the series' colour: where a value stands on the chart. */
  readonly marker?: MarkerPlan;
  /**
   * Area charts: drawn as a line over the areas, not stacked with them (a limit such as a planning
   * guideline, a value per category). Its `line` says solid or dashed.
   */
  readonly drawAs?: 'line';
  /**
   * Each point's value written beside it, in this number format: a line too close to the axis to
   * read (a candidate using under 1% of its CPU on an axis that reaches the 70% guideline).
   */
  readonly labels?: string;
}
export interface MarkerPlan {
  readonly symbol: 'circle' | 'diamond' | 'square' | 'triangle';
  /** Points, 2 to 72. */
  readonly size: number;
}
export interface ChartPlan {
  /**
   * 'area': one area per series over the categories, stacked where `stacked` says (each series on
   * top of the ones before it, the top edge their sum); a series with `drawAs: 'line'` is a line over them.
   */
  readonly kind: 'line' | 'scatter' | 'area';
  readonly stacked?: boolean;
  readonly title: string;
  /** Cells the chart covers: top-left and bottom-right. */
  readonly from: string;
  readonly to: string;
  /**
   * The x values (scatter) or category labels (line, area), with sheet. An area chart's categories
   * are text labels, never a date axis, so intervals within a day are not merged.
   */
  readonly categories: string;
  readonly series: readonly SeriesPlan[];
  /** None where the labels say it and a title would take a line from a short chart's plot (the years of Scenarios). */
  readonly xTitle?: string;
  readonly yTitle: string;
  /** Number format of the value axis. */
  readonly yFormat?: string;
  readonly xFormat?: string;
  /**
   * The x axis bounds of a time axis, where the data set them: a scatter's from the first measured interval
   * to the last, where Excel and LibreOffice would round it out by months either side; a line chart's from
   * its first category to its last, its categories dates `unit` apart. Both or neither. An area chart's times
   * are labels of a text axis (above), which runs from its first category to its last and takes no bounds.
   */
  readonly xBounds?: {
    readonly min: number;
    readonly max: number;
    /** The step between labels, so few enough of them print level without touching (a time axis's whole days). */
    readonly major?: number;
    /**
     * A line chart's: its categories are dates a month apart (the Trend's months), so its x axis is a date
     * axis counting months, the one kind of category axis either engine bounds (LibreOffice reads c:min and
     * c:max only on a c:dateAx: oox/source/drawingml/chart/axisconverter.cxx).
     */
    readonly unit?: 'month';
  };
  /**
   * Points of the chart's text but its title (axis labels and titles, legend, data labels), where
   * CHART_POINTS.text would print under 8 points at the page's scale (print.ts); that size otherwise.
   */
  readonly textSize?: number;
}

/** A chart's title and other text, in points, as both writers set them (Excel's own default text is 10 points). */
export const CHART_POINTS = { title: 13, text: 10 } as const;

/** An Excel table (ListObject) over cells the plan already holds: header row first. */
export interface TablePlan {
  readonly name: string;
  readonly ref: string;
}

/** One line of a page header or footer, in three parts; Excel's codes: &D date, &P page, &N pages, && an ampersand. */
export interface PageTextPlan {
  readonly left?: string;
  readonly center?: string;
  readonly right?: string;
}

/** How a sheet prints (Excel's Page Setup): derived from its layout (print.ts), copied by both writers. */
export interface PrintPlan {
  readonly orientation: 'portrait' | 'landscape';
  /** The print area is scaled to fit at most this many pages wide and tall. */
  readonly fit: { readonly wide: number; readonly tall: number };
  /** The range printed, e.g. "A1:L47". */
  readonly area: string;
  /** Rows printed at the top of every page, e.g. "1:3". */
  readonly titleRows: string;
  readonly header: PageTextPlan;
  readonly footer: PageTextPlan;
}

export interface SheetPlan {
  readonly name: string;
  /** "template": a sizing sheet; "support": data that portable formulas read (the catalog, the document's tables). */
  readonly role: 'template' | 'support';
  /** Column widths in characters, from column A. */
  readonly widths: readonly number[];
  readonly cells: readonly CellPlan[];
  /** Rows of plain numbers below every cell (a measurement file's intervals); see DataRows. */
  readonly data?: DataRows;
  readonly merges: readonly string[];
  readonly names: readonly NamePlan[];
  readonly validations: readonly ValidationPlan[];
  readonly conditionalFormats: readonly ConditionalFormatPlan[];
  readonly charts: readonly ChartPlan[];
  readonly tables: readonly TablePlan[];
  /** Rows and columns frozen at the top left. */
  readonly freeze?: { readonly rows: number; readonly columns: number };
  readonly tabColor?: string;
  /** Heights in points of the rows that need one (wrapped text), by row number from 1. */
  readonly rowHeights?: readonly { readonly row: number; readonly points: number }[];
  /** Page setup; a sheet without one keeps the application's defaults. */
  readonly print?: PrintPlan;
  /** Hidden from the tabs and from printing (support sheets); a planner can unhide it. */
  readonly hidden?: boolean;
  /** The results the task pane says before anything is written (writers leave them alone). */
  readonly keyResults?: readonly KeyResultPlan[];
}

/** How the task pane words a key result: "{}" is its value as the sheet shows it; `words` give a text value its phrase. */
export interface KeySpec {
  readonly say: string;
  readonly words?: Readonly<Record<string, string>>;
}
export interface KeyResultPlan extends KeySpec {
  /** Its cell on the sheet. */
  readonly ref: string;
}

/**
 * Rows of plain numbers at the bottom of a sheet, below every cell of `cells` (a measurement file's
 * intervals, up to a million rows): an array a column rather than a CellPlan a cell, so a year of
 * 5-minute intervals is a few arrays instead of 300,000 objects, and the xlsx writer writes them as
 * they are. Their headers are ordinary cells above them.
 */
export interface DataRows {
  /** The first row (from 1, as in A1 references) and the first column (from 0). */
  readonly row: number;
  readonly col: number;
  /** Each column's number format and values; every column is as long as the first. */
  readonly columns: readonly { readonly format: string; readonly values: ArrayLike<number> }[];
}

export const dataRowCount = (data: DataRows): number => data.columns[0]?.values.length ?? 0;

/** The cell of the data rows at a row and column (both from 0), or undefined outside them. */
export function dataCell(data: DataRows, row: number, col: number): CellPlan | undefined {
  const i = row - (data.row - 1);
  const column = data.columns[col - data.col];
  if (!column || i < 0 || i >= column.values.length) return undefined;
  return { ref: `${columnLetter(col)}${row + 1}`, value: column.values[i], format: column.format };
}

/** Every cell of a sheet: its cells, then its data rows' as CellPlans, row by row (for writers and checks that take cells one by one). */
export function allCells(sheet: SheetPlan): readonly CellPlan[] {
  const data = sheet.data;
  if (!data) return sheet.cells;
  const out = [...sheet.cells];
  const rows = dataRowCount(data);
  for (let i = 0; i < rows; i++) {
    data.columns.forEach((c, j) => out.push({ ref: `${columnLetter(data.col + j)}${data.row + i}`, value: c.values[i], format: c.format }));
  }
  return out;
}

/** The parts of a sheet that many sheets leave empty. */
type SheetContent = 'merges' | 'names' | 'validations' | 'conditionalFormats' | 'charts' | 'tables';

/** A sheet with whichever of merges, names, validations, conditional formats, charts and tables it has; the rest empty. */
export const sheetPlan = (sheet: Omit<SheetPlan, SheetContent> & Partial<Pick<SheetPlan, SheetContent>>): SheetPlan => ({
  merges: [],
  names: [],
  validations: [],
  conditionalFormats: [],
  charts: [],
  tables: [],
  ...sheet,
});

export interface WorkbookPlan {
  readonly sheets: readonly SheetPlan[];
}
