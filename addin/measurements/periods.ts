/**
 * Measured intervals reduced to one value a period (a month, a week, a day), the points a trend is
 * fitted to (sizing/trend.ts). PM/400 trended monthly peaks; a period's value is the statistic asked
 * for over its intervals. Times are the file's wall-clock times (read.ts), so periods are calendar
 * periods as the file prints them.
 */
import type { Measurements } from './read';

export const PERIODS = ['month', 'week', 'day'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_STATISTICS = ['peak', 'p95', 'mean', 'peak-hour'] as const;
export type PeriodStatistic = (typeof PERIOD_STATISTICS)[number];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The start of the period holding time t (ms): the first of the month, the Monday of the week (ISO 8601), the day. */
export function periodStart(t: number, period: Period): number {
  const day = Math.floor(t / DAY) * DAY;
  if (period === 'day') return day;
  if (period === 'week') return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The first moment after the period starting at `start` (ms): the next month's first, the next Monday, the next day. */
export function periodEnd(start: number, period: Period): number {
  if (period === 'day') return start + DAY;
  if (period === 'week') return start + 7 * DAY;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/**
 * The share of its length a period must be measured for to be fitted: half. A period measured for
 * less (the month a history's last interval opens, stamped 00:00 on the 1st because Collection
 * Services stamps an interval by its end; the current month of a mid-month export; a month the
 * collection was off for weeks) holds a peak of a few days, not of the period, and would pull the
 * fitted line down at the history's end. An add-in convention, as the fit is (sizing/trend.ts).
 */
export const MIN_COVERAGE = 0.5;

/** A period of a history: where its intervals are and how much of it they measured. */
export interface CoveredPeriod {
  /** The period's start and end (ms, as the file's times). */
  readonly start: number;
  readonly end: number;
  /** Its intervals: indexes [from, to) of the history's times. */
  readonly from: number;
  readonly to: number;
  /** The share of its length measured: its intervals times the interval length, over its length, at most 1. */
  readonly coverage: number;
  /** Whether it is measured for MIN_COVERAGE of its length or more, and so fitted. */
  readonly covered: boolean;
}

/**
 * The periods of a history in time order, each with the share of it measured: its intervals counted
 * at the interval length (the shortest step between two timestamps, intervalLength). A single interval
 * measures nothing that can be counted, so a history of one interval has one period, not covered.
 */
export function coveredPeriods(times: ArrayLike<number>, period: Period): CoveredPeriod[] {
  const step = intervalLength(times) ?? 0;
  const out: CoveredPeriod[] = [];
  for (let from = 0; from < times.length;) {
    const start = periodStart(times[from], period);
    let to = from + 1;
    while (to < times.length && periodStart(times[to], period) === start) to++;
    const end = periodEnd(start, period);
    const coverage = Math.min(1, ((to - from) * step) / (end - start));
    out.push({ start, end, from, to, coverage, covered: coverage >= MIN_COVERAGE });
    from = to;
  }
  return out;
}

/** A share of a period measured, in percent: to 0.1 point, or to 0.01 below 0.1% (a quarter hour of a month is 0.03%). */
export function coverageSaid(coverage: number): string {
  const x = coverage * 100;
  return `${Number(x.toFixed(x >= 0.1 ? 1 : 2))}%`;
}

/** The periods a history leaves out of a fit for coverage, said in words: "the month of 2026-10-01 (0.03% of it measured)". */
export function uncoveredSaid(periods: readonly { readonly start: string; readonly coverage: number }[], period: Period): string {
  const said = periods.map((p) => `${p.start} (${coverageSaid(p.coverage)} of it measured)`);
  return `the ${period}${said.length === 1 ? '' : 's'} of ${said.join(', ')}`;
}

/**
 * The length of an interval: the shortest step between two timestamps of the file (the collection
 * interval; a longer step is a gap). Null for a single interval.
 */
export function intervalLength(times: ArrayLike<number>): number | null {
  let step = Infinity;
  for (let i = 1; i < times.length; i++) step = Math.min(step, times[i] - times[i - 1]);
  return Number.isFinite(step) ? step : null;
}

/** 95th percentile, nearest rank, as summary.ts takes it: the ceil(0.95 N)-th of the values sorted up. */
function p95(values: Float64Array): number {
  return values.slice().sort()[Math.ceil((95 * values.length) / 100) - 1];
}

/**
 * The peak hour: the highest mean over a run of consecutive intervals covering 60 minutes with no
 * gap (each step the interval length), within [from, to); the peak where the intervals are an hour or
 * longer. Null where no such run lies in the period. The one definition: the trend's periods and the
 * file's summary (summary.ts) both take it.
 */
export function peakHour(times: Float64Array, values: Float64Array, from: number, to: number, step: number | null): number | null {
  if (step === null || step >= HOUR) return peakOf(values.subarray(from, to));
  const k = Math.ceil(HOUR / step);
  let best: number | null = null;
  let sum = 0;
  let run = 0;
  for (let i = from; i < to; i++) {
    // A gap starts a new run.
    if (i > from && times[i] - times[i - 1] !== step) {
      run = 0;
      sum = 0;
    }
    sum += values[i];
    run++;
    if (run > k) sum -= values[i - k];
    if (run >= k && (best === null || sum / k > best)) best = sum / k;
  }
  return best;
}

function peakOf(values: Float64Array): number {
  let peak = -Infinity;
  for (const v of values) if (v > peak) peak = v;
  return peak;
}

export interface PeriodValue {
  /** The period's start, ms as the file's times. */
  readonly start: number;
  /** The share of the period measured, and whether that is enough for it to be fitted (coveredPeriods). */
  readonly coverage: number;
  readonly covered: boolean;
  /** The statistic over the period's intervals; null where it has none (a peak hour without a full hour measured). */
  readonly value: number | null;
}

/** One value a period, in time order, of the series (the intervals' total or interactive utilization), with how much of each period was measured. */
export function periodValues(m: Measurements, series: 'cpu' | 'interactive', period: Period, statistic: PeriodStatistic): PeriodValue[] {
  const values = m[series];
  const step = intervalLength(m.times);
  return coveredPeriods(m.times, period).map(({ start, from, to, coverage, covered }) => {
    const v = values?.subarray(from, to);
    // A file without an interactive column: every period's interactive value is unknown.
    const value =
      !values || !v
        ? null
        : statistic === 'peak'
          ? peakOf(v)
          : statistic === 'mean'
            ? v.reduce((s, x) => s + x, 0) / v.length
            : statistic === 'p95'
              ? p95(v)
              : peakHour(m.times, values, from, to, step);
    return { start, coverage, covered, value };
  });
}
