/**
 * as400-sizer workbook TEMPLATE|all [--set NAME=VALUE ...] [--mode portable|live]
 *                      [--addin sideload|centralized|catalog=\\SERVER\SHARE] [--out FILE.xlsx] [--pdf FILE.pdf]
 *                      [--measurements FILE.csv [--statistic peak|p95|mean|peak-hour] [--from DATE] [--to DATE]
 *                                               [--hours HH-HH] [--days mon-fri]]
 *                      [--history FILE.csv ...] [--date-order mdy|dmy] [--jobs JOBS.csv] [--force]
 */
import path from 'path';
import { isError } from '../../addin/errors';
import { DEFAULT_STATISTIC, type Measured, type Statistic, STATISTICS } from '../../addin/workbook/measured';
import { joinMeasurements } from '../../addin/measurements/history';
import type { Measurements, ReadOptions } from '../../addin/measurements/read';
import { summarize } from '../../addin/measurements/summary';
import { parseWindow, type Window } from '../../addin/measurements/window';
import type { History } from '../../addin/sheets/history-growth';
import { DEFAULT_ANNUAL_GROWTH, GROWTH_INPUT } from '../../addin/sheets/growth';
import { DATE_ORDER_OPTION, readMeasurementFile, readOptionsOf, WINDOW_OPTIONS, windowed, windowText } from '../measurements';
import { asGiven, command, flag, oneOf, parseOptions, repeated, usageOf, value, type Values } from '../options';
import type { WorkbookPlan } from '../../addin/workbook/plan';
import { planRequest } from './request';
import { outputsOf, REPORT_SYSTEMS_USAGE, reportSystemsCommand } from '../consolidate';
import { partitionReportArgs } from '../partition-report';
import { parseTarget } from '../targets';
import { pdfUnavailable, valuesOnly, writeWorkbookFiles } from './pdf';
import { type FileArg, refuseOutputs } from '../safe-output';
import { parseDeployment } from './webextension';
import { writeWorkbook } from './writer';

export const WORKBOOK = command({
  name: 'workbook',
  operands: 'TEMPLATE|all',
  summary:
    "a sizing sheet, or all of them, as a workbook (--out) and a PDF (--pdf): live (the add-in's functions) or portable (Excel's own), " +
    'its measured utilizations filled from --measurements, peak by default, with a Measurements sheet; a --set of the same input wins over the file. ' +
    'An output never names an input or the other output; an existing file is replaced only with --force; each file is written whole or not at all',
  options: {
    set: repeated('NAME=VALUE', asGiven, "an input of the template, by its name (as400-sizer --help lists each template's); a --set wins over a file"),
    target: repeated(
      '"NAME;CPW;INTERACTIVE;RULE;SOURCE"',
      parseTarget,
      '(scenarios) a system of your own as a candidate: name, processor CPW, interactive CPW or all, knee rule (blank: none), ' +
        'source (document, date, page). It goes after the candidates of --set Candidates=KEY; KEY...; without them, the --target ' +
        'systems are the only candidates (4 lines at most: the first four are kept, and those dropped are named on stderr)',
    ),
    mode: value('portable|live', asGiven, "portable (default): native Excel formulas over hidden support sheets; live: the add-in's functions"),
    addin: value(
      'sideload|centralized|catalog=\\\\SERVER\\SHARE',
      parseDeployment,
      "(live mode) how the planners' Excel installs the add-in, for the reference the workbook carries: sideload (default; npm start, " +
        'or the developer registry key), centralized (Microsoft 365 admin center), or catalog=\\\\SERVER\\SHARE (a shared-folder catalog)',
    ),
    out: value(
      'FILE.xlsx',
      asGiven,
      'the workbook (.xlsx); a name without an extension gets it. Neither --out nor --pdf may name an input file or the other ' +
        'output; an existing file is kept unless --force is given; each is written whole or not at all',
    ),
    pdf: value('FILE.pdf', asGiven, 'the printed report (.pdf, through LibreOffice, one page per sizing sheet)'),
    measurements: value(
      'FILE.csv',
      asGiven,
      "a CSV of measurement intervals (as as400-sizer measurements reads it): fills the template's measured utilizations " +
        '(InteractiveUtil, and CpuUtil or BatchUtil, the total less the interactive, where it has one) and adds a Measurements sheet ' +
        'after the sizing sheet; a --set of the same input wins over the file',
    ),
    statistic: value(
      'peak|p95|mean|peak-hour',
      oneOf(STATISTICS),
      'the statistic of the --measurements intervals that fills them: peak (default: PCR 2.11 asks that peaks be contained), ' +
        'p95 (95th percentile, nearest rank), mean, or peak-hour (the highest mean over an hour of consecutive intervals with no gap)',
    ),
    ...WINDOW_OPTIONS,
    history: repeated(
      'FILE.csv',
      asGiven,
      "measurement files of the workload's history (they must not overlap): fills AnnualGrowth (runway, scenarios) with the growth " +
        'fitted over the peak of each month, as as400-sizer trend reads it, and adds a Trend sheet; a --set AnnualGrowth wins over the history',
    ),
    'date-order': DATE_ORDER_OPTION,
    jobs: value(
      'JOBS.csv',
      asGiven,
      'a job-level export (QAPMJOBL: INTNUM or DATETIME, JBTYPE, JBCPU) beside a QAPMSYSTEM --measurements file:' +
        " interactive is its type-I jobs' CPU over SYSCTA, in place of SYIFUS",
    ),
    force: flag('replace existing --out and --pdf files'),
  },
  notes:
    '  --from, --to, --hours and --days cut the --measurements file to a window, as as400-sizer measurements takes them; ' +
    "the sizing sheet's notes and the Measurements sheet name the window",
});

