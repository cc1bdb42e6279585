/**
 * The Measurements sheet's charts fit their data, in the plan and as both writers draw them: the
 * time axis runs from the first measured interval to the last (not rounded out by months either
 * side), the xlsx chart's c:min and c:max and the Office.js axis's minimum and maximum alike; a
 * long span is drawn as each day's peak and mean, computed here from the intervals by definition.
 */
import { writeWorkbook } from '../../cli/xlsx/writer';
import { unescapeXml } from '../../cli/xlsx/xml';
import { planWorkbook } from '../../addin/sheets';
import { isError } from '../../addin/errors';
import { type Measurements, readMeasurements } from '../../addin/measurements/read';
import type { SheetPlan, WorkbookPlan } from '../../addin/workbook/plan';
import { writePlan } from '../../taskpane/writer';
import { readWritten, text } from '../cli/xlsx/read';
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
  // 479 intervals of 15 minutes: 4.99 days, labelled every 2 days (three labels of whole days).
  const bounds = { min: serial(times[0]), max: serial(times[times.length - 1]), major: 2 };

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

/** Each series of each chart of the xlsx file, by chart title: its name and its cached x and y values. */
async function cachedSeries(xlsx: Buffer): Promise<Map<string, { name: string; x: number[]; y: number[] }[]>> {
  const { zip } = await readWritten(xlsx);
  const out = new Map<string, { name: string; x: number[]; y: number[] }[]>();
  const pts = (xml: string): number[] => [...xml.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => Number(m[1]));
  for (const part of Object.keys(zip.files).filter((f) => /^xl\/charts\/chart\d+\.xml$/.test(f))) {
    const xml = await text(zip, part);
    const title = /<c:title>.*?<a:t>([^<]*)<\/a:t>/.exec(xml)![1];
    const series = [...xml.matchAll(/<c:ser>(.*?)<\/c:ser>/g)].map(([, ser]) => ({
      name: unescapeXml(/<c:tx><c:v>([^<]*)<\/c:v><\/c:tx>/.exec(ser)?.[1] ?? ''),
      x: pts(/<c:xVal>(.*?)<\/c:xVal>/.exec(ser)?.[1] ?? ''),
      y: pts(/<c:yVal>(.*?)<\/c:yVal>/.exec(ser)?.[1] ?? ''),
    }));
    out.set(unescapeXml(title), series);
  }
  return out;
}

describe("a month is drawn as each day's peak and mean, not every interval", () => {
  // Thirty days of 15-minute intervals from 2026-09-01 00:00, each day's shape different.
  const start = Date.UTC(2026, 8, 1);
  const cpu = (i: number) => 20 + ((i * 37) % 71);
  const inter = (i: number) => 3 + ((i * 13) % 17);
  const { times, measurements } = file(start, 15, 30 * 96, cpu, inter);
  const p = planned(measurements);
  // 30 days less 15 minutes, labelled every 10 days: three labels.
  const bounds = { min: serial(times[0]), max: serial(times[times.length - 1]), major: 10 };

  /** By definition: the intervals of each day (96 a day from midnight), the first highest at its time, and the day's mean. */
  function daily(f: (i: number) => number): { x: number[]; peak: number[]; mean: number[] } {
    const days = Array.from({ length: 30 }, (_, d) => Array.from({ length: 96 }, (_, k) => d * 96 + k));
    const peaks = days.map((is) => is.reduce((best, i) => (f(i) > f(best) ? i : best)));
    return {
      x: peaks.map((i) => serial(times[i])),
      peak: peaks.map((i) => f(i) / 100),
      mean: days.map((is) => is.reduce((t, i) => t + f(i), 0) / is.length / 100),
    };
  }

  test('the plan: titled so, two series of a point a day, the axis from the first interval to the last', () => {
    const [total, interactive] = sheetOf(p).charts;
    expect(interactive.title).toBe("Interactive CPU utilization, each day's peak and mean");
    expect(total.title).toBe("Total CPU utilization, each day's peak and mean");
    for (const c of [interactive, total]) {
      expect(c.series.slice(0, 2).map((x) => x.name)).toEqual(["Day's peak", "Day's mean"]);
      expect(c.xBounds).toEqual(bounds);
    }
  });

  test("the xlsx chart's points are each day's peak at its time and the day's mean beside it", async () => {
    const charts = await cachedSeries(await writeWorkbook(p));
    for (const [title, f] of [
      ["Interactive CPU utilization, each day's peak and mean", inter],
      ["Total CPU utilization, each day's peak and mean", cpu],
    ] as const) {
      const want = daily(f);
      const [peak, mean] = charts.get(title)!;
      expect(peak).toEqual({ name: "Day's peak", x: want.x.map((x) => expect.closeTo(x, 9)), y: want.peak });
      expect(mean).toEqual({ name: "Day's mean", x: want.x.map((x) => expect.closeTo(x, 9)), y: want.mean.map((m) => expect.closeTo(m, 12)) });
    }
  });

  test('the Office.js writer draws the same series and bounds as the xlsx writer', async () => {
    const { xlsx, fake } = await written(p);
    expect(fake.charts).toEqual(xlsx.charts);
    expect(fake.charts.map((c) => c.xBounds)).toEqual([bounds, bounds]);
    expect(fake.charts.map((c) => c.series.length)).toEqual([3, 4]);
  });
});

