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
