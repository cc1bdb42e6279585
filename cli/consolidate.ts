/**
 * as400-sizer consolidate --system "NAME;SYSTEM;FILE" ... [--target "NAME;CPW;INTERACTIVE;RULE;SOURCE;CORES"] ...
 *                         [--guideline 70%] [--allowance 10%] [--statistic peak|p95|peak-hour] [--date-order mdy|dmy] [--json]
 *                         [--granularity 0.05] [--out FILE.xlsx] [--pdf FILE.pdf] [--force]
 * Several systems or partitions measured onto one new system (docs/consolidation.md, addin/consolidation): the
 * combined work's peak against the sum of each one's peak, and for each target its utilization and
 * the processing units of a shared pool and of each partition; --out and --pdf write the
 * Consolidation sheet (addin/sheets/consolidation-sheet.ts, 32 sources at most). Exit 2 for a usage error (an option,
 * a --system or --target at fault, two systems of one name, a file that cannot be opened), 1 for
 * files refused (their contents, with line and column; periods that never overlap) or an output
 * that could not be written, 3 where --pdf finds no LibreOffice.
 */
import path from 'path';
import { isError, type Result, valueError } from '../addin/errors';
import type { WorkbookPlan } from '../addin/workbook/plan';
import {
  consolidate,
  CONSOLIDATION_STATISTICS,
  type Consolidation,
  type ConsolidationStatistic,
  type ConsolidationTarget,
  DEFAULT_FITS_YEARS,
  DEFAULT_GRANULARITY,
  FIXED_SOURCE,
  historyFilesText,
  PER_CORE_SOURCE,
  MAX_SHEET_SOURCES,
  MIN_SOURCES,
  parseSourceSystem,
  roundUpTo,
  sheetRefusal,
  sourceHistory,
  type SourceSystem,
  systemText,
} from '../addin/consolidation/consolidate';
import { ALLOWANCE_INPUT, GRANULARITY_INPUT, GUIDELINE_INPUT, perCoreRefusal, readFitsYears, readGrowthRate } from '../addin/consolidation/options';
import { type MeasuredFile, type Measurements, MAX_CHARACTERS, readMeasuredFile, type ReadOptions } from '../addin/measurements/read';
import type { DiskMeasurements } from '../addin/measurements/qapmdisk';
import type { PoolMeasurements } from '../addin/measurements/qapmpoolb';
import { joinDisk, joinPools } from '../addin/measurements/resource-history';
import { ARMS_NEEDED_SOURCE, diskLine, memoryLine, SPACE_LIMIT_SOURCE, type SystemResources, systemResources } from '../addin/consolidation/resources';
import { formatTime } from '../addin/measurements/window';
import type { DateOrder } from '../addin/measurements/timestamp';
import { ownSystemOfRow } from '../addin/sizing/targets';
import { readReportFields, REPORT_FIELDS, reportField, type ReportFields } from '../addin/workbook/report-fields';
import { readInput } from '../addin/workbook/inputs';
import { DATE_ORDER_OPTION, fileText } from './measurements';
import { asGiven, command, flag, oneOf, parseOptions, repeated, usageOf, value } from './options';
import { diskJson, memoryJson, poolsJson } from './resources';
import { type FileArg, refuseOutputs } from './safe-output';
import { parseTargetWithCores } from './targets';

const SYSTEM_HELP =
  'a system measured (SYSTEM: a catalog key, "N CPW", or "N CPW per core" for a file that gives the entitlement); ' +
  'the same NAME again adds a file, a month, of that system; a QAPMDISK or QAPMPOOLB export, told by its headings, is its disk or memory';

export interface SystemArg {
  readonly spec: string;
  readonly name: string;
  readonly system: SourceSystem;
  readonly file: string;
}

/** A system with all its files (its --system lines of one name), in the order first named. */
export interface SystemFiles {
  readonly spec: string;
  readonly name: string;
  readonly system: SourceSystem;
  readonly files: readonly string[];
  /** The files as one name for the text, the JSON and the sheet. */
  readonly file: string;
}

/** --system's value: the name, the system and the file (which may itself hold ";"). */
/** The --system lines by name: one system a name, its files in the order given; one name with two systems is refused. */
function systemsOf(args: readonly SystemArg[]): SystemFiles[] | string {
  const out: SystemFiles[] = [];
  for (const s of args) {
    const k = out.findIndex((x) => x.name.toLowerCase() === s.name.toLowerCase());
    if (k < 0) {
      out.push({ spec: s.spec, name: s.name, system: s.system, files: [s.file], file: s.file });
      continue;
    }
    const o = out[k];
    if (systemText(o.system) !== systemText(s.system))
      return (
        `--system "${s.spec}": ${s.name} is ${systemText(o.system)} in --system "${o.spec}": ` +
        'give one system a name (the same SYSTEM on each of its files) or another name'
      );
    if (o.files.includes(s.file)) return `--system "${s.spec}": ${s.file} is named twice for ${s.name}`;
    const files = [...o.files, s.file];
    out[k] = { ...o, files, file: `${files[0]} … ${files[files.length - 1]} (${files.length} files)` };
  }
  return out;
}

