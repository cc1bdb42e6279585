/**
 * The Consolidation sheet (docs/consolidation.md, "The Consolidation sheet"): several systems or
 * partitions measured onto one new system, on one printed page. From the top: the planning inputs
 * (guideline, allowance, granularity), the combined work and its coincident figure with its time, the
 * targets (utilization, within the guideline, the CPW a processing unit carries, the shared pool
 * rounded up), the sources with each one's figure and, per target with cores, its processing units
 * rounded up and the whole cores a dedicated partition needs, their sums, how far the coincident figure
 * is below the sum of the figures, and the sources cited (the planner's targets included). To the
 * right, a stacked area chart of each source's work with each target's guideline as a line; its points
 * are on a data sheet that does not print (consolidation-charts.ts).
 *
 * What comes from the files is a value (each source's figure, the coincident figure, the work per
 * interval); what follows from the planner's inputs is a formula of this sheet's cells, native Excel
 * in either mode (no AS400 call: the arithmetic is PCR 2.12's and 18.5's, as targets.ts applies it),
 * so a planner who changes the guideline, the allowance or the granularity sees every figure follow,
 * and LibreOffice recalculates the file to the values cached in it.
 */
import { DOCUMENTS } from '../about';
import { type Consolidation, DEFAULT_GRANULARITY, MAX_SHEET_SOURCES, sheetRefusal, systemText } from '../consolidation/consolidate';
import { type Result, valueError } from '../errors';
import { formatTime, TIME_FORMAT } from '../measurements/window';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { a1, columnLetter } from '../formula/a1';
import { consolidationChart, DATA_SHEET } from './consolidation-charts';
import { FIXED_SOURCE, PER_CORE_GUIDELINES, PER_CORE_SOURCE } from '../consolidation/guideline';
import { MONTH_FORMAT } from './growth';
import { type Expr, type Ref, div, eq, fn, ge, gt, IF, le, mul, sub, withinLimit } from '../formula/expr';
import { SheetBuilder, type TableColumn } from '../workbook/layout';
import { excelDate, PERCENT } from './measurements-charts';
import type { SheetPlan, WorkbookPlan } from '../workbook/plan';
import type { Mode } from '../workbook/template';
import type { ReportFields } from '../workbook/report-fields';

export { DATA_SHEET };
export const CONSOLIDATION_SHEET = 'Consolidation';

const CPW_FORMAT = '#,##0.0';
/** Rows the chart takes at least, from the top of the report. */
const CHART_ROWS = 22;
/** Columns the chart takes, right of a one-column gutter. */
const CHART_COLUMNS = 9;
/** Left-out runs and warnings the page names; the rest are counted (--json lists them all). */
const NAMED = 4;

export interface ConsolidationSheetSpec {
  readonly consolidation: Consolidation;
  /** Each source's file as the planner named it (its base name), in the sources' order. */
  readonly files: readonly string[];
  /** The step processing units are rounded up to; DEFAULT_GRANULARITY where not given. */
  readonly granularity?: number;
  readonly mode?: Mode;
  /** The two sheets' names where Consolidation and Consolidation data are taken (the pane never writes over a sheet). */
  readonly sheetNames?: { readonly sheet: string; readonly data: string };
  /** The workbook's report fields: every page header names the organization and the system. */
  readonly report?: ReportFields;
}

const STATISTIC_WORDS = { peak: 'peak', p95: '95th percentile', 'peak-hour': 'peak hour' } as const;

const noAddinCall = (id: string): never => {
  throw new Error(`the Consolidation sheet calls no add-in function, not AS400.${id}`);
};

