/**
 * The pane's Consolidation (docs/task-pane.md: a line per system or partition, its measurement files
 * read in the page): two systems, each with its file picked and read in the page; a refused file named
 * with its line and column, and nothing written; then Build adds the report (its Summary, the
 * Consolidation sheet and its hidden data sheet) beside a sheet already called Consolidation, the
 * Consolidation sheet holding the coincident peak the definition gives (each system's work =
 * utilization x its CPW; the combined work their sum at each time; its peak the highest). Offline,
 * with the fake Office host, as tests/browser/pane.test.ts.
 */
import fs from 'fs';
import type { BrowserContext, Page } from 'playwright-core';
import { build, newContext, paneSuite } from '../../support/pane';

jest.setTimeout(180_000);

const suite = paneSuite();
let context: BrowserContext;
beforeAll(async () => {
  context = await newContext(suite.browser, 'light');
});

type Cell = { value: unknown; formula: string | null };
type Sheet = { cells: Record<string, Cell>; visibility: string; charts: { type: string; series: { chartType?: string; fill?: string | null }[] }[] };
type Host = { fakeHost: { sheetNames(): string[]; sheet(name: string): Sheet } };

// Two systems every 15 minutes over the same two hours, their peaks at different times.
const pad = (n: number) => String(n).padStart(2, '0');
const TIMES = Array.from({ length: 8 }, (_, k) => `2024-03-04 ${pad(10 + Math.floor(k / 4))}:${pad(15 * (k % 4))}`);
const ALPHA = { cpw: 600, cpu: [50, 90, 40, 30, 60, 20, 35, 45] };
const BETA = { cpw: 400, cpu: [70, 20, 30, 20, 40, 85, 25, 30] };
const csv = (cpu: number[]) => ['timestamp,cpu', ...TIMES.map((t, k) => `${t},${cpu[k]}`)].join('\n');
const work = (s: { cpw: number; cpu: number[] }) => s.cpu.map((u) => (u / 100) * s.cpw);
const combined = work(ALPHA).map((x, k) => x + work(BETA)[k]);
const peak = Math.max(...combined);
const peakAt = TIMES[combined.indexOf(peak)];
const sumOfPeaks = Math.max(...work(ALPHA)) + Math.max(...work(BETA));
const excelDate = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`) / 86_400_000 + 25_569;

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  type Rule = { id: string; nodes: { target: string[] }[] };
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(o: unknown): Promise<{ violations: Rule[] }> } }).axe.run({
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test('two files picked, one refused with its line and column, then Build writes the coincident peak beside a sheet already called Consolidation', async () => {
  const { page } = await suite.open(context, { sheets: ['Sheet1', 'Consolidation'] });
  const sheetNames = () => page.evaluate(() => (window as unknown as Host).fakeHost.sheetNames());
  await page.selectOption('#template', 'consolidation');
  const form = page.locator('[data-template="consolidation"]');
  await form.locator('div.source-line').nth(1).waitFor();
  const line = (k: number) => form.locator('div.source-line').nth(k);
  const upload = (k: number, name: string, text: string) =>
    line(k)
      .getByLabel('Measurement files', { exact: true })
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  await line(0).getByLabel('Name', { exact: true }).fill('Alpha');
  await line(0).getByLabel('100% is', { exact: true }).fill('600 CPW');
  await upload(0, 'alpha.csv', csv(ALPHA.cpu));
  await line(1).getByLabel('Name', { exact: true }).fill('Beta');
  await line(1).getByLabel('100% is', { exact: true }).fill('400 CPW');

  // A refused file: its line and column, shown as text, and Build writes nothing.
  const bad = csv(BETA.cpu).replace(`${TIMES[1]},${BETA.cpu[1]}`, `${TIMES[1]},<b>x</b>`);
  await upload(1, 'bad.csv', bad);
  await page.waitForFunction(() => (document.querySelectorAll('.source-line .field-error')[1]?.textContent ?? '') !== '');
  // Said as read, then (the form's check after each edit) as the line's fault.
  expect(await line(1).locator('.field-error').textContent()).toMatch(/^(the file was refused: )?bad\.csv: line 3, column 2/);
  expect(await form.locator('b').count()).toBe(0);
  expect(await build(page)).toMatch(/^Nothing was written: System 2: the file was refused: bad\.csv: line 3, column 2/);
  expect(await sheetNames()).toEqual(['Sheet1', 'Consolidation']);

  await upload(1, 'beta.csv', csv(BETA.cpu));
  await page.waitForFunction(() => /^beta\.csv: 8 intervals/.test(document.querySelectorAll('.source-line .field-hint')[1]?.textContent ?? ''));
  expect(await line(0).locator('.field-hint').textContent()).toBe(`alpha.csv: 8 intervals, ${TIMES[0]} to ${TIMES[7]}.`);

  // A target of the planner's own, with the cores its CPW is for.
  const targets = form.locator('fieldset.table-field').filter({ has: page.locator('legend', { hasText: /^Targets$/ }) });
  await targets.getByRole('button', { name: 'Add a line' }).click();
  await targets.getByLabel('Name', { exact: true }).fill('Power');
  // Its guideline, 70% of 1,500 CPW, within twice the coincident peak: the chart draws it (consolidation-charts.ts).
  await targets.getByLabel('Processor CPW', { exact: true }).fill('1500');
  await targets.getByLabel('Source of its ratings', { exact: true }).fill('Power data sheet, p. 2');
  await targets.getByLabel('Cores its CPW is for', { exact: true }).fill('4');

  // The figures before anything is written, as the sheet will give them.
  const one = (x: number) => x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  await page.waitForFunction(() => /Power:/.test(document.querySelector('[data-template="consolidation"] .key-results-text')?.textContent ?? ''));
  const said = (await form.locator('.key-results-text').textContent()) ?? '';
  expect(said).toContain(`Coincident peak: ${one(peak)} CPW at ${peakAt}; the sum of each one's peak: ${one(sumOfPeaks)} CPW`);
  expect(0.7 * 1500).toBeLessThanOrEqual(2 * peak);
  expect(said).toContain(`Power: ${Number(((peak / 1500) * 100).toFixed(1))}% used, within the 70% guideline.`);
  expect(await axeViolations(page)).toEqual([]);

  // Build reads what each line's controls held when they changed, not the controls: a name changed by no event is not read.
  await line(0)
    .getByLabel('Name', { exact: true })
    .evaluate((input: HTMLInputElement) => {
      input.value = 'Gamma';
    });
  expect(await build(page)).toMatch(/^Added "Summary", "Consolidation \(2\)", "Consolidation data"/);
  // The report's details follow: each system's Measurements (a day of intervals is too short for a Trend).
  expect(await sheetNames()).toEqual([
    'Sheet1',
    'Consolidation',
    'Summary',
    'Consolidation (2)',
    'Consolidation data',
    'Alpha Measurements',
    'Beta Measurements',
  ]);
  const get = (name: string) => page.evaluate((n) => (window as unknown as Host).fakeHost.sheet(n), name);
  expect(Object.keys((await get('Consolidation')).cells)).toEqual([]);

  const sheet = await get('Consolidation (2)');
  const label = Object.entries(sheet.cells).find(([ref, c]) => /^A\d+$/.test(ref) && c.value === 'Coincident peak (CPW)');
  expect(label).toBeDefined();
  const row = label![0].slice(1);
  expect(sheet.cells[`B${row}`].value).toBeCloseTo(peak, 9);
  expect(sheet.cells[`C${row}`].value).toBeCloseTo(excelDate(peakAt), 9);
  expect(sheet.charts.map((c) => [c.type, c.series.length, c.series[2].chartType])).toEqual([['AreaStacked', 3, 'Line']]);

  // The chart's points: each system's work at each time, their sum's highest the coincident peak.
  const data = await get('Consolidation data');
  expect(data.visibility).toBe('Hidden');
  expect([data.cells.B1.value, data.cells.C1.value]).toEqual(['Alpha', 'Beta']);
  const stacked = TIMES.map((_, k) => (data.cells[`B${k + 2}`].value as number) + (data.cells[`C${k + 2}`].value as number));
  stacked.forEach((x, k) => expect(x).toBeCloseTo(combined[k], 9));
  expect(Math.max(...stacked)).toBeCloseTo(peak, 9);
});
