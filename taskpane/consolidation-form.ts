/**
 * The Build form's Consolidation (docs/task-pane.md, docs/consolidation.md): several systems or
 * partitions, each with its measured files (one, or its months), onto targets of the planner's own.
 * A chunk loaded when the planner first chooses it, so the pane's start carries none of it. The
 * sources, the targets and the planning inputs are read with the core's readers, and the figures are
 * the core's (consolidate), as `as400-sizer workbook report --system ...` computes them; Build writes
 * the same report (consolidationReport: the Summary, the Consolidation sheet and whatever details it
 * plans) into sheets of names the workbook does not have.
 */
import {
  consolidate,
  type Consolidation,
  CONSOLIDATION_STATISTICS,
  type ConsolidationStatistic,
  consolidationTarget,
  type ConsolidationTarget,
  DEFAULT_FITS_YEARS,
  PER_CORE_SOURCE,
} from '../addin/consolidation/consolidate';
import { ALLOWANCE_INPUT, FITS_YEARS_MAX, FITS_YEARS_MIN, GRANULARITY_INPUT, GUIDELINE_INPUT, perCoreRefusal } from '../addin/consolidation/options';
import { isError, type Result } from '../addin/errors';
import { partitionOf } from '../addin/measurements/partition';
import type { Measurements } from '../addin/measurements/read';
import { formatTime } from '../addin/measurements/window';
import { KNEE_RULES } from '../addin/sizing/interactive';
import type { TargetRowCell } from '../addin/sizing/targets';
import { readNumber } from '../addin/typed';
import { consolidationReport, recommendation } from '../addin/sheets/consolidation-report';
import { readReportFields } from '../addin/workbook/report-fields';
import type { WorkbookPlan } from '../addin/workbook/plan';
import type { InputSpec, InputValue, Mode, TableCell, TableValue } from '../addin/workbook/template';
import type { PaneKit } from './consolidation-kit';
import type { Field } from './field';
import { FormModel } from './form-model';
import { sourceLines } from './source-lines';
import { INTERACTIVE_CPW_COLUMN } from '../addin/sheets/own-system';

/** A target line's cells as the sheet's targets row reads them, and its cores. */
const targetOf = (cells: readonly TableCell[]): Result<ConsolidationTarget> => {
  const [name, cpw, interactive, rule, source, cores] = cells;
  const i = typeof interactive === 'string' ? (readNumber(interactive) ?? interactive) : interactive;
  return consolidationTarget([name, cpw, i, rule, source] as TargetRowCell[], typeof cores === 'number' ? cores : null);
};

const targetsSpec = (kit: PaneKit): InputSpec => ({
  name: 'Targets',
  label: 'Targets',
  kind: 'table',
  value: [],
  max: 4,
  columns: [
    { name: 'Name', label: 'Name', kind: 'text', value: '', help: 'The new system, e.g. a Power model.' },
    { name: 'CPW', label: 'Processor CPW', kind: 'number', value: '', min: 0.001, help: "From IBM's publication." },
    INTERACTIVE_CPW_COLUMN,
    { name: 'KneeRule', label: 'Knee rule', kind: 'choice', value: '', optional: true, choices: KNEE_RULES, help: 'none (blank): no CFINT knee (PCR 2.2.1).' },
    { name: 'Source', label: 'Source of its ratings', kind: 'text', value: '', help: 'Document, date and page.' },
    {
      name: 'Cores',
      label: 'Cores its CPW is for',
      kind: 'number',
      value: '',
      optional: true,
      min: 0.001,
      help: 'Gives the processing units; blank: the utilization only.',
    },
  ],
  // The pane's readInput reads the lines, and takes only its own SizingError for a refusal.
  line: (cells) => {
    const t = targetOf(cells);
    return isError(t) ? new kit.SizingError(t.kind, t.message) : cells;
  },
  help:
    'Systems of your own to put them on (none, one or more): name, processor CPW, interactive CPW or "all", knee rule, ' +
    'the source of its ratings, and the cores its CPW is for, which give the processing units (PCR 18.5).',
});

