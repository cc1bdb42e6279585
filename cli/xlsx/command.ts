/**
 * as400-sizer workbook TEMPLATE|all [--set NAME=VALUE ...] [--mode portable|live]
 *                      [--addin sideload|centralized|catalog=\\SERVER\SHARE] [--out FILE.xlsx] [--pdf FILE.pdf]
 *                      [--measurements FILE.csv [--statistic peak|p95|mean|peak-hour] [--from DATE] [--to DATE]
 *                                               [--hours HH-HH] [--days mon-fri]]
 *                      [--history FILE.csv ...] [--date-order mdy|dmy] [--jobs JOBS.csv] [--force]
 */
import path from 'path';
import { isError } from '../../addin/errors';
import { DEFAULT_STATISTIC, type Measured, type Statistic, STATISTICS } from '../../addin/templates/measured';
import { joinMeasurements } from '../../addin/measurements/history';
import type { Measurements, ReadOptions } from '../../addin/measurements/read';
import { summarize } from '../../addin/measurements/summary';
import type { DateOrder } from '../../addin/measurements/timestamp';
import { parseWindow } from '../../addin/measurements/window';
import type { History } from '../../addin/templates/history';
import { DEFAULT_ANNUAL_GROWTH, GROWTH_INPUT } from '../../addin/templates/sheets/growth';
import { DATE_ORDERS, isWindowOption, parseDateOrder, readMeasurementFile, readOptionsOf, WINDOW_OPTIONS, windowed, windowText } from '../measurements';
import type { WorkbookPlan } from '../../addin/templates/plan';
import { planRequest } from './request';
import { REPORT_SYSTEMS_USAGE, reportSystemsCommand } from '../consolidate';
import { partitionReportArgs } from '../partition-report';
import { parseTarget, TARGET_USAGE, type TargetRow } from '../targets';
import { pdfUnavailable, valuesOnly, writeWorkbookFiles } from './pdf';
import { type FileArg, refuseOutputs } from '../safe-output';
import { parseDeployment, type Deployment } from './webextension';
import { writeWorkbook } from './writer';

export const WORKBOOK_USAGE = `as400-sizer workbook TEMPLATE|all [--set NAME=VALUE ...] [--target "NAME;CPW;INTERACTIVE;RULE;SOURCE" ...]
                    [--mode portable|live] [--addin HOW] [--out FILE.xlsx] [--pdf FILE.pdf]
                    [--measurements FILE.csv [--statistic peak|p95|mean|peak-hour] [--from DATE] [--to DATE]
                                             [--hours HH-HH] [--days mon-fri]]
                    [--history FILE.csv ...] [--date-order mdy|dmy] [--jobs JOBS.csv] [--force]
  --target (scenarios) a system of your own as a candidate: name, processor CPW, interactive CPW or
          all, knee rule (blank: none), source (document, date, page). It goes after the candidates
          of --set Candidates=KEY; KEY...; without them, the --target systems are the only candidates
          (4 lines at most: the first four are kept, and those dropped are named on stderr)
  --addin (live mode) how the planners' Excel installs the add-in, for the reference the workbook
          carries: sideload (default; npm start, or the developer registry key), centralized
          (Microsoft 365 admin center), or catalog=\\\\SERVER\\SHARE (a shared-folder catalog)
  --out, --pdf  the workbook (.xlsx) and the printed report (.pdf, through LibreOffice, one page per
          sizing sheet); a name without an extension gets it. Neither may name an input file or the
          other output; an existing file is kept unless --force is given; each is written whole or not at all
  --force replace existing --out and --pdf files
  --measurements  a CSV of measurement intervals (as as400-sizer measurements reads it): fills the
          template's measured utilizations (InteractiveUtil, and CpuUtil or BatchUtil, the total less the
          interactive, where it has one) and adds a Measurements sheet after the sizing sheet; a --set
          of the same input wins over the file
  --statistic  the statistic of the intervals that fills them: peak (default: PCR 2.11 asks that
          peaks be contained), p95 (95th percentile, nearest rank), mean, or peak-hour (the highest mean
          over an hour of consecutive intervals with no gap: one runaway interval cannot set it alone)
  --from, --to, --hours, --days  size from a window of the --measurements file, as as400-sizer
          measurements takes it: the days from --from to --to (yyyy-mm-dd, both in), the hours HH-HH
          (08-18: from 08:00 to 17:59), the days of the week (mon-fri, or a list mon,wed,sat); the
          sizing sheet's notes and the Measurements sheet name the window
  --date-order  how to read the files' dates with slashes and the year last: mdy (3/19/2024) or dmy (19/3/2024)
  --jobs  a job-level export (QAPMJOBL: INTNUM or DATETIME, JBTYPE, JBCPU) beside a QAPMSYSTEM --measurements
          file: interactive is its type-I jobs' CPU over SYSCTA, in place of SYIFUS
  --history  measurement files of the workload's history (repeat for several; they must not overlap):
          fills AnnualGrowth (runway, scenarios) with the growth fitted over the peak of each month, as
          as400-sizer trend reads it, and adds a Trend sheet after the sizing sheet; the months to each
          limit count from the last interval measured. A --set AnnualGrowth wins over the history

${REPORT_SYSTEMS_USAGE}`;

