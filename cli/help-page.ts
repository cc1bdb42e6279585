/**
 * dist/help.html: one section per function, the page Excel's Insert Function dialog opens with "Help on
 * this function" (each function's helpUrl in functions.json). Written by the build (HelpPagePlugin, in
 * webpack.config.js) from what docs/functions.md comes from: the metadata generated from the JSDoc (the
 * whole text, where functions.json ships first sentences), the @returns line, topic and source
 * (function-help.json), and the readers of each function's spec (how each parameter reads an empty cell).
 * The example is the function's own, beside its spec (addin/functions/examples.ts), answered by the adapter;
 * the errors are what the adapter answers when one argument is left empty or given a wrong value. Every text is escaped; the page has no script, and loads
 * only its stylesheets and icon from the add-in's own folder, under the pane's Content-Security-Policy.
 * The service worker precaches it with the rest of the build (build.json lists every file).
 */
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import type { Compiler } from 'webpack';
import { NAMESPACE } from '../addin/names';
import type { Arg } from '../addin/functions/cells';
import { exampleById, specById } from './function-specs';
import { packageVersion } from './public-url';
import { emptyCellRule } from './reference';
import { type Adapter, loadFunctions, shortDescriptions, unwrapDescriptions } from './registry';

export const HELP_PAGE = 'help.html';
export const HELP_STYLES = 'help.css';
const STYLES_SOURCE = path.resolve(__dirname, '..', 'taskpane', 'help.css');

/** The Content-Security-Policy of the task pane (taskpane/taskpane.html), the help page's too. */
export const CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src " +
  "'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

/** A function's help address: the page under the build's public address, the function's id as its anchor. */
export const helpUrl = (base: string, id: string): string => `${base}${HELP_PAGE}#${id}`;

interface Parameter {
  readonly name: string;
  readonly description?: string;
  readonly optional?: boolean;
}
export interface FunctionEntry {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly parameters: readonly Parameter[];
  helpUrl?: string;
}
/** function-help.json: what the build reads from the JSDoc beyond functions.json (the whole descriptions among it). */
export type FunctionHelp = Readonly<
  Record<
    string,
    {
      readonly returns: string;
      readonly topic: string;
      readonly source: string;
      readonly description: string;
      readonly parameters: readonly string[];
    }
  >
>;

/**
 * functions.json as shipped: every description cut to its first sentence (shortDescriptions) and every
 * function's helpUrl set under `base`, where the page says the whole text; the rest as generated.
 */
export function shippedFunctions(json: string, base: string): string {
  const metadata = JSON.parse(json) as { functions: FunctionEntry[] };
  metadata.functions = metadata.functions.map((f) => ({ ...shortDescriptions(f), helpUrl: helpUrl(base, f.id) }));
  return JSON.stringify(metadata, null, 4);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML text or attribute value. */
export const escapeHtml = (text: unknown): string => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Cell = Exclude<Arg, unknown[][] | undefined>;

/** A value as typed in a formula: text in double quotes (a quote doubled), a range as an array constant. */
export function formulaValue(arg: unknown): string {
  if (Array.isArray(arg)) {
    if (arg.length === 1 && Array.isArray(arg[0]) && arg[0].length === 1) return formulaValue(arg[0][0]);
    return `{${(arg as unknown[][]).map((row) => row.map(formulaValue).join(',')).join(';')}}`;
  }
  if (arg === null || arg === undefined) return '';
  if (typeof arg === 'string') return `"${arg.replace(/"/g, '""')}"`;
  if (typeof arg === 'boolean') return arg ? 'TRUE' : 'FALSE';
  return String(arg);
}

export const formulaOf = (id: string, args: readonly unknown[]): string => `=${NAMESPACE}.${id}(${args.map(formulaValue).join(', ')})`;

interface ExcelError {
  readonly code: string;
  readonly message?: string;
}
const isExcelError = (v: unknown): v is ExcelError => typeof v === 'object' && v !== null && typeof (v as ExcelError).code === 'string';

/** A result cell as the help says it: an error as its code and message, a number to 4 significant digits. */
export function cellText(v: unknown): string {
  if (isExcelError(v)) return v.message && v.message !== v.code ? `${v.code} ${v.message}` : v.code;
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(4)));
  if (v === null || v === undefined || v === '') return '(empty)';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return String(v);
}

/** The call a function's help shows: its example. */
export const exampleCall = (id: string): readonly unknown[] => exampleById(id);