const isoMonth = (ms: number): string => new Date(ms).toISOString().slice(0, 7);
const isoDay = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString().slice(0, 10));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "May 2029", as the report's sentence says a month. */
export const monthText = (ms: number): string => `${MONTHS[new Date(ms).getUTCMonth()]} ${new Date(ms).getUTCFullYear()}`;

/** --system's value: the name, the system (its own reader's refusal said as a cell's) and the file, which may itself hold ";". */
function readSystemArg(spec: string): Result<SystemArg> {
  const parts = spec.split(';');
  if (parts.length < 3) return valueError(`three fields separated by ";", NAME;SYSTEM;FILE, got ${parts.length}`);
  const [name, systemField] = parts.map((p) => p.trim());
  const file = parts.slice(2).join(';').trim();
  if (name === '') return valueError('the name is empty');
  if (file === '') return valueError('the file is empty');
  const system = parseSourceSystem(systemField);
  return isError(system) ? system : { spec, name, system, file };
}

/** --target's value: a system of the planner's own and the cores its CPW is for. */
function readConsolidationTarget(spec: string): Result<ConsolidationTarget> {
  const t = parseTargetWithCores(spec);
  if (isError(t)) return t;
  const own = ownSystemOfRow([...t.row]);
  return isError(own) ? own : { system: own, cores: t.cores };
}

/** --growth's value: a system's name and its growth a year, by the pane's reader of a growth. */
function readGrowthArg(text: string): Result<readonly [name: string, rate: number, given: string]> {
  const eq = text.lastIndexOf('=');
  if (eq <= 0 || text.slice(0, eq).trim() === '') return valueError("give a system's name and its growth a year, e.g. --growth PROD=15% or PROD=0.15");
  const rate = readGrowthRate(text.slice(eq + 1));
  return isError(rate) ? rate : [text.slice(0, eq).trim(), rate, text];
}

/** --set's value in a consolidation: a report field only, as what a consolidation computes comes from its files and options. */
function readReportSet(text: string): Result<readonly [name: string, value: string]> {
  const eq = text.indexOf('=');
  const name = eq > 0 ? text.slice(0, eq).trim() : text.trim();
  const field = eq > 0 ? reportField(name) : undefined;
  return field
    ? [field.name, text.slice(eq + 1)]
    : valueError(`a consolidation takes the report fields only (${REPORT_FIELDS.map((f) => `${f.name}=...`).join(', ')})`);
}

/** --guideline's value: "per-core", or the share the pane's Planning guideline reads. */
const readGuideline = (text: string): Result<number | 'per-core'> =>
  text.trim().toLowerCase() === 'per-core' ? 'per-core' : (readInput(GUIDELINE_INPUT, text) as Result<number>);

/** The options of `consolidate`, which `workbook report --system` takes too. */
const CONSOLIDATION_OPTIONS = {
  system: repeated('"NAME;SYSTEM;FILE"', readSystemArg, SYSTEM_HELP, true),
  target: repeated(
    '"NAME;CPW;INTERACTIVE or all;KNEE RULE;SOURCE;CORES"',
    readConsolidationTarget,
    'a system of your own to put them on; CORES, the number of cores its CPW is for, gives the processing units',
  ),
  guideline: value(
    '70%|per-core',
    readGuideline,
    'the utilization a target is planned to (PCR 2.12: 70%); per-core: by its cores (PM for Power Systems: 1: 70% ... 12: 87%)',
  ),
  allowance: value(
    '10%',
    (text) => readInput(ALLOWANCE_INPUT, text) as Result<number>,
    'the capacity a partition loses beside the others at their peaks (PCR 18.5: about 10%)',
  ),
  statistic: value('peak|p95|peak-hour', oneOf(CONSOLIDATION_STATISTICS), 'the figure of each system and of the combined work (peak by default)'),
  'date-order': DATE_ORDER_OPTION,
  json: flag("the figures as one JSON object (consolidate's)"),
  growth: repeated('NAME=15%', readGrowthArg, "a system's growth a year, instead of the one fitted from its months (3 or more measured for half their length)"),
  'fits-years': value(String(DEFAULT_FITS_YEARS), readFitsYears, `the years a target must hold the grown work to fit (${DEFAULT_FITS_YEARS})`),
  granularity: value('0.05', (text) => readInput(GRANULARITY_INPUT, text) as Result<number>, 'the step processing units are rounded up to (0.05)'),
  out: value(
    'FILE.xlsx',
    asGiven,
    `the Consolidation sheet (.xlsx), ${MAX_SHEET_SOURCES} systems at most; an existing file is kept unless --force is given, an input is never replaced`,
  ),
  pdf: value('FILE.pdf', asGiven, 'the same, printed (.pdf, through LibreOffice, one page)'),
  force: flag('replace existing --out and --pdf files'),
  set: repeated(
    'Organization=...|SystemName=...|PreparedBy=...|Notes=...',
    readReportSet,
    'the report fields only: the page headers name the organization and the system',
  ),
};

