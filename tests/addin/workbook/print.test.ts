/**
 * The page setup every template gets from its layout (print.ts), before any writer: what prints, on how
 * many pages, with which header and footer. LibreOffice then prints it (tests/engines/print.test.ts).
 */
import { TEMPLATES } from '../../../addin/sheets';
import { parseArea, parseCell } from '../../../addin/formula/a1';
import { LOGICAL_FORMAT, sheetPlan, type SheetPlan } from '../../../addin/workbook/plan';
import { MIN_SCALE, printReady, printScale, textPixels } from '../../../addin/workbook/print';
import { STYLES } from '../../../addin/workbook/styles';
import { ALL, plan } from '../sheets/plans';

/** The PCR as a footer cites it, in a third of the line: the full title prints in the page's Sources. */
const PCR = 'IBM AS/400 PCR V4R5 (July 2000)';
const PCR_TITLE = 'IBM, AS/400 Performance Capabilities Reference, Version 4 Release 5 (July 2000)';
const inside = (area: string, ref: string): boolean => {
  const a = parseArea(area);
  const c = parseCell(ref);
  return c.row >= a.top && c.row <= a.bottom && c.col >= a.left && c.col <= a.right;
};
const overlap = (x: string, y: string): boolean => {
  const [a, b] = [parseArea(x), parseArea(y)];
  return a.top <= b.bottom && b.top <= a.bottom && a.left <= b.right && b.left <= a.right;
};

const fontOf = (c: { style?: keyof typeof STYLES }) => {
  const st = c.style ? STYLES[c.style] : {};
  return { size: st.size ?? 11, bold: st.bold ?? false, italic: st.italic ?? false };
};

