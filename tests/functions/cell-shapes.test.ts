/**
 * One answer whatever the host and whatever the shape of the cells: a targets row with empty cells
 * (0 on Excel desktop, null on the web), blank rows of a list beside a constant, data-type cells
 * whose value is empty or 0, very long text, and a CPW typed as text in its tolerated spellings.
 */
import fc from 'fast-check';
import { MAX_QUOTED } from '../../addin/errors';
import { type Adapter, loadFunctions } from '../../cli/registry';
import { CALLS } from './calls';

const functions = loadFunctions();
const fn = (id: string): Adapter => functions.get(id)!;

/** A result as comparable data: Excel errors by code and message. */
async function plain(f: Adapter, args: unknown[]) {
  const result = await f(...args);
  return result.map((row) => row.map((c) => (c instanceof CustomFunctions.Error ? { error: c.code, message: c.message } : c)));
}

const EMPTY = Symbol('empty');
const asHost = (cells: unknown[][], empty: 0 | null): unknown[][] => cells.map((row) => row.map((c) => (c === EMPTY ? empty : c)));

const TARGET_FUNCTIONS: Record<string, (target: unknown[][]) => unknown[]> = {
  TARGETUTIL: (t) => [[['720-2061-1501']], [[0.5]], t],
  TARGETEIU: (t) => [[['720-2061-1501']], [[0.3]], t],
  TARGETCPWLEFT: (t) => [[['720-2061-1501']], [[0.5]], [[0.3]], t],
  TARGETSTATUS: (t) => [[['720-2061-1501']], [[0.3]], t],
};

describe('a targets row of your own with empty cells', () => {
  test('the knee rule left empty is "none" on Excel desktop as on the web (the row of the issue)', async () => {
    const row = [['P10', 52500, 'all', EMPTY, 'IBM 2024']];
    const cpw720 = (await plain(fn('CPW'), [[['720-2061-1501']]]))[0][0] as number;
    for (const empty of [0, null] as const) {
      const [[u]] = await plain(fn('TARGETUTIL'), [[['720-2061-1501']], [[0.5]], asHost(row, empty)]);
      // The definition: utilization x CPW(source) / CPW(target).
      expect(u).toBeCloseTo((0.5 * cpw720) / 52500, 12);
    }
  });

  test('an empty interactive cell is the whole CPW ("all"), as 0 is on Excel desktop', async () => {
    const all = await plain(fn('TARGETEIU'), TARGET_FUNCTIONS.TARGETEIU([['P10', 1000, 'all', '7/6', 'IBM 2024']]));
    for (const empty of [0, null] as const) {
      const row = asHost([['P10', 1000, EMPTY, '7/6', 'IBM 2024']], empty);
      expect(await plain(fn('TARGETEIU'), TARGET_FUNCTIONS.TARGETEIU(row))).toEqual(all);
    }
  });

  test('an empty name or source is missing on both hosts, with one message', async () => {
    for (const row of [[[EMPTY, 1000, 'all', 'none', 'IBM 2024']], [['P10', 1000, 'all', 'none', EMPTY]]]) {
      const desktop = await plain(fn('TARGETUTIL'), TARGET_FUNCTIONS.TARGETUTIL(asHost(row, 0)));
      const web = await plain(fn('TARGETUTIL'), TARGET_FUNCTIONS.TARGETUTIL(asHost(row, null)));
      expect(desktop).toEqual(web);
      expect(web[0][0]).toMatchObject({ error: '#VALUE!' });
    }
  });

  test('any row, some cells empty: every targets function answers the same under both conventions', async () => {
    const cell = (values: unknown[]) => fc.constantFrom<unknown>(EMPTY, ...values);
    const row = fc.tuple(
      cell(['P10', 'S1014', '730-2065-1507', 42]),
      cell([52500, 100, 2000]),
      cell(['all', 'ALL', 30, 1500, 'x']),
      cell(['none', '7/6', '6/7', '1/3', 'bad']),
      cell(['IBM 2024', 'p. 12']),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(TARGET_FUNCTIONS)), fc.array(row, { minLength: 1, maxLength: 3 }), async (id, rows) => {
        const args = (empty: 0 | null) => TARGET_FUNCTIONS[id](asHost(rows as unknown[][], empty));
        expect(await plain(fn(id), args(0))).toEqual(await plain(fn(id), args(null)));
      }),
      { numRuns: 400 },
    );
  });
});

describe('blank rows of a list beside a constant', () => {
  const withRequired = Object.entries(CALLS).filter(([, args]) => args.length > 0);

  test.each(withRequired)('AS400.%s: each required argument as a column that ends early, the others given once', async (id, required) => {
    const one = await plain(fn(id), required);
    for (let k = 0; k < required.length; k++) {
      for (const empty of [0, null, ''] as const) {
        const args = required.map((a, m) => (m === k ? [...(a as unknown[][]), [empty], [empty]] : a));
        const out = await plain(fn(id), args);
        // Functions that spill from one value or sum a load answer once; the others a row per row.
        if (out.length !== 3) continue;
        expect(out[0]).toEqual(one[0].slice(0, out[0].length));
        expect(out.slice(1)).toEqual([[''], ['']].map((r) => r.concat(new Array(out[0].length - 1).fill(''))));
      }
    }
  });

  test('=AS400.EIU(A:A, 0.3) over a list of 300 keys answers empty cells below it', async () => {
    const rows = 20_000;
    const keys = Array.from({ length: rows }, (_, i) => [i < 300 ? '720-2061-1501' : 0]);
    const out = await fn('EIU')(keys, [[0.3]]);
    expect(out).toHaveLength(rows);
    expect(out[0][0]).toBe((await fn('EIU')([['720-2061-1501']], [[0.3]]))[0][0]);
    expect(out.slice(300).every((r) => r[0] === '')).toBe(true);
  });

  test('an optional column beside given required values still reads its empty cells as omitted', async () => {
    const one = await plain(fn('CPW'), [[['720-2061-1501']]]);
    const out = await plain(fn('CPW'), [[['720-2061-1501']], [[null], [0], ['']]]);
    expect(out).toEqual([one[0], one[0], one[0]]);
  });
});

