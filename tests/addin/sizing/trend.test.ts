/**
 * Trends from measured history: the least-squares fit of ln(value) against the day, held to the
 * normal equations written out here, and the functions TRENDGROWTH and TRENDDATE over ranges.
 */
import fc from 'fast-check';
import { annualGrowth, fitTrend, trendDate } from '../../../addin/sizing/trend';
import * as trend from '../../../functions/trend';
import { excelError, failure, value } from '../../results';

/** An Excel date serial of a calendar day (1900 date system): days since 1899-12-30. */
const serial = (y: number, m: number, d = 1) => Date.UTC(y, m - 1, d) / 86_400_000 + 25_569;

/** Least squares from the definition: the normal equations of y = a + b x, in sums, with y = ln(value). */
function byDefinition(xs: number[], vs: number[]) {
  const n = xs.length;
  const ys = vs.map(Math.log);
  const sum = (f: (i: number) => number) => xs.reduce((s, _, i) => s + f(i), 0);
  const [sx, sy, sxx, sxy, syy] = [sum((i) => xs[i]), sum((i) => ys[i]), sum((i) => xs[i] ** 2), sum((i) => xs[i] * ys[i]), sum((i) => ys[i] ** 2)];
  const b = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  const a = (sy - b * sx) / n;
  const r2 = (n * sxy - sx * sy) ** 2 / ((n * sxx - sx * sx) * (n * syy - sy * sy));
  return { slope: b, intercept: a, r2, growth: Math.exp(365.25 * b) - 1, reaches: (limit: number) => (Math.log(limit) - a) / b };
}

// The case: 12 monthly peaks of a 720 growing about 14.5% a year, the last (December) at 66.4%,
// each month's peak off the curve by a few points as real peaks are.
const months = Array.from({ length: 12 }, (_, k) => serial(2024, k + 1));
const wobble = [0.012, -0.008, 0.005, -0.015, 0.009, 0.0, -0.006, 0.011, -0.004, 0.007, -0.01, 0.002];
const peaks = months.map((d, k) => 0.664 * 1.145 ** ((d - months[11]) / 365.25) + wobble[k]);

describe('fitTrend: least squares on ln(value) against the day', () => {
  test('values growing exactly 14.5% a year give 14.5%, an exact fit (R² 1), and the date the curve reaches 70%', () => {
    const exact = months.map((d) => 0.664 * 1.145 ** ((d - months[11]) / 365.25));
    const fit = value(fitTrend(months, exact));
    expect(annualGrowth(fit)).toBeCloseTo(0.145, 12);
    expect(fit.r2).toBeCloseTo(1, 12);
    expect(fit.n).toBe(12);
    // 0.664 x 1.145^(t / 365.25) = 0.7: t = 365.25 ln(0.7 / 0.664) / ln(1.145) days after December 1st, about 4.7 months.
    const days = (365.25 * Math.log(0.7 / 0.664)) / Math.log(1.145);
    expect(value(trendDate(fit, 0.7))).toBeCloseTo(months[11] + days, 6);
    expect(days / (365.25 / 12)).toBeCloseTo(4.7, 1);
  });

  test("the issue's 12 monthly peaks of a 720: the fit is the normal equations' fit", () => {
    const fit = value(fitTrend(months, peaks));
    const want = byDefinition(months, peaks);
    expect(fit.slope).toBeCloseTo(want.slope, 12);
    expect(fit.intercept).toBeCloseTo(want.intercept, 6);
    expect(fit.r2).toBeCloseTo(want.r2, 6);
    expect(annualGrowth(fit)).toBeCloseTo(want.growth, 9);
    expect(Math.abs(annualGrowth(fit) - 0.145)).toBeLessThan(0.05);
    expect(value(trendDate(fit, 0.7))).toBeCloseTo(want.reaches(0.7), 4);
  });

  test('any history of 3 points or more: the normal equations', () => {
    // Values to a hundredth, as utilizations are printed: two values a rounding apart (0.01 and 0.010000000000000002) have
    // logs that differ in the last bit, and R² of a spread that small is noise in any engine.
    const point = fc.tuple(
      fc.integer({ min: 30_000, max: 60_000 }),
      fc.integer({ min: 1, max: 10_000 }).map((v) => v / 100),
    );
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 30 }), (points) => {
        const xs = points.map((p) => p[0]);
        const vs = points.map((p) => p[1]);
        fc.pre(new Set(xs).size > 1 && new Set(vs).size > 1);
        const fit = value(fitTrend(xs, vs));
        const want = byDefinition(xs, vs);
        expect(fit.slope).toBeCloseTo(want.slope, 9);
        expect(fit.r2).toBeCloseTo(want.r2, 6);
      }),
    );
  });

  test('refusals, #NUM! with the reason: fewer than 3 points, a value of 0 or less, dates all equal; a flat trend never reaches', () => {
    expect(failure(fitTrend([1, 2], [1, 2]))).toMatchObject({ kind: 'num', message: 'a trend needs 3 points or more, got 2' });
    expect(failure(fitTrend([1, 2, 3], [1, 0, 2])).message).toBe('value 0 of point 2: a trend takes values above 0');
    expect(failure(fitTrend([1, 2, 3], [1, -1, 2])).kind).toBe('num');
    expect(failure(fitTrend([5, 5, 5], [1, 2, 3])).message).toBe('the dates are all the same: no trend');
    const flat = value(fitTrend([45292, 45300, 45323, 45352, 45361, 45400, 45401], new Array(7).fill(0.3)));
    expect(flat.slope).toBe(0);
    expect(flat.r2).toBe(1);
    expect(failure(trendDate(flat, 0.7)).message).toBe('the trend does not grow: it never reaches 0.7');
    expect(failure(trendDate(value(fitTrend([1, 2, 3], [3, 2, 1])), 5)).kind).toBe('num');
    // A date Excel cannot show: a growth of a millionth a year takes far past 9999 to double.
    const slow = [45292, 45323, 45352].map((d) => 0.5 * (1 + 1e-6) ** ((d - 45292) / 365.25));
    expect(failure(trendDate(value(fitTrend([45292, 45323, 45352], slow)), 1)).message).toBe('the trend reaches 1 before 1900 or after 9999');
  });
});

