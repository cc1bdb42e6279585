/**
 * The function help page (dist/help.html, cli/help-page.ts) and the helpUrl of every function: under the
 * build's public address, each anchor a section of the page that says the function's description, its
 * arguments with the empty-cell rule, an example that answers, its errors and its source. The page is
 * escaped, loads nothing from elsewhere, runs no script, keeps the pane's Content-Security-Policy and is
 * precached. In Chromium (axe, no foreign request): tests/browser/help.test.ts.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import type { BuildInfo } from '../../cli/offline-build';
import {
  escapeHtml,
  exampleCall,
  formulaOf,
  type FunctionHelp,
  helpEntries,
  type HelpEntry,
  helpUrl,
  renderHelpPage,
  shippedFunctions,
} from '../../cli/help-page';
import { functionMetadata } from '../../cli/registry';
import { publicUrl } from '../../cli/public-url';
import { DIST, distFile } from '../dist';

const ROOT = path.resolve(__dirname, '..', '..');
interface Fn {
  id: string;
  name: string;
  description: string;
  helpUrl?: string;
  parameters: { name: string; description?: string }[];
}
const functions = (JSON.parse(distFile('functions.json')) as { functions: Fn[] }).functions;
const help = JSON.parse(distFile('function-help.json')) as FunctionHelp;
const page = distFile('help.html');
const base = publicUrl(process.env.AS400_PUBLIC_URL);

/** The section of the page with that id, from its opening tag to its end. */
const article = (id: string): string => {
  const m = new RegExp(`<article id="${id}"[^>]*>([\\s\\S]*?)</article>`).exec(page);
  if (!m) throw new Error(`help.html has no article id="${id}"`);
  return m[1];
};

let entries: HelpEntry[];
beforeAll(async () => {
  // The page says the whole JSDoc text, where functions.json has its first sentences.
  entries = await helpEntries((await functionMetadata()).functions, help);
}, 120_000);