describe('a limit over twice the busiest point is said in the title, not drawn over the work', () => {
  // Table D.2.1.1: the 720-2061-1501 has 240 processor CPW and 70 interactive CPW at the knee; 2.10 alerts at 70% of it.
  const knee = 70 / 240;
  const threshold = 0.7 * knee;
  const pct = (x: number) => `${Number((x * 100).toFixed(1))}%`;
  const start = Date.UTC(2026, 8, 7, 8, 0);

  test('light work: interactive at most 5% and the total at most 30% draw no knee, threshold or 70% guideline', async () => {
    const { measurements } = file(
      start,
      15,
      96,
      (i) => 10 + (i % 21),
      (i) => 1 + (i % 5),
    );
    // 2 × 5% = 10% is below the threshold (20.4%) and the knee (29.2%); 2 × 30% = 60% is below 70%.
    const p = planned(measurements);
    const [total, interactive] = sheetOf(p).charts;
    expect(interactive.title).toBe(
      `Interactive CPU utilization, by interval (not drawn, over twice the busiest point: the knee at ${pct(knee)}, the alert threshold at ${pct(threshold)})`,
    );
    expect(interactive.series.map((s) => s.name)).toEqual(['Interactive']);
    expect(total.title).toBe('Total CPU utilization, by interval (not drawn, over twice the busiest point: the planning guideline at 70%)');
    expect(total.series.map((s) => s.name)).toEqual(['Total CPU']);
    const { xlsx, fake } = await written(p);
    expect(fake.charts).toEqual(xlsx.charts);
    expect(xlsx.charts.map((c) => [c.title, c.series.length])).toEqual([
      [total.title, 1],
      [interactive.title, 1],
    ]);
  });

  test('work within half of each line: every line drawn, the title says nothing more', () => {
    // Interactive up to 15%: 30% is over the knee; the total up to 40%: 80% is over 70%.
    const { measurements } = file(
      start,
      15,
      96,
      (i) => 20 + (i % 21),
      (i) => 5 + (i % 11),
    );
    const [total, interactive] = sheetOf(planned(measurements)).charts;
    expect(interactive.title).toBe('Interactive CPU utilization, by interval');
    expect(interactive.series.map((s) => s.name)).toEqual(['Interactive', 'Knee (PCR 2.3)', 'Alert threshold (PCR 2.10)']);
    expect(total.series.map((s) => s.name)).toEqual(['Total CPU', 'Planning guideline (70%, PCR 2.12)']);
  });

  test("a partition's entitlement over twice the units it consumed: said with its value, not drawn", () => {
    // 2 processing units entitled, at most 30% of them used: 0.6 units; the limit, 1.4, is over 1.2.
    const { measurements } = file(
      start,
      15,
      96,
      (i) => 10 + (i % 21),
      (i) => 1 + (i % 5),
    );
    const entitlement = Float64Array.from(measurements.times, () => 2);
    const p = planWorkbook({
      templates: [
        { id: 'runway', inputs: { Model: '720-2061-1501' }, measured: { file: 'm.csv', measurements: { ...measurements, entitlement }, statistic: 'peak' } },
      ],
      mode: 'live',
    }) as WorkbookPlan;
    const [total] = sheetOf(p).charts;
    expect(total.series.map((s) => s.name)).toEqual(['Processing units consumed']);
    expect(total.title).toBe(
      'Total CPU in processing units, against the entitlement: by interval (not drawn, over twice the busiest point: ' +
        'the entitlement at 2.00 processing units, the planning limit at 1.40 processing units)',
    );
  });
});
