/**
 * Months until a growing workload reaches a limit, with CFINT counted where a planner reads months
 * (PCR V4R5 2.8). The CPU a system with a knee measures holds the overhead its interactive work
 * costs past the knee: it shows as the CFINTn tasks (line 461), EIU is the interactive utilization
 * plus CFINT (line 465), and at 32.1% interactive a 7xx spends 39.8% more of the whole CPU on
 * CFINT (line 511). So the rest of the work is the measured total less EIU(interactive).
 *
 * With f = (1 + g)^(m / 12) the growth after m months, the CPU is
 *   rest x f + EIU(interactive x f)
 * which grows faster than the work once the interactive share passes the knee, where
 * 12 ln(limit / u) / ln(1 + g) (AS400.MONTHSTOLIMIT) cannot see it. A system without a knee has
 * EIU(i) = i, and the two agree. Compound growth is an add-in convention, as in planning.ts.
 */
import { isError, numError, type Result } from '../errors';
import { ALERT_TARGET, type Curve, eiu } from './interactive';
import { alertThresholdOf, curveOf, type System } from './targets';

/**
 * Shares of the CPU equal to this many decimals are equal: a billionth of the CPU is far below what
 * any measurement resolves, and a share computed as a difference (the total less its interactive
 * part) lands a rounding either side of 0 where the two are the same. A sheet reads it as
 * ROUND(x, 9) > 0 (a literal 1E-9 is one HyperFormula cannot parse).
 */
export const ROUNDING_DIGITS = 9;

/** A share more than a rounding above 0: ROUND(x, ROUNDING_DIGITS) > 0. */
export const aboveRounding = (x: number): boolean => x >= 0.5 * 10 ** -ROUNDING_DIGITS;

/** A system's work as shares of its CPU: the interactive part and the rest (batch and client/server), on its 2.8 curve. */
interface Work {
  readonly interactive: number;
  readonly rest: number;
  readonly curve: Curve;
}

/** The CPU at growth f: the rest grown, and the interactive grown through the 2.8 curve. */
const cpuAt = (c: Work, f: number): number => c.rest * f + eiu(c.curve, c.interactive * f);

/**
 * The growth factor f at which the carried work's CPU first reaches the limit, or null if it never
 * does. The CPU is piecewise linear in f (EIU is, between the knee and the maximum), so the
 * crossing is found exactly: the segment that holds it, then the point on its line.
 */
function growthToLimit(c: Work, limit: number): number | null {
  if (cpuAt(c, 1) >= limit) return 1;
  const i = c.interactive;
  const breaks = i > 0 ? [c.curve.knee / i, c.curve.max / i].filter((f) => f > 1 && Number.isFinite(f)).sort((a, b) => a - b) : [];
  let f0 = 1;
  let c0 = cpuAt(c, 1);
  for (const f1 of breaks) {
    const c1 = cpuAt(c, f1);
    // A limit met at the break itself (100% at the maximum) may come out a rounding short of it: it is met there.
    if (c1 >= limit - 1e-12) return c1 <= limit ? f1 : f0 + ((limit - c0) * (f1 - f0)) / (c1 - c0);
    f0 = f1;
    c0 = c1;
  }
  // Past the last break the interactive part no longer grows (held at the knee, or the maximum reached): the rest alone does.
  // Its slope is the rest itself: measured as a difference of two CPUs it would be float noise when there is no rest.
  // A rest a rounding above 0 (a total a hair over its interactive part) is none: grown at it, the limit would come in a
  // number of months that is noise.
  return aboveRounding(c.rest) ? f0 + (limit - c0) / c.rest : null;
}

/** Months of growth g a year to a growth factor f: 12 ln f / ln(1 + g). */
const monthsOf = (f: number, growth: number): number => (12 * Math.log(f)) / Math.log1p(growth);

/**
 * Months until the CPU of a system reaches the limit as its work grows `growth` a year: its
 * measured total `utilization` (CFINT included) and interactive share on its 2.8 curve. 0 when
 * already there; #NUM! when it never gets there (growth 0 or less, no work, or only interactive
 * work held at a V4R5 rating below the limit: a template says "never" there, growth.ts cpuNever).
 */
export function monthsToCpu(utilization: number, interactive: number, curve: Curve, growth: number, limit: number): Result<number> {
  if (aboveRounding(interactive - utilization)) {
    return numError(`interactive_utilization ${interactive} is above utilization ${utilization}: interactive work is part of the total`);
  }
  // A measured total below EIU(interactive) contradicts the curve; it holds no work beside the interactive, not less than none.
  const i = Math.min(interactive, utilization);
  const c: Work = { interactive: i, rest: Math.max(0, utilization - eiu(curve, i)), curve };
  const f = growthToLimit(c, limit);
  if (f === 1) return 0;
  // No work (a total within a rounding of 0) grows to nothing: its interactive share, a rounding at most, is no work either.
  if (!aboveRounding(utilization)) return numError(`utilization ${utilization} is no work: the CPU never reaches ${limit}`);
  if (f === null) return numError(`the CPU never reaches ${limit}: the interactive work is held at its rating`);
  if (!(growth > 0)) return numError(`annual_growth ${growth} is not above 0: the CPU never reaches ${limit}`);
  return monthsOf(f, growth);
}

/** A 2.8 curve given by its shares of the CPU; a maximum at or below the knee is a curve held at the knee (2.2.1, 2.2.3). */
export function curveOfShares(knee: number, max: number): Result<Curve> {
  if (max < knee) return numError(`max ${max} is below knee ${knee} (PCR 2.3)`);
  return { cpw: 1, kind: max <= knee ? 'cap' : 'knee', knee, max };
}

/** The points of the interactive share a planner watches: the knee (2.3), the 2.10 alert threshold, the maximum (2.3). */
export const INTERACTIVE_POINTS = ['knee', 'threshold', 'max'] as const;
export type InteractivePoint = (typeof INTERACTIVE_POINTS)[number];

/**
 * The interactive share of a system's CPU at its knee, its 2.10 alert threshold (70% of the
 * threshold, twice the knee for the 1/3 algorithm) or its maximum, as the 2.8 curve reads them;
 * the whole CPU (1) for a system without an interactive limit.
 */
export function interactiveShare(system: System, point: InteractivePoint): Result<number> {
  const curve = curveOf(system);
  if (isError(curve)) return curve;
  if (point === 'knee') return curve.knee;
  if (point === 'max') return curve.max;
  return curve.kind === 'cap' && curve.knee >= 1 ? 1 : alertThresholdOf(system, curve, ALERT_TARGET);
}