describe('helpUrl in functions.json', () => {
  test("every function has one: https, under the build's public address, help.html#<its name>", () => {
    expect(functions.length).toBeGreaterThan(50);
    for (const f of functions) {
      expect([f.id, f.helpUrl]).toEqual([f.id, `${base}help.html#${f.name}`]);
      expect(new URL(f.helpUrl!).protocol).toBe('https:');
    }
  });

  test('each anchor is a section of the built page, one per function, titled with the function', () => {
    const ids = [...page.matchAll(/<article id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(functions.map((f) => new URL(f.helpUrl!).hash.slice(1)).sort());
    for (const f of functions) expect(article(f.name)).toContain(`<code>AS400.${escapeHtml(f.name)}(`);
  });

  test("a build for a team's server puts them under its address", () => {
    const team = 'https://planning.example.com/as400/';
    const json = JSON.stringify({ functions: [{ id: 'EIU', name: 'EIU', description: 'x', parameters: [] }] });
    expect((JSON.parse(shippedFunctions(json, team)) as { functions: Fn[] }).functions[0].helpUrl).toBe(`${team}help.html#EIU`);
    expect(helpUrl(team, 'CPW')).toBe(`${team}help.html#CPW`);
    // webpack.config.js gives the plugin the address AS400_PUBLIC_URL names (the config is read in Node, as webpack does).
    const run = spawnSync(
      process.execPath,
      [
        '-e',
        `const c = require('./webpack.config.js')({}, { mode: 'production' }); ` +
          `process.stdout.write(c.plugins.find((p) => p.constructor.name === 'HelpPagePlugin').base);`,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, AS400_PUBLIC_URL: 'https://planning.example.com/as400' } },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(team);
  });
});

describe("each function's section", () => {
  test('says its description, every argument with its empty-cell rule, its returns and its source', () => {
    for (const e of entries) {
      const text = article(e.fn.name);
      const description = e.fn.description
        .slice(0, e.fn.description.lastIndexOf('Source: ') >= 0 ? e.fn.description.lastIndexOf('Source: ') : undefined)
        .trim();
      expect([e.fn.id, text.includes(escapeHtml(description))]).toEqual([e.fn.id, true]);
      e.fn.parameters.forEach((p, k) => {
        const row = new RegExp(`<tr><th scope="row"><code>${p.name}</code>[^<]*</th><td>([^<]*)</td><td>([^<]*)</td></tr>`).exec(text);
        expect([e.fn.id, p.name, row?.[1], row?.[2]]).toEqual([
          e.fn.id,
          p.name,
          escapeHtml(p.description ?? ''),
          escapeHtml(e.emptyRules[k] || '(read as given)'),
        ]);
      });
      if (help[e.fn.id].returns) expect(text).toContain(escapeHtml(help[e.fn.id].returns));
      if (help[e.fn.id].source) expect(text).toContain(`<strong>Source:</strong> ${escapeHtml(help[e.fn.id].source)}`);
    }
  });

  test("the empty-cell rules are the readers' own: a key is missing, an optional argument omitted", () => {
    const cpw = entries.find((e) => e.fn.id === 'CPW')!;
    expect(cpw.emptyRules).toEqual(['missing (#VALUE!)', 'as omitted']);
    expect(article('CPW')).toMatch(/<code>model<\/code><\/th><td>[^<]*<\/td><td>missing \(#VALUE!\)<\/td>/);
  });

  test('has an example whose formula answers a value, not an error, and shows that answer', () => {
    for (const e of entries) {
      expect([e.fn.id, e.example.error]).toEqual([e.fn.id, false]);
      expect(e.example.formula).toBe(formulaOf(e.fn.id, exampleCall(e.fn.id)!));
      const text = article(e.fn.name);
      expect(text).toContain(`<h4>Example</h4>\n<pre><code>${escapeHtml(e.example.formula)}</code></pre>`);
      for (const cell of e.example.rows.flat()) expect(text).toContain(escapeHtml(cell));
    }
  });

  test('lists the errors the function gives for an empty or wrong argument, each with its call', () => {
    for (const e of entries) {
      const text = article(e.fn.name);
      expect(text).toContain('<h4>Errors</h4>');
      // Every function with a required argument has at least one: that argument left empty or wrong.
      if (e.fn.parameters.length && (exampleCall(e.fn.id) ?? []).length) expect([e.fn.id, e.errors.length > 0]).toEqual([e.fn.id, true]);
      for (const x of e.errors) {
        expect(x.text).toMatch(/^#(VALUE!|NUM!|N\/A|DIV\/0!|NULL!|NAME\?|REF!)/);
        expect(text).toContain(`<li><code>${escapeHtml(x.formula)}</code> answers <samp>${escapeHtml(x.text)}</samp></li>`);
      }
    }
  });
});

describe('the page, safe and offline', () => {
  test('the same Content-Security-Policy as the task pane, and no script at all', () => {
    const pane = fs.readFileSync(path.join(ROOT, 'taskpane', 'taskpane.html'), 'utf8');
    // Attributes as Prettier lays them out: one a line where the tag is long.
    const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/;
    expect(csp.exec(page)?.[1].replace(/&#39;/g, "'")).toBe(csp.exec(pane)?.[1]);
    expect(csp.exec(page)?.[1]).toMatch(/^default-src &#39;self&#39;;/);
    expect(page).not.toMatch(/<script|\son\w+=|javascript:|\sstyle=/i);
  });

  test('every link and resource is on the page itself or a file of the build beside it', () => {
    const refs = [...page.matchAll(/\s(?:href|src|action|srcset|poster|data)="([^"]*)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(functions.length);
    const ids = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const ref of refs) {
      if (ref.startsWith('#')) expect([ref, ids.has(ref.slice(1))]).toEqual([ref, true]);
      else {
        expect(ref).toMatch(/^[\w][\w./-]*$/);
        expect([ref, fs.existsSync(path.join(DIST, ref))]).toEqual([ref, true]);
      }
    }
    expect(page).not.toMatch(/(?:https?:)?\/\/[\w.-]+\//);
  });

  test('the service worker precaches it and its stylesheet (build.json)', () => {
    const info = JSON.parse(distFile('build.json')) as BuildInfo;
    expect(info.files).toEqual(expect.arrayContaining(['help.html', 'help.css', 'taskpane.css', 'assets/icon-32.png']));
  });

  test('every text is escaped: markup in the JSDoc is shown, never run', () => {
    const hostile = '<script>alert("x")</script> & \'quoted\' <img src=x onerror=alert(1)>';
    const entry: HelpEntry = {
      fn: { id: 'EVIL', name: 'EVIL', description: `${hostile} Source: ${hostile}.`, parameters: [{ name: 'a"b', description: hostile }] },
      topic: hostile,
      returns: hostile,
      source: hostile,
      emptyRules: [hostile],
      example: { formula: `=AS400.EVIL("${hostile}")`, rows: [[hostile]], totalRows: 1, error: false },
      errors: [{ formula: hostile, text: `#VALUE! ${hostile}` }],
    };
    const html = renderHelpPage([entry], hostile);
    expect(html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(html).not.toContain('a"b');
    expect(html).toContain(escapeHtml(hostile));
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
