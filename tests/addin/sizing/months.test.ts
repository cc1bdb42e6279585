/**
 * Months to a limit with CFINT counted (addin/sizing/months.ts, MONTHSTOCPU, INTSHARE).
 * The oracle here is the definition itself: the CPU after m months is rest x f + EIU(i x f), with
 * EIU the 2.8 formula written out below from the printed ratings, solved by bisection (not the
 * code's piecewise solution).
 */
import fc from 'fast-check';
import { interactiveShare, monthsToCpu } from '../../../addin/sizing/months';
import { curveOfModel } from '../../../addin/sizing/interactive';
import { lookupOne } from '../../../addin/catalog/lookup';
import * as planning from '../../../functions/planning';
import * as targets from '../../../functions/targets';
import { excelError, failure, value } from '../../results';
import { pcrLine, tableCells } from '../../seed';

// Table D.2.1.1, line 8020: 720-2061 (1501), processor CPW 240, knee 70, maximum interactive 81.7.
const ROW = tableCells(pcrLine(8020)).map((c) => c.replace(/<\/?b>/g, ''));
const CPW = Number(ROW[4]);
const KNEE = Number(ROW[5]) / CPW;
const MAX = Number(ROW[6]) / CPW;
const KEY = '720-2061-1501';

/** 2.8 (PCR lines 511-540): below the knee EIU = U; over it knee + (U - knee) / (max - knee) x (1 - knee); past the maximum 1. */
const eiu = (u: number): number => (u <= KNEE ? u : u >= MAX ? 1 : KNEE + ((u - KNEE) / (MAX - KNEE)) * (1 - KNEE));

/** The definition's month, by bisection on m. */
function bisect(u: number, i: number, g: number, limit: number): number {
  const rest = u - eiu(i);
  const cpu = (m: number) => {
    const f = Math.pow(1 + g, m / 12);
    return rest * f + eiu(i * f);
  };
  if (cpu(0) >= limit) return 0;
  let lo = 0;
  let hi = 1;
  while (cpu(hi) < limit) hi *= 2;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (cpu(mid) >= limit) hi = mid;
    else lo = mid;
  }
  return hi;
}

const curve720 = value(curveOfModel(value(lookupOne(KEY))));

describe("the work measured on a 720 at 85% total, 30% interactive (the issue's planner)", () => {
  test('the printed row and 2.8: the 720 is past its knee at 30% interactive; its curve is the printed ratings', () => {
    expect(ROW.slice(0, 7)).toEqual(['720-2061 (1501)', '200', 'n/a', '1', '240', '70', '81.7']);
    expect(0.3).toBeGreaterThan(KNEE);
    expect(pcrLine(511)).toMatch(/CFINT will use an additional 39\.8%/);
    expect(curve720.knee).toBeCloseTo(KNEE, 12);
    expect(curve720.max).toBeCloseTo(MAX, 12);
    // About 27 of the 204 CPW measured is the 720's CFINT overhead, which a target with room leaves behind.
    expect((eiu(0.3) - 0.3) * CPW).toBeGreaterThan(26.5);
    expect((eiu(0.3) - 0.3) * CPW).toBeLessThan(27.5);
  });

  test('months to 100% and to the limit follow the 2.8 curve: weeks, not the 14 months of 12 ln(1/u) / ln(1 + g)', () => {
    const g = 0.15;
    const classic = (12 * Math.log(1 / 0.85)) / Math.log(1 + g);
    const to100 = value(monthsToCpu(0.85, 0.3, curve720, g, 1));
    expect(to100).toBeCloseTo(bisect(0.85, 0.3, g, 1), 9);
    expect(classic).toBeGreaterThan(13);
    expect(to100).toBeLessThan(classic / 4);
    expect(value(monthsToCpu(0.6, 0.2, curve720, g, 0.7))).toBeCloseTo(bisect(0.6, 0.2, g, 0.7), 9);
    expect(value(monthsToCpu(0.85, 0.3, curve720, g, 0.7))).toBe(0);
  });

  test('any measured work on the 720: the months equal the definition solved by bisection', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (u, share, g, limit) => {
          // An interactive share that leaves the measured total at or above its own EIU (what a 720 can measure).
          const i = share * u;
          fc.pre(eiu(i) <= u);
          const got = value(monthsToCpu(u, i, curve720, g, limit));
          const want = bisect(u, i, g, limit);
          expect(Math.abs(got - want)).toBeLessThan(1e-7 * Math.max(1, want));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a system without a knee (knee = max = 1): the classic 12 ln(limit / u) / ln(1 + g) of MONTHSTOLIMIT', () => {
    for (const [u, i, g, limit] of [
      [0.45, 0.3, 0.2, 0.7],
      [0.35, 0, 1, 0.7],
      [0.5, 0.5, 0.21, 0.605],
    ]) {
      const got = planning.monthsToCpu([[u]], [[i]], [[1]], [[1]], [[g]], [[limit]])[0][0];
      expect(got).toBeCloseTo((12 * Math.log(limit / u)) / Math.log(1 + g), 9);
    }
  });

  test('held at a V4R5 rating (knee = max): the interactive part stops growing at it, the rest carries on', () => {
    // 820-2397-1521 style: interactive held at 10% of the CPU; 5% interactive, 40% rest.
    const held = (m: number) => 0.4 * Math.pow(1.2, m / 12) + Math.min(0.05 * Math.pow(1.2, m / 12), 0.1);
    const got = planning.monthsToCpu([[0.45]], [[0.05]], [[0.1]], [[0.1]], [[0.2]], [[0.9]])[0][0] as number;
    expect(held(got)).toBeCloseTo(0.9, 9);
    expect(excelError(planning.monthsToCpu([[0.1]], [[0.1]], [[0.1]], [[0.1]], [[0.2]], [[0.9]])[0][0]).code).toBe('#NUM!');
    // Only interactive work, held at 90.4%: 100% is never reached, though knee / interactive (9.04) is not a whole double.
    expect(excelError(planning.monthsToCpu([[0.1]], [[0.1]], [[0.904]], [[0.904]], [[0.000001]], [[1]])[0][0]).code).toBe('#NUM!');
  });

  test('shares a rounding apart are equal: a total a hair under its interactive part, or a hair over it, holds no other work', () => {
    // The carried total of a workload that is all interactive, computed as CPW x (u - (u - i)) / CPW: not i, but one
    // rounding from it. Held at 25% of the CPU below a 70% limit, interactive work alone never gets there.
    const i = 0.2;
    const below = i - 2 ** -53;
    const above = i + 2 ** -53;
    expect(below).toBeLessThan(i);
    expect(above).toBeGreaterThan(i);
    for (const u of [below, i, above]) {
      const got = excelError(planning.monthsToCpu([[u]], [[i]], [[0.25]], [[0.25]], [[0.2]], [[0.7]])[0][0]);
      expect(got).toMatchObject({ code: '#NUM!', message: expect.stringContaining('never reaches') });
    }
    // A real share beside it still grows to the limit: 0.1% more work reaches 70% once the interactive part is held at
    // 25% (f = 1.25) and the rest is 45%: 0.001 f = 0.45.
    const months = planning.monthsToCpu([[i + 0.001]], [[i]], [[0.25]], [[0.25]], [[0.2]], [[0.7]])[0][0] as number;
    expect(months).toBeCloseTo((12 * Math.log(0.45 / 0.001)) / Math.log(1.2), 6);
  });
});

