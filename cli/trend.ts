/**
 * as400-sizer trend FILE... [--period month|week|day] [--statistic peak|p95|mean|peak-hour] [--limit
 * 70%|2.8PU] [--json] The trend of measured history, as PM/400 taught planners to read it: one value a
 * period, fitted over the last 3, 6 and 12 periods and over all of them, for total CPU and interactive,
 * and the date the fit over all periods reaches the limit. Exit 2 for a usage error, 1 for files
 * refused (their contents, overlapping files, a history shorter than 3 periods).
 */
import path from 'path';
import { joinMeasurements as joined, pastAlready, seriesTrend, type WindowFit as Fit } from '../addin/measurements/history';
import { coverageSaid, MIN_COVERAGE, type Period, type PeriodStatistic, PERIOD_STATISTICS, PERIODS, uncoveredSaid } from '../addin/measurements/periods';
import { firstHeadings, MAX_CHARACTERS, type Measurements } from '../addin/measurements/read';
import { formatTime, spanOf } from '../addin/measurements/window';
import { PLANNING_GUIDELINE } from '../addin/sizing/planning';
import { readNumber } from '../addin/typed';
import { asGiven, command, flag, oneOf, parseOptions, usageOf, value } from './options';
import { unitsSeries } from '../addin/measurements/units';
import { MOST_OF_ENTITLEMENT } from '../addin/measurements/intervals';
import { partitionOf, partitionSaid, type PartitionShape, virtualProcessorLimit } from '../addin/measurements/partition';
import { fileText, readMeasurementFile } from './measurements';
import { diskTrendCommand } from './disk-trend';
import { isQapmdisk } from '../addin/measurements/qapmdisk';

export const TREND = command({
  name: 'trend',
  operands: 'FILE.csv...',
  summary: 'months of exports as one value a period, the growth fitted to them, and the date the fit reaches --limit',
  options: {
    period: value(
      'month|week|day',
      oneOf(PERIODS),
      'the period each value is one of (month by default); a period measured for less than half its length is left out',
    ),
    statistic: value(
      'peak|p95|mean|peak-hour',
      oneOf(PERIOD_STATISTICS),
      'what reduces a period to its value: the peak hour by default (the highest mean over an hour of consecutive intervals)',
    ),
    limit: value(
      '70%|2.8PU',
      asGiven,
      "the limit the fit is drawn to: a share of the CPU, above 100% of a partition's entitlement, or processing units; " +
        "an uncapped partition's default is 70% of its virtual processors, any other's 70% (PCR 2.12); a QAPMDISK history's, the share of its disk space",
    ),
    json: flag('the trend as one JSON object'),
  },
  notes: '  growth fitted over the last 3, 6, 12 periods and all of them, for total CPU, interactive and processing units where the files give them',
});
export const TREND_USAGE = usageOf(TREND);

/** A limit in processing units, as --limit takes it: "2.8PU", "2.8 pu". */
const UNITS = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*PU\s*$/i;

/**
 * The statistic a period is reduced by when none is asked for: its peak hour, the highest mean over
 * a full hour of consecutive intervals. It holds the peaks PCR 2.11 asks be contained, and no single
 * runaway interval sets a month's value on its own.
 */
export const DEFAULT_PERIOD_STATISTIC: PeriodStatistic = 'peak-hour';
export { WINDOWS } from '../addin/measurements/history';

/** A series' trend as --json gives it. */
function series(m: Measurements, which: 'cpu' | 'interactive', period: Period, statistic: PeriodStatistic, limit: number) {
  const trend = seriesTrend(m, which, period, statistic, limit);
  const { points: _p, fit: _f, limitSerial: _l, ...shown } = trend;
  // The JSON says so too: a limitDate behind the measurements is no date to plan by.
  return { ...shown, pastLimit: pastAlready(trend) };
}

const pct = (x: number): string => `${Number((x * 100).toFixed(2))}%`;
const r3 = (x: number) => x.toFixed(3);

