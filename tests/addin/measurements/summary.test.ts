import fc from 'fast-check';
import { loadFunctions } from '../../../cli/registry';
import { type Measurements, readMeasurements } from '../../../addin/measurements/read';
import { kthSmallest, summarize } from '../../../addin/measurements/summary';
import { kneeShares } from '../../../addin/measurements/knee';
import { pcrLine } from '../../seed';
import { failure, value } from '../../results';

const read = (text: string): Measurements => value(readMeasurements(text));
const functions = loadFunctions();
const call = (name: string, ...args: unknown[]): unknown => (functions.get(name)!(...args.map((a) => [[a]])) as unknown[][])[0][0];

/** The cells of a markdown table row of the seed, trimmed, bold marks dropped. */
const cells = (line: string): string[] =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.replace(/<\/?b>/g, '').trim());
/** A CSV line with every field quoted, as RFC 4180 allows (the reports print 6,164 for six thousand). */
const quoted = (fields: string[]): string => fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',');

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Nearest rank, from its definition: the smallest value that at least 95% of the values are at or below. */
const p95 = (xs: number[]) => Math.min(...xs.filter((v) => 100 * xs.filter((x) => x <= v).length >= 95 * xs.length));

describe('the Component Reports the PCR prints, read as planners would copy them', () => {
  // PCR V4R5 2.11 (seed 000 lines 769-785): "Component Interval Activity" of a 310-2043, data
  // collected 19 March 1996 (member Q960791030: 96, day 079, 10:30); the ":" row marks rows left out.
  const header = cells(pcrLine(776));
  const rows = Array.from({ length: 10 }, (_, i) => cells(pcrLine(776 + i))).filter((r) => /^\d\d:\d\d$/.test(r[0]));
  const text = [quoted(header), ...rows.map((r) => quoted([`1996-03-19 ${r[0]}`, ...r.slice(1)]))].join('\r\n');

  test('2.11: the headings ITV End, CPU % Total and CPU% Inter are the three columns', () => {
    expect(header.slice(0, 5)).toEqual(['ITV End', 'Tns/hr', 'Rsp/Tns', 'CPU % Total', 'CPU% Inter']);
    expect(read(text).headings).toEqual({ timestamp: 'ITV End', cpu: 'CPU % Total', interactive: 'CPU% Inter' });
  });

  test('2.11: peak, mean and p95 of the seven printed intervals', () => {
    expect(rows).toHaveLength(7);
    const total = rows.map((r) => Number(r[3]));
    const inter = rows.map((r) => Number(r[4]));
    expect(total).toEqual([85.2, 91.3, 97.6, 97.9, 97.9, 99.9, 99.9]);
    const s = summarize(read(text));
    expect(s.intervals).toBe(7);
    expect(s.cpu.peak).toBeCloseTo(Math.max(...total) / 100, 12);
    expect(s.cpu.mean).toBeCloseTo(mean(total) / 100, 12);
    expect(s.cpu.p95).toBeCloseTo(p95(total) / 100, 12);
    expect(s.interactive!.peak).toBeCloseTo(74.2 / 100, 12);
    expect(s.interactive!.mean).toBeCloseTo(mean(inter) / 100, 12);
    // The PCR's P of 2.11, "the average of the CPU utilization under the Inter heading": (32.2 + 45.2 + 38.8 + 35.6 + 16.5 + 74.2 + 46.8) / 7.
    expect(s.interactive!.mean).toBeCloseTo(289.3 / 7 / 100, 12);
    expect([s.first, s.last]).toEqual(['1996-03-19 10:36', '1996-03-19 11:56']);
    expect(s.intervalSeconds).toBeNull(); // 10:56 to 11:51: the rows the PCR left out
  });

  test("2.11: the report's own 310-2043 is a traditional system: no knee, and the answer says so", () => {
    expect(pcrLine(773)).toContain('Model/Serial . : 310-2043');
    const shares = value(kneeShares(read(text), '310-2043'));
    expect(shares).toMatchObject({ model: '310-2043', knee: null, pastKnee: null, pastThreshold: null });
    expect(shares.noKnee).toMatch(/traditional or CISC system .* so no knee \(PCR 2\.2\.3\)/);
  });

  test('17.4, Figure 17.6: "Itv End" and the two-line heading ---CPU Utilization--- over Total and Inter; .0 read as 0', () => {
    const top = cells(pcrLine(6069));
    const bottom = cells(pcrLine(6071));
    // A copy into a spreadsheet writes the spanning heading over each column it spans.
    let span = '';
    const headings = top.map((t, i) => {
      if (t !== '') span = /^-+.*-+$/.test(t) ? t : '';
      return `${t !== '' && !/^-+/.test(t) ? t : span} ${bottom[i]}`.trim();
    });
    expect(headings.slice(0, 7)).toEqual([
      'Itv End',
      'Tns/ Hour',
      'Rsp/ Tns',
      'DDM I/O',
      '---CPU Utilization--- Total',
      '---CPU Utilization--- Inter',
      '---CPU Utilization--- Batch',
    ]);
    const data: string[][] = [];
    for (let n = 6072; n <= 6100; n++) if (/^\| \d\d:\d\d/.test(pcrLine(n))) data.push(cells(pcrLine(n)));
    expect(data).toHaveLength(26); // 10 rows, then 16 after the page break (lines 6085-6100)
    const m = read([quoted(headings), ...data.map((r) => quoted([`1998-08-06 ${r[0]}`, ...r.slice(1)]))].join('\n'));
    expect(m.headings).toMatchObject({ cpu: '---CPU Utilization--- Total', interactive: '---CPU Utilization--- Inter' });
    const total = data.map((r) => Number(r[4]));
    const s = summarize(m);
    expect(s.cpu.peak).toBeCloseTo(11.7 / 100, 12);
    expect(s.cpu.mean).toBeCloseTo(mean(total) / 100, 12);
    expect(s.cpu.p95).toBeCloseTo(p95(total) / 100, 12);
    expect(s.interactive).toMatchObject({ peak: 0, mean: 0, p95: 0 });
    // Every Inter value of the figure is .0: a column of zeros is flagged, naming its heading and its intervals.
    expect(data.every((r) => Number(r[5]) === 0)).toBe(true);
    expect(s.warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          /^the interactive column \("---CPU Utilization--- Inter"\) is 0 in all 26 intervals /.source +
            /\(1998-08-06 \d\d:\d\d to 1998-08-06 \d\d:\d\d\): either the system ran no interactive work/.source,
        ),
      ),
    );
    expect(s.intervalSeconds).toBeNull(); // 18:47 to 18:57: 18:52 is not printed
  });
});

