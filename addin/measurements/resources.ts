/**
 * What a planner reads from a QAPMDISK export (qapmdisk.ts) and a QAPMPOOLB export (qapmpoolb.ts),
 * within a window where one is given (window.ts), judged by the book's rules:
 * - disk arm busy against PCR V4R5 14.1's guideline, DASDUTILGUIDE (sizing/dasd.ts, utilizationGuide:
 *   seed 000 line 4560, 55% for one arm, 40% for two or more, "when 2 or more arms have an average
 *   utilization of 40%, some of the arms may be at the 50% - 55% range"): so both the busiest arm of each
 *   interval and the mean over the arms are counted against it;
 * - storage pool faulting per pool, the machine pool apart: PCR V4R5 19.5 (seed 000 line 6539) publishes
 *   guidelines only for the machine pool and for the sum over all pools, and its user-pool steps
 *   (FAULTPCTINT, FAULTPCTBATCH; lines 6549-6565) need figures a QAPMPOOLB export does not hold;
 * - a pool's size beside 19.4's largest useful size for its activity level, POOLMAXKB (line 6533).
 */
import { type SizingError, valueError } from '../errors';
import { poolMaxKb } from '../sizing/storage';
import { utilizationGuide } from '../sizing/dasd';
import { DAYS_PER_YEAR } from '../sizing/trend';
import type { DiskMeasurements } from './qapmdisk';
import { MACHINE_POOL, type PoolMeasurements } from './qapmpoolb';
import { p95Of } from './summary';
import { isPast, LIMIT_DECIMALS } from './boundary';
import { describeWindow, formatTime, inWindow, type Window } from './window';

const DAY = 86_400_000;
/** A month as the growth per month counts it: a twelfth of a year of 365.25 days. */
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;
/** The shortest span a growth per month is drawn from. */
export const MIN_GROWTH_DAYS = 1;

/** Peak, 95th percentile (nearest rank, as summary.ts), mean and when the peak was measured (its first interval). */
export interface Figures {
  readonly peak: number;
  readonly p95: number;
  readonly mean: number;
  readonly peakAt: number;
}

/** The figures of the values at `index` that are numbers (NaN: not measured in that interval); null where none is. */
export function figuresOf(times: Float64Array, values: Float64Array, index: Uint32Array): Figures | null {
  const kept = new Float64Array(index.length);
  let n = 0;
  let sum = 0;
  let top = -1;
  for (let k = 0; k < index.length; k++) {
    const i = index[k];
    const v = values[i];
    if (Number.isNaN(v)) continue;
    kept[n++] = v;
    sum += v;
    if (top < 0 || v > values[top]) top = i;
  }
  if (n === 0) return null;
  return { peak: values[top], p95: p95Of(kept.subarray(0, n)), mean: sum / n, peakAt: times[top] };
}

/**
 * The least-squares slope of the values at `index` against their time, per month (DAYS_PER_MONTH); null
 * where they span less than a day (MIN_GROWTH_DAYS): a month's growth drawn from hours is noise, not a trend.
 */
export function slopePerMonth(times: Float64Array, values: Float64Array, index: Uint32Array): number | null {
  if (times[index[index.length - 1]] - times[index[0]] < MIN_GROWTH_DAYS * DAY) return null;
  let n = 0;
  let sx = 0;
  let sy = 0;
  const t0 = times[index[0]];
  for (const i of index) {
    if (Number.isNaN(values[i])) continue;
    n++;
    sx += (times[i] - t0) / DAY;
    sy += values[i];
  }
  if (n < 2) return null;
  const [mx, my] = [sx / n, sy / n];
  let sxx = 0;
  let sxy = 0;
  for (const i of index) {
    if (Number.isNaN(values[i])) continue;
    const dx = (times[i] - t0) / DAY - mx;
    sxx += dx * dx;
    sxy += dx * (values[i] - my);
  }
  return sxx === 0 ? null : (sxy / sxx) * DAYS_PER_MONTH;
}

/** The intervals of a file within a window (all of them for none), or why none is: the window named with the file's span. */
export function intervalsIn(times: Float64Array, w: Window | null): Uint32Array | SizingError {
  const index = new Uint32Array(times.length);
  const keep = w && inWindow(w);
  let n = 0;
  for (let i = 0; i < times.length; i++) if (!keep || keep(times[i])) index[n++] = i;
  if (n === 0) {
    return valueError(
      `the window ${describeWindow(w!)} holds no interval of the file, which runs from ${formatTime(times[0])} ` +
        `to ${formatTime(times[times.length - 1])}: widen the window or check its dates`,
    );
  }
  return index.subarray(0, n);
}

/** The span a summary covers. */
export interface Span {
  readonly format: string;
  readonly intervals: number;
  readonly first: string;
  readonly last: string;
  readonly window: string | null;
}

