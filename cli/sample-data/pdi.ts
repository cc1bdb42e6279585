/**
 * sample-data/pdi.csv: a Performance Data Investigator export of PROD's last week of September (the
 * intervals ending 2026-09-24 00:15 to 2026-10-01 00:00), with the headings of the PDI-based scripts
 * docs/measured-data.md cites ("Date-Time", "Partition CPU Utilization" = SYSPTU / SYSCTA x 100,
 * "Interactive CPU Utilization"), to two decimals: the same measurements as PROD-2026-09.csv, in PDI's
 * form.
 */
import { intervals, PROD, qapmsystemFields } from './partitions';
import { DAY, isoMinute } from './random';

const UNTIL = Date.UTC(2026, 9, 1);

export function pdiFile(): string {
  const rows = ['Date-Time,Partition CPU Utilization,Interactive CPU Utilization'];
  for (const i of intervals(PROD, Date.UTC(2026, 8, 1), UNTIL).filter((x) => x.end > UNTIL - 7 * DAY)) {
    const f = qapmsystemFields(PROD, i);
    rows.push(`${isoMinute(i.end)}:00,${((100 * f.SYSPTU) / f.SYSCTA).toFixed(2)},${((100 * f.SYIFUS) / f.SYSCTA).toFixed(2)}`);
  }
  return rows.join('\n') + '\n';
}