export const WORKBOOK_USAGE = `${usageOf(WORKBOOK)}\n\n${REPORT_SYSTEMS_USAGE}`;

type WorkbookValues = Values<typeof WORKBOOK.options>;

export async function workbookCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): Promise<number> {
  // Several systems onto one: the report of a consolidation, its options consolidate's (cli/consolidate.ts).
  if (args.includes('--system')) return reportSystemsCommand(args, err, out);
  // One partition rated per core: the report of systems with that one system (cli/partition-report.ts).
  const partition = partitionReportArgs(args);
  if (partition !== null) return 'usage' in partition ? usage(err, partition.usage) : reportSystemsCommand(['report', ...partition], err, out);
  const parsed = parseOptions(WORKBOOK, args);
  if ('usage' in parsed) return usage(err, parsed.usage);
  const { values: o, operands } = parsed;
  if (operands.length !== 1) return usage(err, 'Name one template, or all');
  if (o.out === undefined && o.pdf === undefined) return usage(err, '--out FILE.xlsx or --pdf FILE.pdf is required');
  // A name without an extension gets Excel's; another extension would not open as what it is.
  const outputs = outputsOf(o.out ?? null, o.pdf ?? null);
  if ('usage' in outputs) return usage(err, outputs.usage);
  const { file, pdf } = outputs;
  const refused = refuseOutputs(outputFiles(file, pdf), inputFiles(o), o.force);
  if (refused !== null) {
    err(refused);
    return 2;
  }
  const mode = o.mode ?? 'portable';
  if (o.addin !== undefined && mode !== 'live') return usage(err, '--addin is for --mode live: a portable workbook does not call the add-in');
  const read = readInputs(operands[0], o, err);
  if (typeof read === 'number') return read;
  const { measured, history } = read;
  const plan = planRequest({ template: operands[0], sets: o.set, targets: o.target, mode, measured, history, note: err });
  if (isError(plan)) {
    err(plan.message);
    return 2;
  }
  // Before anything is written: a missing LibreOffice leaves no half of the request done.
  const missing = pdf === null ? null : pdfUnavailable();
  if (missing) {
    err(missing);
    return 3;
  }
  const xlsx = await writeWorkbook(plan, o.addin ? { addin: o.addin } : {});
  // LibreOffice cannot run the add-in: a live workbook prints from a copy holding the values it carries.
  const printed = pdf !== null && mode === 'live' ? await valuesOnly(xlsx) : xlsx;
  const written = writeWorkbookFiles({ file, pdf, force: o.force }, xlsx, printed, err);
  if (written !== 0) return written;
  growthNote(history, plan, err);
  if (file !== null) out(`${file}: ${plan.sheets.map((s) => s.name).join(', ')}`);
  if (pdf !== null)
    out(
      `${pdf}: ${plan.sheets
        .filter((s) => !s.hidden)
        .map((s) => s.name)
        .join(', ')}`,
    );
  return 0;
}

const outputFiles = (file: string | null, pdf: string | null): FileArg[] => [
  ...(file === null ? [] : [{ option: '--out', file }]),
  ...(pdf === null ? [] : [{ option: '--pdf', file: pdf }]),
];

/** Every file argument is an input an output must not name: a file option added later goes in this list. */
const inputFiles = (o: WorkbookValues): FileArg[] => [
  ...(o.measurements === undefined ? [] : [{ option: '--measurements', file: o.measurements }]),
  ...o.history.map((h) => ({ option: '--history', file: h })),
  ...(o.jobs === undefined ? [] : [{ option: '--jobs', file: o.jobs }]),
];

/**
 * The measurement files read and checked before anything is written (a refused file leaves no workbook
 * behind): the intervals that fill the template's inputs and the history that fills its growth; or the
 * exit code of a refusal.
 */
