/**
 * The core's value of a template formula: what the cell shows when the file opens, and what
 * LibreOffice and HyperFormula must agree with. Add-in calls go to the same adapters Excel calls;
 * the few native functions templates use follow Excel's rules for the values they see.
 */
import { type Expr, isRange, type Native } from '../formula/expr';
import { type ErrorValue, isErrorValue, type Scalar } from './plan';
import type { As400Call } from './template';

export interface Cells {
  /** Value of a cell of the sheet being built; "" for an empty cell. */
  value(a1: string): Scalar;
  /** Values of a range, row by row. */
  range(a1: string): Scalar[][];
}

const NA: ErrorValue = { error: '#N/A' };
const DIV0: ErrorValue = { error: '#DIV/0!' };
const VALUE: ErrorValue = { error: '#VALUE!' };
const NUM: ErrorValue = { error: '#NUM!' };

/** Excel's number coercion for arithmetic: blank is 0, TRUE is 1, numeric text converts, other text is #VALUE!. */
function num(x: Scalar): number | ErrorValue {
  if (typeof x === 'number') return x;
  if (typeof x === 'boolean') return x ? 1 : 0;
  if (isErrorValue(x)) return x;
  if (x.trim() === '') return 0;
  const n = Number(x);
  return Number.isFinite(n) ? n : VALUE;
}

const finite = (x: number): Scalar => (Number.isFinite(x) ? x : NUM);

/**
 * ROUND and ROUNDUP: Excel rounds the magnitude on the decimal digits, away from zero, so the
 * binary noise of a double (0.155 a little below it) is stripped to 15 digits before `rule`.
 */
function roundAway(value: Scalar, digits: Scalar, rule: (x: number) => number): Scalar {
  const x = num(value);
  const d = num(digits);
  if (isErrorValue(x)) return x;
  if (isErrorValue(d)) return d;
  const f = 10 ** Math.trunc(d);
  return (Math.sign(x) * rule(Number((Math.abs(x) * f).toPrecision(15)))) / f;
}

function compare(a: Scalar, b: Scalar): number {
  // Excel orders numbers < text < logical; text compares case-insensitively.
  const rank = (x: Scalar): number => (typeof x === 'number' ? 0 : typeof x === 'string' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === 'string') return a.toLowerCase().localeCompare((b as string).toLowerCase());
  return Number(a) - Number(b);
}

export function evaluate(e: Expr, cells: Cells, call: As400Call): Scalar {
  const ev = (x: Expr): Scalar => evaluate(x, cells, call);
  if (typeof e !== 'object') return e;
  switch (e.k) {
    case 'ref':
      return e.a1.includes(':') ? VALUE : cells.value(e.a1);
    case 'support':
      throw new Error(`support range ${e.id} has no core value: it exists only in portable formulas`);
    case 'neg': {
      const a = num(ev(e.a));
      return isErrorValue(a) ? a : -a;
    }
    case 'op': {
      const a = ev(e.a);
      if (isErrorValue(a)) return a;
      const b = ev(e.b);
      if (isErrorValue(b)) return b;
      switch (e.op) {
        case '&':
          return `${a === true ? 'TRUE' : a === false ? 'FALSE' : a}${b === true ? 'TRUE' : b === false ? 'FALSE' : b}`;
        case '=':
          return compare(a, b) === 0;
        case '<>':
          return compare(a, b) !== 0;
        case '<':
          return compare(a, b) < 0;
        case '<=':
          return compare(a, b) <= 0;
        case '>':
          return compare(a, b) > 0;
        case '>=':
          return compare(a, b) >= 0;
      }
      const x = num(a);
      if (isErrorValue(x)) return x;
      const y = num(b);
      if (isErrorValue(y)) return y;
      switch (e.op) {
        case '+':
          return x + y;
        case '-':
          return x - y;
        case '*':
          return x * y;
        case '/':
          return y === 0 ? DIV0 : x / y;
        case '^':
          return finite(Math.pow(x, y));
      }
      throw new Error(`operator ${e.op as string}`);
    }
    case 'fn':
      return native(e, cells, ev);
    case 'as400': {
      // Excel hands a custom function no error argument: the call answers the first error itself,
      // as native functions do (a curve over an unknown model is #N/A, not the reader's #VALUE!).
      const args = e.args.map((a) => (isRange(a) ? cells.range(a.a1) : [[ev(a)]]));
      for (const arg of args) for (const row of arg) for (const v of row) if (isErrorValue(v)) return v;
      return call(e.id, args);
    }
  }
}

/** Numbers of the arguments as MIN/MAX/SUM see them: numbers in ranges, blanks and text there skipped. */
function numbers(args: readonly Expr[], cells: Cells, ev: (x: Expr) => Scalar): number[] | ErrorValue {
  const out: number[] = [];
  for (const a of args) {
    if (isRange(a)) {
      for (const row of cells.range(a.a1)) {
        for (const v of row) {
          if (isErrorValue(v)) return v;
          if (typeof v === 'number') out.push(v);
        }
      }
      continue;
    }
    const v = num(ev(a));
    if (isErrorValue(v)) return v;
    out.push(v);
  }
  return out;
}

