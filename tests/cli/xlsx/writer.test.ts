/**
 * The xlsx writer, on a hand-written plan with every feature: what exceljs reads back must be the
 * plan, and the parts written by hand (names, charts) must be well formed and linked.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { isErrorValue, type CellPlan, sheetPlan as sheetPlanOf } from '../../../addin/workbook/plan';
import { FILLS, STYLES } from '../../../addin/workbook/styles';
import { cellAddress, parseSheetRef } from '../../../addin/formula/a1';
import { writeWorkbook } from '../../../cli/xlsx/writer';
import { excelValue } from '../../../support/compare';
import { FIXTURE } from './fixture';
import { readWritten, relationships, relsOfPart, resolvePart, text, wellFormed, type Written } from './read';

let xlsx: Buffer;
let w: Written;
beforeAll(async () => {
  xlsx = await writeWorkbook(FIXTURE);
  w = await readWritten(xlsx);
});

const sheetPlan = (name: string) => FIXTURE.sheets.find((s) => s.name === name)!;
async function sheetXml(name: string): Promise<string> {
  const rid = new RegExp(`<sheet [^>]*name="${name}"[^>]*r:id="(rId\\d+)"`).exec(await text(w.zip, 'xl/workbook.xml'))![1];
  return text(w.zip, resolvePart('xl/workbook.xml', relationships(await text(w.zip, 'xl/_rels/workbook.xml.rels')).get(rid)!.target));
}
const ws = (name: string) => w.book.getWorksheet(name)!;

function expectCell(cell: ExcelJS.Cell, plan: CellPlan): void {
  const where = `${cell.worksheet.name}!${plan.ref}`;
  if (plan.formula !== undefined) {
    expect({ where, formula: cell.formula }).toEqual({ where, formula: plan.formula.slice(1) });
    const result = cell.result as unknown;
    if (isErrorValue(plan.value)) expect({ where, result }).toEqual({ where, result: { error: plan.value.error } });
    else expect({ where, result }).toEqual({ where, result: plan.value });
  } else {
    expect({ where, value: cell.value }).toEqual({ where, value: plan.value });
  }
  expect({ where, numFmt: cell.numFmt }).toEqual({ where, numFmt: plan.format });
}

describe('xlsx writer', () => {
  test('every cell of the plan: constants, formulas with their cached value (errors too), number formats', () => {
    for (const sheet of FIXTURE.sheets) for (const c of sheet.cells) expectCell(ws(sheet.name).getCell(c.ref), c);
  });

  test('an array formula is a single-cell legacy array over its own cell', () => {
    const v = ws('Sizing sheet').getCell('B7').value as ExcelJS.CellFormulaValue & { shareType?: string; ref?: string };
    expect(v).toMatchObject({ shareType: 'array', ref: 'B7', result: 30 });
    expect(ws('Sizing sheet').getCell('B6').value).not.toHaveProperty('shareType');
  });

  test('styles: fonts, fills and thin borders from STYLES; widths, merges, tab colour', () => {
    const sheet = ws('Sizing sheet');
    const input = sheet.getCell('B3');
    expect(input.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${STYLES.input.fill}` } });
    expect(input.font.color).toEqual({ argb: `FF${STYLES.input.color}` });
    expect(input.border.top).toEqual({ style: 'thin', color: { argb: `FF${STYLES.input.border}` } });
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: STYLES.title.size });
    expect(sheet.getCell('B6').font.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(24);
    expect(sheet.getColumn(4).width).toBe(10);
    expect(sheet.getCell('C1').isMerged).toBe(true);
    expect(sheet.getCell('C1').master.address).toBe('A1');
    expect(sheet.properties.tabColor).toEqual({ argb: 'FF1F3864' });
  });

  test("every column's width is written, 9 characters too (exceljs's default, which it leaves out)", async () => {
    const plan = { sheets: [sheetPlanOf({ name: 'Widths', role: 'template', widths: [9, 8.43, 12], cells: [{ ref: 'A1', value: 'x' }] })] };
    const zip = await JSZip.loadAsync(await writeWorkbook(plan));
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const widths = [...xml.matchAll(/<col min="(\d+)" max="(\d+)" width="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
    // A width of 9 characters is 68 pixels (7 a character and 5 of padding, ECMA-376 Part 1, 18.3.1.13): so is what is written.
    expect(widths.map(([min, max]) => [min, max])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(Math.round(widths[0][2] * 7 + 5)).toBe(68);
  });

  test('sheet-scoped names: localSheetId is the named sheet, every target cell exists in the plan', () => {
    const expected = FIXTURE.sheets.flatMap((s) => s.names.map((n) => ({ name: n.name, sheet: s.name, refersTo: n.refersTo })));
    // Excel's own names (_xlnm.Print_Area, _xlnm.Print_Titles) are the page setup, tested below.
    const planned = w.names.filter((n) => !n.name.startsWith('_xlnm.'));
    expect(planned.map((n) => ({ name: n.name, sheet: w.sheets[n.localSheetId!], refersTo: n.refersTo }))).toEqual(expected);
    for (const n of planned) {
      const target = parseSheetRef(n.refersTo);
      const sheet = sheetPlan(target.sheet!);
      expect(sheet.cells.some((c) => c.ref === cellAddress(target.top, target.left))).toBe(true);
    }
    expect(w.sheets).toEqual(FIXTURE.sheets.map((s) => s.name));
  });

  test('data validations: quoted item list, a range list, decimal and whole between', () => {
    const dv = (ws('Sizing sheet') as unknown as { dataValidations: { model: unknown } }).dataValidations.model as Record<string, ExcelJS.DataValidation>;
    expect(dv.B3).toMatchObject({ type: 'list', formulae: ["'Support data'!$A$2:$A$4"], showInputMessage: true, prompt: 'A model of the catalog' });
    expect(dv.B4).toMatchObject({ type: 'decimal', operator: 'between', formulae: [0, 1], showErrorMessage: true, error: 'A share from 0 to 100%' });
    expect(dv.B5).toMatchObject({ type: 'list', formulae: ['"TRUE,FALSE"'] });
    expect(dv.D3).toMatchObject({ type: 'whole', operator: 'between', formulae: [1, 32] });
    expect(dv.D4).toMatchObject({ type: 'whole' });
  });

  test('conditional formats: expression rules in order, fills and fonts of FILLS', () => {
    const cfs = (ws('Sizing sheet') as unknown as { conditionalFormattings: ExcelJS.ConditionalFormattingOptions[] }).conditionalFormattings;
    const plan = sheetPlan('Sizing sheet').conditionalFormats;
    expect(cfs.map((c) => c.ref)).toEqual(plan.map((c) => c.ref));
    cfs.forEach((cf, i) => {
      cf.rules.forEach((rule, j) => {
        const want = plan[i].rules[j];
        const r = rule as ExcelJS.ExpressionRuleType;
        expect(r.type).toBe('expression');
        expect(r.formulae).toEqual([want.formula.slice(1)]);
        expect((r.style!.fill as ExcelJS.FillPattern).bgColor).toEqual({ argb: `FF${FILLS[want.fill].fill}` });
        expect(r.style!.font!.color).toEqual({ argb: `FF${FILLS[want.fill].color}` });
      });
    });
    const priorities = cfs.flatMap((c) => c.rules.map((r) => r.priority));
    expect(priorities).toEqual([1, 2, 3, 4]);
  });

  test('an Excel table with filters over the cells already written; frozen panes', async () => {
    const sheet = ws('Support data');
    const table = sheet.getTable('SupportTable') as unknown as { table: { tableRef: string; columns: { name: string }[] } };
    expect(table.table.tableRef ?? (table as unknown as { ref: string }).ref).toBe('A1:B4');
    const xml = await text(w.zip, 'xl/tables/table1.xml');
    expect(xml).toMatch(/<autoFilter ref="A1:B4"/);
    expect(xml).toMatch(/<tableColumn id="1" name="key"/);
    expect(sheet.getCell('B3').value).toBe(20);
    expect(sheet.getCell('A1').font.color).toEqual({ argb: `FF${STYLES.header.color}` });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
  });

  test('chart parts are well formed, linked from the sheet and [Content_Types].xml, and cache the plan values', async () => {
    const types = await text(w.zip, '[Content_Types].xml');
    const workbookRels = relationships(await text(w.zip, 'xl/_rels/workbook.xml.rels'));
    const sheetRid = /<sheet [^>]*name="Sizing sheet"[^>]*r:id="(rId\d+)"/.exec(await text(w.zip, 'xl/workbook.xml'))![1];
    const sheetPart = resolvePart('xl/workbook.xml', workbookRels.get(sheetRid)!.target);
    const sheetXml = await text(w.zip, sheetPart);
    const drawingRid = /<drawing r:id="(rId\d+)"\/>/.exec(sheetXml)![1];
    expect(sheetXml.indexOf('<drawing ')).toBeLessThan(sheetXml.includes('<tableParts') ? sheetXml.indexOf('<tableParts') : Infinity);
    const sheetRels = relationships(await text(w.zip, relsOfPart(sheetPart)));
    const drawingRel = sheetRels.get(drawingRid)!;
    expect(drawingRel.type).toBe('drawing');
    const drawingPart = resolvePart(sheetPart, drawingRel.target);
    const drawing = await text(w.zip, drawingPart);
    wellFormed(drawing, drawingPart);
    expect(types).toContain(`<Override PartName="/${drawingPart}" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/>`);
    expect(drawing).toContain('<xdr:from><xdr:col>4</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>2</xdr:row>');

    const drawingRels = relationships(await text(w.zip, relsOfPart(drawingPart)));
    const chartIds = [...drawing.matchAll(/<c:chart [^>]*r:id="(rId\d+)"/g)].map((m) => m[1]);
    const plans = sheetPlan('Sizing sheet').charts;
    expect(chartIds).toHaveLength(plans.length);
    for (const [i, rid] of chartIds.entries()) {
      const rel = drawingRels.get(rid)!;
      expect(rel.type).toBe('chart');
      const chartPart = resolvePart(drawingPart, rel.target);
      const xml = await text(w.zip, chartPart);
      wellFormed(xml, chartPart);
      expect(types).toContain(`<Override PartName="/${chartPart}" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/>`);
      const plan = plans[i];
      expect(xml).toContain(plan.kind === 'line' ? '<c:lineChart>' : '<c:scatterChart>');
      const refs = [...xml.matchAll(/<c:f>([^<]*)<\/c:f>/g)].map((m) => m[1].replace(/&apos;/g, "'"));
      expect(refs).toEqual(plan.series.flatMap((s) => [s.x ?? plan.categories, s.values]));
      for (const s of plan.series) expect(xml).toContain(`<a:srgbClr val="${s.color}"/>`);
      expect(xml).toContain(`<a:t>${plan.xTitle}</a:t>`);
      expect(xml).toContain(`<a:t>${plan.yTitle}</a:t>`);
    }
    const chart1 = await text(w.zip, 'xl/charts/chart1.xml');
    // B13 = 0.1² as the plan computed it, cached for drawing without recalculation.
    expect(chart1).toContain(`<c:pt idx="1"><c:v>${0.1 * 0.1}</c:v></c:pt>`);
    expect(chart1).toContain('<c:ptCount val="11"/>');
    expect(chart1).toContain('<c:numFmt formatCode="0.00" sourceLinked="0"/>');
    // Marks: a dashed limit, and a point drawn as a marker with no line.
    const chart2 = await text(w.zip, 'xl/charts/chart2.xml');
    const sers = [...chart2.matchAll(/<c:ser>.*?<\/c:ser>/g)].map((m) => m[0]);
    expect(sers[0]).toContain('<c:marker><c:symbol val="none"/></c:marker>');
    expect(sers[1]).toMatch(/<a:ln [^>]*><a:solidFill><a:srgbClr val="70AD47"\/><\/a:solidFill><a:prstDash val="dash"\/>/);
    expect(sers[2]).toContain('<c:spPr><a:ln><a:noFill/></a:ln></c:spPr><c:marker><c:symbol val="circle"/><c:size val="9"/>');
    expect(sers[2]).toContain(
      '<c:xVal><c:numRef><c:f>&apos;Sizing sheet&apos;!$B$4</c:f><c:numCache>' +
        '<c:formatCode>0.0%</c:formatCode><c:ptCount val="1"/><c:pt idx="0"><c:v>0.321</c:v>',
    );
  });

  test('an axis whose plan gives no title (the years of the Scenarios chart) is written without one; the other keeps its own', async () => {
    const sheet = sheetPlan('Sizing sheet');
    const { xTitle: _dropped, ...untitled } = sheet.charts[0];
    const plan = { ...FIXTURE, sheets: FIXTURE.sheets.map((s) => (s === sheet ? { ...s, charts: [untitled] } : s)) };
    const xml = await text((await readWritten(await writeWorkbook(plan))).zip, 'xl/charts/chart1.xml');
    wellFormed(xml, 'chart1.xml');
    const [catAx] = xml.match(/<c:catAx>.*?<\/c:catAx>/)!;
    const [valAx] = xml.match(/<c:valAx>.*?<\/c:valAx>/)!;
    expect(catAx).not.toContain('<c:title>');
    expect(valAx).toContain(`<a:t>${sheet.charts[0].yTitle}</a:t>`);
  });

  test('page setup: the fit turned on (pageSetUpPr), orientation, print area and title rows, header and footer; a hidden sheet', async () => {
    const xml = await sheetXml('Sizing sheet');
    const print = sheetPlan('Sizing sheet').print!;
    // Without <pageSetUpPr fitToPage="1"/> Excel and LibreOffice ignore fitToWidth and fitToHeight.
    expect(xml).toMatch(/<sheetPr>.*<pageSetUpPr fitToPage="1"\/>.*<\/sheetPr>/);
    expect(xml).toMatch(/<pageSetup [^>]*orientation="landscape"[^>]*fitToWidth="1" fitToHeight="1"/);
    expect(xml).toContain('<oddHeader>&amp;LR&amp;&amp;D sizing&amp;CModel K2&amp;R&amp;D</oddHeader>');
    expect(xml).toContain('<oddFooter>&amp;LPCR V4R5&amp;RPage &amp;P of &amp;N</oddFooter>');
    const names = w.names.filter((n) => n.name.startsWith('_xlnm.')).map((n) => [n.name, w.sheets[n.localSheetId!], n.refersTo]);
    expect(names).toEqual([
      ['_xlnm.Print_Area', 'Sizing sheet', "'Sizing sheet'!$A$1:$L$35"],
      ['_xlnm.Print_Titles', 'Sizing sheet', "'Sizing sheet'!$1:$2"],
    ]);
    expect(print.area).toBe('A1:L35');
    expect(await text(w.zip, 'xl/workbook.xml')).toMatch(/<sheet [^>]*name="Support data" state="hidden"/);
    expect(ws('Support data').state).toBe('hidden');
    expect(ws('Sizing sheet').state).toBe('visible');
  });

  test('row heights and wrapped cells', async () => {
    expect(await sheetXml('Sizing sheet')).toMatch(/<row r="9" [^>]*ht="30" customHeight="1"/);
    expect(ws('Sizing sheet').getCell('C9').alignment).toMatchObject({ wrapText: true });
    expect(ws('Sizing sheet').getCell('C9').isMerged).toBe(true);
  });

  test('every part of the package is well-formed XML', async () => {
    for (const [name, f] of Object.entries(w.zip.files)) if (!f.dir && /\.(xml|rels)$/.test(name)) wellFormed(await f.async('string'), name);
  });

  test('the same plan gives the same bytes', async () => {
    expect((await writeWorkbook(FIXTURE)).equals(xlsx)).toBe(true);
  });

  test('trailing rows of plain numbers, written into the sheet by hand, are the XML exceljs itself writes for them', async () => {
    // A header, then 2,000 rows of a date and two shares with their formats, one cell left empty.
    const cells: CellPlan[] = [{ ref: 'A1', value: 'Interval', style: 'header' }];
    for (let r = 2; r <= 2001; r++) {
      cells.push({ ref: `A${r}`, value: 45370 + r / 96, format: 'yyyy-mm-dd hh:mm' }, { ref: `B${r}`, value: (r % 97) / 100, format: '0.0%' });
      if (r !== 1500) cells.push({ ref: `C${r}`, value: (r % 31) / 100, format: '0.0%' });
    }
    const plan = { sheets: [sheetPlanOf({ name: 'Intervals', role: 'template', widths: [20], cells })] };
    const ours = await readWritten(await writeWorkbook(plan));
    // The reference: exceljs writing every cell itself, as the writer does for any other cell.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Intervals');
    sheet.getColumn(1).width = 20;
    for (const c of cells) {
      const cell = sheet.getCell(c.ref);
      cell.value = c.value as number | string;
      if (c.style)
        Object.assign(cell, {
          font: { bold: true, color: { argb: 'FFFFFFFF' } },
          fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3864' } },
          alignment: { wrapText: true, vertical: 'top' },
        });
      if (c.format) cell.numFmt = c.format;
    }
    const reference = await JSZip.loadAsync((await book.xlsx.writeBuffer()) as ArrayBuffer);
    const part = (x: string, tag: RegExp) => tag.exec(x)?.[0];
    const [mine, theirs] = [await text(ours.zip, 'xl/worksheets/sheet1.xml'), await text(reference, 'xl/worksheets/sheet1.xml')];
    expect(part(mine, /<sheetData>.*<\/sheetData>/s)).toBe(part(theirs, /<sheetData>.*<\/sheetData>/s));
    expect(part(mine, /<dimension [^>]*>/)).toBe('<dimension ref="A1:C2001"/>');
    wellFormed(mine, 'sheet1.xml');
    // Read back: exceljs gives a date-formatted number as a Date.
    for (const c of cells.filter((x) => x.ref.endsWith('2001') || x.ref === 'B1500')) {
      const cell = ours.book.getWorksheet('Intervals')!.getCell(c.ref);
      expect([c.ref, excelValue(cell.value), cell.numFmt]).toEqual([c.ref, expect.closeTo(c.value as number, 9), c.format]);
    }
    expect(ours.book.getWorksheet('Intervals')!.getCell('C1500').value).toBeNull();
  });

  test('a plan it cannot write is refused with the reason', async () => {
    const bad = { sheets: [{ ...FIXTURE.sheets[1], cells: [{ ref: 'A1', formula: 'SUM(1)' }] }] };
    await expect(writeWorkbook(bad)).rejects.toThrow(/must start with "="/);
    const comma = { sheets: [{ ...FIXTURE.sheets[1], tables: [], validations: [{ ref: 'A1', kind: 'list' as const, items: ['a,b'] }] }] };
    await expect(writeWorkbook(comma)).rejects.toThrow(/comma/);
  });
});
