/**
 * sample-data/ is what npm run sample-data writes (cli/sample-data/), byte for byte, and holds
 * nothing else but the files other modules of the generator list; and each file is read by the
 * reader of its kind as the contract describes it (a partition's entitlement from SYSCTA / (INTSEC x
 * 1000), its cap, the interval-end stamps of Collection Services).
 */
import fs from 'fs';
import path from 'path';
import { readJobInteractive, readMeasurements } from '../../addin/measurements/read';
import { SAMPLE_DATA_DIR, SAMPLE_FILES } from '../../cli/sample-data';
import { value } from '../results';

const committed = (file: string) => fs.readFileSync(path.join(SAMPLE_DATA_DIR, ...file.split('/')), 'utf8');

const filesUnder = (dir: string, prefix = ''): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(path.join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`]));

test.each(SAMPLE_FILES.map((f) => [f.path, f] as const))('sample-data/%s is what npm run sample-data writes', (_, f) => {
  expect(committed(f.path) === f.text()).toBe(true);
});

test('sample-data/ holds only the files the generator lists, a few MB in all', () => {
  const listed = SAMPLE_FILES.map((f) => f.path).sort();
  expect(filesUnder(SAMPLE_DATA_DIR).sort()).toEqual(listed);
  const bytes = listed.reduce((n, f) => n + fs.statSync(path.join(SAMPLE_DATA_DIR, f)).size, 0);
  expect(bytes).toBeLessThan(5 * 1024 * 1024);
});

describe('the partitions read as the contract describes them', () => {
  const months = ['04', '05', '06', '07', '08', '09'];
  const read = (file: string) => value(readMeasurements(committed(`partitions/${file}`)));
  const ending = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);

  test.each([
    ['PROD', 1.5, 4, true],
    ['DEV', 0.5, 1, false],
    ['WEB', 0.8, 2, true],
  ] as const)(
    '%s: %f processing units, %i virtual processors, uncapped %s; a file a month, 15-minute intervals stamped by their end',
    (name, pu, vp, uncapped) => {
      for (const month of months) {
        const m = read(`${name}-2026-${month}.csv`);
        const n = Number(month);
        expect(m.times[0]).toBe(ending(2026, n, 1, 0, 15));
        expect(m.times[m.times.length - 1]).toBe(ending(2026, n + 1, 1));
        expect(m.times.length).toBe((ending(2026, n + 1, 1) - ending(2026, n, 1)) / 900_000);
        expect(new Set(m.entitlement)).toEqual(new Set([pu]));
        expect(m.partition).toMatchObject({ uncapped, virtualProcessors: vp });
        // Never more than the virtual processors (uncapped) or the entitlement (capped) can use.
        expect(Math.max(...m.cpu)).toBeLessThanOrEqual(uncapped ? vp / pu : 1);
      }
    },
  );

  test('PROD peaks near 190% of its entitlement at the end of September; DEV is at its cap in some intervals', () => {
    const prod = read('PROD-2026-09.csv');
    expect(Math.max(...prod.cpu)).toBeGreaterThan(1.8);
    expect(Math.max(...prod.cpu)).toBeLessThan(2);
    const dev = read('DEV-2026-09.csv');
    expect(dev.cpu.filter((c) => c === 1).length).toBeGreaterThan(0);
  });

  test("PROD's job export gives, interval by interval, the SYIFUS of its QAPMSYSTEM export", () => {
    const jobs = value(readJobInteractive(committed('partitions/PROD-jobs-2026-09.csv')));
    const prod = read('PROD-2026-09.csv');
    expect(jobs.key).toBe('time');
    const withJobs = value(readMeasurements(committed('partitions/PROD-2026-09.csv'), { jobs }));
    expect([...withJobs.interactive!]).toEqual([...prod.interactive!]);
  });
});
