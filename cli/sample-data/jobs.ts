/**
 * sample-data/partitions/PROD-jobs-2026-09.csv: PROD's CPU by job type in September, as a query
 * over QAPMJOBL grouped by the interval's DATETIME and JBTYPE writes it (docs/measured-data.md,
 * Interactive from jobs): JBCPU the CPU time charged in milliseconds, its type I rows summing to the
 * interval's interactive time, its type B rows the rest of the time used. Same intervals and times as
 * PROD-2026-09.csv, whose SYIFUS equals the I rows' sum.
 */
import { monthIntervals, PROD, qapmsystemFields } from './partitions';
import { db2Timestamp } from './random';

export function prodJobsFile(): string {
  const rows = ['DATETIME,JBTYPE,JBCPU'];
  for (const i of monthIntervals(PROD, 2026, 8)) {
    const f = qapmsystemFields(PROD, i);
    const stamp = db2Timestamp(i.end);
    // Intervals without interactive work have no type I row: QAPMJOBL holds only jobs that used CPU.
    if (f.SYIFUS > 0) rows.push(`${stamp},I,${f.SYIFUS}`);
    rows.push(`${stamp},B,${f.SYSPTU - f.SYIFUS}`);
  }
  return rows.join('\n') + '\n';
}
