/**
 * One neutral description of a written sheet (cells, formulas, number formats, names, validations,
 * conditional formats, tables, charts, panes), read from the fake Excel after the Office.js writer
 * and from an .xlsx file after the exceljs writer, so the parity test can hold them equal.
 */
import type ExcelJS from 'exceljs';
import { relationships, relsOfPart, resolvePart, text, type Written } from '../cli/xlsx/read';
import { widthPoints } from '../../taskpane/writer';
import { typedFormula } from '../../cli/xlsx/live-formulas';
import { excelValue } from '../../support/compare';
import { cellAddress, parseArea } from '../../addin/formula/a1';
import type { FakePageLayout, FakeWorkbook } from '../../support/fake-excel';
import { unescapeXml } from '../../cli/xlsx/xml';

export type CellView = { value?: unknown; formula?: string; format?: string; wrap?: true; align?: 'right'; top?: true };
export type ValidationView =
  | { kind: 'list'; items: string[]; prompt?: string; error?: string }
  | { kind: 'listRange'; source: string; prompt?: string; error?: string }
  | { kind: 'decimal' | 'whole'; min: number; max: number; prompt?: string; error?: string };
export interface ChartView {
  kind: 'line' | 'scatter' | 'area' | 'stacked area';
  title: string;
  from: string;
  to: string;
  categories: string | null;
  /** A series named by a cell shows its reference; its name is then the cell's (the fake cannot calculate it): null. */
  series: {
    name: string | null;
    nameRef: string | null;
    values: string | null;
    x: string | null;
    drawn: 'area' | 'line';
    color: string | null;
    line: string;
    marker: { symbol: string; size: number; color: string | null } | null;
    /** The number format of the values labelled at the points, null without labels. */
    labels: string | null;
  }[];
  /** The category axis is text (times as labels), not Excel's automatic date axis. */
  textAxis: boolean;
  /** The category axis is a date axis counting this unit ("months"), null otherwise. */
  dateUnit: string | null;
  xTitle: string | null;
  yTitle: string | null;
  xFormat: string | null;
  yFormat: string | null;
  /** The x axis's bounds where set, null where automatic. */
  xBounds: { min: number; max: number; major?: number } | null;
  /** The chart's text size in points where set (a page shrunk below 8 points of Excel's 10), with its title's. */
  textSize: { text: number; title: number } | null;
}
export interface SheetView {
  name: string;
  cells: Record<string, CellView>;
  names: Record<string, string>;
  validations: Record<string, ValidationView>;
  /** Rules of each range in the order they are evaluated: [formula, fill, font colour]. */
  conditional: Record<string, [string, string, string][]>;
  tables: { name: string; ref: string }[];
  charts: ChartView[];
  merges: string[];
  freeze: { rows: number; columns: number } | null;
  tabColor: string | null;
  /** Points, per column from A; null where the file gives none. */
  widths: (number | null)[];
  /** Row number (from 1) → points, for the rows given a height. */
  rowHeights: Record<number, number>;
  hidden: boolean;
  print: PrintView | null;
}
export interface PrintView {
  orientation: string;
  fit: { wide: number; tall: number } | null;
  area: string | null;
  titleRows: string | null;
  header: { left?: string; center?: string; right?: string };
  footer: { left?: string; center?: string; right?: string };
}

/** A header or footer string of Excel's section codes ("&Lleft&Ccenter&Rright") as its three parts. */
function sections(text: string | null | undefined): PrintView['header'] {
  const out: Record<string, string> = {};
  let part = 'center';
  let i = 0;
  while (i < (text ?? '').length) {
    const t = text as string;
    if (t[i] === '&' && 'LCR'.includes(t[i + 1])) {
      part = { L: 'left', C: 'center', R: 'right' }[t[i + 1] as 'L' | 'C' | 'R'];
      i += 2;
      continue;
    }
    // "&&" is one ampersand of the text; other codes (&D, &P) stay as they are.
    const n = t[i] === '&' ? 2 : 1;
    out[part] = (out[part] ?? '') + t.slice(i, i + n);
    i += n;
  }
  return out;
}