describe.each(['live', 'portable'] as const)('%s mode', (mode) => {
  const p = plan(ALL, mode);
  const templates = p.sheets.filter((s) => s.role === 'template');

  test('every template sheet prints its cells and charts, one page wide; sizing sheets on one legible page', () => {
    for (const s of templates) {
      const print = s.print!;
      expect(print).toBeDefined();
      // Every cell prints, but the data rows a sheet keeps below its page (the report's chart points) and a block of
      // intermediate results beside it, after a blank column, under its heading (on screen only: the page has no row to spare).
      const below = (ref: string) => parseCell(ref).row > parseArea(print.area).bottom;
      const right = parseArea(print.area).right;
      const heading = s.cells.find((c) => c.value === 'Intermediate results (on screen, not printed)');
      const beside = (ref: string) => heading !== undefined && parseCell(ref).col >= parseCell(heading.ref).col && parseCell(heading.ref).col > right + 1;
      for (const c of s.cells) expect([s.name, c.ref, inside(print.area, c.ref) || below(c.ref) || beside(c.ref)]).toEqual([s.name, c.ref, true]);
      for (const chart of s.charts) expect([s.name, inside(print.area, chart.from) && inside(print.area, chart.to)]).toEqual([s.name, true]);
      expect(print.fit.wide).toBe(1);
      if (s.name === 'Hardware catalog') continue;
      // One page: a chart can never be cut across two.
      expect([s.name, print.fit.tall]).toEqual([s.name, 1]);
      expect([s.name, printScale(s) >= MIN_SCALE]).toEqual([s.name, true]);
    }
  });

  test("printed text stays readable: font size x print scale at least 8 points on a sizing sheet, 9 on the report's Summary", () => {
    // The printed height of a cell's text is its font size (its style's, else Excel's default 11 points) times the scale its page prints at.
    let sheets = 0;
    // The report as a manager gets it, every field given: the Summary lists them, its detail sheets do not.
    const fields = { Organization: 'ACME Corp', SystemName: 'PROD', PreparedBy: 'J. Planner', Notes: 'Peak week of September; batch window unchanged.' };
    const report = plan(['report'], mode, { report: fields }).sheets.filter((s) => s.role === 'template');
    // Every sizing sheet on its own with the organization and the system (its header) and the fields its title lists
    // (in the blank row above its inputs): each alone, and both, which share that row.
    const { PreparedBy, Notes, ...header } = fields;
    const standalone = [{ ...header, PreparedBy }, { ...header, Notes }, fields].flatMap((f) =>
      plan(
        ALL.filter((id) => id !== 'report'),
        mode,
        { report: f },
      ).sheets.filter((s) => s.role === 'template'),
    );
    for (const s of [...templates, ...report, ...standalone]) {
      // A listing (the catalog) prints as many pages as it needs: it is read as a table, not a one-page sizing sheet.
      if (s.print!.fit.tall > 1) continue;
      const area = parseArea(s.print!.area);
      const printed = s.cells.filter((c) => c.value !== undefined && c.value !== '' && inside(s.print!.area, c.ref) && parseCell(c.ref).row <= area.bottom);
      const smallest = Math.min(...printed.map((c) => (c.style ? STYLES[c.style].size : undefined) ?? 11));
      expect([s.name, smallest * printScale(s) >= (s.name === 'Summary' ? 9 : 8)]).toEqual([s.name, true]);
      // A chart's text too: its labels, axis titles and legend, at Excel's 10 points unless the plan sets more.
      for (const c of s.charts) expect([s.name, c.title, (c.textSize ?? 10) * printScale(s) >= 8]).toEqual([s.name, c.title, true]);
      sheets++;
    }
    expect(sheets).toBeGreaterThanOrEqual(4 * ALL.length - 3);
  });

  test('the catalog, too long for one page, is a listing: one page wide, as many pages tall as it needs, its frozen header rows on every page', () => {
    const s = p.sheets.find((x) => x.name === 'Hardware catalog')!;
    expect(s.print).toMatchObject({ orientation: 'landscape', fit: { wide: 1 }, titleRows: `1:${s.freeze!.rows}` });
    // Enough pages that the width sets the scale, as legible as one page wide allows.
    expect(s.print!.fit.tall).toBeGreaterThan(1);
    expect(printScale(s)).toBeGreaterThanOrEqual(0.45);
  });

  test('header: the title, the model as built, the date; footer: the source document and the page', () => {
    for (const s of templates) {
      const def = TEMPLATES.find((t) => t.title === s.print!.header.left)!;
      expect(def).toBeDefined();
      // The system sized: a catalog model, or a system given as a key or a CPW; a report's is on its detail sheets.
      const model = def.inputs.find((i) => i.kind === 'model' || i.kind === 'system');
      const cell = model && s.names.find((n) => n.name === model.name);
      const value = cell && s.cells.find((c) => c.ref === cell.refersTo.split('!')[1].replace(/\$/g, ''))?.value;
      const shown = typeof value === 'number' ? `${value} CPW` : value;
      // The day built, yyyy-mm-dd as every date on the page (Excel's &D would print the machine's short form, 11/28/2026).
      const right = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
      const kind = typeof value === 'number' ? '' : model?.kind === 'model' ? 'Model ' : 'System ';
      if (cell) expect(s.print!.header).toEqual({ left: def.title, center: `${kind}${shown} (when built)`, right });
      else if (!model) expect(s.print!.header).toEqual({ left: def.title, right });
      expect(s.print!.footer).toEqual({ left: PCR, right: 'Page &P of &N' });
      expect([s.name, s.cells.some((c) => typeof c.value === 'string' && c.value.includes(PCR_TITLE))]).toEqual([s.name, true]);
    }
  });

  test('support sheets are hidden and carry no page setup', () => {
    const support = p.sheets.filter((s) => s.role === 'support');
    expect(support.length).toBe(mode === 'portable' ? 2 : 0);
    for (const s of support) expect([s.name, s.hidden, s.print]).toEqual([s.name, true, undefined]);
    for (const s of templates) expect(s.hidden).toBeUndefined();
  });

  test('wrapped texts: merges stay clear of tables, of charts and of each other, and their rows are made taller', () => {
    let wrapped = 0;
    for (const s of templates) {
      for (const [i, m] of s.merges.entries()) {
        for (const t of s.tables) expect(overlap(m, t.ref)).toBe(false);
        for (const other of s.merges.slice(i + 1)) expect(overlap(m, other)).toBe(false);
        for (const chart of s.charts) expect([s.name, m, overlap(m, `${chart.from}:${chart.to}`)]).toEqual([s.name, m, false]);
      }
      for (const c of s.cells.filter((x) => x.wrap)) {
        wrapped++;
        // Taller, unless the columns it wraps over were widened to hold it on one line (a column is round(7w + 5) pixels,
        // 5 of them padding: ECMA-376 Part 1, 18.3.1.13).
        const { row, col } = parseCell(c.ref);
        const merge = s.merges.map(parseArea).find((m) => m.top === row && m.left === col);
        let pixels = -5;
        for (let k = col; k <= (merge?.right ?? col); k++) pixels += Math.round(7 * (s.widths[k] ?? 8.43) + 5);
        const oneLine = !String(c.value).includes('\n') && textPixels(String(c.value), fontOf(c)) <= pixels;
        expect([s.name, c.ref, oneLine || s.rowHeights?.some((h) => h.row === row + 1)]).toEqual([s.name, c.ref, true]);
      }
    }
    expect(wrapped).toBeGreaterThan(10);
  });

  test('logical cells carry the TRUE/FALSE format LibreOffice needs to print them as such', () => {
    const logical = p.sheets.flatMap((s) => s.cells.filter((c) => typeof c.value === 'boolean'));
    expect(logical.length).toBeGreaterThan(5);
    for (const c of logical) expect(c.format).toBe(LOGICAL_FORMAT);
  });
});

