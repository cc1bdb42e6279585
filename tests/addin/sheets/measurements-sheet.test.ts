/**
 * A measurement file in a workbook (addin/workbook/measured.ts, measurements-sheet.ts): the
 * inputs it fills, the Measurements sheet's layout and values, against a small file whose
 * statistics this test computes itself from the numbers it writes.
 */
import { planWorkbook, TEMPLATES } from '../../../addin/sheets';
import { isError } from '../../../addin/errors';
import { type Measurements, readMeasurements } from '../../../addin/measurements/read';
import { cellAddress, parseArea, parseCell } from '../../../addin/formula/a1';
import { MIN_SCALE, printScale } from '../../../addin/workbook/print';
import { type Measured, type Statistic, STATISTICS, statisticValues } from '../../../addin/workbook/measured';
import { summarize } from '../../../addin/measurements/summary';
import { THRESHOLD_PAST_KNEE } from '../../../addin/sheets/notes';
import { allCells, type CellPlan, type SheetPlan, type WorkbookPlan } from '../../../addin/workbook/plan';
import type { InputValues, Mode } from '../../../addin/workbook/template';
import { call, cellAt, namedRef } from './plans';

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
  const p = planWorkbook({ templates: [{ id, inputs: extra.inputs, measured }], mode: extra.mode ?? 'portable', existingSheets: extra.existing });
  if (isError(p)) throw new Error(p.message);
  return p;
}

const sheet = (p: WorkbookPlan, name: string): SheetPlan => p.sheets.find((s) => s.name === name)!;
const named = (s: SheetPlan, name: string): CellPlan => cellAt(s, namedRef(s, name))!;
/** The value in column B of the row labelled `label` in column A, and the note in C. */
function row(s: SheetPlan, label: string): { value: unknown; note: unknown } {
  const a = s.cells.find((c) => c.ref.startsWith('A') && c.value === label);
  if (!a) throw new Error(`${s.name}: no row "${label}"`);
  const r = a.ref.slice(1);
  return { value: cellAt(s, `B${r}`)?.value, note: cellAt(s, `C${r}`)?.value };
}
/**
 * The rows under a header cell holding `header` (in any column), `width` cells each from that
 * column (three by default), while the first two columns hold something.
 */
function tableUnder(s: SheetPlan, header: string, width = 3): { header: number; rows: CellPlan[][] } {
  const cells = allCells(s);
  // The intervals' "Interval" is in column A; a chart's own table may also head a column so.
  const headed = cells.filter((c) => c.value === header && c.style === 'header');
  const h = headed.find((c) => /^A\d/.test(c.ref)) ?? headed[0];
  if (!h) throw new Error(`${s.name}: no table headed "${header}"`);
  const at = new Map(cells.map((c) => [c.ref, c]));
  const { row, col } = parseCell(h.ref);
  const first = row + 2;
  const rows: CellPlan[][] = [];
  const cell = (r: number, k: number) => at.get(cellAddress(r - 1, col + k));
  for (let r = first; cell(r, 0) || cell(r, 1); r++) rows.push(Array.from({ length: width }, (_, k) => cell(r, k)!).filter(Boolean));
  return { header: first - 1, rows };
}