const colour = (c: string | null | undefined): string | null =>
  c
    ? c
        .replace(/^#/, '')
        .replace(/^FF(?=[0-9A-F]{6}$)/i, '')
        .toUpperCase()
    : null;
/** Chart references with or without quotes round the sheet name are the same reference. */
const bare = (ref: string | null): string | null =>
  ref === null ? null : ref.replace(/^'((?:[^']|'')*)'!/, (_, sheet: string) => `${sheet.replace(/''/g, "'")}!`);
const withoutUndefined = <T extends object>(o: T): T => JSON.parse(JSON.stringify(o));
/**
 * A time's serial to a microsecond or so: exceljs reads a date-formatted number as a Date, whole
 * milliseconds, and its serial back differs from the plan's in the last bits.
 */
const timeValue = (v: unknown, format: string | undefined): unknown => (typeof v === 'number' && format && /yy|hh/.test(format) ? Number(v.toFixed(8)) : v);

// ---------------------------------------------------------------- the fake

export function viewOfFake(wb: FakeWorkbook, name: string): SheetView {
  const s = wb.sheet(name);
  const cells: Record<string, CellView> = {};
  for (const [ref, c] of s.cells) {
    const format = c.numberFormat === 'General' ? undefined : c.numberFormat;
    if (c.value === null && c.formula === null && !format && !c.style.wrap) continue;
    const align = c.style.align === 'Right' ? ('right' as const) : undefined;
    cells[ref] = withoutUndefined({
      value: c.formula ? undefined : (timeValue(c.value, format) ?? undefined),
      formula: c.formula ?? undefined,
      format,
      wrap: c.style.wrap ? (true as const) : undefined,
      align,
      // Set top-aligned, on a cell that holds something (an empty cell's alignment is not compared).
      top: c.style.valign === 'Top' && (c.value !== null || c.formula !== null) ? (true as const) : undefined,
    });
  }
  const validations: Record<string, ValidationView> = {};
  for (const v of s.validations) {
    const [kind] = Object.keys(v.rule);
    const body = v.rule[kind] as { source?: string; formula1?: number; formula2?: number };
    const messages = { prompt: v.prompt?.showPrompt ? v.prompt.message : undefined, error: v.errorAlert?.showAlert ? v.errorAlert.message : undefined };
    const view: ValidationView = withoutUndefined(
      kind === 'list'
        ? body.source!.startsWith('=')
          ? { kind: 'listRange' as const, source: body.source!.slice(1), ...messages }
          : { kind: 'list' as const, items: body.source!.split(','), ...messages }
        : { kind: kind === 'decimal' ? ('decimal' as const) : ('whole' as const), min: Number(body.formula1), max: Number(body.formula2), ...messages },
    );
    // exceljs reads a validation back cell by cell.
    for (const ref of cellsOf(v.ref)) validations[ref] = view;
  }
  const conditional: SheetView['conditional'] = {};
  for (const f of s.conditionalFormats) (conditional[f.ref] ??= []).push([f.formula ?? '', colour(f.fill) ?? '', colour(f.fontColor) ?? '']);
  return {
    name,
    cells,
    names: Object.fromEntries([...s.names].map(([n, f]) => [n, f.replace(/^=/, '')])),
    validations,
    conditional,
    tables: s.tables.map((t) => ({ name: t.name, ref: t.ref })),
    charts: s.charts.map((c) => ({
      kind: c.type === 'Line' ? 'line' : c.type === 'AreaStacked' ? 'stacked area' : c.type === 'Area' ? 'area' : 'scatter',
      title: c.title ?? '',
      from: c.from ?? '',
      to: c.to ?? '',
      categories: bare(c.series[0]?.xValues ?? null),
      series: c.series.map((x) => ({
        name: x.nameRef ? null : x.name,
        nameRef: bare(x.nameRef),
        values: bare(x.values),
        x: bare(x.xValues),
        // A series of an area chart is an area unless given a chart type of its own (a line over the areas).
        drawn: c.type.startsWith('Area') && (x.chartType === undefined || x.chartType.startsWith('Area')) ? 'area' : 'line',
        // An area's colour is its fill; a line's, its line's.
        color: colour(x.fill ?? x.color),
        line: x.lineStyle === 'None' ? 'none' : x.lineStyle === 'Dash' ? 'dash' : 'solid',
        // A marker is drawn in one colour, inside and edge alike.
        marker:
          x.markerStyle && x.markerStyle !== 'None'
            ? {
                symbol: x.markerStyle.toLowerCase(),
                size: x.markerSize ?? 0,
                color: colour(x.markerBackground === x.markerForeground ? x.markerBackground : null),
              }
            : null,
        labels: x.dataLabels?.shown && x.dataLabels.showValue && x.dataLabels.position === 'Top' ? (x.dataLabels.numberFormat ?? 'General') : null,
      })),
      textAxis: c.categoryAxis.categoryType === 'TextAxis',
      dateUnit: c.categoryAxis.categoryType === 'DateAxis' ? (c.categoryAxis.baseTimeUnit?.toLowerCase() ?? null) : null,
      xTitle: c.categoryAxis.title,
      yTitle: c.valueAxis.title,
      xFormat: c.categoryAxis.numberFormat,
      yFormat: c.valueAxis.numberFormat,
      xBounds:
        c.categoryAxis.minimum === undefined && c.categoryAxis.maximum === undefined
          ? null
          : withoutUndefined({ min: c.categoryAxis.minimum ?? NaN, max: c.categoryAxis.maximum ?? NaN, major: c.categoryAxis.majorUnit }),
      textSize: c.textSize === undefined ? null : { text: c.textSize, title: c.titleSize ?? 0 },
    })),
    merges: [...s.merges].sort(),
    freeze: s.freeze,
    tabColor: colour(s.tabColor),
    widths: [...s.columnWidths.entries()].sort((a, b) => a[0] - b[0]).map(([, w]) => w),
    rowHeights: Object.fromEntries([...s.rowHeights].map(([r, h]) => [r + 1, h])),
    hidden: s.visibility !== 'Visible',
    print: printOfFake(s.pageLayout),
  };
}

