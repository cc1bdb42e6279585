/**
 * Interval timestamps: ISO 8601 (2024-03-19T10:36:00, with seconds' fractions and a zone Z or
 * +01:00 if given; a date alone is its midnight) or the same with a space (2024-03-19 10:36[:SS]),
 * as a query over Collection Services or Excel's yyyy-mm-dd hh:mm:ss format writes it.
 */

/** The shape of a timestamp, for the message about a text that is none. */
const STAMP = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number): number =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : DAYS[month - 1];

/** The digits at text[at, at + count) as a number; negative when one of them is no digit. */
function digits(text: string, at: number, count: number): number {
  let n = 0;
  for (let i = at; i < at + count; i++) {
    const d = text.charCodeAt(i) - 48;
    if (!(d >= 0 && d <= 9)) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * Milliseconds since 1970, or null when the text is no date and time of that form or no real one
 * (2024-02-30, 24:00). A time without a zone is read as it is written, local time of the system
 * measured, so that order and interval lengths do not depend on the machine reading the file.
 * Read character by character: a file has up to a million of them (a regular expression took
 * most of the time of reading a file).
 */
export function readTimestamp(text: string): number | null {
  const n = text.length;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  // Year 100 and later only: Date.UTC reads years 0-99 as 1900-1999.
  if (n < 10 || text[4] !== '-' || text[7] !== '-' || year < 100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let fraction = 0;
  let pos = 10;
  if (pos < n) {
    if ((text[pos] !== 'T' && text[pos] !== ' ') || text[pos + 3] !== ':') return null;
    hour = digits(text, pos + 1, 2);
    minute = digits(text, pos + 4, 2);
    pos += 6;
    if (text[pos] === ':') {
      second = digits(text, pos + 1, 2);
      pos += 3;
      if (text[pos] === '.' || text[pos] === ',') {
        let scale = 100;
        for (pos++; pos < n && text.charCodeAt(pos) >= 48 && text.charCodeAt(pos) <= 57; pos++, scale /= 10) fraction += (text.charCodeAt(pos) - 48) * scale;
        if (scale === 100) return null;
      }
    }
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  }
  let offset = 0;
  if (pos > 10 && text[pos] === 'Z') pos++;
  else if (pos > 10 && (text[pos] === '+' || text[pos] === '-')) {
    const sign = text[pos] === '-' ? -1 : 1;
    const hours = digits(text, pos + 1, 2);
    pos += 3;
    const colon = text[pos] === ':';
    if (colon) pos++;
    let minutes = 0;
    if (colon || pos < n) {
      minutes = digits(text, pos, 2);
      pos += 2;
    }
    if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return null;
    offset = sign * (hours * 60 + minutes) * 60_000;
  }
  if (pos !== n) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second) + fraction - offset;
}

/** Why a text is not a timestamp, for the message: no real date, a time alone, a regional date, or anything else. */
export function timestampHint(text: string): string {
  if (STAMP.test(text)) return 'no such date or time (months 01-12, days of that month, hours 00-23, minutes and seconds 00-59)';
  if (/^\d{1,2}[:.]\d{2}([:.]\d{2})?$/.test(text)) {
    return 'a time without a date: write the date of the collection before it (a Component Report prints it on its "Data collected" line), e.g. 2024-03-19 10:36';
  }
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(text)) {
    return 'a date in a regional form (day and month order is ambiguous): write year-month-day, e.g. 2024-03-19 10:36 (in Excel, format the column as yyyy-mm-dd hh:mm:ss before saving)';
  }
  return 'not a date and time: write ISO 8601 (2024-03-19T10:36:00) or 2024-03-19 10:36[:SS]';
}
