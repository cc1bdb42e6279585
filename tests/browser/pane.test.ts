/**
 * The built task pane in Chromium, offline, over HTTPS on localhost, with the fake Office host:
 * every template built from its form (both modes), a function inserted, the catalog filtered and
 * inserted, each error path, keyboard only, axe, screenshots for the README, and start-up time.
 * No request may leave the add-in's origin, nothing may throw and the CSP must hold, in every test.
 */
import fs from 'fs';
import path from 'path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { isError } from '../../addin/errors';
import { planWorkbook, TEMPLATES } from '../../addin/sheets';
import { readInput } from '../../addin/workbook/inputs';
import type { CellPlan, WorkbookPlan } from '../../addin/workbook/plan';
import type { InputSpec, InputValue, Mode, TableCell, TableValue } from '../../addin/workbook/template';
import { modelKeys } from '../../addin/catalog/queries';
import { answerText } from '../../addin/workbook/key-results';
import { lookup } from '../../addin/catalog/lookup';
import { type Measurements, readMeasurements } from '../../addin/measurements/read';
import { parseHours } from '../../addin/measurements/window';
import { percent } from '../../taskpane/input-field';
import { searchModels } from '../../taskpane/model-search';
import { CELL_EDIT, STRUCTURE_PROTECTED, sheetProtected } from '../../taskpane/write-error';
import type { FakeHostOptions } from '../../support/fake-office';
import { build, newContext, paneSuite, ROOT } from '../../support/pane';

jest.setTimeout(180_000);

const SHOTS = path.join(ROOT, 'docs', 'screenshots');

const suite = paneSuite();
let light: BrowserContext;
let dark: BrowserContext;

beforeAll(async () => {
  light = await newContext(suite.browser, 'light');
  dark = await newContext(suite.browser, 'dark');
});

async function open(host: FakeHostOptions = {}, context = light): Promise<Page> {
  return (await suite.open(context, host)).page;
}

type Host = { fakeHost: { workbook: Record<string, unknown>; sheetNames(): string[]; sheet(name: string): PlainSheet; activeSheet(): string } };
interface PlainSheet {
  cells: Record<string, { value: unknown; formula: string | null; numberFormat: string }>;
  names: Record<string, string>;
  validations: unknown[];
  conditionalFormats: unknown[];
  charts: unknown[];
  tables: { name: string; ref: string }[];
}
const sheetNames = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as Host).fakeHost.sheetNames());
const sheetOf = (page: Page, name: string): Promise<PlainSheet> => page.evaluate((n) => (window as unknown as Host).fakeHost.sheet(n), name);
const setHost = (page: Page, props: Record<string, unknown>): Promise<void> =>
  page.evaluate((p) => void Object.assign((window as unknown as Host).fakeHost.workbook, p), props);
const hostValue = (page: Page, prop: string): Promise<unknown> => page.evaluate((p) => (window as unknown as Host).fakeHost.workbook[p], prop);

function expectCells(sheet: PlainSheet, planned: readonly CellPlan[]): void {
  for (const c of planned) {
    const got = sheet.cells[c.ref];
    if (c.formula) expect([c.ref, got?.formula]).toEqual([c.ref, c.formula]);
    else if (c.value !== undefined && c.value !== '') expect([c.ref, got?.value]).toEqual([c.ref, c.value]);
    if (c.format) expect([c.ref, got?.numberFormat]).toEqual([c.ref, c.format]);
  }
}

/** A value for each input other than its default, as a planner would type or pick it (a table input: see fillTable). */
function typed(spec: InputSpec): string | boolean {
  switch (spec.kind) {
    case 'text':
    case 'table':
      throw new Error(`${spec.name}: no single value to type`);
    case 'model':
    case 'system':
      return searchModels('720-2062')[0].key;
    case 'fraction':
      return percent(Number(spec.value) * 0.9);
    case 'number':
      return spec.whole ? String(Math.min(Number(spec.value) + 1, spec.max ?? Infinity)) : String(Number(spec.value) * 1.5);
    case 'flag':
      return !spec.value;
    case 'choice':
      return [...(spec.choices ?? [])].reverse().find((c) => c !== spec.value) ?? String(spec.value);
  }
}

