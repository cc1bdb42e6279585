/**
 * The sizing-sheet templates and the one function that turns a request into a WorkbookPlan, which
 * the xlsx writer (cli/xlsx) and the Office.js writer (taskpane) both copy.
 */
import { footerCitation } from '../about';
import { formatTime } from '../measurements/window';
import { isError, naError, type Result, within } from '../errors';
import type { TemplateDef } from '../workbook/define-template';
import type { Ref } from '../formula/expr';
import { type BuildContext, type CountFrom, SheetBuilder } from '../workbook/layout';
import { type Filled, fillFromMeasured, type Measured } from '../workbook/measured';
import { MEASUREMENTS_SHEET, measurementsSheet } from './measurements-sheet';
import { fillFromHistory, type History, type HistoryFilled } from './history-growth';
import { isoDate } from '../measurements/history';
import { readInput } from '../workbook/inputs';
import { REPORT_FIELDS, type ReportField, type ReportFields, readReportFields } from '../workbook/report-fields';
import { DEFAULT_ANNUAL_GROWTH, DEFAULT_GROWTH_NOTE, GROWTH_INPUT } from './growth';
import { TREND_SHEET, trendSheet } from './trend-sheet';
import type { SheetPlan, WorkbookPlan } from '../workbook/plan';
import { CATALOG_SHEET, supportSheets, TABLES_SHEET } from '../workbook/support';
import { as400Call } from '../workbook/call';
import { sheetClaimer } from '../workbook/sheet-names';
import { expand } from '../functions';
import type { InputSpec, InputValue, InputValues, Mode, TemplateInfo } from '../workbook/template';
import { catalog } from './catalog';
import { domino } from './domino';
import { interactive } from './interactive';
import { migration } from './migration';
import { oc400 } from './oc400';
import { report } from './report';
import { runway } from './runway';
import { save } from './save';
import { scenarios } from './scenarios';
import { web } from './web';

const DEFS: readonly TemplateDef[] = [interactive, migration, scenarios, web, oc400, domino, save, runway, report, catalog];

export const TEMPLATES: readonly TemplateInfo[] = DEFS;

export interface PlanRequest {
  /**
   * Templates in sheet order, each with the inputs that differ from its defaults, and a measurement
   * file that fills its utilization inputs and adds a Measurements sheet after it (measured.ts).
   */
  readonly templates: readonly { readonly id: string; readonly inputs?: InputValues; readonly measured?: Measured; readonly history?: History }[];
  readonly mode: Mode;
  /**
   * When the workbook is built (ms since 1970, UTC): the month the "months to" of a sheet count
   * from where nothing was measured. Now, unless given (the samples give a fixed date).
   */
  readonly date?: number;
  /** Who the workbook is for and by whom (Organization, SystemName, PreparedBy, Notes: report-fields.ts), as given. */
  readonly report?: Readonly<Record<string, unknown>>;
  /** Sheet names already in the workbook: nothing is ever written over them. */
  readonly existingSheets?: readonly string[];
  /**
   * The sizing sheets alone (a report's with its details), filled and dated from the files as Build's
   * are, without the Measurements and Trend sheets: the pane's answer line reads these at each edit,
   * where a year of intervals laid out again would take a second.
   */
  readonly sizingOnly?: boolean;
}

export { uniqueSheetName } from '../workbook/sheet-names';

/** Excel's serial date of a time in milliseconds since 1970. */
const excelDate = (ms: number): number => ms / 86_400_000 + 25_569;

export function templateById(id: string): Result<TemplateDef> {
  return DEFS.find((d) => d.id === id.trim().toLowerCase()) ?? naError(`Unknown template "${id}": use ${DEFS.map((d) => d.id).join(', ')}`);
}

/**
 * Lays out the requested templates. Sheet names never collide with existing ones. In portable
 * mode the support sheets come after the templates, only when some formula reads them.
 */
