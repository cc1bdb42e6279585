/** The template model itself: names that resolve, add-in calls that exist, sheet names that never collide, inputs checked. */
import { planWorkbook, TEMPLATES, uniqueSheetName } from '../../../addin/sheets';
import { readInput } from '../../../addin/workbook/inputs';
import { isError, type SizingError } from '../../../addin/errors';
import { add, as400, div, eq, fn, gt, IF, le, lt, mul, neg, pow, sub } from '../../../addin/formula/expr';
import { render, type RenderContext } from '../../../addin/formula/render';
import type { WorkbookPlan } from '../../../addin/workbook/plan';
import { ALL, FUNCTION_IDS, plan } from './plans';
import { CATALOG } from '../../../addin/catalog/catalog';
import { ALIASES } from '../../../addin/catalog/quirks';
import { allCells } from '../../../addin/workbook/plan';
import { readMeasurements, type Measurements } from '../../../addin/measurements/read';
import { consolidate, parseSourceSystem } from '../../../addin/consolidation/consolidate';
import { consolidationReport } from '../../../addin/sheets/consolidation-report';
import { ownSystem } from '../../../addin/sizing/targets';
import { planRequest } from '../../../cli/xlsx/request';
import { VARIANTS } from '../../engines/variants';

/** The catalog sheet's keys: a title, a note, a blank row, the block's title and header, then every row and each alias of one. */
const KEY_COLUMN = `$A$6:$A$${5 + CATALOG.length + Object.values(ALIASES).flat().length}`;

const A1 = /^\$?[A-Z]{1,3}\$?\d+(:\$?[A-Z]{1,3}\$?\d+)?$/;

function cellsOf(p: WorkbookPlan, sheet: string): Set<string> {
  const s = p.sheets.find((x) => x.name === sheet);
  if (!s) throw new Error(`no sheet ${sheet}`);
  return new Set(s.cells.map((c) => c.ref));
}

