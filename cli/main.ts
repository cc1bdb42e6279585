/**
 * as400-sizer: the catalog and the AS400 functions from a shell.
 *   models [--family F] [--json]      the Appendix D catalog
 *   call NAME ARG...                  one function through the adapter Excel calls; prints JSON
 *   call --batch                      one JSON array [NAME, ARG...] per stdin line → one JSON result per line
 *   functions [--json]                the function metadata, whole descriptions (functions.json ships their first sentences)
 *   workbook TEMPLATE|all [--set NAME=VALUE ...] [--mode portable|live] [--addin HOW] [--out FILE.xlsx] [--pdf FILE.pdf]
 *            [--measurements FILE.csv [--statistic peak|p95|mean|peak-hour] [--from DATE] [--to DATE] [--hours HH-HH] [--days mon-fri]]
 *            [--date-order mdy|dmy] [--force]
 *                                     a sizing-sheet workbook from the templates, and its printed report
 *   serve [--port N] [--dir DIST]      the built add-in over HTTPS on this PC's loopback (cli/serve.ts)
 *   measurements FILE.csv [--model KEY] [--alert 70%] [--from DATE] [--to DATE] [--hours HH-HH] [--days mon-fri]
 *                [--date-order mdy|dmy] [--json]
 *                                     peak, peak hour, mean and p95 of measured CPU, the busiest intervals, the gaps,
 *                                     intervals past a model's knee
 *   trend FILE.csv... [--period month|week|day] [--statistic peak|p95|mean|peak-hour] [--limit 70%|2.8PU] [--json]
 *                                     growth fitted from measured history, and the date it reaches the limit
 *   consolidate --system "NAME;SYSTEM;FILE" ... [--target "...;CORES"] ... [--json] [--out FILE.xlsx] [--pdf FILE.pdf]
 *                                     several systems onto one: coincident peak, sum of peaks, processing units
 */
import { createInterface } from 'readline';
import { type TargetRow, withTargets } from './targets';
import { overviewOf, parseOptions, usageOf } from './options';
import { CALL, FUNCTIONS, MODELS } from './commands';
import { CATALOG } from '../addin/catalog/catalog';
import { readNumber } from '../addin/typed';
import { version } from '../functions/about';
import { MEASUREMENTS, MEASUREMENTS_USAGE, measurementsCommand } from './measurements';
import { TREND, TREND_USAGE, trendCommand } from './trend';
import { CONSOLIDATE, CONSOLIDATE_USAGE, consolidateCommand, REPORT_SYSTEMS } from './consolidate';
import type { TableValue } from '../addin/workbook/template';
import { type Adapter, functionMetadata, loadFunctions } from './registry';

/** The overview, from every command's table (the workbook's and serve's modules loaded only for it). */
function usage(): string {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { WORKBOOK } = require('./xlsx/command') as typeof import('./xlsx/command');
  const { SERVE } = require('./serve') as typeof import('./serve');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const commands = [MODELS, CALL, FUNCTIONS, WORKBOOK, REPORT_SYSTEMS, MEASUREMENTS, TREND, CONSOLIDATE, SERVE];
  return overviewOf(commands, ['  as400-sizer --help | --version']);
}

/** The templates with their --set names, defaults and labels, for --help. */
function templateHelp(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TEMPLATES } = require('../addin/sheets') as typeof import('../addin/sheets');
  const lines = ['', "templates (workbook TEMPLATE --set NAME=VALUE; defaults are the documents' examples):"];
  for (const t of TEMPLATES) {
    lines.push(`  ${t.id.padEnd(12)}${t.title}`);
    for (const i of t.inputs) {
      const value =
        i.kind === 'fraction' && typeof i.value === 'number'
          ? `${Number((i.value * 100).toPrecision(12))}%`
          : Array.isArray(i.value)
            ? `"${(i.value as TableValue)
                .map((line) =>
                  line
                    .map((c) => c ?? '')
                    .join(',')
                    .replace(/,+$/, ''),
                )
                .join('; ')}"`
            : String(i.value);
      const choices = i.choices ? ` (${i.choices.join(', ')})` : '';
      const set = `--set ${i.name}=${value}`;
      // A table's default runs long: its label goes on the next line.
      lines.push(set.length < 40 ? `      ${set.padEnd(40)}${i.label}${choices}` : `      ${set}\n${' '.repeat(46)}${i.label}${choices}`);
    }
  }
  return lines.join('\n');
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** An argument as Excel passes it to an any[][] parameter: omitted → null, a value → [[value]], a list → a column. */
function asExcelArg(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return [[value]];
  return value.every(Array.isArray) ? value : value.map((v) => [v]);
}