describe('the page header dates the workbook as every date on the page is written', () => {
  test("built on 27 November 2026: every sheet's header says 2026-11-27, not the machine's short form of the day printed", () => {
    const built = plan(ALL, 'portable', { date: Date.UTC(2026, 10, 27, 15, 30) });
    expect(built.sheets.filter((s) => s.print).length).toBeGreaterThan(5);
    for (const s of built.sheets.filter((x) => x.print)) expect([s.name, s.print!.header.right]).toEqual([s.name, '2026-11-27']);
  });
});

describe('printReady on sheets of other shapes (a template added later gets the same)', () => {
  const sheet = (rows: number, columns: number): SheetPlan =>
    sheetPlan({
      name: 'New',
      role: 'template',
      widths: Array.from({ length: columns }, () => 10),
      cells: Array.from({ length: rows }, (_, r) => ({ ref: `${String.fromCharCode(64 + columns)}${r + 1}`, value: r })),
    });
  const labels = { title: 'R&D plan', document: 'A document' };

  test('narrow and short: portrait, one page, at full size', () => {
    const s = printReady(sheet(20, 3), labels);
    expect(s.print).toMatchObject({ orientation: 'portrait', fit: { wide: 1, tall: 1 }, area: 'A1:C20', titleRows: '1:2' });
    expect(printScale(s)).toBe(1);
    // An ampersand of a title is printed, not read as a code.
    expect(s.print!.header.left).toBe('R&&D plan');
  });

  test('wide: landscape', () => {
    expect(printReady(sheet(20, 12), labels).print!.orientation).toBe('landscape');
  });

  test('too long for one legible page: a listing, one page wide', () => {
    const s = printReady(sheet(400, 3), labels);
    // 400 rows of 15 points at full size: 6000 points on 684-point pages, 9 of them, and one to spare.
    expect(s.print!.fit).toEqual({ wide: 1, tall: 10 });
    expect(printScale(s)).toBe(1);
  });

  test('a sheet that has its page setup keeps it', () => {
    const s = printReady(sheet(20, 3), labels);
    expect(printReady({ ...s, cells: [...s.cells, { ref: 'Z99', value: 1 }] }, labels).print).toBe(s.print);
  });
});

describe('texts measured in the printed font', () => {
  const labels = { title: 'Widths', document: 'A document' };

  test("Carlito's advance widths (font units, 2048 an em) give a text's pixels at 96 dpi", () => {
    // A digit of Carlito, as of Calibri, is 1038 units: at 11 points (11/72 inch, 96 pixels an inch) 7.43 pixels,
    // which Excel's grid rounds to the 7-pixel digit a column's width counts in (ECMA-376 Part 1, 18.3.1.13).
    expect(textPixels('0')).toBeCloseTo((1038 / 2048) * 11 * (96 / 72), 6);
    // "Il": I 516 and l 470 units; bold "Il": 546 and 503; italic at 15 points scales with the size.
    expect(textPixels('Il')).toBeCloseTo(((516 + 470) / 2048) * 11 * (96 / 72), 6);
    expect(textPixels('Il', { size: 11, bold: true, italic: false })).toBeCloseTo(((546 + 503) / 2048) * 11 * (96 / 72), 6);
    expect(textPixels('0', { size: 22, bold: false, italic: false })).toBeCloseTo(2 * textPixels('0'), 6);
  });

  test('a text in a table widens its column to hold it; a wrapped text widens its columns to hold its widest word', () => {
    const long = 'Interactive utilization measured';
    const s = printReady(
      sheetPlan({
        name: 'T',
        role: 'template',
        widths: [10, 6],
        cells: [
          { ref: 'A1', value: long },
          { ref: 'A2', value: 1 },
          { ref: 'B1', value: 'Incomprehensibilities are rare', wrap: true },
          { ref: 'B2', value: 2 },
        ],
        tables: [{ name: 'T1', ref: 'A1:B2' }],
      }),
      labels,
    );
    // A column of w characters is round(7w + 5) pixels, 5 of them padding (ECMA-376 Part 1, 18.3.1.13): its text has the
    // rest, less the renderer's allowance (print.ts: 2 pixels, and 4% of the text for glyphs placed at whole pixels). It
    // holds the text so, and is widened no further than a quarter character more.
    const room = (w: number): number => Math.round(7 * w + 5) - 5 - 2;
    const needs = (text: string): number => textPixels(text) * 1.04;
    expect(room(s.widths[0])).toBeGreaterThanOrEqual(needs(long));
    expect(room(s.widths[0] - 0.25)).toBeLessThan(needs(long));
    expect(room(s.widths[1])).toBeGreaterThanOrEqual(needs('Incomprehensibilities'));
  });
});
