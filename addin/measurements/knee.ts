/**
 * Measured intervals against a catalog model's knee (PCR V4R5 2.3), its maximum interactive and its
 * 2.10 alert threshold: how many intervals would have passed each, and the intervals only charge-back
 * explains.
 */
import { isError, numError, type Result } from '../errors';
import { lookupOne } from '../catalog/lookup';
import { ALERT_TARGET, curveOfModel, interactiveThreshold } from '../sizing/interactive';
import type { Measurements } from './read';
import { formatTime } from './window';
import { pastBound } from './boundary';
import { fraction } from './number';

/** Why a file without an interactive column says nothing of the knee. */
export const NO_INTERACTIVE =
  'the file has no interactive column: its interactive utilization is unknown (not 0), so the knee and the alert threshold cannot be checked against it';

/** The 2.10 alert target by default: about 70% of the threshold. */
export const DEFAULT_TARGET = ALERT_TARGET;

export interface KneeShares {
  /** The catalog key the model was resolved to. */
  readonly model: string;
  readonly target: number;
  /** Interactive CPU fraction at the knee (curveOfModel, as AS400.KNEE / AS400.CPW), null where the model has none. */
  readonly knee: number | null;
  /** The 2.10 alert threshold (interactiveThreshold, as AS400.INTTHRESHOLD), null where the model has no knee. */
  readonly threshold: number | null;
  /** Share of the intervals whose interactive utilization is above the knee; null where there is none. */
  readonly pastKnee: number | null;
  readonly pastThreshold: number | null;
  readonly pastKneeIntervals: number | null;
  readonly pastThresholdIntervals: number | null;
  /** Why there is no knee (a traditional system, a Domino server...), as AS400.KNEE says it; null where there is one. */
  readonly noKnee: string | null;
  /** Interactive CPU fraction at the model's maximum interactive (AS400.INTMAX / AS400.CPW); null where there is no knee. */
  readonly max: number | null;
  /** The intervals whose interactive utilization is above that maximum, which only charge-back explains (PCR 2.10). */
  readonly aboveMaxIntervals: number | null;
  /** What a planner must check before sizing from the file, each naming the interval it concerns. */
  readonly warnings: readonly string[];
}

const timeOf = (m: Measurements, i: number): string => formatTime(m.times[i]);
const percent = (x: number): string => `${(Math.round(x * 1000) / 10).toString()}%`;

/**
 * Interactive work above the maximum interactive CPW of the model cannot run there: the
 * performance data show it when parallel queries or index builds run in service jobs that charge
 * their work back to the interactive job that asked (PCR V4R5 2.10, lines 707-715). Sizing from
 * such intervals overstates the interactive work; the warning names the first and the highest.
 */
function chargeBack(m: Measurements, values: Float64Array, model: string, max: number): { count: number; warnings: string[] } {
  let count = 0;
  let first = -1;
  let highest = -1;
  const bound = pastBound(max, m.decimals?.interactive);
  for (let i = 0; i < values.length; i++) {
    if (values[i] <= bound) continue;
    count++;
    if (first < 0) first = i;
    if (highest < 0 || values[i] > values[highest]) highest = i;
  }
  if (count === 0) return { count, warnings: [] };
  const at = (i: number) => `${percent(values[i])} at ${timeOf(m, i)} (line ${m.lines[i]})`;
  const which = count === 1 ? `interval: ${at(first)}` : `intervals, the first ${at(first)}, the highest ${at(highest)}`;
  return {
    count,
    warnings: [
      `interactive utilization above the ${model}'s maximum interactive (${percent(max)} of the CPU) in ${count.toLocaleString('en-US')} ${which}: ` +
        'impossible on that model unless work is charged back to interactive jobs, such as parallel queries or index builds run in service jobs (PCR 2.10)',
    ],
  };
}

/**
 * The intervals past a catalog model's knee and past its alert threshold (strictly above: at the
 * knee itself the curve has not turned yet), each limit taken at the precision the file prints its
 * values (boundary.ts: an interval printed at the threshold is not past it). An unknown or ambiguous key is an error; a model with
 * no knee (a traditional system: one CPW for any mix of work, 2.2.3) is an answer saying so.
 */
export function kneeShares(m: Measurements, model: string, target: number = DEFAULT_TARGET): Result<KneeShares> {
  if (!(target > 0 && target <= 1)) return numError(`target must be a fraction above 0 and at most 1 (0.7 for 70%), got ${target}`);
  const row = lookupOne(model);
  if (isError(row)) return row;
  const none = (why: string): KneeShares => ({
    model: row.key,
    target,
    knee: null,
    threshold: null,
    pastKnee: null,
    pastThreshold: null,
    pastKneeIntervals: null,
    pastThresholdIntervals: null,
    noKnee: why,
    max: null,
    aboveMaxIntervals: null,
    warnings: [],
  });
  const threshold = interactiveThreshold(row, target);
  if (isError(threshold)) return none(threshold.message);
  const curve = curveOfModel(row);
  if (isError(curve)) return none(curve.message);
  const values = m.interactive;
  if (values === null) return none(NO_INTERACTIVE);
  let pastKnee = 0;
  let pastThreshold = 0;
  const decimals = m.decimals?.interactive;
  const kneeBound = pastBound(curve.knee, decimals);
  const thresholdBound = pastBound(threshold, decimals);
  for (let i = 0; i < values.length; i++) {
    if (values[i] > kneeBound) pastKnee++;
    if (values[i] > thresholdBound) pastThreshold++;
  }
  const above = chargeBack(m, values, row.key, curve.max);
  return {
    model: row.key,
    target,
    knee: curve.knee,
    // The alert threshold as the nearest 12-digit fraction (70% of 8/70 is 0.08, not 0.07999999999999999), as the reader reads a printed percent.
    threshold: fraction(threshold * 100),
    pastKnee: pastKnee / values.length,
    pastThreshold: pastThreshold / values.length,
    pastKneeIntervals: pastKnee,
    pastThresholdIntervals: pastThreshold,
    noKnee: null,
    max: curve.max,
    aboveMaxIntervals: above.count,
    warnings: above.warnings,
  };
}
