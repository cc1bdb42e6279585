/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/planning.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * A value (CPW, users, transactions, utilization...) after compound growth: value x (1 + annual_rate)^years
 * (add-in convention). The PCR prints no growth formula: the Workload Estimator and BEST/1 take a growth rate
 * and project the resources it needs (PCR V4R5 22.3, B.1). Source: add-in convention (compound growth), not a
 * rule of the PCR.
 * @customfunction GROWTH
 * @param value The value today, in any unit; the result is in the same unit. A range gives a range of results.
 * @param annual_rate Growth per year as a fraction (15% is 0.15), above -1 and at most 1 (a doubling). 15 is
 *   refused, not read as 1,500%.
 * @param years Years of growth, 0 or more; fractions of a year allowed (6 months is 0.5).
 * @returns The grown value, in the unit of value.
 */
export function growth(value: any[][], annual_rate: any[][], years: any[][]): any[][] {
  return excel(SPECS.GROWTH, [value, annual_rate, years]);
}

/**
 * Months until a utilization growing at a compound rate a year reaches a limit, such as the 70% guideline (PCR
 * 2.12). A CPU (or other) utilization grows as utilization x (1 + annual_growth)^(months / 12): 12 x LN(limit /
 * utilization) / LN(1 + annual_growth), not rounded; 0 when already at or above it; #NUM! when it never gets
 * there (growth 0 or less). The default limit 70% is the PCR's guideline "to keep the system's CPU utilization
 * at 70 percent, or less" (PCR V4R5 2.12). The PCR prints no growth formula; BEST/1 projects growth (B.1).
 * Source: add-in convention (compound growth), 70% guideline from PCR V4R5 2.12.
 * @customfunction MONTHSTOLIMIT
 * @param utilization Utilization today as a fraction (45% is 0.45). A range gives a range of results.
 * @param annual_growth Growth of the utilization per year as a fraction (20% is 0.2), above -1 and at most 1 (100% a year).
 * @param [limit] Utilization to reach, as a fraction above 0 (default 0.7, the PCR's 70% guideline).
 * @returns Months until the limit is reached (fractional months).
 */
export function monthsToLimit(utilization: any[][], annual_growth: any[][], limit?: any[][]): any[][] {
  return excel(SPECS.MONTHSTOLIMIT, [utilization, annual_growth, limit]);
}

/**
 * Months until the CPU reaches a limit as the work grows, the CFINT overhead of interactive work counted (PCR
 * 2.8, 2.12). The measured total holds the CFINT overhead of the interactive work (EIU is interactive plus
 * CFINT, lines 461-465 and 511), so the rest of the work is utilization - EIU(interactive_utilization), or none
 * where the total is below the EIU; after m months, with f = (1 + annual_growth)^(m/12), the CPU is rest x f +
 * EIU(interactive_utilization x f) on the curve of knee and max. Past the knee the interactive work costs more
 * than it grows, which MONTHSTOLIMIT cannot see; without a knee (knee = max = 1) the two agree. The shares come
 * from AS400.INTSHARE. 0 when already there; #NUM! when it never gets there. Source: PCR V4R5 2.8 (EIU and
 * CFINT, lines 461-465, 511), 2.12 (70% guideline, line 847); compound growth is an add-in convention.
 * @customfunction MONTHSTOCPU
 * @param utilization Total CPU utilization today as a fraction (85% is 0.85), its CFINT overhead included. Up
 *   to 10 for work carried to a smaller system. A range gives a range of results.
 * @param interactive_utilization The interactive part of it, as a fraction of the whole CPU.
 * @param knee Interactive share of the CPU at the knee (AS400.INTSHARE(system, "knee")); 1 for a system without a knee.
 * @param max Interactive share at the maximum interactive (AS400.INTSHARE(system, "max")). It equals the knee
 *   where interactive work is held at its rating (V4R5, 2.2.1).
 * @param annual_growth Growth of the whole workload per year as a fraction (20% is 0.2), above -1 and at most 1.
 * @param [limit] Share of the CPU to reach, above 0 and at most 1 (default 0.7, the PCR's 70% guideline; 1 for 100%).
 * @returns Months until the limit is reached (fractional months).
 */
export function monthsToCpu(
  utilization: any[][],
  interactive_utilization: any[][],
  knee: any[][],
  max: any[][],
  annual_growth: any[][],
  limit?: any[][],
): any[][] {
  return excel(SPECS.MONTHSTOCPU, [utilization, interactive_utilization, knee, max, annual_growth, limit]);
}

/**
 * Mean response time (queueing plus service) of an M/M/c queue at a utilization (add-in convention, Erlang C).
 * Its servers are each busy the given fraction of the time: S / (1 - U) for one server (M/M/1), Erlang C for
 * several. #NUM! at utilization 1 or more. The PCR prints no queueing formula: IBM's tool for response-time
 * projection is BEST/1 (PCR V4R5 B.1), and the PCR's DASD service times exclude queuing (14.1). Source: add-in
 * convention (textbook M/M/c queue, Erlang C), not a rule of the PCR.
 * @customfunction RESPONSETIME
 * @param service_time Mean service time per request, 0 or more, in any time unit (e.g. ms); the result is in the same unit. A range gives a range of results.
 * @param utilization Utilization of each server as a fraction below 1 (70% is 0.7).
 * @param [servers] Number of servers sharing one queue (e.g. processors), a whole number from 1 (default 1: M/M/1).
 * @returns Mean response time, in the unit of service_time.
 */
export function responseTime(service_time: any[][], utilization: any[][], servers?: any[][]): any[][] {
  return excel(SPECS.RESPONSETIME, [service_time, utilization, servers]);
}
