/** The portable twins of trend.ts's functions, beside them (portable.ts says why in a file of their own). */
import { DAYS_PER_YEAR, LAST_DATE } from '../sizing/trend';
import { add, div, eq, type Expr, fn, ge, gt, IF, le, lt, MAX, mul, ne, pow, sub } from '../templates/expr';
import { NUM_ERROR, type Twins, valueErrorSaying } from './portable';
import type { TREND } from './trend';

/**
 * The twins' fit: least squares of LN(values) on dates from SUMPRODUCT sums, which need no array
 * entry, taken about the latest date and the highest value so no digits are lost (equal values fit
 * a slope of exactly 0). An empty pair (empty or 0 on both) adds nothing to any sum; a pair with one
 * empty is #VALUE!, no pair an empty cell, as the function.
 */
interface TrendSums {
  readonly n: Expr;
  readonly sx: Expr;
  readonly sy: Expr;
  /** The slope's numerator and denominator: n Sxy - Sx Sy over n Sxx - Sx^2, the latter above 0 once the dates differ. */
  readonly num: Expr;
  readonly den: Expr;
  readonly last: Expr;
  readonly top: Expr;
}

function trendFit(args: readonly Expr[], answer: (s: TrendSums) => Expr): Expr {
  const [d, v] = args;
  const sp = (x: Expr) => fn('SUMPRODUCT', x);
  const [last, top] = [MAX(d), MAX(v)];
  const x = mul(sub(d, last), ne(d, 0));
  const y = fn('LN', add(div(v, top), eq(v, 0)));
  const n = sp(mul(ne(mul(d, v), 0), 1));
  const [sx, sy] = [sp(x), sp(y)];
  const num = sub(mul(n, sp(mul(x, y))), mul(sx, sy));
  const den = sub(mul(n, sp(pow(x, 2))), pow(sx, 2));
  const oneEmpty = gt(sp(pow(sub(eq(d, 0), eq(v, 0)), 2)), 0);
  const refused = fn('OR', lt(n, 3), gt(sp(mul(lt(v, 0), 1)), 0), eq(sp(pow(x, 2)), 0));
  return IF(
    oneEmpty,
    valueErrorSaying('fill both cells of a row or neither'),
    IF(eq(n, 0), '', IF(refused, NUM_ERROR, answer({ n, sx, sy, num, den, last, top }))),
  );
}

/** Portable twins. */
export const TREND_TWINS = {
  /** Add-in convention, least squares on LN: EXP(365.25 x slope) - 1. */
  TRENDGROWTH: (args) => trendFit(args, ({ num, den }) => sub(fn('EXP', mul(DAYS_PER_YEAR, div(num, den))), 1)),
  /** Add-in convention: where the line reaches LN(limit); #NUM! for a limit of 0 or less, a trend that does not grow, no date 1900-9999. */
  TRENDDATE: (args) =>
    trendFit(args, ({ n, sx, sy, num, den, last, top }) => {
      // The line y = Sy/n + slope (x - Sx/n) reaches LN(limit / top) at x, counted from the latest date.
      const limit = args[2];
      const day = add(add(last, div(sx, n)), div(mul(sub(fn('LN', div(limit, top)), div(sy, n)), den), num));
      return IF(le(mul(limit, 1), 0), NUM_ERROR, IF(le(num, 0), NUM_ERROR, IF(fn('OR', lt(day, 1), ge(day, LAST_DATE + 1)), NUM_ERROR, day)));
    }),
} satisfies Twins<typeof TREND>;