/**
 * A table input edited as a planner would: the first line's first number (a rate, a count of
 * users) changed, and a line added with the defaults of the first. Returns the lines the form now holds.
 */
async function fillTable(form: Locator, spec: InputSpec): Promise<TableValue> {
  const columns = spec.columns!;
  const lines = (spec.value as TableValue).map((l) => [...l]);
  if (spec.targets) return addOwnSystem(form, spec, lines);
  const j = columns.findIndex((c) => c.kind === 'number' && !c.choices);
  const before = Number(lines[0][j]);
  const after = columns[j].whole ? before + 1 : before * 1.5;
  const table = form.locator('fieldset.table-field');
  await table.locator('fieldset.table-line').first().getByLabel(columns[j].label, { exact: true }).fill(String(after));
  lines[0][j] = after;
  await table.getByRole('button', { name: 'Add a line' }).click();
  const added = table.locator('fieldset.table-line').last();
  const line: TableCell[] = columns.map((c) => (c.value === '' ? null : (c.value as TableCell)));
  for (const [k, c] of columns.entries()) {
    if (line[k] !== null || c.optional) continue;
    // The cells with no default: the first line's.
    line[k] = lines[0][k];
    if (c.choices) await added.getByLabel(c.label, { exact: true }).selectOption(String(line[k]));
    else await added.getByLabel(c.label, { exact: true }).fill(String(line[k]));
  }
  lines.push(line);
  return lines;
}

/** A targets table (the scenarios candidates): a line added for a system of the planner's own, its knee rule left blank. */
async function addOwnSystem(form: Locator, spec: InputSpec, lines: TableCell[][]): Promise<TableValue> {
  const own: TableCell[] = ['Own system (test)', 1000, 'all', null, 'test input, p. 1'];
  const table = form.locator('fieldset.table-field');
  await table.getByRole('button', { name: 'Add a line' }).click();
  const added = table.locator('fieldset.table-line').last();
  for (const [k, c] of spec.columns!.entries()) if (own[k] !== null) await added.getByLabel(c.label, { exact: true }).fill(String(own[k]));
  // The form holds the line as typed; the core writes the rule it reads from a blank one.
  return [...lines, own];
}

