/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/dasd.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Disk operations per second one arm can do at a utilization: utilization / service time (PCR 14.1). At the 40%
 * guideline this is the Interactive Ops/Sec column of Tables 14.1-14.3 (8.7 ms gives 46.0). Ops are the
 * "interactive op" of the tables: 7 KB, 70% read, 80% 1/3 seek. Source: PCR V4R5 14.1, Tables 14.1-14.3
 * (Interactive Ops/Sec at 40% utilization).
 * @customfunction DASDOPSPERARM
 * @param service_ms Service time of one disk operation in milliseconds (Tables 14.1-14.3 "Service Time"). A range gives a range of results.
 * @param [utilization] Arm utilization to plan for, as a fraction (default 0.4, the 40% guideline; 0.55 for a one-arm configuration).
 * @returns Disk operations per second per arm.
 */
export function dasdOpsPerArm(service_ms: any[][], utilization?: any[][]): any[][] {
  return excel(SPECS.DASDOPSPERARM, [service_ms, utilization]);
}

/**
 * Maximum arm utilization to plan for: 55% with one arm, 40% with two or more (PCR 14.1). At a 40% average some
 * arms run at 50-55%; QSIZE400 and BEST/1 let one arm reach 55%. Source: PCR V4R5 14.1 (Conclusions /
 * Recommendations).
 * @customfunction DASDUTILGUIDE
 * @param arms Number of disk arms in the configuration (whole number, 1 or more). A range gives a range of results.
 * @returns Arm utilization as a fraction (0.55 or 0.4).
 */
export function dasdUtilGuide(arms: any[][]): any[][] {
  return excel(SPECS.DASDUTILGUIDE, [arms]);
}

/**
 * Disk arms needed for a load, by the 55% and 40% arm utilization guidelines (PCR 14.1). It is 1 while one arm
 * stays at or under 55% busy, otherwise enough arms to average 40% (ROUNDUP of load / (0.4 x 1000 / service
 * ms)). An add-in rule built on the printed guidelines; capacity (GB) is a separate requirement. Source: PCR
 * V4R5 14.1 (arms for the DASD IO volume, 40% and 55% guidelines), Tables 14.1-14.3.
 * @customfunction DASDARMSNEEDED
 * @param total_ops Disk operations per second the configuration must carry. A range gives a range of results.
 * @param service_ms Service time of one disk operation in milliseconds (Tables 14.1-14.3 "Service Time", e.g. 8.1 for the 6533-6607).
 * @returns Number of arms (whole number).
 */
export function dasdArmsNeeded(total_ops: any[][], service_ms: any[][]): any[][] {
  return excel(SPECS.DASDARMSNEEDED, [total_ops, service_ms]);
}

/**
 * Disk read volume to a RAID-5 array with one failed arm, as a multiple of normal: 2(N-1)/N (PCR 14.2). It
 * gives the printed 1.5 for 4 arms and 1.75 for 8. Reads to other subsystems are unaffected. Source: PCR V4R5
 * 14.2 (Impact of failed DASD in RAID Subsystem, READ).
 * @customfunction RAID5READFACTOR
 * @param arms Arms in the parity array, 4 to 10. A range gives a range of results.
 * @returns Multiplier of the array's read IO volume.
 */
export function raid5ReadFactor(arms: any[][]): any[][] {
  return excel(SPECS.RAID5READFACTOR, [arms]);
}

/**
 * Physical disk IOs per write to a RAID-5 array with one failed arm: (5N-7)/N (PCR 14.2). Averaged over the
 * three printed cases, it gives the printed 3.25 for 4 arms and 4.125 for 8 (printed rounded as 4.13). Normal
 * RAID-5 is 4 (2 reads plus 2 writes). Source: PCR V4R5 14.2 (Impact of failed DASD in RAID Subsystem, WRITE).
 * @customfunction RAID5WRITEFACTOR
 * @param arms Arms in the parity array, 4 to 10. A range gives a range of results.
 * @returns Physical IOs per logical write.
 */
export function raid5WriteFactor(arms: any[][]): any[][] {
  return excel(SPECS.RAID5WRITEFACTOR, [arms]);
}

/**
 * Measured disk operations per second per GB of the units you plan to replace (PCR 14.2). Read from the
 * Performance Tools System Report (Disk Utilization: "Op Per Second" and "Size (M)" summed; GB = MB / 1000);
 * mirrored units count half. Compare with the Ops/Sec/GB of Tables 14.1-14.3 (DASDSPEC) or DASDRECOMMEND.
 * Source: PCR V4R5 14.2 (Using the OPS/SEC/GB Chart, steps 1-5).
 * @customfunction DASDOPSPERGB
 * @param total_ops Sum of "Op Per Second" of the units to replace (peak hour, 10-minute intervals). A range gives a range of results.
 * @param total_mb Sum of "Size (M)" of the same units, in MB.
 * @param [mirrored_ops] Part of total_ops on mirrored units, counted half (default 0).
 * @param [mirrored_mb] Part of total_mb on mirrored units, counted half (default 0).
 * @returns Operations per second per GB.
 */