describe('INTSHARE: the interactive share at the knee, the alert threshold and the maximum', () => {
  test('on the 720: the printed knee and maximum over its CPW; 2.10 alerts at 70% of the knee', () => {
    expect(value(interactiveShare(KEY, 'knee'))).toBeCloseTo(KNEE, 12);
    expect(value(interactiveShare(KEY, 'max'))).toBeCloseTo(MAX, 12);
    expect(value(interactiveShare(KEY, 'threshold'))).toBeCloseTo(0.7 * KNEE, 12);
    // MONTHSTOLIMIT to the knee: 12 ln(knee / i) / ln(1 + g).
    const months = planning.monthsToLimit([[0.2]], [[0.2]], targets.intShare([[KEY]]))[0][0];
    expect(months).toBeCloseTo((12 * Math.log(KNEE / 0.2)) / Math.log(1.2), 9);
  });

  test('a row of your own under the 1/3 rule: knee a third of the interactive CPW, alert at 70% of twice the knee; a CPW number: the whole CPU', () => {
    const row = [['Own', 3000, 300, '1/3', 'test input']];
    expect(targets.intShare(row)[0][0]).toBeCloseTo(300 / 3000 / 3, 12);
    expect(targets.intShare(row, [['max']])[0][0]).toBeCloseTo(300 / 3000, 12);
    expect(targets.intShare(row, [['threshold']])[0][0]).toBeCloseTo(0.7 * 2 * (300 / 3000 / 3), 12);
    expect(targets.intShare([[1000]], [['threshold']])).toEqual([[1]]);
    expect(excelError(targets.intShare([[KEY]], [['elbow']])[0][0])).toMatchObject({
      code: '#N/A',
      message: expect.stringContaining('"knee", "threshold", "max"'),
    });
  });

  test('MONTHSTOCPU refuses what cannot be: interactive above the total, a maximum below the knee, growth above 100%', () => {
    expect(excelError(planning.monthsToCpu([[0.2]], [[0.3]], [[0.3]], [[0.35]], [[0.2]])[0][0]).code).toBe('#NUM!');
    expect(excelError(planning.monthsToCpu([[0.5]], [[0.2]], [[0.3]], [[0.2]], [[0.2]])[0][0]).code).toBe('#NUM!');
    expect(excelError(planning.monthsToCpu([[0.5]], [[0.2]], [[0.3]], [[0.35]], [[15]])[0][0]).code).toBe('#NUM!');
    expect(failure(monthsToCpu(0.5, 0.2, curve720, 0, 0.7)).kind).toBe('num');
  });
});