export const CONSOLIDATE = command({
  name: 'consolidate',
  operands: '',
  summary:
    "several systems' or partitions' exports onto candidate targets: the combined work's peak, each system's growth, " +
    "each target's utilization, cores and the date it passes its guideline, and one verdict",
  options: CONSOLIDATION_OPTIONS,
});
export const CONSOLIDATE_USAGE = usageOf(CONSOLIDATE);

const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;
const cpwText = (x: number): string => x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const units = (x: number): string => x.toFixed(3);

/** The options `consolidate` and `workbook report --system` share, parsed; the outputs checked before any file is read. */
export interface ConsolidationArgs {
  readonly systems: readonly SystemArg[];
  readonly grouped: readonly SystemFiles[];
  readonly targets: readonly ConsolidationTarget[];
  readonly statistic: ConsolidationStatistic;
  readonly guideline: number | undefined;
  readonly allowance: number | undefined;
  readonly dateOrder: DateOrder | undefined;
  readonly json: boolean;
  readonly granularity: number;
  readonly file: string | null;
  readonly pdf: string | null;
  readonly force: boolean;
  readonly perCore: boolean;
  readonly fitsYears: number;
  readonly growth: ReadonlyMap<string, number>;
  /** The report fields (--set Organization=..., SystemName, PreparedBy, Notes): the page headers and the Summary name them. */
  readonly report: ReportFields;
}

/**
 * The command line of a consolidation, as both commands take it; a usage error's words otherwise.
 * Outputs are checked here, before any file is read: a refused run writes nothing.
 */
export function parseConsolidationArgs(args: readonly string[], report = false): ConsolidationArgs | { readonly usage: string } | { readonly refused: string } {
  const usage = (why: string) => ({ usage: why });
  const parsed = parseOptions(CONSOLIDATE, args);
  if ('usage' in parsed) return parsed;
  const o = parsed.values;
  if (report && (parsed.operands.length !== 1 || parsed.operands[0] !== 'report'))
    return usage('--system is for workbook report: the report of several systems or partitions onto one');
  if (!report && parsed.operands.length) return usage(`${parsed.operands[0]}: name each file in a --system "NAME;SYSTEM;FILE"`);
  const fields = readReportFields(Object.fromEntries(o.set));
  if (isError(fields)) return usage(`--set: ${fields.message}`);
  const grouped = systemsOf(o.system);
  if (typeof grouped === 'string') return usage(grouped);
  if (grouped.length < MIN_SOURCES) return usage(`Name the systems or partitions to size, each with --system: --system "NAME;SYSTEM;FILE", ${SYSTEM_HELP}`);
  for (const [name, , given] of o.growth)
    if (!grouped.some((s) => s.name.toLowerCase() === name.toLowerCase())) return usage(`--growth ${given}: no --system is named ${name}`);
  const perCore = o.guideline === 'per-core';
  const bare = perCore ? perCoreRefusal(o.target) : null;
  if (bare !== null) return usage(`--guideline per-core: ${bare} (the sixth field of --target)`);
  const outputs = outputsOf(o.out ?? null, o.pdf ?? null);
  if ('usage' in outputs) return outputs;
  const { file, pdf } = outputs;
  const given: FileArg[] = [...(file === null ? [] : [{ option: '--out', file }]), ...(pdf === null ? [] : [{ option: '--pdf', file: pdf }])];
  // The outputs checked before any file is read: a refused run writes nothing.
  if (given.length) {
    const tooMany = sheetRefusal(grouped.length);
    if (tooMany !== null) return usage(`${given.map((g) => g.option).join(' and ')}: ${tooMany}`);
    const refused = refuseOutputs(
      given,
      o.system.map((s) => ({ option: `--system "${s.spec}"`, file: s.file })),
      o.force,
    );
    if (refused !== null) return { refused };
  }
  return {
    systems: o.system,
    grouped,
    targets: o.target,
    statistic: o.statistic ?? 'peak',
    guideline: perCore ? undefined : (o.guideline as number | undefined),
    allowance: o.allowance,
    dateOrder: o['date-order'],
    json: o.json,
    granularity: o.granularity ?? DEFAULT_GRANULARITY,
    file,
    pdf,
    force: o.force,
    perCore,
    fitsYears: o['fits-years'] ?? DEFAULT_FITS_YEARS,
    growth: new Map(o.growth.map(([name, rate]) => [name.toLowerCase(), rate])),
    report: fields,
  };
}

/** --out and --pdf as written: a name without an extension gets its own, another extension is refused. */
export function outputsOf(out: string | null, pdf: string | null): { file: string | null; pdf: string | null } | { usage: string } {
  if (out !== null && path.extname(out) === '') out += '.xlsx';
  else if (out !== null && path.extname(out).toLowerCase() !== '.xlsx') return { usage: `--out ${out}: the workbook is an .xlsx file` };
  if (pdf !== null && path.extname(pdf) === '') pdf += '.pdf';
  else if (pdf !== null && path.extname(pdf).toLowerCase() !== '.pdf') return { usage: `--pdf ${pdf}: the report is a .pdf file` };
  return { file: out, pdf };
}

