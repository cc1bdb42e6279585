/**
 * The one place that knows Excel's calling conventions: omitted arguments arrive as null, every
 * argument is declared as a range (any[][]) so one call can serve a column, and core errors
 * become CustomFunctions.Error values in their own cell of the result.
 */
import { keyOrCpw } from '../addin/catalog/lookup';
import { readCpw } from '../addin/typed';
import { isError, MAX_QUOTED, numError, quote, type Result, SizingError, valueError } from '../addin/errors';

/**
 * A cell holding an Excel data type, as Excel passes it when functions.json sets
 * allowCustomDataForDataTypeAny (the JSON of Excel.CellValue: Double, FormattedNumber, String,
 * Boolean, Entity, WebImage...).
 */
export interface DataTypeCell {
  readonly type?: string;
  readonly basicType?: string;
  readonly basicValue?: unknown;
  readonly text?: string;
}
export type Cell = number | string | boolean | null | DataTypeCell | RowRecord;

/**
 * A row of a planner's table read as one value (a target system of their own: name, CPW,
 * interactive CPW, knee rule, source): rows(), applied by the adapters that take such rows, turns
 * a range of them into a column of these, so cellwise serves a column of targets as one of keys.
 */
export class RowRecord {
  constructor(readonly cells: readonly Cell[]) {}
}

/**
 * A range whose rows are records of `width` cells (the second a number or empty), as a column of
 * RowRecords, a row whose cells are all empty as an empty cell; any other argument as it is. The
 * cells are kept as the values they stand for (see plainCell).
 */
export function recordRows(arg: Arg, width: number): Arg {
  if (!Array.isArray(arg) || arg.length === 0 || arg[0].length !== width) return arg;
  const plain = arg.map((row) => row.map(plainCell));
  if (!plain.every((row) => typeof row[1] === 'number' || isBlank(row[1]))) return arg;
  return plain.map((row) => [row.every(isEmptyCell) ? null : new RowRecord(row)]);
}
/** What Excel passes for a parameter declared any[][]: a 2-D array, or null when omitted. */
export type Arg = Cell | Cell[][] | undefined;
export type Out = number | string | boolean | CustomFunctions.Error;

/**
 * How a parameter reads an empty cell. Excel desktop passes an empty cell as 0, Excel on the web
 * as null (office-js issues 4702, 5262), and an omitted argument is null everywhere, so each rule
 * is chosen to give one answer on every host:
 *  zero     a number where 0 is a value: an empty cell is 0, as in Excel's own formulas;
 *  missing  text, a model or a system: an empty cell (or 0) is missing, #VALUE!;
 *  omitted  optional: an empty cell or 0 gives the default; 0 is no value of any optional
 *           parameter (a release, a limit, a count of servers, a share) unless the default is 0.
 */
export type EmptyRule = { readonly kind: 'zero' | 'missing' } | { readonly kind: 'omitted'; readonly fallback: unknown };

/** Reads one cell of an argument into a typed value, or says what is wrong with it. */
export interface Reader<T> {
  (cell: Cell): Result<T>;
  /** The parameter's name, as the messages and the function reference give it. */
  readonly param: string;
  readonly empty: EmptyRule;
}

const CODES = { value: 'invalidValue', num: 'invalidNumber', na: 'notAvailable' } as const;

export function toExcelError(e: SizingError): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode[CODES[e.kind]], e.message);
}

/** A result cell: errors become Excel errors; NaN or Infinity can never reach the sheet; nothing (null) shows empty, never 0. */
export function toCell(value: Result<Cell>): Out {
  if (isError(value)) return toExcelError(value);
  if (value === null) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return toExcelError(numError('the result is not a finite number'));
  }
  return value as Out;
}

/** An empty cell as any host passes it: null or "" on the web, 0 on Excel desktop. */
export const isEmptyCell = (cell: Cell | undefined): boolean => cell === null || cell === undefined || cell === '' || cell === 0;
const isBlank = (cell: Cell | undefined): cell is null | undefined | '' => cell === null || cell === undefined || cell === '';