describe('the task pane in Chromium', () => {
  // How fast it starts is a bench figure (npm run bench), not a timed assertion: a loaded CI machine is no baseline.
  test('starts offline, from its own origin only, and associates every function', async () => {
    const pane = await suite.open(light);
    // The functions bundle ran in the same page and associated every function once.
    const associated = await pane.page.evaluate(() => (window as unknown as { fakeHost: { associated(): string[] } }).fakeHost.associated());
    const functions = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'functions.json'), 'utf8')).functions as { id: string }[];
    expect(associated.sort()).toEqual(functions.map((f) => f.id).sort());
  });

  test.each(TEMPLATES.map((t) => [t.id, t] as const))('%s: fill the form, build live then portable', async (id, t) => {
    const page = await open();
    await page.selectOption('#template', id);
    const form = page.locator(`[data-template="${id}"]`);
    const inputs: Record<string, InputValue> = {};
    const seen = new Map<string, number>();
    for (const spec of t.inputs) {
      if (spec.kind === 'table') {
        inputs[spec.name] = await fillTable(form, spec);
        continue;
      }
      const label = spec.unit ? `${spec.label} (${spec.unit})` : spec.label;
      const value = typed(spec);
      inputs[spec.name] = value;
      // Two inputs of a template may share a label (migration: "Its interactive utilization").
      const nth = seen.get(label) ?? 0;
      seen.set(label, nth + 1);
      const control = form.getByLabel(label, { exact: true }).nth(nth);
      if (spec.kind === 'choice') await control.selectOption(String(value));
      else if (spec.kind === 'flag') await control.setChecked(value === true);
      else if (spec.kind === 'model') {
        // The picker, by keyboard: type, take the first match.
        await control.fill('');
        await control.pressSequentially('720-2062');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        expect(await control.inputValue()).toBe(value);
      } else await control.fill(String(value));
      expect([spec.name, await control.getAttribute('aria-invalid')]).toEqual([spec.name, 'false']);
    }
    for (const mode of ['live', 'portable'] as Mode[]) {
      const before = await sheetNames(page);
      await page.check(`#mode-${mode}`);
      const text = await build(page);
      const planned = planWorkbook({ templates: [{ id, inputs }], mode, existingSheets: before }) as WorkbookPlan;
      expect(isError(planned)).toBe(false);
      expect(text).toMatch(new RegExp(`^Added "${planned.sheets[0].name.replace(/[()]/g, '\\$&')}"`));
      expect(await sheetNames(page)).toEqual([...before, ...planned.sheets.map((s) => s.name)]);
      expect(await page.evaluate(() => (window as unknown as Host).fakeHost.activeSheet())).toBe(planned.sheets[0].name);
      for (const s of planned.sheets) {
        const got = await sheetOf(page, s.name);
        expectCells(got, s.cells);
        expect(Object.keys(got.names).sort()).toEqual(s.names.map((n) => n.name).sort());
        expect([got.validations.length, got.charts.length, got.tables.length]).toEqual([s.validations.length, s.charts.length, s.tables.length]);
      }
    }
    expect(await hostValue(page, 'syncs')).toBe(4);
  });

  test('the pane answers before anything is written: the key results of the form, from the same functions, also outside Excel', async () => {
    const said = (id: string, inputs: Record<string, InputValue> = {}): string => {
      return answerText(planWorkbook({ templates: [{ id, inputs }], mode: 'live' }));
    };
    const answer = (page: Page) => page.locator('#key-results').textContent();
    for (const host of [{}, { outsideExcel: true }]) {
      const page = await open(host);
      // PCR 2.8 Example 1: EIU 71.9% at 32.1% on a 240/70 7xx, past its knee.
      await expect(answer(page)).resolves.toBe(said('interactive'));
      expect(await answer(page)).toMatch(/^EIU \d+\.\d%, [\d.]+ CPW left, past the knee$/);
      const util = page.locator('[data-template="interactive"]').getByLabel('Measured interactive utilization', { exact: true });
      await util.fill('10%');
      await page.waitForFunction((want) => document.getElementById('key-results')?.textContent === want, said('interactive', { InteractiveUtil: 0.1 }));
      await util.fill('150%');
      await page.waitForFunction(() => document.getElementById('key-results')?.textContent === 'The results show once every input is valid.');
      await page.selectOption('#template', 'save');
      await expect(answer(page)).resolves.toBe(said('save'));
      expect(await answer(page)).toMatch(/hours, does not fit the window$/);
      await page.selectOption('#template', 'web');
      await expect(answer(page)).resolves.toBe(said('web'));
      expect(await sheetNames(page)).toEqual(['Sheet1']);
    }
  });

  test('a table input (the web mix): lines added and removed; a bad cell is named by its line and column; the sheet gets the lines', async () => {
    const page = await open();
    await page.selectOption('#template', 'web');
    const table = page.locator('[data-template="web"] fieldset.table-field');
    const lines = table.locator('fieldset.table-line');
    await expect(lines.count()).resolves.toBe(4);
    await table.getByRole('button', { name: 'Add a line' }).click();
    await expect(lines.count()).resolves.toBe(5);
    const error = table.locator('.field-error');
    // A new line has no transaction yet: the core's message names it.
    await expect(error.textContent()).resolves.toMatch(/^Transaction mix line 5: Transaction is missing/);
    const added = lines.nth(4);
    await added.getByLabel('Transaction', { exact: true }).selectOption('proxy');
    await added.getByLabel('Rate (trans/sec)', { exact: true }).fill('lots');
    await expect(error.textContent()).resolves.toBe('Transaction mix line 5: Rate (trans/sec) must be a number 0 or more, got text "lots"');
    expect(await added.getByLabel('Rate (trans/sec)', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await build(page)).toMatch(/^Fix the input first: Transaction mix line 5: Rate \(trans\/sec\) must be a number/);
    await added.getByLabel('Rate (trans/sec)', { exact: true }).fill('30');
    await lines.nth(1).getByRole('button', { name: 'Remove line 2' }).click();
    await expect(lines.count()).resolves.toBe(4);
    await expect(error.textContent()).resolves.toBe('');
    await page.check('#mode-live');
    expect(await build(page)).toMatch(/^Added "Web sizing"/);
    const mix = [
      ['cgi-named', false, null, 175],
      ['static', false, 10, 40],
      ['servlet', true, null, 20],
      ['proxy', false, null, 30],
    ];
    const planned = planWorkbook({ templates: [{ id: 'web', inputs: { Mix: mix } }], mode: 'live', existingSheets: ['Sheet1'] }) as WorkbookPlan;
    expectCells(await sheetOf(page, 'Web sizing'), planned.sheets[0].cells);
  });

  test(
    'a measurement file: read in the page, said, the utilization filled; Build adds the ' +
      'Measurements sheet; a refused file is named by line and column and nothing is written',
    async () => {
      const page = await open();
      const form = page.locator('[data-template="interactive"]');
      const picker = form.getByLabel('Measurement file', { exact: true });
      const error = form.locator('.measured-field > .field-error');
      const upload = (name: string, text: string) => picker.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

      // Markup in a file stays text: the message quotes it, no element is made from it.
      const bad = 'timestamp,cpu,interactive\n2024-03-19 10:00,85.2,32.2\n2024-03-19 10:15,91.3,<b>lots</b>\n';
      const refusal = readMeasurements(bad);
      expect(isError(refusal)).toBe(true);
      await upload('bad.csv', bad);
      await page.waitForFunction(() => document.querySelector('.measured-field > .field-error')?.textContent !== '');
      await expect(error.textContent()).resolves.toBe(`bad.csv: ${isError(refusal) ? refusal.message : ''}`);
      expect(await error.textContent()).toMatch(/^bad\.csv: line 3, column 3 \("interactive"\)/);
      expect(await form.locator('.measured-field b').count()).toBe(0);
      expect(await build(page)).toMatch(/^The measurement file was refused, so nothing was written: bad\.csv: line 3, column 3/);
      expect(await sheetNames(page)).toEqual(['Sheet1']);

      // Twelve quarter hours, the statistics computed here from the numbers as written.
      const cpu = [40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95];
      const inter = [10, 12, 14, 16, 18, 20, 22, 24.5, 26, 28, 30, 32];
      const text =
        'timestamp,cpu,interactive\r\n' +
        cpu
          .map((c, i) => `2024-03-19 ${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')},${c},${inter[i]}`)
          .join('\r\n');
      await upload('morning.csv', text);
      const summary = form.locator('.measured-field .field-hint');
      await page.waitForFunction(() => /Filled with/.test(document.querySelector('.measured-field .field-hint')?.textContent ?? ''));
      await expect(error.textContent()).resolves.toBe('');
      // The peak at its time; the peak hour the highest mean of four quarter hours in a row: (80 + 85 + 90 + 95) / 4.
      expect(await summary.textContent()).toMatch(
        /^morning\.csv \([^)]+\): 12 intervals, 2024-03-19 08:00 to 2024-03-19 10:45\. Total CPU: peak 95% at 2024-03-19 10:45, peak hour 87\.5%,/,
      );
      expect(await summary.textContent()).toContain('Interactive: peak 32% at 2024-03-19 10:45');
      expect(await summary.textContent()).toContain('No gaps.');
      // The busiest intervals with their times, busiest first.
      expect(await form.locator('.measured-details ol li').allTextContents()).toEqual(
        cpu
          .map((c, i) => ({ c, i }))
          .reverse()
          .slice(0, 10)
          .map(
            ({ c, i }) =>
              `2024-03-19 ${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}: ` +
              `total ${c}%, interactive ${percent(inter[i] / 100)}`,
          ),
      );
      const util = form.getByLabel('Measured interactive utilization', { exact: true });
      // The peak by default: 32%, shown as the sheet's 0.0% cell shows it, marked as from the file; the picker sits just above the input it fills.
      expect(await util.inputValue()).toBe('32.0%');
      const mark = form.locator('.from-file');
      await expect(mark.isVisible()).resolves.toBe(true);
      expect(await mark.textContent()).toBe('from file');
      expect(
        await page.evaluate(() =>
          document
            .querySelector('[data-template="interactive"] .measured-field')
            ?.nextElementSibling?.contains(document.querySelector('[data-template="interactive"] .from-file')),
        ),
      ).toBe(true);

      // A window: the hours 08-10 keep the first eight intervals, whose interactive peak is 24.5%.
      // Folded until wanted.
      await expect(form.getByLabel('Hours', { exact: true }).isVisible()).resolves.toBe(false);
      await form.locator('.measured-window summary').click();
      const hours = form.getByLabel('Hours', { exact: true });
      await hours.fill('08-10');
      await hours.dispatchEvent('change');
      expect(await util.inputValue()).toBe('24.5%');
      expect(await summary.textContent()).toMatch(/^morning\.csv \([^)]+\): 8 intervals, 2024-03-19 08:00 to 2024-03-19 09:45, window 08:00–10:00\./);
      // A window refused: the window reader's message, with the field's name; Build writes nothing.
      await hours.fill('25-3');
      await hours.dispatchEvent('change');
      const refused = parseHours('25-3', 'Hours');
      expect(isError(refused)).toBe(true);
      await expect(form.locator('.measured-window .field-error').textContent()).resolves.toBe(isError(refused) ? refused.message : '');
      expect(await hours.getAttribute('aria-invalid')).toBe('true');
      expect(await build(page)).toMatch(/^The measurement file was refused, so nothing was written: morning\.csv, window: Hours 25-3/);
      await hours.fill('');
      await hours.dispatchEvent('change');
      expect(await util.inputValue()).toBe('32.0%');
      const mean = inter.reduce((a, b) => a + b, 0) / inter.length / 100;
      await form.getByLabel('Statistic that fills them', { exact: true }).selectOption('mean');
      // Shown to a tenth of a point, as the sheet prints it; the sheet's cell holds the mean itself (below).
      expect(await util.inputValue()).toBe(`${(mean * 100).toFixed(1)}%`);
      await page.check('#mode-live');
      expect(await build(page)).toMatch(/^Added "Interactive capacity", "Measurements"/);
      const measurements = readMeasurements(text) as Measurements;
      const planned = planWorkbook({
        templates: [{ id: 'interactive', measured: { file: 'morning.csv', measurements, statistic: 'mean', fill: ['InteractiveUtil'] } }],
        mode: 'live',
        existingSheets: ['Sheet1'],
      }) as WorkbookPlan;
      expect(await sheetNames(page)).toEqual(['Sheet1', 'Interactive capacity', 'Measurements']);
      for (const s of planned.sheets) expectCells(await sheetOf(page, s.name), s.cells);
      const sizing = await sheetOf(page, 'Interactive capacity');
      expect(sizing.cells[sizing.names.InteractiveUtil.split('!')[1].replace(/\$/g, '')].value).toBeCloseTo(mean, 12);
      expect((await sheetOf(page, 'Measurements')).charts.length).toBe(2);

      // A value typed over the filled one is the planner's: it wins, loses its mark, and the Measurements sheet says so.
      await util.fill('10%');
      await expect(mark.isVisible()).resolves.toBe(false);
      expect(await build(page)).toMatch(/^Added "Interactive capacity \(2\)", "Measurements \(2\)"/);
      const typedOver = await sheetOf(page, 'Interactive capacity (2)');
      expect(typedOver.cells[typedOver.names.InteractiveUtil.split('!')[1].replace(/\$/g, '')].value).toBe(0.1);
      expect(Object.values((await sheetOf(page, 'Measurements (2)')).cells).map((c) => c.value)).toContain('Given explicitly: not filled from the file.');

      // Removed, the file adds nothing more.
      await form.getByRole('button', { name: 'Remove the file' }).click();
      expect(await build(page)).toMatch(/^Added "Interactive capacity \(3\)" \(/);
    },
  );

  test('a build shows its progress step by step', async () => {
    const page = await open();
    await page.evaluate(() => {
      const w = window as unknown as { __steps: string[] };
      w.__steps = [];
      const line = document.querySelector('#panel-build .status-text')!;
      new MutationObserver(() => w.__steps.push(line.textContent ?? '')).observe(line, { childList: true, characterData: true, subtree: true });
    });
    await page.check('#mode-portable');
    await build(page);
    const steps = await page.evaluate(() => (window as unknown as { __steps: string[] }).__steps);
    expect(steps[0]).toBe('Reading the workbook…');
    expect(steps).toContain('Computing the sheet…');
    expect(steps.find((x) => x.startsWith('Writing'))).toMatch(/^Writing \d+ cells on [2-9] sheets…$/);
    expect(steps[steps.length - 1]).toMatch(/^Added "Interactive capacity"(, "[^"]+")+ \(\d+ cells\)\.$/);
  });

  test('values are checked as they are typed, with the messages the functions give', async () => {
    const page = await open();
    const form = page.locator('[data-template="interactive"]');
    const util = form.getByLabel('Measured interactive utilization', { exact: true });
    const errorOf = async (control: typeof util) => page.locator(`#${await control.getAttribute('id')}-error`).textContent();
    await util.fill('150%');
    const spec = TEMPLATES[0].inputs.find((i) => i.name === 'InteractiveUtil')!;
    const expected = readInput(spec, '150%');
    expect(isError(expected)).toBe(true);
    expect(await util.getAttribute('aria-invalid')).toBe('true');
    await expect(errorOf(util)).resolves.toBe(isError(expected) ? expected.message : '');

    const model = form.getByRole('combobox', { name: 'Model' });
    await model.fill('999-9999');
    const unknown = lookup('999-9999');
    expect(isError(unknown)).toBe(true);
    await expect(errorOf(model)).resolves.toBe(isError(unknown) ? unknown.message : '');

    const text = await build(page);
    expect(text).toMatch(/^Fix 2 inputs first: Model: Unknown model "999-9999"/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await sheetNames(page)).toEqual(['Sheet1']);
  });

  test.each([
    ['cell-edit mode', { cellEditMode: true }, CELL_EDIT],
    ['a protected workbook', { structureProtected: true }, STRUCTURE_PROTECTED],
  ])('%s: said in words, nothing written', async (_, props, message) => {
    const page = await open();
    await setHost(page, props);
    expect(await build(page)).toBe(message);
    expect(await page.locator('#panel-build [role="alert"]').textContent()).toBe(message);
    expect(await sheetNames(page)).toEqual(['Sheet1']);
  });

  test('an Excel too old for the sheet: said in words, nothing written', async () => {
    const page = await open({ apiVersion: '1.7' });
    expect(await build(page)).toMatch(/^This version of Excel is too old for the sheet: data validation, chart axis formats need Excel JavaScript API 1\.8/);
    expect(await sheetNames(page)).toEqual(['Sheet1']);
  });

  test(
    'outside Excel (office.js in a plain browser: CustomFunctions without Error): the pane ' +
      'still starts, checks values and browses; writing says where to open it',
    async () => {
      const page = await open({ outsideExcel: true });
      expect(await page.locator('#host-status').textContent()).toBe(
        'Open this pane from Excel to build sheets and insert formulas; until then you can browse.',
      );
      const util = page.locator('[data-template="interactive"]').getByLabel('Measured interactive utilization', { exact: true });
      await util.fill('150%');
      const expected = readInput(
        TEMPLATES[0].inputs.find((i) => i.name === 'InteractiveUtil')!,
        '150%',
      );
      expect(isError(expected)).toBe(true);
      expect(await page.locator(`#${await util.getAttribute('id')}-error`).textContent()).toBe(isError(expected) ? expected.message : '');
      await util.fill('32.1%');
      // An unknown model: the message comes from AS400.MODEL's own #N/A, which needs CustomFunctions.Error.
      const model = page.locator('[data-template="interactive"]').getByRole('combobox', { name: 'Model' });
      await model.fill('999-9999');
      const unknown = lookup('999-9999');
      expect(isError(unknown)).toBe(true);
      expect(await page.locator(`#${await model.getAttribute('id')}-error`).textContent()).toBe(isError(unknown) ? unknown.message : '');
      await model.fill('720-2061-1501');
      expect(await build(page)).toBe('Open this pane from Excel to build sheets.');
      await page.click('#tab-functions');
      await page.waitForFunction(() => /^\d+ of \d+ functions$/.test(document.getElementById('fn-count')?.textContent ?? ''));
    },
  );

  test('a failure in the middle of the write: the added sheet is removed and the error said', async () => {
    const page = await open();
    await setHost(page, { failWrite: 30 });
    expect(await build(page)).toMatch(
      /^Excel could not finish writing: .* The sheet it had added \("Interactive capacity"\) was removed; nothing else was changed\.$/,
    );
    expect(await sheetNames(page)).toEqual(['Sheet1']);
  });

  test('keyboard only: tabs with the arrow keys, the model picker, Build with Enter', async () => {
    const page = await open();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-build');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => [document.activeElement?.id, document.getElementById('panel-functions')?.hidden])).toEqual(['tab-functions', false]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('template');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('s20');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(searchModels('s20')[1].key);
    for (let i = 0; i < 20 && (await page.evaluate(() => document.activeElement?.id)) !== 'build'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#panel-build [role="status"]')?.textContent?.startsWith('Added'));
    const sheet = await sheetOf(page, 'Interactive capacity');
    const modelCell = sheet.names.Model.split('!')[1].replace(/\$/g, '');
    expect(sheet.cells[modelCell].value).toBe(searchModels('s20')[1].key);
  });

  test('Functions: find one, read its help, insert it into the active cell; a full cell is never overwritten', async () => {
    const page = await open();
    await page.click('#tab-functions');
    await page.fill('#fn-search', 'EIU');
    await page.waitForFunction(() => /^\d+ of \d+ functions$/.test(document.getElementById('fn-count')?.textContent ?? ''));
    const eiu = page.locator('details.fn[data-id="EIU"]');
    await eiu.locator('summary').click();
    await expect(eiu.textContent()).resolves.toMatch(/Returns: .*Source: /);
    await eiu.getByRole('button').click();
    const status = page.locator('#panel-functions .status');
    await page.waitForFunction(() => /Inserted|not empty|protected/.test(document.querySelector('#panel-functions .status')?.textContent ?? ''));
    expect(await status.textContent()).toMatch(/^Inserted =AS400\.EIU\(.*\) in Sheet1!A1\./);
    const formula = (await sheetOf(page, 'Sheet1')).cells.A1.formula;
    expect(formula).toMatch(/^=AS400\.EIU\(""(,"")*\)$/);

    await eiu.getByRole('button').click();
    await page.waitForFunction(() => document.querySelector('#panel-functions [role="alert"]')?.textContent !== '');
    expect(await page.locator('#panel-functions [role="alert"]').textContent()).toBe(
      'The active cell Sheet1!A1 is not empty. Select an empty cell, then insert again.',
    );

    await setHost(page, { activeCell: 'B2' });
    await page.evaluate(() => {
      const wb = (window as unknown as { fakeHost: { workbook: { sheets: { protected: boolean }[] } } }).fakeHost.workbook;
      wb.sheets[0].protected = true;
    });
    await eiu.getByRole('button').click();
    await page.waitForFunction((m) => document.querySelector('#panel-functions [role="alert"]')?.textContent === m, sheetProtected('Sheet1'));
  });

  test('Catalog: filter by family and CPW, insert the chosen rows as a table; bad filters are said', async () => {
    const page = await open();
    await page.click('#tab-catalog');
    await page.selectOption('#cat-family', '7xx');
    await page.fill('#cat-min', '100');
    await page.fill('#cat-max', '1000');
    await page.fill('#cat-int', '50');
    const keys = modelKeys('7xx', 100, 50);
    if (isError(keys)) throw new Error(keys.message);
    const expected = keys.filter((k) => {
      const m = lookup(k);
      return !isError(m) && m[0].processorCpw !== null && m[0].processorCpw <= 1000;
    });
    await expect(page.locator('#cat-count').textContent()).resolves.toBe(`${expected.length} models match`);
    await page.getByRole('checkbox', { name: `Select ${expected[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${expected[2]}` }).check();
    await expect(page.locator('#cat-insert').textContent()).resolves.toBe('Insert 2 selected rows as a table');
    await page.click('#cat-insert');
    await page.waitForFunction(() => /^Added/.test(document.querySelector('#panel-catalog .status [role="status"]')?.textContent ?? ''));
    const sheet = await sheetOf(page, 'AS400 models');
    expect(sheet.tables).toEqual([{ name: 'AS400Models', ref: 'A3:N5', hasHeaders: true, style: 'TableStyleLight1' }]);
    expect([sheet.cells.A4.value, sheet.cells.A5.value]).toEqual([expected[0], expected[2]]);

    await page.fill('#cat-min', 'abc');
    await expect(page.locator('#cat-problem').textContent()).resolves.toBe('min_cpw must be a number 0 or more, got text "abc"');
    expect(await page.locator('#cat-min').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#cat-insert').isDisabled()).toBe(true);
  });

  test('accessibility (axe) in light and dark, every tab; screenshots for the README', async () => {
    const axe = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    fs.mkdirSync(SHOTS, { recursive: true });
    const check = async (page: Page, what: string): Promise<void> => {
      await page.evaluate(axe);
      type Rule = { id: string; nodes: { target: string[] }[] };
      type Results = { violations: Rule[]; passes: Rule[]; incomplete: Rule[]; inapplicable: Rule[] };
      const { violations, ran } = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run(o: unknown): Promise<Results> } }).axe.run({
          runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        });
        return {
          violations: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          ran: [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable].map((r) => r.id),
        };
      });
      expect([what, violations]).toEqual([what, []]);
      // WCAG 2.2 AA is in the run: its target-size rule (2.5.8) was evaluated.
      expect(ran).toContain('target-size');
    };
    for (const [theme, context] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      // Dark comes from Excel's theme in one run and from the system's in the other.
      const page = await open(theme === 'dark' ? {} : { theme: 'light' }, context);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(theme === 'dark' ? 'rgb(41, 41, 41)' : 'rgb(255, 255, 255)');
      await check(page, `build, ${theme}`);
      await page.screenshot({ path: path.join(SHOTS, `pane-build-${theme}.png`), fullPage: true });
      // A table input (the web mix) and its key results.
      await page.selectOption('#template', 'web');
      await check(page, `build web, ${theme}`);
      if (theme === 'light') await page.screenshot({ path: path.join(SHOTS, 'pane-build-web-light.png'), fullPage: true });
      await page.selectOption('#template', 'interactive');
      await page.click('#tab-functions');
      await page.waitForSelector('details.fn');
      await page.locator('details.fn[data-id="CPW"] summary').click();
      await check(page, `functions, ${theme}`);
      await page.screenshot({ path: path.join(SHOTS, `pane-functions-${theme}.png`) });
      await page.click('#tab-catalog');
      await page.selectOption('#cat-family', '8xx');
      await page.locator('#panel-catalog input[type="checkbox"]').nth(1).check();
      await check(page, `catalog, ${theme}`);
      await page.screenshot({ path: path.join(SHOTS, `pane-catalog-${theme}.png`) });
    }
    const officeDark = await open({ theme: 'dark' }, light);
    expect(await officeDark.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor])).toEqual([
      'dark',
      'rgb(41, 41, 41)',
    ]);
    await check(officeDark, 'build, dark from Office on a light system');
  });
});
