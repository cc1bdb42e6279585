/**
 * Live workbooks in the form Excel writes, held to the facts recorded in excel-saved-form.ts from a
 * workbook Excel itself saved with a custom-functions add-in (namespace CONTOSO): the same parts,
 * content types, relationship types, element and attribute names in the same namespaces, the resolved
 * call form, the add-in reference naming the manifest and listing exactly the functions the workbook
 * calls. Portable workbooks keep none of it. Only the workbook view is in both.
 *
 * Those facts stand on their own, so these tests run on any clone. Where the workbook Excel saved is
 * at hand (../shared/excel-saved/, or the folder AS400_EXCEL_SAVED names), one more test checks that
 * the facts still describe it.
 */
import fs from 'fs';
import path from 'path';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { isError } from '../../../addin/errors';
import { NAMESPACE } from '../../../addin/names';
import type { WorkbookPlan } from '../../../addin/workbook/plan';
import { resolvedFormula, typedFormula } from '../../../cli/xlsx/live-formulas';
import { planRequest } from '../../../cli/xlsx/request';
import { parseDeployment } from '../../../cli/xlsx/webextension';
import { writeWorkbook } from '../../../cli/xlsx/writer';
import { unescapeXml } from '../../../cli/xlsx/xml';
import { CALL, LIVE_PARTS, LIVE_RELATIONSHIPS, METADATA, resolvedHead, SAVED_NAMESPACE, TASKPANES, WEBEXTENSION, WORKBOOK_VIEW } from './excel-saved-form';
import { relationships, text, wellFormed } from './read';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const EXCEL_SAVED_DIR = process.env.AS400_EXCEL_SAVED ?? path.join(ROOT, '..', 'shared', 'excel-saved');
const EXCEL_SAVED = path.resolve(EXCEL_SAVED_DIR, 'custom-functions-saved-by-excel.xlsx');

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

