/**
 * The Consolidation sheet in LibreOffice: recalculated on load (a canary proves it),
 * every formula cell of both sheets comes back to the value the core cached; a planner's own
 * guideline, allowance and granularity typed over the inputs (the cached values left stale) give
 * the figures computed here from the definitions (PCR 2.12, 18.5); and the workbook prints on one
 * page with the chart on it (its title read back from the PDF with poppler).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import ExcelJS from 'exceljs';
import { consolidate, type Consolidation, parseSourceSystem, type SourceSystem } from '../../addin/consolidation/consolidate';
import { isError } from '../../addin/errors';
import { ownSystem } from '../../addin/sizing/targets';
import { CONSOLIDATION_SHEET, consolidationWorkbook, DATA_SHEET } from '../../addin/sheets/consolidation-sheet';
import type { SheetPlan, WorkbookPlan } from '../../addin/workbook/plan';
import { convert, soffice, tempDir } from '../../cli/libreoffice';
import { writeWorkbook } from '../../cli/xlsx/writer';
import { file } from '../addin/consolidation/helpers';
import { agrees, brief, CANARY_PLAN, excelValue, firstOf, show } from '../../support/compare';

jest.setTimeout(300_000);

const system = (text: string): SourceSystem => {
  const s = parseSourceSystem(text);
  if (isError(s)) throw new Error(s.message);
  return s;
};
const target = (name: string, cpw: number, cores: number | null) => {
  const s = ownSystem(name, cpw, 'all', 'none', `${name} announcement letter, p. 4`);
  if (isError(s)) throw new Error(s.message);
  return { system: s, cores };
};

// Three systems every 15 minutes over a morning; one a catalog model with interactive work (its CFINT taken off by the core).
const ONLINE = [40, 55, 70, 85, 90, 75, 60, 50];
const ONLINE_INT = [10, 12, 14, 18, 20, 16, 12, 10];
const BATCH = [90, 80, 40, 20, 20, 30, 60, 85];
const REPORTS = [10, 20, 30, 60, 65, 40, 30, 20];
const c = ((): Consolidation => {
  const r = consolidate(
    [
      { name: 'Online', system: system('720-2061-1501'), measurements: file(15, ONLINE, ONLINE_INT) },
      { name: 'Batch', system: system('400 CPW'), measurements: file(15, BATCH, null) },
      { name: 'Reports', system: system('300 CPW'), measurements: file(15, REPORTS, null) },
    ],
    [target('Power S1012', 24000, 4), target('Old box', 1500, null)],
  );
  if (isError(r)) throw new Error(r.message);
  return r;
})();
const FILES = ['online.csv', 'batch.csv', 'reports.csv'];
const plan = ((): WorkbookPlan => {
  const p = consolidationWorkbook({ consolidation: c, files: FILES });
  if (isError(p)) throw new Error(p.message);
  return p;
})();
const sheet = plan.sheets[0];

const refOf = (s: SheetPlan, name: string) =>
  s.names
    .find((n) => n.name === name)!
    .refersTo.split('!')[1]
    .replace(/\$/g, '');
/** The plan with the planner's own inputs typed over its input cells; every formula keeps its old cached value. */
function typedOver(values: Record<string, number>): WorkbookPlan {
  const refs = new Map(Object.entries(values).map(([name, v]) => [refOf(sheet, name), v]));
  return { sheets: [{ ...sheet, cells: sheet.cells.map((cell) => (refs.has(cell.ref) ? { ...cell, value: refs.get(cell.ref) } : cell)) }, plan.sheets[1]] };
}
const OWN = { Guideline: 0.6, Allowance: 0.2, Granularity: 0.1 };

const books = new Map<string, ExcelJS.Workbook>();
let pdfText = '';
let pdfPages = 0;