/** The guideline's rule, as --guideline takes a share or "per-core". */
const RULES = { fixed: 'the planning guideline below', perCore: 'by its cores (PM for Power Systems)' } as const;

const OPTIONS: readonly InputSpec[] = [
  {
    name: 'GuidelineRule',
    label: 'Guideline of each target',
    kind: 'choice',
    value: RULES.fixed,
    choices: [RULES.fixed, RULES.perCore],
    help: `By its cores: ${PER_CORE_SOURCE}; each target then gives its cores.`,
  },
  GUIDELINE_INPUT,
  {
    name: 'FitsYears',
    label: 'Years a target must hold the growth',
    kind: 'number',
    value: DEFAULT_FITS_YEARS,
    min: FITS_YEARS_MIN,
    max: FITS_YEARS_MAX,
    whole: true,
    help: 'A target fits when it holds the work grown for these years within its guideline (the command line’s --fits-years).',
  },
  ALLOWANCE_INPUT,
  {
    name: 'Statistic',
    label: 'Statistic of the intervals',
    kind: 'choice',
    value: 'peak',
    choices: CONSOLIDATION_STATISTICS,
    help: 'peak, p95 (the 95th percentile) or peak-hour (the highest mean over an hour without a gap).',
  },
  GRANULARITY_INPUT,
];

export type Prepared =
  | { ok: true; consolidation: Consolidation; plan: (existingSheets: readonly string[], mode: Mode) => Result<WorkbookPlan> }
  | { ok: false; message: string; focus: HTMLElement };

/** The report fields as the pane's fields read them (Organization, SystemName, PreparedBy, Notes), for readReportFields. */
export type ReportValues = Readonly<Record<string, InputValue>>;

export interface ConsolidationForm {
  readonly node: HTMLElement;
  /** The picker's summary of the choice. */
  readonly summary: string;
  /**
   * Everything read and the consolidation computed, with the report's plan for the workbook's sheet
   * names; or the first thing to fix (each shown beside its control too).
   */
  prepare(report: ReportValues): Prepared;
}

const cpw = (x: number): string => x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;

const STATISTIC_WORDS: Readonly<Record<ConsolidationStatistic, string>> = { peak: 'peak', p95: '95th percentile', 'peak-hour': 'peak hour' };

/** What the sheet will say first, as a sentence. */
function said(c: Consolidation, granularity: number): string {
  const stat = STATISTIC_WORDS[c.statistic];
  const less = c.sumOfPeaks > 0 ? ` (${pct(1 - c.coincident.value / c.sumOfPeaks)} less)` : '';
  const targets = c.targets.map(
    (t) =>
      ` ${t.name}: ${pct(t.utilization)} used, ${t.utilization <= t.guideline ? 'within' : 'above'} the ${pct(t.guideline)} guideline.` +
      ` ${t.verdict[0].toUpperCase()}${t.verdict.slice(1)}.`,
  );
  return (
    `${c.targets.length ? `${recommendation(c, granularity)} ` : ''}` +
    `Coincident ${stat}: ${cpw(c.coincident.value)} CPW at ${formatTime(c.coincident.at)}; the sum ` +
    `of each one's ${stat}: ${cpw(c.sumOfPeaks)} CPW${less}.${targets.join('')}`
  );
}

