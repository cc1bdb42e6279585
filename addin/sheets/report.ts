/**
 * The report a planner hands to management (docs/sizing-sheets.md): a Summary that says the answer,
 * then the evidence. The Summary holds no inputs and no sizing of its own: every figure on it is a
 * formula over the Scenarios and Growth runway sheets that follow it (built first, with the report's
 * inputs), so a planner who corrects an input there sees the recommendation follow, in Excel or in
 * LibreOffice, live or portable.
 */
import { isCapWarning, partitionSaid } from '../measurements/partition';
import { a1, absolute, cellAddress, onSheet, parseArea } from '../formula/a1';
import { add, concat, eq, type Expr, fn, gt, IF, mul, type Ref } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';
import type { SheetBuilder } from '../workbook/layout';
import type { SheetPlan } from '../workbook/plan';
import { MARK_COLORS, SERIES_COLORS } from '../workbook/styles';
import { type InputValues, plannerSources, type TableValue } from '../workbook/template';
import { formatTime } from '../measurements/window';
import { STATISTIC_NAMES } from '../workbook/measured';
import { countFromOf, flatLabels, HORIZON_MONTHS_FORMAT, MONTH_FORMAT } from './growth';
import { scenarios } from './scenarios';
import { catalogKeyOf } from '../workbook/inputs';

/** Past this many months the sentence gives the horizon, not a month decades away. */
const HORIZON_MONTHS = 120;
/** Rows the chart takes on the page. */
const CHART_ROWS = 14;
/** The Scenarios sheet's years, 0 to 5. */
const YEARS = 6;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A share as the sentence says it: 15.5%, rounded to a tenth of a point as the sheets show it. */
const percent = (x: Expr): Expr => concat(fn('ROUND', mul(x, 100), 1), '%');
/** A date as the sentence says it: March 2031 (no TEXT(): its format codes differ by locale). */
const monthYear = (d: Expr): Expr => concat(concat(fn('CHOOSE', fn('MONTH', d), ...MONTHS), ' '), fn('YEAR', d));

/** The cells of a sheet-scoped name of a detail sheet, as references from the Summary. */
function namedCells(plan: SheetPlan, name: string): Ref[] {
  const n = plan.names.find((x) => x.name === name);
  if (!n) throw new Error(`${plan.name} has no name ${name}`);
  const area = parseArea(n.refersTo.split('!')[1].replace(/\$/g, ''));
  const out: Ref[] = [];
  for (let r = area.top; r <= area.bottom; r++)
    for (let c = area.left; c <= area.right; c++) out.push({ k: 'ref', a1: onSheet(plan.name, absolute(cellAddress(r, c))) });
  return out;
}

export const report: TemplateDef = {
  id: 'report',
  title: 'Capacity report',
  sheetName: 'Summary',
  summary: 'The answer first, on one page: the recommendation, the workload, the candidates and the assumptions. The evidence follows on the detail sheets.',
  inputs: scenarios.inputs,
  details: [
    { id: 'scenarios', inputs: (v) => v },
    // The runway sizes a catalog model: a current system given as a CPW (a number, or "720 CPW") has none to run out of.
    {
      id: 'runway',
      inputs: (v) => {
        const key = catalogKeyOf(v.Current);
        return key !== null
          ? { Model: key, CpuUtil: v.CpuUtil, InteractiveUtil: v.InteractiveUtil, AnnualGrowth: v.AnnualGrowth, Guideline: v.Guideline }
          : null;
      },
    },
  ],
  sources: [
    'PCR V4R5 2.12 (line 847): the 70% guideline; 2.2.3, 2.4: CPW; 2.8, 2.10: the knee; Appendix D: catalog ratings.',
    'Your own systems: the ratings and source on the Scenarios sheet. Compound growth: an add-in convention.',
  ],
  build(b: SheetBuilder, _inputs, values) {
    const s = b.ctx.details?.get('scenarios');
    if (!s) throw new Error('the report reads the Scenarios sheet: it is built first');
    const cell = (name: string): Ref => namedCells(s, name)[0];
    const lines = (values.Candidates as TableValue).length;
    const names = namedCells(s, 'CandidateNames').slice(0, lines);
    const row = (name: string) => namedCells(s, name).slice(0, lines);
    const guideline = cell('Guideline');
    // Narrow enough that the page prints at 90% or more: the chart's own text (10 points) stays at 9 printed.
    b.widths = [24, 11, 12, 12, 15, 13, 12];

    b.row++;
    recommendation(b, cell);
    b.heading('The workload');
    whatWasMeasured(b);
    workloadFigures(b, cell);
    b.heading('Candidates');
    const chartTop = candidatesTable(b, names, row);
    b.heading('Assumptions');
    assumptions(b, values);
    b.printEnd = b.row;

    b.row++;
    chartOfYears(b, { byYear: namedCells(s, 'UtilByYear'), start: cell('CountFrom'), names, guideline }, chartTop);
  },
};

