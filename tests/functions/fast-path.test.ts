/**
 * The hot functions answer one cell or a column of the cells they expect through functions/fast.ts,
 * and everything else through cellwise. Both paths must give the same cells: the same numbers to the last bit, the same
 * error codes and the same messages. The generic path is the adapter itself with the shortcut
 * switched off (fast.only seeing no one-cell argument, fast.rows answering "not mine"), so both see
 * exactly the same arguments.
 */
import fc from 'fast-check';
import * as excel from '../../functions/excel';
import * as fast from '../../functions/fast';
import { cpw, intCpw, intMax, knee } from '../../functions/catalog';
import { oc400Growth } from '../../functions/communications';
import { cpwRemaining, eiu } from '../../functions/interactive';
import { webCapacity } from '../../functions/web';
import { CATALOG } from '../../addin/catalog/catalog';
import { WEB_TRANSACTIONS } from '../../addin/sizing/web';
import { excelError } from '../results';

type Adapter = (...args: any[]) => any[][];

const realRows = fast.rows;
const realOnly = fast.only;
let shortcut = true;
// The shortcut off: no argument is one cell, and rows answers "not mine".
jest.spyOn(fast, 'rows').mockImplementation((a, b, f) => (shortcut ? realRows(a, b, f) : undefined));
jest.spyOn(fast, 'only').mockImplementation((arg) => (shortcut ? realOnly(arg) : []));
/** Calls of the generic path; a call the shortcut answered makes none. */
let genericCalls = 0;
const realCellwise = excel.cellwise;
jest.spyOn(excel, 'cellwise').mockImplementation((...args: Parameters<typeof excel.cellwise>) => {
  genericCalls++;
  return realCellwise(...args);
});
let fastCalls = 0;

/** Errors as code and message, so toEqual compares what Excel shows; numbers compare with Object.is. */
const shown = (out: unknown[][]) =>
  out.map((row) => row.map((c) => (c instanceof CustomFunctions.Error ? { code: c.code, message: c.message } : c)));

/** The adapter through the generic path only. */
function generic(fn: Adapter, args: unknown[]): unknown[][] {
  shortcut = false;
  const before = genericCalls;
  try {
    return fn(...args);
  } finally {
    shortcut = true;
    // Were the spies ever to stop taking effect, both sides would be the shortcut and agree would prove nothing.
    expect(genericCalls).toBeGreaterThan(before);
  }
}

/** Calls fn twice through the shortcut (the second from its cache) and once generically; all three must agree. */
function agree(fn: Adapter, args: unknown[]): void {
  const expected = shown(generic(fn, args));
  expect(shown(viaShortcut(() => fn(...args))[0])).toEqual(expected);
  expect(shown(fn(...args))).toEqual(expected);
}

/** Runs body, and says whether the shortcut answered (the generic path was never entered); counts it in fastCalls. */
function viaShortcut<T>(body: () => T): [T, boolean] {
  const before = genericCalls;
  const result = body();
  const quick = genericCalls === before;
  if (quick) fastCalls++;
  return [result, quick];
}

// Cells as planners type them, and as broken sheets hold them.
const key = fc.constantFrom(...CATALOG.map((m) => m.key));
/** The spellings the lookup takes for one key: case, spaces, brackets, a leading machine type, padding. */
const alias = fc.tuple(key, fc.constantFrom('lower', 'spaces', 'brackets', 'type', 'pad')).map(([k, how]) => {
  switch (how) {
    case 'lower':
      return k.toLowerCase();
    case 'spaces':
      return k.replace(/-/g, ' ');
    case 'brackets':
      return k.replace(/-([^-]+)$/, ' ($1)');
    case 'type':
      return `9406-${k}`;
    default:
      return `  ${k} `;
  }
});
const unknownKey = fc.oneof(fc.constantFrom('nope', '720-9999', '999-2061-1501', '720-2061', 'F9', '9406-', '  ', '()', 'V3R7'), fc.string());
const oddCell = fc.oneof(fc.constant(null), fc.constant(''), fc.boolean(), fc.integer({ min: -5, max: 5000 }), fc.double());
const systemCell = fc.oneof({ weight: 4, arbitrary: key }, { weight: 2, arbitrary: alias }, unknownKey, oddCell);
const share = fc.oneof(
  { weight: 4, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
  fc.constantFrom(0, 1, -0, 0.321, 0.341, 0.178, 1.0000001, -0.0001, 32.1),
  fc.double({ min: -1, max: 2 }),
  fc.constantFrom('0.3', '', null, true, false, Number.NaN, Number.POSITIVE_INFINITY),
);
const transaction = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WEB_TRANSACTIONS.flatMap((t) => [t.id, t.row[1], t.id.toUpperCase(), t.id.replace(/-/g, ' ')])) },
  fc.constantFrom('nope', 'cgi', 'Static Page', ''),
  fc.string(),
  oddCell,
);