export function planWorkbook(request: PlanRequest): Result<WorkbookPlan> {
  const report = readReportFields(request.report ?? {});
  if (isError(report)) return report;
  const said = REPORT_FIELDS.filter((f) => report[f.name as ReportField]);
  const claim = sheetClaimer(request.existingSheets ?? []);
  const jobs = readJobs(request);
  if (isError(jobs)) return jobs;
  const names = claimNames(jobs, claim);
  const fills = fillFromFiles(jobs, names);
  if (isError(fills)) return fills;
  const portable = request.mode === 'portable';
  const supportNames = portable ? { [CATALOG_SHEET]: claim(CATALOG_SHEET), [TABLES_SHEET]: claim(TABLES_SHEET) } : null;
  const support = supportNames ? supportSheets({ catalog: supportNames[CATALOG_SHEET], tables: supportNames[TABLES_SHEET] }) : null;

  const built = excelDate(request.date ?? Date.now());
  const builder: Builder = (sheet, countFrom, summary) =>
    new SheetBuilder({
      ...summary,
      mode: request.mode,
      call: as400Call,
      expand,
      sheet,
      countFrom,
      support: support && supportNames ? { ranges: support.ranges, sheetNames: supportNames } : undefined,
      ...(said.length ? { report } : {}),
      built: isoDate(request.date ?? Date.now()),
    });
  const sheets: SheetPlan[] = jobs.flatMap((job, k) =>
    jobSheets(job, {
      names: { name: names.names[k], details: names.details[k], measured: names.measured[k], trend: names.trend[k] },
      filled: fills.filled[k],
      trend: fills.trends[k],
      fields: { said, report },
      builder,
      built,
      sizingOnly: request.sizingOnly ?? false,
    }),
  );
  return { sheets: [...sheets, ...(support?.sheets ?? []).filter((s) => readsSheet(sheets, s.name))] };
}

/** A template requested: its definition, every input's value (its default where not given), the inputs given, and the files that fill the others. */
interface Job {
  readonly def: TemplateDef;
  readonly values: Record<string, InputValue>;
  readonly given: readonly string[];
  readonly measured?: Measured;
  readonly history?: History;
}

/** Each template requested with its inputs read (refused with the template and the input), its defaults where not given. */
function readJobs(request: PlanRequest): Result<Job[]> {
  const jobs: Job[] = [];
  for (const { id, inputs = {}, measured, history } of request.templates) {
    const def = templateById(id);
    if (isError(def)) return def;
    const values: Record<string, InputValue> = {};
    for (const spec of def.inputs) values[spec.name] = spec.value;
    for (const [name, raw] of Object.entries(inputs)) {
      const spec = def.inputs.find((s) => s.name.toLowerCase() === name.toLowerCase());
      if (!spec) return naError(`Template ${def.id} has no input "${name}": it has ${def.inputs.map((s) => s.name).join(', ') || 'none'}`);
      const v = readInput(spec, raw);
      if (isError(v)) return within(`${def.id}, input ${spec.name}`, v, { parameter: spec.name, ...v.at });
      values[spec.name] = v;
    }
    jobs.push({ def, values, given: Object.keys(inputs), measured, history });
  }
  return jobs;
}

/**
 * Each job's sheet names, in the order they are claimed: a job's and its details', then every
 * Measurements sheet, then every Trend sheet ('' where it has none).
 */
interface JobNames {
  readonly names: readonly string[];
  readonly details: readonly (readonly string[])[];
  readonly measured: readonly string[];
  readonly trend: readonly string[];
}

function claimNames(jobs: readonly Job[], claim: (name: string) => string): JobNames {
  // A report's details take their names right after its own, so its sheets stay together.
  const details: string[][] = [];
  const names = jobs.map((j) => {
    const name = claim(j.def.sheetName);
    details.push((j.def.details ?? []).map((d) => claim((templateById(d.id) as TemplateDef).sheetName)));
    return name;
  });
  const measured = jobs.map((j) => (j.measured ? claim(MEASUREMENTS_SHEET) : ''));
  const trend = jobs.map((j) => (j.history ? claim(TREND_SHEET) : ''));
  return { names, details, measured, trend };
}

