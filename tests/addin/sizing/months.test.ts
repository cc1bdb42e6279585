/**
 * Months to a limit with CFINT counted (addin/sizing/months.ts, TARGETMONTHS, TARGETKNEEMONTHS).
 * The oracle here is the definition itself: the CPU after m months is rest x f + EIU(i x f), with
 * EIU the 2.8 formula written out below from the printed ratings, solved by bisection (not the
 * code's piecewise solution).
 */
import fc from 'fast-check';
import { carriedWork, monthsToCpu, monthsToInteractive } from '../../../addin/sizing/months';
import * as excel from '../../../functions/targets';
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

describe('the work measured on a 720 at 85% total, 30% interactive (the issue\'s planner)', () => {
  test('the printed row and 2.8: the 720 is past its knee at 30% interactive', () => {
    expect(ROW.slice(0, 7)).toEqual(['720-2061 (1501)', '200', 'n/a', '1', '240', '70', '81.7']);
    expect(0.3).toBeGreaterThan(KNEE);
    expect(pcrLine(511)).toMatch(/CFINT/);
  });

  test('the work carried leaves the 720\'s CFINT overhead behind: about 27 of its 204 CPW', () => {
    const c = value(carriedWork(KEY, 0.85, 0.3, 1000));
    const overhead = eiu(0.3) - 0.3;
    expect(c.overheadCpw).toBeCloseTo(overhead * CPW, 9);
    expect(c.overheadCpw).toBeGreaterThan(26.5);
    expect(c.overheadCpw).toBeLessThan(27.5);
    expect(c.workCpw).toBeCloseTo((0.85 - overhead) * CPW, 9);
    // On a 1000-CPW system with no interactive limit, shares of its CPU.
    expect(c.interactive).toBeCloseTo((0.3 * CPW) / 1000, 12);
    expect(c.rest).toBeCloseTo(((0.85 - overhead - 0.3) * CPW) / 1000, 12);
  });

  test('months to 100% and to the limit on the 720 itself follow the 2.8 curve: weeks, not the 14 months of 12 ln(1/u) / ln(1 + g)', () => {
    const g = 0.15;
    const classic = (12 * Math.log(1 / 0.85)) / Math.log(1 + g);
    const to100 = value(monthsToCpu(KEY, 0.85, 0.3, KEY, g, 1));
    expect(to100).toBeCloseTo(bisect(0.85, 0.3, g, 1), 9);
    expect(classic).toBeGreaterThan(13);
    expect(to100).toBeLessThan(classic / 4);
    expect(value(monthsToCpu(KEY, 0.6, 0.2, KEY, g, 0.7))).toBeCloseTo(bisect(0.6, 0.2, g, 0.7), 9);
    expect(value(monthsToCpu(KEY, 0.85, 0.3, KEY, g, 0.7))).toBe(0);
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
          const got = value(monthsToCpu(KEY, u, i, KEY, g, limit));
          const want = bisect(u, i, g, limit);
          expect(Math.abs(got - want)).toBeLessThan(1e-7 * Math.max(1, want));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a system without a knee: the classic 12 ln(limit / u) / ln(1 + g) of MONTHSTOLIMIT', () => {
    // A CPW number has no interactive limit: EIU(i) = i.
    for (const [u, i, g, limit] of [[0.45, 0.3, 0.2, 0.7], [0.35, 0, 1, 0.7], [0.5, 0.5, 0.21, 0.605]]) {
      expect(value(monthsToCpu(1000, u, i, 1000, g, limit))).toBeCloseTo((12 * Math.log(limit / u)) / Math.log(1 + g), 9);
    }
  });

  test('carried to a larger system: the 720\'s work without its CFINT, on the target\'s own curve', () => {
    // A 2000-CPW system of the planner's own, interactive 200 CPW, 7/6 rule: knee 0.1, maximum 0.1 x 7/6.
    const own = { name: 'Own', cpw: 2000, interactive: 200, rule: '7/6' as const, source: 'test input' };
    const overhead = eiu(0.3) - 0.3;
    const it = (0.3 * CPW) / 2000;
    const rest = ((0.85 - overhead - 0.3) * CPW) / 2000;
    const tk = 0.1;
    const tm = (0.1 * 7) / 6;
    const teiu = (x: number) => (x <= tk ? x : x >= tm ? 1 : tk + ((x - tk) / (tm - tk)) * (1 - tk));
    const cpu = (m: number) => rest * Math.pow(1.2, m / 12) + teiu(it * Math.pow(1.2, m / 12));
    const got = value(monthsToCpu(KEY, 0.85, 0.3, own, 0.2, 0.7));
    expect(cpu(got)).toBeCloseTo(0.7, 9);
    expect(cpu(got - 1e-6)).toBeLessThan(0.7);
  });
});

describe('months to the knee, the alert threshold and the maximum of the interactive share', () => {
  test('on the 720 itself: 12 ln(point / i) / ln(1 + g), 0 when already past', () => {
    const g = 0.2;
    const at = (p: number, i: number) => (i >= p ? 0 : (12 * Math.log(p / i)) / Math.log(1 + g));
    expect(value(monthsToInteractive(KEY, 0.2, KEY, g, 'knee'))).toBeCloseTo(at(KNEE, 0.2), 9);
    expect(value(monthsToInteractive(KEY, 0.2, KEY, g, 'max'))).toBeCloseTo(at(MAX, 0.2), 9);
    // 2.10: alert at 70% of the threshold, the knee for the 7/6 models.
    expect(value(monthsToInteractive(KEY, 0.15, KEY, g, 'threshold'))).toBeCloseTo(at(0.7 * KNEE, 0.15), 9);
    expect(value(monthsToInteractive(KEY, 0.3, KEY, g, 'knee'))).toBe(0);
  });

  test('a target with no interactive limit has no point to reach: #NUM!', () => {
    expect(failure(monthsToInteractive(KEY, 0.2, 1000, 0.2, 'knee')).kind).toBe('num');
  });
});

describe('the adapters', () => {
  test('=AS400.TARGETMONTHS and TARGETKNEEMONTHS as Excel calls them, a column of targets with an empty line', () => {
    const months = excel.targetMonths([[KEY]], [[0.6]], [[0.2]], [[KEY], [null]], [[0.15]]);
    expect(months[0][0]).toBeCloseTo(bisect(0.6, 0.2, 0.15, 0.7), 9);
    expect(months[1][0]).toBe('');
    expect(excel.targetKneeMonths([[KEY]], [[0.2]], [[KEY]], [[0.2]], [['MAX']])[0][0]).toBeCloseTo((12 * Math.log(MAX / 0.2)) / Math.log(1.2), 9);
    expect(excelError(excel.targetKneeMonths([[KEY]], [[0.2]], [[KEY]], [[0.2]], [['elbow']])[0][0])).toMatchObject({ code: '#N/A', message: expect.stringContaining('"knee", "threshold", "max"') });
    expect(excelError(excel.targetMonths([[KEY]], [[0.2]], [[0.3]], [[KEY]], [[0.2]])[0][0]).code).toBe('#NUM!');
    expect(excelError(excel.targetMonths([[KEY]], [[0.5]], [[0.2]], [[KEY]], [[15]])[0][0]).code).toBe('#NUM!');
  });
});
