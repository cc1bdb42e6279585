/**
 * `workbook --mode live --pdf` (docs/sizing-sheets.md): LibreOffice cannot run the add-in, so a live
 * workbook is printed from a values-only copy. The PDF shows the values the file carries, never #NAME?,
 * and the workbook written beside it keeps its AS400 formulas.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import JSZip from 'jszip';
import { valuesOnly } from '../../cli/xlsx/pdf';
import { BIN } from '../../support/cli';

jest.setTimeout(240_000);

const run = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

function pdfText(file: string): string {
  const r = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (r.error) throw new Error('pdftotext is not installed: apt-get install -y poppler-utils');
  return r.stdout;
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-pdf-live-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a live interactive sheet prints its values: Appendix D ratings, no #NAME?', async () => {
  const [xlsx, pdf] = [path.join(dir, 'live.xlsx'), path.join(dir, 'live.pdf')];
  const r = run(['workbook', 'interactive', '--mode', 'live', '--set', 'Model=720-2061-1501', '--out', xlsx, '--pdf', pdf]);
  expect({ code: r.status, err: r.stderr }).toEqual({ code: 0, err: '' });
  const text = pdfText(pdf);
  expect(text).not.toContain('#NAME?');
  // Table D.2.1.1 prints the 720-2061-1501 at 240 processor CPW and 70 interactive CPW (format #,##0.0).
  expect(text).toMatch(/Processor CPW\s+240\.0\b/);
  expect(text).toMatch(/Interactive CPW\s+70\.0\b/);
  // Only the copy printed lost its formulas: the workbook still calls the add-in.
  const sheet = await (await JSZip.loadAsync(fs.readFileSync(xlsx))).file('xl/worksheets/sheet1.xml')!.async('string');
  expect(sheet).toContain('_xldudf_AS400_CPW(Model)</f>');
  expect(fs.readdirSync(dir).sort()).toEqual(['live.pdf', 'live.xlsx']);
});

test('the values-only copy: no formula, each cell keeps the value it carried, text results as text', async () => {
  const zip = new JSZip();
  zip.file(
    'xl/worksheets/sheet1.xml',
    '<worksheet><sheetData><row r="1"><c r="A1" s="7" cm="1"><f t="array" ref="A1">_xldudf_AS400_CPW(Model)</f><v>240</v></c>' +
      '<c r="B1" s="9" t="str"><f>IF(A1&gt;1,&quot;Red&quot;,&quot;A &amp; B&quot;)</f><v>A &amp; B</v></c>' +
      '<c r="C1" t="e"><f>NA()</f><v>#N/A</v></c><c r="D1" t="b"><f>TRUE()</f><v>1</v></c><c r="E1"><v>3</v></c></row></sheetData></worksheet>',
  );
  zip.file('xl/workbook.xml', '<workbook><calcPr calcId="171027" fullCalcOnLoad="1"/></workbook>');
  const out = await JSZip.loadAsync(await valuesOnly(await zip.generateAsync({ type: 'nodebuffer' })));
  expect(await out.file('xl/worksheets/sheet1.xml')!.async('string')).toBe(
    '<worksheet><sheetData><row r="1"><c r="A1" s="7"><v>240</v></c>' +
      '<c r="B1" s="9" t="inlineStr"><is><t xml:space="preserve">A &amp; B</t></is></c>' +
      '<c r="C1" t="e"><v>#N/A</v></c><c r="D1" t="b"><v>1</v></c><c r="E1"><v>3</v></c></row></sheetData></worksheet>',
  );
  expect(await out.file('xl/workbook.xml')!.async('string')).toBe('<workbook><calcPr calcId="171027"/></workbook>');
});
