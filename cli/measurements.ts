/**
 * as400-sizer measurements FILE.csv [--model KEY] [--alert FRACTION] [--from DATE] [--to DATE]
 *                                   [--hours HH-HH] [--days mon-fri] [--date-order mdy|dmy] [--json]
 * Summarises a CSV of measurement intervals (addin/measurements), within a window where one is given:
 * exit 2 for a usage error (an unknown option, a model that is not one catalog row, a file that
 * cannot be opened, a window refused or holding no interval), 1 for a file whose contents are
 * refused, with the line and column on stderr.
 */
import { partitionSaid } from '../addin/measurements/partition';
import fs from 'fs';
import { isError, type Result, valueError } from '../addin/errors';
import { canonicalKey } from '../addin/catalog/lookup';
import {
  FILE_FORMATS,
  firstHeadings,
  MAX_CHARACTERS,
  type Measurements,
  type ReadOptions,
  readJobInteractive,
  readMeasurements,
  tooLarge,
} from '../addin/measurements/read';
import { resourcesCommand } from './resources';
import { GAPS_NAMED, type Statistics, type Summary, summarize } from '../addin/measurements/summary';
import { formatTime } from '../addin/measurements/window';
import { DEFAULT_TARGET, type KneeShares, kneeShares } from '../addin/measurements/knee';
import type { DateOrder } from '../addin/measurements/timestamp';
import { applyWindow, describeWindow, parseWindow, type Window, type WindowText } from '../addin/measurements/window';
import { fraction, OF_THRESHOLD } from '../addin/functions/readers';
import { asCell, asGiven, command, flag, parseOptions, usageOf, value } from './options';

/** How to read dates with slashes and the year last, as --date-order gives it. */
export const DATE_ORDERS: readonly DateOrder[] = ['mdy', 'dmy'];
export const readDateOrder = (v: string): Result<DateOrder> =>
  DATE_ORDERS.find((o) => o === v.trim().toLowerCase()) ?? valueError('choose mdy (month first, 3/19/2024, as in the US) or dmy (day first, 19/3/2024)');

/** The options that cut a file to a window (window.ts reads them together); `workbook --measurements` takes them too. */
export const WINDOW_OPTIONS = {
  from: value('DATE', asGiven, 'the first day taken, as yyyy-mm-dd (in)'),
  to: value('DATE', asGiven, 'the last day taken, as yyyy-mm-dd (in)'),
  hours: value(
    'HH-HH',
    asGiven,
    'the hours of the day taken: intervals from the first hour (in) to the second (out), 08-18 for 08:00 to 17:59; 22-06 runs across midnight',
  ),
  days: value('mon-fri', asGiven, 'the days of the week taken: a range (mon-fri) or a list (mon,wed,sat)'),
};
export const DATE_ORDER_OPTION = value('mdy|dmy', readDateOrder, 'how to read dates with slashes and the year last: mdy (3/19/2024) or dmy (19/3/2024)');
/** The window options given, as window.ts reads them. */
export const windowText = (v: Partial<Record<keyof typeof WINDOW_OPTIONS, string>>): WindowText => ({ from: v.from, to: v.to, hours: v.hours, days: v.days });

export const MEASUREMENTS = command({
  name: 'measurements',
  operands: 'FILE.csv',
  summary: 'one export read into its intervals: the utilization peaks, the interval length, and the intervals past the knee and the alert threshold of --model',
  options: {
    model: value('KEY', asGiven, 'the model whose knee and alert threshold the intervals are counted against (PCR 2.10), a catalog key'),
    alert: value(
      '70%',
      asCell(fraction('--alert', { above: 0 }, OF_THRESHOLD)),
      "the share of the --model's interactive threshold to alert at (PCR 2.10: 70%)",
    ),
    ...WINDOW_OPTIONS,
    'date-order': DATE_ORDER_OPTION,
    jobs: value(
      'JOBS.csv',
      asGiven,
      'a job-level export (QAPMJOBL: INTNUM or DATETIME, JBTYPE, JBCPU) beside a QAPMSYSTEM export:' +
        " interactive is its type-I jobs' CPU over SYSCTA, in place of SYIFUS",
    ),
    json: flag('the figures as one JSON object'),
  },
});
export const MEASUREMENTS_USAGE = usageOf(MEASUREMENTS);

const pct = (x: number): string => `${Number((x * 100).toFixed(2))}%`;
const units = (x: number): string => `${Number(x.toFixed(3))}`;

function duration(seconds: number): string {
  for (const [unit, size] of [
    ['day', 86400],
    ['h', 3600],
    ['min', 60],
  ] as const) {
    if (seconds % size === 0) return `${seconds / size} ${unit}${unit === 'day' && seconds !== size ? 's' : ''}`;
  }
  return `${seconds} s`;
}

