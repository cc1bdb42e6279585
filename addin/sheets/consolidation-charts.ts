/**
 * The Consolidation sheet's chart and the data sheet behind it: each source's work (CPW) at each
 * combined time, stacked, so the top edge is the combined work, with each target's guideline (PCR
 * 2.12: guideline x the target's CPW) as a dashed line. Past about 2,000 times the chart draws the
 * times of the combined work's highest interval of each hour (decimate.ts's rule), each
 * source at that time, so the stack's top still reaches the coincident peak.
 *
 * A target's guideline above twice the most work drawn would squeeze the work into the bottom of the
 * plot (a 28,000 CPW guideline over 1,880 CPW of work leaves it 6% of the height): such a line is not
 * drawn, and the title states its value instead, so the work keeps its own scale. Its column stays on
 * the data sheet.
 *
 * The points go on a hidden data sheet, which does not print: the time, one column a source (its
 * header names its area), and one column a target whose cells read the target's guideline cell on the
 * Consolidation sheet, so the line follows the planner's guideline.
 */
import type { Consolidation } from '../consolidation/consolidate';
import { chartPoints, dailyPoints, isLongSpan } from '../measurements/decimate';
import { TIME_FORMAT } from '../measurements/window';
import { a1, absolute, onSheet } from '../formula/a1';
import type { SheetBuilder } from '../workbook/layout';
import { excelDate, pointsSaid, timeAxisFormat } from './measurements-charts';
import { type CellPlan, type SeriesPlan, type SheetPlan, sheetPlan } from '../workbook/plan';
import { MARK_COLORS, SERIES_COLORS } from '../workbook/styles';

export const DATA_SHEET = 'Consolidation data';

/** A guideline above this many times the most work drawn is stated in the title, not drawn. */
export const SQUEEZE = 2;

/**
 * Colours of up to 32 areas: the theme's four, then distinct hues; neighbours differ in hue and
 * lightness. No area is drawn in the guideline's colour.
 */
const AREA_COLORS = [
  ...SERIES_COLORS,
  'FFC000',
  '5B9BD5',
  '264478',
  '9E480E',
  '636363',
  '997300',
  '255E91',
  '43682B',
  '698ED0',
  'F1975A',
  'B7B7B7',
  'FFCD33',
  '7CAFDD',
  '8CC168',
  '335AA1',
  'D26012',
  '848484',
  'CC9A00',
  '327DC2',
  '5A8A39',
  '8FAADC',
  'F4B183',
  'C9C9C9',
  'FFD966',
  '9DC3E6',
  'A9D18E',
  '1F3864',
  '843C0C',
];
const LINE_COLORS = [MARK_COLORS.limit, MARK_COLORS.measured, MARK_COLORS.knee, MARK_COLORS.maximum];

export interface ChartSpec {
  readonly from: string;
  readonly to: string;
  /** The guideline's cell on the Consolidation sheet, and each target's CPW cell, in order: a target's line is their product. */
  readonly guideline: string;
  readonly targets: readonly { readonly name: string; readonly cpw: string }[];
  /** The data sheet's name: DATA_SHEET, or "Consolidation data (2)" where the workbook has one. */
  readonly dataSheet?: string;
}