/** The recommendation: the first candidate that fits, its figures as the Scenarios sheet reads them from its column. */
function recommendation(b: SheetBuilder, cell: (name: string) => Ref): void {
  const first = cell('FirstFit');
  const who = b.ctx.report?.SystemName ?? 'the workload';
  const guideline = cell('Guideline');
  const until = cell('FirstFitMonths');
  const sentence = IF(
    eq(first, 'None of them'),
    concat(concat(concat(`None of the candidates keeps ${who} under the `, percent(guideline)), ' guideline for 5 years'), ': see the Scenarios sheet.'),
    concat(
      concat(concat(concat(concat(`Move ${who} to `, first), ': '), percent(cell('FirstFitToday'))), ' used today, under the '),
      concat(
        percent(guideline),
        IF(
          // "never" (growth.ts cpuNever): the limit is not reached at any growth.
          fn('ISNUMBER', until),
          // A month decades away says less than the horizon it is past.
          IF(
            gt(until, HORIZON_MONTHS),
            ` guideline for more than ${HORIZON_MONTHS / 12} years at this growth.`,
            concat(' guideline until ', concat(monthYear(cell('FirstFitReached')), '.')),
          ),
          ' guideline at this growth for good.',
        ),
      ),
    ),
  );
  // Wrapped across the page, its height the lines it takes (print.ts): a sentence, not a cell cut at the margin.
  const sentenceCell = b.output('Recommendation', sentence, { key: { say: '{}' } });
  b.wrapAcross(sentenceCell.a1, 'G');
}

/** What was measured, as the Measurements sheet says it: the file, its period and window, the partition, the statistic and when. */
function whatWasMeasured(b: SheetBuilder): void {
  const m = b.ctx.measured;
  // Words written when the report was built, not formulas: what the file held.
  const said = (label: string, text: string): void => {
    const r = b.row++;
    b.put(a1(r, 0), { value: label, style: 'label' });
    b.put(a1(r, 1), { value: text, style: 'output' });
  };
  if (!m) {
    said('Measured', 'Nothing: the utilizations are as given on the Scenarios sheet');
    return;
  }
  const { summary } = m.filled;
  const window = m.measured.window ? `, window ${m.measured.window}` : '';
  const n = summary.intervals.toLocaleString('en-US');
  said('Measured', `${m.measured.file}: ${n} intervals, ${summary.first} to ${summary.last}${window}`);
  // A partition: uncapped or capped, its virtual processors and entitlement, and whether it sat at its cap (partition.ts).
  if (summary.partition) {
    const capped = summary.warnings.find(isCapWarning);
    said('Partition', `${partitionSaid(summary.partition)}${capped ? `; ${capped.slice(0, capped.indexOf(' ('))}: demand above it not measured` : ''}`);
  }
  const statistic = STATISTIC_NAMES[m.measured.statistic];
  const at = m.measured.statistic === 'peak' ? ` at ${formatTime(summary.cpu.peakAt)}` : '';
  const value = m.filled.filled.CpuUtil;
  said(
    'Statistic',
    value === undefined
      ? `Given, not the file's ${statistic} (on the Measurements sheet)`
      : `The ${statistic} of total CPU, ${Math.round(value * 1000) / 10}%${at}`,
  );
}

/** The workload's figures from the Scenarios sheet, which says where each came from: here in few lines, so the page prints large. */
function workloadFigures(b: SheetBuilder, cell: (name: string) => Ref): void {
  const show = (label: string, ref: Ref, format: string) => b.output(label, ref, { format });
  show('Current system', cell('Current'), 'General');
  show('CPU utilization', cell('CpuUtil'), '0.0%');
  show('Interactive utilization', cell('InteractiveUtil'), '0.0%');
  show('Workload carried (CPW)', cell('WorkloadCPW'), '#,##0.0');
  show('Annual growth', cell('AnnualGrowth'), '0.0%');
  // The statistic the growth was fitted on, where a history gave it (the Trend sheet has the fit).
  const grown = b.ctx.grownFrom;
  if (grown) {
    const r = b.row++;
    b.put(a1(r, 0), { value: 'Growth fitted on', style: 'label' });
    const how = `${grown.filled ? '' : 'Given, not fitted; the history gives the fit over '}${grown.fittedOn}: see the Trend sheet`;
    b.put(a1(r, 1), { value: how.charAt(0).toUpperCase() + how.slice(1), style: 'output' });
    b.wrapAcross(a1(r, 1), 'G');
  }
  show('Planning limit (PCR 2.12)', cell('Guideline'), '0%');
}

