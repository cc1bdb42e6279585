/**
 * Measured data in (docs/measured-data.md, "Sizing from the file"): a measurement file fills a sizing
 * template's utilization inputs with one statistic of its intervals, and the workbook gets a
 * Measurements sheet after the sizing sheet (measurements-sheet.ts). The command line (--measurements)
 * and the task pane (its file picker) both hand planWorkbook a `Measured`, so both fill and lay out
 * alike.
 *
 * The default statistic is the peak interval. PCR V4R5 2.11 (seed 000 line 797): "Most systems
 * have peak workload environments. Care must be taken to insure that peaks can be contained in
 * server model environments"; and line 825: "Interactive workloads which exceed (even briefly) the
 * knee of the curve will consume a disproportionate share of the processing power". 2.10 (line
 * 723) adds that a measurement averaged over 15 minutes or more already smooths the peaks ("it
 * might be worthwhile to choose a target that is lower than 70%"): a statistic below the highest
 * interval contains less than the document asks. The mean is 2.11's
 * "average ... for the desired time interval" (lines 762, 784), right for a file cut to that
 * interval; the 95th percentile (nearest rank, summary.ts) leaves out the 5% busiest intervals, a
 * planner's convention that no seed prints. The peak hour (the busiest hour measured, summary.ts) is
 * the statistic one runaway interval cannot set alone: the peak still contained, smoothed over an
 * hour as 2.10's 15-minute averages are over a quarter.
 */
import { isError, naError, type Result, valueError, within } from '../errors';
import { readInput } from './inputs';
import type { Measurements } from '../measurements/read';
import { PERIOD_STATISTICS, type PeriodStatistic } from '../measurements/periods';
import { type Statistics, summarize, type Summary } from '../measurements/summary';
import type { InputSpec, InputValue, MeasuredRole, TemplateInfo } from './template';

/** The statistics that fill a template: those a trend reduces a period by (periods.ts), one vocabulary for both. */
export type Statistic = PeriodStatistic;
export const STATISTICS: readonly Statistic[] = PERIOD_STATISTICS;
export const DEFAULT_STATISTIC: Statistic = 'peak';
/** How a sheet and the pane name each statistic. */
export const STATISTIC_NAMES: Readonly<Record<Statistic, string>> = { peak: 'peak', p95: '95th percentile', mean: 'mean', 'peak-hour': 'peak hour' };

/** A statistic's value in a summary's figures; the peak hour is null where no hour was measured whole. */
export const statisticOf = (s: Statistics, statistic: Statistic): number | null => (statistic === 'peak-hour' ? s.peakHour : s[statistic]);

/**
 * The template inputs a statistic fills, and what of the file each one takes: the total, the
 * interactive, or the rest of the total (batch and client/server work: the total's statistic less
 * the interactive's, so that the two inputs add up to the measured total).
 */
type Role = Exclude<MeasuredRole, 'system'>;
const ROLE_NAMES: Readonly<Record<Role, string>> = {
  cpu: 'total CPU utilization',
  interactive: 'interactive CPU utilization',
  batch: 'total CPU utilization less that of interactive',
};

/** A role's value for a statistic; the difference is rounded as the reader rounds percentages, so 85% - 32% is 53%. */
function roleValue(summary: Summary, role: Role, statistic: Statistic): number | null {
  const cpu = statisticOf(summary.cpu, statistic);
  if (role === 'cpu') return cpu;
  // Without an interactive column the interactive share, and so the rest of the total, is unknown: never 0.
  const interactive = summary.interactive && statisticOf(summary.interactive, statistic);
  if (role === 'interactive' || interactive === null) return interactive;
  // As for every statistic, the rest is the total's less the interactive's, each of its own column
  // (their peak hours may be different hours).
  return cpu === null ? null : Math.max(0, Math.round((cpu - interactive) * 1e12) / 1e12);
}

