/**
 * Server-model interactive behaviour, PCR V4R5 Chapter 2: the knee of the curve (2.2.3, 2.3),
 * effective interactive utilization and CPW remaining (2.8), the V4R5 server algorithm (2.2.1)
 * and the interactive alert threshold (2.10). Utilizations are fractions of the whole CPU.
 */
import { isError, naError, numError, type Result, valueError } from '../errors';
import { lookupOne, remember } from '../catalog/lookup';
import type { Model } from '../catalog/model';
import { noKnee } from '../catalog/ratings';

/**
 * How interactive load uses a system, as shares of its whole CPU.
 * 'knee': free up to `knee`, then CFINT overhead grows linearly to take the whole CPU at `max` (2.8).
 * 'cap': interactive work is held at `knee` (= `max`): V4R5 2xx/8xx/SB (2.2.1), or 1 for a
 * traditional system whose one CPW serves any mix (2.2.3).
 */
export interface Curve {
  readonly cpw: number;
  readonly kind: 'knee' | 'cap';
  readonly knee: number;
  readonly max: number;
}

export const KNEE_RULES = ['7/6', '6/7', '1/3', 'none'] as const;
export type KneeRule = (typeof KNEE_RULES)[number];

/** A printed percentage as the nearest fraction (17.8 → 0.178 exactly as a planner types it, not 0.17800000000000002). */
const percent = (printed: number): number => Math.round(printed * 1e10) / 1e12;

/**
 * The curve of a catalog row. Where Appendix D prints the interactive CPU % at the knee and at the
 * maximum, those printed values define the behaviour: the document fixes behaviour to the original
 * ratings (Appendix D intro). Elsewhere (7xx) the shares are the printed CPWs over the processor CPW.
 */
export const curveOfModel = (m: Model): Result<Curve> => remember(curves, m, readCurve);

/** Curves are read once per row, and once per key typed: a sheet asks for the same models again and again. */
const curves = new Map<Model, Result<Curve>>();
const keyCurves = new Map<string, Result<Curve>>();

function curveOfKey(key: string): Result<Curve> {
  const m = lookupOne(key);
  return isError(m) ? m : curveOfModel(m);
}

function readCurve(m: Model): Result<Curve> {
  const cpw = m.processorCpw;
  if (cpw === null || cpw <= 0) return noKnee(m);
  switch (m.behaviour) {
    case 'single':
      return { cpw, kind: 'cap', knee: 1, max: 1 };
    case 'v4r5': {
      const share = (m.interactiveCpw ?? 0) / cpw;
      return { cpw, kind: 'cap', knee: share, max: share };
    }
    case 'knee=published':
    case 'knee=1/3':
    case 'knee=6/7':
      if (m.kneePct !== null && m.maxPct !== null) {
        return { cpw, kind: 'knee', knee: percent(m.kneePct), max: percent(m.maxPct) };
      }
      if (m.kneeCpw !== null && m.maxCpw !== null) {
        return { cpw, kind: 'knee', knee: m.kneeCpw / cpw, max: m.maxCpw / cpw };
      }
      return noKnee(m);
    default:
      return noKnee(m);
  }
}

/**
 * The curve of a system given by numbers (2.3): "7/6" the interactive CPW is the knee and the
 * maximum is 7/6 of it (7xx, 9/98 and later 170s); "6/7" the interactive CPW is the maximum and
 * the knee 6/7 of it (custom servers); "1/3" the knee is 1/3 of the maximum (Advanced Servers,
 * Sxx, 150, 2/98 170s); "none" interactive work is held at the interactive CPW (V4R5, 2.2.1).
 */
export function curveOfRule(cpw: number, interactive: number, rule: KneeRule): Result<Curve> {
  if (cpw <= 0) return numError(`processor CPW must be above 0, got ${cpw}`);
  if (interactive < 0) return numError(`interactive_cpw must be 0 or more, got ${interactive}`);
  if (interactive > cpw) {
    return numError(`interactive_cpw ${interactive} is above the processor CPW ${cpw}: the two CPWs are not additive (PCR 2.2.3)`);
  }
  const share = interactive / cpw;
  switch (rule) {
    case '7/6':
      return { cpw, kind: 'knee', knee: share, max: (share * 7) / 6 };
    case '6/7':
      return { cpw, kind: 'knee', knee: (share * 6) / 7, max: share };
    case '1/3':
      return { cpw, kind: 'knee', knee: share / 3, max: share };
    case 'none':
      return { cpw, kind: 'cap', knee: share, max: share };
  }
}

