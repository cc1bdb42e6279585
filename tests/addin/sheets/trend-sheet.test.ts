/**
 * Measured history in the core (docs/measured-data.md, "Sheets take history"): a history fills
 * AnnualGrowth and adds the Trend sheet, whose growth and crossing date are the definition's (least
 * squares of ln(peak) on the date in days); the months reached are DATE(YEAR, MONTH + ROUNDUP(months),
 * 1) from CountFrom, and a text answer stays text.
 */
import { type Measurements, readMeasurements } from '../../../addin/measurements/read';
import { planWorkbook } from '../../../addin/sheets';
import type { History } from '../../../addin/sheets/history-growth';
import type { SheetPlan, WorkbookPlan } from '../../../addin/workbook/plan';
import { MIN_SCALE, printScale } from '../../../addin/workbook/print';
import { cellAt, namedRef } from './plans';
import { exportText, PARTITIONS, partitionMonths } from '../../../support/partitions';

const DAY = 86_400_000;
const months = Array.from({ length: 12 }, (_, k) => Date.UTC(2024, k, 1));
const peak = (k: number) => Math.round(40 * 1.145 ** ((months[k] - months[0]) / DAY / 365.25) * 10) / 10;
const stamp = (ms: number) => new Date(ms + 9 * DAY + 14 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const CSV = ['timestamp,cpu,interactive', ...months.map((t, k) => `${stamp(t)},${peak(k)},${(peak(k) / 3).toFixed(1)}`)].join('\n');
const history: History = { files: ['year.csv'], measurements: readMeasurements(CSV) as Measurements };

/** The definition: the least-squares line of ln(peak / 100) on the month's first day as an Excel date. */
function line() {
  const x = months.map((t) => t / DAY + 25_569);
  const y = months.map((_, k) => Math.log(peak(k) / 100));
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  const slope = x.reduce((s, v, i) => s + (v - mx) * (y[i] - my), 0) / x.reduce((s, v) => s + (v - mx) ** 2, 0);
  return { slope, intercept: my - slope * mx };
}

const named = (s: SheetPlan, name: string) => cellAt(s, namedRef(s, name))!;
const at = (s: SheetPlan, ref: string) => s.cells.find((c) => c.ref === ref);
const labelled = (s: SheetPlan, label: string) => at(s, `B${at(s, s.cells.find((c) => c.value === label && c.ref.startsWith('A'))!.ref)!.ref.slice(1)}`)!;

describe.each(['live', 'portable'] as const)('%s mode', (mode) => {
  const p = planWorkbook({ templates: [{ id: 'runway', history }], mode }) as WorkbookPlan;
  const [sizing, trend] = p.sheets;

  test('the Trend sheet follows the sizing sheet; AnnualGrowth and its TRENDGROWTH are the fitted growth', () => {
    expect([sizing.name, trend.name]).toEqual(['Growth runway', 'Trend']);
    const growth = Math.exp(365.25 * line().slope) - 1;
    expect(named(sizing, 'AnnualGrowth').value as number).toBeCloseTo(growth, 9);
    const cell = labelled(trend, 'Growth a year (fitted)');
    expect(cell.formula).toBeDefined();
    expect(cell.value as number).toBeCloseTo(growth, 9);
  });

  test('TRENDDATE on the Trend sheet is where the line reaches the guideline', () => {
    const { slope, intercept } = line();
    const cell = labelled(trend, 'The line reaches the guideline');
    expect(cell.value as number).toBeCloseTo((Math.log(0.7) - intercept) / slope, 6);
    expect(trend.charts).toHaveLength(1);
  });

  test('a history above the guideline all year: the note says the line crossed it by the last month, the work is past it already', () => {
    const note = (s: SheetPlan) => at(s, `C${labelled(s, 'The line reaches the guideline').ref.slice(1)}`)!.value;
    expect(note(trend)).toBe('AS400.TRENDDATE: where the fitted line reaches the guideline.');
    // Twice the load: 80% in January, every month's peak above 70%.
    const busyCsv = ['timestamp,cpu,interactive', ...months.map((t, k) => `${stamp(t)},${2 * peak(k)},${(peak(k) / 3).toFixed(1)}`)].join('\n');
    const busy: History = { files: ['busy.csv'], measurements: readMeasurements(busyCsv) as Measurements };
    const busyTrend = (planWorkbook({ templates: [{ id: 'runway', history: busy }], mode }) as WorkbookPlan).sheets[1];
    expect(labelled(busyTrend, 'The line reaches the guideline').value as number).toBeLessThan(months[11] / DAY + 25_569);
    expect(note(busyTrend)).toBe('AS400.TRENDDATE: the fitted line crossed the guideline by the last month measured: the work is past it already.');
  });

  test('a history flat above the guideline (a capped partition at its cap every month): "Past already", no date; flat below it: "Never"', () => {
    const flatAt = (cpu: number) => {
      const csv = ['timestamp,cpu,interactive', ...months.map((t) => `${stamp(t)},${cpu},10`)].join('\n');
      const h: History = { files: ['flat.csv'], measurements: readMeasurements(csv) as Measurements };
      // A flat history fits no growth for the runway: it is given one of its own, as the refusal asks.
      const s = (planWorkbook({ templates: [{ id: 'runway', history: h, inputs: { AnnualGrowth: 0.05 } }], mode }) as WorkbookPlan).sheets[1];
      const date = labelled(s, 'The line reaches the guideline');
      return { value: date.value, note: at(s, `C${date.ref.slice(1)}`)!.value };
    };
    expect(flatAt(100)).toEqual({
      value: 'Past already',
      note: 'No date: the fitted line is above the guideline at the last month measured and does not grow: the work is past it already.',
    });
    expect(flatAt(50).value).toBe('Never');
  });

  test('each month reached is DATE(YEAR, MONTH + ROUNDUP(months), 1) from the last interval measured', () => {
    const from = named(sizing, 'CountFrom').value as number;
    expect(from).toBe(Math.floor(Date.UTC(2024, 11, 10) / DAY) + 25_569);
    for (const name of ['MonthsToLimit', 'MonthsTo100', 'MonthsToKnee', 'MonthsToThreshold', 'MonthsToIntMax']) {
      const m = named(sizing, name);
      const reached = at(sizing, `C${m.ref.slice(1)}`)!;
      expect(reached.format).toBe('mmm yyyy');
      const d = new Date((from - 25_569) * DAY);
      const month = (x: number) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + Math.ceil(x), 1) / DAY + 25_569;
      const want = typeof m.value === 'number' ? month(m.value) : m.value;
      expect([name, reached.value]).toEqual([name, want]);
    }
  });

  test('a text answer gives text in its month-reached cell, not an error', () => {
    const own = planWorkbook({
      templates: [{ id: 'scenarios', inputs: { Candidates: [['Own all', 12000, 'all', null, 'test input, p. 1']] } }],
      mode,
    }) as WorkbookPlan;
    const s = own.sheets[0];
    const texts = s.cells.filter((c) => c.format === 'mmm yyyy' && typeof c.value === 'string' && c.value !== '');
    expect(texts.map((c) => c.value)).toEqual(['No knee', 'No knee']);
  });
});