/** An optional argument given as one empty cell (a data-type cell by its value): the function answers as without it. */
export const isOmitted = (arg: Arg): boolean =>
  !Array.isArray(arg) ? isEmptyCell(plainCell(arg ?? null)) : arg.length === 1 && arg[0].length === 1 && isEmptyCell(plainCell(arg[0][0]));
const describe = (cell: Cell): string => (typeof cell === 'string' ? `text ${quote(cell)}` : `${typeof cell} ${String(cell)}`);

const hasBasicValue = (cell: DataTypeCell): boolean => {
  const v = cell.basicValue;
  return cell.basicType !== 'Error' && cell.type !== 'Error' && (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean');
};

/**
 * A cell as the value it stands for: a data-type cell by its basic value (a Double or
 * FormattedNumber its number, a String its text, an Empty an empty cell), so the empty-row rule,
 * the optional parameters and every reader treat it exactly as the same value typed in. One
 * without a basic value (an entity, an image, an error) stays as it is, for the reader to refuse.
 */
export function plainCell(cell: Cell): Cell {
  if (typeof cell !== 'object' || cell === null || cell instanceof RowRecord) return cell;
  if (cell.type === 'Empty') return null;
  return hasBasicValue(cell) ? (cell.basicValue as Cell) : cell;
}

/** Why a data-type cell without a basic value is no argument: #VALUE! naming its type. */
function noBasicValue(param: string, cell: DataTypeCell): SizingError {
  const type = typeof cell.type === 'string' ? cell.type.slice(0, 40) : 'unknown';
  const shown = typeof cell.text === 'string' ? ` ${quote(cell.text)}` : '';
  const article = /^[AEIOU]/.test(type) ? 'an' : 'a';
  return valueError(`${param} is a cell holding ${article} ${type} data type${shown}, which has no number, text or logical value: give one of its fields instead`);
}

/** A reader from its parsing of plain cells; data-type cells reach it as their basic value. */
export function reader<T>(param: string, empty: EmptyRule, read: (cell: Exclude<Cell, DataTypeCell | RowRecord>) => Result<T>): Reader<T> {
  const f = (cell: Cell): Result<T> => {
    if (cell instanceof RowRecord) return valueError(`${param} takes one cell, not a row of ${cell.cells.length}`);
    const v = plainCell(cell);
    return typeof v === 'object' && v !== null ? noBasicValue(param, v as DataTypeCell) : read(v);
  };
  return Object.assign(f, { param, empty });
}

interface Range {
  readonly min?: number;
  readonly above?: number;
  readonly max?: number;
  readonly integer?: boolean;
}

/** What a number must be, for the messages: "a number above 0", "a whole number of 1 or more". */
function wanted(range: Range): string {
  const parts = [range.min !== undefined ? `${range.min} or more` : null, range.above !== undefined ? `above ${range.above}` : null, range.max !== undefined ? `${range.max} or less` : null].filter(Boolean);
  return `${range.integer ? 'a whole number' : 'a number'}${parts.length ? ` ${parts.join(' and ')}` : ''}`;
}

/**
 * A number, optionally bounded; text and logical values are #VALUE!, out-of-range numbers #NUM!.
 * An empty cell is 0, as Excel's own functions read it (and as Excel desktop passes it).
 */
export function number(name: string, range: Range = {}): Reader<number> {
  const empty = ' (an empty cell reads as 0)';
  return reader(name, { kind: 'zero' }, (cell) => {
    const blank = isBlank(cell);
    const x = blank ? 0 : cell;
    if (typeof x !== 'number') return valueError(`${name} must be ${wanted(range)}, got ${describe(x)}`);
    if (!Number.isFinite(x)) return numError(`${name} must be a finite number`);
    if ((range.min !== undefined && x < range.min) || (range.above !== undefined && x <= range.above) || (range.max !== undefined && x > range.max)) {
      return numError(`${name} must be ${wanted(range)}, got ${x}${x === 0 ? empty : ''}`);
    }
    if (range.integer && !Number.isInteger(x)) return numError(`${name} must be a whole number, got ${x}`);
    return x;
  });
}

/** A share of the CPU as a fraction, as Excel shows 32.1% (0.321); above 1 is #NUM!, never read as a percent. */
export function fraction(name: string, range: { above?: number } = {}): Reader<number> {
  const read = number(name, range.above === undefined ? { min: 0 } : { above: range.above });
  return reader(name, read.empty, (cell) => {
    if (typeof cell === 'number' && cell > 1) {
      return numError(`${name} is a fraction of the CPU (32.1% is 0.321), so at most 1; got ${cell}`);
    }
    return read(cell);
  });
}

/**
 * A growth rate per year as a fraction, above -1 and at most 1 (100% a year, a doubling): a rate
 * typed as 15 for 15% would otherwise be read as 1,500% a year. Above 1 is #NUM!, as a share of the
 * CPU above 1 is, with the same advice.
 */
export function growthRate(name: string): Reader<number> {
  const read = number(name, { above: -1 });
  return reader(name, read.empty, (cell) => {
    if (typeof cell === 'number' && cell > 1) {
      return numError(`${name} is a growth per year as a fraction (15% is 0.15), so at most 1 (100% a year); got ${cell}`);
    }
    return read(cell);
  });
}

const missing = (name: string, what: string) => valueError(`${name} is missing: give ${what}`);

/**
 * Text; a number is read as its text (Excel turns a typed 100 or 2289 into a number). No key or
 * name the documents print is longer than MAX_QUOTED characters, so longer text is refused whole.
 */
export function text(name: string): Reader<string> {
  return reader(name, { kind: 'missing' }, (cell) => {
    if (isEmptyCell(cell)) return missing(name, 'text');
    if (typeof cell === 'number') return String(cell);
    if (typeof cell !== 'string') return valueError(`${name} must be text, got ${describe(cell)}`);
    if (cell.length > MAX_QUOTED) return valueError(`${name} is ${cell.length} characters long; no key or name is longer than ${MAX_QUOTED}: ${quote(cell)}`);
    return cell;
  });
}

/**
 * A catalog key (text) or a processor CPW (a number above 0, or text such as "720 CPW"). A whole
 * number that is also a model number of Appendix D (720, 170, 820...) is #N/A naming both
 * readings: a typed 720 is a number in Excel, and reading it silently as 720 CPW sized a 240-CPW
 * 720-2061 as three times its size.
 */
export function system(name: string): Reader<string | number> {
  const cpw = number(name, { above: 0 });
  const key = text(name);
  return reader(name, { kind: 'missing' }, (cell) => {
    if (isEmptyCell(cell)) return missing(name, 'a catalog key such as "720-2061-1501" or a processor CPW');
    if (typeof cell === 'number') return keyOrCpw(name, cell) ?? cpw(cell);
    if (typeof cell === 'string' && /cpw/i.test(cell)) {
      const n = readCpw(cell);
      return n === null ? valueError(`${name} ${quote(cell)}: write a CPW as "720 CPW"`) : cpw(n);
    }
    return key(cell);
  });
}

/** TRUE/FALSE, or 1/0; an empty cell is FALSE, as Excel reads one. */
export function flag(name: string): Reader<boolean> {
  return reader(name, { kind: 'zero' }, (cell) => {
    if (typeof cell === 'boolean') return cell;
    if (isEmptyCell(cell) || cell === 1) return cell === 1;
    return valueError(`${name} must be TRUE or FALSE, got ${describe(cell)}`);
  });
}

/**
 * An optional argument. Omitted (null) or an empty cell gives the fallback, and so does 0 where 0
 * is no value of the parameter (Excel desktop passes an empty cell as 0, the web null). Where the
 * reader takes 0 and the fallback is not 0, the parameter must declare `zero: 'omitted'` (a count
 * of servers, a share of the CPU, a release: 0 is no value of those); left undeclared it throws
 * when the module loads, so no parameter is left to chance and every host gives one answer.
 */
export function optional<T, D extends T | null>(read: Reader<T>, fallback: D, zero?: 'omitted'): Reader<T | D> {
  const atZero = read(0);
  if (!(atZero instanceof SizingError) && atZero !== fallback && zero === undefined) {
    throw new Error(`optional ${read.param}: 0 is a value of it and the default is ${String(fallback)}; declare zero: 'omitted', or give it a range without 0`);
  }
  return reader(read.param, { kind: 'omitted', fallback }, (cell) => (isEmptyCell(cell) ? fallback : read(cell)));
}

type Readers<T extends readonly unknown[]> = { readonly [K in keyof T]: Reader<T[K]> };
/** The values the readers produce, as the compute function's parameter list. */
type Values<T extends readonly unknown[]> = NoInfer<{ -readonly [K in keyof T]: T[K] }>;

/** compute(...values) without the cost of a spread, for the arities the functions have. */
function invoke(call: (...args: unknown[]) => Result<Cell>, v: unknown[]): Result<Cell> {
  switch (v.length) {
    case 1:
      return call(v[0]);
    case 2:
      return call(v[0], v[1]);
    case 3:
      return call(v[0], v[1], v[2]);
    case 4:
      return call(v[0], v[1], v[2], v[3]);
    case 5:
      return call(v[0], v[1], v[2], v[3], v[4]);
    default:
      return call(...v);
  }
}

let probe: ((readers: readonly Reader<unknown>[]) => void) | null = null;

/** Called by whatever reads an adapter's arguments (cellwise, spill, a function's own loop) so readersOf finds them. */
export function announce(readers: readonly Reader<unknown>[]): void {
  if (probe !== null) probe(readers);
}

/**
 * The readers an adapter passes to cellwise or spill, found by calling it once with every
 * argument omitted: the function reference lists how each parameter reads an empty cell from the
 * readers themselves, so the rule is declared once, beside the parameter.
 */
export async function readersOf(adapter: (...args: Arg[]) => unknown, arity: number): Promise<readonly Reader<unknown>[] | undefined> {
  let found: readonly Reader<unknown>[] | undefined;
  probe = (readers) => (found ??= readers);
  try {
    // Awaited: SRRATE and SOURCE read their arguments once their data has loaded.
    await adapter(...new Array<Arg>(arity).fill(null));
  } finally {
    probe = null;
  }
  return found;
}

const varies = (arg: Arg): boolean => Array.isArray(arg) && (arg.length > 1 || arg[0].length > 1);

/**
 * The arguments whose cells make up a row for the empty-row rule. In a call over ranges, the
 * arguments that vary from row to row, when a required one does: a constant given once does not
 * make a row non-blank, so =AS400.EIU(A2:A5000, 0.3) answers empty cells below its list. Where
 * only optional ones vary, every required argument and those: =AS400.CPW("720-2061-1501", B2:B9)
 * answers the newest rating where B is empty. In a one-cell call, every argument, so
 * =AS400.RECOMMEND(0, 42) is not an empty row. None for a function without a required argument
 * (=AS400.MODELS() lists every row).
 */
function rowCells(readers: readonly Reader<unknown>[], args: readonly Arg[], oneCell: boolean): number[] {
  if (readers.every((r) => r.empty.kind === 'omitted')) return [];
  const all = readers.map((_, k) => k);
  if (oneCell) return all;
  const required = all.filter((k) => readers[k].empty.kind !== 'omitted');
  if (required.some((k) => varies(args[k]))) return all.filter((k) => varies(args[k]));
  return all.filter((k) => readers[k].empty.kind !== 'omitted' || varies(args[k]));
}

/** Whether the row's cells are all empty (null or "" from the web, 0 from Excel desktop), so it answers an empty cell. */
function emptyRow(cells: readonly number[], args: readonly Arg[], i: number, j: number): boolean {
  if (cells.length === 0) return false;
  for (let m = 0; m < cells.length; m++) if (!isEmptyCell(cellAt(args[cells[m]], i, j))) return false;
  return true;
}

/**
 * Applies `compute` cell by cell. Each argument is a single value or a range; ranges must agree in
 * size, and a single value (or a one-row / one-column range) stretches across the others, so
 * =AS400.EIU(A2:A1000, B2:B1000) fills a column in one call. A bad cell gives an error in its own
 * slot only. A row whose cells are all empty (see rowCells) answers an empty cell, as a planner
 * expects of a list that ends before the range does; Excel desktop passes those cells as 0, the
 * web as null, so both count as empty.
 */
export function cellwise<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell>, args: readonly Arg[]): Out[][] {
  announce(readers as readonly Reader<unknown>[]);
  const n = readers.length;
  const values = new Array<unknown>(n).fill(null);
  let rows = 1;
  let cols = 1;
  for (let k = 0; k < n; k++) {
    const arg = args[k];
    if (!Array.isArray(arg)) continue;
    const r = arg.length;
    const c = r ? arg[0].length : 0;
    if (r === 0 || c === 0) return [[toExcelError(valueError('an argument is an empty range'))]];
    if (r !== 1) {
      if (rows !== 1 && rows !== r) return [[toExcelError(valueError(`ranges of ${rows} and ${r} rows do not match`))]];
      rows = r;
    }
    if (c !== 1) {
      if (cols !== 1 && cols !== c) return [[toExcelError(valueError(`ranges of ${cols} and ${c} columns do not match`))]];
      cols = c;
    }
  }
  const call = compute as (...args: unknown[]) => Result<Cell>;
  const rs = readers as readonly Reader<unknown>[];
  if (rows === 1 && cols === 1) {
    // One cell, the common case of a formula: no loops over shapes, no spread.
    if (emptyRow(rowCells(rs, args, true), args, 0, 0)) return [['']];
    for (let k = 0; k < n; k++) {
      const v = readers[k](cellAt(args[k], 0, 0));
      if (v instanceof SizingError) return [[toExcelError(v)]];
      values[k] = v;
    }
    return [[toCell(invoke(call, values))]];
  }
  const cells = rowCells(rs, args, false);
  const out: Out[][] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    const line: Out[] = new Array(cols);
    for (let j = 0; j < cols; j++) {
      if (emptyRow(cells, args, i, j)) {
        line[j] = '';
        continue;
      }
      let failed: SizingError | null = null;
      for (let k = 0; k < n; k++) {
        const v = readers[k](cellAt(args[k], i, j));
        if (v instanceof SizingError) {
          failed = v;
          break;
        }
        values[k] = v;
      }
      line[j] = toCell(failed ?? invoke(call, values));
    }
    out[i] = line;
  }
  return out;
}

