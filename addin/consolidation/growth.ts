/**
 * Growth through a consolidation: each source's growth fitted from its own measured history (or
 * given by the planner), and the combined work projected by applying each source's growth to its own
 * intervals and adding them up again, so that the coincident figure of the years ahead keeps the
 * sources' peaks where they fall.
 *
 * - The fit is the trend's (sizing/trend.ts, an add-in convention): ln of one value a month (the
 *   consolidation's statistic of the month's intervals) by least squares against the month's first
 *   day; growth a year exp(365.25 x slope) - 1.
 * - A month measured for less than half its length (periods.ts MIN_COVERAGE: the one interval
 *   Collection Services stamps "00:00" of the next month at the end of a collection, or the month an
 *   export stops in) is left out of the fit and said, as the trend leaves it out.
 * - "Today" is the last month every source measured for half its length or more: today's figure is
 *   the coincident statistic of that month's intervals, and the years ahead count from its end.
 * - The range: the fit's 95% prediction interval of ln(value) at a date (ŷ ± t(0.975, n - 2) x s x
 *   sqrt(1 + 1/n + (x - x̄)² / Sxx), the textbook interval of a new observation about a least-squares
 *   line), every source at its upper bound for the earliest date, at its lower for the latest.
 */
import { fitTrend, DAYS_PER_YEAR } from '../sizing/trend';
import { coveredPeriods, intervalLength, periodEnd, periodStart } from '../measurements/periods';
import type { Timeline } from './align';
import { type ConsolidationStatistic, figureOf } from './statistic';

const DAY = 86_400_000;
const YEAR = DAYS_PER_YEAR * DAY;

/** One month of a source's history: its first day (ms), its statistic, and whether it was measured for half its length or more. */
export interface MonthValue {
  readonly start: number;
  readonly value: number;
  readonly counted: boolean;
}

export interface SourceGrowth {
  /** Growth a year, a fraction; null where none could be fitted and none was given. */
  readonly growth: number | null;
  /** The fit's R²; null where given or not fitted. */
  readonly r2: number | null;
  /** Whether the planner gave it (--growth). */
  readonly given: boolean;
  /** The months fitted (counted), and every month with its value. */
  readonly fitted: number;
  readonly months: readonly MonthValue[];
  /** Why there is no fit, where there is none. */
  readonly why: string | null;
  /** ln(value) = intercept + slope x day (ms / DAY), and what its prediction interval needs; null where given. */
  readonly band: Band | null;
}

interface Band {
  readonly slope: number;
  readonly n: number;
  readonly meanDay: number;
  readonly sxx: number;
  /** t(0.975, n - 2) x s, s the residuals' standard error. */
  readonly ts: number;
}

/** Each month of a series: its statistic, and whether it was measured for half its length or more (the trend's coveredPeriods, one rule for both). */
export function monthValues(times: Float64Array, values: Float64Array, statistic: ConsolidationStatistic): MonthValue[] {
  const step = intervalLength(times);
  return coveredPeriods(times, 'month').flatMap(({ start, from, to, covered }) => {
    const f = figureOf(times.subarray(from, to), values.subarray(from, to), step, statistic);
    return f === null ? [] : [{ start, value: f.value, counted: covered }];
  });
}

/** Student's t at 0.975 for 1 to 30 degrees of freedom, as printed in any table of the t distribution (NIST/SEMATECH e-Handbook 1.3.6.7.2). */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069,
  2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** t(0.975, df): the table to 30, then the Cornish-Fisher expansion about the normal's 1.96 (within 0.001 past 30). */
