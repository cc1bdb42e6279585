/**
 * The report a planner hands to management (issue 24): a Summary that says the answer, then the
 * evidence. The Summary holds no inputs and no sizing of its own: every figure on it is a formula
 * over the Scenarios and Growth runway sheets that follow it (built first, with the report's
 * inputs), so a planner who corrects an input there sees the recommendation follow, in Excel or in
 * LibreOffice, live or portable.
 */
import { a1, absolute, cellAddress, onSheet, parseArea } from '../a1';
import { add, concat, eq, type Expr, fn, gt, IF, mul, type Ref } from '../expr';
import type { TemplateDef } from '../define';
import type { SheetBuilder } from '../layout';
import type { SheetPlan } from '../plan';
import { MARK_COLORS, SERIES_COLORS } from '../styles';
import type { TableValue } from '../template';
import { formatTime } from '../../measurements/summary';
import { STATISTIC_NAMES } from '../measured';
import { scenarios } from './scenarios';

/** Past this many months the sentence gives the horizon, not a month decades away. */
const HORIZON_MONTHS = 120;
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
  for (let r = area.top; r <= area.bottom; r++) for (let c = area.left; c <= area.right; c++) out.push({ k: 'ref', a1: onSheet(plan.name, absolute(cellAddress(r, c))) });
  return out;
}

/** The value of row `cells` in the column of the candidate `chosen` names (the first that matches), or `otherwise`. */
const ofChosen = (chosen: Expr, names: readonly Ref[], cells: readonly Ref[], otherwise: Expr): Expr =>
  names.reduceRight<Expr>((rest, name, k) => IF(eq(chosen, name), cells[k], rest), otherwise);