type Cell = unknown;
const one = (c: Cell) => [[c]];
const column = (cells: Cell[]) => cells.map((c) => [c]);

/**
 * Two arguments, each one cell or a column: equal lengths, one stretching over the other, unequal
 * lengths (an error for the whole call), or a row of several cells (cellwise's shape).
 */
function pairOf(a: fc.Arbitrary<Cell>, b: fc.Arbitrary<Cell>): fc.Arbitrary<[unknown, unknown]> {
  const col = (x: fc.Arbitrary<Cell>, n: number) => fc.array(x, { minLength: n, maxLength: n }).map(column);
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(a.map(one), b.map(one)) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(col(a, n), col(b, n))) },
    fc.integer({ min: 2, max: 5 }).chain((n) => fc.tuple(col(a, n), b.map(one))),
    fc.integer({ min: 2, max: 5 }).chain((n) => fc.tuple(a.map(one), col(b, n))),
    fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })).chain(([n, m]) => fc.tuple(col(a, n), col(b, m))),
    fc.tuple(fc.array(a, { minLength: 2, maxLength: 3 }).map((cs) => [cs]), b.map(one)),
  );
}

/** Optional arguments as Excel passes them: omitted (null or undefined), or given. */
const optionals = (given: fc.Arbitrary<unknown>, count: number) =>
  fc.array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(null, undefined) }, given.map(one)), { minLength: count, maxLength: count });

const RUNS = { numRuns: 300 };
// Each property test below must send at least one run in eight through the shortcut (the rest
// exercise the generic path's checks), or it would not be testing the shortcut at all.

describe('the shortcut and cellwise give the same cells', () => {
  test.each([
    ['EIU', eiu],
    ['CPWREMAINING', cpwRemaining],
  ] as const)('%s: keys, aliases, unknown keys, CPW numbers, blanks, logicals, utilizations out of range, ranges', (_, fn) => {
    const before = fastCalls;
    fc.assert(
      fc.property(pairOf(systemCell, share), optionals(fc.constantFrom(70, '7/6', 'none', 0, ''), 2), ([s, u], rest) => {
        agree(fn, [s, u, ...rest]);
      }),
      RUNS,
    );
    expect(fastCalls - before).toBeGreaterThan(RUNS.numRuns / 8);
  });

  test.each([
    ['CPW', cpw],
    ['INTCPW', intCpw],
    ['KNEE', knee],
    ['INTMAX', intMax],
  ] as const)('%s: keys, aliases, unknown keys, numbers, blanks, ranges, a release given', (_, fn) => {
    const before = fastCalls;
    const model = fc.oneof(systemCell.map(one), fc.array(systemCell, { minLength: 1, maxLength: 6 }).map(column), fc.array(systemCell, { minLength: 2, maxLength: 3 }).map((cs) => [cs]));
    fc.assert(
      fc.property(model, optionals(fc.constantFrom('V4R1', 'V3R7', 'v4r5', 'V9R9', ''), 1), (m, rest) => {
        agree(fn, [m, ...rest]);
      }),
      RUNS,
    );
    expect(fastCalls - before).toBeGreaterThan(RUNS.numRuns / 8);
  });

  test('WEBCAPACITY: systems, transactions by id and by printed name, unknown ones, blanks, ranges, options given', () => {
    const before = fastCalls;
    fc.assert(
      fc.property(pairOf(systemCell, transaction), optionals(fc.constantFrom(true, 0.25, 10, 100, 3), 3), ([s, t], rest) => {
        agree(webCapacity, [s, t, ...rest]);
      }),
      RUNS,
    );
    expect(fastCalls - before).toBeGreaterThan(RUNS.numRuns / 8);
  });

  test('OC400GROWTH: shares and machine counts in and out of range, wrong types, ranges, options given', () => {
    const before = fastCalls;
    // Mostly shares the model answers (server factor 1.2 x d up to 1); the rest, and past it, are cellwise's errors.
    const d = fc.oneof({ weight: 8, arbitrary: fc.double({ min: 0, max: 0.8, noNaN: true }) }, fc.constantFrom(0, 0.1, 0.2, 0.6, 0.9, 1, 1.2, -0.1), share);
    const n = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 31 }) }, fc.constantFrom(32, 40, -1, 2.5, -0), fc.double(), oddCell, fc.constant('3'));
    fc.assert(
      fc.property(pairOf(d, n), optionals(fc.constantFrom(1.8, 2, 1.2, 'table', 'model', 'nope'), 3), ([x, y], rest) => {
        agree(oc400Growth, [x, y, ...rest]);
      }),
      RUNS,
    );
    expect(fastCalls - before).toBeGreaterThan(RUNS.numRuns / 8);
  });

  test('every column of keys (or aliases, or unknown keys) and utilizations from 0 to 1 takes the shortcut', () => {
    const text = fc.oneof(key, alias, fc.constantFrom('nope', '720-2061', '  '));
    const u = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(fc.array(text, { minLength: n, maxLength: n }), fc.array(u, { minLength: n, maxLength: n }))), ([ks, us]) => {
        for (const fn of [eiu, cpwRemaining]) {
          const [, quick] = viaShortcut(() => fn(column(ks), column(us)));
          expect(quick).toBe(true);
          agree(fn, [column(ks), column(us)]);
        }
        expect(viaShortcut(() => cpw(column(ks)))[1]).toBe(true);
      }),
      RUNS,
    );
  });

  test('a key that misses is remembered as its error, and still answers a fresh Excel error each time', () => {
    const first = eiu([['no-such-model']], [[0.3]])[0][0];
    const second = eiu([['no-such-model']], [[0.3]])[0][0];
    expect(first).not.toBe(second);
    expect(excelError(second)).toMatchObject({ code: excelError(first).code, message: excelError(first).message });
    expect(excelError(first).code).toBe('#N/A');
  });
});

