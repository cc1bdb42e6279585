/**
 * Consolidation (docs/consolidation.md): several systems or partitions onto one new system. Each
 * source's measured work in CPW (source.ts), put on one time line (align.ts); the combined work is the
 * sum over the sources at each time, and its peak (or the statistic asked for) is what the new system
 * carries: the coincident peak, below the sum of each source's own peak wherever their peaks fall at
 * different times. Each target then answers its utilization, whether it fits the guideline and the
 * processing units (targets.ts).
 */
import { isError, type Result, SizingError, valueError } from '../errors';
import { isPast, LIMIT_DECIMALS } from '../measurements/boundary';
import type { Measurements } from '../measurements/read';
import { summaryWarnings } from '../measurements/summary';
import { formatTime } from '../measurements/window';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { align, type Timeline } from './align';
import { type SourceSystem, type Work, workOf } from './source';
import { type ConsolidationStatistic, type Figure, figureOf } from './statistic';
import { answerTarget, type ConsolidationTarget, DEFAULT_GRANULARITY, PARTITION_ALLOWANCE, roundUpTo, type TargetAnswer, unitsShown } from './targets';
import { type Bound, factorAt, monthValues, projected, type SourceGrowth, sourceGrowth, todayWork, yearsToLimit, yearsToMs } from './growth';
import { type GuidelineRule, guidelineOf } from './guideline';

export { type GuidelineRule, guidelineOf, perCoreGuideline, PER_CORE_GUIDELINES, PER_CORE_SOURCE, FIXED_SOURCE } from './guideline';
export { type SourceGrowth } from './growth';
export { CONSOLIDATION_STATISTICS, type ConsolidationStatistic, type Figure } from './statistic';
export {
  entitlementRefusal,
  historyFilesText,
  joinedHistory,
  parseSourceSystem,
  sourceHistory,
  type SourceHistory,
  type SourceSystem,
  systemText,
} from './source';
export { consolidationTarget, DEFAULT_GRANULARITY, PARTITION_ALLOWANCE, roundUpTo, type ConsolidationTarget, type TargetAnswer, unitsShown } from './targets';

/** One source is the move of one system's work onto a target, sized as a consolidation sizes each of its sources. */
export const MIN_SOURCES = 1;
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
  /** 'per-core': each target planned to the PM for Power Systems guideline of its cores (guideline.ts); `guideline` is then not read. */
  readonly perCore?: boolean;
  /** Growth a year given by the planner, by source name (any case); the others' fitted from their history. */
  readonly growth?: ReadonlyMap<string, number>;
  /** The years a target must hold the work with growth to fit (3 by default). */
  readonly fitsYears?: number;
  /** The step processing units are rounded up to, for the dedicated cores (DEFAULT_GRANULARITY). */
  readonly granularity?: number;
}

/** The years a target must hold the grown work for, where none is asked. */
export const DEFAULT_FITS_YEARS = 3;

/** The projection of the combined work from the last full month measured: its figure and each target's date. */
export interface Projection {
  /** The last month every source measured half its length or more (ms of its first day), and its end, the "today" the years count from. */
  readonly month: number;
  readonly today: number;
  /** The coincident figure of that month's intervals (CPW). */
  readonly coincident: number;
  /** The coincident figure year by year from today (index 0: today), each source grown by its own rate; empty where some growth is unknown. */
  readonly years: readonly number[];
  /** The sources without a growth (fewer than 3 months counted), named; empty where every source has one. */
  readonly unknown: readonly string[];
}

