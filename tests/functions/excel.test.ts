import type { Result } from '../../addin/errors';
import { cellwise as cellwiseOf, spill as spillOf } from '../../addin/functions/apply';
import type { Arg, Cell } from '../../addin/functions/cells';
import { flag, fraction, number, optional, type Readers, system, text, type Values } from '../../addin/functions/readers';
import { toCell } from '../../functions/excel';
import { eiu, cpwRemaining } from '../../functions/interactive';
import { cpw, model, models } from '../../functions/catalog';

type ExcelError = { code: string; message: string };
const isExcelError = (x: unknown): x is ExcelError => x instanceof CustomFunctions.Error;
const code = (x: unknown) => (isExcelError(x) ? x.code : x);
/** The spec's loops as Excel's adapters run them: each result cell made what Excel shows. */
const cellwise = <T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell>, args: readonly Arg[]) =>
  cellwiseOf(readers, compute, args, toCell);
const spill = <T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell[][]>, args: readonly Arg[]) =>
  spillOf(readers, compute, args, toCell);

describe('argument readers', () => {
  test("numbers: text and logical values are #VALUE!, out of range #NUM!; an empty cell is 0, as in Excel's own formulas", () => {
    const read = number('x', { min: 0, max: 10 });
    expect(read(5)).toBe(5);
    expect(read('5')).toMatchObject({ kind: 'value', message: 'x must be a number 0 or more and 10 or less, got text "5"' });
    expect(read(true)).toMatchObject({ kind: 'value' });
    expect(read(11)).toMatchObject({ kind: 'num' });
    expect(read(-1)).toMatchObject({ kind: 'num' });
    expect(read(null)).toBe(0);
    expect(read('')).toBe(0);
    expect(read(Number.NaN)).toMatchObject({ kind: 'num' });
    expect(number('n', { integer: true })(1.5)).toMatchObject({ kind: 'num' });
    // Where 0 is out of range, an empty cell says so on every host (desktop passes 0, the web null).
    expect(number('s', { above: 0 })(null)).toMatchObject({ kind: 'num', message: 's must be a number above 0, got 0 (an empty cell reads as 0)' });
    expect(number('s', { above: 0 })(0)).toEqual(number('s', { above: 0 })(null));
  });

  test('fractions: 32.1% is 0.321; 32.1 is #NUM! with a message, never read as a percent', () => {
    expect(fraction('u')(0.321)).toBe(0.321);
    expect(fraction('u')(32.1)).toMatchObject({ kind: 'num', message: expect.stringContaining('0.321') });
    expect(fraction('u')(-0.1)).toMatchObject({ kind: 'num' });
    expect(fraction('t', { above: 0 })(0)).toMatchObject({ kind: 'num' });
  });

  test('text takes numbers as their text (Excel makes a typed 100 a number); empty, 0 and over-long text are refused', () => {
    expect(text('model')(2289)).toBe('2289');
    expect(text('model')(false)).toMatchObject({ kind: 'value' });
    for (const empty of [null, '', 0]) expect(text('model')(empty)).toMatchObject({ kind: 'value', message: 'model is missing: give text' });
    const long = text('model')('x'.repeat(33000)) as { kind: string; message: string };
    expect(long.kind).toBe('value');
    expect(long.message.length).toBeLessThan(250);
  });

  test('system tells keys from CPWs; a number that is also a model number is #N/A naming both readings', () => {
    expect(system('system')('720-2061-1501')).toBe('720-2061-1501');
    expect(system('system')(240)).toBe(240);
    expect(system('system')('720 CPW')).toBe(720);
    expect(system('system')('CPW 45.5')).toBe(45.5);
    const e = system('system')(720) as { kind: string; message: string };
    expect(e.kind).toBe('na');
    expect(e.message).toContain('720-2061-Base'); // Table D.2.1.1 prints the 720 rows
    expect(e.message).toContain('"720 CPW"');
    expect(system('system')(170)).toMatchObject({ kind: 'na' }); // the 170 of Tables D.3.x
    expect(system('system')(2289)).toMatchObject({ kind: 'na', message: expect.stringContaining('170-2289') }); // a feature code key
    expect(system('system')('12 CPWs')).toMatchObject({ kind: 'value' });
    // 7202061 is the key 720-2061 typed without separators (CPW("7202061") is 240), never a 7,202,061-CPW system.
    expect(system('system')('7202061')).toBe('7202061');
    expect(system('system')(7202061)).toMatchObject({
      kind: 'na',
      message: expect.stringMatching(/both the key 720-2061 and a CPW of 7202061: give "720-2061" or "7202061 CPW"/),
    });
    expect(system('system')(72020611501)).toMatchObject({ kind: 'na', message: expect.stringContaining('"720-2061-1501"') });
    expect(system('system')(7209999)).toBe(7209999); // no such key: a CPW
    for (const empty of [null, '', 0]) expect(system('system')(empty)).toMatchObject({ kind: 'value' });
  });

  test('optional arguments: omitted (null), an empty cell and 0 give the default where 0 is no value of them', () => {
    const read = optional(fraction('target', { above: 0 }), 0.7);
    expect(read(null)).toBe(0.7);
    expect(read('')).toBe(0.7);
    expect(read(0)).toBe(0.7);
    expect(read(0.5)).toBe(0.5);
    expect(optional(text('release'), null)(0)).toBeNull();
    expect(optional(number('min', { min: 0 }), 0)(0)).toBe(0);
    expect(flag('custom')(1)).toBe(true);
    expect(flag('custom')(null)).toBe(false);
    expect(flag('custom')('yes')).toMatchObject({ kind: 'value' });
  });

  test('an optional parameter that takes 0 with another default must declare what 0 is, or its module does not load', () => {
    expect(() => optional(fraction('cpu_share'), 1)).toThrow(/cpu_share.*declare zero/);
    expect(optional(fraction('cpu_share'), 1, 'omitted')(0)).toBe(1);
    expect(() => optional(flag('concurrent_peaks'), true)).toThrow();
  });

  test('data-type cells are read by their basic value; those without one are #VALUE! naming the type', () => {
    const u = fraction('interactive_utilization');
    expect(u({ type: 'Double', basicType: 'Double', basicValue: 0.321 })).toBe(0.321);
    expect(u({ type: 'FormattedNumber', basicType: 'Double', basicValue: 0.321, numberFormat: '0.0%' } as never)).toBe(0.321);
    expect(text('model')({ type: 'String', basicType: 'String', basicValue: '720-2061-1501' })).toBe('720-2061-1501');
    expect(flag('secure')({ type: 'Boolean', basicType: 'Boolean', basicValue: true })).toBe(true);
    expect(u({ type: 'Empty', basicType: 'Empty', basicValue: '' })).toBe(0);
    const entity = text('model')({ type: 'Entity', text: 'AS/400 720', basicType: 'Error', basicValue: '#VALUE!' }) as { kind: string; message: string };
    expect(entity).toMatchObject({ kind: 'value', message: expect.stringContaining('an Entity data type "AS/400 720"') });
    expect(u({ type: 'WebImage', basicType: 'Error', basicValue: '#VALUE!' })).toMatchObject({
      kind: 'value',
      message: expect.stringContaining('a WebImage data type'),
    });
  });
});

