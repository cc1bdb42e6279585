/**
 * How a sizing sheet prints, derived from its layout so every template (and any added later) gets
 * it without saying anything: the print area covers its cells and charts; text that would run past
 * that area wraps inside it (merged across the empty cells to its right, the row made tall enough);
 * the sheet is scaled to one page, in the orientation that prints it larger, so a chart is never
 * cut; a sheet too long for one legible page (the catalog) prints one page wide and as many tall as
 * it needs, its frozen rows repeated on each. A fit is always a number of pages (at most that many):
 * Office.js documents no "automatic" height. Texts are measured in the font they print in (Carlito,
 * Calibri's metrics: font-metrics.ts), and a column widens to the text it must hold: a table's, an
 * input's or output's inside its border, a wrapped text's widest word. Page sizes are in points from
 * Excel's defaults (Calibri 11, 15-point rows, Normal margins), for the smaller of A4 and Letter.
 */
import { type Cell, cellAddress, columnLetter, parseArea, parseCell } from '../formula/a1';
import { type CellPlan, CHART_POINTS, type PageTextPlan, type PrintPlan, type SheetPlan } from './plan';
import { type ReportFields, reportHeader } from './report-fields';
import { CARLITO } from './font-metrics';
import { STYLES } from './styles';
import { isoDate } from '../measurements/history';

/**
 * Pixels (at 96 dpi) of one character of a column's width: the maximum digit width of the default font, 7 for Calibri
 * 11. A width of n characters is n digits and 5 pixels of padding, 2 each side and 1 for the gridline (ECMA-376 Part 1,
 * 18.3.1.13 col, width; Microsoft's [MS-OI29500] 2.1.598 states the rounding Office applies).
 */
const DIGIT_PIXELS = 7;
/** The padding of a column's width, pixels: a text has the rest. */
const PADDING_PIXELS = 5;
/**
 * Room kept beside a text for the renderer: LibreOffice lays a line on the screen's grid, each glyph at whole pixels,
 * and wrapped "PROD-2026-04.csv" (110 pixels by the font's widths) in a merge of 111.
 */
const SLACK_PIXELS = 2;
const SLACK_FACTOR = 1.04;
/**
 * The most room a renderer may give a line more than `span` says: LibreOffice's column is the digit's width a character
 * (7.43 pixels in Carlito 11) with no padding, 5% wider than Excel's at 60 characters, and it sets a scaled page's text
 * at a size rounded for its zoom (4% larger than the page's scale, measured). A hyphen that could end a line in up to
 * that much more room is kept off the end of one.
 */
const LOOSE = 1.15;

/** Column width: characters (as the plan and xlsx files give it) to points (as Office.js sets it), for Calibri 11. */
export const widthPoints = (chars: number): number => Math.round(chars * DIGIT_PIXELS + PADDING_PIXELS) * 0.75;

/** Excel's width of a column the sheet gives none (8.43 characters). */
/** Excel's default column width, in characters. */
export const DEFAULT_WIDTH = 8.43;
/** Points of one line of text of the default font (11 points), as Excel sizes a row. */
const LINE = 15;
/** The printable area, points: the smaller of A4 and Letter, less Excel's Normal margins (0.7 in sides, 0.75 in top and bottom). */
export const PAGE = { portrait: { width: 494, height: 684 }, landscape: { width: 691, height: 487 } } as const;
/** Below this scale a page stops being easy to read: a sheet that would need less prints on more pages. */
export const MIN_SCALE = 0.5;
/** The smallest text a printed sizing sheet shows (its numbers readable at 8 points or more). */
export const MIN_PRINTED_POINTS = 8;

