/**
 * The print check: every template and every sample, live and portable, from its defaults and filled from a week
 * of measurements, written by the xlsx writer and printed by LibreOffice in one conversion (as `--pdf` prints:
 * a live workbook from its values). Per page, read back with poppler: no error value on a valid input, and the
 * header's and footer's parts (the page number among them) each one line, within its third of the page, apart
 * from every other part: pdftotext -bbox-layout gives each printed line's box. Per chart: its time axis within its data,
 * its plot at least half its frame, its legend's entries apart. The pane's writer writes the same plan
 * (tests/taskpane/parity.test.ts), so it prints the same pages. The last test writes docs/report-page.png from the
 * portable report's PDF, as the browser tests write the pane's screenshots.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { isError } from '../../addin/errors';
import { readMeasurements, type Measurements } from '../../addin/measurements/read';
import { TEMPLATES } from '../../addin/sheets';
import { convert, soffice, tempDir } from '../../cli/libreoffice';
import { SAMPLE_DATE } from '../../cli/samples';
import { valuesOnly } from '../../cli/xlsx/pdf';
import { planRequest } from '../../cli/xlsx/request';
import { writeWorkbook } from '../../cli/xlsx/writer';
import { consolidationReport } from '../../addin/sheets/consolidation-report';
import { consolidationWorkbook } from '../../addin/sheets/consolidation-sheet';
import { historyFilesText } from '../../addin/consolidation/source';
import { partitionOf } from '../../addin/measurements/partition';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { cellAddress, cellsOf, parseArea, parseCell, parseSheetRef } from '../../addin/formula/a1';
import { type CellPlan, type ChartPlan, dataCell, type PageTextPlan, type SheetPlan, type WorkbookPlan } from '../../addin/workbook/plan';
import { printScale, textPixels, widthPoints } from '../../addin/workbook/print';
import { STYLES } from '../../addin/workbook/styles';
import { parseConsolidationArgs, readConsolidation } from '../../cli/consolidate';
import { PICTURE_FIELDS, REPORT_PAGE, reportPagePlan, writeFirstPage } from '../../cli/report-page';
import { chartPartsBySheet } from '../cli/xlsx/read';

jest.setTimeout(600_000);

const WEEK = path.resolve(__dirname, '..', '..', 'sample-data', 'week.csv');
const PARTITIONS = path.resolve(__dirname, '..', '..', 'sample-data', 'partitions');

interface Printed {
  readonly name: string;
  /** The workbook as planned. */
  readonly plan: WorkbookPlan;
  /** What the sheets' headers and footers say, as planned. */
  readonly texts: readonly PageTextPlan[];
  /** The chart parts as written (xl/charts/chartN.xml), by sheet, in the order of the sheet's charts in the plan. */
  readonly charts: ReadonlyMap<string, readonly string[]>;
  /** The PDF LibreOffice printed. */
  readonly pdf: string;
  /** pdftotext -bbox-layout of each page. */
  readonly pages: readonly { readonly width: number; readonly height: number; readonly text: string; readonly lines: readonly Line[] }[];
}
interface Line {
  readonly text: string;
  readonly words: readonly Word[];
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

interface Word {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

const unescapeXml = (t: string): string =>
  t
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

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
          const words = [...l.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map((m): Word => ({
            text: unescapeXml(m[2]),
            x0: attr(m[1], 'xMin'),
            x1: attr(m[1], 'xMax'),
            y0: attr(m[1], 'yMin'),
            y1: attr(m[1], 'yMax'),
          }));
          return {
            text: words.map((w) => w.text).join(' '),
            words,
            x0: attr(tag, 'xMin'),
            x1: attr(tag, 'xMax'),
            y0: attr(tag, 'yMin'),
            y1: attr(tag, 'yMax'),
          };
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
  const plans: WorkbookPlan[] = [];
  const ids = [...TEMPLATES.map((t) => t.id), 'all'];
  const add = async (plan: WorkbookPlan, name: string, live: boolean): Promise<void> => {
    const xlsx = await writeWorkbook(plan);
    const file = path.join(dir, `${name}.xlsx`);
    fs.writeFileSync(file, live ? await valuesOnly(xlsx) : xlsx);
    inputs.push(file);
    plans.push(plan);
  };
  for (const mode of ['live', 'portable'] as const) {
    for (const template of ids) {
      for (const measured of [undefined, { file: 'week.csv', measurements, statistic: 'peak' as const }]) {
        // The report with its report fields, as a planner fills them: every page header names them beside the title.
        const plan = planRequest({ template, sets: template === 'report' ? PICTURE_FIELDS : [], mode, date: SAMPLE_DATE, measured });
        // A file fills only the templates that take a measured input (and one template at a time): the others say so.
        if (isError(plan)) {
          if (measured) continue;
          throw new Error(`${template} ${mode}: ${plan.message}`);
        }
        await add(plan, `${template}-${mode}${measured ? '-measured' : ''}`, mode === 'live');
      }
    }
  }
  // The Consolidation sheet and the report of several systems, as README's command writes them: six months of three
  // partitions, the disk and pool exports of one, two targets. Their formulas are native Excel: printed as written.
  const partition = (name: string, file: string): string[] => ['--system', `${name};2000 CPW per core;${path.join(PARTITIONS, file)}`];
  const months = ['04', '05', '06', '07', '08', '09'];
  const args = [
    ...['PROD', 'DEV', 'WEB'].flatMap((name) => months.flatMap((m) => partition(name, `${name}-2026-${m}.csv`))),
    ...partition('PROD', 'PROD-disk-2026-09.csv'),
    ...partition('PROD', 'PROD-pools-2026-09.csv'),
    ...['--target', 'S1014 4-core;8000;all;;IBM publication, date, page;4', '--target', 'S1014 8-core;16000;all;;IBM publication, date, page;8'],
    ...['--set', 'Organization=Example Co.', '--set', 'PreparedBy=Capacity planning'],
    ...['--out', path.join(dir, 'unused.xlsx')],
  ];
  const o = parseConsolidationArgs(args);
  if ('usage' in o || 'refused' in o) throw new Error(JSON.stringify(o));
  const done = readConsolidation(
    o,
    () => undefined,
    (why) => {
      throw new Error(why);
    },
  );
  if (typeof done === 'number') throw new Error(`the partitions were refused (${done})`);
  const files = done.grouped.map((g) => historyFilesText(g.files.map((f) => path.basename(f))));
  const sheet = consolidationWorkbook({ consolidation: done.c, files, granularity: o.granularity, report: o.report });
  const report = consolidationReport({
    consolidation: done.c,
    files,
    granularity: o.granularity,
    partitions: done.read.map(partitionOf),
    measurements: done.read,
    report: o.report,
    resources: done.resources,
  });
  if (isError(sheet) || isError(report)) throw new Error('the consolidation was refused');
  await add(sheet, 'consolidation', false);
  await add(report, 'report-systems', false);
  // One conversion for every workbook: LibreOffice starts once.
  const pdfs = convert(inputs, 'pdf', path.join(dir, 'pdf'), { recalc: false });
  const charts = await Promise.all(inputs.map(async (file) => chartPartsBySheet(await JSZip.loadAsync(fs.readFileSync(file)))));
  printed = pdfs.map((pdf, i) => ({
    name: path.basename(inputs[i], '.xlsx'),
    plan: plans[i],
    charts: charts[i],
    pdf,
    texts: plans[i].sheets.flatMap((sheet) => (sheet.print ? [sheet.print.header, sheet.print.footer] : [])),
    pages: pagesOf(pdf),
  }));
});

afterAll(() => {
  if (dir && !process.env.KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

test('every template is printed live and portable, with measurements and without', () => {
  const names = printed.map((p) => p.name);
  for (const t of TEMPLATES) for (const mode of ['live', 'portable']) expect(names).toContain(`${t.id}-${mode}`);
  expect(names.filter((n) => n.endsWith('-measured')).length).toBeGreaterThanOrEqual(2 * 4);
  expect(names).toEqual(expect.arrayContaining(['consolidation', 'report-systems']));
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

/** Excel's Normal side margins (0.7 inch), which the writer keeps: a header's or footer's parts share the width between them. */
const SIDE_MARGIN = 0.7 * 72;
/** A third of the printable width of a page `width` points wide: the room of one part of a header or footer. */
const third = (width: number): number => (width - 2 * SIDE_MARGIN) / 3;

test("each part of a header or footer prints whole on its one line, within its third of the page, clear of the other parts' boxes", () => {
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
        // Each part fits its third of the printable width (the page's width from the PDF less Excel's Normal side margins,
        // 0.7 inch each, which the writer leaves as they are): a part wider than that runs into its neighbour's third.
        for (const l of lines)
          if (l.x1 - l.x0 > third(page.width) + 0.5)
            faults.push(
              `${where}: the ${band} part "${l.text}" prints ${Math.round(l.x1 - l.x0)} pt wide, over its third (${Math.round(third(page.width))} pt)`,
            );
      }
      // The page number in the footer's right part.
      if (!page.lines.some((l) => l.y1 > bottom - 1 && /^Page \d+ of \d+$/.test(l.text))) faults.push(`${where}: no page number in the footer`);
    });
  }
  expect(faults).toEqual([]);
});

/** The sheets that print, each with the pages its header names (a page's header's left part is its sheet's title). */
function sheetPages(p: Printed): { sheet: SheetPlan; pages: Printed['pages'] }[] {
  return p.plan.sheets
    .filter((sheet) => sheet.print && !sheet.hidden)
    .map((sheet) => {
      const title = printedForm(sheet.print!.header.left ?? '');
      return { sheet, pages: p.pages.filter((page) => page.lines.some((l) => l.y0 < Math.min(...page.lines.map((x) => x.y0)) + 1 && title.test(l.text))) };
    });
}

interface TextCell {
  readonly cell: CellPlan;
  readonly row: number;
  readonly col: number;
  readonly words: readonly string[];
  readonly wrapped: boolean;
}

/** The cells of a sheet's print area that hold text, with their words (split where a line may break: at spaces). */
function textCells(sheet: SheetPlan): TextCell[] {
  const area = parseArea(sheet.print!.area);
  return sheet.cells.flatMap((cell) => {
    if (typeof cell.value !== 'string' || cell.value.trim() === '') return [];
    const { row, col } = parseCell(cell.ref);
    if (row < area.top || row > area.bottom || col > area.right) return [];
    const wrapped = cell.wrap ?? (cell.style ? STYLES[cell.style].wrap : undefined) ?? false;
    return [{ cell, row, col, words: cell.value.split(/\s+/).filter(Boolean), wrapped }];
  });
}

test('no word is printed split across two lines: every word of every text cell prints whole on one line of its sheet', () => {
  const faults: string[] = [];
  for (const p of printed)
    for (const { sheet, pages } of sheetPages(p)) {
      if (pages.length === 0) faults.push(`${p.name}: no page is headed by ${sheet.name}'s title`);
      const words = new Set(pages.flatMap((page) => page.lines.flatMap((l) => l.words.map((w) => w.text))));
      for (const t of textCells(sheet))
        for (const w of t.words) if (!words.has(w)) faults.push(`${p.name} ${sheet.name}!${t.cell.ref}: "${w}" is not printed whole on a line`);
    }
  expect(faults).toEqual([]);
});

/** The coefficients that fit `xs` (rows of factors) to `ys` best by least squares, or null where they do not tell. */
function leastSquares(xs: readonly number[][], ys: readonly number[]): number[] | null {
  const n = xs[0]?.length ?? 0;
  if (xs.length < n || n === 0) return null;
  // The normal equations, solved by Gaussian elimination with partial pivoting.
  const m = Array.from({ length: n }, (_, i) => [
    ...Array.from({ length: n }, (_, j) => xs.reduce((s, x) => s + x[i] * x[j], 0)),
    xs.reduce((s, x, k) => s + x[i] * ys[k], 0),
  ]);
  for (let i = 0; i < n; i++) {
    const pivot = m.slice(i).reduce((best, row, k) => (Math.abs(row[i]) > Math.abs(m[best][i]) ? i + k : best), i);
    [m[i], m[pivot]] = [m[pivot], m[i]];
    if (Math.abs(m[i][i]) < 1e-9) return null;
    for (let k = 0; k < n; k++) {
      if (k === i) continue;
      const f = m[k][i] / m[i][i];
      for (let j = i; j <= n; j++) m[k][j] -= f * m[i][j];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** Points from the page's left edge: Excel's Normal left margin, 0.7 inch, which the writer keeps, and the print area starts at A. */
const LEFT_MARGIN = 0.7 * 72;
/** Points of slack: PDF coordinates round, and a text's first glyph may start a little outside its advance. */
const SLACK = 1.5;

/** Where a sheet's texts print: each one-line text's occurrences, the page's scale, and each column's left edge on the page. */
interface Geometry {
  readonly cells: readonly TextCell[];
  readonly found: ReadonlyMap<TextCell, readonly { x0: number; x1: number; ratio: number }[]>;
  /** Printed width over measured width: the page's scale (the median of its texts'). */
  readonly scale: number;
  /** The left edge of column `c` (from 0) on the page, points. */
  readonly edge: (c: number) => number;
}

function geometry(sheet: SheetPlan, pages: Printed['pages']): Geometry | null {
  const area = parseArea(sheet.print!.area);
  // Each column's left edge as the characters and the columns before it: a renderer prints a column of w characters
  // some points a character and some a column (Excel 7 pixels a character and 5 a column; LibreOffice the digit's
  // width, 7.43 pixels, and none): each page's two are read from where its texts start, below.
  const before: { chars: number; cols: number }[] = [{ chars: 0, cols: 0 }];
  for (let c = 0; c <= Math.max(area.right, sheet.widths.length); c++) before.push({ chars: before[c].chars + (sheet.widths[c] ?? 8.43), cols: c + 1 });
  const cells = textCells(sheet).filter((t) => !t.wrapped && !String(t.cell.value).includes('\n'));
  // Each text's occurrences: its words in order on one line. The page's scale: printed width over measured width.
  const found = new Map<TextCell, { x0: number; x1: number; ratio: number }[]>();
  const ratios: number[] = [];
  for (const page of pages)
    for (const t of cells) {
      const style = t.cell.style ? STYLES[t.cell.style] : {};
      const measured = (textPixels(t.words.join(' '), { size: style.size ?? 11, bold: style.bold ?? false, italic: style.italic ?? false }) * 72) / 96;
      for (const l of page.lines)
        for (let i = 0; i + t.words.length <= l.words.length; i++) {
          if (!t.words.every((w, k) => l.words[i + k].text === w)) continue;
          const [x0, x1] = [l.words[i].x0, l.words[i + t.words.length - 1].x1];
          const ratio = (x1 - x0) / measured;
          found.set(t, [...(found.get(t) ?? []), { x0, x1, ratio }]);
          ratios.push(ratio);
        }
    }
  if (ratios.length === 0) return null;
  ratios.sort((a, b) => a - b);
  const scale = ratios[Math.floor(ratios.length / 2)];
  // The edges: where each left-aligned text printed once starts (its column's edge and the cell's margin), fitted
  // by least squares to a margin, points a character and points a column; Excel's widths at the text's scale where
  // the page has too few columns to tell.
  const starts = cells.flatMap((t) => {
    const at = found.get(t) ?? [];
    return t.cell.align !== 'right' && at.length === 1 ? [{ x: at[0].x0, ...before[t.col] }] : [];
  });
  const fit = leastSquares(
    starts.map((s) => [1, s.chars, s.cols]),
    starts.map((s) => s.x),
  );
  const edge = (c: number): number =>
    fit && new Set(starts.map((s) => s.cols)).size >= 4
      ? fit[0] + fit[1] * before[c].chars + fit[2] * before[c].cols
      : LEFT_MARGIN + scale * before.slice(0, c).reduce((sum, _, i) => sum + widthPoints(sheet.widths[i] ?? 8.43), 0);
  return { cells, found, scale, edge };
}

test('every text cell prints within its column (or its merge, or the empty cells it runs over), and the font measures what prints', () => {
  const faults: string[] = [];
  for (const p of printed)
    for (const { sheet, pages } of sheetPages(p)) {
      const area = parseArea(sheet.print!.area);
      const filled = new Set(sheet.cells.filter((c) => c.formula !== undefined || (c.value !== undefined && c.value !== '')).map((c) => c.ref));
      // What each text may print over, in columns: its own, its merge's, or (unbordered, unfilled) the empty cells beside it.
      const room = (t: TextCell): [number, number] => {
        const merge = sheet.merges.map(parseArea).find((m) => m.top === t.row && m.left === t.col);
        if (merge) return [merge.left, merge.right];
        const style = t.cell.style ? STYLES[t.cell.style] : {};
        if (style.border || style.fill) return [t.col, t.col];
        const empty = (c: number): boolean => c >= 0 && c <= area.right && !filled.has(cellAddress(t.row, c));
        let [from, to] = [t.col, t.col];
        if (t.cell.align === 'right') while (empty(from - 1)) from--;
        else while (empty(to + 1)) to++;
        return [from, to];
      };
      const g = geometry(sheet, pages);
      if (!g) continue;
      const { cells, found, scale, edge } = g;
      for (const t of cells) {
        const at = found.get(t) ?? [];
        if (at.length === 0) {
          faults.push(`${p.name} ${sheet.name}!${t.cell.ref}: "${t.cell.value}" is not printed whole on one line`);
          continue;
        }
        // The text prints as wide as Carlito's widths say (2% for the PDF's rounding of each glyph's place).
        if (!at.some((o) => Math.abs(o.ratio / scale - 1) < 0.02))
          faults.push(`${p.name} ${sheet.name}!${t.cell.ref}: "${t.cell.value}" prints ${(at[0].ratio / scale).toFixed(3)} times its measured width`);
        const [from, to] = room(t);
        const [left, right] = [edge(from) - SLACK, edge(to + 1) + SLACK];
        if (!at.some((o) => o.x0 >= left && o.x1 <= right)) {
          const where = at.map((o) => `${o.x0.toFixed(1)}-${o.x1.toFixed(1)}`).join(', ');
          faults.push(`${p.name} ${sheet.name}!${t.cell.ref}: "${t.cell.value}" prints at ${where}, outside ${left.toFixed(1)}-${right.toFixed(1)} pt`);
        }
      }
    }
  expect(faults).toEqual([]);
});

/** A number format that prints a date or a time: a y, d or h outside its quoted text. */
const isTimeFormat = (format: string | undefined): boolean => !!format && /[ydh]/i.test(format.replace(/"[^"]*"/g, ''));

/** The cells of a range a chart reads, as the plan holds them: among the sheet's cells or its data rows. */
function planCells(plan: WorkbookPlan, ref: string, sheetName: string): CellPlan[] {
  const area = parseSheetRef(ref);
  const sheet = plan.sheets.find((s) => s.name === (area.sheet ?? sheetName));
  if (!sheet) throw new Error(`${ref}: no sheet ${area.sheet ?? sheetName}`);
  const byRef = new Map(sheet.cells.map((c) => [c.ref, c]));
  return cellsOf(area).flatMap(({ row, col }) => {
    const cell = byRef.get(cellAddress(row, col)) ?? (sheet.data ? dataCell(sheet.data, row, col) : undefined);
    return cell ? [cell] : [];
  });
}

/** The ranges of a chart's x values: a scatter's series' own (a mark's, a limit's) or the categories; the categories of the others. */
const xRanges = (chart: ChartPlan): string[] => (chart.kind === 'scatter' ? chart.series.map((s) => s.x ?? chart.categories) : [chart.categories]);

/** The written chart's x axis (the axis at the bottom), whatever its kind. */
const xAxisXml = (xml: string): string =>
  [...xml.matchAll(/<c:(catAx|dateAx|valAx)>.*?<\/c:\1>/gs)].map((m) => m[0]).find((a) => a.includes('<c:axPos val="b"/>')) ?? '';

/** A cache's points' values in order (c:pt idx="n"), as numbers. */
const cachedPoints = (xml: string): number[] => [...xml.matchAll(/<c:pt idx="\d+"><c:v>([^<]*)<\/c:v><\/c:pt>/g)].map((m) => Number(m[1]));

test("every time axis runs within its data: the plan's bounds within the chart's first and last x value, and the written axis carries them", () => {
  const faults: string[] = [];
  const checked = { bounded: 0, text: 0 };
  for (const p of printed)
    for (const sheet of p.plan.sheets)
      sheet.charts.forEach((chart, i) => {
        const cells = xRanges(chart).flatMap((r) => planCells(p.plan, r, sheet.name));
        // A time axis: its x values are printed as dates or times on the sheet.
        if (!cells.some((c) => isTimeFormat(c.format))) return;
        const xs = cells.map((c) => c.value).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
        const [first, last] = [Math.min(...xs), Math.max(...xs)];
        const where = `${p.name} ${sheet.name} "${chart.title}"`;
        const xml = p.charts.get(sheet.name)?.[i];
        if (!xml) return void faults.push(`${where}: no chart part written`);
        const axis = xAxisXml(xml);
        if (chart.kind === 'area') {
          // An area chart's times are labels of a text axis (auto 0), one a category, so it runs from its first category
          // to its last whatever the engine: its categories' cache must be the sheet's times, in order.
          checked.text++;
          if (!axis.startsWith('<c:catAx>') || !axis.includes('<c:auto val="0"/>')) faults.push(`${where}: the times are not a text axis`);
          const cat = /<c:cat>.*?<\/c:cat>/s.exec(xml)?.[0] ?? '';
          if (JSON.stringify(cachedPoints(cat)) !== JSON.stringify(xs)) faults.push(`${where}: the axis's categories are not the sheet's times`);
          return;
        }
        checked.bounded++;
        if (!chart.xBounds) return void faults.push(`${where}: no bounds, its axis runs from ${first} to ${last}`);
        const { min, max } = chart.xBounds;
        // A millionth of a day (under a tenth of a second): the serials' rounding.
        if (!(min >= first - 1e-6 && max <= last + 1e-6 && min < max)) faults.push(`${where}: bounds ${min}-${max} outside its data ${first}-${last}`);
        const written = [/<c:min val="([^"]*)"/, /<c:max val="([^"]*)"/].map((re) => Number(re.exec(axis)?.[1]));
        if (written[0] !== min || written[1] !== max) faults.push(`${where}: the x axis is written with bounds ${written.join('-')}, the plan's ${min}-${max}`);
      });
  // The Measurements, Disk and Memory sheets' scatters and the Trend's months, bounded; the Consolidation's areas, a text axis.
  expect(checked.bounded).toBeGreaterThanOrEqual(10);
  expect(checked.text).toBeGreaterThanOrEqual(2);
  expect(faults).toEqual([]);
});

/** Excel's default row height, points: a row the plan gives no height prints this high at 100%. */
const ROW_POINTS = 15;

/** A word's vertical centre. */
const middle = (w: Word): number => (w.y0 + w.y1) / 2;

/** A tick label of a value axis: a number as the formats print it (1,200, 0.5, 70%). */
const isNumberLabel = (t: string): boolean => /^-?[\d,]*\.?\d+%?$/.test(t);

interface ChartPrint {
  readonly chart: ChartPlan;
  readonly plan: WorkbookPlan;
  readonly sheet: string;
  readonly where: string;
  /** The frame on the page: its anchor's columns and rows at the page's scale. */
  readonly frame: { x0: number; x1: number; y0: number; width: number; height: number };
  readonly title: readonly Line[];
  /** The PDF and the page (from 0) it prints on. */
  readonly pdf: string;
  readonly page: number;
  /** The value axis's tick labels, top to bottom, and the x axis's, left to right (a label's words together). */
  readonly yLabels: readonly Word[];
  readonly xLabels: readonly Word[];
  /** Each series' legend entry, where printed whole on one line below the x labels: its box. */
  readonly legend: readonly { name: string; box: Word | null }[];
}

/**
 * Each chart as printed, found by its title on a page of its sheet. The frame is the chart's anchor: its columns'
 * edges on the page (the text fit's, geometry()) and its rows' heights at the page's scale, from just above its
 * title (LibreOffice sets the title a few points under the frame's top, centred on it). What prints inside it is
 * read from pdftotext's word boxes: the value axis's labels, a column of numbers right-aligned at the plot's left
 * edge; the x axis's, the first row of words under the lowest of them; then the legend's entries.
 */
function printedCharts(p: Printed, faults: string[]): ChartPrint[] {
  const out: ChartPrint[] = [];
  for (const { sheet, pages } of sheetPages(p)) {
    if (sheet.charts.length === 0) continue;
    const g = geometry(sheet, pages);
    const explicit = new Map((sheet.rowHeights ?? []).map((h) => [h.row - 1, h.points]));
    for (const chart of sheet.charts) {
      const where = `${p.name} ${sheet.name} "${chart.title}"`;
      const [from, to] = [parseCell(chart.from), parseCell(chart.to)];
      const scale = g?.scale ?? printScale(sheet);
      const [x0, x1] = g
        ? [g.edge(from.col), g.edge(to.col + 1)]
        : [LEFT_MARGIN, LEFT_MARGIN + scale * sheet.widths.slice(from.col, to.col + 1).reduce((t, w) => t + widthPoints(w ?? 8.43), 0)];
      let height = 0;
      for (let r = from.row; r <= to.row; r++) height += explicit.get(r) ?? ROW_POINTS;
      height *= scale;
      // The title: the lines in the frame's columns whose words, in order, spell it from its start.
      const titleWords = chart.title.split(/\s+/);
      let found: { page: Printed['pages'][number]; lines: Line[] } | null = null;
      for (const page of pages) {
        const inside = page.lines.filter((l) => l.x0 >= x0 - SLACK && l.x1 <= x1 + SLACK).sort((a, b) => a.y0 - b.y0);
        for (const [k, l] of inside.entries()) {
          if (l.words.length === 0 || !l.words.every((w, i) => w.text === titleWords[i])) continue;
          const lines = [l];
          let said = l.words.length;
          for (const next of inside.slice(k + 1)) {
            if (said >= titleWords.length || next.y0 > lines[lines.length - 1].y1 + 4) break;
            if (!next.words.every((w, i) => w.text === titleWords[said + i])) continue;
            lines.push(next);
            said += next.words.length;
          }
          if (said === titleWords.length) found = { page, lines };
          break;
        }
        if (found) break;
      }
      if (!found) {
        faults.push(`${where}: its title is not printed whole in its frame's columns`);
        continue;
      }
      const top = Math.min(...found.lines.map((l) => l.y0)) - TITLE_GAP;
      const frame = { x0, x1, y0: top, width: x1 - x0, height };
      const titleBottom = Math.max(...found.lines.map((l) => l.y1));
      const words = found.page.lines
        .flatMap((l) => l.words)
        .filter((w) => w.x0 >= x0 - SLACK && w.x1 <= x1 + SLACK && w.y0 > titleBottom && w.y1 <= top + height + SLACK);
      // The value axis's labels: the most numbers sharing a right edge (within a point) in the frame's left half.
      const numbers = words.filter((w) => isNumberLabel(w.text) && w.x1 < (x0 + x1) / 2).sort((a, b) => a.x1 - b.x1);
      const columns: Word[][] = [];
      for (const w of numbers) {
        const last = columns[columns.length - 1];
        if (last && w.x1 - last[last.length - 1].x1 < 1) last.push(w);
        else columns.push([w]);
      }
      const yLabels = columns.sort((a, b) => b.length - a.length)[0]?.sort((a, b) => a.y0 - b.y0) ?? [];
      if (yLabels.length < 2) {
        faults.push(`${where}: no value axis's labels found`);
        continue;
      }
      const plotBottom = middle(yLabels[yLabels.length - 1]);
      // The x axis's labels: the first row of words under the plot, a month's name joined to the year after it ("Apr 2026":
      // labels of numbers alone, years, may print closer together than a label's words).
      const below = words.filter((w) => w.y0 > plotBottom).sort((a, b) => a.y0 - b.y0);
      const row = below.filter((w) => below.length > 0 && Math.abs(w.y0 - below[0].y0) < 1).sort((a, b) => a.x0 - b.x0);
      const xLabels: Word[] = [];
      for (const w of row) {
        const last = xLabels[xLabels.length - 1];
        if (last && w.x0 - last.x1 < 3 && /^[A-Za-z]+$/.test(last.text)) xLabels[xLabels.length - 1] = { ...last, text: `${last.text} ${w.text}`, x1: w.x1 };
        else xLabels.push(w);
      }
      // The legend's entries: each series' name, its words in order on one line under the x labels (the first there).
      const under = found.page.lines.filter((l) => l.y0 > (row[0]?.y1 ?? plotBottom) && l.y1 <= top + height + SLACK).sort((a, b) => a.y0 - b.y0);
      const legend = chart.series.map((s) => {
        const names = s.name.split(/\s+/);
        for (const l of under)
          for (let i = 0; i + names.length <= l.words.length; i++) {
            const run = l.words.slice(i, i + names.length);
            if (run[0].x0 < x0 - SLACK || run[run.length - 1].x1 > x1 + SLACK || !names.every((n, k) => run[k].text === n)) continue;
            return {
              name: s.name,
              box: { text: s.name, x0: run[0].x0, x1: run[run.length - 1].x1, y0: Math.min(...run.map((w) => w.y0)), y1: Math.max(...run.map((w) => w.y1)) },
            };
          }
        return { name: s.name, box: null };
      });
      out.push({
        chart,
        plan: p.plan,
        sheet: sheet.name,
        where,
        frame,
        title: found.lines,
        pdf: p.pdf,
        page: p.pages.indexOf(found.page),
        yLabels,
        xLabels,
        legend,
      });
    }
  }
  return out;
}

/** Points LibreOffice leaves between a chart's frame and its title's first line (measured: 5 to 7 at these scales). */
const TITLE_GAP = 8;

let charts: ChartPrint[] = [];
const chartFaults: string[] = [];
beforeAll(() => {
  charts = printed.flatMap((p) => printedCharts(p, chartFaults));
});

test('every chart is found on its page: its title whole in its frame, its value axis labelled', () => {
  expect(chartFaults).toEqual([]);
  // Every chart of every printed sheet.
  expect(charts.length).toBe(printed.reduce((n, p) => n + sheetPages(p).reduce((k, s) => k + s.sheet.charts.length, 0), 0));
});

/** Pixels a point of the pages as rasterised for the plot's measure (100 dpi). */
const PX = 100 / 72;
const images = new Map<string, PNG>();
/** Pixels of another colour a gridline may be crossed by and run on: a series' line (2.25 points) with its antialiasing. */
const CROSSING = 6;
/** A page (from 0) of a PDF at 100 dpi, by pdftoppm. */
function pageImage(pdf: string, page: number): PNG {
  const key = `${pdf}#${page}`;
  if (!images.has(key)) {
    const prefix = `${pdf.replace(/\.pdf$/, '')}-page${page + 1}`;
    const r = spawnSync('pdftoppm', ['-png', '-r', '100', '-f', String(page + 1), '-l', String(page + 1), '-singlefile', pdf, prefix], { encoding: 'utf8' });
    if (r.error || r.status !== 0) throw new Error(`pdftoppm failed: ${r.error?.message ?? r.stderr}`);
    images.set(key, PNG.sync.read(fs.readFileSync(`${prefix}.png`)));
  }
  return images.get(key)!;
}

/**
 * The plot as drawn: its gridlines and axis line, the rows of the page's pixels between the title and the x axis's
 * labels where a grey line (no hue, darker than the page) runs unbroken over two fifths of the frame's width. The
 * plot runs from the highest such line (the top gridline) to the lowest (the x axis), as wide as the longest. Text,
 * tick marks and the frame's own border (a column of pixels a row) make no such run, and a series crossing breaks none;
 * a grey series lies within the plot, so it moves neither its top nor its bottom.
 */
function plotDrawn(img: PNG, x0: number, x1: number, y0: number, y1: number): { width: number; height: number } | null {
  const [left, right] = [Math.max(0, Math.floor(x0 * PX)), Math.min(img.width - 1, Math.ceil(x1 * PX))];
  const grey = (x: number, y: number): boolean => {
    const i = (y * img.width + x) * 4;
    const [r, g, b] = [img.data[i], img.data[i + 1], img.data[i + 2]];
    return Math.max(r, g, b) - Math.min(r, g, b) < 16 && Math.max(r, g, b) < 235;
  };
  const lines: { y: number; run: number }[] = [];
  for (let y = Math.max(0, Math.ceil(y0 * PX)); y <= Math.min(img.height - 1, Math.floor(y1 * PX)); y++) {
    let [run, longest, gap] = [0, 0, 0];
    for (let x = left; x <= right; x++) {
      // A series crossing (its line three pixels wide, and its antialiasing) does not break a run.
      if (grey(x, y)) [run, gap] = [run + 1 + gap, 0];
      else if (run > 0 && gap < CROSSING) gap++;
      else [run, gap] = [0, 0];
      longest = Math.max(longest, run);
    }
    if (longest >= 0.4 * (right - left)) lines.push({ y, run: longest });
  }
  if (lines.length < 2) return null;
  return { width: Math.max(...lines.map((l) => l.run)) / PX, height: (lines[lines.length - 1].y - lines[0].y) / PX };
}

test("every chart's plot takes at least half of its frame's width and half of its height", () => {
  const faults: string[] = [];
  for (const c of charts) {
    const top = Math.max(...c.title.map((l) => l.y1));
    const bottom = c.xLabels.length ? Math.min(...c.xLabels.map((w) => w.y0)) : c.frame.y0 + c.frame.height;
    const plot = plotDrawn(pageImage(c.pdf, c.page), c.frame.x0, c.frame.x1, top, bottom);
    if (!plot) {
      faults.push(`${c.where}: no gridline found`);
      continue;
    }
    if (plot.width < c.frame.width / 2)
      faults.push(`${c.where}: the plot is ${plot.width.toFixed(0)} pt wide, under half its frame's ${c.frame.width.toFixed(0)}`);
    if (plot.height < c.frame.height / 2)
      faults.push(`${c.where}: the plot is ${plot.height.toFixed(0)} pt high, under half its frame's ${c.frame.height.toFixed(0)}`);
  }
  expect(faults).toEqual([]);
});

test("every chart's legend entries print whole, none over another, and the Scenarios chart's on one line", () => {
  const faults: string[] = [];
  for (const c of charts) {
    // Each entry's text (its symbol prints before it, in the room LibreOffice gives every entry).
    const boxes = c.legend.flatMap((e) => (e.box ? [e.box] : []));
    for (const e of c.legend) if (!e.box) faults.push(`${c.where}: the legend's "${e.name}" is not printed whole on one line`);
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const [x, y] = [boxes[a], boxes[b]];
        // A word's box is its font's ascent and descent, which the lines of a legend share a little of: entries overlap
        // where their boxes meet across and over half their height.
        const over = Math.min(x.y1, y.y1) - Math.max(x.y0, y.y0);
        if (x.x0 < y.x1 && y.x0 < x.x1 && over > Math.min(x.y1 - x.y0, y.y1 - y.y0) / 2)
          faults.push(`${c.where}: the legend's "${x.text}" and "${y.text}" overlap`);
      }
    // The Scenarios chart's entries share one baseline (their boxes' bottoms within a point): its legend is one line.
    if (c.sheet === 'Scenarios' && boxes.some((b) => Math.abs(b.y1 - boxes[0].y1) > 1))
      faults.push(`${c.where}: the legend prints on ${new Set(boxes.map((b) => Math.round(b.y1))).size} lines`);
  }
  expect(faults).toEqual([]);
});

test("the reference image docs/report-page.png is the portable report's first page as printed here: its Summary and its chart", () => {
  const report = printed.find((p) => p.name === 'report-portable')!;
  // The workbook npm run report-page prints.
  expect(report.plan).toEqual(reportPagePlan());
  const summary = report.plan.sheets[0];
  const [first] = report.pages;
  // The first page is the Summary's (its header's left part), with its chart.
  expect(first.lines.some((l) => l.text === summary.print!.header.left)).toBe(true);
  expect(summary.charts.map((c) => c.title)).toEqual([expect.stringMatching(/by year$/)]);
  expect(first.text).toContain(summary.charts[0].title);
  writeFirstPage(report.pdf, REPORT_PAGE);
  const png = PNG.sync.read(fs.readFileSync(REPORT_PAGE));
  // The page in its orientation, at 80 dpi.
  expect([png.width, png.height].map((x) => Math.round(x / 80))).toEqual([first.width, first.height].map((x) => Math.round(x / 72)));
});