/** What a measurement file and a history fill of each job, each input given explicitly left as given. */
function fillFromFiles(jobs: readonly Job[], names: JobNames): Result<{ filled: (Filled | null)[]; trends: (HistoryFilled | null)[] }> {
  const filled: (Filled | null)[] = [];
  const trends: (HistoryFilled | null)[] = [];
  for (const [k, { def, values, given, measured, history }] of jobs.entries()) {
    const f = measured ? fillFromMeasured(def, DEFS, values, given, measured, names.measured[k]) : null;
    if (isError(f)) return f;
    const t = history ? fillFromHistory(def, DEFS, values, given, history, names.trend[k]) : null;
    if (isError(t)) return t;
    filled.push(f);
    trends.push(t);
  }
  return { filled, trends };
}

/** A sheet's builder: its name, where its months count from, and for a report's Summary its details and what was measured. */
type Builder = (sheet: string, countFrom?: CountFrom, summary?: Pick<BuildContext, 'details' | 'measured' | 'grownFrom'>) => SheetBuilder;

/** The report fields given: those a sheet lists, and their values. */
interface Fields {
  readonly said: readonly InputSpec[];
  readonly report: ReportFields;
}

/**
 * A job's sheets: the sizing sheet, a report's details, and the Measurements and Trend sheets of the
 * files that filled it (not for the sizing sheets alone).
 */
function jobSheets(
  { def, values, measured, history }: Job,
  ctx: {
    readonly names: { readonly name: string; readonly details: readonly string[]; readonly measured: string; readonly trend: string };
    readonly filled: Filled | null;
    readonly trend: HistoryFilled | null;
    readonly fields: Fields;
    readonly builder: Builder;
    /** When the workbook is built, Excel's serial date. */
    readonly built: number;
    readonly sizingOnly: boolean;
  },
): SheetPlan[] {
  const { names, filled: f, trend: t, builder } = ctx;
  const countFrom = monthsCountFrom(history?.measurements ?? measured?.measurements, ctx.built);
  // A growth at the add-in's default is said to be one, however it came (left alone, or the pane's form handing every input).
  const growthHelp = t ? t.help : values[GROWTH_INPUT] === DEFAULT_ANNUAL_GROWTH ? DEFAULT_GROWTH_NOTE : null;
  const help: Record<string, string> = { ...(f?.help ?? {}), ...(growthHelp ? { [GROWTH_INPUT]: growthHelp } : {}) };
  // A report's details first, each with the inputs it takes from the report's: the report's sheet reads them.
  const details = new Map<string, SheetPlan>();
  for (const [j, detail] of (def.details ?? []).entries()) {
    const d = templateById(detail.id) as TemplateDef;
    const taken = detail.inputs(values);
    if (taken === null) continue;
    const v: Record<string, InputValue> = {};
    for (const spec of d.inputs) v[spec.name] = taken[spec.name] ?? spec.value;
    details.set(d.id, sizingSheet(d, v, builder(names.details[j], countFrom), ctx.fields, help, false));
  }
  const grownFrom = history && t ? { grownFrom: { files: history.files, fittedOn: t.fittedOn, filled: t.filled } } : {};
  const sizing = sizingSheet(
    def,
    values,
    builder(names.name, countFrom, details.size ? { details, ...(measured && f ? { measured: { measured, filled: f } } : {}), ...grownFrom } : undefined),
    ctx.fields,
    help,
  );
  // The sheet whose inputs the files filled: a report's first detail, which lays its inputs out.
  const inputsOn = details.size ? [...details.values()][0].name : names.name;
  return [
    sizing,
    ...details.values(),
    ...(measured && f && !ctx.sizingOnly
      ? [measurementsSheet(builder(names.measured), { measured, filled: f, sizingSheet: inputsOn, template: def, values })]
      : []),
    ...(history && t && !ctx.sizingOnly ? [trendSheet(builder(names.trend), { history, filled: t, sizingSheet: inputsOn })] : []),
  ];
}

/** Months count from the end of the measurements (the last interval of the history, else of the measurement file), else from when the workbook is built. */
function monthsCountFrom(m: { readonly times: Float64Array } | undefined, built: number): CountFrom {
  return m
    ? { date: Math.floor(excelDate(m.times[m.times.length - 1])), what: `the last interval measured, ${formatTime(m.times[m.times.length - 1])}` }
    : { date: Math.floor(built), what: 'the date the sheet was built: nothing was measured' };
}

