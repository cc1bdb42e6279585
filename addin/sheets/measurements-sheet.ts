/**
 * The Measurements sheet: what a measurement file holds, as a planner reads it (docs/measured-data.md).
 * On its one printed page: the file (format, intervals, the window used, the columns each figure came
 * from), peak, 95th percentile and mean of total and interactive utilization, the inputs it filled, the
 * measured model's knee (PCR V4R5 2.3) and 2.10 alert threshold, a chart of interactive utilization
 * against those two, a chart of total CPU against 2.12's planning guideline (for a partition in
 * processing units against its entitlement), and hour-of-day and day-of-week profiles. Below the print
 * area, as data: every interval, and the points the charts draw (measurements-charts.ts).
 *
 * Every cell is a value, never a formula: the sheet reads the same in live and portable mode, with
 * or without the add-in. The knee and the threshold are the model's, computed by the core when the
 * sheet is built (as AS400.KNEE / AS400.CPW and AS400.INTTHRESHOLD give them), and the sheet says so.
 * Interactive utilization is optional in a file: without it, it is unknown (never 0), the sheet says
 * so and draws no interactive chart.
 */
import { partitionSaid } from '../measurements/partition';
import { DOCUMENTS } from '../about';
import { isError } from '../errors';
import { type Bucket, dayOfWeek, hourOfDay, WEEKDAYS } from '../measurements/profile';
import type { Measurements } from '../measurements/read';
import { GAPS_NAMED, type Statistics, type Summary } from '../measurements/summary';
import { DEFAULT_TARGET, kneeShares, type KneeShares } from '../measurements/knee';
import { TIME_FORMAT } from '../measurements/window';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { catalogKeyOf } from '../workbook/inputs';
import { a1 } from '../formula/a1';
import { THRESHOLD_PAST_KNEE } from './notes';
import type { SheetBuilder, TableColumn } from '../workbook/layout';
import { type Filled, type Measured, measuredInputs, measuredSystem, STATISTIC_NAMES } from '../workbook/measured';
import { excelDate, intervalCharts, PERCENT, type Place, UNITS } from './measurements-charts';
import type { SheetPlan } from '../workbook/plan';
import type { InputValue, TemplateInfo } from '../workbook/template';

export const MEASUREMENTS_SHEET = 'Measurements';

const SOURCES = [
  'PCR V4R5 2.11 (seed lines 762-797): interactive utilization read from the intervals of the Component Report; size so ' +
    'that peaks are contained (line 797), as interactive work past the knee even briefly takes a disproportionate share (line ' +
    '825). The busiest intervals, the hour-of-day and day-of-week profiles show when the peaks come.',
  "PCR V4R5 2.3 and Appendix D: the knee, the model's knee CPW over its processor CPW; 2.8: past it interactive work costs CFINT overhead.",
  'PCR V4R5 2.10 (line 723): alert at about 70% of the interactive threshold; Collection Services cuts intervals as short as 15 seconds (line 701).',
  `PCR V4R5 2.12 (line 847): keep the system's CPU utilization at ${PLANNING_GUIDELINE * 100}% or less, the planning ` +
    `guideline the total CPU is charted against (for a partition, ${PLANNING_GUIDELINE * 100}% of its entitlement).`,
  'Peak, peak hour (the highest mean of consecutive intervals covering 60 minutes without a gap), 95th percentile (nearest rank) and mean of the ' +
    'intervals, the profiles and the busiest intervals: the summary of addin/measurements; the default statistic, the peak, follows 2.11 ' +
    'line 797. Past 2,000 intervals the charts draw the highest interval of each hour; every interval is in the table below the print area.',
];

/**
 * Column widths: the report on the left (A-F), a narrow gutter (G), charts and profiles on the right
 * (H-M). The hour profile's columns (I-L) hold "Total mean" on one line, so its header row is no taller
 * than the busiest intervals' row beside it; M, under the charts only, gives them the width.
 */