export function consolidationForm(kit: PaneKit): ConsolidationForm {
  const { el, inputField } = kit;
  const answer = el('p', { class: 'key-results-text', 'aria-live': 'polite' });
  let pending: ReturnType<typeof setTimeout> | undefined;
  const changed = (): void => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      const r = compute(false);
      // Not blank while something is missing or wrong: it says what, as the line at fault does.
      answer.textContent = r.ok ? said(r.consolidation, r.granularity) : `The figures show once the form is complete: ${r.message.replace(/\.$/, '')}.`;
    }, 150);
  };
  const sources = sourceLines(kit, changed);
  // The targets' and the options' readings, which their fields put in as they change: the figures and Build read them here.
  const targetsInput = targetsSpec(kit);
  const model = new FormModel([targetsInput.name, ...OPTIONS.map((o) => o.name)]);
  const targets = inputField(targetsInput, model);
  const options = OPTIONS.map((o) => inputField(o, model));
  const node = el('div', { class: 'consolidation' }, sources.node, targets.node, ...options.map((f) => f.node), answer);
  for (const event of ['input', 'change', 'click']) node.addEventListener(event, changed);

  const readingOf = (f: Field) => model.reading(f.spec.name);
  const optionOf = (f: Field): number | string => {
    const r = readingOf(f);
    return r.ok ? (r.value as number | string) : NaN;
  };

  /** The core's consolidation of the form as it stands; `mark` shows each refusal beside its control. */
  const compute = (
    mark: boolean,
  ):
    | { ok: true; consolidation: Consolidation; files: string[]; granularity: number; measurements: Measurements[] }
    | { ok: false; message: string; focus: HTMLElement } => {
    const read = sources.read(mark);
    if (!read.ok) return read;
    // While a target line is half typed, the figures follow the sources alone; Build asks for it whole.
    const lines = readingOf(targets);
    if (!lines.ok && mark) return { ok: false, message: lines.message, focus: targets.control };
    const chosen = lines.ok ? (lines.value as TableValue).map(targetOf).filter((t): t is ConsolidationTarget => !isError(t)) : [];
    const bad = options.map((f) => ({ f, r: readingOf(f) })).find((x) => !x.r.ok);
    if (bad && !bad.r.ok) return { ok: false, message: bad.r.message, focus: bad.f.control };
    const [rule, guideline, fitsYears, allowance, statistic, granularity] = options.map(optionOf);
    const perCore = rule === RULES.perCore;
    const bare = perCore ? perCoreRefusal(chosen) : null;
    if (bare !== null) return { ok: false, message: `Guideline of each target: ${bare}`, focus: targets.control };
    // The options `workbook report --system` passes consolidate (cli/consolidate.ts readConsolidation).
    const c = consolidate(read.sources, chosen, {
      statistic: statistic as ConsolidationStatistic,
      guideline: guideline as number,
      allowance: allowance as number,
      perCore,
      growth: read.growth,
      fitsYears: fitsYears as number,
      granularity: granularity as number,
    });
    if (isError(c)) return { ok: false, message: c.message, focus: sources.node.querySelector('input') ?? sources.node };
    return { ok: true, consolidation: c, files: read.files, granularity: granularity as number, measurements: read.sources.map((s) => s.measurements) };
  };

  return {
    node,
    summary:
      'Several systems or partitions, each with its measurement files (one, or its months), onto one new system: a Summary that recommends a ' +
      'target in one sentence, each system today and its growth, and for each target of your own its verdict, dates and processing units; then ' +
      'the Consolidation sheet: their work added up interval by interval (the coincident peak) against the sum of their peaks (PCR V4R5 2.8, 2.12, 18.5).',
    prepare(report: ReportValues): Prepared {
      const r = compute(true);
      if (!r.ok) return r;
      const { consolidation, files, granularity } = r;
      // As the command line's report: it recommends one of the targets, so it needs one.
      if (consolidation.targets.length === 0)
        return { ok: false, message: 'Add one or more targets: the report recommends one of them', focus: targets.control };
      const fields = readReportFields(report);
      if (isError(fields)) return { ok: false, message: `Report: ${fields.message}`, focus: node };
      const partitions = consolidation.systems.map((_, k) => partitionOf(r.measurements[k]));
      const plan = (existingSheets: readonly string[], mode: Mode): Result<WorkbookPlan> =>
        consolidationReport({ consolidation, files, granularity, mode, partitions, measurements: r.measurements, report: fields, existingSheets });
      return { ok: true, consolidation, plan };
    },
  };
}
