/**
 * The report of the whole job: several systems or partitions, each with its months, onto the
 * planner's targets. A Summary that says the answer in one sentence (the smallest target whose one
 * verdict is "fits", or that none fits and which comes closest), each system's today (its figure,
 * the processing units it used, what its partition is) and growth, and the targets with their
 * verdicts and dates; then the Consolidation sheet (consolidation-sheet.ts) as the evidence.
 *
 * Every figure on the Summary is the consolidation's value (consolidation/consolidate.ts), the same
 * the command line's text and JSON give and the Consolidation sheet's formulas recompute from the same
 * inputs; the page says so, and that a changed input on the Consolidation sheet is followed there.
 */
import { DOCUMENTS } from '../about';
import { type Consolidation, DEFAULT_GRANULARITY, FIXED_SOURCE, PER_CORE_SOURCE, roundUpTo, systemText, unitsShown } from '../consolidation/consolidate';
import { type Result, isError } from '../errors';
import { isCapWarning, partitionSaid, type PartitionShape } from '../measurements/partition';
import type { Measurements } from '../measurements/read';
import { formatTime } from '../measurements/window';
import { a1 } from '../formula/a1';
import { systemDetails } from './consolidation-details';
import { CONSOLIDATION_SHEET, consolidationWorkbook, type ConsolidationSheetSpec, DATA_SHEET, GROWTH_COLUMNS, monthWords } from './consolidation-sheet';
import { SheetBuilder } from '../workbook/layout';
import { PERCENT } from './measurements-charts';
import type { WorkbookPlan } from '../workbook/plan';
import { type ReportField, type ReportFields, REPORT_FIELDS } from '../workbook/report-fields';
import { sheetClaimer } from '../workbook/sheet-names';
import { diskLine, memoryLine, type SystemResources } from '../consolidation/resources';
import { resourceSheets } from './resource-sheets';

export const SUMMARY_SHEET = 'Summary';

const CPW_FORMAT = '#,##0.0';
const STATISTIC_WORDS = { peak: 'peak', p95: '95th percentile', 'peak-hour': 'peak hour' } as const;
/** What each month's growth point is, by statistic (consolidation/growth.ts monthValues). */
const FITTED_ON = { peak: "each month's peak", p95: "each month's 95th percentile", 'peak-hour': "each month's peak hour" } as const;

export interface ConsolidationReportSpec extends ConsolidationSheetSpec {
  /** What each source's files say of its partition (measurements/partition.ts partitionOf), in the sources' order; null where not a partition. */
  readonly partitions: readonly (PartitionShape | null)[];
  /** Each source's files joined into its history, in the sources' order: each system's Trend and Measurements sheets (consolidation-details.ts). */
  readonly measurements: readonly Measurements[];
  /**
   * Sheet names the workbook already has (the task pane's): each sheet of the report takes a name
   * free of them (uniqueSheetName), so nothing of the planner's is written over. `sheetNames` is
   * then not read.
   */
  readonly existingSheets?: readonly string[];
  /** Each source's disk and memory (consolidation/resources.ts), in the sources' order: a line each on the Summary, and the Disk and Memory sheets. */
  readonly resources?: readonly SystemResources[];
}

