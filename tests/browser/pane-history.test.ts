/**
 * The pane's measured history (docs/task-pane.md: a second picker takes history files): two files of
 * monthly peaks read in the page, the growth fitted and put in the runway's growth field, Build adds
 * the Trend sheet with the growth the definition gives; a refused file is named and nothing is
 * written. Offline, with the fake Office host, as tests/browser/pane.test.ts.
 */
import type { BrowserContext } from 'playwright-core';
import { build, newContext, paneSuite } from '../../support/pane';

jest.setTimeout(180_000);

const suite = paneSuite();
let context: BrowserContext;
beforeAll(async () => {
  context = await newContext(suite.browser, 'light');
});

type Host = {
  fakeHost: {
    sheetNames(): string[];
    sheet(name: string): { cells: Record<string, { value: unknown }>; names: Record<string, string>; pageLayout: { headers: Record<string, string> } };
  };
};

// Twelve monthly peaks growing about 14.5% a year, each on the 10th at 14:00, with a lower interval on the 24th (the
// 14-day step measures 28 days of each month, more than half of it, so every month is fitted).
const DAY = 86_400_000;
const months = Array.from({ length: 12 }, (_, k) => Date.UTC(2024, k, 1));
const peak = (k: number) => Math.round(40 * 1.145 ** ((months[k] - months[0]) / DAY / 365.25) * 10) / 10;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const csv = (ks: number[]) =>
  [
    'timestamp,cpu,interactive',
    ...ks.flatMap((k) => [`${stamp(months[k] + 9 * DAY + 14 * 3_600_000)},${peak(k)},10`, `${stamp(months[k] + 23 * DAY + 14 * 3_600_000)},${peak(k) - 5},10`]),
  ].join('\n');

/** Least squares of ln(peak) on the month's first day, exp(365.25 slope) - 1: the definition (sizing/trend.ts). */
function growth(): number {
  const x = months.map((t) => t / DAY);
  const y = months.map((_, k) => Math.log(peak(k)));
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  const sxy = x.reduce((s, v, i) => s + (v - mx) * (y[i] - my), 0);
  const sxx = x.reduce((s, v) => s + (v - mx) ** 2, 0);
  return Math.exp((365.25 * sxy) / sxx) - 1;
}

test('history files: read in the page, the fitted growth fills the growth field, Build adds the Trend sheet; a refused file writes nothing', async () => {
  const { page } = await suite.open(context);
  await page.selectOption('#template', 'runway');
  const form = page.locator('[data-template="runway"]');
  const picker = form.getByLabel('History files', { exact: true });
  const upload = (files: [string, string][]) => picker.setInputFiles(files.map(([name, text]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })));
  const sheetNames = () => page.evaluate(() => (window as unknown as Host).fakeHost.sheetNames());

  // Nothing measured yet: the growth is the template default, and the pane says so.
  expect(await form.locator('.history-field .field-hint').textContent()).toMatch(/^Default, not measured: 20% a year is an add-in default/);

  // A refused file: named with its line, and Build writes nothing.
  await upload([
    ['early.csv', csv([0, 1, 2])],
    ['bad.csv', 'timestamp,cpu\n2024-06-10 14:00,<b>x</b>\n'],
  ]);
  await page.waitForFunction(() => document.querySelector('.history-field .field-error')?.textContent !== '');
  expect(await form.locator('.history-field .field-error').textContent()).toMatch(/^bad\.csv: line 2, column 2 \("cpu"\)/);
  expect(await form.locator('.history-field b').count()).toBe(0);
  expect(await build(page)).toMatch(/^The history was refused, so nothing was written: bad\.csv: line 2/);
  expect(await sheetNames()).toEqual(['Sheet1']);

  // A month measured for less than half its length (one interval of January 2025, 14 of its 31 days at the 14-day
  // step) is left out of the fit, and the pane names it, as the sheet and the command line do.
  await upload([
    ['early.csv', csv([0, 1, 2, 3, 4, 5])],
    ['late.csv', csv([6, 7, 8, 9, 10, 11])],
    ['tail.csv', `timestamp,cpu,interactive\n2025-01-10 14:00,80,10\n`],
  ]);
  await page.waitForFunction(() => /left out/.test(document.querySelector('.history-field .field-hint')?.textContent ?? ''));
  expect(await form.locator('.history-field .field-hint').textContent()).toContain(
    `12 months (2024-01 to 2024-12); left out: the month of 2025-01-01 (${((14 / 31) * 100).toFixed(1)}% of it measured)`,
  );
  await upload([
    ['late.csv', csv([6, 7, 8, 9, 10, 11])],
    ['early.csv', csv([0, 1, 2, 3, 4, 5])],
  ]);
  await page.waitForFunction(() => /a year fitted/.test(document.querySelector('.history-field .field-hint')?.textContent ?? ''));
  expect(await form.locator('.history-field .field-error').textContent()).toBe('');
  const hint = (await form.locator('.history-field .field-hint').textContent()) ?? '';
  expect(hint).toMatch(/^From late\.csv, early\.csv: .* a year fitted over the monthly peaks of total CPU of 12 months \(2024-01 to 2024-12\)/);
  const g = growth();
  const field = form.locator('input[id^="in-AnnualGrowth"]');
  // Shown to a tenth of a point, as the sheet's 0.0% cell prints it; the sheet holds the fit itself (below).
  expect(await field.inputValue()).toBe(`${(g * 100).toFixed(1)}%`);

  expect(await build(page)).toMatch(/^Added "Growth runway", "Trend"/);
  expect(await sheetNames()).toEqual(['Sheet1', 'Growth runway', 'Trend']);
  const runway = await page.evaluate(() => (window as unknown as Host).fakeHost.sheet('Growth runway'));
  const ref = runway.names.AnnualGrowth.split('!')[1].replace(/\$/g, '');
  expect(runway.cells[ref].value).toBeCloseTo(g, 12);
});

