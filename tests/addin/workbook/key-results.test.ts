/** The key results the task pane says before anything is written: declared with the outputs, worded from the plan's values. */
import { TEMPLATES } from '../../../addin/sheets';
import { readInput } from '../../../addin/workbook/inputs';
import { formatValue, keyResults } from '../../../addin/workbook/key-results';
import { isError, type SizingError } from '../../../addin/errors';
import type { InputSpec } from '../../../addin/workbook/template';
import { ALL, outputOf, plan } from '../sheets/plans';

describe("formatValue: a value as the cell's number format shows it", () => {
  test.each([
    [0.7179, '0.0%', '71.8%'],
    [0.7, '0%', '70%'],
    [1234.56, '#,##0.0', '1,234.6'],
    [1234567, '#,##0', '1,234,567'],
    [26.9, '0', '27'],
    [4.3512, '0.00', '4.35'],
    [-0.004, '0.00', '0.00'],
    [-12.5, '#,##0.0', '-12.5'],
    [1 / 3, undefined, '0.3333333333'],
    [true, '"TRUE";"TRUE";"FALSE"', 'TRUE'],
    ['720-2063-Base', undefined, '720-2063-Base'],
    [{ error: '#N/A' as const }, '0.0%', '#N/A'],
  ])('%j in %s is %s', (value, format, shown) => {
    expect(formatValue(value, format)).toBe(shown);
  });
});

describe('key results', () => {
  const p = plan(ALL, 'live');
  const sheetOf = (title: string) => p.sheets.find((s) => s.print?.header.left === title)!;

  test('interactive, PCR 2.8 Example 1: the EIU, the CPW left and where the system is on the curve', () => {
    const s = sheetOf('Interactive capacity');
    const eiu = outputOf(s, 'Effective interactive utilization (EIU)') as number;
    const left = outputOf(s, 'CPW remaining for batch') as number;
    expect(outputOf(s, 'Status')).toBe('Red');
    expect(keyResults(s)).toEqual([{ text: `EIU ${(eiu * 100).toFixed(1)}%` }, { text: `${left.toFixed(1)} CPW left` }, { text: 'past the knee' }]);
  });

  test('each one is an output cell of its sheet, computed by a formula; the sizing templates that declare them', () => {
    const declared = p.sheets.filter((s) => s.keyResults?.length).map((s) => s.print!.header.left);
    expect(declared).toEqual([
      'Interactive capacity',
      'Migration',
      'Scenarios',
      'Web serving',
      'OptiConnect growth',
      'Domino mail',
      'Save window',
      'Growth runway',
      'Capacity report',
      'Scenarios',
      'Growth runway',
    ]);
    for (const s of p.sheets)
      for (const k of s.keyResults ?? []) expect(s.cells.find((c) => c.ref === k.ref)).toMatchObject({ style: 'output', formula: expect.any(String) });
  });

  test('an error says its reason', () => {
    // A CISC server (Table D.9.3): Appendix D prints no knee for it, so the EIU is #N/A with the reason.
    const s = plan(['interactive'], 'live', {}, { interactive: { Model: '9402-S01' } }).sheets[0];
    const [eiu] = keyResults(s);
    expect(eiu.text).toBe('EIU #N/A');
    expect(eiu.error).toMatch(/9402-S01 is a CISC server/);
  });
});

describe('table inputs, as the pane and the command line give them', () => {
  const mix = TEMPLATES.find((t) => t.id === 'web')!.inputs.find((i) => i.kind === 'table') as InputSpec;

  test('a system input reads 7202061 as a system argument does: the key 720-2061 or a CPW, #N/A naming both', () => {
    for (const id of ['scenarios', 'migration']) {
      const current = TEMPLATES.find((t) => t.id === id)!.inputs.find((s) => s.name === 'Current')!;
      for (const raw of ['7202061', 7202061]) {
        const r = readInput(current, raw);
        expect(isError(r) && r.kind).toBe('na');
        expect(isError(r) && r.message).toMatch(/^Current system 7202061 is both the key 720-2061 and a CPW/);
      }
      // The cell keeps the text, which its formulas read as a CPW (a number there is refused as above).
      expect(readInput(current, '7202061 CPW')).toBe('7202061 CPW');
      expect(readInput(current, '720-2061-1501')).toBe('720-2061-1501');
    }
  });

  test('lines from the pane: cells typed as the columns say; a blank flag is FALSE, a blank page size stays blank', () => {
    expect(
      readInput(mix, [
        ['CGI-NAMED', '', '', '175'],
        ['static', true, '10', 40],
      ]),
    ).toEqual([
      ['cgi-named', false, null, 175],
      ['static', true, 10, 40],
    ]);
  });

  test('lines from the command line, with the same checks', () => {
    expect(readInput(mix, ' proxy,,500,3 ;; servlet, TRUE, , 12.5 ;')).toEqual([
      ['proxy', false, 500, 3],
      ['servlet', true, null, 12.5],
    ]);
    expect((readInput(mix, 'static,,7,3') as SizingError).message).toBe(
      'Transaction mix line 1: Page size (KB, Table 6.2) must be one of 1, 10, 100, 500, got 7',
    );
    expect((readInput(mix, 'static,,,-3') as SizingError).message).toBe('Transaction mix line 1: Rate (trans/sec) must be a number 0 or more, got -3');
    expect((readInput(mix, ',,,3') as SizingError).message).toBe(
      'Transaction mix line 1: Transaction is missing (each line is Transaction, Secure, PageKB, Rate)',
    );
    expect(isError(readInput(mix, Array.from({ length: 51 }, () => 'static,,,1').join(';')))).toBe(true);
    expect((readInput(mix, 42) as SizingError).message).toMatch(
      /^Transaction mix takes lines of cells \(each line is Transaction, Secure, PageKB, Rate\), got 42$/,
    );
  });

  test('a scalar input refuses lines', () => {
    const util = TEMPLATES.find((t) => t.id === 'interactive')!.inputs.find((i) => i.name === 'InteractiveUtil')!;
    expect((readInput(util, [[0.3]]) as SizingError).message).toBe('Measured interactive utilization takes one value, not lines of them');
  });
});
