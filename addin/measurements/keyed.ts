/**
 * A Collection Services file with a row per resource per interval (QAPMDISK: one per disk arm,
 * QAPMPOOLB: one per storage pool), read row by row: the interval's time from DATETIME or DTECEN and
 * DTETIM (collection.ts), its seconds from INTSEC, the resource from its key field, and the format's
 * counters as numbers of 0 or more. The rows of an interval share its time (Collection Services stamps
 * an interval by its end, as in QAPMSYSTEM, and the time is used as the file gives it, as the CPU
 * readers use it); intervals come in time order (ORDER BY the time, then the key), each resource once
 * an interval. Refusals name the line and the column.
 */
import { type SizingError, valueError } from '../errors';
import { CollectionRows, fieldIndex, missingTime } from './collection';
import { blank, quoteField, scanRecords, separatorName, startOf } from './csv';
import { MAX_CHARACTERS, tooLarge } from './limits';
import { type DateOrder, hasZone } from './timestamp';

/** A numeric field a format reads: its name, and what it is, for a message. */
export interface KeyedField {
  readonly name: string;
  readonly what: string;
  /** Optional fields are NaN in `values` where the header lacks them. */
  readonly optional?: boolean;
}

export interface KeyedFormat {
  /** The export's name, as messages and summaries give it ("QAPMDISK export"). */
  readonly format: string;
  /** The field naming the resource (DSARM, PONBR) and what one is ("arm", "pool"). */
  readonly key: KeyedField;
  readonly fields: readonly KeyedField[];
}

/** Where a row is, for a format's own refusals. */
export interface KeyedRow {
  /** The interval's index (from 0) and the resource's (from 0, in the order first read). */
  readonly interval: number;
  readonly key: number;
  readonly line: number;
  readonly seconds: number;
  /** The key as the row gives it, trimmed. */
  readonly keyText: string;
  /** The fields' values, in the format's order; NaN for an optional field absent. */
  readonly values: Float64Array;
  /** A refusal at a field (by its index in the format's fields), or at the key field. */
  refuse(field: number | 'key', message: string): SizingError;
}

export interface KeyedFile {
  readonly format: string;
  /** Each interval's time in ms as Measurements.times (a time without a zone read as if UTC), its INTSEC and the line its first row is on. */
  readonly times: Float64Array;
  readonly seconds: Float64Array;
  readonly lines: Uint32Array;
  /** The resources, as the key field gives them (trimmed), in the order first read. */
  readonly keys: readonly string[];
  readonly zoned: boolean;
  /** The header as read, and the heading of the time. */
  readonly timeHeading: string;
}

/**
 * Reads a keyed file, calling `onRow` with each row's values; the first refusal (the reader's or
 * `onRow`'s) ends it. `detectedBy` names the fields the header was recognised by, for a message.
 */
