/**
 * The Measurements sheet's data below its print area and the two charts drawn from it: the full
 * intervals (a year of them runs to a hundred thousand rows, data rather than report) and, past the
 * report's columns, what the charts draw that the intervals do not hold: over two weeks or more each
 * day's peak and mean, past about 2,000 intervals of a shorter span the highest of each hour
 * (decimate.ts), a partition's points with their entitlement and limit,
 * and the limits drawn as dashed lines. A chart of every interval of a whole system reads the
 * intervals themselves, so no column is written twice.
 *
 * - Interactive utilization against the model's knee (PCR V4R5 2.3) and 2.10 alert threshold, the
 *   limits that apply to interactive work; drawn only where the file measures interactive work.
 * - Total CPU against 2.12's planning guideline (70%, line 847). For a partition (the file gives an
 *   entitlement) in processing units consumed, against the entitlement and 70% of it.
 *
 * A limit over twice the busiest point drawn is not drawn but said in the title with its value, so
 * light work keeps the plot's height instead of lying flat under a line far above it (OFF_SCALE).
 */
import { unitsConsumed } from '../measurements/units';
import { chartPoints, dailyPoints, isLongSpan, type ChartPoints } from '../measurements/decimate';
import type { Measurements } from '../measurements/read';
import { TIME_FORMAT } from '../measurements/window';
import type { KneeShares } from '../measurements/knee';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { a1 } from '../formula/a1';
import type { SheetBuilder, TableColumn } from '../workbook/layout';
import type { ChartPlan, SeriesPlan } from '../workbook/plan';
import { MARK_COLORS, SERIES_COLORS } from '../workbook/styles';

/** Excel's serial date of a time in milliseconds since 1970 (read as written, measurements/read.ts). */
export const excelDate = (ms: number): number => ms / 86_400_000 + 25_569;

export const PERCENT = '0.0%';
/** Processing units, as the HMC shows them (two decimals). */
export const UNITS = '0.00';

/** Where a chart goes on the sheet: its top-left and bottom-right cells. */
export interface Place {
  readonly from: string;
  readonly to: string;
}

/**
 * The labels of a time axis: the day alone where the times span two days or more, as the axis then
 * marks days, and a time of day on each label only made it too long to print level (LibreOffice
 * turned them aslant, at the plot's cost); the time too for a shorter span.
 */
export const timeAxisFormat = (times: ArrayLike<number>): string =>
  times.length > 0 && times[times.length - 1] - times[0] >= 2 * 86_400_000 ? 'yyyy-mm-dd' : TIME_FORMAT;

/**
 * The step between a time axis's labels (in days, as its serials count): whole days where the
 * labels are days (timeAxisFormat), a share of the span otherwise, so about three labels print,
 * level and apart, on a chart a third of a page wide.
 */
/**
 * A time axis from the first point drawn to the last (times in ms), within the chart's data: left to itself,
 * it rounds out to whole months (a month's file drawn from a week before it to a week after). One point has
 * no span to bound.
 */
export function timeAxisBounds(firstMs: number, lastMs: number): { xBounds?: NonNullable<ChartPlan['xBounds']> } {
  const [first, last] = [excelDate(firstMs), excelDate(lastMs)];
  return last > first ? { xBounds: { min: first, max: last, major: timeAxisStep(first, last) } } : {};
}

export const timeAxisStep = (first: number, last: number): number => (last - first >= 2 ? Math.ceil((last - first) / LABELS) : (last - first) / (LABELS - 1));
const LABELS = 3;

/** What a chart's points are, for its title. */
export function pointsSaid(p: ChartPoints): string {
  if (p.hours === 0) return 'by interval';
  if (p.hours === 1) return 'the highest interval of each hour';
  return p.hours % 24 === 0
    ? `the highest interval of each ${p.hours / 24 === 1 ? 'day' : `${p.hours / 24} days`}`
    : `the highest interval of each ${p.hours} hours`;
}

/**
 * What a chart draws of a column of values: over a long span (decimate.ts) each day's peak at its
 * own time with the day's mean beside it; else every interval, or each bucket's highest.
 */
interface Drawn {
  /** The interval of each point. */
  readonly index: Uint32Array;
  /** Each day's mean, one a point, for a long span; null otherwise. */
  readonly mean: Float64Array | null;
  /** Every interval is a point: the chart may read the intervals themselves. */
  readonly every: boolean;
  /** What the points are, for the chart's title. */
  readonly said: string;
}

