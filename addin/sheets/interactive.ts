import { as400, div, fn, ge, gt, IF, lt, MAX, mul, ne, type Ref, sub, withinLimit } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';
import type { SheetBuilder } from '../workbook/layout';
import { MARK_COLORS, SERIES_COLORS } from '../workbook/styles';
import { THRESHOLD_PAST_KNEE } from './notes';

const STEPS = 20;

/** PCR V4R5 Chapter 2: how interactive work uses a server model, and what it leaves for batch. */
export const interactive: TemplateDef = {
  id: 'interactive',
  title: 'Interactive capacity',
  sheetName: 'Interactive capacity',
  summary: "The knee of a server model's curve (PCR V4R5 2.3, 2.8, 2.10): EIU, CFINT overhead and CPW left for batch.",
  inputs: [
    {
      name: 'Model',
      measures: 'system',
      label: 'Model',
      kind: 'model',
      value: '720-2061-1501',
      help: 'Appendix D key. Default: the 240/70 7xx of PCR 2.8 Example 1 (Table D.2.1.1).',
    },
    {
      name: 'InteractiveUtil',
      measures: 'interactive',
      label: 'Measured interactive utilization',
      kind: 'fraction',
      value: 0.321,
      help: 'Share of the whole CPU. Default: 32.1%, PCR 2.8 Example 1.',
    },
    {
      name: 'AlertTarget',
      label: 'Alert at this share of the threshold',
      kind: 'fraction',
      value: 0.7,
      min: 0.01,
      help: 'PCR 2.10: alert at about 70% of the interactive threshold (the knee).',
    },
  ],
  sources: [
    'PCR V4R5 2.2.1 (V4R5 server algorithm), 2.3 (knee of the curve), 2.4 and Figures 2.1-2.4 (the curve), ' +
      '2.8 (EIU, CFINT overhead, CPW remaining, Examples 1 and 2), 2.10 (alert threshold).',
    'PCR V4R5 Appendix D: processor and interactive CPW, knee and maximum of the model.',
  ],
  build(b, { Model, InteractiveUtil, AlertTarget }) {
    b.heading('Results');
    const rated = modelRatings(b, Model, AlertTarget);
    const measured = measuredOnTheCurve(b, rated, Model, InteractiveUtil);
    b.heading('The knee of the curve (PCR 2.8, Figures 2.1-2.4)');
    const curve = theCurve(b, Model, InteractiveUtil, measured.maxUtil);
    b.heading('Where the system is on the curve (chart marks)');
    chartOfTheCurve(b, curve, { ...rated, ...measured }, Model, InteractiveUtil);
    // Values narrow, so the page is as wide as the chart needs: the notes wrap across the columns beside them. A holds
    // its longest label, "Effective interactive utilization (EIU)", whose value is beside it.
    b.widths = [36, 14, 12];
  },
};

/** The model's ratings from Appendix D, its knee and maximum (PCR 2.3), and the alert threshold (2.10) beside the knee. */
function modelRatings(b: SheetBuilder, Model: Ref, AlertTarget: Ref): { cpw: Ref; knee: Ref; max: Ref; threshold: Ref } {
  const cpw = b.output('Processor CPW', as400('CPW', Model), { name: 'ProcessorCPW', format: '#,##0.0', note: 'Appendix D.' });
  b.output('Interactive CPW', as400('INTCPW', Model), { format: '#,##0.0', note: 'Appendix D: published interactive rating.' });
  const knee = b.output('Knee CPW', as400('KNEE', Model), { format: '#,##0.0', note: 'PCR 2.3: interactive CPW at the knee.' });
  const max = b.output('Maximum interactive CPW', as400('INTMAX', Model), {
    name: 'MaxCPW',
    format: '#,##0.0',
    note: 'PCR 2.3: where CFINT takes the whole CPU.',
  });
  const threshold = b.output('Alert threshold', as400('INTTHRESHOLD', Model, AlertTarget), {
    name: 'AlertThreshold',
    format: '0.0%',
    note: 'PCR 2.10: interactive utilization to alert at.',
  });
  b.output('Alert threshold and knee', IF(gt(threshold, as400('INTSHARE', Model)), THRESHOLD_PAST_KNEE, 'The threshold is at or below the knee.'), {
    name: 'ThresholdVsKnee',
  });
  return { cpw, knee, max, threshold };
}