const WIDTHS = [30, 17, 17, 12, 12, 12, 2, 7, 12, 12, 12, 12, 2];
const RIGHT = 7;
const RIGHT_LAST = 12;
/** The gaps the page lists; the rest are counted. */
const GAPS_SHOWN = 5;
/** Rows each chart takes: its plot at least half of them under a title of two lines and a legend of three. */
const CHART_ROWS = 18;
/** The first column of the charts' own tables below the print area: past the report's columns. */
const DATA_COLUMN = RIGHT_LAST + 2;

export interface MeasurementsSheetSpec {
  readonly measured: Measured;
  readonly filled: Filled;
  /** The sizing sheet the file filled, as named in the workbook (or the sheet that carries its work). */
  readonly sizingSheet: string;
  /**
   * The sizing sheet's template and every input as it holds it: the inputs the file filled are listed,
   * and the measured system's knee drawn. Absent for a system of a consolidation, which fills no input:
   * `system` names what its 100% stands for instead.
   */
  readonly template?: TemplateInfo;
  readonly values?: Readonly<Record<string, InputValue>>;
  readonly system?: { readonly label: string; readonly value: string | number };
  /** Why no knee is drawn where the system is no catalog model nor a CPW (a partition's CPW per core), said on the sheet. */
  readonly noKnee?: string;
  /** The sheet's title where a workbook has several ("Measurements of PROD"); "Measurements" by default. */
  readonly title?: string;
}

/** The knee and threshold of the measured system, or why there is none. */
function kneeOf(spec: MeasurementsSheetSpec): KneeShares | string {
  if (!spec.template && spec.noKnee) return spec.noKnee;
  const values = spec.values ?? {};
  const system = spec.template ? measuredSystem(spec.template, values) : (spec.system ?? null);
  if (system === null) return `The sheet "${spec.sizingSheet}" names no model: no knee or threshold lines are drawn.`;
  const key = catalogKeyOf(system.value);
  if (key === null) {
    return (
      `${system.label} is a processor CPW (${system.value}), not a catalog model: a CPW alone has no knee (the knee is a ` +
      `model's interactive CPW, PCR 2.3), so no knee or threshold lines are drawn. Give a catalog key to draw them.`
    );
  }
  const target = values.AlertTarget;
  const shares = kneeShares(spec.measured.measurements, key, typeof target === 'number' ? target : DEFAULT_TARGET);
  if (isError(shares)) return `${system.label} ${system.value}: ${shares.message}`;
  return shares.noKnee === null ? shares : `${shares.noKnee}: no knee or threshold lines are drawn.`;
}

/** Lays the sheet out on `b` (a fresh builder for the sheet) and returns it ready to print. */
export function measurementsSheet(b: SheetBuilder, spec: MeasurementsSheetSpec): SheetPlan {
  const { measured, filled } = spec;
  const m = measured.measurements;
  const { summary } = filled;
  const stamp = m.times.some((t) => t % 60_000 !== 0) ? `${TIME_FORMAT}:ss` : TIME_FORMAT;
  const knee = kneeOf(spec);
  const model = typeof knee === 'string' ? null : knee;
  const partition = m.entitlement !== null;

  b.widths = [...WIDTHS];
  const title = spec.title ?? 'Measurements';
  b.put('A1', { value: title, style: 'title' });
  b.put('A2', {
    value:
      `Measured CPU utilization by interval, ` +
      `from ${measured.file}${model ? `, against the knee and alert threshold of ${model.model}` : ''} (PCR V4R5 2.3, ` +
      `2.10, 2.11, 2.12). Values, written when the sheet was built.`,
    style: 'subtitle',
  });
  b.row = 3;
  const top = b.row + 1;

  theFile(b, measured, summary);
  b.heading('Utilization over the intervals');
  statisticsTable(b, summary, partition, stamp);
  if (m.interactive === null) b.note('Interactive: unknown, not 0 (the file has no interactive column): no interactive chart is drawn.');
  filledInputs(b, spec);
  kneeRows(b, knee, summary.intervals);

  b.heading('The busiest intervals (PCR 2.11: peaks must be contained)');
  b.table({
    rows: summary.top,
    columns: [
      { header: 'Interval (busiest first)', format: stamp, cell: (x) => ({ value: excelDate(x.at) }) },
      { header: 'Total CPU', format: PERCENT, cell: (x) => ({ value: x.cpu }) },
      { header: 'Interactive', format: PERCENT, cell: (x) => ({ value: x.interactive === null ? 'unknown' : x.interactive }) },
    ],
  });
  gapsTable(b, summary, stamp);

  b.heading('Day of the week');
  profileTable(b, 0, 'Day', WEEKDAYS, dayOfWeek(m.times, m.cpu), m.interactive && dayOfWeek(m.times, m.interactive));
  const places = rightColumn(b, m, top);
  b.note(
    `Profiles: mean and peak of the intervals that start in each hour (from 00:00) and on each day, as the file ` +
      `prints the times${partition ? ', shares of the entitlement' : ''}. "none": no interval there.`,
  );

  // Before the intervals, which may run to a million rows.
  b.sources(SOURCES);
  const summaryEnd = b.row - 1;

  b.heading('Intervals');
  intervalCharts(b, { m, stamp, model, ...places, dataColumn: DATA_COLUMN });
  // The report is the summary and the charts, on one page; the intervals are data below it, which a
  // year of 5-minute intervals would print on two thousand pages.
  return b.build({
    title,
    subject: model ? `${measured.file}, ${model.model}` : measured.file,
    document: DOCUMENTS[0][2],
    lastRow: summaryEnd,
  });
}

