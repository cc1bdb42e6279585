/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/interactive.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Effective interactive utilization (EIU): the share of the whole CPU interactive work and its CFINT overhead
 * take (PCR 2.8). Equal to the interactive utilization below the knee, 1 past the maximum; capped at the
 * interactive share on V4R5 2xx/8xx/SB models; equal to the utilization on traditional systems. Source: PCR
 * V4R5 2.8 (formulas, Examples 1 and 2), 2.2.1, 2.3.
 * @customfunction EIU
 * @param system Catalog key (e.g. "720-2061-1501") or a processor CPW, a number or text. Give "720 CPW" as text
 *   where the number is also a model number (720, 170...). A range gives a range of results.
 * @param interactive_utilization Measured interactive CPU utilization as a fraction of the whole CPU (32.1% is 0.321).
 * @param [interactive_cpw] Only with a CPW number: the interactive CPW above 0 (the knee for "7/6", the maximum for "6/7" and "1/3").
 * @param [knee_rule] Only with a CPW number: "7/6" (the default), "6/7", "1/3" or "none". "7/6" is for 7xx,
 *   9/98 and later 170s, "6/7" for custom servers, "1/3" for Advanced Servers, Sxx, 150, 2/98 170s, "none" for
 *   V4R5 (held at the interactive CPW).
 * @returns EIU as a fraction of the whole CPU (0.719 is 71.9%).
 */
export function eiu(system: any[][], interactive_utilization: any[][], interactive_cpw?: any[][], knee_rule?: any[][]): any[][] {
  return excel(SPECS.EIU, [system, interactive_utilization, interactive_cpw, knee_rule]);
}

/**
 * CPW left for batch and client/server work: processor CPW x (1 - EIU), never negative (PCR 2.8). Source: PCR
 * V4R5 2.8 ("CPW remaining for batch").
 * @customfunction CPWREMAINING
 * @param system Catalog key (e.g. "720-2061-1501") or a processor CPW, a number or text. Give "720 CPW" as text
 *   where the number is also a model number (720, 170...). A range gives a range of results.
 * @param interactive_utilization Measured interactive CPU utilization as a fraction of the whole CPU (32.1% is 0.321).
 * @param [interactive_cpw] Only with a CPW number: the interactive CPW above 0 (the knee for "7/6", the maximum for "6/7" and "1/3").
 * @param [knee_rule] Only with a CPW number: "7/6" (default), "6/7", "1/3" or "none".
 * @returns CPW remaining (CPW units).
 */
export function cpwRemaining(system: any[][], interactive_utilization: any[][], interactive_cpw?: any[][], knee_rule?: any[][]): any[][] {
  return excel(SPECS.CPWREMAINING, [system, interactive_utilization, interactive_cpw, knee_rule]);
}

/**
 * Interactive CPU utilization to set an alert at: about 70% of the threshold (PCR 2.10). The threshold is the
 * knee, doubled for the servers and 2/98 170s of the 1/3 algorithm; for V4R5 models it is the interactive CPW.
 * Source: PCR V4R5 2.10 ("How close to the threshold can a system get").
 * @customfunction INTTHRESHOLD
 * @param model Catalog key, e.g. "720-2061-1501". A range gives a range of results.
 * @param [target] Share of the threshold to alert at, as a fraction (default 0.7).
 * @returns Interactive CPU utilization as a fraction of the whole CPU.
 */
export function intThreshold(model: any[][], target?: any[][]): any[][] {
  return excel(SPECS.INTTHRESHOLD, [model, target]);
}