test(
  'report fields: folded under the form, given once for the workbook, written in the page ' +
    'header and under the title; a field too long is refused before anything is written',
  async () => {
    const { page } = await suite.open(context);
    await page.selectOption('#template', 'runway');
    await page.click('details.report-fields > summary');
    const organization = page.getByLabel('Organization', { exact: true });
    await organization.fill('x'.repeat(81));
    expect(await build(page)).toMatch(/Organization is 81 characters long: it takes at most 80/);
    expect(await page.evaluate(() => (window as unknown as Host).fakeHost.sheetNames())).toEqual(['Sheet1']);
    await organization.fill('ACME <b>Corp</b>');
    await page.getByLabel('System name', { exact: true }).fill('PROD');
    await page.getByLabel('Prepared by', { exact: true }).fill('J. Planner');
    expect(await build(page)).toMatch(/^Added "Growth runway"/);
    const sheet = await page.evaluate(() => (window as unknown as Host).fakeHost.sheet('Growth runway'));
    // The header names the organization and the system; who prepared it is under the title.
    expect(sheet.pageLayout.headers.centerHeader.startsWith('ACME <b>Corp</b> · PROD')).toBe(true);
    expect([sheet.cells.A3?.value, sheet.cells.B3?.value, sheet.cells.A4?.value]).toEqual(['Prepared by', 'J. Planner', 'Inputs']);
    expect(await page.locator('details.report-fields b').count()).toBe(0);
  },
);

test('a file with US dates (3/19/2024): refused as ambiguous, then read once the planner says month first', async () => {
  const { page } = await suite.open(context);
  const form = page.locator('[data-template="interactive"]');
  const text = ['timestamp,cpu,interactive', '3/19/2024 10:00,50,10', '3/19/2024 10:15,60,20', '3/19/2024 10:30,55,15'].join('\n');
  await form.getByLabel('Measurement file', { exact: true }).setInputFiles({ name: 'us.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelector('.measured-field .field-error')?.textContent !== '');
  expect(await form.locator('.measured-field .field-error').first().textContent()).toMatch(/^us\.csv: line 2, column 1/);
  await form.locator('details.measured-window > summary').click();
  await form.getByLabel('Dates with slashes and the year last', { exact: true }).selectOption('mdy');
  await page.waitForFunction(() => /Filled with/.test(document.querySelector('.measured-field .field-hint')?.textContent ?? ''));
  expect(await form.locator('.measured-field .field-hint').first().textContent()).toMatch(
    /^us\.csv \(timestamp, cpu, interactive columns\): 3 intervals, 2024-03-19 10:00 to 2024-03-19 10:30\. Total CPU: peak 60% at 2024-03-19 10:15/,
  );
  expect(await form.getByLabel('Measured interactive utilization', { exact: true }).inputValue()).toBe('20.0%');
});

test('a file without an interactive column fills the total only, and says why the interactive input is not filled', async () => {
  const { page } = await suite.open(context);
  await page.selectOption('#template', 'runway');
  const form = page.locator('[data-template="runway"]');
  const text = ['timestamp,cpu', '2024-03-19 10:00,50', '2024-03-19 10:15,62.5'].join('\n');
  await form.getByLabel('Measurement file', { exact: true }).setInputFiles({ name: 'total.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /Filled with/.test(document.querySelector('[data-template="runway"] .measured-field .field-hint')?.textContent ?? ''));
  const hint = (await form.locator('.measured-field .field-hint').first().textContent()) ?? '';
  expect(hint).toContain('Filled with the peak: CPU utilization today 62.5%.');
  expect(hint).toContain(
    'Not filled: Interactive utilization today, as the file has no interactive column, so its interactive CPU utilization is unknown (not 0).',
  );
});
