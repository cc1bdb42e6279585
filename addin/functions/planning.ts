/** Growth and response time (add-in conventions; the sources print no such formulas). */
import { growth as grow, monthsToLimit as months, PLANNING_GUIDELINE, responseTime as mmc } from '../sizing/planning';
import { curveOfShares, monthsToCpu as cpuMonthsOf, ROUNDING_DIGITS } from '../sizing/months';
import { isError, type Result } from '../errors';
import { add, div, type Expr, fn, ge, gt, IF, le, lt, MAX, mul, pow, sub } from '../formula/expr';
import { cells, fraction, growthRate, number, optional } from './define-function';
import { arg, curveEiu, NUM_ERROR, type Twin } from './portable';

const GROWTH_ARGS = [number('value'), growthRate('annual_rate'), number('years', { min: 0 })] as const;

const MONTHS_ARGS = [fraction('utilization'), growthRate('annual_growth'), optional(fraction('limit', { above: 0 }), PLANNING_GUIDELINE)] as const;

const CPU_MONTHS_ARGS = [
  number('utilization', { min: 0, max: 10 }),
  number('interactive_utilization', { min: 0, max: 10 }),
  fraction('knee', { above: 0 }),
  fraction('max', { above: 0 }),
  growthRate('annual_growth'),
  optional(fraction('limit', { above: 0 }), PLANNING_GUIDELINE),
] as const;

/** months.ts over a curve given by its shares. */
function cpuMonths(u: number, i: number, knee: number, max: number, growth: number, limit: number): Result<number> {
  const curve = curveOfShares(knee, max);
  return isError(curve) ? curve : cpuMonthsOf(u, i, curve, growth, limit);
}

const RESPONSE_ARGS = [
  number('service_time', { min: 0 }),
  fraction('utilization'),
  optional(number('servers', { min: 1, max: 100000, integer: true }), 1),
] as const;

/**
 * What MONTHSTOCPU's twin reads again and again, from its first four arguments: the interactive share's EIU on the
 * curve today (2.8) and the rest of the work beside it. A sheet shows them in labelled cells of their own
 * (SheetBuilder.intermediate), which its twin then reads in their place.
 */
export function cpuMonthsParts(u: Expr, i: Expr, knee: Expr, max: Expr): { readonly eiuNow: Expr; readonly rest: Expr } {
  const eiuNow = curveEiu(le(max, knee), knee, max, i);
  return { eiuNow, rest: MAX(0, sub(u, eiuNow)) };
}

/**
 * MONTHSTOCPU's twin, months.ts: the rest of the work is the total less EIU(interactive); the growth f
 * at which rest x f + EIU(interactive x f) reaches the limit lies below the knee, over it, or past a
 * capped knee (max at or below it), each a line: the core solves the same segments.
 */
const cpuMonthsTwin: Twin = (args) => {
  // months.ts: an interactive share a rounding above the total is taken (the core takes the total for it, a difference
  // of a rounding in the months; not written here, where each use of it would repeat it), and past a capped knee a
  // rest within a rounding of 0 is none: the CPU never gets there.
  const [u, i, knee, max, g] = args;
  const limit = arg(args, 5, PLANNING_GUIDELINE);
  const cap = le(max, knee);
  const { eiuNow, rest } = cpuMonthsParts(u, i, knee, max);
  const below = div(limit, add(rest, i));
  const slope = div(sub(1, knee), sub(max, knee));
  const over = div(add(sub(limit, knee), mul(knee, slope)), add(rest, mul(i, slope)));
  const held = IF(le(fn('ROUND', rest, ROUNDING_DIGITS), 0), NUM_ERROR, div(sub(limit, knee), rest));
  const f = IF(le(add(rest, i), 0), NUM_ERROR, IF(le(mul(i, below), knee), below, IF(cap, held, over)));
  // A growth so small that 1 + g is 1 never gets there, as the core's infinite months.
  const monthsToF = IF(le(fn('LN', add(1, g)), 0), NUM_ERROR, div(mul(12, fn('LN', f)), fn('LN', add(1, g))));
  // The readers' refusals first, as the function: shares out of range, a maximum below the knee, growth above 100%.
  const bounds = [lt(u, 0), gt(u, 10), lt(i, 0), gt(i, 10), le(knee, 0), gt(knee, 1), le(max, 0), gt(max, 1), gt(g, 1), gt(limit, 1)];
  const refused = fn('OR', ...bounds, gt(fn('ROUND', sub(i, u), ROUNDING_DIGITS), 0), lt(max, knee));
  // No work (a total within a rounding of 0) never gets there, as the core says, whatever a rounding of interactive share.
  const none = le(fn('ROUND', u, ROUNDING_DIGITS), 0);
  return IF(refused, NUM_ERROR, IF(ge(add(rest, eiuNow), limit), 0, IF(none, NUM_ERROR, monthsToF)));
};

/** Its twin, add-in convention: value x (1 + rate)^years; #NUM! for a rate above 1 (100% a year), as the function. */
const GROWTH = cells(GROWTH_ARGS, grow, ([v, rate, years]) => IF(gt(rate, 1), NUM_ERROR, mul(v, pow(add(1, rate), years))));

/** Its twin, add-in convention: 12 ln(limit / u) / ln(1 + g), 0 once there; #NUM! for a rate above 1, as the function. */
const MONTHSTOLIMIT = cells(MONTHS_ARGS, months, (args) => {
  const [u, g] = args;
  const limit = arg(args, 2, PLANNING_GUIDELINE);
  return IF(gt(g, 1), NUM_ERROR, IF(ge(u, limit), 0, div(mul(12, fn('LN', div(limit, u))), fn('LN', add(1, g)))));
});

const MONTHSTOCPU = cells(CPU_MONTHS_ARGS, cpuMonths, cpuMonthsTwin);
const RESPONSETIME = cells(RESPONSE_ARGS, mmc);

export const PLANNING = { GROWTH, MONTHSTOLIMIT, MONTHSTOCPU, RESPONSETIME };
