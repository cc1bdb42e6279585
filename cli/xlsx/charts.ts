/**
 * Chart parts written by hand (exceljs has no chart API): DrawingML line, scatter and (stacked) area charts whose
 * series read the plan's ranges, with caches holding the plan's values so that Excel and LibreOffice
 * draw them on open without recalculating. Element order follows the CT_* sequences of ECMA-376
 * part 1 (dml-chart.xsd), which Excel enforces.
 */
import { CHART_POINTS, isErrorValue, type ChartPlan, type Scalar, type SeriesPlan } from '../../addin/workbook/plan';
import { cellAddress, cellsOf, parseCell, parseSheetRef } from '../../addin/formula/a1';
import { escapeXml, XML_HEAD } from './xml';

/** Reads a plan cell: value and number format, by sheet name and A1 address. */
export type CellLookup = (sheet: string, ref: string) => { value?: Scalar; format?: string } | undefined;

const C_NS =
  'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** The sheet a range is on and the addresses of its cells ("B4"), in reading order: what a cache of it looks up. */
function rangeCells(ref: string, defaultSheet: string): { sheet: string; refs: string[] } {
  const area = parseSheetRef(ref);
  return { sheet: area.sheet ?? defaultSheet, refs: cellsOf(area).map((c) => cellAddress(c.row, c.col)) };
}

/**
 * Every cell a chart's caches look up, as (sheet, address) pairs: its categories' and each series'
 * name, values and x values. The lookup indexes only these (package.ts), and refuses any other.
 */
export function chartCells(chart: ChartPlan, sheet: string): { sheet: string; refs: string[] }[] {
  const ranges = [chart.categories, ...chart.series.flatMap((s) => [...(s.nameRef ? [s.nameRef] : []), s.values, ...(s.x ? [s.x] : [])])];
  return ranges.map((ref) => rangeCells(ref, sheet));
}

/** The values a range holds in the plan, in reading order, for a cache. */
function rangeValues(ref: string, defaultSheet: string, lookup: CellLookup): { values: (Scalar | undefined)[]; format: string } {
  const { sheet, refs } = rangeCells(ref, defaultSheet);
  const cells = refs.map((r) => lookup(sheet, r));
  return { values: cells.map((c) => c?.value), format: cells.find((c) => c?.format)?.format ?? 'General' };
}