export function trendCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): number {
  const parsed = parseOptions(TREND, args);
  if ('usage' in parsed) return usage(err, parsed.usage);
  const { values: o, operands: files } = parsed;
  const period = o.period ?? 'month';
  const statistic = o.statistic ?? DEFAULT_PERIOD_STATISTIC;
  const limitText = o.limit ?? null;
  const { json } = o;
  if (files.length === 0) return usage(err, 'Name the CSV files of measurement intervals');
  // Disk history (QAPMDISK files, told by their headings) has a trend of its own: arm busy and space used.
  const first = fileText(files[0], files[0], MAX_CHARACTERS);
  if ('text' in first && isQapmdisk(firstHeadings(first.text))) {
    const share = limitText === null ? null : readNumber(limitText);
    if (limitText !== null && (share === null || !(share > 0 && share <= 1)))
      return usage(err, `--limit ${limitText}: give the share of the disk space to reach, e.g. 80% or 0.8`);
    return diskTrendCommand(files, period, statistic, share, json, err, out);
  }
  const read: Measurements[] = [];
  for (const file of files) {
    const r = readMeasurementFile(file);
    if ('usage' in r) return usage(err, r.usage);
    if ('refused' in r) return refuse(err, r.refused);
    for (const w of r.measurements.warnings) err(`${file}: warning: ${w}`);
    read.push(r.measurements);
  }
  const m = joined(files, read);
  if (typeof m === 'string') return refuse(err, m);
  const partition = partitionOf(m);
  const limits = limitOf(limitText, partition);
  if (typeof limits === 'string') return usage(err, limits);
  const { share: limit, said: limitSaid } = limits;
  const p = period;
  const s = statistic;
  const cpu = series(m, 'cpu', p, s, limit);
  const counted = cpu.periods.filter((x) => x.fitted).length;
  if (cpu.uncovered.length) {
    const their = cpu.uncovered.length === 1 ? 'its' : 'their';
    err(`note: ${uncoveredSaid(cpu.uncovered, p)}: measured for less than half ${their} length, left out of the fit`);
  }
  if (counted < 3) {
    const what = `measured for half ${counted === 1 ? 'its' : 'their'} length or more${s === 'peak-hour' ? ', with a full hour measured' : ''}`;
    const has = `${counted} ${p}${counted === 1 ? '' : 's'} ${what}`;
    return refuse(err, `${files.join(', ')}: the history has ${has}; a trend needs 3 or more (try --period week or day)`);
  }
  // Interactive only where the files measure it (unknown is not 0); processing units only where they give an entitlement,
  // trended to the limit's share of the latest entitlement.
  const interactive = m.interactive ? series(m, 'interactive', p, s, limit) : null;
  const units = unitsSeries(m);
  const entitlement = m.entitlement ? m.entitlement[m.entitlement.length - 1] : null;
  const limitUnits = limits.units ?? (entitlement === null ? null : limit * entitlement);
  const cores = units && limitUnits !== null ? series(units, 'cpu', p, s, limitUnits) : null;
  const all = [
    ['cpu', cpu],
    ['interactive', interactive],
    ['cores', cores],
  ] as const;
  fitNotes(all, p, err);
  if (json) {
    const more = { interactive, entitlement, partition, cores: cores && { limit: limitUnits, ...cores } };
    out(
      JSON.stringify({
        files: files.map((f) => path.basename(f)),
        first: formatTime(m.times[0]),
        last: formatTime(m.times[m.times.length - 1]),
        period: p,
        statistic: s,
        periodsFitted: counted,
        limit,
        limitSaid,
        ...cpu,
        ...more,
      }),
    );
    return 0;
  }
  textReport({ files, m, p, s, partition, limit, limitSaid, limitUnits, entitlement, counted, cpu, interactive, all }).forEach((line) => out(line));
  return 0;
}

type Series = ReturnType<typeof series>;

/** What the text report says: the files, the limit, and each series' periods, fits and date. */
interface Trended {
  readonly files: readonly string[];
  readonly m: Measurements;
  readonly p: Period;
  readonly s: PeriodStatistic;
  readonly partition: PartitionShape | null;
  readonly limit: number;
  readonly limitSaid: string;
  readonly limitUnits: number | null;
  readonly entitlement: number | null;
  readonly counted: number;
  readonly cpu: Series;
  readonly interactive: Series | null;
  readonly all: readonly (readonly [name: string, x: Series | null])[];
}

/** What each series' fit left out or could not fit, on stderr. */
function fitNotes(all: Trended['all'], p: Period, err: (line: string) => void): void {
  for (const [name, x] of all) {
    if (x === null) continue;
    const missing = x.periods.filter((q) => q.value === null && q.coverage >= MIN_COVERAGE).map((q) => q.start);
    if (missing.length) err(`note: ${name}: no full hour measured in the ${p} of ${missing.join(', ')}: left out of the fit`);
    if ('error' in x) err(`note: ${name}: no trend: ${x.error}`);
  }
}

