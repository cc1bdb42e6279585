/**
 * The points a chart draws (addin/measurements/decimate.ts): every interval up to the limit, else
 * the highest interval of each hour (or of longer buckets), checked against a brute force here.
 */
import fc from 'fast-check';
import { chartPoints, dailyPoints, isLongSpan, LONG_SPAN_DAYS, MAX_POINTS } from '../../../addin/measurements/decimate';

const HOUR = 3_600_000;

/** Brute force: group by bucket of `hours` (from 1970, so at whole hours of the clock), the first highest of each. */
function highest(times: number[], values: number[], hours: number): number[] {
  const groups = new Map<number, number[]>();
  times.forEach((t, i) => {
    const k = Math.floor(t / (hours * HOUR));
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  return [...groups.values()].map((is) => is.reduce((best, i) => (values[i] > values[best] ? i : best)));
}

describe('chart points', () => {
  test('about 2,000 points at most', () => {
    expect(MAX_POINTS).toBe(2000);
  });

  test('up to the limit, every interval', () => {
    const times = Array.from({ length: 2000 }, (_, i) => i * 60_000);
    const p = chartPoints(
      times,
      times.map(() => 0.5),
    );
    expect(p.hours).toBe(0);
    expect([...p.index]).toEqual(times.map((_, i) => i));
  });

  test("a week of 1-minute intervals: each hour's highest, at its own time", () => {
    const start = Date.UTC(2024, 2, 18);
    const times = Array.from({ length: 7 * 24 * 60 }, (_, i) => start + i * 60_000);
    // The highest minute of hour h is minute (7 h) mod 60.
    const values = times.map((_, i) => (i % 60 === (7 * Math.floor(i / 60)) % 60 ? 0.9 : 0.1 + (i % 13) / 100));
    const p = chartPoints(times, values);
    expect(p.hours).toBe(1);
    expect(p.index.length).toBe(7 * 24);
    expect([...p.index]).toEqual(Array.from({ length: 7 * 24 }, (_, h) => h * 60 + ((7 * h) % 60)));
  });

  test("a year of 5-minute intervals: 8,760 hours are too many, so each 6 hours' highest (1,460 points)", () => {
    const start = Date.UTC(2023, 0, 1);
    const times = Array.from({ length: 365 * 288 }, (_, i) => start + i * 300_000);
    const values = times.map((_, i) => ((i * 7919) % 1000) / 1000);
    const p = chartPoints(times, values);
    // 24 / 4 = 6 buckets a day is 2,190; 24 / 6 = 4 a day is 1,460.
    expect(p.hours).toBe(6);
    expect([...p.index]).toEqual(highest(times, values, 6));
    expect(p.index.length).toBe(365 * 4);
  });

  test('a long sparse file: buckets of whole days', () => {
    // 30 intervals 5 days apart span 145 days: 14-day buckets are 11 (days 0-13, ..., 140-153), 15-day buckets 10.
    const times = Array.from({ length: 30 }, (_, i) => i * 5 * 86_400_000 + (i % 3) * HOUR);
    const values = times.map((_, i) => (i * 7) % 30);
    const p = chartPoints(times, values, 10);
    expect(p.hours).toBe(15 * 24);
    expect([...p.index]).toEqual(highest(times, values, 15 * 24));
  });

  test('any intervals: at most the limit, the smallest bucket that fits, the highest of each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 * HOUR }), fc.integer({ min: 0, max: 100 })), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 60 }),
        (steps, limit) => {
          let t = Date.UTC(2024, 0, 1);
          const times = steps.map(([d]) => (t += d));
          const values = steps.map(([, v]) => v / 100);
          const p = chartPoints(times, values, limit);
          if (times.length <= limit) return expect(p.hours).toBe(0);
          expect(p.index.length).toBeLessThanOrEqual(limit);
          expect([...p.index]).toEqual(highest(times, values, p.hours));
          // The next smaller bucket length of the ladder would have drawn too many.
          const ladder = [1, 2, 3, 4, 6, 8, 12, ...Array.from({ length: 400 }, (_, d) => 24 * (d + 1))];
          const smaller = ladder[ladder.indexOf(p.hours) - 1];
          if (smaller) expect(highest(times, values, smaller).length).toBeGreaterThan(limit);
        },
      ),
      { numRuns: 100 },
    );
  });

  test('mismatched lengths and a limit below 1 are programming errors', () => {
    expect(() => chartPoints([1, 2], [1])).toThrow('chartPoints: 2 times for 1 values');
    expect(() => chartPoints([1], [1], 0)).toThrow('limit must be 1 or more');
  });
});

describe("a long span: each day's peak and mean", () => {
  const DAY = 24 * HOUR;
  /** By definition: the intervals grouped by the day of their time as written, each day's first highest and its mean. */
  function byDay(times: number[], values: number[]): { index: number[]; mean: number[] } {
    const days = new Map<number, number[]>();
    times.forEach((t, i) => days.set(Math.floor(t / DAY), [...(days.get(Math.floor(t / DAY)) ?? []), i]));
    const groups = [...days.values()];
    return {
      index: groups.map((is) => is.reduce((best, i) => (values[i] > values[best] ? i : best))),
      mean: groups.map((is) => is.reduce((t, i) => t + values[i], 0) / is.length),
    };
  }

  test('two weeks or more is long; a day short of it is not', () => {
    expect(LONG_SPAN_DAYS).toBe(14);
    const start = Date.UTC(2026, 8, 1);
    expect(isLongSpan([start, start + 14 * DAY])).toBe(true);
    expect(isLongSpan([start, start + 14 * DAY - 60_000])).toBe(false);
    expect(isLongSpan([])).toBe(false);
  });

  test("a month of 15-minute intervals: 30 points, each at its day's peak, with the day's mean", () => {
    const start = Date.UTC(2026, 8, 1);
    const times = Array.from({ length: 30 * 96 }, (_, i) => start + i * 900_000);
    const values = times.map((_, i) => ((i * 37) % 101) / 100);
    const p = dailyPoints(times, values);
    const want = byDay(times, values);
    expect(p.index.length).toBe(30);
    expect([...p.index]).toEqual(want.index);
    expect([...p.mean]).toEqual(want.mean.map((m) => expect.closeTo(m, 12)));
  });

  test("any ascending times: the brute force's days, peaks and means", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 * DAY }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 300 }),
        (steps) => {
          const times: number[] = [];
          let t = Date.UTC(2026, 0, 1);
          for (const [dt] of steps) times.push((t += dt));
          const values = steps.map(([, v]) => v);
          const p = dailyPoints(times, values);
          const want = byDay(times, values);
          expect([...p.index]).toEqual(want.index);
          expect([...p.mean]).toEqual(want.mean.map((m) => expect.closeTo(m, 9)));
        },
      ),
    );
  });
});
