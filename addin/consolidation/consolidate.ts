/**
 * Consolidation (issue 22): several systems or partitions onto one new system. Each source's
 * measured work in CPW (source.ts), put on one time line (align.ts); the combined work is the sum
 * over the sources at each time, and its peak (or the statistic asked for) is what the new system
 * carries: the coincident peak, below the sum of each source's own peak wherever their peaks fall
 * at different times. Each target then answers its utilization, whether it fits the guideline and
 * the processing units (targets.ts).
 */
import { isError, type Result, SizingError, valueError } from '../errors';
import type { Measurements } from '../measurements/read';
import { formatTime, summaryWarnings } from '../measurements/summary';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { align, type Timeline } from './align';
import { type SourceSystem, type Work, workOf } from './source';
import { type ConsolidationStatistic, type Figure, figureOf } from './statistic';
import { answerTarget, type ConsolidationTarget, PARTITION_ALLOWANCE, type TargetAnswer } from './targets';

export { CONSOLIDATION_STATISTICS, type ConsolidationStatistic, type Figure } from './statistic';
export { entitlementRefusal, parseSourceSystem, type SourceSystem, systemText } from './source';
export { consolidationTarget, DEFAULT_GRANULARITY, PARTITION_ALLOWANCE, roundUpTo, type ConsolidationTarget, type TargetAnswer } from './targets';

/** Fewer than two sources is no consolidation. */
export const MIN_SOURCES = 2;
/** The most sources a Consolidation sheet lays out (a stacked chart of more is unreadable); the command line takes more. */
export const MAX_SHEET_SOURCES = 32;

export interface ConsolidationSource {
  readonly name: string;
  readonly system: SourceSystem;
  readonly measurements: Measurements;
}

export interface ConsolidationOptions {
  readonly statistic?: ConsolidationStatistic;
  /** PCR 2.12's 70% by default. */
  readonly guideline?: number;
  /** PCR 18.5's 10% by default. */
  readonly allowance?: number;
}

export interface SourceAnswer {
  readonly name: string;
  readonly system: SourceSystem;
  /** The source's own figure of its work (CPW), on the common interval length. */
  readonly peak: Figure;
  /** The same of its interactive work; null where the file has no interactive column. */
  readonly interactivePeak: Figure | null;
  /** The most CFINT overhead (PCR 2.8) taken off any interval, CPW; 0 where the system has no knee. */
  readonly cfintMax: number;
  readonly first: number;
  readonly last: number;
}

/** Times a source had no interval while another had: left out of the combined figures. */
export interface LeftOut {
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly intervals: number;
}

export interface Consolidation {
  readonly statistic: ConsolidationStatistic;
  readonly guideline: number;
  readonly allowance: number;
  /** The common interval length, ms (the longest of the sources'); null where each has one interval. */
  readonly step: number | null;
  /** How many times are combined, and the first and last of them (ms). */
  readonly intervals: number;
  readonly first: number;
  readonly last: number;
  /** The statistic of the combined work, and when. */
  readonly coincident: Figure;
  /** The sum of each source's own figure. */
  readonly sumOfPeaks: number;
  /** The interactive work combined the same way, of the sources that measured it; null where none did. */
  readonly interactive: { readonly coincident: Figure; readonly sumOfPeaks: number; readonly unknown: readonly string[] } | null;
  readonly systems: readonly SourceAnswer[];
  readonly targets: readonly TargetAnswer[];
  readonly leftOut: readonly LeftOut[];
  /** Each source's warnings, named. */
  readonly warnings: readonly string[];
  /** The time line, for a sheet's chart: each source's work at every grid time. */
  readonly timeline: Timeline;
}

const period = (times: Float64Array): string => `${formatTime(times[0])} to ${formatTime(times[times.length - 1])}`;

const noHour = (what: string) =>
  valueError(`${what}: no run of intervals covers a whole hour without a gap, so there is no peak hour: use --statistic peak or p95`);

