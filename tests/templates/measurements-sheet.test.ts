/**
 * A measurement file in a workbook (addin/templates/measured.ts, measurements-sheet.ts): the
 * inputs it fills, the Measurements sheet's layout and values, against a small file whose
 * statistics this test computes itself from the numbers it writes.
 */
import { planWorkbook, TEMPLATES } from '../../addin/templates';
import { isError } from '../../addin/errors';
import { type Measurements, readMeasurements } from '../../addin/measurements/read';
import { parseArea, parseCell } from '../../addin/templates/a1';
import { type Measured, type Statistic, STATISTICS, statisticValues } from '../../addin/templates/measured';
import { summarize } from '../../addin/measurements/summary';
import { THRESHOLD_PAST_KNEE } from '../../addin/templates/sheets/notes';
import type { CellPlan, SheetPlan, WorkbookPlan } from '../../addin/templates/plan';
import type { InputValues, Mode } from '../../addin/templates/template';
import { call, cellAt } from './plans';

// Twenty 15-minute intervals: the 95th percentile (nearest rank: the 19th of 20 sorted up) is not the peak.
const CPU = [41, 44, 47.5, 52, 55, 58, 61, 64, 66, 70, 73, 75, 78, 80, 83, 85, 88, 90, 93, 98.5];
const INTER = [9, 11, 12.5, 14, 15, 17, 18, 19, 21, 22, 23.5, 25, 26, 27, 29, 30, 31, 33, 34, 36];
const START = Date.UTC(2024, 2, 19, 8, 0);
const stamp = (i: number): string => new Date(START + i * 900_000).toISOString().slice(0, 16).replace('T', ' ');
const TEXT = ['timestamp,cpu,interactive', ...CPU.map((c, i) => `${stamp(i)},${c},${INTER[i]}%`)].join('\n');
const FILE = 'morning.csv';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const expected = (xs: number[]): Record<Statistic, number> => ({
  peak: Math.max(...xs) / 100,
  p95: sorted(xs)[Math.ceil(0.95 * xs.length) - 1] / 100,
  mean: xs.reduce((a, b) => a + b, 0) / xs.length / 100,
  // Four 15-minute intervals in a row make an hour: the highest mean of any four consecutive values.
  'peak-hour': Math.max(...xs.slice(3).map((_, i) => (xs[i] + xs[i + 1] + xs[i + 2] + xs[i + 3]) / 4)) / 100,
});
const STATS = { cpu: expected(CPU), interactive: expected(INTER) };
// Table D.2.1.1: the 720-2061-1501 has 240 processor CPW, 70 interactive CPW at the knee; 2.10 alerts at 70% of it.
const KNEE = 70 / 240;
const THRESHOLD = 0.7 * KNEE;

const measurements = readMeasurements(TEXT) as Measurements;

function planOf(id: string, statistic: Statistic, extra: { inputs?: InputValues; fill?: string[]; mode?: Mode; existing?: string[] } = {}): WorkbookPlan {
  const measured: Measured = { file: FILE, measurements, statistic, ...(extra.fill ? { fill: extra.fill } : {}) };
  const p = planWorkbook({ templates: [{ id, inputs: extra.inputs, measured }], mode: extra.mode ?? 'portable', existingSheets: extra.existing, call });
  if (isError(p)) throw new Error(p.message);
  return p;
}

const sheet = (p: WorkbookPlan, name: string): SheetPlan => p.sheets.find((s) => s.name === name)!;
const named = (s: SheetPlan, name: string): CellPlan => {
  const ref = s.names.find((n) => n.name === name)!.refersTo.split('!')[1].replace(/\$/g, '');
  return cellAt(s, ref)!;
};
/** The value in column B of the row labelled `label` in column A, and the note in C. */
function row(s: SheetPlan, label: string): { value: unknown; note: unknown } {
  const a = s.cells.find((c) => c.ref.startsWith('A') && c.value === label);
  if (!a) throw new Error(`${s.name}: no row "${label}"`);
  const r = a.ref.slice(1);
  return { value: cellAt(s, `B${r}`)?.value, note: cellAt(s, `C${r}`)?.value };
}
/** The rows under a header row whose column A holds `header`, while column A holds something. */
function tableUnder(s: SheetPlan, header: string): { header: number; rows: CellPlan[][] } {
  const h = s.cells.find((c) => c.ref.startsWith('A') && c.value === header && c.style === 'header');
  if (!h) throw new Error(`${s.name}: no table headed "${header}"`);
  const at = new Map(s.cells.map((c) => [c.ref, c]));
  const first = Number(h.ref.slice(1)) + 1;
  const rows: CellPlan[][] = [];
  for (let r = first; at.has(`A${r}`) || at.has(`B${r}`); r++) rows.push(['A', 'B', 'C'].map((col) => at.get(`${col}${r}`)!).filter(Boolean));
  return { header: first - 1, rows };
}

