import { cellwise, flag, fraction, number, optional, spill, system, text } from '../../functions/excel';
import { eiu, cpwRemaining } from '../../functions/interactive';
import { cpw, model, models } from '../../functions/catalog';

type ExcelError = { code: string; message: string };
const isExcelError = (x: unknown): x is ExcelError => x instanceof CustomFunctions.Error;
const code = (x: unknown) => (isExcelError(x) ? x.code : x);

describe('argument readers', () => {
  test('numbers: text and logical values are #VALUE!, out of range #NUM!, blanks are missing', () => {
    const read = number('x', { min: 0, max: 10 });
    expect(read(5)).toBe(5);
    expect(read('5')).toMatchObject({ kind: 'value', message: 'x must be a number, got text "5"' });
    expect(read(true)).toMatchObject({ kind: 'value' });
    expect(read(11)).toMatchObject({ kind: 'num' });
    expect(read(-1)).toMatchObject({ kind: 'num' });
    expect(read(null)).toMatchObject({ kind: 'value', message: 'x is missing' });
    expect(read('')).toMatchObject({ kind: 'value', message: 'x is missing' });
    expect(read(Number.NaN)).toMatchObject({ kind: 'num' });
    expect(number('n', { integer: true })(1.5)).toMatchObject({ kind: 'num' });
  });

  test('fractions: 32.1% is 0.321; 32.1 is #NUM! with a message, never read as a percent', () => {
    expect(fraction('u')(0.321)).toBe(0.321);
    expect(fraction('u')(32.1)).toMatchObject({ kind: 'num', message: expect.stringContaining('0.321') });
    expect(fraction('u')(-0.1)).toMatchObject({ kind: 'num' });
    expect(fraction('t', { above: 0 })(0)).toMatchObject({ kind: 'num' });
  });

  test('text takes numbers as their text (Excel makes a typed 100 a number); system tells keys from CPWs', () => {
    expect(text('model')(100)).toBe('100');
    expect(text('model')(false)).toMatchObject({ kind: 'value' });
    expect(system('system')('720-2061-1501')).toBe('720-2061-1501');
    expect(system('system')(240)).toBe(240);
    expect(system('system')(0)).toMatchObject({ kind: 'num' });
  });

  test('optional arguments: omitted (null) and blank cells give the default', () => {
    const read = optional(fraction('target'), 0.7);
    expect(read(null)).toBe(0.7);
    expect(read('')).toBe(0.7);
    expect(read(0.5)).toBe(0.5);
    expect(flag('custom')(1)).toBe(true);
    expect(flag('custom')('yes')).toMatchObject({ kind: 'value' });
  });
});

describe('cellwise: one call serves a range', () => {
  const add = (a: number, b: number) => a + b;
  const readers = [number('a'), number('b')] as const;

  test('ranges of the same shape map cell by cell; single values stretch', () => {
    expect(cellwise(readers, add, [[[1], [2], [3]], [[10], [20], [30]]])).toEqual([[11], [22], [33]]);
    expect(cellwise(readers, add, [[[1], [2], [3]], [[10]]])).toEqual([[11], [12], [13]]);
    expect(cellwise(readers, add, [[[1, 2]], [[10], [20]]])).toEqual([[11, 12], [21, 22]]);
  });

  test('a bad cell gives an error in its own slot only', () => {
    const out = cellwise(readers, add, [[[1], ['x'], [3]], [[10]]]);
    expect(out[0][0]).toBe(11);
    expect(code(out[1][0])).toBe('#VALUE!');
    expect(out[2][0]).toBe(13);
  });

  test('ranges of different sizes are #VALUE!', () => {
    const [[e]] = cellwise(readers, add, [[[1], [2], [3]], [[1], [2]]]);
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