export function consolidate(
  sources: readonly ConsolidationSource[],
  targets: readonly ConsolidationTarget[],
  options: ConsolidationOptions = {},
): Result<Consolidation> {
  const statistic = options.statistic ?? 'peak';
  const guideline = options.guideline ?? PLANNING_GUIDELINE;
  const allowance = options.allowance ?? PARTITION_ALLOWANCE;
  if (sources.length < MIN_SOURCES) return valueError(`a consolidation needs ${MIN_SOURCES} or more systems or partitions, got ${sources.length}`);
  const seen = new Map<string, number>();
  for (const [k, s] of sources.entries()) {
    const key = s.name.trim().toLowerCase();
    if (key === '') return valueError(`system ${k + 1} has no name: give each system or partition a name`);
    const before = seen.get(key);
    if (before !== undefined)
      return valueError(`two systems are named "${s.name.trim()}" (the ${ordinal(before + 1)} and the ${ordinal(k + 1)}): give each a name of its own`);
    seen.set(key, k);
  }
  const warnings: string[] = [];
  const work: Work[] = [];
  for (const s of sources) {
    const w = workOf(s.measurements, s.system);
    if (isError(w)) return new SizingError(w.kind, `${s.name.trim()}: ${w.message}`);
    // The summary's warnings, as `measurements` gives them for the file: the reader's, a column of zeros, the gaps.
    for (const x of [...summaryWarnings(s.measurements), ...w.warnings]) warnings.push(`${s.name.trim()}: ${x}`);
    work.push(w);
  }
  const timeline = align(work);
  if (timeline.common.length === 0) {
    return valueError(
      `the systems were never measured at one time, so there is no combined ` +
        `work: ${sources.map((s) => `${s.name.trim()} ${period(s.measurements.times)}`).join('; ')}`,
    );
  }
  const names = sources.map((s) => s.name.trim());
  const systems: SourceAnswer[] = [];
  for (const [k, a] of timeline.sources.entries()) {
    const peak = figureOf(a.times, a.cpw, timeline.step, statistic);
    if (peak === null) return noHour(names[k]);
    const interactivePeak = a.interactive && figureOf(a.times, a.interactive, timeline.step, statistic);
    const m = sources[k].measurements;
    systems.push({
      name: names[k],
      system: sources[k].system,
      peak,
      interactivePeak,
      cfintMax: work[k].cfintMax,
      first: m.times[0],
      last: m.times[m.times.length - 1],
    });
  }
  const commonTimes = Float64Array.from(timeline.common, (j) => timeline.times[j]);
  const coincident = figureOf(commonTimes, timeline.cpw, timeline.step, statistic);
  if (coincident === null) return noHour('the combined work');
  const sumOfPeaks = systems.reduce((s, x) => s + x.peak.value, 0);
  const measuredInteractive = systems.filter((s) => s.interactivePeak !== null);
  const interactiveCoincident = timeline.interactive && figureOf(commonTimes, timeline.interactive, timeline.step, statistic);
  const interactive =
    interactiveCoincident && measuredInteractive.length > 0
      ? {
          coincident: interactiveCoincident,
          sumOfPeaks: measuredInteractive.reduce((s, x) => s + x.interactivePeak!.value, 0),
          unknown: systems.filter((s) => s.interactivePeak === null).map((s) => s.name),
        }
      : null;
  const known = interactive && interactive.unknown.length === 0 ? interactive.coincident.value : null;
  const answers = targets.map((t) =>
    answerTarget(
      t,
      coincident.value,
      known,
      systems.map((s) => ({ name: s.name, value: s.peak.value })),
      guideline,
      allowance,
    ),
  );
  return {
    statistic,
    guideline,
    allowance,
    step: timeline.step,
    intervals: commonTimes.length,
    first: commonTimes[0],
    last: commonTimes[commonTimes.length - 1],
    coincident,
    sumOfPeaks,
    interactive,
    systems,
    targets: answers,
    leftOut: timeline.missing.map((x) => ({ name: names[x.source], from: x.from, to: x.to, intervals: x.intervals })),
    warnings,
    timeline,
  };
}

const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** Why a sheet cannot lay the sources out, or null: more than MAX_SHEET_SOURCES. */
export function sheetRefusal(count: number): string | null {
  return count > MAX_SHEET_SOURCES
    ? `${count} systems: a Consolidation sheet lays out at most ${MAX_SHEET_SOURCES} (use the command line's --json for more)`
    : null;
}