describe('the file was read as written', () => {
  test('the reader agrees with the numbers written', () => {
    expect(isError(measurements)).toBe(false);
    expect([...measurements.cpu]).toEqual(CPU.map((c) => c / 100));
    // The 95th percentile is not the peak here, so the test tells the statistics apart.
    expect(STATS.cpu.p95).not.toBe(STATS.cpu.peak);
  });
});

describe.each(STATISTICS)('the %s of the intervals fills the inputs', (statistic) => {
  test('migration: InteractiveUtil and BatchUtil add up to the statistic of the total (the pane fills the same two)', () => {
    const sizing = sheet(planOf('migration', statistic), 'Migration');
    expect(named(sizing, 'InteractiveUtil').value).toBeCloseTo(STATS.interactive[statistic], 12);
    expect(named(sizing, 'BatchUtil').value).toBeCloseTo(STATS.cpu[statistic] - STATS.interactive[statistic], 12);
    expect(statisticValues(TEMPLATES.find((t) => t.id === 'migration')!, summarize(measurements), statistic)).toEqual({
      InteractiveUtil: expect.closeTo(STATS.interactive[statistic], 12),
      BatchUtil: expect.closeTo(STATS.cpu[statistic] - STATS.interactive[statistic], 12),
    });
  });

  test('interactive: InteractiveUtil holds the statistic, its note names the file, the statistic and the intervals', () => {
    const p = planOf('interactive', statistic);
    const sizing = sheet(p, 'Interactive capacity');
    const util = named(sizing, 'InteractiveUtil');
    expect(util.value).toBeCloseTo(STATS.interactive[statistic], 12);
    const note = cellAt(sizing, `C${util.ref.slice(1)}`)!.value as string;
    const name = { peak: 'peak', p95: '95th percentile', mean: 'mean', 'peak-hour': 'peak hour' }[statistic];
    expect(note).toBe(`Filled from ${FILE}: the ${name} of interactive CPU utilization over 20 intervals (${stamp(0)} to ${stamp(19)}); the intervals are on the sheet "Measurements".`);
  });

  test('every value of the sizing sheet is what the filled input implies: the same as the input given by hand', () => {
    const p = planOf('runway', statistic);
    const byHand = planWorkbook({
      templates: [{ id: 'runway', inputs: { CpuUtil: STATS.cpu[statistic], InteractiveUtil: STATS.interactive[statistic] } }],
      mode: 'portable',
      call,
      // Built on the day of the last interval: the months of the sheet filled from the file count from there.
      date: measurements.times[measurements.times.length - 1],
    }) as WorkbookPlan;
    const [filled, given] = [sheet(p, 'Growth runway'), sheet(byHand, 'Growth runway')];
    // The mean is summed here in another order: numbers agree to 12 digits.
    const formulas = (s: SheetPlan, exact: boolean) =>
      s.cells.filter((c) => c.formula).map((c) => [c.ref, c.formula, typeof c.value === 'number' && !exact ? expect.closeTo(c.value, 12) : c.value]);
    expect(formulas(filled, true).length).toBeGreaterThan(20);
    expect(formulas(filled, true)).toEqual(formulas(given, false));
  });
});

