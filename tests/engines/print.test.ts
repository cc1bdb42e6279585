/**
 * The samples as a manager gets them: LibreOffice prints every sample workbook to PDF (as
 * `as400-sizer workbook --pdf` does) and the pages are read back with poppler (pdfinfo, pdftotext).
 * Each sizing sheet is one page in the orientation its page setup names, with its header and
 * footer; the catalog listing prints one page wide with its header row on every page; the hidden
 * support sheets print nothing; every chart lies whole on its sheet's page. Two layout faults
 * stay fixed: a FALSE beside a number prints FALSE, and a wrapped table header no
 * longer runs into the row under it.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { PNG } from 'pngjs';
import type { SheetPlan } from '../../addin/workbook/plan';
import { buildSamples, type Sample } from '../../cli/samples';
import { renderReportPage } from '../../cli/report-page';
import { convert, soffice, tempDir } from '../../cli/libreoffice';

jest.setTimeout(300_000);

interface Page {
  readonly text: string;
  readonly landscape: boolean;
}

let samples: Sample[];
const printed = new Map<string, Page[]>();
/** The PDF of each sample, by file name. */
const pdfOf = new Map<string, string>();
let dir: string;

function poppler(tool: string, args: string[]): string {
  const r = spawnSync(tool, args, { encoding: 'utf8' });
  if (r.error) throw new Error(`${tool} is not installed: apt-get install -y poppler-utils (.ci/run does)`);
  if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr}`);
  return r.stdout;
}

beforeAll(async () => {
  soffice();
  samples = await buildSamples();
  dir = tempDir('print');
  const inputs = samples.map((s) => {
    const p = path.join(dir, s.file);
    fs.writeFileSync(p, s.xlsx);
    return p;
  });
  const pdfs = convert(inputs, 'pdf', path.join(dir, 'pdf'), { recalc: false });
  for (const [i, pdf] of pdfs.entries()) {
    const count = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [pdf]))![1]);
    const sizes = [...poppler('pdfinfo', ['-f', '1', '-l', String(count), pdf]).matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/g)];
    const pages = sizes.map((m, p): Page => ({
      text: poppler('pdftotext', ['-layout', '-f', String(p + 1), '-l', String(p + 1), pdf, '-']),
      landscape: Number(m[1]) > Number(m[2]),
    }));
    printed.set(samples[i].file, pages);
    pdfOf.set(samples[i].file, pdf);
  }
});

afterAll(() => {
  if (dir && !process.env.KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

/** The sheet a page belongs to: the one whose title heads the page (the header's left part). */
const headerOf = (page: Page): string =>
  page.text
    .split('\n')
    .find((l) => l.trim() !== '')!
    .trim();
const sheetOfPage = (sample: Sample, page: Page): SheetPlan | undefined =>
  sample.plan.sheets.find((s) => s.print && headerOf(page).startsWith(s.print.header.left!));

describe('the samples printed by LibreOffice', () => {
  test.each(['interactive', 'migration', 'web', 'oc400', 'domino', 'save', 'runway', 'report', 'catalog', 'all'])(
    '%s: one page per sizing sheet, in sheet order, in its orientation; the listing one page wide; hidden sheets not printed',
    (id) => {
      const sample = samples.find((s) => s.file === `${id}.xlsx`)!;
      const pages = printed.get(sample.file)!;
      const owners = pages.map((p) => sheetOfPage(sample, p));
      expect(owners.every((o) => o !== undefined)).toBe(true);
      const visible = sample.plan.sheets.filter((s) => !s.hidden);
      // Sheets in order, each printing a run of pages: one for a sizing sheet, some for a listing.
      const runs: { sheet: string; pages: number }[] = [];
      for (const o of owners) {
        const last = runs[runs.length - 1];
        if (last?.sheet === o!.name) last.pages++;
        else runs.push({ sheet: o!.name, pages: 1 });
      }
      expect(runs.map((r) => r.sheet)).toEqual(visible.map((s) => s.name));
      for (const r of runs) {
        const sheet = visible.find((s) => s.name === r.sheet)!;
        if (sheet.print!.fit.tall === 1) expect([r.sheet, r.pages]).toEqual([r.sheet, 1]);
        else expect(r.pages).toBeGreaterThan(1);
      }
      pages.forEach((p, i) => expect([i, p.landscape]).toEqual([i, owners[i]!.print!.orientation === 'landscape']));
      // Support sheets carry their names and notes in their cells: none of it is printed.
      expect(pages.filter((p) => /AS400 (Catalog|Tables)|Read by the portable formulas/.test(p.text))).toEqual([]);
    },
  );

  test(
    'the report: the Summary first, saying the recommendation in a sentence with a ' +
      'calendar month; every page numbered k of n; no error value, no placeholder',
    () => {
      const sample = samples.find((s) => s.file === 'report.xlsx')!;
      const pages = printed.get(sample.file)!;
      const summary = sample.plan.sheets[0];
      expect(sheetOfPage(sample, pages[0])!.name).toBe(summary.name);
      // The sentence as the plan cached it, which LibreOffice recalculated on other tests: printed whole, wrapped or not.
      const sentence = String(summary.cells.find((c) => c.style === 'output' && typeof c.value === 'string' && c.value.startsWith('Move '))!.value);
      const flat = (t: string) => t.replace(/\s+/g, ' ');
      // Wrapped over two lines, its label beside the second: the sentence's words in order, the label taken out.
      expect(flat(pages[0].text.replace(/\bRecommendation\b/g, ' '))).toContain(flat(sentence));
      expect(sentence).toMatch(
        new RegExp(
          /^Move the workload to \S+: \d+(\.\d)?% used today, under the 70% guideline until /.source +
            /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\.$/.source,
        ),
      );
      pages.forEach((p, i) => expect(flat(p.text)).toMatch(new RegExp(`Page ${i + 1} of ${pages.length}\\s*$`)));
      for (const p of pages) expect(p.text).not.toMatch(/#(N\/A|VALUE!|NUM!|DIV\/0!|REF!|NAME\?)|undefined|null|NaN|\{\}/);
    },
  );

  test("the Summary prints its text at 9 points or more, the chart's included; no page of any sample shows an error value", () => {
    // pdftotext's box of a word is (ascent - descent) x the font size; the fonts LibreOffice embeds declare neither
    // (Ascent 0, Descent 0), for which poppler takes 0.95 and -0.35 (GfxFont): a box 1.3 times the printed size.
    const BOX = 1.3;
    expect(poppler('pdffonts', ['-f', '1', '-l', '1', pdfOf.get('report.xlsx')!])).toMatch(/Carlito/);
    const layout = poppler('pdftotext', ['-bbox-layout', '-f', '1', '-l', '1', pdfOf.get('report.xlsx')!, '-']);
    const box = (tag: string) => {
      const n = (k: string) => Number(new RegExp(`${k}="([\\d.]+)"`).exec(tag)![1]);
      return { x: n('xMin'), y: n('yMin'), w: n('xMax') - n('xMin'), h: n('yMax') - n('yMin') };
    };
    const sizes: { text: string; size: number }[] = [];
    for (const line of layout.split('<line ').slice(1)) {
      const words = [...line.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map((m) => ({ ...box(m[1]), text: m[2] }));
      // A line turned on its side (a value axis's title): its words share one column, and its width is the box's height.
      const vertical = words.length > 1 && words.every((w) => Math.abs(w.x - words[0].x) < 0.01 && Math.abs(w.w - words[0].w) < 0.01);
      for (const w of words) sizes.push({ text: w.text, size: (vertical ? w.w : w.h) / BOX });
    }
    expect(sizes.length).toBeGreaterThan(100);
    // The body (cells at 11 points) and the title (15) keep their ratio: the box measures the font size alone.
    const body = sizes.find((s) => s.text === 'Recommendation')!.size;
    const title = sizes.find((s) => s.text === 'report' && s.size > body)!.size;
    expect(title / body).toBeCloseTo(15 / 11, 1);
    const smallest = sizes.reduce((a, b) => (b.size < a.size ? b : a));
    expect([smallest.text, smallest.size >= 9]).toEqual([smallest.text, true]);
    for (const [file, pages] of printed) {
      pages.forEach((p, i) => expect([file, i + 1, /#(N\/A|VALUE!|NUM!|DIV\/0!|REF!|NAME\?)/.exec(p.text)?.[0]]).toEqual([file, i + 1, undefined]));
    }
  });

  /** The PCR's full title, word after word, whatever prints between them. */
  const FULL_TITLE = new RegExp(
    'IBM, AS/400 Performance Capabilities Reference, Version 4 Release 5 (July 2000)'
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[\\s\\S]*?'),
  );
  test('every page has its header (title, model, date) and footer (the source document, the page)', () => {
    let checked = 0;
    for (const sample of samples) {
      for (const [i, page] of printed.get(sample.file)!.entries()) {
        const print = sheetOfPage(sample, page)!.print!;
        const lines = page.text.split('\n').filter((l) => l.trim() !== '');
        const [header, footer] = [lines[0], lines[lines.length - 1]];
        if (print.header.center) expect(header).toContain(print.header.center);
        // The day the samples were built, yyyy-mm-dd as every date on the page, whatever the machine's short date form.
        expect(header).toMatch(/\b2026-01-01\s*$/);
        // The footer cites the PCR briefly (a part holds a third of the line); the page's body carries its full title.
        expect(footer).toContain('IBM AS/400 PCR V4R5 (July 2000)');
        // Its words in order: a title wrapped beside another block (the Scenarios' Sources beside its inputs) reads interleaved with it.
        expect([sample.file, i, page.text]).toEqual([sample.file, i, expect.stringMatching(FULL_TITLE)]);
        expect(footer).toMatch(/Page \d+ of \d+\s*$/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('the listing repeats its frozen rows (title and column headers) at the top of every page', () => {
    const sample = samples.find((s) => s.file === 'catalog.xlsx')!;
    const pages = printed.get(sample.file)!;
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const lines = page.text.split('\n').filter((l) => l.trim() !== '');
      expect(lines[1]).toMatch(/^Hardware catalog/);
      expect(lines.slice(2, 5).some((l) => /^Key\s+Model\s+Feature/.test(l))).toBe(true);
    }
  });

  test("the catalog's Source column fits the page: the longest source prints to its last words", () => {
    const sample = samples.find((s) => s.file === 'catalog.xlsx')!;
    const sheet = sample.plan.sheets[0];
    const column = sheet.cells.find((c) => c.value === 'Source' && c.style === 'header')!.ref.replace(/\d+$/, '');
    const sources = sheet.cells.filter(
      (c) => c.ref.replace(/\d+$/, '') === column && typeof c.value === 'string' && /seed 000 line \d+$/.test(c.value as string),
    );
    const longest = sources.map((c) => String(c.value)).sort((a, b) => b.length - a.length)[0];
    expect(longest.length).toBeGreaterThan(100);
    const text = printed
      .get(sample.file)!
      .map((p) => p.text)
      .join('\n');
    // Wrapped in its column, the end of the longest source is on the page, not past the margin.
    expect(text).toContain(longest.slice(longest.lastIndexOf(' seed 000')).trim());
  });

  test("every chart lies whole on its sheet's one page: its title on that page only", () => {
    let charts = 0;
    for (const sample of samples) {
      const pages = printed.get(sample.file)!;
      for (const sheet of sample.plan.sheets) {
        for (const chart of sheet.charts) {
          // The title may wrap in the chart: its first five words, which no cell holds.
          const words = chart.title.split(' ').slice(0, 5).join(' ');
          const where = pages.map((p, i) => (p.text.includes(words) ? i : -1)).filter((i) => i >= 0);
          expect([sample.file, chart.title, where.length]).toEqual([sample.file, chart.title, 1]);
          expect(sheetOfPage(sample, pages[where[0]])!.name).toBe(sheet.name);
          expect(sheet.print!.fit).toEqual({ wide: 1, tall: 1 });
          charts++;
        }
      }
    }
    expect(charts).toBeGreaterThanOrEqual(4);
  });

  test('a FALSE beside a number prints FALSE, not 0 (web mix, the static line)', () => {
    const page = printed.get('web.xlsx')![0].text;
    const line = page.split('\n').find((l) => /^\s*static\s/.test(l))!;
    expect(line).toMatch(/^\s*static\s+FALSE\s+10\s+40\.0\s+49\.4\s*$/);
  });

  test('the wrapped header "Page size (KB, Table 6.2)" keeps to its own row', () => {
    const lines = printed.get('web.xlsx')![0].text.split('\n');
    const head = lines.findIndex((l) => l.includes('Page size (KB,'));
    // Its second line is the header row's, above the first mix line, alone on its text line (where it breaks depends
    // on the font's metrics: Calibri's, Carlito, break it after "Table").
    expect(lines[head + 1]).toMatch(/^\s*(Table )?6\.2\)\s*$/);
    expect(lines[head + 2]).toMatch(/^\s*cgi-named\s/);
  });

  test('npm run report-page renders the interactive report page (the README picture): its page in its orientation, the chart in colour', async () => {
    const out = path.join(dir, 'report-page.png');
    await renderReportPage(out, 'interactive', 40);
    const png = PNG.sync.read(fs.readFileSync(out));
    const sheet = samples.find((s) => s.file === 'interactive.xlsx')!.plan.sheets[0];
    expect(png.width > png.height).toBe(sheet.print!.orientation === 'landscape');
    let red = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] > 150 && png.data[i + 1] < 60 && png.data[i + 2] < 60) red++;
    // The measured point's marker and its legend symbol (and the red status cell's text).
    expect(red).toBeGreaterThan(5);
  });
});
