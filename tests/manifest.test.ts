import fs from 'fs';
import path from 'path';
import { DIST, distFile } from './dist';

const manifest = fs.readFileSync(path.resolve(__dirname, '..', 'manifest.xml'), 'utf8');
const ORIGIN = 'https://localhost:3000/';

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
      SourceLocation: 'Urls', Runtime: 'Urls', FunctionFile: 'Urls', LearnMoreUrl: 'Urls',
      'bt:Image': 'Images', Label: 'ShortStrings', Title: 'ShortStrings', Namespace: 'ShortStrings', Description: 'LongStrings',
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
    // Namespace URIs (xmlns) are names, not locations; every location is a DefaultValue.
    const urls = [...manifest.matchAll(/DefaultValue="(\w+:\/\/[^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url.startsWith(ORIGIN)).toBe(true);
      expect(fs.existsSync(path.join(DIST, url.slice(ORIGIN.length)))).toBe(true);
    }
  });
});

describe('the build, offline and safe', () => {
  test('the task pane page loads office.js from the add-in itself, under a same-origin Content-Security-Policy', () => {
    const html = distFile('taskpane.html');
    expect(html).toMatch(/<script src=office\/office\.js><\/script>/);
    expect(html).toMatch(/Content-Security-Policy content="default-src 'self'/);
    expect(fs.existsSync(path.join(DIST, 'office', 'office.js'))).toBe(true);
    expect(fs.existsSync(path.join(DIST, 'office', 'excel-win32-16.01.js'))).toBe(true);
    expect(fs.existsSync(path.join(DIST, 'office', 'en-us', 'office_strings.js'))).toBe(true);
  });

  test('the add-in\'s own scripts reach no other origin and never eval', () => {
    for (const file of ['taskpane.html', 'functions.js', 'taskpane.js', 'runtime.js']) {
      const text = distFile(file);
      expect(text).not.toMatch(/https?:\/\/(?!localhost)/);
      expect(text).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});
