/**
 * Journal sizing rules of thumb from IBM Redbook SG24-6286, "Striving for Optimal Journal
 * Performance on DB2 UDB for iSeries" (May 2002, V5R1), seed 002: receiver disk arms (1.1),
 * blocking factor (1.1 and 5.3.4), fast-write percentage (Appendix A) and SMAPP target recovery
 * time (4.1). Line numbers are those of sources/002_1398ba3522517368.txt.
 */
import { naError, numError, quote, type Result, valueError } from '../errors';

/** The smallest receiver threshold the Redbook allows (4.2.3 rule of thumb, line 1888: "at least 5000KB"). */
export const MIN_THRESHOLD_KB = 5000;

/**
 * "64 Meg" of line 573 in KB. The book does not say binary or decimal; binary is taken because the
 * threshold is in KB (THRESHOLD(1500000) = "1,500,000 kilobytes", lines 1436-1439) and the 2 GB
 * receiver the book keeps returning to (lines 571, 618) then spreads over exactly 32 arms.
 */
export const KB_PER_ARM = 64 * 1024;

/**
 * Arm caps by receiver size option: "up to 100 disk arms (the default without this setting is to
 * limit itself to 10 arms)" (1.1, line 570), *MAXOPT2 likewise "up to 100 arms" (7.1, line 3040).
 * *RMVINTENT and *MINFIXLEN (4.2.1) do not lift the cap.
 */
const ARM_CAP: Readonly<Record<string, number>> = {
  '*NONE': 10,
  '*RMVINTENT': 10,
  '*MINFIXLEN': 10,
  '*MAXOPT1': 100,
  '*MAXOPT2': 100,
};
export const RCVSIZOPT_VALUES = Object.keys(ARM_CAP);

/** "*maxopt2", "MAXOPT2" and lists as CHGJRN takes them ("*RMVINTENT *MAXOPT2") are all read. */
function armCap(rcvsizopt: string | null): Result<number> {
  if (rcvsizopt === null || rcvsizopt.trim() === '') return ARM_CAP['*NONE'];
  let cap = 0;
  for (const token of rcvsizopt
    .trim()
    .toUpperCase()
    .split(/[\s,;]+/)) {
    const value = token.startsWith('*') ? token : `*${token}`;
    const c = ARM_CAP[value];
    if (c === undefined) {
      return naError(`Unknown rcvsizopt "${token}": use ${RCVSIZOPT_VALUES.join(', ')} (Redbook SG24-6286 4.2.1), or several separated by spaces`);
    }
    cap = Math.max(cap, c);
  }
  return cap;
}

/**
 * Disk arms a journal receiver spreads across (1.1, line 573): "roughly" threshold / 64 Meg. The
 * book gives no rounding; whole arms rounded down (at least one) are used, capped at 10, or 100
 * with *MAXOPT1/*MAXOPT2 (lines 570, 3040).
 */
export function receiverArms(thresholdKb: number, rcvsizopt: string | null): Result<number> {
  if (thresholdKb < MIN_THRESHOLD_KB) {
    return numError(`threshold_kb must be at least ${MIN_THRESHOLD_KB} KB, the smallest receiver threshold (Redbook SG24-6286 4.2.3); got ${thresholdKb}`);
  }
  const cap = armCap(rcvsizopt);
  if (typeof cap !== 'number') return cap;
  return Math.min(cap, Math.max(1, Math.floor(thresholdKb / KB_PER_ARM)));
}

/** The two printed blocking-factor formulas, by the OVRDBF parameter each is given for. */
export const BLOCKING_VARIANTS = ['NBRRCDS', 'SEQONLY'] as const;
export type BlockingVariant = (typeof BLOCKING_VARIANTS)[number];

