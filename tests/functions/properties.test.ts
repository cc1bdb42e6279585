/**
 * Whatever a planner (or a broken sheet) passes, every function answers with a number, text, a
 * logical, an array of those, or a proper Excel error with a message: never a throw, NaN or Infinity.
 */
import fc from 'fast-check';
import { loadFunctions } from '../../cli/registry';
import { CATALOG } from '../../addin/catalog/catalog';

const functions = loadFunctions();
const ERROR_CODES = ['#VALUE!', '#NUM!', '#N/A'];

const keys = fc.constantFrom(
  ...CATALOG.map((m) => m.key),
  '170-2164',
  '720-2061',
  'F97',
  '53S-2157',
  'V3R7',
  '7/6',
  '1/3',
  'none',
  'Sxx',
  '6xx',
  'cpus',
  'source',
);
const scalar = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.boolean(),
  fc.double(),
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.integer({ min: -10, max: 20000 }),
  fc.string(),
  keys,
);
const range = fc.integer({ min: 1, max: 3 }).chain((cols) => fc.array(fc.array(scalar, { minLength: cols, maxLength: cols }), { minLength: 1, maxLength: 4 }));
const argument = fc.oneof(
  fc.constant(null),
  scalar.map((v) => [[v]]),
  range,
  scalar,
);

function checkCell(cell: unknown): void {
  if (cell instanceof CustomFunctions.Error) {
    expect(ERROR_CODES).toContain(cell.code);
    expect(typeof cell.message).toBe('string');
    expect((cell.message ?? '').length).toBeGreaterThan(0);
  } else if (typeof cell === 'number') {
    expect(Number.isFinite(cell)).toBe(true);
  } else {
    expect(['string', 'boolean']).toContain(typeof cell);
  }
}

describe.each([...functions.keys()])('AS400.%s', (id) => {
  const fn = functions.get(id)!;
  test('returns values or Excel errors for any arguments, ranges included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(argument, { minLength: 0, maxLength: fn.length + 1 }), async (args) => {
        const result = await fn(...args);
        expect(Array.isArray(result)).toBe(true);
        expect(result.length).toBeGreaterThan(0);
        for (const row of result) {
          expect(Array.isArray(row)).toBe(true);
          expect(row.length).toBeGreaterThan(0);
          row.forEach(checkCell);
        }
      }),
      { numRuns: 200 },
    );
  });
});
