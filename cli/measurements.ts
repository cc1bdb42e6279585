/**
 * as400-sizer measurements FILE.csv [--model KEY] [--alert FRACTION] [--json]
 * Summarises a CSV of measurement intervals (addin/measurements): exit 2 for a usage error (an
 * unknown option, a model that is not one catalog row, a file that cannot be opened), 1 for a file
 * whose contents are refused, with the line and column on stderr.
 */
import fs from 'fs';
import { isError } from '../addin/errors';
import { canonicalKey } from '../addin/catalog/lookup';
import { MAX_CHARACTERS, type Measurements, readMeasurements, tooLarge } from '../addin/measurements/read';
import { DEFAULT_TARGET, type KneeShares, type Statistics, kneeShares, summarize } from '../addin/measurements/summary';
import { readNumber } from '../addin/typed';

export const MEASUREMENTS_USAGE = 'as400-sizer measurements FILE.csv [--model KEY] [--alert 70%] [--json]';

const pct = (x: number): string => `${Number((x * 100).toFixed(2))}%`;

function duration(seconds: number): string {
  for (const [unit, size] of [['day', 86400], ['h', 3600], ['min', 60]] as const) {
    if (seconds % size === 0) return `${seconds / size} ${unit}${unit === 'day' && seconds !== size ? 's' : ''}`;
  }
  return `${seconds} s`;
}

/**
 * A measurement file read and checked: its intervals, or why it is not read, as a usage error (no
 * such file) or a refusal of its contents (named by line and column), both with the file's name.
 * `as400-sizer measurements` and `workbook --measurements` read files alike.
 */
export function readMeasurementFile(file: string): { measurements: Measurements } | { usage: string } | { refused: string } {
  let text: string;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return { usage: `${file} is not a file` };
    // Checked before reading, so a huge file is refused without loading it.
    if (stat.size > MAX_CHARACTERS) return { refused: `${file}: ${tooLarge(stat.size)}` };
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return { usage: `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}` };
  }
  const measurements = readMeasurements(text);
  return isError(measurements) ? { refused: `${file}: ${measurements.message}` } : { measurements };
}

export function measurementsCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): number {
  let model: string | null = null;
  let target: number | null = null;
  let json = false;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') json = true;
    else if (a === '--model' || a === '--alert') {
      const v = args[++i];
      if (v === undefined) return usage(err, `${a} needs a value`);
      if (a === '--model') model = v;
      else {
        const t = readNumber(v);
        if (t === null || !(t > 0 && t <= 1)) return usage(err, `--alert ${v}: give the share of the threshold to alert at, e.g. 0.7 or 70%`);
        target = t;
      }
    } else if (a.startsWith('--')) return usage(err, `Unknown option ${a}`);
    else files.push(a);
  }
  if (files.length !== 1) return usage(err, files.length ? 'Name one file' : 'Name the CSV file of measurement intervals');
  const file = files[0];
  if (target !== null && model === null) return usage(err, '--alert is the alert target of a --model: give the model too');
  if (model !== null) {
    const key = canonicalKey(model);
    if (isError(key)) return usage(err, `--model: ${key.message}`);
  }
  const read = readMeasurementFile(file);
  if ('usage' in read) return usage(err, read.usage);
  if ('refused' in read) {
    err(read.refused);
    return 1;
  }
  const { measurements } = read;
  const summary = summarize(measurements);
  const shares = model === null ? null : kneeShares(measurements, model, target ?? DEFAULT_TARGET);
  if (isError(shares)) return usage(err, `--model: ${shares.message}`);
  const warnings = [...measurements.warnings, ...(shares?.warnings ?? [])];
  for (const w of warnings) err(`${file}: warning: ${w}`);
  if (json) {
    out(JSON.stringify({ ...summary, columns: measurements.headings, ...(shares ?? {}), warnings }));
    return 0;
  }
  const every = summary.intervalSeconds === null ? (summary.intervals > 1 ? ', intervals of unequal length' : '') : `, every ${duration(summary.intervalSeconds)}`;
  out(`${file}: ${summary.intervals} interval${summary.intervals === 1 ? '' : 's'}, ${summary.first} to ${summary.last}${every}`);
  const row = (name: string, s: Statistics | null) =>
    [name.padEnd(12), ...(s ? [s.peak, s.mean, s.p95].map((x) => pct(x).padStart(8)) : ['peak', 'mean', 'p95'].map((h) => h.padStart(8)))].join('  ');
  out(row('', null));
  out(row('cpu', summary.cpu));
  out(summary.interactive ? row('interactive', summary.interactive) : `${'interactive'.padEnd(12)}  unknown: the file has no interactive column`);
  if (shares) out(kneeLines(shares, summary.intervals).join('\n'));
  return 0;
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
