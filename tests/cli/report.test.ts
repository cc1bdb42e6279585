/**
 * as400-sizer workbook report (docs/sizing-sheets.md): the Summary first, then Scenarios, Growth runway,
 * Measurements and Trend; the measurement file fills the utilizations, the history the growth, a
 * --target is a candidate, --set the report fields. The Summary's figures are the Scenarios sheet's
 * (read here from the file), and its sentence is the one the definition gives from them.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { excelValue } from '../../support/compare';
import { namedRefIn, readWritten, type Written } from './xlsx/read';
import { BIN } from '../../support/cli';

jest.setTimeout(120_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-cli-report-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
};
const pad = (n: number) => String(n).padStart(2, '0');
const DAY = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// A week of the 720's quarter hours, busiest on Wednesday at 10:15 (62.4% total, 18.3% interactive).
const week = ['timestamp,cpu,interactive'];
for (let d = 0; d < 5; d++) {
  for (let q = 0; q < 16; q++) {
    const busy = d === 2 && q === 9;
    week.push(`2026-09-${pad(7 + d)} ${pad(8 + Math.floor(q / 4))}:${pad((q % 4) * 15)},${busy ? 62.4 : 30 + q},${busy ? 18.3 : 10}`);
  }
}
const WEEK = file('week.csv', week.join('\n'));
// Twelve monthly peaks growing about 10% a year, before the week.
const HISTORY = file(
  'year.csv',
  ['timestamp,cpu,interactive', ...Array.from({ length: 12 }, (_, k) => `2025-${pad(k + 1)}-10 10:00,${(40 * 1.1 ** (k / 12)).toFixed(1)},10`)].join('\n'),
);

const cached = (v: unknown): unknown => excelValue(typeof v === 'object' && v !== null && 'result' in v ? (v as { result: unknown }).result : v);
function named(w: Written, sheet: string, name: string): unknown[] {
  const [from, to = from] = namedRefIn(w, sheet, name).split(':');
  const ws = w.book.getWorksheet(sheet)!;
  const out: unknown[] = [];
  const [c0, r0] = [from.charCodeAt(0), Number(from.slice(1))];
  const [c1, r1] = [to.charCodeAt(0), Number(to.slice(1))];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push(cached(ws.getCell(`${String.fromCharCode(c)}${r}`).value));
  return out;
}
/** The Summary's cell to the right of a label in column A. */
function besideLabel(w: Written, label: string): unknown {
  const ws = w.book.getWorksheet('Summary')!;
  for (let r = 1; r <= 80; r++) if (ws.getCell(`A${r}`).value === label) return cached(ws.getCell(`B${r}`).value);
  throw new Error(`no row ${label}`);
}

test("the report from a week of measurements, a year of history and a system of the planner's own", async () => {
  const out = path.join(dir, 'report.xlsx');
  const target = 'Power S1014 LPAR;1200;all;;IBM Power S1014 (test input)';
  const r = spawnSync(
    process.execPath,
    [
      BIN,
      'workbook',
      'report',
      '--measurements',
      WEEK,
      '--history',
      HISTORY,
      '--target',
      target,
      '--set',
      'Candidates=720-2061-1501',
      '--set',
      'SystemName=PROD',
      '--set',
      'Organization=ACME',
      '--out',
      out,
    ],
    { encoding: 'utf8' },
  );
  expect(r.status).toBe(0);
  const w = await readWritten(fs.readFileSync(out));
  expect(w.sheets.filter((s) => !/^AS400 /.test(s))).toEqual(['Summary', 'Scenarios', 'Growth runway', 'Measurements', 'Trend']);

  // The file's peak fills the utilizations on the Scenarios sheet; the Summary says so, with its time.
  expect(named(w, 'Scenarios', 'CpuUtil')).toEqual([0.624]);
  expect(named(w, 'Scenarios', 'InteractiveUtil')).toEqual([0.183]);
  expect(besideLabel(w, 'Measured')).toBe('week.csv: 80 intervals, 2026-09-07 08:00 to 2026-09-11 11:45');
  expect(besideLabel(w, 'Statistic')).toBe('The peak of total CPU, 62.4% at 2026-09-09 10:15');
  expect(besideLabel(w, 'System name')).toBe('PROD');
  expect(besideLabel(w, 'CPU utilization')).toBe(0.624);

  // The sentence, from the Scenarios sheet's own answers.
  const names = named(w, 'Scenarios', 'CandidateNames');
  const fits = named(w, 'Scenarios', 'FitsForYears');
  const k = fits.findIndex((f) => f === 'Yes');
  expect(names[k]).toBe('Power S1014 LPAR');
  expect(named(w, 'Scenarios', 'FirstFit')).toEqual(['Power S1014 LPAR']);
  const today = named(w, 'Scenarios', 'UtilToday')[k] as number;
  const months = named(w, 'Scenarios', 'MonthsToLimit')[k] as number;
  const reached = named(w, 'Scenarios', 'LimitReached')[k] as number;
  const d = new Date((reached - 25_569) * DAY);
  const until = months > 120 ? 'for more than 10 years at this growth.' : `until ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}.`;
  expect(besideLabel(w, 'Recommendation')).toBe(
    `Move PROD to Power S1014 LPAR: ${Math.round(today * 1000) / 10}% used today, under the 70% guideline ${until}`,
  );

  // The history's growth is the Scenarios sheet's, and the Summary shows it.
  expect(besideLabel(w, 'Annual growth')).toBe(named(w, 'Scenarios', 'AnnualGrowth')[0]);
  expect(named(w, 'Scenarios', 'AnnualGrowth')[0] as number).toBeCloseTo(0.1, 2);
  // The Summary names the statistic the growth was fitted on, and the months.
  expect(besideLabel(w, 'Growth fitted on')).toBe('The monthly peaks of total CPU of 12 months (2025-01 to 2025-12): see the Trend sheet');
  // Every page header names the organization and the system.
  expect(w.book.getWorksheet('Summary')!.headerFooter.oddHeader).toContain('&CACME · PROD');
});
