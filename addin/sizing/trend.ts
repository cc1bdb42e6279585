/**
 * Trends from measured history: an add-in convention, not a rule of the sources. The PCR asks for
 * the history ("the proof point will be in having the historical data to show the trend of the
 * workload", PCR V4R5 2.10, seed 000 line 725) but prints no fit. Growth is taken as compound:
 * ln(value) fitted by least squares against the date in days, so the slope is a growth rate per
 * day, exp(365.25 x slope) - 1 per year, the rate GROWTH and MONTHSTOLIMIT take.
 */
import { numError, type Result } from '../errors';

export interface TrendFit {
  /** Slope of ln(value) per day. */
  readonly slope: number;
  /** ln(value) of the fitted line at day 0 (the date serial 0, or whatever origin the days count from). */
  readonly intercept: number;
  /** Share of the variance of ln(value) the line explains; 1 where every value is the same (the line fits exactly). */
  readonly r2: number;
  readonly n: number;
}

/** Days in a year, leap years included, as the growth per year is counted. */
export const DAYS_PER_YEAR = 365.25;

/**
 * The least-squares line of ln(value) against the day. Fewer than 3 points, a value of 0 or less,
 * or days all equal: #NUM! with the reason. Sums are taken about the first point, so dates near 45,000
 * lose no digits and equal values fit a slope of exactly 0.
 */
export function fitTrend(days: ArrayLike<number>, values: ArrayLike<number>): Result<TrendFit> {
  const n = days.length;
  if (n < 3) return numError(`a trend needs 3 points or more, got ${n}`);
  const x0 = days[0];
  const y0 = Math.log(values[0]);
  let sx = 0;
  let sy = 0;
  let same = true;
  for (let i = 0; i < n; i++) {
    if (!(values[i] > 0)) return numError(`value ${values[i]} of point ${i + 1}: a trend takes values above 0`);
    if (days[i] !== x0) same = false;
    sx += days[i] - x0;
    sy += Math.log(values[i]) - y0;
  }
  if (same) return numError('the dates are all the same: no trend');
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = days[i] - x0 - mx;
    const dy = Math.log(values[i]) - y0 - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const slope = sxy / sxx;
  return { slope, intercept: y0 + my - slope * (mx + x0), r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy), n };
}

/** The compound growth per year of a fit: exp(365.25 x slope) - 1. */
export const annualGrowth = (fit: TrendFit): number => Math.expm1(DAYS_PER_YEAR * fit.slope);

/** The date serial of 9999-12-31, the last date Excel shows (the first is 1, 1900-01-01). */
export const LAST_DATE = 2958465;

/**
 * The day the fitted line reaches `limit` (above 0, in the unit of the values): (ln(limit) - intercept) / slope,
 * before the last point where the line is already past it. A line that does not grow never reaches
 * a limit above it, and a date before 1900 or after 9999 is no date: #NUM!.
 */
export function trendDate(fit: TrendFit, limit: number): Result<number> {
  if (!(fit.slope > 0)) return numError(`the trend does not grow: it never reaches ${limit}`);
  const day = (Math.log(limit) - fit.intercept) / fit.slope;
  return day >= 1 && day < LAST_DATE + 1 ? day : numError(`the trend reaches ${limit} before 1900 or after 9999`);
}
