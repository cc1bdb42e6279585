/**
 * Two capacity laws, checked against the measured runs of IBM WSC Flash 9522, "PC Server 500
 * System/390 Performance" (1995), seed 001. The flash prints neither formula; its tables obey them,
 * which is why they are the test vectors (tests/addin/sizing/laws.test.ts re-reads each row):
 *  - Table 2 @11698 (FS8F CMS), Table 3 @18418 (CMS + LAN Server), Table 4 @20949 (VSECICS native,
 *    V=R, V=V) and Table 5 @24455 (write caching): S/390 utilization % = ETR x CPU/CMD ms / 10 in
 *    all nine runs, within 0.2 points (utilization is measured by VMPRF or EXPLORE, ETR by TPNS or
 *    CICSPARS, so the two agree only to measurement noise).
 *  - Table 4's "Relative CPU/CMD" row (@21593: 1.00, 1.10, 1.24) is the ratio of CPU per command,
 *    the reciprocal of the ratio of internal throughput rates.
 * Offsets (@n) are 0-based character offsets into sources/001_3b818109378aaea7.txt, one line.
 * Utilizations are fractions, as everywhere in the add-in (72.1% is 0.721).
 */
import { numError, type Result } from '../errors';

/**
 * The utilization law: busy share = throughput per second x CPU seconds per transaction. CPU time
 * comes in milliseconds, as the flash prints it (CPU/CMD, msec), hence the 1000. A result above 1
 * is returned, not refused: it says how far the work exceeds one processor.
 */
export function utilizationLaw(throughput: number, cpuMs: number): Result<number> {
  if (throughput < 0) return numError(`throughput must be 0 or more transactions per second, got ${throughput}`);
  if (cpuMs < 0) return numError(`cpu_ms must be 0 or more milliseconds per transaction, got ${cpuMs}`);
  return (throughput * cpuMs) / 1000;
}

/**
 * Internal throughput rate: transactions per CPU-busy second, throughput / utilization (equal to
 * 1000 / CPU ms per transaction when the utilization law holds). A utilization of 0 has no ITR and
 * one above 1 is a percent typed as a number (72.1 for 72.1%), so both are refused.
 */
export function internalThroughputRate(throughput: number, utilization: number): Result<number> {
  if (throughput < 0) return numError(`throughput must be 0 or more transactions per second, got ${throughput}`);
  if (!(utilization > 0 && utilization <= 1)) {
    return numError(`utilization must be a fraction above 0 and at most 1 (72.1% is 0.721), got ${utilization}`);
  }
  return throughput / utilization;
}
