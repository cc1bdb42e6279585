/**
 * npm run release, run as an administrator would (AS400_PUBLIC_URL set), into a temporary folder:
 * the zip holds the built add-in, manifest.xml with every URL under the public address, and the
 * unified manifest.json, valid by office-addin-manifest (offline), linked to the XML add-in by its
 * <Id>, with package.json's version everywhere.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { NAMESPACE } from '../../addin/names';
import { functionsDigest } from '../../cli/functions-record';
import { publicUrl } from '../../cli/public-url';
import { validateManifestFile } from '../../cli/release';
import { distFile } from '../dist';

/**
 * The release is a production build, the icons, both manifests and the zip: about 100 s alone on two cores,
 * and past 300 s (the bound support/process-timeout.ts gives a process) at a load average of 14. Twenty
 * minutes for it, and the suite as long again.
 */
const RELEASE_TIMEOUT_MS = 20 * 60_000;
jest.setTimeout(RELEASE_TIMEOUT_MS + 120_000);

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const TEAM = 'https://planning.example.com/tools/as400/';
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };

let tmp = '';
let run: ReturnType<typeof spawnSync>;
let zip: JSZip;
let manifestXml = '';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the unified manifest's JSON, read as it is
let manifest: any;

const runRelease = (env: Record<string, string | undefined>) =>
  spawnSync(TSX, ['cli/release.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    timeout: RELEASE_TIMEOUT_MS,
  });

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  run = runRelease({ AS400_PUBLIC_URL: TEAM, AS400_RELEASE_DIR: tmp });
  if (run.status !== 0) throw new Error(`npm run release failed (${run.status}):\n${run.stdout}${run.stderr}`);
  zip = await JSZip.loadAsync(fs.readFileSync(path.join(tmp, `as400-capacity-planner-${pkg.version}.zip`)));
  manifestXml = await zip.file('manifest.xml')!.async('string');
  manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every string in a JSON value that looks like a URL. */
