/**
 * The trend of QAPMDISK history (qapmdisk.ts), fitted as the CPU's is (history.ts: one value a period,
 * the periods without one left out, compound growth by least squares over the last 3, 6 and 12 periods
 * and all of them): the busiest arm's busy share, to the date it reaches PCR V4R5 14.1's guideline
 * (DASDUTILGUIDE of the arms read), and the share of the disk space used, to the date it reaches a
 * planner's limit, 80% by default. The 80% is a planner convention, not a rule of the PCR, which gives
 * no limit for disk space: beyond it a system has little room to grow into before disk is bought.
 */
import { utilizationGuide } from '../sizing/dasd';
import { joinMeasurements, seriesTrend, type SeriesTrend } from './history';
import type { Period, PeriodStatistic } from './periods';
import type { DiskMeasurements } from './qapmdisk';
import type { Measurements } from './read';

/** The default limit of the share of disk space used: a planner convention (above). */
export const SPACE_LIMIT = 0.8;

/**
 * A disk file as the CPU history reads one: its busiest arm as `cpu` and its space used as
 * `interactive`, the intervals without either (no arm sampled, no capacity) left out.
 */
function asHistory(d: DiskMeasurements): Measurements {
  const keep: number[] = [];
  for (let i = 0; i < d.times.length; i++) if (!Number.isNaN(d.busiest[i]) && !Number.isNaN(d.spaceUsed[i])) keep.push(i);
  const pick = (a: Float64Array) => Float64Array.from(keep, (i) => a[i]);
  return {
    zoned: d.zoned,
    times: pick(d.times),
    cpu: pick(d.busiest),
    interactive: pick(d.spaceUsed),
    lines: Uint32Array.from(keep, (i) => d.lines[i]),
    headings: { timestamp: d.timeHeading, cpu: '(DSSMPL - DSNBSY) / DSSMPL, busiest arm', interactive: '1 - sum DSAVL / sum DSCAP' },
    separator: ',',
    format: d.format,
    entitlement: null,
    warnings: d.warnings,
  };
}

export interface DiskTrend {
  readonly times: Float64Array;
  /** The arms read (the most of any file) and the guideline they give. */
  readonly arms: number;
  readonly guideline: number;
  readonly busiest: SeriesTrend;
  readonly spaceLimit: number;
  readonly spaceUsed: SeriesTrend;
}

/** The trends of several disk files as one history, or why not (files that overlap, named). */
export function diskTrend(
  files: readonly string[],
  read: readonly DiskMeasurements[],
  period: Period,
  statistic: PeriodStatistic,
  spaceLimit: number = SPACE_LIMIT,
): DiskTrend | string {
  const history = joinMeasurements(files, read.map(asHistory));
  if (typeof history === 'string') return history;
  const arms = Math.max(...read.map((d) => d.armsRead));
  const guideline = utilizationGuide(arms) as number;
  return {
    times: history.times,
    arms,
    guideline,
    busiest: seriesTrend(history, 'cpu', period, statistic, guideline),
    spaceLimit,
    spaceUsed: seriesTrend(history, 'interactive', period, statistic, spaceLimit),
  };
}
