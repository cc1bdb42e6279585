/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/laws.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * The utilization law: the share of a processor a load keeps busy, throughput x CPU ms per transaction / 1000
 * (WSC Flash 9522). Throughput is per second; the answer is a fraction. Above 1 the load needs more than one
 * processor. Every run the flash measured obeys it within 0.2 points: ETR 2.44 x CPU/CMD 154 ms = 0.376 against
 * the printed 37.5% (Table 2, PC7E5075), 11.11 x 64.9 = 0.721 against 72.1% (Table 4, NAT390V3). Source:
 * utilization law, checked against WSC Flash 9522 (seed 001) Tables 2-5, ETR, CPU/CMD and utilization rows (ETR
 * rows at character offsets 12397, 19049, 21424, 24932).
 * @customfunction UTILLAW
 * @param throughput Transactions (or commands) per second, 0 or more: the ETR of the flash's tables. A range gives a range of results.
 * @param cpu_ms CPU milliseconds per transaction, 0 or more (the flash's CPU/CMD, msec).
 * @returns Utilization of one processor as a fraction (0.376 shows as 37.6% in a percent-formatted cell).
 */
export function utilLaw(throughput: any[][], cpu_ms: any[][]): any[][] {
  return excel(SPECS.UTILLAW, [throughput, cpu_ms]);
}

/**
 * Internal throughput rate: transactions per CPU-busy second, throughput / utilization (WSC Flash 9522, Table
 * 4). It is the measure that compares processors or modes at any load. The flash's VSECICS runs give 11.11 /
 * 0.721 = 15.409 native, 9.87 / 0.704 = 14.020 as a V=R guest and 8.87 / 0.711 = 12.475 as a V=V guest; native
 * ITR / guest ITR is the printed Relative CPU/CMD (1.10 and 1.24), which the flash says grows with the I/O
 * content of the work. Source: WSC Flash 9522 (seed 001) Table 4, ETR, CPU/CMD, S/390 Util and Relative CPU/CMD
 * rows (character offsets 21424, 21552, 21736, 21593).
 * @customfunction ITR
 * @param throughput Transactions per second, 0 or more (the ETR). A range gives a range of results.
 * @param utilization Processor utilization at that throughput, as a fraction above 0 and at most 1 (72.1% is 0.721).
 * @returns Transactions per CPU-busy second.
 */
export function itr(throughput: any[][], utilization: any[][]): any[][] {
  return excel(SPECS.ITR, [throughput, utilization]);
}
