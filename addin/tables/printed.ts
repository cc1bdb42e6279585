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
