/**
 * The trend of QAPMDISK history, built here: two files of days whose busiest arm and space used grow
 * by a known factor a day, so the fit's growth a year and the dates each reaches its limit follow from
 * the definitions (compound growth, ln fitted by least squares, sizing/trend.ts): growth = factor^365.25 - 1,
 * and the line reaches a limit ln(limit / first) / ln(factor) days after the first period.
 */
import { isError, type SizingError } from '../../../addin/errors';
import { diskTrend, SPACE_LIMIT } from '../../../addin/measurements/disk-trend';
import { type DiskMeasurements, readQapmdisk } from '../../../addin/measurements/qapmdisk';

const DAY = 86_400_000;
const FIRST = Date.UTC(2026, 8, 1);
const ok = <T>(x: T | SizingError): T => {
  if (isError(x)) throw new Error(x.message);
  return x;
};

/** Busy of arm A on day d (every interval of the day alike), in samples of 10,000; arm B half of it. */
const busy = (d: number) => Math.round(2000 * 1.01 ** d);
/** Space available on day d of 1,000,000,000 a arm: used 70% x 1.002^d, rounded to the byte. */
const available = (d: number) => 1_000_000_000 - Math.round(700_000_000 * 1.002 ** d);

function days(from: number, to: number): string {
  const rows = ['DATETIME,INTSEC,DSARM,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSCAP,DSAVL'];
  for (let d = from; d < to; d++)
    for (let h = 0; h < 24; h++) {
      const stamp = new Date(FIRST + d * DAY + h * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      rows.push(`${stamp},3600,A,10000,${10000 - busy(d)},10,10,1000000000,${available(d)}`);
      rows.push(`${stamp},3600,B,10000,${10000 - Math.round(busy(d) / 2)},10,10,1000000000,${available(d)}`);
    }
  return rows.join('\n') + '\n';
}

test('busiest arm and space used: a value a day, the growth and the dates from the definitions', () => {
  const read: DiskMeasurements[] = [ok(readQapmdisk(days(5, 10))), ok(readQapmdisk(days(0, 5)))];
  const t = diskTrend(['later.csv', 'earlier.csv'], read, 'day', 'peak');
  if (typeof t === 'string') throw new Error(t);
  expect(t.arms).toBe(2);
  expect(t.guideline).toBe(0.4);
  expect(t.busiest.periods.map((p) => p.value)).toEqual([...Array(10).keys()].map((d) => busy(d) / 10000));
  expect(t.spaceUsed.periods.map((p) => p.value)).toEqual([...Array(10).keys()].map((d) => 1 - available(d) / 1e9));
  // The growth a day, ln(1 + growth a year) / 365.25, is ln(factor): the rounding to samples and bytes moves it past the fourth decimal only.
  expect(Math.log1p(t.busiest.growth!) / 365.25).toBeCloseTo(Math.log(1.01), 4);
  expect(Math.log1p(t.spaceUsed.growth!) / 365.25).toBeCloseTo(Math.log(1.002), 4);
  const dayOf = (iso: string) => (Date.parse(iso) - FIRST) / DAY;
  expect(Math.abs(dayOf(t.busiest.limitDate!) - Math.log(0.4 / 0.2) / Math.log(1.01))).toBeLessThan(1);
  expect(SPACE_LIMIT).toBe(0.8);
  expect(Math.abs(dayOf(t.spaceUsed.limitDate!) - Math.log(0.8 / 0.7) / Math.log(1.002))).toBeLessThan(1);
});

test('files that overlap are refused, naming both', () => {
  const t = diskTrend(['a.csv', 'b.csv'], [ok(readQapmdisk(days(0, 5))), ok(readQapmdisk(days(4, 8)))], 'day', 'peak');
  expect(t).toMatch(/b\.csv: its first interval, 2026-09-05 00:00, is not after the last of a\.csv/);
});