/** A label in A and its value in B, a note beside in C where given, on the builder's row. */
function labelRow(b: SheetBuilder, label: string, value: string | number, format?: string, note?: string): void {
  const r = b.row++;
  b.put(`A${r}`, { value: label, style: 'label' });
  b.put(`B${r}`, { value, style: 'output', format });
  if (note) b.put(`C${r}`, { value: note, style: 'note' });
}

/** The file: its name, format, intervals and their length, the window, a partition's entitlement and shape; the columns read and the reader's warnings. */
function theFile(b: SheetBuilder, measured: Measured, summary: Summary): void {
  const m = measured.measurements;
  const n = summary.intervals;
  b.heading('The file');
  // No notes beside these values: a file name, a format or a window runs over the empty cells to their right.
  labelRow(b, 'File', measured.file);
  labelRow(b, 'Format', summary.format);
  labelRow(b, 'Intervals', n, '#,##0');
  labelRow(b, 'First interval', summary.first);
  labelRow(b, 'Last interval', summary.last);
  const seconds = summary.intervalSeconds;
  if (seconds !== null) labelRow(b, 'Interval length (minutes)', seconds / 60, 'General');
  else labelRow(b, 'Interval length', n > 1 ? 'unequal' : 'one interval');
  labelRow(b, 'Window used', measured.window ?? 'the whole file');
  if (summary.entitlement !== null) labelRow(b, 'Entitlement (processing units)', summary.entitlement, UNITS);
  // Uncapped or capped and the virtual processors, where the file gives them (QAPMSYSTEM's SYUCAPF and SYVCPU).
  const shape = summary.partition;
  if (shape && (shape.uncapped !== null || shape.virtualProcessors !== null)) labelRow(b, 'Partition', partitionSaid({ ...shape, entitlement: null }));
  const { headings } = m;
  b.note(
    [
      `Read as the export named by Format${measured.window ? '; only the intervals inside the window are read, and every figure here is of them' : ''}.`,
      n > 1 && seconds === null ? 'The intervals are not all the same length (gaps in the collection, or a changed interval).' : '',
      summary.entitlement !== null ? "A partition: its utilizations are shares of its entitlement, interval by interval (the last interval's above)." : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  b.note(
    `Columns read: timestamp "${headings.timestamp}", cpu "${headings.cpu}", ` +
      (headings.interactive === null ? 'no interactive column: interactive utilization is unknown (not 0).' : `interactive "${headings.interactive}".`),
  );
  // Excel's dates have no zone: a time given with one is read as that instant (measurements/timestamp.ts), shown in UTC.
  if (m.zoned) {
    b.note('The file gives its times with a zone: the intervals below are in UTC.');
  }
  for (const w of fileWarnings(summary)) b.note(`Warning: ${w}.`);
}

/** The sizing sheet's measured inputs, each filled from the file or given explicitly (none for a system of a consolidation). */
function filledInputs(b: SheetBuilder, spec: MeasurementsSheetSpec): void {
  if (!spec.template) return;
  b.heading(`Inputs of the sheet "${spec.sizingSheet}"`);
  for (const input of measuredInputs(spec.template)) {
    const value = spec.values![input.name];
    const from = input.name in spec.filled.filled;
    labelRow(
      b,
      input.label,
      typeof value === 'number' ? value : String(value),
      PERCENT,
      from ? `The ${STATISTIC_NAMES[spec.measured.statistic]}, filled into ${input.name}.` : `Given explicitly: not filled from the file.`,
    );
  }
}

/** The model's knee and alert threshold and the shares of the `n` intervals past each; or why there are none. */
function kneeRows(b: SheetBuilder, knee: KneeShares | string, n: number): void {
  if (typeof knee === 'string') {
    b.heading('Knee and alert threshold');
    b.note(knee);
    return;
  }
  b.heading(`Knee and alert threshold of ${knee.model}`);
  const past = (count: number, where: string) =>
    `${count.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} intervals with interactive utilization above ${where}.`;
  labelRow(
    b,
    'Knee (share of the CPU)',
    knee.knee!,
    PERCENT,
    'PCR 2.3: knee CPW over processor CPW (AS400.KNEE / AS400.CPW), computed by the add-in when the sheet was built: a value, not a formula.',
  );
  labelRow(
    b,
    'Alert threshold',
    knee.threshold!,
    PERCENT,
    `PCR 2.10: ${Math.round(knee.target * 100)}% of the interactive threshold (AS400.INTTHRESHOLD), computed when the sheet was built.`,
  );
  if (knee.threshold! > knee.knee!) b.note(THRESHOLD_PAST_KNEE);
  labelRow(b, 'Intervals past the knee', knee.pastKnee!, PERCENT, past(knee.pastKneeIntervals!, 'the knee (2.8: CFINT overhead)'));
  labelRow(b, 'Intervals past the threshold', knee.pastThreshold!, PERCENT, past(knee.pastThresholdIntervals!, 'the alert threshold'));
  for (const w of knee.warnings) b.note(`Warning: ${w}.`);
}

/**
 * The right-hand column from the `top` row: the charts' places (the interactive one first, where the
 * file measures interactive work), then the hour-of-day profile under them; leaves the builder's row
 * under the taller of the two columns.
 */
function rightColumn(b: SheetBuilder, m: Measurements, top: number): { total: Place; interactive: Place | null } {
  const left = b.row;
  const place = (row: number): Place => ({ from: a1(row, RIGHT), to: a1(row + CHART_ROWS - 1, RIGHT_LAST) });
  let right = top;
  let interactive: Place | null = null;
  if (m.interactive !== null) {
    interactive = place(right);
    right += CHART_ROWS;
  }
  const total = place(right);
  b.row = right + CHART_ROWS;
  b.put(a1(b.row++, RIGHT), { value: 'Hour of the day', style: 'heading' });
  profileTable(b, RIGHT, 'Hour', HOURS, hourOfDay(m.times, m.cpu), m.interactive && hourOfDay(m.times, m.interactive));
  b.row = Math.max(left, b.row);
  return { total, interactive };
}

/**
 * The summary's warnings but its gaps, which the sheet's gaps table and the pane's list show: the
 * reader's, then the summary's own (a column of zeros), then one a gap up to GAPS_NAMED and one for
 * the rest (summary.ts).
 */
export function fileWarnings(s: Summary): readonly string[] {
  const gapLines = Math.min(s.gaps.length, GAPS_NAMED) + (s.gaps.length > GAPS_NAMED ? 1 : 0);
  return s.warnings.slice(0, s.warnings.length - gapLines);
}

/**
 * Peak, its time, peak hour, 95th percentile and mean: of the total CPU, of interactive (unknown,
 * never 0, without its column) and, for a partition, of the processing units consumed.
 */
function statisticsTable(b: SheetBuilder, summary: Summary, partition: boolean, stamp: string): void {
  const rows: { name: string; s: Statistics | null; format: string }[] = [
    { name: partition ? 'Total CPU (of the entitlement)' : 'Total CPU', s: summary.cpu, format: PERCENT },
    { name: 'Interactive', s: summary.interactive, format: PERCENT },
    ...(summary.cores ? [{ name: 'Processing units consumed', s: summary.cores, format: UNITS }] : []),
  ];
  type Row = (typeof rows)[number];
  const figure = (header: string, get: (s: Statistics) => number | null): TableColumn<Row> => ({
    header,
    cell: (r) => {
      if (r.s === null) return { value: 'unknown' };
      const v = get(r.s);
      return v === null ? { value: 'none' } : { value: v, format: r.format };
    },
  });
  b.table({
    rows,
    columns: [
      { header: 'Measure', style: 'key', cell: (r) => ({ value: r.name }) },
      figure('Peak', (s) => s.peak),
      { header: 'Peak at', cell: (r) => (r.s === null ? { value: 'unknown' } : { value: excelDate(r.s.peakAt), format: stamp }) },
      figure('Peak hour', (s) => s.peakHour),
      figure('95th percentile', (s) => s.p95),
      figure('Mean', (s) => s.mean),
    ],
  });
  if (summary.cpu.peakHour === null) b.note('Peak hour "none": no run of intervals covers a whole hour without a gap.');
}

/** Where intervals are missing: the first GAPS_SHOWN, and how many more; or that there are none. */
function gapsTable(b: SheetBuilder, summary: Summary, stamp: string): void {
  b.heading('Gaps in the collection');
  const { gaps } = summary;
  if (gaps.length === 0) {
    b.note(
      summary.intervalSeconds === null && summary.intervals > 1
        ? 'None found: the intervals are unequal but no step misses a whole interval.'
        : 'None: each interval follows the one before it.',
    );
    return;
  }
  b.table({
    rows: gaps.slice(0, GAPS_SHOWN),
    columns: [
      { header: 'Last interval before', format: stamp, cell: (g) => ({ value: excelDate(g.after) }) },
      { header: 'Intervals missing', format: '#,##0', cell: (g) => ({ value: g.missing }) },
      { header: 'First interval after', format: stamp, cell: (g) => ({ value: excelDate(g.before) }) },
    ],
  });
  if (gaps.length > GAPS_SHOWN) {
    const rest = gaps.slice(GAPS_SHOWN);
    const missing = rest.reduce((sum, g) => sum + g.missing, 0);
    b.note(
      `And ${rest.length.toLocaleString('en-US')} more gaps (${missing.toLocaleString('en-US')} ` +
        `intervals missing in them): the intervals below the print area show each.`,
    );
  }
  b.note('The statistics are of the intervals measured; no peak hour spans a gap.');
}

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/**
 * A profile (profile.ts) as a small table from `column`: the mean and the peak of each hour or day,
 * total and, where measured, interactive. A bucket without intervals says "none", never 0. Headers
 * of one line: the tables stand beside others, and a header row two lines tall opens a gap in the
 * table beside it.
 */
function profileTable(b: SheetBuilder, column: number, label: string, names: readonly string[], total: Bucket[], inter: Bucket[] | null): void {
  const value = (x: number | null) => ({ value: x === null ? 'none' : x });
  b.table({
    column,
    rows: names.map((name, i) => ({ name, i })),
    columns: [
      { header: label, style: 'key', cell: (r) => ({ value: r.name }) },
      { header: 'Total mean', format: PERCENT, cell: (r) => value(total[r.i].mean) },
      { header: 'Total peak', format: PERCENT, cell: (r) => value(total[r.i].peak) },
      ...(inter
        ? [
            { header: 'Int. mean', format: PERCENT, cell: (r: { i: number }) => value(inter[r.i].mean) },
            { header: 'Int. peak', format: PERCENT, cell: (r: { i: number }) => value(inter[r.i].peak) },
          ]
        : []),
    ],
  });
}
