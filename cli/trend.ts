/**
 * as400-sizer trend FILE... [--period month|week|day] [--statistic peak|p95|mean|peak-hour] [--limit 70%] [--json]
 * The trend of measured history, as PM/400 taught planners to read it: one value a period, fitted
 * over the last 3, 6 and 12 periods and over all of them, for total CPU and interactive, and the date
 * the fit over all periods reaches the limit. Exit 2 for a usage error, 1 for files refused (their
 * contents, overlapping files, a history shorter than 3 periods).
 */
import path from 'path';
import { joinMeasurements as joined, seriesTrend, type WindowFit as Fit } from '../addin/measurements/history';
import { type Period, type PeriodStatistic, PERIOD_STATISTICS, PERIODS } from '../addin/measurements/periods';
import type { Measurements } from '../addin/measurements/read';
import { PLANNING_GUIDELINE } from '../addin/sizing/planning';
import { readNumber } from '../addin/typed';
import { readMeasurementFile } from './measurements';

export const TREND_USAGE = 'as400-sizer trend FILE.csv... [--period month|week|day] [--statistic peak|p95|mean|peak-hour] [--limit 70%] [--json]';

/** The statistic a period is reduced by when none is asked for: its peak, as PCR 2.11 asks that peaks be contained. */
export const DEFAULT_PERIOD_STATISTIC: PeriodStatistic = 'peak';
export { WINDOWS } from '../addin/measurements/history';

/** A series' trend as --json gives it. */
function series(m: Measurements, which: 'cpu' | 'interactive', period: Period, statistic: PeriodStatistic, limit: number) {
  const { points: _p, fit: _f, limitSerial: _l, ...shown } = seriesTrend(m, which, period, statistic, limit);
  return shown;
}

const pct = (x: number): string => `${Number((x * 100).toFixed(2))}%`;
const r3 = (x: number) => x.toFixed(3);

export function trendCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): number {
  let period: string = 'month';
  let statistic: string = DEFAULT_PERIOD_STATISTIC;
  let limit = PLANNING_GUIDELINE;
  let json = false;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') json = true;
    else if (a === '--period' || a === '--statistic' || a === '--limit') {
      const v = args[++i];
      if (v === undefined) return usage(err, `${a} needs a value`);
      if (a === '--period') period = v;
      else if (a === '--statistic') statistic = v;
      else {
        const l = readNumber(v);
        if (l === null || !(l > 0 && l <= 1)) return usage(err, `--limit ${v}: give the share of the CPU to reach, e.g. 70% or 0.7`);
        limit = l;
      }
    } else if (a.startsWith('--')) return usage(err, `Unknown option ${a}`);
    else files.push(a);
  }
  if (!(PERIODS as readonly string[]).includes(period)) return usage(err, `--period ${period}: choose ${PERIODS.join(', ')}`);
  if (!(PERIOD_STATISTICS as readonly string[]).includes(statistic)) return usage(err, `--statistic ${statistic}: choose ${PERIOD_STATISTICS.join(', ')}`);
  if (files.length === 0) return usage(err, 'Name the CSV files of measurement intervals');
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
  const p = period as Period;
  const s = statistic as PeriodStatistic;
  const cpu = series(m, 'cpu', p, s, limit);
  const counted = cpu.periods.filter((x) => x.value !== null).length;
  if (counted < 3) {
    const what = s === 'peak-hour' ? ` with a full hour measured` : '';
    const has = `${counted} ${p}${counted === 1 ? '' : 's'}${what}`;
    return refuse(err, `${files.join(', ')}: the history has ${has}; a trend needs 3 or more (try --period week or day)`);
  }
  const interactive = series(m, 'interactive', p, s, limit);
  for (const [name, x] of [['cpu', cpu], ['interactive', interactive]] as const) {
    const missing = x.periods.filter((q) => q.value === null).map((q) => q.start);
    if (missing.length) err(`note: ${name}: no full hour measured in the ${p} of ${missing.join(', ')}: left out of the fit`);
    if ('error' in x) err(`note: ${name}: no trend: ${x.error}`);
  }
  if (json) {
    out(JSON.stringify({ files: files.map((f) => path.basename(f)), first: m.first, last: m.last, period: p, statistic: s, limit, ...cpu, interactive }));
    return 0;
  }
  out(`${files.join(', ')}: ${m.times.length.toLocaleString('en-US')} intervals, ${m.first} to ${m.last}; ${cpu.periods.length} ${p}s, each its ${s}`);
  out(`${p.padEnd(12)}${'cpu'.padStart(9)}${'interactive'.padStart(13)}`);
  cpu.periods.forEach((q, i) => {
    const show = (v: number | null) => (v === null ? '-' : pct(v));
    out(`${q.start.padEnd(12)}${show(q.value).padStart(9)}${show(interactive.periods[i].value).padStart(13)}`);
  });
  out(`fit over          cpu growth a year (R²)   interactive (R²)`);
  const fits = (x: typeof cpu) => [...x.windows, { periods: counted, growth: x.growth, r2: x.r2 }];
  const ifits = fits(interactive);
  fits(cpu).forEach((f, i) => {
    const show = (g: Fit | { growth: number | null; r2: number | null }) => (g.growth === null ? 'none' : `${pct(g.growth)} (${r3(g.r2!)})`);
    const label = i === fits(cpu).length - 1 ? `all ${f.periods} ${p}s` : `last ${f.periods} ${p}s`;
    out(`${label.padEnd(18)}${show(f).padStart(22)}${show(ifits[i]).padStart(19)}`);
  });
  for (const [name, x] of [['cpu', cpu], ['interactive', interactive]] as const) {
    const reach = x.limitDate ? `reaches ${pct(limit)} on ${x.limitDate}` : `does not reach ${pct(limit)}${'limitNote' in x ? ` (${x.limitNote})` : ''}`;
    out(`${name} ${reach} (fit over all ${counted} ${p}s)`);
  }
  return 0;
}

function refuse(err: (line: string) => void, why: string): number {
  err(why);
  return 1;
}

function usage(err: (line: string) => void, why: string): number {
  err(`${why}\nusage: ${TREND_USAGE}`);
  return 2;
}