/**
 * A --system line's file read as the kind its headings say (addin/measurements/read.ts FILE_FORMATS): CPU
 * intervals, a QAPMDISK or a QAPMPOOLB export; or why not, as readMeasurementFile says it.
 */
function readSystemFile(file: string, options: ReadOptions): { read: MeasuredFile } | { usage: string } | { refused: string } {
  const text = fileText(file, file, MAX_CHARACTERS);
  if (!('text' in text)) return text;
  const read = readMeasuredFile(text.text, options);
  return isError(read) ? { refused: `${file}: ${read.message}` } : { read };
}

/**
 * One system's --system lines read: its CPU files joined into its history in time order (files that
 * overlap refused, naming both), its QAPMDISK and QAPMPOOLB exports as its disk and memory; or the exit code.
 */
function readSystem(
  g: SystemFiles,
  systems: readonly SystemArg[],
  dateOrder: DateOrder | undefined,
  err: (line: string) => void,
  usage: (why: string) => number,
): { measurements: Measurements; resources: SystemResources; grouped: SystemFiles } | number {
  const months: Measurements[] = [];
  const cpuLines: (typeof systems)[number][] = [];
  const disks: { file: string; read: DiskMeasurements }[] = [];
  const pools: { file: string; read: PoolMeasurements }[] = [];
  for (const s of systems.filter((x) => x.name.toLowerCase() === g.name.toLowerCase())) {
    const r = readSystemFile(s.file, dateOrder ? { dateOrder } : {});
    if ('usage' in r) return usage(`--system "${s.spec}": ${r.usage}`);
    if ('refused' in r) {
      err(r.refused);
      return 1;
    }
    if (r.read.kind === 'disk') {
      disks.push({ file: s.file, read: r.read.disk });
      continue;
    }
    if (r.read.kind === 'pools') {
      pools.push({ file: s.file, read: r.read.pools });
      continue;
    }
    months.push(r.read.measurements);
    cpuLines.push(s);
  }
  if (months.length === 0)
    return usage(
      `${g.name}: its --system lines give ${disks.length ? 'a QAPMDISK export' : 'a QAPMPOOLB export'} and no CPU intervals ` +
        "(a QAPMSYSTEM export, a Component Report copy or the add-in's columns): a system is consolidated by its CPU; add its CPU file",
    );
  // A system's files together are its history, in time order; files that overlap are refused, naming both.
  const cpuFiles = cpuLines.map((s) => s.file);
  const history = sourceHistory(g.system, cpuFiles, months);
  if (!history.ok) {
    if (history.fault === 'system') return usage(`--system "${cpuLines[history.index].spec}": ${history.message}`);
    err(`${g.name}: ${history.message}`);
    return 1;
  }
  const disk = disks.length
    ? joinDisk(
        disks.map((d) => d.file),
        disks.map((d) => d.read),
      )
    : null;
  const pool = pools.length
    ? joinPools(
        pools.map((p) => p.file),
        pools.map((p) => p.read),
      )
    : null;
  const overlap = [disk, pool].find((x): x is string => typeof x === 'string');
  if (overlap !== undefined) {
    err(`${g.name}: ${overlap}`);
    return 1;
  }
  const res = systemResources(
    g.name,
    disk === null ? null : { files: disks.map((d) => d.file), read: disk as DiskMeasurements },
    pool === null ? null : { files: pools.map((p) => p.file), read: pool as PoolMeasurements },
  );
  if (typeof res === 'string') {
    err(res);
    return 1;
  }
  return {
    measurements: history.measurements,
    resources: res,
    grouped: {
      ...g,
      files: cpuFiles,
      file: cpuFiles.length === 1 ? cpuFiles[0] : `${cpuFiles[0]} … ${cpuFiles[cpuFiles.length - 1]} (${cpuFiles.length} files)`,
    },
  };
}

/** What readConsolidation gives: the consolidation, each system's CPU history, its disk and memory, and the systems with their CPU files alone. */
export interface ReadConsolidation {
  readonly c: Consolidation;
  readonly read: readonly Measurements[];
  readonly resources: readonly SystemResources[];
  /** The --system lines by name with their CPU files only: the disk and pool files are in `resources`. */
  readonly grouped: readonly SystemFiles[];
}

/**
 * The systems' files read (each system's files joined into its history) and consolidated; the exit code where refused (2 usage, 1 files).
 * A file on a --system line is told by its headings: CPU intervals are the system's months, a QAPMDISK or
 * QAPMPOOLB export its disk or memory (addin/consolidation/resources.ts), several of a kind joined as months.
 */
