/**
 * CSV records as RFC 4180 writes them (fields in double quotes may hold the separator, line breaks
 * and doubled quotes), with the separators spreadsheets write: a comma, a semicolon where the
 * decimal mark is a comma (Excel in most of Europe), a tab (Excel's "Text (Tab delimited)").
 * Line breaks are CRLF, LF or a lone CR. Every record carries the line it starts on, for messages.
 */
import { type SizingError, valueError } from '../errors';

export type Separator = ',' | ';' | '\t';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** Line breaks in text[from, to): CRLF counts once. */
function lineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) breaks++;
  }
  return breaks;
}

/** At least as many as the records of a text: one more than its CR and LF characters. */
export function mostRecords(text: string): number {
  let count = 1;
  for (const ch of ['\n', '\r']) for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) count++;
  return count;
}

/** The separator the header line (from `start`) uses most outside quotes; a comma when it has none. */
export function headerSeparator(text: string, start: number): Separator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  return (Object.keys(counts) as Separator[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ',');
}

/**
 * Calls onRecord with each record's fields (quotes removed) and the line it starts on, from
 * position `pos` (on line `line`) to the end; stops at the first error, the callback's or its own.
 * The fields array is reused from record to record (a file has up to a million): copy what you keep.
 */
export function scanRecords(
  text: string,
  separator: Separator,
  pos: number,
  line: number,
  onRecord: (fields: string[], line: number) => SizingError | null,
): SizingError | null {
  const sep = separator.charCodeAt(0);
  const n = text.length;
  const fields: string[] = [];
  let recordLine = line;
  while (pos <= n) {
    if (text.charCodeAt(pos) === QUOTE) {
      const openLine = line;
      let value = '';
      let from = pos + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q < 0) {
          return valueError(`line ${openLine}, column ${fields.length + 1}: a quoted field opens here and is never closed`);
        }
        line += lineBreaks(text, from, q);
        value += text.slice(from, q);
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          from = q + 2;
        } else {
          pos = q + 1;
          break;
        }
      }
      const after = text.charCodeAt(pos);
      if (pos < n && after !== sep && after !== CR && after !== LF) {
        return valueError(
          `line ${line}, column ${fields.length + 1}: text after the closing quote of a quoted field (a quote inside quotes is written twice: "")`,
        );
      }
      fields.push(value);
    } else {
      let end = pos;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === sep || c === CR || c === LF) break;
        end++;
      }
      fields.push(text.slice(pos, end));
      pos = end;
    }
    if (pos < n && text.charCodeAt(pos) === sep) {
      pos++;
      continue;
    }
    const error = onRecord(fields, recordLine);
    if (error) return error;
    if (pos >= n) return null;
    pos += text.charCodeAt(pos) === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
    if (pos >= n) return null;
    line++;
    recordLine = line;
    fields.length = 0;
  }
  return null;
}
