/**
 * as400-sizer workbook TEMPLATE --measurements FILE.csv [--statistic peak|p95|mean|peak-hour] [window]:
 * the inputs filled from the file (or its window), the Measurements sheet in the written workbook, an
 * explicit --set winning, and the refusals (exit 2, nothing written).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { workbookCommand } from '../../cli/xlsx/command';
import { excelValue } from '../../support/compare';
import { namedRefIn, readWritten, text, type Written } from './xlsx/read';
import { DEFAULT_ANNUAL_GROWTH } from '../../addin/sheets/growth';
import { BIN } from '../../support/cli';

/** The stderr line of a workbook whose AnnualGrowth is left at the add-in's default (default, not measured). */
const defaultGrowth = (sheets: string) =>
  `note: AnnualGrowth ${DEFAULT_ANNUAL_GROWTH * 100}% a year (${sheets}): default, not measured; give --history or --set AnnualGrowth\n`;

jest.setTimeout(60_000);

const run = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'workbook', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-cli-measured-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, content);
  return p;
};

// The Component Report's headings as PCR 2.11 prints them (seed 000 lines 769-787), a day of
// 20-minute intervals from 08:00: cpu 40-97%, interactive 10-48.5%.
const CPU = [40, 43, 47, 52, 55, 60, 64, 66, 71, 75, 78, 80, 84, 86, 88, 90, 93, 94, 96, 97];
const INTER = [10, 12, 14, 15, 18, 20, 21, 24, 26, 27, 30, 31, 33, 35, 38, 40, 42, 44, 46, 48.5];
const stamp = (i: number) => `2024-03-19 ${String(8 + Math.floor(i / 3)).padStart(2, '0')}:${String((i % 3) * 20).padStart(2, '0')}`;
const CSV = file('report.csv', ['ITV End,Tns/hr,CPU % Total,CPU% Inter', ...CPU.map((c, i) => `${stamp(i)},5000,${c},${INTER[i]}`)].join('\r\n'));
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1] / 100;

/** A formula cell's cached result, as the file carries it. */
const cached = (v: unknown): unknown => excelValue(typeof v === 'object' && v !== null && 'result' in v ? (v as { result: unknown }).result : v);

/** The value of a sheet-scoped name's cell, and the note beside it (column C). */
/** The workbook command run in this process with `--out out`: its exit code and what it said on stderr. */
async function refused(out: string, args: readonly string[]): Promise<{ code: number; err: string }> {
  const err: string[] = [];
  const code = await workbookCommand(
    [...args, '--out', out],
    (l) => err.push(l),
    () => undefined,
  );
  return { code, err: err.join('\n') };
}

function named(w: Written, sheet: string, name: string): { value: unknown; note: unknown } {
  const ref = namedRefIn(w, sheet, name);
  const ws = w.book.getWorksheet(sheet)!;
  return { value: ws.getCell(ref).value, note: ws.getCell(`C${ref.slice(1)}`).value };
}

