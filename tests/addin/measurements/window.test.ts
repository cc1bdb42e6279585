import fc from 'fast-check';
import { type Measurements, readMeasurements } from '../../../addin/measurements/read';
import { summarize } from '../../../addin/measurements/summary';
import { applyWindow, describeWindow, spanOf, parseDate, parseDays, parseHours, parseWindow, type Window } from '../../../addin/measurements/window';
import { failure, value } from '../../results';

const read = (text: string): Measurements => value(readMeasurements(text));
const windowOf = (text: Parameters<typeof parseWindow>[0]): Window => {
  const w = value(parseWindow(text));
  if (w === null) throw new Error('no window');
  return w;
};
const refusal = (r: unknown): string => failure(r).message;

// Two weeks of 30-minute intervals from Saturday 2026-08-29 00:00 (a Saturday: new Date(...).getUTCDay() is 6).
const START = Date.UTC(2026, 7, 29);
const N = 14 * 48;
const TIMES = Array.from({ length: N }, (_, i) => START + i * 1_800_000);
const stamp = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
// cpu: the interval's number in tenths of a percent (so each is told apart); interactive a fifth of it.
const FILE = read(['timestamp,cpu,interactive', ...TIMES.map((t, i) => `${stamp(t)},${(i % 1000) / 10},${(i % 1000) / 50}`)].join('\n'));

/** The intervals kept, filtered here with the Date methods, not the code's arithmetic. */
function byHand(keep: (d: Date) => boolean): number[] {
  return TIMES.filter((t) => keep(new Date(t)));
}

describe('windows read from text, and refused with the flag and the fix', () => {
  test('dates as yyyy-mm-dd, each a day of the calendar', () => {
    expect(new Date(START).getUTCDay()).toBe(6);
    expect(value(parseDate('2026-09-01'))).toBe(Date.UTC(2026, 8, 1));
    expect(value(parseDate(' 2024-02-29 ', '--to'))).toBe(Date.UTC(2024, 1, 29));
    expect(refusal(parseDate('2026-9-1'))).toBe('--from 2026-9-1: give a date as yyyy-mm-dd, e.g. 2026-09-01');
    expect(refusal(parseDate('01/09/2026', '--to'))).toBe('--to 01/09/2026: give a date as yyyy-mm-dd, e.g. 2026-09-01');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10']) {
      expect(refusal(parseDate(bad))).toBe(
        `--from ${bad}: there is no such day (month 1 to 12, day within the month); give a date as yyyy-mm-dd, e.g. 2026-09-01`,
      );
    }
    expect(failure(parseDate('x')).kind).toBe('value');
  });

  test('hours HH-HH: the first inclusive, the second exclusive; across midnight where the first is later', () => {
    expect(value(parseHours('08-18'))).toEqual([8, 18]);
    expect(value(parseHours('8-18'))).toEqual([8, 18]);
    expect(value(parseHours('08:00-18:00'))).toEqual([8, 18]);
    expect(value(parseHours('22-06'))).toEqual([22, 6]);
    expect(value(parseHours('18-24'))).toEqual([18, 24]);
    const form = 'give the hours as HH-HH, from the first hour (inclusive) to the second (exclusive), e.g. 08-18 for 08:00 to 17:59, or 22-06 across midnight';
    expect(refusal(parseHours('8am-6pm'))).toBe(`--hours 8am-6pm: ${form}`);
    expect(refusal(parseHours('08:30-18'))).toBe(`--hours 08:30-18: ${form}`);
    expect(refusal(parseHours('08-25'))).toBe(
      '--hours 08-25: the first hour is 00 to 23, the second 01 to 24; e.g. 08-18 for 08:00 to 17:59, or 22-06 across midnight',
    );
    expect(refusal(parseHours('24-06'))).toMatch(/^--hours 24-06: the first hour is 00 to 23/);
    expect(refusal(parseHours('08-08'))).toBe(
      '--hours 08-08: the window would start and end at 08:00; give two different hours, e.g. 08-18 for ' +
        '08:00 to 17:59, or 22-06 across midnight (leave --hours out for the whole day)',
    );
    expect(refusal(parseHours('00-24', 'Hours'))).toMatch(/^Hours 00-24: the window would start and end at 00:00; .*\(leave Hours out for the whole day\)$/);
  });

  test("days: a range, a list, both, a range across the week's end; names in any case, short or whole", () => {
    expect(value(parseDays('mon-fri'))).toEqual([0, 1, 2, 3, 4]);
    expect(value(parseDays('Mon,Wed,SAT'))).toEqual([0, 2, 5]);
    expect(value(parseDays('sat,mon-tue'))).toEqual([0, 1, 5]);
    expect(value(parseDays('fri-mon'))).toEqual([0, 4, 5, 6]);
    expect(value(parseDays('sunday, monday'))).toEqual([0, 6]);
    const how = 'give days as a range such as mon-fri, or a list such as mon,wed,sat (mon tue wed thu fri sat sun)';
    expect(refusal(parseDays('mon-fir'))).toBe(`--days mon-fir: "fir" is not a day; ${how}`);
    expect(refusal(parseDays('mon,,fri'))).toBe(`--days mon,,fri: "" is not a day or a range of days; ${how}`);
    expect(refusal(parseDays('mon-wed-fri'))).toBe(`--days mon-wed-fri: "mon-wed-fri" is not a day or a range of days; ${how}`);
  });

  test('a window of its parts; none given is none; --from after --to is refused', () => {
    expect(parseWindow({})).toBeNull();
    expect(parseWindow({ from: ' ', hours: null, days: undefined })).toBeNull();
    expect(parseWindow({ days: 'mon-sun' })).toBeNull(); // every day is no window
    expect(windowOf({ from: '2026-09-01', to: '2026-09-30', hours: '08-18', days: 'mon-fri' })).toEqual({
      from: Date.UTC(2026, 8, 1),
      to: Date.UTC(2026, 8, 30),
      hours: [8, 18],
      days: [0, 1, 2, 3, 4],
    });
    expect(refusal(parseWindow({ from: '2026-09-30', to: '2026-09-01' }))).toBe(
      '--from 2026-09-30 is after --to 2026-09-01: the window would hold no day; give the earlier date to --from (both days are in)',
    );
    // The first part refused is the one named; the pane names its own fields.
    expect(refusal(parseWindow({ from: 'x', hours: 'y' }))).toMatch(/^--from x:/);
    expect(refusal(parseWindow({ hours: '9-9' }, { from: 'From', to: 'To', hours: 'Hours of the day', days: 'Days' }))).toMatch(/^Hours of the day 9-9:/);
  });

  test('described in words: days, hours, dates', () => {
    expect(describeWindow(windowOf({ from: '2026-09-01', to: '2026-09-30', hours: '08-18', days: 'mon-fri' }))).toBe(
      'Mon–Fri, 08:00–18:00, 2026-09-01 to 2026-09-30',
    );
    expect(describeWindow(windowOf({ days: 'sat,mon,wed' }))).toBe('Mon, Wed, Sat');
    expect(describeWindow(windowOf({ days: 'sat-sun', hours: '22-6' }))).toBe('Sat–Sun, 22:00–06:00');
    expect(describeWindow(windowOf({ from: '2026-09-01' }))).toBe('from 2026-09-01');
    expect(describeWindow(windowOf({ to: '2026-09-30' }))).toBe('to 2026-09-30');
    expect(describeWindow(windowOf({ from: '2026-09-01', to: '2026-09-01' }))).toBe('2026-09-01');
  });
});

