/**
 * A workbook filled from a measurement file, recalculated by LibreOffice (forced on load, a canary
 * proving it): the sizing sheet computes from the filled inputs exactly what it computes from the
 * same statistics typed by hand, every formula cell agrees with the core, and the Measurements
 * sheet's values come through as written.
 */
import fs from 'fs';
import path from 'path';
import ExcelJS from 'exceljs';
import { isError } from '../../addin/errors';
import { type Measurements, readMeasurements } from '../../addin/measurements/read';
import { planWorkbook } from '../../addin/sheets';
import type { Statistic } from '../../addin/workbook/measured';
import type { WorkbookPlan } from '../../addin/workbook/plan';
import type { InputValues } from '../../addin/workbook/template';
import { convert, soffice, tempDir } from '../../cli/libreoffice';
import { writeWorkbook } from '../../cli/xlsx/writer';
import { readWritten } from '../cli/xlsx/read';
import { agrees, brief, CANARY_PLAN, excelValue, firstOf, show } from '../../support/compare';

jest.setTimeout(300_000);

// A morning of 15-minute intervals, the statistics computed here from the numbers written.
const CPU = [38, 42, 47, 51, 56, 60, 63, 67, 72, 75, 79, 82, 85, 88, 91, 93, 95, 96, 97, 99];
const INTER = [8, 10, 11.5, 13, 15, 16, 18, 20, 21, 23, 24, 26, 27, 28.5, 30, 31, 33, 34, 35, 37];
const TEXT = [
  'timestamp,cpu,interactive',
  ...CPU.map((c, i) => `${new Date(Date.UTC(2024, 2, 19, 8) + i * 900_000).toISOString().slice(0, 16)},${c},${INTER[i]}`),
].join('\n');
const measurements = readMeasurements(TEXT) as Measurements;
const peak = (xs: number[]) => Math.max(...xs) / 100;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1] / 100;

interface Case {
  readonly name: string;
  readonly id: string;
  readonly statistic: Statistic;
  /** The same inputs typed by hand, from the statistics computed here. */
  readonly byHand: InputValues;
  readonly inputs?: InputValues;
}
const CASES: readonly Case[] = [
  { name: 'interactive-peak', id: 'interactive', statistic: 'peak', byHand: { InteractiveUtil: peak(INTER) } },
  // A server of the 1/3 knee rule (2.3), far past its knee at 35% interactive: another branch of the curve.
  {
    name: 'interactive-p95-server',
    id: 'interactive',
    statistic: 'p95',
    inputs: { Model: 'S20-2165' },
    byHand: { Model: 'S20-2165', InteractiveUtil: p95(INTER) },
  },
  { name: 'runway-p95', id: 'runway', statistic: 'p95', byHand: { CpuUtil: p95(CPU), InteractiveUtil: p95(INTER) } },
  // The workload carried to the scenarios' candidates, from the peak intervals.
  { name: 'scenarios-peak', id: 'scenarios', statistic: 'peak', byHand: { CpuUtil: peak(CPU), InteractiveUtil: peak(INTER) } },
];

const plans = new Map<string, WorkbookPlan>();
const recalculated = new Map<string, ExcelJS.Workbook>();

const CANARY = 'canary';

