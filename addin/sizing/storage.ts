/**
 * Main storage and CPU, PCR V4R5 Chapters 13.4 and 17-19 and Appendix B: Integrated Netfinity
 * Server reserves (17.3), LPAR measurements and the 10% guideline (18.4, 18.5), CISC-to-RISC main
 * storage (19.3) and compile memory (13.4, which 19.3 points to), pool sizes (19.4), user pool
 * faulting percentages (19.5) and BEST/1's conversion tables (B.1-B.3). Measured charts are looked
 * up cell by cell from addin/tables/storage.ts; nothing here extrapolates them.
 */
import { naError, numError, type Result } from '../errors';
import type { Transcription } from '../tables/domino';
import { NOT_PRINTED } from '../tables/printed';
import {
  INS_333_FILE,
  INS_700_APP,
  INS_700_FILE,
  LPAR_12WAY,
  LPAR_4WAY,
  LPAR_OVERHEAD,
  LPAR_PROJECTED,
  TABLE_B_1,
  TABLE_B_2,
  TABLE_B_3,
} from '../tables/storage';

/** Lower case, letters, digits, "+" and "." only: "Disk Arms (w/o Parity)*" → "diskarmswoparity", "60%" → "60". */
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9+.]/g, '');

/** A printed cell as a number; percentages ("7%", "1.5 %") as fractions; "n/a", "-" and blank are null. */
function cellValue(cell: string): number | null {
  const t = cell.trim();
  if (NOT_PRINTED.has(t)) return null;
  const percent = /^([\d.]+)\s*%$/.exec(t);
  return percent ? Math.round(Number(percent[1]) * 1e8) / 1e10 : Number(t.replace(/,/g, ''));
}

/** The printed cells of a row, without its line number. */
const cellsOf = (row: Transcription['rows'][number]): readonly string[] => row.slice(1) as string[];
const cellsAt = (table: Transcription, line: number): readonly string[] => cellsOf(table.rows.find((r) => r[0] === line)!);

// ---------------------------------------------------------------- 18.4, 18.5 LPAR

/** Overhead of a partition running with others vs. alone (18.4 chart, lines 6320-6325): measured for 4 and 12, projected for 2 and 8. */
export function lparOverhead(processors: number): Result<number> {
  const rows = LPAR_OVERHEAD.rows.map(cellsOf);
  const row = rows.find(([n]) => Number(n) === processors);
  if (!row) {
    return naError(
      `The 18.4 chart prints the LPAR overhead for ${rows.map(([n]) => n).join(', ')} processors only, not ${processors} (measurements are not extrapolated)`,
    );
  }
  const [, measured, projected] = row;
  return (cellValue(measured) ?? cellValue(projected)) as number;
}

/** Configurations of the 18.4 charts: a count x size id (or a sum for unequal partitions), the label as printed, other spellings. */
const CONFIGURATIONS: readonly { id: string; printed: string; aliases: readonly string[]; table: Transcription; line: number }[] = [
  { id: '8+4', printed: '8-way, 4-way', aliases: ['4+8'], table: LPAR_12WAY, line: 6303 },
  { id: '2x6', printed: '(2) 6-ways', aliases: ['6+6'], table: LPAR_12WAY, line: 6304 },
  { id: '3x4', printed: '(3) 4-ways', aliases: ['4+4+4'], table: LPAR_12WAY, line: 6305 },
  { id: '2x2', printed: '(2) 2-ways', aliases: ['2+2'], table: LPAR_4WAY, line: 6316 },
  { id: '12x1', printed: '12 1-ways', aliases: [], table: LPAR_PROJECTED, line: 6332 },
  { id: '6x2', printed: '6 2-ways', aliases: ['2+2+2+2+2+2'], table: LPAR_PROJECTED, line: 6333 },
];

/** Column id → index of the cell (0 = the configuration) in each chart; absent where the chart prints no such column. */
export const LPAR_COLUMNS: ReadonlyMap<string, ReadonlyMap<Transcription, number>> = new Map([
  [
    'standalone_cpw',
    new Map([
      [LPAR_12WAY, 1],
      [LPAR_4WAY, 1],
    ]),
  ],
  [
    'total_cpw',
    new Map([
      [LPAR_12WAY, 2],
      [LPAR_4WAY, 2],
      [LPAR_PROJECTED, 2],
    ]),
  ],
  [
    'increase',
    new Map([
      [LPAR_12WAY, 3],
      [LPAR_4WAY, 3],
      [LPAR_PROJECTED, 3],
    ]),
  ],
  [
    'primary_cpw',
    new Map([
      [LPAR_12WAY, 4],
      [LPAR_4WAY, 4],
    ]),
  ],
  [
    'secondary_cpw',
    new Map([
      [LPAR_12WAY, 5],
      [LPAR_4WAY, 5],
    ]),
  ],
  ['secondary2_cpw', new Map([[LPAR_12WAY, 6]])],
  [
    'overhead',
    new Map([
      [LPAR_12WAY, 7],
      [LPAR_4WAY, 6],
    ]),
  ],
]);