/**
 * A sizing sheet: the title, the report fields the header does not carry, the inputs (a report's are on its details), the results, the sources.
 * A report's detail sheet lists no fields: the Summary before it does, its header names the organization and the
 * system, and its rows go to the evidence, on one page at 8 points or more.
 */
function sizingSheet(
  d: TemplateDef,
  v: Readonly<Record<string, InputValue>>,
  b: SheetBuilder,
  fields: Fields,
  help: Readonly<Record<string, string>>,
  listFields = true,
): SheetPlan {
  // A report's Summary lists every field given; another sizing sheet who prepared it and the notes (its
  // header names the organization and the system: a header has no room for more beside a long subject,
  // nor a footer beside the sources it cites); a report's detail sheet none.
  const listed = !listFields ? [] : d.details ? fields.said : fields.said.filter((s) => s.name === 'PreparedBy' || s.name === 'Notes');
  b.put('A1', { value: d.title, style: 'title' });
  b.put('A2', { value: d.summary, style: 'subtitle' });
  b.row = 3;
  fieldRows(b, listed, fields.report, !d.details);
  const refs: Record<string, Ref> = {};
  // A table input is laid out by its template, where its lines meet the columns computed from them.
  const scalars = d.inputs.filter((spec) => spec.kind !== 'table');
  if (!d.bare && !d.details && scalars.length > 0) {
    // The fields take the blank row above the inputs' heading: one field costs the page no row.
    if (listed.length) b.row--;
    b.heading('Inputs');
    for (const spec of scalars)
      refs[spec.name] = b.input(spec.name in help ? { ...spec, help: help[spec.name] } : spec, v[spec.name] as string | number | boolean);
  }
  d.build(b, refs, v);
  if (!d.bare && !b.hasSources) b.sources(d.sources);
  // The header names the system sized: a catalog model, or a system given as a key or a CPW (scenarios, migration).
  const model = d.inputs.find((s) => s.kind === 'model' || s.kind === 'system');
  return b.build({
    title: d.title,
    // Named by its kind, not its input's label ("Current or planned model"): the header's middle holds one line within a third of the page.
    subject: model
      ? `${typeof v[model.name] === 'number' ? `${v[model.name]} CPW` : `${model.kind === 'model' ? 'Model' : 'System'} ${v[model.name]}`} (when built)`
      : undefined,
    // The documents the page's Sources cite, briefly: their full titles print there. The sources a planner typed for
    // their own systems print in the page body (the candidates table, the Summary's Sources), not here: a footer part
    // has a third of one line.
    document: footerCitation(b.sourceLines.length ? b.sourceLines : d.sources),
  });
}

/** The report fields listed under a sizing sheet's title, a row each; `shareRow`: who prepared it and the notes on one row. */
function fieldRows(b: SheetBuilder, listed: readonly InputSpec[], report: ReportFields, shareRow: boolean): void {
  // Who prepared it and the notes share a row (the notes beside, labelled): the page has one blank row to give them.
  const byAndNotes = shareRow && listed.length === 2;
  for (const f of listed) {
    const value = report[f.name as ReportField]!;
    if (byAndNotes && f.name === 'Notes') {
      b.put(`C${b.row - 1}`, { value: `${f.label}: ${value}`, style: 'note' });
      continue;
    }
    b.put(`A${b.row}`, { value: f.label, style: 'label' });
    b.put(`B${b.row++}`, { value, style: f.name === 'Notes' ? 'note' : 'output' });
  }
}

/** Whether a formula or a list of the sheets reads the sheet `name`: a support sheet goes into the workbook only then. */
function readsSheet(sheets: readonly SheetPlan[], name: string): boolean {
  const prefix = `'${name.replace(/'/g, "''")}'!`;
  return sheets.some(
    (s) => s.names.some((n) => n.refersTo.startsWith(prefix)) || s.validations.some((v) => v.kind === 'listRange' && v.source.startsWith(prefix)),
  );
}

export type { TemplateDef } from '../workbook/define-template';
