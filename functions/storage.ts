/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/storage.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * LPAR overhead of a partition running alongside others vs. alone, by its number of processors (PCR 18.4). 1.5%
 * (2, projected), 3.0% (4, measured), 6.0% (8, projected), 9.0% (12, measured); other sizes are #N/A. Measured
 * on one 4-way system and one 12-way 740 at V4R4M0 with the CPU at 70% (a lookup of a measurement, not a
 * predictor). Source: PCR V4R5 18.4 (LPAR Measurements, n-way overhead chart).
 * @customfunction LPAROVERHEAD
 * @param processors Processors in the system: 2, 4, 8 or 12. A range gives a range of results.
 * @returns Overhead as a fraction of the partition's capacity (0.09 is 9%).
 */
export function lparOverhead(processors: any[][]): any[][] {
  return excel(SPECS.LPAROVERHEAD, [processors]);
}

/**
 * One cell of the LPAR measurement charts (PCR 18.4). The configurations are "8+4", "2x6" ((2) 6-ways) and
 * "3x4" ((3) 4-ways) on a 12-way, "2x2" ((2) 2-ways) on a 4-way, and the projected "12x1" and "6x2". Measured
 * on one 12-way 740 and one 4-way system at V4R4M0 with the CPU at 70%; the 12x1 and 6x2 rows are projections
 * from 1- and 2-way measurements (a lookup of a measurement, not a predictor). Source: PCR V4R5 18.4 (LPAR
 * Measurements charts).
 * @customfunction LPARMEASURE
 * @param configuration "8+4", "2x6", "3x4", "2x2", "12x1" or "6x2", or the label as printed, e.g. "(3) 4-ways". A range gives a range of results.
 * @param [column] "total_cpw" (default), "standalone_cpw", "increase", "primary_cpw", "secondary_cpw", "secondary2_cpw" or "overhead".
 * @returns CPW for the CPW columns; a fraction for "increase" and "overhead" (0.13 is 13%).
 */
export function lparMeasure(configuration: any[][], column?: any[][]): any[][] {
  return excel(SPECS.LPARMEASURE, [configuration, column]);
}

/**
 * CPW to expect of a partition from the CPW of an equivalent stand-alone system (PCR 18.5, 18.3). About 10%
 * less when all partitions run their peak loads at the same time (the document's "reasonable and safe
 * guideline" when consolidating), nearly the same when the other partitions are idle or lightly used. Drawn
 * from measurements on a 12-way 740. Source: PCR V4R5 18.5 (Summary), 18.3.
 * @customfunction LPARCAPACITY
 * @param standalone_cpw CPW of the equivalent stand-alone system, 0 or more. A range gives a range of results.
 * @param [concurrent_peaks] TRUE (the default) when all partitions run their peaks together: 10% less. FALSE
 *   when the others are idle or lightly used: no reduction. Type FALSE: 0 and an empty cell read as omitted
 *   (TRUE).
 * @returns Expected partition capacity (CPW units).
 */
export function lparCapacity(standalone_cpw: any[][], concurrent_peaks?: any[][]): any[][] {
  return excel(SPECS.LPARCAPACITY, [standalone_cpw, concurrent_peaks]);
}

/**
 * First approximation of the main storage a workload needs on RISC from its main storage on CISC (PCR 19.3,
 * Table 19.3). It is 2 x CISC + 16 MB up to 160 MB, 2 x CISC above (the table's rows do not join: 160 MB gives
 * 336 MB, 161 MB gives 322 MB), never below the 32 MB RISC (PowerPC) minimum. An 8 MB CISC system that is
 * overcommitted may need 64 MB. Add the CISC storage for new work first; follow up with BEST/1. Source: PCR
 * V4R5 19.3, Table 19.3.
 * @customfunction RISCMEMORY
 * @param cisc_mb Main storage on the CISC system, in MB, above 0. A range gives a range of results.
 * @returns Main storage on RISC, in MB.
 */
export function riscMemory(cisc_mb: any[][]): any[][] {
  return excel(SPECS.RISCMEMORY, [cisc_mb]);
}

