/**
 * A year of QAPMSYSTEM exports of three partitions of one Power system, written as Collection
 * Services gives them: 15-minute intervals stamped by their end (the last file's last row is
 * "…-10-01 00:00", a month of one interval), one file a partition a month. The tests and the
 * benchmark share it; the tests compute every expected figure from the rows it returns.
 *
 * - PROD, uncapped, 1.5 processing units, 4 virtual processors: its month's level grows 25% a year
 *   (compound, month by month, each month off the curve by up to 4%), its month-end peak (the last
 *   day, 14:00) near 190% of its entitlement;
 * - DEV, capped at 0.5: 1.2 x the shape, held at its cap (100%) for the five intervals of 10:00 to
 *   11:00 on the 15th and through every busy hour;
 * - WEB, uncapped, 0.8 units, 2 virtual processors: grows 15% a year, peaks at 20:00 on the last day
 *   (not at PROD's time: the coincident peak is below the sum of the peaks).
 */
import fs from 'fs';
import path from 'path';

export const INTERVAL_MS = 15 * 60_000;
const MS_PER_INTERVAL = 900_000;

export interface Partition {
  readonly name: string;
  readonly entitlement: number;
  readonly uncapped: boolean;
  readonly virtualProcessors: number;
  /** The utilization (a share of the entitlement) of the interval that ends at t, month m (0 the first). */
  readonly share: (t: number, m: number, lastDay: boolean) => number;
}

const hourOf = (t: number) => new Date(t).getUTCHours();
const minuteOf = (t: number) => new Date(t).getUTCMinutes();
/** 0.3 outside 09:00-17:00, 0.7 within it. */
const day = (t: number) => (hourOf(t) >= 9 && hourOf(t) < 17 ? 0.7 : 0.3);
const at = (t: number, h: number) => hourOf(t) === h && minuteOf(t) === 0;

export const PARTITIONS: readonly Partition[] = [
  {
    name: 'PROD',
    entitlement: 1.5,
    uncapped: true,
    virtualProcessors: 4,
    // Its months scatter about the curve by up to 4%, so its fit has a prediction interval to show.
    share: (t, m, last) => 1.9 * 1.25 ** ((m - 11) / 12) * (1 + 0.04 * Math.sin(2.1 * m)) * (last && at(t, 14) ? 1 : day(t)),
  },
  {
    name: 'DEV',
    entitlement: 0.5,
    uncapped: false,
    virtualProcessors: 1,
    share: (t) => Math.min(1, 1.2 * (new Date(t).getUTCDate() === 15 && hourOf(t) === 10 ? 1 : day(t) + 0.2)),
  },
  {
    name: 'WEB',
    entitlement: 0.8,
    uncapped: true,
    virtualProcessors: 2,
    share: (t, m, last) => 1.4 * 1.15 ** ((m - 11) / 12) * (last && at(t, 20) ? 1 : day(t)),
  },
];

/** The first month (2025-10) and the twelve months measured. */
export const FIRST_MONTH = Date.UTC(2025, 9, 1);
export const MONTHS = 12;

const pad = (n: number) => String(n).padStart(2, '0');
/** A Db2 timestamp as an export prints DATETIME: 2026-09-30-14.00.00.000000. */
const db2 = (t: number) => {
  const d = new Date(t);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${pad(d.getUTCHours())}.${pad(d.getUTCMinutes())}.00.000000`;
};
const monthStart = (m: number) => Date.UTC(2025, 9 + m, 1);

export interface Row {
  /** The interval's end, ms. */
  readonly t: number;
  /** CPU time used and configured (ms), as written. */
  readonly sysptu: number;
  readonly syscta: number;
}

/**
 * Each month's file of one partition: the intervals that end after the month starts and at or before
 * the next starts, so each file holds its last interval "…-01 00:00" of the next month, as a
 * collection ending at midnight writes it.
 */
export function partitionMonths(p: Partition): { readonly month: number; readonly rows: readonly Row[] }[] {
  const syscta = Math.round(p.entitlement * MS_PER_INTERVAL);
  return Array.from({ length: MONTHS }, (_, m) => {
    const rows: Row[] = [];
    const from = monthStart(m);
    const to = monthStart(m + 1);
    for (let t = from + INTERVAL_MS; t <= to; t += INTERVAL_MS) {
      // The interval ending at midnight belongs to the day (and month) it ends.
      const lastDay = new Date(t - INTERVAL_MS).getUTCDate() === new Date(to - 1).getUTCDate() && t !== to;
      rows.push({ t, sysptu: Math.round(p.share(t, m, lastDay) * syscta), syscta });
    }
    return { month: from, rows };
  });
}

/** The export's text of rows. */
export function exportText(p: Partition, rows: readonly Row[]): string {
  const head = 'DATETIME,INTSEC,SYSPTU,SYSCTA,SYUCAPF,SYVCPU';
  const vcpu = p.virtualProcessors * MS_PER_INTERVAL;
  return [head, ...rows.map((r) => `${db2(r.t)},900,${r.sysptu},${r.syscta},${p.uncapped ? 1 : 0},${vcpu}`)].join('\n') + '\n';
}

/** Writes every partition's month files into dir as NAME-yyyy-mm.csv; returns them by partition, in month order. */
export function writePartitionYear(dir: string, partitions: readonly Partition[] = PARTITIONS): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of partitions) {
    const files = partitionMonths(p).map(({ month, rows }) => {
      const d = new Date(month);
      const file = path.join(dir, `${p.name}-${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}.csv`);
      fs.writeFileSync(file, exportText(p, rows));
      return file;
    });
    out.set(p.name, files);
  }
  return out;
}
