/**
 * A QAPMPOOLB export: Collection Services' storage-pool file, one row per pool per interval,
 * recognised by its fields PONBR and PODBF. The fields read (IBM i 7.3, Collection Services data files:
 * QAPMPOOLB, https://ibm.com/support/knowledgecenter/en/ssw_ibm_i_73/rzahx/rzahxqapmpoolb.htm):
 * - PONBR, "Pool number ... from 1 to 64" (pool 1 is the machine pool, pool 2 *BASE);
 * - POSIZ, "Pool size (in KB) ... If this field is set to the largest number it can hold (999999999),
 *   pool size is too large to fit in this field and the field POSIZB should be used instead": POSIZB is
 *   read, as KB, where POSIZ is 999999999;
 * - PODBF and PONDBF, the pool's database and non-database faults, "Total number of interruptions ..."
 *   in the interval: over INTSEC, faults per second;
 * - POACTL, "Pool activity level setting: The maximum number of processes that can be active".
 */
import { isError, type SizingError } from '../errors';
import { fieldIndex } from './collection';
import { type KeyedFile, type KeyedFormat, readKeyed } from './keyed';
import type { DateOrder } from './timestamp';

export const QAPMPOOLB_FORMAT = 'QAPMPOOLB export';

/** Whether a header is a QAPMPOOLB export's: it names PONBR and PODBF. */
export const isQapmpoolb = (headings: readonly string[]): boolean => fieldIndex(headings, 'PONBR') >= 0 && fieldIndex(headings, 'PODBF') >= 0;

/** POSIZ's largest value, which means "see POSIZB". */
const POSIZ_FULL = 999_999_999;

/** The machine pool's number: QAPMPOOLB numbers the system pools from 1, the machine pool. */
export const MACHINE_POOL = 1;

const SPEC: KeyedFormat = {
  format: QAPMPOOLB_FORMAT,
  key: { name: 'PONBR', what: 'the pool number' },
  fields: [
    { name: 'POSIZ', what: 'a pool size in KB' },
    { name: 'PODBF', what: 'a number of database faults' },
    { name: 'PONDBF', what: 'a number of non-database faults' },
    { name: 'POACTL', what: 'an activity level' },
    { name: 'POSIZB', what: 'a pool size in KB', optional: true },
  ],
};
const [SIZ, DBF, NDBF, ACTL, SIZB] = [0, 1, 2, 3, 4];

/** One pool's intervals, each array a value an interval of the file (NaN where the pool has no row). */
export interface PoolSeries {
  readonly pool: number;
  readonly sizeKB: Float64Array;
  readonly activityLevel: Float64Array;
  readonly databaseFaultsPerSecond: Float64Array;
  readonly nonDatabaseFaultsPerSecond: Float64Array;
}

export interface PoolMeasurements extends KeyedFile {
  /** The pools, by number. */
  readonly pools: readonly PoolSeries[];
  readonly warnings: readonly string[];
}

interface Growing {
  size: number[];
  actl: number[];
  dbf: number[];
  ndbf: number[];
}

/** A QAPMPOOLB export's intervals, or the first thing wrong with it, by line and column. */
export function readQapmpoolb(text: string, options: { dateOrder?: DateOrder } = {}): PoolMeasurements | SizingError {
  const series: Growing[] = [];
  const numbers: number[] = [];
  const file = readKeyed(text, SPEC, options, (r) => {
    const v = r.values;
    if (r.key === series.length) {
      const keyText = r.keyText;
      const n = /^\d{1,3}$/.test(keyText) ? Number(keyText) : NaN;
      if (!(n >= 1 && n <= 64)) return r.refuse('key', `${JSON.stringify(keyText)} is not a pool number: PONBR is 1 to 64 (1 the machine pool)`);
      if (numbers.includes(n)) return r.refuse('key', `pool ${keyText} is pool ${n}, read before under another spelling: write each pool's number one way`);
      numbers.push(n);
      series.push({ size: [], actl: [], dbf: [], ndbf: [] });
    }
    const s = series[r.key];
    while (s.size.length < r.interval) {
      s.size.push(NaN);
      s.actl.push(NaN);
      s.dbf.push(NaN);
      s.ndbf.push(NaN);
    }
    let size = v[SIZ];
    if (size === POSIZ_FULL) {
      if (!(v[SIZB] >= 0))
        return r.refuse(SIZ, `${POSIZ_FULL}, POSIZ's largest value: the pool is larger, and its size is in POSIZB, which the export lacks; add POSIZB`);
      size = v[SIZB];
    }
    if (!Number.isInteger(v[ACTL])) return r.refuse(ACTL, `${v[ACTL]} is not a whole number of processes`);
    s.size.push(size);
    s.actl.push(v[ACTL]);
    s.dbf.push(v[DBF] / r.seconds);
    s.ndbf.push(v[NDBF] / r.seconds);
    return null;
  });
  if (isError(file)) return file;
  const n = file.times.length;
  const dense = (a: number[]): Float64Array => {
    const out = new Float64Array(n).fill(NaN);
    out.set(a);
    return out;
  };
  const pools = series
    .map((s, k) => ({
      pool: numbers[k],
      sizeKB: dense(s.size),
      activityLevel: dense(s.actl),
      databaseFaultsPerSecond: dense(s.dbf),
      nonDatabaseFaultsPerSecond: dense(s.ndbf),
    }))
    .sort((a, b) => a.pool - b.pool);
  return { ...file, pools, warnings: [] };
}
