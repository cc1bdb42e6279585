/** Trends from measured history (the add-in's convention: least squares on ln). */
import { isError, type Result, type SizingError, valueError, within } from '../errors';
import { annualGrowth, DAYS_PER_YEAR, fitTrend, LAST_DATE, trendDate as dateOf, type TrendFit } from '../sizing/trend';
import { add, div, eq, type Expr, fn, ge, gt, IF, le, lt, MAX, mul, ne, pow, sub } from '../formula/expr';
import { type Arg, type Cell, custom, isEmptyCell, number, optional, plainCell } from './define-function';
import { NUM_ERROR, valueErrorSaying } from './portable';

const POINT_READERS = [optional(number('dates'), null, 'omitted'), optional(number('values'), null, 'omitted')] as const;
const LIMIT = number('limit', { above: 0 });

/** The cells of a range row by row, or a single value as one cell. */
const cellsOf = (arg: Arg): Cell[] => (Array.isArray(arg) ? arg.flat().map((c) => plainCell(c ?? null)) : [plainCell(arg ?? null)]);

/**
 * The fit of the date and value pairs read position by position from two ranges of one size. Not
 * cellwise: one answer for the history. A pair of empty cells is skipped (a list that grows), a pair
 * with one empty is #VALUE! naming its row; the fit's own refusals are #NUM!; no pair at all is no answer.
 */
function fitOf(dates: Arg, values: Arg): Result<TrendFit | null> {
  const d = cellsOf(dates);
  const v = cellsOf(values);
  if (d.length !== v.length) return valueError(`dates and values differ in size: ${d.length} and ${v.length} cells`);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < d.length; i++) {
    const [de, ve] = [isEmptyCell(d[i]), isEmptyCell(v[i])];
    if (de && ve) continue;
    const at = (e: SizingError) => within(`row ${i + 1}`, e, { line: i + 1 });
    if (de || ve) return at(valueError(`${de ? 'a value but no date' : 'a date but no value'}: fill both or neither`));
    const x = POINT_READERS[0](d[i]);
    if (isError(x)) return at(x);
    const y = POINT_READERS[1](v[i]);
    if (isError(y)) return at(y);
    xs.push(x as number);
    ys.push(y as number);
  }
  // A history with no rows (every row empty, as a list not yet begun leaves them) is an empty cell.
  return xs.length ? fitTrend(xs, ys) : null;
}

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

/** Its twin, add-in convention, least squares on LN: EXP(365.25 x slope) - 1. */
const TRENDGROWTH = custom(
  POINT_READERS,
  (args, finish) => {
    const fit = fitOf(args[0], args[1]);
    return [[finish(isError(fit) || fit === null ? fit : annualGrowth(fit))]];
  },
  (args) => trendFit(args, ({ num, den }) => sub(fn('EXP', mul(DAYS_PER_YEAR, div(num, den))), 1)),
);

/** Its twin, add-in convention: where the line reaches LN(limit); #NUM! for a limit of 0 or less, a trend that does not grow, no date 1900-9999. */
const TRENDDATE = custom(
  [...POINT_READERS, LIMIT],
  (args, finish) => {
    const fit = fitOf(args[0], args[1]);
    if (isError(fit) || fit === null) return [[finish(fit)]];
    const one = cellsOf(args[2]);
    const l = one.length === 1 ? LIMIT(one[0]) : valueError('limit takes one value, not a range');
    return [[finish(isError(l) ? l : dateOf(fit, l))]];
  },
  (args) =>
    trendFit(args, ({ n, sx, sy, num, den, last, top }) => {
      // The line y = Sy/n + slope (x - Sx/n) reaches LN(limit / top) at x, counted from the latest date.
      const limit = args[2];
      const day = add(add(last, div(sx, n)), div(mul(sub(fn('LN', div(limit, top)), div(sy, n)), den), num));
      return IF(le(mul(limit, 1), 0), NUM_ERROR, IF(le(num, 0), NUM_ERROR, IF(fn('OR', lt(day, 1), ge(day, LAST_DATE + 1)), NUM_ERROR, day)));
    }),
);

export const TREND = { TRENDGROWTH, TRENDDATE };
