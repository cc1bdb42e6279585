/**
 * A Collection Services file with a row per resource per interval (QAPMDISK: one per disk arm,
 * QAPMPOOLB: one per storage pool), read row by row: the interval's time from DATETIME or DTECEN and
 * DTETIM (collection.ts), its seconds from INTSEC, the resource from its key field, and the format's
 * counters as numbers of 0 or more. The rows of an interval share its time (Collection Services stamps
 * an interval by its end, as in QAPMSYSTEM, and the time is used as the file gives it, as the CPU
 * readers use it); intervals come in time order (ORDER BY the time, then the key), each resource once
 * an interval. Refusals name the line and the column.
 */
import { SizingError, valueError } from '../errors';
import { CollectionRows, fieldIndex, missingTime } from './collection';
import { blank, quoteField, scanRecords, type Separator, separatorName, startOf } from './csv';
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

/** Where a keyed format's fields are in a header: the rows' reader, the key's index and each field's (-1 for an optional one absent). */
interface KeyedColumns {
  readonly rows: CollectionRows;
  readonly keyAt: number;
  readonly at: readonly number[];
}

/** The columns of a keyed format's header, or the fields it lacks, with the header as read. */
function keyedHeader(fields: string[], line: number, spec: KeyedFormat, separator: Separator, dateOrder?: DateOrder): KeyedColumns | SizingError {
  const headings = fields.map((f) => f.trim());
  const rows = new CollectionRows(headings, line, separator !== ',', dateOrder, 'row');
  const keyAt = fieldIndex(headings, spec.key.name);
  const at = spec.fields.map((f) => fieldIndex(headings, f.name));
  const missing: string[] = [];
  const time = missingTime(rows.times);
  if (time) missing.push(time);
  if (rows.intsec < 0) missing.push("INTSEC, the interval's seconds");
  if (keyAt < 0) missing.push(`${spec.key.name}, ${spec.key.what}`);
  spec.fields.forEach((f, i) => {
    if (at[i] < 0 && !f.optional) missing.push(`${f.name}, ${f.what}`);
  });
  if (missing.length === 0) return { rows, keyAt, at };
  return valueError(
    `line ${line} (the header of a ${spec.format}): no field ${missing.join('; no field ')}. The header read (separated by ` +
      `${separatorName(separator)}) is: ${headings.filter(Boolean).slice(0, 16).map(quoteField).join(', ') || 'empty'}`,
    { line },
  );
}

/** The intervals and resources of a keyed file as its rows are read, and the order they must come in. */
class KeyedIntervals {
  readonly times: number[] = [];
  readonly seconds: number[] = [];
  readonly lines: number[] = [];
  readonly keys: string[] = [];
  private readonly keyIndex = new Map<string, number>();
  // The interval each resource was last read in, to refuse a resource twice in one interval.
  private readonly lastInterval: number[] = [];
  private readonly lastLine: number[] = [];
  first = '';
  last = '';

  constructor(private readonly spec: KeyedFormat) {}

  /** The index of a begun row's interval (a later time starts one, with its INTSEC), or why it cannot follow. */
  interval(r: CollectionRows, fields: string[], line: number): number | SizingError {
    const { when } = r;
    const time = when.time!;
    const last = this.times.length - 1;
    if (last >= 0 && time === this.times[last]) return last;
    if (last >= 0 && time < this.times[last]) {
      return r.refuse(
        line,
        when.column,
        `${when.text} is earlier than the interval before it, ${this.last} (line ${this.lines[last]}): ` +
          `rows must be in time order (sort the export by ${r.timeHeading}, then ${this.spec.key.name})`,
      );
    }
    const s = r.seconds(fields, line);
    if (r.refusal) return r.refusal;
    this.times.push(time);
    this.seconds.push(s);
    this.lines.push(line);
    if (last < 0) this.first = when.text;
    this.last = when.text;
    return last + 1;
  }

  /** The index of the resource a row names (a new one added), or why it cannot be read in `interval`. */
  resource(r: CollectionRows, name: string, line: number, keyAt: number, interval: number): number | SizingError {
    const { what } = this.spec.key;
    if (name === '') return r.refuse(line, keyAt, `empty; every row names its ${what}`);
    let key = this.keyIndex.get(name);
    if (key === undefined) {
      key = this.keys.length;
      this.keys.push(name);
      this.keyIndex.set(name, key);
      this.lastInterval.push(-1);
      this.lastLine.push(0);
    } else if (this.lastInterval[key] === interval) {
      return r.refuse(
        line,
        keyAt,
        `${what} ${quoteField(name)} again in the interval ${r.when.text}, after line ${this.lastLine[key]}: ` +
          `each ${what} once an interval (was the export run over two collections of the same interval?)`,
      );
    }
    this.lastInterval[key] = interval;
    this.lastLine[key] = line;
    return key;
  }
}

/** Reads a keyed file, calling `onRow` with each row's values; the first refusal (the reader's or `onRow`'s) ends it. */
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
  let columns: KeyedColumns | null = null;
  const read = new KeyedIntervals(spec);
  const values = new Float64Array(spec.fields.length);

  /** The row handed to onRow, written over row to row (a year of 24 arms is 840,960 rows). */
  const current = {
    interval: 0,
    key: 0,
    line: 0,
    seconds: 0,
    keyText: '',
    values,
    refuse: (f: number | 'key', message: string): SizingError => columns!.rows.refuse(current.line, f === 'key' ? columns!.keyAt : columns!.at[f], message),
  };

  const row = ({ rows: r, keyAt, at }: KeyedColumns, fields: string[], line: number): SizingError | null => {
    const begun = r.begin(fields, line);
    if (begun === 'skip') return null;
    if (begun) return begun;
    const interval = read.interval(r, fields, line);
    if (typeof interval !== 'number') return interval;
    const name = fields[keyAt].trim();
    const key = read.resource(r, name, line, keyAt, interval);
    if (typeof key !== 'number') return key;
    for (let f = 0; f < values.length; f++) {
      values[f] = at[f] < 0 ? NaN : r.count(fields, line, at[f], spec.fields[f].what);
      if (r.refusal) return r.refusal;
    }
    current.interval = interval;
    current.key = key;
    current.line = line;
    current.seconds = read.seconds[interval];
    current.keyText = name;
    return onRow(current);
  };

  const error = scanRecords(text, start.separator, start.pos, start.line, (fields, line) => {
    if (columns !== null) return row(columns, fields, line);
    if (blank(fields)) return null;
    const header = keyedHeader(fields, line, spec, start.separator, options.dateOrder);
    if (header instanceof SizingError) return header;
    columns = header;
    return null;
  });
  if (error) return error;
  const found = columns as KeyedColumns | null;
  if (found === null) return valueError(`the file is empty: a ${named} starts with a header row naming its fields`);
  const { headerLine, timeHeading } = found.rows;
  if (read.times.length === 0) return valueError(`line ${headerLine} is the header and no row follows it: the file has no measurements`, { line: headerLine });
  return {
    format: spec.format,
    times: Float64Array.from(read.times),
    seconds: Float64Array.from(read.seconds),
    lines: Uint32Array.from(read.lines),
    keys: read.keys,
    zoned: hasZone(read.first) || hasZone(read.last),
    timeHeading,
  };
}
