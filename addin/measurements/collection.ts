/**
 * The fields every Collection Services interval file starts with, as IBM describes them (IBM i 7.4,
 * Collection Services data files: QAPMSYSTEM,
 * https://www.ibm.com/support/knowledgecenter/en/ssw_ibm_i_74/rzahx/rzahxqapmsystem.htm):
 * INTNUM "Interval number: The nth sample database interval ..." PD(5,0); DATETIME "Interval date and
 * time" (Timestamp); DTETIM "Interval date (yymmdd) and time (hhmmss): The date and time of the sample
 * interval" C(12); INTSEC "Elapsed interval seconds: The number of seconds since the last sample
 * interval" PD(7,0); DTECEN "Century digit" C(1), "where 0 indicates 19XX and 1 indicates 20XX" (i5/OS
 * V5R4, Performance data files: QAPMUSRTNS,
 * https://git.cyber.gent/friedkiwi/ibm-information-center/raw/commit/8826eae39456832d19ef39645fc0163e4032ce9a/dist/eclipse/plugins/i5OS.ic.rzahx_5.4.0.1/rzahxqapmusrtns.xml).
 * The job files (QAPMJOBMI, QAPMJOBL) start with the same fields.
 */
import { type SizingError, valueError } from '../errors';
import { quoteField, shapeError } from './csv';
import { readDecimal } from './number';
import { type DateOrder, readTimestamp, timestampHint } from './timestamp';

/** A field's index in the header, by its name (case and spaces aside), or -1. */
export function fieldIndex(headings: readonly string[], name: string): number {
  for (let i = 0; i < headings.length; i++) if (headings[i].trim().toUpperCase() === name) return i;
  return -1;
}

/** Where a Collection Services export's interval time is: DATETIME, or DTECEN and DTETIM. */
export interface TimeFields {
  readonly datetime: number;
  readonly dtetim: number;
  readonly dtecen: number;
}

export const timeFields = (headings: readonly string[]): TimeFields => ({
  datetime: fieldIndex(headings, 'DATETIME'),
  dtetim: fieldIndex(headings, 'DTETIM'),
  dtecen: fieldIndex(headings, 'DTECEN'),
});

/** Whether the header gives the interval's time: DATETIME, or DTETIM with its century DTECEN. */
export const hasTime = (t: TimeFields): boolean => t.datetime >= 0 || (t.dtetim >= 0 && t.dtecen >= 0);

/**
 * The interval's time as an ISO text from DTECEN and DTETIM ("1", "260907101500" → "2026-09-07 10:15:00");
 * null for a century digit other than 0 or 1, or DTETIM not 12 digits.
 */
export function dtetimText(dtecen: string, dtetim: string): string | null {
  const century = dtecen === '0' ? '19' : dtecen === '1' ? '20' : null;
  if (century === null || dtetim.length !== 12) return null;
  for (let i = 0; i < 12; i++) {
    const c = dtetim.charCodeAt(i);
    if (c < 48 || c > 57) return null;
  }
  return `${century}${dtetim.slice(0, 2)}-${dtetim.slice(2, 4)}-${dtetim.slice(4, 6)} ${dtetim.slice(6, 8)}:${dtetim.slice(8, 10)}:${dtetim.slice(10, 12)}`;
}

/** The time of a row, its text for messages and first/last, and the column to blame when it is none. */
export interface RowTime {
  time: number | null;
  text: string;
  column: number;
}

/** Reads a row's interval time into `out` (reused row to row). */
export function rowTime(fields: readonly string[], t: TimeFields, order: DateOrder | undefined, out: RowTime): void {
  if (t.datetime >= 0) {
    out.text = fields[t.datetime].trim();
    out.column = t.datetime;
    out.time = readTimestamp(out.text, order);
    return;
  }
  const cen = fields[t.dtecen].trim();
  const stamp = fields[t.dtetim].trim();
  const text = dtetimText(cen, stamp);
  out.column = text === null && cen !== '0' && cen !== '1' ? t.dtecen : t.dtetim;
  out.text = text ?? `${cen} ${stamp}`;
  out.time = text === null ? null : readTimestamp(text);
}

/** Why a header gives no interval time (what to add), or null where it gives one. */
export const missingTime = (t: TimeFields): string | null =>
  hasTime(t)
    ? null
    : t.dtetim >= 0
      ? 'DTECEN (the century of DTETIM: 0 for 19xx, 1 for 20xx)'
      : "DATETIME (or DTETIM and DTECEN), the interval's date and time";