const spanOf = (format: string, times: Float64Array, index: Uint32Array, w: Window | null): Span => ({
  format,
  intervals: index.length,
  first: formatTime(times[index[0]]),
  last: formatTime(times[index[index.length - 1]]),
  window: w && describeWindow(w),
});

export interface DiskSummary extends Span {
  /** The arms read (with samples), and those skipped (no samples in any interval: DSSMPL 0). */
  readonly arms: number;
  readonly armsSkipped: number;
  /** The busiest arm of each interval, and the arm at its peak. */
  readonly busiest: Figures & { readonly arm: string };
  /** The mean over the arms of each interval. */
  readonly average: Figures;
  readonly opsPerSecond: { readonly peak: number; readonly mean: number };
  /**
   * The measured service time of an operation, in ms: the arms' busy seconds over the operations of the
   * window (the utilization law, busy = operations a second x service time: sizing/laws.ts), each interval
   * weighted by its INTSEC; PCR 14.1's Service Time (Tables 14.1-14.3) with queuing left out, as a busy
   * arm's sample is. Null where the window has no operation.
   */
  readonly serviceMs: number | null;
  /** Shares of the capacity used: the first and last intervals', and the least-squares growth per month (of the share; null for less than a day). */
  readonly spaceUsed: { readonly first: number; readonly last: number; readonly growthPerMonth: number | null };
  /** DASDUTILGUIDE(arms): PCR V4R5 14.1, 55% for one arm, 40% for two or more. */
  readonly guideline: number;
  readonly guidelineSource: string;
  /** The intervals whose busiest arm, and whose mean over the arms, is above the guideline. */
  readonly intervalsAboveGuideline: { readonly busiest: number; readonly average: number };
  readonly warnings: readonly string[];
}

export const DISK_GUIDELINE_SOURCE = 'PCR V4R5 14.1 (seed 000 line 4560): 55% for one arm, 40% for two or more (DASDUTILGUIDE)';

export function summarizeDisk(d: DiskMeasurements, w: Window | null = null): DiskSummary | SizingError {
  const index = intervalsIn(d.times, w);
  if (!(index instanceof Uint32Array)) return index;
  const busiest = figuresOf(d.times, d.busiest, index);
  const average = figuresOf(d.times, d.average, index);
  if (busiest === null || average === null) {
    return valueError(
      `no arm took samples in the ${index.length} interval${index.length === 1 ? '' : 's'} of the window: no busy figure (DSSMPL is 0 in each)`,
    );
  }
  const guideline = utilizationGuide(d.armsRead);
  if (typeof guideline !== 'number') return guideline;
  let above = 0;
  let aboveAverage = 0;
  let opsPeak = 0;
  let opsSum = 0;
  let busySeconds = 0;
  let operations = 0;
  let arm = '';
  for (const i of index) {
    busySeconds += d.busyTotal[i] * d.seconds[i];
    operations += d.opsPerSecond[i] * d.seconds[i];
    // Above PCR 14.1's guideline at the place it is printed in (boundary.ts): 40% is 40.00%, whatever the arithmetic's last bits.
    if (isPast(d.busiest[i], guideline, LIMIT_DECIMALS)) above++;
    if (isPast(d.average[i], guideline, LIMIT_DECIMALS)) aboveAverage++;
    if (d.opsPerSecond[i] > opsPeak) opsPeak = d.opsPerSecond[i];
    opsSum += d.opsPerSecond[i];
    if (arm === '' && d.times[i] === busiest.peakAt) arm = d.keys[d.busiestArm[i]];
  }
  const space = [...index].filter((i) => !Number.isNaN(d.spaceUsed[i]));
  return {
    ...spanOf(d.format, d.times, index, w),
    arms: d.armsRead,
    armsSkipped: d.armsSkipped.length,
    busiest: { ...busiest, arm },
    average,
    opsPerSecond: { peak: opsPeak, mean: opsSum / index.length },
    serviceMs: operations > 0 ? (busySeconds / operations) * 1000 : null,
    spaceUsed: {
      first: space.length ? d.spaceUsed[space[0]] : NaN,
      last: space.length ? d.spaceUsed[space[space.length - 1]] : NaN,
      growthPerMonth: slopePerMonth(d.times, d.spaceUsed, index),
    },
    guideline,
    guidelineSource: DISK_GUIDELINE_SOURCE,
    intervalsAboveGuideline: { busiest: above, average: aboveAverage },
    warnings: d.warnings,
  };
}

export interface PoolSummary {
  readonly pool: number;
  /** Pool 1, the machine pool: PCR 19.5's guidelines for it are published apart from the user pools'. */
  readonly machinePool: boolean;
  /** The last interval's size (KB) and activity level (the system tuner, QPFRADJ, changes both). */
  readonly sizeKB: number;
  readonly activityLevel: number;
  /** Database plus non-database faults per second, and each apart. */
  readonly faultsPerSecond: Figures;
  readonly databaseFaultsPerSecond: Figures;
  readonly nonDatabaseFaultsPerSecond: Figures;
  /** POOLMAXKB(activity level): 19.4's largest size of an active pool, 3072K a job (line 6533); null for an activity level of 0. */
  readonly maxActiveSizeKB: number | null;
}