/** What the header and footer say: the sheet's title, what it sizes, the source document. */
export interface PrintLabels {
  readonly title: string;
  /** E.g. "Model 720-2061-1501 (as built)"; none when the template sizes no given model. */
  readonly subject?: string;
  readonly document: string;
  /**
   * The footer's middle: a short pointer to the page's body where figures a planner supplied carry their sources there
   * ("Ratings: the planner's, see Sources"). Each part of a header or footer holds one line within its third of the page.
   */
  readonly footnote?: string;
  /**
   * The day the workbook was built, yyyy-mm-dd as every date on the page: the header's right, where
   * Excel's &D would print the day printed in the machine's short form (11/28/2026 beside 2026-11-28).
   * Today when absent.
   */
  readonly built?: string;
  /**
   * The last row (from 1) the print area takes: a sheet whose summary and chart make the report and
   * whose rows below are data (the measurement intervals) prints the report only. All rows when absent.
   */
  readonly lastRow?: number;
  /** The last column (from 0) the print area takes: a block of intermediate results to its right shows on screen only. All columns when absent. */
  readonly lastColumn?: number;
  /** The workbook's report fields: the header names the organization and the system beside the date. */
  readonly report?: ReportFields;
}

const escapeCodes = (text: string): string => text.replace(/&/g, '&&');

/** Excel's limit on a header or a footer: its three sections with their codes (&L, &C, &R, &D...), 255 characters. */
export const PAGE_TEXT_LIMIT = 255;

/** A header or footer as Excel counts it: each section with the two characters of its code. */
export const pageTextLength = (t: PageTextPlan): number => [t.left, t.center, t.right].reduce((n, s) => n + (s ? 2 + s.length : 0), 0);

/**
 * A text as a section shows it, cut to `room` characters once escaped, with an ellipsis where it is
 * cut: a doubled & and a character outside the BMP are kept whole, never split into a stray code.
 */
function cut(text: string, room: number): string {
  const escaped = escapeCodes(text);
  if (escaped.length <= room) return escaped;
  let out = '';
  for (const ch of text) {
    const e = escapeCodes(ch);
    if (out.length + e.length + 1 > room) break;
    out += e;
  }
  return room > 0 ? `${out}\u2026` : '';
}

/**
 * The sections, the variable texts (a measurement file's name, the system sized) cut in the order
 * given until the whole fits Excel's limit: Excel and Office.js refuse a longer header.
 */
function fitted(fixed: PageTextPlan, variable: readonly { at: keyof PageTextPlan; text: string }[]): PageTextPlan {
  let line: PageTextPlan = { ...fixed };
  for (const v of variable) line = { ...line, [v.at]: escapeCodes(v.text) };
  for (const v of variable) {
    const over = pageTextLength(line) - PAGE_TEXT_LIMIT;
    if (over <= 0) break;
    const room = (line[v.at] ?? '').length - over;
    line = { ...line, [v.at]: cut(v.text, room) };
    // A section cut to nothing goes with its code.
    if (line[v.at] === '') line = Object.fromEntries(Object.entries(line).filter(([k]) => k !== v.at));
  }
  return line;
}

export function pageTexts(labels: PrintLabels, orientation: PrintPlan['orientation']): { header: PageTextPlan; footer: PageTextPlan } {
  // Each part prints on one line within its third of the page (LibreOffice and Excel print the header's font,
  // Calibri 11, unscaled): a longer one is cut to that width with an ellipsis. The organization and the system,
  // where the report names them, are kept whole before a file name or a model after them is cut.
  const third = (PAGE[orientation].width / 3 / 72) * 96;
  const inThird = (text: string): string => cutToPixels(text, third);
  const named = reportHeader(labels.report);
  const both = [named, labels.subject].filter(Boolean).join(' — ');
  const center = named && textPixels(both) > third && textPixels(named) <= third ? named : both;
  const subject = center ? [{ at: 'center' as const, text: inThird(center) }] : [];
  const footnote = labels.footnote ? { center: escapeCodes(inThird(labels.footnote)) } : {};
  return {
    header: fitted({ right: labels.built ?? isoDate(Date.now()) }, [...subject, { at: 'left', text: inThird(labels.title) }]),
    footer: fitted({ right: 'Page &P of &N', ...footnote }, [{ at: 'left', text: inThird(labels.document) }]),
  };
}

/** A text cut, with an ellipsis, to what prints within `pixels` at the header's font (Calibri 11); whole where it fits. */
function cutToPixels(text: string, pixels: number): string {
  if (textPixels(text) <= pixels) return text;
  const chars = [...text];
  while (chars.length > 0 && textPixels(`${chars.join('').trimEnd()}\u2026`) > pixels) chars.pop();
  return `${chars.join('').trimEnd()}\u2026`;
}

