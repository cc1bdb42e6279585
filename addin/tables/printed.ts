/** A printed table row as the add-in keeps it: the seed line it stands on, then its cells exactly as printed. */
export type PrintedRow = readonly [line: number, ...cells: string[]];

/** Cells the tables print for "no value". */
export const NOT_PRINTED: ReadonlySet<string> = new Set(['', 'n/a', '-']);

/**
 * A printed number: thousands separators and a "MHz" unit dropped; "n/a", "-" and blank are null.
 * A cell that is none of these is a transcription error, found when the table loads.
 */
export function printedNumber(cell: string, line: number): number | null {
  if (NOT_PRINTED.has(cell)) return null;
  const value = Number(cell.replace(/,/g, '').replace(/\s*MHz$/, ''));
  if (!Number.isFinite(value)) throw new Error(`seed line ${line}: "${cell}" is not a number`);
  return value;
}

/** What every transcribed table keeps: where it is printed, its rows as printed, and its misprints. */
export interface SeedTable<Row extends PrintedRow = PrintedRow> {
  /** Table number as printed, or the section where the document prints none. */
  readonly id: string;
  readonly caption: string;
  /** 'caption': printed caption; 'heading': only a section or slide heading; 'none': the text is ours (section cited). */
  readonly captionPrinted: 'caption' | 'heading' | 'none';
  /** Seed number (sources/README.md). */
  readonly seed: '000' | '002' | '004';
  /** First and last line of the printed table. */
  readonly lines: readonly [first: number, last: number];
  readonly rows: readonly Row[];
  /** Misprints and oddities, by seed line; the cells stay as printed. */
  readonly quirks: Readonly<Record<number, string>>;
}

/**
 * Printed rows from a block of text, one row a line: the seed line, then the cells, the fields
 * separated by "|". A block is a template literal holding the cells verbatim: no printed cell has a
 * "|", a backtick, "${" or a backslash (a cell that did would need another separator here).
 * Text, not array literals, because the tables are most of the functions bundle and its budget.
 *
 * The seed line is left empty where the row stands on the line right after the row above (most
 * rows do); the first row carries its number. Blank lines and the whitespace around a line belong
 * to no row; between two "|" everything is the cell, inner spaces and empty cells ("") included.
 *
 * A slip throws when the table loads: a first row without its number, a seed line that is not a
 * number or does not increase, a row without cells or with another width than the row above.
 * Every call is annotated #__PURE__ so the minifier still drops a table the bundle never reads, as it
 * did the literal arrays (the tests load every table, so a slip there is still found).
 */
export function printedRows(block: string): PrintedRow[] {
  const rows: PrintedRow[] = [];
  for (const text of block.split('\n')) {
    const fields = text.trim();
    if (fields === '') continue;
    const fail = (why: string): never => {
      throw new Error(`printed row "${fields}": ${why}`);
    };
    const [seed, ...cells] = fields.split('|');
    const above: PrintedRow | undefined = rows[rows.length - 1];
    if (seed === '' && !above) fail('the first row must carry its seed line');
    if (seed !== '' && !/^\d+$/.test(seed)) fail(`seed line "${seed}" is not a number`);
    const line = seed === '' ? above![0] + 1 : Number(seed);
    if (above && line <= above[0]) fail(`seed line ${line} does not follow ${above[0]}`);
    if (cells.length === 0) fail('no cells');
    if (above && cells.length !== above.length - 1) fail(`the row above has ${above.length - 1} cells, this one ${cells.length}`);
    rows.push([line, ...cells]);
  }
  if (rows.length === 0) throw new Error('printed rows: the block has no row');
  return rows;
}
