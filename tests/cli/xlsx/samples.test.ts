/**
 * The committed sample-workbooks/ must be what the templates make now: every sample is made again
 * in memory and compared with the committed file cell by cell (value or cached result, formula,
 * number format), name by name, chart series by chart series, and sheet by sheet what prints (page
 * setup, header and footer, hidden or not, row heights). Bytes are not compared: a zip
 * library update must not fail this.
 */
import fs from 'fs';
import path from 'path';
import type ExcelJS from 'exceljs';
import { buildSamples, SAMPLES_DIR, type Sample } from '../../../cli/samples';
import { readWritten, type Written } from './read';

const STALE = 'sample-workbooks/ is stale: run `npm run samples` and commit the result.';

// Making every sample takes a few seconds, more beside the LibreOffice suites.
jest.setTimeout(60_000);

let samples: Sample[];
beforeAll(async () => {
  samples = await buildSamples();
});

/** What a cell shows, as comparable text: formula, value (the cached result of a formula), format. */
function cellText(c: ExcelJS.Cell): string {
  const v = c.value as unknown;
  const shown = c.formula ? { formula: c.formula, result: c.result, array: (v as { shareType?: string }).shareType === 'array' } : { value: v };
  return JSON.stringify({ ...shown, format: c.numFmt ?? null });
}

function cells(ws: ExcelJS.Worksheet): Map<string, string> {
  const out = new Map<string, string>();
  ws.eachRow({ includeEmpty: false }, (row) =>
    row.eachCell({ includeEmpty: false }, (c) => {
      if (c.value !== null || c.numFmt) out.set(c.address, cellText(c));
    }),
  );
  return out;
}

/** What prints: page setup, header and footer, visibility, row heights. */
function printOf(ws: ExcelJS.Worksheet): string {
  const { orientation, fitToPage, fitToWidth, fitToHeight, printArea, printTitlesRow } = ws.pageSetup;
  const heights: [number, number][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => row.height !== undefined && heights.push([n, row.height]));
  return JSON.stringify({
    orientation,
    fitToPage,
    fitToWidth,
    fitToHeight,
    printArea,
    printTitlesRow,
    headerFooter: ws.headerFooter,
    state: ws.state,
    heights,
  });
}

async function chartRefs(w: Written): Promise<string[]> {
  const parts = Object.keys(w.zip.files)
    .filter((f) => /^xl\/charts\/chart\d+\.xml$/.test(f))
    .sort();
  const out: string[] = [];
  for (const p of parts) {
    const xml = await w.zip.file(p)!.async('string');
    out.push(`${p}: ${[...xml.matchAll(/<c:f>([^<]*)<\/c:f>/g)].map((m) => m[1]).join(' ')}`);
  }
  return out;
}

/** The first difference between two workbooks, or null. */
async function firstDifference(file: string, fresh: Written, committed: Written): Promise<string | null> {
  if (fresh.sheets.join('|') !== committed.sheets.join('|')) return `${file}: sheets ${committed.sheets.join(', ')}, now ${fresh.sheets.join(', ')}`;
  for (const name of fresh.sheets) {
    const [a, b] = [printOf(fresh.book.getWorksheet(name)!), printOf(committed.book.getWorksheet(name)!)];
    if (a !== b) return `${file} ${name}: page setup committed ${b}, now ${a}`;
    const now = cells(fresh.book.getWorksheet(name)!);
    const then = cells(committed.book.getWorksheet(name)!);
    for (const ref of new Set([...now.keys(), ...then.keys()])) {
      if (now.get(ref) !== then.get(ref)) return `${file} ${name}!${ref}: committed ${then.get(ref) ?? '(empty)'}, now ${now.get(ref) ?? '(empty)'}`;
    }
  }
  const names = (w: Written) => w.names.map((n) => `${n.name}@${n.localSheetId}=${n.refersTo}`).join('\n');
  if (names(fresh) !== names(committed)) return `${file}: defined names differ`;
  const [a, b] = [await chartRefs(fresh), await chartRefs(committed)];
  if (a.join('\n') !== b.join('\n')) return `${file}: chart series differ: committed ${b.join('; ')}, now ${a.join('; ')}`;
  return null;
}

describe('sample-workbooks/ is up to date', () => {
  test('one file per template and all.xlsx, and nothing else', () => {
    const committed = fs.existsSync(SAMPLES_DIR)
      ? fs
          .readdirSync(SAMPLES_DIR)
          .filter((f) => f.endsWith('.xlsx'))
          .sort()
      : [];
    expect({ files: committed, hint: STALE }).toEqual({ files: samples.map((s) => s.file).sort(), hint: STALE });
  });

  test('every sample equals what the templates make now, cell by cell', async () => {
    for (const s of samples) {
      const p = path.join(SAMPLES_DIR, s.file);
      if (!fs.existsSync(p)) throw new Error(`${s.file} is missing. ${STALE}`);
      const difference = await firstDifference(s.file, await readWritten(s.xlsx), await readWritten(fs.readFileSync(p)));
      if (difference) throw new Error(`${difference}\n${STALE}`);
    }
  });
});