export interface Font {
  readonly size: number;
  readonly bold: boolean;
  readonly italic: boolean;
}

const fontOf = (cell: CellPlan): Font => {
  const s = cell.style ? STYLES[cell.style] : {};
  return { size: s.size ?? 11, bold: s.bold ?? false, italic: s.italic ?? false };
};

/**
 * Pixels (96 dpi) a text takes printed in Carlito (Calibri's metrics) at the font given: the sum of its characters'
 * advance widths (font-metrics.ts). A character outside the table counts an em, the widest a text character runs.
 */
export function textPixels(text: string, font: Font = { size: 11, bold: false, italic: false }): number {
  const face = font.bold ? CARLITO.bold : font.italic ? CARLITO.italic : CARLITO.regular;
  const extra: Readonly<Record<string, number>> = face.extra;
  let units = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    units += code >= 32 && code <= 126 ? face.ascii[code - 32] : (extra[ch] ?? CARLITO.unitsPerEm);
  }
  return (((units / CARLITO.unitsPerEm) * font.size) / 72) * 96;
}

/** Column-width characters a text takes (its pixels over the digit's): a column that wide, or wider, holds it on one line. */
export const textChars = (text: string, font?: Font): number => textPixels(text, font) / DIGIT_PIXELS;

/** The width in characters of a cell's text, measured in its font. */
const textWidth = (cell: CellPlan): number => textChars(String(cell.value), fontOf(cell));

/** The widest word of a cell's text (split at spaces, where a line may break), in characters. */
const widestWord = (cell: CellPlan): number =>
  Math.max(
    0,
    ...String(cell.value)
      .split(/\s+/)
      .map((w) => textChars(w, fontOf(cell))),
  );

/**
 * A wrapped text laid as a renderer lays it in a width of `chars` characters: line by line, a line broken at a space,
 * or after a hyphen inside a word ("2026-" above "09-07": Excel and LibreOffice both break there), where the next word
 * does not fit whole. Its lines, and the characters more the width needs for no word to be split so (0 when none is).
 */
function layOut(cell: CellPlan, chars: number): { lines: number; short: number } {
  const font = fontOf(cell);
  const space = textChars(' ', font);
  const at = (room: number): { lines: number; short: number } => {
    let lines = 0;
    let short = 0;
    for (const paragraph of String(cell.value).split('\n')) {
      let used = Infinity;
      lines += paragraph.trim() === '' ? 1 : 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const w = textChars(word, font);
        if (used + space + w <= room) {
          used += space + w;
          continue;
        }
        // The word's first part up to a hyphen fits here: it is split, unless the line holds it whole.
        const head = /^[^-]+-(?=.)/.exec(word);
        if (used !== Infinity && head && used + space + textChars(head[0], font) <= room) short = Math.max(short, ((used + space + w) / room) * chars - chars);
        lines++;
        used = w;
      }
    }
    return { lines: Math.max(1, lines), short };
  };
  // Laid in the room the span gives and in the rooms a renderer may give it more (LOOSE): a word split in any of them is
  // kept whole by the width it needs more.
  const rooms = [1, 1.025, 1.05, 1.075, 1.1, 1.125, LOOSE].map((f) => at(chars * f));
  return { lines: rooms[0].lines, short: Math.max(...rooms.map((r) => r.short)) };
}

const lineHeight = (cell: CellPlan): number => (LINE * fontOf(cell).size) / 11;

const hasContent = (c: CellPlan): boolean => c.formula !== undefined || (c.value !== undefined && c.value !== '');

/**
 * The sheet with its page setup, and the wraps, merges and row heights its long texts need. A
 * sheet keeps whatever print setup it already has.
 */