/** The Consolidation sheet and its data sheet, or why there is none (more sources than a sheet lays out). */
export function consolidationWorkbook(spec: ConsolidationSheetSpec): Result<WorkbookPlan> {
  const c = spec.consolidation;
  const refusal = sheetRefusal(c.systems.length);
  if (refusal !== null) return valueError(refusal);
  if (spec.files.length !== c.systems.length) throw new Error(`consolidationWorkbook: ${spec.files.length} files for ${c.systems.length} sources`);
  const granularity = spec.granularity ?? DEFAULT_GRANULARITY;
  if (!(granularity > 0 && granularity <= 1))
    return valueError(`granularity ${granularity}: give the step processing units are rounded up to, above 0 and at most 1 (e.g. 0.05)`);
  const { sheet: name, data: dataSheet } = spec.sheetNames ?? { sheet: CONSOLIDATION_SHEET, data: DATA_SHEET };
  const b = new SheetBuilder({
    mode: spec.mode ?? 'portable',
    sheet: name,
    // Every formula here is native arithmetic over the sheet's own cells: it neither calls nor expands an add-in function.
    call: noAddinCall,
    expand: noAddinCall,
    report: spec.report,
  });
  const { sheet, data } = layOut(b, c, spec.files, granularity, dataSheet);
  return { sheets: [sheet, data] };
}

function layOut(b: SheetBuilder, c: Consolidation, files: readonly string[], granularity: number, dataSheet: string): { sheet: SheetPlan; data: SheetPlan } {
  const stat = STATISTIC_WORDS[c.statistic];
  const left = reportWidths(b, c);
  b.put('A1', { value: 'Consolidation', style: 'title' });
  b.put('A2', {
    // One line across the page: the sheet's height is what 32 sources leave for it.
    value:
      `${c.systems.length} systems or partitions onto one: their work added up at each interval (the coincident ${stat}) against the sum ` +
      `of each one's ${stat}, and each target (PCR V4R5 2.8, 2.12, 18.5). Measured figures are values from the files.`,
    style: 'subtitle',
  });
  b.row = 3;
  const top = b.row + 1;
  const inputs = planningInputs(b, c, granularity);
  const { coincident, every } = combinedWork(b, c, stat);
  const guidelineOf = guidelineByCores(c, inputs.guideline);
  const firstTarget = targetsTable(b, c, inputs, coincident, guidelineOf);
  outlook(b, c, firstTarget, guidelineOf);
  const sum = sourcesTable(b, c, files, stat, inputs, firstTarget);
  sourcesNotes(b, c, stat, coincident, sum);
  growthTable(b, c);
  const data = chartBeside(b, c, { left, top, guideline: inputs.guideline, firstTarget, dataSheet });
  citedSources(b, c, every);
  return {
    sheet: onePage(
      b.build({
        title: 'Consolidation',
        subject: `${c.systems.length} sources onto ${c.targets.map((t) => t.name).join(', ') || 'one system'}`,
        document: DOCUMENTS[0][2],
        // The targets' ratings are the planner's: their sources print in the Sources block on this one page (onePage).
        ...(c.targets.length ? { footnote: "Ratings: the planner's, see Sources" } : {}),
      }),
    ),
    data,
  };
}

/** The targets with cores, in the targets' order: each has a units and a cores column in the sources table. */
const targetsWithCores = (c: Consolidation): Consolidation['targets'] => c.targets.filter((t) => t.cores !== null);

/**
 * The report's column widths; returns how many columns it takes: the sources table's (name, system,
 * figure, time, interactive, two a target with cores) or the targets table's eight; the chart and the
 * sources cited go to their right, so that 32 sources still print on one landscape page.
 */
function reportWidths(b: SheetBuilder, c: Consolidation): number {
  const left = Math.max(8, 6 + 2 * targetsWithCores(c).length);
  // A: labels and names; C and D hold times (yyyy-mm-dd hh:mm); J the interactive status.
  b.widths = [30, 12, 16, 16, 12, 12, 12, 18, ...Array.from({ length: Math.max(0, left - 8) }, () => 12)];
  // B holds each source's "100% is" (2000 CPW per core) on one line: as wide as its longest, in characters (a digit's width;
  // letters and spaces of the proportional font run narrower).
  b.widths[1] = Math.max(b.widths[1], ...c.systems.map((s) => systemText(s.system).length));
  return left;
}

/** The planner's inputs every figure below follows: their cells, and the format of processing units. */
interface PlanningInputs {
  readonly guideline: Ref;
  readonly allowance: Ref;
  readonly granularity: Ref;
  /** Units shown to the granularity's decimals. */
  readonly units: string;
}

