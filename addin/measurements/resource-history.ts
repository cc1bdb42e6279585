/**
 * Several QAPMDISK (qapmdisk.ts) or QAPMPOOLB (qapmpoolb.ts) exports of one system, a month each, as
 * one history: the intervals in time order, the arms or pools of every file (an arm added in a later
 * month is read from there on), files that overlap refused naming both, as history.ts joins the CPU's.
 */
import type { DiskMeasurements } from './qapmdisk';
import type { PoolMeasurements, PoolSeries } from './qapmpoolb';
import type { KeyedFile } from './keyed';
import { timeOrder } from './history';

const catOf =
  <T extends KeyedFile>(read: readonly T[], order: readonly number[]) =>
  (f: (m: T) => Float64Array): Float64Array =>
    Float64Array.from(order.flatMap((i) => [...f(read[i])]));

/** The keyed fields of the files joined: times, seconds and lines (each interval its own file's line) in order. */
function joinedFile<T extends KeyedFile>(read: readonly T[], order: readonly number[], keys: readonly string[]): KeyedFile {
  const cat = catOf(read, order);
  const first = read[order[0]];
  return {
    format: first.format,
    times: cat((m) => m.times),
    seconds: cat((m) => m.seconds),
    lines: Uint32Array.from(order.flatMap((i) => [...read[i].lines])),
    keys,
    zoned: read.some((m) => m.zoned),
    timeHeading: first.timeHeading,
  };
}

/** Disk files of one system as one history; an arm is skipped only where it took no samples in any file. */
export function joinDisk(files: readonly string[], read: readonly DiskMeasurements[]): DiskMeasurements | string {
  if (read.length === 1) return read[0];
  const order = timeOrder(files, read);
  if (typeof order === 'string') return order;
  const keys: string[] = [];
  for (const i of order) for (const k of read[i].keys) if (!keys.includes(k)) keys.push(k);
  const skipped = keys.filter((k) => read.every((d) => !d.keys.includes(k) || d.armsSkipped.includes(k)));
  const cat = catOf(read, order);
  const busiestArm = Int32Array.from(order.flatMap((i) => [...read[i].busiestArm].map((a) => (a < 0 ? -1 : keys.indexOf(read[i].keys[a])))));
  return {
    ...joinedFile(read, order, keys),
    armsRead: keys.length - skipped.length,
    armsSkipped: skipped,
    rowsSkipped: read.reduce((n, d) => n + d.rowsSkipped, 0),
    busiest: cat((d) => d.busiest),
    busiestArm,
    average: cat((d) => d.average),
    busyTotal: cat((d) => d.busyTotal),
    opsPerSecond: cat((d) => d.opsPerSecond),
    spaceUsed: cat((d) => d.spaceUsed),
    warnings: order.flatMap((i) => read[i].warnings.map((w) => `${files[i]}: ${w}`)),
  };
}

/** Pool files of one system as one history; a pool missing from a file is NaN (no row) over its intervals. */
export function joinPools(files: readonly string[], read: readonly PoolMeasurements[]): PoolMeasurements | string {
  if (read.length === 1) return read[0];
  const order = timeOrder(files, read);
  if (typeof order === 'string') return order;
  const numbers = [...new Set(read.flatMap((p) => p.pools.map((s) => s.pool)))].sort((a, b) => a - b);
  const none = (m: PoolMeasurements) => new Float64Array(m.times.length).fill(NaN);
  const pools: PoolSeries[] = numbers.map((pool) => {
    const field = (f: (s: PoolSeries) => Float64Array) =>
      catOf(
        read,
        order,
      )((m) => {
        const s = m.pools.find((x) => x.pool === pool);
        return s ? f(s) : none(m);
      });
    return {
      pool,
      sizeKB: field((s) => s.sizeKB),
      activityLevel: field((s) => s.activityLevel),
      databaseFaultsPerSecond: field((s) => s.databaseFaultsPerSecond),
      nonDatabaseFaultsPerSecond: field((s) => s.nonDatabaseFaultsPerSecond),
    };
  });
  return {
    ...joinedFile(read, order, numbers.map(String)),
    pools,
    warnings: order.flatMap((i) => read[i].warnings.map((w) => `${files[i]}: ${w}`)),
  };
}
