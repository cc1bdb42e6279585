/**
 * The Trend sheet (docs/measured-data.md, "Sheets take history"): the monthly peaks of measured
 * history, the line fitted to them (AS400.TRENDGROWTH, sizing/trend.ts), the planning guideline, and
 * the date the line crosses it (AS400.TRENDDATE), with a line chart. The periods, the fitted line and
 * the guideline are values written when the sheet was built; the growth and the date are formulas over
 * the sheet's own two columns, so a planner who corrects a peak sees them follow (portable twins read
 * the same short ranges).
 */
import { DOCUMENTS } from '../about';
import { spanOf } from '../measurements/window';
import { MONTH_FORMAT } from './growth';
import { as400 } from '../formula/expr';
import { pastAlready } from '../measurements/history';
import { isCapWarning } from '../measurements/partition';
import type { History, HistoryFilled } from './history-growth';
import type { SheetBuilder } from '../workbook/layout';
import type { SheetPlan } from '../workbook/plan';
import { MARK_COLORS, SERIES_COLORS } from '../workbook/styles';

export const TREND_SHEET = 'Trend';

const PERCENT = '0.0%';
/** Months the fitted line is drawn on past the last period, towards the guideline, at most. */
const AHEAD = 24;

const SOURCES = [
  'PCR V4R5 2.10 (seed line 725): "the proof point will be in having the historical data to show the trend of the workload".',
  'Least squares of LN(peak) against the date in days, growth EXP(365.25 x slope) - 1 a year (AS400.TRENDGROWTH), ' +
    'the date the line reaches the guideline (AS400.TRENDDATE): an add-in convention; the PCR prints no fit.',
  "Monthly peaks, as IBM's PM/400 trended; the peak because PCR 2.11 (line 797) asks that peaks be contained. " +
    'PCR 2.12 (line 847): the 70% planning guideline.',
];

export interface TrendSheetSpec {
  readonly history: History;
  readonly filled: HistoryFilled;
  /** The sizing sheet whose AnnualGrowth the history gives, as named in the workbook. */
  readonly sizingSheet: string;
  /** What the sheet's growth is beside, where it fills no AnnualGrowth (a system of a consolidation); the growth's note. */
  readonly growthNote?: string;
  /** The sheet's title where a workbook has several ("Trend of PROD"); "Trend" by default. */
  readonly title?: string;
}

export function trendSheet(b: SheetBuilder, spec: TrendSheetSpec): SheetPlan {
  const { filled } = spec;
  const files = spec.history.files.join(', ');
  b.widths = [34, 16, 16, 16, 14];
  const title = spec.title ?? 'Trend';
  b.put('A1', { value: title, style: 'title' });
  b.put('A2', {
    value:
      `The monthly peaks of total CPU utilization in ${files}, the line fitted to them and the date it reaches ` +
      `${filled.limit.said === null ? 'the planning guideline' : 'the guideline of its virtual processors'} (an add-in convention; PCR V4R5 2.10, 2.12).`,
    style: 'subtitle',
  });
  b.row = 3;
  const top = b.row + 1;
  const rows = fitRows(b, spec, files);
  b.heading('Monthly peaks and the fitted line');
  const table = peaksTable(b, filled);
  growthAndDate(b, spec, rows, table);
  b.sources(SOURCES);
  const [months, peaks, fitted, limit] = table.columns;
  b.charts.push({
    kind: 'line',
    title: 'Monthly peaks and the fitted trend',
    from: `G${top}`,
    to: `O${Math.max(b.row, top + 22)}`,
    categories: b.external(months.a1),
    series: [
      { name: 'Peak CPU', values: b.external(peaks.a1), color: SERIES_COLORS[0], marker: { symbol: 'circle', size: 6 } },
      { name: 'Fitted line', values: b.external(fitted.a1), color: SERIES_COLORS[1] },
      { name: filled.limit.said === null ? 'Guideline' : 'Limit (virtual processors)', values: b.external(limit.a1), color: MARK_COLORS.limit, line: 'dash' },
    ],
    xTitle: 'Month',
    yTitle: 'Share of the CPU',
    xFormat: MONTH_FORMAT,
    yFormat: '0%',
    // From the first month of the table to its last: a date axis left to itself may round out to a month either side.
    xBounds: { ...monthSpan(b, months.a1), unit: 'month' },
  });
  return b.build({ title, subject: files, document: DOCUMENTS[0][2] });
}

/** The first and the last month of a column of months (their serials), as the sheet holds them. */
function monthSpan(b: SheetBuilder, column: string): { min: number; max: number } {
  const [min, max] = column.split(':').map((a1) => b.value({ k: 'ref', a1 }) as number);
  return { min, max };
}

/** The fitted line's value at a date (Excel's serial): EXP(intercept + slope x date). */
const fittedLine =
  (filled: HistoryFilled) =>
  (date: number): number =>
    Math.exp(filled.trend.fit!.intercept + filled.trend.fit!.slope * date);

/**
 * The fit: the files, the months, R², the guideline or limit; the rows of the growth and of the date,
 * kept for the formulas that read the table below them; a capped partition's cap warning.
 */