export const report: TemplateDef = {
  id: 'report',
  title: 'Capacity report',
  sheetName: 'Summary',
  summary:
    'The answer first: the recommendation, the workload measured, the candidates side by side and the assumptions, on one page; the evidence follows on the Scenarios and Growth runway sheets (and Measurements and Trend where files were given).',
  inputs: scenarios.inputs,
  details: [
    { id: 'scenarios', inputs: (v) => v },
    // The runway sizes a catalog model: a current system given as a CPW has none to run out of.
    {
      id: 'runway',
      inputs: (v) => (typeof v.Current === 'string' ? { Model: v.Current, CpuUtil: v.CpuUtil, InteractiveUtil: v.InteractiveUtil, AnnualGrowth: v.AnnualGrowth, Guideline: v.Guideline } : null),
    },
  ],
  sources: [
    'PCR V4R5 2.12 (line 847): the 70% planning guideline. 2.2.3 and 2.4: CPW, the relative performance every system is rated by. 2.8 and 2.10: interactive work on a candidate\'s knee curve. Appendix D: the catalog ratings.',
    'Compound growth and the months to the limit counted from the last interval measured: add-in conventions, as on the Scenarios and Growth runway sheets, which show every formula.',
  ],
  build(b: SheetBuilder, _inputs, values) {
    const s = b.ctx.details?.get('scenarios');
    if (!s) throw new Error('the report reads the Scenarios sheet: it is built first');
    const cell = (name: string): Ref => namedCells(s, name)[0];
    const lines = (values.Candidates as TableValue).length;
    const names = namedCells(s, 'CandidateNames').slice(0, lines);
    const row = (name: string) => namedCells(s, name).slice(0, lines);
    const [cpw, today, last, months, reached, fits] = ['CandidateCPW', 'UtilToday', 'UtilLast', 'MonthsToLimit', 'LimitReached', 'FitsForYears'].map(row);
    const first = cell('FirstFit');
    const who = b.ctx.report?.SystemName ?? 'the workload';
    const guideline = cell('Guideline');
    b.widths = [30, 18, 14, 14, 14, 14, 12];

    b.row++;
    const until = ofChosen(first, names, months, '');
    const sentence = IF(
      eq(first, 'None of them'),
      concat(concat(concat(`None of the candidates keeps ${who} under the `, percent(guideline)), ' guideline for 5 years'), ': see the Scenarios sheet.'),
      concat(
        concat(concat(concat(concat(`Move ${who} to `, first), ': '), percent(ofChosen(first, names, today, 0))), ' used today, under the '),
        concat(
          percent(guideline),
          IF(
            fn('ISERROR', until),
            ' guideline at this growth for good.',
            // A month decades away says less than the horizon it is past.
            IF(gt(until, HORIZON_MONTHS), ` guideline for more than ${HORIZON_MONTHS / 12} years at this growth.`, concat(' guideline until ', concat(monthYear(ofChosen(first, names, reached, 0)), '.'))),
          ),
        ),
      ),
    );
    b.output('Recommendation', sentence, { key: { say: '{}' } });

    b.heading('The workload');
    const m = b.ctx.measured;
    if (m) {
      // What was measured, as the Measurements sheet says it: the file, its period and window, the statistic and when.
      const { summary } = m.filled;
      const window = m.measured.window ? `, window ${m.measured.window}` : '';
      const n = summary.intervals.toLocaleString('en-US');
      b.output('Measured', `${m.measured.file}: ${n} intervals, ${summary.first} to ${summary.last}${window}`, { format: 'General' });
      const statistic = STATISTIC_NAMES[m.measured.statistic];
      const at = m.measured.statistic === 'peak' ? ` at ${formatTime(summary.cpu.peakAt)}` : '';
      const value = m.filled.filled.CpuUtil;
      b.output(
        'Statistic',
        value === undefined
          ? `The CPU utilization was given, not filled from the file (its ${statistic} is on the Measurements sheet)`
          : `The ${statistic} of total CPU, ${Math.round(value * 1000) / 10}%${at}: it fills the utilizations on the Scenarios sheet`,
        { format: 'General' },
      );
    } else {
      b.output('Measured', 'Nothing: the utilizations are as given on the Scenarios sheet', { format: 'General' });
    }
    const show = (label: string, ref: Ref, format: string, note?: string) => b.output(label, ref, { format, ...(note ? { note } : {}) });
    show('Current system', cell('Current'), 'General');
    show('CPU utilization', cell('CpuUtil'), '0.0%', 'Measured, its CFINT overhead included (the Scenarios sheet says how it was filled).');
    show('Interactive utilization', cell('InteractiveUtil'), '0.0%');
    show('Workload carried (CPW)', cell('WorkloadCPW'), '#,##0.0', 'What every candidate carries: CPW x utilization, less the CFINT overhead left behind (PCR 2.8).');
    show('Annual growth', cell('AnnualGrowth'), '0.0%', 'Measured from history, given, or the add-in default: the Scenarios sheet says which.');
    show('Planning limit', guideline, '0%', 'PCR V4R5 2.12 (line 847).');

    b.heading('Candidates');
    b.table({
      rows: names.map((_, k) => k),
      columns: [
        { header: 'Candidate', style: 'key', cell: (k) => ({ expr: names[k] }) },
        { header: 'Processor CPW', format: '#,##0.0', cell: (k) => ({ expr: cpw[k] }) },
        { header: 'Used today', format: '0.0%', cell: (k) => ({ expr: today[k] }) },
        { header: 'In 5 years', format: '0.0%', cell: (k) => ({ expr: last[k] }) },
        { header: 'Months to limit', format: '0.0', cell: (k) => ({ expr: months[k] }) },
        { header: 'Limit reached', format: 'mmm yyyy', cell: (k) => ({ expr: reached[k] }) },
        { header: 'Fits 5 years', cell: (k) => ({ expr: fits[k] }) },
      ],
    });
    // One chart: each candidate's share of its CPU by calendar year against the limit, from the Scenarios sheet's years.
    b.row++;
    b.heading('Share of each candidate\'s CPU by year');
    const byYear = namedCells(s, 'UtilByYear');
    const per = byYear.length / YEARS;
    const start = cell('CountFrom');
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
      title: 'Share of each candidate\'s CPU by year',
      from: `A${years.last + 2}`,
      to: `G${years.last + 17}`,
      categories: b.external(yearColumn.a1),
      series: [
        ...names.map((_, k) => {
          const header = a1(years.header, 1 + k);
          return { name: String(b.value({ k: 'ref', a1: header })), nameRef: b.external(header), values: b.external(series[k].a1), color: SERIES_COLORS[k] };
        }),
        { name: 'Planning limit', values: b.external(series[names.length].a1), color: MARK_COLORS.limit, line: 'dash' as const },
      ],
      xTitle: 'Year',
      yTitle: 'Share of the CPU',
      yFormat: '0%',
    });
    b.row = years.last + 19;

    b.heading('Assumptions');
    const notes = [
      'Utilization is a share of the whole CPU at the measured peak unless the Measurements sheet names another statistic; work is carried between systems in CPW (PCR 2.2.3, 2.4).',
      'Growth is compound, the same for all work; months count from the last interval measured, or from the date the report was built.',
      'Ratings of a planner\'s own systems are theirs, with the source they typed on the Scenarios sheet; catalog ratings are Appendix D\'s.',
      ...(b.ctx.report?.Notes ? [`Planner's notes: ${b.ctx.report.Notes}`] : []),
    ];
    for (const n of notes) b.put(a1(b.row++, 0), { value: n, style: 'note' });
  },
};