function printOfFake(p: FakePageLayout): PrintView | null {
  if (p.orientation === null && p.zoom === null && p.printArea === null) return null;
  const part = (side: 'Header' | 'Footer'): PrintView['header'] =>
    withoutUndefined({
      left: p.headers[`left${side}`] || undefined,
      center: p.headers[`center${side}`] || undefined,
      right: p.headers[`right${side}`] || undefined,
    });
  return {
    orientation: (p.orientation ?? 'Portrait').toLowerCase(),
    fit: p.zoom && p.zoom.scale === undefined ? { wide: p.zoom.horizontalFitToPages ?? 1, tall: p.zoom.verticalFitToPages ?? 1 } : null,
    area: p.printArea,
    titleRows: p.printTitleRows?.replace(/\$/g, '') ?? null,
    header: part('Header'),
    footer: part('Footer'),
  };
}

// ---------------------------------------------------------------- the xlsx file

function cellOfXlsx(c: ExcelJS.Cell): CellView | null {
  if (c.isMerged && c.master.address !== c.address) return null;
  const v = c.value as unknown;
  const format = c.numFmt && c.numFmt !== 'General' ? c.numFmt : undefined;
  const wrap = c.alignment?.wrapText ? (true as const) : undefined;
  const align = c.alignment?.horizontal === 'right' ? ('right' as const) : undefined;
  const top = c.alignment?.vertical === 'top' ? (true as const) : undefined;
  // A formula as Excel shows it (and as Office.js writes it): the add-in's calls as typed, not as stored (_xldudf_AS400_EIU).
  if (v !== null && typeof v === 'object' && 'formula' in v)
    return withoutUndefined({ formula: `=${typedFormula((v as { formula: string }).formula)}`, format, wrap, align, top });
  // exceljs keeps a planned '' as an empty text cell; Office.js cannot type one, and Excel shows both as empty.
  if (v === null || v === undefined || v === '') return format || wrap ? withoutUndefined({ format, wrap }) : null;
  // exceljs reads a number with a date format (a sheet's "Months counted from") as a Date: back to the serial Office.js writes.
  return withoutUndefined({ value: timeValue(excelValue(v), format), format, wrap, align, top });
}

