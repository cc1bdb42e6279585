/**
 * Every portable twin held to its spec, one property apiece: rows of generated
 * arguments are written to a sheet beside the support sheets, each row's twin rendered as a portable
 * sheet writes it, HyperFormula calculates them all, and each is held to what the core's spec answers
 * for the same cells (the evaluator templates use, as400Grid), errors by their code.
 *
 * Inputs are the values a sizing sheet's input cells take: catalog keys as the catalog prints them
 * (the cells offer them as a list; the add-in's looser key matching has no native twin), numbers in
 * and out of range where the twin refuses them as the spec does. TRENDGROWTH and TRENDDATE read
 * columns, and a target may be a row of the planner's own systems: trend-twins.test.ts and
 * target-row-twin.test.ts hold those forms. The LibreOffice suites recalculate every sample end to end.
 */
import fc from 'fast-check';
import { DetailedCellError, HyperFormula, type RawCellContent, type SerializedNamedExpression } from 'hyperformula';
import { CATALOG } from '../../addin/catalog/catalog';
import { printedDrive, TAPE_WORKLOADS } from '../../addin/sizing/save';
import { WEB_TRANSACTIONS } from '../../addin/sizing/web';
import { PAGE_SIZES_KB } from '../../addin/tables/web';
import { TABLE_15_1_1 } from '../../addin/tables/save';
import { expand, hasTwin, SPECS, type TwinId } from '../../addin/functions';
import { onSheet } from '../../addin/formula/a1';
import { as400Grid } from '../../addin/workbook/call';
import { as400, type Ref } from '../../addin/formula/expr';
import { supportName } from '../../addin/workbook/layout';
import { render } from '../../addin/formula/render';
import { CATALOG_SHEET, supportSheets, TABLES_SHEET } from '../../addin/workbook/support';
import { agrees, type Found, show } from '../../support/compare';
import { CONFIG, LOGICAL_NAMES, planContents } from '../../support/hyperformula';

/** An input cell: a value, an empty cell (null), or an argument left out of the call (undefined, trailing only). */
type Input = number | string | boolean | null | undefined;

/** The widest call: MONTHSTOCPU's six arguments; the formula goes in the column after them. */
const FORMULA_COLUMN = 6;
const ROWS_SHEET = 'Rows';

const keys = CATALOG.map((m) => m.key);
const key = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom('999-9999', 'no such model') });
const interactiveKeys = CATALOG.filter((m) => m.family === '7xx' || m.family === '8xx' || m.family === '2xx').map((m) => m.key);
const kneeKey = fc.constantFrom(...interactiveKeys);
/**
 * A double as a sheet can hold it: Excel keeps no subnormal number (it stores 0), and HyperFormula
 * compares numbers that close to 0 as 0, so a value under 1e-12 is 0 here.
 */
const double = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((x) => (Math.abs(x) < 1e-12 ? 0 : x));
const number = (min: number, max: number) => fc.oneof(double(min, max), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.constant(0));
const share = fc.oneof(double(0, 1), fc.constantFrom(0, 0.05, 0.7, 1));
const positive = (max: number) => fc.oneof(fc.double({ min: 1e-3, max, noNaN: true }), fc.integer({ min: 1, max: Math.floor(max) }));
const cpw = positive(30_000);
/**
 * A CPW as text, as one that is also a model number must be typed ("720 CPW"), in the forms the
 * functions read (readCpw) and some they refuse.
 */
const cpwText = fc.oneof(
  fc
    .tuple(fc.oneof(cpw, fc.constantFrom(720, 170, 7202061, 0)), fc.constantFrom('{} CPW', 'CPW {}', '{}cpw', ' {} Cpw '))
    .map(([n, form]) => form.replace('{}', String(n))),
  fc.constantFrom('CPW', 'CPW CPW', 'ten CPW', '-5 CPW'),
);
/** A system as a sheet's cell holds one: a catalog key, a processor CPW (a model number among them, or 0 or less) or one as text. */
const system = fc.oneof(kneeKey, key, cpw, cpwText, fc.constantFrom(720, 7202061, 0, -3));
const optional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const transaction = fc.constantFrom(...WEB_TRANSACTIONS.map((t) => t.id));
const drives = TABLE_15_1_1.rows.map((r) => printedDrive(String(r[1])));

/**
 * The arguments each twin is held over. Trailing optional arguments are left out (undefined) or given;
 * the compiler asks for one entry per twin but the two that read columns.
 */
