/**
 * Disk sizing, PCR V4R5 Chapter 14 and Appendix C: arm capacity at the utilization guideline, arms
 * a load needs, RAID-5 exposed-mode factors, measured Ops/Sec/GB, the disk choice by Ops/Sec/GB,
 * and lookups of Tables 14.1-14.3, C.1-C.9 and the controller facts (addin/tables/dasd.ts).
 * Utilizations are fractions; service times ms; capacities MB (1 GB = 1000 MB, line 4745).
 */
import type { PrintedRow } from '../tables/printed';
import { isError, naError, numError, type Result } from '../errors';
import { APPENDIX_C, APPENDIX_C_CORRECTED, type Controller, CONTROLLERS, type DiskTable, PERFORMANCE_TABLES, RAID_ARRAY } from '../tables/dasd';

/** Line 4433 (Interactive Ops/Sec "at 40% utilization") and line 4560 (one arm may reach 55%). */
export const ARM_UTILIZATION = 0.4;
export const ONE_ARM_UTILIZATION = 0.55;

const key = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const finite = (x: number): boolean => Number.isFinite(x);

/**
 * Ops/sec one arm can do at a utilization: utilization / service time. DERIVED from line 4433, and it
 * reproduces every Interactive Ops/Sec cell of Tables 14.1-14.3 (400 / ms, to 0.1).
 */
export function opsPerArm(serviceMs: number, utilization: number = ARM_UTILIZATION): Result<number> {
  if (!finite(serviceMs) || serviceMs <= 0) return numError(`service_ms must be above 0, got ${serviceMs}`);
  if (!finite(utilization) || utilization <= 0 || utilization > 1) {
    return numError(`utilization is a fraction above 0 and at most 1 (40% is 0.4), got ${utilization}`);
  }
  return (utilization * 1000) / serviceMs;
}

/** Line 4560: 55% for a one-arm configuration, 40% for two or more (some arms run at 50-55%). */
export function utilizationGuide(arms: number): Result<number> {
  if (!Number.isInteger(arms) || arms < 1) return numError(`arms must be a whole number of 1 or more, got ${arms}`);
  return arms === 1 ? ONE_ARM_UTILIZATION : ARM_UTILIZATION;
}

/**
 * Arms that keep a load within the guideline (DERIVED from lines 4558-4560): one arm while it stays
 * at or under 55%, otherwise enough arms to average 40%. Rounded to 12 digits before the ceiling so
 * that a load of exactly n arms' capacity is n arms, not n + 1 by a floating-point hair.
 */
export function armsNeeded(totalOps: number, serviceMs: number): Result<number> {
  if (!finite(totalOps) || totalOps < 0) return numError(`total_ops must be 0 or more, got ${totalOps}`);
  const one = opsPerArm(serviceMs, ONE_ARM_UTILIZATION);
  if (typeof one !== 'number') return one;
  if (totalOps <= one) return 1;
  return Math.ceil(Number(((totalOps * serviceMs) / (ARM_UTILIZATION * 1000)).toPrecision(12)));
}

function parityArms(arms: number): Result<number> {
  // Line 4661: a failed arm's read needs "3 to 9 overlapped reads", i.e. arrays of 4 to 10 arms (Appendix C, line 7601).
  if (!Number.isInteger(arms) || arms < RAID_ARRAY.minDrives || arms > RAID_ARRAY.maxDrives) {
    return numError(`arms in the parity array must be a whole number from ${RAID_ARRAY.minDrives} to ${RAID_ARRAY.maxDrives} (PCR Appendix C), got ${arms}`);
  }
  return arms;
}

/**
 * Read volume to a RAID-5 array with one failed arm, relative to normal (lines 4661-4663). DERIVED
 * closed form: a read finds the failed arm 1 time in N and then reads the N - 1 others, so the average
 * is 2(N - 1)/N; it gives the printed 1.5 (4 arms) and 1.75 (8 arms).
 */
export function raid5ReadFactor(arms: number): Result<number> {
  const n = parityArms(arms);
  return typeof n === 'number' ? (2 * (n - 1)) / n : n;
}

/**
 * Physical IOs per write to a RAID-5 array with one failed arm (lines 4667-4671), averaged over the
 * three printed cases: failed arm not involved (N - 2 in N: 2 reads + 2 writes), write to the failed
 * arm (1 in N: N - 1 reads + 1 write), failed parity arm (1 in N: 1 write). DERIVED: (5N - 7)/N,
 * which gives the printed 3.25 (4 arms) and 4.125, printed rounded as 4.13 (8 arms).
 */
export function raid5WriteFactor(arms: number): Result<number> {
  const n = parityArms(arms);
  return typeof n === 'number' ? (5 * n - 7) / n : n;
}

