/**
 * The planner's whole job through the built command line: a year of QAPMSYSTEM exports of three
 * partitions (support/partitions.ts: interval-end stamps, so the last file's last row opens a month
 * of one interval; PROD uncapped above 100%, DEV capped at its cap), one --system line a month's
 * file, onto two targets. Every figure is computed here from the rows written: each interval's work
 * (SYSPTU / SYSCTA x SYSCTA / (INTSEC x 1000) x CPW per core), the coincident peak, each partition's
 * growth (least squares of ln(month's peak) on the month's first day, months measured for less than
 * half their length left out), the last full month as today, the projection with each partition's
 * own growth, the date it passes the guideline and its 95% prediction interval, the shared pool and
 * the verdict.
 */
import { spawnSync } from 'child_process';
import ExcelJS from 'exceljs';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BIN } from '../../support/cli';
import { PARTITIONS, partitionMonths, writePartitionYear } from '../../support/partitions';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'consolidate', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-year-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const files = writePartitionYear(dir);

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const PER_CORE = 10_000;
const systems = PARTITIONS.flatMap((p) => files.get(p.name)!.flatMap((f) => ['--system', `${p.name};${PER_CORE} CPW per core;${f}`]));
const EIGHT = 'S1014 8-core;80000;all;none;test rating, p. 1;8';
const FOUR = 'S1014 4-core;40000;all;none;test rating, p. 1;4';

// Each partition's intervals: the end stamp and the work in CPW, from the rows as written.
const series = PARTITIONS.map((p) =>
  partitionMonths(p).flatMap((m) => m.rows.map((r) => ({ t: r.t, cpw: (r.sysptu / r.syscta) * (r.syscta / 900_000) * PER_CORE }))),
);
const times = series[0].map((x) => x.t);
const combined = times.map((_, i) => series.reduce((s, x) => s + x[i].cpw, 0));
const coincident = Math.max(...combined);
const monthOf = (t: number) => Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth(), 1);
const monthLength = (m: number) => Date.UTC(new Date(m).getUTCFullYear(), new Date(m).getUTCMonth() + 1, 1) - m;

/** Each month of a partition's stamps: its peak and whether its intervals cover half of it. */
function months(s: { t: number; cpw: number }[]) {
  const by = new Map<number, number[]>();
  for (const x of s) by.set(monthOf(x.t), [...(by.get(monthOf(x.t)) ?? []), x.cpw]);
  return [...by].map(([start, v]) => ({ start, peak: Math.max(...v), counted: v.length * 15 * 60_000 * 2 >= monthLength(start) }));
}

/** Least squares of ln(peak) on the day, written out; and the 95% prediction interval's half-width at a day (t(0.975, 10) = 2.228, any printed t table). */
function fit(points: { start: number; peak: number }[]) {
  const xs = points.map((p) => p.start / DAY);
  const ys = points.map((p) => Math.log(p.peak));
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b) / n;
  const my = ys.reduce((a, b) => a + b) / n;
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  const sxy = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0);
  const syy = ys.reduce((s, y) => s + (y - my) ** 2, 0);
  const b = sxy / sxx;
  const a = my - b * mx;
  const sse = ys.reduce((s, y, i) => s + (y - a - b * xs[i]) ** 2, 0);
  expect(n).toBe(12);
  const half = (day: number) => 2.228 * Math.sqrt(sse / (n - 2)) * Math.sqrt(1 + 1 / n + (day - mx) ** 2 / sxx);
  // R² is 1 where every month's peak is the same (DEV, at its cap every month): the line fits exactly (sizing/trend.ts).
  return { growth: Math.exp(365.25 * b) - 1, r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy), half };
}

const monthly = series.map(months);
const fits = monthly.map((ms) => fit(ms.filter((m) => m.counted)));
const SEPTEMBER = Date.UTC(2026, 8, 1);
const TODAY = Date.UTC(2026, 9, 1);
const sept = times.map((_, i) => i).filter((i) => monthOf(times[i]) === SEPTEMBER);
/** The projected coincident peak y years from today, each partition grown by its own factor. */
const projected = (y: number, bound: 0 | 1 | -1 = 0) =>
  Math.max(
    ...sept.map((i) => series.reduce((s, x, k) => s + x[i].cpw * (1 + fits[k].growth) ** y * Math.exp(bound * fits[k].half((TODAY + y * YEAR) / DAY)), 0)),
  );