describe('through the shortcut, the document values', () => {
  const cell = (out: unknown[][]) => out[0][0] as number;

  test('PCR 2.8 Example 1: interactive 32.1% on the 720-2061-1501 (240/70) gives EIU 71.9% and 28.1% of 240 CPW left', () => {
    const [result, quick] = viaShortcut(() => [cell(eiu([['720-2061-1501']], [[0.321]])), cell(cpwRemaining([['720-2061-1501']], [[0.321]]))]);
    expect(quick).toBe(true);
    expect(result[0]).toBeCloseTo(0.719, 2);
    expect(result[1] / 240).toBeCloseTo(0.281, 2);
    expect(cell(cpw([['720-2061-1501']]))).toBe(240);
    expect(cell(intCpw([['720 2061 (1501)']]))).toBe(70);
  });

  test('PCR 2.4 and Table D.3.1: the CPU is all used at the maximum (720 at 34.1%, 170-2386 at 17.8%)', () => {
    const [out, quick] = viaShortcut(() => eiu([['720-2061-1501'], ['170-2386']], [[0.341], [0.178]]));
    expect(quick).toBe(true);
    expect(out).toEqual([[1], [1]]);
    expect(cell(cpwRemaining([['170-2386']], [[0.178]]))).toBe(0);
  });

  test('PCR 2.5: on a current 170, 460 - 70 CPW is left at the published interactive CPW (15.2% on the 2386)', () => {
    expect(cell(cpwRemaining([['170-2386']], [[0.152]]))).toBeCloseTo(390, 0);
  });

  test('PCR 2.2.1 and 2.2.3: V4R5 models hold interactive work at their interactive CPW; traditional systems take any mix', () => {
    const out = eiu([['820-2395-1521'], ['F97'], ['nope']], [[0.5], [0.4], [0.1]]);
    expect(out[0][0]).toBeCloseTo(35 / 370, 12);
    expect(out[1][0]).toBe(0.4);
    expect(excelError(out[2][0]).code).toBe('#N/A');
  });

  test('PCR 6.1 Example 1: a 170-2386 (460 CPW) serving named-activation CGI does 460 x 0.44 = 202.4 trans/sec', () => {
    const [out, quick] = viaShortcut(() => webCapacity([['170-2386']], [['cgi-named']]));
    expect(quick).toBe(true);
    expect(out).toEqual([[202.4]]);
    expect(webCapacity([['170-2386']], [['CGI (named activation)']])).toEqual([[202.4]]);
  });

  test('PCR 5.5, OC/400 Table 5.3: 20% database work with 2 application machines grows to 2.31 times one system', () => {
    const [out, quick] = viaShortcut(() => oc400Growth([[0.2]], [[2]]));
    expect(quick).toBe(true);
    expect(out[0][0]).toBeCloseTo(2.31, 2);
  });
});
