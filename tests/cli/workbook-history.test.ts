/**
 * as400-sizer workbook runway|scenarios --history FILE...: AnnualGrowth filled with the growth fitted
 * over the monthly peaks (docs/measured-data.md, "Sheets take history"), its note naming the files, the
 * months and the fit, the Trend sheet after the sizing sheet, the calendar month beside each count of
 * months (23.4), and a growth left at the default said to be no measurement, on the sheet and on
 * stderr.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { DEFAULT_ANNUAL_GROWTH } from '../../addin/sheets/growth';
import { excelValue } from '../../support/compare';
import { readWritten, type Written } from './xlsx/read';
import { BIN } from '../../support/cli';

jest.setTimeout(60_000);

const run = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'workbook', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-cli-history-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, content);
  return p;
};

// The case: 12 monthly peaks of a 720 that grew about 14.5% a year, each month's peak on its
// 10th at 14:00, with a lower interval on its 24th; the first months in one file, the rest in another.
// The interval length is the shortest step, 14 days, so each month's two intervals measure 28 of its days:
// more than half of it, so each month is fitted.
const DAY = 86_400_000;
const months = Array.from({ length: 12 }, (_, k) => Date.UTC(2024, k, 1));
const peakAt = (k: number) => months[k] + 9 * DAY + 14 * 3_600_000;
const peak = (k: number) => Math.round(40 * 1.145 ** ((months[k] - months[0]) / DAY / 365.25) * 10) / 10;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const lines = (ks: number[]) =>
  ks.flatMap((k) => [`${stamp(peakAt(k))},${peak(k)},${(peak(k) / 3).toFixed(1)}`, `${stamp(peakAt(k) + 14 * DAY)},${peak(k) - 5},10`]);
const HEAD = 'timestamp,cpu,interactive';
const EARLY = file('early.csv', [HEAD, ...lines([0, 1, 2, 3, 4, 5])].join('\n'));
const LATE = file('late.csv', [HEAD, ...lines([6, 7, 8, 9, 10, 11])].join('\n'));

/** The growth the definition gives: least squares of ln(peak) on the month's first day as an Excel date, exp(365.25 slope) - 1. */
function fitted(): { growth: number; r2: number } {
  const x = months.map((t) => t / DAY + 25_569);
  const y = months.map((_, k) => Math.log(peak(k) / 100));
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  const sxy = x.reduce((s, v, i) => s + (v - mx) * (y[i] - my), 0);
  const sxx = x.reduce((s, v) => s + (v - mx) ** 2, 0);
  const syy = y.reduce((s, v) => s + (v - my) ** 2, 0);
  return { growth: Math.exp((365.25 * sxy) / sxx) - 1, r2: (sxy * sxy) / (sxx * syy) };
}

const cached = (v: unknown): unknown => excelValue(typeof v === 'object' && v !== null && 'result' in v ? (v as { result: unknown }).result : v);

function cellOf(w: Written, sheet: string, name: string) {
  const n = w.names.find((x) => x.name === name && w.sheets[x.localSheetId!] === sheet);
  if (!n) throw new Error(`no name ${name} on ${sheet}`);
  const ref = n.refersTo.split('!')[1].replace(/\$/g, '');
  const ws = w.book.getWorksheet(sheet)!;
  const at = (column: string) => ws.getCell(`${column}${ref.slice(1)}`);
  return { value: cached(ws.getCell(ref).value), at };
}

/** The first of the month `months` (rounded up) after the month of the serial `from`, as an Excel date. */
const monthReached = (from: number, m: number) => {
  const d = new Date((from - 25_569) * DAY);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + Math.ceil(m), 1) / DAY + 25_569;
};

