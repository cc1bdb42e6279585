/**
 * Processing units consumed, interval by interval: a partition's utilization is a share of its own
 * entitlement in each interval (IBM i Collection Services, QAPMSYSTEM: SYSPTU / SYSCTA, the
 * entitlement SYSCTA / (INTSEC x 1000)), so the units it used are that share times that
 * interval's entitlement. What a planner quotes for a partition on a new Power system.
 */
import type { Measurements } from './read';

/**
 * Each interval's processing units consumed; null where the file gives no entitlement. Rounded to 12
 * digits as the reader rounds percentages, so 150% of 1.2 units is 1.8, not 1.7999999999999998, and a
 * chart's highest point is the summary's peak.
 */
export function unitsConsumed(m: Measurements): Float64Array | null {
  const e = m.entitlement;
  if (e === null) return null;
  const out = new Float64Array(m.cpu.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(m.cpu[i] * e[i] * 1e12) / 1e12;
  return out;
}

/** The processing units consumed as a series of its own (in `cpu`), to be reduced and trended as the utilization is; null without an entitlement. */
export function unitsSeries(m: Measurements): Measurements | null {
  const units = unitsConsumed(m);
  return units && { ...m, cpu: units, interactive: null, entitlement: null };
}
