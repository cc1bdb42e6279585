/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/save.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Save rate of a tape drive for a workload, in MB/HR, by the formula of 15.4 (PCR 15.4-15.7, Table 15.1.1).
 * Rate (MB/s) x LossFromWorkLoadType x COMPACT x 3600, with speed and compaction from Table 15.1.1 and the
 * factor of the drive's class (15.5 lower: 6390; 15.6 medium: 6385, 3570(-B), MLR1-S, MLR3; 15.7 highest:
 * 3570-C, 3590 Ultra SCSI B, 3590E). The printed "Amount of Loss" is the fraction kept (.95 x, not 5% lost). An
 * idea of what a drive can do, not a measurement: the text warns the real loss is "far more complex". Save
 * operations only. #N/A for the 6380 (its compaction 0.0 stands for an unprinted compression value) and for the
 * 6381, 6382, 7208-342 and 3590 B Non Ultra, which the text puts in no class. The 3570 example prints 16848 by
 * rounding 4.675 MB/s to 4.68; the formula gives 16830. Source: PCR V4R5 15.4, 15.5-15.7, Tables 15.1.1,
 * 15.5.1, 15.6.1, 15.7.1.
 * @customfunction TAPERATE
 * @param drive Tape drive as Table 15.1.1 prints it, e.g. "3590E", "3570", "3570-C", "MLR3", "6390" ("3590B"
 *   is the 3590 Ultra SCSI B model). A range gives a range of results.
 * @param workload A workload of 15.3: "2GB" (large file), "NUMX" (user mix), "DLO" (folders) or "NSRC" (source
 *   files). "LARGEFILE" and "USERMIX" also read.
 * @returns Save rate in MB/HR.
 */
export function tapeRate(drive: any[][], workload: any[][]): any[][] {
  return excel(SPECS.TAPERATE, [drive, workload]);
}

/**
 * The tape rate formula of 15.4 with your own numbers: TapeSpeed (MB/s) x Loss x Compaction x 3600 (PCR 15.4).
 * Loss is LossFromWorkLoadType. Use it for drives the text puts in no class, or for your own measured
 * compaction. Source: PCR V4R5 15.4 (formula), Table 15.1.1.
 * @customfunction TAPERATERAW
 * @param mb_per_s Native tape speed in MB/s (Table 15.1.1 "Rate (MB/S)"). A range gives a range of results.
 * @param retained_fraction Share of the speed the workload keeps, as a fraction (the printed "Amount of Loss": 95% is 0.95).
 * @param compaction Compaction ratio, e.g. 2.8 for LZ1 on typical data, 1.8 without (15.1).
 * @returns Save rate in MB/HR.
 */
export function tapeRateRaw(mb_per_s: any[][], retained_fraction: any[][], compaction: any[][]): any[][] {
  return excel(SPECS.TAPERATERAW, [mb_per_s, retained_fraction, compaction]);
}

/**
 * Hours to save (or restore) an amount of data at a rate: size x 1000 / rate (PCR 15.9). 1 GB is 1000 MB, as
 * the chapter converts (2.7 TB/HR = 2700000 MB/HR). An add-in rule (the text prints no formula). Source: PCR
 * V4R5 15.9 (rates in MB/HR), 15.4.
 * @customfunction SAVEHOURS
 * @param size_gb Data to save in GB. A range gives a range of results.
 * @param rate_mb_per_hr Save or restore rate in MB/HR, e.g. from TAPERATE or SRRATE.
 * @returns Elapsed hours.
 */
export function saveHours(size_gb: any[][], rate_mb_per_hr: any[][]): any[][] {
  return excel(SPECS.SAVEHOURS, [size_gb, rate_mb_per_hr]);
}

/**
 * Processors needed to feed tape drives at full speed (PCR 15.10, 15.11, 15.21). 1/2 per drive for large file
 * data ("2 drives per processor"), 1 1/3 per drive for user mix (NUMX) data. Measured in the IBM Rochester lab
 * on 8xx models (a lookup of a measurement, not a predictor); DASD arms and memory can limit first (a 270 feeds
 * about one high speed drive). Unrounded: apply ROUNDUP for whole processors. Source: PCR V4R5 15.10, 15.11,
 * 15.21 (tip 4).
 * @customfunction TAPECPUS
 * @param drives Number of tape drives to feed (whole number). A range gives a range of results.
 * @param workload "2GB" (large file, also "LARGEFILE") or "NUMX" (user mix, also "USERMIX"), the workload names TAPERATE takes.
 * @returns Processors (fractional).
 */
export function tapeCpus(drives: any[][], workload: any[][]): any[][] {
  return excel(SPECS.TAPECPUS, [drives, workload]);
}

/**
 * One printed rate of the save/restore measurement tables (PCR 15.9-15.20). Each table is one machine and
 * configuration: a lookup of a measurement, not a predictor. Tables: "15.9" parallel 128 GB-1 TB files by
 * drives (840 24-way); "15.9-24" 24 drives concurrent/parallel; "15.13" memory pool 1X/2X/3X (840 12-way);
 * "15.14.1" DASD units 15-75 on a 3590E (840 12-way); "15.14.1-CONCURRENT" 1-3 3590Es at 75/90 DASD units, in
 * GB/HR as printed under an MB/HR caption; "15.16.1" 270 1-way; "15.16.2" 820 1-way 12 DASD; "15.16.3" 820
 * 1-way 57 DASD; "15.16.4" 820 4-way; "15.16.5" 840 24-way (row printed "3590" under a 3590E caption);
 * "15.17.1"-"15.17.3" 650-2189 3590 Ultra SCSI B by drives; "15.17.4" 740-2070 parallel; "15.17.5" 170-2291;
 * "15.17.6" 740-2070; "15.18-A", "15.18-B" V4R3 (uncaptioned); "15.19-C48", "15.19-C46" optical; "15.20" HSM on
 * a 20S-2166. Blank cells are #N/A (not measured). Source: PCR V4R5 15.9-15.20, Tables 15.14.1,
 * 15.16.1-15.16.5, 15.17.1-15.17.6.
 * @customfunction SRRATE
 * @param table Table key, e.g. "15.16.4", "15.17.1", "15.18-A". A range gives a range of results.
 * @param [row] Row of the table: a tape device, file, DASD units, memory, workload or mode; blank for tables
 *   without rows. Tape device ("3590E", "MLR3"), file ("128 GB"), DASD units (45), memory ("2X"), workload
 *   (15.17.4, 15.20), "CONCURRENT"/"PARALLEL" (15.9-24); the tables without rows are 15.17.1-15.17.3 and 15.19.
 * @param [operation] "SAVE" or "RESTORE" ("S"/"R"); blank for 15.20 (HSM).
 * @param [column] Workload ("NUMX", "NSRC", "DLO", "2GB", "16GB", "NUMX6G") or number of tape drives; blank where the table has one column.
 * @returns Rate in MB/HR (GB/HR for "15.14.1-CONCURRENT", as printed).
 */
export async function srRate(table: any[][], row?: any[][], operation?: any[][], column?: any[][]): Promise<any[][]> {
  return excel(SPECS.SRRATE, [table, row, operation, column]);
}