/** An argument as typed into a cell: JSON where it parses, a percentage as its fraction (as the form and --set read it), else text. */
function parseArg(text: string): unknown {
  const percent = text.trim().endsWith('%') ? readNumber(text) : null;
  if (percent !== null) return percent;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isErrorJson = (j: Json): boolean => j !== null && typeof j === 'object' && (Array.isArray(j) ? j.some(isErrorJson) : 'error' in j);

/** A result cell as JSON: Excel errors become {"error": "#N/A", "message": "..."}. */
function cellJson(cell: unknown): Json {
  if (cell instanceof CustomFunctions.Error) return { error: cell.code, message: cell.message ?? '' };
  return cell as Json;
}

function resultJson(result: unknown[][]): Json {
  const cells = result.map((row) => row.map(cellJson));
  return cells.length === 1 && cells[0].length === 1 ? cells[0][0] : cells;
}

async function evaluate(functions: Map<string, Adapter>, name: unknown, args: unknown[]): Promise<Json> {
  const fn = typeof name === 'string' ? functions.get(name.toUpperCase().replace(/^AS400\./, '')) : undefined;
  if (!fn) return { error: '#NAME?', message: `Unknown function ${JSON.stringify(name)}: see as400-sizer functions` };
  return resultJson(await fn(...args.map(asExcelArg)));
}

/** Answers every line; exits 1 when some answer is an error, saying how many, so a script notices. */
async function batch(functions: Map<string, Adapter>, targets: readonly TargetRow[]): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const out: string[] = [];
  let answered = 0;
  let failed = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      request = null;
    }
    const result = Array.isArray(request)
      ? await evaluate(functions, request[0], withTargets(request.slice(1), targets))
      : { error: '#VALUE!', message: 'each line must be a JSON array [NAME, ARG...]' };
    answered++;
    if (isErrorJson(result)) failed++;
    out.push(JSON.stringify(result));
    if (out.length >= 1000) process.stdout.write(out.splice(0).join('\n') + '\n');
  }
  if (out.length) process.stdout.write(out.join('\n') + '\n');
  if (failed) process.stderr.write(`${failed} of ${answered} lines answered an error\n`);
  return failed ? 1 : 0;
}

/** `call NAME ARG...` or `call --batch`, with the --target systems its arguments may name; null when no function is named (the usage follows). */
async function call(args: string[]): Promise<number | null> {
  const parsed = parseOptions(CALL, args);
  if ('usage' in parsed) {
    process.stderr.write(`${parsed.usage}\n`);
    return 2;
  }
  const { values, operands: rest } = parsed;
  const functions = loadFunctions();
  if (values.batch) return batch(functions, values.target);
  if (rest.length === 0) return null;
  const result = await evaluate(functions, rest[0], withTargets(rest.slice(1).map(parseArg), values.target));
  process.stdout.write(JSON.stringify(result) + '\n');
  if (result !== null && typeof result === 'object' && 'error' in result && result.error === '#NAME?') return 2;
  return isErrorJson(result) ? 1 : 0;
}

