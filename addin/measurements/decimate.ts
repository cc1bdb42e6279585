/**
 * The points a chart of intervals draws. A chart of a year of 5-minute intervals (105,120 points)
 * is slow to open and no more readable than its hours: past MAX_POINTS intervals a chart draws each
 * hour's highest interval, at its own time, so every peak still shows where it happened (PCR V4R5
 * 2.11, seed 000 line 797: peaks must be contained, so a chart must not average them away). Where
 * even the hours are more than MAX_POINTS (a file longer than about 83 days), each point is the
 * highest of 2, 3, 4, 6, 8 or 12 hours, or of whole days: the smallest of these that fits.
 * The full intervals stay on the sheet as data.
 */

/** About the most points a chart draws: more would not show, and would slow the sheet. */
export const MAX_POINTS = 2000;

const HOUR = 3_600_000;
/** Bucket lengths in hours that divide a day, so a bucket never straddles midnight (times are wall-clock, read.ts). */
const WITHIN_DAY = [1, 2, 3, 4, 6, 8, 12];

export interface ChartPoints {
  /** The interval each point is, in time order. */
  readonly index: Uint32Array;
  /** The hours each point is the highest of; 0 where every interval is drawn. */
  readonly hours: number;
}

/** How many buckets of `ms` milliseconds the (ascending) times fall in. */
function buckets(times: ArrayLike<number>, ms: number): number {
  let n = 0;
  let last = NaN;
  for (let i = 0; i < times.length; i++) {
    const b = Math.floor(times[i] / ms);
    if (b !== last) {
      n++;
      last = b;
    }
  }
  return n;
}

/** The bucket length in hours that keeps the points at `limit` or fewer. */
function bucketHours(times: ArrayLike<number>, limit: number): number {
  for (const h of WITHIN_DAY) if (buckets(times, h * HOUR) <= limit) return h;
  // Whole days: a day's bucket count is at most the days spanned, so this ends.
  for (let days = 1; ; days++) if (buckets(times, days * 24 * HOUR) <= limit) return days * 24;
}

/**
 * The intervals a chart of `values` draws: all of them up to `limit`, else the highest of each
 * bucket (the first where it repeats). `times` are ascending, as the reader leaves them.
 */
export function chartPoints(times: ArrayLike<number>, values: ArrayLike<number>, limit: number = MAX_POINTS): ChartPoints {
  const n = times.length;
  if (values.length !== n) throw new Error(`chartPoints: ${n} times for ${values.length} values`);
  if (!(limit >= 1)) throw new Error(`chartPoints: limit must be 1 or more, got ${limit}`);
  if (n <= limit) return { index: Uint32Array.from({ length: n }, (_, i) => i), hours: 0 };
  const hours = bucketHours(times, limit);
  const ms = hours * HOUR;
  const out: number[] = [];
  let bucket = NaN;
  for (let i = 0; i < n; i++) {
    const b = Math.floor(times[i] / ms);
    if (b !== bucket) {
      out.push(i);
      bucket = b;
    } else if (values[i] > values[out[out.length - 1]]) out[out.length - 1] = i;
  }
  return { index: Uint32Array.from(out), hours };
}

const DAY = 24 * HOUR;
/**
 * A span of this many days or more is drawn as each day's peak and mean. Its hours, or every
 * interval, print as a saw too dense to read on a chart a page wide: two weeks are 336 hours.
 */
export const LONG_SPAN_DAYS = 14;

/** Whether the (ascending) times span LONG_SPAN_DAYS or more: a chart of them draws daily points. */
export const isLongSpan = (times: ArrayLike<number>): boolean => times.length > 0 && times[times.length - 1] - times[0] >= LONG_SPAN_DAYS * DAY;

export interface DailyPoints {
  /** The interval of each day's peak (the first where it repeats), in time order: the point is drawn at its time. */
  readonly index: Uint32Array;
  /** The mean of each day's intervals, drawn at the same time as its peak. */
  readonly mean: Float64Array;
}

/**
 * Each measured day's peak and mean of `values`: the peak is the day's highest interval, at its own
 * time, so no peak is averaged away (PCR V4R5 2.11, seed 000 line 797); the mean beside it shows the
 * day's usual load. Days are wall-clock days of the times as written (read.ts); a day without an
 * interval has no point. `times` are ascending, as the reader leaves them.
 */
export function dailyPoints(times: ArrayLike<number>, values: ArrayLike<number>): DailyPoints {
  const n = times.length;
  if (values.length !== n) throw new Error(`dailyPoints: ${n} times for ${values.length} values`);
  const index: number[] = [];
  const mean: number[] = [];
  let day = NaN;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const d = Math.floor(times[i] / DAY);
    if (d !== day) {
      if (count) mean.push(sum / count);
      index.push(i);
      day = d;
      sum = 0;
      count = 0;
    } else if (values[i] > values[index[index.length - 1]]) index[index.length - 1] = i;
    sum += values[i];
    count++;
  }
  if (count) mean.push(sum / count);
  return { index: Uint32Array.from(index), mean: Float64Array.from(mean) };
}