export function dasdOpsPerGb(total_ops: any[][], total_mb: any[][], mirrored_ops?: any[][], mirrored_mb?: any[][]): any[][] {
  return excel(SPECS.DASDOPSPERGB, [total_ops, total_mb, mirrored_ops, mirrored_mb]);
}

/**
 * Disk unit the Ops/Sec/GB rule of thumb points to: "6714" under 3, "6713" under 4, otherwise "6607" (PCR
 * 14.2). They hold 17548, 8589 and 4194 MB per arm. The 6606 (printed "1976 MB per arm", a misprint of 1967) is
 * only for extreme cases beyond the 6607's limits, so it is never returned. The rule assumes a large capacity
 * requirement for 6714/6713. Source: PCR V4R5 14.2 (Ops/Sec/GB Guidelines, Conclusions / Recommendations).
 * @customfunction DASDRECOMMEND
 * @param ops_per_gb Required physical Ops/Sec/GB (e.g. from DASDOPSPERGB). A range gives a range of results.
 * @returns Disk unit feature as text.
 */
export function dasdRecommend(ops_per_gb: any[][]): any[][] {
  return excel(SPECS.DASDRECOMMEND, [ops_per_gb]);
}

/**
 * One printed cell of Tables 14.1-14.3 for a controller-disk model, e.g. "6533-6607" or "9337-580" (PCR 14.1).
 * Measured and modelled in the IBM development laboratory for each configuration (a lookup of a measurement,
 * not a predictor). Fields: MB, ARMS, SERVICE (ms), OPS (per arm at 40%), REL, BATCH (hours; the "*" RAID-mode
 * note is dropped), OPSGB_BASE, OPSGB_RAID (HA for the 9337), SOURCE, QUIRKS. Kept as printed: 6530-6605 REL is
 * 1.7 where 35.1/20 gives 1.8. The 6522 reads the 6502 rows; 6532, 2726, 2740, 6751 and 4748 are not printed
 * (#N/A). Source: PCR V4R5 14.1, Tables 14.1, 14.2, 14.3.
 * @customfunction DASDSPEC
 * @param disk_model Controller-disk as printed, e.g. "6533-6607", "2748-6718", "9337-580". A range gives a range of results.
 * @param field MB, ARMS, SERVICE, OPS, REL, BATCH, OPSGB_BASE, OPSGB_RAID, OPSGB_HA, SOURCE or QUIRKS.
 * @returns The printed value (number), or text for SOURCE and QUIRKS; #N/A for a blank cell (no RAID).
 */
export function dasdSpec(disk_model: any[][], field: any[][]): any[][] {
  return excel(SPECS.DASDSPEC, [disk_model, field]);
}

/**
 * MB per arm of a disk unit model on a controller, as Appendix C prints it (PCR Appendix C). 072 and 074 are
 * RAID with parity on 8 and on 4 arms. Four 070 cells are misprints kept as printed: 6813-070 on the 6533/6754
 * (8689), 6714-070 on the 6533/6754 (14548), 6713-070 on the 2741/2740/2726 and on the 2748 (8689);
 * corrected=TRUE gives the unit's full capacity there (8589, 17548). #N/A when the controller does not support
 * the unit. Source: PCR V4R5 Appendix C, Tables C.1-C.9.
 * @customfunction DASDUNITMB
 * @param controller Controller feature, e.g. "6533", "2748", "2763" (6532, 6751 and 2726 read their printed equivalents). A range gives a range of results.
 * @param dasd Disk unit feature, e.g. "6607", "6718", "4318".
 * @param model Disk unit model: "030", "050", "070", "072" or "074" (a typed 70 is read as 070).
 * @param [corrected] TRUE to replace the four misprinted cells by the full capacity (default FALSE: as printed).
 * @returns MB per arm.
 */
export function dasdUnitMb(controller: any[][], dasd: any[][], model: any[][], corrected?: any[][]): any[][] {
  return excel(SPECS.DASDUNITMB, [controller, dasd, model, corrected]);
}

/**
 * What Appendix C says of a disk controller: write cache, RAID-5, arrays, drives per array, disk units (PCR
 * Appendix C). Write cache in MB (0 = none), RAID-5 support, maximum arrays, drives per array, disk units it
 * attaches (max_units is the largest count over the enclosures listed in units), and the table of its units.
 * Without an attribute, spills all of them as name/value pairs. Source: PCR V4R5 Appendix C (controller
 * descriptions).
 * @customfunction DASDCONTROLLER
 * @param controller Controller feature, e.g. "6533", "2748", "4748", "9767". With an attribute, a range gives a range of results.
 * @param [attribute] The field to answer; omit it to spill all. One of feature, also, table, writecache_mb,
 *   compressed_writecache_mb, raid, max_arrays, drives_per_array, max_units, units or source.
 * @returns The attribute's value, or the facts as name/value pairs.
 */
export function dasdController(controller: any[][], attribute?: any[][]): any[][] {
  return excel(SPECS.DASDCONTROLLER, [controller, attribute]);
}
