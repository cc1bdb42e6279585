/** The portable twins of dasd.ts's functions, beside them (portable.ts says why in a file of their own). */
import { div, type Expr, fn, ge, IF, le, lt, mul, sub } from '../templates/expr';
import { NUM_ERROR, type Twins } from './portable';
import type { DASD } from './dasd';

/** Excel's ROUND to `digits` significant digits of a number of 1 or more: JavaScript's toPrecision, as sizing/dasd.ts rounds before its ceiling. */
function significant(x: Expr, digits: number): Expr {
  let decimals: Expr = digits - 1;
  for (let k = 1; k <= 15; k++) decimals = sub(decimals, ge(x, 10 ** k));
  return fn('ROUND', x, decimals);
}

/** Portable twins. */
export const DASD_TWINS = {
  /**
   * Arms for a load (sizing/dasd.ts armsNeeded, PCR V4R5 14.1 lines 4558-4560): 1 while one arm stays at or under 55%, else
   * ROUNDUP(ops x ms / (0.4 x 1000)), rounded to 12 significant digits first, as the core; #NUM! for negative ops or a service time of 0 or less.
   */
  DASDARMSNEEDED: ([ops, ms]) => {
    const load = div(mul(ops, ms), mul(0.4, 1000));
    return IF(fn('OR', lt(ops, 0), le(ms, 0)), NUM_ERROR, IF(le(ops, div(mul(0.55, 1000), ms)), 1, fn('ROUNDUP', significant(load, 12), 0)));
  },
} satisfies Twins<typeof DASD>;
