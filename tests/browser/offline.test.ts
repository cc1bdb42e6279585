/**
 * Offline in Chromium, as Excel desktop's WebView2 runs the add-in: a copy of the build (with the
 * fake Office host as its office.js) served by `as400-sizer serve`'s server, with service workers
 * allowed. Loaded once online, the server stopped, loaded again: the pane works and the functions
 * answer. The build changed (its offline layer redone, as the build does), served again, loaded:
 * the new version is used at once, replaces the old one's cache, and is what answers offline next.
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { offlineDir, type BuildInfo } from '../../cli/offline-build';
import { serve, type Served } from '../../cli/serve';
import {
  closeClean,
  DIST,
  ensureBuilt,
  fakeOfficeScript,
  launch,
  localhostCertificate,
  newContext,
  openPane,
  type Pane,
  type Server,
} from '../../support/pane';

jest.setTimeout(180_000);

const CACHE_PREFIX = 'as400-capacity-planner-';

let tmp: string;
let site: string;
let tls: { key: Buffer; cert: Buffer };
let port = 0;
let served: Served | null = null;
let fake: string;
let browser: Browser;
let context: BrowserContext;
const panes: Pane[] = [];

/** The copy of the build, served on the same port each time (the worker belongs to that origin). */
async function start(): Promise<Server> {
  served = await serve(site, port, tls);
  port = served.port;
  return { origin: `https://localhost:${port}`, close: stop };
}
async function stop(): Promise<void> {
  await served?.close();
  served = null;
}
const server = (): Server => ({ origin: `https://localhost:${port}`, close: stop });

async function open(): Promise<Page> {
  const pane = await openPane(context, server(), fake);
  panes.push(pane);
  return pane.page;
}

/** Waits until a worker controls the page and the only cache of the add-in is the one of `version`; returns what it holds. */
async function cachedBuild(page: Page, version: string): Promise<string[]> {
  return page.evaluate(
    async ({ prefix, version }) => {
      await navigator.serviceWorker.ready;
      for (let i = 0; i < 200; i++) {
        const names = (await caches.keys()).filter((n) => n.startsWith(prefix));
        if (navigator.serviceWorker.controller && names.length === 1 && names[0] === prefix + version) {
          const keys = await (await caches.open(names[0])).keys();
          return keys.map((r) => new URL(r.url).pathname.slice(1)).sort();
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no worker with the cache of ${version}: ${(await caches.keys()).join(', ')}`);
    },
    { prefix: CACHE_PREFIX, version },
  );
}

type Host = { fakeHost: { call(id: string, ...args: unknown[][][]): unknown[][]; associated(): string[] } };
const call = (page: Page, id: string, ...args: unknown[][][]) =>
  page.evaluate(({ id, args }) => (window as unknown as Host).fakeHost.call(id, ...args), { id, args });

beforeAll(async () => {
  ensureBuilt();
  fake = fakeOfficeScript();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-offline-'));
  site = path.join(tmp, 'dist');
  fs.cpSync(DIST, site, { recursive: true });
  // A worker fetches past the browser test's routes, so the fake host is the build's own office.js here.
  fs.writeFileSync(path.join(site, 'office', 'office.js'), fake);
  offlineDir(site);
  tls = localhostCertificate(tmp);
  // Chromium registers a worker only when the certificate is valid, not merely ignored (ignoreHTTPSErrors):
  // it takes the test's own certificate as valid by its public key (Excel gets the trusted developer one).
  const spki = crypto
    .createHash('sha256')
    .update(crypto.createPublicKey(tls.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  browser = await launch([`--ignore-certificate-errors-spki-list=${spki}`]);
  context = await newContext(browser, 'light', 'allow');
});

afterAll(async () => {
  await browser?.close();
  await stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

afterEach(() => closeClean(panes));

const info = (): BuildInfo => JSON.parse(fs.readFileSync(path.join(site, 'build.json'), 'utf8')) as BuildInfo;

describe('the add-in offline (service worker)', () => {
  test('loaded once online, it opens and computes with the server gone', async () => {
    await start();
    const first = await open();
    const build = info();
    // Every file of the build is in the cache, office.js and what it loads included.
    expect(await cachedBuild(first, build.version)).toEqual([...build.files].sort());
    await stop();

    const page = await open();
    expect(await page.locator('h1').textContent()).toBe('AS/400 Capacity Planner');
    // The functions answer: Appendix D, Table D.2.1.1 prints 240 CPW for the 720-2061 (1501).
    expect(await call(page, 'CPW', [['720-2061-1501']])).toEqual([[240]]);
    expect(await call(page, 'CPW', [['no such model']])).toEqual([[{ error: '#N/A' }]]);
    // The pane works: the function list (functions.json, function-help.json) and a build.
    await page.click('#tab-functions');
    await page.waitForFunction(() => /^\d+ of \d+ functions$/.test(document.getElementById('fn-count')?.textContent ?? ''));
    expect(await page.locator('details.fn[data-id="EIU"]').count()).toBe(1);
    await page.click('#tab-build');
    await page.click('#build');
    await page.waitForFunction(() => /^Added /.test(document.querySelector('#panel-build .status')?.textContent ?? ''));
    // The function help (each function's helpUrl) opens from the copy too, with its stylesheets.
    const help = await context.newPage();
    await help.goto(`${server().origin}/help.html#EIU`);
    expect(await help.locator('#EIU h3').textContent()).toMatch(/^AS400\.EIU\(/);
    expect(await help.evaluate(() => getComputedStyle(document.querySelector('body.help main')!).maxWidth)).not.toBe('none');
    await help.close();
  });

  test('a new build is used as soon as the server answers, replaces the old cache, and is the one offline afterwards', async () => {
    const old = info().version;
    // The second version: a changed page and a changed script, then the offline layer redone as the build does.
    const page = path.join(site, 'taskpane.html');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('<h1>AS/400 Capacity Planner</h1>', '<h1>AS/400 Capacity Planner, second build</h1>'));
    fs.appendFileSync(path.join(site, 'taskpane.js'), '\n;document.documentElement.dataset.build="second";\n');
    const next = offlineDir(site).version;
    expect(next).not.toBe(old);

    await start();
    const online = await open();
    expect(await online.locator('h1').textContent()).toBe('AS/400 Capacity Planner, second build');
    expect(await online.evaluate(() => document.documentElement.dataset.build)).toBe('second');
    expect(await cachedBuild(online, next)).toEqual([...info().files].sort());
    await stop();

    const offline = await open();
    expect(await offline.locator('h1').textContent()).toBe('AS/400 Capacity Planner, second build');
    expect(await offline.evaluate(() => document.documentElement.dataset.build)).toBe('second');
    expect(await call(offline, 'CPW', [['720-2061-1501']])).toEqual([[240]]);
  });
});