function drawnPoints(times: ArrayLike<number>, values: ArrayLike<number>): Drawn {
  if (isLongSpan(times)) {
    const d = dailyPoints(times, values);
    return { index: d.index, mean: d.mean, every: false, said: "each day's peak and mean" };
  }
  const p = chartPoints(times, values);
  return { index: p.index, mean: null, every: p.hours === 0, said: pointsSaid(p) };
}

/** The names of a long span's two series: the day's peak and the day's mean. */
const PEAK_NAME = "Day's peak";
const MEAN_NAME = "Day's mean";

/** Column widths of the charts' tables, in characters: a time (yyyy-mm-dd hh:mm:ss), a value, a line's name. */
const TIME_WIDTH = 19;
const VALUE_WIDTH = 14;
const LINE_WIDTH = 36;
/** Excel's width of a column the sheet gives none. */
const DEFAULT_WIDTH = 8.43;

interface Line {
  readonly name: string;
  /** The line's name within a sentence, where it is not drawn. */
  readonly said: string;
  readonly color: string;
  readonly value: number;
}

/**
 * A limit further above the work than this many times its busiest point is not drawn: on one axis
 * with it the work would fill less than half the plot, and a low load would lie flat on the axis.
 * Its value is said in the chart's title instead.
 */
const OFF_SCALE = 2;

const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;

/** The highest of `values` at the intervals `index`: the busiest point a chart draws. */
function highestAt(values: ArrayLike<number>, index: ArrayLike<number>): number {
  let top = -Infinity;
  for (let k = 0; k < index.length; k++) top = Math.max(top, values[index[k]]);
  return top;
}

/** A chart of the Measurements sheet: the total CPU's, or the interactive work's. */
type Chart = 'total' | 'interactive';

/** What the Measurements sheet charts, where, and the format of its times. */
export interface IntervalChartsSpec {
  readonly m: Measurements;
  readonly stamp: string;
  readonly model: KneeShares | null;
  readonly total: Place;
  readonly interactive: Place | null;
  /** The first column of the charts' own tables: past the print area's columns, sized for them. */
  readonly dataColumn: number;
}

/**
 * Lays out the intervals from column A at `b.row` and the charts' points to their right, and adds
 * the charts at their places: the interactive one only where `interactive` is given (the file
 * measures interactive work). Returns the row after the tallest table.
 */