const norm = (text: string): string => text.toLowerCase().replace(/\s+/g, '').replace(/[×*]/g, 'x');

/** One cell of the 18.4 measurement and projection charts; CPWs as numbers, percentages as fractions. */
export function lparMeasure(configuration: string, column: string): Result<number> {
  const config = CONFIGURATIONS.find((c) => [c.id, c.printed, ...c.aliases].some((id) => norm(id) === norm(configuration)));
  if (!config) {
    return naError(`Unknown LPAR configuration "${configuration}": the 18.4 charts print ${CONFIGURATIONS.map((c) => `"${c.id}" (${c.printed})`).join(', ')}`);
  }
  const columns = LPAR_COLUMNS.get(column.trim().toLowerCase());
  if (!columns) return naError(`Unknown column "${column}": use ${[...LPAR_COLUMNS.keys()].join(', ')}`);
  const index = columns.get(config.table);
  const cell = index === undefined ? 'n/a' : cellsAt(config.table, config.line)[index];
  const value = cellValue(cell);
  if (value === null) {
    return naError(`The ${config.table.id} chart prints no ${column.trim().toLowerCase()} for ${config.printed} (line ${config.line})`);
  }
  return value;
}

/** 18.5 (line 6341): "about 10% less capacity" when all partitions run their peaks together; "nearly identical" otherwise (line 6290). */
export const LPAR_CONCURRENT_PEAK_FACTOR = 0.9;

export function lparCapacity(standaloneCpw: number, concurrentPeaks: boolean): number {
  return standaloneCpw * (concurrentPeaks ? LPAR_CONCURRENT_PEAK_FACTOR : 1);
}

// ---------------------------------------------------------------- 19.3, 13.4, 19.4 main storage

/** 19.3 (line 6496): "The minimum memory available on RISC systems is 32MB". */
export const RISC_MINIMUM_MB = 32;

/**
 * Table 19.3 (lines 6503-6504): up to 160MB CISC, 2 x CISC + 16MB; above, 2 x CISC. The rows do
 * not join (160 → 336, 161 → 322); kept as printed. Never below the 32MB RISC minimum.
 */
export function riscMemory(ciscMb: number): number {
  return Math.max(RISC_MINIMUM_MB, ciscMb <= 160 ? 2 * ciscMb + 16 : 2 * ciscMb);
}

/** 13.4 (line 4363): "each concurrent compile requires about 25MB of main storage". */
export const COMPILE_MB = 25;

export const compileMemory = (concurrentCompiles: number): number => COMPILE_MB * concurrentCompiles;

/** 19.4 item 2 (line 6518): 70% of what the Machine and Spool pools leave goes to *INTERACT, 30% to *BASE; the opposite on Server models. */
export function iplPoolSize(remaining: number, pool: string, serverModel: boolean): Result<number> {
  const p = pool.trim().toUpperCase().replace(/^\*?/, '*');
  if (p !== '*INTERACT' && p !== '*BASE') {
    return naError(`Unknown pool "${pool}": 19.4 splits the storage between *INTERACT and *BASE only (the Machine and Spool pools are sized first)`);
  }
  const interactive = serverModel ? 0.3 : 0.7;
  return remaining * (p === '*INTERACT' ? interactive : 1 - interactive);
}

/** 19.4 item 4 (line 6533): the maximum size of an active pool is 3072K for each active job in it. */
export const POOL_MAX_KB_PER_JOB = 3072;

export const poolMaxKb = (activeJobs: number): number => POOL_MAX_KB_PER_JOB * activeJobs;

// ---------------------------------------------------------------- 19.5 faulting

/**
 * Interactive pool (19.5 steps 1-6, lines 6552-6557): fltRtTran = diskRt x flts / tp with tp =
 * transactions per hour / 3600, and flt% = fltRtTran / rt, returned as a fraction.
 */
export function faultShareInteractive(faults: number, responseTime: number, diskResponse: number, transactionsPerHour: number): number {
  return (diskResponse * faults) / (transactionsPerHour / 3600) / responseTime;
}

/**
 * Batch pool (19.5 steps 1-3, lines 6562-6564): flt% = flts x diskRt (x 100), divided by the
 * concurrent batch jobs; with the batch CPU share, newflt% = flt% / (flt% + batchcpu%). Both terms
 * carry the same x 100, so the fractions give the printed ratio.
 */
export function faultShareBatch(faults: number, diskResponse: number, batchCpu: number | null, jobs: number): Result<number> {
  const flt = (faults * diskResponse) / jobs;
  if (batchCpu === null) return flt;
  if (flt + batchCpu === 0) return numError('faults and batch CPU are both 0: the share of time spent faulting is undefined');
  return flt / (flt + batchCpu);
}

// ---------------------------------------------------------------- 17.3 Integrated Netfinity Server