describe('AS400.TRENDGROWTH and AS400.TRENDDATE over ranges', () => {
  const col = (xs: unknown[]) => xs.map((x) => [x]);

  test('a column of dates and one of values: one answer, the fit of the pairs', () => {
    const want = byDefinition(months, peaks);
    expect(trend.trendGrowth(col(months), col(peaks))).toEqual([[expect.closeTo(want.growth, 9)]]);
    expect(trend.trendDate(col(months), col(peaks), [[0.7]])).toEqual([[expect.closeTo(want.reaches(0.7), 4)]]);
  });

  test('empty row pairs are skipped (a list that grows), as null on the web and 0 on Excel desktop; no pair is an empty cell', () => {
    const want = byDefinition(months.slice(0, 4), peaks.slice(0, 4));
    for (const empty of [null, 0, '']) {
      const d = col([...months.slice(0, 2), empty, ...months.slice(2, 4), empty]);
      const v = col([...peaks.slice(0, 2), empty, ...peaks.slice(2, 4), empty]);
      expect(trend.trendGrowth(d, v)[0][0]).toBeCloseTo(want.growth, 9);
    }
    expect(trend.trendGrowth(col([null, null]), col([0, '']))).toEqual([['']]);
    expect(trend.trendDate(col([null, null]), col([null, null]), [[0.7]])).toEqual([['']]);
  });

  test('a row with one of the two empty is #VALUE! naming the row; the fit refusals are #NUM!', () => {
    const v = excelError(trend.trendGrowth(col([45292, 45323, 45352]), col([0.5, null, 0.6]))[0][0]);
    expect(v).toMatchObject({ code: '#VALUE!', message: 'row 2: a date but no value: fill both or neither' });
    expect(excelError(trend.trendGrowth(col([45292, 0, 45352]), col([0.5, 0.55, 0.6]))[0][0]).message).toBe('row 2: a value but no date: fill both or neither');
    expect(excelError(trend.trendGrowth(col([45292, 'May', 45352]), col([0.5, 0.55, 0.6]))[0][0])).toMatchObject({ code: '#VALUE!' });
    const two = excelError(trend.trendGrowth(col([45292, 45323]), col([0.5, 0.55]))[0][0]);
    expect(two).toMatchObject({ code: '#NUM!', message: 'a trend needs 3 points or more, got 2' });
    expect(excelError(trend.trendGrowth(col([45292, 45323, 45352]), col([0.5, -0.1, 0.6]))[0][0]).code).toBe('#NUM!');
    expect(excelError(trend.trendGrowth(col([45292, 45292, 45292]), col([0.5, 0.55, 0.6]))[0][0]).code).toBe('#NUM!');
    expect(excelError(trend.trendGrowth(col([45292, 45323, 45352]), col([0.5, 0.55]))[0][0]).message).toBe('dates and values differ in size: 3 and 2 cells');
    expect(excelError(trend.trendDate(col(months), col(peaks), [[0]])[0][0])).toMatchObject({ code: '#NUM!' });
    expect(excelError(trend.trendDate(col(months), col(peaks), [[0.7], [0.8]])[0][0]).code).toBe('#VALUE!');
  });
});