/** The page setup exceljs read back; the fit only where the file turns it on (<pageSetUpPr fitToPage="1"/>). */
function printOfXlsx(ws: ExcelJS.Worksheet): PrintView | null {
  const p = ws.pageSetup;
  // exceljs reads a sheet without <headerFooter> as headerFooter null.
  const hf = ws.headerFooter ?? {};
  if (!p.printArea && !p.fitToPage && !hf.oddHeader && !hf.oddFooter) return null;
  return {
    orientation: p.orientation ?? 'portrait',
    fit: p.fitToPage ? { wide: p.fitToWidth ?? 1, tall: p.fitToHeight ?? 1 } : null,
    area: p.printArea ?? null,
    titleRows: p.printTitlesRow ?? null,
    header: sections(hf.oddHeader),
    footer: sections(hf.oddFooter),
  };
}

const tag = (xml: string, name: string): string[] => [...xml.matchAll(new RegExp(`<${name}[ >][\\s\\S]*?</${name}>`, 'g'))].map((m) => m[0]);
const first = (xml: string, re: RegExp): string | null => re.exec(xml)?.[1] ?? null;
function cellsOf(ref: string): string[] {
  const area = parseArea(ref);
  const out: string[] = [];
  for (let r = area.top; r <= area.bottom; r++) for (let c = area.left; c <= area.right; c++) out.push(cellAddress(r, c));
  return out;
}
const at = (col: number, row: number): string => {
  let s = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return `${s}${row + 1}`;
};