/** Why a statistic gives an input no value: no interactive column, or no hour measured whole for a peak hour. */
function unmeasured(summary: Summary, role: Role): string {
  if (role !== 'cpu' && summary.interactive === null) return `the file has no interactive column, so its ${ROLE_NAMES[role]} is unknown (not 0)`;
  return `no run of intervals covers a whole hour without a gap, so it has no peak hour of ${ROLE_NAMES[role]}: choose the peak`;
}

/** The part of the measured CPU an input takes (its `measures`); null for any other input. */
const roleOf = (spec: InputSpec): Role | null => (spec.measures === undefined || spec.measures === 'system' ? null : spec.measures);

/** Why the file gives a measured input no value, as the sheet's note says it. */
export const notMeasured = (summary: Summary, spec: InputSpec): string => unmeasured(summary, roleOf(spec) ?? 'cpu');

/** The input that names the measured system, whose knee the Measurements sheet draws: a catalog key, or a CPW (no knee). */
export const measuredSystemInput = (inputs: readonly InputSpec[]): InputSpec | undefined => inputs.find((s) => s.measures === 'system');

export interface Measured {
  /** The file's name as the planner chose it (no directory), for the sheets' notes. */
  readonly file: string;
  readonly measurements: Measurements;
  readonly statistic: Statistic;
  /** The window the intervals were cut to (window.ts, describeWindow), for the sheets' notes; none where the whole file is taken. */
  readonly window?: string;
  /**
   * The inputs the statistic fills. By default every one the template takes that the request does
   * not give: a value given explicitly (--set, or a form field the planner changed) wins.
   */
  readonly fill?: readonly string[];
}

/** The utilization inputs of a template a measurement file fills; none for a template that takes none. */
export const measuredInputs = (t: TemplateInfo): readonly InputSpec[] => t.inputs.filter((s) => roleOf(s) !== null);

/** The names of the inputs a file fills, in any template, by role (cpu, interactive, batch). */
const measuredNames = (templates: readonly TemplateInfo[]): string[] => {
  const specs = templates.flatMap(measuredInputs);
  const roles: readonly Role[] = ['cpu', 'interactive', 'batch'];
  return [...new Set(roles.flatMap((r) => specs.filter((s) => s.measures === r).map((s) => s.name)))];
};

export const takesMeasurements = (t: TemplateInfo): boolean => measuredInputs(t).length > 0;

/** The value a statistic gives an input, by input name; null where the file does not measure it (no interactive column). */
export function statisticValues(t: TemplateInfo, summary: Summary, statistic: Statistic): Record<string, number | null> {
  return Object.fromEntries(measuredInputs(t).map((s) => [s.name, roleValue(summary, roleOf(s) as Role, statistic)]));
}

