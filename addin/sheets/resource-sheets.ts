/**
 * The report of a consolidation's Disk and Memory sheets (consolidation-report.ts's details), each with
 * a chart over a hidden data sheet, from each system's QAPMDISK and QAPMPOOLB exports
 * (consolidation/resources.ts). Every figure is the value `consolidate --json` gives; two are formulas
 * the planner can follow:
 * - the arms a target needs, AS400.DASDARMSNEEDED(operations a second at peak, service time) (PCR V4R5
 *   14.1, seed 000 lines 4558-4560), live as the add-in's call and portable as its native twin
 *   (functions/dasd.ts), over a service time the planner may type (the measured one as built);
 * - the months to the space limit, (limit - used) / growth a month.
 * The Memory sheet is the pools' figures as measured: PCR V4R5 19.5 gives no user-pool guideline a
 * QAPMPOOLB export can be judged by (resources.ts FAULTING_NEEDS).
 */
import { DOCUMENTS } from '../about';
import { ARMS_NEEDED_SOURCE, SPACE_LIMIT_SOURCE, type SystemResources } from '../consolidation/resources';
import { monthWords } from './consolidation-sheet';
import { chartPoints } from '../measurements/decimate';
import { DISK_GUIDELINE_SOURCE, FAULTING_NEEDS } from '../measurements/resources';
import { TIME_FORMAT } from '../measurements/window';
import { expand } from '../functions';
import { a1, absolute, onSheet } from '../formula/a1';
import { as400Call } from '../workbook/call';
import { as400, div, fn, ge, IF, sub, withinLimit } from '../formula/expr';
import { SheetBuilder } from '../workbook/layout';
import { excelDate, PERCENT, pointsSaid, timeAxisBounds, timeAxisFormat } from './measurements-charts';
import { type CellPlan, type SeriesPlan, type SheetPlan, sheetPlan } from '../workbook/plan';
import type { ReportFields } from '../workbook/report-fields';
import { MARK_COLORS, SERIES_COLORS } from '../workbook/styles';
import type { Mode } from '../workbook/template';

export const DISK_SHEET = 'Disk';
export const MEMORY_SHEET = 'Memory';
export const DISK_DATA_SHEET = 'Disk data';
export const MEMORY_DATA_SHEET = 'Memory data';

const COLORS = [...SERIES_COLORS, 'FFC000', '5B9BD5', '264478', '9E480E', '636363', '997300', '255E91', '43682B'];
const CHART_ROWS = 18;

export interface ResourceSheetsSpec {
  readonly resources: readonly SystemResources[];
  readonly mode?: Mode;
  readonly report?: ReportFields;
  /** Claims each sheet's name, free of the workbook's and the report's other sheets (sheet-names.ts sheetClaimer); as wanted without. */
  readonly claim?: (wanted: string) => string;
}

/** One line a chart draws: its name, and its points' times (ms) and values. */
interface Line {
  readonly name: string;
  readonly times: ArrayLike<number>;
  readonly values: ArrayLike<number>;
  readonly color: string;
  readonly dash?: boolean;
}

/** Each line's points on the data sheet, two columns a line (time, value), and the series that read them. */
function chartData(dataSheet: string, lines: readonly Line[], format: string): { cells: CellPlan[]; series: SeriesPlan[]; widths: number[] } {
  const cells: CellPlan[] = [];
  const series: SeriesPlan[] = [];
  lines.forEach((l, k) => {
    const [tc, vc] = [2 * k, 2 * k + 1];
    cells.push({ ref: a1(1, tc), value: 'Time', style: 'header' }, { ref: a1(1, vc), value: l.name, style: 'header' });
    for (let i = 0; i < l.times.length; i++) {
      cells.push({ ref: a1(i + 2, tc), value: excelDate(l.times[i]), format: TIME_FORMAT }, { ref: a1(i + 2, vc), value: l.values[i], format });
    }
    const last = l.times.length + 1;
    // One point is one cell, as marks() writes it: "A2", not "A2:A2", which the writers would read back apart.
    const range = (col: number) => onSheet(dataSheet, absolute(last === 2 ? a1(2, col) : `${a1(2, col)}:${a1(last, col)}`));
    series.push({
      name: l.name,
      // A line's name from its header; a dashed mark (a guideline) by its name alone, as the Consolidation chart's guidelines.
      ...(l.dash ? {} : { nameRef: onSheet(dataSheet, absolute(a1(1, vc))) }),
      values: range(vc),
      x: range(tc),
      color: l.color,
      ...(l.dash ? { line: 'dash' as const } : {}),
    });
  });
  return { cells, series, widths: lines.flatMap(() => [17, 14]) };
}