/** Excel's date of the i-th interval written. */
const excelDate = (i: number) => (START + i * 900_000) / 86_400_000 + 25_569;
/** The values of a one-column range with its sheet, as the chart reads them. */
function values(s: SheetPlan, ref: string): unknown[] {
  const a = parseArea(ref.split('!')[1].replace(/\$/g, ''));
  return Array.from({ length: a.bottom - a.top + 1 }, (_, i) => cellAt(s, cellAddress(a.top + i, a.left))?.value);
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
    expect(
      statisticValues(
        TEMPLATES.find((t) => t.id === 'migration')!,
        summarize(measurements),
        statistic,
      ),
    ).toEqual({
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
    expect(note).toBe(
      `Filled from ${FILE}: the ${name} of interactive CPU utilization over 20 intervals ` +
        `(${stamp(0)} to ${stamp(19)}); the intervals are on the sheet "Measurements".`,
    );
  });

  test('every value of the sizing sheet is what the filled input implies: the same as the input given by hand', () => {
    const p = planOf('runway', statistic);
    const byHand = planWorkbook({
      templates: [{ id: 'runway', inputs: { CpuUtil: STATS.cpu[statistic], InteractiveUtil: STATS.interactive[statistic] } }],
      mode: 'portable',
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
      sheet(planOf('interactive', 'peak', { inputs: { Model: model } }), 'Measurements').cells.some(
        (c) => typeof c.value === 'string' && c.value === THRESHOLD_PAST_KNEE,
      );
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

  test('peak with its time, peak hour, 95th percentile and mean of total and interactive utilization', () => {
    const { rows } = tableUnder(m, 'Measure', 6);
    // The first interval at the peak, as an Excel date.
    const peakAt = (xs: number[]) => excelDate(xs.indexOf(Math.max(...xs)));
    const line = (name: string, xs: number[], st: Record<Statistic, number>) => [
      name,
      st.peak,
      peakAt(xs),
      expect.closeTo(st['peak-hour'], 12),
      st.p95,
      expect.closeTo(st.mean, 12),
    ];
    expect(rows.map((r) => r.map((c) => c.value))).toEqual([line('Total CPU', CPU, STATS.cpu), line('Interactive', INTER, STATS.interactive)]);
    expect(rows[0].map((c) => c.format)).toEqual([undefined, '0.0%', 'yyyy-mm-dd hh:mm', '0.0%', '0.0%', '0.0%']);
  });

  test('the 10 busiest intervals by total CPU, with their times, busiest first', () => {
    const { rows } = tableUnder(m, 'Interval (busiest first)');
    // CPU rises through the morning: the last ten intervals, latest first.
    const busiest = CPU.map((c, i) => ({ c, i }))
      .sort((x, y) => y.c - x.c || x.i - y.i)
      .slice(0, 10);
    expect(busiest.map((x) => x.i)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(rows.map((r) => r.map((c) => c.value))).toEqual(busiest.map(({ c, i }) => [excelDate(i), c / 100, INTER[i] / 100]));
  });

  test('the busiest intervals and the hour profile beside them print a line a row: no header of one makes a row of the other taller', () => {
    const busy = tableUnder(m, 'Interval (busiest first)');
    const hours = tableUnder(m, 'Hour', 5);
    expect(hours.rows).toHaveLength(24);
    const rows = (t: { header: number; rows: unknown[] }) => Array.from({ length: t.rows.length + 1 }, (_, k) => t.header + k);
    // The two stand side by side: the hour profile's header row is one of the busiest intervals' rows.
    expect(rows(busy)).toContain(hours.header);
    const tall = new Set((m.rowHeights ?? []).map((h) => h.row));
    expect([...rows(busy), ...rows(hours)].filter((r) => tall.has(r))).toEqual([]);
  });

  test("the charts' time axis labels the day where the file spans two days or more, the time too within a shorter span", () => {
    // The morning's 20 intervals: under five hours, each label a day and a time.
    expect(m.charts.map((c) => c.xFormat)).toEqual(['yyyy-mm-dd hh:mm', 'yyyy-mm-dd hh:mm']);
    // Three days of hourly intervals: the axis marks days, and a time on each label only lengthened it.
    const days = ['timestamp,cpu,interactive', ...Array.from({ length: 72 }, (_, h) => `${stamp(h * 4)},50,20`)].join('\n');
    const measured = { file: 'days.csv', measurements: readMeasurements(days) as Measurements, statistic: 'peak' as const };
    const s = sheet(planWorkbook({ templates: [{ id: 'interactive', measured }], mode: 'live' }) as WorkbookPlan, 'Measurements');
    expect(s.charts.map((c) => c.xFormat)).toEqual(['yyyy-mm-dd', 'yyyy-mm-dd']);
  });

  test('no gaps, the whole file: said', () => {
    expect(m.cells.some((c) => c.value === 'None: each interval follows the one before it.')).toBe(true);
    expect(row(m, 'Window used').value).toBe('the whole file');
    expect(row(m, 'Format').value).toBe('timestamp, cpu, interactive columns');
  });

  test('the hour-of-day and day-of-week profiles: mean and peak of each, counted here', () => {
    // The intervals run 08:00 to 12:45 on Tuesday 2024-03-19: four to an hour.
    const hour = (xs: number[], h: number) => xs.slice((h - 8) * 4, (h - 7) * 4);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length / 100;
    const { rows: hours } = tableUnder(m, 'Hour', 5);
    expect(hours.length).toBe(24);
    hours.forEach((cells, h) => {
      const label = `${String(h).padStart(2, '0')}:00`;
      const got = cells.map((c) => c.value);
      if (h < 8 || h > 12) expect(got).toEqual([label, 'none', 'none', 'none', 'none']);
      else
        expect(got).toEqual([
          label,
          expect.closeTo(mean(hour(CPU, h)), 12),
          Math.max(...hour(CPU, h)) / 100,
          expect.closeTo(mean(hour(INTER, h)), 12),
          Math.max(...hour(INTER, h)) / 100,
        ]);
    });
    const { rows: days } = tableUnder(m, 'Day');
    expect(days.map((r) => r[0].value)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(days[1].map((c) => c.value)).toEqual(['Tuesday', expect.closeTo(STATS.cpu.mean, 12), STATS.cpu.peak]);
    expect(days[0].map((c) => c.value)).toEqual(['Monday', 'none', 'none']);
  });

  test('which input the file filled, and with what', () => {
    expect(row(m, 'Measured interactive utilization')).toEqual({ value: STATS.interactive.peak, note: 'The peak, filled into InteractiveUtil.' });
  });

  test('the knee and the 2.10 threshold of the model as values, and the intervals past each, counted here', () => {
    expect(row(m, 'Knee (share of the CPU)').value).toBeCloseTo(KNEE, 12);
    expect(row(m, 'Alert threshold').value).toBeCloseTo(THRESHOLD, 12);
    const past = (limit: number) => INTER.filter((v) => v / 100 > limit).length;
    expect(past(KNEE)).toBe(5); // 30, 31, 33, 34 and 36%: a count to check by eye
    expect(row(m, 'Intervals past the knee')).toEqual({
      value: past(KNEE) / 20,
      note: `${past(KNEE)} of 20 intervals with interactive utilization above the knee (2.8: CFINT overhead).`,
    });
    expect(row(m, 'Intervals past the threshold').value).toBe(past(THRESHOLD) / 20);
    expect(row(m, 'Knee (share of the CPU)').note).toMatch(/computed by the add-in when the sheet was built: a value, not a formula/);
  });

  test('the intervals: Excel dates, total and interactive as fractions, one row each', () => {
    const { rows, header } = tableUnder(m, 'Interval');
    expect(['A', 'B', 'C'].map((c) => cellAt(m, `${c}${header}`)!.value)).toEqual(['Interval', 'Total CPU', 'Interactive']);
    expect(rows.length).toBe(20);
    expect(rows.map((r) => r.map((c) => c.value))).toEqual(CPU.map((c, i) => [excelDate(i), c / 100, INTER[i] / 100]));
    expect(rows[0].map((c) => c.format)).toEqual(['yyyy-mm-dd hh:mm', '0.0%', '0.0%']);
  });

  test("two charts over the interval rows: total CPU against 2.12's 70%, interactive against the knee and the threshold", () => {
    const { header } = tableUnder(m, 'Interval');
    expect(m.charts.length).toBe(2);
    const [total, interactive] = m.charts;
    const range = (col: string) => `'Measurements'!$${col}$${header + 1}:$${col}$${header + 20}`;
    for (const chart of m.charts) {
      expect(chart.kind).toBe('scatter');
      expect(chart.categories).toBe(range('A'));
    }
    expect(total.title).toBe('Total CPU utilization, by interval');
    expect(total.series.map((s) => [s.name, s.values, s.line ?? 'solid'])).toEqual([
      ['Total CPU', range('B'), 'solid'],
      ['Planning guideline (70%, PCR 2.12)', expect.any(String), 'dash'],
    ]);
    expect(interactive.title).toBe('Interactive CPU utilization, by interval');
    expect(interactive.series.map((s) => [s.name, s.values, s.line ?? 'solid'])).toEqual([
      ['Interactive', range('C'), 'solid'],
      ['Knee (PCR 2.3)', expect.any(String), 'dash'],
      ['Alert threshold (PCR 2.10)', expect.any(String), 'dash'],
    ]);
    const first = excelDate(0);
    const last = excelDate(19);
    for (const [s, y] of [
      [total.series[1], 0.7],
      [interactive.series[1], KNEE],
      [interactive.series[2], THRESHOLD],
    ] as const) {
      expect(values(m, s.x!)).toEqual([first, last]);
      expect(values(m, s.values).map((v) => Number(v))).toEqual([expect.closeTo(y, 12), expect.closeTo(y, 12)]);
    }
    expect(interactive.series.slice(1).map((s) => s.color)).toEqual(['7030A0', 'BF8F00']);
    // Each time axis from the first interval to the last, not rounded out by months either side.
    // Labelled at its ends and its middle: 19 intervals of 15 minutes, under two days, so the labels hold times.
    for (const chart of m.charts) expect(chart.xBounds).toEqual({ min: first, max: last, major: expect.closeTo((19 * 15) / 1440 / 2, 9) });
    // Interactive on top of the page, the total below it: the order of the issue.
    expect(parseCell(interactive.from).row).toBeLessThan(parseCell(total.from).row);
  });

  test('cites its sources and prints the report on one page: the summary and the chart, not the intervals below them', () => {
    expect(m.cells.some((c) => c.style === 'source' && /PCR V4R5 2\.11 .*line 797/.test(String(c.value)))).toBe(true);
    const print = m.print!;
    expect(print.fit).toEqual({ wide: 1, tall: 1 });
    const area = parseArea(print.area);
    const intervals = parseCell(m.cells.find((c) => c.ref.startsWith('A') && c.value === 'Intervals' && c.style === 'heading')!.ref).row;
    for (const ref of [...m.cells.map((c) => c.ref), ...m.charts.map((c) => c.to)]) {
      const c = parseCell(ref);
      if (c.row < intervals) expect([ref, c.row <= area.bottom && c.col <= area.right]).toEqual([ref, true]);
    }
    expect(area.bottom).toBeLessThan(Math.max(intervals + 1, ...m.charts.map((c) => parseCell(c.to).row + 1)));
    expect(print.header.center).toBe(`${FILE}, 720-2061-1501`);
    expect(printScale(m)).toBeGreaterThanOrEqual(MIN_SCALE);
  });

  test('a year of 5-minute intervals still prints one page', () => {
    const year = 365 * 288;
    const text = [
      'timestamp,cpu,interactive',
      ...Array.from(
        { length: year },
        (_, i) => `${new Date(START + i * 300_000).toISOString().slice(0, 19).replace('T', ' ')},${50 + (i % 40)},${10 + (i % 20)}`,
      ),
    ].join('\n');
    const p = planWorkbook({
      templates: [{ id: 'interactive', measured: { file: 'year.csv', measurements: readMeasurements(text) as Measurements, statistic: 'peak' } }],
      mode: 'live',
    });
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
    const p = planWorkbook({ templates: [{ id: 'web', measured: { file: FILE, measurements, statistic: 'peak' } }], mode: 'live' });
    // The templates with a utilization input the file fills, in the catalog's order (interactive, migration, scenarios, runway, ...).
    const takers = TEMPLATES.filter((t) => t.inputs.some((i) => i.kind === 'fraction' && ['CpuUtil', 'InteractiveUtil', 'BatchUtil'].includes(i.name))).map(
      (t) => t.id,
    );
    expect(takers.slice(0, 4)).toEqual(['interactive', 'migration', 'scenarios', 'runway']);
    expect(isError(p) && p.message).toBe(
      `Template web takes no measured utilization (it has no CpuUtil, InteractiveUtil, BatchUtil input): measurements fill ${takers.join(', ')}`,
    );
  });

  test('a system given as a CPW has no knee: said, and no knee or threshold line drawn', () => {
    // Migration's default current system is the 2.11 example's 66.7 CPW.
    const m = sheet(planOf('migration', 'mean'), 'Measurements');
    expect(m.cells.some((c) => /^Current system is a processor CPW \(66\.7\), not a catalog model: a CPW alone has no knee/.test(String(c.value)))).toBe(true);
    expect(m.charts.map((c) => c.series.map((s) => s.name))).toEqual([['Total CPU', 'Planning guideline (70%, PCR 2.12)'], ['Interactive']]);
    expect(m.cells.some((c) => c.value === 'Knee (share of the CPU)')).toBe(false);
  });

  test('a CPW that is also a model number, held as "720 CPW", is a CPW here too: no knee, not the model 720', () => {
    const m = sheet(planOf('scenarios', 'peak', { inputs: { Current: '720 CPW' } }), 'Measurements');
    expect(m.cells.some((c) => /^Current system is a processor CPW \(720 CPW\), not a catalog model/.test(String(c.value)))).toBe(true);
    expect(m.charts.map((c) => c.series.length)).toEqual([2, 1]);
  });

  test("a traditional model has no knee either (2.2.3): the catalog's reason is said", () => {
    const m = sheet(planOf('interactive', 'peak', { inputs: { Model: 'F97' } }), 'Measurements');
    expect(m.cells.some((c) => /^9406-F97 is a traditional or CISC system.*no knee or threshold lines are drawn\.$/.test(String(c.value)))).toBe(true);
    expect(m.charts.map((c) => c.series.length)).toEqual([2, 1]);
  });

  test('times given with a zone are shown in UTC, and the sheet says so', () => {
    const zoned = readMeasurements('timestamp,cpu,interactive\n2024-03-19T10:00:00+01:00,50,20\n2024-03-19T10:15:00+01:00,60,25\n') as Measurements;
    const p = planWorkbook({
      templates: [{ id: 'interactive', measured: { file: 'zoned.csv', measurements: zoned, statistic: 'peak' } }],
      mode: 'live',
    }) as WorkbookPlan;
    const m = sheet(p, 'Measurements');
    expect(m.cells.some((c) => c.value === 'The file gives its times with a zone: the intervals below are in UTC.')).toBe(true);
    const { rows } = tableUnder(m, 'Interval');
    expect(rows[0][0].value).toBe(Date.UTC(2024, 2, 19, 9, 0) / 86_400_000 + 25_569);
    // The first and last intervals in UTC too, as the table's: 10:00 at +01:00 is 09:00.
    expect([row(m, 'First interval').value, row(m, 'Last interval').value]).toEqual(['2024-03-19 09:00', '2024-03-19 09:15']);
    expect(sheet(planOf('interactive', 'peak'), 'Measurements').cells.some((c) => /with a zone/.test(String(c.value)))).toBe(false);
  });

  test("a QAPMSYSTEM export's Db2 timestamps (2026-09-07-10.15.00.000000) are shown as every other time on the sheet", () => {
    const db2 = readMeasurements(
      ['INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA', '1,2026-09-07-10.15.00.000000,900,225000,450000', '2,2026-09-07-10.30.00.000000,900,300000,450000'].join('\r\n'),
    ) as Measurements;
    const p = planWorkbook({
      // A partition's export: the model its 100% stands for is named, not left at the default (measured.ts).
      templates: [{ id: 'interactive', inputs: { Model: '720-2061-1501' }, measured: { file: 'q.csv', measurements: db2, statistic: 'peak' } }],
      mode: 'live',
    }) as WorkbookPlan;
    const m = sheet(p, 'Measurements');
    expect([row(m, 'First interval').value, row(m, 'Last interval').value]).toEqual(['2026-09-07 10:15', '2026-09-07 10:30']);
    expect(m.cells.some((c) => /\d{2}\.\d{2}\.\d{2}\.\d{6}/.test(String(c.value)))).toBe(false);
  });

  test('a taken sheet name: the Measurements sheet becomes "Measurements (2)", and the input\'s note names it', () => {
    const p = planOf('interactive', 'peak', { existing: ['Measurements'] });
    expect(p.sheets.map((s) => s.name).slice(0, 2)).toEqual(['Interactive capacity', 'Measurements (2)']);
    const sizing = sheet(p, 'Interactive capacity');
    expect(cellAt(sizing, `C${named(sizing, 'InteractiveUtil').ref.slice(1)}`)!.value).toMatch(/on the sheet "Measurements \(2\)"\.$/);
  });
});

describe('what a file does not measure, a partition, a long file', () => {
  const planFor = (ms: Measurements, extra: Partial<Measured> = {}, id = 'runway'): SheetPlan =>
    sheet(
      // The model named: a partition's file is refused with the model left at its default (measured.ts).
      planWorkbook({
        templates: [{ id, inputs: { Model: '720-2061-1501' }, measured: { file: FILE, measurements: ms, statistic: 'peak', ...extra } }],
        mode: 'live',
      }) as WorkbookPlan,
      'Measurements',
    );
  const onePage = (s: SheetPlan) => {
    expect(s.print!.fit).toEqual({ wide: 1, tall: 1 });
    expect(printScale(s)).toBeGreaterThanOrEqual(MIN_SCALE);
    // A long note wrapped across empty cells never runs under a chart.
    const overlaps = (a: ReturnType<typeof parseArea>, b: ReturnType<typeof parseArea>) =>
      a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
    for (const merge of s.merges)
      for (const c of s.charts) expect([merge, c.title, overlaps(parseArea(merge), parseArea(`${c.from}:${c.to}`))]).toEqual([merge, c.title, false]);
    expect(s.charts.length).toBeGreaterThan(0);
  };

  test('no interactive column: unknown, never 0, said; the total chart only; profiles of the total', () => {
    const text = ['timestamp,cpu', ...CPU.map((c, i) => `${stamp(i)},${c}`)].join('\n');
    const s = planFor(readMeasurements(text) as Measurements);
    expect(s.charts.map((c) => c.title)).toEqual(['Total CPU utilization, by interval']);
    expect(tableUnder(s, 'Measure', 6).rows[1].map((c) => c.value)).toEqual(['Interactive', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
    expect(s.cells.some((c) => c.value === 'Interactive: unknown, not 0 (the file has no interactive column): no interactive chart is drawn.')).toBe(true);
    expect(tableUnder(s, 'Hour', 5).rows[8].map((c) => c.value)).toEqual(['08:00', expect.closeTo((41 + 44 + 47.5 + 52) / 400, 12), 0.52]);
    expect(tableUnder(s, 'Interval (busiest first)').rows[0].map((c) => c.value)).toEqual([excelDate(19), 0.985, 'unknown']);
    expect(s.cells.some((c) => c.value === 0 && /^[C-E]/.test(c.ref))).toBe(false);
    onePage(s);
  });

  test('a partition: total CPU in processing units against the entitlement and 70% of it, point by point', () => {
    // An entitlement of 1.5 processing units, raised to 2 at 10:00 (interval 8).
    const entitlement = Float64Array.from(CPU, (_, i) => (i < 8 ? 1.5 : 2));
    const s = planFor({ ...measurements, entitlement });
    const [total] = s.charts;
    expect(total.title).toBe('Total CPU in processing units, against the entitlement: by interval');
    expect(total.yTitle).toBe('Processing units');
    const names = total.series.map((x) => x.name);
    expect(names).toEqual(['Processing units consumed', 'Entitlement', 'Limit (70%)']);
    const column = (k: number) => values(s, total.series[k].values);
    expect(values(s, total.categories)).toEqual(CPU.map((_, i) => excelDate(i)));
    expect(column(0)).toEqual(CPU.map((c, i) => expect.closeTo((c / 100) * entitlement[i], 12)));
    expect(column(1)).toEqual([...entitlement]);
    expect(column(2)).toEqual([...entitlement].map((e) => expect.closeTo(0.7 * e, 12)));
    // The statistics of the units consumed: the peak is 98.5% of 2 units.
    const units = CPU.map((c, i) => (c / 100) * entitlement[i]);
    const line = tableUnder(s, 'Measure', 6).rows[2].map((c) => c.value);
    expect(line.slice(0, 3)).toEqual(['Processing units consumed', expect.closeTo(Math.max(...units), 12), excelDate(units.indexOf(Math.max(...units)))]);
    // The chart's highest point is the peak the table prints, to the last digit.
    expect(Math.max(...(column(0) as number[]))).toBe(line[1]);
    expect(row(s, 'Entitlement (processing units)').value).toBe(2);
    expect(tableUnder(s, 'Measure', 6).rows[0][0].value).toBe('Total CPU (of the entitlement)');
    onePage(s);
  });

  test('gaps: each listed with its times, five on the page and the rest counted; the window used named', () => {
    // Every hour of a day at 15 minutes, less the intervals at 02:15, 05:15 and 05:30, ..., one or two missing every third hour.
    const start = Date.UTC(2024, 2, 18);
    const all = Array.from({ length: 96 }, (_, i) => i);
    const missing = new Set(all.filter((i) => i % 12 === 9 || i % 24 === 22));
    const kept = all.filter((i) => !missing.has(i));
    const text = [
      'timestamp,cpu,interactive',
      ...kept.map((i) => `${new Date(start + i * 900_000).toISOString().slice(0, 16).replace('T', ' ')},${30 + (i % 50)},${10 + (i % 20)}`),
    ].join('\n');
    const s = planFor(readMeasurements(text) as Measurements, { window: 'Mon, 00:00–24:00' });
    // The gaps as the test finds them: runs of missing intervals, with the intervals either side.
    const gaps: [number, number, number][] = [];
    for (let k = 1; k < kept.length; k++) if (kept[k] - kept[k - 1] > 1) gaps.push([kept[k - 1], kept[k] - kept[k - 1] - 1, kept[k]]);
    expect(gaps.length).toBeGreaterThan(5);
    const date = (i: number) => (start + i * 900_000) / 86_400_000 + 25_569;
    const listed = tableUnder(s, 'Last interval before').rows;
    expect(listed.slice(0, 5).map((r) => r.map((c) => c.value))).toEqual(gaps.slice(0, 5).map(([a, n, b]) => [date(a), n, date(b)]));
    const rest = gaps.slice(5);
    expect(listed[5].map((c) => c.value)).toEqual([
      `And ${rest.length} more gaps (${rest.reduce((t, g) => t + g[1], 0)} intervals missing in them): the intervals below the print area show each.`,
    ]);
    expect(row(s, 'Window used').value).toBe('Mon, 00:00–24:00');
    expect(s.cells.some((c) => /only the intervals inside the window are read, and every figure here is of them/.test(String(c.value)))).toBe(true);
    // The gaps are not said again as warnings: the table shows them.
    expect(s.cells.some((c) => /^Warning: .* missing between/.test(String(c.value)))).toBe(false);
    onePage(s);
  });

  test("a week of 1-minute intervals: the charts draw each hour's highest at its own time; every interval stays below", () => {
    const start = Date.UTC(2024, 2, 18);
    const n = 7 * 24 * 60;
    const cpu = (i: number) => 25 + ((i * 37) % 71);
    const inter = (i: number) => 5 + ((i * 13) % 17);
    const text = [
      'timestamp,cpu,interactive',
      ...Array.from({ length: n }, (_, i) => `${new Date(start + i * 60_000).toISOString().slice(0, 16).replace('T', ' ')},${cpu(i)},${inter(i)}`),
    ].join('\n');
    const s = planFor(readMeasurements(text) as Measurements, {}, 'interactive');
    const [total, interactive] = s.charts;
    // Each hour's highest, the first of equal ones, found here hour by hour.
    const highest = (f: (i: number) => number) =>
      Array.from({ length: 7 * 24 }, (_, h) => {
        let best = h * 60;
        for (let i = h * 60; i < (h + 1) * 60; i++) if (f(i) > f(best)) best = i;
        return best;
      });
    for (const [chart, f, title] of [
      [total, cpu, 'Total CPU utilization'],
      [interactive, inter, 'Interactive CPU utilization'],
    ] as const) {
      expect(chart.title).toBe(`${title}, the highest interval of each hour`);
      const points = highest(f);
      expect(values(s, chart.categories)).toEqual(points.map((i) => (start + i * 60_000) / 86_400_000 + 25_569));
      expect(values(s, chart.series[0].values)).toEqual(points.map((i) => f(i) / 100));
    }
    expect(tableUnder(s, 'Interval').rows.length).toBe(n);
    onePage(s);
  });
});
