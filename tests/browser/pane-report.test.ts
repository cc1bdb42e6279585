/**
 * The pane's Consolidation builds the report `as400-sizer workbook report --system ...` writes: each
 * system line takes its months (several files, picked at once, in any order), which the page joins
 * in time order; a file refused with its line and column, files that overlap with both names, and a
 * growth typed as 15 for 15% refused, each said under its line. Then Build writes the Summary, the
 * Consolidation sheet and its data sheet, beside a sheet already called Summary, and every sheet
 * written holds the cells of the plan the command line makes from the same files and options: the
 * command line's own reading (parseConsolidationArgs, readConsolidation) and the core's report
 * (consolidationReport), computed here. Offline, with the fake Office host, as pane.test.ts.
 */
import fs from 'fs';
import path from 'path';
import type { BrowserContext } from 'playwright-core';
import { parseConsolidationArgs, readConsolidation } from '../../cli/consolidate';
import { partitionOf } from '../../addin/measurements/partition';
import { formatTime } from '../../addin/measurements/window';
import { readMeasurements } from '../../addin/measurements/read';
import { consolidationReport, recommendation } from '../../addin/sheets/consolidation-report';
import { allCells, isErrorValue, type WorkbookPlan } from '../../addin/workbook/plan';
import { isError } from '../../addin/errors';
import { build, newContext, paneSuite, ROOT } from '../../support/pane';

jest.setTimeout(600_000);

const suite = paneSuite();
let context: BrowserContext;
beforeAll(async () => {
  context = await newContext(suite.browser, 'light');
});

type Cell = { value: unknown; formula: string | null };
type Sheet = { cells: Record<string, Cell>; visibility: string; charts: { type: string; series: unknown[] }[] };
type Host = { fakeHost: { sheetNames(): string[]; sheet(name: string): Sheet } };

const DIR = path.join(ROOT, 'sample-data', 'partitions');
const MONTHS = ['2026-04', '2026-05', '2026-06'];
const filesOf = (name: string) => MONTHS.map((m) => `${name}-${m}.csv`);
const text = (file: string) => fs.readFileSync(path.join(DIR, file), 'utf8');
const upload = (file: string, body = text(file)) => ({ name: file, mimeType: 'text/csv', buffer: Buffer.from(body) });
const SYSTEM = '2000 CPW per core';
const TARGET = { name: 'S1014 8-core', cpw: '16000', source: 'IBM publication, date, page', cores: '8' };
const ORGANIZATION = 'Example Co';

/** The plan `workbook report --system ...` makes of the same files and options, the pane's sheets taken. */
function cliPlan(existingSheets: readonly string[]): { plan: WorkbookPlan; sentence: string } {
  const o = parseConsolidationArgs([
    ...['PROD', 'WEB'].flatMap((n) => filesOf(n).flatMap((f) => ['--system', `${n};${SYSTEM};${path.join(DIR, f)}`])),
    ...['--target', `${TARGET.name};${TARGET.cpw};all;;${TARGET.source};${TARGET.cores}`],
    ...['--growth', 'WEB=15%', '--set', `Organization=${ORGANIZATION}`, '--out', path.join(ROOT, 'never-written.xlsx')],
  ]);
  if ('usage' in o || 'refused' in o) throw new Error(JSON.stringify(o));
  const done = readConsolidation(
    o,
    (line) => {
      throw new Error(line);
    },
    (why) => {
      throw new Error(why);
    },
  );
  if (typeof done === 'number') throw new Error(`refused: ${done}`);
  // The sheet names each system's months by the first file and the last, as the command line does.
  const files = ['PROD', 'WEB'].map((n) => `${filesOf(n)[0]} … ${filesOf(n)[2]}`);
  const plan = consolidationReport({
    consolidation: done.c,
    files,
    granularity: o.granularity,
    partitions: done.read.map(partitionOf),
    measurements: done.read,
    report: o.report,
    existingSheets,
  });
  if (isError(plan)) throw new Error(plan.message);
  return { plan, sentence: recommendation(done.c, o.granularity) };
}

/** What Excel holds of a planned cell once written: its formula, or its constant. */
function expectWritten(sheet: string, ref: string, planned: ReturnType<typeof allCells>[number], got: Cell | undefined): void {
  const at = `${sheet}!${ref}`;
  if (planned.formula !== undefined) return expect([at, got?.formula]).toEqual([at, planned.formula]);
  const v = planned.value;
  if (v === undefined || v === '') return;
  if (isErrorValue(v)) return expect([at, got?.value]).toEqual([at, { error: v.error }]);
  // The browser's Math (exp, log of the growth fit) may round the last bit otherwise than Node's.
  if (typeof v === 'number' && typeof got?.value === 'number')
    return expect([at, Math.abs(got.value - v) <= 1e-12 * Math.max(1, Math.abs(v))]).toEqual([at, true]);
  expect([at, got?.value]).toEqual([at, v]);
}

