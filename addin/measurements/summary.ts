/**
 * What a planner sizes from measured intervals: peak, peak hour, mean and 95th percentile of total
 * and interactive CPU utilization (and of the processing units consumed, where the file gives the
 * entitlement), the busiest intervals and the gaps; knee.ts sets them against a model's knee.
 * Utilizations are fractions: of the entitlement where the file gives one, else of the whole CPU.
 */
import { partitionOf, type PartitionShape } from './partition';
import { unitsConsumed } from './units';
import { intervalLength, peakHour } from './periods';
import type { Measurements } from './read';
import { formatTime, inWindow, isWindowed, type Window } from './window';

export interface Statistics {
  readonly peak: number;
  readonly mean: number;
  /**
   * 95th percentile, nearest rank: the smallest measured value that at least 95% of the intervals
   * are at or below, the ceil(0.95 N)-th of the values sorted up. It is always a measured value,
   * as a planner reading the sorted column would find it; no interpolation between intervals.
   */
  readonly p95: number;
  /**
   * The highest mean over any run of consecutive intervals covering 60 minutes with no gap (4 of 15
   * minutes); the peak where the intervals are an hour or longer (periods.ts). Unlike the peak, one
   * runaway interval cannot set it alone. Null where no such run was measured (less than an hour, or
   * gaps breaking every hour).
   */
  readonly peakHour: number | null;
  /** When the peak was measured: the time (ms, as Measurements.times) of the first interval at the peak. */
  readonly peakAt: number;
}

/** One of the busiest intervals. */
export interface Busy {
  /** The interval's time, ms as Measurements.times. */
  readonly at: number;
  readonly cpu: number;
  /** Null where the file has no interactive column. */
  readonly interactive: number | null;
}

/** Where intervals are missing: between the intervals at `after` and `before` (ms), `missing` of them. */
export interface Gap {
  readonly after: number;
  readonly before: number;
  readonly missing: number;
}

export interface Summary {
  readonly intervals: number;
  /** The export the file was read as (Measurements.format). */
  readonly format: string;
  /**
   * The partition's entitlement in processing units, the last interval's (an entitlement changed
   * during the file is the reader's warning); null where the file gives none.
   */
  readonly entitlement: number | null;
  /** The partition the file measured: uncapped or capped, its virtual processors, its entitlement (partition.ts); null for a whole system. */
  readonly partition: PartitionShape | null;
  readonly cpu: Statistics;
  /** Null where the file has no interactive column: unknown, not 0. */
  readonly interactive: Statistics | null;
  /** The same figures of the processing units consumed (each interval's cpu times its own entitlement); null without an entitlement. */
  readonly cores: Statistics | null;
  /** First and last timestamps, as formatTime shows every time. */
  readonly first: string;
  readonly last: string;
  /** The length of every interval in seconds when all are the same; null when they differ (gaps) or there is one. */
  readonly intervalSeconds: number | null;
  /** The 10 busiest intervals by total CPU, busiest first; of equal ones the earlier first. */
  readonly top: readonly Busy[];
  /** Every place where intervals are missing, in time order. */
  readonly gaps: readonly Gap[];
  /** The reader's warnings, then the summary's (a column of zeros, the gaps), each naming the intervals it concerns. */
  readonly warnings: readonly string[];
}

/** How many busy intervals the summary lists. */
export const TOP = 10;
/** How many gaps the warnings name one by one; the rest are counted in one more. */
export const GAPS_NAMED = 10;

/** Buckets of a selection pass. */
const BUCKETS = 4096;

/**
 * The k-th smallest value (from 0), the column left as it is. Sorting a million intervals took 150
 * to 250 ms a column; this counts the values into 4,096 buckets of equal width between the least and
 * the greatest (the bucket is monotonic in the value, so the buckets keep the order), keeps the one
 * holding rank k and goes on in it: three passes over the column, then a few over a bucket of a few
 * hundred values. Values all equal end it; a bucket still large after four rounds (values clustered
 * at every scale) is sorted.
 */