async function chartsOfXlsx(written: Written, name: string): Promise<ChartView[]> {
  const zip = written.zip;
  const workbook = await text(zip, 'xl/workbook.xml');
  const rid = first(
    workbook,
    new RegExp(
      `<sheet [^>]*name="${name
        .replace(/&/g, '&amp;')
        .replace(/'/g, '&apos;')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*r:id="([^"]+)"`,
    ),
  );
  const sheetPart = resolvePart('xl/workbook.xml', relationships(await text(zip, 'xl/_rels/workbook.xml.rels')).get(rid!)!.target);
  if (!zip.file(relsOfPart(sheetPart))) return [];
  const drawingRel = [...relationships(await text(zip, relsOfPart(sheetPart))).values()].find((r) => r.type === 'drawing');
  if (!drawingRel) return [];
  const drawingPart = resolvePart(sheetPart, drawingRel.target);
  const drawing = await text(zip, drawingPart);
  const drawingRels = relationships(await text(zip, relsOfPart(drawingPart)));
  const out: ChartView[] = [];
  for (const anchor of tag(drawing, 'xdr:twoCellAnchor')) {
    const marker = (t: string): [number, number] => {
      const m = tag(anchor, `xdr:${t}`)[0];
      return [Number(first(m, /<xdr:col>(\d+)</)), Number(first(m, /<xdr:row>(\d+)</))];
    };
    const [fc, fr] = marker('from');
    const [tc, tr] = marker('to');
    const chart = await text(zip, resolvePart(drawingPart, drawingRels.get(first(anchor, /r:id="([^"]+)"/)!)!.target));
    const scatter = chart.includes('<c:scatterChart>');
    const areaGroup = tag(chart, 'c:areaChart')[0] ?? null;
    const series = tag(chart, 'c:ser');
    const ref = (xml: string, el: string): string | null => {
      const part = tag(xml, el)[0];
      return part ? bare(unescapeXml(first(part, /<c:f>([^<]*)<\/c:f>/) ?? '')) : null;
    };
    const axes = [...tag(chart, 'c:catAx'), ...tag(chart, 'c:dateAx'), ...tag(chart, 'c:valAx')].map((a) => ({
      pos: first(a, /<c:axPos val="(\w)"/),
      title: tag(a, 'c:title').map((t) => unescapeXml(first(t, /<a:t>([^<]*)<\/a:t>/) ?? ''))[0] ?? null,
      format: first(a, /<c:numFmt formatCode="([^"]*)"/),
      min: first(a, /<c:min val="([^"]*)"/),
      max: first(a, /<c:max val="([^"]*)"/),
      major: first(a, /<c:majorUnit val="([^"]*)"/),
    }));
    const x = axes.find((a) => a.pos === 'b');
    const y = axes.find((a) => a.pos === 'l');
    const chartTitle = tag(chart, 'c:title').find((t) => !axes.some((a) => a.title !== null && t.includes(`<a:t>${a.title}</a:t>`)));
    out.push({
      kind: scatter ? 'scatter' : areaGroup === null ? 'line' : areaGroup.includes('<c:grouping val="stacked"/>') ? 'stacked area' : 'area',
      title: unescapeXml(first(chartTitle ?? tag(chart, 'c:title')[0], /<a:t>([^<]*)<\/a:t>/) ?? ''),
      from: at(fc, fr),
      to: at(tc - 1, tr - 1),
      categories: series[0] ? ref(series[0], scatter ? 'c:xVal' : 'c:cat') : null,
      series: series.map((s) => {
        const marker = tag(s, 'c:marker')[0] ?? '';
        const dLbls = tag(s, 'c:dLbls')[0] ?? '';
        const symbol = first(marker, /<c:symbol val="(\w+)"/);
        // The series' own spPr, not its marker's.
        const spPr = tag(s.replace(marker, ''), 'c:spPr')[0] ?? '';
        return {
          name: tag(s, 'c:tx')[0]?.includes('<c:strRef>') ? null : unescapeXml(first(tag(s, 'c:tx')[0] ?? '', /<c:v>([^<]*)<\/c:v>/) ?? ''),
          nameRef: tag(s, 'c:tx')[0]?.includes('<c:strRef>') ? ref(s, 'c:tx') : null,
          values: ref(s, scatter ? 'c:yVal' : 'c:val'),
          x: ref(s, scatter ? 'c:xVal' : 'c:cat'),
          drawn: areaGroup !== null && areaGroup.includes(s) ? ('area' as const) : ('line' as const),
          color: colour(first(spPr, /<a:srgbClr val="([0-9A-Fa-f]{6})"/) ?? first(marker, /<a:srgbClr val="([0-9A-Fa-f]{6})"/)),
          line: spPr.includes('<a:noFill/>') ? 'none' : spPr.includes('<a:prstDash val="dash"/>') ? 'dash' : 'solid',
          marker:
            symbol && symbol !== 'none'
              ? { symbol, size: Number(first(marker, /<c:size val="(\d+)"/)), color: colour(first(marker, /<a:srgbClr val="([0-9A-Fa-f]{6})"/)) }
              : null,
          labels:
            dLbls.includes('<c:showVal val="1"/>') && dLbls.includes('<c:dLblPos val="t"/>')
              ? unescapeXml(first(dLbls, /<c:numFmt formatCode="([^"]*)"/) ?? 'General')
              : null,
        };
      }),
      textAxis: tag(chart, 'c:catAx').some((a) => a.includes('<c:auto val="0"/>')),
      dateUnit: tag(chart, 'c:dateAx').map((a) => first(a, /<c:baseTimeUnit val="(\w+)"/))[0] ?? null,
      xTitle: x?.title ?? null,
      yTitle: y?.title ?? null,
      xFormat: x?.format ? unescapeXml(x.format) : null,
      yFormat: y?.format ? unescapeXml(y.format) : null,
      xBounds: x?.min || x?.max ? { min: Number(x.min ?? NaN), max: Number(x.max ?? NaN), ...(x.major ? { major: Number(x.major) } : {}) } : null,
      // The chart space's default text (after the chart), and the title's own size.
      textSize: chart.includes('</c:chart><c:txPr>')
        ? {
            text: Number(first(chart.slice(chart.indexOf('</c:chart><c:txPr>')), /<a:defRPr sz="(\d+)"/)) / 100,
            title: Number(first(chartTitle ?? '', /<a:defRPr sz="(\d+)"/)) / 100,
          }
        : null,
    });
  }
  return out;
}