/** The guideline, the partition allowance and the granularity, as inputs. */
function planningInputs(b: SheetBuilder, c: Consolidation, granularity: number): PlanningInputs {
  b.heading('Planning inputs');
  const input = (name: string, label: string, value: number, format: string, help: string, min: number, max: number) =>
    b.input({ name, label, kind: name === 'Granularity' ? 'number' : 'fraction', value, format, help, min, max }, value);
  const guideline = input(
    'Guideline',
    'Planning guideline',
    c.guideline,
    PERCENT,
    `PCR 2.12 (line 847): keep a system's CPU utilization at ${PLANNING_GUIDELINE * 100}% or less. A target fits where the combined work is within it.`,
    0.01,
    1,
  );
  const allowance = input(
    'Allowance',
    'Partition allowance',
    c.allowance,
    PERCENT,
    'PCR 18.5 (line 6341): a partition has about 10% less capacity than a stand-alone system when all run their peaks together.',
    0,
    0.99,
  );
  // Units shown to the granularity's decimals (two at least, as the HMC shows them): 0.001 would otherwise show as 0.00.
  const units = `0.${'0'.repeat(Math.max(2, decimals(granularity)))}`;
  const g = input(
    'Granularity',
    'Processing units rounded up to',
    granularity,
    units,
    `The step the processing units below are rounded up to (${DEFAULT_GRANULARITY} by default).`,
    Math.min(0.01, granularity),
    1,
  );
  return { guideline, allowance, granularity: g, units };
}

/** The times combined and the coincident figure with its time (interactive too, where known): its cell, and how often the times come. */
function combinedWork(b: SheetBuilder, c: Consolidation, stat: string): { coincident: Expr; every: string } {
  b.heading(`Combined work (${stat} of the intervals)`);
  const row = (label: string, value: string | number, format?: string, note?: string): string => {
    const r = b.row++;
    b.put(`A${r}`, { value: label, style: 'label' });
    b.put(`B${r}`, { value, style: 'output', format });
    if (note) b.put(`C${r}`, { value: note, style: 'note' });
    return `B${r}`;
  };
  const every = c.step === null ? 'one interval each' : `every ${c.step % 60_000 === 0 ? `${c.step / 60_000} min` : `${c.step / 1000} s`}`;
  row('Times combined', c.intervals, '#,##0', `${formatTime(c.first)} to ${formatTime(c.last)}, ${every}: the times at which every source has an interval.`);
  const coincidentRef = row(`Coincident ${stat} (CPW)`, c.coincident.value, CPW_FORMAT);
  b.put(`C${b.row - 1}`, { value: excelDate(c.coincident.at), style: 'output', format: TIME_FORMAT });
  b.put(`D${b.row - 1}`, { value: `the sources' work added up at each time; its ${stat}, and when`, style: 'note' });
  if (c.interactive) {
    row(`Interactive, coincident ${stat} (CPW)`, c.interactive.coincident.value, CPW_FORMAT);
    b.put(`C${b.row - 1}`, { value: excelDate(c.interactive.coincident.at), style: 'output', format: TIME_FORMAT });
    if (c.interactive.unknown.length) b.note(`Interactive work unknown for ${c.interactive.unknown.join(', ')} (no interactive column): not counted.`);
  } else {
    b.note('Interactive work: unknown, no file has an interactive column.');
  }
  return { coincident: { k: 'ref', a1: coincidentRef }, every };
}

/** A target's guideline: the input, or under per-core the PM for Power Systems value of its cores (the lower count's between two). */
const guidelineByCores =
  (c: Consolidation, guideline: Ref) =>
  (cores: Ref): Expr =>
    c.perCore ? PER_CORE_GUIDELINES.slice(1).reduce<Expr>((lower, [n, v]) => IF(ge(cores, n), v, lower), PER_CORE_GUIDELINES[0][1]) : guideline;

