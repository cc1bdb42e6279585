/**
 * Hour-of-day and day-of-week profiles of measured utilization: for each hour of the clock (0-23)
 * and each weekday (Monday first, as ISO 8601 counts them), the intervals that start in it, their
 * mean and their peak, with the time of the peak. PCR V4R5 2.11 (seed 000 line 797) asks that peaks
 * be contained: a profile shows when in the day and the week they come, which a single peak hides.
 *
 * Times are wall-clock read as UTC (measurements/read.ts), so the UTC hour and weekday of a time are
 * the hour and the day the file prints. The mean is of the intervals, each counting once: a file of
 * unequal intervals weighs a short one as much as a long one, as summary.ts's mean does.
 */

/** The intervals of one hour of the day or one weekday. */
export interface Bucket {
  /** How many intervals start in it; 0 where the file has none (mean and peak are then null, not 0). */
  readonly count: number;
  readonly mean: number | null;
  readonly peak: number | null;
  /** The time of the peak (ms, as Measurements.times), the first where it repeats; null where there is none. */
  readonly peakAt: number | null;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Days since 1970-01-01 (a Thursday), negative times included. */
const day = (t: number): number => Math.floor(t / DAY);

/** The hour of the day (0-23) a wall-clock time falls in. */
export const hourOf = (t: number): number => Math.floor((t - day(t) * DAY) / HOUR);
/** The weekday of a wall-clock time, 0 for Monday to 6 for Sunday: 1970-01-01 was a Thursday (3). */
export const weekdayOf = (t: number): number => (((day(t) + 3) % 7) + 7) % 7;

function profile(times: ArrayLike<number>, values: ArrayLike<number>, size: number, bucketOf: (t: number) => number): Bucket[] {
  if (times.length !== values.length) throw new Error(`profile: ${times.length} times for ${values.length} values`);
  const count = new Array<number>(size).fill(0);
  const sum = new Array<number>(size).fill(0);
  const peak = new Array<number>(size).fill(-Infinity);
  const peakAt = new Array<number>(size).fill(NaN);
  for (let i = 0; i < times.length; i++) {
    const b = bucketOf(times[i]);
    count[b]++;
    sum[b] += values[i];
    if (values[i] > peak[b]) {
      peak[b] = values[i];
      peakAt[b] = times[i];
    }
  }
  return count.map((n, b) => (n === 0 ? { count: 0, mean: null, peak: null, peakAt: null } : { count: n, mean: sum[b] / n, peak: peak[b], peakAt: peakAt[b] }));
}

/** Twenty-four buckets, hour 0 (midnight to 1 a.m.) first. */
export const hourOfDay = (times: ArrayLike<number>, values: ArrayLike<number>): Bucket[] => profile(times, values, 24, hourOf);

/** Seven buckets, Monday first. */
export const dayOfWeek = (times: ArrayLike<number>, values: ArrayLike<number>): Bucket[] => profile(times, values, 7, weekdayOf);