const CASES: Readonly<Record<Exclude<TwinId, 'TRENDGROWTH' | 'TRENDDATE'>, fc.Arbitrary<Input[]>>> = {
  CPW: fc.tuple(key),
  INTCPW: fc.tuple(key),
  SYSTEMCPW: fc.tuple(system),
  KNEE: fc.tuple(key),
  INTMAX: fc.tuple(key),
  EIU: fc.tuple(key, share),
  CPWREMAINING: fc.tuple(key, share),
  INTTHRESHOLD: fc.tuple(key, optional(positive(1))),
  SERVERINTCPW: fc.tuple(cpw, share, optional(fc.boolean())),
  TRADITIONALCPW: fc.tuple(cpw, share, share, optional(positive(1))),
  RECOMMEND: fc.tuple(
    number(0, 5000),
    optional(number(0, 500)),
    optional(fc.constantFrom<Input>('7xx', '8xx', '2xx', 'any', 'DSD', 'SB', '820', '270', 'none such')),
  ),
  WEBCAPACITY: fc.tuple(
    system,
    transaction,
    fc.boolean(),
    share.filter((s) => s > 0),
    fc.constantFrom<Input>(null, ...PAGE_SIZES_KB),
  ),
  WEBCPW: fc.tuple(number(0, 500), transaction, optional(fc.boolean())),
  HTTPTHREADS: fc.tuple(number(0, 5000)),
  OC400GROWTH: fc.tuple(positive(1), fc.integer({ min: 0, max: 16 }), optional(fc.constantFrom(1, 1.5, 2, 3)), optional(fc.constantFrom(0.5, 1, 1.2, 2))),
  DOMINOMEMORY: fc.tuple(number(0, 5000), optional(fc.integer({ min: 1, max: 8 }))),
  DOMINOUSERS: fc.tuple(system, optional(positive(4))),
  DOMINOCPW: fc.tuple(number(0, 5000), optional(positive(4))),
  DSDUSERS: fc.tuple(key),
  DSDRECOMMEND: fc.tuple(number(0, 3000), optional(positive(4))),
  TAPERATE: fc.tuple(fc.constantFrom(...drives), fc.constantFrom(...TAPE_WORKLOADS)),
  SAVEHOURS: fc.tuple(number(0, 5000), positive(100_000)),
  TARGETUTIL: fc.tuple(system, share, system),
  TARGETEIU: fc.tuple(system, share, system),
  TARGETCPWLEFT: fc.tuple(system, share, share, system),
  TARGETSTATUS: fc.tuple(system, share, system, optional(positive(1))),
  INTSHARE: fc.tuple(system, optional(fc.constantFrom('knee', 'threshold', 'max', 'KNEE', 'elbow'))),
  GROWTH: fc.tuple(number(0, 10_000), fc.oneof(number(-0.5, 1), fc.constant(1.5)), number(0, 10)),
  MONTHSTOLIMIT: fc.tuple(positive(1), fc.oneof(positive(1), fc.constant(1.5)), optional(positive(1))),
  MONTHSTOCPU: fc
    .tuple(number(0, 1.2), number(0, 1.2), positive(1), positive(1), fc.oneof(positive(1), fc.constant(1.5)), optional(positive(1)))
    .map(([u, i, knee, max, g, limit]) => [u, i, knee, max, g, limit]),
  UTILLAW: fc.tuple(number(-5, 50), number(-10, 500)),
  // Loads of exactly n arms (400 ops at 1 ms is one arm's 40%... n x 400 / ms), and around the one-arm 55% (550 / ms).
  DASDARMSNEEDED: fc.oneof(
    fc.tuple(number(-5, 50_000), fc.oneof(number(-1, 40), fc.constantFrom(8.1, 8.7, 20))),
    fc.tuple(fc.integer({ min: 1, max: 500 }), fc.constantFrom(1, 2, 4, 5, 8, 10)).map(([n, ms]) => [(n * 400) / ms, ms]),
    fc.constantFrom(8.1, 8.7, 20).map((ms) => [550 / ms, ms]),
  ),
  ITR: fc.tuple(number(-5, 50), fc.oneof(number(-0.5, 1.5), fc.constant(1))),
  IFSSEGMENTS: fc.tuple(
    fc.oneof(number(-1, 300), fc.constantFrom(16, 32, 16 * 2 ** 20, 16 * 2 ** 20 + 1, 256, 257, 256 * 2 ** 10, 256 * 2 ** 20, 256 * 2 ** 30 + 1)),
    fc.constantFrom<Input>('B', 'KB', 'MB', 'GB', 'gb', 'Kb', 'TB', 'M', null, undefined),
  ),
  IFSBLOCKKB: fc.tuple(fc.oneof(fc.constantFrom('*NORMAL', '*normal', '*MINIMIZE', '*Dynamic', '*DYNAMIC', '*MINIMUM', 'NORMAL', '*FIXED', '16'), fc.string())),
};

/** The support sheets as a portable workbook holds them, and every support range by the name a twin reads it through. */
function supportBook(): { sheets: Record<string, RawCellContent[][]>; names: SerializedNamedExpression[] } {
  const { sheets, ranges } = supportSheets({ catalog: CATALOG_SHEET, tables: TABLES_SHEET });
  const names = [...ranges].map(([id, r]) => ({ name: supportName(id), expression: `=${onSheet(r.sheet, r.range)}` }));
  return { sheets: Object.fromEntries(sheets.map((s) => [s.name, planContents(s)])), names: [...LOGICAL_NAMES, ...names] };
}