test('the Trend sheet prints on one legible page', () => {
  const p = planWorkbook({ templates: [{ id: 'scenarios', history }], mode: 'portable' }) as WorkbookPlan;
  const trend = p.sheets.find((s) => s.name === 'Trend')!;
  expect(trend.print!.fit.tall).toBe(1);
  expect(printScale(trend)).toBeGreaterThanOrEqual(MIN_SCALE);
});

test('a last month measured for less than half its length: left out of the fit, the Trend sheet counts the months fitted and names it', () => {
  // A year of daily rows at 14:00, each month's peak on its 10th, and one more row on 2025-01-01: one day of January.
  const days = Array.from({ length: 366 }, (_, d) => Date.UTC(2024, 0, 1) + d * DAY);
  const daily = (t: number) => {
    const k = new Date(t).getUTCMonth();
    return `${new Date(t).toISOString().slice(0, 10)} 14:00,${new Date(t).getUTCDate() === 10 ? peak(k) : 20},5`;
  };
  const text = ['timestamp,cpu,interactive', ...days.map(daily), '2025-01-01 14:00,20,5'].join('\n');
  const partial: History = { files: ['daily.csv'], measurements: readMeasurements(text) as Measurements };
  const p = planWorkbook({ templates: [{ id: 'report', history: partial }], mode: 'portable' }) as WorkbookPlan;
  const trend = p.sheets.find((s) => s.name === 'Trend')!;
  // One day of January 2025's 31 measured: 3.2%.
  expect(labelled(trend, 'Months').value).toBe(12);
  const note = at(trend, `C${labelled(trend, 'Months').ref.slice(1)}`)!.value as string;
  expect(note).toContain(`left out of the fit: the month of 2025-01-01 (${((1 / 31) * 100).toFixed(1)}% of it measured)`);
  expect(printScale(trend)).toBeGreaterThanOrEqual(MIN_SCALE);
  // The report's Summary names what the growth was fitted on, and still prints on one legible page.
  const summary = p.sheets.find((s) => s.name === 'Summary')!;
  expect(labelled(summary, 'Growth fitted on').value).toBe(
    'The monthly peaks of total CPU of 12 months (2024-01 to 2024-12); left out: the month of 2025-01-01 ' +
      `(${((1 / 31) * 100).toFixed(1)}% of it measured), measured for less than half its length: see the Trend sheet`,
  );
  expect(printScale(summary)).toBeGreaterThanOrEqual(MIN_SCALE);
});

