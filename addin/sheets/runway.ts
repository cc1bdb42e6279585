import { add, as400, div, eq, type Expr, fn, type Ref, ge, gt, IF, le, lt, MAX, MIN, mul, ne, sub, withinLimit } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';
import type { SheetBuilder } from '../workbook/layout';
import { MARK_COLORS, SERIES_COLORS } from '../workbook/styles';
import { countFromCell, cpuMonthsUntil, GROWTH_INPUT_SPEC, GUIDELINE_INPUT_SPEC, MONTH_FORMAT, monthReached, NEVER, NEVER_NOTE } from './growth';
import { THRESHOLD_PAST_KNEE } from './notes';
import { cpuMonthsParts } from '../functions/planning';
import { type Place, recommendation } from './migration';
import { a1 } from '../formula/a1';

/** Column O: the intermediate results, beside the page (A to M, the chart's last column M). */
const INTERMEDIATE_COLUMN = 14;

const YEARS = [0, 1, 2, 3, 4, 5];
/** PCR 2.10: keep interactive work at about 70% of its threshold. */
const ALERT_TARGET = 0.7;
// Short enough for one line beside the months: how they are counted is in the sheet's sources.
const NOTE_CPU = 'CFINT counted (2.8, see Sources); 0 when already there.';
const NOTE_INTERACTIVE = 'Interactive share, same growth; 0 when already past.';

/** How long today's system lasts as demand grows, and what to move to. */
export const runway: TemplateDef = {
  id: 'runway',
  title: 'Growth runway',
  sheetName: 'Growth runway',
  summary:
    'Utilization and interactive EIU by year as demand grows, months to the 70% guideline (PCR V4R5 2.12) and to 100% of the CPU, and the model to move to.',
  inputs: [
    { name: 'Model', label: 'Current model', kind: 'model', measures: 'system', value: '720-2061-1501', help: "Appendix D key of today's system." },
    { name: 'CpuUtil', label: 'CPU utilization today', kind: 'fraction', measures: 'cpu', value: 0.45, help: 'Measured share of the whole CPU at the peak.' },
    {
      name: 'InteractiveUtil',
      measures: 'interactive',
      label: 'Interactive utilization today',
      kind: 'fraction',
      value: 0.2,
      help: 'Interactive part, share of the whole CPU, same growth. ' + "Default 20%: under the 720's knee (29.2%), past it in year 3.",
    },
    {
      name: 'DemandCPW',
      label: 'Or: demand today in CPW',
      kind: 'number',
      value: 0,
      min: 0,
      help: '0 to use model CPW x utilization; a CPW number overrides it.',
    },
    GROWTH_INPUT_SPEC,
    GUIDELINE_INPUT_SPEC,
  ],
  // One printed line each (the page prints at 8 points or more only without wrapped lines).
  sources: [
    "PCR V4R5 2.12 (line 847): the 70% planning guideline. Appendix D (D.1: the V4R5 8xx and 2xx): processor CPW of today's model and of the model to move to.",
    "PCR V4R5 2.8 (EIU on the model's knee), 2.10 (alert at about 70% of the interactive " +
      'threshold). Growth x (1 + rate)^years: an add-in convention (no seed prints one).',
    'Months to a CPU limit count CFINT (AS400.MONTHSTOCPU; PCR 2.8, lines 461-465, 511): the ' +
      'rest of the work x f plus EIU(interactive x f), f = (1 + g)^(m/12).',
    "Model to move to: the smallest V4R5 model keeping the last year's demand within the limit and its interactive CPW at 70% of its rating (PCR 2.10).",
  ],
  build(b, { Model, CpuUtil, InteractiveUtil, DemandCPW, AnnualGrowth, Guideline }) {
    b.heading('Results');
    const results = b.row - 1;
    const today = todaysModel(b, { Model, CpuUtil, InteractiveUtil, DemandCPW });
    // What the months' and the recommendation's twins would write out at each use (cpuMonthsParts, recommendation), in
    // labelled cells their formulas read: beside the page, which has no row to spare (on screen, not printed).
    let inter = results;
    b.put(a1(inter++, INTERMEDIATE_COLUMN), { value: 'Intermediate results (on screen, not printed)', style: 'heading' });
    const aside: Place = (label, expr, o) => b.beside(inter++, INTERMEDIATE_COLUMN, label, expr, o);
    monthsToEachLimit(b, today, aside, { InteractiveUtil, AnnualGrowth, Guideline });
    modelToMoveTo(b, today, aside, { InteractiveUtil, AnnualGrowth, Guideline });
    utilizationByYear(b, today, { Model, InteractiveUtil, AnnualGrowth, Guideline });
    // As narrow as the table's values and headers allow, each header on one line, for the same reason.
    // A holds its longest label, "Months to the interactive alert threshold".
    b.widths = [37, 15, 14, 7, 15, 12, 11, 14];
    // The intermediate results beside the page (O and P): the page prints A to M.
    b.printRight = INTERMEDIATE_COLUMN - 2;
    b.besideWidths(INTERMEDIATE_COLUMN, [40, 12]);
  },
};

