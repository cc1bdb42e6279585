/**
 * as400-sizer trend, through the built command line as a planner runs it: one value a period, the
 * growth fitted over the last 3, 6 and 12 periods and over all of them, the date the fit reaches the
 * limit. Expected values come from the definitions written out here: the period's statistic over the
 * intervals the test wrote, and least squares on ln(value) against the period's first day.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BIN } from '../../support/cli';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'trend', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-trend-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, rows: readonly Row[]) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, 'timestamp,cpu,interactive\n' + rows.map((r) => `${r.stamp},${r.cpu},${r.interactive}`).join('\n') + '\n');
  return p;
};

interface Row {
  readonly stamp: string;
  /** Percent, as the file prints it. */
  readonly cpu: number;
  readonly interactive: number;
}

const DAY = 86_400_000;
const serial = (ms: number) => ms / DAY + 25_569;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** Least squares of ln(y) on x, written out: slope, intercept, R², the growth a year and where ln(y) reaches ln(limit). */
function fit(xs: number[], ys: number[]) {
  const n = xs.length;
  const ls = ys.map(Math.log);
  const mx = xs.reduce((a, b) => a + b) / n;
  const my = ls.reduce((a, b) => a + b) / n;
  const sxy = xs.reduce((s, x, i) => s + (x - mx) * (ls[i] - my), 0);
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  const syy = ls.reduce((s, l) => s + (l - my) ** 2, 0);
  const b = sxy / sxx;
  const a = my - b * mx;
  return { growth: Math.exp(365.25 * b) - 1, r2: (sxy * sxy) / (sxx * syy), reaches: (limit: number) => (Math.log(limit) - a) / b };
}

// The 720: 12 months of 2024, every 15 minutes of each month measured (a month counts when measured for
// half its length or more). Eight intervals on the 10th of each month from 09:00 carry the month's peak on a curve
// growing 14.5% a year to 66.4% in December, the other intervals below it; the rest of the month runs at 5%.
// Interactive is 30% of the total.
const MONTH_STARTS = Array.from({ length: 12 }, (_, k) => Date.UTC(2024, k, 1));
const PEAKS = MONTH_STARTS.map((t) => Number((66.4 * 1.145 ** ((t - MONTH_STARTS[11]) / (365.25 * DAY))).toFixed(2)));
const SHAPE = [0.7, 0.8, 0.85, 1, 0.9, 0.75, 0.6, 0.5];
const QUARTER = 900_000;
const BASE = 5;
const stampOf = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
/** Every quarter hour from `from` up to `to` (ms). */
const quarters = (from: number, to: number) => Array.from({ length: (to - from) / QUARTER }, (_, i) => from + i * QUARTER);
const shapeRows = (k: number): Row[] =>
  SHAPE.map((f, i) => {
    const cpu = Number((PEAKS[k] * f).toFixed(2));
    return { stamp: `2024-${pad(k + 1)}-10 ${pad(9 + Math.floor(i / 4))}:${pad((i % 4) * 15)}`, cpu, interactive: Number((cpu * 0.3).toFixed(2)) };
  });
const monthRows = (k: number): Row[] => {
  const shaped = new Map(shapeRows(k).map((r) => [r.stamp, r]));
  const end = Date.UTC(2024, k + 1, 1);
  return quarters(MONTH_STARTS[k], end).map((t) => shaped.get(stampOf(t)) ?? { stamp: stampOf(t), cpu: BASE, interactive: 1.5 });
};
const MONTHS = MONTH_STARTS.map((_, k) => monthRows(k));
const year = MONTHS.flat();
/** Nearest rank, as the summary takes the 95th percentile: the ceil(0.95 N)-th of the values sorted up. */
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1];