function rowHeightsOf(ws: ExcelJS.Worksheet): [number, number][] {
  const out: [number, number][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    if (row.height !== undefined && row.height !== null) out.push([n, row.height]);
  });
  return out;
}

type ExcelValidation = { type: string; formulae: unknown[]; showInputMessage?: boolean; prompt?: string; showErrorMessage?: boolean; error?: string };
type ExcelRule = { formulae: string[]; priority: number; style: { fill?: { bgColor?: { argb: string } }; font?: { color?: { argb: string } } } };

export async function viewOfXlsx(written: Written, name: string): Promise<SheetView> {
  const ws = written.book.getWorksheet(name);
  if (!ws) throw new Error(`no sheet ${name} in the xlsx`);
  const cells: Record<string, CellView> = {};
  ws.eachRow({ includeEmpty: true }, (row) =>
    row.eachCell({ includeEmpty: true }, (c) => {
      const v = cellOfXlsx(c);
      if (v) cells[c.address] = v;
    }),
  );
  const index = written.sheets.indexOf(name);
  const validations: Record<string, ValidationView> = {};
  const model = (ws as unknown as { dataValidations: { model: Record<string, ExcelValidation> } }).dataValidations.model;
  for (const [ref, v] of Object.entries(model)) {
    const messages = { prompt: v.showInputMessage ? v.prompt : undefined, error: v.showErrorMessage ? v.error : undefined };
    const f = String(v.formulae[0]);
    validations[ref] = withoutUndefined(
      v.type === 'list'
        ? f.startsWith('"')
          ? { kind: 'list' as const, items: f.slice(1, -1).split(','), ...messages }
          : { kind: 'listRange' as const, source: f, ...messages }
        : { kind: v.type === 'decimal' ? ('decimal' as const) : ('whole' as const), min: Number(v.formulae[0]), max: Number(v.formulae[1]), ...messages },
    );
  }
  const conditional: SheetView['conditional'] = {};
  const formattings = (ws as unknown as { conditionalFormattings: { ref: string; rules: ExcelRule[] }[] }).conditionalFormattings;
  for (const f of formattings) {
    conditional[f.ref] = [...f.rules]
      .sort((a, b) => a.priority - b.priority)
      .map((r) => [`=${r.formulae[0]}`, colour(r.style.fill?.bgColor?.argb) ?? '', colour(r.style.font?.color?.argb) ?? '']);
  }
  const tables = Object.values((ws as unknown as { tables: Record<string, { table: { name: string; tableRef: string } }> }).tables).map((t) => ({
    name: t.table.name,
    ref: t.table.tableRef,
  }));
  const view = (ws.views ?? []).find((v) => v?.state === 'frozen') as { xSplit?: number; ySplit?: number } | undefined;
  const widths: (number | null)[] = [];
  for (let i = 1; i <= ws.columnCount; i++) {
    const w = ws.getColumn(i).width;
    // exceljs does not write a width equal to its own default (9), so such a column reads back without one.
    widths[i - 1] = w === undefined ? null : widthPoints(w);
  }
  while (widths.length > 0 && widths[widths.length - 1] === null) widths.pop();
  return {
    name,
    cells,
    // Excel's own names (_xlnm.Print_Area, _xlnm.Print_Titles) are the page setup, compared under print.
    names: Object.fromEntries(written.names.filter((n) => n.localSheetId === index && !n.name.startsWith('_xlnm.')).map((n) => [n.name, n.refersTo])),
    validations,
    conditional,
    tables,
    charts: await chartsOfXlsx(written, name),
    merges: [...(ws.model.merges ?? [])].sort(),
    freeze: view ? { rows: view.ySplit ?? 0, columns: view.xSplit ?? 0 } : null,
    tabColor: colour((ws.properties.tabColor as { argb?: string } | undefined)?.argb),
    widths,
    rowHeights: Object.fromEntries(rowHeightsOf(ws)),
    hidden: ws.state !== 'visible',
    print: printOfXlsx(ws),
  };
}
