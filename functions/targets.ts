import { ownSystemOfRow, type System, type TargetRowCell, targetCpwLeft as cpwLeft, targetEiu, targetStatus as statusOf, targetUtilization } from '../addin/sizing/targets';
import { naError, numError, quote, valueError } from '../addin/errors';
import { ALERT_TARGET } from '../addin/sizing/interactive';
import { INTERACTIVE_POINTS, type InteractivePoint, interactiveShare } from '../addin/sizing/months';
import { type Arg, type Cell, cellwise, type Out, fraction, isEmptyCell, number, optional, type Reader, reader, recordRows, RowRecord, system, text } from './excel';

/** Cells of a planner's targets row: name, processor CPW, interactive CPW ("all"), knee rule, source. */
const ROW = 5;

/** A catalog key, a processor CPW, or a row of the planner's own targets table (TARGET_ROW_CELLS says how each cell reads an empty one). */
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
function blankLines(out: Out[][], target: Arg): Out[][] {
  if (!Array.isArray(target) || target.length < 2 || target[0].length !== 1) return out;
  return out.map((row, i) => (isEmptyCell(target[i]?.[0]) ? row.map(() => '') : row));
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

/**
 * The share of the target's CPU the same work takes: utilization x CPW(source) / CPW(target), CPW being the relative performance the PCR rates every system by. Above 1 the work does not fit (a value, not an error). For months until the target reaches a limit: =AS400.MONTHSTOLIMIT(AS400.TARGETUTIL(...), growth, limit). Source: PCR V4R5 2.2.3 (CPW as relative performance, line 442), 2.4 (processor CPW, line 504), 3.1 (run time inversely with CPW, line 999).
 * @customfunction TARGETUTIL
 * @param source The system the utilization was measured on: a catalog key, a processor CPW ("720 CPW" as text where the number is a model number), or a row of your own targets table.
 * @param utilization CPU utilization on the source, as a fraction (65% is 0.65): measured, or projected by growth (AS400.GROWTH), which may pass 1, up to 10.
 * @param target The system to carry the work to: a catalog key, a processor CPW, or a row of your own targets table (name, processor CPW, interactive CPW or "all", knee rule, source; a row with only its first cell filled names a catalog key). A column of targets gives a column of results, an empty line an empty cell.
 * @returns CPU utilization on the target as a fraction; above 1 it does not fit.
 */
export function targetUtil(source: any[][], utilization: any[][], target: any[][]): any[][] {
  const lines = rowsOf(target);
  return blankLines(cellwise(UTIL_ARGS, targetUtilization, [rowsOf(source), utilization, lines]), lines);
}

const EIU_ARGS = [target('source'), share('interactive_utilization'), target('target')] as const;

/**
 * EIU on the target of the interactive work measured on the source: AS400.EIU(target, interactive_utilization x CPW(source) / CPW(target)) while that share is at most 1, and 1 above it. A CPW number as target has no interactive limit of its own (its EIU is the share); give a row of your own targets table for one that does. Source: PCR V4R5 2.8 (EIU), 2.2.3 and 2.4 (CPW as relative performance).
 * @customfunction TARGETEIU
 * @param source The system the interactive utilization was measured on: a catalog key, a processor CPW, or a row of your own targets table.
 * @param interactive_utilization Interactive CPU utilization on the source, as a fraction of its whole CPU (32% is 0.32): measured, or projected by growth, up to 10.
 * @param target The system to carry the work to: a catalog key, a processor CPW, or a row of your own targets table. A column of targets gives a column of results, an empty line an empty cell.
 * @returns EIU on the target as a fraction of its whole CPU.
 */
export function targetEIU(source: any[][], interactive_utilization: any[][], target: any[][]): any[][] {
  const lines = rowsOf(target);
  return blankLines(cellwise(EIU_ARGS, targetEiu, [rowsOf(source), interactive_utilization, lines]), lines);
}

const LEFT_ARGS = [target('source'), share('utilization'), share('interactive_utilization'), target('target')] as const;

/**
 * CPW of the target left once the carried work runs: CPW(target) x (1 - carried utilization - CFINT overhead of the carried interactive work), the overhead being its EIU past its share (2.8). Negative: the CPW the target is short by. Source: PCR V4R5 2.8 (EIU and CPW remaining), 2.2.3 and 2.4 (CPW as relative performance).
 * @customfunction TARGETCPWLEFT
 * @param source The system the work was measured on: a catalog key, a processor CPW, or a row of your own targets table.
 * @param utilization Total CPU utilization on the source, as a fraction: measured, or projected by growth, up to 10.
 * @param interactive_utilization The interactive part of it, as a fraction of the whole CPU.
 * @param target The system to carry the work to: a catalog key, a processor CPW, or a row of your own targets table. A column of targets gives a column of results, an empty line an empty cell.
 * @returns CPW left on the target (CPW units); negative when short.
 */
export function targetCpwLeft(source: any[][], utilization: any[][], interactive_utilization: any[][], target: any[][]): any[][] {
  const lines = rowsOf(target);
  return blankLines(cellwise(LEFT_ARGS, cpwLeft, [rowsOf(source), utilization, interactive_utilization, lines]), lines);
}

const STATUS_ARGS = [target('source'), share('interactive_utilization'), target('target'), optional(fraction('alert_target', { above: 0 }), ALERT_TARGET)] as const;

/**
 * Where the interactive work carried to the target sits: "under the threshold" (at or below the alert threshold, the target's share of the knee, PCR 2.10), "up to the knee", "past the knee" (CFINT overhead, or held at a V4R5 model's interactive CPW), or "no knee" (a system without an interactive limit). Source: PCR V4R5 2.10 (alert threshold), 2.8 and 2.2.1 (knee, V4R5 cap).
 * @customfunction TARGETSTATUS
 * @param source The system the interactive utilization was measured on: a catalog key, a processor CPW, or a row of your own targets table.
 * @param interactive_utilization Interactive CPU utilization on the source, as a fraction of its whole CPU: measured, or projected by growth, up to 10.
 * @param target The system to carry the work to: a catalog key, a processor CPW, or a row of your own targets table. A column of targets gives a column of results, an empty line an empty cell.
 * @param [alert_target] Share of the threshold to alert at, as a fraction (default 0.7, PCR 2.10).
 * @returns The status, as text.
 */
export function targetStatus(source: any[][], interactive_utilization: any[][], target: any[][], alert_target?: any[][]): any[][] {
  const lines = rowsOf(target);
  return blankLines(cellwise(STATUS_ARGS, statusOf, [rowsOf(source), interactive_utilization, lines, alert_target]), lines);
}

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

/**
 * Interactive share of a system's whole CPU at its knee (where CFINT overhead starts, 2.3), its alert threshold (70% of the threshold, twice the knee for the 1/3 algorithm, 2.10) or its maximum interactive (2.3), as the 2.8 curve reads them: Appendix D's printed percentages where it prints them, the CPWs over the processor CPW elsewhere; 1 (the whole CPU) for a system without an interactive limit. Months until a growing interactive share gets there: =AS400.MONTHSTOLIMIT(share, growth, AS400.INTSHARE(system)). Source: PCR V4R5 2.3 (knee and maximum), 2.8, 2.10 (alert threshold, line 723), Appendix D.
 * @customfunction INTSHARE
 * @param system A catalog key, a processor CPW, or a row of your own targets table (name, processor CPW, interactive CPW or "all", knee rule, source). A column of them gives a column of results.
 * @param [point] "knee" (default), "threshold" (the 2.10 alert threshold at 70%) or "max" (the maximum interactive).
 * @returns Interactive CPU utilization as a fraction of the whole CPU.
 */
export function intShare(system: any[][], point?: any[][]): any[][] {
  const lines = rowsOf(system);
  return blankLines(cellwise(SHARE_ARGS, interactiveShare, [lines, point]), lines);
}