/** A target's verdict and dates, beside its answer (targets.ts). */
export interface TargetOutlook {
  /** The guideline it is planned to (70%, or its cores' under per-core). */
  readonly guideline: number;
  /** Within the guideline and, with cores, its shared pool within its cores: today; and each year to fitsYears with growth (null where growth is unknown). */
  readonly fitsNow: boolean;
  readonly fitsAhead: boolean | null;
  /** The dedicated partitions' whole cores summed, and whether that is above the target's cores; null without cores. */
  readonly dedicatedCores: number | null;
  /** When the projected coincident figure passes the guideline: years from today, the date (ms); null where not within the horizon or growth is unknown. */
  readonly yearsToLimit: number | null;
  readonly limitDate: number | null;
  /** The same with every source at the upper (earliest) and lower (latest) bound of its fit's 95% prediction interval. */
  readonly limitDateEarliest: number | null;
  readonly limitDateLatest: number | null;
  /** The one verdict: fitsNow and not failing ahead. */
  readonly fits: boolean;
  /** The verdict in words: why it fits or does not. */
  readonly verdict: string;
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
  /** Its growth, fitted from its months or given. */
  readonly growth: SourceGrowth;
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
  readonly targets: readonly (TargetAnswer & TargetOutlook)[];
  readonly perCore: boolean;
  readonly fitsYears: number;
  /** Null where no month was measured for half its length by every source. */
  readonly projection: Projection | null;
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
  const perCore = options.perCore ?? false;
  const fitsYears = options.fitsYears ?? DEFAULT_FITS_YEARS;
  const granularity = options.granularity ?? DEFAULT_GRANULARITY;
  const refused = namesRefused(sources);
  if (refused !== null) return refused;
  const read = sourcesWork(sources);
  if (isError(read)) return read;
  const { work, warnings } = read;
  const timeline = align(work);
  if (timeline.common.length === 0) {
    return valueError(
      `the systems were never measured at one time, so there is no combined ` +
        `work: ${sources.map((s) => `${s.name.trim()} ${period(s.measurements.times)}`).join('; ')}`,
    );
  }
  const names = sources.map((s) => s.name.trim());
  const systems = sourceAnswers(sources, work, timeline, statistic, options.growth);
  if (isError(systems)) return systems;
  const commonTimes = Float64Array.from(timeline.common, (j) => timeline.times[j]);
  const coincident = figureOf(commonTimes, timeline.cpw, timeline.step, statistic);
  if (coincident === null) return noHour('the combined work');
  const interactive = interactiveOf(systems, timeline, commonTimes, statistic);
  const known = interactive && interactive.unknown.length === 0 ? interactive.coincident.value : null;
  const rule: GuidelineRule = perCore ? { kind: 'per-core' } : { kind: 'fixed', value: guideline };
  const projection = projectionOf(timeline, systems, statistic, fitsYears);
  const answers = targets.map((t) => {
    const g = guidelineOf(rule, t.cores);
    const a = answerTarget(
      t,
      coincident.value,
      known,
      systems.map((s) => ({ name: s.name, value: s.peak.value })),
      g,
      allowance,
    );
    return { ...a, ...outlook(a, g, allowance, granularity, fitsYears, projection, timeline, systems, statistic) };
  });
  return {
    statistic,
    guideline,
    allowance,
    step: timeline.step,
    intervals: commonTimes.length,
    first: commonTimes[0],
    last: commonTimes[commonTimes.length - 1],
    coincident,
    sumOfPeaks: systems.reduce((s, x) => s + x.peak.value, 0),
    interactive,
    systems,
    targets: answers,
    perCore,
    fitsYears,
    projection,
    leftOut: timeline.missing.map((x) => ({ name: names[x.source], from: x.from, to: x.to, intervals: x.intervals })),
    warnings,
    timeline,
  };
}

/** Why the sources cannot be consolidated by their count or their names (fewer than MIN_SOURCES, a name empty or given twice); null where they can. */
function namesRefused(sources: readonly ConsolidationSource[]): SizingError | null {
  if (sources.length < MIN_SOURCES) return valueError('a consolidation needs a system or partition to size, got none');
  const seen = new Map<string, number>();
  for (const [k, s] of sources.entries()) {
    const key = s.name.trim().toLowerCase();
    if (key === '') return valueError(`system ${k + 1} has no name: give each system or partition a name`);
    const before = seen.get(key);
    if (before !== undefined)
      return valueError(`two systems are named "${s.name.trim()}" (the ${ordinal(before + 1)} and the ${ordinal(k + 1)}): give each a name of its own`);
    seen.set(key, k);
  }
  return null;
}

