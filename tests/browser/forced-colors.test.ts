/**
 * Windows contrast themes (forced colours) in Chromium: the system replaces the page's colours, and
 * backgrounds most of all, so a mark drawn as a background vanishes. The selected tab must stay marked:
 * its bar is a border in the system's Highlight colour, seen in a screenshot under the selected tab and
 * under no other. Checked with the pane's light and dark system schemes (Windows' dark and light contrast themes).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { newContext, paneSuite } from '../../support/pane';

jest.setTimeout(180_000);

const suite = paneSuite();
const contexts: Partial<Record<'light' | 'dark', BrowserContext>> = {};
beforeAll(async () => {
  contexts.light = await newContext(suite.browser, 'light');
  contexts.dark = await newContext(suite.browser, 'dark');
});

async function open(scheme: 'light' | 'dark'): Promise<Page> {
  const { page } = await suite.open(contexts[scheme]!);
  await page.emulateMedia({ forcedColors: 'active' });
  return page;
}

/** A system colour as the page computes it, and as the screen shows it (a border of it, drawn and read back). */
async function systemColour(page: Page, name: string): Promise<{ css: string; rgb: [number, number, number] }> {
  const css = await page.evaluate((n) => {
    const probe = document.createElement('div');
    probe.id = 'colour-probe';
    probe.style.cssText = `position: fixed; left: 0; top: 0; width: 0; height: 0; border: 10px solid ${n}`;
    document.body.append(probe);
    return getComputedStyle(probe).borderTopColor;
  }, name);
  const shot = PNG.sync.read(await page.screenshot({ clip: { x: 5, y: 5, width: 1, height: 1 } }));
  await page.evaluate(() => document.getElementById('colour-probe')?.remove());
  return { css, rgb: [shot.data[0], shot.data[1], shot.data[2]] };
}

/** How many pixels of the tab's bottom strip (where the bar is drawn) are the colour. */
async function pixelsOf(page: Page, tab: string, rgb: readonly number[]): Promise<number> {
  const box = (await page.locator(tab).boundingBox())!;
  const shot = PNG.sync.read(await page.screenshot({ clip: { x: box.x, y: box.y + box.height - 6, width: box.width, height: 6 } }));
  let n = 0;
  for (let i = 0; i < shot.data.length; i += 4) {
    if (Math.abs(shot.data[i] - rgb[0]) + Math.abs(shot.data[i + 1] - rgb[1]) + Math.abs(shot.data[i + 2] - rgb[2]) <= 6) n++;
  }
  return n;
}

describe('the task pane in forced colours (Windows contrast themes)', () => {
  test.each(['light', 'dark'] as const)('system scheme %s: the selected tab is marked in Highlight, as a border, and follows the selection', async (scheme) => {
    const page = await open(scheme);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const highlight = await systemColour(page, 'Highlight');
    const canvas = await systemColour(page, 'Canvas');
    expect(highlight.rgb).not.toEqual(canvas.rgb);

    const bar = (tab: string) =>
      page.locator(tab).evaluate((el) => {
        const s = getComputedStyle(el, '::after');
        return { content: s.content, width: s.borderBottomWidth, style: s.borderBottomStyle, colour: s.borderBottomColor };
      });
    expect(await bar('#tab-build')).toEqual({ content: '""', width: '3px', style: 'solid', colour: highlight.css });

    // Seen on screen: the bar's pixels under the selected tab, none under the others.
    const width = (await page.locator('#tab-build').boundingBox())!.width;
    expect(await pixelsOf(page, '#tab-build', highlight.rgb)).toBeGreaterThan(width);
    expect(await pixelsOf(page, '#tab-functions', highlight.rgb)).toBe(0);

    await page.click('#tab-functions');
    await page.mouse.move(0, 0);
    expect(await pixelsOf(page, '#tab-functions', highlight.rgb)).toBeGreaterThan(width);
    expect(await pixelsOf(page, '#tab-build', highlight.rgb)).toBe(0);
    expect((await bar('#tab-build')).content).toBe('none');
  });
});