/** Processing units rounded up to the granularity (its cell `g`). */
const roundUnits = (x: Expr, g: Ref): Expr => fn('ROUND', mul(fn('ROUNDUP', fn('ROUND', div(x, g), 9), 0), g), 9);

/**
 * Each target today, as formulas of the inputs: its utilization, whether it fits, the CPW a processing
 * unit carries and the shared pool; returns the row of the first target.
 */
function targetsTable(b: SheetBuilder, c: Consolidation, inputs: PlanningInputs, coincident: Expr, guidelineOf: (cores: Ref) => Expr): number {
  const { allowance, units } = inputs;
  b.heading('Targets');
  const targets = b.table({
    rows: c.targets,
    columns: [
      { header: 'Target', style: 'key', cell: (t) => ({ value: t.name }) },
      { header: 'CPW', format: CPW_FORMAT, cell: (t) => ({ value: t.cpw }) },
      { header: 'Cores', cell: (t) => ({ value: t.cores ?? 'not given' }) },
      { header: 'Utilization', format: PERCENT, cell: (_, at) => ({ expr: div(coincident, at(1)) }) },
      // Words, not TRUE/FALSE: LibreOffice keeps a logical as a number, and a planner reads yes or no.
      // Today's verdict: within the guideline and, with cores, the shared pool (the work over the CPW a unit carries, F) within them.
      {
        header: 'Fits today',
        cell: (t, at) => {
          const within = withinLimit(at(3), guidelineOf(at(2)));
          // The unit's CPW written out, not F's cell: a cell is computed before those to its right.
          const unit = mul(mul(div(at(1), at(2)), guidelineOf(at(2))), sub(1, allowance));
          return { expr: IF(t.cores === null ? within : fn('AND', within, le(div(coincident, unit), at(2))), 'yes', 'no') };
        },
      },
      // PCR 2.12 and 18.5: a processing unit carries the CPW of a core within the guideline, less the allowance.
      {
        header: 'CPW per unit',
        format: CPW_FORMAT,
        cell: (t, at) => (t.cores === null ? { value: 'no cores' } : { expr: mul(mul(div(at(1), at(2)), guidelineOf(at(2))), sub(1, allowance)) }),
      },
      {
        header: 'Shared pool (units)',
        format: units,
        cell: (t, at) => (t.cores === null ? {} : { expr: roundUnits(div(coincident, at(5)), inputs.granularity) }),
      },
      { header: 'Interactive work on it', cell: (t) => ({ value: t.interactiveStatus ?? 'unknown' }) },
    ],
  });
  for (const t of c.targets) if (t.missing) b.note(`No processing units for ${t.missing}.`);
  if (c.perCore) b.note(`Guideline by each target's cores: ${PER_CORE_SOURCE}.`);
  return targets.first;
}

/**
 * Each source's figure, its time and interactive work, and per target with cores its processing units
 * (over the target's CPW per unit) and whole cores, then their sums; returns the sum of the figures' cell.
 */