const INS_RESOURCES: readonly (readonly [row: number, ids: readonly string[]])[] = [
  [0, ['cpw', 'cpws']],
  [1, ['iop', 'storagediskiop']],
  [2, ['ioa', 'storagediskioa']],
  [3, ['arms', 'diskarms', 'diskarmswoparity']],
  [4, ['armsparity', 'diskarmsparity', 'parityarms']],
];

/** Load level → cell index: 60 (or 0.6, as a 60% cell holds it) → 1; 100 (or 1) → 2; WC → 3. */
const insLevel = (text: string): 1 | 2 | 3 | null => {
  const t = squash(text).replace(/insload$/, '');
  const n = t === '' ? NaN : Number(t);
  if (n === 60 || n === 0.6) return 1;
  if (n === 100 || n === 1) return 2;
  if (t === 'wc' || t === 'worstcase') return 3;
  return null;
};

/** count x the 17.3 rule of thumb for one installed INS. */
export function insReserve(mhz: string, load: string, level: string, resource: string, count: number): Result<number> {
  const speed = squash(mhz).replace(/mhz$/, '');
  const kind = squash(load);
  const file = ['file', 'fileserving', 'fileservingload'].includes(kind);
  const app = ['app', 'application', 'applicationload'].includes(kind);
  if (!file && !app) return naError(`Unknown load "${load}": use "file" (file serving) or "application"`);
  const table = speed === '333' ? (file ? INS_333_FILE : null) : speed === '700' ? (file ? INS_700_FILE : INS_700_APP) : undefined;
  if (table === undefined) return naError(`Unknown INS speed "${mhz}": 17.3 prints rules of thumb for 333 and 700 MHz`);
  if (table === null) return naError('17.3 prints application-load rules of thumb for the 700 MHz INS only');
  const col = insLevel(level);
  if (col === null) return naError(`Unknown load level "${level}": use 60, 100 (percent of the INS CPU) or "WC" (worst case)`);
  const r = squash(resource);
  const entry = INS_RESOURCES.find(([, ids]) => ids.includes(r));
  if (!entry) return naError(`Unknown resource "${resource}": use "CPW", "IOP", "IOA", "ARMS" (without parity) or "ARMS_PARITY"`);
  // Cells: the resource name, then one per load level the table prints (60%, 100%, WC; 100% only for the application load).
  const index = table === INS_700_APP ? (col === 2 ? 1 : null) : col;
  if (index === null) return naError('17.3 prints the 700 MHz application-load rules of thumb for the 100% INS load only');
  return count * (cellValue(cellsOf(table.rows[entry[0]])[index]) as number);
}

// ---------------------------------------------------------------- Appendix B (BEST/1)

const B1_COLUMNS: readonly (readonly [index: number, ids: readonly string[]])[] = [
  [1, ['cpu', 'cputime']],
  [2, ['wss', 'workingset', 'workingsetsize', 'memory']],
  [3, ['io', 'iocounts', 'ios']],
];

const B2_ALIASES: readonly (readonly string[])[] = [['general', 'generalpurpose'], ['cpuintensive'], ['iointensive'], ['development']];

/** Table B.1 factor for a quantity and a workload type (a B.2 code or its description). */
export function ciscRiscFactor(quantity: string, workloadType: string): Result<number> {
  const column = B1_COLUMNS.find(([, ids]) => ids.includes(squash(quantity)));
  if (!column) return naError(`Unknown quantity "${quantity}": use "CPU" (CPU time), "WSS" (working set size) or "IO" (I/O counts)`);
  const w = squash(workloadType);
  const types = TABLE_B_2.rows.map(cellsOf);
  const row = types.findIndex(([, normal, batch], i) => [normal, batch].some((c) => squash(c) === w) || B2_ALIASES[i].includes(w));
  if (row < 0) {
    const codes = types.map(([, normal, batch]) => `${normal}, ${batch}`).join(', ');
    return naError(`Unknown workload type "${workloadType}": use ${codes}, or general, CPU intensive, I/O intensive, development`);
  }
  // B.1 and B.2 print the same four descriptions: the B.2 row names the B.1 row.
  const factors = TABLE_B_1.rows.map(cellsOf).find(([description]) => description === types[row][0]) as readonly string[];
  return cellValue(factors[column[0]]) as number;
}

/** Table B.3: the workload type a CPU-per-I/O value suggests at a printed average I/O response time. */
export function best1Workload(cpuPerIo: number, responseMs: number): Result<string> {
  const rows = TABLE_B_3.rows.map(cellsOf);
  const row = rows.find(([time]) => Number(time.replace(/\s*msec$/, '')) === responseMs);
  if (!row) {
    return naError(`Table B.3 prints CPU per I/O values for ${rows.map(([time]) => time).join(', ')} only, not ${responseMs} msec`);
  }
  const [low, high] = row[2].split(' to ').map(Number);
  const column = cpuPerIo < low ? 1 : cpuPerIo > high ? 3 : 2;
  return TABLE_B_3.columns[column];
}
