/**
 * Formula text of an Expr, in Excel's en-US syntax. Live mode keeps add-in calls; portable mode
 * replaces each by its portable twin (functions/index.ts), which reads support sheets through names.
 */
import type { Expr, Op } from './expr';
import { NAMESPACE } from '../names';
import type { SupportId } from '../workbook/support';
import type { Mode } from '../workbook/template';

export interface Expansion {
  readonly expr: Expr;
  /** The expansion compares whole columns: the cell must be a (single-cell) array formula. */
  readonly array?: boolean;
}

export interface RenderContext {
  readonly mode: Mode;
  /** The name a support range is read through (the caller defines it on the sheet). */
  supportName(id: SupportId): string;
  /** The native expansion of an add-in call, for portable mode. */
  expand(id: string, args: readonly Expr[]): Expansion;
  /**
   * The sheet's intermediate results (SheetBuilder.intermediate): a cell's formula text, without its "=", to the
   * reference the sheet shows it by. A part of a formula written the same is that cell's value, so it reads the cell
   * instead: a twin's long logic (a curve, a rest of the work) in a labelled cell of its own, each formula short.
   */
  readonly intermediates?: ReadonlyMap<string, Intermediate>;
  /** The cell is an array formula whatever its expansions say (a portable form written out: CellContent.portableArray). */
  readonly array?: boolean;
}

/** A cell a formula reads in place of its text; `array` where it is an array formula, which only array formulas read. */
export interface Intermediate {
  readonly ref: string;
  readonly array?: boolean;
}

export interface Rendered {
  /** With the leading "=". */
  readonly text: string;
  readonly array: boolean;
}

// Excel's precedence, lowest first: comparison, &, + -, * /, ^ (negation binds tighter than ^).
const PRECEDENCE: Readonly<Record<Op, number>> = {
  '=': 1,
  '<>': 1,
  '<': 1,
  '<=': 1,
  '>': 1,
  '>=': 1,
  '&': 2,
  '+': 3,
  '-': 3,
  '*': 4,
  '/': 4,
  '^': 5,
};

export function render(e: Expr, ctx: RenderContext): Rendered {
  let array = ctx.array === true;
  let readsArray = '';
  const held = (s: string): string | undefined => {
    const cell = ctx.intermediates?.get(s);
    if (cell?.array) readsArray = cell.ref;
    return cell?.ref;
  };
  const text = (x: Expr, parent = 0, right = false): string => {
    if (typeof x === 'number') return literal(x);
    if (typeof x === 'string') return `"${x.replace(/"/g, '""')}"`;
    if (typeof x === 'boolean') return x ? 'TRUE' : 'FALSE';
    switch (x.k) {
      case 'ref':
        return x.name ?? x.a1;
      case 'support':
        return ctx.supportName(x.id);
      case 'neg':
        return `-${text(x.a, 6)}`;
      case 'op': {
        const p = PRECEDENCE[x.op];
        // Excel's binary operators are left-associative: a right operand of equal rank needs brackets.
        const s = `${text(x.a, p)}${x.op}${text(x.b, p, true)}`;
        const cell = held(s);
        if (cell !== undefined) return cell;
        return p < parent || (right && p === parent) ? `(${s})` : s;
      }
      case 'fn': {
        const s = `${x.fn}(${x.args.map((a) => text(a)).join(',')})`;
        return held(s) ?? s;
      }
      case 'as400': {
        if (ctx.mode === 'live') return `${NAMESPACE}.${x.id}(${x.args.map((a) => text(a)).join(',')})`;
        const expansion = ctx.expand(x.id, x.args);
        array ||= expansion.array === true;
        return text(settled(expansion.expr), parent, right);
      }
    }
  };
  const body = text(e);
  if (readsArray && !array) throw new Error(`a plain formula would read the array formula ${readsArray} in place of its text: =${body}`);
  return { text: `=${body}`, array };
}

/** Numbers as Excel reads them back exactly: shortest round-trip digits, exponent in capitals. */
export function literal(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`no Excel literal for ${x}`);
  return String(x).toUpperCase().replace('E+', 'E');
}

type Literal = number | string | boolean;
const isLiteral = (e: Expr): e is Literal => typeof e !== 'object';

/** Excel's comparison of two constants: numbers before text before logicals, text without regard to case. */
function compareLiterals(a: Literal, b: Literal): number {
  const rank = (x: Literal): number => (typeof x === 'number' ? 0 : typeof x === 'string' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === 'string') {
    const [x, y] = [a.toLowerCase(), (b as string).toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return Number(a) - Number(b);
}

const COMPARE: Partial<Record<Op, (c: number) => boolean>> = {
  '=': (c) => c === 0,
  '<>': (c) => c !== 0,
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
};

/**
 * A twin's expansion with what its constants settle left out: a comparison of two constants is its answer, and an IF
 * whose test is TRUE or FALSE is the branch it takes (a twin written for any argument, given "" or 0, would otherwise
 * carry branches no value can reach), and OR's FALSE and AND's TRUE are left out. The same value in every engine, in
 * fewer characters.
 */
export function settled(e: Expr): Expr {
  if (typeof e !== 'object') return e;
  switch (e.k) {
    case 'op': {
      const [a, b] = [settled(e.a), settled(e.b)];
      const compare = COMPARE[e.op];
      if (compare && isLiteral(a) && isLiteral(b)) return compare(compareLiterals(a, b));
      return a === e.a && b === e.b ? e : { ...e, a, b };
    }
    case 'neg': {
      const a = settled(e.a);
      return a === e.a ? e : { ...e, a };
    }
    case 'fn': {
      const args = e.args.map(settled);
      if (e.fn === 'IF' && typeof args[0] === 'boolean') return args[0] ? args[1] : args[2];
      // OR's FALSE and AND's TRUE change nothing (an error among the rest is still the answer).
      const neutral = e.fn === 'OR' ? false : e.fn === 'AND' ? true : undefined;
      if (neutral !== undefined && args.includes(neutral)) {
        const rest = args.filter((a) => a !== neutral);
        // What is left all the other logical (OR(TRUE), AND(FALSE)) is that logical.
        if (rest.every((a) => a === !neutral)) return rest.length === 0 ? neutral : !neutral;
        return { ...e, args: rest };
      }
      return args.every((a, i) => a === e.args[i]) ? e : { ...e, args };
    }
    case 'as400': {
      const args = e.args.map(settled);
      return args.every((a, i) => a === e.args[i]) ? e : { ...e, args };
    }
    default:
      return e;
  }
}
