import {
  ownSystemOfRow,
  STATUS,
  type System,
  type TargetRowCell,
  targetCpwLeft as cpwLeft,
  targetEiu,
  targetStatus as statusOf,
  targetUtilization,
} from '../sizing/targets';
import { naError, numError, quote, type Result, valueError } from '../errors';
import { ALERT_TARGET } from '../sizing/interactive';
import { INTERACTIVE_POINTS, type InteractivePoint, interactiveShare } from '../sizing/months';
import {
  type Arg,
  type Cell,
  cellwise,
  custom,
  type Finish,
  fraction,
  isEmptyCell,
  number,
  OF_THRESHOLD,
  optional,
  reader,
  type Reader,
  type Readers,
  recordRows,
  RowRecord,
  system,
  text,
  type PortableSpec,
  type Values,
} from './define-function';
import { div, eq, type Expr, fn, gt, IF, le, MAX, MIN, mul, sub } from '../formula/expr';
import { curveEiu, NUM_ERROR, readFirst, systemOf, type System as TwinSystem, type Twin } from './portable';

/** Cells of a planner's targets row: name, processor CPW, interactive CPW ("all"), knee rule, source. */
const ROW = 5;

/** A catalog key, a processor CPW, or a row of the planner's own targets table (ownSystemOfRow says how each cell reads an empty one). */
function target(name: string): Reader<System> {
  const plain = system(name);
  const read = (cell: Cell) => {
    if (!(cell instanceof RowRecord)) return plain(cell);
    const [n, cpw, interactive, rule, source] = cell.cells;
    // A line of a candidates table without a CPW names a catalog system in its first cell.
    if (isEmptyCell(cpw) && [interactive, rule, source].every(isEmptyCell)) return plain(n);
    if (cell.cells.some((c) => typeof c === 'object' && c !== null)) return valueError(`${name}: a row of your own takes numbers and text, not data types`);
    return ownSystemOfRow(cell.cells as readonly TargetRowCell[]);
  };
  return Object.assign(read, { param: name, empty: plain.empty });
}

const rowsOf = (arg: Arg): Arg => recordRows(arg, ROW);

/**
 * A column of targets with room for more lines than it uses: an empty line answers an empty cell,
 * whatever the other arguments (the empty-row rule alone would count the source given once).
 */
function blankLines<O>(out: O[][], target: Arg, finish: Finish<O>): O[][] {
  if (!Array.isArray(target) || target.length < 2 || target[0].length !== 1) return out;
  return out.map((row, i) => (isEmptyCell(target[i]?.[0]) ? row.map(() => finish('')) : row));
}

/**
 * A spec whose arguments at `rows` may be rows of the planner's targets table (the last of them the
 * targets, whose empty lines answer empty cells), read cell by cell. Its twin reads a system as a
 * catalog key, a CPW, or a row of the planner's targets table (portable.ts systemOf), each read
 * before the answer (readFirst).
 */
function overRows<T extends readonly unknown[]>(
  readers: Readers<T>,
  compute: (...args: Values<T>) => Result<Cell>,
  rows: readonly number[],
  twin: Twin,
): PortableSpec {
  return custom(
    readers as readonly Reader<unknown>[],
    (args, finish) => {
      const read = args.map((a, k) => (rows.includes(k) ? rowsOf(a) : a));
      return blankLines(cellwise(readers, compute, read, finish), read[rows[rows.length - 1]], finish);
    },
    twin,
  );
}

/** In a twin, the share of the target's CPU the source's work takes: utilization x CPW(source) / CPW(target). */
const carried = (source: TwinSystem, u: Expr, to: TwinSystem): Expr => div(mul(u, source.cpw), to.cpw);

/** In a twin, 2.8 on the target: 1 once the share passes 1. */
const carriedEiu = (carriedShare: Expr, t: TwinSystem): Expr =>
  // The curve's #N/A (a target with no knee printed) even past 1, as the function reads the curve first.
  IF(gt(carriedShare, 1), IF(fn('ISNUMBER', t.curve.max), 1, t.curve.max), curveEiu(t.curve.cap, t.curve.knee, t.curve.max, carriedShare));

/** Most a projected share may reach: ten times what the source carries, so a percentage typed as 32 is still refused. */
const MAX_PROJECTED = 10;

/**
 * A share of the source's CPU, measured or projected by growth (=AS400.GROWTH(0.65, 20%, 5) is 1.62):
 * above 1 the source could no longer carry the work, a target may.
 */
