/**
 * The Measurements sheet: what a measurement file holds (its intervals, their peak, mean and 95th
 * percentile), which of them filled the sizing sheet's inputs, and the intervals charted against
 * the measured model's knee and 2.10 alert threshold. Every cell is a value, never a formula: the
 * sheet reads the same in live and portable mode, with or without the add-in. The knee and the
 * threshold are the model's, computed by the core when the sheet is built (as AS400.KNEE /
 * AS400.CPW and AS400.INTTHRESHOLD give them), and the sheet says so.
 */
import { DOCUMENTS } from '../about';
import { isError } from '../errors';
import { DEFAULT_TARGET, kneeShares, type KneeShares } from '../measurements/summary';
import { THRESHOLD_PAST_KNEE } from './sheets/notes';
import type { SheetBuilder } from './layout';
import { type Filled, type Measured, measuredInputs, measuredSystem, STATISTIC_NAMES } from './measured';
import type { SeriesPlan, SheetPlan } from './plan';
import { MARK_COLORS, SERIES_COLORS } from './styles';
import type { InputValue, TemplateInfo } from './template';

export const MEASUREMENTS_SHEET = 'Measurements';

/** Excel's serial date of a time in milliseconds since 1970 (read as written, measurements/read.ts). */
const excelDate = (ms: number): number => ms / 86_400_000 + 25_569;

const PERCENT = '0.0%';

const SOURCES = [
  'PCR V4R5 2.11 (seed lines 762-797): interactive utilization read from the intervals of the Component Report; size so that peaks are contained (line 797), as interactive work past the knee even briefly takes a disproportionate share (line 825).',
  'PCR V4R5 2.3 and Appendix D: the knee, the model\'s knee CPW over its processor CPW; 2.8: past it interactive work costs CFINT overhead.',
  'PCR V4R5 2.10 (line 723): alert at about 70% of the interactive threshold; Collection Services cuts intervals as short as 15 seconds (line 701).',
  'Peak, mean and 95th percentile (nearest rank) of the intervals: the add-in\'s summary (addin/measurements); the default statistic, the peak, follows 2.11 line 797.',
];

export interface MeasurementsSheetSpec {
  readonly measured: Measured;
  readonly filled: Filled;
  /** The sizing sheet the file filled, as named in the workbook. */
  readonly sizingSheet: string;
  readonly template: TemplateInfo;
  /** Every input of the sizing sheet as it holds it. */
  readonly values: Readonly<Record<string, InputValue>>;
}

/** The knee and threshold of the measured system, or why there is none. */
function kneeOf(spec: MeasurementsSheetSpec): KneeShares | string {
  const system = measuredSystem(spec.template, spec.values);
  if (system === null) return `The sheet "${spec.sizingSheet}" names no model: no knee or threshold lines are drawn.`;
  if (typeof system.value === 'number') {
    return `${system.label} is a processor CPW (${system.value}), not a catalog model: a CPW alone has no knee (the knee is a model's interactive CPW, PCR 2.3), so no knee or threshold lines are drawn. Give a catalog key to draw them.`;
  }
  const target = spec.values.AlertTarget;
  const shares = kneeShares(spec.measured.measurements, system.value, typeof target === 'number' ? target : DEFAULT_TARGET);
  if (isError(shares)) return `${system.label} ${system.value}: ${shares.message}`;
  return shares.noKnee === null ? shares : `${shares.noKnee}: no knee or threshold lines are drawn.`;
}

