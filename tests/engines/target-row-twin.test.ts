/**
 * The portable twin of the TARGET functions reads a targets row of the planner's own as the
 * functions do, empty cells included: Excel desktop hands the function an empty cell as 0, and a
 * planner may type 0, so an interactive CPW or a knee rule left empty or typed 0 must give the
 * twin's answer too. Evaluated by HyperFormula, the row in A1:E1 and the source a CPW number (the
 * row's own cells need no catalog sheet).
 */
import { expand, type FunctionId } from '../../addin/functions';
import fc from 'fast-check';
import { DetailedCellError, HyperFormula, type RawCellContent } from 'hyperformula';
import { as400, type Ref } from '../../addin/formula/expr';
import { render } from '../../addin/formula/render';
import { loadFunctions } from '../../cli/registry';
import { CONFIG, LOGICAL_NAMES } from '../../support/hyperformula';

const functions = loadFunctions();
const ref = (a1: string): Ref => ({ k: 'ref', a1 });

/** The twin's formula, and the support ranges it names (the catalog's, for a catalog key: never reached here). */
function twin(id: FunctionId, args: Ref[]): { formula: string; names: Set<string> } {
  const names = new Set<string>();
  const supportName = (s: string) => {
    const name = `Support_${s.replace(/\W/g, '_')}`;
    names.add(name);
    return name;
  };
  return { formula: render(as400(id, ...args), { mode: 'portable', supportName, expand }).text, names };
}

type Cell = string | number | null;

/** The twin's value and the function's, for one row and one interactive share carried from a 1000-CPW source. */
function both(id: 'TARGETEIU' | 'TARGETSTATUS', row: Cell[], share: number): { twin: unknown; addin: unknown } {
  const { formula, names } = twin(id, [ref('F1'), ref('G1'), ref('A1:E1')]);
  const sheet: RawCellContent[][] = [[...row.map((c) => (typeof c === 'string' ? `'${c}` : c)), 1000, share, formula]];
  // The catalog branch is not taken for a row with a CPW: its names answer #N/A.
  const hf = HyperFormula.buildFromArray(sheet, CONFIG, [...LOGICAL_NAMES, ...[...names].map((name) => ({ name, expression: '=NA()' }))]);
  const v = hf.getCellValue({ sheet: 0, row: 0, col: 7 });
  hf.destroy();
  const out = functions.get(id)!([[1000]], [[share]], [row]) as unknown[][];
  const a = out[0][0];
  return { twin: v instanceof DetailedCellError ? v.value : v, addin: a instanceof CustomFunctions.Error ? a.code : a };
}

const RULES: Cell[] = [null, 0, 'none', '7/6', '6/7', '1/3'];
const INTERACTIVE: Cell[] = [null, 0, 'all', 150, 400];

describe.each(['TARGETEIU', 'TARGETSTATUS'] as const)('%s: the twin reads a row of your own as the function does', (id) => {
  test.each(RULES.flatMap((rule) => INTERACTIVE.map((i) => [rule, i] as const)))('knee rule %p, interactive CPW %p', (rule, interactive) => {
    for (const share of [0.05, 0.3, 0.9]) {
      const { twin: t, addin } = both(id, ['Own', 2000, interactive, rule, 'test input'], share);
      if (typeof addin === 'number') expect(t).toBeCloseTo(addin, 9);
      else expect(t).toEqual(addin);
    }
  });
});

