/**
 * Template formulas as data. A formula is written once, as an Expr, and then
 *  - evaluated by the core (evaluate.ts) for the value a generated file opens with,
 *  - rendered as live text, add-in calls kept (=AS400.EIU(Model,InteractiveUtil)),
 *  - rendered as portable text, add-in calls expanded into their native twins over support sheets (functions/index.ts).
 */
import type { FunctionId } from '../functions';
import type { SupportId } from '../workbook/support';
import { LIMIT_DECIMALS } from '../measurements/boundary';

export type Op = '+' | '-' | '*' | '/' | '^' | '&' | '=' | '<>' | '<' | '<=' | '>' | '>=';

/** Native Excel functions the templates and the portable expansions use, and no others. */
export type NativeFn =
  | 'IF'
  | 'MIN'
  | 'MAX'
  | 'SUM'
  | 'COUNT'
  | 'AND'
  | 'OR'
  | 'ROUNDUP'
  | 'ROUND'
  | 'CHOOSE'
  | 'LN'
  | 'EXP'
  | 'SUMPRODUCT'
  | 'NA'
  | 'INDEX'
  | 'MATCH'
  | 'SEARCH'
  | 'SUBSTITUTE'
  | 'UPPER'
  | 'VALUE'
  | 'SIGN'
  | 'ISNUMBER'
  | 'ISERROR'
  | 'DATE'
  | 'YEAR'
  | 'MONTH';

/** A cell or range of the sheet being built, referred to by its defined name or by address. */
export interface Ref {
  readonly k: 'ref';
  /** A1 address or range on the sheet, e.g. "B5" or "C20:C40". */
  readonly a1: string;
  /** The sheet-scoped name the formula text shows instead of the address. */
  readonly name?: string;
  /**
   * A line of a candidates table, or a catalog key, whose ratings the sheet already shows in cells of its own (its
   * processor CPW, its 2.8 knee and maximum as INTSHARE answers them): a portable twin reads those cells rather than
   * expanding the system again (functions/portable.ts systemOf, keyCurve), so no formula grows past what a planner can
   * audit. Live text and the core's value read the system as they always do. A key given so must be one of the
   * catalog's where the formula reads it (INTSHARE reads a CPW too, with a curve of its own). `alert`, where the sheet
   * shows it too, is the line's alert threshold as INTSHARE(line, "threshold") answers it (70% of its 2.10 threshold),
   * which TARGETSTATUS's twin reads at that same 70%.
   */
  readonly ratings?: { readonly cpw: Ref; readonly knee: Ref; readonly max: Ref; readonly alert?: Ref };
}

/** A column or block of a support sheet (portable mode only), e.g. "catalog.cpw". */
export interface SupportRef {
  readonly k: 'support';
  readonly id: SupportId;
}

export interface Binary {
  readonly k: 'op';
  readonly op: Op;
  readonly a: Expr;
  readonly b: Expr;
}
export interface Negate {
  readonly k: 'neg';
  readonly a: Expr;
}
export interface Native {
  readonly k: 'fn';
  readonly fn: NativeFn;
  readonly args: readonly Expr[];
}
/** A call of an add-in function, by its Excel id (EIU, CPW...). */
export interface As400 {
  readonly k: 'as400';
  readonly id: FunctionId;
  readonly args: readonly Expr[];
}

export type Expr = number | string | boolean | Ref | SupportRef | Binary | Negate | Native | As400;

const op =
  (o: Op) =>
  (a: Expr, b: Expr): Binary => ({ k: 'op', op: o, a, b });

export const add = op('+');
export const sub = op('-');
export const mul = op('*');
export const div = op('/');
export const pow = op('^');
export const concat = op('&');
export const eq = op('=');
export const ne = op('<>');
export const lt = op('<');
export const le = op('<=');
export const gt = op('>');
export const ge = op('>=');
export const neg = (a: Expr): Negate => ({ k: 'neg', a });

export const fn = (name: NativeFn, ...args: Expr[]): Native => ({ k: 'fn', fn: name, args });
export const IF = (c: Expr, a: Expr, b: Expr): Native => fn('IF', c, a, b);
export const MIN = (...args: Expr[]): Native => fn('MIN', ...args);
export const MAX = (...args: Expr[]): Native => fn('MAX', ...args);

/**
 * Whether a utilization is within a limit derived from it (an alert threshold), as the measurements count
 * intervals past one (measurements/boundary.ts): the limit at the place it is printed in, hundredths of a
 * percent, so a value printed equal to it is within it (8% against 70% of 120/1,050 CPW, 0.07999999999999999).
 */
export const withinLimit = (value: Expr, limit: Expr): Binary => le(value, add(fn('ROUND', limit, LIMIT_DECIMALS + 2), 0.5 / 10 ** (LIMIT_DECIMALS + 2)));

export const as400 = (id: FunctionId, ...args: Expr[]): As400 => ({ k: 'as400', id, args });
export const support = (id: SupportId): SupportRef => ({ k: 'support', id });

/**
 * A computed CPW handed to a function that takes a system as text ("240 CPW"): a whole number such
 * as 650 would read as a model number (README: a system is a key or a CPW).
 */
export const CPW_SUFFIX = ' CPW';
export const cpwText = (x: Expr): Binary => concat(x, CPW_SUFFIX);

/** A reference to a block of cells ("C20:C40"), which functions take whole. */
export const isRange = (e: Expr): e is Ref => typeof e === 'object' && e.k === 'ref' && e.a1.includes(':');