/** The trend as text: a line a period for each series, the fits over the last periods, and when each reaches the limit. */
function textReport(t: Trended): string[] {
  const { files, m, p, s, partition, limit, limitSaid, limitUnits, entitlement, counted, cpu, interactive, all } = t;
  const lines: string[] = [];
  const more = cpu.uncovered.length ? ` (${cpu.uncovered.length} more left out, measured for less than half)` : '';
  lines.push(`${files.join(', ')}: ${m.times.length.toLocaleString('en-US')} intervals, ${spanOf(m.times)}; ${counted} ${p}s fitted${more}, each its ${s}`);
  if (partition) lines.push(`partition: ${partitionSaid(partition)}`);
  lines.push(`limit: ${limitSaid}`);
  if (!interactive) lines.push('interactive: unknown, the files have no interactive column');
  const units2 = (v: number) => v.toFixed(3);
  const shown = all
    .filter((e) => e[1] !== null)
    .map(([name, x]) => ({ name: name === 'cores' ? 'cores (PU)' : name, x: x!, show: name === 'cores' ? units2 : pct }));
  lines.push(`${p.padEnd(12)}${shown.map((c) => c.name.padStart(13)).join('')}`);
  cpu.periods.forEach((q, i) => {
    const cells = shown.map((c) => (c.x.periods[i].value === null ? '-' : c.show(c.x.periods[i].value!)).padStart(13)).join('');
    const why = q.coverage < MIN_COVERAGE ? `   left out: ${coverageSaid(q.coverage)} of it measured` : '';
    lines.push(`${q.start.padEnd(12)}${cells}${why}`);
  });
  lines.push(`fit over: growth a year (R²)${shown.map((c) => c.name.padStart(19)).join('')}`);
  const fits = (x: typeof cpu) => [...x.windows, { periods: counted, growth: x.growth, r2: x.r2 }];
  fits(cpu).forEach((f, i) => {
    const show = (g: Fit | { growth: number | null; r2: number | null } | undefined) => (!g || g.growth === null ? 'none' : `${pct(g.growth)} (${r3(g.r2!)})`);
    const label = i === fits(cpu).length - 1 ? `all ${f.periods} ${p}s` : `last ${f.periods} ${p}s`;
    lines.push(`${label.padEnd(28)}${shown.map((c) => show(fits(c.x)[i]).padStart(19)).join('')}`);
  });
  for (const { name, x } of shown) {
    const to =
      name === 'cpu' || name === 'interactive'
        ? `${pct(limit)}${partition ? ' of the entitlement' : ''}`
        : `${units2(limitUnits!)} PU (${pct(limit)} of the entitlement, ${units2(entitlement!)} PU)`;
    const reach = x.pastLimit
      ? x.limitDate
        ? `is past ${to} already: the fitted line crossed it on ${x.limitDate}, by the last ${p} measured`
        : `is past ${to} already: the fitted line is above it at the last ${p} measured and does not grow`
      : !x.limitDate
        ? `does not reach ${to}${'limitNote' in x ? ` (${x.limitNote})` : ''}`
        : `reaches ${to} on ${x.limitDate}`;
    lines.push(`${name} ${reach} (fit over all ${counted} ${p}s)`);
  }
  return lines;
}

/**
 * The limit the trend is drawn to, as a share of what cpu is a share of, in processing units where
 * the files give an entitlement, and in words; or why --limit is refused. A share of the whole CPU is
 * at most 100%; a partition's share of its entitlement may be above (an uncapped partition's is, up
 * to MOST_OF_ENTITLEMENT), and processing units need an entitlement. Without --limit, an uncapped
 * partition's limit is the guideline applied to its virtual processors (partition.ts), any other's
 * the guideline.
 */
function limitOf(text: string | null, partition: PartitionShape | null): { share: number; units: number | null; said: string } | string {
  const entitlement = partition?.entitlement ?? null;
  if (text === null) {
    const vp = virtualProcessorLimit(partition, PLANNING_GUIDELINE);
    if (vp) return { share: vp.share, units: vp.units, said: vp.said };
    const of = partition ? ' of the entitlement' : ' of the CPU';
    return { share: PLANNING_GUIDELINE, units: null, said: `${pct(PLANNING_GUIDELINE)}${of}, the planning guideline (PCR 2.12)` };
  }
  const pu = UNITS.exec(text);
  if (pu) {
    const units = Number(pu[1]);
    if (entitlement === null) {
      return `--limit ${text}: processing units need files that give the partition's entitlement (these give none); give a share, e.g. 70%`;
    }
    if (!(units > 0)) return `--limit ${text}: give more than 0 processing units`;
    const of = `${pct(units / entitlement)} of the ${Number(entitlement.toFixed(3))}-unit entitlement`;
    return { share: units / entitlement, units, said: `${units} processing units, given (${of})` };
  }
  const l = readNumber(text);
  const most = partition ? MOST_OF_ENTITLEMENT : 1;
  if (l === null || !(l > 0 && l <= most)) {
    return partition
      ? `--limit ${text}: give the share of the entitlement to reach, above 0% and at most ${most * 100}% (e.g. 70% or 200%), or processing units (e.g. 2.8PU)`
      : `--limit ${text}: give the share of the CPU to reach, e.g. 70% or 0.7 (above 100% only for a partition, whose files give its entitlement)`;
  }
  const of = partition ? ` of the entitlement${entitlement === null ? '' : ` (${Number((l * entitlement).toFixed(3))} processing units)`}` : ' of the CPU';
  return { share: l, units: null, said: `${pct(l)}${of}, given` };
}

function refuse(err: (line: string) => void, why: string): number {
  err(why);
  return 1;
}

function usage(err: (line: string) => void, why: string): number {
  err(`${why}\nusage: ${TREND_USAGE}`);
  return 2;
}