function fitRows(b: SheetBuilder, spec: TrendSheetSpec, files: string): { growth: number; date: number } {
  const { history, filled, sizingSheet } = spec;
  // The line is drawn to and dated at the limit: the guideline, or an uncapped partition's guideline of its virtual processors (history.ts historyTrend).
  const guideline = filled.limit.share;
  b.heading('The fit');
  const row = (label: string, value: string | number, format?: string, note?: string): void => {
    const r = b.row++;
    b.put(`A${r}`, { value: label, style: 'label' });
    b.put(`B${r}`, { value, style: 'output', format });
    if (note) b.put(`C${r}`, { value: note, style: 'note' });
  };
  row('Files', files);
  // The count is of the months fitted; a month measured for less than half its length is named, not counted.
  const leftOut = filled.leftOut ? `; left out of the fit: ${filled.leftOut}` : '';
  row('Months', filled.trend.points.length, '0', `The peak interval of each month fitted, ${spanOf(history.measurements.times)}${leftOut}.`);
  row('R² of the fit', filled.trend.r2!, '0.000', 'Share of the variance of LN(peak) the line explains.');
  if (filled.limit.said === null) row('Planning guideline', guideline, '0%', `The planning limit of the sheet "${sizingSheet}" when built.`);
  else row('Limit (uncapped)', guideline, PERCENT, `Of the entitlement: ${filled.limit.said}.`);
  // The formulas come after the table they read; their rows are kept here.
  const growth = b.row++;
  const date = b.row++;
  // A capped partition at its cap: its monthly peaks are the cap, not the demand, so the fit is of what it was let use.
  const cap = history.measurements.warnings.find(isCapWarning);
  if (cap !== undefined) {
    const r = b.row++;
    const said = `Warning: ${cap}; the monthly peaks at the cap are not the demand, so the growth fitted to them may be less than the work's.`;
    b.put(`A${r}`, { value: said, style: 'note' });
    b.wrapAcross(`A${r}`, 'E');
  }
  return { growth, date };
}

/**
 * Each month's peak, the fitted line and the guideline, the line drawn on month by month past the last
 * until it reaches the guideline (AHEAD months at most).
 */
function peaksTable(b: SheetBuilder, filled: HistoryFilled): ReturnType<SheetBuilder['table']> {
  const guideline = filled.limit.share;
  const points = filled.trend.points;
  const line = fittedLine(filled);
  const last = points[points.length - 1].date;
  const ahead: number[] = [];
  const next = (serial: number): number => {
    const d = new Date((serial - 25_569) * 86_400_000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 86_400_000 + 25_569;
  };
  for (let d = next(last), k = 0; k < AHEAD && line(ahead.length ? ahead[ahead.length - 1] : last) < guideline; d = next(d), k++) ahead.push(d);
  const rows = [...points.map((p) => ({ date: p.date, value: p.value as number | null })), ...ahead.map((date) => ({ date, value: null }))];
  return b.table({
    rows,
    columns: [
      { header: 'Month', format: MONTH_FORMAT, style: 'key', cell: (p) => ({ value: p.date }) },
      { header: 'Peak CPU', format: PERCENT, cell: (p) => ({ value: p.value ?? undefined }) },
      { header: 'Fitted line', format: PERCENT, cell: (p) => ({ value: line(p.date) }) },
      { header: filled.limit.said === null ? 'Guideline' : 'Limit', format: filled.limit.said === null ? '0%' : PERCENT, cell: () => ({ value: guideline }) },
    ],
  });
}

/**
 * The growth a year and the date the line reaches the guideline, on the rows kept for them: formulas
 * over the table's months measured, or why there is no date (past it already, or never).
 */
function growthAndDate(b: SheetBuilder, spec: TrendSheetSpec, rows: { growth: number; date: number }, table: ReturnType<SheetBuilder['table']>): void {
  const { filled, sizingSheet } = spec;
  const { trend } = filled;
  const measured = table.first + trend.points.length - 1;
  const dates = { k: 'ref' as const, a1: `A${table.first}:A${measured}` };
  const values = { k: 'ref' as const, a1: `B${table.first}:B${measured}` };
  b.put(`A${rows.growth}`, { value: 'Growth a year (fitted)', style: 'label' });
  b.put(`B${rows.growth}`, { expr: as400('TRENDGROWTH', dates, values), style: 'output', format: PERCENT });
  const growthNote =
    spec.growthNote ??
    (filled.filled
      ? `AS400.TRENDGROWTH over the months: the AnnualGrowth of "${sizingSheet}".`
      : `AS400.TRENDGROWTH; "${sizingSheet}" was given its own AnnualGrowth.`);
  b.put(`C${rows.growth}`, { value: growthNote, style: 'note' });
  b.put(`A${rows.date}`, { value: 'The line reaches the guideline', style: 'label' });
  if (trend.limitSerial !== null) {
    b.put(`B${rows.date}`, { expr: as400('TRENDDATE', dates, values, filled.limit.share), style: 'output', format: 'yyyy-mm-dd' });
    const note = pastAlready(trend)
      ? 'AS400.TRENDDATE: the fitted line crossed the guideline by the last month measured: the work is past it already.'
      : 'AS400.TRENDDATE: where the fitted line reaches the guideline.';
    b.put(`C${rows.date}`, { value: note, style: 'note' });
  } else if (pastAlready(trend)) {
    // A line flat at or above the guideline (a capped partition at its cap) crosses it on no date: it is past it.
    b.put(`B${rows.date}`, { value: 'Past already', style: 'output' });
    b.put(`C${rows.date}`, {
      value: 'No date: the fitted line is above the guideline at the last month measured and does not grow: the work is past it already.',
      style: 'note',
    });
  } else {
    b.put(`B${rows.date}`, { value: 'Never', style: 'output' });
    b.put(`C${rows.date}`, { value: `No date: ${trend.limitNote ?? 'the trend does not reach it'}.`, style: 'note' });
  }
}
