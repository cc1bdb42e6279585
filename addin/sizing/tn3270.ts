/**
 * TN3270 capacity planning from IBM's z/OS V1R4 Communication Server Performance Summary
 * (December 2002), seed 004: the MVS CPU requirement and utilization formulas ("TN3270 Capacity
 * Planning (z/OS V1R4 CS)", lines 411-440) and a lookup of the V1R4 storage measurement (lines
 * 389-407). Line numbers are those of sources/004_acdc0ed6609433f5.txt.
 */
import { naError, numError, type Result } from '../errors';
import { CORRECTIONS, TN3270_STORAGE } from '../tables/tn3270';

/**
 * MVS CPU requirement (line 415): (# trans/user x # users x CPU secs/tran) / # of elapsed secs =
 * CPU secs / elapsed secs. "# trans/user" is what each user sends in the elapsed interval: the
 * example's 6 tr/min/user goes with 60 elapsed secs (lines 417-419), so the result is CPU
 * seconds per second, i.e. processors kept busy.
 */
export function cpuSecondsPerSecond(transPerUser: number, users: number, cpuSecsPerTran: number, elapsedSecs: number): Result<number> {
  if (transPerUser < 0) return numError(`trans_per_user must be 0 or more, got ${transPerUser}`);
  if (users < 0) return numError(`users must be 0 or more, got ${users}`);
  if (cpuSecsPerTran < 0) return numError(`cpu_secs_per_tran must be 0 or more, got ${cpuSecsPerTran}`);
  if (elapsedSecs <= 0) return numError(`elapsed_secs must be above 0 (60 for transactions per minute), got ${elapsedSecs}`);
  return (transPerUser * users * cpuSecsPerTran) / elapsedSecs;
}

/**
 * MVS CPU utilization (line 432): CPU secs/elapsed sec / # of processors x 100%, returned as a
 * fraction (0.01672 shows as 1.672% in a percent-formatted cell). "# of processors: Should be
 * equal to the number of 390 processors" (line 434), so a whole number. Above 1 the processors
 * cannot carry the load; the value is returned so the sheet shows by how much.
 */
export function cpuUtilization(cpuSecsPerSec: number, processors: number): Result<number> {
  if (cpuSecsPerSec < 0) return numError(`cpu_secs_per_sec must be 0 or more, got ${cpuSecsPerSec}`);
  if (processors < 1 || !Number.isInteger(processors)) {
    return numError(`processors must be a whole number of 390 processors, 1 or more; got ${processors}`);
  }
  return cpuSecsPerSec / processors;
}

/**
 * Processors the CPU requirement needs: "If the CPU secs/elapsed secs ratio is greater than 1,
 * more than one processor would be required" (line 424), generalised to the ratio rounded up
 * (at least one). A ratio of exactly 1 is one processor fully busy. Arithmetic noise
 * (2.0000000000000004) is dropped before rounding up.
 */
export function processorsNeeded(cpuSecsPerSec: number): Result<number> {
  if (cpuSecsPerSec < 0) return numError(`cpu_secs_per_sec must be 0 or more, got ${cpuSecsPerSec}`);
  return Math.max(1, Math.ceil(Number(cpuSecsPerSec.toPrecision(12))));
}

/** Row labels match with case and spaces ignored ("tcp/ip lsqa/swa/229/230 above"). */
const normalize = (label: string): string => label.replace(/\s+/g, '').toLowerCase();

const SESSIONS = TN3270_STORAGE.header.slice(2) as string[];

/**
 * One cell of the V1R4 storage measurement (lines 391-405), in its printed unit: MB ("M") for the
 * storage rows, KB per session for "Delta Per User (KB)". The five session counts are the only
 * measured points; nothing is interpolated. `corrected` reads the one misprint (line 397 at 32000
 * sessions, printed 288.3 M) as the 28.30 M its column total needs.
 */
export function storageCell(item: string, sessions: number, corrected: boolean): Result<number> {
  const row = TN3270_STORAGE.rows.find((r) => normalize(r[1]) === normalize(item));
  if (!row) {
    const labels = TN3270_STORAGE.rows.map((r) => `"${r[1]}"`).join(', ');
    return naError(`Unknown item "${item}": use a row of the z/OS V1R4 CS TN3270 storage table: ${labels}`);
  }
  const column = SESSIONS.indexOf(String(sessions));
  if (column < 0) {
    return naError(
      `TN3270 storage was measured at ${SESSIONS.join(', ')} sessions only (z/OS V1R4 CS); ${sessions} is not one of them and is not interpolated`,
    );
  }
  const line = row[0];
  const printed = row[column + 2] as string;
  const text = (corrected ? CORRECTIONS[line]?.[SESSIONS[column]] : undefined) ?? printed;
  if (text === '') return naError(`"${row[1]}" prints no value at ${sessions} sessions (z/OS V1R4 CS, line ${line})`);
  const m = /^(\d*\.?\d+) (M|KB)$/.exec(text);
  if (!m) return naError(`"${row[1]}" at ${sessions} sessions is printed "${text}", which is not a number`);
  return Number(m[1]);
}