function yearsTo(limit: number, bound: 0 | 1 | -1 = 0): number {
  let [lo, hi] = [0, 50];
  for (let k = 0; k < 60; k++) [lo, hi] = projected((lo + hi) / 2, bound) >= limit ? [lo, (lo + hi) / 2] : [(lo + hi) / 2, hi];
  return hi;
}
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const unit = PER_CORE * 0.7 * 0.9;

describe('a year of three partitions, one --system line a month, onto an 8-core and a 4-core target', () => {
  const r = run(...systems, '--target', EIGHT, '--target', FOUR, '--json');
  const j = JSON.parse(r.out);
  const text = run(...systems, '--target', EIGHT, '--target', FOUR);

  test('the files of one name are one history: the coincident peak over the year, each partition with its twelve files', () => {
    expect(r.code).toBe(0);
    expect(j.systems.map((s: { name: string }) => s.name)).toEqual(['PROD', 'DEV', 'WEB']);
    expect(j.systems[0].files).toHaveLength(12);
    expect(j.intervals).toBe(times.length);
    expect(j.coincidentPeakCpw).toBeCloseTo(coincident, 6);
    expect(j.sumOfPeaksCpw).toBeCloseTo(
      series.reduce((s, x) => s + Math.max(...x.map((y) => y.cpw)), 0),
      6,
    );
    // PROD uncapped above its entitlement, DEV at its cap.
    expect(Math.max(...series[0].map((x) => x.cpw)) / (1.5 * PER_CORE)).toBeGreaterThan(1.5);
    expect(series[1].filter((x) => x.cpw === 0.5 * PER_CORE).length).toBeGreaterThan(100);
  });

  test("each partition's growth from its own months; the month of one interval (2026-10, the collection's last stamp) left out", () => {
    j.systems.forEach((s: { growth: number; r2: number; monthsFitted: number; monthsLeftOut: string[] }, k: number) => {
      expect(s.growth).toBeCloseTo(fits[k].growth, 9);
      expect(s.r2).toBeCloseTo(fits[k].r2, 9);
      expect(s.monthsFitted).toBe(12);
      expect(s.monthsLeftOut).toEqual(['2026-10']);
    });
    expect(fits[0].growth).toBeGreaterThan(0.2);
    expect(fits[2].growth).toBeCloseTo(0.15, 2);
    expect(text.err).toContain('note: PROD: measured less than half of 2026-10: left out of its growth');
  });

  test('today is September 2026, the last full month; the projection grows each partition by its own rate', () => {
    expect(j.today.month).toBe('2026-09');
    expect(j.today.from).toBe('2026-10-01');
    expect(j.today.coincidentCpw).toBeCloseTo(projected(0), 6);
    j.today.byYearCpw.forEach((x: number, y: number) => expect(x).toBeCloseTo(projected(y), 6));
  });

  test('each target: the date the projected peak passes 70%, and the range from the fits’ 95% prediction intervals', () => {
    for (const [k, cpw] of [
      [0, 80_000],
      [1, 40_000],
    ]) {
      const t = j.targets[k];
      const already = coincident / cpw > 0.7;
      const y = already ? 0 : yearsTo(0.7 * cpw);
      expect(t.limitDate).toBe(iso(TODAY + y * YEAR));
      expect(t.monthsToLimit).toBeCloseTo(12 * y, 6);
      expect(t.limitDateEarliest).toBe(iso(TODAY + (already ? 0 : yearsTo(0.7 * cpw, 1)) * YEAR));
      expect(t.limitDateLatest).toBe(iso(TODAY + (already ? 0 : yearsTo(0.7 * cpw, -1)) * YEAR));
    }
    expect(j.targets[0].limitDateEarliest < j.targets[0].limitDate && j.targets[0].limitDate < j.targets[0].limitDateLatest).toBe(true);
  });

  test('one verdict: the shared pool within the cores and the utilization within 70%, today and for 3 years with growth', () => {
    const [eight, four] = j.targets;
    expect(eight.processingUnits.sharedPool).toBeCloseTo(coincident / unit, 9);
    const carries = (x: number, cpw: number, cores: number) => x / cpw <= 0.7 && x / ((cpw / cores) * 0.7 * 0.9) <= cores;
    expect(eight.fitsNow).toBe(carries(coincident, 80_000, 8));
    expect(eight.fitsAhead).toBe([1, 2, 3].every((y) => carries(projected(y), 80_000, 8)));
    expect(eight.fits).toBe(eight.fitsNow && eight.fitsAhead);
    expect(four.fits).toBe(false);
    // The 4-core pool is past its cores, and the dedicated partitions' whole cores are said in words.
    const dedicated = series.reduce((n, x) => n + Math.ceil(Math.ceil(Number((Math.max(...x.map((y) => y.cpw)) / (unit * 0.05)).toPrecision(12))) * 0.05), 0);
    expect(four.dedicatedCores).toBe(dedicated);
    expect(four.verdict).toContain(`as dedicated partitions they would take ${dedicated} whole cores, above its 4`);
  });

  test('the text says the same: the pool, the verdict, the month reached', () => {
    expect(text.code).toBe(0);
    const month = (d: string) =>
      `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
    const eight = j.targets[0];
    expect(text.out).toContain(eight.verdict);
    expect(text.out).toContain(`the 70% guideline reached in ${month(eight.limitDate)}`);
    expect(text.out).toContain(`between ${month(eight.limitDateEarliest)} and ${month(eight.limitDateLatest)}`);
    expect(text.out).toContain(`shared pool ${(coincident / unit).toFixed(3)}`);
  });
});

describe('options of the whole job', () => {
  test('--growth NAME=15% replaces that partition’s fit; --fits-years asks for more years', () => {
    const r = run(...systems, '--target', EIGHT, '--growth', 'web=15%', '--fits-years', '5', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.systems[2]).toMatchObject({ growth: 0.15, r2: null, growthGiven: true });
    expect(j.fitsYears).toBe(5);
  });

  test('--guideline per-core: each target by its cores (8: 85%; 6 between 4 and 8: 81%, the lower count’s)', () => {
    const r = run(...systems, '--target', EIGHT, '--target', 'Six;60000;all;none;test rating, p. 2;6', '--guideline', 'per-core', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.guideline).toBe('per-core');
    expect(j.targets.map((t: { guideline: number }) => t.guideline)).toEqual([0.85, 0.81]);
    expect(j.targets[0].processingUnits.sharedPool).toBeCloseTo(coincident / (PER_CORE * 0.85 * 0.9), 9);
    expect(j.guidelineSource).toContain('PM for Power Systems');
  });

  test('refused: per-core with a target without cores; a name given two systems; --growth of no system', () => {
    const [prod1, prod2] = files.get('PROD')!;
    const dev = files.get('DEV')![0];
    const base = ['--system', `PROD;${PER_CORE} CPW per core;${prod1}`, '--system', `DEV;${PER_CORE} CPW per core;${dev}`];
    let r = run(...base, '--target', 'Bare;80000;all;none;test rating, p. 1', '--guideline', 'per-core');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--guideline per-core: the target Bare gives no CORES');
    r = run(...base, '--system', `PROD;500 CPW;${prod2}`);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`PROD is ${PER_CORE} CPW per core in --system`);
    r = run(...base, '--growth', 'TEST=10%');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--growth TEST=10%: no --system is named TEST');
    // 15 typed for 15%: a share, so 1,500% a year, refused with the fix, as --set AnnualGrowth=15 is.
    r = run(...base, '--growth', 'PROD=15');
    expect(r.code).toBe(2);
    expect(r.err).toContain("--growth PROD=15: give a system's growth a year as a share");
    expect(r.err).toContain('(15 reads as 1500% a year)');
  });
});

describe('workbook report of one partition: the measured system is the partition', () => {
  const workbook = (...args: string[]) => {
    const r = spawnSync(process.execPath, [BIN, 'workbook', 'report', ...args], { encoding: 'utf8' });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  const prod = files.get('PROD')![11];
  const dev = files.get('DEV')![11];

  test('a partition export with the current system left at its catalog default is refused, naming what to give', () => {
    const r = workbook('--measurements', prod, '--out', path.join(dir, 'default.xlsx'));
    expect(r.code).not.toBe(0);
    expect(r.err).toContain(`${path.basename(prod)} is a partition's export: its utilization is a share of the partition's entitlement (1.5 processing units`);
    expect(r.err).toContain('Give Current as what the entitlement stands for, "N CPW"');
    expect(r.err).toContain('for the report, "N CPW per core"');
    expect(fs.existsSync(path.join(dir, 'default.xlsx'))).toBe(false);
  });

  test('above 100% of the entitlement read from the file is refused exactly as the same figure typed', () => {
    const read = workbook('--measurements', prod, '--set', 'Current=720-2061-1501', '--out', path.join(dir, 'over.xlsx'));
    // The file's peak: SYSPTU / SYSCTA of its busiest interval.
    const peak = Math.max(...partitionMonths(PARTITIONS[0])[11].rows.map((x) => x.sysptu / x.syscta));
    expect(peak).toBeGreaterThan(1);
    const typed = workbook('--set', `CpuUtil=${peak}`, '--out', path.join(dir, 'typed.xlsx'));
    const rule = 'Measured CPU utilization is a fraction of the CPU (32.1% is 0.321), so at most 1';
    expect(read.err).toContain(rule);
    expect(typed.err).toContain(rule);
    expect(read.code).toBe(typed.code);
  });

  test('rated per core, its files are the report of that one system: the same sheets and Summary as --system lines, its peak in CPW', async () => {
    const [one, lines] = [path.join(dir, 'one.xlsx'), path.join(dir, 'lines.xlsx')];
    const months = files.get('PROD')!;
    const history = months.slice(0, -1).flatMap((f) => ['--history', f]);
    const r = workbook(
      '--measurements',
      prod,
      ...history,
      '--set',
      `Current=${PER_CORE} CPW per core`,
      '--set',
      'SystemName=PROD',
      '--target',
      FOUR,
      '--out',
      one,
    );
    expect([r.code, r.err]).toEqual([0, expect.any(String)]);
    const s = workbook(
      ...months.flatMap((f) => ['--system', `PROD;${PER_CORE} CPW per core;${f}`]),
      '--target',
      FOUR,
      '--set',
      'SystemName=PROD',
      '--out',
      lines,
    );
    expect(s.code).toBe(0);
    const read = async (f: string) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(f);
      return wb;
    };
    const [a, b] = [await read(one), await read(lines)];
    expect(a.worksheets.map((w) => w.name)).toEqual(b.worksheets.map((w) => w.name));
    const values = (wb: ExcelJS.Workbook) => {
      const cells: unknown[] = [];
      wb.getWorksheet('Summary')!.eachRow((row) => row.eachCell((c) => cells.push([c.address, c.text])));
      return cells;
    };
    expect(values(a)).toEqual(values(b));
    // PROD's peak over the year, in CPW: each interval's processing units x the CPW of a core, by the test's own definition.
    const peak = Math.max(...series[0].map((x) => x.cpw));
    const numbers: number[] = [];
    a.getWorksheet('Summary')!.eachRow((row) =>
      row.eachCell((c) => {
        const v = c.value !== null && typeof c.value === 'object' && 'result' in c.value ? c.value.result : c.value;
        if (typeof v === 'number') numbers.push(v);
      }),
    );
    expect(numbers.some((n) => Math.abs(n - peak) < 1e-6 * peak)).toBe(true);
  });

  test('rated per core, what only the one-system template takes is refused, naming what to give', () => {
    const base = ['--measurements', prod, '--set', `Current=${PER_CORE} CPW per core`, '--target', FOUR, '--out', path.join(dir, 'refused.xlsx')];
    let r = workbook(...base, '--set', 'CpuUtil=50%');
    expect(r.code).toBe(2);
    expect(r.err).toContain("--set CpuUtil=50% is the one-system template's; give the report fields only");
    r = workbook(...base, '--hours', '08-18');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--hours is not taken: the report of a partition sizes its whole history');
    r = workbook('--set', `Current=${PER_CORE} CPW per core`, '--target', FOUR, '--out', path.join(dir, 'refused.xlsx'));
    expect(r.code).toBe(2);
    expect(r.err).toContain("give the partition's export with one --measurements FILE");
    expect(fs.existsSync(path.join(dir, 'refused.xlsx'))).toBe(false);
  });

  test('a capped partition named as "N CPW" (its entitlement x CPW per core) is read: at most 100% of it', () => {
    const r = workbook('--measurements', dev, '--set', 'Current=5000 CPW', '--out', path.join(dir, 'dev.xlsx'));
    expect(r.code).toBe(0);
  });
});
