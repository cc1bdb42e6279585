/**
 * QAPMDISK and QAPMPOOLB exports built here (several arms and pools, a quiet arm, an arm with no
 * samples, a week and a year), read and summarised, every figure checked against arithmetic written
 * below from the definitions: busy = (DSSMPL - DSNBSY) / DSSMPL; space used = 1 - sum DSAVL / sum DSCAP;
 * faults per second = faults / INTSEC; p95 the nearest rank; PCR V4R5 14.1's guideline 55% for one
 * arm and 40% for two or more (seed 000 line 4560); PCR 19.4's 3072K a job (line 6533).
 */
import { isError, type SizingError } from '../../../addin/errors';
import { type MeasuredFile, readMeasuredFile, readMeasurements } from '../../../addin/measurements/read';
import { readQapmdisk, type DiskMeasurements } from '../../../addin/measurements/qapmdisk';
import { type PoolMeasurements, readQapmpoolb } from '../../../addin/measurements/qapmpoolb';
import { type DiskSummary, type PoolsSummary, summarizeDisk, summarizePools } from '../../../addin/measurements/resources';
import { parseWindow, type Window } from '../../../addin/measurements/window';

const QUARTER = 15 * 60_000;
const START = Date.UTC(2026, 8, 1, 0, 15);
const stamp = (i: number) => new Date(START + i * QUARTER).toISOString().slice(0, 19).replace('T', ' ');

const ARMS = ['0001', '0002', '0003', '0004'];
const SAMPLES = 900;
const CAPACITY = 100_000_000_000;
/** Busy samples of arm a (0 to 3) in interval i: arm 0003 is quiet (0), arm 0004 takes no samples. */
const busySamples = (a: number, i: number) => [(i * 7) % 480, ((i * 13) % 520) + 20, 0, 0][a];
const samples = (a: number) => (a === 3 ? 0 : SAMPLES);
const reads = (a: number, i: number) => 1000 + ((i * (a + 3)) % 900);
const writes = (a: number, i: number) => 400 + a * 100 + (i % 7);
/** Space available falls by 1 MB an interval on every arm. */
const available = (a: number, i: number) => 60_000_000_000 - a * 1_000_000_000 - i * 1_000_000;

function diskExport(intervals: number): string {
  const lines = ['INTNUM,DATETIME,INTSEC,DSARM,DSASP,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSBLKR,DSBLKW,DSCAP,DSAVL'];
  for (let i = 0; i < intervals; i++)
    for (let a = 0; a < ARMS.length; a++)
      lines.push(
        [
          i + 1,
          stamp(i),
          900,
          ARMS[a],
          1,
          samples(a),
          samples(a) - (samples(a) && busySamples(a, i)),
          reads(a, i),
          writes(a, i),
          0,
          0,
          CAPACITY,
          available(a, i),
        ].join(','),
      );
  return lines.join('\n') + '\n';
}

const POOLS = [1, 2, 3, 4];
const size = (p: number) => [1_500_000, 4_000_000, 2_000_000, 500_000][p - 1];
const activity = (p: number) => [0, 150, 40, 10][p - 1];
const dbFaults = (p: number, i: number) => [0, (i * 11) % 3000, (i * 5) % 900, 30][p - 1];
const ndbFaults = (p: number, i: number) => [200 + (i % 90), (i * 3) % 1800, 90, 0][p - 1];

function poolExport(intervals: number): string {
  const lines = ['INTNUM,DATETIME,INTSEC,PONBR,POSIZ,PORES,PODBF,PONDBF,POACTL'];
  for (let i = 0; i < intervals; i++)
    for (const p of POOLS) lines.push([i + 1, stamp(i), 900, p, size(p), 0, dbFaults(p, i), ndbFaults(p, i), activity(p)].join(','));
  return lines.join('\n') + '\n';
}

const ok = <T>(x: T | SizingError): T => {
  if (isError(x)) throw new Error(x.message);
  return x;
};
const refusal = (x: unknown): SizingError => {
  if (!isError(x)) throw new Error('read, where a refusal was expected');
  return x;
};

/** Nearest rank: the ceil(0.95 N)-th value sorted up. */
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil((95 * xs.length) / 100) - 1];
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 12);

const WEEK = 7 * 96;
const YEAR = 365 * 96;