export function parseKneeRule(text: string | null): Result<KneeRule> {
  if (text === null) return '7/6';
  const rule = KNEE_RULES.find((r) => r === text.trim().toLowerCase());
  return rule ?? naError(`Unknown knee_rule "${text}": use "7/6" (7xx, 170), "6/7" (custom), "1/3" (Advanced, Sxx, 150) or "none" (V4R5)`);
}

/**
 * A system as planners give it: a catalog key, or a processor CPW number with its interactive
 * CPW and knee rule.
 */
export function curveOfSystem(system: string | number, interactive: number | null, rule: string | null): Result<Curve> {
  if (typeof system === 'number') {
    if (interactive === null) {
      return valueError('interactive_cpw is required when system is a CPW number (give a catalog key to use its ratings)');
    }
    const kneeRule = parseKneeRule(rule);
    return isError(kneeRule) ? kneeRule : curveOfRule(system, interactive, kneeRule);
  }
  if (interactive !== null || rule !== null) {
    return valueError(`interactive_cpw and knee_rule apply only when system is a CPW number; "${system}" carries its own Appendix D ratings`);
  }
  return remember(keyCurves, system, curveOfKey);
}

/**
 * Effective interactive utilization (2.8), a fraction of the whole CPU. Below the knee it is the
 * utilization; in the overhead zone X = (U - knee) / (max - knee) and EIU = knee + X (1 - knee);
 * at or past the maximum the CPU is saturated.
 */
export function eiu(curve: Curve, utilization: number): number {
  if (curve.kind === 'cap' || curve.max <= curve.knee) return Math.min(utilization, curve.knee);
  if (utilization <= curve.knee) return utilization;
  if (utilization >= curve.max) return 1;
  const x = (utilization - curve.knee) / (curve.max - curve.knee);
  return curve.knee + x * (1 - curve.knee);
}

/** CPW left for batch and client/server work (2.8): CPWcs - EIU, never negative. */
export function cpwRemaining(curve: Curve, utilization: number): number {
  return Math.max(0, curve.cpw * (1 - eiu(curve, utilization)));
}

/**
 * PCR 2.10 (line 723): "keep the average utilization below about 70% of the threshold value", the
 * alert target. Not the 2.12 planning guideline (planning.ts), though both are 70%.
 */
export const ALERT_TARGET = 0.7;

/** 2.10's alert share of a curve: `target` of the knee, of twice the knee for the 1/3 algorithm. */
export const alertShare = (curve: Curve, target: number, oneThird: boolean): number => target * curve.knee * (oneThird ? 2 : 1);

/**
 * The interactive CPU fraction to alert at (2.10): `target` (about 70%) of the threshold, the
 * knee; double the threshold for the servers and 2/98 170s of the 1/3 algorithm; the interactive
 * share for V4R5 models, whose threshold is the interactive CPW (2.2.1).
 */
export function interactiveThreshold(m: Model, target: number): Result<number> {
  if (m.behaviour !== 'v4r5' && !m.behaviour.startsWith('knee=')) return noKnee(m);
  const curve = curveOfModel(m);
  if (isError(curve)) return curve;
  return alertShare(curve, target, m.behaviour === 'knee=1/3');
}

/** EIU of a catalog key or of a CPW number with its interactive CPW and knee rule (2.8). */
export function eiuOfSystem(system: string | number, utilization: number, interactive: number | null, rule: string | null): Result<number> {
  const curve = curveOfSystem(system, interactive, rule);
  return isError(curve) ? curve : eiu(curve, utilization);
}

/** CPW remaining for batch and client/server work of a catalog key or CPW number (2.8). */
export function cpwRemainingOfSystem(system: string | number, utilization: number, interactive: number | null, rule: string | null): Result<number> {
  const curve = curveOfSystem(system, interactive, rule);
  return isError(curve) ? curve : cpwRemaining(curve, utilization);
}

/** The 2.10 alert threshold of a catalog key. */
export function thresholdOfModel(model: string, target: number): Result<number> {
  const m = lookupOne(model);
  return isError(m) ? m : interactiveThreshold(m, target);
}