export function t975(df: number): number {
  if (df <= T975.length) return T975[df - 1];
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

/** A source's growth: the given rate, or the fit over its counted months (3 or more). */
export function sourceGrowth(months: readonly MonthValue[], given: number | null): SourceGrowth {
  const counted = months.filter((m) => m.counted);
  const base = { months, fitted: counted.length };
  if (given !== null) return { ...base, growth: given, r2: null, given: true, why: null, band: null };
  if (counted.length < 3) {
    return {
      ...base,
      growth: null,
      r2: null,
      given: false,
      why: `${counted.length} month${counted.length === 1 ? '' : 's'} measured for half their length or more; a growth needs 3`,
      band: null,
    };
  }
  const days = counted.map((m) => m.start / DAY);
  const fit = fitTrend(
    days,
    counted.map((m) => m.value),
  );
  if ('kind' in fit) return { ...base, growth: null, r2: null, given: false, why: fit.message, band: null };
  const n = counted.length;
  const meanDay = days.reduce((s, x) => s + x, 0) / n;
  let sxx = 0;
  let sse = 0;
  counted.forEach((m, i) => {
    sxx += (days[i] - meanDay) ** 2;
    sse += (Math.log(m.value) - (fit.intercept + fit.slope * days[i])) ** 2;
  });
  const s = n > 2 ? Math.sqrt(sse / (n - 2)) : 0;
  return {
    ...base,
    growth: Math.expm1(DAYS_PER_YEAR * fit.slope),
    r2: fit.r2,
    given: false,
    why: null,
    band: { slope: fit.slope, n, meanDay, sxx, ts: t975(n - 2) * s },
  };
}

export type Bound = 'central' | 'upper' | 'lower';

/** How much a source's work at `today` has grown `years` later: (1 + g)^years, or that times the prediction interval's factor at that date. */
export function factorAt(g: SourceGrowth, today: number, years: number, bound: Bound): number {
  const central = Math.pow(1 + (g.growth ?? 0), years);
  if (bound === 'central' || g.band === null) return central;
  const b = g.band;
  const day = (today + years * YEAR) / DAY;
  const half = b.ts * Math.sqrt(1 + 1 / b.n + (day - b.meanDay) ** 2 / b.sxx);
  return central * Math.exp(bound === 'upper' ? half : -half);
}

/** The combined work of the "today" month, each source's intervals kept apart so each can be grown by its own rate. */
export interface TodayWork {
  /** The month's first day and the end it counts from (ms). */
  readonly start: number;
  readonly end: number;
  readonly times: Float64Array;
  /** Each source's work at the month's common times. */
  readonly bySource: readonly Float64Array[];
  readonly step: number | null;
}

/**
 * The last month in which every source measured half its length or more, at the times every source
 * has; null where there is none (each source measured a part of a month only).
 */
export function todayWork(timeline: Timeline, months: readonly (readonly MonthValue[])[]): TodayWork | null {
  const full = months.map((ms) => new Set(ms.filter((m) => m.counted).map((m) => m.start)));
  const commonTimes = Float64Array.from(timeline.common, (j) => timeline.times[j]);
  for (let i = commonTimes.length - 1; i >= 0;) {
    const start = periodStart(commonTimes[i], 'month');
    let from = i;
    while (from > 0 && commonTimes[from - 1] >= start) from--;
    if (full.every((f) => f.has(start))) {
      const at = new Map<number, number>();
      for (let k = from; k <= i; k++) at.set(timeline.common[k], k - from);
      const bySource = timeline.sources.map((s) => {
        const out = new Float64Array(i - from + 1);
        s.at.forEach((j, x) => {
          const k = at.get(j);
          if (k !== undefined) out[k] = s.cpw[x];
        });
        return out;
      });
      return { start, end: periodEnd(start, 'month'), times: commonTimes.slice(from, i + 1), bySource, step: timeline.step };
    }
    i = from - 1;
  }
  return null;
}

/** The combined statistic of the today month with each source's work times its factor. */
export function projected(w: TodayWork, factors: readonly number[], statistic: ConsolidationStatistic): number {
  const sum = new Float64Array(w.times.length);
  w.bySource.forEach((s, k) => {
    const f = factors[k];
    for (let i = 0; i < s.length; i++) sum[i] += s[i] * f;
  });
  return figureOf(w.times, sum, w.step, statistic)?.value ?? NaN;
}

/** The most years a limit is looked for ahead: past that, "not within 50 years". */
export const HORIZON_YEARS = 50;

/**
 * Years from today until the combined work passes `limit` (CPW), or null where it does not within
 * the horizon; 0 where it is past it today. Found year by year, then by halving within the year it
 * is passed in (the combined work of sources that all grow, or all shrink, moves one way).
 */
export function yearsToLimit(at: (years: number) => number, limit: number): number | null {
  if (at(0) >= limit) return 0;
  let lo = 0;
  let hi = 1;
  while (at(hi) < limit) {
    lo = hi;
    hi++;
    if (hi > HORIZON_YEARS) return null;
  }
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (at(mid) >= limit) hi = mid;
    else lo = mid;
  }
  return hi;
}

export const yearsToMs = (years: number): number => years * YEAR;