export function kthSmallest(values: Float64Array, k: number): number {
  let a = values;
  for (let round = 0; ; round++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < a.length; i++) {
      if (a[i] < lo) lo = a[i];
      if (a[i] > hi) hi = a[i];
    }
    if (lo === hi) return lo;
    if (round === 4 || a.length <= BUCKETS) return a.slice().sort()[k];
    const scale = BUCKETS / (hi - lo);
    const counts = new Uint32Array(BUCKETS);
    for (let i = 0; i < a.length; i++) counts[Math.min(BUCKETS - 1, Math.floor((a[i] - lo) * scale))]++;
    let b = 0;
    while (k >= counts[b]) k -= counts[b++];
    const inside = new Float64Array(counts[b]);
    let n = 0;
    for (let i = 0; i < a.length; i++) if (Math.min(BUCKETS - 1, Math.floor((a[i] - lo) * scale)) === b) inside[n++] = a[i];
    a = inside;
  }
}

/** Nearest rank: the ceil(0.95 N)-th value sorted up. */
export function p95Of(values: Float64Array): number {
  // 95 N / 100 in whole numbers: 0.95 * 20 is 19.000000000000004 in floating point, whose ceiling is 20.
  const rank = Math.ceil((95 * values.length) / 100);
  return kthSmallest(values, rank - 1);
}

function statistics(times: Float64Array, values: Float64Array, step: number | null): Statistics {
  let sum = 0;
  let top = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i];
    if (values[i] > values[top]) top = i;
  }
  return {
    peak: values[top],
    mean: sum / values.length,
    p95: p95Of(values),
    peakHour: peakHour(times, values, 0, values.length, step),
    peakAt: times[top],
  };
}

function regularInterval(times: Float64Array): number | null {
  if (times.length < 2) return null;
  const step = times[1] - times[0];
  for (let i = 2; i < times.length; i++) if (times[i] - times[i - 1] !== step) return null;
  return step / 1000;
}

/**
 * The busiest intervals by cpu, kept sorted in one pass: an interval enters only above the last
 * kept, after those equal to it, so of equal intervals the earlier ones stay.
 */
function busiest(m: Measurements): Busy[] {
  const kept: number[] = [];
  const cpu = m.cpu;
  for (let i = 0; i < cpu.length; i++) {
    if (kept.length === TOP && cpu[i] <= cpu[kept[TOP - 1]]) continue;
    let at = kept.length;
    while (at > 0 && cpu[kept[at - 1]] < cpu[i]) at--;
    kept.splice(at, 0, i);
    if (kept.length > TOP) kept.pop();
  }
  return kept.map((i) => ({ at: m.times[i], cpu: cpu[i], interactive: m.interactive ? m.interactive[i] : null }));
}

/**
 * A step longer than the interval length (the shortest step) is a gap of round(step / length) - 1
 * intervals. A step under one and a half intervals misses none: a late timestamp, not a gap. In a
 * window, only the intervals missing inside it count: the hours and days it leaves out miss nothing.
 */
function gapsOf(times: Float64Array, length: number | null, window: Window | null): Gap[] {
  const gaps: Gap[] = [];
  if (length === null) return gaps;
  const inside = window && inWindow(window);
  for (let i = 1; i < times.length; i++) {
    const step = times[i] - times[i - 1];
    if (step <= length) continue;
    const slots = Math.round(step / length) - 1;
    let missing = slots;
    if (inside) {
      missing = 0;
      for (let k = 1; k <= slots; k++) if (inside(times[i - 1] + k * length)) missing++;
    }
    if (missing > 0) gaps.push({ after: times[i - 1], before: times[i], missing });
  }
  return gaps;
}

const count = (n: number, what: string): string => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;

/**
 * A column that is 0 in every interval is more often an export that left it empty than a measurement:
 * practitioners report Collection Services exports whose CPU columns came out as zeros.
 */
