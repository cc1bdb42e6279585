/**
 * sample-data/partitions/PROD-disk-2026-09.csv and PROD-pools-2026-09.csv: PROD's disk arms and
 * storage pools in September, as CPYTOIMPF writes QAPMDISK and QAPMPOOLB (docs/measured-data.md,
 * Disk and memory), made up but shaped by PROD's own CPU (partitions.ts): each hour's work is the
 * mean of its four 15-minute intervals of PROD-2026-09.csv. Hourly intervals (INTSEC 3600, the
 * longest Collection Services collects) keep a file a row per arm or pool per hour within the few MB
 * sample-data/ holds; the stamps are the intervals' ends, so the last is 2026-10-01 00:00.
 *
 * Disk: six arms of 282 GB in ASP 1, whose operations follow the CPU (about 150 a second per
 * processing unit used, spread unevenly: arm 0001 takes the most), and a seventh in ASP 2, a journal
 * arm that is nearly quiet; an arm is busy ops x 4.5 ms of each second (DSSMPL 3600 samples, one a
 * second). Space used starts near 70% and grows about a point a month. Pools: 1 the machine pool, 2
 * *BASE (batch), 3 *INTERACT, 4 *SPOOL, their faults following the work of their kind.
 */
import { monthIntervals, type Interval, PROD } from './partitions';
import { db2Timestamp, seeded, wobble } from './random';

const HOUR_SECONDS = 3600;
const ARM_BYTES = 282_578_800_000;
/** Arm, ASP, share of ASP 1's operations. */
const ARMS: readonly (readonly [string, number, number])[] = [
  ['0001', 1, 0.22],
  ['0002', 1, 0.18],
  ['0003', 1, 0.16],
  ['0004', 1, 0.15],
  ['0005', 1, 0.15],
  ['0006', 1, 0.14],
  ['0007', 2, 0],
];
const SERVICE_SECONDS = 0.0045;
const OPS_PER_UNIT = 150;

/** PROD's September in hours: each hour's end and its mean CPU and interactive share of the entitlement. */
function hours(): Interval[] {
  const quarters = monthIntervals(PROD, 2026, 8);
  const out: Interval[] = [];
  for (let k = 0; k + 4 <= quarters.length; k += 4) {
    const four = quarters.slice(k, k + 4);
    out.push({
      end: four[3].end,
      cpu: four.reduce((s, q) => s + q.cpu, 0) / 4,
      interactive: four.reduce((s, q) => s + q.interactive, 0) / 4,
    });
  }
  return out;
}

export function prodDiskFile(): string {
  const random = seeded(3801);
  const rows = ['DATETIME,INTSEC,DSARM,DSASP,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSBLKR,DSBLKW,DSCAP,DSAVL'];
  const all = hours();
  all.forEach((h, n) => {
    const units = h.cpu * PROD.entitlement;
    const used = 0.695 + (0.0105 * n) / 24 / 30;
    for (const [arm, asp, share] of ARMS) {
      const perSecond = asp === 1 ? OPS_PER_UNIT * units * share * wobble(random, 0.08) : 0.4 * wobble(random, 0.5);
      const ops = Math.round(perSecond * HOUR_SECONDS);
      const reads = Math.round(ops * 0.62);
      const busy = Math.min(HOUR_SECONDS, Math.round((ops / HOUR_SECONDS) * SERVICE_SECONDS * HOUR_SECONDS));
      const avl = Math.round(ARM_BYTES * (1 - used * wobble(random, 0.002)));
      rows.push(
        [db2Timestamp(h.end), HOUR_SECONDS, arm, asp, HOUR_SECONDS, HOUR_SECONDS - busy, reads, ops - reads, reads * 8, (ops - reads) * 8, ARM_BYTES, avl].join(
          ',',
        ),
      );
    }
  });
  return rows.join('\n') + '\n';
}

export function prodPoolsFile(): string {
  const random = seeded(3802);
  const rows = ['DATETIME,INTSEC,PONBR,POSIZ,PORES,PODBF,PONDBF,POACTL'];
  for (const h of hours()) {
    const batch = Math.max(0, h.cpu - h.interactive) * PROD.entitlement;
    const interactive = h.interactive * PROD.entitlement;
    const pools: readonly (readonly [number, number, number, number, number, number])[] = [
      // pool, size KB, reserved KB, database and non-database faults a second, activity level
      [1, 1_572_864, 612_000, 0.2, 2.5 + 1.5 * batch, 0],
      [2, 12_582_912, 0, 18 * batch, 6 * batch, 150],
      [3, 3_145_728, 0, 40 * interactive, 25 * interactive, 60],
      [4, 262_144, 0, 0, 0.3, 5],
    ].map(([p, size, reserved, db, ndb, act]) => [p, size, reserved, db, ndb, act] as const);
    for (const [p, size, reserved, db, ndb, act] of pools) {
      const dbf = Math.round(db * HOUR_SECONDS * wobble(random, 0.15));
      const ndbf = Math.round(ndb * HOUR_SECONDS * wobble(random, 0.15));
      rows.push([db2Timestamp(h.end), HOUR_SECONDS, p, size, reserved, dbf, ndbf, act].join(','));
    }
  }
  return rows.join('\n') + '\n';
}
