/**
 * The portable twins of TRENDGROWTH and TRENDDATE: rendered as a portable sheet writes them, over a
 * column of dates and one of values, evaluated by HyperFormula and held to the add-in function, errors
 * by their code. The twins sum with SUMPRODUCT (no array entry) and skip empty pairs as the function does.
 */
import { expand, type FunctionId } from '../../addin/functions';
import fc from 'fast-check';
import { DetailedCellError, HyperFormula, type RawCellContent } from 'hyperformula';
import { as400, type Ref } from '../../addin/formula/expr';
import { render } from '../../addin/formula/render';
import { loadFunctions } from '../../cli/registry';
import { show, type Found } from '../../support/compare';
import { CONFIG } from '../../support/hyperformula';

const functions = loadFunctions();
const ref = (a1: string): Ref => ({ k: 'ref', a1 });

const portable = (id: FunctionId, rows: number): string =>
  render(as400(id, ref(`A1:A${rows}`), ref(`B1:B${rows}`), ...(id === 'TRENDDATE' ? [ref('C1')] : [])), {
    mode: 'portable',
    supportName: (s) => {
      throw new Error(`${id}'s twin reads the support range ${s}`);
    },
    expand,
  }).text;

type Cell = number | string | null;
interface History {
  readonly dates: Cell[];
  readonly values: Cell[];
  readonly limit: Cell;
}

function addinValue(id: FunctionId, h: History): Found {
  const col = (xs: Cell[]) => xs.map((x) => [x]);
  const args = [col(h.dates), col(h.values), ...(id === 'TRENDDATE' ? [[[h.limit]]] : [])];
  const out = (functions.get(id)!(...args) as unknown[][])[0][0];
  if (out instanceof CustomFunctions.Error) return { error: out.code as never };
  return out as Found;
}

function twinValue(id: FunctionId, h: History): { formula: string; value: Found } {
  const formula = portable(id, h.dates.length);
  const sheet: RawCellContent[][] = h.dates.map((d, r) => [d, h.values[r], r === 0 ? h.limit : null, r === 0 ? formula : null]);
  const hf = HyperFormula.buildFromArray(sheet, CONFIG);
  try {
    const v = hf.getCellValue({ sheet: 0, row: 0, col: 3 });
    return { formula, value: v instanceof DetailedCellError ? { error: v.value as never } : (v as Found) };
  } finally {
    hf.destroy();
  }
}

/**
 * Equal, errors by code, numbers to the precision of the fit: the twin sums about 0 where the core sums
 * about the first point, so a growth rate agrees to a billionth (absolute) and a date to a millionth of its days.
 */
function agrees(id: FunctionId, want: Found, got: Found): boolean {
  if (typeof want === 'object' && want !== null) return typeof got === 'object' && got !== null && got.error === want.error;
  if (typeof want !== 'number') return want === got || (want === '' && (got === null || got === undefined));
  if (typeof got !== 'number') return false;
  return id === 'TRENDGROWTH' ? Math.abs(want - got) <= 1e-9 * Math.max(1, Math.abs(want)) : Math.abs(want - got) <= 1e-6 * Math.abs(want);
}