function share(name: string): Reader<number> {
  const read = number(name, { min: 0 });
  return reader(name, read.empty, (cell) =>
    typeof cell === 'number' && cell > MAX_PROJECTED
      ? numError(`${name} is a fraction of the source's CPU (32.1% is 0.321), at most ${MAX_PROJECTED} for a projection; got ${cell}`)
      : read(cell),
  );
}

const UTIL_ARGS = [target('source'), share('utilization'), target('target')] as const;

const EIU_ARGS = [target('source'), share('interactive_utilization'), target('target')] as const;

const LEFT_ARGS = [target('source'), share('utilization'), share('interactive_utilization'), target('target')] as const;

const STATUS_ARGS = [
  target('source'),
  share('interactive_utilization'),
  target('target'),
  optional(fraction('alert_target', { above: 0 }, OF_THRESHOLD), ALERT_TARGET),
] as const;

/** knee, threshold or max, as the planner types it. */
function point(name: string): Reader<InteractivePoint> {
  const read = text(name);
  return reader(name, read.empty, (cell) => {
    const t = read(cell);
    if (typeof t !== 'string') return t;
    const p = INTERACTIVE_POINTS.find((x) => x === t.trim().toLowerCase());
    return p ?? naError(`${name} ${quote(t)} is not one of ${INTERACTIVE_POINTS.map((x) => `"${x}"`).join(', ')}`);
  });
}

const SHARE_ARGS = [target('system'), optional(point('point'), 'knee')] as const;

/** Its twin, 2.2.3, 2.4, 3.1: the same work on another system, scaled by the CPW ratio. */
const TARGETUTIL = overRows(UTIL_ARGS, targetUtilization, [0, 2], ([source, u, to]) => {
  const [s, t] = [systemOf(source), systemOf(to)];
  return readFirst([s, t], carried(s, u, t));
});

/** Its twin, 2.8 on the target's curve. */
const TARGETEIU = overRows(EIU_ARGS, targetEiu, [0, 2], ([source, u, to]) => {
  const [s, t] = [systemOf(source), systemOf(to)];
  return readFirst([s, t], carriedEiu(carried(s, u, t), t));
});

/** Its twin: CPW(target) x (1 - carried share - CFINT overhead); #NUM! where the interactive share is above the total, as the function. */
const TARGETCPWLEFT = overRows(LEFT_ARGS, cpwLeft, [0, 3], ([source, u, i, to]) => {
  const [s, t] = [systemOf(source), systemOf(to)];
  const interactive = carried(s, i, t);
  const overhead = MAX(0, sub(carriedEiu(interactive, t), MIN(interactive, 1)));
  return readFirst([s, t], IF(gt(i, u), NUM_ERROR, mul(t.cpw, sub(sub(1, carried(s, u, t)), overhead))));
});

/** Its twin, 2.10 and 2.8: under the alert threshold, up to the knee, past it; no knee without an interactive limit. */
const TARGETSTATUS = overRows(STATUS_ARGS, statusOf, [0, 2], ([source, u, to, alert = ALERT_TARGET]) => {
  const [s, t] = [systemOf(source), systemOf(to)];
  const carriedShare = carried(s, u, t);
  // As the core: past the knee is where the share lies (at 100% the EIU and the share are both 1).
  const past = gt(carriedShare, t.curve.knee);
  // The source's #N/A (an unknown key) first, as the function reads every argument before answering.
  // The line's alert threshold from its cell where the sheet shows it at this alert (INTSHARE's, read only where it has a knee).
  const threshold = t.alert !== undefined && alert === ALERT_TARGET ? t.alert : mul(alert, t.threshold);
  const status = IF(t.noKnee, STATUS.none, IF(past, STATUS.past, IF(le(carriedShare, threshold), STATUS.under, STATUS.knee)));
  return readFirst([s, t], IF(fn('ISERROR', carriedShare), carriedShare, status), true);
});

/** Its twin, 2.3, 2.10: a field of the 2.8 curve, or 70% of the 2.10 threshold; the whole CPU for a system without a limit. */
const INTSHARE = overRows(SHARE_ARGS, interactiveShare, [0], ([sys, at = 'knee']) => {
  const t = systemOf(sys);
  const threshold = IF(t.noKnee, 1, mul(ALERT_TARGET, t.threshold));
  return readFirst([t], IF(eq(at, 'max'), t.curve.max, IF(eq(at, 'threshold'), threshold, IF(fn('OR', eq(at, ''), eq(at, 'knee')), t.curve.knee, fn('NA')))));
});

export const TARGETS = { TARGETUTIL, TARGETEIU, TARGETCPWLEFT, TARGETSTATUS, INTSHARE };