/** The intervals with a value, decimated as every chart of intervals is (decimate.ts); and what the points are. */
function drawn(times: Float64Array, values: Float64Array): { times: number[]; values: number[]; said: string } {
  const keep = [...times.keys()].filter((i) => !Number.isNaN(values[i]));
  const t = Float64Array.from(keep, (i) => times[i]);
  const v = Float64Array.from(keep, (i) => values[i]);
  const p = chartPoints(t, v);
  return { times: Array.from(p.index, (i) => t[i]), values: Array.from(p.index, (i) => v[i]), said: pointsSaid(p) };
}

const dataPlan = (name: string, d: ReturnType<typeof chartData>): SheetPlan =>
  sheetPlan({ name, role: 'support', widths: d.widths, cells: d.cells, freeze: { rows: 1, columns: 0 }, hidden: true });

/** The Disk sheet and its data sheet; none where no system gives a QAPMDISK export. */
function diskSheets(spec: ResourceSheetsSpec): SheetPlan[] {
  const rows = spec.resources.filter((r) => r.disk !== null);
  if (rows.length === 0) return [];
  const [name, dataName] = [DISK_SHEET, DISK_DATA_SHEET].map(spec.claim ?? ((x) => x));
  const b = new SheetBuilder({ mode: spec.mode ?? 'portable', sheet: name, call: as400Call, expand, report: spec.report });
  b.widths = [14, 10, 12, 11, 10, 12, 17, 17];
  b.put('A1', { value: 'Disk', style: 'title' });
  b.put('A2', {
    value: "Each system's disk arms (its QAPMDISK exports) against PCR 14.1's guideline, the arms a target needs for the same operations, and the space used.",
    style: 'subtitle',
  });
  b.row = 3;
  armsTable(b, rows);
  spaceTable(b, rows);
  const data = busiestArmChart(b, rows, dataName);
  b.sources([
    `${DISK_GUIDELINE_SOURCE}. ${ARMS_NEEDED_SOURCE}.`,
    "Measured: each system's QAPMDISK exports (busy = (DSSMPL - DSNBSY) / DSSMPL per arm; operations (DSRDS + DSWRTS) / INTSEC; " +
      'space used 1 - sum DSAVL / sum DSCAP): ' +
      rows.map((r) => `${r.name} ${r.disk!.files.map((f) => f.replace(/^.*[\\/]/, '')).join(', ')}`).join('; ') +
      '.',
  ]);
  const sheet = b.build({ title: 'Disk', subject: `${rows.length} system${rows.length === 1 ? '' : 's'}`, document: DOCUMENTS[0][2] });
  return [sheet, dataPlan(dataName, data)];
}

/** Each system's busiest arm against PCR 14.1's guideline, and the arms a target needs for its operations at the service time typed (AS400.DASDARMSNEEDED). */
function armsTable(b: SheetBuilder, rows: readonly SystemResources[]): void {
  b.heading('Arm busy, and the arms a target needs at the guideline (PCR V4R5 14.1)');
  b.table({
    rows,
    columns: [
      { header: 'System', style: 'key', cell: (r) => ({ value: r.name }) },
      { header: 'Arms read', cell: (r) => ({ value: r.disk!.summary.arms }) },
      { header: 'Busiest arm, peak', format: PERCENT, cell: (r) => ({ value: r.disk!.summary.busiest.peak }) },
      { header: 'Guideline', format: '0%', cell: (r) => ({ value: r.disk!.summary.guideline }) },
      { header: 'Within it', cell: (_, at) => ({ expr: IF(withinLimit(at(2), at(3)), 'yes', 'no') }) },
      { header: 'Ops/s, peak', format: '#,##0.0', cell: (r) => ({ value: r.disk!.summary.opsPerSecond.peak }) },
      {
        header: 'Service (ms)',
        style: 'input',
        format: '0.00',
        cell: (r) => ({ value: r.disk!.summary.serviceMs ?? 'none measured' }),
      },
      {
        header: 'Arms needed',
        format: '0',
        cell: (r, at) => (r.disk!.summary.serviceMs === null ? { value: 'no operations' } : { expr: as400('DASDARMSNEEDED', at(5), at(6)) }),
      },
    ],
  });
  b.note(
    "Service time as built: measured, the arms' busy seconds over the operations (busy = operations a second x service time). " +
      'Type the target disk\'s (Tables 14.1-14.3, AS400.DASDSPEC(model, "SERVICE"): 8.1 ms for the 6533-6607) to size its arms.',
  );
}

