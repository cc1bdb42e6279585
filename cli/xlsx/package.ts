/**
 * The parts exceljs cannot write, added to the package it wrote: sheet-scoped names in
 * workbook.xml, a workbook view, for each sheet with charts a drawing (linked from the sheet)
 * holding chart parts (linked from the drawing), and for a workbook whose cells call the add-in
 * Excel's form of those cells and the add-in reference (live-formulas.ts, webextension.ts), each
 * declared in [Content_Types].xml. The package is then zipped again with fixed dates, so the same
 * plan gives the same bytes.
 */
import JSZip from 'jszip';
import zlib from 'zlib';
import { parseCell } from '../../addin/formula/a1';
import { type CellPlan, dataCell, type DataRows, type SheetPlan, type WorkbookPlan } from '../../addin/workbook/plan';
import { appendDataRows } from './data-rows';
import { chartCells, chartXml, drawingXml, type CellLookup } from './charts';
import { addDefinedNames } from './names';
import { loadFunctions } from '../registry';
import { METADATA_XML, resolvedId, resolveSheet } from './live-formulas';
import {
  manifestIdentity,
  TASKPANES_REL,
  TASKPANES_TYPE,
  taskpanesXml,
  WEBEXTENSION_REL,
  WEBEXTENSION_TYPE,
  webExtensionXml,
  type Deployment,
} from './webextension';
import { escapeXml, unescapeXml, XML_HEAD } from './xml';

const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CHART_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';
const DRAWING_TYPE = 'application/vnd.openxmlformats-officedocument.drawing+xml';
const METADATA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml';
const ZIP_DATE = new Date(Date.UTC(2024, 0, 1));

type Files = Map<string, string | Uint8Array>;

/**
 * JSZip's own form of a part already deflated (lib/compressedObject.js, what it keeps of a part it read
 * from a zip): generateAsync writes it as it is, its sizes and CRC in the headers, instead of deflating
 * it again in JavaScript. JSZip exports neither this nor its DEFLATE method, so both come from its lib.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const CompressedObject = require('jszip/lib/compressedObject') as new (
  compressedSize: number,
  uncompressedSize: number,
  crc32: number,
  compression: unknown,
  data: Uint8Array,
) => object;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DEFLATE } = require('jszip/lib/compressions') as { DEFLATE: unknown };
// zlib.crc32 is Node 20.15's and 22.2's; before them, JSZip's (in JavaScript).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const crc32 = (data: Uint8Array): number => (zlib.crc32 ? zlib.crc32(data) : (require('jszip/lib/crc32') as (data: Uint8Array) => number)(data) >>> 0);
/** The compression level, JSZip's before (pako's 6, zlib's default). */
const LEVEL = 6;

/**
 * A part deflated by Node's zlib, as JSZip writes it. A sheet of a year of intervals is 19 MB of XML,
 * which JSZip (pako, in JavaScript) took about three times as long to deflate. Empty parts stay data:
 * JSZip stores those.
 */
function deflated(data: Uint8Array): Uint8Array | object {
  if (data.length === 0) return data;
  const packed = zlib.deflateRawSync(data, { level: LEVEL });
  return new CompressedObject(packed.length, data.length, crc32(data), DEFLATE, packed);
}

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Sheet name → its part ("xl/worksheets/sheet1.xml"), read from workbook.xml and its rels rather than assumed. */
export function sheetParts(workbookXml: string, workbookRels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const rel of workbookRels.match(/<Relationship\s[^>]*>/g) ?? []) {
    const target = attr(rel, 'Target')!;
    targets.set(attr(rel, 'Id')!, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const parts = new Map<string, string>();
  for (const sheet of workbookXml.match(/<sheet\s[^>]*>/g) ?? []) {
    parts.set(unescapeXml(attr(sheet, 'name')!), targets.get(attr(sheet, 'r:id')!)!);
  }
  return parts;
}

/** The rels part of a part; '' is the package itself. */
const relsPathOf = (part: string) => (part === '' ? '_rels/.rels' : part.replace(/([^/]+)$/, '_rels/$1.rels'));

/**
 * Adds a relationship to a rels part (creating it), returning its new id: rIds exceljs used stay as
 * they are. A type is a full URI, or the last segment of an officeDocument relationship type.
 */
function addRelationship(files: Files, part: string, type: string, target: string): string {
  const path = relsPathOf(part);
  const xml = (files.get(path) as string | undefined) ?? `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"></Relationships>`;
  const used = [...xml.matchAll(/Id="rId(\d+)"/g)].map((m) => Number(m[1]));
  const id = `rId${Math.max(0, ...used) + 1}`;
  const uri = type.includes('://') ? type : `${REL_NS}/${type}`;
  files.set(path, xml.replace('</Relationships>', `<Relationship Id="${id}" Type="${uri}" Target="${escapeXml(target)}"/></Relationships>`));
  return id;
}

/** <drawing> goes where CT_Worksheet puts it: before the legacy drawings, table parts and extensions. */
function linkDrawing(sheetXml: string, rId: string): string {
  const element = `<drawing r:id="${rId}"/>`;
  const next = /<(legacyDrawing|legacyDrawingHF|drawingHF|picture|oleObjects|controls|webPublishItems|tableParts|extLst)[\s>/]/.exec(sheetXml);
  const at = next ? next.index : sheetXml.lastIndexOf('</worksheet>');
  return sheetXml.slice(0, at) + element + sheetXml.slice(at);
}

/** Whether a reference differs from its lookup form (no $, capitals): holds a $, a small letter, or any non-ASCII character. */
function uncanonical(ref: string): boolean {
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c === 36 || (c >= 97 && c <= 122) || c > 127) return true;
  }
  return false;
}

