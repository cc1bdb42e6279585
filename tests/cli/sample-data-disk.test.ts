/**
 * The disk and pool sample files (cli/sample-data/disk.ts) read as the contract describes them:
 * QAPMDISK and QAPMPOOLB exports of PROD's September, intervals stamped by their end, the last at
 * 2026-10-01 00:00, every arm sampled and pool 1 the machine pool.
 */
import fs from 'fs';
import path from 'path';
import { readQapmdisk } from '../../addin/measurements/qapmdisk';
import { readQapmpoolb } from '../../addin/measurements/qapmpoolb';
import { SAMPLE_DATA_DIR } from '../../cli/sample-data';
import { value } from '../results';

const committed = (file: string) => fs.readFileSync(path.join(SAMPLE_DATA_DIR, 'partitions', file), 'utf8');

test('PROD-disk-2026-09.csv: hourly QAPMDISK intervals of seven arms, ending at 2026-10-01 00:00', () => {
  const d = value(readQapmdisk(committed('PROD-disk-2026-09.csv')));
  expect(d.times.length).toBe(30 * 24);
  expect(d.times[0]).toBe(Date.UTC(2026, 8, 1, 1));
  expect(d.times[d.times.length - 1]).toBe(Date.UTC(2026, 9, 1));
  expect(d.keys).toEqual(['0001', '0002', '0003', '0004', '0005', '0006', '0007']);
  expect(d.armsSkipped).toEqual([]);
  expect([...d.seconds].every((s) => s === 3600)).toBe(true);
});

test('PROD-pools-2026-09.csv: the same intervals of four pools, pool 1 the machine pool', () => {
  const p = value(readQapmpoolb(committed('PROD-pools-2026-09.csv')));
  expect(p.times.length).toBe(30 * 24);
  expect(p.times[p.times.length - 1]).toBe(Date.UTC(2026, 9, 1));
  expect(p.pools.map((s) => s.pool)).toEqual([1, 2, 3, 4]);
});