/**
 * Measured Ops/Sec/GB (lines 4741-4747): operations per second over installed GB (MB / 1000) of the
 * units to be replaced, with the ops and the MB of mirrored units counted half.
 */
export function opsPerGb(totalOps: number, totalMb: number, mirroredOps = 0, mirroredMb = 0): Result<number> {
  for (const [name, v] of [
    ['total_ops', totalOps],
    ['total_mb', totalMb],
    ['mirrored_ops', mirroredOps],
    ['mirrored_mb', mirroredMb],
  ] as const) {
    if (!finite(v) || v < 0) return numError(`${name} must be 0 or more, got ${v}`);
  }
  if (mirroredOps > totalOps) return numError(`mirrored_ops (${mirroredOps}) is part of total_ops (${totalOps}), so it cannot be larger`);
  if (mirroredMb > totalMb) return numError(`mirrored_mb (${mirroredMb}) is part of total_mb (${totalMb}), so it cannot be larger`);
  const gb = (totalMb - mirroredMb / 2) / 1000;
  if (gb <= 0) return numError('total_mb must be above 0: Ops/Sec/GB needs installed capacity');
  return (totalOps - mirroredOps / 2) / gb;
}

/** Lines 4716-4718: 6714 under 3 Ops/Sec/GB, 6713 under 4, 6607 "for almost all other situations". */
export function recommendDisk(opsPerGbValue: number): Result<string> {
  if (!finite(opsPerGbValue) || opsPerGbValue < 0) return numError(`ops_per_gb must be 0 or more, got ${opsPerGbValue}`);
  if (opsPerGbValue < 3) return '6714';
  if (opsPerGbValue < 4) return '6713';
  return '6607';
}

// ---- Tables 14.1-14.3 ----

/** Controllers the text relates to a printed one but the tables do not print (lines 4427, 4523). */
const UNPRINTED: Readonly<Record<string, string>> = {
  '6532': 'the 6533 has "slightly better performance than the 6532" (line 4523); Tables 14.1-14.3 print only the 6533',
  '2726': 'the 2741 has "slightly better performance than the 2726" (line 4523); Tables 14.1-14.3 print only the 2741',
  '2740': 'the 2740 performs like the 2726 "but has slightly slower performance at higher throughput ranges" (line 4523); no row is printed',
  '6751': 'the 6754 relates to the 6751 as the 6533 to the 6532 (line 4523); Tables 14.1-14.3 print only the 6754',
  '4748': 'the text groups it with the 2748 ("2748 (4748)", line 4425), but Appendix C gives it other disk units (4314-4324) and no row is printed',
};

const PERFORMANCE_ROWS = new Map<string, { table: DiskTable; row: PrintedRow }>(
  PERFORMANCE_TABLES.flatMap((table) => table.rows.map((row) => [key(row[1]), { table, row }] as const)),
);

const FIELDS: Readonly<Record<string, number | 'source' | 'quirks'>> = {
  MB: 2,
  ARMS: 3,
  SERVICE: 4,
  SERVICEMS: 4,
  SERVICETIME: 4,
  OPS: 5,
  OPSPERSEC: 5,
  REL: 6,
  BATCH: 7,
  BATCHHOURS: 7,
  OPSGBBASE: 8,
  BASE: 8,
  OPSGBRAID: 9,
  RAID: 9,
  OPSGBHA: 9,
  HA: 9,
  SOURCE: 'source',
  QUIRKS: 'quirks',
};
export const SPEC_FIELDS = 'MB, ARMS, SERVICE, OPS, REL, BATCH, OPSGB_BASE, OPSGB_RAID (OPSGB_HA), SOURCE, QUIRKS';

/**
 * One cell of Tables 14.1-14.3 for a "controller-disk" model (e.g. "6533-6607", "9337-580"), as a
 * number; the Batch Hours "*" (the RAID-mode batch note) is dropped. The 6522 reads the 6502 rows
 * (line 4427: "the same performance characteristics").
 */
