/**
 * as400-sizer trend FILE... [--period month|week|day] [--statistic peak|p95|mean|peak-hour] [--limit 70%] [--json]
 * The trend of measured history, as PM/400 taught planners to read it: one value a period, fitted
 * over the last 3, 6 and 12 periods and over all of them, for total CPU and interactive, and the date
 * the fit over all periods reaches the limit. Exit 2 for a usage error, 1 for files refused (their
 * contents, overlapping files, a history shorter than 3 periods).
 */
import path from 'path';
import { joinMeasurements as joined, pastAlready, seriesTrend, type WindowFit as Fit } from '../addin/measurements/history';
import { type Period, type PeriodStatistic, PERIOD_STATISTICS, PERIODS } from '../addin/measurements/periods';
import { firstHeadings, MAX_CHARACTERS, type Measurements } from '../addin/measurements/read';
import { formatTime, spanOf } from '../addin/measurements/window';
import { PLANNING_GUIDELINE } from '../addin/sizing/planning';
import { readNumber } from '../addin/typed';
import { unitsSeries } from '../addin/measurements/units';
import { fileText, readMeasurementFile } from './measurements';
import { diskTrendCommand } from './disk-trend';
import { isQapmdisk } from '../addin/measurements/qapmdisk';

export const TREND_USAGE = 'as400-sizer trend FILE.csv... [--period month|week|day] [--statistic peak|p95|mean|peak-hour] [--limit 70%] [--json]';

/**
 * The statistic a period is reduced by when none is asked for: its peak hour, the highest mean over
 * a full hour of consecutive intervals. It holds the peaks PCR 2.11 asks be contained, and no single
 * runaway interval sets a month's value on its own (issue 21).
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
  let period: string = 'month';
  let statistic: string = DEFAULT_PERIOD_STATISTIC;
  let limit = PLANNING_GUIDELINE;
  let limitGiven = false;
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
        if (l === null || !(l > 0 && l <= 1))
          return usage(err, `--limit ${v}: give the share to reach (of the CPU, or of the disk space for disk files), e.g. 70% or 0.7`);
        limit = l;
        limitGiven = true;
      }
    } else if (a.startsWith('--')) return usage(err, `Unknown option ${a}`);
    else files.push(a);
  }
  if (!(PERIODS as readonly string[]).includes(period)) return usage(err, `--period ${period}: choose ${PERIODS.join(', ')}`);
  if (!(PERIOD_STATISTICS as readonly string[]).includes(statistic)) return usage(err, `--statistic ${statistic}: choose ${PERIOD_STATISTICS.join(', ')}`);
  if (files.length === 0) return usage(err, 'Name the CSV files of measurement intervals');
  // Disk history (QAPMDISK files, told by their headings) has a trend of its own: arm busy and space used.
  const first = fileText(files[0], files[0], MAX_CHARACTERS);
  if ('text' in first && isQapmdisk(firstHeadings(first.text))) {
    return diskTrendCommand(files, period as Period, statistic as PeriodStatistic, limitGiven ? limit : null, json, err, out);
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
  const p = period as Period;
  const s = statistic as PeriodStatistic;
  const cpu = series(m, 'cpu', p, s, limit);
  const counted = cpu.periods.filter((x) => x.value !== null).length;
  if (counted < 3) {
    const what = s === 'peak-hour' ? ` with a full hour measured` : '';
    const has = `${counted} ${p}${counted === 1 ? '' : 's'}${what}`;
    return refuse(err, `${files.join(', ')}: the history has ${has}; a trend needs 3 or more (try --period week or day)`);
  }
  // Interactive only where the files measure it (unknown is not 0); processing units only where they give an entitlement,
  // trended to the limit's share of the latest entitlement.
  const interactive = m.interactive ? series(m, 'interactive', p, s, limit) : null;
  const units = unitsSeries(m);
  const entitlement = m.entitlement ? m.entitlement[m.entitlement.length - 1] : null;
  const cores = units && entitlement !== null ? series(units, 'cpu', p, s, limit * entitlement) : null;
  const all = [
    ['cpu', cpu],
    ['interactive', interactive],
    ['cores', cores],
  ] as const;
  for (const [name, x] of all) {
    if (x === null) continue;
    const missing = x.periods.filter((q) => q.value === null).map((q) => q.start);
    if (missing.length) err(`note: ${name}: no full hour measured in the ${p} of ${missing.join(', ')}: left out of the fit`);
    if ('error' in x) err(`note: ${name}: no trend: ${x.error}`);
  }
  if (json) {
    const more = { interactive, entitlement, cores: cores && { limit: limit * entitlement!, ...cores } };
    out(
      JSON.stringify({
        files: files.map((f) => path.basename(f)),
        first: formatTime(m.times[0]),
        last: formatTime(m.times[m.times.length - 1]),
        period: p,
        statistic: s,
        limit,
        ...cpu,
        ...more,
      }),
    );
    return 0;
  }
  out(`${files.join(', ')}: ${m.times.length.toLocaleString('en-US')} intervals, ${spanOf(m.times)}; ${cpu.periods.length} ${p}s, each its ${s}`);
  if (!interactive) out('interactive: unknown, the files have no interactive column');
  const units2 = (v: number) => v.toFixed(3);
  const shown = all
    .filter((e) => e[1] !== null)
    .map(([name, x]) => ({ name: name === 'cores' ? 'cores (PU)' : name, x: x!, show: name === 'cores' ? units2 : pct }));
  out(`${p.padEnd(12)}${shown.map((c) => c.name.padStart(13)).join('')}`);
  cpu.periods.forEach((q, i) => {
    out(`${q.start.padEnd(12)}${shown.map((c) => (c.x.periods[i].value === null ? '-' : c.show(c.x.periods[i].value!)).padStart(13)).join('')}`);
  });
  out(`fit over: growth a year (R²)${shown.map((c) => c.name.padStart(19)).join('')}`);
  const fits = (x: typeof cpu) => [...x.windows, { periods: counted, growth: x.growth, r2: x.r2 }];
  fits(cpu).forEach((f, i) => {
    const show = (g: Fit | { growth: number | null; r2: number | null } | undefined) => (!g || g.growth === null ? 'none' : `${pct(g.growth)} (${r3(g.r2!)})`);
    const label = i === fits(cpu).length - 1 ? `all ${f.periods} ${p}s` : `last ${f.periods} ${p}s`;
    out(`${label.padEnd(28)}${shown.map((c) => show(fits(c.x)[i]).padStart(19)).join('')}`);
  });
  for (const { name, x } of shown) {
    const to =
      name === 'cpu' || name === 'interactive'
        ? pct(limit)
        : `${units2(limit * entitlement!)} PU (${pct(limit)} of the entitlement, ${units2(entitlement!)} PU)`;
    const reach = !x.limitDate
      ? `does not reach ${to}${'limitNote' in x ? ` (${x.limitNote})` : ''}`
      : x.pastLimit
        ? `is past ${to} already: the fitted line crossed it on ${x.limitDate}, by the last ${p} measured`
        : `reaches ${to} on ${x.limitDate}`;
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