describe('the Measurements sheet', () => {
  const p = planOf('interactive', 'peak');
  const m = sheet(p, 'Measurements');

  test('comes right after the sizing sheet, before the support sheets, and holds values only', () => {
    expect(p.sheets.map((s) => s.name)).toEqual(['Interactive capacity', 'Measurements', 'AS400 Catalog']);
    expect(m.role).toBe('template');
    expect(m.cells.filter((c) => c.formula !== undefined)).toEqual([]);
    // The same in live and portable mode: nothing on it depends on the add-in.
    expect(sheet(planOf('interactive', 'peak', { mode: 'live' }), 'Measurements')).toEqual(m);
  });

  test('a 1/3-algorithm server: the sheet says its alert threshold lies past its knee (2.10, line 723); a 7xx has none of that', () => {
    const said = (model: string) =>
      sheet(planOf('interactive', 'peak', { inputs: { Model: model } }), 'Measurements').cells.some((c) => typeof c.value === 'string' && c.value === THRESHOLD_PAST_KNEE);
    // S20-2165: 2.10 doubles the threshold of the 1/3 algorithm, so 70% of it is 1.4 times the knee.
    // Appendix D prints the Sxx knee as a percentage of the CPU, which defines its curve.
    const kneeShare = (call('MODEL', [[['S20-2165']], [['kneePct']]]) as number) / 100;
    expect(call('INTTHRESHOLD', [[['S20-2165']]])).toBeCloseTo(1.4 * kneeShare, 12);
    expect(said('S20-2165')).toBe(true);
    expect(said('720-2061-1501')).toBe(false);
  });

  test('the file: its name, intervals, first and last as printed, interval length, columns read', () => {
    expect(row(m, 'File').value).toBe(FILE);
    expect(row(m, 'Intervals').value).toBe(20);
    expect(row(m, 'First interval').value).toBe('2024-03-19 08:00');
    expect(row(m, 'Last interval').value).toBe('2024-03-19 12:45');
    expect(row(m, 'Interval length (minutes)').value).toBe(15);
    expect(m.cells.some((c) => c.value === 'Columns read: timestamp "timestamp", cpu "cpu", interactive "interactive".')).toBe(true);
  });

  test('peak, 95th percentile and mean of total and interactive utilization', () => {
    const { rows } = tableUnder(m, 'Statistic');
    expect(rows.map((r) => r.map((c) => c.value))).toEqual([
      ['Peak (highest interval)', STATS.cpu.peak, STATS.interactive.peak],
      ['95th percentile (nearest rank)', STATS.cpu.p95, STATS.interactive.p95],
      ['Mean', expect.closeTo(STATS.cpu.mean, 12), expect.closeTo(STATS.interactive.mean, 12)],
    ]);
  });

  test('which input the file filled, and with what', () => {
    expect(row(m, 'Measured interactive utilization')).toEqual({ value: STATS.interactive.peak, note: 'The peak, filled into InteractiveUtil.' });
  });

  test('the knee and the 2.10 threshold of the model as values, and the intervals past each, counted here', () => {
    expect(row(m, 'Knee (share of the CPU)').value).toBeCloseTo(KNEE, 12);
    expect(row(m, 'Alert threshold').value).toBeCloseTo(THRESHOLD, 12);
    const past = (limit: number) => INTER.filter((v) => v / 100 > limit).length;
    expect(past(KNEE)).toBe(5); // 30, 31, 33, 34 and 36%: a count to check by eye
    expect(row(m, 'Intervals past the knee')).toEqual({ value: past(KNEE) / 20, note: `${past(KNEE)} of 20 intervals with interactive utilization above the knee (2.8: CFINT overhead).` });
    expect(row(m, 'Intervals past the threshold').value).toBe(past(THRESHOLD) / 20);
    expect(row(m, 'Knee (share of the CPU)').note).toMatch(/computed by the add-in when the sheet was built: a value, not a formula/);
  });

  test('the intervals: Excel dates, total and interactive as fractions, one row each', () => {
    const { rows, header } = tableUnder(m, 'Interval');
    expect(['A', 'B', 'C'].map((c) => cellAt(m, `${c}${header}`)!.value)).toEqual(['Interval', 'Total CPU', 'Interactive']);
    expect(rows.length).toBe(20);
    const excelDate = (i: number) => (START + i * 900_000) / 86_400_000 + 25_569;
    expect(rows.map((r) => r.map((c) => c.value))).toEqual(CPU.map((c, i) => [excelDate(i), c / 100, INTER[i] / 100]));
    expect(rows[0].map((c) => c.format)).toEqual(['yyyy-mm-dd hh:mm', '0.0%', '0.0%']);
  });

  test('the chart: total and interactive over the interval rows, the knee and threshold dashed from the first interval to the last', () => {
    const { header } = tableUnder(m, 'Interval');
    const [chart] = m.charts;
    expect(m.charts.length).toBe(1);
    expect(chart.kind).toBe('scatter');
    const range = (col: string) => `'Measurements'!$${col}$${header + 1}:$${col}$${header + 20}`;
    expect(chart.categories).toBe(range('A'));
    expect(chart.series.map((s) => [s.name, s.values, s.line ?? 'solid'])).toEqual([
      ['Total CPU', range('B'), 'solid'],
      ['Interactive', range('C'), 'solid'],
      ['Knee', expect.any(String), 'dash'],
      ['Alert threshold', expect.any(String), 'dash'],
    ]);
    const values = (ref: string) => {
      const a = parseArea(ref.split('!')[1].replace(/\$/g, ''));
      return Array.from({ length: a.bottom - a.top + 1 }, (_, i) => cellAt(m, `${String.fromCharCode(65 + a.left)}${a.top + 1 + i}`)!.value);
    };
    const first = (START) / 86_400_000 + 25_569;
    const last = (START + 19 * 900_000) / 86_400_000 + 25_569;
    for (const [s, y] of [[chart.series[2], KNEE], [chart.series[3], THRESHOLD]] as const) {
      expect(values(s.x!)).toEqual([first, last]);
      expect(values(s.values).map((v) => Number(v))).toEqual([expect.closeTo(y, 12), expect.closeTo(y, 12)]);
    }
    expect(chart.series.slice(2).map((s) => s.color)).toEqual(['7030A0', 'BF8F00']);
  });

  test('cites its sources and prints the report on one page: the summary and the chart, not the intervals below them', () => {
    expect(m.cells.some((c) => c.style === 'source' && /PCR V4R5 2\.11 .*line 797/.test(String(c.value)))).toBe(true);
    const print = m.print!;
    expect(print.fit).toEqual({ wide: 1, tall: 1 });
    const area = parseArea(print.area);
    const intervals = parseCell(m.cells.find((c) => c.ref.startsWith('A') && c.value === 'Intervals' && c.style === 'heading')!.ref).row;
    for (const ref of [...m.cells.map((c) => c.ref), m.charts[0].to]) {
      const c = parseCell(ref);
      if (c.row < intervals) expect([ref, c.row <= area.bottom && c.col <= area.right]).toEqual([ref, true]);
    }
    expect(area.bottom).toBeLessThan(Math.max(intervals + 1, parseCell(m.charts[0].to).row + 1));
    expect(print.header.center).toBe(`${FILE}, 720-2061-1501`);
  });

  test('a year of 5-minute intervals still prints one page', () => {
    const year = 365 * 288;
    const text = ['timestamp,cpu,interactive', ...Array.from({ length: year }, (_, i) => `${new Date(START + i * 300_000).toISOString().slice(0, 19).replace('T', ' ')},${50 + (i % 40)},${10 + (i % 20)}`)].join('\n');
    const p = planWorkbook({ templates: [{ id: 'interactive', measured: { file: 'year.csv', measurements: readMeasurements(text) as Measurements, statistic: 'peak' } }], mode: 'live', call });
    const big = (p as WorkbookPlan).sheets.find((x) => x.name === 'Measurements')!;
    expect(big.print!.fit).toEqual({ wide: 1, tall: 1 });
    expect(parseArea(big.print!.area).bottom).toBeLessThan(100);
  });
});

