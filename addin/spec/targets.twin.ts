/** The portable twins of targets.ts's functions, beside them (portable.ts says why in a file of their own). */
import { STATUS } from '../sizing/targets';
import { ALERT_TARGET } from '../sizing/interactive';
import { div, eq, type Expr, fn, gt, IF, le, MAX, MIN, mul, sub } from '../templates/expr';
import { arg, curveEiu, NUM_ERROR, readFirst, systemOf, type System as TwinSystem, type Twins } from './portable';
import type { TARGETS } from './targets';

/** The share of the target's CPU the source's work takes: utilization x CPW(source) / CPW(target). */
const carried = (source: TwinSystem, u: Expr, target: TwinSystem): Expr => div(mul(u, source.cpw), target.cpw);

/** 2.8 on the target: 1 once the share passes 1. */
const carriedEiu = (share: Expr, t: TwinSystem): Expr =>
  // The curve's #N/A (a target with no knee printed) even past 1, as the function reads the curve first.
  IF(gt(share, 1), IF(fn('ISNUMBER', t.curve.max), 1, t.curve.max), curveEiu(t.curve.cap, t.curve.knee, t.curve.max, share));

/**
 * Portable twins: a system is a catalog key, a CPW, or a row of the planner's targets table (portable.ts systemOf),
 * each read before the answer (readFirst).
 */
export const TARGETS_TWINS = {
  /** 2.2.3, 2.4, 3.1: the same work on another system, scaled by the CPW ratio. */
  TARGETUTIL: ([source, u, target]) => {
    const [s, t] = [systemOf(source), systemOf(target)];
    return readFirst([s, t], carried(s, u, t));
  },
  /** 2.8 on the target's curve. */
  TARGETEIU: ([source, u, target]) => {
    const [s, t] = [systemOf(source), systemOf(target)];
    return readFirst([s, t], carriedEiu(carried(s, u, t), t));
  },
  /** CPW(target) x (1 - carried share - CFINT overhead); #NUM! where the interactive share is above the total, as the function. */
  TARGETCPWLEFT: ([source, u, i, target]) => {
    const [s, t] = [systemOf(source), systemOf(target)];
    const share = carried(s, i, t);
    const overhead = MAX(0, sub(carriedEiu(share, t), MIN(share, 1)));
    return readFirst([s, t], IF(gt(i, u), NUM_ERROR, mul(t.cpw, sub(sub(1, carried(s, u, t)), overhead))));
  },
  /** 2.10 and 2.8: under the alert threshold, up to the knee, past it; no knee without an interactive limit. */
  TARGETSTATUS: (args) => {
    const [s, t] = [systemOf(args[0]), systemOf(args[2])];
    const share = carried(s, args[1], t);
    // As the core: past the knee is where the share lies (at 100% the EIU and the share are both 1).
    const past = gt(share, t.curve.knee);
    const alert = arg(args, 3, ALERT_TARGET);
    // The source's #N/A (an unknown key) first, as the function reads every argument before answering.
    const status = IF(t.noKnee, STATUS.none, IF(past, STATUS.past, IF(le(share, mul(alert, t.threshold)), STATUS.under, STATUS.knee)));
    return readFirst([s, t], IF(fn('ISERROR', share), share, status), true);
  },
  /** 2.3, 2.10: a field of the 2.8 curve, or 70% of the 2.10 threshold; the whole CPU for a system without a limit. */
  INTSHARE: ([system, point = 'knee']) => {
    const t = systemOf(system);
    const threshold = IF(t.noKnee, 1, mul(ALERT_TARGET, t.threshold));
    const knee = IF(fn('OR', eq(point, ''), eq(point, 'knee')), t.curve.knee, fn('NA'));
    // A point the template names as text is chosen here (Excel's = ignores case), so the formula holds its one field.
    const points = new Map<string, Expr>([
      ['max', t.curve.max],
      ['threshold', threshold],
      ['', t.curve.knee],
      ['knee', t.curve.knee],
    ]);
    const chosen = typeof point === 'string' ? points.get(point.toLowerCase()) : undefined;
    return readFirst([t], chosen ?? IF(eq(point, 'max'), t.curve.max, IF(eq(point, 'threshold'), threshold, knee)));
  },
} satisfies Twins<typeof TARGETS>;
