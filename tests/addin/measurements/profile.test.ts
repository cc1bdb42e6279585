/**
 * Hour-of-day and day-of-week profiles (addin/measurements/profile.ts), against buckets this test
 * forms itself with Date's UTC hour and weekday (times are wall-clock read as UTC, read.ts).
 */
import fc from 'fast-check';
import { dayOfWeek, hourOf, hourOfDay, weekdayOf, WEEKDAYS } from '../../../addin/measurements/profile';

/** Brute force: the values of each bucket, then their mean, peak and the first time of the peak. */
function expected(times: number[], values: number[], size: number, key: (t: number) => number) {
  return Array.from({ length: size }, (_, b) => {
    const at = times.map((_, i) => i).filter((i) => key(times[i]) === b);
    if (at.length === 0) return { count: 0, mean: null, peak: null, peakAt: null };
    const peak = Math.max(...at.map((i) => values[i]));
    const first = at.find((i) => values[i] === peak)!;
    return { count: at.length, mean: at.reduce((s, i) => s + values[i], 0) / at.length, peak, peakAt: times[first] };
  });
}
const utcHour = (t: number) => new Date(t).getUTCHours();
// Date counts Sunday 0; the profile Monday 0 (ISO 8601).
const utcWeekday = (t: number) => [6, 0, 1, 2, 3, 4, 5][new Date(t).getUTCDay()];

describe('the hour and the weekday of a wall-clock time', () => {
  test('2024-03-18 was a Monday; 1970-01-01 a Thursday; 1969-12-31 23:30 a Wednesday at 23', () => {
    expect(weekdayOf(Date.UTC(2024, 2, 18, 0, 0))).toBe(0);
    expect(weekdayOf(Date.UTC(2024, 2, 24, 23, 59))).toBe(6);
    expect(WEEKDAYS[weekdayOf(0)]).toBe('Thursday');
    expect([hourOf(Date.UTC(1969, 11, 31, 23, 30)), WEEKDAYS[weekdayOf(Date.UTC(1969, 11, 31, 23, 30))]]).toEqual([23, 'Wednesday']);
  });

  test('agree with Date over any time from 1900 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        expect([hourOf(t), weekdayOf(t)]).toEqual([utcHour(t), utcWeekday(t)]);
      }),
    );
  });
});

describe('profiles', () => {
  // A week of hourly intervals from Monday 2024-03-18 00:00, busiest at 10:00 on Wednesday.
  const start = Date.UTC(2024, 2, 18);
  const times = Array.from({ length: 7 * 24 }, (_, i) => start + i * 3_600_000);
  const values = times.map((_, i) => (i === 2 * 24 + 10 ? 0.95 : 0.2 + 0.01 * (i % 24)));

  test('a week of hours: each hour of the day holds seven intervals, its mean and peak as counted by hand', () => {
    const hours = hourOfDay(times, values);
    expect(hours).toHaveLength(24);
    expect(hours.map((h) => h.count)).toEqual(new Array(24).fill(7));
    // Hour 10: six days at 0.30, Wednesday's 0.95.
    expect(hours[10].mean).toBeCloseTo((6 * 0.3 + 0.95) / 7, 12);
    expect(hours[10].peak).toBe(0.95);
    expect(hours[10].peakAt).toBe(Date.UTC(2024, 2, 20, 10));
    // Hour 3: 0.23 every day; the peak's time is its first, Monday's.
    expect([hours[3].peak, hours[3].peakAt]).toEqual([0.2 + 0.03, Date.UTC(2024, 2, 18, 3)]);
  });

  test('a week of hours: each weekday holds 24 intervals; Wednesday holds the peak', () => {
    const days = dayOfWeek(times, values);
    expect(days.map((d) => d.count)).toEqual(new Array(7).fill(24));
    expect(days.map((d) => d.peak)).toEqual([0.43, 0.43, 0.95, 0.43, 0.43, 0.43, 0.43].map((v, i) => (i === 2 ? v : expect.closeTo(v, 12))));
    expect(days[2].peakAt).toBe(Date.UTC(2024, 2, 20, 10));
  });

  test('an hour or a day without intervals is null, not 0', () => {
    const two = [Date.UTC(2024, 2, 18, 9), Date.UTC(2024, 2, 18, 9, 30)];
    const hours = hourOfDay(two, [0.5, 0.7]);
    expect(hours[9]).toEqual({ count: 2, mean: 0.6, peak: 0.7, peakAt: two[1] });
    expect(hours[8]).toEqual({ count: 0, mean: null, peak: null, peakAt: null });
    expect(dayOfWeek(two, [0.5, 0.7]).filter((d) => d.count === 0)).toHaveLength(6);
  });

  test('any intervals: the buckets formed here by Date', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10 * 86_400_000 }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 200 }),
        (steps) => {
          let t = Date.UTC(2023, 11, 30);
          const ts = steps.map(([d]) => (t += d));
          const vs = steps.map(([, v]) => v);
          const close = (xs: ReturnType<typeof expected>) => xs.map((b) => ({ ...b, mean: b.mean === null ? null : expect.closeTo(b.mean, 12) }));
          expect(hourOfDay(ts, vs)).toEqual(close(expected(ts, vs, 24, utcHour)));
          expect(dayOfWeek(ts, vs)).toEqual(close(expected(ts, vs, 7, utcWeekday)));
        },
      ),
      { numRuns: 50 },
    );
  });

  test('times and values of different lengths are a programming error', () => {
    expect(() => hourOfDay([1, 2], [0.5])).toThrow('profile: 2 times for 1 values');
  });
});
