/**
 * The whole job's numbers equal across the command line's JSON, its text, the Consolidation sheet
 * recalculated by LibreOffice and the PDF: a year of three partitions (support/partitions.ts), one
 * --system line a month's file, onto an 8-core and a 4-core target. The sheet's verdicts are formulas
 * (today's and the years' with growth), so LibreOffice recomputes them; its dates are the projection's.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import ExcelJS from 'exceljs';
import { convert, soffice, tempDir } from '../../cli/libreoffice';
import { BIN } from '../../support/cli';
import { excelValue } from '../../support/compare';
import { PARTITIONS, writePartitionYear } from '../../support/partitions';

jest.setTimeout(300_000);

const dir = tempDir('lo-consolidation-year');
const files = writePartitionYear(dir);
const systems = PARTITIONS.flatMap((p) => files.get(p.name)!.flatMap((f) => ['--system', `${p.name};10000 CPW per core;${f}`]));
const targets = ['--target', 'S1014 8-core;80000;all;none;test rating, p. 1;8', '--target', 'S1014 4-core;40000;all;none;test rating, p. 1;4'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthText = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

let json: {
  targets: {
    name: string;
    fits: boolean;
    fitsNow: boolean;
    fitsAhead: boolean;
    verdict: string;
    limitDate: string | null;
    monthsToLimit: number | null;
    processingUnits: { sharedPool: number };
  }[];
};
let text = '';
let pdfText = '';
let sheet: ExcelJS.Worksheet;

beforeAll(async () => {
  soffice();
  const xlsx = path.join(dir, 'year.xlsx');
  const pdf = path.join(dir, 'year.pdf');
  const run = (...extra: string[]) => spawnSync(process.execPath, [BIN, 'consolidate', ...systems, ...targets, ...extra], { encoding: 'utf8' });
  const r = run('--json', '--out', xlsx, '--pdf', pdf);
  expect(r.status).toBe(0);
  json = JSON.parse(r.stdout);
  text = run().stdout;
  pdfText = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
  const [out] = convert([xlsx], 'xlsx', path.join(dir, 'out'));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(out) as unknown as ArrayBuffer);
  sheet = book.getWorksheet('Consolidation')!;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const value = (ref: string) => {
  const c = sheet.getCell(ref);
  return excelValue(c.formula ? c.result : c.value);
};
/** The row of a value in column A at or after a row. */
function rowOf(label: string, after = 1): number {
  for (let r = after; r <= sheet.rowCount; r++) if (value(`A${r}`) === label) return r;
  throw new Error(`no ${label} after row ${after}`);
}

test('the targets table (recalculated): fits today and the shared pool as the JSON gives them', () => {
  const head = rowOf('Target');
  json.targets.forEach((t, k) => {
    const r = rowOf(t.name, head);
    expect(r).toBe(head + 1 + k);
    expect(value(`E${r}`)).toBe(t.fitsNow ? 'yes' : 'no');
    expect(value(`G${r}`)).toBeCloseTo(Math.ceil(Number((t.processingUnits.sharedPool / 0.05).toPrecision(12))) * 0.05, 9);
  });
});

test('the verdict with growth (recalculated) and the month the guideline is reached, as the JSON, the text and the PDF give them', () => {
  const head = rowOf('Target', rowOf('Target') + 1);
  json.targets.forEach((t, k) => {
    const r = head + 1 + k;
    expect(value(`A${r}`)).toBe(t.name);
    expect(value(`C${r}`)).toBe(t.fitsAhead ? 'yes' : 'no');
    expect(value(`D${r}`)).toBe(t.fits ? 'yes' : 'no');
    if (t.monthsToLimit === 0) expect(value(`E${r}`)).toBe('past it today');
    else {
      const serial = value(`E${r}`) as number;
      expect(typeof serial).toBe('number');
      const d = new Date((serial - 25_569) * 86_400_000).toISOString();
      expect(monthText(d)).toBe(monthText(t.limitDate!));
      expect(text).toContain(`reached in ${monthText(t.limitDate!)}`);
      expect(pdfText).toContain(monthText(t.limitDate!));
    }
  });
  // The 4-core target does not fit, and its reasons are on the page as in the text.
  const four = json.targets[1];
  expect(four.fits).toBe(false);
  expect(text).toContain(four.verdict);
  expect(pdfText.replace(/\s+/g, ' ')).toContain('as dedicated partitions they would take');
});