export function printReady(sheet: SheetPlan, labels: PrintLabels): SheetPlan {
  if (sheet.print) return sheet;
  // Columns widen where a text they hold would not fit (below): the template's widths are the least.
  const columns = sheetColumns(sheet.widths);
  const charts = sheet.charts.map((ch) => ({ from: parseCell(ch.from), to: parseCell(ch.to) }));
  const extent = printedCells(sheet, labels, charts);
  const { wraps, merges, wrapping } = wrapLongTexts(sheet, columns, extent, charts);
  fitWrappedWords(columns, wrapping);
  const heights = new Map<number, number>();
  for (const { c, row, col, last } of wrapping) {
    const points = layOut(c, columns.span(col, last)).lines * lineHeight(c);
    if (points > LINE) heights.set(row + 1, Math.max(heights.get(row + 1) ?? 0, points));
  }
  const rowHeights = [...(sheet.rowHeights ?? []), ...[...heights].sort((a, b) => a[0] - b[0]).map(([row, points]) => ({ row, points: Math.ceil(points) }))];
  const cells = wraps.size ? sheet.cells.map((c) => wraps.get(c.ref) ?? c) : sheet.cells;
  const wrapped: SheetPlan = { ...sheet, widths: columns.widths, cells, merges, ...(rowHeights.length ? { rowHeights } : {}) };
  return pageSetUp(wrapped, extent, labels);
}

/** A sheet's column widths as they widen for the texts they hold, and the characters a span of them holds. */
interface Columns {
  readonly widths: number[];
  readonly widthOf: (col: number) => number;
  /** The characters of text the columns from `from` to `to` hold. */
  readonly span: (from: number, to: number) => number;
  /** Widens the last column of a span by what `chars` needs more than the span holds, to a quarter character. */
  readonly widen: (from: number, to: number, chars: number) => void;
}

function sheetColumns(template: readonly number[]): Columns {
  const widths = [...template];
  const widthOf = (col: number): number => widths[col] ?? DEFAULT_WIDTH;
  // The characters of text a span of columns holds: its pixels less one column's padding (a text runs over the
  // padding and gridlines between the columns it spans), less the room a renderer's rounding takes.
  const span = (from: number, to: number): number => {
    let pixels = -PADDING_PIXELS - SLACK_PIXELS;
    for (let c = from; c <= to; c++) pixels += Math.round(widthOf(c) * DIGIT_PIXELS + PADDING_PIXELS);
    return pixels / SLACK_FACTOR / DIGIT_PIXELS;
  };
  const widen = (from: number, to: number, chars: number): void => {
    const short = chars - span(from, to);
    if (short <= 0) return;
    for (let c = widths.length; c < to; c++) widths[c] = DEFAULT_WIDTH;
    widths[to] = Math.ceil((widthOf(to) + short * SLACK_FACTOR) * 4) / 4;
  };
  return { widths, widthOf, span, widen };
}

/** A chart's corners. */
type ChartCorners = { from: Cell; to: Cell };

/** What prints: its last column and row, the texts that may need wrapping, and the filled cells of their rows. */
interface PrintedCells {
  readonly right: number;
  readonly bottom: number;
  readonly texts: readonly { c: CellPlan; row: number; col: number }[];
  readonly filled: ReadonlySet<string>;
}

function printedCells(sheet: SheetPlan, labels: PrintLabels, charts: readonly ChartCorners[]): PrintedCells {
  // One pass over the cells (a sheet of measurement intervals has hundreds of thousands): their
  // extent, and the texts that may need wrapping. A loop, not Math.max(...cells), which would pass
  // more arguments than a call takes.
  let right = 0;
  let bottom = 0;
  for (const ch of charts) {
    right = Math.max(right, ch.to.col);
    bottom = Math.max(bottom, ch.to.row);
  }
  const texts: { c: CellPlan; row: number; col: number }[] = [];
  const lastRow = labels.lastRow ?? Infinity;
  const lastColumn = labels.lastColumn ?? Infinity;
  const at: (Cell | null)[] = sheet.cells.map((c) => {
    if (!hasContent(c)) return null;
    const p = parseCell(c.ref);
    return p.row < lastRow && p.col <= lastColumn ? p : null;
  });
  sheet.cells.forEach((c, i) => {
    const p = at[i];
    if (p === null) return;
    if (p.col > right) right = p.col;
    if (p.row > bottom) bottom = p.row;
    // A formula's text answer too, as its value prints.
    if (typeof c.value === 'string' && c.value !== '') texts.push({ c, ...p });
  });
  // A text runs over the cells of its own row: only those rows' cells are looked at.
  const textRows = new Set(texts.map((t) => t.row));
  const filled = new Set<string>();
  for (const p of at) if (p !== null && textRows.has(p.row)) filled.add(cellAddress(p.row, p.col));
  return { right, bottom, texts, filled };
}