const truthy = (v: Scalar): boolean | ErrorValue => {
  const n = num(v);
  return isErrorValue(n) ? n : n !== 0;
};

const DAY_MS = 86_400_000;
/** Excel's date serial of 1970-01-01; serials from 61 (1900-03-01) on count days as the calendar does. */
const EXCEL_EPOCH = 25_569;
/** 9999-12-31, the last date Excel shows. */
const LAST_SERIAL = 2_958_465;

function native(e: Native, cells: Cells, ev: (x: Expr) => Scalar): Scalar {
  switch (e.fn) {
    case 'IF': {
      const c = truthy(ev(e.args[0]));
      if (isErrorValue(c)) return c;
      return c ? ev(e.args[1]) : ev(e.args[2]);
    }
    case 'AND':
    case 'OR':
      return andOr(e.fn, e.args, ev);
    case 'MIN':
    case 'MAX':
    case 'SUM':
      return minMaxSum(e.fn, e.args, cells, ev);
    case 'COUNT':
      return count(e.args, cells, ev);
    case 'ROUND':
      return roundAway(ev(e.args[0]), ev(e.args[1]), Math.round);
    case 'CHOOSE': {
      const k = num(ev(e.args[0]));
      if (isErrorValue(k)) return k;
      const i = Math.trunc(k);
      return i >= 1 && i < e.args.length ? ev(e.args[i]) : VALUE;
    }
    case 'ROUNDUP':
      return roundAway(ev(e.args[0]), ev(e.args[1]), Math.ceil);
    case 'LN': {
      const x = num(ev(e.args[0]));
      if (isErrorValue(x)) return x;
      return x <= 0 ? NUM : Math.log(x);
    }
    case 'EXP': {
      const x = num(ev(e.args[0]));
      return isErrorValue(x) ? x : finite(Math.exp(x));
    }
    case 'ISNUMBER':
      return typeof ev(e.args[0]) === 'number';
    case 'DATE':
      return date(e.args.map((a) => num(ev(a))));
    case 'YEAR':
    case 'MONTH':
      return yearOrMonth(e.fn, num(ev(e.args[0])));
    case 'ISERROR':
      return isErrorValue(ev(e.args[0]));
    case 'NA':
      return NA;
    case 'INDEX':
    case 'MATCH':
    case 'SEARCH':
    case 'SUBSTITUTE':
    case 'UPPER':
    case 'VALUE':
    case 'SIGN':
    case 'SUMPRODUCT':
      throw new Error(`${e.fn} appears only in portable expansions, which the core does not evaluate`);
  }
}

/** Excel's AND and OR: every argument read as a logical, the first error answered. */
function andOr(fn: 'AND' | 'OR', args: readonly Expr[], ev: (x: Expr) => Scalar): Scalar {
  let result = fn === 'AND';
  for (const a of args) {
    const t = truthy(ev(a));
    if (isErrorValue(t)) return t;
    result = fn === 'AND' ? result && t : result || t;
  }
  return result;
}

/** Excel's MIN, MAX and SUM of the numbers of their arguments; MIN and MAX of none are 0. */
function minMaxSum(fn: 'MIN' | 'MAX' | 'SUM', args: readonly Expr[], cells: Cells, ev: (x: Expr) => Scalar): Scalar {
  const xs = numbers(args, cells, ev);
  if (isErrorValue(xs)) return xs;
  if (fn === 'SUM') return xs.reduce((s, x) => s + x, 0);
  if (xs.length === 0) return 0;
  return fn === 'MIN' ? Math.min(...xs) : Math.max(...xs);
}

/** Excel's COUNT: the numbers; in a range blanks, text, logicals and errors are skipped. */
function count(args: readonly Expr[], cells: Cells, ev: (x: Expr) => Scalar): number {
  let n = 0;
  for (const a of args) {
    if (isRange(a)) for (const row of cells.range(a.a1)) n += row.filter((v) => typeof v === 'number').length;
    else if (typeof ev(a) === 'number') n++;
  }
  return n;
}

/** Excel's DATE: a year under 1900 counts from 1900, a month or day out of range rolls over; no date before 1900 or after 9999. */
function date([y, m, d]: readonly (number | ErrorValue)[]): Scalar {
  for (const x of [y, m, d]) if (isErrorValue(x)) return x;
  let year = Math.trunc(y as number);
  if (year < 0 || year > 9999) return NUM;
  if (year < 1900) year += 1900;
  const serial = Date.UTC(year, Math.trunc(m as number) - 1, Math.trunc(d as number)) / DAY_MS + EXCEL_EPOCH;
  return serial < 61 || serial > LAST_SERIAL ? NUM : serial;
}

/** Excel's YEAR and MONTH of a serial date. */
function yearOrMonth(fn: 'YEAR' | 'MONTH', x: number | ErrorValue): Scalar {
  if (isErrorValue(x)) return x;
  if (x < 61 || x >= LAST_SERIAL + 1) return NUM;
  const d = new Date((Math.floor(x) - EXCEL_EPOCH) * DAY_MS);
  return fn === 'YEAR' ? d.getUTCFullYear() : d.getUTCMonth() + 1;
}