/** The cell of an argument at row i, column j, a single value or a one-row / one-column range stretching. */
function cellAt(arg: Arg, i: number, j: number): Cell {
  if (!Array.isArray(arg)) return plainCell(arg ?? null);
  const row = arg.length === 1 ? arg[0] : arg[i];
  return plainCell((row.length === 1 ? row[0] : row[j]) ?? null);
}

/**
 * For functions that spill a list or a table from single arguments: each argument must be one
 * value (a range of several cells is #VALUE!); errors fill a single cell.
 */
export function spill<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell[][]>, args: readonly Arg[]): Out[][] {
  announce(readers as readonly Reader<unknown>[]);
  const cells: Cell[] = [];
  for (let k = 0; k < readers.length; k++) {
    const arg = args[k];
    if (Array.isArray(arg) && (arg.length !== 1 || arg[0].length !== 1)) return [[toExcelError(valueError(`argument ${k + 1} takes one value, not a range`))]];
    cells.push(plainCell((Array.isArray(arg) ? arg[0][0] : arg) ?? null));
  }
  if (emptyRow(rowCells(readers as readonly Reader<unknown>[], args, true), args, 0, 0)) return [['']];
  const values = new Array<unknown>(readers.length);
  for (let k = 0; k < readers.length; k++) {
    const v = readers[k](cells[k]);
    if (isError(v)) return [[toExcelError(v)]];
    values[k] = v;
  }
  const result = compute(...(values as unknown as Values<T>));
  return isError(result) ? [[toExcelError(result)]] : result.map((row) => row.map(toCell));
}
