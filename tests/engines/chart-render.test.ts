/**
 * The chart parts are written by hand, so prove they draw: LibreOffice prints the samples that
 * have charts to PDF, pdftoppm rasterises the pages, and each series' colour (lines, and marks drawn
 * as markers) must cover enough more pixels than on the same sheets printed without their charts
 * (cells may share a colour).
 * Only the template sheets are printed (the catalog would add dozens of pages), without
 * recalculation: the cells show the plan's values.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { PNG } from 'pngjs';
import { buildSamples, type Sample } from '../../cli/samples';
import { writeWorkbook } from '../../cli/xlsx/writer';
import { convert, soffice, tempDir } from '../../cli/libreoffice';

jest.setTimeout(300_000);

const CHARTED = ['interactive.xlsx', 'runway.xlsx'];
/** Anti-aliasing blends a line's edge into the page: count pixels within this per channel. */
const TOLERANCE = 24;
/**
 * At 150 dpi, on pages scaled to fit, a series line across a chart is some 400 to 1,000 pixels, one
 * mostly covered by another (interactive: utilization under EIU up to the knee) about 200; a mark
 * (a marker, no line) 50 to 150 with its legend symbol.
 */
const MIN_PIXELS = { line: 150, mark: 30 };

let samples: Sample[];
/** Pages by file: "<id>.xlsx" with its charts, "<id>-bare.xlsx" without. */
const pages = new Map<string, PNG[]>();
let dir: string;

function pdftoppm(): string {
  const r = spawnSync('pdftoppm', ['-v'], { encoding: 'utf8' });
  if (r.error) throw new Error('pdftoppm is not installed: apt-get install -y poppler-utils (npm test installs it)');
  return 'pdftoppm';
}

beforeAll(async () => {
  soffice();
  pdftoppm();
  samples = (await buildSamples()).filter((s) => CHARTED.includes(s.file));
  dir = tempDir('chart-render');
  const inputs: string[] = [];
  for (const s of samples) {
    const sheets = s.plan.sheets.filter((sheet) => sheet.role === 'template');
    for (const [file, plan] of [
      [s.file, { sheets }],
      [bare(s.file), { sheets: sheets.map((sheet) => ({ ...sheet, charts: [] })) }],
    ] as const) {
      const p = path.join(dir, file);
      fs.writeFileSync(p, await writeWorkbook(plan));
      inputs.push(p);
    }
  }
  const pdfs = convert(inputs, 'pdf', path.join(dir, 'pdf'), { recalc: false });
  for (const [i, pdf] of pdfs.entries()) {
    const prefix = path.join(dir, 'png', path.basename(pdf, '.pdf'));
    fs.mkdirSync(path.dirname(prefix), { recursive: true });
    const r = spawnSync('pdftoppm', ['-png', '-r', '150', pdf, prefix], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pdftoppm failed: ${r.stderr}`);
    const files = fs
      .readdirSync(path.dirname(prefix))
      .filter((f) => f.startsWith(`${path.basename(prefix)}-`) && f.endsWith('.png'))
      .sort();
    pages.set(
      path.basename(inputs[i]),
      files.map((f) => PNG.sync.read(fs.readFileSync(path.join(path.dirname(prefix), f)))),
    );
  }
});

afterAll(() => {
  if (dir && !process.env.KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

const bare = (file: string) => file.replace(/\.xlsx$/, '-bare.xlsx');

function pixelsOf(images: readonly PNG[], rgb: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(rgb.slice(i, i + 2), 16));
  let n = 0;
  for (const img of images) {
    const d = img.data;
    for (let i = 0; i < d.length; i += 4) {
      if (Math.abs(d[i] - r) <= TOLERANCE && Math.abs(d[i + 1] - g) <= TOLERANCE && Math.abs(d[i + 2] - b) <= TOLERANCE) n++;
    }
  }
  return n;
}

describe('the hand-written charts render', () => {
  test.each(CHARTED)('%s: every series of its charts is drawn in its colour', (file) => {
    const sample = samples.find((s) => s.file === file)!;
    const series = sample.plan.sheets.flatMap((s) => s.charts.flatMap((c) => c.series));
    expect(series.length).toBeGreaterThan(0);
    const images = pages.get(file)!;
    expect(images.length).toBeGreaterThan(0);
    const drawn = series.map((s) => ({
      series: s.name,
      mark: s.line === 'none',
      pixels: pixelsOf(images, s.color) - pixelsOf(pages.get(bare(file))!, s.color),
    }));
    expect(drawn.filter((d) => d.pixels < (d.mark ? MIN_PIXELS.mark : MIN_PIXELS.line))).toEqual([]);
  });
});