describe('MONTHSTOCPU and INTSHARE: the twins answer as the functions do', () => {
  /** HyperFormula's value of a formula over the inputs in A1.., and the function's over the same cells. */
  function both2(id: FunctionId, inputs: Cell[], args: Ref[], fnArgs: unknown[]) {
    const { formula, names } = twin(id, args);
    const hf = HyperFormula.buildFromArray([[...inputs.map((c) => (typeof c === 'string' ? `'${c}` : c)), formula]], CONFIG, [
      { name: 'TRUE', expression: '=TRUE()' },
      { name: 'FALSE', expression: '=FALSE()' },
      ...[...names].map((name) => ({ name, expression: '=NA()' })),
    ]);
    const v = hf.getCellValue({ sheet: 0, row: 0, col: inputs.length });
    hf.destroy();
    const out = (functions.get(id)!(...fnArgs) as unknown[][])[0][0];
    return { twin: v instanceof DetailedCellError ? v.value : v, addin: out instanceof CustomFunctions.Error ? out.code : out, formula };
  }
  // Relative: Excel's LN(1 + g) loses digits that the core's log1p keeps when g is small.
  const expectSame = ({ twin: t, addin }: { twin: unknown; addin: unknown }) => {
    if (typeof addin === 'number') expect(Math.abs((t as number) - addin)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(addin)));
    else expect(t).toEqual(addin);
  };

  test('MONTHSTOCPU over generated shares, curves, growth and limits', () => {
    // Shares in tenths of a percent, as measurements give them: the rest of the work (total less EIU) is then 0 or a
    // real share, never the 1e-16 left by cancelling two nearly equal doubles, whose months no two engines agree on.
    const share = fc.oneof(
      fc.integer({ min: 10, max: 1000 }).map((x) => x / 1000),
      fc.constantFrom(0.1, 0.3, 1),
    );
    // Growth rates a planner gives (0.1% a year and more): below 1e-6, Excel's LN(1 + g) keeps too few digits to compare.
    const growth = fc.oneof(
      fc.double({ min: -0.5, max: 1.2, noNaN: true }).filter((g) => g === 0 || Math.abs(g) > 1e-6),
      fc.constant(0),
    );
    fc.assert(
      fc.property(
        share,
        fc.integer({ min: 0, max: 1000 }),
        share,
        fc.oneof(share, fc.constant(-1)),
        growth,
        share,
        (u, permille, knee, maxOrSame, g, limit) => {
          const max = maxOrSame < 0 ? knee : maxOrSame;
          const cells = [u, Math.min(u, permille / 1000), knee, max, g, limit];
          const refs = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map(ref);
          const r = both2(
            'MONTHSTOCPU',
            cells,
            refs,
            cells.map((c) => [[c]]),
          );
          expectSame(r);
          expect(r.formula.length).toBeLessThan(8192);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('MONTHSTOCPU with a total a rounding either side of its interactive part: no other work, never there, in both', () => {
    // Interactive work alone, 20% of the CPU, held at a 25% rating under a 70% limit: #NUM! (a template says "never").
    for (const u of [0.2 - 2 ** -53, 0.2, 0.2 + 2 ** -53]) {
      const cells = [u, 0.2, 0.25, 0.25, 0.2, 0.7];
      const r = both2(
        'MONTHSTOCPU',
        cells,
        ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map(ref),
        cells.map((c) => [[c]]),
      );
      expect(r.addin).toBe('#NUM!');
      expectSame(r);
    }
  });

  test('MONTHSTOCPU of no work (a total within a rounding of 0), its interactive share a rounding above it: never there, in both', () => {
    // fast-check's counterexample: a total of 0 beside 1e-12 interactive grew in the twin to 327,456 months.
    for (const [u, i] of [
      [0, 1e-12],
      [1e-12, 2e-12],
      [0, 0],
    ]) {
      const cells = [u, i, 0.001, 1, 0.001, 0.7];
      const r = both2(
        'MONTHSTOCPU',
        cells,
        ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map(ref),
        cells.map((c) => [[c]]),
      );
      expect(r.addin).toBe('#NUM!');
      expectSame(r);
    }
  });

  test.each(RULES.flatMap((rule) => INTERACTIVE.map((i) => [rule, i] as const)))(
    'INTSHARE of a row of your own, knee rule %p, interactive CPW %p',
    (rule, interactive) => {
      for (const point of ['knee', 'threshold', 'max', 'elbow']) {
        const row: Cell[] = ['Own', 2000, interactive, rule, 'test input'];
        const r = both2('INTSHARE', [...row, point], [ref('A1:E1'), ref('F1')], [[row], [[point]]]);
        expectSame(r);
        expect(r.formula.length).toBeLessThan(8192);
      }
    },
  );
});