/**
 * NBRRCDS (1.1, line 691): "Optimal NBRRCDS = 128K / (Database_Row_width + 1)", the + 1 being the
 * status byte the system adds to each row (line 689). "128k bytes" (line 689) is read as 131072.
 * SEQONLY (5.3.4, line 2478): the row length "into 128000 (128 kilobyte block) ... as close to
 * 128kb as possible, without exceeding it". Both are rounded down: the first is a limit of "no
 * more than 128k bytes" per write (line 689), the second says "without exceeding it".
 * The printed SEQONLY(*YES 30000) (line 2476) fits neither formula (a row of about 4 bytes); it is
 * an illustrative value only.
 */
export function blockingFactor(rowWidth: number, variant: string | null): Result<number> {
  const v = (variant ?? 'NBRRCDS').trim().toUpperCase() as BlockingVariant;
  if (!BLOCKING_VARIANTS.includes(v)) {
    return naError(`Unknown variant "${variant}": use "NBRRCDS" (128K / (row width + 1), Redbook SG24-6286 1.1) or "SEQONLY" (128000 / row width, 5.3.4)`);
  }
  if (rowWidth < 1 || !Number.isInteger(rowWidth)) {
    return numError(`row_width must be a whole number of bytes, 1 or more; got ${rowWidth}`);
  }
  const records = v === 'NBRRCDS' ? Math.floor(131072 / (rowWidth + 1)) : Math.floor(128000 / rowWidth);
  if (records < 1) {
    return numError(`a row of ${rowWidth} bytes is wider than the 128 KB block: not even one row fits`);
  }
  return records;
}

/**
 * Share of disk writes the IOA write cache accepted at once (Appendix A, line 3127:
 * 100*SUM(DSCCFW)/SUM(DSWRTS) from QAPMDISK), as a fraction rather than the query's percent.
 */
export function fastWriteShare(fastWrites: number, totalWrites: number): Result<number> {
  if (fastWrites < 0 || totalWrites < 0) {
    return numError(`write counts must be 0 or more; got fast_writes ${fastWrites}, total_writes ${totalWrites}`);
  }
  if (totalWrites === 0) return numError('total_writes is 0: no writes were collected, so there is no fast-write percentage');
  if (fastWrites > totalWrites) {
    return numError(`fast_writes (${fastWrites}) cannot exceed total_writes (${totalWrites}): DSCCFW counts a subset of DSWRTS`);
  }
  return fastWrites / totalWrites;
}

/** EDTRCYAP special values (4.1, lines 1789-1793) and why the last three have no minutes. */
const SMAPP_SPECIAL: Readonly<Record<string, number | string>> = {
  '*SYSDFT': 90, // "90 minutes for V5R1" (line 1789)
  '*NONE': 'SMAPP does no access path protection (no upper limit on recovery time) but still estimates the exposure',
  '*MIN': 'the minimum recovery time achievable on the system, which depends on the system (the book gives no minutes)',
  '*OFF': 'SMAPP does no protection and no monitoring (the book strongly recommends against it)',
};

/**
 * SMAPP target recovery time the system keeps (4.1, line 1794): "a value between 10 and 1440
 * minutes. The system rounds the value up to the nearest 10-minute boundary." Arithmetic noise
 * (70.00000000000001 from a computed cell) is dropped before rounding up.
 */
export function smappTarget(minutes: number | string): Result<number> {
  if (typeof minutes === 'string') {
    const upper = minutes.trim().toUpperCase();
    const key = upper.startsWith('*') ? upper : `*${upper}`;
    const special = SMAPP_SPECIAL[key];
    if (typeof special === 'number') return special;
    if (typeof special === 'string') return naError(`${key} sets no target in minutes: ${special} (Redbook SG24-6286 4.1)`);
    return valueError(`minutes must be a number of minutes (10 to 1440) or *SYSDFT, *NONE, *MIN, *OFF; got text ${quote(minutes)}`);
  }
  if (minutes < 10 || minutes > 1440) {
    return numError(`the SMAPP target must be between 10 and 1440 minutes (Redbook SG24-6286 4.1); got ${minutes}`);
  }
  const tens = Math.round((minutes / 10) * 1e9) / 1e9;
  return Math.ceil(tens) * 10;
}
