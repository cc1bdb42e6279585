/**
 * Measured history in (docs/measured-data.md, "Sheets take history"): measurement files give a sizing
 * template's AnnualGrowth the growth fitted over all their periods (month periods, each its peak, as
 * `as400-sizer trend` reads them: measurements/history.ts), and the workbook gets a Trend sheet after
 * the sizing sheet (trend-sheet.ts). The sheet's help note names the files, the periods and the fit, as
 * measured.ts names the file a utilization came from. The fit is an add-in convention
 * (sizing/trend.ts).
 */
import { isError, naError, numError, type Result } from '../errors';
import { seriesTrend, type SeriesTrend } from '../measurements/history';
import { partitionOf, virtualProcessorLimit } from '../measurements/partition';
import { type Period, type PeriodStatistic, uncoveredSaid } from '../measurements/periods';
import type { Measurements } from '../measurements/read';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { GROWTH_INPUT } from './growth';
import type { InputValue, TemplateInfo } from '../workbook/template';

/** The period and statistic a sheet's growth is fitted with: monthly peaks, as PM/400 trended and PCR 2.11 asks peaks be contained. */
export const HISTORY_PERIOD: Period = 'month';
export const HISTORY_STATISTIC: PeriodStatistic = 'peak';

export interface History {
  /** The files' names as the planner chose them (no directory), for the sheets' notes. */
  readonly files: readonly string[];
  /** The files joined into one history, in time order (joinMeasurements). */
  readonly measurements: Measurements;
}

export interface HistoryFilled {
  readonly trend: SeriesTrend;
  /** The fitted growth, and whether it went into AnnualGrowth (false where the request gave AnnualGrowth itself). */
  readonly growth: number;
  readonly filled: boolean;
  /** The help line AnnualGrowth shows on the sizing sheet. */
  readonly help: string;
  /** What the growth was fitted on, in words: the statistic, the series, the months fitted and those left out for coverage. */
  readonly fittedOn: string;
  /** The months left out of the fit, measured for less than half their length, in words; '' where none is. */
  readonly leftOut: string;
  /** The guideline the Trend sheet draws: the sizing sheet's planning limit. */
  readonly guideline: number;
  /**
   * The limit the line is drawn to and dated at, as a share of what the history's cpu is a share of:
   * the guideline, or for an uncapped partition the guideline applied to its virtual processors
   * (partition.ts virtualProcessorLimit, as `as400-sizer trend` takes it); `said` says which, or null for the guideline.
   */
  readonly limit: { readonly share: number; readonly said: string | null };
}

/** A history's fit, apart from any sheet it fills: the trend, what it was fitted on and the months left out. */
export type HistoryTrend = Pick<HistoryFilled, 'trend' | 'fittedOn' | 'leftOut' | 'guideline' | 'limit'>;

export const takesHistory = (t: TemplateInfo): boolean => t.inputs.some((s) => s.name === GROWTH_INPUT && s.kind === 'fraction');

const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;

/**
 * Fits the history and fills AnnualGrowth in `values` unless the request gives it (`given`).
 * Refuses a template without AnnualGrowth, a history of fewer than 3 periods, and a growth the input
 * does not take (a shrinking workload), naming the fitted value. `sheet` is the Trend sheet's name.
 */
export function fillFromHistory(
  t: TemplateInfo,
  templates: readonly TemplateInfo[],
  values: Record<string, InputValue>,
  given: readonly string[],
  history: History,
  sheet: string,
): Result<HistoryFilled> {
  const spec = t.inputs.find((s) => s.name === GROWTH_INPUT && s.kind === 'fraction');
  const takers = templates
    .filter(takesHistory)
    .map((x) => x.id)
    .join(', ');
  if (!spec) return naError(`Template ${t.id} takes no growth (no ${GROWTH_INPUT} input): history fills ${takers}`);
  const guideline = typeof values.Guideline === 'number' ? values.Guideline : PLANNING_GUIDELINE;
  const fitted = historyTrend(history, guideline);
  if (isError(fitted)) return fitted;
  const { trend, fittedOn } = fitted;
  const files = history.files.join(', ');
  const growth = trend.growth!;
  const filled = !given.some((g) => g.toLowerCase() === GROWTH_INPUT.toLowerCase());
  const [min, max] = [spec.min ?? 0, spec.max ?? 1];
  if (filled && (growth < min || growth > max)) {
    const takes = `${spec.label} takes ${pct(min)} to ${pct(max)}`;
    // Named by its label, as the form's field and the sheet's row are (the command line's --help lists each label beside its --set name).
    return numError(`${files}: the history's trend is ${pct(growth)} a year; ${takes}: give ${spec.label} yourself`, { parameter: GROWTH_INPUT });
  }
  if (filled) values[GROWTH_INPUT] = growth;
  const fit = `${pct(growth)} a year fitted over ${fittedOn}, R² ${trend.r2!.toFixed(3)}`;
  const help = filled
    ? `Filled from ${files}: ${fit}; the periods and the fitted line are on the sheet "${sheet}".`
    : `Given explicitly; the history (${files}) gives ${fit}: see the sheet "${sheet}".`;
  return { ...fitted, growth, filled, help };
}

/**
 * The history fitted (monthly peaks of total CPU, as the Trend sheet draws them) and dated at its
 * limit; refuses a history of fewer than 3 months fitted, or one the line cannot be fitted to. The
 * limit is `guideline`, but for an uncapped partition given its virtual processors: then the guideline
 * applied to them (virtualProcessorLimit), the one rule `as400-sizer trend` draws it by.
 */
export function historyTrend(history: History, guideline: number): Result<HistoryTrend> {
  const vp = virtualProcessorLimit(partitionOf(history.measurements), guideline);
  const limit = vp ? { share: vp.share, said: vp.said } : { share: guideline, said: null };
  const trend = seriesTrend(history.measurements, 'cpu', HISTORY_PERIOD, HISTORY_STATISTIC, limit.share);
  const files = history.files.join(', ');
  const their = trend.uncovered.length === 1 ? 'its' : 'their';
  const leftOut = trend.uncovered.length ? `${uncoveredSaid(trend.uncovered, HISTORY_PERIOD)}, measured for less than half ${their} length` : '';
  if (trend.points.length < 3) {
    const n = trend.points.length;
    const without = leftOut ? ` measured for half ${n === 1 ? 'its' : 'their'} length or more (left out: ${leftOut})` : '';
    return numError(`${files}: the history has ${n} month${n === 1 ? '' : 's'}${without}; a trend needs 3 or more`);
  }
  if (trend.growth === null || trend.r2 === null) return numError(`${files}: no trend: ${trend.error ?? 'no fit'}`);
  const fitted = trend.periods.filter((q) => q.fitted);
  const span = `${fitted.length} months (${fitted[0].start.slice(0, 7)} to ${fitted[fitted.length - 1].start.slice(0, 7)})`;
  const fittedOn = `the monthly peaks of total CPU of ${span}${leftOut ? `; left out: ${leftOut}` : ''}`;
  return { trend, fittedOn, leftOut, guideline, limit };
}
