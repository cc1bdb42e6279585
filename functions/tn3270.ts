/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/tn3270.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * MVS CPU requirement of a TN3270 load, in CPU seconds per elapsed second (z/OS V1R4 TN3270 Capacity Planning).
 * It is (transactions per user x users x CPU seconds per transaction) / elapsed seconds: the processors kept
 * busy. The transactions per user are those of the elapsed interval: 6 transactions per minute per user goes
 * with 60 elapsed seconds. Example: 6 x 4000 x 0.000209 / 60 = 0.0836. Above 1, more than one processor is
 * needed. Source: z/OS V1R4 CS, TN3270 Capacity Planning (MVS CPU Requirements, seed 004 lines 411-424).
 * @customfunction TN3270CPU
 * @param trans_per_user Transactions each user sends during the elapsed interval (6 for 6 transactions per
 *   minute with elapsed_secs 60). A range gives a range of results.
 * @param users Number of TN3270 users (sessions).
 * @param cpu_secs_per_tran CPU seconds per transaction. The document's value 0.000209 (MVS TCP/IP + VTAM +
 *   ECHO application, 100 bytes in / 800 out) was measured on a 2064-216 5-CP LPAR under z/OS V1R4 (a
 *   measurement, not a predictor; the document points to LSPR, not included, for other processors).
 * @param elapsed_secs Length of the interval in seconds (60 when trans_per_user is per minute, 3600 per hour); above 0.
 * @returns CPU seconds per elapsed second (number of processors kept fully busy).
 */
export function tn3270Cpu(trans_per_user: any[][], users: any[][], cpu_secs_per_tran: any[][], elapsed_secs: any[][]): any[][] {
  return excel(SPECS.TN3270CPU, [trans_per_user, users, cpu_secs_per_tran, elapsed_secs]);
}

/**
 * MVS CPU utilization of a TN3270 load: CPU seconds per elapsed second / 390 processors (z/OS V1R4 TN3270). A
 * fraction: the document multiplies by 100% (0.0836 / 5 = 1.672%, returned as 0.01672). Above 1 the processors
 * cannot carry the load. Source: z/OS V1R4 CS, TN3270 Capacity Planning (MVS CPU Utilization, seed 004 lines
 * 430-440).
 * @customfunction TN3270UTIL
 * @param cpu_secs_per_sec CPU seconds per elapsed second, as TN3270CPU returns. A range gives a range of results.
 * @param processors Number of 390 processors (CPs) of the system or LPAR, a whole number of 1 or more.
 * @returns CPU utilization as a fraction of the processors (0.01672 shows as 1.672% in a percent-formatted cell).
 */
export function tn3270Util(cpu_secs_per_sec: any[][], processors: any[][]): any[][] {
  return excel(SPECS.TN3270UTIL, [cpu_secs_per_sec, processors]);
}

/**
 * Processors a TN3270 CPU requirement needs: CPU seconds per elapsed second rounded up, at least 1 (z/OS V1R4
 * TN3270). The document says only that a ratio above 1 needs more than one processor; rounding up is this
 * add-in's reading. The count is in processors of the type the CPU seconds per transaction were measured on
 * (the document's 0.000209: a 2064-216); the document points to LSPR, not included, for other types. Source:
 * z/OS V1R4 CS, TN3270 Capacity Planning (seed 004 line 424).
 * @customfunction TN3270PROCESSORS
 * @param cpu_secs_per_sec CPU seconds per elapsed second, as TN3270CPU returns (0 or more). A range gives a range of results.
 * @returns Number of processors (whole processors, 1 or more).
 */
export function tn3270Processors(cpu_secs_per_sec: any[][]): any[][] {
  return excel(SPECS.TN3270PROCESSORS, [cpu_secs_per_sec]);
}

/**
 * One cell of the TN3270 storage table, by row and number of sessions (z/OS V1R4 CS, Telnet storage). Storage
 * of the TCP/IP address space, CSM data space and MVS CSA/SQA, below or above the 16M line, at 0, 8000, 16000,
 * 32000 or 64000 sessions. Measured on z/OS V1R4 CS with TN3270 echoes (a lookup of a measurement, not a
 * predictor; other session counts are #N/A, not interpolated). Misprint: "CSM Data Space" at 32000 is printed
 * 288.3 M where the column total (328.57 M) needs 28.30 M; returned as printed unless corrected is TRUE.
 * Source: z/OS V1R4 CS, Telnet (TN3270) Storage Utilization (seed 004 lines 389-407).
 * @customfunction TN3270STORAGE
 * @param item Row label as printed (case and spaces do not matter). For example "TCP/IP Below", "TCP/IP LSQA
 *   /SWA/229/230 Above", "CSM Data Space", "System CSA Above", "Total", "Delta Per User (KB)". A range gives a
 *   range of results.
 * @param sessions Number of TN3270 sessions: 0, 8000, 16000, 32000 or 64000.
 * @param [corrected] TRUE to read the misprinted CSM Data Space cell at 32000 sessions as 28.30 M (default FALSE: as printed).
 * @returns Storage in MB as printed ("M"); for "Delta Per User (KB)", KB per session.
 */
export function tn3270Storage(item: any[][], sessions: any[][], corrected?: any[][]): any[][] {
  return excel(SPECS.TN3270STORAGE, [item, sessions, corrected]);
}
