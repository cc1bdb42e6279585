/** The portable twins of planning.ts's functions, beside them (portable.ts says why in a file of their own). */
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { ROUNDING_DIGITS } from '../sizing/months';
import { add, div, fn, ge, gt, IF, le, lt, MAX, mul, pow, sub } from '../templates/expr';
import { arg, curveEiu, NUM_ERROR, type Twins } from './portable';
import type { PLANNING } from './planning';

/** Portable twins. */
export const PLANNING_TWINS = {
  /** Add-in convention: value x (1 + rate)^years; #NUM! for a rate above 1 (100% a year), as the function. */
  GROWTH: ([v, rate, years]) => IF(gt(rate, 1), NUM_ERROR, mul(v, pow(add(1, rate), years))),
  /** Add-in convention: 12 ln(limit / u) / ln(1 + g), 0 once there; #NUM! for a rate above 1, as the function. */
  MONTHSTOLIMIT: (args) => {
    const [u, g] = args;
    const limit = arg(args, 2, PLANNING_GUIDELINE);
    return IF(gt(g, 1), NUM_ERROR, IF(ge(u, limit), 0, div(mul(12, fn('LN', div(limit, u))), fn('LN', add(1, g)))));
  },
  /**
   * months.ts: the rest of the work is the total less EIU(interactive); the growth f at which
   * rest x f + EIU(interactive x f) reaches the limit lies below the knee, over it, or past a capped
   * knee (max at or below it), each a line: the core solves the same segments.
   */
  MONTHSTOCPU: (args) => {
    // months.ts: an interactive share a rounding above the total is taken (the core takes the total for it, a difference
    // of a rounding in the months; not written here, where each use of it would repeat it), and past a capped knee a
    // rest within a rounding of 0 is none: the CPU never gets there.
    const [u, i, knee, max, g] = args;
    const limit = arg(args, 5, PLANNING_GUIDELINE);
    const cap = le(max, knee);
    const eiuNow = curveEiu(cap, knee, max, i);
    const rest = MAX(0, sub(u, eiuNow));
    const below = div(limit, add(rest, i));
    const slope = div(sub(1, knee), sub(max, knee));
    const over = div(add(sub(limit, knee), mul(knee, slope)), add(rest, mul(i, slope)));
    const held = IF(le(fn('ROUND', rest, ROUNDING_DIGITS), 0), NUM_ERROR, div(sub(limit, knee), rest));
    const f = IF(le(add(rest, i), 0), NUM_ERROR, IF(le(mul(i, below), knee), below, IF(cap, held, over)));
    // A growth so small that 1 + g is 1 never gets there, as the core's infinite months.
    const months = IF(le(fn('LN', add(1, g)), 0), NUM_ERROR, div(mul(12, fn('LN', f)), fn('LN', add(1, g))));
    // The readers' refusals first, as the function: shares out of range, a maximum below the knee, growth above 100%.
    const bounds = [lt(u, 0), gt(u, 10), lt(i, 0), gt(i, 10), le(knee, 0), gt(knee, 1), le(max, 0), gt(max, 1), gt(g, 1), gt(limit, 1)];
    const refused = fn('OR', ...bounds, gt(fn('ROUND', sub(i, u), ROUNDING_DIGITS), 0), lt(max, knee));
    // No work (a total within a rounding of 0) never gets there, as the core says, whatever a rounding of interactive share.
    const none = le(fn('ROUND', u, ROUNDING_DIGITS), 0);
    return IF(refused, NUM_ERROR, IF(ge(add(rest, eiuNow), limit), 0, IF(none, NUM_ERROR, months)));
  },
} satisfies Twins<typeof PLANNING>;