function sourcesTable(b: SheetBuilder, c: Consolidation, files: readonly string[], stat: string, inputs: PlanningInputs, firstTarget: number): Expr {
  const withCores = targetsWithCores(c);
  const unitOf = new Map(withCores.map((t) => [t, `F${firstTarget + c.targets.indexOf(t)}`]));
  b.heading(`The sources: each one's ${stat}${withCores.length ? ', and as a partition of each target with cores' : ''}`);
  type Line = { readonly s: Consolidation['systems'][number] | null; readonly total: boolean };
  const lines: Line[] = [...c.systems.map((s) => ({ s, total: false })), { s: null, total: true }];
  const sources = b.table<Line>({
    rows: lines,
    columns: [
      { header: 'System or partition', style: 'key', cell: (r) => ({ value: r.total ? `All ${c.systems.length} (sum)` : r.s!.name }) },
      { header: '100% is', cell: (r) => (r.total ? {} : { value: systemText(r.s!.system) }) },
      { header: `Work, ${stat} (CPW)`, format: CPW_FORMAT, cell: (r, _, i) => (r.total ? { expr: fn('SUM', colRange(2, i)) } : { value: r.s!.peak.value }) },
      { header: 'At', format: TIME_FORMAT, cell: (r) => (r.total ? {} : { value: excelDate(r.s!.peak.at) }) },
      {
        header: 'Interactive (CPW)',
        format: CPW_FORMAT,
        cell: (r, _, i) => (r.total ? { expr: fn('SUM', colRange(4, i)) } : { value: r.s!.interactivePeak?.value ?? 'unknown' }),
      },
      ...withCores.flatMap((t) => {
        const unit: Expr = { k: 'ref', a1: unitOf.get(t)! };
        return [
          {
            header: `${t.name}: units`,
            format: inputs.units,
            cell: (r: Line, at: (j: number) => Ref, i: number) =>
              r.total ? { expr: fn('SUM', colRange(5 + 2 * withCores.indexOf(t), i)) } : { expr: roundUnits(div(at(2), unit), inputs.granularity) },
          },
          // Short headers: two lines each for a name of up to 13 characters, so 32 sources print at half size.
          {
            header: `${t.name}: cores`,
            format: '0',
            cell: (r: Line, at: (j: number) => Ref, i: number) =>
              r.total ? { expr: fn('SUM', colRange(6 + 2 * withCores.indexOf(t), i)) } : { expr: fn('ROUNDUP', at(5 + 2 * withCores.indexOf(t)), 0) },
          },
        ];
      }),
      // Last, where a long name runs on into nothing.
      { header: 'File', cell: (r: Line, _: unknown, i: number) => (r.total ? {} : { value: files[i] }) },
    ],
  });
  /** The column j of the sources' rows, for the total row at index i (its row is the table's first plus i). */
  function colRange(j: number, i: number): Expr {
    // The table leaves b.row at its first row until its cells are placed.
    const first = b.row;
    return { k: 'ref', a1: `${columnLetter(j)}${first}:${columnLetter(j)}${first + i - 1}` };
  }
  return { k: 'ref', a1: `C${sources.last}` };
}

/** How far the coincident figure is below the sum of the figures, and what the figures leave out: the CFINT taken off, the times left out, the warnings. */
function sourcesNotes(b: SheetBuilder, c: Consolidation, stat: string, coincident: Expr, sum: Expr): void {
  b.output(`Coincident below the sum by`, IF(gt(sum, 0), sub(1, div(coincident, sum)), 0), {
    format: PERCENT,
    note: `1 − coincident ${stat} / the sum: the capacity the peaks falling at different times save.`,
  });
  b.note(`Units: the work over the CPW per unit, rounded up; a dedicated partition takes whole cores. CFINT overhead (PCR 2.8) taken off: ${cfintSaid(c)}.`);
  if (c.leftOut.length) {
    const named = c.leftOut.slice(0, NAMED).map((x) => `${x.name} none from ${formatTime(x.from)} to ${formatTime(x.to)}`);
    const more = c.leftOut.length > NAMED ? `, and ${c.leftOut.length - NAMED} more (as400-sizer consolidate --json lists them)` : '';
    b.note(`Left out of the combined figures, a source having no interval at a time another has: ${named.join('; ')}${more}.`);
  }
  for (const w of c.warnings.slice(0, NAMED)) b.note(`Warning: ${w}.`);
  if (c.warnings.length > NAMED) b.note(`And ${c.warnings.length - NAMED} more warnings (as400-sizer consolidate lists them).`);
}

/**
 * The chart, right of the report's `left` columns from its `top` row and as tall as the report beside
 * it where that is more (a legend of 32 sources needs the room); leaves the builder's row under both.
 * Returns its data sheet.
 */