describe('as400-sizer workbook --history', () => {
  test('runway: two files fill AnnualGrowth with the fit over 12 monthly peaks; the Trend sheet follows; months give their calendar month', async () => {
    const out = path.join(dir, 'runway.xlsx');
    const r = run(['runway', '--history', EARLY, '--history', LATE, '--out', out]);
    expect(r.code).toBe(0);
    const { growth, r2 } = fitted();
    expect(growth).toBeGreaterThan(0.13);
    expect(growth).toBeLessThan(0.16);
    expect(r.err).toContain(`note: AnnualGrowth ${Number((growth * 100).toFixed(1))}% a year: fitted from early.csv, late.csv`);
    expect(r.err).not.toContain('default, not measured');
    const w = await readWritten(fs.readFileSync(out));
    expect(w.sheets.slice(0, 2)).toEqual(['Growth runway', 'Trend']);
    const g = cellOf(w, 'Growth runway', 'AnnualGrowth');
    expect(g.value as number).toBeCloseTo(growth, 9);
    const note = String(g.at('C').value);
    expect(note).toContain('Filled from early.csv, late.csv');
    expect(note).toContain('12 months (2024-01 to 2024-12)');
    expect(note).toContain(`R² ${r2.toFixed(3)}`);
    // Counted from the last interval measured: 2024-12-24 14:00.
    const from = cellOf(w, 'Growth runway', 'CountFrom').value as number;
    expect(from).toBe(Math.floor((peakAt(11) + 14 * DAY) / DAY) + 25_569);
    for (const name of ['MonthsToLimit', 'MonthsTo100', 'MonthsToKnee', 'MonthsToThreshold', 'MonthsToIntMax']) {
      const m = cellOf(w, 'Growth runway', name);
      const reached = cached(m.at('C').value);
      if (typeof m.value === 'number') expect([name, reached]).toEqual([name, monthReached(from, m.value)]);
      else expect([name, reached]).toEqual([name, m.value]);
      expect(m.at('C').numFmt).toBe('mmm yyyy');
    }
    // The Trend sheet: the growth formula over its own columns, the guideline, the peaks by month.
    const trend = w.book.getWorksheet('Trend')!;
    const values: unknown[] = [];
    trend.eachRow((row) => row.eachCell((c) => values.push(cached(c.value))));
    expect(values).toContain('early.csv, late.csv');
    const growthCell = trend
      .getColumn('B')
      .values.map(cached)
      .find((v) => typeof v === 'number' && Math.abs(v - growth) < 1e-9);
    expect(growthCell).toBeDefined();
    for (const k of [0, 5, 11]) expect(values.some((v) => typeof v === 'number' && Math.abs(v - peak(k) / 100) < 1e-12)).toBe(true);
  });

  test('a year of hourly intervals stamped by their end: the row at 00:00 on the 1st opens a month of one interval, left out and named', async () => {
    // Collection Services stamps an interval by its end: a year from 1 October 2025 ends with the row 2026-10-01 00:00.
    // Each month's peak on its 15th at 11:00 on a curve growing 27% a year; every other hour at 20%.
    const first = Date.UTC(2025, 9, 1);
    const starts = Array.from({ length: 12 }, (_, k) => Date.UTC(2025, 9 + k, 1));
    const peakOf = (k: number) => Math.round(40 * 1.27 ** ((starts[k] - first) / DAY / 365.25) * 100) / 100;
    const rows: string[] = [HEAD];
    for (let t = first + 3_600_000; t <= Date.UTC(2026, 9, 1); t += 3_600_000) {
      const k = starts.findIndex((s, i) => t >= s && (i === 11 || t < starts[i + 1]));
      const atPeak = k >= 0 && t === starts[k] + 14 * DAY + 11 * 3_600_000;
      rows.push(`${stamp(t)},${atPeak ? peakOf(k) : 20},5`);
    }
    expect(rows[rows.length - 1]).toBe('2026-10-01 00:00,20,5');
    const year = file('ended.csv', rows.join('\n'));
    const out = path.join(dir, 'ended.xlsx');
    const r = run(['runway', '--history', year, '--out', out]);
    expect(r.err).not.toContain('refused');
    expect(r.code).toBe(0);
    // The definition over the 12 months measured whole: least squares of ln(peak) on the month's first day.
    const x = starts.map((t) => t / DAY + 25_569);
    const y = starts.map((_, k) => Math.log(peakOf(k) / 100));
    const mx = x.reduce((a, b) => a + b) / 12;
    const my = y.reduce((a, b) => a + b) / 12;
    const slope = x.reduce((a, v, i) => a + (v - mx) * (y[i] - my), 0) / x.reduce((a, v) => a + (v - mx) ** 2, 0);
    const growth = Math.exp(365.25 * slope) - 1;
    expect(growth).toBeCloseTo(0.27, 3);
    const w = await readWritten(fs.readFileSync(out));
    const g = cellOf(w, 'Growth runway', 'AnnualGrowth');
    expect(g.value as number).toBeCloseTo(growth, 9);
    // One hour of October's 744 measured: 0.1%.
    const note = String(g.at('C').value);
    expect(note).toContain('12 months (2025-10 to 2026-09); left out: the month of 2026-10-01 (0.1% of it measured), measured for less than half its length');
    const trend = w.book.getWorksheet('Trend')!;
    let months: unknown;
    trend.eachRow((row) => {
      if (row.getCell('A').value === 'Months') months = cached(row.getCell('B').value);
    });
    expect(months).toBe(12);
  });

  test('a --set AnnualGrowth wins over the history; the Trend sheet still shows the fit', async () => {
    const out = path.join(dir, 'scenarios.xlsx');
    const r = run(['scenarios', '--history', EARLY, '--history', LATE, '--set', 'AnnualGrowth=30%', '--mode', 'live', '--out', out]);
    expect(r.code).toBe(0);
    const w = await readWritten(fs.readFileSync(out));
    expect(w.sheets).toEqual(['Scenarios', 'Trend']);
    const g = cellOf(w, 'Scenarios', 'AnnualGrowth');
    expect(g.value).toBe(0.3);
    expect(String(g.at('C').value)).toMatch(/^Given explicitly; the history \(early\.csv, late\.csv\) gives/);
  });

  test('without history the growth is the one default, said on the sheet and on stderr', async () => {
    for (const [template, sheet] of [
      ['runway', 'Growth runway'],
      ['scenarios', 'Scenarios'],
    ]) {
      const out = path.join(dir, `${template}-default.xlsx`);
      const r = run([template, '--out', out]);
      expect(r.code).toBe(0);
      expect(r.err).toContain(`note: AnnualGrowth ${DEFAULT_ANNUAL_GROWTH * 100}% a year (${sheet}): default, not measured`);
      const w = await readWritten(fs.readFileSync(out));
      const g = cellOf(w, w.sheets[0], 'AnnualGrowth');
      expect(g.value).toBe(DEFAULT_ANNUAL_GROWTH);
      expect(String(g.at('C').value)).toMatch(/^Default, not measured/);
    }
    // However it came: a value typed equal to the default is still no measurement.
    const out = path.join(dir, 'runway-typed.xlsx');
    expect(run(['runway', '--set', `AnnualGrowth=${DEFAULT_ANNUAL_GROWTH}`, '--out', out]).err).toContain('default, not measured');
    const other = run(['runway', '--set', 'AnnualGrowth=0.3', '--out', path.join(dir, 'runway-30.xlsx')]);
    expect(other).toMatchObject({ code: 0, err: '' });
  });

  test('refusals: a history of fewer than 3 months, a template without growth, all', () => {
    const short = file('short.csv', [HEAD, ...lines([0, 1])].join('\n'));
    const out = path.join(dir, 'refused.xlsx');
    const a = run(['runway', '--history', short, '--out', out]);
    expect(a.code).toBe(2);
    expect(a.err).toContain('the history has 2 months; a trend needs 3 or more');
    // Two months and one interval of a third: 14 days of its month (the step), under half, so it is left out.
    const edge = file('edge.csv', [HEAD, ...lines([0, 1]), `${stamp(peakAt(2))},50,10`].join('\n'));
    const d = run(['runway', '--history', edge, '--out', out]);
    expect(d.code).toBe(2);
    expect(d.err).toContain(
      'the history has 2 months measured for half their length or more (left out: the month of 2024-03-01 ' +
        `(${((14 / 31) * 100).toFixed(1)}% of it measured), measured for less than half its length); a trend needs 3 or more`,
    );
    const b = run(['interactive', '--history', EARLY, '--out', out]);
    expect(b.code).toBe(2);
    expect(b.err).toContain('takes no growth');
    const c = run(['all', '--history', EARLY, '--out', out]);
    expect(c.code).toBe(2);
    expect(fs.existsSync(out)).toBe(false);
  });
});
