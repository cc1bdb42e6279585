/**
 * Months until a growing workload reaches a limit, with CFINT counted where a planner reads months
 * (PCR V4R5 2.8). The measured total of a system with a knee holds the CFINT overhead its
 * interactive work costs (2.8, line 511: "CFINT ... is included in the total CPU utilization").
 * Carried to a system (the same one for a runway, another for a scenario), that overhead stays
 * behind: the work carried is the measured total less it, and the target's own curve adds its own.
 *
 * With f = (1 + g)^(m / 12) the growth after m months, the target's CPU is
 *   rest x f + EIU(interactive x f)
 * where interactive is the carried interactive share and rest the carried work less it: it grows
 * faster than the work once the interactive share passes the knee, which 12 ln(limit / u) / ln(1 + g)
 * (AS400.MONTHSTOLIMIT) cannot see. A system without a knee (traditional) has EIU(i) = i, and the
 * two agree. Compound growth is an add-in convention, as in planning.ts.
 */
import { isError, numError, type Result } from '../errors';
import { lookupOne } from '../catalog/lookup';
import { alertShare, type Curve, eiu, interactiveThreshold } from './interactive';
import { cpwOfSystem, curveOf, type System } from './targets';

/** The carried work as shares of the target's CPU: the interactive part and the rest (batch and client/server). */
export interface Carried {
  readonly interactive: number;
  readonly rest: number;
  /** The source's CFINT overhead left behind, in CPW. */
  readonly overheadCpw: number;
  /** The work carried, in CPW: the measured total less the source's CFINT overhead, x the source's CPW. */
  readonly workCpw: number;
  readonly target: Curve;
}

/** The measured work of the source, without its CFINT overhead, as shares of the target's CPU. */
export function carriedWork(source: System, utilization: number, interactive: number, target: System): Result<Carried> {
  if (interactive > utilization) {
    return numError(`interactive_utilization ${interactive} is above utilization ${utilization}: interactive work is part of the total`);
  }
  const from = cpwOfSystem(source);
  if (isError(from)) return from;
  const curve = curveOf(source);
  if (isError(curve)) return curve;
  const to = target === source ? curve : curveOf(target);
  if (isError(to)) return to;
  // What the measured total holds beyond the interactive work itself: 2.8's EIU less the utilization.
  const overhead = Math.max(0, eiu(curve, Math.min(interactive, 1)) - interactive);
  const work = Math.max(0, utilization - overhead);
  const ratio = from / to.cpw;
  return { interactive: interactive * ratio, rest: (work - interactive) * ratio, overheadCpw: overhead * from, workCpw: work * from, target: to };
}

/** The target's CPU at growth f: the rest grown, and the interactive grown through the target's 2.8 curve. */
export const cpuAt = (c: Carried, f: number): number => c.rest * f + eiu(c.target, c.interactive * f);

/**
 * The growth factor f at which the carried work's CPU first reaches the limit, or null if it never
 * does. The CPU is piecewise linear in f (EIU is, between the knee and the maximum), so the
 * crossing is found exactly: the segment that holds it, then the point on its line.
 */
export function growthToLimit(c: Carried, limit: number): number | null {
  if (cpuAt(c, 1) >= limit) return 1;
  const i = c.interactive;
  const breaks = i > 0 ? [c.target.knee / i, c.target.max / i].filter((f) => f > 1 && Number.isFinite(f)).sort((a, b) => a - b) : [];
  let f0 = 1;
  let c0 = cpuAt(c, 1);
  for (const f1 of breaks) {
    const c1 = cpuAt(c, f1);
    if (c1 >= limit) return f0 + ((limit - c0) * (f1 - f0)) / (c1 - c0);
    f0 = f1;
    c0 = c1;
  }
  // Past the last break the interactive part no longer grows (held at the knee, or the maximum reached): the rest alone does.
  const slope = cpuAt(c, f0 + 1) - c0;
  return slope > 0 ? f0 + (limit - c0) / slope : null;
}

/** Months of growth g a year to a growth factor f: 12 ln f / ln(1 + g). */
const monthsOf = (f: number, growth: number): number => (12 * Math.log(f)) / Math.log1p(growth);

/**
 * Months until the target's CPU reaches the limit as the carried work grows `growth` a year; 0
 * when already there; #NUM! when it never does (growth 0 or less, no work, or only interactive
 * work held at a V4R5 rating below the limit).
 */
export function monthsToCpu(source: System, utilization: number, interactive: number, target: System, growth: number, limit: number): Result<number> {
  const c = carriedWork(source, utilization, interactive, target);
  if (isError(c)) return c;
  const f = growthToLimit(c, limit);
  if (f === 1) return 0;
  if (f === null) return numError(`the work carried never reaches ${limit} of the target's CPU: its interactive part is held at its rating and the rest does not get there`);
  if (!(growth > 0)) return numError(`the CPU is below the limit ${limit} and annual_growth ${growth} is not above 0: it never reaches the limit`);
  return monthsOf(f, growth);
}

/** The points of the interactive share a planner watches: the knee (2.3), the 2.10 alert threshold, the maximum (2.3). */
export const INTERACTIVE_POINTS = ['knee', 'threshold', 'max'] as const;
export type InteractivePoint = (typeof INTERACTIVE_POINTS)[number];

/** 2.10's alert target, about 70% of the threshold, for the months to the threshold. */
const ALERT_TARGET = 0.7;

/**
 * Months until the carried interactive share reaches the target's knee, alert threshold or
 * maximum: 12 ln(point / share) / ln(1 + g), 0 when already there; #N/A for a target with no knee.
 */
export function monthsToInteractive(source: System, interactive: number, target: System, growth: number, point: InteractivePoint): Result<number> {
  const c = carriedWork(source, interactive, interactive, target);
  if (isError(c)) return c;
  const t = c.target;
  if (t.kind === 'cap' && t.knee >= 1) return numError('the target has no interactive limit of its own: no knee, threshold or maximum to reach');
  const at = point === 'knee' ? t.knee : point === 'max' ? t.max : thresholdOf(target, t);
  if (isError(at)) return at;
  if (c.interactive >= at) return 0;
  if (c.interactive <= 0) return numError('interactive utilization 0 never grows: it never reaches the point');
  if (!(growth > 0)) return numError(`annual_growth ${growth} is not above 0: the interactive share never grows to the point`);
  return monthsOf(at / c.interactive, growth);
}

/** 2.10's alert threshold of a system, as AS400.INTTHRESHOLD and TARGETSTATUS read it (twice the knee for the 1/3 algorithm). */
function thresholdOf(target: System, curve: Curve): Result<number> {
  if (typeof target === 'object') return alertShare(curve, ALERT_TARGET, target.rule === '1/3');
  if (typeof target === 'number') return alertShare(curve, ALERT_TARGET, false);
  const m = lookupOne(target);
  return isError(m) ? m : interactiveThreshold(m, ALERT_TARGET);
}
