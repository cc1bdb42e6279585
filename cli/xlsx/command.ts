/**
 * as400-sizer workbook TEMPLATE|all [--set NAME=VALUE ...] [--mode portable|live]
 *                      [--addin sideload|centralized|catalog=\\SERVER\SHARE] [--out FILE.xlsx] [--pdf FILE.pdf]
 *                      [--measurements FILE.csv [--statistic peak|p95|mean]] [--force]
 */
import fs from 'fs';
import path from 'path';
import { isError } from '../../addin/errors';
import { DEFAULT_STATISTIC, type Measured, type Statistic, STATISTICS } from '../../addin/templates/measured';
import { readMeasurementFile } from '../measurements';
import { planRequest } from './request';
import { parseTarget, TARGET_USAGE, type TargetRow } from '../targets';
import { pdfUnavailable, valuesOnly, writePdf } from './pdf';
import { type FileArg, type Output, refuseOutputs, writeOutputs } from '../safe-output';
import { parseDeployment, type Deployment } from './webextension';
import { writeWorkbook } from './writer';

export const WORKBOOK_USAGE = `as400-sizer workbook TEMPLATE|all [--set NAME=VALUE ...] [--target "NAME;CPW;INTERACTIVE;RULE;SOURCE" ...]
                    [--mode portable|live] [--addin HOW] [--out FILE.xlsx] [--pdf FILE.pdf]
                    [--measurements FILE.csv [--statistic peak|p95|mean]] [--force]
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
          template's measured utilizations (InteractiveUtil, and CpuUtil where it has one) and adds a
          Measurements sheet after the sizing sheet; a --set of the same input wins over the file
  --statistic  the statistic of the intervals that fills them: peak (default: PCR 2.11 asks that
          peaks be contained), p95 (95th percentile, nearest rank) or mean`;

export async function workbookCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): Promise<number> {
  const sets: string[] = [];
  const targets: TargetRow[] = [];
  let mode = 'portable';
  let file: string | null = null;
  let pdf: string | null = null;
  let addin: Deployment | null = null;
  let measurements: string | null = null;
  let statistic: string | null = null;
  let force = false;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--set' || a === '--target' || a === '--mode' || a === '--out' || a === '--pdf' || a === '--addin' || a === '--measurements' || a === '--statistic') {
      const v = args[++i];
      if (v === undefined) return usage(err, a === '--target' ? `--target needs a value: ${TARGET_USAGE}` : `${a} needs a value`);
      if (a === '--set') sets.push(v);
      else if (a === '--target') {
        const t = parseTarget(v);
        if (isError(t)) return usage(err, t.message);
        targets.push(t);
      } else if (a === '--measurements') measurements = v;
      else if (a === '--statistic') statistic = v;
      else if (a === '--mode') mode = v;
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
  const inputs: FileArg[] = measurements === null ? [] : [{ option: '--measurements', file: measurements }];
  const outputs: FileArg[] = [...(file === null ? [] : [{ option: '--out', file }]), ...(pdf === null ? [] : [{ option: '--pdf', file: pdf }])];
  const refused = refuseOutputs(outputs, inputs, force);
  if (refused !== null) {
    err(refused);
    return 2;
  }
  if (addin !== null && mode !== 'live') return usage(err, '--addin is for --mode live: a portable workbook does not call the add-in');
  let measured: Measured | undefined;
  if (statistic !== null && measurements === null) return usage(err, '--statistic chooses what fills the inputs from --measurements: give the file too');
  if (statistic !== null && !(STATISTICS as readonly string[]).includes(statistic)) return usage(err, `--statistic ${statistic}: choose ${STATISTICS.join(', ')}`);
  if (measurements !== null) {
    if (positional[0] === 'all') return usage(err, '--measurements fills the inputs of one template: name it (interactive, runway...), not all');
    // Read and checked before anything is written: a refused file leaves no workbook behind.
    const read = readMeasurementFile(measurements);
    if ('usage' in read) return usage(err, read.usage);
    if ('refused' in read) {
      err(read.refused);
      return 2;
    }
    for (const w of read.measurements.warnings) err(`${measurements}: note: ${w}`);
    measured = { file: path.basename(measurements), measurements: read.measurements, statistic: (statistic ?? DEFAULT_STATISTIC) as Statistic };
  }
  const plan = planRequest({ template: positional[0], sets, targets, mode, measured, note: err });
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
  const writes: Output[] = [];
  if (file !== null) writes.push({ file, write: (temporary) => fs.writeFileSync(temporary, xlsx) });
  const report = pdf;
  // LibreOffice cannot run the add-in: a live workbook prints from a copy holding the values it carries.
  const printed = report === null ? xlsx : mode === 'live' ? await valuesOnly(xlsx) : xlsx;
  if (report !== null) writes.push({ file: report, write: (temporary) => writePdf(printed, temporary, report) });
  try {
    writeOutputs(writes, force);
  } catch (e) {
    err(e instanceof Error ? e.message.trim() : String(e));
    return 1;
  }
  if (file !== null) out(`${file}: ${plan.sheets.map((s) => s.name).join(', ')}`);
  if (pdf !== null) out(`${pdf}: ${plan.sheets.filter((s) => !s.hidden).map((s) => s.name).join(', ')}`);
  return 0;
}

function usage(err: (line: string) => void, why: string): number {
  err(`${why}\nusage: ${WORKBOOK_USAGE}`);
  return 2;
}