const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;
/** "PROD, DEV and WEB". */
const listed = (names: readonly string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
/** Units as the Consolidation sheet shows them: rounded up to the granularity, to its decimals (two at least). */
const unitsText = (x: number, granularity: number): string => unitsShown(roundUpTo(x, granularity), granularity);

type Target = Consolidation['targets'][number];

/** The target the report recommends: the smallest (by CPW) whose verdict fits; null where none does. */
export function recommendedTarget(c: Consolidation): Target | null {
  const fitting = c.targets.filter((t) => t.fits);
  return fitting.length ? fitting.reduce((a, b) => (b.cpw < a.cpw ? b : a)) : null;
}

/** When the target reaches its guideline with growth, in words: "the 70% guideline reached in May 2029 (between Nov 2028 and Jan 2030)". */
function reachedSaid(c: Consolidation, t: Target): string {
  const p = c.projection;
  const g = `the ${pct(t.guideline)} guideline`;
  if (p === null) return `no date for ${g} (no month measured for half its length by every system, so no growth)`;
  if (p.unknown.length) return `no date for ${g} (growth unknown for ${listed(p.unknown)})`;
  if (t.yearsToLimit === 0) return `past ${g} today`;
  if (t.limitDate === null) return `${g} not reached within 50 years`;
  const range =
    t.limitDateEarliest !== null && t.limitDateLatest !== null ? ` (between ${monthWords(t.limitDateEarliest)} and ${monthWords(t.limitDateLatest)})` : '';
  return `${g} reached in ${monthWords(t.limitDate)}${range}`;
}

/** What the target carries today: its shared pool in its cores, or its utilization where it gives no cores. */
function todaySaid(t: Target, granularity: number): string {
  return t.sharedPool !== null && t.cores !== null
    ? `${unitsText(t.sharedPool, granularity)} cores of ${t.cores} in a shared pool today`
    : `${pct(t.utilization)} used today`;
}

/**
 * The recommendation in one sentence: "Move PROD, DEV and WEB to S1014 8-core: 4.90 cores of 8 in a
 * shared pool today, the 70% guideline reached in May 2029 (between Nov 2028 and Jan 2030)."; where no
 * target fits, the one that comes closest (the most CPW) and why it does not.
 */
export function recommendation(c: Consolidation, granularity = DEFAULT_GRANULARITY): string {
  const who = listed(c.systems.map((s) => s.name));
  if (c.targets.length === 0) return `No target was given for ${who}: name one or more with --target.`;
  const t = recommendedTarget(c);
  if (t !== null) return `Move ${who} to ${t.name}: ${todaySaid(t, granularity)}, ${reachedSaid(c, t)}.`;
  const closest = c.targets.reduce((a, b) => (b.cpw > a.cpw ? b : a));
  const why = closest.verdict.replace(/^does not fit: /, '');
  return `None of the targets fits ${who} for ${c.fitsYears} years; the closest, ${closest.name}, does not: ${why}.`;
}

const noAddinCall = (id: string): never => {
  throw new Error(`the Summary calls no add-in function, not AS400.${id}`);
};

/** The Summary, the Consolidation sheet and its data sheet, the Disk and Memory sheets, each system's Trend and Measurements; or why there is none. */
export function consolidationReport(spec: ConsolidationReportSpec): Result<WorkbookPlan> {
  // The names in the order the sheets come: the Summary first.
  const claim = sheetClaimer(spec.existingSheets ?? []);
  const summaryName = claim(SUMMARY_SHEET);
  const sheetNames = spec.existingSheets ? { sheet: claim(CONSOLIDATION_SHEET), data: claim(DATA_SHEET) } : spec.sheetNames;
  const details = consolidationWorkbook({ ...spec, sheetNames });
  if (isError(details)) return details;
  const c = spec.consolidation;
  if (spec.partitions.length !== c.systems.length) throw new Error(`consolidationReport: ${spec.partitions.length} partitions for ${c.systems.length} sources`);
  const granularity = spec.granularity ?? DEFAULT_GRANULARITY;
  const consolidationName = sheetNames?.sheet ?? CONSOLIDATION_SHEET;
  const b = new SheetBuilder({ mode: spec.mode ?? 'portable', sheet: summaryName, call: noAddinCall, expand: noAddinCall, report: spec.report });
  // After the Consolidation sheet, the Disk and Memory of every system, then each system's Trend and
  // Measurements: the evidence of each one's today and growth. Each name claimed free of those before it.
  const claimRest = sheetClaimer([...(spec.existingSheets ?? []), summaryName, ...details.sheets.map((x) => x.name)]);
  const resources = resourceSheets({ resources: spec.resources ?? [], mode: spec.mode, report: spec.report, claim: claimRest });
  const perSystem = systemDetails({
    consolidation: c,
    measurements: spec.measurements,
    files: spec.files,
    consolidationSheet: consolidationName,
    claim: claimRest,
    mode: spec.mode,
    report: spec.report,
  });
  b.widths = [20, 18, 13, 14, 12, 12, 12, 12];
  summaryTop(b, c, spec.report, granularity, consolidationName);
  systemsToday(b, c, spec.partitions);
  resourceLines(b, spec.resources ?? []);
  growthSection(b, c, perSystem.notes);
  targetsSection(b, c, granularity, consolidationName);
  b.sources([
    `${c.perCore ? `${PER_CORE_SOURCE}: the guideline by cores. ` : ''}${FIXED_SOURCE}: the planning guideline. PCR V4R5 18.5 (line 6341): ` +
      'a partition has about 10% less capacity than a stand-alone system when all run their peaks together: the allowance.',
    'PCR V4R5 2.2.3 (line 442), 2.4 (line 504): systems compared by CPW. Growth: least squares of the log of each month; ' +
      'dates from its 95% prediction interval.',
    ...c.targets.map(
      (t) => `Target ${t.name}, ${t.cpw.toLocaleString('en-US')} CPW${t.cores === null ? '' : ` for ${t.cores} cores`}: ${t.source} (the planner's source).`,
    ),
  ]);
  const summary = b.build({
    title: 'Summary',
    subject: `${c.systems.length === 1 ? c.systems[0].name : `${c.systems.length} systems`} onto ${c.targets.map((t) => t.name).join(', ') || 'one system'}`,
    document: DOCUMENTS[0][2],
  });
  return { sheets: [summary, ...details.sheets, ...resources, ...perSystem.sheets] };
}

/** The Summary's title, every report field given (as a sizing report's Summary lists them), and the recommendation. */
function summaryTop(b: SheetBuilder, c: Consolidation, report: ReportFields | undefined, granularity: number, consolidationName: string): void {
  b.put('A1', { value: 'Summary', style: 'title' });
  b.put('A2', {
    value: `${listed(c.systems.map((s) => s.name))} onto one system: the answer first; the ${consolidationName} sheet holds the figures and their formulas.`,
    style: 'subtitle',
  });
  b.row = 3;
  // The page header carries the organization and the system too.
  for (const f of REPORT_FIELDS) {
    const value = report?.[f.name as ReportField];
    if (!value) continue;
    b.put(a1(b.row, 0), { value: f.label, style: 'label' });
    b.put(a1(b.row++, 1), { value, style: f.name === 'Notes' ? 'note' : 'output' });
  }
  b.row++;
  const r = b.row++;
  b.put(a1(r, 0), { value: 'Recommendation', style: 'label' });
  b.put(a1(r, 1), { value: recommendation(c, granularity), style: 'output' });
  b.wrapAcross(a1(r, 1), 'H');
}

/** Each system today: its figure, what its 100% is, its partition and the processing units it used; a capped one's warning. */
function systemsToday(b: SheetBuilder, c: Consolidation, partitions: readonly (PartitionShape | null)[]): void {
  const stat = STATISTIC_WORDS[c.statistic];
  b.heading(`The systems today: each one's ${stat} over ${formatTime(c.first)} to ${formatTime(c.last)}`);
  const perCore = (s: Consolidation['systems'][number]) => (s.system.kind === 'per-core' ? s.system.cpwPerCore : null);
  b.table({
    rows: c.systems.map((s, k) => ({ s, p: partitions[k] })),
    columns: [
      { header: 'System or partition', style: 'key', cell: ({ s }) => ({ value: s.name }) },
      { header: '100% is', cell: ({ s }) => ({ value: systemText(s.system) }) },
      { header: 'Partition', cell: ({ p }) => ({ value: p === null || p.uncapped === null ? 'not given' : p.uncapped ? 'uncapped' : 'capped' }) },
      { header: 'At its cap', cell: ({ s }) => ({ value: capCount(c, s.name) }) },
      { header: 'Virtual processors', format: '0.##', cell: ({ p }) => ({ value: p?.virtualProcessors ?? 'not given' }) },
      { header: 'Entitlement (units)', format: '0.00', cell: ({ p }) => ({ value: p?.entitlement ?? 'not given' }) },
      { header: `${stat[0].toUpperCase()}${stat.slice(1)} (CPW)`, format: CPW_FORMAT, cell: ({ s }) => ({ value: s.peak.value }) },
      // The processing units the partition used at that figure: its work over the CPW a core is rated.
      { header: 'Processing units used', format: '0.00', cell: ({ s }) => ({ value: perCore(s) === null ? 'not a partition' : s.peak.value / perCore(s)! }) },
    ],
  });
  for (const [k, s] of c.systems.entries()) {
    const p = partitions[k];
    if (capWarnings(c, s.name).length)
      b.note(`Warning: ${s.name}${p ? ` (${partitionSaid(p)})` : ''} at its cap in ${capCount(c, s.name)}: demand above the cap was not measured.`);
  }
}

/** Each system's growth a year and the months left out of its fit, with the notes of its details. */
function growthSection(b: SheetBuilder, c: Consolidation, notes: readonly string[]): void {
  const p = c.projection;
  b.heading(
    p === null
      ? 'Growth: none (no month measured for half its length by every system)'
      : `Growth a year, fitted on ${FITTED_ON[c.statistic]}; today is ${monthWords(p.month)}`,
  );
  b.table({
    rows: c.systems,
    columns: [
      ...GROWTH_COLUMNS,
      {
        header: 'Months left out',
        cell: (s) => ({
          value:
            s.growth.months
              .filter((m) => !m.counted)
              .map((m) => monthWords(m.start))
              .join(', ') || 'none',
        }),
      },
    ],
  });
  b.note(
    `A month measured for less than half its length is left out of the fit. Each system's Trend sheet fits its monthly peaks of CPU; ` +
      'its Measurements sheet holds its intervals, peaks and profiles.',
  );
  for (const n of notes) b.note(n);
}

/** The targets: each one's verdict today and with growth, the month the guideline is reached, its cores and shared pool; a line each on why. */
function targetsSection(b: SheetBuilder, c: Consolidation, granularity: number, consolidationName: string): void {
  const p = c.projection;
  b.heading(`The targets: the verdict today and for ${c.fitsYears} years with growth`);
  b.table({
    rows: c.targets,
    columns: [
      { header: 'Target', style: 'key', cell: (t) => ({ value: t.name }) },
      { header: 'Fits', cell: (t) => ({ value: t.fits ? 'yes' : 'no' }) },
      {
        header: 'Guideline reached',
        cell: (t) => ({
          value:
            t.yearsToLimit === 0 ? 'past it today' : t.limitDate === null ? (p && p.years.length ? 'not in 50 years' : 'no date') : monthWords(t.limitDate),
        }),
      },
      { header: 'CPW', format: CPW_FORMAT, cell: (t) => ({ value: t.cpw }) },
      { header: 'Cores', cell: (t) => ({ value: t.cores ?? 'not given' }) },
      { header: 'Guideline', format: '0%', cell: (t) => ({ value: t.guideline }) },
      { header: 'Used today', format: PERCENT, cell: (t) => ({ value: t.utilization }) },
      { header: 'Shared pool (units)', format: '0.00', cell: (t) => ({ value: t.sharedPool === null ? 'no cores' : roundUpTo(t.sharedPool, granularity) }) },
    ],
  });
  for (const t of c.targets) {
    const when = reachedSaid(c, t);
    b.note(`${t.name}: ${t.verdict}; ${when}.`);
  }
  b.note(
    `The figures are the consolidation's, as the ${consolidationName} sheet computes them from its inputs (guideline, allowance, ` +
      'granularity); change one there and that sheet follows, this page keeps the figures it was built with.',
  );
}

/** A line for each system's disk and one for its memory, where its files give them; the Disk and Memory sheets hold their figures. */
function resourceLines(b: SheetBuilder, resources: readonly SystemResources[]): void {
  const lines = resources.flatMap((r) => [...(r.disk ? [[r.name, diskLine(r.disk)]] : []), ...(r.memory ? [[r.name, memoryLine(r.memory)]] : [])]);
  if (lines.length === 0) return;
  b.heading('Disk and memory, measured: the Disk and Memory sheets hold the figures');
  for (const [name, line] of lines) {
    const r = b.row++;
    b.put(a1(r, 0), { value: name, style: 'label' });
    b.put(a1(r, 1), { value: line, style: 'output' });
    b.wrapAcross(a1(r, 1), 'H');
  }
}

/** A capped partition's intervals at its cap, summed over its files' warnings (partition.ts capWarning); "none" where it has none. */
function capCount(c: Consolidation, name: string): string {
  const counts = capWarnings(c, name).map((w) => Number((/at its cap in ([\d,]+) interval/.exec(w)?.[1] ?? '0').replace(/,/g, '')));
  if (counts.length === 0) return 'none';
  return `${counts.reduce((a, b) => a + b, 0).toLocaleString('en-US')} intervals`;
}

/** A source's cap warnings (one a file), without its name. */
const capWarnings = (c: Consolidation, name: string): string[] =>
  c.warnings.filter((w) => w.startsWith(`${name}: `) && isCapWarning(w.slice(name.length + 2))).map((w) => w.slice(name.length + 2));