export function readKeyed(
  text: string,
  spec: KeyedFormat,
  options: { dateOrder?: DateOrder },
  onRow: (row: KeyedRow) => SizingError | null,
): KeyedFile | SizingError {
  if (text.length > MAX_CHARACTERS) return valueError(tooLarge(text.length));
  const start = startOf(text);
  const named = `${spec.format} (${[spec.key, ...spec.fields.filter((f) => !f.optional)].map((f) => f.name).join(', ')})`;
  if (start === null) return valueError(`the file is empty: a ${named} starts with a header row naming its fields`);
  const decimalComma = start.separator !== ',';
  let rows: CollectionRows | null = null;
  let keyAt = -1;
  let at: number[] = [];
  const values = new Float64Array(spec.fields.length);
  const timesRead: number[] = [];
  const seconds: number[] = [];
  const lines: number[] = [];
  const keys: string[] = [];
  const keyIndex = new Map<string, number>();
  // The interval each resource was last read in, to refuse a resource twice in one interval.
  const lastInterval: number[] = [];
  const lastLine: number[] = [];
  let first = '';
  let last = '';

  const header = (fields: string[], line: number): SizingError | null => {
    const headings = fields.map((f) => f.trim());
    const r = new CollectionRows(headings, line, decimalComma, options.dateOrder, 'row');
    rows = r;
    keyAt = fieldIndex(headings, spec.key.name);
    at = spec.fields.map((f) => fieldIndex(headings, f.name));
    const missing: string[] = [];
    const time = missingTime(r.times);
    if (time) missing.push(time);
    if (r.intsec < 0) missing.push("INTSEC, the interval's seconds");
    if (keyAt < 0) missing.push(`${spec.key.name}, ${spec.key.what}`);
    spec.fields.forEach((f, i) => {
      if (at[i] < 0 && !f.optional) missing.push(`${f.name}, ${f.what}`);
    });
    if (missing.length === 0) return null;
    return valueError(
      `line ${line} (the header of a ${spec.format}): no field ${missing.join('; no field ')}. The header read (separated by ` +
        `${separatorName(start.separator)}) is: ${headings.filter(Boolean).slice(0, 16).map(quoteField).join(', ') || 'empty'}`,
      { line },
    );
  };

  /** The row handed to onRow, written over row to row (a year of 24 arms is 840,960 rows). */
  const current = {
    interval: 0,
    key: 0,
    line: 0,
    seconds: 0,
    keyText: '',
    values,
    refuse: (f: number | 'key', message: string): SizingError => rows!.refuse(current.line, f === 'key' ? keyAt : at[f], message),
  };

  const row = (r: CollectionRows, fields: string[], line: number): SizingError | null => {
    const begun = r.begin(fields, line);
    if (begun === 'skip') return null;
    if (begun) return begun;
    const { when } = r;
    const time = when.time!;
    let interval = timesRead.length - 1;
    if (interval < 0 || time > timesRead[interval]) {
      const s = r.seconds(fields, line);
      if (r.refusal) return r.refusal;
      timesRead.push(time);
      seconds.push(s);
      lines.push(line);
      interval++;
      if (interval === 0) first = when.text;
      last = when.text;
    } else if (time < timesRead[interval]) {
      return r.refuse(
        line,
        when.column,
        `${when.text} is earlier than the interval before it, ${last} (line ${lines[interval]}): ` +
          `rows must be in time order (sort the export by ${r.timeHeading}, then ${spec.key.name})`,
      );
    }
    const name = fields[keyAt].trim();
    if (name === '') return r.refuse(line, keyAt, `empty; every row names its ${spec.key.what}`);
    let key = keyIndex.get(name);
    if (key === undefined) {
      key = keys.length;
      keys.push(name);
      keyIndex.set(name, key);
      lastInterval.push(-1);
      lastLine.push(0);
    } else if (lastInterval[key] === interval) {
      return r.refuse(
        line,
        keyAt,
        `${spec.key.what} ${quoteField(name)} again in the interval ${when.text}, after line ${lastLine[key]}: ` +
          `each ${spec.key.what} once an interval (was the export run over two collections of the same interval?)`,
      );
    }
    lastInterval[key] = interval;
    lastLine[key] = line;
    for (let f = 0; f < values.length; f++) {
      values[f] = at[f] < 0 ? NaN : r.count(fields, line, at[f], spec.fields[f].what);
      if (r.refusal) return r.refusal;
    }
    current.interval = interval;
    current.key = key;
    current.line = line;
    current.seconds = seconds[interval];
    current.keyText = name;
    return onRow(current);
  };

  const error = scanRecords(text, start.separator, start.pos, start.line, (fields, line) => {
    if (rows === null) return blank(fields) ? null : header(fields, line);
    return row(rows, fields, line);
  });
  if (error) return error;
  const read = rows as CollectionRows | null;
  if (read === null) return valueError(`the file is empty: a ${named} starts with a header row naming its fields`);
  if (timesRead.length === 0)
    return valueError(`line ${read.headerLine} is the header and no row follows it: the file has no measurements`, { line: read.headerLine });
  return {
    format: spec.format,
    times: Float64Array.from(timesRead),
    seconds: Float64Array.from(seconds),
    lines: Uint32Array.from(lines),
    keys,
    zoned: hasZone(first) || hasZone(last),
    timeHeading: read.timeHeading,
  };
}