/** A wrapped text and the columns it wraps over. */
type Wrapping = { c: CellPlan; row: number; col: number; last: number };

/**
 * Long texts: wrapped across the empty cells to their right, up to the print area's edge, or merged over the
 * neighbours a boxed one needs; a table's column widens to its longest text. Each wrapped text with the columns it
 * wraps over: its rows are made tall enough once the widths are final.
 */
function wrapLongTexts(
  sheet: SheetPlan,
  { span, widen }: Columns,
  { right, texts, filled }: PrintedCells,
  charts: readonly ChartCorners[],
): { wraps: Map<string, CellPlan>; merges: string[]; wrapping: Wrapping[] } {
  const inTable = (row: number, col: number): boolean =>
    sheet.tables.some((t) => {
      const a = parseArea(t.ref);
      return row >= a.top && row <= a.bottom && col >= a.left && col <= a.right;
    });
  const wraps = new Map<string, CellPlan>();
  const merges = [...sheet.merges];
  const wrapping: Wrapping[] = [];
  for (const { c, row, col } of texts) {
    const wrapped = c.wrap ?? (c.style ? STYLES[c.style].wrap : undefined) ?? false;
    // A wrapped cell merged across columns wraps over the merge's width.
    const merge = sheet.merges.find((m) => m.startsWith(`${c.ref}:`));
    let last = merge ? parseArea(merge).right : col;
    if (!wrapped) {
      // A table's cells are data in columns the template sized: the column widens to its longest text.
      if (inTable(row, col)) {
        widen(col, last, textWidth(c));
        continue;
      }
      if (textWidth(c) <= span(col, last)) continue;
      // The text may run to the print area's edge, or to a chart that covers its row.
      const edge = Math.min(right, ...charts.filter((ch) => ch.from.row <= row && row <= ch.to.row && ch.from.col > col).map((ch) => ch.from.col - 1));
      // Text runs over empty neighbours only: a filled cell to its right (two blocks side by side) cuts it there.
      // A cell with a border or a fill (an input, an output) holds its text inside them: it is merged over the
      // neighbours it needs, no more, so the border surrounds the text.
      const boxed = c.style !== undefined && (STYLES[c.style].border !== undefined || STYLES[c.style].fill !== undefined);
      while (!merge && last < edge && !filled.has(cellAddress(row, last + 1)) && !inTable(row, last + 1)) {
        last++;
        if (boxed && textWidth(c) <= span(col, last)) break;
      }
      if (textWidth(c) <= span(col, last)) {
        if (boxed && last > col) merges.push(`${c.ref}:${cellAddress(row, last)}`);
        continue;
      }
      // Wrap across them, or in its own column where one is not empty.
      if (last > col && !merge) merges.push(`${c.ref}:${cellAddress(row, last)}`);
      wraps.set(c.ref, { ...c, wrap: true });
    }
    wrapping.push({ c, row, col, last });
  }
  return { wraps, merges, wrapping };
}

/** The columns a wrapped text spans widened so that its lines break between words, never inside one. */
function fitWrappedWords({ widths, widthOf, span, widen }: Columns, wrapping: readonly Wrapping[]): void {
  // A line breaks between words, never inside one: the widest word of a wrapped text fits the columns it wraps over.
  // Nor after a hyphen inside one (below).
  for (const { c, col, last } of wrapping) widen(col, last, widestWord(c));
  // Each column that ends a wrapped text's span takes the least width, in quarter characters up to a third more (6
  // more in a narrow one, a tenth of the span more at the end of a wide one), at which none of the texts it ends is
  // split so, or else the fewest (tests/engines/print-check.test.ts shows what is left).
  for (const to of new Set(wrapping.map((w) => w.last))) {
    const ending = wrapping.filter((w) => w.last === to && w.c.value !== undefined);
    const least = widthOf(to);
    const splits = (): number => ending.filter(({ c, col, last }) => layOut(c, span(col, last)).short > 0).length;
    let best = { width: least, splits: splits() };
    if (best.splits === 0) continue;
    const length = widths.length;
    for (let c = length; c < to; c++) widths[c] = DEFAULT_WIDTH;
    const most = least + Math.max(least * 0.35, 6, 0.1 * Math.max(...ending.map((e) => span(e.col, e.last))));
    for (let w = least + 0.25; best.splits > 0 && w <= most; w += 0.25) {
      widths[to] = w;
      const n = splits();
      if (n < best.splits) best = { width: w, splits: n };
    }
    widths[to] = best.width;
    // A column the template left at Excel's default stays unwritten where it did not widen.
    if (best.width === least && to >= length) widths.length = length;
  }
}