describe.each(['live', 'portable'] as const)('%s mode, all templates in one workbook', (mode) => {
  const p = plan(ALL, mode);

  test('every defined name is a valid Excel name, unique on its sheet, and refers to cells that exist', () => {
    for (const s of p.sheets) {
      const seen = new Set<string>();
      for (const n of s.names) {
        // Not a cell reference (ABC123, R1C1) and made of letters, digits and underscores.
        expect(n.name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
        expect(n.name).not.toMatch(/^[A-Za-z]{1,3}\d+$/);
        expect(n.name).not.toMatch(/^[RrCc]\d*$/);
        expect(seen.has(n.name.toLowerCase())).toBe(false);
        seen.add(n.name.toLowerCase());
        const m = /^'((?:[^']|'')+)'!(.+)$/.exec(n.refersTo)!;
        expect(m).not.toBeNull();
        const [from] = m[2].replace(/\$/g, '').split(':');
        expect(m[2]).toMatch(A1);
        expect(cellsOf(p, m[1].replace(/''/g, "'")).has(from)).toBe(true);
      }
    }
  });

  test('every name a formula uses is defined on its sheet', () => {
    const natives = 'IF|MIN|MAX|SUM|COUNT|AND|OR|ROUNDUP|ROUND|CHOOSE|LN|NA|INDEX|MATCH|SEARCH|SUBSTITUTE|UPPER|VALUE|SIGN|ISNUMBER|ISERROR|DATE|YEAR|MONTH';
    const functionNames = new RegExp(`\\b(${natives}|TRUE|FALSE|AS400\\.[A-Z0-9]+)\\(`, 'g');
    for (const s of p.sheets) {
      const defined = new Set(s.names.map((n) => n.name));
      for (const c of s.cells) {
        if (!c.formula) continue;
        const words =
          c.formula
            .replace(/"[^"]*"/g, '""')
            .replace(/'(?:[^']|'')+'!/g, '')
            .replace(/\$/g, '')
            .replace(functionNames, '(')
            .match(/[A-Za-z_][A-Za-z0-9_.]*/g) ?? [];
        for (const w of words)
          if (!A1.test(w) && !/^E\d*$/.test(w) && w !== 'TRUE' && w !== 'FALSE') expect([s.name, c.ref, w, defined.has(w)]).toEqual([s.name, c.ref, w, true]);
      }
    }
  });

  test("every formula fits in Excel's 8,192 characters (a twin expands each reference to a system again)", () => {
    const longest = Math.max(...p.sheets.flatMap((s) => s.cells.map((c) => (c.formula ?? '').length)));
    expect(longest).toBeGreaterThan(mode === 'live' ? 100 : 500);
    expect(longest).toBeLessThanOrEqual(8192);
  });

  test("Scenarios' and the Growth runway's utilization by year, and the candidates' ratings, stay auditable: 1,000 characters a formula at most", () => {
    // The twins read each candidate's CPW, knee and maximum from the side by side's cells rather than expand its line
    // again in every formula (Ref.ratings), which took the utilization by year to some 8,000 characters a cell.
    const sheet = p.sheets.find((s) => s.name === 'Scenarios')!;
    const byYear = sheet.names
      .find((n) => n.name === 'UtilByYear')!
      .refersTo.replace(/^.*!/, '')
      .replace(/\$/g, '');
    const [from, to] = byYear.split(':').map((r) => /^([A-Z]+)(\d+)$/.exec(r)!);
    const inBlock = (ref: string): boolean => {
      const [, col, row] = /^([A-Z]+)(\d+)$/.exec(ref)!;
      return col >= from[1] && col <= to[1] && Number(row) >= Number(from[2]) && Number(row) <= Number(to[2]);
    };
    const cpw = sheet.names
      .find((n) => n.name === 'CandidateCPW')!
      .refersTo.replace(/^.*!\$[A-Z]+\$/, '')
      .replace(/:.*$/, '');
    const ratingRows = new Set([Number(cpw), Number(cpw) + 6, Number(cpw) + 7]);
    const checked = sheet.cells.filter((c) => c.formula && (inBlock(c.ref) || ratingRows.has(Number(/\d+$/.exec(c.ref)![0]))));
    expect(checked.length).toBe(24 + 3 * 4);
    for (const c of checked) expect([c.ref, c.formula!.length <= 1000]).toEqual([c.ref, true]);
    // The Growth runway's utilization by year reads its model's knee and maximum from KneeShare and MaxShare.
    const runway = p.sheets.find((s) => s.name === 'Growth runway')!;
    const header = runway.cells.find((c) => c.value === 'Utilization' && c.style === 'header')!;
    const [, col, row] = /^([A-Z]+)(\d+)$/.exec(header.ref)!;
    const years = [1, 2, 3, 4, 5, 6].map((i) => runway.cells.find((c) => c.ref === `${col}${Number(row) + i}`)!);
    for (const c of years) expect([c.ref, c.formula!.length <= 1000]).toEqual([c.ref, true]);
  });

  test(mode === 'live' ? 'every AS400 call names a function of the add-in' : 'no formula calls the add-in', () => {
    const calls = p.sheets.flatMap((s) => s.cells.flatMap((c) => [...(c.formula ?? '').matchAll(/AS400\.([A-Z0-9]+)\(/g)].map((m) => m[1])));
    if (mode === 'live') {
      expect(calls.length).toBeGreaterThan(50);
      for (const id of calls) expect(FUNCTION_IDS.has(id)).toBe(true);
    } else {
      expect(calls).toEqual([]);
    }
  });

  test('sheet names are distinct; support sheets exist in portable mode only', () => {
    const names = p.sheets.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(p.sheets.filter((s) => s.role === 'support').map((s) => s.name)).toEqual(mode === 'portable' ? ['AS400 Catalog', 'AS400 Tables'] : []);
  });

  test('chart series and conditional formats point at cells the sheet holds', () => {
    for (const s of p.sheets) {
      const cells = new Set(s.cells.map((c) => c.ref));
      for (const chart of s.charts) {
        for (const ref of [chart.categories, ...chart.series.flatMap((x) => [x.values, ...(x.x ? [x.x] : [])])]) {
          const [first, last = first] = ref.split('!')[1].replace(/\$/g, '').split(':');
          expect(cells.has(first) && cells.has(last)).toBe(true);
        }
      }
      for (const cf of s.conditionalFormats) expect(cells.has(cf.ref.split(':')[0])).toBe(true);
    }
  });
});

