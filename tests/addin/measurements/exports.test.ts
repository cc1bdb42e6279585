import { readTimestamp } from '../../../addin/measurements/timestamp';
import { readMeasurements } from '../../../addin/measurements/read';
import { summarize } from '../../../addin/measurements/summary';
import { failure, value } from '../../results';

const utc = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s);

describe('US times on a 12-hour clock, with the date order given', () => {
  test('10/1/2025 12:15:00 AM is a quarter past midnight of 1 October; 12:15 PM a quarter past noon; 1 PM 13:00', () => {
    expect(readTimestamp('10/1/2025 12:15:00 AM', 'mdy')).toBe(utc(2025, 10, 1, 0, 15));
    expect(readTimestamp('10/1/2025 12:15:00 PM', 'mdy')).toBe(utc(2025, 10, 1, 12, 15));
    expect(readTimestamp('10/1/2025 1:00 pm', 'mdy')).toBe(utc(2025, 10, 1, 13, 0));
    expect(readTimestamp('10/1/2025 11:45:30 AM', 'mdy')).toBe(utc(2025, 10, 1, 11, 45, 30));
    expect(readTimestamp('1/10/2025 9:00 AM', 'dmy')).toBe(utc(2025, 10, 1, 9, 0));
    // No hour 0 or 13 on a 12-hour clock; nor AM/PM without the date order (still ambiguous).
    for (const text of ['10/1/2025 0:15 AM', '10/1/2025 13:15 PM', '10/1/2025 12:15AM', '10/1/2025 12:15 XM']) expect(readTimestamp(text, 'mdy')).toBeNull();
    expect(readTimestamp('10/1/2025 12:15:00 AM')).toBeNull();
  });

  test('a file of them reads with --date-order mdy and shows the times one way', () => {
    const text = ['timestamp,cpu', '9/30/2025 11:45:00 PM,50', '10/1/2025 12:00:00 AM,60', '10/1/2025 12:15:00 AM,70'].join('\n');
    const m = value(readMeasurements(text, { dateOrder: 'mdy' }));
    expect([...m.times]).toEqual([utc(2025, 9, 30, 23, 45), utc(2025, 10, 1, 0, 0), utc(2025, 10, 1, 0, 15)]);
    expect(failure(readMeasurements(text)).message).toMatch(
      /^line 2, column 1 \("timestamp"\): "9\/30\/2025 11:45:00 PM" is a date in a regional form with the year last/,
    );
  });
});

describe('a daylight-saving change in a file of local times', () => {
  const q = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  const QUARTER = 15 * 60_000;

  test('autumn: the clocks go back an hour and the hour is printed twice: read on elapsed time, with a note, no gap', () => {
    // Central Europe, 26 October 2025: 03:00 summer time is 02:00 winter time. Interval-end stamps every 15 minutes.
    const printed = [q(2, 15), q(2, 30), q(2, 45), q(2, 0), q(2, 15), q(2, 30)];
    const text = ['timestamp,cpu', ...printed.map((t, i) => `2025-10-26 ${t},${50 + i}`)].join('\n');
    const m = value(readMeasurements(text));
    // Elapsed: every interval 15 minutes after the one before it.
    expect([...m.times]).toEqual(printed.map((_, i) => utc(2025, 10, 26, 2, 15) + i * QUARTER));
    expect(m.warnings[0]).toBe(
      'the clock goes back an hour at 2025-10-26 02:00 (line 5) while the intervals run on: a daylight-saving change, the hour printed twice; ' +
        'the intervals from there are read on elapsed time, 1 hour after the time printed',
    );
    const s = summarize(m);
    expect([s.gaps.length, s.intervalSeconds]).toEqual([0, 900]);
  });

  test('spring, in a QAPMSYSTEM export: a jump of an hour beside INTSEC still 900 is no gap; the autumn change the same by INTSEC', () => {
    const header = 'INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA';
    const rows = (stamps: string[]) => [header, ...stamps.map((t, i) => `${i + 1},${t},900,225000,450000`)].join('\n');
    // 30 March 2025: 02:00 winter time is 03:00 summer time; the interval ending 02:15 winter time is printed 03:15.
    const spring = ['2025-03-30-01.45.00.000000', '2025-03-30-02.00.00.000000', '2025-03-30-03.15.00.000000', '2025-03-30-03.30.00.000000'];
    const m = value(readMeasurements(rows(spring)));
    expect([...m.times]).toEqual(spring.map((_, i) => utc(2025, 3, 30, 1, 45) + i * QUARTER));
    expect(m.warnings[0]).toMatch(
      /^the clock goes forward an hour at 2025-03-30-03\.15\.00\.000000 \(line 4\) .*no interval missing; .* 1 hour before the time printed$/,
    );
    expect(summarize(m).gaps).toEqual([]);
    // The year round: back in October and forward in March, and the times are as printed again after both.
    const year = [...['2024-10-27-02.45.00.000000', '2024-10-27-02.00.00.000000', '2024-10-27-02.15.00.000000'], ...spring];
    const y = value(readMeasurements(rows(year)));
    expect(y.times[y.times.length - 1]).toBe(utc(2025, 3, 30, 3, 30));
    expect(y.warnings[1]).toMatch(/read on elapsed time, as printed$/);
  });

  test('a jump of an hour in a file without interval seconds stays a gap; a step back other than an hour stays refused', () => {
    const columns = (stamps: string[]) => ['timestamp,cpu', ...stamps.map((t) => `2025-03-30 ${t},50`)].join('\n');
    const m = value(readMeasurements(columns([q(1, 45), q(2, 0), q(3, 15)])));
    // 75 minutes for 15: round(75 / 15) - 1 = 4 intervals missing.
    expect(summarize(m).gaps.map((g) => g.missing)).toEqual([4]);
    expect(failure(readMeasurements(columns([q(1, 45), q(2, 0), q(1, 30)]))).message).toMatch(
      /^line 4, column 1 \("timestamp"\): .* is earlier than the interval before it/,
    );
  });
});