function zeroColumn(m: Measurements, values: Float64Array, name: string, heading: string): string | null {
  for (let i = 0; i < values.length; i++) if (values[i] !== 0) return null;
  const span =
    values.length === 1
      ? `the one interval (${formatTime(m.times[0])})`
      : `all ${count(values.length, 'interval')} (${formatTime(m.times[0])} to ${formatTime(m.times[values.length - 1])})`;
  const why =
    name === 'interactive'
      ? 'either the system ran no interactive work or the export left the column empty'
      : 'an export that left the column empty, not a measurement: a running system uses some CPU';
  return `the ${name} column ("${heading}") is 0 in ${span}: ${why}; check the export before sizing from it`;
}

function gapWarnings(gaps: readonly Gap[], length: number): string[] {
  const minutes = length / 60_000;
  const every = Number.isInteger(minutes) ? `${minutes} min` : `${length / 1000} s`;
  const named = gaps
    .slice(0, GAPS_NAMED)
    .map(
      (g) =>
        `${count(g.missing, 'interval')} of ${every} missing between ${formatTime(g.after)} ` +
        `and ${formatTime(g.before)}: the statistics are of the intervals measured, and no peak hour spans a gap`,
    );
  if (gaps.length > GAPS_NAMED) {
    const rest = gaps.slice(GAPS_NAMED);
    const missing = rest.reduce((s, g) => s + g.missing, 0);
    named.push(
      `and ${count(rest.length, 'more gap')} after ${formatTime(rest[0].after)} ` +
        `(${count(missing, 'interval')} missing in them; the JSON summary lists every gap)`,
    );
  }
  return named;
}

/** The window, the interval length, the gaps and the warnings a summary gives (the reader's, a column of zeros, the gaps). */
function checked(m: Measurements): { window: Window | null; length: number | null; gaps: Gap[]; warnings: string[] } {
  const window = isWindowed(m) ? m.window : null;
  const length = isWindowed(m) ? m.fileIntervalLength : intervalLength(m.times);
  const gaps = gapsOf(m.times, length, window);
  const warnings = [...m.warnings];
  const zeroCpu = zeroColumn(m, m.cpu, 'cpu', m.headings.cpu);
  if (zeroCpu) warnings.push(zeroCpu);
  const zeroInteractive = m.interactive && zeroColumn(m, m.interactive, 'interactive', m.headings.interactive ?? 'interactive');
  if (zeroInteractive) warnings.push(zeroInteractive);
  if (gaps.length && length !== null) warnings.push(...gapWarnings(gaps, length));
  return { window, length, gaps, warnings };
}

/** The warnings `summarize` gives for a file, without its statistics: a consolidation reads only these of each source. */
export const summaryWarnings = (m: Measurements): readonly string[] => checked(m).warnings;

/**
 * The summary of a file's intervals, or of those within a window (window.ts, applyWindow): there the
 * interval length is the file's, and only intervals missing inside the window are gaps.
 */
export function summarize(m: Measurements): Summary {
  const n = m.cpu.length;
  const { window, length, gaps, warnings } = checked(m);
  const cores = unitsConsumed(m);
  return {
    intervals: n,
    format: m.format,
    entitlement: m.entitlement ? m.entitlement[n - 1] : null,
    partition: partitionOf(m),
    cpu: statistics(m.times, m.cpu, length),
    interactive: m.interactive && statistics(m.times, m.interactive, length),
    cores: cores && statistics(m.times, cores, length),
    first: formatTime(m.times[0]),
    last: formatTime(m.times[n - 1]),
    // In a window the steps over the hours left out are no irregularity: every interval is the file's length unless one is missing.
    intervalSeconds: window ? (gaps.length === 0 && length !== null && n > 1 ? length / 1000 : null) : regularInterval(m.times),
    top: busiest(m),
    gaps,
    warnings,
  };
}