test('the model input offers the catalog keys as a list in portable mode', () => {
  const s = plan(['interactive'], 'portable').sheets[0];
  const v = s.validations.find((x) => x.kind === 'listRange');
  expect(v).toMatchObject({ ref: 'B5', source: `'AS400 Catalog'!${KEY_COLUMN}` });
});

test('a template that reads no support range gets no support sheet', () => {
  expect(plan(['oc400'], 'portable').sheets.map((s) => s.name)).toEqual(['OptiConnect growth']);
});

test('sheet names already in the workbook are never reused, whatever their case', () => {
  expect(uniqueSheetName('Web sizing', ['web sizing', 'Web sizing (2)'])).toBe('Web sizing (3)');
  // Excel takes 31 characters at most: a long name is cut, and cut further to leave room for its number.
  const long = 'A partition named at length Measurements';
  expect(uniqueSheetName(long, [])).toBe(long.slice(0, 31));
  expect(uniqueSheetName(long, [long.slice(0, 31)])).toBe(`${long.slice(0, 27)} (2)`);
  const p = plan(['web'], 'portable', { existingSheets: ['Web sizing', 'AS400 Catalog'] });
  expect(p.sheets.map((s) => s.name)).toEqual(['Web sizing (2)', 'AS400 Catalog (2)', 'AS400 Tables']);
  // Formulas read the renamed support sheet.
  expect(p.sheets[0].names.find((n) => n.name === 'Catalog_Key')?.refersTo).toBe(`'AS400 Catalog (2)'!${KEY_COLUMN}`);
});

test('inputs are checked as the functions check their arguments', () => {
  const spec = TEMPLATES.find((t) => t.id === 'interactive')!.inputs.find((i) => i.name === 'InteractiveUtil')!;
  expect(readInput(spec, '32.1%')).toBeCloseTo(0.321, 12);
  expect((readInput(spec, 32.1) as SizingError).message).toBe(
    'Measured interactive utilization is a fraction of the CPU (32.1% is 0.321), so at most 1; got 32.1',
  );
  expect((readInput(spec, '') as SizingError).message).toBe('Measured interactive utilization is missing: give a number or a percentage (32.1%)');
  expect((readInput(spec, 'lots') as SizingError).kind).toBe('value');
  const run = (inputs: Record<string, string | number | boolean>) => planWorkbook({ templates: [{ id: 'save', inputs }], mode: 'live' });
  expect((run({ Drive: '9999' }) as SizingError).message).toMatch(/^save, input Drive: Tape drive: "9999" is not one of MLR1-S, 6385,/);
  expect((run({ Nope: 1 }) as SizingError).message).toMatch(/^Template save has no input "Nope"/);
  expect((planWorkbook({ templates: [{ id: 'x' }], mode: 'live' }) as SizingError).kind).toBe('na');
  // A planner's value lands in the input cell and in the results.
  const p = run({ DataGB: 100, Drives: 2 });
  expect(isError(p)).toBe(false);
  const s = (p as WorkbookPlan).sheets[0];
  expect(s.cells.find((c) => c.ref === 'B5')?.value).toBe(100);
});