// A history as a planner keeps it: a date a period, a value on a compound trend with noise; now and
// then an empty pair (null, or 0 as Excel desktop passes one), a pair with one cell empty, a value of 0
// or less, a repeated date, text.
const ODD = ['empty', 'zeros', 'no value', 'no date', 'negative', 'zero value', 'same date', 'text'] as const;
const history: fc.Arbitrary<History> = fc
  .record({
    start: fc.integer({ min: 36_000, max: 50_000 }),
    step: fc.constantFrom(1, 7, 30, 31, 91),
    rate: fc.double({ min: -0.6, max: 1.5, noNaN: true }),
    level: fc.double({ min: 0.05, max: 500, noNaN: true }),
    noise: fc.array(fc.double({ min: -0.1, max: 0.1, noNaN: true }), { minLength: 1, maxLength: 16 }),
    odd: fc.array(fc.tuple(fc.nat(15), fc.constantFrom(...ODD)), { maxLength: 3 }),
    limit: fc.oneof(fc.double({ min: 0.01, max: 2000, noNaN: true }), fc.constantFrom<Cell>(0, -1, null, 'x')),
  })
  .map(({ start, step, rate, level, noise, odd, limit }) => {
    const dates: Cell[] = noise.map((_, k) => start + k * step);
    const values: Cell[] = noise.map((e, k) => level * (1 + rate) ** ((k * step) / 365.25) * (1 + e));
    for (const [at, what] of odd) {
      const k = at % noise.length;
      if (what === 'empty' || what === 'no value') values[k] = null;
      if (what === 'empty' || what === 'no date') dates[k] = null;
      if (what === 'zeros') [dates[k], values[k]] = [0, 0];
      if (what === 'zero value') values[k] = 0;
      if (what === 'negative') values[k] = -Math.abs(values[k] as number);
      if (what === 'same date') dates[k] = dates[0];
      if (what === 'text') dates[k] = 'May';
    }
    return { dates, values, limit };
  });

describe.each(['TRENDGROWTH', 'TRENDDATE'] as const)('AS400.%s: its portable twin in HyperFormula equals the function', (id) => {
  test('over generated histories, errors by code', () => {
    fc.assert(
      fc.property(history, (h) => {
        const want = addinValue(id, h);
        const twin = twinValue(id, h);
        if (!agrees(id, want, twin.value)) throw new Error(`${JSON.stringify(h)} ${twin.formula}: add-in ${show(want)} ≠ twin ${show(twin.value)}`);
      }),
      { numRuns: 300 },
    );
  });

  test("the issue's 12 monthly peaks of a 720 growing 14.5% a year, with a list that goes on empty below them", () => {
    const months = Array.from({ length: 12 }, (_, k) => Date.UTC(2024, k, 1) / 86_400_000 + 25_569);
    const peaks = months.map((d) => 0.664 * 1.145 ** ((d - months[11]) / 365.25));
    const h: History = { dates: [...months, null, null], values: [...peaks, null, null], limit: 0.7 };
    const want = id === 'TRENDGROWTH' ? 0.145 : months[11] + (365.25 * Math.log(0.7 / 0.664)) / Math.log(1.145);
    expect(addinValue(id, h)).toBeCloseTo(want, 6);
    expect(twinValue(id, h).value).toBeCloseTo(want, 6);
  });
});

test('the twins are native SUMPRODUCT sums, no AS400 call, no array entry', () => {
  const growth = render(as400('TRENDGROWTH', ref('A1:A9'), ref('B1:B9')), { mode: 'portable', supportName: String, expand });
  expect(growth.array).toBe(false);
  expect(growth.text).not.toMatch(/AS400|\{/);
  // The count of pairs, and LN of each value over the highest (an empty value takes LN(1) = 0).
  expect(growth.text).toContain('SUMPRODUCT((A1:A9*B1:B9<>0)*1)');
  expect(growth.text).toContain('LN(B1:B9/MAX(B1:B9)+(B1:B9=0))');
  expect(growth.text).toMatch(/EXP\(365\.25\*/);
  const date = portable('TRENDDATE', 9);
  expect(date).toMatch(/^=IF\(SUMPRODUCT\(\(\(A1:A9=0\)-\(B1:B9=0\)\)\^2\)>0,/);
  // Well within Excel's 8,192 characters of a formula, even over long sheet-qualified ranges.
  const long = render(as400('TRENDDATE', ref("'Trend history'!$A$5:$A$400"), ref("'Trend history'!$B$5:$B$400"), ref('$C$2')), {
    mode: 'portable',
    supportName: String,
    expand,
  });
  expect(long.text.length).toBeLessThan(6000);
});