/** The expected disk figures of the intervals `index`, from the definitions. */
function expectedDisk(index: number[]) {
  const busy = (a: number, i: number) => busySamples(a, i) / SAMPLES;
  const busiest = index.map((i) => Math.max(busy(0, i), busy(1, i), busy(2, i)));
  const average = index.map((i) => (busy(0, i) + busy(1, i) + busy(2, i)) / 3);
  const ops = index.map((i) => ARMS.reduce((s, _, a) => s + (reads(a, i) + writes(a, i)) / 900, 0));
  const used = index.map((i) => 1 - ARMS.reduce((s, _, a) => s + available(a, i), 0) / (4 * CAPACITY));
  const days = index.map((i) => (i * QUARTER) / 86_400_000);
  const [mx, my] = [mean(days), mean(used)];
  const slope = days.reduce((s, d, k) => s + (d - mx) * (used[k] - my), 0) / days.reduce((s, d) => s + (d - mx) ** 2, 0);
  const peakOf = (xs: number[]) => index[xs.indexOf(Math.max(...xs))];
  return { busiest, average, ops, used, slopePerMonth: (slope * 365.25) / 12, peakOf };
}

function checkDisk(s: DiskSummary, index: number[]) {
  const e = expectedDisk(index);
  expect(s.intervals).toBe(index.length);
  expect(s.arms).toBe(3);
  expect(s.armsSkipped).toBe(1);
  close(s.busiest.peak, Math.max(...e.busiest));
  close(s.busiest.p95, p95(e.busiest));
  close(s.busiest.mean, mean(e.busiest));
  expect(s.busiest.peakAt).toBe(START + e.peakOf(e.busiest) * QUARTER);
  const at = e.peakOf(e.busiest);
  expect(s.busiest.arm).toBe(busySamples(0, at) > busySamples(1, at) ? '0001' : '0002');
  close(s.average.peak, Math.max(...e.average));
  close(s.average.p95, p95(e.average));
  close(s.average.mean, mean(e.average));
  expect(s.average.peakAt).toBe(START + e.peakOf(e.average) * QUARTER);
  close(s.opsPerSecond.peak, Math.max(...e.ops));
  close(s.opsPerSecond.mean, mean(e.ops));
  close(s.spaceUsed.first, e.used[0]);
  close(s.spaceUsed.last, e.used[e.used.length - 1]);
  close(s.spaceUsed.growthPerMonth!, e.slopePerMonth);
  // Three arms read: PCR 14.1's 40% for two or more.
  expect(s.guideline).toBe(0.4);
  expect(s.intervalsAboveGuideline).toEqual({ busiest: e.busiest.filter((b) => b > 0.4).length, average: e.average.filter((b) => b > 0.4).length });
}

describe('QAPMDISK export', () => {
  const week = ok(readQapmdisk(diskExport(WEEK)));

  test('a week of 15-minute intervals of 4 arms: every figure by the definitions', () => {
    expect(week.times.length).toBe(WEEK);
    expect(week.keys).toEqual(ARMS);
    expect(week.armsSkipped).toEqual(['0004']);
    checkDisk(ok(summarizeDisk(week)), [...Array(WEEK).keys()]);
  });

  test('the space grows by 4 arms x 1 MB an interval over 400 GB: 4 MB / 400 GB x 96 x 365.25 / 12 a month', () => {
    const s = ok(summarizeDisk(week));
    close(s.spaceUsed.growthPerMonth!, ((4 * 1_000_000) / (4 * CAPACITY)) * 96 * (365.25 / 12));
  });

  test('a window (Mon-Fri, 08-18): the figures of the intervals inside it only', () => {
    const w = ok(parseWindow({ hours: '08-18', days: 'mon-fri' })) as Window;
    const inside = [...Array(WEEK).keys()].filter((i) => {
      const d = new Date(START + i * QUARTER);
      return d.getUTCHours() >= 8 && d.getUTCHours() < 18 && d.getUTCDay() >= 1 && d.getUTCDay() <= 5;
    });
    const s = ok(summarizeDisk(week, w));
    expect(s.window).toBe('Mon–Fri, 08:00–18:00');
    checkDisk(s, inside);
  });

  test('a year of intervals: the same figures, and the times as the file gives them (interval-end stamps)', () => {
    const year = ok(readQapmdisk(diskExport(YEAR)));
    expect(year.times.length).toBe(YEAR);
    expect(year.times[YEAR - 1]).toBe(START + (YEAR - 1) * QUARTER);
    checkDisk(ok(summarizeDisk(year)), [...Array(YEAR).keys()]);
  });

  test('one arm: the guideline is 55%', () => {
    const one = diskExport(3)
      .split('\n')
      .filter((l, i) => i === 0 || l.includes(',0001,'))
      .join('\n');
    expect(ok(summarizeDisk(ok(readQapmdisk(one)))).guideline).toBe(0.55);
  });

  test('DTECEN and DTETIM in place of DATETIME; a row with DSSMPL 0 of an arm sampled elsewhere is skipped and counted', () => {
    const text = [
      'DTECEN,DTETIM,INTSEC,DSARM,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSCAP,DSAVL',
      '1,260901001500,900,A,900,450,90,0,100,50',
      '1,260901001500,900,B,0,0,0,0,100,50',
      '1,260901003000,900,A,900,900,0,0,100,40',
      '1,260901003000,900,B,900,0,0,0,100,40',
    ].join('\n');
    const d = ok(readQapmdisk(text));
    expect(d.times[0]).toBe(Date.UTC(2026, 8, 1, 0, 15));
    expect(d.rowsSkipped).toBe(1);
    const s = ok(summarizeDisk(d));
    // Interval 1: A 50%, B skipped; interval 2: A 0%, B 100%.
    expect(s.busiest.peak).toBe(1);
    expect(s.busiest.arm).toBe('B');
    expect(s.average.mean).toBe((0.5 + 0.5) / 2);
    expect(s.spaceUsed.first).toBe(0.5);
    expect(s.spaceUsed.last).toBe(0.6);
    expect(s.spaceUsed.growthPerMonth).toBeNull();
    expect(d.warnings.join()).toMatch(/1 row with DSSMPL 0/);
  });
});

