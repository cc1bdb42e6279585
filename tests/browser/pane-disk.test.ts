/**
 * The pane's measurements picker reads a QAPMDISK and a QAPMPOOLB export as the command line does
 * (the same reader, the same summary in words), fills no utilization input with them, and a window
 * cuts them; offline, with the fake Office host, as tests/browser/pane.test.ts.
 */
import type { BrowserContext } from 'playwright-core';
import { newContext, paneSuite } from '../../support/pane';

jest.setTimeout(180_000);

const suite = paneSuite();
let context: BrowserContext;
beforeAll(async () => {
  context = await newContext(suite.browser, 'light');
});

// Two intervals of three arms: 0001 busy 40% then 50%, 0002 10% then 0%, 0003 with no samples.
const disk = [
  'DATETIME,INTSEC,DSARM,DSASP,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSCAP,DSAVL',
  '2026-09-01 00:15:00,900,0001,1,900,540,9000,4500,1000,400',
  '2026-09-01 00:15:00,900,0002,1,900,810,900,900,1000,500',
  '2026-09-01 00:15:00,900,0003,1,0,0,90,0,1000,600',
  '2026-09-01 00:30:00,900,0001,1,900,450,18000,0,1000,390',
  '2026-09-01 00:30:00,900,0002,1,900,900,0,0,1000,490',
  '2026-09-01 00:30:00,900,0003,1,0,0,0,0,1000,600',
].join('\n');

const pools = [
  'DATETIME,INTSEC,PONBR,POSIZ,PODBF,PONDBF,POACTL',
  '2026-09-01 00:15:00,900,1,2000000,90,900,0',
  '2026-09-01 00:15:00,900,2,6000000,9000,1800,100',
  '2026-09-01 00:30:00,900,1,2000000,0,450,0',
  '2026-09-01 00:30:00,900,2,6000000,900,900,100',
].join('\n');

test('disk and pool files: said in words as the command line says them, no input filled', async () => {
  const { page } = await suite.open(context);
  const form = page.locator('[data-template="interactive"]');
  const picker = form.getByLabel('Measurement file', { exact: true });
  const upload = (name: string, text: string) => picker.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  const summary = form.locator('.measured-field .field-hint');
  const util = form.getByLabel('Measured interactive utilization', { exact: true });
  const before = await util.inputValue();

  await upload('disk.csv', disk);
  await page.waitForFunction(() => /Disk:/.test(document.querySelector('.measured-field .field-hint')?.textContent ?? ''));
  // Busy (DSSMPL - DSNBSY) / DSSMPL: the busiest 450/900 = 50% on 0001 at 00:30; 2 arms read, so PCR 14.1's 40%; space 1 - 1480/3000.
  const text = await summary.textContent();
  expect(text).toMatch(/^disk\.csv \(QAPMDISK export\): 2 intervals, 2026-09-01 00:15 to 2026-09-01 00:30\. /);
  expect(text).toContain("Disk: busiest arm 50% at peak (0001, 2026-09-01 00:30), above PCR 14.1's 40% for 2 arms; space 50.7% used.");
  expect(await summary.textContent()).toContain('Warning: 1 arm took no samples');
  expect(await util.inputValue()).toBe(before);

  await upload('pools.csv', pools);
  await page.waitForFunction(() => /Memory:/.test(document.querySelector('.measured-field .field-hint')?.textContent ?? ''));
  // Pool 1: (90 + 900) / 900 = 1.1 and 450 / 900 = 0.5 faults/s; all pools (990 + 10800) / 900 = 13.1 at 00:15.
  expect(await summary.textContent()).toContain(
    'Memory: 2 pools; machine pool 1.1 faults/s at peak, 0.8 mean; all pools 13.1 faults/s at peak (2026-09-01 00:15)',
  );
});
