/**
 * The form reads numbers with the separators of the planner's Excel (docs/task-pane.md): German
 * Excel's "2.000" is 2000, never 2; a number that only reads under the other convention is refused with
 * the fix. Excel is stood in for by a host whose context answers what ExcelApi 1.11 gives.
 */
import { isError } from '../../addin/errors';
import { TEMPLATES } from '../../addin/sheets';
import { readInput } from '../../addin/workbook/inputs';
import type { InputSpec } from '../../addin/workbook/template';
import { COMMA_DECIMAL, DOT_DECIMAL, localNumberText, type Separators } from '../../addin/typed';
import { percent } from '../../taskpane/input-field';
import { loadSeparators, separators, typedValue } from '../../taskpane/separators';
import type { Host } from '../../taskpane/writer';

/** A host whose Excel has these system separators, or these of the user's own where `own` is given. */
function excelWith(system: Separators, own?: Separators, version = '1.11'): Host {
  const application = {
    load: () => undefined,
    useSystemSeparators: own === undefined,
    decimalSeparator: own?.decimal ?? system.decimal,
    thousandsSeparator: own?.group ?? system.group,
    cultureInfo: { numberFormat: { load: () => undefined, numberDecimalSeparator: system.decimal, numberGroupSeparator: system.group } },
  };
  const context = { workbook: { application }, sync: async () => undefined };
  return {
    run: async (batch) => batch(context as never),
    isSetSupported: (name, v) => name === 'ExcelApi' && Number(v.split('.')[1]) <= Number(version.split('.')[1]),
  };
}

const domino = TEMPLATES.find((t) => t.id === 'domino')!;
const number: InputSpec = { name: 'Users', label: 'Users', kind: 'number', value: 0, help: '' };
const fraction: InputSpec = { name: 'CpuUtil', label: 'CPU', kind: 'fraction', value: 0.5, help: '' };
const read = (spec: InputSpec, text: string) => {
  const typed = typedValue(spec, text);
  return isError(typed) ? typed : readInput(spec, typed);
};

afterEach(() => loadSeparators(excelWith(DOT_DECIMAL)));

describe('the core reads number text under given separators', () => {
  test.each([
    [COMMA_DECIMAL, '2.000', '2000'],
    [COMMA_DECIMAL, '2,5', '2.5'],
    [COMMA_DECIMAL, '1.234.567,25', '1234567.25'],
    [COMMA_DECIMAL, '32,1%', '32.1%'],
    [COMMA_DECIMAL, '-0,5', '-0.5'],
    [DOT_DECIMAL, '2,000', '2000'],
    [DOT_DECIMAL, '2.5', '2.5'],
    [DOT_DECIMAL, '32.1 %', '32.1%'],
    [{ decimal: ',', group: '\u00a0' }, '2\u00a0000,5', '2000.5'],
  ])('%j: %s is %s', (s, text, canonical) => {
    expect(localNumberText(text, s)).toBe(canonical);
  });

  test.each([
    [COMMA_DECIMAL, '2.5', 'write 2,5'],
    [COMMA_DECIMAL, '0.321', 'write 0,321'],
    [DOT_DECIMAL, '2,5', 'write 2.5'],
    [DOT_DECIMAL, '1,5%', 'write 1.5%'],
  ])('%j: %s is refused, the fix given', (s, text, fix) => {
    const r = localNumberText(text, s);
    expect(isError(r) && r.message).toMatch(
      new RegExp(`^"${text.replace(/[.%]/g, '\\$&')}" is no number as your Excel writes them .*${fix.replace(/[.%]/g, '\\$&')}$`),
    );
  });

  test('text that is no number stays as typed', () => {
    for (const t of ['720-2061-1501', 'all', '650 CPW', 'IBM 2024, p. 12', '']) expect(localNumberText(t, COMMA_DECIMAL)).toBe(t);
  });
});

describe('the pane in German Excel', () => {
  test("the separators come from Excel: the system culture, or the user's own where set; older Excel keeps the English ones", async () => {
    await loadSeparators(excelWith(COMMA_DECIMAL));
    expect(separators()).toEqual(COMMA_DECIMAL);
    await loadSeparators(excelWith(COMMA_DECIMAL, DOT_DECIMAL));
    expect(separators()).toEqual(DOT_DECIMAL);
    await loadSeparators(excelWith(DOT_DECIMAL));
    await loadSeparators(excelWith(COMMA_DECIMAL, undefined, '1.10'));
    expect(separators()).toEqual(DOT_DECIMAL);
  });

  test('Domino users 2.000 are 2,000 users, not 2; 2.5 users are refused; percentages show with a comma', async () => {
    await loadSeparators(excelWith(COMMA_DECIMAL));
    expect(read(number, '2.000')).toBe(2000);
    const refused = read(number, '2.5');
    expect(isError(refused) && refused.message).toBe('Users: "2.5" is no number as your Excel writes them (decimal ",", digit grouping "."): write 2,5');
    expect(read(fraction, '32,1%')).toBeCloseTo(0.321, 12);
    expect(percent(0.321)).toBe('32,1%');
    // The Domino partitions table: users in a line read the same way.
    const partitions = domino.inputs.find((s) => s.kind === 'table')!;
    const users = partitions.columns!.findIndex((c) => c.name === 'Users');
    expect(users).toBeGreaterThanOrEqual(0);
    expect(typedValue(partitions.columns![users], '2.000', true)).toBe('2000');
  });

  test('in English Excel the form reads as before', async () => {
    await loadSeparators(excelWith(DOT_DECIMAL));
    expect(read(number, '2.000')).toBe(2);
    expect(read(number, '2,000')).toBe(2000);
    expect(percent(0.321)).toBe('32.1%');
  });
});