describe('as400-sizer trend', () => {
  test("--json: the issue's 12 monthly peaks of a 720: periods, growth, windows, R² and the date the fit reaches 70%", () => {
    const r = run(file('year.csv', year), '--json', '--statistic', 'peak');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ period: 'month', statistic: 'peak', limit: 0.7, first: '2024-01-01 00:00', last: '2024-12-31 23:45' });
    // Every quarter hour of each month measured: each covered whole, each fitted.
    expect(json.periods).toEqual(MONTH_STARTS.map((t, k) => ({ start: iso(t), value: expect.closeTo(PEAKS[k] / 100, 12), coverage: 1, fitted: true })));
    expect(json.periodsFitted).toBe(12);
    const xs = MONTH_STARTS.map(serial);
    const all = fit(
      xs,
      PEAKS.map((p) => p / 100),
    );
    expect(json.growth).toBeCloseTo(0.145, 3);
    expect(json.growth).toBeCloseTo(all.growth, 10);
    expect(json.r2).toBeCloseTo(all.r2, 10);
    expect(json.windows).toEqual(
      [3, 6, 12].map((w) => {
        const f = fit(
          xs.slice(-w),
          PEAKS.slice(-w).map((p) => p / 100),
        );
        return { periods: w, from: iso(MONTH_STARTS[12 - w]), growth: expect.closeTo(f.growth, 10), r2: expect.closeTo(f.r2, 10) };
      }),
    );
    expect(json.limitDate).toBe(iso((all.reaches(0.7) - 25_569) * DAY));
    // About 4.7 months after December 1st, as the issue reads the data's own trend.
    expect((all.reaches(0.7) - xs[11]) / (365.25 / 12)).toBeCloseTo(4.7, 0);
    // Interactive: the same fit of its own peaks, and its own date for the limit (--limit 30% here).
    const ip = MONTHS.map((rows) => Math.max(...rows.map((row) => row.interactive)) / 100);
    const limited = JSON.parse(run(file('year.csv', year), '--json', '--limit', '30%', '--statistic', 'peak').out);
    expect(limited.interactive.growth).toBeCloseTo(fit(xs, ip).growth, 10);
    expect(limited.interactive.limitDate).toBe(iso((fit(xs, ip).reaches(0.3) - 25_569) * DAY));
  });

  test('--statistic mean and p95 reduce each month by that statistic; the text output gives the fits and the date', () => {
    const mean = JSON.parse(run(file('year.csv', year), '--json', '--statistic', 'mean').out);
    const means = MONTHS.map((rows) => rows.reduce((s, row) => s + row.cpu, 0) / rows.length / 100);
    expect(mean.periods.map((p: { value: number }) => p.value)).toEqual(means.map((m) => expect.closeTo(m, 12)));
    expect(mean.growth).toBeCloseTo(fit(MONTH_STARTS.map(serial), means).growth, 10);
    // p95, nearest rank over the month's 2,976 quarter hours: the 2,828th sorted up.
    const p95s = JSON.parse(run(file('year.csv', year), '--json', '--statistic', 'p95').out).periods.map((p: { value: number }) => p.value);
    expect(p95s).toEqual(MONTHS.map((rows) => expect.closeTo(p95(rows.map((r) => r.cpu)) / 100, 12)));
    const text = run(file('year.csv', year), '--statistic', 'peak');
    expect(text.code).toBe(0);
    // 366 days of 96 quarter hours.
    expect(text.out).toMatch(/35,136 intervals, 2024-01-01 00:00 to 2024-12-31 23:45; 12 months fitted, each its peak/);
    expect(text.out).toMatch(/^last 3 months\s+\S+% \(\d\.\d+\)/m);
    expect(text.out).toMatch(/^all 12 months\s+14\.\d+% \(/m);
    const all = fit(
      MONTH_STARTS.map(serial),
      PEAKS.map((p) => p / 100),
    );
    expect(text.out).toContain(`cpu reaches 70% on ${iso((all.reaches(0.7) - 25_569) * DAY)} (fit over all 12 months)`);
  });

  test('a history above the limit all year: the fitted line crossed it before the last month, so the work is past it already, not "reaches" it', () => {
    // The same year at 1.3 times the load: 76% in January to 86% in December, every peak above 70%.
    const busy = year.map((r) => ({ ...r, cpu: Number((r.cpu * 1.3).toFixed(2)) }));
    const monthOf = (r: Row) => Number(r.stamp.slice(5, 7)) - 1;
    const peaks = MONTH_STARTS.map((_, k) => Math.max(...busy.filter((r) => monthOf(r) === k).map((r) => r.cpu)) / 100);
    expect(Math.min(...peaks)).toBeGreaterThan(0.7);
    const crossed = fit(MONTH_STARTS.map(serial), peaks).reaches(0.7);
    expect(crossed).toBeLessThan(serial(MONTH_STARTS[11]));
    const text = run(file('busy.csv', busy), '--statistic', 'peak');
    expect(text.code).toBe(0);
    expect(text.out).toContain(
      `cpu is past 70% already: the fitted line crossed it on ${iso((crossed - 25_569) * DAY)}, by the last month measured (fit over all 12 months)`,
    );
    expect(JSON.parse(run(file('busy.csv', busy), '--statistic', 'peak', '--json').out).pastLimit).toBe(true);
    expect(JSON.parse(run(file('year.csv', year), '--statistic', 'peak', '--json').out).pastLimit).toBe(false);
  });

  test('a history flat above the limit (a capped partition at its cap every month) is past it already, with no date; flat below it never reaches it', () => {
    // Every month's peak the same, the cap: the fitted line is flat (slope 0), at that peak.
    const flat = (cpu: number) => year.map((r) => ({ ...r, cpu: Math.min(r.cpu * 2, cpu) }));
    const peakOf = (rows: readonly Row[], k: number) => Math.max(...rows.filter((r) => Number(r.stamp.slice(5, 7)) - 1 === k).map((r) => r.cpu));
    const above = flat(90);
    expect(MONTH_STARTS.every((_, k) => peakOf(above, k) === 90 && peakOf(flat(40), k) === 40)).toBe(true);
    const text = run(file('flat-above.csv', above), '--statistic', 'peak');
    expect(text.code).toBe(0);
    expect(text.out).toContain('cpu is past 70% already: the fitted line is above it at the last month measured and does not grow (fit over all 12 months)');
    const json = JSON.parse(run(file('flat-above.csv', above), '--statistic', 'peak', '--json').out);
    expect(json).toMatchObject({ pastLimit: true, limitDate: null });
    const below = JSON.parse(run(file('flat-below.csv', flat(40)), '--statistic', 'peak', '--json').out);
    expect(below).toMatchObject({ pastLimit: false, limitDate: null });
    expect(run(file('flat-below.csv', flat(40)), '--statistic', 'peak').out).toContain('cpu does not reach 70% (the trend does not grow');
  });

  test('by default each month is its peak hour: the highest mean of 4 consecutive 15-minute intervals, which no single interval sets', () => {
    const r = run(file('year.csv', year), '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.statistic).toBe('peak-hour');
    const hour = (k: number) => {
      // The busiest hour lies within the eight shaped intervals: an hour with a 5% interval in it is lower.
      const cpu = shapeRows(k).map((row) => row.cpu / 100);
      return Math.max(...[0, 1, 2, 3, 4].map((i) => cpu.slice(i, i + 4).reduce((a, b) => a + b) / 4));
    };
    const hours = MONTH_STARTS.map((_, k) => hour(k));
    expect(json.periods.map((p: { value: number }) => p.value)).toEqual(hours.map((h) => expect.closeTo(h, 12)));
    // Below the peak: the busiest hour holds the peak interval and three lower ones.
    expect(hours[0]).toBeLessThan(PEAKS[0] / 100);
    expect(json.growth).toBeCloseTo(fit(MONTH_STARTS.map(serial), hours).growth, 10);
  });

  test(
    'a partition (QAPMSYSTEM export): processing units consumed trended beside the ' + 'share of the entitlement; no interactive column is unknown, not 0',
    () => {
      // Six months of a 0.5-PU partition, every quarter hour at 10% of its entitlement but four intervals on the 10th
      // from 09:00: SYSCTA = 0.5 PU x 900 s x 1000 ms.
      const shares = [
        [40, 44, 48, 44],
        [42, 47, 50, 47],
        [45, 50, 53, 49],
        [47, 52, 56, 52],
        [50, 55, 59, 55],
        [52, 58, 62, 57],
      ];
      const db2 = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', '-').replace(':', '.') + '.00.000000';
      const rows = shares.flatMap((month, k) =>
        quarters(Date.UTC(2024, k, 1), Date.UTC(2024, k + 1, 1)).map((t) => {
          const i = (t - Date.UTC(2024, k, 10, 9)) / QUARTER;
          const pct = i >= 0 && i < 4 ? month[i] : 10;
          return `${db2(t)},900,${(pct / 100) * 450_000},450000`;
        }),
      );
      const export_ = path.join(dir, 'qapmsystem.csv');
      fs.writeFileSync(export_, ['DATETIME,INTSEC,SYSPTU,SYSCTA', ...rows].join('\n'));
      const r = run(export_, '--json');
      expect(r.code).toBe(0);
      const json = JSON.parse(r.out);
      expect(json.interactive).toBeNull();
      expect(json.entitlement).toBeCloseTo(0.5, 12);
      const hours = shares.map((m) => m.reduce((a, b) => a + b) / 4 / 100);
      expect(json.periods.map((p: { value: number }) => p.value)).toEqual(hours.map((h) => expect.closeTo(h, 12)));
      expect(json.cores.periods.map((p: { value: number }) => p.value)).toEqual(hours.map((h) => expect.closeTo(h * 0.5, 12)));
      expect(json.cores.limit).toBeCloseTo(0.35, 12);
      const xs = MONTH_STARTS.slice(0, 6).map(serial);
      const units = fit(
        xs,
        hours.map((h) => h * 0.5),
      );
      expect(json.cores.growth).toBeCloseTo(units.growth, 10);
      expect(json.cores.limitDate).toBe(iso((units.reaches(0.35) - 25_569) * DAY));
      const text = run(export_);
      expect(text.out).toContain('interactive: unknown, the files have no interactive column');
      expect(text.out).toMatch(/^cores \(PU\) reaches 0\.350 PU \(70% of the entitlement, 0\.500 PU\) on \d{4}-\d{2}-\d{2}/m);
    },
  );

  test(
    'an uncapped partition above 100%, a year of hourly intervals stamped by their end: the 13th month of one interval is left out; ' +
      'the limit is 70% of its virtual processors unless --limit gives a share above 100% or processing units',
    () => {
      // PROD: uncapped (SYUCAPF 1), 1.5 processing units (SYSCTA = 1.5 x 3600 s x 1000 ms), 4 virtual processors
      // (SYVCPU = 4 x 3600 x 1000). Each month's peak on its 28th at 11:00 on a curve growing 27% a year, from 110%
      // of the entitlement; every other hour at 60%. Interval-end stamps: the year ends with the row 2026-10-01 00:00.
      const starts = Array.from({ length: 12 }, (_, k) => Date.UTC(2025, 9 + k, 1));
      const share = (k: number) => 1.1 * 1.27 ** ((starts[k] - starts[0]) / DAY / 365.25);
      const [cta, vcpu] = [1.5 * 3_600_000, 4 * 3_600_000];
      const db2 = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', '-').replace(':', '.') + '.00.000000';
      const rows = ['DATETIME,INTSEC,SYSPTU,SYSCTA,SYUCAPF,SYVCPU'];
      const peaks: number[] = [];
      for (let t = starts[0] + 3_600_000; t <= Date.UTC(2026, 9, 1); t += 3_600_000) {
        const k = starts.findIndex((x, i) => t >= x && (i === 11 || t < starts[i + 1]));
        const ptu = k >= 0 && t === starts[k] + 27 * DAY + 11 * 3_600_000 ? Math.round(share(k) * cta) : 0.6 * cta;
        if (ptu !== 0.6 * cta) peaks.push(ptu / cta);
        rows.push(`${db2(t)},3600,${ptu},${cta},1,${vcpu}`);
      }
      expect(peaks.length).toBe(12);
      expect(peaks[11]).toBeGreaterThan(1.3);
      const prod = path.join(dir, 'PROD-year.csv');
      fs.writeFileSync(prod, rows.join('\n'));
      const r = run(prod, '--statistic', 'peak', '--json');
      expect(r.code).toBe(0);
      // One hour of October's 744: 0.1% of it measured.
      expect(r.err).toBe('note: the month of 2026-10-01 (0.1% of it measured): measured for less than half its length, left out of the fit\n');
      const json = JSON.parse(r.out);
      expect(json.partition).toEqual({ uncapped: true, virtualProcessors: 4, entitlement: 1.5 });
      expect(json.periodsFitted).toBe(12);
      expect(json.periods[12]).toEqual({ start: '2026-10-01', value: expect.closeTo(0.6, 12), coverage: 1 / 744, fitted: false });
      const all = fit(starts.map(serial), peaks);
      expect(json.growth).toBeCloseTo(all.growth, 10);
      expect(json.growth).toBeCloseTo(0.27, 4);
      // No --limit on an uncapped partition: 70% of its 4 virtual processors, 2.8 processing units, 2.8 / 1.5 of its entitlement.
      expect(json.limit).toBeCloseTo(2.8 / 1.5, 12);
      expect(json.cores.limit).toBeCloseTo(2.8, 12);
      expect(json.limitSaid).toBe(
        'the 70% guideline (PCR 2.12) applied to its 4 virtual processors, as it is uncapped: 2.8 processing units, 186.67% of its 1.5-unit entitlement',
      );
      expect(json.limitDate).toBe(iso((all.reaches(2.8 / 1.5) - 25_569) * DAY));
      expect(json.pastLimit).toBe(false);
      const units = fit(
        starts.map(serial),
        peaks.map((x) => x * 1.5),
      );
      expect(json.cores.limitDate).toBe(iso((units.reaches(2.8) - 25_569) * DAY));
      // --limit above 100% of the entitlement, and in processing units.
      const twice = JSON.parse(run(prod, '--statistic', 'peak', '--json', '--limit', '200%').out);
      expect([twice.limit, twice.cores.limit]).toEqual([2, 3]);
      expect(twice.limitDate).toBe(iso((all.reaches(2) - 25_569) * DAY));
      const pu = JSON.parse(run(prod, '--statistic', 'peak', '--json', '--limit', '2.4PU').out);
      expect(pu.limit).toBeCloseTo(2.4 / 1.5, 12);
      expect(pu.cores.limit).toBe(2.4);
      expect(pu.limitDate).toBe(iso((all.reaches(2.4 / 1.5) - 25_569) * DAY));
      const text = run(prod, '--statistic', 'peak');
      expect(text.out).toContain('; 12 months fitted (1 more left out, measured for less than half), each its peak');
      expect(text.out).toContain('partition: uncapped, 4 virtual processors, entitlement 1.5 processing units');
      expect(text.out).toMatch(/^2026-10-01 .* left out: 0\.1% of it measured$/m);
      expect(text.out).toMatch(/^cores \(PU\) reaches 2\.800 PU \(186\.67% of the entitlement, 1\.500 PU\) on \d{4}-\d{2}-\d{2}/m);
      // A share above 100% or processing units need a partition: a whole system's file is refused them.
      const whole = file('year.csv', year);
      expect(run(whole, '--limit', '2.8PU')).toMatchObject({
        code: 2,
        err: expect.stringContaining("processing units need files that give the partition's entitlement"),
      });
      expect(run(prod, '--limit', '1100%')).toMatchObject({ code: 2, err: expect.stringContaining('at most 1000%') });
    },
  );

  test('several files are one history in time order, whatever order they are given in; overlapping files are refused', () => {
    const one = JSON.parse(run(file('year.csv', year), '--json').out);
    const [h1, h2] = [file('h1.csv', MONTHS.slice(0, 6).flat()), file('h2.csv', MONTHS.slice(6).flat())];
    for (const files of [
      [h1, h2],
      [h2, h1],
    ]) {
      const r = run(...files, '--json');
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toEqual({ ...one, files: files.map((f) => path.basename(f)) });
    }
    const over = file('over.csv', [...MONTHS[5].slice(-8), ...MONTHS[6].slice(0, 8)]);
    const r = run(h1, over, '--json');
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `${over}: its first interval, 2024-06-30 22:00, is not after the last of ${h1}, 2024-06-30 23:45: the files overlap (give each interval once)\n`,
    );
    expect(r.out).toBe('');
  });

  test('a history shorter than 3 periods is refused, naming how many it has; --period week and day count theirs', () => {
    const two = file('two.csv', MONTHS.slice(0, 2).flat());
    const r = run(two);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the history has 2 months measured for half their length or more, with a full hour measured; a trend needs 3 or more/);
    // A third month measured for its first 10 days only: 960 quarter hours of 2,976, under half, so still 2 months.
    const partial = file('partial.csv', [...MONTHS.slice(0, 2).flat(), ...MONTHS[2].slice(0, 960)]);
    const p = run(partial, '--statistic', 'peak');
    expect(p.code).toBe(1);
    expect(p.err).toContain(
      `note: the month of 2024-03-01 (${(((960 * 15) / (31 * 24 * 60)) * 100).toFixed(1)}% of it measured): ` +
        'measured for less than half its length, left out of the fit',
    );
    expect(p.err).toMatch(/the history has 2 months measured for half their length or more; a trend needs 3 or more/);
    // Four days of one week (Monday 4 March 2024 to Thursday), each hour measured, the peak at 09:00: 96 of
    // the week's 168 hours, so 1 week; 4 days.
    const dayRows = (d: number): Row[] =>
      Array.from({ length: 24 }, (_, h) => ({ stamp: `2024-03-0${d + 3} ${pad(h)}:00`, cpu: h === 9 ? 50 + d : 20, interactive: 10 }));
    const days = file('days.csv', [1, 2, 3, 4].flatMap(dayRows));
    expect(run(days, '--period', 'week', '--statistic', 'peak').err).toMatch(
      /the history has 1 week measured for half its length or more; a trend needs 3 or more/,
    );
    const daily = JSON.parse(run(days, '--period', 'day', '--json', '--statistic', 'peak').out);
    expect(daily.periods).toEqual(
      [4, 5, 6, 7].map((d) => ({ start: `2024-03-0${d}`, value: expect.closeTo((50 + d - 3) / 100, 12), coverage: 1, fitted: true })),
    );
    // Interactive is flat: growth 0, and it never reaches the limit.
    expect(daily.interactive).toMatchObject({ growth: 0, limitDate: null, limitNote: 'the trend does not grow: it never reaches 0.7' });
  });

  test('--statistic peak-hour: the highest mean over 60 minutes of consecutive intervals, a gap breaking the run', () => {
    // Each day every quarter hour at 5%, but from 08:00 the ten intervals of `cpu`; the 4 from 09:00 average highest
    // where no gap breaks them (an hour holding a 5% interval is lower than any of them).
    const day = (d: number, cpu: number[], skip = -1): Row[] => {
      const at = (i: number) => Date.UTC(2024, 2, d, 8) + i * QUARTER;
      const shaped = cpu.flatMap((c, i) => (i === skip ? [] : [{ stamp: stampOf(at(i)), cpu: c, interactive: 5 }]));
      const rest = quarters(Date.UTC(2024, 2, d), Date.UTC(2024, 2, d + 1))
        .filter((t) => t < at(0) || t > at(cpu.length - 1))
        .map((t) => ({ stamp: stampOf(t), cpu: BASE, interactive: 1 }));
      return [...rest, ...shaped].sort((x, y) => (x.stamp < y.stamp ? -1 : 1));
    };
    const cpu = [20, 30, 40, 50, 60, 90, 70, 40, 30, 20];
    // On the 6th the 10:00 interval is missing: 09:00-09:45 still holds a full hour.
    // On the 7th the 09:15 interval is missing: runs are 08:00-09:00 and 09:30-10:15.
    const rows = [...day(5, cpu), ...day(6, cpu, 8), ...day(7, cpu, 5)];
    const r = run(file('hours.csv', rows), '--period', 'day', '--statistic', 'peak-hour', '--json');
    expect(r.code).toBe(0);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b) / xs.length / 100;
    const best = (xs: number[]) => Math.max(...xs.slice(0, xs.length - 3).map((_, i) => mean(xs.slice(i, i + 4))));
    expect(JSON.parse(r.out).periods.map((p: { value: number }) => p.value)).toEqual(
      [best(cpu), best(cpu), Math.max(best(cpu.slice(0, 5)), best(cpu.slice(6)))].map((v) => expect.closeTo(v, 12)),
    );
    // A day measured three quarter hours of every four (75% of it) has no full hour: no peak hour, left out of the fit, and said.
    const gappy = quarters(Date.UTC(2024, 2, 8), Date.UTC(2024, 2, 9))
      .filter((_, i) => i % 4 !== 3)
      .map((t) => ({ stamp: stampOf(t), cpu: 50, interactive: 5 }));
    const s = run(file('short.csv', [...rows, ...gappy]), '--period', 'day', '--statistic', 'peak-hour', '--json');
    expect(s.code).toBe(0);
    expect(JSON.parse(s.out).periods[3]).toEqual({ start: '2024-03-08', value: null, coverage: 0.75, fitted: false });
    expect(s.err).toContain('note: cpu: no full hour measured in the day of 2024-03-08: left out of the fit');
  });

  test('usage errors exit 2; a refused file exits 1 naming its line; --help lists the command', () => {
    const f = file('year.csv', year);
    expect(run(f, '--period', 'year')).toMatchObject({ code: 2, err: expect.stringContaining('--period year: choose month, week, day') });
    expect(run(f, '--statistic', 'max')).toMatchObject({ code: 2, err: expect.stringContaining('choose peak, p95, mean, peak-hour') });
    expect(run(f, '--limit', '170%')).toMatchObject({ code: 2, err: expect.stringContaining('--limit 170%') });
    expect(run()).toMatchObject({ code: 2, err: expect.stringContaining('usage: as400-sizer trend') });
    expect(run(path.join(dir, 'none.csv')).code).toBe(2);
    const bad = path.join(dir, 'bad.csv');
    fs.writeFileSync(bad, 'timestamp,cpu,interactive\n2024-01-01 09:00,50,x\n');
    expect(run(bad)).toMatchObject({ code: 1, err: expect.stringMatching(/bad\.csv: line 2, column 3/) });
    const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    expect(help.stdout).toMatch(
      /as400-sizer trend FILE\.csv\.\.\. \[--period month\|week\|day\] \[--statistic peak\|p95\|mean\|peak-hour\] \[--limit 70%\|2\.8PU\]\s+\[--json\]/,
    );
  });
});
