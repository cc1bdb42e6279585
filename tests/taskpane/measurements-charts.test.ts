/**
 * The Measurements sheet's charts fit their data, in the plan and as both writers draw them: the
 * time axis runs from the first measured interval to the last (not rounded out by months either
 * side), the xlsx chart's c:min and c:max and the Office.js axis's minimum and maximum alike.
 */
import { writeWorkbook } from '../../cli/xlsx/writer';
import { planWorkbook } from '../../addin/templates';
import { isError } from '../../addin/errors';
import { type Measurements, readMeasurements } from '../../addin/measurements/read';
import type { SheetPlan, WorkbookPlan } from '../../addin/templates/plan';
import { writePlan } from '../../taskpane/writer';
import { readWritten } from '../xlsx/read';
import { FakeWorkbook } from '../../support/fake-excel';
import { fakeHost } from '../../support/fake-host';
import { viewOfFake, viewOfXlsx, type SheetView } from './workbook-view';

jest.setTimeout(60_000);

const DAY = 86_400_000;
/** Excel's serial date of a time (days since 1899-12-30; 1970-01-01 is 25,569). */
const serial = (ms: number): number => ms / DAY + 25_569;
const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** A file of `count` intervals of `minutes` from `start`, its total and interactive percents given per interval. */
function file(start: number, minutes: number, count: number, cpu: (i: number) => number, inter: (i: number) => number) {
  const times = Array.from({ length: count }, (_, i) => start + i * minutes * 60_000);
  const text = ['timestamp,cpu,interactive', ...times.map((t, i) => `${stamp(t)},${cpu(i)},${inter(i)}`)].join('\n');
  return { times, measurements: readMeasurements(text) as Measurements };
}

function planned(measurements: Measurements): WorkbookPlan {
  const p = planWorkbook({
    templates: [{ id: 'interactive', inputs: { Model: '720-2061-1501' }, measured: { file: 'm.csv', measurements, statistic: 'peak' } }],
    mode: 'live',
  });
  if (isError(p)) throw new Error(p.message);
  return p;
}

/** The Measurements sheet as the xlsx writer and as the Office.js writer leave it. */
async function written(p: WorkbookPlan): Promise<{ xlsx: SheetView; fake: SheetView }> {
  const xlsx = await viewOfXlsx(await readWritten(await writeWorkbook(p)), 'Measurements');
  const wb = new FakeWorkbook(['Sheet1']);
  await writePlan(fakeHost(wb), () => p);
  return { xlsx, fake: viewOfFake(wb, 'Measurements') };
}

const sheetOf = (p: WorkbookPlan): SheetPlan => p.sheets.find((s) => s.name === 'Measurements')!;

describe('a time axis runs from the first measured interval to the last', () => {
  // Five days of 15-minute intervals from 2026-09-07 08:00: the last is 479 intervals later.
  const start = Date.UTC(2026, 8, 7, 8, 0);
  const { times, measurements } = file(
    start,
    15,
    480,
    (i) => 30 + (i % 40),
    (i) => 5 + (i % 20),
  );
  const p = planned(measurements);
  const bounds = { min: serial(times[0]), max: serial(times[times.length - 1]) };

  test('the plan: both charts bounded by the first and last interval', () => {
    const charts = sheetOf(p).charts;
    expect(charts.length).toBe(2);
    for (const c of charts) expect(c.xBounds).toEqual(bounds);
  });

  test('the xlsx chart XML and the Office.js axis carry those bounds, as date serials', async () => {
    const { xlsx, fake } = await written(p);
    for (const view of [xlsx, fake]) expect(view.charts.map((c) => c.xBounds)).toEqual([bounds, bounds]);
    expect(fake.charts).toEqual(xlsx.charts);
  });

  test('one interval has no span: the axis is left to the chart', () => {
    const one = file(
      start,
      15,
      1,
      () => 40,
      () => 10,
    );
    for (const c of sheetOf(planned(one.measurements)).charts) expect(c.xBounds).toBeUndefined();
  });
});