test('a line joins its months, refuses a bad file, an overlap and a growth of 15; Build writes the plan of workbook report --system', async () => {
  const existing = ['Sheet1', 'Summary'];
  const { page } = await suite.open(context, { sheets: existing });
  const sheetNames = () => page.evaluate(() => (window as unknown as Host).fakeHost.sheetNames());
  await page.selectOption('#template', 'consolidation');
  const form = page.locator('[data-template="consolidation"]');
  await form.locator('div.source-line').nth(1).waitFor();
  const line = (k: number) => form.locator('div.source-line').nth(k);
  const files = (k: number) => line(k).getByLabel('Measurement files', { exact: true });
  const error = (k: number) => line(k).locator('.field-error');
  const hint = (k: number) => line(k).locator('.field-hint');

  // PROD's months picked out of order: joined in time order, and the line says what it holds.
  await line(0).getByLabel('Name', { exact: true }).fill('PROD');
  await line(0).getByLabel('100% is', { exact: true }).fill(SYSTEM);
  await files(0).setInputFiles([...filesOf('PROD')].reverse().map((f) => upload(f)));
  const months = filesOf('PROD').map((f) => readMeasurements(text(f)));
  const times = months.flatMap((m) => (isError(m) ? [] : [...m.times]));
  await page.waitForFunction(() => /intervals/.test(document.querySelectorAll('.source-line .field-hint')[0]?.textContent ?? ''));
  expect(await hint(0).textContent()).toBe(
    `3 files, ${filesOf('PROD')[0]} … ${filesOf('PROD')[2]}: ${times.length.toLocaleString('en-US')} intervals, ` +
      `${formatTime(Math.min(...times))} to ${formatTime(Math.max(...times))}.`,
  );

  await line(1).getByLabel('Name', { exact: true }).fill('WEB');
  await line(1).getByLabel('100% is', { exact: true }).fill(SYSTEM);
  // A month with a bad value: the file, its line and column, under the line.
  const [, may] = filesOf('WEB');
  const rows = text(may).split('\n');
  const cells = rows[2].split(',');
  cells[2] = 'x';
  rows[2] = cells.join(',');
  await files(1).setInputFiles([upload(filesOf('WEB')[0]), upload(may, rows.join('\n'))]);
  await page.waitForFunction(() => (document.querySelectorAll('.source-line .field-error')[1]?.textContent ?? '') !== '');
  // Said as read, then (the form's check after each edit) as the line's fault.
  expect(await error(1).textContent()).toMatch(new RegExp(`^(the file was refused: )?${may.replace(/\./g, '\\.')}: line 3, column 3`));
  expect(await build(page)).toMatch(/^Nothing was written: System 2: the file was refused: WEB-2026-05\.csv: line 3, column 3/);

  // A month given twice (a copy under another name): the two files named, nothing written.
  const [april] = filesOf('WEB');
  await files(1).setInputFiles([upload(april), upload('WEB-copy.csv', text(april))]);
  await page.waitForFunction(() => /overlap/.test(document.querySelectorAll('.source-line .field-error')[1]?.textContent ?? ''));
  expect(await error(1).textContent()).toMatch(
    /^(the file was refused: )?WEB-copy\.csv: its first interval, .* is not after the last of WEB-2026-04\.csv, .*: the files overlap/,
  );
  expect(await build(page)).toMatch(/^Nothing was written: System 2: the file was refused: WEB-copy\.csv: its first interval/);
  expect(await sheetNames()).toEqual(existing);

  await files(1).setInputFiles(filesOf('WEB').map((f) => upload(f)));
  await page.waitForFunction(() => /^3 files/.test(document.querySelectorAll('.source-line .field-hint')[1]?.textContent ?? ''));

  // A growth typed as 15 for 15% is refused, with what it would read as; 15% is taken, as --growth WEB=15%.
  const growth = line(1).getByLabel('Growth a year', { exact: true });
  await growth.fill('15');
  await page.waitForFunction(() => /1500% a year/.test(document.querySelectorAll('.source-line .field-error')[1]?.textContent ?? ''));
  await growth.fill('15%');

  const targets = form.locator('fieldset.table-field').filter({ has: page.locator('legend', { hasText: /^Targets$/ }) });
  await targets.getByRole('button', { name: 'Add a line' }).click();
  await targets.getByLabel('Name', { exact: true }).fill(TARGET.name);
  await targets.getByLabel('Processor CPW', { exact: true }).fill(TARGET.cpw);
  await targets.getByLabel('Interactive CPW, or all', { exact: true }).fill('all');
  await targets.getByLabel('Source of its ratings', { exact: true }).fill(TARGET.source);
  await targets.getByLabel('Cores its CPW is for', { exact: true }).fill(TARGET.cores);

  // The report fields, as --set Organization=... gives them; portable formulas, as the command line writes.
  await page.locator('details.report-fields summary').click();
  await page.getByLabel('Organization', { exact: true }).fill(ORGANIZATION);
  await page.check('#mode-portable');

  const { plan, sentence } = cliPlan(existing);
  const names = plan.sheets.map((s) => s.name);
  expect(names.slice(0, 3)).toEqual(['Summary (2)', 'Consolidation', 'Consolidation data']);
  // The one sentence of the Summary, said in the pane before anything is written.
  expect(plan.sheets[0].cells.some((c) => c.value === sentence)).toBe(true);
  await page.waitForFunction((s) => (document.querySelector('[data-template="consolidation"] .key-results-text')?.textContent ?? '').startsWith(s), sentence);

  expect(await build(page)).toMatch(new RegExp(`^Added ${names.map((n) => `"${n.replace(/[()]/g, '\\$&')}"`).join(', ')}`));
  expect(await sheetNames()).toEqual([...existing, ...names]);
  const get = (name: string) => page.evaluate((n) => (window as unknown as Host).fakeHost.sheet(n), name);
  expect(Object.keys((await get('Summary')).cells)).toEqual([]);
  for (const planned of plan.sheets) {
    const written = await get(planned.name);
    for (const c of allCells(planned)) expectWritten(planned.name, c.ref, c, written.cells[c.ref]);
    expect([planned.name, written.charts.length]).toEqual([planned.name, planned.charts.length]);
    expect([planned.name, written.visibility]).toEqual([planned.name, planned.hidden ? 'Hidden' : 'Visible']);
  }
  // The report field given, on the Summary as the plan has it.
  const summary = await get('Summary (2)');
  expect(Object.values(summary.cells).some((c) => c.value === ORGANIZATION)).toBe(true);
});
