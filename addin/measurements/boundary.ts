/**
 * Where a measured value is past a limit derived from it (the knee, the alert threshold, the maximum
 * interactive: knee.ts). A limit is computed in floating point (70% of a knee of 120/1,050 CPW is
 * 0.07999999999999999), and both the limit and the values are printed: a value printed equal to the
 * limit is not past it. So the limit is taken at the precision it is printed with (hundredths of a
 * percent: 8.00%, 29.17%) or at the file's, where the file prints its values finer (5.929 against
 * 5.9286 is 5.929 against 5.929), and a value is past it only above that. Values computed from
 * counters (QAPMSYSTEM's milliseconds) are not printed: there the limit is exact but for floating
 * point's last bits.
 */

/** The decimals of a percent a limit is printed with (the command line's 8.00%, 29.17%). */
export const LIMIT_DECIMALS = 2;

/** The most decimals of a percent a limit is rounded to: past them a file prints counters, not utilizations. */
const MOST_DECIMALS = 8;

/** Floating point's slack on a fraction computed from counters (about 1e-7 of a percentage point). */
const SLACK = 1e-9;

/**
 * The least fraction past `limit` (a fraction) for values printed with `decimals` decimals of a
 * percent (null: computed, not printed): a value is past the limit when it is above this bound. The
 * bound lies half a unit of the last place above the limit at that place (the limit's printed one or
 * the file's finer one), so a value one unit above is past it and a value printed equal to it is not,
 * whatever floating point's last bits.
 */
export function pastBound(limit: number, decimals: number | null | undefined): number {
  if (decimals === null || decimals === undefined) return limit + SLACK;
  const scale = 10 ** (Math.min(Math.max(decimals, LIMIT_DECIMALS), MOST_DECIMALS) + 2);
  return (Math.round(limit * scale) + 0.5) / scale;
}

/** Whether a measured fraction printed with `decimals` decimals of a percent (null: computed) is past `limit`. */
export const isPast = (value: number, limit: number, decimals: number | null | undefined): boolean => value > pastBound(limit, decimals);

/** The decimals a printed number has after its decimal mark ("32.10%" 2, "8" 0, "8,5" 1). */
export function decimalsOf(text: string): number {
  let i = 0;
  const n = text.length;
  while (i < n && text.charCodeAt(i) !== 0x2e && text.charCodeAt(i) !== 0x2c) i++;
  let d = 0;
  for (i++; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    d++;
  }
  return d;
}