/** Every element in document order as [{namespace}name, its attributes by name with their values]; namespace declarations and text left out. */
function elementsWithValues(xml: string): [string, Record<string, string>][] {
  const out: [string, Record<string, string>][] = [];
  const p = new SaxesParser({ xmlns: true });
  p.on('opentag', (t) => {
    const attrs = Object.values(t.attributes).filter((a) => a.prefix !== 'xmlns' && a.name !== 'xmlns');
    out.push([`{${t.uri}}${t.local}`, Object.fromEntries(attrs.map((a) => [a.uri ? `{${a.uri}}${a.local}` : a.local, a.value]))]);
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

const contentTypes = (xml: string): Map<string, string> =>
  new Map([...xml.matchAll(/<Override PartName="([^"]+)" ContentType="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
const relsOf = async (zip: JSZip, part: string) => [...relationships(await text(zip, part)).values()];
const fullRelTypes = async (zip: JSZip, part: string) =>
  [...(await text(zip, part)).matchAll(/<Relationship\s[^>]*Type="([^"]+)"[^>]*Target="([^"]+)"/g)].map((m) => ({ type: m[1], target: m[2] }));

/** Sheet parts in <sheets> order. */
async function sheetXmls(zip: JSZip): Promise<string[]> {
  const names = Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f));
  names.sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  return Promise.all(names.map((n) => text(zip, n)));
}

/** Formula cells of a sheet part: address, <c> and <f> attributes, stored text (unescaped). */
function formulaCells(sheetXml: string) {
  return [...sheetXml.matchAll(/<c ([^>]*[^/])><f( [^>]*)?>([^<]*)<\/f>/g)].map((m) => {
    const c = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    const f = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    return { ref: c.r, c, f, formula: unescapeXml(m[3]) };
  });
}

/** The skeleton with repeated customFunctionIds folded into one (one per function). */
const folded = (xml: string) => skeleton(xml).filter((e, i, all) => !(e.includes('}customFunctionIds[') && all[i - 1] === e));
/** The bookViews and workbookView elements, by name, in order. */
const viewElements = (xml: string) =>
  skeleton(xml)
    .filter((e) => /}(bookViews|workbookView)\[/.test(e))
    .map((e) => e.replace(/\[.*$/, ''));
/** The attributes of the workbookView, as {namespace}name. */
const viewAttributes = (xml: string) =>
  /\[(.*)\]/
    .exec(skeleton(xml).find((e) => e.includes('}workbookView['))!)![1]
    .split(' ')
    .filter(Boolean);
const LIVE_PART_NAMES = LIVE_PARTS.map((p) => p.part);
/** The relationships of a package to its live parts, by relationships part. */
const liveRelationships = async (zip: JSZip, rels: string) =>
  (await fullRelTypes(zip, rels)).filter((r) => LIVE_PART_NAMES.some((p) => p.endsWith(r.target.replace(/^\//, ''))));

let plan: WorkbookPlan;
let live: JSZip;
let portable: JSZip;

beforeAll(async () => {
  const p = planRequest({ template: 'all', sets: [], mode: 'live' });
  if (isError(p)) throw new Error(p.message);
  plan = p;
  live = await JSZip.loadAsync(await writeWorkbook(plan));
  const q = planRequest({ template: 'all', sets: [], mode: 'portable' });
  if (isError(q)) throw new Error(q.message);
  portable = await JSZip.loadAsync(await writeWorkbook(q));
});

describe('a live workbook, in the form Excel writes', () => {
  test('every call of an AS400 function is stored resolved, as Excel stores CONTOSO.ADD, nested calls too; none is left as typed', async () => {
    const head = resolvedHead(NAMESPACE);
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
        // The cell as Excel writes a resolved call: <f> with Excel's attributes (t="array", ref = the cell itself), cm as Excel's.
        expect({ where, f: got.f }).toEqual({ where, f: { ...CALL.resolved.f, ref: cell.ref } });
        expect({ where, cm: got.c.cm }).toEqual({ where, cm: CALL.resolved.cell.cm });
      }
    });
    expect(resolved).toBeGreaterThan(50);
    expect(plan.sheets.some((s) => s.cells.some((c) => /[(+\-*/,]\s*AS400\./.test(c.formula ?? '')))).toBe(true); // nested calls were among them
    for (const xml of sheets) expect(xml.replace(/&quot;.*?&quot;/g, '')).not.toMatch(new RegExp(`(^|[^_\\w])${NAMESPACE}\\.`));
  });

  test("the parts, content types and relationships Excel writes for it, with Excel's types", async () => {
    for (const { part } of LIVE_PARTS) {
      expect([part, !!live.file(part)]).toEqual([part, true]);
      wellFormed(await text(live, part), part);
    }
    const liveTypes = contentTypes(await text(live, '[Content_Types].xml'));
    for (const { part, contentType } of LIVE_PARTS) expect([part, liveTypes.get(`/${part}`) ?? null]).toEqual([part, contentType]);

    // Each relationship to a live part, by source part: Excel's type and target.
    for (const { rels, type, target } of LIVE_RELATIONSHIPS) expect([rels, await liveRelationships(live, rels)]).toEqual([rels, [{ type, target }]]);
    // taskpanes.xml points at its relationship to webextension1.xml.
    const [rel] = await relsOf(live, 'xl/webextensions/_rels/taskpanes.xml.rels');
    expect(rel.target).toBe('webextension1.xml');
    const rId = attrsOf(await text(live, 'xl/webextensions/taskpanes.xml'), 'wetp:webextensionref')['r:id'];
    expect(relationships(await text(live, 'xl/webextensions/_rels/taskpanes.xml.rels')).get(rId)?.target).toBe('webextension1.xml');
  });

  test("metadata.xml, taskpanes.xml and webextension1.xml have Excel's elements and attributes in Excel's namespaces", async () => {
    // metadata.xml: Excel's elements with Excel's attribute values, element for element.
    expect(elementsWithValues(await text(live, 'xl/metadata.xml'))).toEqual(METADATA);
    expect(skeleton(await text(live, 'xl/webextensions/taskpanes.xml'))).toEqual(TASKPANES.elements);
    expect(attrsOf(await text(live, 'xl/webextensions/taskpanes.xml'), 'wetp:taskpane')).toEqual(TASKPANES.taskpane);
    // One we:customFunctionIds per function: compared with the repeats folded.
    expect(folded(await text(live, 'xl/webextensions/webextension1.xml'))).toEqual(WEBEXTENSION.elements);
    expect(attrsOf(await text(live, 'xl/webextensions/webextension1.xml'), 'a:ext').uri).toBe(WEBEXTENSION.extUri);
  });

  test("the add-in reference: the manifest's Id and Version, sideloaded as Excel wrote it, and exactly the functions the workbook calls", async () => {
    const xml = await text(live, 'xl/webextensions/webextension1.xml');
    expect(attrsOf(xml, 'we:reference')).toEqual({
      id: /<Id>([^<]+)<\/Id>/.exec(manifest)![1],
      // The version the build writes into the manifest it installs: package.json's, as MAJOR.MINOR.PATCH.0.
      version: `${JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version}.0`,
      ...WEBEXTENSION.reference,
    });
    // Excel lists a function as the head of its resolved call without "(" (_xldudf_CONTOSO_ADD).
    expect(WEBEXTENSION.customFunctionIds).toContain(`${resolvedHead(SAVED_NAMESPACE)}ADD`);
    const called = new Set(plan.sheets.flatMap((s) => s.cells.flatMap((c) => [...(c.formula ?? '').matchAll(/AS400\.([A-Z0-9]+)\(/g)].map((m) => m[1]))));
    const listed = [...xml.matchAll(/<we:customFunctionIds>([^<]+)</g)].map((m) => m[1]);
    expect(listed.length).toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(new Set([...called].map((id) => `${resolvedHead(NAMESPACE)}${id}`)));
  });

  test('recalculated on load; a workbook view, as Excel writes one', async () => {
    const workbook = await text(live, 'xl/workbook.xml');
    expect(attrsOf(workbook, 'calcPr').fullCalcOnLoad).toBe('1');
    expect(viewElements(workbook)).toEqual(WORKBOOK_VIEW.elements);
    // Every attribute written is one Excel writes too, and <bookViews> comes before <sheets>, as in Excel's.
    for (const a of viewAttributes(workbook)) expect([a, (WORKBOOK_VIEW.attributes as readonly string[]).includes(a)]).toEqual([a, true]);
    expect(workbook.indexOf('<bookViews>') < workbook.indexOf('<sheets>')).toBe(WORKBOOK_VIEW.beforeSheets);
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
    for (const part of LIVE_PART_NAMES) expect(portable.file(part)).toBeNull();
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
    [
      'IF(AS400.EIU(Model,U)>0.7,"past the knee",AS400.CPW(Model))',
      'IF(_xldudf_AS400_EIU(Model,U)>0.7,"past the knee",_xldudf_AS400_CPW(Model))',
      ['EIU', 'CPW'],
    ],
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

/*
 * The facts above, held to the workbook Excel saved, where it is at hand. This describe block is
 * defined only then: on a clone with nothing beside it the test does not exist (it is neither run
 * nor reported as skipped), and the tests above stand on the recorded facts alone. Naming a folder in
 * AS400_EXCEL_SAVED that lacks the workbook is a mistake, and fails.
 */
if (fs.existsSync(EXCEL_SAVED) || process.env.AS400_EXCEL_SAVED !== undefined) {
  describe('the recorded form (excel-saved-form.ts), held to the workbook Excel saved', () => {
    test(`still describes ${path.relative(ROOT, EXCEL_SAVED)}`, async () => {
      if (!fs.existsSync(EXCEL_SAVED)) throw new Error(`AS400_EXCEL_SAVED names ${EXCEL_SAVED_DIR}, which has no custom-functions-saved-by-excel.xlsx`);
      const excel = await JSZip.loadAsync(fs.readFileSync(EXCEL_SAVED));

      // The call, typed (add-in not loaded) and resolved (add-in loaded), and the rule between them.
      const sheets = await sheetXmls(excel);
      for (const form of [CALL.typed, CALL.resolved]) {
        const cell = formulaCells(sheets[form.sheet - 1]).find((c) => c.ref === form.ref)!;
        expect({ formula: cell.formula, cell: cell.c, f: cell.f }).toEqual({ formula: form.formula, cell: form.cell, f: form.f });
      }
      expect(CALL.typed.formula.startsWith(`${SAVED_NAMESPACE}.`)).toBe(true);
      expect(CALL.resolved.formula).toBe(CALL.typed.formula.replace(`${SAVED_NAMESPACE}.`, resolvedHead(SAVED_NAMESPACE)));

      // Parts, content types, relationships.
      const types = contentTypes(await text(excel, '[Content_Types].xml'));
      for (const { part, contentType } of LIVE_PARTS) {
        expect([part, !!excel.file(part)]).toEqual([part, true]);
        expect([part, types.get(`/${part}`) ?? null]).toEqual([part, contentType]);
      }
      for (const { rels, type, target } of LIVE_RELATIONSHIPS) expect([rels, await liveRelationships(excel, rels)]).toEqual([rels, [{ type, target }]]);

      // The parts' elements and attributes.
      expect(elementsWithValues(await text(excel, 'xl/metadata.xml'))).toEqual(METADATA);
      const taskpanes = await text(excel, 'xl/webextensions/taskpanes.xml');
      expect(skeleton(taskpanes)).toEqual(TASKPANES.elements);
      expect(attrsOf(taskpanes, 'wetp:taskpane')).toEqual(TASKPANES.taskpane);
      const webextension = await text(excel, 'xl/webextensions/webextension1.xml');
      expect(folded(webextension)).toEqual(WEBEXTENSION.elements);
      expect(attrsOf(webextension, 'a:ext').uri).toBe(WEBEXTENSION.extUri);
      expect(attrsOf(webextension, 'we:reference')).toMatchObject(WEBEXTENSION.reference);
      expect([...webextension.matchAll(/<we:customFunctionIds>([^<]+)</g)].map((m) => m[1])).toEqual(WEBEXTENSION.customFunctionIds);

      // The workbook view.
      const workbook = await text(excel, 'xl/workbook.xml');
      expect(viewElements(workbook)).toEqual(WORKBOOK_VIEW.elements);
      expect([...viewAttributes(workbook)].sort()).toEqual(WORKBOOK_VIEW.attributes);
      expect(workbook.indexOf('<bookViews>') < workbook.indexOf('<sheets>')).toBe(WORKBOOK_VIEW.beforeSheets);
    });
  });
}