const urlsIn = (value: unknown): string[] =>
  typeof value === 'string' ? (/^\w+:\/\//.test(value) ? [value] : []) : value && typeof value === 'object' ? Object.values(value).flatMap(urlsIn) : [];
const xmlUrls = (xml: string) => [...xml.matchAll(/DefaultValue="(\w+:\/\/[^"]*)"/g)].map((m) => m[1]);
const resource = (xml: string, id: string) => new RegExp(`<bt:(?:Url|String) id="${id}" DefaultValue="([^"]*)"`).exec(xml)![1];

describe('npm run release', () => {
  test("writes as400-capacity-planner-VERSION.zip (package.json's version) and names it", () => {
    expect(fs.readdirSync(tmp)).toEqual([`as400-capacity-planner-${pkg.version}.zip`]);
    expect(String(run.stdout).trim()).toBe(path.join(tmp, `as400-capacity-planner-${pkg.version}.zip`));
  });

  test("the zip holds the built add-in under web/, both manifests, the unified manifest's icons and its app package", async () => {
    const files = Object.keys(zip.files).filter((f) => !zip.files[f].dir);
    const top = files.filter((f) => !f.startsWith('web/')).sort();
    expect(top).toEqual(['README.txt', 'app-package.zip', 'color.png', 'manifest.json', 'manifest.xml', 'outline.png']);
    // The build as npm run build writes it: the same files as dist/.
    const listDist = (dir: string, prefix = ''): string[] =>
      fs
        .readdirSync(path.join(dir, prefix), { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? listDist(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
    const web = files
      .filter((f) => f.startsWith('web/'))
      .map((f) => f.slice(4))
      .sort();
    expect(web).toEqual(listDist(path.join(ROOT, 'dist')).sort());
    expect(await zip.file('web/manifest.xml')!.async('string')).toBe(manifestXml);
  });

  test('every URL of manifest.xml and manifest.json is under the public address and names a file of web/', () => {
    const urls = [...xmlUrls(manifestXml), ...urlsIn(manifest).filter((u) => !u.startsWith('https://developer.microsoft.com/json-schemas/'))];
    expect(urls.length).toBeGreaterThan(15);
    for (const url of urls) {
      expect([url, url.startsWith(TEAM)]).toEqual([url, true]);
      expect([url, !!zip.file(`web/${url.slice(TEAM.length)}`)]).toEqual([url, true]);
    }
    expect(manifestXml).not.toContain('localhost');
    expect(JSON.stringify(manifest)).not.toContain('localhost');
  });

  test("both manifests carry package.json's version", () => {
    expect(/<Version>([^<]+)<\/Version>/.exec(manifestXml)![1]).toBe(`${pkg.version}.0`);
    expect(manifest.version).toBe(pkg.version);
  });

  test('manifest.json is the same add-in: linked to the XML <Id>, one long-lived runtime with the pane and the AS400 functions', () => {
    const xmlId = /<Id>([^<]+)<\/Id>/.exec(manifestXml)![1];
    expect(manifest.manifestVersion).toBe('1.25');
    expect(manifest.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(manifest.id).not.toBe(xmlId);
    const [extension] = manifest.extensions;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the manifest's JSON
    expect(extension.alternates.map((a: any) => a.hide?.customOfficeAddin?.officeAddinId)).toEqual([xmlId]);
    expect(extension.runtimes).toHaveLength(1);
    const [runtime] = extension.runtimes;
    expect(runtime.lifetime).toBe('long');
    expect(runtime.code).toEqual({ page: resource(manifestXml, 'Taskpane\\.Url'), script: resource(manifestXml, 'Functions\\.Script\\.Url') });
    expect(runtime.customFunctions).toEqual({
      namespace: { id: NAMESPACE, name: NAMESPACE },
      metadataUrl: resource(manifestXml, 'Functions\\.Metadata\\.Url'),
    });
    expect(resource(manifestXml, 'Functions\\.Namespace')).toBe(NAMESPACE);
    // The ribbon button opens the pane through that runtime's action.
    const button = extension.ribbons[0].tabs[0].groups[0].controls[0];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the manifest's JSON
    expect(runtime.actions.map((a: any) => [a.id, a.type])).toEqual([[button.actionId, 'openPage']]);
    expect(extension.ribbons[0].tabs[0].builtInTabId).toBe(/<OfficeTab id="([^"]+)"/.exec(manifestXml)![1]);
    expect(manifest.authorization.permissions.resourceSpecific).toEqual([{ name: 'Document.ReadWrite.User', type: 'Delegated' }]);
  });

  test('office-addin-manifest validate passes manifest.json, offline, and rejects a broken copy', async () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'check-'));
    for (const name of ['manifest.json', 'color.png', 'outline.png']) fs.writeFileSync(path.join(dir, name), await zip.file(name)!.async('nodebuffer'));
    expect(() => validateManifestFile(path.join(dir, 'manifest.json'))).not.toThrow();
    const broken = { ...manifest, description: { ...manifest.description, short: 'x'.repeat(81) } };
    fs.writeFileSync(path.join(dir, 'broken.json'), JSON.stringify(broken));
    expect(() => validateManifestFile(path.join(dir, 'broken.json'))).toThrow(/description\/short must NOT have more than 80 characters/);
  });

  test('app-package.zip is manifest.json with its icons; the icons are 192×192 in colour and a 32×32 white outline', async () => {
    const app = await JSZip.loadAsync(await zip.file('app-package.zip')!.async('nodebuffer'));
    expect(Object.keys(app.files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    for (const name of Object.keys(app.files)) expect(await app.file(name)!.async('nodebuffer')).toEqual(await zip.file(name)!.async('nodebuffer'));
    expect(manifest.icons).toEqual({ color: 'color.png', outline: 'outline.png' });
    const color = PNG.sync.read(await zip.file('color.png')!.async('nodebuffer'));
    const outline = PNG.sync.read(await zip.file('outline.png')!.async('nodebuffer'));
    expect([color.width, color.height, outline.width, outline.height]).toEqual([192, 192, 32, 32]);
    const alphas = new Set<number>();
    for (let i = 0; i < outline.data.length; i += 4) {
      const [r, g, b, a] = outline.data.subarray(i, i + 4);
      alphas.add(a);
      if (a > 0) expect([r, g, b]).toEqual([255, 255, 255]);
    }
    expect([...alphas].sort()).toEqual([0, 255]);
  });

  test("the functions shipped are the ones of the build for another address (npm test's dist/)", async () => {
    const released = functionsDigest(await zip.file('web/functions.json')!.async('string'), TEAM);
    expect(released).toBe(functionsDigest(distFile('functions.json'), publicUrl(process.env.AS400_PUBLIC_URL)));
  });

  test('README.txt stands alone: the address, each file it names is in the zip, each way to install, where the add-in runs', async () => {
    const text = await zip.file('README.txt')!.async('string');
    expect(text).toContain(`built for ${TEAM}`);
    expect(text).toContain(`web/ as static files over HTTPS at ${TEAM}`);
    // Nothing outside the zip: no project README, no repository path.
    expect(text).not.toMatch(/README(?!\.txt)|DEVELOPING|npm |\.md\b/);
    for (const name of text.match(/\b[\w-]+\.(?:xml|json|zip|png)\b/g) ?? []) expect([name, !!zip.file(name)]).toEqual([name, true]);
    // The three ways, each with the file it takes and where it goes.
    expect(text).toMatch(/Microsoft 365 admin center[\s\S]*Upload custom apps; upload manifest\.xml[\s\S]*app-package\.zip/);
    expect(text).toMatch(/network share catalog[\s\S]*copy manifest\.xml to a shared folder[\s\S]*Trusted Add-in Catalogs/);
    expect(text).toMatch(/Sideloading on one PC:[\s\S]*Windows[\s\S]*Mac: copy manifest\.xml[\s\S]*Excel on the web: [\s\S]*Upload My Add-in/);
    // Where it runs, as Microsoft's requirement-set tables state it, and where it does not.
    for (const fact of [
      'Version 2311 (Build 17029.20126)',
      'Office 2021 (Version 2108, Build 14332.20011)',
      'Not volume-licensed Office 2016 or 2019',
      'checked 2026-11-28',
    ])
      expect(text).toContain(fact);
    expect(text).not.toMatch(/perpetual Office \(2016, 2019/);
  });

  test('without AS400_PUBLIC_URL it stops at once and says what to set; a non-https address is refused', () => {
    const none = runRelease({ AS400_PUBLIC_URL: '', AS400_RELEASE_DIR: tmp });
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/AS400_PUBLIC_URL=https:\/\/.* npm run release/);
    const plain = runRelease({ AS400_PUBLIC_URL: 'http://planning.example.com/', AS400_RELEASE_DIR: tmp });
    expect(plain.status).toBe(1);
    expect(plain.stderr).toMatch(/must start with https:\/\//);
    expect(fs.readdirSync(tmp).filter((f) => f.endsWith('.zip'))).toEqual([`as400-capacity-planner-${pkg.version}.zip`]);
  });
});
