/**
 * Formula text of an Expr, in Excel's en-US syntax. Live mode keeps add-in calls; portable mode
 * replaces each by its portable twin (spec/index.ts), which reads support sheets through names.
 */
import type { Expr, Op } from './expr';
import { NAMESPACE } from '../names';
import type { SupportId } from './support';
import type { Mode } from './template';

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
  let array = false;
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
        return p < parent || (right && p === parent) ? `(${s})` : s;
      }
      case 'fn':
        return `${x.fn}(${x.args.map((a) => text(a)).join(',')})`;
      case 'as400': {
        if (ctx.mode === 'live') return `${NAMESPACE}.${x.id}(${x.args.map((a) => text(a)).join(',')})`;
        const expansion = ctx.expand(x.id, x.args);
        array ||= expansion.array === true;
        return text(expansion.expr, parent, right);
      }
    }
  };
  const body = text(e);
  return { text: `=${body}`, array };
}

/** Numbers as Excel reads them back exactly: shortest round-trip digits, exponent in capitals. */
export function literal(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`no Excel literal for ${x}`);
  return String(x).toUpperCase().replace('E+', 'E');
}