export function readConsolidation(o: ConsolidationArgs, err: (line: string) => void, usage: (why: string) => number): ReadConsolidation | number {
  const { systems, dateOrder } = o;
  const read: Measurements[] = [];
  const resources: SystemResources[] = [];
  const grouped: SystemFiles[] = [];
  for (const g of o.grouped) {
    const one = readSystem(g, systems, dateOrder, err, usage);
    if (typeof one === 'number') return one;
    read.push(one.measurements);
    resources.push(one.resources);
    grouped.push(one.grouped);
  }
  const c = consolidate(
    grouped.map((s, k) => ({ name: s.name, system: s.system, measurements: read[k] })),
    o.targets,
    {
      statistic: o.statistic,
      guideline: o.guideline,
      allowance: o.allowance,
      perCore: o.perCore,
      growth: o.growth,
      fitsYears: o.fitsYears,
      granularity: o.granularity,
    },
  );
  if (isError(c)) {
    err(c.message);
    return 1;
  }
  return { c, read, resources, grouped };
}

export async function consolidateCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): Promise<number> {
  const o = parseConsolidationArgs(args);
  if ('usage' in o) return usage(err, o.usage);
  if ('refused' in o) {
    err(o.refused);
    return 2;
  }
  const { granularity, file, pdf, force, json } = o;
  const done = readConsolidation(o, err, (why) => usage(err, why));
  if (typeof done === 'number') return done;
  const { c, grouped, resources } = done;
  for (const r of resources) for (const w of [...(r.disk?.summary.warnings ?? []), ...(r.memory?.summary.warnings ?? [])]) err(`warning: ${r.name}: ${w}`);
  for (const w of c.warnings) err(`warning: ${w}`);
  for (const t of c.targets) if (t.missing) err(`note: ${t.missing}`);
  if (file !== null || pdf !== null) {
    const written = await writeSheet(c, grouped, granularity, o.report, file, pdf, force, err);
    if (written !== 0) return written;
  }
  growthNotes(c, err);
  if (json) out(JSON.stringify(consolidationJson(c, grouped, granularity, resources)));
  else out(textReport(c, grouped, granularity, resources).join('\n'));
  // With --json stdout holds the JSON alone.
  const said = json ? err : out;
  if (file !== null) said(`${file}: Consolidation, Consolidation data (hidden: the chart's points)`);
  if (pdf !== null) said(`${pdf}: Consolidation`);
  return 0;
}

/** What the growth left out or could not fit, on stderr. */
function growthNotes(c: Consolidation, err: (line: string) => void): void {
  for (const s of c.systems)
    if (s.growth.growth === null && c.projection !== null) err(`note: ${s.name}: no growth fitted (${s.growth.why}): give --growth ${s.name}=RATE`);
  for (const s of c.systems) {
    const short = s.growth.months.filter((m) => !m.counted).map((m) => isoMonth(m.start));
    if (short.length) err(`note: ${s.name}: measured less than half of ${short.join(', ')}: left out of its growth`);
  }
  if (c.projection === null) err('note: no month was measured for half its length or more by every system: no growth, no dates');
}

export const REPORT_SYSTEMS = command({
  name: 'workbook report',
  operands: '',
  summary:
    "the report of consolidate's systems onto its targets, for a director: a Summary, then each system's sheets (--out, --pdf or both). " +
    'One partition\'s report takes --measurements FILE [--history FILE ...] --set Current="N CPW per core" in place of its --system lines',
  options: CONSOLIDATION_OPTIONS,
  notes: `  the report of several systems or partitions onto one (as400-sizer consolidate, the same options but --json): a Summary
  that recommends the smallest target that fits in one sentence, each system's today and growth, the targets'
  verdicts and dates and their sources; then the Consolidation sheet, each system's Trend and Measurements sheets, and
  the Disk and Memory sheets where a system's lines give a QAPMDISK or QAPMPOOLB export. --out, --pdf or both; the PDF
  prints every sheet, the Summary first.
  The report fields (--set) are listed under the Summary's title, and every page header names the organization and the system`,
});
export const REPORT_SYSTEMS_USAGE = usageOf(REPORT_SYSTEMS);

/**
 * workbook report --system ...: the consolidation as `consolidate` computes it from the same options,
 * written as a Summary, the Consolidation sheet and each system's Trend and Measurements (sheets/consolidation-report.ts) to --out and
 * --pdf. Exit codes as consolidate's.
 */