/** Each system's disk space used, its growth a month and when it reaches the limit. */
function spaceTable(b: SheetBuilder, rows: readonly SystemResources[]): void {
  b.heading(`Disk space used, to ${Math.round(rows[0].disk!.space.limit * 100)}% (${SPACE_LIMIT_SOURCE})`);
  b.table({
    rows,
    columns: [
      { header: 'System', style: 'key', cell: (r) => ({ value: r.name }) },
      { header: 'Used, first', format: PERCENT, cell: (r) => ({ value: r.disk!.summary.spaceUsed.first }) },
      { header: 'Used, last', format: PERCENT, cell: (r) => ({ value: r.disk!.summary.spaceUsed.last }) },
      { header: 'Growth a month', format: '0.00%', cell: (r) => ({ value: r.disk!.summary.spaceUsed.growthPerMonth ?? 'none' }) },
      { header: 'Limit', format: '0%', cell: (r) => ({ value: r.disk!.space.limit }) },
      {
        header: 'Months to it',
        format: '0.0',
        cell: (r, at) =>
          Number.isNaN(r.disk!.summary.spaceUsed.last)
            ? { value: 'no capacity' }
            : { expr: IF(ge(at(2), at(4)), 0, IF(fn('ISNUMBER', at(3)), IF(ge(0, at(3)), 'not reached', div(sub(at(4), at(2)), at(3))), 'not reached')) },
      },
      {
        header: 'Reached',
        cell: (r) => {
          const reach = r.disk!.space;
          return { value: reach.months === 0 ? 'past it' : reach.at === null ? 'not reached' : monthWords(reach.at) };
        },
      },
      { header: 'Last interval', format: TIME_FORMAT, cell: (r) => ({ value: excelDate(r.disk!.space.from) }) },
    ],
  });
  b.note("The month at the growth of the least-squares line of the space used, from the last interval's share.");
}

/** The chart under the tables: each system's busiest arm by interval, and each guideline as a dashed line across the span; returns its data. */
function busiestArmChart(b: SheetBuilder, rows: readonly SystemResources[], dataName: string): ReturnType<typeof chartData> {
  const lines: Line[] = [];
  const said: string[] = [];
  rows.forEach((r, k) => {
    const d = drawn(r.diskFile!.times, r.diskFile!.busiest);
    said.push(d.said);
    lines.push({ name: `${r.name}: busiest arm`, times: d.times, values: d.values, color: COLORS[k % COLORS.length] });
  });
  const all = rows.flatMap((r) => [r.diskFile!.times[0], r.diskFile!.times[r.diskFile!.times.length - 1]]);
  const span = [Math.min(...all), Math.max(...all)];
  for (const g of [...new Set(rows.map((r) => r.disk!.summary.guideline))])
    lines.push({ name: `PCR 14.1 guideline (${Math.round(g * 100)}%)`, times: span, values: [g, g], color: MARK_COLORS.limit, dash: true });
  const data = chartData(dataName, lines, PERCENT);
  b.row++;
  const top = b.row;
  b.charts.push({
    kind: 'scatter',
    title: `Busiest arm of each system, ${said[0]}, against PCR 14.1's guideline`,
    from: `A${top}`,
    to: `H${top + CHART_ROWS}`,
    categories: data.series[0].x!,
    series: data.series,
    yTitle: 'Busiest arm busy',
    xFormat: timeAxisFormat(span),
    ...timeAxisBounds(span[0], span[1]),
    yFormat: '0%',
  });
  b.row = top + CHART_ROWS + 1;
  return data;
}