function readInputs(template: string, o: WorkbookValues, err: (line: string) => void): { measured?: Measured; history?: History } | number {
  const measurements = o.measurements ?? null;
  if (o.statistic !== undefined && measurements === null) return usage(err, '--statistic chooses what fills the inputs from --measurements: give the file too');
  const windowFlag = (['from', 'to', 'hours', 'days'] as const).find((w) => o[w] !== undefined);
  if (windowFlag !== undefined && measurements === null) return usage(err, `--${windowFlag} cuts the --measurements file to a window: give the file too`);
  const window = parseWindow(windowText(o));
  if (isError(window)) return usage(err, window.message);
  if (o.jobs !== undefined && measurements === null)
    return usage(err, '--jobs gives the interactive CPU of the --measurements file (a QAPMSYSTEM export): give the file too');
  const how = readOptionsOf(o['date-order'], o.jobs ?? null);
  if ('usage' in how) return usage(err, how.usage);
  if ('refused' in how) {
    err(how.refused);
    return 2;
  }
  const measured = measurements === null ? undefined : measuredOf(template, measurements, window, o.statistic ?? DEFAULT_STATISTIC, how.options, err);
  if (typeof measured === 'number') return measured;
  const history = o.history.length ? historyOf(template, o.history, how.options, err) : undefined;
  if (typeof history === 'number') return history;
  return { measured, history };
}

/** The --measurements file cut to its window, and the statistic that fills the inputs; or the exit code of a refusal. */
function measuredOf(
  template: string,
  measurements: string,
  window: Window | null,
  chosen: Statistic,
  options: ReadOptions,
  err: (line: string) => void,
): Measured | number {
  if (template === 'all') return usage(err, '--measurements fills the inputs of one template: name it (interactive, runway...), not all');
  const read = readForWorkbook(measurements, err, options);
  if (typeof read === 'number') return read;
  const cut = windowed(measurements, read, window);
  if ('usage' in cut) return usage(err, cut.usage);
  const summary = summarize(cut.measurements);
  if (chosen === 'peak-hour' && summary.cpu.peakHour === null) {
    return usage(
      err,
      `--statistic peak-hour: no run of intervals ` +
        `in ${measurements}${cut.window ? ` (window ${cut.window})` : ''} covers a whole hour ` +
        `without a gap; choose peak`,
    );
  }
  // The summary's own warnings (gaps, a column of zeros, in the window), after the reader's notes.
  for (const w of summary.warnings.slice(read.warnings.length)) err(`${measurements}: note: ${w}`);
  return {
    file: path.basename(measurements),
    measurements: cut.measurements,
    statistic: chosen,
    ...(cut.window === null ? {} : { window: cut.window }),
  };
}

/** The --history files joined in time order; or the exit code of a refusal. */
function historyOf(template: string, histories: readonly string[], options: ReadOptions, err: (line: string) => void): History | number {
  if (template === 'all') return usage(err, '--history fills the growth of one template: name it (runway, scenarios), not all');
  const read: Measurements[] = [];
  for (const h of histories) {
    const r = readForWorkbook(h, err, options);
    if (typeof r === 'number') return r;
    read.push(r);
  }
  const joined = joinMeasurements(histories, read);
  if (typeof joined === 'string') {
    err(joined);
    return 2;
  }
  return { files: histories.map((h) => path.basename(h)), measurements: joined };
}

/** The growth a sheet took, on stderr: fitted from the history, or the add-in's default, said to be no measurement (as its note says). */
function growthNote(history: History | undefined, plan: WorkbookPlan, err: (line: string) => void): void {
  const growthOf = (sheet: WorkbookPlan['sheets'][number]) => {
    const name = sheet.names.find((n) => n.name === GROWTH_INPUT);
    if (!name) return null;
    const ref = name.refersTo.split('!')[1].replace(/\$/g, '');
    const note = sheet.cells.find((c) => c.ref === `C${ref.slice(1)}`)?.value;
    return { sheet: sheet.name, value: sheet.cells.find((c) => c.ref === ref)?.value, note: typeof note === 'string' ? note : '' };
  };
  const growths = plan.sheets.filter((s) => s.role === 'template').flatMap((s) => growthOf(s) ?? []);
  const defaults = growths.filter((g) => g.note.startsWith('Default, not measured'));
  if (defaults.length) {
    const sheets = defaults.map((g) => g.sheet).join(', ');
    err(`note: ${GROWTH_INPUT} ${DEFAULT_ANNUAL_GROWTH * 100}% a year (${sheets}): default, not measured; give --history or --set ${GROWTH_INPUT}`);
  }
  const filled = growths.find((g) => g.note.startsWith('Filled from'));
  if (history && filled && typeof filled.value === 'number') {
    err(`note: ${GROWTH_INPUT} ${Number((filled.value * 100).toFixed(1))}% a year: fitted from ${history.files.join(', ')} (see the Trend sheet)`);
  }
}

/** A measurement file for the workbook, its notes on stderr; or the exit code of its refusal (2, as a usage error). */
function readForWorkbook(file: string, err: (line: string) => void, options: ReadOptions): Measurements | number {
  const read = readMeasurementFile(file, options);
  if ('usage' in read) return usage(err, read.usage);
  if ('refused' in read) {
    err(read.refused);
    return 2;
  }
  for (const w of read.measurements.warnings) err(`${file}: note: ${w}`);
  return read.measurements;
}

function usage(err: (line: string) => void, why: string): number {
  err(`${why}\nusage: ${WORKBOOK_USAGE}`);
  return 2;
}