/** A file's text, or why not: a usage error (no such file, or not a file), or a refusal of more than `max` bytes, said before reading it. */
export function fileText(file: string, named: string, max: number): { text: string } | { usage: string } | { refused: string } {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return { usage: `${named} is not a file` };
    if (stat.size > max) return { refused: `${file}: ${tooLarge(stat.size)}` };
    return { text: fs.readFileSync(file, 'utf8') };
  } catch (e) {
    return { usage: `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}` };
  }
}

/**
 * A measurement file read and checked: its intervals, or why it is not read, as a usage error (no
 * such file) or a refusal of its contents (named by line and column), both with the file's name.
 * `as400-sizer measurements` and `workbook --measurements` read files alike.
 */
export function readMeasurementFile(file: string, options: ReadOptions = {}): { measurements: Measurements } | { usage: string } | { refused: string } {
  const read = fileText(file, file, MAX_CHARACTERS);
  if (!('text' in read)) return read;
  const measurements = readMeasurements(read.text, options);
  return isError(measurements) ? { refused: `${file}: ${measurements.message}` } : { measurements };
}

/**
 * How a measurement file is read, from --date-order and --jobs: a job-level export (QAPMJOBL or
 * QAPMJOBMI: INTNUM or the interval's time, JBTYPE, JBCPU) read for the interactive CPU of the
 * QAPMSYSTEM export beside it; or why not, as readMeasurementFile says it. A job file has a row per
 * job and interval: no size limit of a measurement export applies to it.
 */
export function readOptionsOf(dateOrder: DateOrder | undefined, jobsFile: string | null): { options: ReadOptions } | { usage: string } | { refused: string } {
  const order = dateOrder ? { dateOrder } : {};
  if (jobsFile === null) return { options: order };
  const read = fileText(jobsFile, `--jobs ${jobsFile}`, Infinity);
  if (!('text' in read)) return read;
  const jobs = readJobInteractive(read.text, order);
  return isError(jobs) ? { refused: `${jobsFile}: ${jobs.message}` } : { options: { ...order, jobs } };
}

/**
 * The file's intervals within the window the options give (all of them where none is given), with
 * the window in words; or why not, a usage error: a window refused, or one holding no interval.
 */
export function windowed(file: string, m: Measurements, w: Window | null): { measurements: Measurements; window: string | null } | { usage: string } {
  if (w === null) return { measurements: m, window: null };
  const inside = applyWindow(m, w);
  return isError(inside) ? { usage: `${file}: ${inside.message}` } : { measurements: inside, window: describeWindow(w) };
}

/** The figures with their times as a planner reads them ("2024-03-19 10:45"), for the JSON. */
const statisticsJson = (s: Statistics | null) => s && { peak: s.peak, p95: s.p95, mean: s.mean, peakHour: s.peakHour, peakAt: formatTime(s.peakAt) };

/** The JSON names docs/measured-data.md gives: fractions, times as "yyyy-mm-dd hh:mm". */
function summaryJson(s: Summary) {
  return {
    intervals: s.intervals,
    first: s.first,
    last: s.last,
    intervalSeconds: s.intervalSeconds,
    format: s.format,
    entitlement: s.entitlement,
    partition: s.partition,
    cpu: statisticsJson(s.cpu),
    interactive: statisticsJson(s.interactive),
    cores: statisticsJson(s.cores),
    top: s.top.map((b) => ({ at: formatTime(b.at), cpu: b.cpu, interactive: b.interactive })),
    gaps: s.gaps.map((g) => ({ after: formatTime(g.after), before: formatTime(g.before), missing: g.missing })),
  };
}

