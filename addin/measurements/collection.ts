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
import { type DateOrder, readTimestamp } from './timestamp';

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