/** Adds the chart to `b` and returns the data sheet it reads. */
export function consolidationChart(b: SheetBuilder, c: Consolidation, spec: ChartSpec): SheetPlan {
  const { timeline } = c;
  const dataSheet = spec.dataSheet ?? DATA_SHEET;
  const commonTimes = Float64Array.from(timeline.common, (j) => timeline.times[j]);
  // Two weeks or more print as a saw too dense to read: each day's busiest interval of the combined work
  // is drawn then, each source's work at that time stacked, so the top of each day is its coincident peak.
  const points = isLongSpan(commonTimes) ? { index: dailyPoints(commonTimes, timeline.cpw).index, hours: 24 } : chartPoints(commonTimes, timeline.cpw);
  const n = c.systems.length;
  const share = b.value({ k: 'ref', a1: spec.guideline }) as number;
  const guidelineValues = spec.targets.map((t) => share * (b.value({ k: 'ref', a1: t.cpw }) as number));
  const cells = dataCells(b, c, spec, points.index, guidelineValues);
  const last = points.index.length + 1;
  const column = (col: number) => onSheet(dataSheet, absolute(`${a1(2, col)}:${a1(last, col)}`));
  // The top of the stack at each point drawn: the combined work, whose highest is the coincident peak.
  const most = points.index.reduce((m, p) => Math.max(m, timeline.cpw[p]), 0);
  const drawn = spec.targets.map((_, k) => !(guidelineValues[k] > SQUEEZE * most));
  const offScale = spec.targets.flatMap((x, k) => (drawn[k] ? [] : [`${x.name}'s, ${Math.round(guidelineValues[k]).toLocaleString('en-US')} CPW`]));
  const series: SeriesPlan[] = [
    ...c.systems.map((s, k) => ({
      name: s.name,
      nameRef: onSheet(dataSheet, absolute(a1(1, k + 1))),
      values: column(k + 1),
      color: AREA_COLORS[k % AREA_COLORS.length],
    })),
    ...spec.targets.flatMap((x, k) =>
      drawn[k]
        ? [
            {
              name: `${x.name}: guideline (PCR 2.12)`,
              values: column(n + 1 + k),
              color: LINE_COLORS[k % LINE_COLORS.length],
              line: 'dash' as const,
              drawAs: 'line' as const,
            },
          ]
        : [],
    ),
  ];
  const against = drawn.some(Boolean) ? `, against ${drawn.every(Boolean) ? "each target's" : 'the'} guideline` : '';
  const above = offScale.length ? `; guideline${offScale.length === 1 ? '' : 's'} above twice the work, not drawn: ${offScale.join('; ')}` : '';
  b.charts.push({
    kind: 'area',
    stacked: true,
    title: `Work of each source, stacked (CPW), ${pointsSaid(points)}${against}${above}`,
    from: spec.from,
    to: spec.to,
    categories: column(0),
    series,
    xTitle: 'Interval',
    yTitle: 'CPW',
    xFormat: timeAxisFormat(commonTimes),
    yFormat: '#,##0',
  });
  return sheetPlan({
    name: dataSheet,
    role: 'support',
    widths: [17, ...Array.from({ length: n + spec.targets.length }, () => 14)],
    cells,
    freeze: { rows: 1, columns: 1 },
    hidden: true,
  });
}

/**
 * The data sheet's cells: a row a point drawn (its time, each source's work, each target's guideline
 * as a formula of the Consolidation sheet's cells, cached at `guidelineValues`) under a row of headers.
 */
function dataCells(b: SheetBuilder, c: Consolidation, spec: ChartSpec, index: Uint32Array, guidelineValues: readonly number[]): CellPlan[] {
  const { timeline } = c;
  // Each source's work at every grid time (NaN where it has none: never a combined time).
  const byGrid = timeline.sources.map((s) => {
    const v = new Float64Array(timeline.times.length).fill(NaN);
    s.at.forEach((j, i) => (v[j] = s.cpw[i]));
    return v;
  });
  const cells: CellPlan[] = [];
  const n = c.systems.length;
  const at = (ref: string) => onSheet(b.ctx.sheet, absolute(ref));
  cells.push({ ref: 'A1', value: 'Time', style: 'header' });
  c.systems.forEach((s, k) => cells.push({ ref: a1(1, k + 1), value: s.name, style: 'header' }));
  spec.targets.forEach((x, k) => cells.push({ ref: a1(1, n + 1 + k), value: `${x.name}: guideline (CPW)`, style: 'header' }));
  index.forEach((p, i) => {
    const r = i + 2;
    const j = timeline.common[p];
    cells.push({ ref: `A${r}`, value: excelDate(timeline.times[j]), format: TIME_FORMAT });
    byGrid.forEach((v, k) => cells.push({ ref: a1(r, k + 1), value: v[j], format: '0.0' }));
    spec.targets.forEach((x, k) =>
      cells.push({ ref: a1(r, n + 1 + k), formula: `=${at(spec.guideline)}*${at(x.cpw)}`, value: guidelineValues[k], format: '0.0' }),
    );
  });
  return cells;
}
