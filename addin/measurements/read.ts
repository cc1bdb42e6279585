/**
 * A CSV of measurement intervals read into columns, or the first thing wrong with it, named by
 * line and column: nothing is produced from a file with a bad line. The format (README, "Measured
 * data"): a header row naming `timestamp`, `cpu` (total CPU utilization) and `interactive`
 * (interactive CPU utilization) in any order and case (or the Component Report's headings,
 * columns.ts); other columns ignored; one interval a row, in time order; utilizations in percent as
 * IBM's reports print them (32.1 or 32.1%), read as fractions of the CPU (0.321), like every
 * function of the add-in.
 */
import { type SizingError, valueError } from '../errors';
import { type Column, COLUMN_NAMES, columnOf } from './columns';
import { headerSeparator, mostRecords, scanRecords, type Separator } from './csv';
import { readTimestamp, timestampHint } from './timestamp';

/**
 * The largest file read, in characters (about bytes: the text is ASCII but for headings). A
 * measurement export has three to a few dozen short columns a row, and a year of one-minute
 * intervals (525,600 rows) of 100 characters is 53 MB; a larger file is some other export (job or
 * trace data), which would only stall the page reading it.
 */
export const MAX_CHARACTERS = 100 * 2 ** 20;
/**
 * The most intervals read: a year of one-minute intervals is 525,600, and Collection Services'
 * finest interval, 15 seconds (PCR V4R5 2.10, seed 000 line 701), gives 5,760 in a day.
 */
export const MAX_INTERVALS = 1_000_000;

/** Why a file of that many bytes or characters is not read; a caller that knows a file's size says it before reading it. */
export const tooLarge = (size: number): string =>
  `the file is ${(size / 2 ** 20).toFixed(1)} MB, more than the ${MAX_CHARACTERS / 2 ** 20} MB a measurement export takes (a year of one-minute intervals is about 50 MB): is it job or trace data? Export system-level intervals only`;

export interface Measurements {
  /** The first and last timestamps as the file prints them (trimmed). */
  readonly first: string;
  readonly last: string;
  /**
   * Each interval's timestamp in milliseconds since 1970. A time without a zone is read as if it
   * were UTC, so that new Date(t).toISOString() shows it as written (timestamp.ts); for an Excel
   * date, t / 86400000 + 25569.
   */
  readonly times: Float64Array;
  /** Total CPU utilization of each interval, a fraction (0.321 for 32.1%). */
  readonly cpu: Float64Array;
  /**
   * Interactive CPU utilization of each interval, a fraction; null where the file has no interactive
   * column: most current partitions run no 5250 work, and an interactive share not measured is
   * unknown, never 0.
   */
  readonly interactive: Float64Array | null;
  /** The line of the file each interval is on, for a message about one interval. */
  readonly lines: Uint32Array;
  /** The headings the columns were found under, as printed; interactive null where there is none. */
  readonly headings: Readonly<{ timestamp: string; cpu: string; interactive: string | null }>;
  readonly separator: Separator;
  /** The export the file was read as, named by its headings (the add-in's three columns today). */
  readonly format: string;
  /**
   * Each interval's entitlement in processing units, where the format gives one (a partition); cpu
   * and interactive are then shares of it, and cpu may exceed 1 on an uncapped partition. Null where
   * the file gives none: cpu is then a share of the whole system.
   */
  readonly entitlement: Float64Array | null;
  /** Things that are not errors but may mean the file is not what it seems. */
  readonly warnings: readonly string[];
}

/** The add-in's own format: a header naming timestamp, cpu and (optionally) interactive, or the Component Report's headings. */
export const COLUMNS_FORMAT = 'timestamp, cpu, interactive columns';

/** The interactive column is optional: without it interactive work is unknown (Measurements.interactive). */
const REQUIRED: readonly Column[] = ['timestamp', 'cpu'];

/**
 * How far an interactive value may lie above the total of its interval and still be the total: two
 * columns each rounded to one decimal by an export differ by up to 0.1 point.
 */
export const ROUNDING_POINTS = 0.1;

const LABEL: Record<Column, string> = {
  timestamp: 'the interval\'s date and time',
  cpu: 'total CPU utilization in percent',
  interactive: 'interactive CPU utilization in percent',
};

/**
 * A printed percentage as the nearest fraction (32.1 → 0.321, not 0.32100000000000006), rounded as
 * curveOfModel rounds Appendix D's printed percentages, so a value printed at a knee compares equal to it.
 */
const fraction = (percent: number): number => Math.round(percent * 1e10) / 1e12;

/**
 * A percentage as IBM's reports print it: "32.1", "32.1%", "32.1 %", ".5", "+3", "-0.1"; where commas
 * do not separate fields also the decimal comma "32,1". NaN for anything else. Read digit by digit
 * (a file has up to two million of them): the digits as a whole number over a power of ten is the
 * double nearest the printed decimal, as Number() gives it.
 */
