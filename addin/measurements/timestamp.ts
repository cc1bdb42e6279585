/**
 * Interval timestamps: ISO 8601 (2024-03-19T10:36:00, with seconds' fractions and a zone Z or
 * +01:00 if given; a date alone is its midnight) or the same with a space (2024-03-19 10:36[:SS]),
 * as a query over Collection Services or Excel's yyyy-mm-dd hh:mm:ss format writes it.
 */

const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Milliseconds since 1970, or null when the text is no date and time of that form or no real one
 * (2024-02-30, 24:00). A time without a zone is read as it is written, local time of the system
 * measured, so that order and interval lengths do not depend on the machine reading the file.
 */
export function readTimestamp(text: string): number | null {
  const m = STAMP.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  let ms = Date.UTC(year, month - 1, day, hour, minute, second) + (m[7] ? Number(`0.${m[7]}`) * 1000 : 0);
  const zone = m[8];
  if (zone && zone !== 'Z') {
    const hours = Number(zone.slice(1, 3));
    const minutes = zone.length > 3 ? Number(zone.slice(-2)) : 0;
    if (hours > 23 || minutes > 59) return null;
    ms -= (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  }
  // Year 100 and later only: Date.UTC reads years 0-99 as 1900-1999.
  return year >= 100 ? ms : null;
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