describe('QAPMDISK refusals name the line and the column', () => {
  const text = diskExport(2);
  const swap = (line: number, column: number, value: string) =>
    text
      .split('\n')
      .map((l, i) =>
        i === line - 1
          ? l
              .split(',')
              .map((f, c) => (c === column - 1 ? value : f))
              .join(',')
          : l,
      )
      .join('\n');

  test.each([
    ['not busy above the samples', swap(3, 7, '901'), 3, 7, /901 samples not busy of 900/],
    ['available above the capacity', swap(2, 13, String(CAPACITY + 1)), 2, 13, /available of a capacity/],
    ['a count that is no number', swap(4, 8, '12x'), 4, 8, /"12x" is not a number of reads/],
    ['an empty count', swap(4, 9, ''), 4, 9, /empty/],
    ['an arm twice in an interval', swap(3, 4, '0001'), 3, 4, /arm .*"0001" again in the interval/],
    ['an interval earlier than the one before', swap(6, 2, '2026-09-01 00:00:00'), 6, 2, /earlier than the interval before it/],
    ['an interval of 0 seconds', swap(2, 3, '0'), 2, 3, /0 seconds/],
    ['a date that is none', swap(2, 2, '2026-13-01 00:15:00'), 2, 2, /"2026-13-01 00:15:00"/],
  ])('%s', (_, bad, line, column, message) => {
    const e = refusal(readQapmdisk(bad));
    expect(e.at).toEqual({ line, column });
    expect(e.message).toMatch(new RegExp(`^line ${line}, column ${column} `));
    expect(e.message).toMatch(message);
  });

  test('a header without a field it needs: the header line and the fields missing', () => {
    const e = refusal(readQapmdisk('DATETIME,INTSEC,DSARM,DSSMPL,DSRDS,DSWRTS,DSCAP\n2026-09-01 00:15:00,900,1,900,0,0,1\n'));
    expect(e.at).toEqual({ line: 1 });
    expect(e.message).toMatch(/no field DSNBSY.*no field DSAVL/);
  });

  test('no arm with samples: refused, not a busy of 0', () => {
    expect(refusal(readQapmdisk('DATETIME,INTSEC,DSARM,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSCAP,DSAVL\n2026-09-01 00:15:00,900,1,0,0,0,0,1,1\n')).message).toMatch(
      /no arm took samples/,
    );
  });
});

function expectedPool(p: number, index: number[]) {
  const db = index.map((i) => dbFaults(p, i) / 900);
  const ndb = index.map((i) => ndbFaults(p, i) / 900);
  const all = db.map((d, k) => d + ndb[k]);
  return { db, ndb, all };
}