/** The measured interactive work on the model's curve (PCR 2.8): its EIU, CFINT overhead, CPW left, status and the curve's end. */
function measuredOnTheCurve(
  b: SheetBuilder,
  { cpw, knee, max, threshold }: { cpw: Ref; knee: Ref; max: Ref; threshold: Ref },
  Model: Ref,
  InteractiveUtil: Ref,
): { eiu: Ref; maxUtil: Ref } {
  const eiu = b.output('Effective interactive utilization (EIU)', as400('EIU', Model, InteractiveUtil), {
    name: 'EffectiveUtil',
    format: '0.0%',
    note: 'PCR 2.8: interactive work plus CFINT overhead, share of the whole CPU.',
    key: { say: 'EIU {}' },
  });
  b.output('CFINT overhead', MAX(0, sub(eiu, InteractiveUtil)), { format: '0.0%', note: 'PCR 2.8: EIU minus the interactive utilization.' });
  b.output('CPW remaining for batch', as400('CPWREMAINING', Model, InteractiveUtil), {
    format: '#,##0.0',
    note: 'PCR 2.8: processor CPW x (1 - EIU).',
    key: { say: '{} CPW left' },
  });
  // Past the knee where the EIU leaves the utilization, and at 100%, where both are 1, on a model with a knee (below its CPW).
  const pastKnee = fn('OR', ne(eiu, InteractiveUtil), fn('AND', ge(InteractiveUtil, 1), lt(knee, cpw)));
  const status = b.output('Status', IF(pastKnee, 'Red', IF(withinLimit(InteractiveUtil, threshold), 'Green', 'Amber')), {
    name: 'Status',
    note:
      'Green: at or below the alert threshold. Amber: above it, up to the knee. ' +
      'Red: past the knee (CFINT overhead, the whole CPU at 100%, or interactive work held at its cap).',
    key: { say: '{}', words: { Green: 'within the alert threshold', Amber: 'past the alert threshold, below the knee', Red: 'past the knee' } },
  });
  b.shadeWords(status.a1, { Green: 'good', Amber: 'warn', Red: 'bad' });
  const maxUtil = b.output('Maximum interactive utilization', div(max, cpw), {
    name: 'MaxUtil',
    format: '0.0%',
    note: 'Maximum interactive CPW over processor CPW: the end of the curve below.',
  });
  return { eiu, maxUtil };
}

/** The curve in STEPS steps: EIU and CPW remaining by interactive utilization (PCR 2.8, Figures 2.1-2.4). */
function theCurve(b: SheetBuilder, Model: Ref, InteractiveUtil: Ref, maxUtil: Ref): ReturnType<SheetBuilder['table']> {
  const steps = Array.from({ length: STEPS + 1 }, (_, i) => i);
  // Drawn to the maximum, or on to the measured utilization where it lies past it (an 820 at 10%).
  const end = MAX(maxUtil, InteractiveUtil);
  return b.table({
    rows: steps,
    columns: [
      { header: 'Interactive utilization', format: '0.0%', cell: (i) => ({ expr: mul(end, i / STEPS) }) },
      { header: 'EIU', format: '0.0%', cell: (_, at) => ({ expr: as400('EIU', Model, at(0)) }) },
      { header: 'CPW remaining', format: '#,##0.0', cell: (_, at) => ({ expr: as400('CPWREMAINING', Model, at(0)) }) },
    ],
  });
}

/** The marks of where the system is on the curve (measured, knee, maximum, alert threshold), and the chart beside them. */
function chartOfTheCurve(
  b: SheetBuilder,
  curve: ReturnType<SheetBuilder['table']>,
  { cpw, knee, threshold, eiu, maxUtil }: { cpw: Ref; knee: Ref; threshold: Ref; eiu: Ref; maxUtil: Ref },
  Model: Ref,
  InteractiveUtil: Ref,
): void {
  const [x, y] = curve.columns;
  const kneeShare = div(knee, cpw);
  const point = { symbol: 'circle', size: 9 } as const;
  const marks = b.marks({
    title: 'Mark',
    x: 'Interactive utilization',
    // As the curve's table above names it: a header on two lines at most.
    y: 'EIU',
    format: '0.0%',
    marks: [
      { name: 'Measured', color: MARK_COLORS.measured, points: [[InteractiveUtil, eiu]], marker: point },
      { name: 'Knee', color: MARK_COLORS.knee, points: [[kneeShare, as400('EIU', Model, kneeShare)]], marker: { symbol: 'diamond', size: 11 } },
      { name: 'Maximum', color: MARK_COLORS.maximum, points: [[maxUtil, as400('EIU', Model, maxUtil)]], marker: { symbol: 'square', size: 8 } },
      {
        name: 'Alert threshold',
        color: MARK_COLORS.limit,
        points: [
          [threshold, 0],
          [threshold, 1],
        ],
        line: 'dash',
      },
    ],
  });
  b.charts.push({
    kind: 'scatter',
    title: 'Knee of the curve: EIU against interactive utilization',
    // Beside the curve and its marks, as tall as both; seven columns wide, so the portrait page prints at 8 points or more.
    from: `D${curve.header}`,
    to: `J${b.row - 1}`,
    categories: b.external(x.a1),
    series: [
      { name: 'EIU (interactive + CFINT)', values: b.external(y.a1), color: SERIES_COLORS[0] },
      { name: 'Interactive utilization (no overhead)', values: b.external(x.a1), color: SERIES_COLORS[1] },
      ...marks,
    ],
    xTitle: 'Interactive utilization',
    yTitle: 'Share of the CPU',
    xFormat: '0%',
    yFormat: '0%',
  });
}