/** Each source's work in CPW (source.ts workOf), refused with its name; its warnings named. */
function sourcesWork(sources: readonly ConsolidationSource[]): Result<{ work: Work[]; warnings: string[] }> {
  const warnings: string[] = [];
  const work: Work[] = [];
  for (const s of sources) {
    const w = workOf(s.measurements, s.system);
    if (isError(w)) return new SizingError(w.kind, `${s.name.trim()}: ${w.message}`);
    // The summary's warnings, as `measurements` gives them for the file: the reader's, a column of zeros, the gaps.
    for (const x of [...summaryWarnings(s.measurements), ...w.warnings]) warnings.push(`${s.name.trim()}: ${x}`);
    work.push(w);
  }
  return { work, warnings };
}

/** Each source's figure on the time line (its interactive work's too), its growth and its span; refused where a peak hour has no whole hour. */
function sourceAnswers(
  sources: readonly ConsolidationSource[],
  work: readonly Work[],
  timeline: Timeline,
  statistic: ConsolidationStatistic,
  growth: ConsolidationOptions['growth'],
): Result<SourceAnswer[]> {
  const systems: SourceAnswer[] = [];
  for (const [k, a] of timeline.sources.entries()) {
    const name = sources[k].name.trim();
    const peak = figureOf(a.times, a.cpw, timeline.step, statistic);
    if (peak === null) return noHour(name);
    const interactivePeak = a.interactive && figureOf(a.times, a.interactive, timeline.step, statistic);
    const m = sources[k].measurements;
    const given = growth?.get(name.toLowerCase()) ?? null;
    systems.push({
      growth: sourceGrowth(monthValues(work[k].times, work[k].cpw, statistic), given),
      name,
      system: sources[k].system,
      peak,
      interactivePeak,
      cfintMax: work[k].cfintMax,
      first: m.times[0],
      last: m.times[m.times.length - 1],
    });
  }
  return systems;
}

/** The interactive work combined, of the sources that measured it, and those that did not; null where none did. */
function interactiveOf(
  systems: readonly SourceAnswer[],
  timeline: Timeline,
  commonTimes: Float64Array,
  statistic: ConsolidationStatistic,
): Consolidation['interactive'] {
  const measured = systems.filter((s) => s.interactivePeak !== null);
  const coincident = timeline.interactive && figureOf(commonTimes, timeline.interactive, timeline.step, statistic);
  return coincident && measured.length > 0
    ? {
        coincident,
        sumOfPeaks: measured.reduce((s, x) => s + x.interactivePeak!.value, 0),
        unknown: systems.filter((s) => s.interactivePeak === null).map((s) => s.name),
      }
    : null;
}

/** The projection from the last full month, or null where there is none. */
function projectionOf(timeline: Timeline, systems: readonly SourceAnswer[], statistic: ConsolidationStatistic, fitsYears: number): Projection | null {
  const w = todayWork(
    timeline,
    systems.map((s) => s.growth.months),
  );
  if (w === null) return null;
  const unknown = systems.filter((s) => s.growth.growth === null).map((s) => s.name);
  const years = unknown.length
    ? []
    : Array.from({ length: Math.max(fitsYears, 5) + 1 }, (_, y) =>
        projected(
          w,
          systems.map((s) => factorAt(s.growth, w.end, y, 'central')),
          statistic,
        ),
      );
  return {
    month: w.start,
    today: w.end,
    coincident: projected(
      w,
      systems.map(() => 1),
      statistic,
    ),
    years,
    unknown,
  };
}

const pctText = (x: number): string => `${Number((x * 100).toFixed(1))}%`;

/**
 * A shared pool's processing units as the tables and the report's sentence give them, rounded up to the
 * granularity a partition is assigned in (PowerVM: 0.05 by default), with the need before rounding beside
 * it where the two differ, so a page never shows 5.73 in a note beside 5.75 in its table unexplained.
 */
function poolUnits(units: number, granularity: number): string {
  const assigned = roundUpTo(units, granularity);
  const shown = (x: number) => unitsShown(x, granularity);
  return shown(assigned) === shown(units)
    ? `${shown(units)} processing units`
    : `${shown(assigned)} processing units (${shown(units)} needed, in steps of ${granularity})`;
}

