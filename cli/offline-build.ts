/**
 * The offline layer of a build, added last (webpack.config.js runs OfflinePlugin; tests run
 * offlineDir on a copy of dist/): a version that is the content hash of every file of the build,
 * stamped on every file the page names (taskpane.html: `office/office.js?v=<hash>`), and the
 * service worker (sw.js, from taskpane/service-worker.ts) that precaches every file under that
 * version. build.json records the version and the files, for `as400-sizer serve` and the tests.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Compiler } from 'webpack';

export const PAGE = 'taskpane.html';
export const SERVICE_WORKER = 'sw.js';
export const BUILD_INFO = 'build.json';
const WORKER_SOURCE = path.resolve(__dirname, '..', 'taskpane', 'service-worker.ts');

export interface BuildInfo {
  /** The content hash of the build: every file's name and bytes, the page without its stamps. */
  readonly version: string;
  /** Every file of the build, relative to its folder, in sorted order: what the worker precaches. */
  readonly files: readonly string[];
}

/** What the worker does not precache: itself, the record of the build, source maps (development only). */
const precached = (name: string): boolean => name !== SERVICE_WORKER && name !== BUILD_INFO && !name.endsWith('.map');

/** A src or href of the page naming a file by relative path, quoted or not (the build minifies the page), with any stamp. */
const REFERENCE = /(\s(?:src|href)=)(["']?)([A-Za-z0-9_][\w./-]*)(?:\?v=[0-9a-f]*)?\2(?=[\s>/])/g;

/** The page with every reference to a file of the build stamped ?v=version (or unstamped, for null). */
export function stampPage(html: string, files: ReadonlySet<string>, version: string | null): string {
  return html.replace(REFERENCE, (whole, attr: string, quote: string, file: string) =>
    files.has(file) ? `${attr}${quote}${file}${version === null ? '' : `?v=${version}`}${quote}` : whole,
  );
}

/** The service worker's script: the build's record, then the worker, compiled from TypeScript. */
export function serviceWorkerScript(info: BuildInfo, source: string = fs.readFileSync(WORKER_SOURCE, 'utf8')): string {
  // Loaded here: `as400-sizer serve` reads this module's names and has no use for the compiler.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ts = require('typescript') as typeof import('typescript');
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ES2020, removeComments: false },
  }).outputText;
  // A classic worker script, not a module: drop the `export {}` that only made the file a module for tsc.
  return `const BUILD = ${JSON.stringify(info)};\n${js.replace(/^export \{\};\s*$/m, '')}`;
}

/** The offline layer for a set of files (name → bytes, names with "/"): the stamped page, the worker, the record. */
export function offlineLayer(files: ReadonlyMap<string, Buffer>): { page: string; worker: string; info: BuildInfo } {
  const names = [...files.keys()].filter(precached).sort();
  const set = new Set(names);
  const page = files.get(PAGE);
  if (!page) throw new Error(`The build has no ${PAGE}`);
  const unstamped = stampPage(page.toString('utf8'), set, null);
  const hash = crypto.createHash('sha256');
  for (const name of names)
    hash
      .update(name)
      .update('\0')
      .update(name === PAGE ? Buffer.from(unstamped) : files.get(name)!)
      .update('\0');
  const info: BuildInfo = { version: hash.digest('hex').slice(0, 16), files: names };
  return { page: stampPage(unstamped, set, info.version), worker: serviceWorkerScript(info), info };
}

function readTree(dir: string, prefix = ''): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [k, v] of readTree(dir, name)) out.set(k, v);
    else out.set(name, fs.readFileSync(path.join(dir, name)));
  }
  return out;
}

/** Redoes the offline layer of a built folder after its files changed (the tests' second version of a build). */
export function offlineDir(dir: string): BuildInfo {
  const { page, worker, info } = offlineLayer(readTree(dir));
  fs.writeFileSync(path.join(dir, PAGE), page);
  fs.writeFileSync(path.join(dir, SERVICE_WORKER), worker);
  fs.writeFileSync(path.join(dir, BUILD_INFO), `${JSON.stringify(info, null, 1)}\n`);
  return info;
}

/** Adds the offline layer once every other asset is final (minified, the page written): the hashing stage. */
export class OfflinePlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OfflinePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OfflinePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH }, () => {
        compilation.fileDependencies.add(WORKER_SOURCE);
        const files = new Map<string, Buffer>();
        for (const asset of compilation.getAssets()) {
          const bytes = asset.source.buffer();
          files.set(asset.name, Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
        }
        const { page, worker, info } = offlineLayer(files);
        compilation.updateAsset(PAGE, new sources.RawSource(page));
        compilation.emitAsset(SERVICE_WORKER, new sources.RawSource(worker));
        compilation.emitAsset(BUILD_INFO, new sources.RawSource(`${JSON.stringify(info, null, 1)}\n`));
      });
    });
  }
}
