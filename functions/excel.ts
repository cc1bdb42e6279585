/**
 * The one place that knows Excel's calling conventions: omitted arguments arrive as null, every
 * argument is declared as a range (any[][]) so one call can serve a column, and core errors
 * become CustomFunctions.Error values in their own cell of the result.
 */
import { isError, numError, type Result, SizingError, valueError } from '../addin/errors';

export type Cell = number | string | boolean | null;
/** What Excel passes for a parameter declared any[][]: a 2-D array, or null when omitted. */
export type Arg = Cell | Cell[][] | undefined;
export type Out = number | string | boolean | CustomFunctions.Error;

/** Reads one cell of an argument into a typed value, or says what is wrong with it. */
export type Reader<T> = (cell: Cell) => Result<T>;

const CODES = { value: 'invalidValue', num: 'invalidNumber', na: 'notAvailable' } as const;

export function toExcelError(e: SizingError): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode[CODES[e.kind]], e.message);
}

/** A result cell: errors become Excel errors; NaN or Infinity can never reach the sheet. */
export function toCell(value: Result<Cell>): Out {
  if (isError(value)) return toExcelError(value);
  if (value === null) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return toExcelError(numError('the result is not a finite number'));
  }
  return value;
}

const isBlank = (cell: Cell | undefined): boolean => cell === null || cell === undefined || cell === '';
const describe = (cell: Cell): string => (typeof cell === 'string' ? `text "${cell}"` : `${typeof cell} ${String(cell)}`);

/** A number, optionally bounded; text and logical values are #VALUE!, out-of-range numbers #NUM!. */
export function number(name: string, range: { min?: number; above?: number; max?: number; integer?: boolean } = {}): Reader<number> {
  return (cell) => {
    if (isBlank(cell)) return valueError(`${name} is missing`);
    if (typeof cell !== 'number') return valueError(`${name} must be a number, got ${describe(cell)}`);
    if (!Number.isFinite(cell)) return numError(`${name} must be a finite number`);
    if (range.min !== undefined && cell < range.min) return numError(`${name} must be ${range.min} or more, got ${cell}`);
    if (range.above !== undefined && cell <= range.above) return numError(`${name} must be above ${range.above}, got ${cell}`);
    if (range.max !== undefined && cell > range.max) return numError(`${name} must be ${range.max} or less, got ${cell}`);
    if (range.integer && !Number.isInteger(cell)) return numError(`${name} must be a whole number, got ${cell}`);
    return cell;
  };
}

/** A share of the CPU as a fraction, as Excel shows 32.1% (0.321); above 1 is #NUM!, never read as a percent. */
export function fraction(name: string, range: { above?: number } = {}): Reader<number> {
  const read = number(name, range.above === undefined ? { min: 0 } : { above: range.above });
  return (cell) => {
    if (typeof cell === 'number' && cell > 1) {
      return numError(`${name} is a fraction of the CPU (32.1% is 0.321), so at most 1; got ${cell}`);
    }
    return read(cell);
  };
}

/** Text; a number is read as its text (Excel turns a typed 100 or 2289 into a number). */
export function text(name: string): Reader<string> {
  return (cell) => {
    if (isBlank(cell)) return valueError(`${name} is missing`);
    if (typeof cell === 'string') return cell;
    if (typeof cell === 'number') return String(cell);
    return valueError(`${name} must be text, got ${describe(cell)}`);
  };
}

/** A catalog key (text) or a processor CPW (number above 0). */
export function system(name: string): Reader<string | number> {
  const cpw = number(name, { above: 0 });
  const key = text(name);
  return (cell) => (typeof cell === 'number' ? cpw(cell) : key(cell));
}

/** TRUE/FALSE, or 1/0. */
export function flag(name: string): Reader<boolean> {
  return (cell) => {
    if (typeof cell === 'boolean') return cell;
    if (cell === 0 || cell === 1) return cell === 1;
    return valueError(`${name} must be TRUE or FALSE, got ${describe(cell)}`);
  };
}

/** An optional argument: omitted (null) or a blank cell gives the default. */
export function optional<T, D extends T | null>(read: Reader<T>, fallback: D): Reader<T | D> {
  return (cell) => (isBlank(cell) ? fallback : read(cell));
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

/**
 * Applies `compute` cell by cell. Each argument is a single value or a range; ranges must agree in
 * size, and a single value (or a one-row / one-column range) stretches across the others, so
 * =AS400.EIU(A2:A1000, B2:B1000) fills a column in one call. A bad cell gives an error in its own
 * slot only.
 */
export function cellwise<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell>, args: readonly Arg[]): Out[][] {
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
  if (rows === 1 && cols === 1) {
    // One cell, the common case of a formula: no loops over shapes, no spread.
    for (let k = 0; k < n; k++) {
      const arg = args[k];
      const v = readers[k](Array.isArray(arg) ? (arg[0][0] ?? null) : (arg ?? null));
      if (v instanceof SizingError) return [[toExcelError(v)]];
      values[k] = v;
    }
    return [[toCell(invoke(call, values))]];
  }
  const out: Out[][] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    const line: Out[] = new Array(cols);
    for (let j = 0; j < cols; j++) {
      let failed: SizingError | null = null;
      for (let k = 0; k < n; k++) {
        const arg = args[k];
        let cell: Cell = null;
        if (Array.isArray(arg)) {
          const row = arg.length === 1 ? arg[0] : arg[i];
          cell = (row.length === 1 ? row[0] : row[j]) ?? null;
        } else if (arg !== undefined) {
          cell = arg;
        }
        const v = readers[k](cell);
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

/**
 * For functions that spill a list or a table from single arguments: each argument must be one
 * value (a range of several cells is #VALUE!); errors fill a single cell.
 */
export function spill<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell[][]>, args: readonly Arg[]): Out[][] {
  const values = new Array<unknown>(readers.length);
  for (let k = 0; k < readers.length; k++) {
    const arg = args[k];
    let cell: Cell = null;
    if (Array.isArray(arg)) {
      if (arg.length !== 1 || arg[0].length !== 1) return [[toExcelError(valueError(`argument ${k + 1} takes one value, not a range`))]];
      cell = arg[0][0];
    } else if (arg !== undefined) {
      cell = arg;
    }
    const v = readers[k](cell);
    if (isError(v)) return [[toExcelError(v)]];
    values[k] = v;
  }
  const result = compute(...(values as unknown as Values<T>));
  return isError(result) ? [[toExcelError(result)]] : result.map((row) => row.map(toCell));
}