export async function reportSystemsCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): Promise<number> {
  const o = parseConsolidationArgs(args, true);
  const refuse = (why: string) => {
    err(`${why}\nusage: ${REPORT_SYSTEMS_USAGE}`);
    return 2;
  };
  if ('usage' in o) return refuse(o.usage);
  if ('refused' in o) {
    err(o.refused);
    return 2;
  }
  if (o.json) return refuse("--json is consolidate's: the report is a workbook (as400-sizer consolidate --json gives the same figures)");
  if (o.file === null && o.pdf === null) return refuse('--out FILE.xlsx or --pdf FILE.pdf is required');
  if (o.targets.length === 0) return refuse('Name one or more targets with --target: the report recommends one of them');
  const done = readConsolidation(o, err, refuse);
  if (typeof done === 'number') return done;
  const { c, read, resources, grouped } = done;
  for (const w of c.warnings) err(`warning: ${w}`);
  for (const r of resources) for (const w of [...(r.disk?.summary.warnings ?? []), ...(r.memory?.summary.warnings ?? [])]) err(`warning: ${r.name}: ${w}`);
  for (const t of c.targets) if (t.missing) err(`note: ${t.missing}`);
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { consolidationReport } = require('../addin/sheets/consolidation-report') as typeof import('../addin/sheets/consolidation-report');
  const { partitionOf } = require('../addin/measurements/partition') as typeof import('../addin/measurements/partition');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const plan = consolidationReport({
    consolidation: c,
    files: sheetFiles(grouped),
    granularity: o.granularity,
    partitions: read.map(partitionOf),
    measurements: read,
    report: o.report,
    resources,
  });
  const written = await writePlan(plan, o.file, o.pdf, o.force, err);
  if (written !== 0) return written;
  growthNotes(c, err);
  const sheets = isError(plan) ? [] : plan.sheets;
  const shown = sheets.filter((s) => !s.hidden).map((s) => s.name);
  const hidden = sheets.filter((s) => s.hidden).map((s) => s.name);
  if (o.file !== null) out(`${o.file}: ${shown.join(', ')}${hidden.length ? `; hidden (the charts' points): ${hidden.join(', ')}` : ''}`);
  if (o.pdf !== null) out(`${o.pdf}: ${shown.join(', ')}`);
  return 0;
}

/** Each system's files as the sheet names them: the one file, or the first … the last. */
const sheetFiles = (systems: readonly SystemFiles[]): string[] => systems.map((s) => historyFilesText(s.files.map((f) => path.basename(f))));

/**
 * The Consolidation sheet to --out and --pdf, each whole or not at all; 0, or the exit code. The
 * writer and the templates are loaded here, so the text report does not pay for exceljs.
 */
async function writeSheet(
  c: Consolidation,
  systems: readonly SystemFiles[],
  granularity: number,
  report: ReportFields,
  file: string | null,
  pdf: string | null,
  force: boolean,
  err: (line: string) => void,
): Promise<number> {
  // require, not import(): as cli/main.ts loads the workbook command (tsx's CommonJS hook).
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { consolidationWorkbook } = require('../addin/sheets/consolidation-sheet') as typeof import('../addin/sheets/consolidation-sheet');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const plan = consolidationWorkbook({ consolidation: c, files: sheetFiles(systems), granularity, report });
  return writePlan(plan, file, pdf, force, err);
}

/** A plan to --out and --pdf, each whole or not at all; 0, or the exit code (2 the plan refused, 3 no LibreOffice for --pdf). */
async function writePlan(plan: Result<WorkbookPlan>, file: string | null, pdf: string | null, force: boolean, err: (line: string) => void): Promise<number> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { writeWorkbook } = require('./xlsx/writer') as typeof import('./xlsx/writer');
  const { pdfUnavailable, writeWorkbookFiles } = require('./xlsx/pdf') as typeof import('./xlsx/pdf');
  /* eslint-enable @typescript-eslint/no-require-imports */
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
  // Every formula is native Excel, so LibreOffice prints the workbook as it is (no values-only copy).
  const xlsx = await writeWorkbook(plan);
  return writeWorkbookFiles({ file, pdf, force }, xlsx, xlsx, err);
}

const systemJson = (s: SourceSystem) => (s.kind === 'per-core' ? { cpw: null, cpwPerCore: s.cpwPerCore } : { cpw: s.cpw, cpwPerCore: null });

/** The JSON names docs/consolidation.md gives: CPW, fractions, times as "yyyy-mm-dd hh:mm". */
export function consolidationJson(
  c: Consolidation,
  args: readonly { file: string }[],
  granularity = DEFAULT_GRANULARITY,
  resources: readonly SystemResources[] = [],
) {
  const p = c.projection;
  return {
    statistic: c.statistic,
    guideline: c.perCore ? 'per-core' : c.guideline,
    guidelineSource: c.perCore ? PER_CORE_SOURCE : FIXED_SOURCE,
    fitsYears: c.fitsYears,
    today: p && {
      month: isoMonth(p.month),
      from: isoDay(p.today),
      coincidentCpw: p.coincident,
      byYearCpw: p.years.length ? p.years : null,
      growthUnknown: p.unknown,
    },
    allowance: c.allowance,
    intervalSeconds: c.step === null ? null : c.step / 1000,
    intervals: c.intervals,
    first: formatTime(c.first),
    last: formatTime(c.last),
    coincidentPeakCpw: c.coincident.value,
    coincidentPeakAt: formatTime(c.coincident.at),
    sumOfPeaksCpw: c.sumOfPeaks,
    interactive: c.interactive && {
      coincidentPeakCpw: c.interactive.coincident.value,
      coincidentPeakAt: formatTime(c.interactive.coincident.at),
      sumOfPeaksCpw: c.interactive.sumOfPeaks,
      unknown: c.interactive.unknown,
    },
    systems: c.systems.map((s, k) => ({
      name: s.name,
      system: systemText(s.system),
      file: args[k].file,
      files: 'files' in args[k] ? (args[k] as SystemFiles).files : [args[k].file],
      ...systemJson(s.system),
      growth: s.growth.growth,
      r2: s.growth.r2,
      growthGiven: s.growth.given,
      monthsFitted: s.growth.fitted,
      monthsLeftOut: s.growth.months.filter((m) => !m.counted).map((m) => isoMonth(m.start)),
      peakCpw: s.peak.value,
      peakAt: formatTime(s.peak.at),
      interactivePeakCpw: s.interactivePeak && s.interactivePeak.value,
      cfintMaxCpw: s.cfintMax,
      first: formatTime(s.first),
      last: formatTime(s.last),
      ...resourcesJson(resources[k]),
    })),
    targets: c.targets.map((t) => ({
      name: t.name,
      cpw: t.cpw,
      cores: t.cores,
      cpwPerCore: t.cores === null ? null : t.cpw / t.cores,
      source: t.source,
      utilization: t.utilization,
      guideline: t.guideline,
      fits: t.fits,
      fitsNow: t.fitsNow,
      fitsAhead: t.fitsAhead,
      verdict: t.verdict,
      dedicatedCores: t.dedicatedCores,
      limitDate: isoDay(t.limitDate),
      monthsToLimit: t.yearsToLimit === null ? null : t.yearsToLimit * 12,
      limitDateEarliest: isoDay(t.limitDateEarliest),
      limitDateLatest: isoDay(t.limitDateLatest),
      interactiveStatus: t.interactiveStatus,
      processingUnits: t.sharedPool === null ? null : { sharedPool: t.sharedPool },
      partitions: t.partitions && t.partitions.map((p) => ({ ...p, dedicatedCores: Math.ceil(roundUpTo(p.processingUnits, granularity)) })),
      missing: t.missing,
    })),
    leftOut: c.leftOut.map((x) => ({ name: x.name, from: formatTime(x.from), to: formatTime(x.to), intervals: x.intervals })),
    warnings: c.warnings,
  };
}

/** A system's disk and memory as --json gives them: `measurements --json`'s names, and what the consolidation adds; null where no such file. */
function resourcesJson(r: SystemResources | undefined) {
  const d = r?.disk ?? null;
  const m = r?.memory ?? null;
  return {
    disk: d && {
      files: d.files,
      format: d.summary.format,
      intervals: d.summary.intervals,
      first: d.summary.first,
      last: d.summary.last,
      ...diskJson(d.summary),
      armsNeeded: d.armsNeeded,
      armsNeededSource: ARMS_NEEDED_SOURCE,
      space: {
        limit: d.space.limit,
        limitSource: SPACE_LIMIT_SOURCE,
        monthsToLimit: d.space.months,
        from: formatTime(d.space.from),
        reached: d.space.at === null ? null : isoMonth(d.space.at),
        why: d.space.why,
      },
      sentence: diskLine(d),
    },
    memory: m && {
      files: m.files,
      format: m.summary.format,
      intervals: m.summary.intervals,
      first: m.summary.first,
      last: m.summary.last,
      pools: poolsJson(m.summary),
      ...memoryJson(m.summary),
      sentence: memoryLine(m),
    },
  };
}

/** How many left-out runs the text names one by one; --json lists them all. */
const LEFT_NAMED = 10;

/** A target's lines of the text report: its utilization, its verdict, when it reaches its guideline, its processing units. */
function targetLines(c: Consolidation, t: Consolidation['targets'][number], granularity: number, pw: number): string[] {
  const p = c.projection;
  const source = c.perCore ? PER_CORE_SOURCE : 'PCR 2.12';
  const lines: string[] = [];
  const cores = t.cores === null ? '' : `, ${t.cores} cores`;
  lines.push(
    `target ${t.name} (${cpwText(t.cpw)} CPW${cores}; ${t.source}): ${pct(t.utilization)} ` +
      `used, ${t.utilization <= t.guideline ? 'within' : 'above'} the ${pct(t.guideline)} guideline (${source})` +
      (t.interactiveStatus ? `; interactive ${t.interactiveStatus}` : ''),
  );
  lines.push(`  ${t.verdict}`);
  if (t.yearsToLimit === 0) lines.push(`  past the ${pct(t.guideline)} guideline today`);
  else if (t.limitDate !== null)
    lines.push(
      `  the ${pct(t.guideline)} guideline reached in ${monthText(t.limitDate)} (${(t.yearsToLimit! * 12).toFixed(1)} months` +
        (t.limitDateEarliest !== null && t.limitDateLatest !== null
          ? `; between ${monthText(t.limitDateEarliest)} and ${monthText(t.limitDateLatest)}, the fits' 95% prediction interval)`
          : ')'),
    );
  else if (p !== null && p.years.length) lines.push(`  the ${pct(t.guideline)} guideline not reached within 50 years`);
  if (t.sharedPool === null || t.partitions === null) {
    lines.push(`  no processing units: ${t.missing}`);
    return lines;
  }
  const g = granularity;
  // Shown to the granularity's decimals, two at least.
  const shown = (x: number) => x.toFixed(Math.max(2, (String(g).split('.')[1] ?? '').length));
  lines.push(
    `  processing units, CPW per core ${cpwText(t.cpw / t.cores!)} x ${pct(t.guideline)} x (1 - ${pct(c.allowance)}) (PCR 2.12, 18.5); rounded up to ${g}:`,
  );
  lines.push(`    ${'shared pool'.padEnd(pw)} ${units(t.sharedPool)} (${shown(roundUpTo(t.sharedPool, g))})`);
  for (const p of t.partitions) {
    const up = roundUpTo(p.processingUnits, g);
    lines.push(`    ${p.name.padEnd(pw)} ${units(p.processingUnits)} (${shown(up)}; dedicated: ${Math.ceil(up)} core${Math.ceil(up) === 1 ? '' : 's'})`);
  }
  return lines;
}

function textReport(c: Consolidation, args: readonly { file: string }[], granularity: number, resources: readonly SystemResources[] = []): string[] {
  const every = c.step === null ? '' : `, every ${c.step % 60_000 === 0 ? `${c.step / 60_000} min` : `${c.step / 1000} s`}`;
  const lines = [
    `${c.systems.length} system${c.systems.length === 1 ? '' : 's'}: ${c.intervals.toLocaleString('en-US')} times ` +
      `combined, ${formatTime(c.first)} to ${formatTime(c.last)}${every}; each figure ` +
      `the ${c.statistic}`,
  ];
  const w = Math.max(6, ...c.systems.map((s) => s.name.length));
  const pw = Math.max(w, 'shared pool'.length);
  const sw = Math.max(16, ...c.systems.map((s) => systemText(s.system).length));
  lines.push(`${'system'.padEnd(w)}  ${'100% is'.padEnd(sw)}  ${'CPW'.padStart(10)}  at                 file`);
  c.systems.forEach((s, k) => {
    lines.push(
      `${s.name.padEnd(w)}  ${systemText(s.system).padEnd(sw)}  ${cpwText(s.peak.value).padStart(10)}  ${formatTime(s.peak.at).padEnd(17)}  ${args[k].file}`,
    );
  });
  for (const r of resources) {
    if (r.disk) lines.push(`  ${r.name}: ${diskLine(r.disk)}`);
    if (r.memory) lines.push(`  ${r.name}: ${memoryLine(r.memory)}`);
  }
  const less = c.sumOfPeaks > 0 ? ` (the coincident ${c.statistic} is ${pct(1 - c.coincident.value / c.sumOfPeaks)} less)` : '';
  lines.push(`coincident ${c.statistic}: ${cpwText(c.coincident.value)} CPW at ${formatTime(c.coincident.at)}`);
  lines.push(`sum of each system's ${c.statistic}: ${cpwText(c.sumOfPeaks)} CPW${less}`);
  if (c.interactive) {
    const unknown = c.interactive.unknown.length ? `; unknown for ${c.interactive.unknown.join(', ')} (no interactive column), not counted` : '';
    lines.push(
      `interactive: ${cpwText(c.interactive.coincident.value)} CPW ` +
        `at ${formatTime(c.interactive.coincident.at)}, sum ${cpwText(c.interactive.sumOfPeaks)} ` +
        `CPW${unknown}`,
    );
  } else lines.push('interactive: unknown, no file has an interactive column');
  const p = c.projection;
  if (p !== null) {
    lines.push(
      `today, the last month every system measured: ${isoMonth(p.month)}, coincident ${c.statistic} ` +
        `${cpwText(p.coincident)} CPW; years count from ${isoDay(p.today)}`,
    );
    c.systems.forEach((s) => {
      const g = s.growth;
      const said =
        g.growth === null
          ? `unknown (${g.why})`
          : g.given
            ? `${pct(g.growth)} a year (given)`
            : `${pct(g.growth)} a year (R² ${g.r2!.toFixed(3)}, ${g.fitted} months)`;
      lines.push(`  growth ${s.name}: ${said}`);
    });
    if (p.years.length)
      lines.push(`  coincident ${c.statistic} by year (CPW): ${p.years.map((x, y) => `${y === 0 ? 'today' : `+${y}`} ${cpwText(x)}`).join(', ')}`);
  }
  for (const t of c.targets) lines.push(...targetLines(c, t, granularity, pw));
  if (c.leftOut.length) {
    lines.push(`left out of the combined figures (a system with no interval at a time another has one): ${c.leftOut.length}`);
    for (const x of c.leftOut.slice(0, LEFT_NAMED))
      lines.push(`  ${x.name}: none from ${formatTime(x.from)} to ${formatTime(x.to)} (${x.intervals} interval${x.intervals === 1 ? '' : 's'})`);
    if (c.leftOut.length > LEFT_NAMED) lines.push(`  and ${c.leftOut.length - LEFT_NAMED} more (--json lists them all)`);
  }
  return lines;
}

function usage(err: (line: string) => void, why: string): number {
  err(`${why}\nusage: ${CONSOLIDATE_USAGE}`);
  return 2;
}
