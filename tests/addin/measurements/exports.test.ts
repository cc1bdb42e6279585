import { readTimestamp } from '../../../addin/measurements/timestamp';
import { readMeasurements } from '../../../addin/measurements/read';
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
