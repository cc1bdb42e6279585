/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/domino.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Main storage, in MB, for the storage pool Domino servers and their users run in (PCR 11.6, tip 3). It is 60
 * MB + 1 MB per active user + 16 MB for each partition (server) beyond the first. The *MACHINE, *SPOOL and
 * other pools come on top. Best results were with at most 3000 active users per partition. Source: PCR V4R5
 * 11.6 (Performance Tips, tip 3).
 * @customfunction DOMINOMEMORY
 * @param active_users Active Domino users (all partitions together), 0 or more. A range gives a range of results.
 * @param [partitions] Domino partitions (servers) on the system, a whole number from 1 (default 1).
 * @returns Main storage for the Domino pool, in MB.
 */
export function dominoMemory(active_users: any[][], partitions?: any[][]): any[][] {
  return excel(SPECS.DOMINOMEMORY, [active_users, partitions]);
}

/**
 * Mail and calendaring users a system carries at 70% CPU: 3.6 users per processor CPW over their complexity
 * (PCR 11.10). A rough estimate: mail serving does not scale exactly with CPW. Pass complexity 2 for typical
 * mail users: the document finds them about twice as complex as the measured ones. Not for Dedicated Server for
 * Domino models, whose Processor CPW is the non-Domino CPW: #N/A points to their announced users. Source: PCR
 * V4R5 11.10 (Mail Serving Capacity Planning).
 * @customfunction DOMINOUSERS
 * @param system Catalog key (e.g. "720-2061-1501") or a processor CPW, a number or text. Give "720 CPW" as text
 *   where the number is also a model number (720, 170...). A range gives a range of results.
 * @param [complexity] How many times as complex as the measured mail and calendaring user a user is, above 0.
 *   Default 1, the measured user; 2 for a typical mail user.
 * @returns Mail and calendaring users at 70% CPU utilization (users).
 */
export function dominoUsers(system: any[][], complexity?: any[][]): any[][] {
  return excel(SPECS.DOMINOUSERS, [system, complexity]);
}

/**
 * Processor CPW that carries mail and calendaring users at 70% CPU: users x complexity / 3.6 (PCR 11.10). It is
 * the inverse of the 3.6 users per CPW rule. Compare the result with the processor CPW of Appendix D, not with
 * the Non Domino CPW of a Dedicated Server for Domino (see DSDUSERS for those). Source: PCR V4R5 11.10 (Mail
 * Serving Capacity Planning).
 * @customfunction DOMINOCPW
 * @param users Mail and calendaring users to carry, 0 or more. A range gives a range of results.
 * @param [complexity] How many times as complex as the measured mail and calendaring user a user is, above 0.
 *   Default 1, the measured user; 2 for a typical mail user.
 * @returns Processor CPW needed at 70% CPU utilization (CPW units).
 */
export function dominoCpw(users: any[][], complexity?: any[][]): any[][] {
  return excel(SPECS.DOMINOCPW, [users, complexity]);
}

/**
 * Users IBM announces for a Dedicated Server for Domino model (PCR 2.13.1, 2.13.2). Mail & Calendaring Users
 * for the V4R5 270 and 820 DSD features, Simple Mail Users for all (the 170 DSD features print only those).
 * Announced capabilities, not a sizing rule. Source: PCR V4R5 2.13.1, 2.13.2 (announced DSD capabilities).
 * @customfunction DSDUSERS
 * @param model Catalog key of a DSD model, e.g. "820-2427" or "170-2409". A range gives a range of results.
 * @param [workload] "mail and calendaring" (default) or "simple mail".
 * @returns Announced users (users).
 */
export function dsdUsers(model: any[][], workload?: any[][]): any[][] {
  return excel(SPECS.DSDUSERS, [model, workload]);
}

/**
 * The Dedicated Server for Domino model for a number of mail and calendaring users (PCR 2.13.1, 11.10). It is
 * the V4R5 270 or 820 DSD with the fewest announced Mail & Calendaring Users that carries them once divided by
 * the users' complexity (as 11.10 divides its 3.6 users per CPW; both count the user of 11.1). The 170 DSD
 * features announce simple mail users only and are not chosen. Source: PCR V4R5 2.13.1 (announced DSD
 * capabilities), 11.1, 11.10.
 * @customfunction DSDRECOMMEND
 * @param users Mail and calendaring users to carry, 0 or more. A range gives a range of results.
 * @param [complexity] How many times as complex as the measured mail and calendaring user a user is, above 0 (default 1; 2 for a typical user, 11.10).
 * @returns The catalog key of the Dedicated Server for Domino.
 */
export function dsdRecommend(users: any[][], complexity?: any[][]): any[][] {
  return excel(SPECS.DSDRECOMMEND, [users, complexity]);
}
