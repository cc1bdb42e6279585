/**
 * Measured history as a trend (docs/measured-data.md, "Trend from history"): several files joined into
 * one history, reduced to one value a period (periods.ts) and fitted (sizing/trend.ts) over the last 3,
 * 6 and 12 periods and over all of them. Shared by `as400-sizer trend` and the sheets that take
 * --history, so both read the same growth from the same file.
 */
import { isError } from '../errors';
import { annualGrowth, fitTrend, trendDate, type TrendFit } from '../sizing/trend';
import { type Period, type PeriodStatistic, type PeriodValue, periodValues } from './periods';
import { isCapWarning, joinedCapWarning } from './partition';
import type { Measurements } from './read';
import { formatTime } from './window';

/** The windows PM/400 trended over, in periods, besides the whole history. */
export const WINDOWS = [3, 6, 12] as const;

const DAY = 86_400_000;
/** Excel's date serial of 1970-01-01: the fit counts days as Excel dates do, so TRENDGROWTH and TRENDDATE agree with it. */
export const EPOCH_SERIAL = 25_569;
export const serial = (ms: number): number => ms / DAY + EPOCH_SERIAL;
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export interface WindowFit {
  readonly periods: number;
  /** The first period the fit starts at (ISO date). */
  readonly from: string;
  readonly growth: number | null;
  readonly r2: number | null;
  readonly error?: string;
}

/** The files' order by their first interval, or why they cannot be one history (two that overlap, named). */
export function timeOrder(files: readonly string[], read: readonly { readonly times: ArrayLike<number> }[]): number[] | string {
  const order = read.map((_, i) => i).sort((a, b) => read[a].times[0] - read[b].times[0]);
  for (let k = 1; k < order.length; k++) {
    const [a, b] = [read[order[k - 1]], read[order[k]]];
    if (b.times[0] <= a.times[a.times.length - 1]) {
      const [later, earlier] = [files[order[k]], files[order[k - 1]]];
      const [starts, ends] = [formatTime(b.times[0]), formatTime(a.times[a.times.length - 1])];
      return `${later}: its first interval, ${starts}, is not after the last of ${earlier}, ${ends}: the files overlap (give each interval once)`;
    }
  }
  return order;
}

/** Several files as one history, in time order; files that overlap are refused, naming both. */
export function joinMeasurements(files: readonly string[], read: readonly Measurements[]): Measurements | string {
  const order = timeOrder(files, read);
  if (typeof order === 'string') return order;
  const cat = (f: (m: Measurements) => Float64Array | null) => Float64Array.from(order.flatMap((i) => [...f(read[i])!]));
  const first = read[order[0]];
  // A capped partition's cap, said once for the whole history: its intervals at the cap summed over the files, the first named with its file.
  const capped = order.flatMap((i) => (read[i].warnings.some(isCapWarning) ? [i] : []));
  const warnings = read.flatMap((m) => m.warnings.filter((w) => !isCapWarning(w)));
  if (capped.length) warnings.push(joinedCapWarning(capped.map((i) => ({ file: files[i], measurements: read[i] }))));
  return {
    ...first,
    zoned: read.some((m) => m.zoned),
    times: cat((m) => m.times),
    cpu: cat((m) => m.cpu),
    interactive: read.every((m) => m.interactive) ? cat((m) => m.interactive) : null,
    entitlement: read.every((m) => m.entitlement) ? cat((m) => m.entitlement) : null,
    // Each interval keeps the line it is on in its own file.
    lines: Uint32Array.from(order.flatMap((i) => [...read[i].lines])),
    warnings,
  };
}

function fitOver(points: readonly PeriodValue[]): WindowFit & { fit: TrendFit | null } {
  const from = isoDate(points[0].start);
  const fit = fitTrend(
    points.map((p) => serial(p.start)),
    points.map((p) => p.value ?? 0),
  );
  if (isError(fit)) return { periods: points.length, from, growth: null, r2: null, error: fit.message, fit: null };
  return { periods: points.length, from, growth: annualGrowth(fit), r2: fit.r2, fit };
}

/** A period of a trend as shown: its start (ISO date), its value (null where it has none), the share of it measured, and whether it was fitted. */
export interface TrendPeriod {
  readonly start: string;
  readonly value: number | null;
  readonly coverage: number;
  readonly fitted: boolean;
}

export interface SeriesTrend {
  /** Every period, fitted or not: one measured for less than half its length (MIN_COVERAGE) or without a value is left out of the fit. */
  readonly periods: readonly TrendPeriod[];
  /** The periods measured for less than MIN_COVERAGE of their length, left out of the fit (each still in `periods`). */
  readonly uncovered: readonly TrendPeriod[];
  /** The periods fitted (covered, with a value), their starts as Excel date serials. */
  readonly points: readonly { readonly date: number; readonly value: number }[];
  readonly growth: number | null;
  readonly r2: number | null;
  readonly error?: string;
  /** The fit over all periods; null where there is none. */
  readonly fit: TrendFit | null;
  readonly windows: readonly WindowFit[];
  /** When the fit over all periods reaches the limit (ISO date), and its date serial. */
  readonly limitDate: string | null;
  readonly limitSerial: number | null;
  readonly limitNote?: string;
  /**
   * Whether the fitted line is at or above the limit at the last period fitted: the work is past the
   * limit already, whether the line crossed it (its date then behind, before the measurements where the
   * line is extrapolated backwards) or never grew (a capped partition flat at its cap has no date).
   */
  readonly pastLimit: boolean;
}

/** Whether the work is past the limit already (SeriesTrend.pastLimit): a date of the trend's is then no date ahead. */
export const pastAlready = (t: SeriesTrend): boolean => t.pastLimit;

/** The trend of one series of the history: its periods, the fit over all of them and over the windows, and when it reaches `limit`. */
export function seriesTrend(m: Measurements, which: 'cpu' | 'interactive', period: Period, statistic: PeriodStatistic, limit: number): SeriesTrend {
  const all = periodValues(m, which, period, statistic);
  // A period measured for less than half its length, or without a value (no full hour measured, for
  // the peak hour), is left out of the fit, and said.
  const points = all.filter((p) => p.covered && p.value !== null);
  const shown = all.map((p) => ({ start: isoDate(p.start), value: p.value, coverage: p.coverage, fitted: p.covered && p.value !== null }));
  const { fit, ...whole } = points.length ? fitOver(points) : { fit: null, growth: null, r2: null, error: 'no period is fitted' };
  const date = fit === null ? null : trendDate(fit, limit);
  // The fitted line (of LN of the values, trend.ts) at the last period fitted, against LN of the limit.
  const last = points.length ? serial(points[points.length - 1].start) : null;
  const pastLimit = fit !== null && last !== null && limit > 0 && fit.intercept + fit.slope * last >= Math.log(limit);
  return {
    periods: shown,
    uncovered: shown.filter((_, i) => !all[i].covered),
    points: points.map((p) => ({ date: serial(p.start), value: p.value as number })),
    growth: whole.growth,
    r2: whole.r2,
    ...(whole.error ? { error: whole.error } : {}),
    fit,
    windows: WINDOWS.filter((w) => w <= points.length).map((w) => {
      const { fit: _, ...f } = fitOver(points.slice(-w));
      return f;
    }),
    limitDate: date === null || isError(date) ? null : isoDate((date - EPOCH_SERIAL) * DAY),
    limitSerial: date === null || isError(date) ? null : date,
    ...(isError(date) ? { limitNote: date.message } : {}),
    pastLimit,
  };
}
