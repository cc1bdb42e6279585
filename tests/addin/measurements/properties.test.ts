import fc from 'fast-check';
import { readMeasurements } from '../../../addin/measurements/read';
import { summarize } from '../../../addin/measurements/summary';
import { kneeShares } from '../../../addin/measurements/knee';
import { value } from '../../results';

/** An interval in tenths of a percent, as the reports print one decimal: interactive at most the total. */
const tenths = fc.integer({ min: 0, max: 1000 }).chain((cpu) => fc.record({ cpu: fc.constant(cpu), inter: fc.integer({ min: 0, max: cpu }) }));
// At least one interval above 10%: a file whose every cpu value is 1 or less, or 10 or less with a median below 1, is refused as fractions.
const series = fc.array(tenths, { minLength: 1, maxLength: 60 }).filter((rows) => rows.some((r) => r.cpu > 100));
const steps = (n: number) => fc.array(fc.integer({ min: 1, max: 24 * 60 }), { minLength: n, maxLength: n });

const start = Date.UTC(2024, 2, 19, 8);
const stampsOf = (minutes: number[]) => {
  let t = start;
  return minutes.map((step) => new Date((t += step * 60_000)).toISOString().slice(0, 19).replace('T', ' '));
};

interface Layout {
  order: number[]; // the three columns' places among the extra ones
  extra: string[][]; // extra columns: [heading, ...one value a row]
  separator: ',' | ';' | '\t';
  eol: '\n' | '\r\n';
  bom: boolean;
  percentSign: boolean;
  decimalComma: boolean;
}

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
const percent = (t: number, l: Layout) => {
  const text = (t / 10).toString();
  return (l.decimalComma && l.separator !== ',' ? text.replace('.', ',') : text) + (l.percentSign ? '%' : '');
};

function render(rows: { cpu: number; inter: number }[], stamps: string[], l: Layout): string {
  const columns: string[][] = [
    ['timestamp', ...stamps],
    ['cpu', ...rows.map((r) => percent(r.cpu, l))],
    ['interactive', ...rows.map((r) => percent(r.inter, l))],
  ];
  const all = [...l.extra];
  l.order.forEach((place, k) => all.splice(Math.min(place, all.length), 0, columns[k]));
  const lines = all[0].map((_, i) => all.map((c) => (i > 0 && l.extra.includes(c) ? quote(c[i]) : c[i])).join(l.separator));
  return (l.bom ? '\ufeff' : '') + lines.join(l.eol) + l.eol;
}

/** Extra columns whose values hold separators, quotes and line breaks (quoted, as RFC 4180 writes them). */
const layout = (n: number): fc.Arbitrary<Layout> =>
  fc.record({
    order: fc.array(fc.nat(4), { minLength: 3, maxLength: 3 }),
    extra: fc
      .array(fc.array(fc.string({ unit: fc.constantFrom('a', '1', ',', ';', '\t', '"', '\n', '\r\n', ' ', '%') }), { minLength: n, maxLength: n }), {
        maxLength: 3,
      })
      .map((cols) => cols.map((values, k) => [`extra ${k}`, ...values])),
    separator: fc.constantFrom(',' as const, ';' as const, '\t' as const),
    eol: fc.constantFrom('\n' as const, '\r\n' as const),
    bom: fc.boolean(),
    percentSign: fc.boolean(),
    decimalComma: fc.boolean(),
  });

const PLAIN: Layout = { order: [0, 1, 2], extra: [], separator: ',', eol: '\n', bom: false, percentSign: false, decimalComma: false };

const measurementCase = series.chain((rows) => fc.tuple(fc.constant(rows), steps(rows.length), layout(rows.length)));