describe('a window applied to a file: the intervals inside, as filtered by hand', () => {
  const kept = (w: Window) => Array.from(value(applyWindow(FILE, w)).times);

  test('Mon–Fri 08-18: weekdays, starts from 08:00 to 17:30', () => {
    const expected = byHand((d) => d.getUTCDay() >= 1 && d.getUTCDay() <= 5 && d.getUTCHours() >= 8 && d.getUTCHours() < 18);
    expect(expected).toHaveLength(10 * 20); // ten weekdays of the two weeks, 20 half hours each
    const m = value(applyWindow(FILE, windowOf({ hours: '08-18', days: 'mon-fri' })));
    expect(Array.from(m.times)).toEqual(expected);
    // Every column follows its interval: cpu, interactive and the file's lines.
    const at = expected.map((t) => TIMES.indexOf(t));
    expect(Array.from(m.cpu)).toEqual(at.map((i) => FILE.cpu[i]));
    expect(Array.from(m.interactive!)).toEqual(at.map((i) => FILE.interactive![i]));
    expect(Array.from(m.lines)).toEqual(at.map((i) => i + 2));
    expect(spanOf(m.times)).toBe('2026-08-31 08:00 to 2026-09-11 17:30');
    expect(m.warnings).toBe(FILE.warnings);
    expect(m.format).toBe(FILE.format);
  });

  test('dates are whole days, both ends in', () => {
    const expected = byHand((d) => d.toISOString().slice(0, 10) >= '2026-09-01' && d.toISOString().slice(0, 10) <= '2026-09-02');
    expect(expected).toHaveLength(96);
    expect(kept(windowOf({ from: '2026-09-01', to: '2026-09-02' }))).toEqual(expected);
    expect(kept(windowOf({ to: '2026-08-29' }))).toEqual(byHand((d) => d.getUTCDate() === 29));
  });

  test('hours across midnight: from 22:00 to 05:30 starts', () => {
    expect(kept(windowOf({ hours: '22-06' }))).toEqual(byHand((d) => d.getUTCHours() >= 22 || d.getUTCHours() < 6));
  });

  test('a window holding the whole file keeps its columns', () => {
    const all = value(applyWindow(FILE, windowOf({ from: '2026-08-01', to: '2026-12-31' })));
    expect([all.times, all.cpu]).toEqual([FILE.times, FILE.cpu]);
  });

  test("a window that holds no interval is refused, naming the window and the file's period", () => {
    expect(refusal(applyWindow(FILE, windowOf({ from: '2026-10-01' })))).toBe(
      'the window from 2026-10-01 holds no interval of the file, which runs from 2026-08-29 ' +
        '00:00 (Sat) to 2026-09-11 23:30 (Fri): widen the window or check its dates',
    );
    const weekend = read(['timestamp,cpu', '2026-08-29 10:00,50', '2026-08-30 10:00,60'].join('\n'));
    expect(refusal(applyWindow(weekend, windowOf({ days: 'mon-fri', hours: '8-18' })))).toMatch(
      /^the window Mon–Fri, 08:00–18:00 holds no interval of the file, which runs from 2026-08-29 10:00 \(Sat\) to 2026-08-30 10:00 \(Sun\)/,
    );
  });

  test('property: any window keeps exactly the intervals its definition names, in order', () => {
    const day = fc.integer({ min: 0, max: 15 }).map((k) => new Date(START + (k - 1) * 86_400_000).toISOString().slice(0, 10));
    const parts = fc.record({
      from: fc.option(day),
      to: fc.option(day),
      hours: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 })).filter(([a, b]) => a !== b % 24)),
      days: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })),
    });
    const NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    fc.assert(
      fc.property(parts, (p) => {
        const text = { from: p.from, to: p.to, hours: p.hours && `${p.hours[0]}-${p.hours[1]}`, days: p.days && p.days.map((d) => NAMES[d]).join(',') };
        const w = parseWindow(text);
        if (p.from !== null && p.to !== null && p.from > p.to) return expect(failure(w).message).toMatch(/is after --to/);
        const expected = byHand((d) => {
          const iso = d.toISOString().slice(0, 10);
          const h = d.getUTCHours();
          const inHours = !p.hours || (p.hours[0] < p.hours[1] ? h >= p.hours[0] && h < p.hours[1] : h >= p.hours[0] || h < p.hours[1]);
          // getUTCDay is 0 for Sunday; the flags' days are Monday first.
          const inDays = !p.days || p.days.includes((d.getUTCDay() + 6) % 7);
          return (p.from === null || iso >= p.from) && (p.to === null || iso <= p.to) && inHours && inDays;
        });
        if (w === null) return expect(expected).toHaveLength(N);
        const applied = applyWindow(FILE, value(w));
        if (expected.length === 0) return expect(failure(applied).message).toMatch(/holds no interval of the file/);
        expect(Array.from(value(applied).times)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the summary of a window', () => {
  const HALF = 1_800_000;
  test('the nights and weekends a window leaves out are no gap; an interval missing inside it is, counted inside it only', () => {
    const prime = windowOf({ hours: '08-18', days: 'mon-fri' });
    const s = summarize(value(applyWindow(FILE, prime)));
    expect(s.gaps).toEqual([]);
    expect(s.intervals).toBe(200);
    expect(s.intervalSeconds).toBe(1800); // the file's length: the steps over the nights are not irregular intervals
    expect(s.warnings).toEqual(FILE.warnings);
    // Drop Tuesday 2026-09-01 12:00 (inside) and Wednesday 2026-09-02 03:00 (outside) from the file.
    const inside = Date.UTC(2026, 8, 1, 12);
    const outside = Date.UTC(2026, 8, 2, 3);
    const rows = TIMES.map((t, i) => [t, i] as const).filter(([t]) => t !== inside && t !== outside);
    const holed = read(['timestamp,cpu,interactive', ...rows.map(([t, i]) => `${stamp(t)},${(i % 1000) / 10},${(i % 1000) / 50}`)].join('\n'));
    const w = summarize(value(applyWindow(holed, prime)));
    expect(w.gaps).toEqual([{ after: inside - HALF, before: inside + HALF, missing: 1 }]);
    expect(w.intervalSeconds).toBeNull();
    // The whole file, unwindowed, misses both.
    expect(summarize(holed).gaps.map((g) => g.missing)).toEqual([1, 1]);
  });

  test('a gap across the days a window leaves out counts only the intervals missing inside it', () => {
    // Fri 2026-09-04 23:00 and 23:30, then Mon 00:30: of the 97 half hours missing, only Mon 00:00 is in "fri,mon".
    const fri = Date.UTC(2026, 8, 4, 23);
    const times = [fri, fri + HALF, fri + 99 * HALF]; // 23:00 + 49.5 h
    expect(new Date(times[2]).toISOString()).toBe('2026-09-07T00:30:00.000Z');
    const m = read(['timestamp,cpu', ...times.map((t) => `${stamp(t)},50`)].join('\n'));
    expect(summarize(m).gaps).toEqual([{ after: times[1], before: times[2], missing: 97 }]); // 49 h is 98 steps of 30 min
    const s = summarize(value(applyWindow(m, windowOf({ days: 'fri,mon' }))));
    expect(s.gaps).toEqual([{ after: times[1], before: times[2], missing: 1 }]);
    expect(s.warnings).toEqual([
      '1 interval of 30 min missing between 2026-09-04 23:30 and 2026-09-07 00:30: the statistics are of the intervals measured, and no peak hour spans a gap',
    ]);
  });
});