describe('cellwise: one call serves a range', () => {
  const add = (a: number, b: number) => a + b;
  const readers = [number('a'), number('b')] as const;

  test('ranges of the same shape map cell by cell; single values stretch', () => {
    expect(
      cellwise(readers, add, [
        [[1], [2], [3]],
        [[10], [20], [30]],
      ]),
    ).toEqual([[11], [22], [33]]);
    expect(cellwise(readers, add, [[[1], [2], [3]], [[10]]])).toEqual([[11], [12], [13]]);
    expect(cellwise(readers, add, [[[1, 2]], [[10], [20]]])).toEqual([
      [11, 12],
      [21, 22],
    ]);
  });

  test('a bad cell gives an error in its own slot only', () => {
    const out = cellwise(readers, add, [[[1], ['x'], [3]], [[10]]]);
    expect(out[0][0]).toBe(11);
    expect(code(out[1][0])).toBe('#VALUE!');
    expect(out[2][0]).toBe(13);
  });

  test('ranges of different sizes are #VALUE!', () => {
    const [[e]] = cellwise(readers, add, [
      [[1], [2], [3]],
      [[1], [2]],
    ]);
    expect(code(e)).toBe('#VALUE!');
  });

  test('a result that is not a finite number becomes #NUM!, never NaN or Infinity', () => {
    const [[e]] = cellwise(readers, (a, b) => a / b, [[[1]], [[0]]]);
    expect(code(e)).toBe('#NUM!');
  });

  test('spill: one value per argument; a range is #VALUE!', () => {
    expect(spill([number('n')] as const, (n) => [[n], [n + 1]], [[[1]]])).toEqual([[1], [2]]);
    expect(code(spill([number('n')] as const, (n) => [[n]], [[[1], [2]]])[0][0])).toBe('#VALUE!');
  });
});

describe('adapters as Excel calls them', () => {
  test('=AS400.EIU over a column of keys and utilizations returns a column', () => {
    const out = eiu([['720-2061-1501'], ['820-2395-1521'], ['nope']], [[0.321], [0.5], [0.1]]);
    expect(out[0][0]).toBeCloseTo(0.719, 2);
    expect(out[1][0]).toBeCloseTo(35 / 370, 12);
    expect(code(out[2][0])).toBe('#N/A');
    expect((out[2][0] as unknown as ExcelError).message).toMatch(/Unknown model/);
  });

  test('omitted optional arguments arrive as null', () => {
    expect(cpw([['53S-2157']], null as unknown as unknown[][])).toEqual([[650]]);
    expect(cpwRemaining([[450]], [[0.09]], [[50]], [['1/3']])[0][0]).toBeCloseTo(450 * (1 - 0.7256), 0);
  });

  test('MODEL spills name/value pairs; MODELS spills keys', () => {
    const row = model([['S20-2165']]);
    expect(row).toContainEqual(['processorCpw', 464.3]);
    expect(models([['620']], [[100]])).toEqual([['620-2180'], ['620-2181'], ['620-2182']]);
    expect(code(models([['nope']])[0][0])).toBe('#N/A');
  });
});
