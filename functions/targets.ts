/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/targets.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * The share of the target's CPU the same work takes: utilization x CPW(source) / CPW(target) (PCR 2.2.3, 2.4).
 * CPW is the relative performance the PCR rates every system by. Above 1 the work does not fit (a value, not an
 * error). For months until the target reaches a limit: =AS400.MONTHSTOLIMIT(AS400.TARGETUTIL(...), growth,
 * limit). Source: PCR V4R5 2.2.3 (CPW as relative performance, line 442), 2.4 (processor CPW, line 504), 3.1
 * (run time inversely with CPW, line 999).
 * @customfunction TARGETUTIL
 * @param source The system the utilization was measured on: a catalog key, a processor CPW, or a row of your
 *   own targets table. Give "720 CPW" as text where the number is a model number.
 * @param utilization CPU utilization on the source, as a fraction (65% is 0.65), up to 10. Measured, or
 *   projected by growth (AS400.GROWTH), which may pass 1.
 * @param target The system to carry the work to: a catalog key, a processor CPW, or a row of your own targets
 *   table. A row holds name, processor CPW, interactive CPW or "all", knee rule, source; a row with only its
 *   first cell filled names a catalog key. A column of targets gives a column of results, an empty line an
 *   empty cell.
 * @returns CPU utilization on the target as a fraction; above 1 it does not fit.
 */
export function targetUtil(source: any[][], utilization: any[][], target: any[][]): any[][] {
  return excel(SPECS.TARGETUTIL, [source, utilization, target]);
}

/**
 * EIU on the target of the interactive work measured on the source (PCR 2.8, 2.2.3, 2.4). It is
 * AS400.EIU(target, interactive_utilization x CPW(source) / CPW(target)) while that share is at most 1, and 1
 * above it. A CPW number as target has no interactive limit of its own (its EIU is the share); give a row of
 * your own targets table for one that does. Source: PCR V4R5 2.8 (EIU), 2.2.3 and 2.4 (CPW as relative
 * performance).
 * @customfunction TARGETEIU
 * @param source The system the interactive utilization was measured on: a catalog key, a processor CPW, or a row of your own targets table.
 * @param interactive_utilization Interactive CPU utilization on the source, as a fraction of its whole CPU (32%
 *   is 0.32), up to 10. Measured, or projected by growth.
 * @param target The system to carry the work to: a catalog key, a processor CPW, or a row of your own targets
 *   table. A column of targets gives a column of results, an empty line an empty cell.
 * @returns EIU on the target as a fraction of its whole CPU.
 */
export function targetEIU(source: any[][], interactive_utilization: any[][], target: any[][]): any[][] {
  return excel(SPECS.TARGETEIU, [source, interactive_utilization, target]);
}

/**
 * CPW of the target left once the carried work runs, the CFINT overhead of its interactive work counted (PCR
 * 2.8, 2.2.3). It is CPW(target) x (1 - carried utilization - CFINT overhead of the carried interactive work),
 * the overhead being its EIU past its share (2.8). Negative: the CPW the target is short by. Source: PCR V4R5
 * 2.8 (EIU and CPW remaining), 2.2.3 and 2.4 (CPW as relative performance).
 * @customfunction TARGETCPWLEFT
 * @param source The system the work was measured on: a catalog key, a processor CPW, or a row of your own targets table.
 * @param utilization Total CPU utilization on the source, as a fraction: measured, or projected by growth, up to 10.
 * @param interactive_utilization The interactive part of it, as a fraction of the whole CPU.
 * @param target The system to carry the work to: a catalog key, a processor CPW, or a row of your own targets
 *   table. A column of targets gives a column of results, an empty line an empty cell.
 * @returns CPW left on the target (CPW units); negative when short.
 */
export function targetCpwLeft(source: any[][], utilization: any[][], interactive_utilization: any[][], target: any[][]): any[][] {
  return excel(SPECS.TARGETCPWLEFT, [source, utilization, interactive_utilization, target]);
}

/**
 * Where the interactive work carried to a target sits against its alert threshold and its knee (PCR 2.10, 2.8,
 * 2.2.1). The answer is "under the threshold" (at or below the alert threshold, the target's share of the knee,
 * PCR 2.10), "up to the knee", "past the knee" (CFINT overhead, or held at a V4R5 model's interactive CPW), or
 * "no knee" (a system without an interactive limit). Source: PCR V4R5 2.10 (alert threshold), 2.8 and 2.2.1
 * (knee, V4R5 cap).
 * @customfunction TARGETSTATUS
 * @param source The system the interactive utilization was measured on: a catalog key, a processor CPW, or a row of your own targets table.
 * @param interactive_utilization Interactive CPU utilization on the source, as a fraction of its whole CPU: measured, or projected by growth, up to 10.
 * @param target The system to carry the work to: a catalog key, a processor CPW, or a row of your own targets
 *   table. A column of targets gives a column of results, an empty line an empty cell.
 * @param [alert_target] Share of the threshold to alert at, as a fraction (default 0.7, PCR 2.10).
 * @returns The status, as text.
 */
export function targetStatus(source: any[][], interactive_utilization: any[][], target: any[][], alert_target?: any[][]): any[][] {
  return excel(SPECS.TARGETSTATUS, [source, interactive_utilization, target, alert_target]);
}

/**
 * Interactive share of a system's whole CPU at its knee, alert threshold or maximum interactive (PCR 2.3, 2.8,
 * 2.10). The knee is where CFINT overhead starts (2.3); the alert threshold is 70% of the threshold, twice the
 * knee for the 1/3 algorithm (2.10). Each is read as the 2.8 curve reads it: Appendix D's printed percentages
 * where it prints them, the CPWs over the processor CPW elsewhere; 1 (the whole CPU) for a system without an
 * interactive limit. Months until a growing interactive share gets there: =AS400.MONTHSTOLIMIT(share, growth,
 * AS400.INTSHARE(system)). Source: PCR V4R5 2.3 (knee and maximum), 2.8, 2.10 (alert threshold, line 723),
 * Appendix D.
 * @customfunction INTSHARE
 * @param system A catalog key, a processor CPW, or a row of your own targets table. A row holds name, processor
 *   CPW, interactive CPW or "all", knee rule, source. A column of them gives a column of results.
 * @param [point] "knee" (default), "threshold" (the 2.10 alert threshold at 70%) or "max" (the maximum interactive).
 * @returns Interactive CPU utilization as a fraction of the whole CPU.
 */
export function intShare(system: any[][], point?: any[][]): any[][] {
  return excel(SPECS.INTSHARE, [system, point]);
}