/**
 * Main storage for a system used mainly for application development: about 25 MB per concurrent compile (PCR
 * 13.4). An initial estimate (the document's example rounds 10 compiles, 250 MB, up to a 256 MB system); other
 * work comes on top; use BEST/1 for detail. Source: PCR V4R5 13.4 (Working Memory Guidelines for Compiles),
 * referred to by 19.3.
 * @customfunction COMPILEMEMORY
 * @param concurrent_compiles Compiles running at the same time, 0 or more. A range gives a range of results.
 * @returns Main storage, in MB.
 */
export function compileMemory(concurrent_compiles: any[][]): any[][] {
  return excel(SPECS.COMPILEMEMORY, [concurrent_compiles]);
}

/**
 * Size QPFRADJ gives *INTERACT or *BASE at IPL from the storage the Machine and Spool pools leave (PCR 19.4).
 * 70% goes to *INTERACT and 30% to *BASE, the opposite on Server models. Source: PCR V4R5 19.4 (Memory Tuning
 * Updates, item 2).
 * @customfunction IPLPOOLSIZE
 * @param remaining_storage Main storage left after the Machine and Spool pools, in any unit (KB, MB); the
 *   result is in the same unit. A range gives a range of results.
 * @param pool "*INTERACT" or "*BASE".
 * @param [server_model] TRUE for a Server model (default FALSE).
 * @returns Pool size, in the unit of remaining_storage.
 */
export function iplPoolSize(remaining_storage: any[][], pool: any[][], server_model?: any[][]): any[][] {
  return excel(SPECS.IPLPOOLSIZE, [remaining_storage, pool, server_model]);
}

/**
 * Largest size the performance adjustment (QPFRADJ) gives an active pool: 3072 KB per active job in it (PCR
 * 19.4). The figure is up from 2048 KB. Source: PCR V4R5 19.4 (Memory Tuning Updates, item 4).
 * @customfunction POOLMAXKB
 * @param active_jobs Active jobs in the pool, a whole number, 0 or more. A range gives a range of results.
 * @returns Maximum pool size, in KB.
 */
export function poolMaxKb(active_jobs: any[][]): any[][] {
  return excel(SPECS.POOLMAXKB, [active_jobs]);
}

/**
 * Share of the interactive response time spent page faulting in the interactive pool (PCR 19.5). It is disk
 * response time x faults per second / (transactions per hour / 3600) / response time. Below 10%: little to gain
 * from more storage; 25% or more: adding storage to the pool may help. Of limited value with expert cache.
 * Source: PCR V4R5 19.5 (User Pool Faulting Guidelines, Interactive steps 1-7).
 * @customfunction FAULTPCTINT
 * @param faults_per_second Database plus non-database faults per second in the interactive pool. A range gives a range of results.
 * @param response_time Interactive response time for the interval, in seconds, above 0.
 * @param disk_response_time Average disk response time for the interval, in seconds (8 ms is 0.008).
 * @param transactions_per_hour Interactive transactions per hour, above 0.
 * @returns Faulting share of the response time as a fraction (0.12 is 12%).
 */
export function faultPctInt(faults_per_second: any[][], response_time: any[][], disk_response_time: any[][], transactions_per_hour: any[][]): any[][] {
  return excel(SPECS.FAULTPCTINT, [faults_per_second, response_time, disk_response_time, transactions_per_hour]);
}

/**
 * Share of a batch job's time spent page faulting in its pool (PCR 19.5). It is faults per second x disk
 * response time, divided by the batch jobs running together (flt%); with the batch CPU utilization, flt% /
 * (flt% + batch CPU), the time faulting compared with the time at the processor (newflt%). Below 10%: low
 * potential gain; above 25%: worth moving storage into the pool. Source: PCR V4R5 19.5 (User Pool Faulting
 * Guidelines, Batch steps 1-4).
 * @customfunction FAULTPCTBATCH
 * @param faults_per_second Database plus non-database faults per second in the batch pool. A range gives a range of results.
 * @param disk_response_time Average disk response time for the interval, in seconds (8 ms is 0.008).
 * @param [batch_cpu] Batch CPU utilization for the interval as a fraction (30% is 0.3); omit it (or give 0) for flt% without the CPU adjustment.
 * @param [concurrent_jobs] Batch jobs running concurrently in the pool, a whole number from 1 (default 1).
 * @returns Faulting share as a fraction (0.25 is 25%).
 */
