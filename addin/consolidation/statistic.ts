/**
 * The statistic a consolidation is sized by, of a series in CPW, and when it was measured. The
 * figures are the measured files' own (measurements/summary.ts: peak, p95 nearest rank, peak hour),
 * taken of the series as of a file's intervals, so one definition serves both.
 */
import { peakHour } from '../measurements/periods';
import type { Measurements } from '../measurements/read';
import { summarize } from '../measurements/summary';
import type { Windowed } from '../measurements/window';

export const CONSOLIDATION_STATISTICS = ['peak', 'p95', 'peak-hour'] as const;
export type ConsolidationStatistic = (typeof CONSOLIDATION_STATISTICS)[number];

export interface Figure {
  readonly value: number;
  /**
   * When: the first interval at the peak or at the p95 (nearest rank: a measured value); the first
   * interval of the peak hour.
   */
  readonly at: number;
}

/**
 * A series on the grid as measurements of `step` (the summary's interval length): a window that
 * leaves nothing out, so that its peak hour spans no missing grid time.
 */
function asMeasurements(times: Float64Array, values: Float64Array, step: number | null): Windowed {
  const m: Measurements = {
    zoned: false,
    times,
    cpu: values,
    interactive: null,
    lines: new Uint32Array(times.length),
    headings: { timestamp: 'time', cpu: 'CPW', interactive: null },
    separator: ',',
    format: 'consolidated work (CPW)',
    entitlement: null,
    warnings: [],
  };
  return { ...m, window: { from: null, to: null, hours: null, days: null }, fileIntervalLength: step };
}

/** Equal within floating-point noise: the peak hour's running sum differs in its last bits with where it starts. */
const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** The first interval of the (first) peak hour worth `value`: the first end it is reached by, then the latest start that still reaches it. */
function peakHourAt(times: Float64Array, values: Float64Array, step: number | null, value: number): number {
  const reached = (from: number, to: number) => {
    const v = peakHour(times, values, from, to, step);
    return v !== null && (v > value || same(v, value));
  };
  let lo = 1;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (reached(0, mid)) hi = mid;
    else lo = mid + 1;
  }
  const to = lo;
  let a = 0;
  let b = to - 1;
  while (a < b) {
    const mid = (a + b + 1) >> 1;
    if (reached(mid, to)) a = mid;
    else b = mid - 1;
  }
  return times[a];
}

/** The statistic of the series and its time; null for a peak hour where no whole hour was measured. */
export function figureOf(times: Float64Array, values: Float64Array, step: number | null, statistic: ConsolidationStatistic): Figure | null {
  // The peak as the summary takes it, the first interval at the highest value; without the rest of a summary, which the default need not pay for.
  if (statistic === 'peak') {
    let top = 0;
    for (let i = 1; i < values.length; i++) if (values[i] > values[top]) top = i;
    return { value: values[top], at: times[top] };
  }
  const s = summarize(asMeasurements(times, values, step)).cpu;
  if (statistic === 'p95') return { value: s.p95, at: times[values.indexOf(s.p95)] };
  return s.peakHour === null ? null : { value: s.peakHour, at: peakHourAt(times, values, step, s.peakHour) };
}
