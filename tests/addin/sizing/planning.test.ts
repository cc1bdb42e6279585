/**
 * GROWTH, MONTHSTOLIMIT and RESPONSETIME are add-in conventions: no seed prints a growth or a
 * queueing formula. The vectors below are textbook values worked by hand in the comments, not the
 * code's output; only the 70% default limit comes from the PCR.
 */
import { erlangC, growth, monthsToLimit, PLANNING_GUIDELINE, responseTime } from '../../../addin/sizing/planning';
import * as excel from '../../../functions/planning';
import { pcrLine } from '../../seed';
import { value, failure as error, excelError } from '../../results';

describe('what the PCR says: the 70% guideline, growth and response time left to the tools', () => {
  test('2.12 (line 847): the division by .70 is a guideline to keep CPU utilization at 70 percent, or less', () => {
    expect(pcrLine(847)).toContain("guideline to keep the system's CPU utilization at 70 percent, or less");
    expect(PLANNING_GUIDELINE).toBe(0.7);
  });

  test('the Workload Estimator and BEST/1 take a growth rate (lines 7097, 7364); BEST/1 predicts response times (line 7352)', () => {
    expect(pcrLine(7097)).toContain('may enter a growth percentage');
    expect(pcrLine(7364)).toContain('specify an anticipated growth rate');
    expect(pcrLine(7352)).toContain('predicted performance information for response times');
  });

  test('no queueing formula in the PCR: no M/M/1, Erlang or Little', () => {
    let text = '';
    for (let n = 1; n <= 8375; n++) text += `${pcrLine(n)}\n`;
    expect(text).not.toMatch(/M\/M\/|Erlang|Little's/i);
  });
});

describe('GROWTH: value x (1 + annual_rate)^years (add-in convention)', () => {
  test.each([
    [100, 1, 3, 800], // doubling each year: 100, 200, 400, 800
    [100, -0.5, 2, 25], // halving: 50, 25
    [200, 0.1, 0, 200], // no time, no growth
    [100, 0.21, 0.5, 110], // half a year at 21%: 100 x sqrt(1.21) = 100 x 1.1
    [240, 0.25, 2, 375], // 240 x 1.5625
  ])('%d at %d a year for %d years is %d', (v, rate, years, expected) => {
    expect(value(growth(v, rate, years))).toBeCloseTo(expected, 9);
  });

  test('5% a year for 12 years: 1.05^12 = 1.795856326 (compound interest tables)', () => {
    expect(value(growth(100, 0.05, 12))).toBeCloseTo(179.5856326, 6);
  });

  test('a result beyond the largest number is #NUM!, not Infinity', () => {
    expect(error(growth(1, 1e6, 1e6))).toMatchObject({ kind: 'num', message: 'the grown value is too large to compute' });
  });
});

describe('MONTHSTOLIMIT: months until u x (1 + g)^(months / 12) reaches the limit (add-in convention)', () => {
  test.each([
    [0.35, 1, 0.7, 12], // doubles in a year: 0.35 → 0.70
    [0.175, 1, 0.7, 24], // two doublings
    [0.5, 0.21, 0.605, 12], // 0.5 x 1.21 = 0.605
    [0.5, 0.21, 0.55, 6], // 1.1 = 1.21^(1/2): half a year
    [0.5, 0.44, 0.72, 12], // 0.72 / 0.5 = 1.44
  ])('%d growing %d a year reaches %d in %d months', (u, g, limit, months) => {
    expect(value(monthsToLimit(u, g, limit))).toBeCloseTo(months, 9);
  });

  test('0 when already at or above the limit', () => {
    expect(monthsToLimit(0.7, 0.2, 0.7)).toBe(0);
    expect(monthsToLimit(0.75, 0.2, 0.7)).toBe(0);
    expect(monthsToLimit(0.75, -0.5, 0.7)).toBe(0);
  });

  test('#NUM! with the reason when it never gets there: growth 0 or less, or nothing to grow', () => {
    expect(error(monthsToLimit(0.5, 0, 0.7))).toMatchObject({
      kind: 'num',
      message: 'utilization 0.5 is below the limit 0.7 and annual_growth 0 is not above 0: it never reaches the limit',
    });
    expect(error(monthsToLimit(0.5, -0.1, 0.7)).kind).toBe('num');
    expect(error(monthsToLimit(0, 0.5, 0.7)).message).toMatch(/never/);
  });
});

describe('RESPONSETIME: M/M/c mean response time (add-in convention, Erlang C)', () => {
  test.each([
    [1, 0.5, 2], // M/M/1: S / (1 - U) = 1 / 0.5
    [0.1, 0.8, 0.5], // 0.1 / 0.2
    [0.2, 0.7, 0.2 / 0.3], // 0.6667
    [8.7, 0.4, 14.5], // a 8.7 ms disk service (Table 14.1) at the 40% guideline: 8.7 / 0.6
    [5, 0, 5], // an idle server: no queueing
  ])('M/M/1 S=%d U=%d gives %d', (s, u, r) => {
    expect(value(responseTime(s, u, 1))).toBeCloseTo(r, 12);
  });

  // Erlang C by hand, a = c rho: C = [a^c / c! / (1 - rho)] / [sum_{k<c} a^k / k! + a^c / c! / (1 - rho)].
  // M/M/2, rho 0.5, a 1: (0.5 / 0.5) / (1 + 1 + 1) = 1/3; Wq = C S / (c (1 - rho)) = (1/3) / 1; R = 4/3.
  // M/M/2, rho 0.8, a 1.6: (1.28 / 0.2) / (1 + 1.6 + 6.4) = 6.4 / 9; Wq = (6.4 / 9) / 0.4 = 16/9; R = 25/9.
  //   Both agree with the M/M/2 identity R = S / (1 - rho^2): 1 / 0.75 and 1 / 0.36.
  // M/M/3, rho 2/3, a 2: (8/6 / (1/3)) / (1 + 2 + 2 + 4) = 4 / 9; Wq = (4/9) / 1; R = 13/9.
  test.each([
    [2, 0.5, 1 / 3, 4 / 3],
    [2, 0.8, 6.4 / 9, 25 / 9],
    [3, 2 / 3, 4 / 9, 13 / 9],
  ])('M/M/%d at rho %d: Erlang C %d, R %d (S = 1)', (c, rho, waitProbability, r) => {
    expect(erlangC(c, rho)).toBeCloseTo(waitProbability, 12);
    expect(value(responseTime(1, rho, c))).toBeCloseTo(r, 12);
  });

  test('one server: Erlang C is the utilization, so the general formula is M/M/1', () => {
    for (const rho of [0, 0.1, 0.5, 0.9, 0.99]) expect(erlangC(1, rho)).toBeCloseTo(rho, 12);
  });

  test('many servers stay finite and lie between S and S / (1 - rho), falling as servers are added', () => {
    let last = Infinity;
    for (const c of [1, 2, 4, 12, 100, 1000, 100000]) {
      const r = value(responseTime(1, 0.9, c));
      expect(r).toBeGreaterThanOrEqual(1);
      expect(r).toBeLessThanOrEqual(10 + 1e-12);
      expect(r).toBeLessThan(last);
      last = r;
    }
  });

  test('utilization 1 or more is #NUM!: the queue grows without bound', () => {
    expect(error(responseTime(0.1, 1, 1))).toMatchObject({ kind: 'num', message: expect.stringContaining('grows without bound') });
  });
});

describe('adapters as Excel calls them', () => {
  test('=AS400.GROWTH(100, 1, 3) is 800; a column of years gives a column', () => {
    expect(excel.growth([[100]], [[1]], [[3]])).toEqual([[800]]);
    expect(excel.growth([[100]], [[1]], [[1], [2], [3]])).toEqual([[200], [400], [800]]);
    // Excel desktop passes an empty cell as 0, so a 0 in the only column that varies is an empty row of a list.
    expect(excel.growth([[100]], [[1]], [[0], [1]])).toEqual([[''], [200]]);
  });

  test('GROWTH: a rate of -1 or less and negative years are #NUM!; text is #VALUE!', () => {
    expect(excelError(excel.growth([[100]], [[-1]], [[1]])[0][0])).toMatchObject({ code: '#NUM!', message: 'annual_rate must be a number above -1, got -1' });
    expect(excelError(excel.growth([[100]], [[0.1]], [[-1]])[0][0]).code).toBe('#NUM!');
    expect(excelError(excel.growth([['a lot']], [[0.1]], [[1]])[0][0]).code).toBe('#VALUE!');
  });

  test('MONTHSTOLIMIT: default limit 0.7; a utilization above 1 is #NUM! (a fraction, never a percent)', () => {
    expect(excel.monthsToLimit([[0.35]], [[1]])[0][0]).toBeCloseTo(12, 9);
    expect(excel.monthsToLimit([[0.5]], [[0.21]], [[0.605]])[0][0]).toBeCloseTo(12, 9);
    expect(excelError(excel.monthsToLimit([[50]], [[0.2]])[0][0])).toMatchObject({ code: '#NUM!', message: expect.stringContaining('0.321') });
    expect(excelError(excel.monthsToLimit([[0.5]], [[0]])[0][0]).code).toBe('#NUM!');
    // A limit of 0 is no limit: it reads as omitted (0.7), as Excel desktop passes an empty cell as 0.
    expect(excel.monthsToLimit([[0.5]], [[0.2]], [[0]])).toEqual(excel.monthsToLimit([[0.5]], [[0.2]]));
    expect(excelError(excel.monthsToLimit([[0.5]], [[0.2]], [[-0.1]])[0][0]).code).toBe('#NUM!');
  });

  test('a growth rate typed as 15 for 15% is #NUM! with the advice a share above 1 gets, never 1,500% a year', () => {
    // 100% a year (a doubling) is the most either takes: GROWTH(100, 1, 3) is 800 above.
    for (const out of [excel.growth([[0.5]], [[15]], [[5]]), excel.monthsToLimit([[0.5]], [[15]])]) {
      expect(excelError(out[0][0])).toMatchObject({ code: '#NUM!', message: expect.stringContaining('(15% is 0.15), so at most 1') });
    }
    expect(excelError(excel.growth([[0.5]], [[1.01]], [[5]])[0][0]).code).toBe('#NUM!');
    // 12 ln(0.7 / 0.35) / ln 2 = 12 months at the limit of 1.
    expect(excel.monthsToLimit([[0.35]], [[1]])[0][0]).toBeCloseTo(12, 9);
  });

  test('RESPONSETIME: servers default 1; whole numbers from 1 only; utilization 1 is #NUM!', () => {
    expect(excel.responseTime([[1]], [[0.5]])).toEqual([[2]]);
    expect(excel.responseTime([[1]], [[0.5]], [[2]])[0][0]).toBeCloseTo(4 / 3, 12);
    expect(excelError(excel.responseTime([[1]], [[1]])[0][0])).toMatchObject({ code: '#NUM!', message: expect.stringContaining('without bound') });
    // 0 servers reads as omitted (1), as Excel desktop passes an empty cell as 0.
    expect(excel.responseTime([[1]], [[0.5]], [[0]])).toEqual([[2]]);
    expect(excelError(excel.responseTime([[1]], [[0.5]], [[-1]])[0][0]).code).toBe('#NUM!');
    expect(excelError(excel.responseTime([[1]], [[0.5]], [[1.5]])[0][0]).code).toBe('#NUM!');
    expect(excelError(excel.responseTime([[-1]], [[0.5]])[0][0]).code).toBe('#NUM!');
  });
});