export interface Example {
  readonly formula: string;
  /** The answer: one cell, or the first rows of a spilled range. */
  readonly rows: readonly (readonly string[])[];
  readonly totalRows: number;
  readonly error: boolean;
}

const SHOWN_ROWS = 6;

async function run(adapter: Adapter, args: readonly unknown[]): Promise<unknown[][]> {
  return await adapter(...args);
}

/** The example call answered by the adapter. */
export async function exampleOf(id: string, adapter: Adapter, args: readonly unknown[]): Promise<Example> {
  const out = await run(adapter, args);
  const cells = out.flat();
  return {
    formula: formulaOf(id, args),
    rows: out.slice(0, SHOWN_ROWS).map((row) => row.map(cellText)),
    totalRows: out.length,
    error: cells.some(isExcelError),
  };
}

/**
 * The errors the function gives, found by asking it: its example with one argument changed at a time
 * (a required one left empty, a text where a number or key goes, a negative number, an unknown key).
 * One of each error code per argument, with the call that gave it.
 */
export async function errorsOf(id: string, adapter: Adapter, args: readonly unknown[], arity: number): Promise<{ formula: string; text: string }[]> {
  const base = [...args, ...new Array<unknown>(Math.max(0, arity - args.length)).fill(null)];
  const seen = new Map<string, { formula: string; text: string }>();
  for (let k = 0; k < arity; k++) {
    const probes: Cell[] = k < args.length ? [null, '?', -1] : ['?', -1];
    for (const probe of probes) {
      const call = base.map((a, j) => (j === k ? [[probe]] : a));
      // Trailing omitted arguments are left out of the formula, as a planner types it.
      let end = call.length;
      while (end > args.length && end - 1 !== k && call[end - 1] === null) end--;
      const out = await run(adapter, call);
      const first = out[0]?.[0];
      if (!isExcelError(first)) continue;
      // One of each error code per argument: a negative number and an empty cell often say the same.
      const key = `${k}\0${first.code}`;
      if (!seen.has(key)) seen.set(key, { formula: formulaOf(id, call.slice(0, end)), text: cellText(first) });
    }
  }
  return [...seen.values()];
}

/** "…of a server model. Source: PCR V4R5 2.3." → the text without its source sentence. */
const withoutSource = (description: string): string => {
  const at = description.lastIndexOf('Source: ');
  return at < 0 ? description : description.slice(0, at).trim();
};

export interface HelpEntry {
  readonly fn: FunctionEntry;
  readonly topic: string;
  readonly returns: string;
  readonly source: string;
  /** Per parameter, in order: how it reads an empty cell (or the 0 Excel desktop passes for one). */
  readonly emptyRules: readonly string[];
  readonly example: Example;
  readonly errors: readonly { formula: string; text: string }[];
}

/** Everything the page says about each function, from functions.json, function-help.json and the adapters. */
export async function helpEntries(
  functions: readonly FunctionEntry[],
  help: FunctionHelp,
  adapters: Map<string, Adapter> = loadFunctions(),
): Promise<HelpEntry[]> {
  const entries: HelpEntry[] = [];
  for (const fn of functions) {
    const adapter = adapters.get(fn.id);
    if (!adapter) throw new Error(`help page: no adapter for ${fn.id}`);
    const call = exampleCall(fn.id);
    const readers = specById(fn.id).readers;
    const emptyRules = fn.parameters.map((p) => {
      const r = readers.find((x) => x.param === p.name);
      return r ? emptyCellRule(r) : p.optional ? 'as omitted' : '';
    });
    entries.push({
      fn,
      topic: help[fn.id]?.topic ?? 'Other',
      returns: help[fn.id]?.returns ?? '',
      source: help[fn.id]?.source ?? '',
      emptyRules,
      example: await exampleOf(fn.id, adapter, call),
      errors: await errorsOf(fn.id, adapter, call, fn.parameters.length),
    });
  }
  return entries;
}

