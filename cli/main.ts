/**
 * as400-sizer: the catalog and the AS400 functions from a shell.
 *   models [--family F] [--json]      the Appendix D catalog
 *   call NAME ARG...                  one function through the adapter Excel calls; prints JSON
 *   call --batch                      one JSON array [NAME, ARG...] per stdin line → one JSON result per line
 *   functions [--json]                the function metadata (as dist/functions.json)
 *   workbook TEMPLATE|all [--set NAME=VALUE ...] [--mode portable|live] [--addin HOW] --out FILE.xlsx
 *                                     a sizing-sheet workbook from the templates
 *   serve [--port N] [--dir DIST]      the built add-in over HTTPS on this PC's loopback (cli/serve.ts)
 */
import { createInterface } from 'readline';
import { isError } from '../addin/errors';
import { CATALOG } from '../addin/catalog/catalog';
import { familyFilter } from '../addin/catalog/families';
import { type Adapter, functionMetadata, loadFunctions } from './registry';

const USAGE = `usage: as400-sizer models [--family F] [--json]
       as400-sizer call NAME ARG...      (ARG read as JSON when it parses, else text; null = omitted)
       as400-sizer call --batch          (stdin: one JSON array [NAME, ARG...] per line)
       as400-sizer functions [--json]
       as400-sizer workbook TEMPLATE|all [--set NAME=VALUE ...] [--mode portable|live]
                            [--addin sideload|centralized|catalog=\\\\SERVER\\SHARE] --out FILE.xlsx
                            (--addin, live mode only: how the planners' Excel installs the add-in; default sideload)
       as400-sizer serve [--port N] [--dir DIST]   (the built add-in over HTTPS on this PC only, for its Excel)`;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** An argument as Excel passes it to an any[][] parameter: omitted → null, a value → [[value]], a list → a column. */
function asExcelArg(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return [[value]];
  return value.every(Array.isArray) ? value : value.map((v) => [v]);
}

function parseArg(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A result cell as JSON: Excel errors become {"error": "#N/A", "message": "..."}. */
function cellJson(cell: unknown): Json {
  if (cell instanceof CustomFunctions.Error) return { error: cell.code, message: cell.message ?? '' };
  return cell as Json;
}

function resultJson(result: unknown[][]): Json {
  const cells = result.map((row) => row.map(cellJson));
  return cells.length === 1 && cells[0].length === 1 ? cells[0][0] : cells;
}

function evaluate(functions: Map<string, Adapter>, name: unknown, args: unknown[]): Json {
  const fn = typeof name === 'string' ? functions.get(name.toUpperCase().replace(/^AS400\./, '')) : undefined;
  if (!fn) return { error: '#NAME?', message: `Unknown function ${JSON.stringify(name)}: see as400-sizer functions` };
  return resultJson(fn(...args.map(asExcelArg)));
}

async function batch(functions: Map<string, Adapter>): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const out: string[] = [];
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      request = null;
    }
    const result = Array.isArray(request)
      ? evaluate(functions, request[0], request.slice(1))
      : { error: '#VALUE!', message: 'each line must be a JSON array [NAME, ARG...]' };
    out.push(JSON.stringify(result));
    if (out.length >= 1000) process.stdout.write(out.splice(0).join('\n') + '\n');
  }
  if (out.length) process.stdout.write(out.join('\n') + '\n');
}

function option(args: string[], name: string): string | null {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : null;
}

function models(args: string[]): number {
  const family = option(args, '--family');
  const filter = family === null ? null : familyFilter(family);
  if (isError(filter)) {
    process.stderr.write(`${filter.message}\n`);
    return 2;
  }
  const rows = CATALOG.filter((m) => filter === null || filter(m));
  if (args.includes('--json')) {
    process.stdout.write(JSON.stringify(rows, null, 1) + '\n');
    return 0;
  }
  const table = [['key', 'family', 'release', 'cpus', 'processorCpw', 'interactiveCpw', 'table', 'line']];
  for (const m of rows) {
    table.push([m.key, m.family, m.release ?? '', String(m.cpus ?? ''), String(m.processorCpw ?? ''), String(m.interactiveCpw ?? ''), m.table, String(m.line)]);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  process.stdout.write(table.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()).join('\n') + '\n');
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'models':
      return models(args);
    case 'call': {
      const functions = loadFunctions();
      if (args[0] === '--batch') {
        await batch(functions);
        return 0;
      }
      if (args.length === 0) break;
      const result = evaluate(functions, args[0], args.slice(1).map(parseArg));
      process.stdout.write(JSON.stringify(result) + '\n');
      return result !== null && typeof result === 'object' && 'error' in result && result.error === '#NAME?' ? 2 : 0;
    }
    case 'functions': {
      const metadata = await functionMetadata();
      if (metadata.errors.length) {
        process.stderr.write(metadata.errors.join('\n') + '\n');
        return 1;
      }
      const text = args.includes('--json')
        ? JSON.stringify(metadata.functions, null, 1)
        : metadata.functions.map((f) => `AS400.${f.id}(${f.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(', ')})`).join('\n');
      process.stdout.write(text + '\n');
      return 0;
    }
    case 'workbook': {
      // Loaded here so the other commands do not pay for exceljs and the templates; require, not
      // import(): under tsx's CommonJS hook a dynamic import goes to Node's ESM loader, which cannot load .ts.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { workbookCommand } = require('./xlsx/command') as typeof import('./xlsx/command');
      return workbookCommand(
        args,
        (line) => process.stderr.write(line + '\n'),
        (line) => process.stdout.write(line + '\n'),
      );
    }
    case 'serve': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { serveCommand } = require('./serve') as typeof import('./serve');
      return serveCommand(
        args,
        (line) => process.stderr.write(line + '\n'),
        (line) => process.stdout.write(line + '\n'),
      );
    }
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE + '\n');
      return 0;
  }
  process.stderr.write(USAGE + '\n');
  return 2;
}

// A reader that stops early (| head) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
    process.exitCode = 1;
  },
);
