/**
 * The built task pane in a real browser, offline: dist/ served over HTTPS on localhost with a
 * certificate made for the run, Debian's Chromium driven by playwright-core, office.js replaced by
 * the fake host, and every request to another origin refused and recorded. The browser tests and
 * the benchmark (measurePaneStartup) both use it.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import https from 'https';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FakeHostOptions } from './fake-office';
import { median } from './median';

export const ROOT = path.resolve(__dirname, '..');
export const DIST = path.join(ROOT, 'dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium from reaching out on its own (updates, sync, QUIC probes). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds dist/ unless it is newer than every source the page is made from. */
export function ensureBuilt(): { built: boolean } {
  const out = path.join(DIST, 'taskpane.js');
  const sources = Math.max(
    ...['taskpane', 'functions', 'addin'].map((d) => newestMtime(path.join(ROOT, d))),
    fs.statSync(path.join(ROOT, 'webpack.config.js')).mtimeMs,
  );
  if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= sources && fs.existsSync(path.join(DIST, 'function-help.json'))) return { built: false };
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: ROOT, stdio: 'pipe' });
  return { built: true };
}

/** The fake host as one browser script (esbuild, which tsx brings). */
export function fakeOfficeScript(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  const out = esbuild.buildSync({
    entryPoints: [path.join(__dirname, 'fake-office.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

export interface Server {
  readonly origin: string;
  close(): Promise<void>;
}

/** A self-signed certificate for localhost (and 127.0.0.1), valid a day, written into `dir` by openssl. */
export function localhostCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'pipe' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** dist/ (or another built folder) over HTTPS on localhost, with a self-signed certificate made in a temporary folder; port 0 picks one. */
export async function serveDist(root: string = DIST, port = 0): Promise<Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pane-cert-'));
  const server = https.createServer(localhostCertificate(dir), (req, res) => {
    const url = new URL(req.url ?? '/', 'https://localhost');
    const file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const chosen = (server.address() as AddressInfo).port;
  return {
    origin: `https://localhost:${chosen}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}

export async function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A fresh browser profile. Service workers are blocked unless asked for (offline.test.ts): a worker
 * would answer the page's requests from its cache, out of sight of the routes openPane sets.
 */
export async function newContext(
  browser: Browser,
  colorScheme: 'light' | 'dark' = 'light',
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<BrowserContext> {
  return browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 320, height: 900 }, colorScheme, serviceWorkers, reducedMotion: 'reduce' });
}

/** What a page did that it must not: reach another origin, throw, or break the Content-Security-Policy. */
export interface Trouble {
  foreign: string[];
  errors: string[];
  csp: string[];
}

export interface Pane {
  readonly page: Page;
  readonly trouble: Trouble;
  /** Milliseconds from navigation start to the pane's "interactive" mark. */
  readonly startupMs: number;
}

/** Opens the pane with the fake host and waits until it is interactive. */
export async function openPane(context: BrowserContext, server: Server, fake: string, host: FakeHostOptions = {}): Promise<Pane> {
  const page = await context.newPage();
  const trouble: Trouble = { foreign: [], errors: [], csp: [] };
  await page.addInitScript((options) => {
    (window as unknown as { __FAKE_HOST__: unknown }).__FAKE_HOST__ = options;
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  }, host);
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== server.origin) {
      trouble.foreign.push(url.href);
      return route.abort('blockedbyclient');
    }
    if (url.pathname === '/office/office.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: fake });
    return route.continue();
  });
  page.on('pageerror', (e) => trouble.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') trouble.errors.push(m.text());
  });
  await page.goto(`${server.origin}/taskpane.html`);
  await page.waitForSelector('body[data-ready="true"]');
  const startupMs = await page.evaluate(() => performance.getEntriesByName('pane-interactive')[0]?.startTime ?? NaN);
  return { page, trouble, startupMs };
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** Closes the test's pages (emptying the list), each having reached no other origin, thrown nothing and broken no CSP. */
export async function closeClean(panes: Pane[]): Promise<void> {
  for (const pane of panes.splice(0)) {
    const csp = await cspViolations(pane.page);
    await pane.page.close();
    expect({ foreign: pane.trouble.foreign, errors: pane.trouble.errors, csp }).toEqual({ foreign: [], errors: [], csp: [] });
  }
}

/**
 * Start-up of the pane to interactive (the "pane-interactive" mark: Office ready, Build tab made
 * and listening), in milliseconds from navigation start, over fresh pages of one browser. For the
 * benchmark; builds dist/ first if it is stale.
 */
export async function measurePaneStartup(runs = 7): Promise<{ medianMs: number; runsMs: number[] }> {
  ensureBuilt();
  const fake = fakeOfficeScript();
  const server = await serveDist();
  const browser = await launch();
  try {
    const context = await newContext(browser);
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const pane = await openPane(context, server, fake);
      runsMs.push(Math.round(pane.startupMs));
      await pane.page.close();
    }
    await context.close();
    return { medianMs: median(runsMs), runsMs };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** A suite's pages of the pane: the server, Chromium and the fake host, started once for its tests. */
export interface PaneSuite {
  readonly browser: Browser;
  /** Opens the pane; after the test the page is closed, and it must have reached no other origin, thrown nothing and broken no CSP. */
  open(context: BrowserContext, host?: FakeHostOptions): Promise<Pane>;
}

/** Registers the suite's set-up and its checks after each test (Jest hooks); call it at the top of a test file. */
export function paneSuite(): PaneSuite {
  let server: Server;
  let browser: Browser;
  let fake: string;
  const panes: Pane[] = [];
  beforeAll(async () => {
    ensureBuilt();
    fake = fakeOfficeScript();
    server = await serveDist();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(() => closeClean(panes));
  return {
    get browser() {
      return browser;
    },
    async open(context, host = {}) {
      const pane = await openPane(context, server, fake, host);
      panes.push(pane);
      return pane;
    },
  };
}

/** Presses Build and waits for its status to change: the status said. */
export async function build(page: Page): Promise<string> {
  const status = page.locator('#panel-build .status');
  const before = (await status.textContent()) ?? '';
  await page.click('#build');
  await page.waitForFunction((old) => {
    const s = document.querySelector('#panel-build .status');
    return !document.querySelector('form[aria-busy]') && s !== null && s.textContent !== old && s.textContent !== '';
  }, before);
  return (await status.textContent()) ?? '';
}
