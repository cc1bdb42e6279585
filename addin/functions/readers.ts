/**
 * One reader per kind of value a function takes (a number, a fraction, a growth rate, text, a
 * system, a flag, optional): each reads one cell into a typed value or says what is wrong with it,
 * and declares how it reads an empty cell.
 */
import { keyOrCpw, remember } from '../catalog/lookup';
import { MAX_QUOTED, numError, quote, type Result, SizingError, valueError } from '../errors';
import { readCpw } from '../typed';
import { type Cell, type DataTypeCell, isBlank, isEmptyCell, plainCell, RowRecord } from './cells';

/**
 * How a parameter reads an empty cell. Excel desktop passes an empty cell as 0, Excel on the web
 * as null (github.com/OfficeDev/office-js/issues/4702 and /5262), and an omitted argument is null
 * everywhere, so each rule is chosen to give one answer on every host:
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

const describe = (cell: Cell): string => (typeof cell === 'string' ? `text ${quote(cell)}` : `${typeof cell} ${String(cell)}`);

/** Why a data-type cell without a basic value is no argument: #VALUE! naming its type. */
function noBasicValue(param: string, cell: DataTypeCell): SizingError {
  const type = typeof cell.type === 'string' ? cell.type.slice(0, 40) : 'unknown';
  const shown = typeof cell.text === 'string' ? ` ${quote(cell.text)}` : '';
  const article = /^[AEIOU]/.test(type) ? 'an' : 'a';
  return valueError(
    `${param} is a cell holding ${article} ${type} data type${shown}, which has no number, text or logical value: give one of its fields instead`,
  );
}

/** A cell as a reader's parsing sees it: a data-type cell by its basic value, never a row. */
type Plain = Exclude<Cell, DataTypeCell | RowRecord>;

/** A reader from its parsing of plain cells; data-type cells reach it as their basic value. */
export function reader<T>(param: string, empty: EmptyRule, read: (cell: Plain) => Result<T>): Reader<T> {
  const f = (cell: Cell): Result<T> => {
    if (typeof cell !== 'object' || cell === null) return read(cell);
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
  const parts = [
    range.min !== undefined ? `${range.min} or more` : null,
    range.above !== undefined ? `above ${range.above}` : null,
    range.max !== undefined ? `${range.max} or less` : null,
  ].filter(Boolean);
  return `${range.integer ? 'a whole number' : 'a number'}${parts.length ? ` ${parts.join(' and ')}` : ''}`;
}

/**
 * A number, optionally bounded; text and logical values are #VALUE!, out-of-range numbers #NUM!.
 * An empty cell is 0, as Excel's own functions read it (and as Excel desktop passes it).
 */
export const number = (name: string, range: Range = {}): Reader<number> => reader(name, { kind: 'zero' }, numberOf(name, range));

/** How a number reader reads a plain cell, for the readers built on it. */
function numberOf(name: string, range: Range): (cell: Plain) => Result<number> {
  const empty = ' (an empty cell reads as 0)';
  // Taken out once: each reader's range has its own shape, and the body they share would look each up.
  const { min, above, max, integer } = range;
  return (cell) => {
    const blank = isBlank(cell);
    const x = blank ? 0 : cell;
    if (typeof x !== 'number') return valueError(`${name} must be ${wanted(range)}, got ${describe(x)}`);
    if (!Number.isFinite(x)) return numError(`${name} must be a finite number`);
    if ((min !== undefined && x < min) || (above !== undefined && x <= above) || (max !== undefined && x > max)) {
      return numError(`${name} must be ${wanted(range)}, got ${x}${x === 0 ? empty : ''}`);
    }
    if (integer && !Number.isInteger(x)) return numError(`${name} must be a whole number, got ${x}`);
    return x;
  };
}

/** A number of at most 1 where more is a percent typed as a number: #NUM! saying what it is, never read as a percent. */
function atMostOne(name: string, range: Range, what: string): Reader<number> {
  const read = numberOf(name, range);
  return reader(name, { kind: 'zero' }, (cell) => (typeof cell === 'number' && cell > 1 ? numError(`${name} is ${what}; got ${cell}`) : read(cell)));
}

/**
 * A share as a fraction, as Excel shows 32.1% (0.321): of the CPU unless `of` names what else it is a
 * share of (an alert target is a share of the interactive threshold, PCR 2.10); above 1 is #NUM!, never
 * read as a percent.
 */
export const fraction = (name: string, range: Range = { min: 0 }, of = 'the CPU'): Reader<number> =>
  atMostOne(name, range, `a fraction of ${of} (32.1% is 0.321), so at most 1`);

/** What an alert target is a share of: the interactive threshold, its knee's share (PCR 2.10). */
export const OF_THRESHOLD = 'the interactive threshold';

/**
 * A growth rate per year as a fraction, above -1 and at most 1 (100% a year, a doubling): a rate
 * typed as 15 for 15% would otherwise be read as 1,500% a year. Above 1 is #NUM!, as a share of the
 * CPU above 1 is, with the same advice.
 */
export const growthRate = (name: string, range: Range = { above: -1 }): Reader<number> =>
  atMostOne(name, range, 'a growth per year as a fraction (15% is 0.15), so at most 1 (100% a year)');

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
  // A column names the same few systems again and again: each cell's reading is kept.
  const readings = new Map<Cell, Result<string | number>>();
  return reader(name, { kind: 'missing' }, (cell) => remember(readings, cell, read));
  function read(cell: Cell): Result<string | number> {
    if (isEmptyCell(cell)) return missing(name, 'a catalog key such as "720-2061-1501" or a processor CPW');
    if (typeof cell === 'number') return keyOrCpw(name, cell) ?? cpw(cell);
    if (typeof cell === 'string' && /cpw/i.test(cell)) {
      const n = readCpw(cell);
      return n === null ? valueError(`${name} ${quote(cell)}: write a CPW as "720 CPW"`) : cpw(n);
    }
    return key(cell);
  }
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

export type Readers<T extends readonly unknown[]> = { readonly [K in keyof T]: Reader<T[K]> };
/** The values the readers produce, as the compute function's parameter list. */
export type Values<T extends readonly unknown[]> = NoInfer<{ -readonly [K in keyof T]: T[K] }>;