export function intervalCharts(b: SheetBuilder, spec: IntervalChartsSpec): number {
  const { m, stamp } = spec;
  const inter = m.interactive;
  const units = unitsConsumed(m);
  // The charts' own tables first, right of the report's columns; the intervals go under the tallest
  // of them, as the sheet's last rows (DataRows). A chart that draws every interval of a whole system
  // reads the intervals themselves, so no column is written twice.
  // Total CPU: the points are each bucket's busiest by what is drawn (processing units for a partition);
  // a partition's limits follow its entitlement point by point, so its points get a table.
  const tables = pointsTables(b, spec.dataColumn);
  const drawn = units ?? m.cpu;
  const totalPoints = drawnPoints(m.times, drawn);
  const totalTable = m.entitlement || !totalPoints.every ? totalPointsTable(tables, m, stamp, units, totalPoints) : null;
  const interactivePoints = inter && spec.interactive ? drawnPoints(m.times, inter) : null;
  const interactiveTable =
    inter && interactivePoints && !interactivePoints.every ? interactivePointsTable(tables, m.times, inter, stamp, interactivePoints) : null;

  // A limit over twice the busiest point drawn is said in the title, not drawn (OFF_SCALE).
  const busiest: Record<Chart, number> = {
    total: highestAt(drawn, totalPoints.index),
    interactive: inter && interactivePoints ? highestAt(inter, interactivePoints.index) : 0,
  };
  const offScale: Record<Chart, string[]> = { total: [], interactive: [] };
  const drawnLines = onScale(limitLines(m.entitlement !== null, interactivePoints ? spec.model : null), busiest, offScale);
  const lineSeries = drawnLines.length ? limitLineSeries(b, tables, drawnLines, m.times, stamp) : [];

  // Every interval, under the tallest of the tables above.
  b.row = tables.bottom();
  const column = intervalRows(b, m, stamp, units);
  const bottom = b.row;

  const [tTimes, tValues, ...tRest] = totalTable ?? [column(0), column(1)];
  const totalSeries = totalChartSeries(m.entitlement, units, totalPoints, [tTimes, tValues, ...tRest], busiest.total, offScale.total);
  const interactiveColumns = interactiveTable ?? (inter ? [column(0), column(2)] : ['', '']);
  const interactiveSeries = interactivePoints ? interactiveChartSeries(interactivePoints, interactiveColumns) : [];
  for (const l of lineSeries) (l.chart === 'total' ? totalSeries : interactiveSeries).push(l.series);

  /** The limits not drawn, said after the title. */
  const notDrawn = (chart: Chart): string => (offScale[chart].length ? ` (not drawn, over twice the busiest point: ${offScale[chart].join(', ')})` : '');
  // Each chart's time axis from the first point it draws to the last: a limit's line runs from the first interval to the last.
  const drawnSpan = (chart: Chart, index: ArrayLike<number>) =>
    lineSeries.some((l) => l.chart === chart)
      ? timeAxisBounds(m.times[0], m.times[m.times.length - 1])
      : timeAxisBounds(m.times[index[0]], m.times[index[index.length - 1]]);
  // No x axis title: the dates say it, and its line is the plot's.
  b.charts.push({
    // A scatter with lines: a line chart's date axis counts whole days, and would stack a day's intervals on one point.
    kind: 'scatter',
    title:
      (units ? `Total CPU in processing units, against the entitlement: ${totalPoints.said}` : `Total CPU utilization, ${totalPoints.said}`) +
      notDrawn('total'),
    ...spec.total,
    categories: tTimes,
    series: totalSeries,
    yTitle: units ? 'Processing units' : 'Share of the CPU',
    xFormat: timeAxisFormat(m.times),
    yFormat: units ? UNITS : '0%',
    ...drawnSpan('total', totalPoints.index),
  });
  if (interactivePoints && spec.interactive) {
    b.charts.push({
      kind: 'scatter',
      title: `Interactive CPU utilization, ${interactivePoints.said}${notDrawn('interactive')}`,
      ...spec.interactive,
      categories: interactiveColumns[0],
      series: interactiveSeries,
      yTitle: 'Share of the CPU',
      xFormat: timeAxisFormat(m.times),
      yFormat: '0%',
      ...drawnSpan('interactive', interactivePoints.index),
    });
  }
  b.row = bottom;
  return bottom;
}

/**
 * The charts' own tables side by side from the row the builder is at, each at the next free column
 * from `column` and sized to show a time and values (the intervals' columns are the print area's).
 */
interface PointsTables {
  /** A table at the next free column: its first row, its column and its columns' ranges (on the sheet, as a chart names them). */
  add<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[]): { readonly first: number; readonly column: number; readonly ranges: readonly string[] };
  /** The row after the tallest table. */
  bottom(): number;
}

function pointsTables(b: SheetBuilder, column: number): PointsTables {
  const top = b.row;
  let bottom = top;
  let col = column;
  return {
    add(rows, columns) {
      b.row = top;
      const t = b.table({ rows, columns, column: col });
      bottom = Math.max(bottom, b.row);
      for (let c = b.widths.length; c < col + t.columns.length; c++) b.widths[c] = DEFAULT_WIDTH;
      b.widths[col] = TIME_WIDTH;
      for (let c = col + 1; c < col + t.columns.length; c++) b.widths[c] = VALUE_WIDTH;
      const at = col;
      col += t.columns.length + 1;
      return { first: t.first, column: at, ranges: t.columns.map((c) => b.external(c.a1)) };
    },
    bottom: () => bottom,
  };
}

/**
 * The total chart's points: each point's interval and what is drawn (processing units for a partition),
 * a long span's day's mean beside, and a partition's entitlement and planning limit at each point.
 */