/** Today's model as the results lay it out: the cells the months, the model to move to and the years read. */
interface TodaysModel {
  readonly cpw: Ref;
  /** The date the months count from. */
  readonly from: Ref;
  readonly demand: Ref;
  readonly util: Ref;
  readonly knee: Ref;
  readonly max: Ref;
  /** The model with its knee and maximum in the cells above. */
  readonly rated: Ref;
  readonly threshold: Ref;
}

/** Today's model: its CPW, the demand and utilization today, its knee, maximum and alert threshold, and their checks. */
function todaysModel(b: SheetBuilder, { Model, CpuUtil, InteractiveUtil, DemandCPW }: Readonly<Record<string, Ref>>): TodaysModel {
  const cpw = b.output('Processor CPW of the model', as400('CPW', Model), { name: 'ModelCPW', format: '#,##0.0' });
  // Where the months count from, beside the first results rather than on a row of its own: the page has no row to spare.
  const from = countFromCell(b, { row: Number(cpw.a1.slice(1)), column: 'E' });
  const demand = b.output('Demand today (CPW)', IF(gt(DemandCPW, 0), DemandCPW, mul(cpw, CpuUtil)), { name: 'Demand', format: '#,##0.0' });
  const util = b.output('Utilization today', div(demand, cpw), { name: 'UtilToday', format: '0.0%', key: { say: '{} today' } });
  const knee = b.output('Interactive share at the knee', as400('INTSHARE', Model), {
    name: 'KneeShare',
    format: '0.0%',
    note: 'PCR 2.3 and 2.8: where CFINT overhead starts (100%: no knee).',
  });
  const max = b.output('Interactive share at the maximum', as400('INTSHARE', Model, 'max'), {
    name: 'MaxShare',
    format: '0.0%',
    note: 'PCR 2.3: where the CPU is full.',
  });
  // The model with its knee and maximum in the cells above: the twins of the utilization by year read them, where the
  // knee is below the whole CPU (the model is then a catalog key), rather than look the model up again at each use.
  const rated: Ref = { ...(Model as Ref), ratings: { cpw, knee, max } };
  const threshold = b.output('Interactive alert threshold', as400('INTTHRESHOLD', Model, ALERT_TARGET), {
    name: 'AlertThreshold',
    format: '0.0%',
    note: 'PCR 2.10: 70% of the threshold.',
  });
  b.output(
    'Check',
    IF(
      ge(knee, 1),
      '',
      IF(
        gt(as400('EIU', Model, InteractiveUtil), util),
        'The interactive work with its CFINT overhead (EIU, 2.8) is more than the measured total: check the measurements.',
        '',
      ),
    ),
    { name: 'Check' },
  );
  b.output('Alert threshold and knee', IF(ge(knee, 1), 'No knee', IF(gt(threshold, knee), THRESHOLD_PAST_KNEE, 'The threshold is at or below the knee.')), {
    name: 'ThresholdVsKnee',
  });
  return { cpw, from, demand, util, knee, max, rated, threshold };
}

