/**
 * The print check: every template and every sample, live and portable, from its defaults and filled from a week
 * of measurements, written by the xlsx writer and printed by LibreOffice in one conversion (as `--pdf` prints:
 * a live workbook from its values). Per page, read back with poppler: no error value on a valid input, and the
 * header's and footer's parts (the page number among them) each one line, within its third of the page, apart
 * from every other part: pdftotext -bbox-layout gives each printed line's box. The pane's writer writes the same
 * plan (tests/taskpane/parity.test.ts), so it prints the same pages.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { isError } from '../../addin/errors';
import { readMeasurements, type Measurements } from '../../addin/measurements/read';
import { TEMPLATES } from '../../addin/templates';
import { convert, soffice, tempDir } from '../../cli/libreoffice';
import { SAMPLE_DATE } from '../../cli/samples';
import { valuesOnly } from '../../cli/xlsx/pdf';
import { planRequest } from '../../cli/xlsx/request';
import { writeWorkbook } from '../../cli/xlsx/writer';
import type { PageTextPlan } from '../../addin/templates/plan';

jest.setTimeout(600_000);

const WEEK = path.resolve(__dirname, '..', '..', 'sample-data', 'week.csv');

interface Printed {
  readonly name: string;
  /** What the sheets' headers and footers say, as planned. */
  readonly texts: readonly PageTextPlan[];
  /** pdftotext -bbox-layout of each page. */
  readonly pages: readonly { readonly width: number; readonly height: number; readonly text: string; readonly lines: readonly Line[] }[];
}
interface Line {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

function poppler(tool: string, args: string[]): string {
  const r = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw new Error(`${tool} is not installed: apt-get install -y poppler-utils (.ci/run does)`);
  if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr}`);
  return r.stdout;
}

const attr = (tag: string, k: string): number => Number(new RegExp(`${k}="([\\d.]+)"`).exec(tag)![1]);

/** Each page of a PDF: its size, its text, and its lines with their boxes (points, from the top left). */
function pagesOf(pdf: string): Printed['pages'] {
  const layout = poppler('pdftotext', ['-bbox-layout', pdf, '-']);
  return layout
    .split('<page ')
    .slice(1)
    .map((page) => {
      const head = page.slice(0, page.indexOf('>'));
      const lines = page
        .split('<line ')
        .slice(1)
        .map((l): Line => {
          const tag = l.slice(0, l.indexOf('>'));
          const words = [...l.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((m) => m[1]);
          return { text: words.join(' '), x0: attr(tag, 'xMin'), x1: attr(tag, 'xMax'), y0: attr(tag, 'yMin'), y1: attr(tag, 'yMax') };
        });
      return { width: attr(head, 'width'), height: attr(head, 'height'), text: lines.map((l) => l.text).join('\n'), lines };
    });
}

let printed: Printed[] = [];
let dir: string;

beforeAll(async () => {
  soffice();
  const measurements = readMeasurements(fs.readFileSync(WEEK, 'utf8')) as Measurements;
  dir = tempDir('print-check');
  const inputs: string[] = [];
  const texts: PageTextPlan[][] = [];
  const ids = [...TEMPLATES.map((t) => t.id), 'all'];
  for (const mode of ['live', 'portable'] as const) {
    for (const template of ids) {
      for (const measured of [undefined, { file: 'week.csv', measurements, statistic: 'peak' as const }]) {
        const plan = planRequest({ template, sets: [], mode, date: SAMPLE_DATE, measured });
        // A file fills only the templates that take a measured input (and one template at a time): the others say so.
        if (isError(plan)) {
          if (measured) continue;
          throw new Error(`${template} ${mode}: ${plan.message}`);
        }
        const xlsx = await writeWorkbook(plan);
        const file = path.join(dir, `${template}-${mode}${measured ? '-measured' : ''}.xlsx`);
        fs.writeFileSync(file, mode === 'live' ? await valuesOnly(xlsx) : xlsx);
        inputs.push(file);
        texts.push(plan.sheets.flatMap((sheet) => (sheet.print ? [sheet.print.header, sheet.print.footer] : [])));
      }
    }
  }
  // One conversion for every workbook: LibreOffice starts once.
  const pdfs = convert(inputs, 'pdf', path.join(dir, 'pdf'), { recalc: false });
  printed = pdfs.map((pdf, i) => ({ name: path.basename(inputs[i], '.xlsx'), texts: texts[i], pages: pagesOf(pdf) }));
});

afterAll(() => {
  if (dir && !process.env.KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

test('every template is printed live and portable, with measurements and without', () => {
  const names = printed.map((p) => p.name);
  for (const t of TEMPLATES) for (const mode of ['live', 'portable']) expect(names).toContain(`${t.id}-${mode}`);
  expect(names.filter((n) => n.endsWith('-measured')).length).toBeGreaterThanOrEqual(2 * 4);
  for (const p of printed) expect([p.name, p.pages.length > 0]).toEqual([p.name, true]);
});

test('no page shows an error value or a column too narrow for its number (###)', () => {
  const bad = printed.flatMap((p) =>
    p.pages.flatMap((page, i) => [...page.text.matchAll(/#NUM!|#VALUE!|#N\/A|#NAME\?|#DIV\/0!|#REF!|###/g)].map((m) => `${p.name} page ${i + 1}: ${m[0]}`)),
  );
  expect(bad).toEqual([]);
});

/** A part as it prints: Excel's codes for the page and the page count read as numbers, a doubled & as one. */
const printedForm = (part: string): RegExp =>
  new RegExp(
    `^${part
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/&P/g, '\\d+')
      .replace(/&N/g, '\\d+')
      .replace(/&&/g, '&')}$`,
  );

test("each part of a header or footer prints whole on its one line, clear of the other parts' boxes", () => {
  const faults: string[] = [];
  for (const p of printed) {
    const parts = p.texts.flatMap((t) => [t.left, t.center, t.right]).filter((x): x is string => !!x);
    p.pages.forEach((page, i) => {
      const where = `${p.name} page ${i + 1}`;
      // The header is the page's first printed row, the footer its last (LibreOffice puts the body right under the header).
      const top = Math.min(...page.lines.map((l) => l.y0));
      const bottom = Math.max(...page.lines.map((l) => l.y1));
      for (const [band, lines] of [
        ['header', page.lines.filter((l) => l.y0 < top + 1)],
        ['footer', page.lines.filter((l) => l.y1 > bottom - 1)],
      ] as const) {
        // Each line of the band is a part whole: a part wrapped or cut prints a line that is none of them.
        for (const l of lines)
          if (!parts.some((part) => printedForm(part).test(l.text))) faults.push(`${where}: the ${band} prints "${l.text}", no part whole`);
        for (let a = 0; a < lines.length; a++)
          for (let b = a + 1; b < lines.length; b++) {
            const [x, y] = [lines[a], lines[b]];
            if (x.x0 < y.x1 && y.x0 < x.x1 && x.y0 < y.y1 && y.y0 < x.y1) faults.push(`${where}: "${x.text}" and "${y.text}" overlap in the ${band}`);
          }
      }
      // The page number in the footer's right part.
      if (!page.lines.some((l) => l.y1 > bottom - 1 && /^Page \d+ of \d+$/.test(l.text))) faults.push(`${where}: no page number in the footer`);
    });
  }
  expect(faults).toEqual([]);
});