function totalPointsTable(tables: PointsTables, m: Measurements, stamp: string, units: Float64Array | null, points: Drawn): readonly string[] {
  const { mean } = points;
  const entitlement = m.entitlement;
  const drawn = units ?? m.cpu;
  const drawnName = units ? 'Consumed (processing units)' : 'Total CPU';
  const drawnFormat = units ? UNITS : PERCENT;
  // Rows are the points' numbers; `at(k)` is the interval of point k.
  const at = (k: number): number => points.index[k];
  return tables.add(
    Array.from(points.index, (_, k) => k),
    [
      {
        header: mean ? "Total chart: the day's peak interval" : 'Total chart: interval',
        format: stamp,
        cell: (k) => ({ value: excelDate(m.times[at(k)]) }),
      },
      { header: mean ? `${drawnName}: the day's peak` : drawnName, format: drawnFormat, cell: (k) => ({ value: drawn[at(k)] }) },
      ...(mean ? [{ header: `${drawnName}: the day's mean`, format: drawnFormat, cell: (k: number) => ({ value: mean[k] }) }] : []),
      ...(entitlement
        ? [
            { header: 'Entitlement (processing units)', format: UNITS, cell: (k: number) => ({ value: entitlement[at(k)] }) },
            {
              header: `Planning limit: ${PLANNING_GUIDELINE * 100}% of the entitlement`,
              format: UNITS,
              cell: (k: number) => ({ value: PLANNING_GUIDELINE * entitlement[at(k)] }),
            },
          ]
        : []),
    ],
  ).ranges;
}

/** The interactive chart's points: each point's interval and its interactive work, a long span's day's mean beside. */
function interactivePointsTable(tables: PointsTables, times: Float64Array, inter: ArrayLike<number>, stamp: string, points: Drawn): readonly string[] {
  const { mean } = points;
  return tables.add(
    Array.from(points.index, (_, k) => k),
    [
      {
        header: mean ? "Interactive chart: the day's peak interval" : 'Interactive chart: interval',
        format: stamp,
        cell: (k) => ({ value: excelDate(times[points.index[k]]) }),
      },
      { header: mean ? "Interactive: the day's peak" : 'Interactive', format: PERCENT, cell: (k) => ({ value: inter[points.index[k]] }) },
      ...(mean ? [{ header: "Interactive: the day's mean", format: PERCENT, cell: (k: number) => ({ value: mean[k] }) }] : []),
    ],
  ).ranges;
}

/**
 * The limits drawn as one share across a chart: a whole system's planning guideline on the total chart
 * (a partition's follows its entitlement, in its points' table), and the model's knee and alert
 * threshold on the interactive chart where it is drawn and the model has them.
 */
function limitLines(partition: boolean, model: KneeShares | null): { line: Line; chart: Chart }[] {
  const lines: { line: Line; chart: Chart }[] = [];
  if (!partition) {
    lines.push({
      chart: 'total',
      line: {
        name: `Planning guideline (${PLANNING_GUIDELINE * 100}%, PCR 2.12)`,
        said: 'the planning guideline',
        color: MARK_COLORS.limit,
        value: PLANNING_GUIDELINE,
      },
    });
  }
  if (model) {
    lines.push(
      { chart: 'interactive', line: { name: 'Knee (PCR 2.3)', said: 'the knee', color: MARK_COLORS.knee, value: model.knee! } },
      {
        chart: 'interactive',
        line: { name: 'Alert threshold (PCR 2.10)', said: 'the alert threshold', color: MARK_COLORS.limit, value: model.threshold! },
      },
    );
  }
  return lines;
}

/** The lines within OFF_SCALE times the busiest point of their chart; each of the others said in `offScale`. */
function onScale(
  lines: readonly { line: Line; chart: Chart }[],
  busiest: Readonly<Record<Chart, number>>,
  offScale: Record<Chart, string[]>,
): { line: Line; chart: Chart }[] {
  return lines.filter(({ line, chart }) => {
    const off = line.value > OFF_SCALE * busiest[chart];
    if (off) offScale[chart].push(`${line.said} at ${pct(line.value)}`);
    return !off;
  });
}

/**
 * The limits as dashed lines from the first interval to the last: each a two-point table, not a
 * column repeating one number for every interval.
 */
function limitLineSeries(
  b: SheetBuilder,
  tables: PointsTables,
  lines: readonly { line: Line; chart: Chart }[],
  times: Float64Array,
  stamp: string,
): { series: SeriesPlan; chart: Chart }[] {
  const [first, last] = [excelDate(times[0]), excelDate(times[times.length - 1])];
  const points = lines.flatMap((l) => [first, last].map((x, k) => ({ l, x, first: k === 0 })));
  const t = tables.add(points, [
    { header: 'Line on the chart', style: 'key', cell: (p) => ({ value: p.first ? p.l.line.name : undefined }) },
    { header: 'Interval', format: stamp, cell: (p) => ({ value: p.x }) },
    { header: 'Share of the CPU', format: PERCENT, cell: (p) => ({ value: p.l.line.value }) },
  ]);
  const col = t.column;
  b.widths[col] = LINE_WIDTH;
  return lines.map(({ line, chart }, k) => {
    const r = t.first + 2 * k;
    const range = (c: number) => b.external(`${a1(r, col + c)}:${a1(r + 1, col + c)}`);
    return { chart, series: { name: line.name, color: line.color, line: 'dash', x: range(1), values: range(2) } };
  });
}

