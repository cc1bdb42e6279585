/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/journal.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Disk arms a journal receiver is spread across: threshold / 64 MB, at least 1, at most 10 or 100 (SG24-6286
 * 1.1). 64 MB is 65,536 KB; the count is rounded down, and capped at 100 arms with RCVSIZOPT(*MAXOPT1) or
 * (*MAXOPT2). The book calls the rule "roughly" and gives no rounding; reading "64 Meg" as binary is an
 * assumption. It matters most for receivers in the system ASP; the book suggests *MAXOPT1 from about 1 GB of
 * journal traffic an hour. Source: Redbook SG24-6286 1.1 (Arms = Journal Threshold setting / 64 Meg, 10 or up
 * to 100 arms; seed 002 lines 570-573), 7.1 (line 3040), 4.2.3 (5000 KB minimum and 1 GB an hour, lines 1888,
 * 1899).
 * @customfunction JRNRCVARMS
 * @param threshold_kb Journal receiver threshold in KB, as on CRTJRNRCV THRESHOLD (1500000 = 1,500,000 KB,
 *   about 1.5 GB); at least 5000. A range gives a range of results.
 * @param [rcvsizopt] Receiver size option of CRTJRN/CHGJRN, several separated by spaces. "*NONE" (default),
 *   "*RMVINTENT", "*MINFIXLEN" (cap 10 arms), "*MAXOPT1" or "*MAXOPT2" (cap 100 arms).
 * @returns Number of disk arms (whole arms).
 */
export function jrnRcvArms(threshold_kb: any[][], rcvsizopt?: any[][]): any[][] {
  return excel(SPECS.JRNRCVARMS, [threshold_kb, rcvsizopt]);
}

/**
 * Records per block for sequential output (OVRDBF): each write as close to 128 KB as it can be, not over
 * (SG24-6286 1.1). Two printed variants: "NBRRCDS" = 128K / (row width + 1), the + 1 being the status byte the
 * system adds to each row (128K read as 131,072 bytes, an assumption); "SEQONLY" = 128000 / row width. Both
 * rounded down. The printed example SEQONLY(*YES 30000) fits neither formula. Source: Redbook SG24-6286 1.1
 * (Optimal NBRRCDS, seed 002 lines 689-691), 5.3.4 (SEQONLY blocking factor, lines 2476-2478).
 * @customfunction JRNBLOCKING
 * @param row_width Database row width in bytes (a whole number, 1 or more). A range gives a range of results.
 * @param [variant] "NBRRCDS" (default: 128K / (row width + 1), section 1.1) or "SEQONLY" (128000 / row width, section 5.3.4).
 * @returns Blocking factor in records (rows per block).
 */
export function jrnBlocking(row_width: any[][], variant?: any[][]): any[][] {
  return excel(SPECS.JRNBLOCKING, [row_width, variant]);
}

/**
 * Fast-write percentage of the disk IOA write cache: fast writes / total writes (SG24-6286 Appendix A). Read
 * from SUM(DSCCFW) and SUM(DSWRTS) of QAPMDISK (collect at least 5 minutes; needs V5R1 hardware or later,
 * otherwise every write is reported as fast). Rule of thumb: 90% or above, probably enough write cache; below
 * 90%, more write cache per arm (or fewer arms per IOA) would probably help the disks holding journal
 * receivers. Source: Redbook SG24-6286 Appendix A (query 100*SUM(DSCCFW)/SUM(DSWRTS), seed 002 lines
 * 3106-3127), 4.6 (90% rule, line 2202), 6.5.9 (lines 2931-2946).
 * @customfunction FASTWRITEPCT
 * @param fast_writes Writes accepted at once by the write cache (sum of DSCCFW over the disks), a count of 0 or more. A range gives a range of results.
 * @param total_writes All disk writes in the same interval (sum of DSWRTS), a count above 0 and not below fast_writes.
 * @returns Fast writes as a fraction of all writes (0.99 shows as 99% in a percent-formatted cell).
 */
export function fastWritePct(fast_writes: any[][], total_writes: any[][]): any[][] {
  return excel(SPECS.FASTWRITEPCT, [fast_writes, total_writes]);
}

/**
 * SMAPP target recovery time the system keeps for access paths (EDTRCYAP), in minutes (SG24-6286 4.1). The
 * value is rounded up to the next 10-minute boundary, 10 to 1440 minutes; "*SYSDFT" is 90 minutes (the V5R1
 * default). "*NONE", "*MIN" and "*OFF" set no minutes and give #N/A. With a high-availability backup machine, a
 * target above the default favours run time; without one, below it. Source: Redbook SG24-6286 4.1 (EDTRCYAP
 * values, seed 002 lines 1787-1796).
 * @customfunction SMAPPTARGET
 * @param minutes Requested target recovery time in minutes (10 to 1440), or "*SYSDFT", "*NONE", "*MIN", "*OFF". A range gives a range of results.
 * @returns Target recovery time the system uses, in minutes.
 */
export function smappTarget(minutes: any[][]): any[][] {
  return excel(SPECS.SMAPPTARGET, [minutes]);
}