test("an uncapped partition's history: the Trend sheet draws and dates the line at the 70% guideline of its virtual processors, as trend does, said so", () => {
  // PROD of support/partitions.ts: uncapped, 4 virtual processors, 1.5 processing units; a year of its QAPMSYSTEM rows as one file.
  const prod = PARTITIONS[0];
  const year = partitionMonths(prod);
  const text = exportText(
    prod,
    year.flatMap((m) => m.rows),
  );
  const own: History = { files: ['prod-year.csv'], measurements: readMeasurements(text) as Measurements };
  const p = planWorkbook({ templates: [{ id: 'scenarios', history: own }], mode: 'portable' }) as WorkbookPlan;
  const trend = p.sheets.find((s) => s.name === 'Trend')!;
  // PCR 2.12's 70% of its 4 virtual processors, as a share of its 1.5-unit entitlement (what its utilization is a share of).
  const limit = (0.7 * 4) / 1.5;
  const cell = labelled(trend, 'Limit (uncapped)');
  expect(cell.value).toBeCloseTo(limit, 12);
  const note = at(trend, `C${cell.ref.slice(1)}`)!.value as string;
  expect(note).toContain('the 70% guideline (PCR 2.12) applied to its 4 virtual processors, as it is uncapped: 2.8 processing units');
  expect(trend.cells.some((c) => c.value === 'Planning guideline')).toBe(false);
  // The date: where the least-squares line of ln(each month's peak share) on the month's first day reaches the limit.
  // Each month's rows run to the next month's 00:00, which opens a month of one interval (left out): the peak of the rest.
  const points = year.map((m) => ({
    x: m.month / DAY + 25_569,
    y: Math.log(
      Math.max(
        ...m.rows.filter((r) => r.t < Date.UTC(new Date(m.month).getUTCFullYear(), new Date(m.month).getUTCMonth() + 1, 1)).map((r) => r.sysptu / r.syscta),
      ),
    ),
  }));
  const mx = points.reduce((s, q) => s + q.x, 0) / points.length;
  const my = points.reduce((s, q) => s + q.y, 0) / points.length;
  const slope = points.reduce((s, q) => s + (q.x - mx) * (q.y - my), 0) / points.reduce((s, q) => s + (q.x - mx) ** 2, 0);
  const date = labelled(trend, 'The line reaches the guideline');
  // The portable twin of TRENDDATE, reading the limit.
  expect(date.formula).toContain(String(limit));
  expect(date.value as number).toBeCloseTo((Math.log(limit) - (my - slope * mx)) / slope, 6);
  // The chart's dashed line is the limit's column, named for it.
  expect(trend.charts[0].series.map((s) => s.name)).toContain('Limit (virtual processors)');
});

test("a capped partition at its cap: the Trend sheet carries the reader's warning, with its count, and says the peaks are not the demand", () => {
  // DEV of support/partitions.ts: capped at 0.5 processing units, held at its cap (100%) in the busy hours of every day.
  const dev = PARTITIONS[1];
  const year = partitionMonths(dev);
  const rows = year.flatMap((m) => m.rows);
  const measurements = readMeasurements(exportText(dev, rows)) as Measurements;
  // The count by the reader's definition: intervals at 99.5% of the entitlement or more.
  const atCap = Array.from(measurements.cpu).filter((x) => x >= 0.995).length;
  expect(atCap).toBeGreaterThan(0);
  const own: History = { files: ['dev-year.csv'], measurements };
  const p = planWorkbook({ templates: [{ id: 'runway', history: own, inputs: { AnnualGrowth: 0.05 } }], mode: 'portable' }) as WorkbookPlan;
  const trend = p.sheets.find((s) => s.name === 'Trend')!;
  const warning = trend.cells.find((c) => typeof c.value === 'string' && c.value.startsWith('Warning: at its cap'))?.value as string;
  expect(warning).toContain(`at its cap in ${atCap.toLocaleString('en-US')} intervals`);
  expect(warning).toContain('the monthly peaks at the cap are not the demand');
  expect(printScale(trend)).toBeGreaterThanOrEqual(MIN_SCALE);
});
