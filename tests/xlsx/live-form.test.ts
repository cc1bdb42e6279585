/**
 * Live workbooks in the form Excel writes, held to a workbook Excel itself saved with a
 * custom-functions add-in (../shared/excel-saved/, namespace CONTOSO): the same parts, content
 * types, relationship types, element and attribute names in the same namespaces, the resolved call
 * form derived from Excel's own cells, the add-in reference naming the manifest and listing exactly
 * the functions the workbook calls. Portable workbooks keep none of it. Only the workbook view is
 * in both.
 */
import fs from 'fs';
import path from 'path';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { isError } from '../../addin/errors';
import { NAMESPACE } from '../../addin/names';
import type { WorkbookPlan } from '../../addin/templates/plan';
import { resolvedFormula, typedFormula } from '../../cli/xlsx/live-formulas';
import { planRequest } from '../../cli/xlsx/request';
import { parseDeployment } from '../../cli/xlsx/webextension';
import { writeWorkbook } from '../../cli/xlsx/writer';
import { relationships, text, wellFormed } from './read';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..', '..');
const EXCEL_SAVED = path.resolve(process.env.AS400_EXCEL_SAVED ?? path.join(ROOT, '..', 'shared', 'excel-saved'), 'custom-functions-saved-by-excel.xlsx');

/** The workbook Excel saved: read from the shared folder (no licence to copy it into the project). */
async function excelSaved(): Promise<JSZip> {
  if (!fs.existsSync(EXCEL_SAVED)) throw new Error(`${EXCEL_SAVED} is missing: these tests compare with the workbook Excel saved (set AS400_EXCEL_SAVED to its folder)`);
  return JSZip.loadAsync(fs.readFileSync(EXCEL_SAVED));
}

const manifest = fs.readFileSync(path.join(ROOT, 'manifest.xml'), 'utf8');

/** Every element in document order as {namespace}name, with its attributes as {namespace}name sorted; text left out. */
function skeleton(xml: string): string[] {
  const out: string[] = [];
  const p = new SaxesParser({ xmlns: true });
  p.on('opentag', (t) => {
    const attrs = Object.values(t.attributes)
      .filter((a) => a.prefix !== 'xmlns' && a.name !== 'xmlns')
      .map((a) => `{${a.uri}}${a.local}`)
      .sort();
    out.push(`{${t.uri}}${t.local}[${attrs.join(' ')}]`);
  });
  p.write(xml).close();
  return out;
}

/** Attribute values of the first element named `tag` (qualified as written). */
function attrsOf(xml: string, tag: string): Record<string, string> {
  const m = new RegExp(`<${tag}\\s([^>]*?)/?>`).exec(xml);
  if (!m) throw new Error(`no <${tag}>`);
  return Object.fromEntries([...m[1].matchAll(/([\w:]+)="([^"]*)"/g)].filter((a) => !a[1].startsWith('xmlns')).map((a) => [a[1], a[2]]));
}

const contentTypes = (xml: string): Map<string, string> => new Map([...xml.matchAll(/<Override PartName="([^"]+)" ContentType="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
const relsOf = async (zip: JSZip, part: string) => [...relationships(await text(zip, part)).values()];
const fullRelTypes = async (zip: JSZip, part: string) => [...(await text(zip, part)).matchAll(/<Relationship\s[^>]*Type="([^"]+)"[^>]*Target="([^"]+)"/g)].map((m) => ({ type: m[1], target: m[2] }));

/** Sheet parts in <sheets> order. */
async function sheetXmls(zip: JSZip): Promise<string[]> {
  const names = Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f));
  names.sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  return Promise.all(names.map((n) => text(zip, n)));
}

/** Formula cells of a sheet part: address, <c> and <f> attributes, stored text (unescaped). */
function formulaCells(sheetXml: string) {
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...sheetXml.matchAll(/<c ([^>]*[^/])><f( [^>]*)?>([^<]*)<\/f>/g)].map((m) => {
    const c = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    const f = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    return { ref: c.r, c, f, formula: unescape(m[3]) };
  });
}

/** What Excel's own file teaches: how a resolved call is written, given how it was typed. */
interface ExcelForm {
  /** E.g. "_xldudf_CONTOSO_" for namespace CONTOSO: what replaces "CONTOSO." in a resolved call. */
  resolvedHead(namespace: string): string;
  resolvedCell: { c: Record<string, string>; f: Record<string, string> };
}

