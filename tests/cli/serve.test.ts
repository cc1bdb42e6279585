/**
 * as400-sizer serve: a built folder over HTTPS on the loopback addresses only, no-cache for the
 * page and every file without the build's hash, a year for a file named with it; nothing outside
 * the folder, nothing but GET and HEAD; clear refusals without a build or a certificate.
 */
import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import https from 'https';
import os from 'os';
import path from 'path';
import * as devCertDefaults from 'office-addin-dev-certs/lib/defaults';
import { DEV_CERTS, IMMUTABLE, NO_CACHE, serve, type Served } from '../../cli/serve';
import { BIN } from '../../support/cli';

jest.setTimeout(60_000);

const VERSION = '0123456789abcdef';

let dir: string;
let served: Served;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-serve-'));
  const site = path.join(dir, 'dist');
  fs.mkdirSync(path.join(site, 'office'), { recursive: true });
  fs.writeFileSync(path.join(site, 'taskpane.html'), `<script src=office/office.js?v=${VERSION}></script>`);
  fs.writeFileSync(path.join(site, 'office', 'office.js'), '/* office */');
  fs.writeFileSync(path.join(site, 'build.json'), JSON.stringify({ version: VERSION, files: ['office/office.js', 'taskpane.html'] }));
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside the build');
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], {
    stdio: 'pipe',
  });
  served = await serve(site, 0, { key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
});

afterAll(async () => {
  await served?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(pathname: string, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request({ host: '127.0.0.1', port: served.port, path: pathname, method, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('as400-sizer serve', () => {
  test('listens on loopback addresses only', () => {
    expect(served.addresses.length).toBeGreaterThan(0);
    for (const a of served.addresses) expect(['127.0.0.1', '::1']).toContain(a);
  });

  test("the page and unhashed files are revalidated each time; a file named with the build's hash is kept a year", async () => {
    const page = await get('/taskpane.html?_host_Info=Excel$Win32$16.01$en-US');
    expect(page).toMatchObject({ status: 200, headers: { 'cache-control': NO_CACHE, 'content-type': 'text/html; charset=utf-8' } });
    expect(page.body).toContain('office/office.js');
    expect((await get('/office/office.js')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get(`/office/office.js?v=${VERSION}`)).headers['cache-control']).toBe(IMMUTABLE);
    // Another build's hash is not this build's file: not kept.
    expect((await get('/office/office.js?v=ffffffffffffffff')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/')).status).toBe(302);
  });

  test('nothing outside the folder, nothing missing, no other method', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/office/..%2f..%2fsecret.txt', '/nope.js', '/office'])
      expect([p, (await get(p)).status]).toEqual([p, 404]);
    expect((await get('/taskpane.html', 'POST')).status).toBe(405);
    expect((await get('/taskpane.html', 'HEAD')).status).toBe(200);
  });

  test('takes the certificate from where office-addin-dev-certs puts it', () => {
    expect(path.join(DEV_CERTS, 'localhost.crt')).toBe(devCertDefaults.localhostCertificatePath);
    expect(path.join(DEV_CERTS, 'localhost.key')).toBe(devCertDefaults.localhostKeyPath);
  });

  test('without a certificate, or without a build, it stops at once and says what to run', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-home-'));
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [BIN, 'serve', ...args], { encoding: 'utf8', env: { ...process.env, HOME: home }, timeout: 30_000 });
      const noCert = run('--dir', path.join(dir, 'dist'), '--port', '0');
      expect(noCert.status).toBe(2);
      expect(noCert.stderr).toMatch(/No Office developer certificate in .*: run `npx office-addin-dev-certs install`/);
      const noBuild = run('--dir', path.join(dir, 'nothing-here'));
      expect(noBuild.status).toBe(2);
      expect(noBuild.stderr).toMatch(/No built add-in in .*nothing-here: run `npm run build` first/);
      expect(run('--port', 'x').stderr).toMatch(/The port must be a whole number/);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