describe('formula text', () => {
  const ctx: RenderContext = { mode: 'live', supportName: (id) => id, expand: () => ({ expr: 0 }) };
  const x = { k: 'ref', a1: 'B1', name: 'X' } as const;
  test.each([
    [sub(1, sub(2, 3)), '=1-(2-3)'],
    [sub(sub(1, 2), 3), '=1-2-3'],
    [mul(add(1, 2), 3), '=(1+2)*3'],
    [div(1, mul(2, x)), '=1/(2*X)'],
    [pow(neg(x), 2), '=-X^2'],
    [neg(add(x, 1)), '=-(X+1)'],
    [as400('EIU', '720-2061-1501', 0.321), '=AS400.EIU("720-2061-1501",0.321)'],
    [as400('MODEL', 'say "hi"', 1e-7, true), '=AS400.MODEL("say ""hi""",1E-7,TRUE)'],
  ])('%j renders as %s', (e, text) => {
    expect(render(e, ctx).text).toBe(text);
  });

  // A twin written for any argument, given constants: Excel compares text without regard to case, and orders
  // numbers before text before logicals; an error among OR's other arguments is still its answer.
  const y = { k: 'ref', a1: 'B2', name: 'Y' } as const;
  test.each([
    [IF(eq('knee', 'KNEE'), x, y), '=X'],
    [IF(eq('', 'any'), x, y), '=Y'],
    [IF(gt(0, 0), x, y), '=Y'],
    [IF(lt(5, 'a'), x, y), '=X'],
    [IF(lt(true, 'a'), x, y), '=Y'],
    [fn('OR', gt(0, 1), x, eq(y, 1)), '=OR(X,Y=1)'],
    [fn('AND', le(1, 1), x), '=AND(X)'],
    [fn('OR', gt(0, 1), lt(2, 1)), '=FALSE'],
    [IF(fn('OR', eq('knee', ''), eq('knee', 'knee')), x, y), '=X'],
    [IF(fn('AND', eq(1, 1), eq('a', 'b')), x, y), '=Y'],
    [IF(eq(x, 'max'), 1, 2), '=IF(X="max",1,2)'],
  ])("a twin's %j is written %s, what its constants settle left out", (e, text) => {
    const portable: RenderContext = { mode: 'portable', supportName: (id) => id, expand: () => ({ expr: e }) };
    expect(render(as400('EIU', x, y), portable).text).toBe(text);
  });
});

test('a model typed loosely reaches the sheet as its catalog key, from the form and the command line alike', () => {
  const spec = TEMPLATES.find((t) => t.id === 'interactive')!.inputs.find((i) => i.name === 'Model')!;
  for (const typed of [
    '720/2061/1501',
    '720-2061 (1501)',
    '9406-720-2061-1501',
    '720\u20132061\u20131501',
    '720-2061 FC1501',
    '720-2061-#1501',
    '72020611501',
    ' 720 2061 1501 ',
  ]) {
    expect(readInput(spec, typed)).toBe('720-2061-1501');
  }
  expect(readInput(spec, 'F97')).toBe('9406-F97');
  // Unknown and ambiguous keys are refused with the catalog's own messages, never written.
  expect(readInput(spec, 'xyz')).toMatchObject({ kind: 'na', message: expect.stringMatching(/^Unknown model "xyz"/) });
  expect(readInput(spec, '720-2061')).toMatchObject({ kind: 'na', message: expect.stringContaining('720-2061-Base, 720-2061-1501, 720-2061-1502') });
  const plan = planWorkbook({ templates: [{ id: 'interactive', inputs: { Model: '720/2061/1501' } }], mode: 'portable' });
  if (isError(plan)) throw new Error(plan.message);
  const model = plan.sheets[0].names
    .find((n) => n.name === 'Model')!
    .refersTo.split('!')[1]
    .replace(/\$/g, '');
  expect(plan.sheets[0].cells.find((c) => c.ref === model)?.value).toBe('720-2061-1501');
});

const LIMIT = 1000;
// A day of intervals: the sizing sheets filled from a file, with their Measurements sheets.
const week = readMeasurements(
  [
    'timestamp,cpu,interactive',
    ...Array.from(
      { length: 96 },
      (_, k) => `2026-09-07 ${String(Math.floor(k / 4)).padStart(2, '0')}:${String((k % 4) * 15).padStart(2, '0')},${40 + (k % 7) * 5},${10 + (k % 5)}`,
    ),
  ].join('\n'),
) as Measurements;
const longer = (p: WorkbookPlan): string[] =>
  p.sheets.flatMap((s) => allCells(s).flatMap((c) => ((c.formula ?? '').length > LIMIT ? [`${s.name}!${c.ref} (${c.formula!.length})`] : [])));
