import {
  ownSystemOfRow,
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
  optional,
  reader,
  type Reader,
  type Readers,
  recordRows,
  RowRecord,
  system,
  text,
  type Values,
} from './define';

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
 * targets, whose empty lines answer empty cells), read cell by cell.
 */
function overRows<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell>, rows: readonly number[]) {
  return custom(readers as readonly Reader<unknown>[], (args, finish) => {
    const read = args.map((a, k) => (rows.includes(k) ? rowsOf(a) : a));
    return blankLines(cellwise(readers, compute, read, finish), read[rows[rows.length - 1]], finish);
  });
}

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
  optional(fraction('alert_target', { above: 0 }), ALERT_TARGET),
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

const TARGETUTIL = overRows(UTIL_ARGS, targetUtilization, [0, 2]);
const TARGETEIU = overRows(EIU_ARGS, targetEiu, [0, 2]);
const TARGETCPWLEFT = overRows(LEFT_ARGS, cpwLeft, [0, 3]);
const TARGETSTATUS = overRows(STATUS_ARGS, statusOf, [0, 2]);
const INTSHARE = overRows(SHARE_ARGS, interactiveShare, [0]);

export const TARGETS = { TARGETUTIL, TARGETEIU, TARGETCPWLEFT, TARGETSTATUS, INTSHARE };
