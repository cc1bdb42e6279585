/**
 * The pane's answer line says what the sheet Build writes says: the same request (the measurement
 * file, the report fields), so the same date to count from and the same system named; values a file
 * fills shown as the sheet prints them; a refusal in the pane named by the pane's field, never a
 * command-line flag; and the Consolidation form says what is wrong with a source line as it is
 * typed. Offline, with the fake Office host, as tests/browser/pane.test.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { planWorkbook } from '../../addin/sheets';
import type { WorkbookPlan } from '../../addin/workbook/plan';
import type { InputValue } from '../../addin/workbook/template';
import { type Measurements, readMeasurements } from '../../addin/measurements/read';
import { build, newContext, paneSuite } from '../../support/pane';

jest.setTimeout(180_000);

const suite = paneSuite();
let context: BrowserContext;
beforeAll(async () => {
  context = await newContext(suite.browser, 'light');
});

type Sheet = { cells: Record<string, { value: unknown; formula: string | null }>; names: Record<string, string> };
type Host = { fakeHost: { sheetNames(): string[]; sheet(name: string): Sheet } };
const sheetOf = (page: Page, name: string): Promise<Sheet> => page.evaluate((n) => (window as unknown as Host).fakeHost.sheet(n), name);
const named = (sheet: Sheet, name: string): unknown => sheet.cells[sheet.names[name].split('!')[1].replace(/\$/g, '')].value;
const answerOf = (page: Page): Promise<string> =>
  page
    .locator('#key-results')
    .textContent()
    .then((t) => t ?? '');

test(
  'a report with a measurement file and a system name: the answer line is the Summary sheet’s sentence, ' +
    'counted from the last interval, the filled value as the sheet prints it',
  async () => {
    const { page } = await suite.open(context);
    await page.selectOption('#template', 'report');
    const form = page.locator('[data-template="report"]');
    // Measured in March 2024: counted from today instead, the months to the limit would end years later.
    const text = ['timestamp,cpu,interactive', '2024-03-19 10:00,40,8', '2024-03-19 10:15,45.37,7.9'].join('\n');
    await form.getByLabel('Measurement file', { exact: true }).setInputFiles({ name: 'week.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page.waitForFunction(() => /Filled with/.test(document.querySelector('[data-template="report"] .measured-field .field-hint')?.textContent ?? ''));
    await page.click('details.report-fields > summary');
    await page.getByLabel('System name', { exact: true }).fill('PROD');

    // 45.37% in a 0.0% cell prints 45.4%: the field shows that, not the value to twelve digits.
    const cpu = form.getByLabel('Measured CPU utilization', { exact: true });
    expect(await cpu.inputValue()).toBe('45.4%');
    expect(await form.locator('.measured-field .field-hint').textContent()).toContain('Filled with the peak: Measured CPU utilization 45.4%');

    await page.waitForFunction(() => /^Move PROD to /.test(document.getElementById('key-results')?.textContent ?? ''));
    const answer = await answerOf(page);
    // The workbook Build writes: the core's plan of the same request, whose cells cache what Excel computes.
    const measurements = readMeasurements(text) as Measurements;
    const planned = (inputs: Record<string, InputValue>, fill: string[], existingSheets: string[]) =>
      planWorkbook({
        templates: [{ id: 'report', inputs, measured: { file: 'week.csv', measurements, statistic: 'peak', fill } }],
        mode: 'live',
        report: { SystemName: 'PROD' },
        existingSheets,
      }) as WorkbookPlan;
    const sentenceOf = async (plan: WorkbookPlan): Promise<string> => {
      const cell = plan.sheets[0].cells.find((c) => typeof c.value === 'string' && c.value.startsWith('Move '))!;
      // Written as planned: the formula whose value the plan caches.
      expect((await sheetOf(page, plan.sheets[0].name)).cells[cell.ref]).toMatchObject({ formula: cell.formula });
      return cell.value as string;
    };
    const first = planned({}, ['CpuUtil', 'InteractiveUtil'], ['Sheet1']);
    expect(await build(page)).toMatch(/^Added "Summary"/);
    expect(answer).toBe(await sentenceOf(first));
    expect(answer).toMatch(/^Move PROD to .*: \d+(\.\d)?% used today, under the 70% guideline until [A-Z][a-z]+ \d{4}\.$/);
    // Counted from the day of the last interval (Excel's serial day of 2024-03-19), not from today.
    const scenarios = await sheetOf(page, 'Scenarios');
    expect(named(scenarios, 'CountFrom')).toBe(Date.UTC(2024, 2, 19) / 86_400_000 + 25_569);
    // The sheet holds the file's value itself, unrounded.
    expect(named(scenarios, 'CpuUtil')).toBeCloseTo(0.4537, 12);

    // Typed over, the value is the planner's: the line follows the field, and the sheet has the typed value.
    await cpu.fill('50%');
    await page.waitForFunction((before) => (document.getElementById('key-results')?.textContent ?? before) !== before, answer);
    const typed = await answerOf(page);
    const existing = await page.evaluate(() => (window as unknown as Host).fakeHost.sheetNames());
    expect(await build(page)).toMatch(/^Added "Summary \(2\)"/);
    expect(named(await sheetOf(page, 'Scenarios (2)'), 'CpuUtil')).toBe(0.5);
    expect(typed).toBe(await sentenceOf(planned({ CpuUtil: 0.5 }, ['InteractiveUtil'], existing)));
  },
);

test('a history whose trend the growth field does not take: refused naming the field, never a command-line flag', async () => {
  const { page } = await suite.open(context);
  await page.selectOption('#template', 'runway');
  const form = page.locator('[data-template="runway"]');
  // Monthly peaks falling 2 points a month: a shrinking workload, below the 0.1% the growth takes.
  const lines = ['timestamp,cpu'];
  for (let k = 0; k < 6; k++) lines.push(`2024-${String(k + 1).padStart(2, '0')}-10 14:00,${80 - 2 * k}`);
  await form.getByLabel('History files', { exact: true }).setInputFiles({ name: 'falling.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await page.waitForFunction(() => document.querySelector('.history-field .field-error')?.textContent !== '');
  const label = (await form.locator('label[for^="in-AnnualGrowth"]').textContent()) ?? '';
  expect(label).toBe('Annual growth');
  const refusal = (await form.locator('.history-field .field-error').textContent()) ?? '';
  expect(refusal).toMatch(/^falling\.csv: the history's trend is -\d+(\.\d)?% a year; Annual growth takes 0\.1% to 100%: give Annual growth yourself$/);
  expect(refusal).not.toContain('--');
  await page.waitForFunction(() => document.getElementById('key-results')?.textContent === 'The results show once the history files are read, or removed.');
  expect(await build(page)).toMatch(/^The history was refused, so nothing was written: falling\.csv/);
});

test('consolidation: a source line says what is wrong with it as it is typed, and the answer line says why instead of going blank', async () => {
  const { page } = await suite.open(context);
  await page.selectOption('#template', 'consolidation');
  const form = page.locator('[data-template="consolidation"]');
  await form.locator('div.source-line').nth(1).waitFor();
  const line = (k: number) => form.locator('div.source-line').nth(k);
  const error = (k: number) => line(k).locator('.field-error').textContent();
  // The answer line follows the form a moment after each edit.
  const results = (want: string | RegExp): Promise<unknown> =>
    page.waitForFunction(
      ([w, isRegExp]) => {
        const t = document.querySelector('[data-template="consolidation"] .key-results-text')?.textContent ?? '';
        return isRegExp ? new RegExp(w).test(t) : t === w;
      },
      [typeof want === 'string' ? want : want.source, typeof want !== 'string'] as const,
    );

  await line(0).getByLabel('Name', { exact: true }).fill('Alpha');
  const system = line(0).getByLabel('100% is', { exact: true });
  await system.fill('600 CPW x');
  await page.waitForFunction(() => /^100% is: /.test(document.querySelector('.source-line .field-error')?.textContent ?? ''));
  const wrong = (await error(0)) ?? '';
  expect(wrong).toContain('600 CPW x');
  expect(await system.getAttribute('aria-invalid')).toBe('true');
  // Line 2, not typed in yet, says nothing.
  expect(await error(1)).toBe('');
  await results(`The figures show once the form is complete: System 1: ${wrong.replace(/\.$/, '')}.`);

  // Emptied: it says so, under the line and in the answer line.
  await system.fill('');
  await page.waitForFunction(() => /the system is empty/.test(document.querySelector('.source-line .field-error')?.textContent ?? ''));
  expect(await error(0)).toBe('100% is: the system is empty: give a catalog key, "N CPW" or "N CPW per core"');
  await results(/^The figures show once the form is complete: System 1: 100% is: the system is empty/);

  // Right, the line asks for its file only at Build (not yet chosen, so not yet said).
  await system.fill('600 CPW');
  await page.waitForFunction(() => (document.querySelector('.source-line .field-error')?.textContent ?? 'x') === '');
  expect(await system.getAttribute('aria-invalid')).toBe('false');
  await results('The figures show once the form is complete: System 1: choose its measurement files (one, or its months).');
  expect(await build(page)).toMatch(/^Nothing was written: System 1: choose its measurement files \(one, or its months\)/);
  // The line's own message is drawn beside the status; on a loaded machine a moment after it.
  await page.waitForFunction(() => document.querySelector('.source-line .field-error')?.textContent === 'choose its measurement files (one, or its months)');
  expect(await error(0)).toBe('choose its measurement files (one, or its months)');
});