export async function workbookCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): Promise<number> {
  // Several systems onto one: the report of a consolidation, its options consolidate's (cli/consolidate.ts).
  if (args.includes('--system')) {
    // The template's name: 'report' where it is not an option's value.
    const k = args.findIndex((a, i) => a === 'report' && (i === 0 || !args[i - 1].startsWith('--') || ['--force', '--json'].includes(args[i - 1])));
    if (k < 0) return usage(err, '--system is for workbook report: the report of several systems or partitions onto one');
    return reportSystemsCommand([...args.slice(0, k), ...args.slice(k + 1)], err, out);
  }
  // One partition rated per core: the report of systems with that one system (cli/partition-report.ts).
  const partition = partitionReportArgs(args);
  if (partition !== null) return 'usage' in partition ? usage(err, partition.usage) : reportSystemsCommand(partition, err, out);
  const sets: string[] = [];
  const targets: TargetRow[] = [];
  let mode = 'portable';
  let file: string | null = null;
  let pdf: string | null = null;
  let addin: Deployment | null = null;
  let measurements: string | null = null;
  const histories: string[] = [];
  let statistic: string | null = null;
  let dateOrder: DateOrder | undefined;
  let jobsFile: string | null = null;
  const windowArgs: Partial<Record<(typeof WINDOW_OPTIONS)[number], string>> = {};
  let force = false;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (
      ['--set', '--target', '--mode', '--out', '--pdf', '--addin', '--measurements', '--statistic', '--history', '--date-order', '--jobs'].includes(a) ||
      isWindowOption(a)
    ) {
      const v = args[++i];
      if (v === undefined) return usage(err, a === '--target' ? `--target needs a value: ${TARGET_USAGE}` : `${a} needs a value`);
      if (a === '--set') sets.push(v);
      else if (a === '--target') {
        const t = parseTarget(v);
        if (isError(t)) return usage(err, t.message);
        targets.push(t);
      } else if (a === '--measurements') measurements = v;
      else if (a === '--jobs') jobsFile = v;
      else if (a === '--history') histories.push(v);
      else if (a === '--statistic') statistic = v;
      else if (isWindowOption(a)) windowArgs[a] = v;
      else if (a === '--date-order') {
        const order = parseDateOrder(v);
        if (!DATE_ORDERS.includes(order as DateOrder)) return usage(err, order);
        dateOrder = order as DateOrder;
      } else if (a === '--mode') mode = v;
      else if (a === '--out') file = v;
      else if (a === '--pdf') pdf = v;
      else {
        const d = parseDeployment(v);
        if (isError(d)) return usage(err, d.message);
        addin = d;
      }
    } else if (a === '--force') force = true;
    else if (a.startsWith('--')) return usage(err, `Unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 1) return usage(err, 'Name one template, or all');
  if (file === null && pdf === null) return usage(err, '--out FILE.xlsx or --pdf FILE.pdf is required');
  // A name without an extension gets Excel's; another extension would not open as what it is.
  if (file !== null && path.extname(file) === '') file += '.xlsx';
  else if (file !== null && path.extname(file).toLowerCase() !== '.xlsx') return usage(err, `--out ${file}: the workbook is an .xlsx file`);
  if (pdf !== null && path.extname(pdf) === '') pdf += '.pdf';
  else if (pdf !== null && path.extname(pdf).toLowerCase() !== '.pdf') return usage(err, `--pdf ${pdf}: the report is a .pdf file`);
  // Every file argument is an input an output must not name: a file added later goes in this list.
  const inputs: FileArg[] = [
    ...(measurements === null ? [] : [{ option: '--measurements', file: measurements }]),
    ...histories.map((h) => ({ option: '--history', file: h })),
    ...(jobsFile === null ? [] : [{ option: '--jobs', file: jobsFile }]),
  ];
  const outputs: FileArg[] = [...(file === null ? [] : [{ option: '--out', file }]), ...(pdf === null ? [] : [{ option: '--pdf', file: pdf }])];
  const refused = refuseOutputs(outputs, inputs, force);
  if (refused !== null) {
    err(refused);
    return 2;
  }
  if (addin !== null && mode !== 'live') return usage(err, '--addin is for --mode live: a portable workbook does not call the add-in');
  let measured: Measured | undefined;
  if (statistic !== null && measurements === null) return usage(err, '--statistic chooses what fills the inputs from --measurements: give the file too');
  if (statistic !== null && !(STATISTICS as readonly string[]).includes(statistic))
    return usage(err, `--statistic ${statistic}: choose ${STATISTICS.join(', ')}`);
  const windowFlag = WINDOW_OPTIONS.find((o) => windowArgs[o] !== undefined);
  if (windowFlag !== undefined && measurements === null) return usage(err, `${windowFlag} cuts the --measurements file to a window: give the file too`);
  const window = parseWindow(windowText(windowArgs));
  if (isError(window)) return usage(err, window.message);
  if (jobsFile !== null && measurements === null)
    return usage(err, '--jobs gives the interactive CPU of the --measurements file (a QAPMSYSTEM export): give the file too');
  const how = readOptionsOf(dateOrder, jobsFile);
  if ('usage' in how) return usage(err, how.usage);
  if ('refused' in how) {
    err(how.refused);
    return 2;
  }
  const { options } = how;
  if (measurements !== null) {
    if (positional[0] === 'all') return usage(err, '--measurements fills the inputs of one template: name it (interactive, runway...), not all');
    // Read and checked before anything is written: a refused file leaves no workbook behind.
    const read = readForWorkbook(measurements, err, options);
    if (typeof read === 'number') return read;
    const cut = windowed(measurements, read, window);
    if ('usage' in cut) return usage(err, cut.usage);
    const chosen = (statistic ?? DEFAULT_STATISTIC) as Statistic;
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
    measured = {
      file: path.basename(measurements),
      measurements: cut.measurements,
      statistic: chosen,
      ...(cut.window === null ? {} : { window: cut.window }),
    };
  }
  let history: History | undefined;
  if (histories.length > 0) {
    if (positional[0] === 'all') return usage(err, '--history fills the growth of one template: name it (runway, scenarios), not all');
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
    history = { files: histories.map((h) => path.basename(h)), measurements: joined };
  }
  const plan = planRequest({ template: positional[0], sets, targets, mode, measured, history, note: err });
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
  const xlsx = await writeWorkbook(plan, addin ? { addin } : {});
  // LibreOffice cannot run the add-in: a live workbook prints from a copy holding the values it carries.
  const printed = pdf !== null && mode === 'live' ? await valuesOnly(xlsx) : xlsx;
  const written = writeWorkbookFiles({ file, pdf, force }, xlsx, printed, err);
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