export interface PoolsSummary extends Span {
  readonly pools: readonly PoolSummary[];
  /** The sum over the pools of each interval, PCR 19.5's "system wide" faults. */
  readonly allPoolsFaultsPerSecond: Figures;
  /** What PCR 19.5's steps need that a QAPMPOOLB export does not hold. */
  readonly faultingNeeds: string;
  readonly warnings: readonly string[];
}

export const FAULTING_NEEDS =
  'PCR V4R5 19.5 (seed 000 lines 6539-6565) publishes no user-pool faulting guideline; its steps judge a pool by the share ' +
  'of response time (interactive: FAULTPCTINT, from the response time, the disk response time and the transactions per hour) or of ' +
  'run time (batch: FAULTPCTBATCH, from the disk response time, the batch CPU share and the concurrent jobs) spent faulting, ' +
  'under 10% little to gain, 25% or more worth more memory. A QAPMPOOLB export gives the faults, not those figures: take them ' +
  'from the same interval (QAPMSMJOS response time, QAPMDISK service time) to use the functions. The machine pool and the ' +
  'sum over all pools have published guidelines (the Work Management guide, which the PCR cites but does not print)';

export function summarizePools(p: PoolMeasurements, w: Window | null = null): PoolsSummary | SizingError {
  const index = intervalsIn(p.times, w);
  if (!(index instanceof Uint32Array)) return index;
  const n = p.times.length;
  const all = new Float64Array(n).fill(NaN);
  const pools: PoolSummary[] = [];
  for (const s of p.pools) {
    const total = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      total[i] = s.databaseFaultsPerSecond[i] + s.nonDatabaseFaultsPerSecond[i];
      if (!Number.isNaN(total[i])) all[i] = (Number.isNaN(all[i]) ? 0 : all[i]) + total[i];
    }
    const faults = figuresOf(p.times, total, index);
    if (faults === null) continue;
    let k = index.length - 1;
    while (Number.isNaN(s.sizeKB[index[k]])) k--;
    const lastAt = index[k];
    const activityLevel = s.activityLevel[lastAt];
    pools.push({
      pool: s.pool,
      machinePool: s.pool === MACHINE_POOL,
      sizeKB: s.sizeKB[lastAt],
      activityLevel,
      faultsPerSecond: faults,
      databaseFaultsPerSecond: figuresOf(p.times, s.databaseFaultsPerSecond, index)!,
      nonDatabaseFaultsPerSecond: figuresOf(p.times, s.nonDatabaseFaultsPerSecond, index)!,
      maxActiveSizeKB: activityLevel > 0 ? poolMaxKb(activityLevel) : null,
    });
  }
  return {
    ...spanOf(p.format, p.times, index, w),
    pools,
    allPoolsFaultsPerSecond: figuresOf(p.times, all, index)!,
    faultingNeeds: FAULTING_NEEDS,
    warnings: p.warnings,
  };
}

const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;
const rate = (x: number): string => `${Number(x.toFixed(1))}`;

/** The disk summary in a sentence, as the command line, the pane and the report's Summary give it. */
export function diskSentence(s: DiskSummary): string {
  const under = s.busiest.peak <= s.guideline ? 'under' : 'above';
  return (
    `Disk: busiest arm ${pct(s.busiest.peak)} at peak (${s.busiest.arm}, ${formatTime(s.busiest.peakAt)}), ${under} PCR 14.1's ` +
    `${pct(s.guideline)} for ${s.arms === 1 ? 'one arm' : `${s.arms} arms`}; space ${pct(s.spaceUsed.last)} used`
  );
}

/** The pool summary in a sentence: the machine pool apart, the sum over all pools, and what PCR 19.5 would need. */
export function poolsSentence(s: PoolsSummary): string {
  const machine = s.pools.find((p) => p.machinePool);
  const all = s.allPoolsFaultsPerSecond;
  return (
    `Memory: ${s.pools.length} pool${s.pools.length === 1 ? '' : 's'}; ` +
    (machine
      ? `machine pool ${rate(machine.faultsPerSecond.peak)} faults/s at peak, ${rate(machine.faultsPerSecond.mean)} mean; `
      : 'no machine pool (pool 1) in the file; ') +
    `all pools ${rate(all.peak)} faults/s at peak (${formatTime(all.peakAt)}), ${rate(all.mean)} mean; ` +
    "user pools not judged: PCR 19.5's steps need the response time, disk response time and throughput the file does not give"
  );
}