function chartBeside(
  b: SheetBuilder,
  c: Consolidation,
  at: { readonly left: number; readonly top: number; readonly guideline: Ref; readonly firstTarget: number; readonly dataSheet: string },
): SheetPlan {
  const { left, top } = at;
  const chartFrom = left + 1;
  b.widths[left] = 2;
  for (let k = 0; k < CHART_COLUMNS; k++) b.widths[chartFrom + k] = 10;
  const chartRows = Math.max(CHART_ROWS, b.row - top);
  const data = consolidationChart(b, c, {
    from: a1(top, chartFrom),
    to: a1(top + chartRows - 1, chartFrom + CHART_COLUMNS - 1),
    guideline: at.guideline.a1,
    targets: c.targets.map((t, k) => ({ name: t.name, cpw: `B${at.firstTarget + k}` })),
    dataSheet: at.dataSheet,
  });
  b.row = Math.max(b.row, top + chartRows);
  return data;
}

/** The sources cited, below the report and the chart, each on one line across the page, so that 32 sources still print at half size (print.ts MIN_SCALE). */
function citedSources(b: SheetBuilder, c: Consolidation, every: string): void {
  b.sources([
    `${c.perCore ? `${PER_CORE_SOURCE}: the guideline by cores; ${FIXED_SOURCE}, the default. PCR ` : `${FIXED_SOURCE}: the guideline. PCR `}` +
      `V4R5 18.5 (line 6341): "a partition may have about 10% less capacity than an equivalent stand-alone system ` +
      `if all partitions will be running their peak loads concurrently": the allowance.`,
    "PCR V4R5 2.8: the CFINT overhead of interactive work past a model's knee, taken off its measured work (the new system does not " +
      'carry it); 2.2.3 (line 442) and 2.4 (line 504): systems compared by CPW, so sources of different models add up.',
    `Each source's work: its utilization times its 100%, on the longest interval (${every}); a time counts where every source has one. ` +
      `Peak hour: the highest mean over an hour without a gap. Past 2,000 times the chart shows each hour's busiest interval.`,
    ...c.targets.map((t) => `Target ${t.name}, ${t.cpw} CPW${t.cores === null ? '' : ` for ${t.cores} cores`}: ${t.source} (the planner's own figure).`),
  ]);
}

/**
 * The sheet on one page whatever its length (it prints on one page). print.ts gives a sheet
 * too long for one page at half size more pages; here the page is kept one, landscape: 32 sources
 * with two targets print at half size or more (one-line notes and sources cited, two-line headers:
 * tests/addin/sheets/consolidation-sheet.test.ts), a sheet with long warnings a little smaller.
 */
function onePage(sheet: SheetPlan): SheetPlan {
  const print = sheet.print!;
  if (print.fit.tall === 1) return sheet;
  return { ...sheet, print: { ...print, orientation: 'landscape', fit: { wide: 1, tall: 1 } } };
}

export { MAX_SHEET_SOURCES };