const signature = (fn: FunctionEntry): string => `${NAMESPACE}.${fn.name}(${fn.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(', ')})`;
const slug = (text: string): string =>
  `topic-${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

function section(e: HelpEntry): string {
  const { fn } = e;
  const id = escapeHtml(fn.id);
  const parts: string[] = [];
  parts.push(`<article id="${id}" aria-labelledby="${id}-title">`);
  parts.push(`<h3 id="${id}-title"><code>${escapeHtml(signature(fn))}</code></h3>`);
  parts.push(`<p>${escapeHtml(withoutSource(fn.description))}</p>`);
  if (fn.parameters.length) {
    parts.push(`<table class="args"><caption>Arguments of ${escapeHtml(`${NAMESPACE}.${fn.name}`)}</caption>`);
    parts.push('<thead><tr><th scope="col">Argument</th><th scope="col">What it is</th><th scope="col">An empty cell or 0 reads as</th></tr></thead><tbody>');
    fn.parameters.forEach((p, k) => {
      parts.push(
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code>${p.optional ? ' (optional)' : ''}</th>` +
          `<td>${escapeHtml(p.description ?? '')}</td><td>${escapeHtml(e.emptyRules[k] || '(read as given)')}</td></tr>`,
      );
    });
    parts.push('</tbody></table>');
  } else {
    parts.push('<p>No arguments.</p>');
  }
  if (e.returns) parts.push(`<p><strong>Returns:</strong> ${escapeHtml(e.returns)}</p>`);
  parts.push('<h4>Example</h4>');
  const answer =
    e.example.rows.length === 1 && e.example.rows[0].length === 1
      ? `<p>answers <samp>${escapeHtml(e.example.rows[0][0])}</samp></p>`
      : `<p>spills ${e.example.totalRows} ` +
        `row${e.example.totalRows === 1 ? '' : 's'}${e.example.totalRows > e.example.rows.length ? `, the first ${e.example.rows.length}` : ''}:</p>` +
        `<table class="spill"><caption class="visually-hidden">What ${escapeHtml(e.example.formula)} answers</caption><tbody>${e.example.rows
          .map((row) => `<tr>${row.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`;
  parts.push(`<pre><code>${escapeHtml(e.example.formula)}</code></pre>${answer}`);
  parts.push('<h4>Errors</h4>');
  if (e.errors.length) {
    parts.push(
      `<ul class="errors">${e.errors.map((x) => `<li><code>${escapeHtml(x.formula)}</code> answers <samp>${escapeHtml(x.text)}</samp></li>`).join('')}</ul>`,
    );
  } else {
    parts.push('<p>No error from an empty or wrong argument: see <a href="#conventions">the conventions</a>.</p>');
  }
  if (e.source) parts.push(`<p class="fn-source"><strong>Source:</strong> ${escapeHtml(e.source)}</p>`);
  parts.push(`<p><a href="#contents">Back to the list of functions</a></p>`);
  parts.push('</article>');
  return parts.join('\n');
}

/** The page: the conventions, a list of every function by topic, and a section per function. */
export function renderHelpPage(entries: readonly HelpEntry[], version = ''): string {
  const topics = [...new Set(entries.map((e) => e.topic))];
  const out: string[] = [];
  out.push('<!doctype html>');
  out.push('<html lang="en">');
  out.push('<head>');
  out.push('<meta charset="utf-8" />');
  out.push('<meta name="viewport" content="width=device-width, initial-scale=1" />');
  out.push(`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(CSP)}" />`);
  out.push('<title>AS/400 Capacity Planner: help on the AS400 functions</title>');
  out.push('<link rel="stylesheet" href="taskpane.css" />');
  out.push(`<link rel="stylesheet" href="${HELP_STYLES}" />`);
  out.push('<link rel="icon" href="assets/icon-32.png" />');
  out.push('</head>');
  out.push('<body class="help">');
  out.push('<header class="app-header">');
  out.push(`<h1>Help on the ${escapeHtml(NAMESPACE)} functions</h1>`);
  out.push(`<p class="host-status">AS/400 Capacity Planner${version ? ` ${escapeHtml(version)}` : ''}: ${entries.length} functions.</p>`);
  out.push('</header>');
  out.push('<main>');
  out.push('<section id="conventions" aria-labelledby="conventions-title">');
  out.push('<h2 id="conventions-title">Conventions every function keeps</h2>');
  out.push('<ul>');
  for (const line of [
    'Shares are fractions, as Excel shows 32.1% (0.321). A value above 1 is #NUM!, never read as a percent.',
    'Ranges in, arrays out: a bad cell gives an error in its own slot only; a row whose cells are all empty answers an empty cell.',
    'Empty cells read the same on every host: Excel desktop passes an empty cell as 0, Excel on the web as nothing. ' +
      "Each argument's table says how it reads both: a number where 0 is a value reads 0, an " +
      'optional argument reads as omitted, a key or a text is missing (#VALUE!).',
    '#VALUE! is the wrong type, #NUM! a number out of range, #N/A an unknown or ambiguous model or one the rule does not cover. ' +
      "Excel shows the message of #VALUE! and #N/A in the cell's error menu.",
  ])
    out.push(`<li>${escapeHtml(line)}</li>`);
  out.push('</ul>');
  out.push('</section>');
  out.push('<nav id="contents" aria-labelledby="contents-title">');
  out.push('<h2 id="contents-title">Functions</h2>');
  for (const topic of topics) {
    out.push(`<h3>${escapeHtml(topic)}</h3>`);
    out.push(
      `<ul class="fn-index">${entries
        .filter((e) => e.topic === topic)
        .map((e) => `<li><a href="#${escapeHtml(e.fn.id)}"><code>${escapeHtml(`${NAMESPACE}.${e.fn.name}`)}</code></a></li>`)
        .join('')}</ul>`,
    );
  }
  out.push('</nav>');
  for (const topic of topics) {
    out.push(`<section class="fn-topic" aria-labelledby="${slug(topic)}">`);
    out.push(`<h2 id="${slug(topic)}">${escapeHtml(topic)}</h2>`);
    for (const e of entries.filter((x) => x.topic === topic)) out.push(section(e));
    out.push('</section>');
  }
  out.push('</main>');
  out.push('</body>');
  out.push('</html>');
  return `${out.join('\n')}\n`;
}