/** Whether a utilization is above the guideline: at the place the guideline is printed in (measurements/boundary.ts), as the sheet's withinLimit. */
const aboveGuideline = (utilization: number, guideline: number): boolean => isPast(utilization, guideline, LIMIT_DECIMALS);

function outlook(
  a: TargetAnswer,
  guideline: number,
  allowance: number,
  granularity: number,
  fitsYears: number,
  p: Projection | null,
  timeline: Timeline,
  systems: readonly SourceAnswer[],
  statistic: ConsolidationStatistic,
): TargetOutlook {
  // The most the target carries: within the guideline, and with cores its shared pool (guideline less the allowance) within them.
  const poolLimit = a.cores === null ? Infinity : a.cpw * guideline * (1 - allowance);
  const carries = (cpw: number) => !aboveGuideline(cpw / a.cpw, guideline) && cpw <= poolLimit;
  const fitsNow = carries(a.utilization * a.cpw);
  const dedicated = a.partitions && a.partitions.reduce((n, x) => n + Math.ceil(roundUpTo(x.processingUnits, granularity)), 0);
  const grows = p !== null && p.unknown.length === 0;
  const fitsAhead = grows ? p.years.slice(1, fitsYears + 1).every(carries) : null;
  const limit = guideline * a.cpw;
  let years: number | null = null;
  const dates: Record<Bound, number | null> = { central: null, upper: null, lower: null };
  if (grows) {
    const w = todayWork(
      timeline,
      systems.map((s) => s.growth.months),
    )!;
    for (const bound of ['central', 'upper', 'lower'] as const) {
      const at = (y: number) =>
        projected(
          w,
          systems.map((s) => factorAt(s.growth, w.end, y, bound)),
          statistic,
        );
      // Past the guideline in the files already: today.
      const y = aboveGuideline(a.utilization, guideline) ? 0 : yearsToLimit(at, limit);
      if (bound === 'central') years = y;
      dates[bound] = y === null ? null : w.end + yearsToMs(y);
    }
  }
  const fits = fitsNow && fitsAhead !== false;
  const why: string[] = [];
  if (aboveGuideline(a.utilization, guideline)) why.push(`${pctText(a.utilization)} used, above its ${pctText(guideline)} guideline`);
  if (a.sharedPool !== null && a.sharedPool > a.cores!) why.push(`its shared pool needs ${a.sharedPool.toFixed(2)} processing units of its ${a.cores} cores`);
  if (fitsNow && fitsAhead === false) {
    const y = p!.years.findIndex((x, k) => k > 0 && !carries(x));
    const cpw = p!.years[y];
    const poolUnit = (a.cpw / a.cores!) * guideline * (1 - allowance);
    why.push(
      aboveGuideline(cpw / a.cpw, guideline)
        ? `with growth, ${pctText(cpw / a.cpw)} used in year ${y}, above its ${pctText(guideline)} guideline`
        : `with growth, its shared pool needs ${(cpw / poolUnit).toFixed(2)} processing units of its ${a.cores} cores in year ${y}`,
    );
  }
  const pool = a.sharedPool === null ? '' : `${poolUnits(a.sharedPool, granularity)} of ${a.cores} cores in a shared pool, `;
  let verdict = fits
    ? `fits: ${pool}${pctText(a.utilization)} used (guideline ${pctText(guideline)})${
        fitsAhead === null
          ? `; growth unknown for ${p === null ? 'every system (no full month measured)' : p.unknown.join(', ')}, so not judged ahead`
          : `, and for ${fitsYears} years with growth`
      }`
    : `does not fit: ${why.join('; ')}`;
  if (dedicated !== null && dedicated > a.cores!) verdict += `; as dedicated partitions they would take ${dedicated} whole cores, above its ${a.cores}`;
  return {
    guideline,
    fitsNow,
    fitsAhead,
    dedicatedCores: dedicated,
    yearsToLimit: years,
    limitDate: dates.central,
    limitDateEarliest: dates.upper,
    limitDateLatest: dates.lower,
    verdict,
    fits,
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