describe('measurement files: properties', () => {
  test('the order of the columns, extra columns, the separator, line ends, a BOM, % signs and decimal commas do not change the summary', () => {
    fc.assert(
      fc.property(measurementCase, ([rows, minutes, l]) => {
        const stamps = stampsOf(minutes);
        const plain = value(readMeasurements(render(rows, stamps, PLAIN)));
        const other = value(readMeasurements(render(rows, stamps, l)));
        expect(summarize(other)).toEqual(summarize(plain));
        expect(other.lines.length).toBe(rows.length);
      }),
      { numRuns: 300 },
    );
  });

  test('peak, mean and p95 are those of the printed values, p95 by nearest rank, computed here from its definition', () => {
    fc.assert(
      fc.property(series, steps(60), (rows, minutes) => {
        const s = summarize(value(readMeasurements(render(rows, stampsOf(minutes.slice(0, rows.length)), PLAIN))));
        const n = rows.length;
        for (const key of ['cpu', 'inter'] as const) {
          const xs = rows.map((r) => r[key] / 1000); // tenths of a percent as fractions
          const stats = key === 'cpu' ? s.cpu : s.interactive!;
          expect(stats.peak).toBeCloseTo(Math.max(...xs), 12);
          expect(stats.mean).toBeCloseTo(xs.reduce((a, b) => a + b, 0) / n, 12);
          const atOrBelow = (v: number) => xs.filter((x) => x <= v).length;
          expect(stats.p95).toBeCloseTo(Math.min(...xs.filter((v) => atOrBelow(v) * 100 >= 95 * n)), 12);
        }
        expect(s.intervals).toBe(n);
      }),
      { numRuns: 300 },
    );
  });

  test('scaling: every utilization doubled doubles peak, mean and p95', () => {
    const halves = fc
      .array(
        fc.integer({ min: 0, max: 500 }).chain((cpu) => fc.record({ cpu: fc.constant(cpu), inter: fc.integer({ min: 0, max: cpu }) })),
        { minLength: 1, maxLength: 60 },
      )
      .filter((rows) => rows.some((r) => r.cpu > 100));
    fc.assert(
      fc.property(halves, steps(60), (rows, minutes) => {
        const stamps = stampsOf(minutes.slice(0, rows.length));
        const once = summarize(value(readMeasurements(render(rows, stamps, PLAIN))));
        const twice = summarize(
          value(
            readMeasurements(
              render(
                rows.map((r) => ({ cpu: 2 * r.cpu, inter: 2 * r.inter })),
                stamps,
                PLAIN,
              ),
            ),
          ),
        );
        for (const key of ['cpu', 'interactive'] as const) {
          for (const stat of ['peak', 'mean', 'p95'] as const) expect(twice[key]![stat]).toBeCloseTo(2 * once[key]![stat], 12);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('on 720-2061-1501 (knee 70 of 240 CPW) the shares past the knee and threshold count the intervals above 70/240 and 0.7 x 70/240', () => {
    fc.assert(
      fc.property(series, steps(60), (rows, minutes) => {
        const m = value(readMeasurements(render(rows, stampsOf(minutes.slice(0, rows.length)), PLAIN)));
        const shares = value(kneeShares(m, '720-2061-1501'));
        const inter = rows.map((r) => r.inter / 1000);
        expect(shares.pastKneeIntervals).toBe(inter.filter((u) => u > 70 / 240).length);
        expect(shares.pastThresholdIntervals).toBe(inter.filter((u) => u > (0.7 * 70) / 240).length);
        expect(shares.pastKnee).toBe(shares.pastKneeIntervals! / rows.length);
      }),
      { numRuns: 200 },
    );
  });

  test('a file with one bad value anywhere is refused at that line, never summarised', () => {
    fc.assert(
      fc.property(series, steps(60), fc.nat(), fc.constantFrom('abc', '100.5', '-1', '', '1e2'), (rows, minutes, at, bad) => {
        const text = render(rows, stampsOf(minutes.slice(0, rows.length)), PLAIN).split('\n');
        const line = 2 + (at % rows.length);
        text[line - 1] = text[line - 1].replace(/,[^,]*,/, `,${bad},`);
        const result = readMeasurements(text.join('\n'));
        expect(result).toMatchObject({ kind: 'value', message: expect.stringMatching(new RegExp(`^line ${line}, column 2 \\("cpu"\\)`)) });
      }),
      { numRuns: 200 },
    );
  });
});
