/**
 * Reading a written workbook back for the tests: exceljs for cells, the zip itself for what
 * exceljs does not read (sheet-scoped names, charts), and saxes to hold every hand-written part
 * to well-formed XML.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { unescapeXml } from '../../../cli/xlsx/xml';

export interface Written {
  readonly book: ExcelJS.Workbook;
  readonly zip: JSZip;
  /** Sheet names in <sheets> order: localSheetId indexes this. */
  readonly sheets: string[];
  readonly names: { name: string; localSheetId: number | null; refersTo: string }[];
}

/** The cells a sheet-scoped name of a written workbook refers to, without the sheet and the dollars ("B5", "B5:E5"). */
export function namedRefIn(w: Written, sheet: string, name: string): string {
  const n = w.names.find((x) => x.name === name && w.sheets[x.localSheetId!] === sheet);
  if (!n) throw new Error(`no name ${name} on ${sheet}`);
  return n.refersTo.split('!')[1].replace(/\$/g, '');
}

export async function readWritten(xlsx: Buffer): Promise<Written> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const zip = await JSZip.loadAsync(xlsx);
  const workbook = await text(zip, 'xl/workbook.xml');
  const sheets = [...workbook.matchAll(/<sheet\s[^>]*name="([^"]*)"/g)].map((m) => unescapeXml(m[1]));
  const names = [...workbook.matchAll(/<definedName\s([^>]*)>([^<]*)<\/definedName>/g)].map((m) => ({
    name: unescapeXml(/name="([^"]*)"/.exec(m[1])![1]),
    localSheetId: /localSheetId="(\d+)"/.test(m[1]) ? Number(/localSheetId="(\d+)"/.exec(m[1])![1]) : null,
    refersTo: unescapeXml(m[2]),
  }));
  await textResultsOfDateCells(book, zip, workbook, sheets);
  return { book, zip, sheets, names };
}

/**
 * exceljs reads the cached result of a formula in a date-formatted cell as a date, and a text result
 * (a month reached that is "No knee") becomes an invalid Date, an error result nothing: both are put back from the sheet's XML.
 */
async function textResultsOfDateCells(book: ExcelJS.Workbook, zip: JSZip, workbook: string, sheets: readonly string[]): Promise<void> {
  const rels = relationships(await text(zip, 'xl/_rels/workbook.xml.rels'));
  const ids = [...workbook.matchAll(/<sheet\s[^>]*r:id="([^"]*)"/g)].map((m) => m[1]);
  for (const [i, id] of ids.entries()) {
    const ws = book.getWorksheet(sheets[i]);
    const target = rels.get(id)?.target;
    if (!ws || !target) continue;
    const part = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const xml = zip.file(part) ? await text(zip, part) : '';
    for (const m of xml.matchAll(/<c\s([^>]*\bt="(str|e)"[^>]*)>(.*?)<\/c>/gs)) {
      const ref = /\br="([A-Z]+\d+)"/.exec(m[1])?.[1];
      const v = /<v>(.*?)<\/v>/s.exec(m[3]);
      if (!ref || !v) continue;
      const cell = ws.getCell(ref);
      const value = cell.value as { formula?: string; sharedFormula?: string; result?: unknown } | null;
      const lost =
        value &&
        typeof value === 'object' &&
        (value.result === undefined || value.result === null || (value.result instanceof Date && Number.isNaN(value.result.getTime())));
      // An error result (t="e") in such a cell is lost the same way: it is put back as exceljs gives errors elsewhere.
      if (lost) cell.value = { ...value, result: m[2] === 'e' ? { error: unescapeXml(v[1]) } : unescapeXml(v[1]) } as ExcelJS.CellValue;
    }
  }
}

export async function text(zip: JSZip, path: string): Promise<string> {
  const f = zip.file(path);
  if (!f) throw new Error(`The package has no ${path}`);
  return f.async('string');
}

/** Throws with the parser's message when the part is not well-formed XML. */
export function wellFormed(xml: string, what: string): void {
  const p = new SaxesParser({ xmlns: true });
  p.on('error', (e) => {
    throw new Error(`${what}: ${e.message}`);
  });
  p.write(xml).close();
}

/** The relationships of a rels part: id → {type (last segment), target}. */
export function relationships(xml: string): Map<string, { type: string; target: string }> {
  const out = new Map<string, { type: string; target: string }>();
  for (const m of xml.matchAll(/<Relationship\s([^>]*)\/?>/g)) {
    const a = (n: string) => unescapeXml(new RegExp(`${n}="([^"]*)"`).exec(m[1])![1]);
    out.set(a('Id'), { type: a('Type').split('/').pop()!, target: a('Target') });
  }
  return out;
}

/** A part's path from the part its relationship is in and the relationship's target ("../drawings/drawing1.xml"). */
export const resolvePart = (base: string, target: string): string => {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const p of target.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.') parts.push(p);
  }
  return parts.join('/');
};
export const relsOfPart = (part: string): string => part.replace(/([^/]+)$/, '_rels/$1.rels');

/** The chart parts' XML of each sheet of a written workbook, by sheet name, in the order of the sheet's drawing's anchors. */
export async function chartPartsBySheet(zip: JSZip): Promise<Map<string, string[]>> {
  const workbook = await text(zip, 'xl/workbook.xml');
  const rels = relationships(await text(zip, 'xl/_rels/workbook.xml.rels'));
  const out = new Map<string, string[]>();
  for (const m of workbook.matchAll(/<sheet\s([^>]*)\/?>/g)) {
    const name = unescapeXml(/name="([^"]*)"/.exec(m[1])![1]);
    const sheetPart = resolvePart('xl/workbook.xml', rels.get(/r:id="([^"]*)"/.exec(m[1])![1])!.target);
    const charts: string[] = [];
    if (zip.file(relsOfPart(sheetPart))) {
      const drawing = [...relationships(await text(zip, relsOfPart(sheetPart))).values()].find((r) => r.type === 'drawing');
      if (drawing) {
        const drawingPart = resolvePart(sheetPart, drawing.target);
        const drawingRels = relationships(await text(zip, relsOfPart(drawingPart)));
        for (const id of [...(await text(zip, drawingPart)).matchAll(/<c:chart [^>]*r:id="([^"]+)"/g)].map((x) => x[1]))
          charts.push(await text(zip, resolvePart(drawingPart, drawingRels.get(id)!.target)));
      }
    }
    out.set(name, charts);
  }
  return out;
}