beforeAll(async () => {
  soffice();
  const books: [string, WorkbookPlan][] = [[CANARY, CANARY_PLAN]];
  for (const c of CASES) {
    const measured = planWorkbook({
      templates: [{ id: c.id, inputs: c.inputs, measured: { file: 'morning.csv', measurements, statistic: c.statistic } }],
      mode: 'portable',
    });
    // Built on the day of the last interval: the months reached count from it on the sheet filled from the file.
    const byHand = planWorkbook({ templates: [{ id: c.id, inputs: c.byHand }], mode: 'portable', date: measurements.times[measurements.times.length - 1] });
    if (isError(measured) || isError(byHand))
      throw new Error(`${c.name}: ${isError(measured) ? measured.message : ''}${isError(byHand) ? byHand.message : ''}`);
    books.push([c.name, measured], [`${c.name}-by-hand`, byHand]);
  }
  const dir = tempDir('lo-measured');
  fs.mkdirSync(path.join(dir, 'in'));
  const inputs: string[] = [];
  for (const [name, plan] of books) {
    plans.set(name, plan);
    const p = path.join(dir, 'in', `${name}.xlsx`);
    fs.writeFileSync(p, await writeWorkbook(plan));
    inputs.push(p);
  }
  const outputs = convert(inputs, 'xlsx', path.join(dir, 'out'));
  for (const [i, out] of outputs.entries()) {
    // readWritten: a text or error result in a date-formatted cell (a month reached) kept as such.
    recalculated.set(books[i][0], (await readWritten(fs.readFileSync(out))).book);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A cell as LibreOffice left it: its recalculated result, or its value. */
const found = (book: ExcelJS.Workbook, sheet: string, ref: string) => {
  const c = book.getWorksheet(sheet)!.getCell(ref);
  return excelValue(c.formula ? c.result : c.value);
};

describe('LibreOffice recalculates a workbook filled from measurements', () => {
  test('it recalculated on load: a wrong cached value is replaced', () => {
    expect(found(recalculated.get(CANARY)!, 'Canary', 'A2')).toBe(42);
  });

  test.each(CASES.map((c) => [c.name, c] as const))('%s: every formula cell equals the core value', (name) => {
    const plan = plans.get(name)!;
    const book = recalculated.get(name)!;
    const wrong = plan.sheets.flatMap((s) =>
      s.cells
        .filter((c) => c.formula && !agrees(c.value, found(book, s.name, c.ref)))
        .map((c) => `${s.name}!${c.ref} ${brief(c.formula!)}: core ${show(c.value)} ≠ LibreOffice ${show(found(book, s.name, c.ref))}`),
    );
    expect(plan.sheets[0].cells.filter((c) => c.formula).length).toBeGreaterThan(10);
    expect(firstOf(wrong)).toEqual([]);
  });

  test.each(CASES.map((c) => [c.name, c] as const))('%s: the sizing sheet shows what the statistics typed by hand give', (name, c) => {
    const [measured, byHand] = [recalculated.get(name)!, recalculated.get(`${name}-by-hand`)!];
    const sizing = plans.get(name)!.sheets[0];
    // The inputs the file filled hold the statistics computed here.
    for (const [input, value] of Object.entries(c.byHand)) {
      const ref = sizing.names
        .find((n) => n.name === input)!
        .refersTo.split('!')[1]
        .replace(/\$/g, '');
      expect([input, found(measured, sizing.name, ref)]).toEqual([input, typeof value === 'number' ? expect.closeTo(value, 12) : value]);
    }
    const differ = sizing.cells
      .filter((cell) => cell.formula)
      .filter((cell) => !agrees(found(byHand, sizing.name, cell.ref) as never, found(measured, sizing.name, cell.ref)))
      .map((cell) => `${cell.ref}: by hand ${show(found(byHand, sizing.name, cell.ref))}, from the file ${show(found(measured, sizing.name, cell.ref))}`);
    expect(differ).toEqual([]);
  });

  test('the Measurements sheet comes through as written: every value, no error', () => {
    const plan = plans.get('interactive-peak')!;
    const sheet = plan.sheets.find((s) => s.name === 'Measurements')!;
    const wrong = sheet.cells
      .filter((c) => c.value !== undefined && !agrees(c.value, found(recalculated.get('interactive-peak')!, 'Measurements', c.ref)))
      .map((c) => `${c.ref}: ${show(c.value)} ≠ ${show(found(recalculated.get('interactive-peak')!, 'Measurements', c.ref))}`);
    expect(sheet.cells.length).toBeGreaterThan(60);
    expect(firstOf(wrong)).toEqual([]);
  });
});