/**
 * helpEntries in a Node of its own (tsx, as the command line runs): the adapters load their data with
 * dynamic imports, which the build's scoped TypeScript loader does not follow, and a fresh process reads
 * the adapters as they are now, also under webpack's watch.
 */
export function helpEntriesApart(functions: readonly FunctionEntry[], help: FunctionHelp): Promise<HelpEntry[]> {
  return new Promise((resolve, reject) => {
    // Without the query the build's scoped loader adds to the paths it resolves.
    const plain = (file: string): string => file.replace(/\?.*$/, '');
    const child = spawn(process.execPath, [plain(require.resolve('tsx/cli')), plain(__filename), '--entries'], {
      cwd: path.resolve(__dirname, '..'),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as HelpEntry[]);
      else reject(new Error(`help page: ${Buffer.concat(err).toString('utf8').trim() || `exit ${code}`}`));
    });
    child.stdin.end(JSON.stringify({ functions, help }));
  });
}

/**
 * Once functions.json and function-help.json are among the assets: writes help.html (from the whole JSDoc
 * text) and its stylesheet, then functions.json as shipped (shippedFunctions: short descriptions, and every
 * function's helpUrl under the build's public address).
 */
export class HelpPagePlugin {
  constructor(
    private readonly base: string,
    private readonly version = packageVersion(),
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HelpPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'HelpPagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL + 1 }, async () => {
        compilation.fileDependencies.add(STYLES_SOURCE);
        const metadata = compilation.getAsset('functions.json');
        const help = compilation.getAsset('function-help.json');
        // The metadata plugin reports its own errors (and emits nothing) when the JSDoc does not parse.
        if (!metadata || !help) return;
        const json = metadata.source.source().toString();
        const functions = (JSON.parse(json) as { functions: FunctionEntry[] }).functions.map((f) => unwrapDescriptions(f));
        const entries = await helpEntriesApart(functions, JSON.parse(help.source.source().toString()) as FunctionHelp);
        compilation.updateAsset('functions.json', new sources.RawSource(shippedFunctions(json, this.base)));
        // Marked minimized: the page is served as written, so what the tests read is what renderHelpPage wrote.
        compilation.emitAsset(HELP_PAGE, new sources.RawSource(renderHelpPage(entries, this.version)), { minimized: true });
        compilation.emitAsset(HELP_STYLES, new sources.RawSource(fs.readFileSync(STYLES_SOURCE)), { minimized: true });
      });
    });
  }
}

if (require.main === module && process.argv.includes('--entries')) {
  const input: Buffer[] = [];
  process.stdin.on('data', (b: Buffer) => input.push(b));
  process.stdin.on('end', () => {
    const { functions, help } = JSON.parse(Buffer.concat(input).toString('utf8')) as { functions: FunctionEntry[]; help: FunctionHelp };
    helpEntries(functions, help).then(
      (entries) => process.stdout.write(JSON.stringify(entries)),
      (e: unknown) => {
        process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 1;
      },
    );
  });
}