/** The months to each CPU and interactive limit, each with the calendar month it reaches beside it. */
function monthsToEachLimit(
  b: SheetBuilder,
  { from, util, knee, max, threshold }: TodaysModel,
  aside: Place,
  { InteractiveUtil, AnnualGrowth, Guideline }: Readonly<Record<string, Ref>>,
): void {
  const parts = cpuMonthsParts(util, InteractiveUtil, knee, max);
  aside('Interactive EIU on the curve today (2.8)', parts.eiuNow, { name: 'EiuToday', format: '0.0%', intermediate: true });
  aside('The rest of the work today (beside that EIU)', parts.rest, { name: 'RestToday', format: '0.0%', intermediate: true });
  // 2.8: past the knee the CPU grows faster than the work, so the months count CFINT (AS400.MONTHSTOCPU).
  const cpuMonths = (limit: Expr): Expr => cpuMonthsUntil(util, InteractiveUtil, knee, max, AnnualGrowth, limit);
  // Interactive work alone, held at the model's rating below the limit, never gets there: the note says why.
  const cpuNote = (months: Ref): Expr => IF(eq(months, NEVER), NEVER_NOTE, NOTE_CPU);
  // Each count of months with the calendar month it reaches beside it, counted from the end of the measurements or the build date.
  const beside = (months: Ref) => ({ expr: monthReached(from, months), format: MONTH_FORMAT });
  const toLimit = { name: 'MonthsToLimit', format: '0.0', note: cpuNote, key: { say: '{} months to the limit' }, beside };
  b.output('Months to the planning limit', cpuMonths(Guideline), toLimit);
  b.output('Months to 100% of the CPU', cpuMonths(1), { name: 'MonthsTo100', format: '0.0', note: cpuNote, beside });
  const interactiveMonths = (point: Expr): Expr =>
    IF(ge(knee, 1), 'No knee', IF(le(InteractiveUtil, 0), 'No interactive work', as400('MONTHSTOLIMIT', InteractiveUtil, AnnualGrowth, point)));
  b.output('Months to the interactive knee', interactiveMonths(knee), { name: 'MonthsToKnee', format: '0.0', note: NOTE_INTERACTIVE, beside });
  const toThreshold = { name: 'MonthsToThreshold', format: '0.0', note: NOTE_INTERACTIVE, beside };
  b.output('Months to the interactive alert threshold', interactiveMonths(threshold), toThreshold);
  b.output('Months to the maximum interactive', interactiveMonths(max), { name: 'MonthsToIntMax', format: '0.0', note: NOTE_INTERACTIVE, beside });
}

/** The demand and interactive CPW in the last year, and the smallest model that carries them (PCR 2.12, 2.10). */
function modelToMoveTo(
  b: SheetBuilder,
  { cpw, demand }: TodaysModel,
  aside: Place,
  { InteractiveUtil, AnnualGrowth, Guideline }: Readonly<Record<string, Ref>>,
): void {
  const last = YEARS[YEARS.length - 1];
  const future = b.output(`Demand in ${last} years (CPW)`, as400('GROWTH', demand, AnnualGrowth, last), { name: 'DemandLast', format: '#,##0.0' });
  const interactive = b.output(`Interactive CPW in ${last} years`, as400('GROWTH', mul(InteractiveUtil, cpw), AnnualGrowth, last), {
    name: 'InteractiveLast',
    format: '#,##0.0',
  });
  b.output(`Model to move to for year ${last}`, recommendation(b, [div(future, Guideline), div(interactive, ALERT_TARGET)], aside), {
    note: 'Smallest V4R5 model that fits (see Sources).',
    key: { say: 'then a {}' },
  });
}