const isNumber = (v: Scalar | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

function numRef(ref: string, defaultSheet: string, lookup: CellLookup): string {
  const { values, format } = rangeValues(ref, defaultSheet, lookup);
  // Cells that are not numbers (text, errors, blanks) have no point: the chart leaves a gap.
  const pts = values.map((v, i) => (isNumber(v) ? `<c:pt idx="${i}"><c:v>${v}</c:v></c:pt>` : '')).join('');
  return (
    `<c:numRef><c:f>${escapeXml(ref)}</c:f><c:numCache>` +
    `<c:formatCode>${escapeXml(format)}</c:formatCode><c:ptCount ` +
    `val="${values.length}"/>${pts}</c:numCache></c:numRef>`
  );
}

function strRef(ref: string, defaultSheet: string, lookup: CellLookup): string {
  const { values } = rangeValues(ref, defaultSheet, lookup);
  const text = (v: Scalar | undefined) => (v === undefined ? '' : isErrorValue(v) ? v.error : String(v));
  const pts = values.map((v, i) => `<c:pt idx="${i}"><c:v>${escapeXml(text(v))}</c:v></c:pt>`).join('');
  return `<c:strRef><c:f>${escapeXml(ref)}</c:f><c:strCache><c:ptCount val="${values.length}"/>${pts}</c:strCache></c:strRef>`;
}

/** Category labels are numbers when every cell is one (a utilization step, a year), else text. */
function categoryRef(ref: string, defaultSheet: string, lookup: CellLookup): string {
  const { values } = rangeValues(ref, defaultSheet, lookup);
  return values.every(isNumber) ? numRef(ref, defaultSheet, lookup) : strRef(ref, defaultSheet, lookup);
}

function richText(text: string, size: number, bold: boolean): string {
  const b = bold ? ' b="1"' : ' b="0"';
  return (
    `<c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="${size}"${b}/></a:pPr><a:r><a:rPr ` +
    `lang="en-US" sz="${size}"${b}/><a:t>${escapeXml(text)}</a:t></a:r></a:p></c:rich></c:tx>`
  );
}

const title = (text: string, size: number, bold: boolean) => `<c:title>${richText(text, size, bold)}<c:overlay val="0"/></c:title>`;

const fill = (color: string) => `<a:solidFill><a:srgbClr val="${color}"/></a:solidFill>`;

/** The series' line (CT_LineProperties: fill, then dash, then join): solid, dashed, or none for marks that are points. */
function line(s: SeriesPlan): string {
  if (s.line === 'none') return '<c:spPr><a:ln><a:noFill/></a:ln></c:spPr>';
  const dash = s.line === 'dash' ? '<a:prstDash val="dash"/>' : '';
  return `<c:spPr><a:ln w="28575" cap="rnd">${fill(s.color)}${dash}<a:round/></a:ln></c:spPr>`;
}

const marker = (s: SeriesPlan) =>
  s.marker
    ? `<c:marker><c:symbol val="${s.marker.symbol}"/><c:size val="${s.marker.size}"/><c:spPr>${fill(s.color)}<a:ln>${fill(s.color)}</a:ln></c:spPr></c:marker>`
    : '<c:marker><c:symbol val="none"/></c:marker>';

/** A flat line's values at its points (CT_DLbls, after the marker), above them, in its number format. */
const dataLabels = (s: SeriesPlan): string =>
  s.labels
    ? `<c:dLbls><c:numFmt formatCode="${escapeXml(s.labels)}" sourceLinked="0"/><c:dLblPos val="t"/><c:showLegendKey val="0"/><c:showVal val="1"/>` +
      '<c:showCatName val="0"/><c:showSerName val="0"/><c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbls>'
    : '';

function series(chart: ChartPlan, s: SeriesPlan, i: number, sheet: string, lookup: CellLookup): string {
  // A name read from a cell follows the sheet (a candidate typed over another renames its line); its cache is the cell as built.
  const tx = s.nameRef ? strRef(s.nameRef, sheet, lookup) : `<c:v>${escapeXml(s.name)}</c:v>`;
  if (chart.kind === 'area' && s.drawAs !== 'line') {
    // CT_AreaSer has no marker and no smooth: a filled area without an outline.
    const area = `<c:spPr>${fill(s.color)}<a:ln><a:noFill/></a:ln></c:spPr>`;
    return (
      `<c:ser><c:idx val="${i}"/><c:order val="${i}"/>` +
      `<c:tx>${tx}</c:tx>${area}<c:cat>${categoryRef(chart.categories, sheet, lookup)}</c:cat>` +
      `<c:val>${numRef(s.values, sheet, lookup)}</c:val></c:ser>`
    );
  }
  const head = `<c:idx val="${i}"/><c:order val="${i}"/><c:tx>${tx}</c:tx>${line(s)}${marker(s)}${dataLabels(s)}`;
  if (chart.kind === 'scatter') {
    return (
      `<c:ser>${head}<c:xVal>${numRef(s.x ?? chart.categories, sheet, lookup)}</c:xVal>` +
      `<c:yVal>${numRef(s.values, sheet, lookup)}</c:yVal><c:smooth val="0"/></c:ser>`
    );
  }
  return (
    `<c:ser>${head}<c:cat>${categoryRef(chart.categories, sheet, lookup)}</c:cat>` +
    `<c:val>${numRef(s.values, sheet, lookup)}</c:val><c:smooth val="0"/></c:ser>`
  );
}

const X_AXIS = 500000001;
const Y_AXIS = 500000002;

/** The chart's text size in hundredths of a point, as DrawingML writes it. */
const textSize = (chart: ChartPlan): number => Math.round((chart.textSize ?? CHART_POINTS.text) * 100);

/** The chart's default text (CT_ChartSpace txPr): its labels, legend and data labels take this size. */
const textProperties = (size: number): string =>
  `<c:txPr><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="${size}"/></a:pPr><a:endParaRPr lang="en-US"/></a:p></c:txPr>`;

function axis(
  kind: 'cat' | 'val',
  id: number,
  cross: number,
  pos: 'b' | 'l',
  name: string | undefined,
  format: string | undefined,
  size: number,
  textAxis = false,
  bounds?: ChartPlan['xBounds'],
): string {
  const tag = kind === 'cat' ? 'c:catAx' : 'c:valAx';
  const grid = pos === 'l' ? '<c:majorGridlines/>' : '';
  const fmt = format ? `<c:numFmt formatCode="${escapeXml(format)}" sourceLinked="0"/>` : '';
  const ticks = `<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>`;
  // auto 0 keeps a category axis of times a text axis: Excel's automatic date axis counts whole days and would merge a day's intervals.
  const tail =
    kind === 'cat'
      ? `<c:auto val="${textAxis ? 0 : 1}"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/>`
      : `<c:crossBetween val="${pos === 'b' ? 'midCat' : 'between'}"/>${bounds?.major ? `<c:majorUnit val="${bounds.major}"/>` : ''}`;
  // CT_Scaling: orientation, then max, then min.
  const scaling = `<c:orientation val="minMax"/>${bounds ? `<c:max val="${bounds.max}"/><c:min val="${bounds.min}"/>` : ''}`;
  return (
    `<${tag}><c:axId val="${id}"/><c:scaling>${scaling}</c:scaling><c:delete val="0"/><c:axPos ` +
    `val="${pos}"/>${grid}${name ? title(name, size, false) : ''}${fmt}${ticks}<c:crossAx val="${cross}"/><c:crosses ` +
    `val="autoZero"/>${tail}</${tag}>`
  );
}

/**
 * A line chart's x axis of dates `unit` apart (CT_DateAx), from its first category to its last: a category axis
 * whose bounds both engines keep (LibreOffice reads c:min and c:max on no other category axis), one category a unit.
 */
function dateAxis(chart: ChartPlan, bounds: NonNullable<ChartPlan['xBounds']>): string {
  const fmt = chart.xFormat ? `<c:numFmt formatCode="${escapeXml(chart.xFormat)}" sourceLinked="0"/>` : '';
  return (
    `<c:dateAx><c:axId val="${X_AXIS}"/><c:scaling><c:orientation val="minMax"/><c:max val="${bounds.max}"/><c:min val="${bounds.min}"/></c:scaling>` +
    `<c:delete val="0"/><c:axPos val="b"/>${chart.xTitle ? title(chart.xTitle, textSize(chart), false) : ''}${fmt}` +
    `<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/><c:crossAx val="${Y_AXIS}"/><c:crosses val="autoZero"/>` +
    `<c:auto val="0"/><c:lblOffset val="100"/><c:baseTimeUnit val="${bounds.unit}s"/></c:dateAx>`
  );
}

/**
 * xl/charts/chartN.xml. `sheet` is the sheet the chart sits on, for ranges written without one.
 */
export function chartXml(chart: ChartPlan, sheet: string, lookup: CellLookup): string {
  const sers = chart.series.map((s, i) => series(chart, s, i, sheet, lookup)).join('');
  const axIds = `<c:axId val="${X_AXIS}"/><c:axId val="${Y_AXIS}"/>`;
  const plot =
    chart.kind === 'area'
      ? areaPlot(chart, sheet, lookup)
      : chart.kind === 'scatter'
        ? `<c:scatterChart><c:scatterStyle val="lineMarker"/><c:varyColors val="0"/>${sers}${axIds}</c:scatterChart>` +
          axis('val', X_AXIS, Y_AXIS, 'b', chart.xTitle, chart.xFormat, textSize(chart), false, chart.xBounds) +
          axis('val', Y_AXIS, X_AXIS, 'l', chart.yTitle, chart.yFormat, textSize(chart))
        : `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${sers}<c:marker val="1"/>${axIds}</c:lineChart>` +
          (chart.xBounds?.unit ? dateAxis(chart, chart.xBounds) : axis('cat', X_AXIS, Y_AXIS, 'b', chart.xTitle, chart.xFormat, textSize(chart))) +
          axis('val', Y_AXIS, X_AXIS, 'l', chart.yTitle, chart.yFormat, textSize(chart));
  return (
    XML_HEAD +
    `<c:chartSpace ${C_NS}><c:roundedCorners val="0"/><c:chart>${title(chart.title, CHART_POINTS.title * 100, true)}<c:autoTitleDeleted val="0"/>` +
    `<c:plotArea><c:layout/>${plot}</c:plotArea><c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend>` +
    `<c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart>${chart.textSize === undefined ? '' : textProperties(textSize(chart))}</c:chartSpace>`
  );
}

/**
 * An area chart (stacked or not) and, over it on the same axes, a line chart of the series drawn as
 * lines (a guideline): two chart groups sharing one category and one value axis, as Excel writes a
 * combination chart. Series are numbered across both groups, the areas first.
 */
function areaPlot(chart: ChartPlan, sheet: string, lookup: CellLookup): string {
  const axIds = `<c:axId val="${X_AXIS}"/><c:axId val="${Y_AXIS}"/>`;
  const areas = chart.series.filter((s) => s.drawAs !== 'line');
  const lines = chart.series.filter((s) => s.drawAs === 'line');
  const sers = (list: readonly SeriesPlan[], from: number) => list.map((s, i) => series(chart, s, from + i, sheet, lookup)).join('');
  const grouping = chart.stacked ? 'stacked' : 'standard';
  const lineGroup = lines.length
    ? `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${sers(lines, areas.length)}<c:marker val="1"/>${axIds}</c:lineChart>`
    : '';
  return (
    `<c:areaChart><c:grouping val="${grouping}"/><c:varyColors val="0"/>${sers(areas, 0)}${axIds}</c:areaChart>${lineGroup}` +
    axis('cat', X_AXIS, Y_AXIS, 'b', chart.xTitle, chart.xFormat, textSize(chart), true) +
    axis('val', Y_AXIS, X_AXIS, 'l', chart.yTitle, chart.yFormat, textSize(chart))
  );
}

/** One twoCellAnchor per chart, from the top-left cell to past the bottom-right one; rIds in chart order. */
export function drawingXml(charts: readonly { chart: ChartPlan; rId: string }[]): string {
  const marker = (tag: string, col: number, row: number) =>
    `<xdr:${tag}><xdr:col>${col}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`;
  const anchors = charts.map(({ chart, rId }, i) => {
    const from = parseCell(chart.from);
    const to = parseCell(chart.to);
    return (
      `<xdr:twoCellAnchor editAs="oneCell">${marker('from', from.col, from.row)}${marker('to', to.col + 1, to.row + 1)}` +
      `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${i + 2}" name="Chart ${i + 1}" ` +
      `descr="${escapeXml(chart.title)}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>` +
      `<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">` +
      `<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="${rId}"/>` +
      `</a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor>`
    );
  });
  return (
    XML_HEAD +
    `<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" ` +
    `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ` +
    `xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
    anchors.join('') +
    `</xdr:wsDr>`
  );
}
