/**
 * The sample data's randomness: a seeded generator (mulberry32, a 32-bit state), so npm run
 * sample-data writes the same bytes on every machine and the test can compare them.
 */
export type Random = () => number;

/** A uniform number in [0, 1), the same sequence for the same seed. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A factor 1 ± spread, uniform: the interval-to-interval wobble of measured work. */
export const wobble = (random: Random, spread: number): number => 1 + spread * (2 * random() - 1);

const two = (n: number) => String(n).padStart(2, '0');

/** "2026-09-07 10:15" for a UTC time in ms (the sample files carry no zone; their times are the system's clock). */
export function isoMinute(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** Db2 for i's timestamp as CPYTOIMPF writes DATETIME: 2026-09-07-10.15.00.000000. */
export function db2Timestamp(ms: number): string {
  return `${isoMinute(ms).replace(' ', '-').replace(':', '.')}.00.000000`;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