describe('as400-sizer workbook --measurements', () => {
  test('interactive: the peak fills InteractiveUtil, its note says so, the Measurements sheet follows with every interval', async () => {
    const out = path.join(dir, 'interactive.xlsx');
    const r = run(['interactive', '--measurements', CSV, '--out', out]);
    expect(r).toMatchObject({ code: 0, err: '' });
    const w = await readWritten(fs.readFileSync(out));
    expect(w.sheets).toEqual(['Interactive capacity', 'Measurements', 'AS400 Catalog']);
    expect(named(w, 'Interactive capacity', 'InteractiveUtil')).toEqual({
      value: Math.max(...INTER) / 100,
      note:
        `Filled from report.csv: the peak of interactive CPU utilization over 20 intervals ` +
        `(${stamp(0)} to ${stamp(19)}); the intervals are on the sheet "Measurements".`,
    });
    const ws = w.book.getWorksheet('Measurements')!;
    let header = 0;
    ws.eachRow((row, n) => {
      if (row.getCell(1).value === 'Interval' && row.getCell(2).value === 'Total CPU') header = n;
    });
    const rows = CPU.map((_, i) => [1, 2, 3].map((c) => excelValue(ws.getRow(header + 1 + i).getCell(c).value)));
    const date = (i: number) => Date.UTC(2024, 2, 19, 8 + Math.floor(i / 3), (i % 3) * 20) / 86_400_000 + 25_569;
    expect(rows).toEqual(CPU.map((c, i) => [expect.closeTo(date(i), 9), c / 100, INTER[i] / 100]));
    expect(ws.getRow(header + 21).getCell(1).value).toBeNull();
    // The chart is in the package, drawn over those rows.
    expect(await text(w.zip, 'xl/charts/chart2.xml')).toContain(`&apos;Measurements&apos;!$B$${header + 1}:$B$${header + 20}`);
  });

  test('migration: BatchUtil is the total less the interactive, so the processor CPW needed carries the whole measured work', async () => {
    // Four weeks of a 720 at 85% total and 30% interactive at its peak (the planner).
    const f = file('720.csv', ['timestamp,cpu,interactive', '2024-03-19 10:00,60,20', '2024-03-19 10:15,85,30', '2024-03-19 10:30,70,25'].join('\n'));
    const out = path.join(dir, 'migration.xlsx');
    const r = run(['migration', '--measurements', f, '--set', 'Current=720-2061-1501', '--out', out]);
    expect(r).toMatchObject({ code: 0, err: '' });
    const w = await readWritten(fs.readFileSync(out));
    expect(named(w, 'Migration', 'InteractiveUtil').value).toBe(0.3);
    expect(named(w, 'Migration', 'BatchUtil')).toEqual({
      value: 0.55,
      note: expect.stringMatching(/^Filled from 720\.csv: the peak of total CPU utilization less that of interactive/),
    });
    // 2.12's CPW x (I + B) / 0.70 over the 720-2061-1501's 240 CPW (Table D.2.1.1): 240 x 0.85 / 0.7.
    expect(cached(named(w, 'Migration', 'ProcessorNeeded').value)).toBeCloseTo((240 * 0.85) / 0.7, 9);
    // The 720 is a server model (knee 70 CPW): 2.11 is written for traditional sources, and the sheet says so.
    expect(cached(named(w, 'Migration', 'CurrentKind').value)).toMatch(
      /^720-2061-1501 has a knee or an interactive CPW of its own: 2\.11 sizes a move from a traditional model/,
    );
  });

  test('runway with --statistic p95: CpuUtil from the file, an explicit --set InteractiveUtil wins', async () => {
    const out = path.join(dir, 'runway.xlsx');
    const r = run(['runway', '--measurements', CSV, '--statistic', 'p95', '--set', 'InteractiveUtil=25%', '--mode', 'live', '--out', out]);
    expect(r).toMatchObject({ code: 0, err: defaultGrowth('Growth runway') });
    const w = await readWritten(fs.readFileSync(out));
    expect(w.sheets).toEqual(['Growth runway', 'Measurements']);
    expect(named(w, 'Growth runway', 'CpuUtil')).toEqual({
      value: p95(CPU),
      note: expect.stringMatching(/^Filled from report\.csv: the 95th percentile of total CPU utilization over 20 intervals/),
    });
    expect(named(w, 'Growth runway', 'InteractiveUtil')).toEqual({ value: 0.25, note: expect.not.stringMatching(/Filled from/) });
  });

  test('scenarios: CpuUtil and InteractiveUtil from the file; a current system given as a CPW has no knee lines, and the sheet says why', async () => {
    const out = path.join(dir, 'scenarios.xlsx');
    const r = run(['scenarios', '--measurements', CSV, '--set', 'Current=240 CPW', '--out', out]);
    expect(r).toMatchObject({ code: 0, err: defaultGrowth('Scenarios') });
    const w = await readWritten(fs.readFileSync(out));
    expect(w.sheets).toEqual(['Scenarios', 'Measurements', 'AS400 Catalog']);
    expect(named(w, 'Scenarios', 'CpuUtil').value).toBe(Math.max(...CPU) / 100);
    expect(named(w, 'Scenarios', 'InteractiveUtil').value).toBe(Math.max(...INTER) / 100);
    const texts: unknown[] = [];
    w.book.getWorksheet('Measurements')!.eachRow((row) => row.eachCell((c) => texts.push(c.value)));
    expect(texts).toContain(
      "Current system is a processor CPW (240), not a catalog model: a CPW alone has no knee (the knee is a model's " +
        'interactive CPW, PCR 2.3), so no knee or threshold lines are drawn. Give a catalog key to draw them.',
    );
    expect((await text(w.zip, 'xl/charts/chart2.xml')).match(/<c:ser>/g)).toHaveLength(2);
  });

  test('a refused file: its line and column said, exit 2, no workbook written', () => {
    const out = path.join(dir, 'bad.xlsx');
    const bad = file('bad.csv', 'timestamp,cpu,interactive\n2024-03-19 10:00,85.2,32.2\n2024-03-19 10:00,91.3,45.2\n');
    const r = run(['interactive', '--measurements', bad, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^.*bad\.csv: line 3, column 1 \("timestamp"\): 2024-03-19 10:00 repeats the interval before it/);
    expect(fs.existsSync(out)).toBe(false);
  });

  test('refusals in words, exit 2, nothing written', async () => {
    const out = path.join(dir, 'never.xlsx');
    const refusal = (...args: string[]) => refused(out, args);
    expect(await refusal('web', '--measurements', CSV)).toEqual({
      code: 2,
      err:
        'Template web takes no measured utilization (it has no CpuUtil, InteractiveUtil, BatchUtil ' +
        'input): measurements fill interactive, migration, scenarios, runway, report',
    });
    expect(await refusal('all', '--measurements', CSV)).toEqual({
      code: 2,
      err: expect.stringMatching(/^--measurements fills the inputs of one template: name it/),
    });
    expect(await refusal('interactive', '--statistic', 'p95')).toEqual({
      code: 2,
      err: expect.stringMatching(/^--statistic chooses what fills the inputs from --measurements: give the file too/),
    });
    expect(await refusal('interactive', '--measurements', CSV, '--statistic', 'median')).toEqual({
      code: 2,
      err: expect.stringMatching(/^--statistic median: choose peak, p95, mean/),
    });
    expect(await refusal('interactive', '--measurements', path.join(dir, 'missing.csv'))).toEqual({
      code: 2,
      err: expect.stringMatching(/^cannot read .*missing\.csv: ENOENT/),
    });
    expect(await refusal('interactive', '--measurements', file('empty.csv', ''))).toEqual({
      code: 2,
      err: expect.stringMatching(/empty\.csv: the file is empty/),
    });
    expect(fs.existsSync(out)).toBe(false);
  });

  test('--statistic peak-hour: the highest mean of 3 consecutive 20-minute intervals, computed here, fills the inputs', async () => {
    const out = path.join(dir, 'peak-hour.xlsx');
    const r = run(['migration', '--measurements', CSV, '--statistic', 'peak-hour', '--out', out]);
    expect(r).toMatchObject({ code: 0, err: '' });
    const hour = (xs: number[]) => Math.max(...xs.slice(2).map((_, i) => (xs[i] + xs[i + 1] + xs[i + 2]) / 3)) / 100;
    expect(hour(INTER)).toBeCloseTo((44 + 46 + 48.5) / 300, 12);
    const w = await readWritten(fs.readFileSync(out));
    expect(named(w, 'Migration', 'InteractiveUtil')).toEqual({
      value: expect.closeTo(hour(INTER), 12),
      note:
        `Filled from report.csv: the peak hour of interactive CPU utilization over 20 intervals ` +
        `(${stamp(0)} to ${stamp(19)}); the intervals are on the sheet "Measurements".`,
    });
    expect(named(w, 'Migration', 'BatchUtil').value).toBeCloseTo(hour(CPU) - hour(INTER), 12);
  });

  test('a window: only the intervals inside fill the inputs, and the note names the window', async () => {
    const out = path.join(dir, 'window.xlsx');
    const r = run(['interactive', '--measurements', CSV, '--hours', '08-11', '--days', 'tue', '--from', '2024-03-19', '--out', out]);
    expect(r).toMatchObject({ code: 0, err: '' });
    // 2024-03-19 is a Tuesday; 08:00 to 10:40 are the first 9 intervals, 3 an hour.
    expect(new Date(Date.UTC(2024, 2, 19)).getUTCDay()).toBe(2);
    const inside = INTER.filter((_, i) => Number(stamp(i).slice(11, 13)) < 11);
    expect(inside).toHaveLength(9);
    const w = await readWritten(fs.readFileSync(out));
    expect(named(w, 'Interactive capacity', 'InteractiveUtil')).toEqual({
      value: Math.max(...inside) / 100,
      note:
        `Filled from report.csv: the peak of interactive CPU utilization over 9 intervals (${stamp(0)} to ${stamp(8)}; ` +
        `window Tue, 08:00–11:00, from 2024-03-19); the intervals are on the sheet "Measurements".`,
    });
  });

  test('window refusals in words, exit 2, nothing written', async () => {
    const out = path.join(dir, 'never-window.xlsx');
    const refusal = async (...args: string[]) => {
      const r = await refused(out, args);
      return { ...r, err: r.err.split('\nusage:')[0] };
    };
    expect(await refusal('interactive', '--hours', '08-18')).toEqual({ code: 2, err: '--hours cuts the --measurements file to a window: give the file too' });
    expect(await refusal('interactive', '--measurements', CSV, '--days', 'mon-fry')).toEqual({
      code: 2,
      err: '--days mon-fry: "fry" is not a day; give days as a range such as mon-fri, or a list such as mon,wed,sat (mon tue wed thu fri sat sun)',
    });
    expect(await refusal('interactive', '--measurements', CSV, '--days', 'sat')).toEqual({
      code: 2,
      err:
        `${CSV}: the window Sat holds no interval of the file, which runs from 2024-03-19 08:00 ` +
        `(Tue) to 2024-03-19 14:20 (Tue): widen the window or check its dates`,
    });
    // 14:00 and 14:20, the file's last two intervals, are no hour (08:00, 08:20 and 08:40 would be one).
    expect(await refusal('interactive', '--measurements', CSV, '--statistic', 'peak-hour', '--from', '2024-03-19', '--hours', '14-15')).toEqual({
      code: 2,
      err: `--statistic peak-hour: no run of intervals in ${CSV} (window 14:00–15:00, from 2024-03-19) covers a whole hour without a gap; choose peak`,
    });
    expect(await refusal('interactive', '--measurements', CSV, '--date-order', 'ydm')).toEqual({
      code: 2,
      err: '--date-order ydm: choose mdy (month first, 3/19/2024, as in the US) or dmy (day first, 19/3/2024)',
    });
  });

  test('--jobs: the job-level export gives the QAPMSYSTEM file its interactive; without the file it is refused; no output may name it', async () => {
    const system = file(
      'qapm.csv',
      ['INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA', '1,2026-09-07 10:15:00,900,225000,450000', '2,2026-09-07 10:30:00,900,300000,450000'].join('\n'),
    );
    const jobs = file('jobs.csv', ['INTNUM,JBTYPE,JBCPU', '1,I,45000', '2,I,27000', '2,B,1000'].join('\n'));
    const out = path.join(dir, 'jobs.xlsx');
    // A partition's export: the model its 100% stands for is named, not left at the default (measured.ts).
    const r = run(['runway', '--measurements', system, '--jobs', jobs, '--set', 'Model=720-2061-1501', '--out', out]);
    expect(r.code).toBe(0);
    const w = await readWritten(fs.readFileSync(out));
    // The peak of each: total 300000 / 450000, interactive 45000 / 450000.
    expect(named(w, 'Growth runway', 'CpuUtil').value as number).toBeCloseTo(300000 / 450000, 12);
    expect(named(w, 'Growth runway', 'InteractiveUtil').value as number).toBeCloseTo(45000 / 450000, 12);
    expect(run(['runway', '--jobs', jobs, '--out', path.join(dir, 'j2.xlsx')])).toMatchObject({
      code: 2,
      err: expect.stringContaining('--jobs gives the interactive CPU of the --measurements file'),
    });
    // A job file whatever its name is an input: --out never writes over it, even with --force.
    const named_ = file('jobs-export.xlsx', fs.readFileSync(jobs, 'utf8'));
    const over = run(['runway', '--measurements', system, '--jobs', named_, '--out', named_, '--force']);
    expect(over.code).toBe(2);
    expect(over.err).toContain('--jobs');
    expect(fs.readFileSync(named_, 'utf8')).toMatch(/^INTNUM,JBTYPE,JBCPU/);
  });

  test('--help and the usage say how the file fills the inputs and that --set wins', () => {
    const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' }).stdout;
    expect(help).toMatch(
      /\[--measurements FILE\.csv\]\s+\[--statistic peak\|p95\|mean\|peak-hour\] \[--from DATE\] \[--to DATE\] \[--hours HH-HH\]\s+\[--days mon-fri\]/,
    );
    expect(help).toMatch(/filled from --measurements, peak by default/);
    expect(help).toMatch(/a --set of the same input wins over the file/);
  });
});
