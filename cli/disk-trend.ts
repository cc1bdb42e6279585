/**
 * `as400-sizer trend` of QAPMDISK files (addin/measurements/disk-trend.ts): the busiest arm's busy
 * share a period, to PCR 14.1's guideline, and the disk space used a period, to --limit (80% by
 * default, a planner convention), each fitted as the CPU's trend is.
 */
import path from 'path';
import { isError } from '../addin/errors';
import { diskTrend, SPACE_LIMIT } from '../addin/measurements/disk-trend';
import { pastAlready, type SeriesTrend } from '../addin/measurements/history';
import type { Period, PeriodStatistic } from '../addin/measurements/periods';
import { type DiskMeasurements, readQapmdisk } from '../addin/measurements/qapmdisk';
import { MAX_CHARACTERS } from '../addin/measurements/read';
import { formatTime, spanOf } from '../addin/measurements/window';
import { fileText } from './measurements';

const pct = (x: number): string => `${Number((x * 100).toFixed(2))}%`;

function shown(t: SeriesTrend) {
  const { points: _p, fit: _f, limitSerial: _l, ...rest } = t;
  return { ...rest, pastLimit: pastAlready(t) };
}

function reach(t: SeriesTrend, to: string, p: Period): string {
  if (pastAlready(t))
    return t.limitDate
      ? `is past ${to} already: the fitted line crossed it on ${t.limitDate}, by the last ${p} measured`
      : `is past ${to} already: the fitted line is above it at the last ${p} measured and does not grow`;
  return t.limitDate ? `reaches ${to} on ${t.limitDate}` : `does not reach ${to}${t.limitNote ? ` (${t.limitNote})` : ''}`;
}

/** Exit 0, 1 (a file refused, too short a history) or 2 (a file that cannot be read). */
export function diskTrendCommand(
  files: readonly string[],
  period: Period,
  statistic: PeriodStatistic,
  limit: number | null,
  json: boolean,
  err: (line: string) => void,
  out: (line: string) => void,
): number {
  const read: DiskMeasurements[] = [];
  for (const file of files) {
    const text = fileText(file, file, MAX_CHARACTERS);
    if ('usage' in text) {
      err(text.usage);
      return 2;
    }
    const d = 'text' in text ? readQapmdisk(text.text) : null;
    if (d === null || isError(d)) {
      err(d === null ? (text as { refused: string }).refused : `${file}: ${d.message}`);
      return 1;
    }
    for (const w of d.warnings) err(`${file}: warning: ${w}`);
    read.push(d);
  }
  const spaceLimit = limit ?? SPACE_LIMIT;
  const t = diskTrend(files, read, period, statistic, spaceLimit);
  if (typeof t === 'string') {
    err(t);
    return 1;
  }
  const counted = t.busiest.points.length;
  if (counted < 3) {
    err(
      `${files.join(', ')}: the history has ${counted} ${period}${counted === 1 ? '' : 's'} with a value; a trend needs 3 or more (try --period week or day)`,
    );
    return 1;
  }
  if (json) {
    out(
      JSON.stringify({
        files: files.map((f) => path.basename(f)),
        first: formatTime(t.times[0]),
        last: formatTime(t.times[t.times.length - 1]),
        period,
        statistic,
        disk: {
          arms: t.arms,
          guideline: t.guideline,
          busiest: shown(t.busiest),
          spaceLimit,
          spaceLimitSource: limit === null ? 'planner convention (80%), not a rule of the PCR' : '--limit',
          spaceUsed: shown(t.spaceUsed),
        },
      }),
    );
    return 0;
  }
  out(
    `${files.join(', ')}: ${t.times.length.toLocaleString('en-US')} intervals, ${spanOf(t.times)}; ` +
      `${t.busiest.periods.length} ${period}s, each its ${statistic}`,
  );
  out(`${period.padEnd(12)}${'busiest arm'.padStart(13)}${'space used'.padStart(13)}`);
  t.busiest.periods.forEach((q, i) => {
    const cell = (v: number | null) => (v === null ? '-' : pct(v)).padStart(13);
    out(`${q.start.padEnd(12)}${cell(q.value)}${cell(t.spaceUsed.periods[i].value)}`);
  });
  const armsText = t.arms === 1 ? 'one arm' : `${t.arms} arms`;
  const growth = (x: SeriesTrend) => (x.growth === null ? 'none' : `${pct(x.growth)} a year (R² ${x.r2!.toFixed(3)})`);
  out(`busiest arm: growth ${growth(t.busiest)}; ${reach(t.busiest, `${pct(t.guideline)}, PCR 14.1's guideline for ${armsText}`, period)}`);
  const source = limit === null ? ', a planner convention' : '';
  out(`space used: growth ${growth(t.spaceUsed)}; ${reach(t.spaceUsed, `${pct(spaceLimit)}${source}`, period)}`);
  return 0;
}