/** The utilization and interactive work by calendar year, its words shaded, and its chart beside the months and the table. */
function utilizationByYear(
  b: SheetBuilder,
  { cpw, from, demand, util, knee, rated, threshold }: TodaysModel,
  { Model, InteractiveUtil, AnnualGrowth, Guideline }: Readonly<Record<string, Ref>>,
): void {
  b.heading('Utilization by year');
  const table = b.table({
    rows: YEARS,
    columns: [
      // Calendar years, counted from the date the months count from: the chart's axis says when, not "year 3".
      { header: 'Year', style: 'key', format: '0', cell: (y) => ({ expr: add(fn('YEAR', from), y) }) },
      { header: 'Demand (CPW)', format: '#,##0.0', cell: (_, at) => ({ expr: as400('GROWTH', demand, AnnualGrowth, sub(at(0), fn('YEAR', from))) }) },
      {
        // The rest of the work grown, and the interactive work through the 2.8 curve: CFINT counted, as the months are.
        header: 'Utilization',
        format: '0.0%',
        cell: (_, at) => ({
          expr: IF(
            ge(knee, 1),
            div(at(1), cpw),
            add(
              mul(MAX(0, sub(util, as400('EIU', rated, InteractiveUtil))), as400('GROWTH', 1, AnnualGrowth, sub(at(0), fn('YEAR', from)))),
              as400('EIU', rated, MIN(1, as400('GROWTH', InteractiveUtil, AnnualGrowth, sub(at(0), fn('YEAR', from))))),
            ),
          ),
        }),
      },
      { header: 'Limit', format: '0%', cell: () => ({ expr: Guideline }) },
      { header: 'Within limit', cell: (_, at) => ({ expr: IF(le(at(2), Guideline), 'Yes', IF(le(at(2), 1), 'Over the limit', 'Over 100%')) }) },
      {
        header: 'Int. share',
        format: '0.0%',
        cell: (_, at) => ({ expr: MIN(1, as400('GROWTH', InteractiveUtil, AnnualGrowth, sub(at(0), fn('YEAR', from)))) }),
      },
      { header: 'EIU (2.8)', format: '0.0%', cell: (_, at) => ({ expr: IF(ge(knee, 1), at(5), as400('EIU', Model, at(5))) }) },
      // As the interactive sheet words it: past the knee when the EIU leaves the utilization or the share reaches 100% (both
      // are 1 there) on a model with a knee, else under or over the alert threshold.
      {
        header: 'Interactive',
        cell: (_, at) => {
          const past = fn('OR', ne(at(6), at(5)), fn('AND', ge(at(5), 1), lt(as400('KNEE', Model), cpw)));
          return { expr: IF(past, 'Red', IF(withinLimit(at(5), threshold), 'Green', 'Amber')) };
        },
      },
    ],
  });
  const [years, , utilization, limit, status, , eiuByYear, interactiveStatus] = table.columns;
  b.shadeWords(interactiveStatus.a1, { Green: 'good', Amber: 'warn', Red: 'bad' });
  b.shadeWords(status.a1, { Yes: 'good', 'Over the limit': 'warn', 'Over 100%': 'bad' });
  b.charts.push({
    kind: 'line',
    title: 'Utilization of the model by year',
    // Five columns beside the months and the table: the landscape page prints at 8 points or more.
    from: `I${table.header - 10}`,
    to: `M${table.header + YEARS.length}`,
    categories: b.external(years.a1),
    // Each line named as the table's column it draws, short enough that the legend takes two lines of this narrow chart,
    // not four (LibreOffice gives each entry the widest one's room). No axis title: the labels are years.
    series: [
      { name: 'Utilization', values: b.external(utilization.a1), color: SERIES_COLORS[0] },
      { name: 'EIU', values: b.external(eiuByYear.a1), color: SERIES_COLORS[1] },
      { name: 'Limit', values: b.external(limit.a1), color: MARK_COLORS.limit, line: 'dash' },
      // One value: a line chart puts it at the first category, year 0, which is today.
      { name: 'Today', values: b.external(util.a1), color: MARK_COLORS.measured, line: 'none', marker: { symbol: 'circle', size: 9 } },
    ],
    yTitle: 'Share of the CPU',
    yFormat: '0%',
  });
}
