/**
 * Every date form the reader takes names the same instant as ISO 8601 for any date and time
 * (Date.UTC is the definition), with months, days and hours written with one digit or two as
 * spreadsheets do; and a QAPMSYSTEM export's cpu is SYSPTU / SYSCTA for any counts.
 */
import fc from 'fast-check';
import { readMeasurements } from '../../../addin/measurements/read';
import { readTimestamp } from '../../../addin/measurements/timestamp';
import { value } from '../../results';

const two = (n: number) => String(n).padStart(2, '0');
const when = fc.record({
  year: fc.integer({ min: 1900, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
  padded: fc.boolean(),
});

test('ISO, Db2 for i, yyyy/m/d, d.m.yyyy and (with the order given) m/d/yyyy and d/m/yyyy name the same instant', () => {
  fc.assert(
    fc.property(when, ({ year, month, day, hour, minute, second, padded }) => {
      const t = Date.UTC(year, month - 1, day, hour, minute, second);
      const p = (n: number) => (padded ? two(n) : String(n));
      const time = `${p(hour)}:${two(minute)}:${two(second)}`;
      expect(readTimestamp(`${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second)}`)).toBe(t);
      expect(readTimestamp(`${year}-${two(month)}-${two(day)}-${two(hour)}.${two(minute)}.${two(second)}.000000`)).toBe(t);
      expect(readTimestamp(`${year}/${p(month)}/${p(day)} ${time}`)).toBe(t);
      expect(readTimestamp(`${p(day)}.${p(month)}.${year} ${time}`)).toBe(t);
      expect(readTimestamp(`${p(month)}/${p(day)}/${year} ${time}`, 'mdy')).toBe(t);
      expect(readTimestamp(`${p(day)}/${p(month)}/${year} ${time}`, 'dmy')).toBe(t);
      expect(readTimestamp(`${p(month)}/${p(day)}/${year} ${time}`)).toBeNull();
    }),
  );
});

test('a QAPMSYSTEM export: cpu is SYSPTU / SYSCTA and the entitlement SYSCTA / (INTSEC x 1000), for any counts up to 1,000%', () => {
  const interval = fc.record({
    seconds: fc.integer({ min: 15, max: 3600 }),
    hundredths: fc.integer({ min: 5, max: 6400 }),
    share: fc.double({ min: 0, max: 10, noNaN: true }),
  });
  fc.assert(
    fc.property(fc.array(interval, { minLength: 1, maxLength: 20 }), (rows) => {
      let t = Date.UTC(2026, 8, 7);
      const lines = rows.map((r) => {
        t += r.seconds * 1000;
        const configured = r.hundredths * r.seconds * 10; // milliseconds, whole as Collection Services counts them
        const used = Math.floor(configured * r.share);
        return { stamp: new Date(t).toISOString().slice(0, 19).replace('T', ' '), seconds: r.seconds, configured, used };
      });
      const m = value(readMeasurements(['DATETIME,INTSEC,SYSPTU,SYSCTA', ...lines.map((l) => `${l.stamp},${l.seconds},${l.used},${l.configured}`)].join('\n')));
      expect([...m.cpu]).toEqual(lines.map((l) => l.used / l.configured));
      expect([...m.entitlement!]).toEqual(lines.map((l) => l.configured / (l.seconds * 1000)));
    }),
  );
});