/**
 * The plan's cells the charts read, by sheet name and address ($ dropped, in capitals). Only the
 * cells the charts list (chartCells) are indexed, and only on a sheet's first lookup: a year of
 * intervals is 300,000 cells, of which the charts read a few thousand.
 */
function lookupOf(plan: WorkbookPlan): CellLookup {
  const wanted = new Map<string, Set<string>>();
  for (const s of plan.sheets) {
    for (const chart of s.charts) {
      for (const { sheet, refs } of chartCells(chart, s.name)) {
        const set = wanted.get(sheet) ?? wanted.set(sheet, new Set()).get(sheet)!;
        for (const ref of refs) set.add(ref);
      }
    }
  }
  const sheets = new Map(plan.sheets.map((s) => [s.name, s]));
  const bySheet = new Map<string, Map<string, CellPlan>>();
  const index = (name: string, refs: ReadonlySet<string>): Map<string, CellPlan> => {
    const cells = new Map<string, CellPlan>();
    // In the plan's order, so a later cell at the same address wins.
    const sheet = sheets.get(name);
    for (const c of sheet?.cells ?? []) {
      const ref = refs.has(c.ref) || !uncanonical(c.ref) ? c.ref : c.ref.replace(/\$/g, '').toUpperCase();
      if (refs.has(ref)) cells.set(ref, c);
    }
    // The data rows' cells the charts read (a chart of every interval reads them all).
    const data = sheet?.data;
    if (data) {
      for (const ref of refs) {
        const at = parseCell(ref);
        const c = cells.has(ref) ? undefined : dataCell(data, at.row, at.col);
        if (c) cells.set(ref, c);
      }
    }
    return cells;
  };
  return (sheet, ref) => {
    const refs = wanted.get(sheet);
    if (!refs?.has(ref)) throw new Error(`A chart reads ${sheet}!${ref}, which chartCells does not list`);
    const cells = bySheet.get(sheet) ?? bySheet.set(sheet, index(sheet, refs)).get(sheet)!;
    return cells.get(ref);
  };
}

function addCharts(files: Files, sheet: SheetPlan, sheetPart: string, n: { drawing: number; chart: number }, lookup: CellLookup, types: string[]): void {
  const drawingPart = `xl/drawings/drawing${++n.drawing}.xml`;
  const anchors = sheet.charts.map((chart) => {
    const chartPart = `xl/charts/chart${++n.chart}.xml`;
    files.set(chartPart, chartXml(chart, sheet.name, lookup));
    types.push(`<Override PartName="/${chartPart}" ContentType="${CHART_TYPE}"/>`);
    return { chart, rId: addRelationship(files, drawingPart, 'chart', `../charts/${chartPart.split('/').pop()}`) };
  });
  files.set(drawingPart, drawingXml(anchors));
  types.push(`<Override PartName="/${drawingPart}" ContentType="${DRAWING_TYPE}"/>`);
  const rId = addRelationship(files, sheetPart, 'drawing', `../drawings/${drawingPart.split('/').pop()}`);
  files.set(sheetPart, linkDrawing(files.get(sheetPart) as string, rId));
}

/**
 * A workbook view, which exceljs leaves out unless asked: files without one are reported to crash
 * Excel's print preview. CT_Workbook puts <bookViews> right before <sheets>.
 */
function addBookViews(workbookXml: string): string {
  if (workbookXml.includes('<bookViews>')) return workbookXml;
  if (!workbookXml.includes('<sheets>')) throw new Error('workbook.xml has no <sheets>');
  return workbookXml.replace(
    '<sheets>',
    '<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="28800" windowHeight="17400" activeTab="0"/></bookViews><sheets>',
  );
}

/** Values that come from the add-in are computed again when Excel opens the file, not only shown from the cache. */
function recalculateOnLoad(workbookXml: string): string {
  if (!/<calcPr\b/.test(workbookXml)) throw new Error('workbook.xml has no <calcPr>');
  return workbookXml.replace(/<calcPr\b([^>]*?)\s*\/>/, (_, attrs: string) => `<calcPr${attrs.replace(/\sfullCalcOnLoad="[^"]*"/, '')} fullCalcOnLoad="1"/>`);
}