const fromFile = (id: string) => TEMPLATES.find((t) => t.id === id)!.inputs.some((i) => i.measures === 'cpu' || i.measures === 'interactive');
const plans: [string, () => WorkbookPlan][] = (['live', 'portable'] as const).flatMap((mode): [string, () => WorkbookPlan][] => [
  ...ALL.map((id): [string, () => WorkbookPlan] => [`${id}, ${mode}`, () => plan([id], mode)]),
  ...ALL.filter(fromFile).map((id): [string, () => WorkbookPlan] => [
    `${id} measured, ${mode}`,
    () => plan([], mode, { templates: [{ id, measured: { file: 'week.csv', measurements: week, statistic: 'peak' } }] }),
  ]),
  [`every template, ${mode}`, () => plan(ALL, mode)],
  // The report with four candidates and a long system name: its sentence the longest it gets.
  [
    `report of four candidates, ${mode}`,
    () =>
      plan(['report'], mode, { report: { SystemName: 'P'.repeat(60) } }, { report: { Candidates: '170-2386; 720-2061-1501; 820-2396-1524; 830-2403-1537' } }),
  ],
  ...VARIANTS.map((v): [string, () => WorkbookPlan] => [
    `variant ${v.name}, ${mode}`,
    () => {
      const p = planRequest({ template: v.template, sets: v.sets, mode });
      if (isError(p)) throw new Error(p.message);
      return p;
    },
  ]),
  [
    `the consolidation report, ${mode}`,
    () => {
      const system = (text: string) => parseSourceSystem(text) as Exclude<ReturnType<typeof parseSourceSystem>, SizingError>;
      const target = ownSystem('Power', 1500, 'all', 'none', 'a test input');
      if (isError(target)) throw new Error(target.message);
      const c = consolidate(
        [
          { name: 'Alpha', system: system('600 CPW'), measurements: week },
          { name: 'Beta', system: system('400 CPW'), measurements: week },
        ],
        [{ system: target, cores: 2 }],
      );
      if (isError(c)) throw new Error(c.message);
      const p = consolidationReport({ consolidation: c, files: ['alpha.csv', 'beta.csv'], mode, partitions: [null, null], measurements: [week, week] });
      if (isError(p)) throw new Error(p.message);
      return p;
    },
  ],
]);
describe('every formula stays auditable: 1,000 characters at most, its long logic in labelled intermediate cells', () => {
  test.each(plans)('%s', (name, make) => {
    const p = make();
    // Every plan but the catalog's (its rows printed, no formula) has formulas to hold.
    expect(p.sheets.some((s) => s.cells.some((c) => c.formula))).toBe(!name.startsWith('catalog,'));
    expect(longer(p)).toEqual([]);
  });
});

describe('no chart covers a cell that holds a value or a formula: a chart sits over empty cells only', () => {
  test.each(plans)('%s', (_, make) => {
    const covered = make().sheets.flatMap((s) =>
      s.charts.flatMap((chart) => {
        const [from, to] = [chart.from, chart.to].map((ref) => /^([A-Z]+)(\d+)$/.exec(ref)!);
        const col = (letters: string): number => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
        return allCells(s).flatMap((c) => {
          const [, letters, row] = /^([A-Z]+)(\d+)$/.exec(c.ref)!;
          const inside = col(letters) >= col(from[1]) && col(letters) <= col(to[1]) && +row >= +from[2] && +row <= +to[2];
          return inside && (c.formula !== undefined || (c.value !== undefined && c.value !== '')) ? [`${s.name}!${c.ref} under "${chart.title}"`] : [];
        });
      }),
    );
    expect(covered).toEqual([]);
  });
});
