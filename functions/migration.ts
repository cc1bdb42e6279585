/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/migration.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Interactive CPW a server model needs for a traditional system's interactive load: 3 x P x traditional CPW
 * (PCR 2.11). That keeps the load at the knee, 1/3 of the maximum; for custom servers 1.0 x P x CPW, or 1.5 x P
 * x CPW from P = 85%. Source: PCR V4R5 2.11 (510-2143 example: 3 x 0.21 x 66.7 = 42).
 * @customfunction SERVERINTCPW
 * @param traditional_cpw CPW of the traditional system (its single CPW). A range gives a range of results.
 * @param interactive_utilization P: interactive CPU utilization of the traditional system, as a fraction (21% is 0.21).
 * @param [custom] TRUE when the target is a custom server (default FALSE).
 * @returns Server interactive CPW needed (CPW units).
 */
export function serverIntCpw(traditional_cpw: any[][], interactive_utilization: any[][], custom?: any[][]): any[][] {
  return excel(SPECS.SERVERINTCPW, [traditional_cpw, interactive_utilization, custom]);
}

/**
 * CPW a traditional model needs to give a server's performance: CPWcs x (I + B) / 0.70 (PCR 2.12). The 0.70 is
 * the document's guideline for CPU utilization. Source: PCR V4R5 2.12 (170-2160 example: 114 x (0.10 + 0.50) /
 * 0.70 = 97.7).
 * @customfunction TRADITIONALCPW
 * @param cs_cpw Maximum client/server CPW of the server model. A range gives a range of results.
 * @param interactive_utilization I: interactive CPU utilization of the server, as a fraction.
 * @param batch_utilization B: batch (client/server) CPU utilization of the server, as a fraction.
 * @param [target_utilization] CPU utilization to size the traditional model for, as a fraction (default 0.7).
 * @returns Traditional CPW needed (CPW units).
 */
export function traditionalCpw(cs_cpw: any[][], interactive_utilization: any[][], batch_utilization: any[][], target_utilization?: any[][]): any[][] {
  return excel(SPECS.TRADITIONALCPW, [cs_cpw, interactive_utilization, batch_utilization, target_utilization]);
}

/**
 * The smallest Appendix D model that meets a CPW and an interactive CPW requirement (PCR 2.11, 2.12, Appendix
 * D). Models are ordered by the requirement that binds. Without a family it chooses among the general-purpose
 * models of the document's release, the V4R5 8xx and 2xx servers (D.1.1, D.1.2), as a planner of its time
 * would; older and withdrawn models, SB and Dedicated Servers for Domino only when their family is given
 * ("any": every family but DSD), newest release of each model. Source: PCR V4R5 2.11 (42 interactive CPW in Sxx
 * gives S20-2165), 2.12 (97.7 CPW in 6xx gives 620-2180), Appendix D.1.
 * @customfunction RECOMMEND
 * @param required_cpw Processor (client/server) CPW needed; 0 for none. A range gives a range of results.
 * @param [required_interactive_cpw] Interactive CPW needed (default 0).
 * @param [family] Family id, a model number, or "any" (every family but DSD); default: the V4R5 8xx and 2xx.
 *   The families: 8xx, 2xx, SB, 7xx, 170, DSD, Sxx, custom, advanced, 4xx, 5xx, 6xx, CISC.
 * @returns The catalog key of the recommended model.
 */
export function recommend(required_cpw: any[][], required_interactive_cpw?: any[][], family?: any[][]): any[][] {
  return excel(SPECS.RECOMMEND, [required_cpw, required_interactive_cpw, family]);
}