/** The CFINT overhead taken off, the most of each source that had any; the first few named, so the note stays one line. */
function cfintSaid(c: Consolidation): string {
  const some = c.systems.filter((s) => s.cfintMax > 0);
  if (some.length === 0) return 'none here';
  const named = some.slice(0, NAMED).map((s) => `${s.name} ${s.cfintMax.toFixed(1)} CPW`);
  return `at most ${named.join(', ')}${some.length > NAMED ? ` and ${some.length - NAMED} more` : ''}`;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthWords = (ms: number): string => `${MONTH_NAMES[new Date(ms).getUTCMonth()]} ${new Date(ms).getUTCFullYear()}`;

/**
 * Each target with growth: its guideline, whether it fits today (the utilization within the
 * guideline and the shared pool within its cores), the coincident figure the years ahead reach (the
 * projection's, a value: each source's months fitted, consolidation/growth.ts), whether it fits then,
 * the one verdict, and the month the projection passes the guideline with its range. The verdicts
 * are formulas of this sheet's cells, so they follow a changed guideline or allowance as the
 * utilization does; the dates are the projection's values.
 */
function outlook(b: SheetBuilder, c: Consolidation, firstTarget: number, guidelineOf: (cores: Ref) => Expr): void {
  const p = c.projection;
  if (c.targets.length === 0 || p === null || p.years.length === 0) {
    // Without growth the verdict is today's (the targets' Fits today), said with why where it does not fit.
    for (const t of c.targets) if (!t.fits) b.note(`${t.name}: ${t.verdict}.`);
    return;
  }
  const grown = Math.max(...p.years.slice(1, c.fitsYears + 1));
  b.heading(`Each target with growth: the verdict, today and for ${c.fitsYears} years`);
  const ref = (col: string, k: number): Ref => ({ k: 'ref', a1: `${col}${firstTarget + k}` });
  const carries = (cpw: Expr, k: number): Expr => {
    const within = withinLimit(div(cpw, ref('B', k)), guidelineOf(ref('C', k)));
    return c.targets[k].cores === null ? within : fn('AND', within, le(div(cpw, ref('F', k)), ref('C', k)));
  };
  b.table({
    rows: c.targets,
    columns: [
      { header: 'Target', style: 'key', cell: (t) => ({ value: t.name }) },
      { header: `In ${c.fitsYears} years (CPW)`, format: CPW_FORMAT, cell: () => ({ value: grown }) },
      { header: `Fits ${c.fitsYears} years`, cell: (_, at, k) => ({ expr: IF(carries(at(1), k), 'yes', 'no') }) },
      { header: 'Fits', cell: (_, at, k) => ({ expr: IF(fn('AND', eq(ref('E', k), 'yes'), eq(at(2), 'yes')), 'yes', 'no') }) },
      {
        header: 'Guideline reached',
        format: MONTH_FORMAT,
        cell: (t) =>
          t.yearsToLimit === 0 ? { value: 'past it today' } : t.limitDate === null ? { value: 'not in 50 years' } : { value: excelDate(monthOf(t.limitDate)) },
      },
      {
        header: 'Between (95%)',
        cell: (t) =>
          t.limitDateEarliest === null || t.limitDateLatest === null || t.yearsToLimit === 0
            ? { value: '' }
            : { value: `${monthWords(t.limitDateEarliest)} – ${monthWords(t.limitDateLatest)}` },
      },
    ],
  });
  // The verdict's reasons where it does not fit (the table says yes where it does).
  for (const t of c.targets) if (!t.fits) b.note(`${t.name}: ${t.verdict}.`);
}

/** The first day of the month of ms. */
const monthOf = (ms: number): number => Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), 1);

/** Each source's growth a year as the Consolidation sheet and the report's Summary show it: the rate, its fit, the months fitted. */
export const GROWTH_COLUMNS: readonly TableColumn<Consolidation['systems'][number]>[] = [
  { header: 'System or partition', style: 'key', cell: (s) => ({ value: s.name }) },
  { header: 'Growth a year', format: PERCENT, cell: (s) => ({ value: s.growth.growth ?? 'unknown' }) },
  { header: 'R²', format: '0.000', cell: (s) => ({ value: s.growth.given ? 'given' : (s.growth.r2 ?? 'none') }) },
  { header: 'Months fitted', format: '0', cell: (s) => ({ value: s.growth.fitted }) },
];

/** Each source's growth a year, fitted from its months or given, and the coincident figure projected year by year from today. */
function growthTable(b: SheetBuilder, c: Consolidation): void {
  const p = c.projection;
  // No month measured for half its length by every source (a day or a week of files): no growth to show, and the command line says so.
  if (p === null) return;
  b.heading(`Growth from each source's months; today is ${monthWords(p.month)}, the last month all measured`);
  b.table({
    rows: c.systems,
    columns: GROWTH_COLUMNS,
  });
  if (p.years.length === 0) {
    b.note(`No projection: no growth for ${p.unknown.join(', ')} (fewer than 3 months measured for half their length; as400-sizer --growth gives one).`);
    return;
  }
  b.table({
    rows: p.years.map((x, y) => ({ x, y })),
    columns: [
      { header: 'Year', cell: (r) => ({ value: r.y === 0 ? `today (${monthWords(p.month)})` : `+${r.y}` }) },
      { header: `Coincident (CPW)`, format: CPW_FORMAT, cell: (r) => ({ value: r.x }) },
    ],
  });
}

/** The decimals a number is written with (0.05: 2, 0.125: 3). */
const decimals = (x: number): number => (String(x).split('.')[1] ?? '').length;