/**
 * The rows of a Collection Services file after its header, as every reader of one reads them (the
 * system file, QAPMSYSTEM, and the files of a row per resource, keyed.ts): each row's shape against the
 * header, its interval time, and its counts of 0 or more, each refused at its line and column.
 */
export class CollectionRows {
  readonly times: TimeFields;
  /** The heading of the interval's time, as a message names it: DATETIME's, or DTECEN's and DTETIM's. */
  readonly timeHeading: string;
  /** INTSEC's index, or -1. */
  readonly intsec: number;
  /** The time of the row last begun (reused row to row: a year of 24 arms is 840,960 rows). */
  readonly when: RowTime = { time: null, text: '', column: 0 };
  /** The last refusal of `count`, which answers NaN for it. */
  refusal: SizingError | null = null;
  private lastStamp = '';

  /** `each` names what a count is needed for, in its refusal ("every row needs its INTSEC"). */
  constructor(
    readonly headings: readonly string[],
    readonly headerLine: number,
    private readonly decimalComma: boolean,
    private readonly dateOrder: DateOrder | undefined,
    private readonly each: 'row' | 'interval',
  ) {
    const times = timeFields(headings);
    this.times = times;
    this.intsec = fieldIndex(headings, 'INTSEC');
    this.timeHeading = times.datetime >= 0 ? headings[times.datetime] : `${headings[times.dtecen]}, ${headings[times.dtetim]}`;
  }

  /** A cell's place in a message: its line, column and heading. */
  place(line: number, i: number): string {
    return `line ${line}, column ${i + 1} (${quoteField(this.headings[i])})`;
  }

  spot(line: number, i: number): { line: number; column: number } {
    return { line, column: i + 1 };
  }

  /** A refusal at a cell. */
  refuse(line: number, i: number, message: string): SizingError {
    return valueError(`${this.place(line, i)}: ${message}`, this.spot(line, i));
  }

  /**
   * Begins a row: 'skip' for a blank row or the header repeated (files appended one to another), a
   * refusal for a row of another width or without an interval time, else null with its time in `when`.
   */
  begin(fields: string[], line: number): SizingError | null | 'skip' {
    const { headings, times, when } = this;
    const shape = shapeError(fields, headings.length, this.headerLine, line);
    if (shape === 'blank') return 'skip';
    if (shape) return shape;
    if (fields[0].trim() === headings[0] && fields.every((f, i) => f.trim() === headings[i])) return 'skip';
    // The rows of an interval share its time: read once an interval, not once a row (24 arms, 24 times fewer).
    const stampText = times.datetime >= 0 ? fields[times.datetime] : fields[times.dtecen] + fields[times.dtetim];
    if (stampText !== this.lastStamp) {
      rowTime(fields, times, this.dateOrder, when);
      this.lastStamp = when.time === null ? '' : stampText;
    }
    if (when.time !== null) return null;
    const hint =
      times.datetime >= 0
        ? timestampHint(when.text, this.dateOrder)
        : 'not a DTECEN century digit (0 or 1) and a DTETIM of 12 digits, yymmddhhmmss, of a real date and time';
    return this.refuse(line, when.column, when.text === '' ? 'empty' : `${quoteField(when.text)} is ${hint}`);
  }

  /** A count (0 or more) in a cell, or NaN with the refusal in `refusal`; `what` says what it is ("a number of seconds"). */
  count(fields: string[], line: number, i: number, what: string): number {
    const cell = fields[i].trim();
    const n = readDecimal(cell, this.decimalComma, false);
    if (n >= 0) return n;
    this.refusal = this.refuse(line, i, `${cell === '' ? 'empty' : `${quoteField(cell)} is not ${what}`}; every ${this.each} needs its ${this.headings[i]}`);
    return NaN;
  }

  /** The interval's seconds (INTSEC), or NaN with the refusal in `refusal`: not a count, or 0. */
  seconds(fields: string[], line: number): number {
    const s = this.count(fields, line, this.intsec, 'a number of seconds');
    if (s !== 0) return s;
    this.refusal = this.refuse(line, this.intsec, '0 seconds: an interval has a length');
    return NaN;
  }
}
