/**
 * The function help page (dist/help.html) in Chromium, served like the pane: nothing requested from another
 * origin, no Content-Security-Policy violation, no error; axe (WCAG 2.0-2.2 A/AA and best practice) in the
 * light and dark schemes; a function's helpUrl lands on its section.
 */
import fs from 'fs';
import type { Browser } from 'playwright-core';
import { ensureBuilt, launch, newContext, serveDist, type Server } from '../../support/pane';

jest.setTimeout(180_000);

let server: Server;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt();
  server = await serveDist();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the help page in Chromium', () => {
  test.each(['light', 'dark'] as const)('%s: loads only from its own origin, passes axe, and an anchor lands on its function', async (scheme) => {
    const context = await newContext(browser, scheme);
    const page = await context.newPage();
    const foreign: string[] = [];
    const errors: string[] = [];
    const requested: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as { __csp?: string[] };
        (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== server.origin) {
        foreign.push(url.href);
        return route.abort('blockedbyclient');
      }
      requested.push(url.pathname);
      return route.continue();
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    try {
      await page.goto(`${server.origin}/help.html#EIU`);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => location.hash)).toBe('#EIU');
      expect(await page.locator('#EIU h3').textContent()).toMatch(/^AS400\.EIU\(/);
      // The section is where the page scrolled to.
      expect(await page.locator('#EIU').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 2)).toBe(true);
      // The page and its stylesheets (and the icon, which Chromium may fetch later): nothing else.
      expect(requested).toEqual(expect.arrayContaining(['/help.html', '/taskpane.css', '/help.css']));
      for (const p of requested) expect(['/help.html', '/taskpane.css', '/help.css', '/assets/icon-32.png']).toContain(p);
      // The pane's theme: the dark scheme's background where the system asks for dark.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(scheme === 'dark' ? 'rgb(41, 41, 41)' : 'rgb(255, 255, 255)');

      await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
      const violations = await page.evaluate(async () => {
        type Rule = { id: string; nodes: { target: string[] }[] };
        const result = await (window as unknown as { axe: { run(o: unknown): Promise<{ violations: Rule[] }> } }).axe.run({
          runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        });
        return result.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .slice(0, 5)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
        );
      });
      expect(violations).toEqual([]);
      const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      expect({ foreign, errors, csp }).toEqual({ foreign: [], errors: [], csp: [] });
    } finally {
      await context.close();
    }
  });
});