export interface PackageOptions {
  /** How the planners' Excel installs the add-in, for the reference a live workbook carries (default: sideloaded). */
  readonly addin?: Deployment;
}

let addinFunctions: ReadonlySet<string> | undefined;
/** The ids the add-in defines: the adapters' own, loaded once. */
const definesFunction = (id: string): boolean => (addinFunctions ??= new Set(loadFunctions().keys())).has(id);

/**
 * Stores the cells that call the add-in as Excel does, and adds what goes with them: the cell
 * metadata they point to, the add-in reference listing the functions called, recalculation on
 * load. A workbook with no such cell (portable) is left as it is.
 */
function addLiveForm(files: Files, sheetParts: Iterable<string>, types: string[], options: PackageOptions): void {
  const calls = new Set<string>();
  for (const part of sheetParts) {
    const resolved = resolveSheet(files.get(part) as string, definesFunction);
    files.set(part, resolved.xml);
    for (const id of resolved.calls) calls.add(id);
  }
  if (calls.size === 0) return;
  files.set('xl/metadata.xml', METADATA_XML);
  addRelationship(files, 'xl/workbook.xml', 'sheetMetadata', 'metadata.xml');
  types.push(`<Override PartName="/xl/metadata.xml" ContentType="${METADATA_TYPE}"/>`);

  const ids = [...calls].sort().map(resolvedId);
  files.set('xl/webextensions/webextension1.xml', webExtensionXml(manifestIdentity(), options.addin ?? { kind: 'sideload' }, ids));
  const rId = addRelationship(files, 'xl/webextensions/taskpanes.xml', WEBEXTENSION_REL, 'webextension1.xml');
  files.set('xl/webextensions/taskpanes.xml', taskpanesXml(rId));
  addRelationship(files, '', TASKPANES_REL, 'xl/webextensions/taskpanes.xml');
  types.push(
    `<Override PartName="/xl/webextensions/taskpanes.xml" ContentType="${TASKPANES_TYPE}"/>`,
    `<Override PartName="/xl/webextensions/webextension1.xml" ContentType="${WEBEXTENSION_TYPE}"/>`,
  );

  files.set('xl/workbook.xml', recalculateOnLoad(files.get('xl/workbook.xml') as string));
}

const isXml = (path: string) => /\.(xml|rels)$/.test(path);

/** `bulk`: the data rows exceljs left to be written by hand, by sheet name (data-rows.ts). */
export async function finishPackage(
  xlsx: Buffer,
  plan: WorkbookPlan,
  options: PackageOptions = {},
  bulk: ReadonlyMap<string, DataRows> = new Map(),
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const files: Files = new Map();
  for (const [path, entry] of Object.entries(zip.files)) {
    // Decoded and encoded by Node (Buffer), not by JSZip's JavaScript UTF-8: a sheet of measurement intervals is tens of MB of XML.
    if (!entry.dir) files.set(path, isXml(path) ? (await entry.async('nodebuffer')).toString('utf8') : await entry.async('uint8array'));
  }
  const workbookXml = files.get('xl/workbook.xml') as string;
  files.set('xl/workbook.xml', addBookViews(addDefinedNames(workbookXml, plan)));

  const parts = sheetParts(workbookXml, files.get('xl/_rels/workbook.xml.rels') as string);
  const lookup = lookupOf(plan);
  const types: string[] = [];
  const n = { drawing: 0, chart: 0 };
  for (const sheet of plan.sheets) {
    if (sheet.charts.length === 0) continue;
    const part = parts.get(sheet.name);
    if (!part || !files.has(part)) throw new Error(`No part for sheet ${sheet.name}`);
    addCharts(files, sheet, part, n, lookup, types);
  }
  addLiveForm(files, new Set(parts.values()), types, options);
  // Last: the other steps read the sheets' XML, and these rows hold nothing for them.
  for (const [name, rows] of bulk) files.set(parts.get(name)!, appendDataRows(files.get(parts.get(name)!) as string, rows));
  if (types.length) files.set('[Content_Types].xml', (files.get('[Content_Types].xml') as string).replace('</Types>', `${types.join('')}</Types>`));

  // [Content_Types].xml first, as Office writes it; the rest in a stable order with one date.
  const out = new JSZip();
  const order = [...files.keys()].sort((a, b) => (a === '[Content_Types].xml' ? -1 : b === '[Content_Types].xml' ? 1 : a < b ? -1 : a > b ? 1 : 0));
  for (const path of order) {
    const data = files.get(path)!;
    const part = deflated(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    out.file(path, part as Uint8Array, { date: ZIP_DATE, createFolders: false });
  }
  // DEFLATE: the method the parts were deflated by, so JSZip writes them as they are.
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: LEVEL }, platform: 'DOS' });
}
