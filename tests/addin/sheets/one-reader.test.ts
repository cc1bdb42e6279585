/**
 * One reader per kind of value (DEVELOPING.md). A value typed into the pane's form or given to --set
 * (both reach readInput as text) means what the same typing means in a cell, and is refused with the
 * words a cell's function uses, the input's label in place of the parameter's name.
 */
import { TEMPLATES } from '../../../addin/sheets';
import { readInput } from '../../../addin/workbook/inputs';
import { as400Call } from '../../../addin/workbook/call';
import { isError, type SizingError } from '../../../addin/errors';
import type { InputSpec } from '../../../addin/workbook/template';

const input = (template: string, name: string): InputSpec => TEMPLATES.find((t) => t.id === template)!.inputs.find((i) => i.name === name)!;
const util = input('interactive', 'InteractiveUtil');
const model = input('interactive', 'Model');
const current = input('scenarios', 'Current');
const growth = input('runway', 'AnnualGrowth');

/** What a cell's function says about an argument, by the parameter's name. */
function cellMessage(id: string, args: readonly (string | number)[]): string {
  const v = as400Call(
    id,
    args.map((a) => [[a]]),
  );
  if (typeof v !== 'object') throw new Error(`AS400.${id} answered ${String(v)}, not an error`);
  return v.message as string;
}

const formMessage = (spec: InputSpec, raw: string | number): string => {
  const v = readInput(spec, raw);
  if (!isError(v)) throw new Error(`${spec.label} read ${JSON.stringify(v)}, not an error`);
  return (v as SizingError).message;
};

test('32% typed in the form is the 0.32 the same typing makes in a cell, and the function answers the same for it', () => {
  expect(readInput(util, '32%')).toBeCloseTo(0.32, 15);
  expect(readInput(util, ' 0.32 ')).toBe(0.32);
  expect(as400Call('EIU', [[['720-2061-1501']], [[readInput(util, '32%') as number]]])).toBe(as400Call('EIU', [[['720-2061-1501']], [[0.32]]]));
});

test('85 for 85% is refused as a cell refuses it, named by the label', () => {
  const cell = cellMessage('EIU', ['720-2061-1501', 85]);
  expect(cell).toMatch(/^interactive_utilization /);
  expect(formMessage(util, '85')).toBe(cell.replace('interactive_utilization', util.label));
});

test('15 for 15% a year is refused as AS400.GROWTH refuses it', () => {
  const cell = cellMessage('GROWTH', [100, 15, 1]);
  expect(cell).toMatch(/^annual_rate /);
  expect(formMessage(growth, '15')).toBe(cell.replace('annual_rate', growth.label));
});

test('"720 CPW" is a processor CPW in the form as in a cell, and the sheet\'s cell keeps it as text its formulas read as 720', () => {
  // 720 is also the model number 720: a number in the cell would be refused (below), so the cell holds the text.
  expect(readInput(current, '720 CPW')).toBe('720 CPW');
  expect(as400Call('SYSTEMCPW', [[[readInput(current, '720 CPW') as string]]])).toBe(720);
  expect(as400Call('TARGETUTIL', [[['720 CPW']], [[0.5]], [[1440]]])).toBe(0.25);
  // A CPW that is no model number is written as the number it is.
  expect(readInput(current, '1500 CPW')).toBe(1500);
  expect(readInput(current, '1500')).toBe(1500);
});

test("720 typed in the sheet's cell is refused by its formulas as the form refuses it, never read as 720 CPW", () => {
  const cell = cellMessage('SYSTEMCPW', [720]);
  expect(cell).toMatch(/^system 720 is both the model number 720 /);
  expect(formMessage(current, '720')).toBe(cell.replace('system', current.label));
});

test('7202061 is refused in the form as in a cell: both the key 720-2061 and a CPW', () => {
  const cell = cellMessage('TARGETUTIL', [7202061, 0.5, 1000]);
  expect(cell).toMatch(/^source 7202061 is both the key 720-2061 /);
  expect(formMessage(current, '7202061')).toBe(cell.replace('source', current.label));
});

test('a system left empty in the form is missing in the words of an empty cell', () => {
  const cell = cellMessage('TARGETUTIL', ['', 0.5, 1000]);
  expect(cell).toMatch(/^source is missing: give a catalog key /);
  expect(formMessage(current, '')).toBe(cell.replace('source', current.label));
  expect(formMessage(current, '   ')).toBe(cell.replace('source', current.label));
});

test('a key typed with en dashes is the catalog key, in the form and in a cell', () => {
  expect(readInput(model, '720\u20132061\u20131501')).toBe('720-2061-1501');
  expect(as400Call('CPW', [[['720\u20132061\u20131501']]])).toBe(as400Call('CPW', [[['720-2061-1501']]]));
  expect(as400Call('CPW', [[['720-2061-1501']]])).toBe(240);
});