export function measurementsCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): number {
  const parsed = parseOptions(MEASUREMENTS, args);
  if ('usage' in parsed) return usage(err, parsed.usage);
  const { values: o, operands: files } = parsed;
  const model = o.model ?? null;
  const target = o.alert ?? null;
  const { json } = o;
  if (files.length !== 1) return usage(err, files.length ? 'Name one file' : 'Name the CSV file of measurement intervals');
  const file = files[0];
  if (target !== null && model === null) return usage(err, '--alert is the alert target of a --model: give the model too');
  if (model !== null) {
    const key = canonicalKey(model);
    if (isError(key)) return usage(err, `--model: ${key.message}`);
  }
  // The window is read before the file, so a mistyped flag is said without waiting for a large file.
  const w = parseWindow(windowText(o));
  if (isError(w)) return usage(err, w.message);
  const jobsFile = o.jobs ?? null;
  const how = readOptionsOf(o['date-order'], jobsFile);
  if ('usage' in how) return usage(err, how.usage);
  if ('refused' in how) {
    err(how.refused);
    return 1;
  }
  const text = fileText(file, file, MAX_CHARACTERS);
  if ('usage' in text) return usage(err, text.usage);
  if ('text' in text && FILE_FORMATS.find((f) => f.detects(firstHeadings(text.text)))!.kind !== 'cpu') {
    if (model !== null || jobsFile !== null)
      return usage(err, `${model !== null ? '--model' : '--jobs'} goes with a file of CPU intervals; ${file} is not one`);
    return resourcesCommand(file, text.text, how.options, w, json, err, out);
  }
  const read = readMeasurementFile(file, how.options);
  if ('usage' in read) return usage(err, read.usage);
  if ('refused' in read) {
    err(read.refused);
    return 1;
  }
  const cut = windowed(file, read.measurements, w);
  if ('usage' in cut) return usage(err, cut.usage);
  const { measurements } = cut;
  const summary = summarize(measurements);
  const shares = model === null ? null : kneeShares(measurements, model, target ?? DEFAULT_TARGET);
  if (isError(shares)) return usage(err, `--model: ${shares.message}`);
  const warnings = [...summary.warnings, ...(shares?.warnings ?? [])];
  for (const w of warnings) err(`${file}: warning: ${w}`);
  if (json) {
    out(JSON.stringify({ ...summaryJson(summary), window: cut.window, columns: measurements.headings, ...(shares ?? {}), warnings }));
    return 0;
  }
  const every =
    summary.intervalSeconds === null ? (summary.intervals > 1 ? ', intervals of unequal length' : '') : `, every ${duration(summary.intervalSeconds)}`;
  out(`${file}: ${summary.intervals} interval${summary.intervals === 1 ? '' : 's'}, ${summary.first} to ${summary.last}${every}`);
  if (cut.window !== null) out(`window: ${cut.window}`);
  const entitlement = summary.entitlement === null ? '' : `; entitlement ${units(summary.entitlement)} processing units (cpu is a share of it)`;
  out(`read as: ${summary.format}${entitlement}`);
  if (summary.partition) out(`partition: ${partitionSaid(summary.partition)}`);
  out(textLines(summary).join('\n'));
  if (shares) out(kneeLines(shares, summary.intervals).join('\n'));
  return 0;
}

/** The table of figures, when each peak was measured, the busiest intervals and the gaps. */
function textLines(s: Summary): string[] {
  const heads = ['peak', 'peak hour', 'mean', 'p95'];
  const cells = (st: Statistics, f: (x: number) => string) => [f(st.peak), st.peakHour === null ? 'none' : f(st.peakHour), f(st.mean), f(st.p95)];
  const row = (name: string, values: string[]) => [name.padEnd(12), ...values.map((v) => v.padStart(10))].join('  ').trimEnd();
  const lines = [row('', heads), row('cpu', cells(s.cpu, pct))];
  lines.push(s.interactive ? row('interactive', cells(s.interactive, pct)) : `${'interactive'.padEnd(12)}  unknown: the file has no interactive column`);
  if (s.cores) lines.push(row('cores', cells(s.cores, units)) + '  (processing units consumed)');
  if (s.cpu.peakHour === null) lines.push('peak hour: none, no run of intervals covers a whole hour without a gap');
  const at = [`cpu ${formatTime(s.cpu.peakAt)}`, ...(s.interactive ? [`interactive ${formatTime(s.interactive.peakAt)}`] : [])];
  lines.push(`peak at: ${at.join(', ')}`);
  lines.push(`busiest ${s.top.length === 1 ? 'interval' : `${s.top.length} intervals`}:`);
  for (const b of s.top) lines.push(`  ${formatTime(b.at)}  cpu ${pct(b.cpu)}${b.interactive === null ? '' : `  interactive ${pct(b.interactive)}`}`);
  if (s.gaps.length === 0) lines.push('gaps: none');
  else {
    const missing = s.gaps.reduce((n, g) => n + g.missing, 0);
    lines.push(`gaps: ${s.gaps.length} (${missing} interval${missing === 1 ? '' : 's'} missing)`);
    for (const g of s.gaps.slice(0, GAPS_NAMED)) lines.push(`  ${formatTime(g.after)} to ${formatTime(g.before)}: ${g.missing} missing`);
    if (s.gaps.length > GAPS_NAMED) lines.push(`  and ${s.gaps.length - GAPS_NAMED} more (--json lists every gap)`);
  }
  return lines;
}
function kneeLines(s: KneeShares, intervals: number): string[] {
  if (s.noKnee !== null) return [`${s.noKnee}: no intervals past a knee or threshold to count`];
  return [
    `${s.model}: knee at ${pct(s.knee!)} interactive CPU, alert threshold ${pct(s.threshold!)} (PCR 2.10, target ${pct(s.target)})`,
    `  past the knee:      ${s.pastKneeIntervals} of ${intervals} intervals (${pct(s.pastKnee!)})`,
    `  past the threshold: ${s.pastThresholdIntervals} of ${intervals} intervals (${pct(s.pastThreshold!)})`,
  ];
}

function usage(err: (line: string) => void, why: string): number {
  err(`${why}\nusage: ${MEASUREMENTS_USAGE}`);
  return 2;
}