/** The candidates' answers side by side, read from the Scenarios sheet's named rows; returns the row the chart under it starts at. */
function candidatesTable(b: SheetBuilder, names: readonly Ref[], row: (name: string) => Ref[]): number {
  const [cpw, today, last, months, reached, fits] = ['CandidateCPW', 'UtilToday', 'UtilLast', 'MonthsToLimit', 'LimitReached', 'FitsForYears'].map(row);
  const table = b.table({
    rows: names.map((_, k) => k),
    columns: [
      { header: 'Candidate', style: 'key', cell: (k) => ({ expr: names[k] }) },
      { header: 'CPW', format: '#,##0.0', cell: (k) => ({ expr: cpw[k] }) },
      { header: 'Used today', format: '0.0%', cell: (k) => ({ expr: today[k] }) },
      { header: 'In 5 years', format: '0.0%', cell: (k) => ({ expr: last[k] }) },
      { header: 'Months to limit', format: HORIZON_MONTHS_FORMAT, cell: (k) => ({ expr: months[k] }) },
      { header: 'Limit reached', format: MONTH_FORMAT, cell: (k) => ({ expr: reached[k] }) },
      { header: 'Fits 5 years', cell: (k) => ({ expr: fits[k] }) },
    ],
  });
  // One chart under the table; its points (each candidate's share by calendar year, from the Scenarios sheet's
  // years) are data below the printed page.
  const chartTop = table.last + 2;
  b.row = chartTop + CHART_ROWS;
  return chartTop;
}

/** The assumptions in a line each, then the sources, the planner's own candidates' with the source typed for each. */
function assumptions(b: SheetBuilder, values: InputValues): void {
  const notes = [
    'Work moves between systems in CPW (PCR 2.2.3, 2.4); the utilization is the statistic named above.',
    // From the date the Scenarios sheet's months count from, whose row says why (a file's last interval, or the build).
    `Growth is compound, the same for all work; months count from ${countFromOf(b).what}.`,
    ...(b.ctx.report?.Notes ? [`Planner's notes: ${b.ctx.report.Notes}`] : []),
  ];
  for (const n of notes) b.put(a1(b.row++, 0), { value: n, style: 'note' });
  // The ratings of the planner's own candidates, with the source typed for each: in the body, where the footer has no room.
  b.sources([...report.sources, ...plannerSources(report, values)]);
}

/** The chart's data below the printed page (each candidate's share by calendar year, from the Scenarios sheet's years), and the chart at chartTop. */
function chartOfYears(
  b: SheetBuilder,
  { byYear, start, names, guideline }: { byYear: readonly Ref[]; start: Ref; names: readonly Ref[]; guideline: Ref },
  chartTop: number,
): void {
  b.heading("Chart data: each candidate's share of its CPU by year (not printed)");
  const per = byYear.length / YEARS;
  const years = b.table({
    rows: Array.from({ length: YEARS }, (_, y) => y),
    columns: [
      { header: 'Year', style: 'key', format: '0', cell: (y) => ({ expr: add(fn('YEAR', start), y) }) },
      ...names.map((_, k) => ({ header: `Candidate ${k + 1}`, format: '0.0%', cell: (y: number) => ({ expr: byYear[y * per + k] }) })),
      { header: 'Planning limit', format: '0%', cell: () => ({ expr: guideline }) },
    ],
  });
  names.forEach((n, k) => b.put(a1(years.header, 1 + k), { expr: n, style: 'header' }));
  const [yearColumn, ...series] = years.columns;
  b.charts.push({
    kind: 'line',
    title: "Share of each candidate's CPU by year",
    from: `A${chartTop}`,
    to: `G${chartTop + CHART_ROWS - 1}`,
    categories: b.external(yearColumn.a1),
    series: [
      ...names.map((_, k) => {
        const header = a1(years.header, 1 + k);
        return {
          name: String(b.value({ k: 'ref', a1: header })),
          nameRef: b.external(header),
          values: b.external(series[k].a1),
          color: SERIES_COLORS[k],
          ...flatLabels(b, series[k].a1),
        };
      }),
      { name: 'Planning limit', values: b.external(series[names.length].a1), color: MARK_COLORS.limit, line: 'dash' as const },
    ],
    // No axis title: the labels are years, and its line is the plot's.
    yTitle: 'Share of the CPU',
    yFormat: '0%',
  });
}
