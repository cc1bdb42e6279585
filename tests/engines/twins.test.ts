/**
 * Portable twins of functions no template writes yet (the LibreOffice suites check the others through
 * the samples): each expansion, rendered as a portable sheet would write it, is evaluated by
 * HyperFormula and held to the add-in function over generated inputs, errors by their code.
 * A row whose cells are all empty (or 0) is left out: answering it empty is the add-in's own list rule.
 */
import type { FunctionId } from '../../addin/spec';
import fc from 'fast-check';
import { DetailedCellError, HyperFormula, type RawCellContent } from 'hyperformula';
import { as400, type Expr, type Ref } from '../../addin/templates/expr';
import { expand } from '../../addin/spec/twins';
import { render } from '../../addin/templates/render';
import { type Adapter, loadFunctions } from '../../cli/registry';
import { agrees, show, type Found } from '../../support/compare';
import { CONFIG } from '../../support/hyperformula';

const functions = loadFunctions();

/** An input cell: a value, an empty cell (null), or an argument left out of the call (undefined, trailing only). */
type Input = number | string | boolean | null | undefined;

const portable = (id: FunctionId, args: readonly Expr[]): string =>
  render(as400(id, ...args), {
    mode: 'portable',
    supportName: (s) => {
      throw new Error(`${id}'s twin reads the support range ${s}: this test gives it no support sheets`);
    },
    expand,
  }).text;

/** What the add-in answers for one row, as a plan value (errors by code). */
function addinValue(fn: Adapter, row: readonly Input[]): Found {
  const args = row.filter((x) => x !== undefined).map((x) => [[x]]);
  const out = (fn(...args) as unknown[][])[0][0];
  if (out instanceof CustomFunctions.Error) return { error: out.code as never };
  return out as Found;
}

/** HyperFormula's value of each row's twin, inputs in columns A.., the formula after them. */
function twinValues(id: FunctionId, rows: readonly (readonly Input[])[]): { formula: string; value: Found }[] {
  const sheet: RawCellContent[][] = [];
  const formulas = rows.map((row, r) => {
    const given = row.filter((x) => x !== undefined);
    const refs = given.map((_, c): Ref => ({ k: 'ref', a1: `${String.fromCharCode(65 + c)}${r + 1}` }));
    const formula = portable(id, refs);
    // Text behind an apostrophe, as a typed cell holds it: HyperFormula would parse "=" as a formula and "16" as a number.
    sheet.push([...given.map((x) => (typeof x === 'string' ? `'${x}` : (x as RawCellContent))), formula]);
    return formula;
  });
  const hf = HyperFormula.buildFromArray(sheet, CONFIG);
  try {
    return formulas.map((formula, r) => {
      const v = hf.getCellValue({ sheet: 0, row: r, col: rows[r].filter((x) => x !== undefined).length });
      return { formula, value: v instanceof DetailedCellError ? { error: v.value as never } : (v as Found) };
    });
  } finally {
    hf.destroy();
  }
}

const number = (min: number, max: number) =>
  fc.oneof(fc.double({ min, max, noNaN: true }), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.constant(0));

const CASES: Record<string, fc.Arbitrary<Input[]>> = {
  UTILLAW: fc.tuple(number(-5, 50), number(-10, 500)),
  ITR: fc.tuple(number(-5, 50), fc.oneof(number(-0.5, 1.5), fc.constant(1))),
  IFSSEGMENTS: fc.tuple(
    fc.oneof(number(-1, 300), fc.constantFrom(16, 32, 16 * 2 ** 20, 16 * 2 ** 20 + 1, 256, 257, 256 * 2 ** 10, 256 * 2 ** 20, 256 * 2 ** 30 + 1)),
    fc.constantFrom<Input>('B', 'KB', 'MB', 'GB', 'gb', 'Kb', 'TB', 'M', null, undefined),
  ),
  IFSBLOCKKB: fc.tuple(fc.oneof(fc.constantFrom('*NORMAL', '*normal', '*MINIMIZE', '*Dynamic', '*DYNAMIC', '*MINIMUM', 'NORMAL', '*FIXED', '16'), fc.string())),
};

/** Excel desktop passes an empty cell as 0, so a row of zeros and empty cells is an empty row to the add-in. */
const filled = (row: readonly Input[]) => row.some((x) => x !== null && x !== undefined && x !== '' && x !== 0);

describe.each(Object.keys(CASES) as FunctionId[])('AS400.%s: its portable twin in HyperFormula equals the function', (id) => {
  test('over generated inputs, errors by code', () => {
    fc.assert(
      fc.property(fc.array(CASES[id].filter(filled), { minLength: 1, maxLength: 40 }), (rows) => {
        const twins = twinValues(id, rows);
        const wrong = rows.flatMap((row, r) => {
          const want = addinValue(functions.get(id)!, row);
          const got = twins[r].value;
          return agrees(want, got) ? [] : [`${JSON.stringify(row)} ${twins[r].formula}: add-in ${show(want)} ≠ twin ${show(got)}`];
        });
        expect(wrong).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

test('the twins write native Excel only: no AS400 call, no support range', () => {
  const a1 = (s: string): Ref => ({ k: 'ref', a1: s });
  expect(portable('UTILLAW', [a1('A1'), a1('B1')])).toBe('=IF(OR(A1<0,B1<0),10^400,A1*B1/1000)');
  expect(portable('ITR', [a1('A1'), a1('B1')])).toBe('=IF(OR(A1<0,B1<=0,B1>1),10^400,A1/B1)');
  expect(portable('IFSSEGMENTS', [a1('A1')])).toBe('=IF(OR(A1<0,A1*1048576>274877906944),10^400,MAX(1,ROUNDUP(A1*1048576/16777216,0)))');
  expect(portable('IFSBLOCKKB', [a1('A1')])).toBe('=IF(A1="*NORMAL",16,IF(A1="*MINIMIZE",8,IF(A1="*DYNAMIC",12,NA())))');
});