describe('what the file does not fill', () => {
  test('an input given explicitly wins over the file, and the Measurements sheet says so', () => {
    const p = planOf('runway', 'peak', { inputs: { CpuUtil: 0.5 } });
    const sizing = sheet(p, 'Growth runway');
    expect(named(sizing, 'CpuUtil').value).toBe(0.5);
    expect(named(sizing, 'InteractiveUtil').value).toBe(STATS.interactive.peak);
    expect(cellAt(sizing, `C${named(sizing, 'CpuUtil').ref.slice(1)}`)!.value).not.toMatch(/Filled from/);
    expect(row(sheet(p, 'Measurements'), 'CPU utilization today')).toEqual({ value: 0.5, note: 'Given explicitly: not filled from the file.' });
  });

  test('the pane names what it fills: an input it leaves out keeps the value the request gives', () => {
    const p = planOf('runway', 'mean', { inputs: { CpuUtil: 0.6, InteractiveUtil: 0.2 }, fill: ['InteractiveUtil'] });
    expect(named(sheet(p, 'Growth runway'), 'CpuUtil').value).toBe(0.6);
    expect(named(sheet(p, 'Growth runway'), 'InteractiveUtil').value).toBeCloseTo(STATS.interactive.mean, 12);
  });

  test('a template without measured utilizations is refused, naming those that take them', () => {
    const p = planWorkbook({ templates: [{ id: 'web', measured: { file: FILE, measurements, statistic: 'peak' } }], mode: 'live', call });
    expect(isError(p) && p.message).toBe('Template web takes no measured utilization (it has no CpuUtil, InteractiveUtil, BatchUtil input): measurements fill interactive, migration, scenarios, runway');
  });

  test('a system given as a CPW has no knee: said, and no knee or threshold line drawn', () => {
    // Migration's default current system is the 2.11 example's 66.7 CPW.
    const m = sheet(planOf('migration', 'mean'), 'Measurements');
    expect(m.cells.some((c) => /^Current system is a processor CPW \(66\.7\), not a catalog model: a CPW alone has no knee/.test(String(c.value)))).toBe(true);
    expect(m.charts[0].series.map((s) => s.name)).toEqual(['Total CPU', 'Interactive']);
    expect(m.cells.some((c) => c.value === 'Knee (share of the CPU)')).toBe(false);
  });

  test('a traditional model has no knee either (2.2.3): the catalog\'s reason is said', () => {
    const m = sheet(planOf('interactive', 'peak', { inputs: { Model: 'F97' } }), 'Measurements');
    expect(m.cells.some((c) => /^9406-F97 is a traditional or CISC system.*no knee or threshold lines are drawn\.$/.test(String(c.value)))).toBe(true);
    expect(m.charts[0].series.length).toBe(2);
  });

  test('times given with a zone are shown in UTC, and the sheet says so', () => {
    const zoned = readMeasurements('timestamp,cpu,interactive\n2024-03-19T10:00:00+01:00,50,20\n2024-03-19T10:15:00+01:00,60,25\n') as Measurements;
    const p = planWorkbook({ templates: [{ id: 'interactive', measured: { file: 'zoned.csv', measurements: zoned, statistic: 'peak' } }], mode: 'live', call }) as WorkbookPlan;
    const m = sheet(p, 'Measurements');
    expect(m.cells.some((c) => c.value === 'The file gives its times with a zone: the intervals below are in UTC.')).toBe(true);
    const { rows } = tableUnder(m, 'Interval');
    expect(rows[0][0].value).toBe(Date.UTC(2024, 2, 19, 9, 0) / 86_400_000 + 25_569);
    expect(sheet(planOf('interactive', 'peak'), 'Measurements').cells.some((c) => /with a zone/.test(String(c.value)))).toBe(false);
  });

  test('a taken sheet name: the Measurements sheet becomes "Measurements (2)", and the input\'s note names it', () => {
    const p = planOf('interactive', 'peak', { existing: ['Measurements'] });
    expect(p.sheets.map((s) => s.name).slice(0, 2)).toEqual(['Interactive capacity', 'Measurements (2)']);
    const sizing = sheet(p, 'Interactive capacity');
    expect(cellAt(sizing, `C${named(sizing, 'InteractiveUtil').ref.slice(1)}`)!.value).toMatch(/on the sheet "Measurements \(2\)"\.$/);
  });
});
