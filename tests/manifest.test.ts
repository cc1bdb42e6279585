import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { offlineLayer, type BuildInfo } from '../cli/offline-build';
import { DEV_NAMESPACE, NAMESPACE } from '../addin/names';
import { DEV_URL, developmentManifest, manifestFor, publicUrl } from '../cli/public-url';
import { DIST, distFile } from './dist';

const manifest = fs.readFileSync(path.resolve(__dirname, '..', 'manifest.xml'), 'utf8');
const ORIGIN = 'https://localhost:3000/';
/** Every location the manifest names (namespace URIs, xmlns, are names, not locations; every location is a DefaultValue). */
const locations = (xml: string) => [...xml.matchAll(/DefaultValue="(\w+:\/\/[^"]+)"/g)].map((m) => m[1]);

describe('manifest.xml', () => {
  test('an Excel (Workbook) add-in on the shared runtime, namespace AS400, ReadWriteDocument only', () => {
    expect(manifest).toMatch(/<Host Name="Workbook" \/>/);
    expect(manifest).toMatch(/<Set Name="SharedRuntime" MinVersion="1.1" \/>/);
    expect(manifest).toMatch(/<Runtime resid="Taskpane.Url" lifetime="long" \/>/);
    expect(manifest).toMatch(/<ExtensionPoint xsi:type="CustomFunctions">/);
    expect(manifest.match(/<Permissions>(\w+)<\/Permissions>/)?.[1]).toBe('ReadWriteDocument');
  });

  test('every resid is defined in Resources, and no resource id is longer than 32 characters', () => {
    const defined = new Set([...manifest.matchAll(/<bt:(?:Image|Url|String) id="([^"]+)"/g)].map((m) => m[1]));
    const used = [...manifest.matchAll(/resid="([^"]+)"/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(10);
    for (const id of used) expect(defined).toContain(id);
    for (const id of defined) expect(id.length).toBeLessThanOrEqual(32);
  });

  test('every resid points into the table of its kind: URLs, images, short or long strings', () => {
    const table = (name: string) => {
      const body = manifest.match(new RegExp(`<bt:${name}>([\\s\\S]*?)</bt:${name}>`))?.[1] ?? '';
      return new Set([...body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    };
    const kinds = { Urls: table('Urls'), Images: table('Images'), ShortStrings: table('ShortStrings'), LongStrings: table('LongStrings') };
    const all = Object.values(kinds).flatMap((ids) => [...ids]);
    expect(new Set(all).size).toBe(all.length); // no id defined twice
    const kindOf: Record<string, keyof typeof kinds> = {
      SourceLocation: 'Urls',
      Runtime: 'Urls',
      FunctionFile: 'Urls',
      LearnMoreUrl: 'Urls',
      'bt:Image': 'Images',
      Label: 'ShortStrings',
      Title: 'ShortStrings',
      Namespace: 'ShortStrings',
      Description: 'LongStrings',
    };
    const refs = [...manifest.matchAll(/<([\w:]+) [^>]*\bresid="([^"]+)"/g)].map((m) => ({ element: m[1], id: m[2] }));
    for (const { element, id } of refs) {
      expect(kindOf).toHaveProperty([element]);
      expect([element, id, kinds[kindOf[element]].has(id)]).toEqual([element, id, true]);
    }
  });

  test('the custom-functions namespace is AS400 (at most 32 characters); strings fit their published limits', () => {
    const strings = new Map([...manifest.matchAll(/<bt:String id="([^"]+)" DefaultValue="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const namespaceId = manifest.match(/<Namespace resid="([^"]+)"/)?.[1];
    const namespace = strings.get(namespaceId ?? '');
    expect(namespace).toBe('AS400');
    expect(namespace!.length).toBeLessThanOrEqual(32);
    // [MS-OWEMXML] bt:ShortString is 1..125 characters, bt:LongString 1..250 (DisplayName and Description likewise).
    const section = (name: string) => manifest.match(new RegExp(`<bt:${name}>([\\s\\S]*?)</bt:${name}>`))![1];
    for (const m of section('ShortStrings').matchAll(/DefaultValue="([^"]*)"/g)) expect(m[1].length).toBeLessThanOrEqual(125);
    for (const m of section('LongStrings').matchAll(/DefaultValue="([^"]*)"/g)) expect(m[1].length).toBeLessThanOrEqual(250);
    expect(manifest.match(/<DisplayName DefaultValue="([^"]*)"/)![1].length).toBeLessThanOrEqual(125);
    expect(manifest.match(/<Description DefaultValue="([^"]*)"/)![1].length).toBeLessThanOrEqual(250);
  });

  test('every URL is HTTPS on localhost:3000 and resolves to a file the build wrote', () => {
    const urls = locations(manifest);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url.startsWith(ORIGIN)).toBe(true);
      expect(fs.existsSync(path.join(DIST, url.slice(ORIGIN.length)))).toBe(true);
    }
  });
});

describe("a build for a team's server (AS400_PUBLIC_URL)", () => {
  const TEAM = 'https://planning.example.com/as400/';

  test('puts every URL of the manifest under that address, each naming the same file', () => {
    const team = manifestFor(manifest, TEAM);
    const urls = locations(team);
    expect(urls.length).toBe(locations(manifest).length);
    for (const url of urls) expect(url.startsWith(TEAM)).toBe(true);
    expect(urls.map((u) => u.slice(TEAM.length))).toEqual(locations(manifest).map((u) => u.slice(ORIGIN.length)));
    expect(team).not.toContain('localhost');
  });

  test("the address is checked: https only, a folder (slash added), no query; unset is the developer's localhost:3000", () => {
    expect([publicUrl(undefined), publicUrl(''), DEV_URL]).toEqual([ORIGIN, ORIGIN, ORIGIN]);
    expect(publicUrl('https://planning.example.com/as400')).toBe(TEAM);
    expect(publicUrl('https://planning.example.com')).toBe('https://planning.example.com/');
    expect(() => publicUrl('http://planning.example.com/as400/')).toThrow(/must start with https:\/\//);
    expect(() => publicUrl('planning.example.com/as400/')).toThrow(/absolute https:\/\/ address/);
    expect(() => publicUrl('https://planning.example.com/as400/?x=1')).toThrow(/without query/);
  });

  test('webpack.config.js writes dist/manifest.xml through it, with the address the variable gives; a wrong one fails the build', () => {
    // In Node itself, as webpack loads it (Jest's module system cannot run the config's tsx loader).
    const transformed = (url: string) =>
      spawnSync(
        process.execPath,
        [
          '-e',
          `const c = require('./webpack.config.js')({}, { mode: 'production' }); const p = c.plugins.flatMap((x) => x.patterns ?? ` +
            `[]).find((x) => x.from === 'manifest.xml'); process.stdout.write(p.transform(require('fs').readFileSync('manifest.xml')));`,
        ],
        { cwd: path.resolve(__dirname, '..'), encoding: 'utf8', env: { ...process.env, AS400_PUBLIC_URL: url } },
      );
    const team = transformed(TEAM);
    expect(team.status).toBe(0);
    expect(team.stdout).toBe(manifestFor(manifest, TEAM));
    const wrong = transformed('http://planning.example.com/');
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toMatch(/AS400_PUBLIC_URL must start with https:\/\//);
  });

  test('the build npm test made is the one for the address of its environment (localhost:3000 unless set)', () => {
    expect(distFile('manifest.xml')).toBe(manifestFor(manifest, publicUrl(process.env.AS400_PUBLIC_URL)));
  });
});

/** Every file of dist/, relative, with "/". */
function distFiles(dir = DIST, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const name = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? distFiles(dir, name) : [name];
  });
}

describe('the offline layer of the build', () => {
  const info = JSON.parse(distFile('build.json')) as BuildInfo;

  test('build.json lists every file of dist/ but the worker and itself, office.js and the files it loads included', () => {
    expect([...info.files].sort()).toEqual(
      distFiles()
        .filter((f) => f !== 'sw.js' && f !== 'build.json')
        .sort(),
    );
    expect(info.files).toEqual(
      expect.arrayContaining([
        'office/office.js',
        'office/excel-win32-16.01.js',
        'office/o15apptofilemappingtable.js',
        'office/en-us/office_strings.js',
        'functions.json',
        'function-help.json',
      ]),
    );
  });

  test("the page names each of its files with the build's version; the worker carries the same record", () => {
    const html = distFile('taskpane.html');
    const named = [...html.matchAll(/\s(?:src|href)=["']?([\w./-]+)\?v=([0-9a-f]+)/g)];
    expect(named.map((m) => m[1]).sort()).toEqual(['assets/icon-32.png', 'functions.js', 'office/office.js', 'runtime.js', 'taskpane.css', 'taskpane.js']);
    for (const m of named) expect(m[2]).toBe(info.version);
    const record = /^const BUILD\s*=\s*(\{.*?\})[,;]/.exec(distFile('sw.js'))?.[1];
    expect(record && JSON.parse(record.replace(/(\w+):/g, '"$1":'))).toEqual(info);
  });

  test("the version is the content of the build: one changed byte anywhere changes it; the page's own stamps do not", () => {
    const files = new Map<string, Buffer>([
      ['taskpane.html', Buffer.from('<html><head><script src=a.js></script><link href="b.css" rel=stylesheet></head></html>')],
      ['a.js', Buffer.from('1')],
      ['b.css', Buffer.from('p{}')],
      ['office/x.js', Buffer.from('x')],
    ]);
    const first = offlineLayer(files);
    expect(first.info.files).toEqual(['a.js', 'b.css', 'office/x.js', 'taskpane.html']);
    expect(first.page).toBe(
      `<html><head><script src=a.js?v=${first.info.version}></script><link href="b.css?v=${first.info.version}" rel=stylesheet></head></html>`,
    );
    const again = offlineLayer(new Map([...files, ['taskpane.html', Buffer.from(first.page)]]));
    expect(again.info.version).toBe(first.info.version);
    expect(again.page).toBe(first.page);
    const versions = new Set([first.info.version]);
    for (const name of files.keys()) versions.add(offlineLayer(new Map([...files, [name, Buffer.concat([files.get(name)!, Buffer.from(' ')])]])).info.version);
    expect(versions.size).toBe(files.size + 1);
    expect(first.info.version).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('the build, offline and safe', () => {
  test('the task pane page loads office.js from the add-in itself, under a same-origin Content-Security-Policy', () => {
    const html = distFile('taskpane.html');
    expect(html).toMatch(/<script src=office\/office\.js\?v=[0-9a-f]+><\/script>/);
    expect(html).toMatch(/Content-Security-Policy content="default-src 'self'/);
    expect(fs.existsSync(path.join(DIST, 'office', 'office.js'))).toBe(true);
    expect(fs.existsSync(path.join(DIST, 'office', 'excel-win32-16.01.js'))).toBe(true);
    expect(fs.existsSync(path.join(DIST, 'office', 'en-us', 'office_strings.js'))).toBe(true);
  });

  test("the add-in's own scripts reach no other origin and never eval", () => {
    for (const file of ['taskpane.html', 'functions.js', 'taskpane.js', 'runtime.js', 'sw.js']) {
      const text = distFile(file);
      expect(text).not.toMatch(/https?:\/\/(?!localhost)/);
      expect(text).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});

describe('the development build (npm start) is an add-in of its own', () => {
  const built = manifestFor(manifest, DEV_URL, '0.2.0');
  const dev = developmentManifest(built);
  const pick = (xml: string, re: RegExp) => re.exec(xml)?.[1];

  test('its own Id, " (development)" after its name and its ribbon group, the namespace AS400DEV; nothing else differs', () => {
    const id = pick(built, /<Id>([^<]+)<\/Id>/)!;
    const devId = pick(dev, /<Id>([^<]+)<\/Id>/)!;
    expect(devId).not.toBe(id);
    expect(devId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(developmentManifest(built)).toBe(dev); // the same Id every build
    expect(pick(dev, /<DisplayName DefaultValue="([^"]+)"/)).toBe('AS/400 Capacity Planner (development)');
    expect(pick(dev, /<bt:String id="Group.Label" DefaultValue="([^"]+)"/)).toBe(
      `${pick(built, /<bt:String id="Group.Label" DefaultValue="([^"]+)"/)} (development)`,
    );
    expect(pick(dev, /<bt:String id="Functions.Namespace" DefaultValue="([^"]+)"/)).toBe(DEV_NAMESPACE);
    expect(pick(dev, /<bt:String id="GetStarted.Description" DefaultValue="([^"]+)"/)).toContain('=AS400DEV.');
    // Line by line, only those lines differ: the same URLs, version, requirements and commands.
    const changed = dev.split('\n').filter((line, i) => line !== built.split('\n')[i]);
    expect(changed.map((l) => pick(l, /<(Id|DisplayName|bt:String id="[^"]+")/))).toEqual([
      'Id',
      'DisplayName',
      'bt:String id="Functions.Namespace"',
      'bt:String id="Group.Label"',
      'bt:String id="GetStarted.Description"',
    ]);
  });

  test('webpack builds it so in development mode only: the manifest it copies, and AS400_NAMESPACE for the pane', () => {
    // The config loads its TypeScript steps through tsx, so it is read in a Node of its own.
    const defined = (mode: string): unknown =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '-e',
            `const c = require('./webpack.config.js')({}, { mode: '${mode}' });` +
              "process.stdout.write(JSON.stringify(c.plugins.filter((p) => p.constructor.name === 'DefinePlugin').map((p) => p.definitions.AS400_NAMESPACE)))",
          ],
          { cwd: path.resolve(__dirname, '..'), encoding: 'utf8' },
        ),
      );
    expect(defined('development')).toEqual([JSON.stringify(DEV_NAMESPACE)]);
    expect(defined('production')).toEqual([]);
    // Outside that build (Node, the production bundle) the namespace is AS400.
    expect(NAMESPACE).toBe('AS400');
  });
});