describe('data-type cells read as their basic value', () => {
  const wrap = (v: unknown): unknown => {
    if (v === null) return { type: 'Empty', basicType: 'Empty', basicValue: '' };
    if (typeof v === 'number') return { type: 'Double', basicType: 'Double', basicValue: v };
    if (typeof v === 'boolean') return { type: 'Boolean', basicType: 'Boolean', basicValue: v };
    return { type: 'String', basicType: 'String', basicValue: v };
  };

  test.each(Object.keys(CALLS))('AS400.%s: an empty, "" or 0 data type in any argument answers as the value typed', async (id) => {
    const f = fn(id);
    const required = CALLS[id];
    for (let p = 0; p < f.length; p++) {
      for (const v of [null, '', 0]) {
        const args: unknown[] = [...required, ...new Array(Math.max(0, f.length - required.length)).fill(null)];
        const typed = args.map((a, k) => (k === p ? [[v]] : a));
        const wrapped = args.map((a, k) => (k === p ? [[wrap(v)]] : a));
        expect(await plain(f, wrapped)).toEqual(await plain(f, typed));
        // And in a column that ends early.
        const column = (x: unknown) => args.map((a, k) => (k === p ? [[(required[k] as unknown[][] | undefined)?.[0][0] ?? x], [x]] : a));
        expect(await plain(f, column(wrap(v)))).toEqual(await plain(f, column(v)));
      }
    }
  });
});

describe('very long text', () => {
  const long = 'x'.repeat(32_767);
  const tooMuch = 'x'.repeat(MAX_QUOTED + 1);

  test.each(Object.keys(CALLS))('AS400.%s: a message never quotes a 32,767-character cell whole', async (id) => {
    const f = fn(id);
    const required = CALLS[id];
    for (let p = 0; p < f.length; p++) {
      const args = [...required, ...new Array(Math.max(0, f.length - required.length)).fill(null)].map((a, k) => (k === p ? [[long]] : a));
      for (const row of await plain(f, args)) {
        for (const c of row) if (typeof c === 'object' && c !== null) expect((c as { message: string }).message).not.toContain(tooMuch);
      }
    }
  });

  test.each(Object.keys(TARGET_FUNCTIONS))('AS400.%s: each cell of a targets row as a 32,767-character text', async (id) => {
    for (let p = 0; p < 5; p++) {
      const row: unknown[] = ['P10', 1000, 'all', 'none', 'IBM 2024'];
      row[p] = long;
      const [[c]] = await plain(fn(id), TARGET_FUNCTIONS[id]([row]));
      if (typeof c === 'object' && c !== null) expect((c as { message: string }).message).not.toContain(tooMuch);
    }
  });
});

describe('a CPW typed as text', () => {
  // The documented form is "720 CPW"; case, the space and the word first ("CPW 720") do not matter.
  const SPELLINGS = ['720 cpw', '720CPW', '720cpw', 'CPW 720', ' 720  Cpw '];
  const CASES: [string, (system: string) => unknown[]][] = [
    ['EIU', (s) => [[[s]], [[0.3]], [[100]]]],
    ['CPWREMAINING', (s) => [[[s]], [[0.3]], [[100]]]],
    ['WEBCAPACITY', (s) => [[[s]], [['static']]]],
    ['TARGETUTIL', (s) => [[[s]], [[0.5]], [['730-2065-1507']]]],
  ];

  test.each(CASES)('AS400.%s reads every spelling as "720 CPW", in one cell and in a column', async (id, args) => {
    const canonical = await plain(fn(id), args('720 CPW'));
    expect(canonical[0][0]).not.toHaveProperty('error');
    for (const s of SPELLINGS) {
      expect(await plain(fn(id), args(s))).toEqual(canonical);
      const column = args(s).map((a, k) => (k === 0 ? [[s], [s], ['720 CPW']] : a));
      expect(await plain(fn(id), column)).toEqual([canonical[0], canonical[0], canonical[0]]);
    }
  });

  test('WEBCAPACITY of "720 cpw" is 720 x the capacity metric, the same metric the 170-2386 gets by its catalog CPW', async () => {
    const [[cpw170]] = await plain(fn('CPW'), [[['170-2386']]]);
    const [[on170]] = await plain(fn('WEBCAPACITY'), [[['170-2386']], [['static']]]);
    const [[on720]] = await plain(fn('WEBCAPACITY'), [[['720cpw']], [['static']]]);
    expect(on720).toBeCloseTo((720 * (on170 as number)) / (cpw170 as number), 9);
  });
});
