/**
 * as400-sizer measurements of a QAPMDISK and a QAPMPOOLB export (built here): the JSON names of the
 * disk and memory summaries, the text's lines, a window, and refusals with the line and column.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BIN } from '../../support/cli';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'measurements', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-resources-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
};

// Two intervals of three arms: 0001 busy 40% then 50%, 0002 10% then 0%, 0003 with no samples (DSSMPL 0).
const disk = file(
  'disk.csv',
  [
    'DATETIME,INTSEC,DSARM,DSASP,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSBLKR,DSBLKW,DSCAP,DSAVL',
    '2026-09-01-00.15.00.000000,900,0001,1,900,540,9000,4500,0,0,1000,400',
    '2026-09-01-00.15.00.000000,900,0002,1,900,810,900,900,0,0,1000,500',
    '2026-09-01-00.15.00.000000,900,0003,1,0,0,90,0,0,0,1000,600',
    '2026-09-01-00.30.00.000000,900,0001,1,900,450,18000,0,0,0,1000,390',
    '2026-09-01-00.30.00.000000,900,0002,1,900,900,0,0,0,0,1000,490',
    '2026-09-01-00.30.00.000000,900,0003,1,0,0,0,0,0,0,1000,600',
  ].join('\n') + '\n',
);

const pools = file(
  'pools.csv',
  [
    'DATETIME,INTSEC,PONBR,POSIZ,PORES,PODBF,PONDBF,POACTL',
    '2026-09-01 00:15:00,900,1,2000000,1000,90,900,0',
    '2026-09-01 00:15:00,900,2,6000000,0,9000,1800,100',
    '2026-09-01 00:30:00,900,1,2000000,1000,0,450,0',
    '2026-09-01 00:30:00,900,2,6000000,0,900,900,100',
  ].join('\n') + '\n',
);

describe('as400-sizer measurements of a QAPMDISK export', () => {
  test('--json: the disk figures under their names, computed here', () => {
    const r = run(disk, '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.format).toBe('QAPMDISK export');
    expect(j.intervals).toBe(2);
    expect(j.disk.arms).toBe(2);
    expect(j.disk.armsSkipped).toBe(1);
    // Busy = (DSSMPL - DSNBSY) / DSSMPL: 0001 360/900 and 450/900, 0002 90/900 and 0/900.
    expect(j.disk.busiest).toEqual({ peak: 0.5, p95: 0.5, mean: (0.4 + 0.5) / 2, peakAt: '2026-09-01 00:30', arm: '0001' });
    expect(j.disk.average.mean).toBeCloseTo((0.4 + 0.1) / 2, 12);
    expect(j.disk.average.peakAt).toBe('2026-09-01 00:15');
    // Reads and writes over INTSEC, every arm: (9000 + 4500 + 900 + 900 + 90) / 900 and 18000 / 900.
    expect(j.disk.opsPerSecond.peak).toBe(20);
    expect(j.disk.opsPerSecond.mean).toBeCloseTo((15390 / 900 + 20) / 2, 12);
    // Service time, the utilization law: the arms' busy seconds ((0.4 + 0.1) x 900 + (0.5 + 0) x 900) over the operations, in ms.
    expect(j.disk.serviceMs).toBeCloseTo((900 / (15390 + 18000)) * 1000, 9);
    expect(j.disk.spaceUsed.first).toBe(1 - 1500 / 3000);
    expect(j.disk.spaceUsed.last).toBeCloseTo(1 - 1480 / 3000, 12);
    expect(j.disk.spaceUsed.growthPerMonth).toBeNull();
    // Two arms read: PCR 14.1's 40%; the busiest arm is above it in the second interval only.
    expect(j.disk.guideline).toBe(0.4);
    expect(j.disk.guidelineSource).toMatch(/PCR V4R5 14\.1/);
    expect(j.disk.intervalsAboveGuideline).toEqual({ busiest: 1, average: 0 });
    expect(r.err).toMatch(/warning: 1 arm took no samples/);
  });

  test('the text: the busiest arm against the guideline, in words', () => {
    const r = run(disk);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/read as: QAPMDISK export/);
    expect(r.out).toMatch(/arms: 2 read, 1 skipped/);
    expect(r.out).toMatch(/Disk: busiest arm 50% at peak \(0001, 2026-09-01 00:30\), above PCR 14\.1's 40% for 2 arms; space 50\.7% used/);
  });

  test('a window: --hours keeps the intervals inside it', () => {
    const j = JSON.parse(run(disk, '--json', '--from', '2026-09-01', '--hours', '00-01').out);
    expect(j.window).toBe('00:00–01:00, from 2026-09-01');
    expect(j.intervals).toBe(2);
    const none = run(disk, '--hours', '08-18');
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/holds no interval/);
  });

  test('a refusal names the line and the column; --model is for CPU files', () => {
    const bad = file('bad.csv', fs.readFileSync(disk, 'utf8').replace('0001,1,900,450', '0001,1,900,950'));
    const r = run(bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/line 5, column 6 \("DSNBSY"\): 950 samples not busy of 900/);
    expect(run(disk, '--model', '720-2061-1501').code).toBe(2);
  });
});

describe('as400-sizer measurements of a QAPMPOOLB export', () => {
  test('--json: pools[] and the machine pool apart, faults per second computed here', () => {
    const r = run(pools, '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.pools.map((p: { pool: number }) => p.pool)).toEqual([1, 2]);
    const [machine, base] = j.pools;
    expect(machine.machinePool).toBe(true);
    // (90 + 900) / 900 and (0 + 450) / 900.
    expect(machine.faultsPerSecond).toEqual({ peak: 1.1, p95: 1.1, mean: (1.1 + 0.5) / 2, peakAt: '2026-09-01 00:15' });
    expect(base).toMatchObject({ pool: 2, sizeKB: 6000000, activityLevel: 100, maxActiveSizeKB: 3072 * 100 });
    expect(base.databaseFaultsPerSecond.peak).toBe(9000 / 900);
    expect(base.nonDatabaseFaultsPerSecond.mean).toBe((1800 / 900 + 900 / 900) / 2);
    expect(j.memory.machinePool.pool).toBe(1);
    expect(j.memory.allPoolsFaultsPerSecond.peak).toBeCloseTo(1.1 + 12, 12);
    expect(j.memory.faultingNeeds).toMatch(/19\.5/);
  });
});

describe('as400-sizer trend of QAPMDISK files', () => {
  test('the shipped September: the busiest arm against PCR 14.1 and the space against the 80% convention', () => {
    const r = spawnSync(
      process.execPath,
      [BIN, 'trend', path.resolve(__dirname, '..', '..', 'sample-data', 'partitions', 'PROD-disk-2026-09.csv'), '--period', 'week', '--json'],
      {
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.disk.arms).toBe(7);
    expect(j.disk.guideline).toBe(0.4);
    expect(j.disk.spaceLimit).toBe(0.8);
    expect(j.disk.spaceLimitSource).toMatch(/planner convention/);
    expect(j.disk.busiest.periods.length).toBe(5);
    expect(j.disk.spaceUsed.limitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