/** What filling from a file did to a template's inputs. */
export interface Filled {
  readonly summary: Summary;
  /** The inputs filled, by name, with the value each took. */
  readonly filled: Readonly<Record<string, number>>;
  /** The help line each filled input shows on the sizing sheet instead of its own, and each input the file could not fill. */
  readonly help: Readonly<Record<string, string>>;
  /** The inputs the file was asked to fill but does not measure (interactive without an interactive column; a peak hour without a whole hour measured). */
  readonly unknown: readonly string[];
}

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * Fills `values` (the template's inputs as read, defaults included) in place from the file, except
 * those `given` explicitly, unless `measured.fill` names them. Refuses a template without
 * utilization inputs, naming those that have them. `sheet` is the Measurements sheet's name.
 */
export function fillFromMeasured(
  t: TemplateInfo,
  templates: readonly TemplateInfo[],
  values: Record<string, InputValue>,
  given: readonly string[],
  measured: Measured,
  sheet: string,
): Result<Filled> {
  const specs = measuredInputs(t);
  if (specs.length === 0) {
    const takers = templates.filter(takesMeasurements).map((x) => x.id);
    return naError(
      `Template ${t.id} takes no measured utilization (it has no ${measuredNames(templates).join(', ')} input): measurements fill ${takers.join(', ')}`,
    );
  }
  const givenLower = new Set(given.map((g) => g.toLowerCase()));
  const fill = measured.fill ?? specs.filter((s) => !givenLower.has(s.name.toLowerCase())).map((s) => s.name);
  const notInputs = fill.filter((name) => !specs.some((s) => s.name === name));
  if (notInputs.length) return naError(`Template ${t.id} takes no measured input ${notInputs.join(', ')}: it fills ${specs.map((s) => s.name).join(', ')}`);
  const partition = partitionRefusal(t, given, measured);
  if (partition !== null) return partition;
  const summary = summarize(measured.measurements);
  const byStatistic = statisticValues(t, summary, measured.statistic);
  const filled: Record<string, number> = {};
  const help: Record<string, string> = {};
  const unknown: string[] = [];
  for (const name of fill) {
    const value = byStatistic[name];
    const role = roleOf(specs.find((s) => s.name === name) as InputSpec) as Role;
    if (value === null) {
      unknown.push(name);
      const noInteractive = role !== 'cpu' && summary.interactive === null;
      help[name] =
        `Not measured in ${measured.file}: ${unmeasured(summary, role)}. ` +
        (noInteractive
          ? `The value here is the template's default: give ${name} from another source (the Component Report's interactive column, or a job-level export).`
          : `The value here is the template's default.`);
      continue;
    }
    // A value read from a file is held to the rule a typed one is: 192% of a partition's entitlement is no utilization of a catalog model's CPU.
    const spec = specs.find((s) => s.name === name) as InputSpec;
    const read = readInput(spec, value);
    if (isError(read)) return within(`${t.id}, input ${name}, the ${STATISTIC_NAMES[measured.statistic]} of ${measured.file}`, read);
    filled[name] = values[name] = value;
    help[name] =
      `Filled from ${measured.file}: the ${STATISTIC_NAMES[measured.statistic]} of ${ROLE_NAMES[role]} ` +
      `over ${count(summary.intervals)} interval${summary.intervals === 1 ? '' : 's'} ` +
      `(${summary.first} to ${summary.last}${measured.window ? `; window ${measured.window}` : ''}); the intervals are on the sheet "${sheet}".`;
  }
  return { summary, filled, help, unknown };
}

/**
 * Why a partition's export cannot fill a template whose measured system was left at its default, or
 * null. The file's utilization is a share of the partition's entitlement (QAPMSYSTEM: SYSPTU / SYSCTA),
 * so the system its 100% stands for is the partition, which a catalog default (an AS/400 720) is not:
 * the planner names it, or sizes the partitions with consolidate, which scales each interval by its
 * entitlement.
 */
function partitionRefusal(t: TemplateInfo, given: readonly string[], measured: Measured): Result<never> | null {
  const m = measured.measurements;
  const system = measuredSystemInput(t.inputs);
  if (!system || !(m.ofEntitlement || m.entitlement)) return null;
  if (given.some((g) => g.toLowerCase() === system.name.toLowerCase())) return null;
  const e = m.entitlement && m.entitlement[m.entitlement.length - 1];
  const units = e === null ? '' : ` (${Number(e.toPrecision(6))} processing units in its last interval)`;
  return valueError(
    `${measured.file} is a partition's export: its utilization is a share of the partition's entitlement${units}, ` +
      `not of the ${system.label.toLowerCase()} left at its default (${String(system.value)}). Give ${system.name} as what the ` +
      `entitlement stands for, "N CPW" (its processing units x the CPW of one core of its Power system); or, for the report, "N CPW per core" ` +
      `(workbook report --measurements FILE --set ${system.name}="N CPW per core" --target ...: each interval's processing units x N, ` +
      `as as400-sizer consolidate --system "NAME;N CPW per core;FILE" sizes each partition)`,
  );
}

/** The measured system as the template's input holds it: a catalog key, a CPW number, or none. */
export function measuredSystem(t: TemplateInfo, values: Readonly<Record<string, InputValue>>): { label: string; value: string | number } | null {
  const spec = measuredSystemInput(t.inputs);
  const value = spec ? values[spec.name] : undefined;
  return spec && (typeof value === 'string' || typeof value === 'number') ? { label: spec.label, value } : null;
}
