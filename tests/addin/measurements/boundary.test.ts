import fc from 'fast-check';
import { CATALOG } from '../../../addin/catalog/catalog';
import { loadFunctions } from '../../../cli/registry';
import { type Measurements, readMeasurements } from '../../../addin/measurements/read';
import { kneeShares } from '../../../addin/measurements/knee';
import { value } from '../../results';

const read = (text: string): Measurements => value(readMeasurements(text));
const functions = loadFunctions();
const call = (name: string, ...args: unknown[]): unknown => (functions.get(name)!(...args.map((a) => [[a]])) as unknown[][])[0][0];
const stamp = (i: number) => `2024-03-19 ${String(10 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
const file = (rows: [string, string][]) => ['timestamp,cpu,interactive', ...rows.map(([cpu, inter], i) => `${stamp(i)},${cpu},${inter}`)].join('\n');

describe('an interval printed at a limit is not past it (the limit taken at the precision the file prints)', () => {
  test('730-2066-1507: knee 120 of 1,050 CPW (Table D.2.1.1), threshold 70% of it, 8% exactly: 8 and 7.9 are not past it', () => {
    const knee = 120 / 1050;
    expect(call('KNEE', '730-2066-1507')).toBe(120);
    expect(call('CPW', '730-2066-1507')).toBe(1050);
    const shares = value(
      kneeShares(
        read(
          file([
            ['50', '8'],
            ['50', '7.9'],
          ]),
        ),
        '730-2066-1507',
      ),
    );
    // 0.7 x 120 / 1050 = 84 / 1050 = 8 / 100 exactly; in floating point one bit under.
    expect(shares.threshold).toBe(0.08);
    expect(shares.knee).toBeCloseTo(knee, 12);
    expect([shares.pastThresholdIntervals, shares.pastThreshold]).toEqual([0, 0]);
  });

  test('one unit of the printed place above the threshold is past it; the limit printed in hundredths when the file prints coarser', () => {
    expect(
      value(
        kneeShares(
          read(
            file([
              ['50', '8.1'],
              ['50', '8.0'],
            ]),
          ),
          '730-2066-1507',
        ),
      ).pastThresholdIntervals,
    ).toBe(1);
    expect(
      value(
        kneeShares(
          read(
            file([
              ['50', '9'],
              ['50', '8'],
            ]),
          ),
          '730-2066-1507',
        ),
      ).pastThresholdIntervals,
    ).toBe(1);
    // 720-2061-1501: threshold 0.7 x 70 / 240 = 20.416...%: a file of whole percents prints it as 20, of tenths as 20.4.
    expect(
      value(
        kneeShares(
          read(
            file([
              ['50', '20'],
              ['50', '21'],
            ]),
          ),
          '720-2061-1501',
        ),
      ).pastThresholdIntervals,
    ).toBe(1);
    expect(
      value(
        kneeShares(
          read(
            file([
              ['50', '20.4'],
              ['50', '20.5'],
            ]),
          ),
          '720-2061-1501',
        ),
      ).pastThresholdIntervals,
    ).toBe(1);
  });

  test('the knee and the maximum interactive by the same rule: 170-2386 prints its knee 15.2% and maximum 17.8% (Table D.3.1)', () => {
    const shares = value(
      kneeShares(
        read(
          file([
            ['50', '15.2'],
            ['50', '15.3'],
            ['50', '17.8'],
            ['50', '17.9'],
          ]),
        ),
        '170-2386',
      ),
    );
    expect([shares.knee, shares.max]).toEqual([0.152, 0.178]);
    expect([shares.pastKneeIntervals, shares.aboveMaxIntervals]).toEqual([3, 1]);
  });

  const withKnee = CATALOG.filter((m) => typeof call('INTTHRESHOLD', m.key, 0.7) === 'number');

  test('every catalog model with a knee, alert targets 50% to 100%: at the printed threshold not past it, 0.01 point above past it', () => {
    expect(withKnee.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.constantFrom(...withKnee), fc.integer({ min: 50, max: 100 }), (model, target) => {
        const threshold = call('INTTHRESHOLD', model.key, target / 100) as number;
        // The threshold printed in hundredths of a percent, and one hundredth above it.
        const hundredths = Math.round(threshold * 10_000);
        // A threshold at the whole CPU (a V4R5 server whose interactive CPW is its processor CPW) has no interval above it.
        fc.pre(hundredths < 10_000);
        const printed = (hundredths / 100).toFixed(2);
        const above = ((hundredths + 1) / 100).toFixed(2);
        const m = read(
          file([
            ['100', printed],
            ['100', above],
          ]),
        );
        const shares = value(kneeShares(m, model.key, target / 100));
        expect(shares.pastThresholdIntervals).toBe(1);
        expect(shares.threshold).toBeCloseTo(threshold, 12);
      }),
      { numRuns: 2000 },
    );
  });
});
