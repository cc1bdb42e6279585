/**
 * Save and restore sizing, PCR V4R5 Chapter 15: the tape rate formula of 15.4 with Table 15.1.1 and
 * the LossFromWorkLoadType tables of 15.5-15.7, hours to save, processors to feed tape drives
 * (15.10, 15.11, 15.21); the lookups of the measured rate tables are in save-rates.ts.
 * Rates are MB/HR, tape speeds MB/s, sizes GB of 1000 MB (line 5508: 2.7 TB/HR = 2700000 MB/HR).
 */
import type { PrintedRow } from '../tables/printed';
import { naError, numError, quote, type Result } from '../errors';
import { LOSS_TABLES, type LossTable, TABLE_15_1_1 } from '../tables/save';

export const key = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const finite = (x: number): boolean => Number.isFinite(x);
/** Drops binary noise only (14 x .95 x 2.4 x 3600 is 114911.99999999999 in doubles; the print says 114912). */
const clean = (x: number): number => Number(x.toPrecision(12));

/** 15.4 (lines 5412-5414): TapeSpeed x LossFromWorkLoadType x Compaction = MB/s, x 3600 = MB/HR. */
export function tapeRateRaw(mbPerSecond: number, retained: number, compaction: number): Result<number> {
  if (!finite(mbPerSecond) || mbPerSecond <= 0) return numError(`mb_per_s must be above 0, got ${mbPerSecond}`);
  if (!finite(retained) || retained <= 0 || retained > 1) {
    return numError(`retained_fraction is the share of the speed kept (95% is 0.95), above 0 and at most 1; got ${retained}`);
  }
  if (!finite(compaction) || compaction <= 0) return numError(`compaction must be above 0, got ${compaction}`);
  return clean(mbPerSecond * retained * compaction * 3600);
}

/** Table 15.1.1 drive names without the footnote markers (" #1"), plus names the text uses for the same rows. */
const DRIVE_ALIASES: Readonly<Record<string, string>> = {
  '3570B': '3570', // the class list of 15.6 (line 5441) says "3570-B"; Table 15.1.1 prints "3570"
  '3590B': '3590ULTRASCSIBMODEL', // the V4R5 tables call the 3590 B on the 2749 "3590B" (15.16)
  '3590ULTRASCSIB': '3590ULTRASCSIBMODEL',
  '3590BULTRASCSI': '3590ULTRASCSIBMODEL',
};
/** A Table 15.1.1 drive name without its footnote marker: "3590E #1" is 3590E. */
export const printedDrive = (name: string): string => name.replace(/\s*#\d\s*$/, '');

const driveKey = (name: string): string => {
  const k = key(printedDrive(name));
  return DRIVE_ALIASES[k] ?? k;
};

const DRIVES = new Map<string, PrintedRow>(TABLE_15_1_1.rows.map((r) => [driveKey(r[1]), r]));
const CLASS_OF = new Map<string, LossTable>(LOSS_TABLES.flatMap((t) => t.drives.map((d) => [driveKey(d), t] as const)));
export const TAPE_WORKLOADS = ['2GB', 'NUMX', 'DLO', 'NSRC'] as const;
type TapeWorkload = (typeof TAPE_WORKLOADS)[number];

/**
 * The 15.3 workloads by every name the chapter gives them (lines 5390-5394): the large file (2GB in
 * the loss tables, "Large File") and the user mix (NUMX, "User Mix", NUMX6G its larger sampling).
 * TAPERATE and TAPECPUS both read workloads through this one map.
 */
const WORKLOAD_NAMES: Readonly<Record<string, TapeWorkload>> = {
  '2GB': '2GB',
  LARGEFILE: '2GB',
  LARGE: '2GB',
  NUMX: 'NUMX',
  USERMIX: 'NUMX',
  NUMX6G: 'NUMX',
  DLO: 'DLO',
  NSRC: 'NSRC',
};
const WORKLOAD_CHOICES = '"2GB" (large file, also "LARGEFILE"), "NUMX" (user mix, also "USERMIX"), "DLO" or "NSRC"';

/** "95%" -> 0.95: the printed "Amount of Loss" is the fraction kept (the examples multiply by .95, .85, .60). */
const retainedOf = (printed: string): number => Number(printed.replace('%', '')) / 100;

/**
 * Save rate of a Table 15.1.1 drive for a 15.3 workload by the 15.4 formula, with the loss factor of
 * the drive's class (15.5 lower, 15.6 medium, 15.7 highest). The text gives no class to the 6381,
 * 6382, 7208-342 and 3590 B Non Ultra, and no usable compaction for the 6380: #N/A, not a guess.
 */
export function tapeRate(drive: string, workload: string): Result<number> {
  const row = DRIVES.get(driveKey(drive));
  if (!row) return naError(`Unknown drive ${quote(drive)}: Table 15.1.1 lists ${TABLE_15_1_1.rows.map((r) => printedDrive(r[1])).join(', ')}`);
  const name = printedDrive(row[1]);
  const loss = CLASS_OF.get(driveKey(row[1]));
  if (!loss) {
    return naError(
      `${name}: sections 15.5-15.7 put it in no LossFromWorkLoadType class; use TAPERATERAW with a ` +
        `factor you choose (speed ${row[2]} MB/s, compaction ${printedDrive(row[3])})`,
    );
  }
  const compaction = Number.parseFloat(row[3]);
  if (!(compaction > 0)) return naError(`${name}: ${TABLE_15_1_1.quirks[row[0]] ?? `Table 15.1.1 prints compaction ${row[3]}`}`);
  const w = WORKLOAD_NAMES[key(workload)];
  const lossRow = w && loss.rows.find((r) => r[1].split(',').some((printed) => key(printed) === w));
  if (!lossRow) return naError(`Unknown workload ${quote(workload)}: use ${WORKLOAD_CHOICES} (PCR 15.3, Table ${loss.id})`);
  return clean(Number.parseFloat(row[2]) * retainedOf(lossRow[2]) * compaction * 3600);
}

/** Hours to save `sizeGb` at a rate (DERIVED: no formula printed; GB = 1000 MB as line 5508 converts). */
export function saveHours(sizeGb: number, rateMbPerHour: number): Result<number> {
  if (!finite(sizeGb) || sizeGb < 0) return numError(`size_gb must be 0 or more, got ${sizeGb}`);
  if (!finite(rateMbPerHour) || rateMbPerHour <= 0) return numError(`rate_mb_per_hr must be above 0, got ${rateMbPerHour}`);
  return (sizeGb * 1000) / rateMbPerHour;
}

/**
 * Processors per tape drive (lines 5523, 5529, 5744): 1/2 for large file data ("2 drives per
 * processor"), 1 1/3 for user mix (NUMX) data. Unrounded: the text does not say how to round.
 */
const CPUS_PER_DRIVE: Readonly<Partial<Record<TapeWorkload, number>>> = { '2GB': 0.5, NUMX: 4 / 3 };

export function tapeCpus(drives: number, workload: string): Result<number> {
  if (!Number.isInteger(drives) || drives < 0) return numError(`drives must be a whole number of 0 or more, got ${drives}`);
  const w = WORKLOAD_NAMES[key(workload)];
  const perDrive = w && CPUS_PER_DRIVE[w];
  if (perDrive === undefined) {
    return naError(
      `${w ? `The text gives no processors per drive for ${w}` : `Unknown workload ${quote(workload)}`}: use "2GB" ` +
        `(large file, also "LARGEFILE": 1/2 processor per drive) or "NUMX" (user mix, also "USERMIX": 1 1/3)`,
    );
  }
  return drives * perDrive;
}
