/**
 * The Build form reads its model (taskpane/form-model.ts), not its controls: a field reads its control
 * once per change and puts the reading in the model, and Build takes the values from there; a file's
 * value shows rounded as the sheet prints it, and Build takes the file's own. Offline, with the fake
 * Office host, as tests/browser/pane.test.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { build, newContext, paneSuite } from '../../support/pane';

jest.setTimeout(180_000);

const suite = paneSuite();
let context: BrowserContext;
beforeAll(async () => {
  context = await newContext(suite.browser, 'light');
});

type Host = { fakeHost: { sheet(name: string): { cells: Record<string, { value: unknown }>; names: Record<string, string> } } };

/** The value of the cell a sheet names `name` (its input's defined name). */
const named = (page: Page, sheet: string, name: string): Promise<unknown> =>
  page.evaluate(
    ([s, n]) => {
      const got = (window as unknown as Host).fakeHost.sheet(s);
      return got.cells[got.names[n].split('!')[1].replace(/\$/g, '')].value;
    },
    [sheet, name] as const,
  );

test("Build takes the value typed, as the field read it when it changed; a control's text changed by no event is not read", async () => {
  const page = (await suite.open(context)).page;
  const util = page.locator('[data-template="interactive"]').getByLabel('Measured interactive utilization', { exact: true });
  await util.fill('10%');
  expect(await build(page)).toMatch(/^Added "Interactive capacity"/);
  expect(await named(page, 'Interactive capacity', 'InteractiveUtil')).toBe(0.1);
  // A script's change fires no input event: the field never read it, so neither the form's model nor Build has it.
  await util.evaluate((input) => void ((input as HTMLInputElement).value = '50%'));
  expect(await build(page)).toMatch(/^Added "Interactive capacity \(2\)"/);
  expect(await named(page, 'Interactive capacity (2)', 'InteractiveUtil')).toBe(0.1);
  // The planner's own change is read.
  await util.fill('50%');
  expect(await build(page)).toMatch(/^Added "Interactive capacity \(3\)"/);
  expect(await named(page, 'Interactive capacity (3)', 'InteractiveUtil')).toBe(0.5);
});

test("a file's value shows as the sheet prints it (0.0%), and Build takes the file's own, unrounded", async () => {
  const page = (await suite.open(context)).page;
  const form = page.locator('[data-template="interactive"]');
  // The interactive peak is 32.1234% (an interval's percentage as written), shown to a tenth of a point.
  const text = ['timestamp,cpu,interactive', '2024-03-19 10:00,85.2,32.1234', '2024-03-19 10:15,70,20', '2024-03-19 10:30,60,15'].join('\n');
  await form.getByLabel('Measurement file', { exact: true }).setInputFiles({ name: 'peak.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /Filled with/.test(document.querySelector('[data-template="interactive"] .measured-field .field-hint')?.textContent ?? ''));
  const util = form.getByLabel('Measured interactive utilization', { exact: true });
  expect(await util.inputValue()).toBe('32.1%');
  await page.check('#mode-live');
  expect(await build(page)).toMatch(/^Added "Interactive capacity", "Measurements"/);
  expect(await named(page, 'Interactive capacity', 'InteractiveUtil')).toBeCloseTo(32.1234 / 100, 12);
  // Typed over, the planner's value is Build's.
  await util.fill('40%');
  expect(await build(page)).toMatch(/^Added "Interactive capacity \(2\)", "Measurements \(2\)"/);
  expect(await named(page, 'Interactive capacity (2)', 'InteractiveUtil')).toBe(0.4);
});