/** The wrapped sheet with its page setup: on one page where it prints large enough there, else a listing as wide as the page. */
function pageSetUp(wrapped: SheetPlan, { right, bottom }: PrintedCells, labels: PrintLabels): SheetPlan {
  const { width, height } = measure(wrapped, right, bottom);
  const scale = (o: keyof typeof PAGE): number => Math.min(1, PAGE[o].width / width, PAGE[o].height / height);
  // Portrait unless landscape prints the sheet larger.
  const orientation = scale('landscape') > scale('portrait') ? 'landscape' : 'portrait';
  const onePage = scale(orientation) >= MIN_SCALE;
  // A listing prints as wide as the page allows (landscape when it is wider than a portrait page), on
  // the pages its rows need at that scale, and one more: a fit is at most, the scale is the width's.
  const listing = width > PAGE.portrait.width ? 'landscape' : 'portrait';
  const pages = Math.ceil((height * Math.min(1, PAGE[listing].width / width)) / PAGE[listing].height) + 1;
  // A chart's text printed at 8 points or more, as the cells' is: larger where the page shrinks it.
  const printed = onePage ? scale(orientation) : Math.min(1, PAGE[listing].width / width);
  const textSize = CHART_POINTS.text * printed < MIN_PRINTED_POINTS ? Math.ceil((MIN_PRINTED_POINTS / printed) * 2) / 2 : undefined;
  const sized = textSize === undefined ? wrapped.charts : wrapped.charts.map((c) => ({ ...c, textSize }));
  const print: PrintPlan = {
    orientation: onePage ? orientation : listing,
    fit: { wide: 1, tall: onePage ? 1 : pages },
    area: `A1:${columnLetter(right)}${bottom + 1}`,
    // The rows frozen on screen head every printed page; else the title and the summary.
    titleRows: wrapped.freeze && wrapped.freeze.rows > 0 ? `1:${wrapped.freeze.rows}` : '1:2',
    ...pageTexts(labels, onePage ? orientation : listing),
  };
  return { ...wrapped, charts: sized, print };
}

/** Points the columns up to `right` and the rows up to `bottom` (from 0) take at 100%. */
function measure(sheet: SheetPlan, right: number, bottom: number): { width: number; height: number } {
  let width = 0;
  for (let c = 0; c <= right; c++) width += widthPoints(sheet.widths[c] ?? DEFAULT_WIDTH);
  const explicit = new Map((sheet.rowHeights ?? []).map((h) => [h.row - 1, h.points]));
  const rows: number[] = Array.from({ length: bottom + 1 }, (_, r) => explicit.get(r) ?? LINE);
  for (const c of sheet.cells) {
    // Only a font larger than the default makes a row taller: the other cells are not parsed.
    if (!c.style || (STYLES[c.style].size ?? 11) <= 11 || !hasContent(c)) continue;
    const { row } = parseCell(c.ref);
    if (row <= bottom && !explicit.has(row)) rows[row] = Math.max(rows[row], lineHeight(c));
  }
  return { width, height: rows.reduce((s, h) => s + h, 0) };
}

/** The scale a sheet prints at, as estimated from its page setup (1 without one). */
export function printScale(sheet: SheetPlan): number {
  if (!sheet.print) return 1;
  const area = parseArea(sheet.print.area);
  const { width, height } = measure(sheet, area.right, area.bottom);
  const page = PAGE[sheet.print.orientation];
  const byWidth = (page.width * sheet.print.fit.wide) / width;
  return Math.min(1, byWidth, (page.height * sheet.print.fit.tall) / height);
}