/** The Memory sheet and its data sheet; none where no system gives a QAPMPOOLB export. */
function memorySheets(spec: ResourceSheetsSpec): SheetPlan[] {
  const rows = spec.resources.filter((r) => r.memory !== null);
  if (rows.length === 0) return [];
  const [name, dataName] = [MEMORY_SHEET, MEMORY_DATA_SHEET].map(spec.claim ?? ((x) => x));
  const b = new SheetBuilder({ mode: spec.mode ?? 'portable', sheet: name, call: as400Call, expand, report: spec.report });
  b.widths = [14, 13, 14, 10, 14, 12, 12, 17];
  b.put('A1', { value: 'Memory', style: 'title' });
  b.put('A2', {
    value: "Each system's storage pools (its QAPMPOOLB exports): sizes, activity levels and faults a second, the machine pool apart.",
    style: 'subtitle',
  });
  b.row = 3;
  b.heading('Storage pools: faults a second (database and non-database), each over the whole history');
  const pools = rows.flatMap((r) => [
    ...r.memory!.summary.pools.map((p) => ({ name: r.name, pool: p.pool === 1 ? '1 (machine)' : String(p.pool), p, all: null })),
    { name: r.name, pool: 'all pools', p: null, all: r.memory!.summary.allPoolsFaultsPerSecond },
  ]);
  b.table({
    rows: pools,
    columns: [
      { header: 'System', style: 'key', cell: (x) => ({ value: x.name }) },
      { header: 'Pool', cell: (x) => ({ value: x.pool }) },
      { header: 'Size (KB)', format: '#,##0', cell: (x) => ({ value: x.p?.sizeKB ?? '' }) },
      { header: 'Activity', format: '0', cell: (x) => ({ value: x.p?.activityLevel ?? '' }) },
      { header: 'Faults/s, peak', format: '#,##0.0', cell: (x) => ({ value: (x.p?.faultsPerSecond ?? x.all!).peak }) },
      { header: 'p95', format: '#,##0.0', cell: (x) => ({ value: (x.p?.faultsPerSecond ?? x.all!).p95 }) },
      { header: 'Mean', format: '#,##0.0', cell: (x) => ({ value: (x.p?.faultsPerSecond ?? x.all!).mean }) },
      { header: 'Peak at', format: TIME_FORMAT, cell: (x) => ({ value: excelDate((x.p?.faultsPerSecond ?? x.all!).peakAt) }) },
    ],
  });
  b.note('Size and activity level: the last interval\'s (the system tuner, QPFRADJ, changes both). "All pools": the sum over the pools of each interval.');
  const lines: Line[] = [];
  let said = '';
  rows.forEach((r, k) => {
    const p = r.poolFile!;
    const all = new Float64Array(p.times.length).fill(NaN);
    for (const s of p.pools)
      for (let i = 0; i < all.length; i++) {
        const f = s.databaseFaultsPerSecond[i] + s.nonDatabaseFaultsPerSecond[i];
        if (!Number.isNaN(f)) all[i] = (Number.isNaN(all[i]) ? 0 : all[i]) + f;
      }
    const d = drawn(p.times, all);
    said ||= d.said;
    lines.push({ name: `${r.name}: all pools`, times: d.times, values: d.values, color: COLORS[k % COLORS.length] });
  });
  const data = chartData(dataName, lines, '#,##0.0');
  b.row++;
  const top = b.row;
  // The axis from the first point drawn to the last (a long span draws each day's busiest, not the first interval).
  const times = lines.flatMap((l) => [l.times[0], l.times[l.times.length - 1]]);
  b.charts.push({
    kind: 'scatter',
    title: `Faults a second over all pools of each system, ${said}`,
    from: `A${top}`,
    to: `H${top + CHART_ROWS}`,
    categories: data.series[0].x!,
    series: data.series,
    yTitle: 'Faults a second',
    xFormat: timeAxisFormat([Math.min(...times), Math.max(...times)]),
    ...timeAxisBounds(Math.min(...times), Math.max(...times)),
    yFormat: '#,##0',
  });
  b.row = top + CHART_ROWS + 1;
  b.sources([
    FAULTING_NEEDS + '.',
    "Measured: each system's QAPMPOOLB exports (faults a second (PODBF + PONDBF) / INTSEC; size POSIZ, or POSIZB where POSIZ is 999999999): " +
      rows.map((r) => `${r.name} ${r.memory!.files.map((f) => f.replace(/^.*[\\/]/, '')).join(', ')}`).join('; ') +
      '.',
  ]);
  const sheet = b.build({ title: 'Memory', subject: `${rows.length} system${rows.length === 1 ? '' : 's'}`, document: DOCUMENTS[0][2] });
  return [sheet, dataPlan(dataName, data)];
}

/** The Disk and Memory sheets with their data sheets, those the systems' files give. */
export function resourceSheets(spec: ResourceSheetsSpec): SheetPlan[] {
  return [...diskSheets(spec), ...memorySheets(spec)];
}