let excel: JSZip;
let form: ExcelForm;
let plan: WorkbookPlan;
let live: JSZip;
let portable: JSZip;

beforeAll(async () => {
  excel = await excelSaved();
  // Sheet "Protected" holds CONTOSO.ADD(1,2) as typed while the add-in was not loaded (#NAME?),
  // sheet "Correct" the same call resolved: the difference between the two is the rule.
  const [typedSheet, , resolvedSheet] = await sheetXmls(excel);
  const typed = formulaCells(typedSheet)[0];
  const resolved = formulaCells(resolvedSheet)[0];
  const [, ns, fn] = /^(\w+)\.(\w+)\(/.exec(typed.formula)!;
  const head = resolved.formula.slice(0, resolved.formula.indexOf(`${fn}(`));
  expect(resolved.formula).toBe(typed.formula.replace(`${ns}.`, head));
  form = { resolvedHead: (namespace) => head.replace(ns, namespace), resolvedCell: { c: resolved.c, f: resolved.f } };

  const p = planRequest({ template: 'all', sets: [], mode: 'live' });
  if (isError(p)) throw new Error(p.message);
  plan = p;
  live = await JSZip.loadAsync(await writeWorkbook(plan));
  const q = planRequest({ template: 'all', sets: [], mode: 'portable' });
  if (isError(q)) throw new Error(q.message);
  portable = await JSZip.loadAsync(await writeWorkbook(q));
});

const LIVE_PARTS = ['xl/metadata.xml', 'xl/webextensions/webextension1.xml', 'xl/webextensions/taskpanes.xml', 'xl/webextensions/_rels/taskpanes.xml.rels'];

describe('a live workbook, in the form Excel writes', () => {
  test('every call of an AS400 function is stored resolved, as Excel stores CONTOSO.ADD, nested calls too; none is left as typed', async () => {
    const head = form.resolvedHead(NAMESPACE);
    const sheets = await sheetXmls(live);
    let resolved = 0;
    plan.sheets.forEach((sheet, i) => {
      const stored = new Map(formulaCells(sheets[i]).map((c) => [c.ref, c]));
      for (const cell of sheet.cells) {
        if (!cell.formula) continue;
        const want = cell.formula.slice(1);
        const got = stored.get(cell.ref)!;
        const where = `${sheet.name}!${cell.ref}`;
        if (!want.includes(`${NAMESPACE}.`)) {
          expect({ where, formula: got.formula, cm: got.c.cm }).toEqual({ where, formula: want, cm: undefined });
          continue;
        }
        resolved++;
        // The templates' formulas hold no "AS400." inside a string, so a plain replacement is the rule here.
        expect({ where, formula: got.formula }).toEqual({ where, formula: want.split(`${NAMESPACE}.`).join(head) });
        // The cell as Excel writes it: <f> with Excel's attributes (t="array", ref = the cell itself), cm as Excel's.
        expect({ where, f: got.f }).toEqual({ where, f: { ...form.resolvedCell.f, ref: cell.ref } });
        expect({ where, cm: got.c.cm }).toEqual({ where, cm: form.resolvedCell.c.cm });
      }
    });
    expect(resolved).toBeGreaterThan(50);
    expect(plan.sheets.some((s) => s.cells.some((c) => /[(+\-*/,]\s*AS400\./.test(c.formula ?? '')))).toBe(true); // nested calls were among them
    for (const xml of sheets) expect(xml.replace(/&quot;.*?&quot;/g, '')).not.toMatch(new RegExp(`(^|[^_\\w])${NAMESPACE}\\.`));
  });

  test('the parts, content types and relationships Excel writes for it, with Excel\'s types', async () => {
    for (const part of LIVE_PARTS) {
      expect([part, !!excel.file(part)]).toEqual([part, true]);
      expect([part, !!live.file(part)]).toEqual([part, true]);
      wellFormed(await text(live, part), part);
    }
    const excelTypes = contentTypes(await text(excel, '[Content_Types].xml'));
    const liveTypes = contentTypes(await text(live, '[Content_Types].xml'));
    for (const part of LIVE_PARTS.filter((p) => !p.endsWith('.rels'))) expect([part, liveTypes.get(`/${part}`)]).toEqual([part, excelTypes.get(`/${part}`)]);

    // Each relationship to a live part, by source part: same type and target as Excel's.
    for (const rels of ['_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/webextensions/_rels/taskpanes.xml.rels']) {
      const toLive = (r: { target: string }) => LIVE_PARTS.some((p) => p.endsWith(r.target.replace(/^\//, '')));
      const theirs = (await fullRelTypes(excel, rels)).filter(toLive);
      expect(theirs.length).toBe(1);
      expect([rels, (await fullRelTypes(live, rels)).filter(toLive)]).toEqual([rels, theirs]);
    }
    // taskpanes.xml points at its relationship to webextension1.xml.
    const [rel] = await relsOf(live, 'xl/webextensions/_rels/taskpanes.xml.rels');
    expect(rel.target).toBe('webextension1.xml');
    const rId = attrsOf(await text(live, 'xl/webextensions/taskpanes.xml'), 'wetp:webextensionref')['r:id'];
    expect(relationships(await text(live, 'xl/webextensions/_rels/taskpanes.xml.rels')).get(rId)?.target).toBe('webextension1.xml');
  });

  test('metadata.xml, taskpanes.xml and webextension1.xml have Excel\'s elements and attributes in Excel\'s namespaces', async () => {
    // The same part, but for the line end after the declaration (Excel writes CRLF there).
    const lines = (xml: string) => xml.replace(/\r\n/g, '\n');
    expect(lines(await text(live, 'xl/metadata.xml'))).toBe(lines(await text(excel, 'xl/metadata.xml')));
    expect(skeleton(await text(live, 'xl/webextensions/taskpanes.xml'))).toEqual(skeleton(await text(excel, 'xl/webextensions/taskpanes.xml')));
    expect(attrsOf(await text(live, 'xl/webextensions/taskpanes.xml'), 'wetp:taskpane')).toEqual(attrsOf(await text(excel, 'xl/webextensions/taskpanes.xml'), 'wetp:taskpane'));
    // One we:customFunctionIds per function: compare with the repeats folded.
    const folded = (xml: string) => skeleton(xml).filter((e, i, all) => !(e.includes('}customFunctionIds[') && all[i - 1] === e));
    expect(folded(await text(live, 'xl/webextensions/webextension1.xml'))).toEqual(folded(await text(excel, 'xl/webextensions/webextension1.xml')));
    const ext = (xml: string) => attrsOf(xml, 'a:ext').uri;
    expect(ext(await text(live, 'xl/webextensions/webextension1.xml'))).toBe(ext(await text(excel, 'xl/webextensions/webextension1.xml')));
  });

  test('the add-in reference: the manifest\'s Id and Version, sideloaded as Excel wrote it, and exactly the functions the workbook calls', async () => {
    const xml = await text(live, 'xl/webextensions/webextension1.xml');
    const theirs = attrsOf(await text(excel, 'xl/webextensions/webextension1.xml'), 'we:reference');
    expect(attrsOf(xml, 'we:reference')).toEqual({
      id: /<Id>([^<]+)<\/Id>/.exec(manifest)![1],
      // The version the build writes into the manifest it installs: package.json's, as MAJOR.MINOR.PATCH.0.
      version: `${JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version}.0`,
      store: theirs.store,
      storeType: theirs.storeType,
    });
    // Excel lists a function as the head of its resolved call without "(" (_xldudf_CONTOSO_ADD).
    const excelIds = [...(await text(excel, 'xl/webextensions/webextension1.xml')).matchAll(/<we:customFunctionIds>([^<]+)</g)].map((m) => m[1]);
    expect(excelIds).toContain(`${form.resolvedHead('CONTOSO')}ADD`);
    const called = new Set(plan.sheets.flatMap((s) => s.cells.flatMap((c) => [...(c.formula ?? '').matchAll(/AS400\.([A-Z0-9]+)\(/g)].map((m) => m[1]))));
    const listed = [...xml.matchAll(/<we:customFunctionIds>([^<]+)</g)].map((m) => m[1]);
    expect(listed.length).toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(new Set([...called].map((id) => `${form.resolvedHead(NAMESPACE)}${id}`)));
  });

  test('recalculated on load; a workbook view, as Excel writes one', async () => {
    const workbook = await text(live, 'xl/workbook.xml');
    expect(attrsOf(workbook, 'calcPr').fullCalcOnLoad).toBe('1');
    const theirs = skeleton(await text(excel, 'xl/workbook.xml')).filter((e) => /}(bookViews|workbookView)\[/.test(e));
    const view = (xml: string) => skeleton(xml).filter((e) => /}(bookViews|workbookView)\[/.test(e)).map((e) => e.replace(/\[.*$/, ''));
    expect(view(workbook)).toEqual(theirs.map((e) => e.replace(/\[.*$/, '')));
    // Every attribute written is one Excel writes too, and <bookViews> comes before <sheets>, as in Excel's.
    const ours = skeleton(workbook).find((e) => e.includes('}workbookView['))!;
    const allowed = theirs.find((e) => e.includes('}workbookView['))!;
    for (const a of /\[(.*)\]/.exec(ours)![1].split(' ')) expect(allowed).toContain(a);
    expect(workbook.indexOf('<bookViews>')).toBeLessThan(workbook.indexOf('<sheets>'));
  });

  test('the deployment chosen sets store and storeType: a shared-folder catalog (FileSystem, its path), centralized (EXCatalog)', async () => {
    const small = planRequest({ template: 'interactive', sets: [], mode: 'live' });
    if (isError(small)) throw new Error(small.message);
    const reference = async (how: string) => {
      const d = parseDeployment(how);
      if (isError(d)) throw new Error(d.message);
      return attrsOf(await text(await JSZip.loadAsync(await writeWorkbook(small, { addin: d })), 'xl/webextensions/webextension1.xml'), 'we:reference');
    };
    // The values of learn.microsoft.com's "Automatically open a task pane with a document", storeType table.
    expect(await reference('catalog=\\\\planning01\\addins')).toMatchObject({ store: '\\\\planning01\\addins', storeType: 'FileSystem' });
    expect(await reference('centralized')).toMatchObject({ store: 'EXCatalog', storeType: 'EXCatalog' });
    expect(await reference('sideload')).toMatchObject({ store: 'developer', storeType: 'Registry' });
    for (const bad of ['catalog=C:\\addins', 'catalog=', 'store', '']) expect(isError(parseDeployment(bad))).toBe(true);
  });
});

describe('a portable workbook', () => {
  test('keeps none of it: no resolved calls, no cell metadata, no add-in reference, no recalculation on load; a workbook view', async () => {
    for (const xml of await sheetXmls(portable)) {
      expect(xml).not.toContain('_xldudf_');
      expect(xml).not.toMatch(/\scm="/);
    }
    for (const part of LIVE_PARTS) expect(portable.file(part)).toBeNull();
    expect(await text(portable, '[Content_Types].xml')).not.toContain('webextension');
    expect(await text(portable, '_rels/.rels')).not.toContain('webextension');
    const workbook = await text(portable, 'xl/workbook.xml');
    expect(attrsOf(workbook, 'calcPr').fullCalcOnLoad).toBeUndefined();
    expect(workbook).toMatch(/<bookViews><workbookView [^>]*\/><\/bookViews><sheets>/);
  });
});

describe('the call form, formula by formula', () => {
  const defines = (id: string) => ['EIU', 'CPW', 'SOURCE'].includes(id);
  test.each([
    ['AS400.EIU(A1,B1)', '_xldudf_AS400_EIU(A1,B1)', ['EIU']],
    ['IF(AS400.EIU(Model,U)>0.7,"past the knee",AS400.CPW(Model))', 'IF(_xldudf_AS400_EIU(Model,U)>0.7,"past the knee",_xldudf_AS400_CPW(Model))', ['EIU', 'CPW']],
    ['as400.cpw("S20-2165")', '_xldudf_AS400_CPW("S20-2165")', ['CPW']],
    // Text that only reads like a call, a sheet named like one, a structured reference, another namespace: untouched.
    ['AS400.SOURCE("AS400.EIU(")&"AS400.CPW("""', '_xldudf_AS400_SOURCE("AS400.EIU(")&"AS400.CPW("""', ['SOURCE']],
    ["'AS400.CPW(x'!A1+XAS400.CPW(1)", "'AS400.CPW(x'!A1+XAS400.CPW(1)", []],
    ['SUM(T[AS400.CPW(])+MY.AS400.CPW(1)', 'SUM(T[AS400.CPW(])+MY.AS400.CPW(1)', []],
    // A name the add-in does not define stays as typed: Excel keeps an unresolved call that way.
    ['AS400.NOPE(1)+AS400.EIU(1,0.5)', 'AS400.NOPE(1)+_xldudf_AS400_EIU(1,0.5)', ['EIU']],
  ])('%s', (typed, stored, calls) => {
    expect(resolvedFormula(typed, defines)).toEqual({ formula: stored, calls });
    expect(typedFormula(stored)).toBe(typed.replace(/as400\.cpw/, 'AS400.CPW'));
  });
});