describe('intervals past the knee and the alert threshold of a catalog model', () => {
  const stamps = (n: number) =>
    Array.from({ length: n }, (_, i) => `2024-03-19 ${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);
  const measured = (inter: number[]) => read(['timestamp,cpu,interactive', ...stamps(inter.length).map((t, i) => `${t},60,${inter[i]}`)].join('\n'));

  test('720-2061-1501: knee 70 of 240 CPW as Table D.2.1.1 prints them, threshold 70% of it (2.10), as AS400.KNEE, CPW and INTTHRESHOLD give', () => {
    const row = cells(pcrLine(8020));
    expect(row.slice(0, 7)).toEqual(['720-2061 (1501)', '200', 'n/a', '1', '240', '70', '81.7']);
    const knee = Number(row[5]) / Number(row[4]); // 29.17% of the CPU
    const threshold = 0.7 * knee; // 20.42%
    expect(call('KNEE', '720-2061-1501')).toBe(70);
    expect(call('CPW', '720-2061-1501')).toBe(240);
    expect(call('INTTHRESHOLD', '720-2061-1501')).toBeCloseTo(threshold, 12);

    const inter = [10, 20.4, 20.5, 29.1, 29.2, 33, 34.0];
    const shares = value(kneeShares(measured(inter), '720-2061 FC1501'));
    expect(shares.model).toBe('720-2061-1501');
    expect(shares.knee).toBeCloseTo(knee, 12);
    expect(shares.threshold).toBeCloseTo(threshold, 12);
    // By hand: past 29.17%: 29.2, 33, 34 (3 of 7); past 20.42%: 20.5 and those above it (5 of 7).
    expect([shares.pastKneeIntervals, shares.pastThresholdIntervals]).toEqual([3, 5]);
    expect(shares.pastKnee).toBeCloseTo(inter.filter((v) => v / 100 > knee).length / inter.length, 12);
    expect(shares.pastThreshold).toBeCloseTo(inter.filter((v) => v / 100 > threshold).length / inter.length, 12);
    expect([shares.pastKnee, shares.pastThreshold]).toEqual([3 / 7, 5 / 7]);
  });

  test('170-2386: the knee is the printed 15.2% (Table D.3.1); an interval at the knee is not past it', () => {
    expect(cells(pcrLine(8088)).slice(-2)).toEqual(['15.2', '17.8']);
    const shares = value(kneeShares(measured([15.2, 15.3, 10.64, 10.65]), '170-2386'));
    expect(shares.knee).toBe(0.152);
    expect(shares.threshold).toBeCloseTo(0.7 * 0.152, 12);
    expect([shares.pastKneeIntervals, shares.pastThresholdIntervals]).toEqual([1, 3]);
  });

  test('S20-2165, of the 1/3 algorithm: the threshold is doubled (2.10), as AS400.INTTHRESHOLD has it', () => {
    const shares = value(kneeShares(measured([5]), 'S20-2165'));
    expect(shares.threshold).toBeCloseTo(call('INTTHRESHOLD', 'S20-2165') as number, 12);
    expect(shares.threshold! / shares.knee!).toBeCloseTo(2 * 0.7, 12);
    expect(shares.pastKneeIntervals).toBe(1); // 5% is past the printed 3.6% knee
  });

  test('820-2395-1522, a V4R5 server: its "knee" is the interactive CPW it holds work to (2.2.1), KNEE / CPW', () => {
    const shares = value(kneeShares(measured([18, 19]), '820-2395-1522'));
    expect(shares.knee).toBeCloseTo((call('KNEE', '820-2395-1522') as number) / (call('CPW', '820-2395-1522') as number), 12);
    expect(shares.pastKneeIntervals).toBe(1); // 70 / 370 = 18.9%
  });

  test('interactive above the maximum interactive (81.7 of 240 CPW, line 8020) is flagged with its intervals: only charge-back explains it (2.10)', () => {
    expect(pcrLine(711)).toContain('the work done by these service jobs is charged back to the interactive job');
    expect(pcrLine(715)).toContain('charge their work back to the job that requested the service');
    const max = Number(cells(pcrLine(8020))[6]) / Number(cells(pcrLine(8020))[4]); // 34.04% of the CPU
    expect(call('INTMAX', '720-2061-1501')).toBe(81.7);
    // By hand: above 34.04%: 34.1 (line 3, 08:15) and 40 (line 5, 08:45); 34.0 is not.
    const shares = value(kneeShares(measured([20, 34.1, 34.0, 40]), '720-2061-1501'));
    expect(shares.max).toBeCloseTo(max, 12);
    expect(shares.aboveMaxIntervals).toBe(2);
    expect(shares.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          /^interactive utilization above the 720-2061-1501's maximum interactive \(34% of the CPU\) in 2 intervals, /.source +
            /the first 34\.1% at 2024-03-19 08:15 \(line 3\), the highest 40% at 2024-03-19 08:45 \(line 5\): .*charged back/.source,
        ),
      ),
    ]);
    expect(value(kneeShares(measured([20, 34.0]), '720-2061-1501')).warnings).toEqual([]);
  });

  test('the alert target can be set (2.10: lower for 15-minute averages); it must be a fraction above 0', () => {
    const m = measured([20, 25]);
    expect(value(kneeShares(m, '720-2061-1501', 0.6)).threshold).toBeCloseTo((0.6 * 70) / 240, 12);
    for (const bad of [0, -0.1, 1.5, NaN]) expect(failure(kneeShares(m, '720-2061-1501', bad)).kind).toBe('num');
  });

  test('an unknown or ambiguous model is an error from the one resolver, naming the choices', () => {
    const m = measured([20]);
    expect(failure(kneeShares(m, '720-9999')).message).toMatch(/^Unknown model "720-9999".*Nearest keys/);
    expect(failure(kneeShares(m, '720')).message).toMatch(/matches 16 rows of Appendix D/);
  });
});

describe("the peak hour, the peak's time, the busiest intervals, the gaps and the cores of a file", () => {
  const stampOf = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
  const fileOf = (times: number[], cpu: number[], inter?: number[]) =>
    read(
      [inter ? 'timestamp,cpu,interactive' : 'timestamp,cpu', ...times.map((t, i) => [stampOf(t), cpu[i], ...(inter ? [inter[i]] : [])].join(','))].join('\n'),
    );
  const Q = 900_000; // 15 minutes
  const T0 = Date.UTC(2026, 8, 1, 8, 0);

  /** The peak hour from its definition: every run of intervals a step apart covering 60 minutes, the highest mean. */
  function peakHourByHand(times: number[], xs: number[], step: number): number | null {
    const k = Math.ceil(3_600_000 / step);
    let best: number | null = null;
    for (let i = 0; i + k <= xs.length; i++) {
      if (times[i + k - 1] - times[i] !== (k - 1) * step) continue; // a gap inside the run
      const m = xs.slice(i, i + k).reduce((a, b) => a + b, 0) / k;
      if (best === null || m > best) best = m;
    }
    return best;
  }

  test('a runaway interval sets the peak, not the peak hour; the peak is at its interval', () => {
    // Nine quarter hours: one of 99% among 40s; the hours holding it average 55.5, 55.5 and 62.75, and
    // the busiest hour is the last four (70, 72, 74, 76).
    const cpu = [40, 41, 99, 42, 40, 70, 72, 74, 76];
    const times = cpu.map((_, i) => T0 + i * Q);
    const s = summarize(
      fileOf(
        times,
        cpu,
        cpu.map((c) => c / 2),
      ),
    );
    expect(s.cpu.peak).toBe(0.99);
    expect(s.cpu.peakAt).toBe(T0 + 2 * Q);
    expect(s.cpu.peakHour).toBeCloseTo((70 + 72 + 74 + 76) / 4 / 100, 12);
    expect(s.cpu.peakHour).toBeCloseTo(peakHourByHand(times, cpu, Q)! / 100, 12);
    expect(s.interactive!.peakHour).toBeCloseTo((35 + 36 + 37 + 38) / 4 / 100, 12);
    expect(s.interactive!.peakAt).toBe(T0 + 2 * Q);
  });

  test('gaps by hand: a step of 45 minutes misses two quarter hours, and no peak hour runs across it', () => {
    // 08:00, 08:15, 08:30 | 09:15, 09:30, 09:45, 10:00 | 10:15 ... 10:30 and 12:00 (5 missing)
    const minutes = [0, 15, 30, 75, 90, 105, 120, 135, 150, 240];
    const times = minutes.map((m) => T0 + m * 60_000);
    const cpu = [90, 90, 90, 10, 20, 30, 40, 50, 60, 70];
    const s = summarize(fileOf(times, cpu));
    expect(s.gaps).toEqual([
      { after: T0 + 30 * 60_000, before: T0 + 75 * 60_000, missing: 2 },
      { after: T0 + 150 * 60_000, before: T0 + 240 * 60_000, missing: 5 },
    ]);
    // The three 90s are no hour: the best whole hour is 09:45-10:30 (30, 40, 50, 60 ... or 40, 50, 60 and the one before).
    expect(s.cpu.peakHour).toBeCloseTo(peakHourByHand(times, cpu, Q)! / 100, 12);
    expect(s.cpu.peakHour).toBeCloseTo((30 + 40 + 50 + 60) / 4 / 100, 12);
    expect(s.intervalSeconds).toBeNull();
    expect(s.warnings).toEqual([
      '2 intervals of 15 min missing between 2026-09-01 08:30 and 2026-09-01 09:15: the statistics are of the intervals measured, and no peak hour spans a gap',
      '5 intervals of 15 min missing between 2026-09-01 10:30 and 2026-09-01 12:00: the statistics are of the intervals measured, and no peak hour spans a gap',
    ]);
  });

  test('less than an hour measured, or gaps breaking every hour: no peak hour (null); hourly intervals: the peak hour is the peak', () => {
    expect(summarize(fileOf([T0, T0 + Q, T0 + 2 * Q], [10, 20, 30])).cpu.peakHour).toBeNull();
    expect(summarize(fileOf([T0, T0 + Q, T0 + 3 * Q, T0 + 4 * Q, T0 + 6 * Q], [10, 20, 30, 40, 50])).cpu.peakHour).toBeNull();
    const hourly = summarize(fileOf([T0, T0 + 4 * Q, T0 + 8 * Q], [10, 70, 30]));
    expect(hourly.cpu.peakHour).toBe(0.7);
    expect(hourly.gaps).toEqual([]);
  });

  test('more than 10 gaps: the first 10 are named, the rest counted in one warning; every one is in gaps', () => {
    // Every other quarter hour of 26 is measured: 12 gaps of one interval, after 08:00, 08:30, ...
    const times = Array.from({ length: 13 }, (_, i) => T0 + 2 * i * Q);
    const s = summarize(fileOf([T0 - Q, ...times], [5, ...times.map(() => 50)]));
    expect(s.gaps).toHaveLength(12);
    expect(s.gaps.every((g, i) => g.after === T0 + 2 * i * Q && g.before === g.after + 2 * Q && g.missing === 1)).toBe(true);
    expect(s.warnings).toHaveLength(11);
    expect(s.warnings[10]).toBe('and 2 more gaps after 2026-09-01 13:00 (2 intervals missing in them; the JSON summary lists every gap)');
  });

  test('the 10 busiest intervals, busiest first, of equal ones the earlier; interactive beside each', () => {
    const cpu = [30, 80, 55, 80, 20, 91, 55, 60, 55, 70, 10, 55, 99, 40, 55];
    const inter = cpu.map((c, i) => (c * (i + 1)) / 100);
    const times = cpu.map((_, i) => T0 + i * Q);
    const s = summarize(fileOf(times, cpu, inter));
    // By hand: sort the indices by cpu down, then by index up, and keep 10.
    const order = cpu
      .map((_, i) => i)
      .sort((a, b) => cpu[b] - cpu[a] || a - b)
      .slice(0, 10);
    expect(order).toEqual([12, 5, 1, 3, 9, 7, 2, 6, 8, 11]);
    expect(s.top).toEqual(order.map((i) => ({ at: times[i], cpu: cpu[i] / 100, interactive: expect.closeTo(inter[i] / 100, 12) })));
    expect(summarize(fileOf(times.slice(0, 3), cpu.slice(0, 3))).top).toEqual([1, 2, 0].map((i) => ({ at: times[i], cpu: cpu[i] / 100, interactive: null })));
  });

  test('a cpu column of zeros is warned of with its intervals; the format is named; no entitlement, no cores', () => {
    // Written 0%: a column of bare zeros is refused by the reader as fractions.
    const s = summarize(fileOf([T0, T0 + Q], ['0%', '0%'] as unknown as number[], [0, 0]));
    expect(s.warnings).toEqual([
      'the cpu column ("cpu") is 0 in all 2 intervals (2026-09-01 08:00 to 2026-09-01 08:15): an export that left the ' +
        'column empty, not a measurement: a running system uses some CPU; check the export before sizing from it',
      'the interactive column ("interactive") is 0 in all 2 intervals (2026-09-01 08:00 to 2026-09-01 08:15): either the ' +
        'system ran no interactive work or the export left the column empty; check the export before sizing from it',
    ]);
    expect(s.format).toBe(fileOf([T0], [50]).format);
    expect([s.entitlement, s.cores]).toEqual([null, null]);
  });

  test("with an entitlement: cores are each interval's cpu times its own entitlement; the entitlement is the last", () => {
    // An uncapped partition: cpu is a share of the entitlement and may pass 1. The entitlement changes at 08:30.
    const m = fileOf([T0, T0 + Q, T0 + 2 * Q, T0 + 3 * Q, T0 + 4 * Q], [50, 100, 90, 80, 60]);
    const entitlement = Float64Array.from([2, 2, 1.5, 1.5, 1.5]);
    const s = summarize({ ...m, entitlement });
    const cores = [1, 2, 1.35, 1.2, 0.9];
    expect(s.entitlement).toBe(1.5);
    expect(s.cores!.peak).toBeCloseTo(2, 12);
    expect(s.cores!.peakAt).toBe(T0 + Q);
    expect(s.cores!.mean).toBeCloseTo(cores.reduce((a, b) => a + b) / 5, 12);
    expect(s.cores!.p95).toBeCloseTo(2, 12); // nearest rank ceil(4.75) = 5th of 5
    // The hours: 08:00-08:45 (1 + 2 + 1.35 + 1.2) / 4 and 08:15-09:00 (2 + 1.35 + 1.2 + 0.9) / 4.
    expect(s.cores!.peakHour).toBeCloseTo((1 + 2 + 1.35 + 1.2) / 4, 12);
    expect(s.cpu.peak).toBe(1);
  });

  test('property: peak hour by brute force over runs, gaps by their definition, on whole-percent files with gaps', () => {
    // Whole percents, so two means compared are a rounding apart only when equal sums (no float-noise ties decide).
    const rows = fc
      .array(fc.record({ cpu: fc.integer({ min: 0, max: 100 }), skip: fc.integer({ min: 0, max: 3 }).map((k) => (k === 3 ? 2 : 0)) }), {
        minLength: 1,
        maxLength: 40,
      })
      .filter((rs) => {
        // The fractions guard refuses every value at 1 or less, and every value at 10 or less with a median below 1.
        const c = rs.map((r) => r.cpu).sort((a, b) => a - b);
        const n = c.length;
        const median = n % 2 === 1 ? c[(n - 1) / 2] : (c[n / 2 - 1] + c[n / 2]) / 2;
        return c[n - 1] > 10 || (c[n - 1] > 1 && median >= 1);
      });
    fc.assert(
      fc.property(rows, fc.constantFrom(5, 15, 20, 30, 60), (rs, minutes) => {
        const step = minutes * 60_000;
        const times: number[] = [];
        let t = T0;
        for (const r of rs) {
          t += r.skip * step;
          times.push(t);
          t += step;
        }
        const cpu = rs.map((r) => r.cpu);
        const s = summarize(fileOf(times, cpu));
        // The interval length is the shortest step; a single interval has none.
        const steps = times.slice(1).map((x, i) => x - times[i]);
        const length = steps.length ? Math.min(...steps) : null;
        const hour = length === null || length >= 3_600_000 ? Math.max(...cpu) : peakHourByHand(times, cpu, length);
        if (hour === null) expect(s.cpu.peakHour).toBeNull();
        else expect(s.cpu.peakHour).toBeCloseTo(hour / 100, 12);
        const gaps = steps.flatMap((d, i) =>
          length !== null && Math.round(d / length) - 1 > 0 ? [{ after: times[i], before: times[i + 1], missing: Math.round(d / length) - 1 }] : [],
        );
        expect(s.gaps).toEqual(gaps);
        expect(s.cpu.peakAt).toBe(times[cpu.indexOf(Math.max(...cpu))]);
      }),
      { numRuns: 300 },
    );
  });
});

test('property: the selection p95 takes is the k-th value sorted up, with many values equal', () => {
  const arrays = fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 300 });
  fc.assert(
    fc.property(arrays, fc.nat(), (xs, r) => {
      const k = r % xs.length;
      const values = Float64Array.from(xs, (x) => x / 10);
      expect(kthSmallest(values, k)).toBe([...xs].sort((a, b) => a - b)[k] / 10);
      expect(Array.from(values)).toEqual(xs.map((x) => x / 10)); // the column itself is left as read
    }),
    { numRuns: 500 },
  );
  // Columns longer than a bucket pass takes whole (4,096), spread in ways that stress the buckets:
  // uniform, few values, a tight cluster with one far outlier (every value in one bucket, round after
  // round), spread over twelve orders of magnitude.
  const spreads: ((r: number, i: number) => number)[] = [
    (r) => r,
    (r) => Math.floor(r * 5) / 10,
    (r, i) => (i === 7 ? 1e6 : 1 + r * 1e-9),
    (r) => 10 ** (12 * r - 6),
  ];
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 2 }),
      fc.integer({ min: 0, max: spreads.length - 1 }),
      fc.integer({ min: 4097, max: 12_000 }),
      (seed, which, n) => {
        let x = seed;
        const random = () => (x = (x * 48271) % 2147483647) / 2147483647; // Park-Miller
        const values = Float64Array.from({ length: n }, (_, i) => spreads[which](random(), i));
        const sorted = Float64Array.from(values).sort();
        for (const k of [0, Math.ceil(0.95 * n) - 1, n - 1, seed % n]) expect(kthSmallest(values, k)).toBe(sorted[k]);
      },
    ),
    { numRuns: 60 },
  );
  // Sorted, reversed and organ-pipe orders of a million-interval size class, against a sort.
  const n = 20_001;
  for (const make of [(i: number) => i, (i: number) => n - i, (i: number) => Math.min(i, n - i), (i: number) => i % 7]) {
    const v = Float64Array.from({ length: n }, (_, i) => make(i));
    const k = Math.ceil(0.95 * n) - 1;
    expect(kthSmallest(v, k)).toBe(Float64Array.from(v).sort()[k]);
  }
});