function checkPools(s: PoolsSummary, index: number[]) {
  expect(s.pools.map((p) => p.pool)).toEqual(POOLS);
  for (const pool of s.pools) {
    const e = expectedPool(pool.pool, index);
    expect(pool.machinePool).toBe(pool.pool === 1);
    expect(pool.sizeKB).toBe(size(pool.pool));
    expect(pool.activityLevel).toBe(activity(pool.pool));
    expect(pool.maxActiveSizeKB).toBe(activity(pool.pool) === 0 ? null : 3072 * activity(pool.pool));
    for (const [f, xs] of [
      [pool.faultsPerSecond, e.all],
      [pool.databaseFaultsPerSecond, e.db],
      [pool.nonDatabaseFaultsPerSecond, e.ndb],
    ] as const) {
      close(f.peak, Math.max(...xs));
      close(f.p95, p95(xs));
      close(f.mean, mean(xs));
      expect(f.peakAt).toBe(START + index[xs.indexOf(Math.max(...xs))] * QUARTER);
    }
  }
  const each = POOLS.map((p) => expectedPool(p, index).all);
  const sums = index.map((_, k) => each.reduce((s, all) => s + all[k], 0));
  close(s.allPoolsFaultsPerSecond.peak, Math.max(...sums));
  close(s.allPoolsFaultsPerSecond.mean, mean(sums));
  expect(s.faultingNeeds).toMatch(/response time.*transactions per hour/);
}

describe('QAPMPOOLB export', () => {
  test('a week of 4 pools: faults per second by pool, the machine pool marked, the sum over pools', () => {
    const p = ok(readQapmpoolb(poolExport(WEEK)));
    checkPools(ok(summarizePools(p)), [...Array(WEEK).keys()]);
  });

  test('a year of 4 pools', () => {
    const p = ok(readQapmpoolb(poolExport(YEAR)));
    expect(p.times.length).toBe(YEAR);
    checkPools(ok(summarizePools(p)), [...Array(YEAR).keys()]);
  });

  test('POSIZ at its largest reads POSIZB; a pool missing from an interval is not measured there', () => {
    const text = [
      'DATETIME,INTSEC,PONBR,POSIZ,POSIZB,PODBF,PONDBF,POACTL',
      '2026-09-01 00:15:00,900,1,999999999,2000000000,0,90,0',
      '2026-09-01 00:15:00,900,2,1000,1000,900,0,5',
      '2026-09-01 00:30:00,900,1,999999999,2000000000,0,180,0',
    ].join('\n');
    const s = ok(summarizePools(ok(readQapmpoolb(text))));
    expect(s.pools[0].sizeKB).toBe(2_000_000_000);
    expect(s.pools[1].faultsPerSecond.mean).toBe(1);
    expect(s.pools[0].faultsPerSecond.mean).toBe((0.1 + 0.2) / 2);
    // The sum over pools: 0.1 + 1 in the first interval, 0.2 in the second.
    expect(s.allPoolsFaultsPerSecond.peak).toBe(0.1 + 1);
  });

  test.each([
    ['a pool number out of 1 to 64', 'DATETIME,INTSEC,PONBR,POSIZ,PODBF,PONDBF,POACTL\n2026-09-01 00:15:00,900,65,1,0,0,0\n', 2, 3, /PONBR is 1 to 64/],
    ['POSIZ full with no POSIZB', 'DATETIME,INTSEC,PONBR,POSIZ,PODBF,PONDBF,POACTL\n2026-09-01 00:15:00,900,1,999999999,0,0,0\n', 2, 4, /POSIZB/],
    [
      'negative faults',
      'DATETIME,INTSEC,PONBR,POSIZ,PODBF,PONDBF,POACTL\n2026-09-01 00:15:00,900,1,1,-3,0,0\n',
      2,
      5,
      /"-3" is not a number of database faults/,
    ],
  ])('%s: refused at its line and column', (_, text, line, column, message) => {
    const e = refusal(readQapmpoolb(text));
    expect(e.at).toEqual({ line, column });
    expect(e.message).toMatch(message);
  });
});

describe('the kind of a file, from its headings', () => {
  test('QAPMDISK, QAPMPOOLB and CPU files each read by their reader', () => {
    const kinds = (f: MeasuredFile | SizingError) => (isError(f) ? f.message : f.kind);
    expect(kinds(readMeasuredFile(diskExport(2)))).toBe('disk');
    expect(kinds(readMeasuredFile(poolExport(2)))).toBe('pools');
    expect(kinds(readMeasuredFile('timestamp,cpu\n2026-09-01 00:15,50\n'))).toBe('cpu');
    const d = readMeasuredFile(diskExport(2)) as { disk: DiskMeasurements };
    const p = readMeasuredFile(poolExport(2)) as { pools: PoolMeasurements };
    expect(d.disk.keys).toEqual(ARMS);
    expect(p.pools.pools.length).toBe(4);
  });

  test('a disk export given as CPU intervals is refused at its header, named', () => {
    const e = refusal(readMeasurements(diskExport(2)));
    expect(e.at).toEqual({ line: 1 });
    expect(e.message).toMatch(/QAPMDISK export, which holds disk arms, not CPU intervals/);
  });
});