function models(args: string[]): number {
  const parsed = parseOptions(MODELS, args);
  if ('usage' in parsed || parsed.operands.length) {
    process.stderr.write(`${'usage' in parsed ? parsed.usage : `${parsed.operands[0]}: models takes options only`}\nusage: ${usageOf(MODELS)}\n`);
    return 2;
  }
  const filter = parsed.values.family ?? null;
  const rows = CATALOG.filter((m) => filter === null || filter(m));
  if (parsed.values.json) {
    process.stdout.write(JSON.stringify(rows, null, 1) + '\n');
    return 0;
  }
  const table = [['key', 'family', 'release', 'cpus', 'processorCpw', 'interactiveCpw', 'table', 'line']];
  for (const m of rows) {
    table.push([m.key, m.family, m.release ?? '', String(m.cpus ?? ''), String(m.processorCpw ?? ''), String(m.interactiveCpw ?? ''), m.table, String(m.line)]);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  process.stdout.write(
    table
      .map((r) =>
        r
          .map((c, i) => c.padEnd(widths[i]))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n',
  );
  return 0;
}

/** Each command's own usage, for `as400-sizer COMMAND --help`: its options, each explained (the workbook's and serve's modules loaded only then). */
const COMMAND_USAGE: Readonly<Record<string, () => string>> = {
  models: () => usageOf(MODELS),
  call: () => usageOf(CALL),
  functions: () => usageOf(FUNCTIONS),
  measurements: () => MEASUREMENTS_USAGE,
  trend: () => TREND_USAGE,
  consolidate: () => CONSOLIDATE_USAGE,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  workbook: () => (require('./xlsx/command') as typeof import('./xlsx/command')).WORKBOOK_USAGE,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  serve: () => (require('./serve') as typeof import('./serve')).SERVE_USAGE,
};

const err = (line: string) => process.stderr.write(line + '\n');
const out = (line: string) => process.stdout.write(line + '\n');

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command !== undefined && Object.prototype.hasOwnProperty.call(COMMAND_USAGE, command) && (args.includes('--help') || args.includes('-h'))) {
    process.stdout.write(`usage: ${COMMAND_USAGE[command]()}\n`);
    return 0;
  }
  switch (command) {
    case 'models':
      return models(args);
    case 'call': {
      const code = await call(args);
      if (code !== null) return code;
      break;
    }
    case '--help':
    case '-h':
    case 'help':
      process.stdout.write(`${usage()}\n${templateHelp()}\n`);
      return 0;
    case '--version':
    case '-v':
      process.stdout.write(`${(version()[0] as string[])[0]}\n`);
      return 0;
    case 'functions': {
      const parsed = parseOptions(FUNCTIONS, args);
      if ('usage' in parsed) {
        process.stderr.write(`${parsed.usage}\nusage: ${usageOf(FUNCTIONS)}\n`);
        return 2;
      }
      const metadata = await functionMetadata();
      if (metadata.errors.length) {
        process.stderr.write(metadata.errors.join('\n') + '\n');
        return 1;
      }
      const text = parsed.values.json
        ? JSON.stringify(metadata.functions, null, 1)
        : metadata.functions.map((f) => `AS400.${f.id}(${f.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(', ')})`).join('\n');
      process.stdout.write(text + '\n');
      return 0;
    }
    case 'measurements':
      return measurementsCommand(args, err, out);
    case 'trend':
      return trendCommand(args, err, out);
    case 'consolidate':
      return consolidateCommand(args, err, out);
    case 'workbook': {
      // Loaded here so the other commands do not pay for exceljs and the templates; require, not
      // import(): under tsx's CommonJS hook a dynamic import goes to Node's ESM loader, which cannot load .ts.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { workbookCommand } = require('./xlsx/command') as typeof import('./xlsx/command');
      return workbookCommand(args, err, out);
    }
    case 'serve': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { serveCommand } = require('./serve') as typeof import('./serve');
      return serveCommand(args, err, out);
    }
  }
  process.stderr.write(
    `${command === undefined ? '' : `Unknown command ${JSON.stringify(command)}\n`}${usage()}\n(as400-sizer --help also lists the templates)\n`,
  );
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