export function diskSpec(model: string, field: string): Result<number | string> {
  const f = FIELDS[key(field)];
  if (f === undefined) return naError(`Unknown field "${field}": use one of ${SPEC_FIELDS}`);
  let k = key(model);
  if (k.startsWith('6522')) k = `6502${k.slice(4)}`;
  const hit = PERFORMANCE_ROWS.get(k);
  if (!hit) {
    const note = UNPRINTED[k.slice(0, 4)];
    const controllers = [...new Set([...PERFORMANCE_ROWS.values()].map((h) => h.row[1].split('-')[0]))].join(', ');
    return naError(
      note
        ? `"${model}": ${note}`
        : `"${model}" is not in Tables 14.1-14.3: give controller-disk as printed, e.g. "6533-6607", "9337-580" (controllers ${controllers})`,
    );
  }
  const { table, row } = hit;
  if (f === 'source') return `PCR V4R5 Table ${table.id}, line ${row[0]}`;
  if (f === 'quirks') return table.quirks[row[0]] ?? '';
  const cell = row[f] as string;
  if (cell === '') {
    return naError(
      `${row[1]}: Table ${table.id} prints no ${table.columns[f - 1].split(' (')[0]} (${row[1].split('-')[0]} does NOT support RAID, PCR Appendix C)`,
    );
  }
  return Number(cell.replace('*', ''));
}

// ---- Appendix C ----

const CONTROLLER_BY_KEY = new Map<string, Controller>(CONTROLLERS.flatMap((c) => [c.feature, ...c.also].map((f) => [f, c] as const)));
const controllerNames = (): string => CONTROLLERS.map((c) => (c.also.length ? `${c.feature} (${c.also.join(', ')})` : c.feature)).join(', ');

export function findController(controller: string): Result<Controller> {
  const c = CONTROLLER_BY_KEY.get(key(controller));
  return c ?? naError(`Unknown controller "${controller}": Appendix C describes ${controllerNames()}`);
}

/**
 * MB per arm of a disk unit model on a controller (Appendix C). The printed value by default; with
 * `corrected`, the four misprinted 070 cells (lines 7652, 7662, 7701, 7748) give the unit's full
 * capacity instead (DERIVED: the 050 row of the same table).
 */
export function unitMb(controller: string, dasd: string, model: string, corrected = false): Result<number> {
  const c = findController(controller);
  if (isError(c)) return c;
  const table = APPENDIX_C.find((t) => t.id === c.table) as DiskTable;
  const d = key(dasd);
  const m = key(model).padStart(3, '0');
  const units = table.rows.filter((r) => r[1] === d);
  if (!units.length) {
    const printed = [...new Set(table.rows.map((r) => r[1]))].join(', ');
    return naError(`Disk unit ${dasd} is not supported on the ${c.feature}: Table ${table.id} lists ${printed}`);
  }
  const row = units.find((r) => r[2] === m);
  if (!row) return naError(`${d} model ${model} is not in Table ${table.id}: models ${units.map((r) => r[2]).join(', ')}`);
  return Number((corrected && APPENDIX_C_CORRECTED[row[0]]) || row[3]);
}

export type Fact = number | string | boolean;
export const CONTROLLER_ATTRIBUTES =
  'feature, also, table, writecache_mb, compressed_writecache_mb, raid, max_arrays, drives_per_array, max_units, units, source';

/** The controller's facts as name/value pairs, in print order. */
export function controllerFacts(c: Controller): [string, Fact][] {
  const pairs: [string, Fact | null][] = [
    ['feature', c.feature],
    ['also', c.also.join(', ') || null],
    ['table', c.table],
    ['writecache_mb', c.writeCacheMb],
    ['compressed_writecache_mb', c.compressedWriteCacheMb],
    ['raid', c.raid],
    ['max_arrays', c.maxArrays],
    ['drives_per_array', c.raid ? `${RAID_ARRAY.minDrives} to ${RAID_ARRAY.maxDrives}, same capacity` : null],
    ['max_units', Math.max(...c.units.map((u) => u[0]))],
    ['units', c.units.map(([n, where]) => `${n} ${where}`).join('; ')],
    ['source', `PCR V4R5 Appendix C, lines ${c.lines.join(', ')}`],
  ];
  return pairs.filter((p): p is [string, Fact] => p[1] !== null);
}

/** One controller fact; #N/A where Appendix C prints none (no arrays without RAID). */
export function controllerFact(controller: string, attribute: string): Result<Fact> {
  const c = findController(controller);
  if (isError(c)) return c;
  const name = key(attribute);
  const all = controllerFacts(c);
  const hit = all.find(([n]) => key(n) === name);
  if (hit) return hit[1];
  const known = CONTROLLER_ATTRIBUTES.split(', ').some((a) => key(a) === name);
  return known
    ? naError(`${c.feature}: Appendix C prints no ${attribute} for it${!c.raid && /ARRAY/.test(name) ? ' (it does NOT support RAID)' : ''}`)
    : naError(`Unknown attribute "${attribute}": use one of ${CONTROLLER_ATTRIBUTES}`);
}

/** All facts of a controller, for a spill. */
export function controllerRow(controller: string): Result<[string, Fact][]> {
  const c = findController(controller);
  return isError(c) ? c : controllerFacts(c);
}
