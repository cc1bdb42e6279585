/**
 * Excel passes an empty cell to an `any` parameter as 0 on Windows desktop and as null on the web
 * (github.com/OfficeDev/office-js/issues/4702 and /5262), and an omitted argument as null everywhere.
 * Every function must answer the same under both: the calls below run under a desktop stand-in and a
 * web stand-in.
 */
import fc from 'fast-check';
import { CATALOG } from '../../addin/catalog/catalog';
import { type Adapter, loadFunctions } from '../../cli/registry';
import { CALLS } from './calls';

const functions = loadFunctions();

/** An empty cell, as each host passes it. */
const EMPTY = Symbol('empty');
type Planned = unknown;
const HOSTS = { desktop: 0, web: null } as const;

function asHost(arg: Planned, host: keyof typeof HOSTS): unknown {
  if (arg === EMPTY) return [[HOSTS[host]]];
  if (Array.isArray(arg)) return arg.map((row: unknown[]) => row.map((c) => (c === EMPTY ? HOSTS[host] : c)));
  return arg;
}

/** A call's result as comparable data: Excel errors by code and message (SOURCE answers by promise). */
async function plain(fn: Adapter, args: unknown[]) {
  const result = await fn(...args);
  return result.map((row) => row.map((c) => (c instanceof CustomFunctions.Error ? { error: c.code, message: c.message } : c)));
}

async function both(fn: Adapter, args: Planned[]) {
  const desktop = await plain(
    fn,
    args.map((a) => asHost(a, 'desktop')),
  );
  const web = await plain(
    fn,
    args.map((a) => asHost(a, 'web')),
  );
  return { desktop, web };
}

test('the list holds one call of every function', () => {
  expect(Object.keys(CALLS).sort()).toEqual([...functions.keys()].sort());
});

describe.each(Object.keys(CALLS))('AS400.%s under Excel desktop and Excel on the web', (id) => {
  const fn = functions.get(id)!;
  const required = CALLS[id];
  const optionals = fn.length - required.length;

  test('an optional argument given as an empty cell acts as omitted', async () => {
    const omitted = await plain(fn, required);
    for (let p = 0; p < optionals; p++) {
      const args: Planned[] = [...required, ...new Array(p).fill(null), EMPTY];
      const { desktop, web } = await both(fn, args);
      expect(desktop).toEqual(omitted);
      expect(web).toEqual(omitted);
    }
  });

  if (required.length > 0) {
    test('a row whose required cells are all empty answers an empty cell; a column of them too', async () => {
      const { desktop, web } = await both(
        fn,
        required.map(() => EMPTY),
      );
      expect(desktop).toEqual([['']]);
      expect(web).toEqual([['']]);
      // A column whose list ends early; functions that spill from one value or sum a load answer once.
      const column = required.map((arg) => [...(arg as unknown[][]), [EMPTY], ['']]);
      const out = await both(fn, column);
      expect(out.desktop).toEqual(out.web);
      if (out.web.length === 3) {
        expect(out.web.slice(1)).toEqual([[''], ['']]);
        expect(out.web[0]).toEqual((await plain(fn, required))[0].slice(0, 1));
      }
    });

    test('a data-type cell answers what its basic value typed in answers', async () => {
      const wrapped = required.map((arg) =>
        (arg as unknown[][]).map((row) =>
          row.map((c) =>
            typeof c === 'number' ? { type: 'Double', basicType: 'Double', basicValue: c } : { type: 'String', basicType: 'String', basicValue: c },
          ),
        ),
      );
      expect(await plain(fn, wrapped)).toEqual(await plain(fn, required));
    });
  }
});

test('any cells, some empty: the same answers under both conventions', async () => {
  const keys = fc.constantFrom(...CATALOG.map((m) => m.key), '720-2061', 'RR', 'cgi-named', '*INTERACT', 'NUMX', '3590E');
  const cell = fc.oneof(fc.constant<unknown>(EMPTY), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: -5, max: 5000 }), keys, fc.boolean());
  const arg = fc.oneof(
    fc.constant<unknown>(null),
    cell.map((c) => [[c]]),
    fc.array(
      cell.map((c) => [c]),
      { minLength: 1, maxLength: 4 },
    ),
  );
  const ids = [...functions.keys()];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ids), fc.array(arg, { maxLength: 5 }), async (id, args) => {
      const fn = functions.get(id)!;
      const { desktop, web } = await both(fn, args.slice(0, fn.length));
      expect(desktop).toEqual(web);
    }),
    { numRuns: 3000 },
  );
});