function readPercent(text: string, decimalComma: boolean): number {
  const n = text.length;
  let i = 0;
  const sign = text.charCodeAt(0);
  if (sign === 0x2b || sign === 0x2d) i = 1;
  let whole = 0;
  let scale = 1;
  let digits = 0;
  let point = false;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      whole = whole * 10 + (c - 0x30);
      if (point) scale *= 10;
      digits++;
    } else if (!point && (c === 0x2e || (c === 0x2c && decimalComma))) point = true;
    else break;
  }
  while (i < n && text.charCodeAt(i) === 0x20) i++;
  if (i < n && text.charCodeAt(i) === 0x25) i++;
  if (digits === 0 || i !== n) return NaN;
  return sign === 0x2d && whole !== 0 ? -whole / scale : whole / scale;
}

/** A record with nothing in it: a blank line, or the empty row Excel writes as ",,". */
function blank(fields: readonly string[]): boolean {
  for (let i = 0; i < fields.length; i++) if (fields[i].length > 0 && fields[i].trim() !== '') return false;
  return true;
}

const quoteField = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

export function readMeasurements(text: string): Measurements | SizingError {
  if (text.length > MAX_CHARACTERS) return valueError(tooLarge(text.length));
  if (text.includes('\u0000')) {
    return valueError('the file holds NUL characters: it is not UTF-8 text (Excel\'s "Unicode Text" is UTF-16): save it as "CSV UTF-8"');
  }
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  // Blank lines before the header, then Excel's optional first line "sep=;" naming the separator.
  const blankLine = /[ \t]*(?:\r\n|\r|\n)/y;
  for (blankLine.lastIndex = pos; blankLine.test(text); blankLine.lastIndex = pos) {
    pos = blankLine.lastIndex;
    line++;
  }
  const blankToEnd = /[ \t]*$/y;
  blankToEnd.lastIndex = pos;
  if (blankToEnd.test(text)) {
    return valueError('the file is empty: a measurement file starts with a header row naming timestamp, cpu and interactive');
  }
  let separator: Separator;
  const declared = /^sep=([,;\t])[ \t]*(\r\n|\r|\n|$)/i.exec(text.slice(pos, pos + 8));
  if (declared) {
    separator = declared[1] as Separator;
    pos += declared[0].length;
    line++;
  } else {
    separator = headerSeparator(text, pos);
  }
  const decimalComma = separator !== ',';

  const index: Partial<Record<Column, number>> = {};
  let headings: string[] = [];
  let headerLine = 0;
  // Sized once for every line the text could hold, so a million intervals are not copied as they grow.
  const capacity = Math.min(MAX_INTERVALS, mostRecords(text));
  const times = new Float64Array(capacity);
  const cpu = new Float64Array(capacity);
  const interactive = new Float64Array(capacity);
  const lines = new Uint32Array(capacity);
  let count = 0;
  let first = '';
  let last = '';
  let percentSigns = false;
  let hasInteractive = false;
  let rounded = 0;
  let firstRounded = '';

  const header = (fields: string[], at: number): SizingError | null => {
    headings = fields.map((f) => f.trim());
    headerLine = at;
    for (let i = 0; i < headings.length; i++) {
      const column = columnOf(headings[i]);
      if (column === null) continue;
      const seen = index[column];
      if (seen !== undefined) {
        return valueError(
          `line ${at}: columns ${seen + 1} (${quoteField(headings[seen])}) and ${i + 1} (${quoteField(headings[i])}) both name ${column}: keep one`,
        );
      }
      index[column] = i;
    }
    const missing = REQUIRED.filter((c) => index[c] === undefined);
    if (missing.length) {
      const found = headings.filter(Boolean).slice(0, 12).map(quoteField).join(', ');
      const names = missing.map((c) => `${c} (${LABEL[c]}; also read under ${COLUMN_NAMES[c].slice(1).map((n) => `"${n}"`).join(', ')})`);
      const sepName = separator === ',' ? 'commas' : separator === ';' ? 'semicolons' : 'tabs';
      return valueError(`line ${at} (the header): no column ${names.join(', no column ')}. The header read (separated by ${sepName}) is: ${found || 'empty'}`);
    }
    hasInteractive = index.interactive !== undefined;
    return null;
  };

  const where = (at: number, column: Column) => `line ${at}, column ${index[column]! + 1} (${quoteField(headings[index[column]!])})`;

  /** The utilization in a cell, in percent, or why it is none. */
  const percentCell = (fields: string[], at: number, column: 'cpu' | 'interactive'): number | SizingError => {
    const cell = fields[index[column]!].trim();
    if (cell === '') return valueError(`${where(at, column)}: empty; every interval needs its ${LABEL[column]}`);
    const percent = readPercent(cell, decimalComma);
    if (Number.isNaN(percent)) {
      return valueError(`${where(at, column)}: ${quoteField(cell)} is not a number: write the ${LABEL[column]}, e.g. 32.1 or 32.1%`);
    }
    if (percent < 0) return valueError(`${where(at, column)}: ${quoteField(cell)} is below 0%`);
    if (percent > 100) {
      return valueError(
        `${where(at, column)}: ${quoteField(cell)} is above 100%: a utilization is a share of the CPU (percent, not CPU seconds or milliseconds)`,
      );
    }
    if (!percentSigns && cell.charCodeAt(cell.length - 1) === 0x25) percentSigns = true;
    return percent;
  };

  const interval = (fields: string[], at: number): SizingError | null => {
    if (fields.length !== headings.length) {
      if (blank(fields)) return null;
      const more = fields.length > headings.length;
      return valueError(
        `line ${at}, column ${Math.min(fields.length, headings.length) + 1}: ${more ? 'a field beyond the header' : 'missing'}: the row has ${fields.length} fields, the header (line ${headerLine}) ${headings.length} (a value holding the separator must be in double quotes)`,
      );
    }
    const stampText = fields[index.timestamp!].trim();
    if (stampText === '' && blank(fields)) return null;
    if (count === MAX_INTERVALS) {
      return valueError(
        `line ${at}: more than ${MAX_INTERVALS.toLocaleString('en-US')} intervals, more than a measurement export holds (a year of one-minute intervals is 525,600): export system-level intervals of 1 minute or more`,
      );
    }
    const time = readTimestamp(stampText);
    if (time === null) {
      return valueError(`${where(at, 'timestamp')}: ${stampText === '' ? 'empty' : `${quoteField(stampText)} is ${timestampHint(stampText)}`}`);
    }
    if (count > 0 && time <= times[count - 1]) {
      const before = `${last} (line ${lines[count - 1]})`;
      return valueError(
        time === times[count - 1]
          ? `${where(at, 'timestamp')}: ${stampText} repeats the interval before it, ${before}: each interval once`
          : `${where(at, 'timestamp')}: ${stampText} is earlier than the interval before it, ${before}: intervals must be in time order (sort the file by ${headings[index.timestamp!]})`,
      );
    }
    const total = percentCell(fields, at, 'cpu');
    if (typeof total !== 'number') return total;
    let inter = 0;
    if (hasInteractive) {
      const cell = percentCell(fields, at, 'interactive');
      if (typeof cell !== 'number') return cell;
      inter = cell;
    }
    if (inter > total && inter - total <= ROUNDING_POINTS + 1e-9) {
      if (rounded++ === 0) firstRounded = `${stampText} (line ${at})`;
      inter = total;
    }
    if (inter > total) {
      return valueError(
        `${where(at, 'interactive')}: interactive ${inter}% is above the total CPU ${total}% of the same interval: interactive work is part of the total (PCR V4R5 2.11, Component Report: CPU % Total holds Inter and Batch). Take both columns from one source (PCR 2.10: work charged back to interactive jobs can make job sums exceed a system total)`,
      );
    }
    if (count === 0) first = stampText;
    last = stampText;
    times[count] = time;
    cpu[count] = fraction(total);
    if (hasInteractive) interactive[count] = fraction(inter);
    lines[count] = at;
    count++;
    return null;
  };

  const error = scanRecords(text, separator, pos, line, (fields, at) => {
    if (headerLine === 0) return blank(fields) ? null : header(fields, at);
    return interval(fields, at);
  });
  if (error) return error;
  if (headerLine === 0) {
    return valueError('the file is empty: a measurement file starts with a header row naming timestamp, cpu and interactive');
  }
  if (count === 0) {
    return valueError(`line ${headerLine} is the header and no interval follows it: the file has no measurements`);
  }
  if (!percentSigns && cpu.subarray(0, count).every((u) => u <= 0.01)) {
    // A file of fractions (0.65 for 65%) read as percent would size a busy system as idle.
    return valueError(
      `column ${index.cpu! + 1} (${quoteField(headings[index.cpu!])}): every cpu value is 1 or less, which reads as 1% of the CPU or less: ` +
        'if the file holds fractions (0.321 for 32.1%), write them as percentages (multiply by 100); ' +
        'if the system really ran at 1% or less, write the values with a % sign (0.5%)',
    );
  }
  const warnings: string[] = [];
  if (rounded > 0) {
    warnings.push(
      `interactive above the total CPU by ${ROUNDING_POINTS} point or less in ${rounded.toLocaleString('en-US')} interval${rounded === 1 ? '' : 's'}, the first ${firstRounded}: export rounding, read as the total`,
    );
  }
  return {
    first,
    last,
    times: times.slice(0, count),
    cpu: cpu.slice(0, count),
    interactive: hasInteractive ? interactive.slice(0, count) : null,
    lines: lines.slice(0, count),
    headings: { timestamp: headings[index.timestamp!], cpu: headings[index.cpu!], interactive: hasInteractive ? headings[index.interactive!] : null },
    separator,
    format: COLUMNS_FORMAT,
    entitlement: null,
    warnings,
  };
}