beforeAll(async () => {
  soffice();
  const dir = tempDir('lo-consolidation');
  fs.mkdirSync(path.join(dir, 'in'));
  const named: [string, WorkbookPlan][] = [
    ['canary', CANARY_PLAN],
    ['as-built', plan],
    ['own', typedOver(OWN)],
  ];
  const inputs: string[] = [];
  for (const [name, p] of named) {
    const f = path.join(dir, 'in', `${name}.xlsx`);
    fs.writeFileSync(f, await writeWorkbook(p));
    inputs.push(f);
  }
  const outputs = convert(inputs, 'xlsx', path.join(dir, 'out'));
  for (const [i, out] of outputs.entries()) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(out) as unknown as ArrayBuffer);
    books.set(named[i][0], book);
  }
  // Printed as the command line prints it: no recalculation, the cached values.
  const [pdf] = convert([inputs[1]], 'pdf', path.join(dir, 'pdf'), { recalc: false });
  pdfPages = Number(/Pages:\s+(\d+)/.exec(spawnSync('pdfinfo', [pdf], { encoding: 'utf8' }).stdout)![1]);
  pdfText = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
  fs.rmSync(dir, { recursive: true, force: true });
});

const found = (book: ExcelJS.Workbook, name: string, ref: string) => {
  const cell = book.getWorksheet(name)!.getCell(ref);
  return excelValue(cell.formula ? cell.result : cell.value);
};

test('LibreOffice recalculated on load: a wrong cached value is replaced', () => {
  expect(found(books.get('canary')!, 'Canary', 'A2')).toBe(42);
});

test('every formula cell of both sheets recalculates to the value the core cached', () => {
  const book = books.get('as-built')!;
  const formulas = plan.sheets.flatMap((s) => s.cells.filter((cell) => cell.formula).map((cell) => ({ s, cell })));
  const wrong = formulas
    .filter(({ s, cell }) => !agrees(cell.value, found(book, s.name, cell.ref)))
    .map(({ s, cell }) => `${s.name}!${cell.ref} ${brief(cell.formula!)}: core ${show(cell.value)} ≠ LibreOffice ${show(found(book, s.name, cell.ref))}`);
  // Utilization, fit, unit CPW and pool of two targets, three partitions and their sums, the saving, the guideline lines.
  expect(formulas.filter((f) => f.s.name === CONSOLIDATION_SHEET).length).toBeGreaterThanOrEqual(15);
  expect(formulas.filter((f) => f.s.name === DATA_SHEET).length).toBe(2 * ONLINE.length);
  expect(firstOf(wrong)).toEqual([]);
});

test("the planner's guideline, allowance and granularity: every figure follows, as the definitions give it", () => {
  const book = books.get('own')!;
  const at = (label: string, col: string) => {
    const a = sheet.cells.find((cell) => /^A\d+$/.test(cell.ref) && cell.value === label)!;
    return found(book, CONSOLIDATION_SHEET, `${col}${a.ref.slice(1)}`);
  };
  const peak = c.coincident.value;
  const unit = (24000 / 4) * OWN.Guideline * (1 - OWN.Allowance);
  const up = (x: number) => Math.ceil(x / OWN.Granularity - 1e-9) * OWN.Granularity;
  expect(at('Power S1012', 'D')).toBeCloseTo(peak / 24000, 12);
  expect(at('Old box', 'E')).toBe(peak / 1500 <= OWN.Guideline ? 'yes' : 'no');
  expect(at('Power S1012', 'F')).toBeCloseTo(unit, 9);
  expect(at('Power S1012', 'G')).toBeCloseTo(up(peak / unit), 12);
  let units = 0;
  let cores = 0;
  for (const s of c.systems) {
    const u = up(s.peak.value / unit);
    expect([s.name, at(s.name, 'F')]).toEqual([s.name, expect.closeTo(u, 12)]);
    expect([s.name, at(s.name, 'G')]).toEqual([s.name, Math.ceil(u - 1e-9)]);
    units += u;
    cores += Math.ceil(u - 1e-9);
  }
  expect(at('All 3 (sum)', 'F')).toBeCloseTo(units, 12);
  expect(at('All 3 (sum)', 'G')).toBe(cores);
  // The chart's guideline line on the data sheet: 60% of the target's CPW.
  expect(found(book, DATA_SHEET, 'E2')).toBeCloseTo(OWN.Guideline * 24000, 9);
});

test('one printed page: the report, the chart (its title) and no data sheet', () => {
  expect(pdfPages).toBe(1);
  const flat = pdfText.replace(/\s+/g, ' ');
  // The title may wrap in the chart: its first five words, which no cell holds.
  expect(flat).toContain(sheet.charts[0].title.split(' ').slice(0, 5).join(' '));
  expect(flat).toContain('Coincident peak');
  expect(flat).toContain('PCR V4R5 18.5 (line 6341)');
  expect(flat).not.toContain(DATA_SHEET);
});