let hf: HyperFormula;
let rowsSheet: number;

beforeAll(() => {
  const { sheets, names } = supportBook();
  hf = HyperFormula.buildFromSheets({ ...sheets, [ROWS_SHEET]: [] }, CONFIG, names);
  rowsSheet = hf.getSheetId(ROWS_SHEET) as number;
});

afterAll(() => hf.destroy());

const column = (c: number): string => String.fromCharCode(65 + c);

/** The twin of a call as a portable sheet writes it, arguments read from row r's cells. */
const portable = (id: TwinId, given: number, r: number): string =>
  render(as400(id, ...Array.from({ length: given }, (_, c): Ref => ({ k: 'ref', a1: `${column(c)}${r + 1}` }))), {
    mode: 'portable',
    supportName,
    expand,
  }).text;

/** HyperFormula's value of each row's twin, and the formula it calculated. */
function twinValues(id: TwinId, rows: readonly (readonly Input[])[]): { formula: string; value: Found }[] {
  const formulas: string[] = [];
  const sheet = rows.map((row, r): RawCellContent[] => {
    formulas.push(portable(id, row.length, r));
    const cells: RawCellContent[] = Array.from({ length: FORMULA_COLUMN }, (_, c) => {
      const x = row[c];
      // Text behind an apostrophe, as a typed cell holds it: HyperFormula would read "16" as a number.
      return x === undefined ? null : typeof x === 'string' ? `'${x}` : x;
    });
    return [...cells, formulas[r]];
  });
  hf.setSheetContent(rowsSheet, sheet);
  return formulas.map((formula, r) => {
    const v = hf.getCellValue({ sheet: rowsSheet, row: r, col: FORMULA_COLUMN });
    return { formula, value: v instanceof DetailedCellError ? { error: v.value as never } : (v as Found) };
  });
}

/** What the core answers for a row: the spec run as a template's evaluator runs it, one cell per argument ("" for an empty one). */
const coreValue = (id: TwinId, row: readonly Input[]): Found =>
  as400Grid(
    id,
    row.map((x) => [[x ?? '']]),
  )[0][0];

/** A call leaves out trailing arguments only: an argument left out ends the row (JSON shows it as null). */
const trailing = (row: readonly Input[]): Input[] => {
  const end = row.indexOf(undefined);
  return end < 0 ? [...row] : row.slice(0, end);
};

/** Excel desktop passes an empty cell as 0, so a row of zeros and empty cells is an empty row, answered empty: the add-in's own list rule. */
const filled = (row: readonly Input[]) => row.some((x) => x !== null && x !== undefined && x !== '' && x !== 0);

test('every twin has its property here, or in the test of the forms it reads', () => {
  expect(Object.keys(SPECS).filter(hasTwin).sort()).toEqual([...Object.keys(CASES), 'TRENDDATE', 'TRENDGROWTH'].sort());
});

describe.each(Object.keys(CASES) as (keyof typeof CASES)[])('AS400.%s: its portable twin in HyperFormula equals the spec', (id) => {
  test('over generated inputs, errors by code', () => {
    fc.assert(
      fc.property(fc.array(CASES[id].map(trailing).filter(filled), { minLength: 1, maxLength: 24 }), (rows) => {
        const twins = twinValues(id, rows);
        const wrong = rows.flatMap((row, r) => {
          const want = coreValue(id, row);
          const got = twins[r].value;
          return agrees(want, got) ? [] : [`${id}${JSON.stringify(row)} ${twins[r].formula}: core ${show(want)} ≠ twin ${show(got)}`];
        });
        expect(wrong).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

test('the twins that need no table write native Excel only: no AS400 call, no support range', () => {
  expect(portable('UTILLAW', 2, 0)).toBe('=IF(OR(A1<0,B1<0),10^400,A1*B1/1000)');
  expect(portable('ITR', 2, 0)).toBe('=IF(OR(A1<0,B1<=0,B1>1),10^400,A1/B1)');
  expect(portable('IFSSEGMENTS', 1, 0)).toBe('=IF(OR(A1<0,A1*1048576>274877906944),10^400,MAX(1,ROUNDUP(A1*1048576/16777216,0)))');
  expect(portable('IFSBLOCKKB', 1, 0)).toBe('=IF(A1="*NORMAL",16,IF(A1="*MINIMIZE",8,IF(A1="*DYNAMIC",12,NA())))');
});

test('a call with arguments its twin has no native form for is refused when the sheet is built, never answered wrongly', () => {
  expect(() => portable('EIU', 4, 0)).toThrow(/AS400.EIU has a portable twin for its first 2 arguments only/);
  expect(() => portable('CPW', 2, 0)).toThrow(/AS400.CPW has a portable twin for its first 1 argument only/);
  expect(() => portable('DSDUSERS', 2, 0)).toThrow(/Mail & Calendaring users only/);
});