/** Every interval as the sheet's data rows: its time, total CPU, interactive and a partition's units; returns column j's range. */
function intervalRows(b: SheetBuilder, m: Measurements, stamp: string, units: Float64Array | null): (j: number) => string {
  const { entitlement, interactive: inter } = m;
  const share = entitlement ? 'Total CPU (share of the entitlement)' : 'Total CPU';
  const intervals = b.dataRows({
    column: 0,
    columns: [
      { header: 'Interval', format: stamp, values: Float64Array.from(m.times, excelDate) },
      { header: share, format: PERCENT, values: m.cpu },
      ...(inter ? [{ header: 'Interactive', format: PERCENT, values: inter }] : []),
      ...(entitlement && units
        ? [
            { header: 'Entitlement (processing units)', format: UNITS, values: entitlement },
            { header: 'Consumed (processing units)', format: UNITS, values: units },
          ]
        : []),
    ],
  });
  return (j) => b.external(intervals.columns[j].a1);
}

/** The interactive chart's series from its columns (times, values, and a long span's means): the day's peak and mean, or the points. */
function interactiveChartSeries(points: Drawn, [times, values, mean]: readonly string[]): SeriesPlan[] {
  return points.mean
    ? [
        { name: PEAK_NAME, values, color: SERIES_COLORS[1] },
        { name: MEAN_NAME, values: mean, x: times, color: SERIES_COLORS[2] },
      ]
    : [{ name: 'Interactive', values, color: SERIES_COLORS[1] }];
}

/**
 * The total chart's series from its columns (times, values, and a long span's means, then a
 * partition's entitlement and limit): the work, and a partition's entitlement and planning limit,
 * which follow the entitlement point by point, each not drawn where its highest is off the scale
 * (said in `offScale`).
 */
function totalChartSeries(
  entitlement: Float64Array | null,
  units: Float64Array | null,
  points: Drawn,
  [tTimes, tValues, ...tRest]: readonly string[],
  busiest: number,
  offScale: string[],
): SeriesPlan[] {
  const [tEntitled, tLimit] = points.mean ? tRest.slice(1) : tRest;
  const series: SeriesPlan[] = points.mean
    ? [
        { name: PEAK_NAME, values: tValues, color: SERIES_COLORS[0] },
        { name: MEAN_NAME, values: tRest[0], x: tTimes, color: SERIES_COLORS[2] },
      ]
    : [{ name: units ? 'Processing units consumed' : 'Total CPU', values: tValues, color: SERIES_COLORS[0] }];
  if (!entitlement) return series;
  // The entitlement and its limit follow the entitlement point by point: each is off the scale where its highest is.
  const most = highestAt(entitlement, points.index);
  let least = Infinity;
  for (const i of points.index) least = Math.min(least, entitlement[i]);
  const varies = least !== most;
  const unitsSaid = (x: number): string => `${varies ? 'up to ' : ''}${x.toFixed(2)} processing units`;
  for (const [s, value, said] of [
    [{ name: 'Entitlement', values: tEntitled, x: tTimes, color: MARK_COLORS.maximum, line: 'dash' }, most, 'the entitlement'],
    [
      {
        // Of the entitlement, as the title says (PCR 2.12's guideline): a legend entry as short as the others, so that
        // LibreOffice, which gives each entry the widest one's room, prints the four on two lines, not one a line.
        name: `Limit (${PLANNING_GUIDELINE * 100}%)`,
        values: tLimit,
        x: tTimes,
        color: MARK_COLORS.limit,
        line: 'dash',
      },
      PLANNING_GUIDELINE * most,
      'the planning limit',
    ],
  ] as const) {
    if (value > OFF_SCALE * busiest) offScale.push(`${said} at ${unitsSaid(value)}`);
    else series.push(s);
  }
  return series;
}