/** Lays the sheet out on `b` (a fresh builder for the sheet) and returns it ready to print. */
export function measurementsSheet(b: SheetBuilder, spec: MeasurementsSheetSpec): SheetPlan {
  const { measured, filled, sizingSheet } = spec;
  const m = measured.measurements;
  const { summary } = filled;
  const n = summary.intervals;
  const stamp = m.times.some((t) => t % 60_000 !== 0) ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd hh:mm';
  const knee = kneeOf(spec);
  const model = typeof knee === 'string' ? null : knee;

  b.widths = [34, 18, 14, 14, 14];
  b.put('A1', { value: 'Measurements', style: 'title' });
  b.put('A2', {
    value: `Measured CPU utilization by interval, from ${measured.file}${model ? `, against the knee and alert threshold of ${model.model}` : ''} (PCR V4R5 2.3, 2.10, 2.11). Values, written when the sheet was built.`,
    style: 'subtitle',
  });
  b.row = 3;
  const top = b.row + 1;

  b.heading('The file');
  const row = (label: string, value: string | number, format?: string, note?: string): void => {
    const r = b.row++;
    b.put(`A${r}`, { value: label, style: 'label' });
    b.put(`B${r}`, { value, style: 'output', format });
    if (note) b.put(`C${r}`, { value: note, style: 'note' });
  };
  row('File', measured.file);
  row('Intervals', n, '#,##0');
  row('First interval', summary.first, undefined, 'As the file prints it.');
  row('Last interval', summary.last);
  const seconds = summary.intervalSeconds;
  if (seconds !== null) row('Interval length (minutes)', seconds / 60, 'General');
  else row('Interval length', n > 1 ? 'unequal' : 'one interval', undefined, n > 1 ? 'The intervals are not all the same length (gaps in the collection, or a changed interval).' : undefined);
  const { headings } = m;
  b.note(
    `Columns read: timestamp "${headings.timestamp}", cpu "${headings.cpu}", ` +
      (headings.interactive === null ? 'no interactive column: interactive utilization is unknown (not 0).' : `interactive "${headings.interactive}".`),
  );
  // Excel's dates have no zone: a time given with one is read as that instant (measurements/timestamp.ts), shown in UTC.
  if ([summary.first, summary.last].some((t) => /T?\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/.test(t))) {
    b.note('The file gives its times with a zone: the intervals below are in UTC.');
  }

  b.heading('Utilization over the intervals');
  b.table({
    rows: ['peak', 'p95', 'mean'] as const,
    columns: [
      { header: 'Statistic', style: 'key', cell: (s) => ({ value: s === 'peak' ? 'Peak (highest interval)' : s === 'p95' ? '95th percentile (nearest rank)' : 'Mean' }) },
      { header: 'Total CPU', format: PERCENT, cell: (s) => ({ value: summary.cpu[s] }) },
      { header: 'Interactive', format: PERCENT, cell: (s) => ({ value: summary.interactive === null ? 'unknown' : summary.interactive[s] }) },
    ],
  });

  b.heading(`Inputs of the sheet "${sizingSheet}"`);
  for (const input of measuredInputs(spec.template)) {
    const value = spec.values[input.name];
    const from = input.name in filled.filled;
    row(input.label, typeof value === 'number' ? value : String(value), PERCENT, from ? `The ${STATISTIC_NAMES[measured.statistic]}, filled into ${input.name}.` : `Given explicitly: not filled from the file.`);
  }

  b.heading(model ? `Knee and alert threshold of ${model.model}` : 'Knee and alert threshold');
  let lines: SeriesPlan[] = [];
  if (model) {
    const past = (count: number, where: string) => `${count.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} intervals with interactive utilization above ${where}.`;
    row('Knee (share of the CPU)', model.knee!, PERCENT, 'PCR 2.3: knee CPW over processor CPW (AS400.KNEE / AS400.CPW), computed by the add-in when the sheet was built: a value, not a formula.');
    row('Alert threshold', model.threshold!, PERCENT, `PCR 2.10: ${Math.round(model.target * 100)}% of the interactive threshold (AS400.INTTHRESHOLD), computed when the sheet was built.`);
    if (model.threshold! > model.knee!) b.note(THRESHOLD_PAST_KNEE);
    row('Intervals past the knee', model.pastKnee!, PERCENT, past(model.pastKneeIntervals!, 'the knee (2.8: CFINT overhead)'));
    row('Intervals past the threshold', model.pastThreshold!, PERCENT, past(model.pastThresholdIntervals!, 'the alert threshold'));
    for (const w of model.warnings) b.note(`Warning: ${w}.`);
    lines = kneeLines(b, [
      { name: 'Knee', color: MARK_COLORS.knee, value: model.knee! },
      { name: 'Alert threshold', color: MARK_COLORS.limit, value: model.threshold! },
    ], excelDate(m.times[0]), excelDate(m.times[n - 1]), stamp);
  } else {
    b.note(knee as string);
  }

  // Before the intervals, which may run to a million rows.
  b.sources(SOURCES);
  const summaryEnd = b.row - 1;

  b.heading('Intervals');
  const indices = Array.from({ length: n }, (_, i) => i);
  const inter = m.interactive;
  const table = b.table({
    rows: indices,
    columns: [
      { header: 'Interval', format: stamp, cell: (i) => ({ value: excelDate(m.times[i]) }) },
      { header: 'Total CPU', format: PERCENT, cell: (i) => ({ value: m.cpu[i] }) },
      ...(inter ? [{ header: 'Interactive', format: PERCENT, cell: (i: number) => ({ value: inter[i] }) }] : []),
    ],
  });
  const [times, cpu, interactive] = table.columns;
  b.charts.push({
    // A scatter with lines: a line chart's date axis counts whole days, and would stack a day's intervals on one point.
    kind: 'scatter',
    title: 'CPU utilization by interval',
    from: `G${top}`,
    to: `P${Math.max(summaryEnd, top + 22)}`,
    categories: b.external(times.a1),
    series: [
      { name: 'Total CPU', values: b.external(cpu.a1), color: SERIES_COLORS[0] },
      ...(interactive ? [{ name: 'Interactive', values: b.external(interactive.a1), color: SERIES_COLORS[1] }] : []),
      ...lines,
    ],
    xTitle: 'Interval',
    yTitle: 'Share of the CPU',
    xFormat: 'yyyy-mm-dd hh:mm',
    yFormat: '0%',
  });
  // The report is the summary and the chart, on one page; the intervals are data below it, which a
  // year of 5-minute intervals would print on two thousand pages.
  return b.build({ title: 'Measurements', subject: model ? `${measured.file}, ${model.model}` : measured.file, document: DOCUMENTS[0][1], lastRow: summaryEnd });
}

/**
 * The knee and the threshold as the chart's dashed lines: each a point at the first interval and
 * one at the last, laid out as a small table of values (the interactive sheet draws its threshold
 * from such a table too) rather than a column repeating one number for every interval.
 */
function kneeLines(b: SheetBuilder, lines: readonly { name: string; color: string; value: number }[], first: number, last: number, stamp: string): SeriesPlan[] {
  const points = lines.flatMap((line) => [first, last].map((x, i) => ({ line, x, first: i === 0 })));
  const table = b.table({
    rows: points,
    columns: [
      { header: 'Line on the chart', style: 'key', cell: (p) => ({ value: p.first ? p.line.name : undefined }) },
      { header: 'Interval', format: stamp, cell: (p) => ({ value: p.x }) },
      { header: 'Share of the CPU', format: PERCENT, cell: (p) => ({ value: p.line.value }) },
    ],
  });
  return lines.map((line, k) => {
    const top = table.first + 2 * k;
    return { name: line.name, color: line.color, line: 'dash', x: b.external(`B${top}:B${top + 1}`), values: b.external(`C${top}:C${top + 1}`) };
  });
}