export function faultPctBatch(faults_per_second: any[][], disk_response_time: any[][], batch_cpu?: any[][], concurrent_jobs?: any[][]): any[][] {
  return excel(SPECS.FAULTPCTBATCH, [faults_per_second, disk_response_time, batch_cpu, concurrent_jobs]);
}

/**
 * AS/400 resources to reserve for installed Integrated Netfinity Servers: the rule of thumb per INS times the
 * count (PCR 17.3). Rules of thumb from NetBench and ServerBench on a 4 GB storage space (Exchange on 35 GB for
 * the application load); a larger space needs more arms and IOA. Disk arms count as fully used at 40%, IOPs and
 * IOAs at 80%; IOP and IOA are fractions of one. Source: PCR V4R5 17.3, Figure 17.4 (Integrated Netfinity
 * Server Rules of Thumb).
 * @customfunction INSRESERVE
 * @param mhz INS processor speed: 333 or 700. A range gives a range of results.
 * @param load "file" (file serving) or "application" (700 MHz only).
 * @param level INS CPU load: 60 (minimum to allocate), 100 (saturation) or "WC" (worst case); 0.6 and 1 also accepted. Application load: 100 only.
 * @param resource "CPW", "IOP", "IOA", "ARMS" (disk arms without parity) or "ARMS_PARITY" (with parity).
 * @param [count] Installed INS, a whole number from 1 to 16 (default 1; 0 or an empty cell reads as 1, a count of servers).
 * @returns CPW, IOPs, IOAs or disk arms to reserve.
 */
export function insReserve(mhz: any[][], load: any[][], level: any[][], resource: any[][], count?: any[][]): any[][] {
  return excel(SPECS.INSRESERVE, [mhz, load, level, resource, count]);
}

/**
 * BEST/1 factor for a CISC workload's transactions on a RISC configuration, by workload type (PCR B.1, Table
 * B.1). It applies to CPU time, working set size or I/O counts: general *NORMAL/*BATCHJOB 1.00/2.00/1.00; CPU
 * intensive *TRNNORM1/*TRNBAT1; I/O intensive *TRNNORM2/*TRNBAT2; development *TRNNORM3/*TRNBAT3. BEST/1 also
 * adds the 16 MB minimum RISC machine pool. Source: PCR V4R5 B.1, Table B.1 (CISC-to-RISC Conversion Factors),
 * Table B.2.
 * @customfunction CISCRISCFACTOR
 * @param quantity "CPU" (CPU time), "WSS" (working set size) or "IO" (I/O counts). A range gives a range of results.
 * @param workload_type A BEST/1 workload type (*NORMAL, *BATCHJOB, *TRNNORM1-3, *TRNBAT1-3) or a kind of work.
 *   The kinds: "general", "CPU intensive", "I/O intensive", "development".
 * @returns Conversion factor (multiplier).
 */
export function ciscRiscFactor(quantity: any[][], workload_type: any[][]): any[][] {
  return excel(SPECS.CISCRISCFACTOR, [quantity, workload_type]);
}

/**
 * BEST/1 workload type a workload's CPU seconds per I/O suggest (PCR B.1, Table B.3). At an average I/O
 * response time of 10, 20 or 30 msec (the sample values of Table B.3): I/O intensive (*TRNNORM2/*TRNBAT2),
 * *NORMAL/*BATCHJOB, or CPU intensive (*TRNNORM1/*TRNBAT1). Source: PCR V4R5 B.1, Table B.3.
 * @customfunction BEST1WORKLOAD
 * @param cpu_per_io CPU seconds per transaction divided by its reads and writes (5 / 100 is 0.05). A range gives a range of results.
 * @param avg_io_response_ms Average I/O (DASD) response time in milliseconds: 10, 20 or 30.
 * @returns The workload type, as Table B.3 heads its column.
 */
export function best1Workload(cpu_per_io: any[][], avg_io_response_ms: any[][]): any[][] {
  return excel(SPECS.BEST1WORKLOAD, [cpu_per_io, avg_io_response_ms]);
}
