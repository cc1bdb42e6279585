/**
 * A CSV of measurement intervals read into columns, or the first thing wrong with it, named by
 * line and column: nothing is produced from a file with a bad line. The formats (README, "Measured
 * data"), recognised by their headings:
 * - a QAPMSYSTEM export (qapmsystem.ts): Collection Services' CPU milliseconds, read as utilization of
 *   the partition's entitlement, with the entitlement;
 * - a PDI export, a Component Report copy (with its partition header lines, component-report.ts) and
 *   the add-in's own columns (columns.ts, columns-reader.ts): utilizations in percent as IBM's reports
 *   print them (32.1 or 32.1%).
 * One interval a row, in time order; other columns ignored; utilizations read as fractions (0.321),
 * like every function of the add-in.
 */
import { SizingError, valueError } from '../errors';
import { applyHeader, type Partition, reportHeaderLine } from './component-report';
import { blank, mostRecords, quoteField, scanRecords, type Separator, startOf } from './csv';
import { type Headings, Intervals, MAX_INTERVALS, type RowReader } from './intervals';
import { MAX_CHARACTERS, tooLarge } from './limits';
import type { JobInteractive } from './jobs';
import { COLUMNS_FORMAT, columnsReader } from './columns-reader';
import { isQapmsystem, qapmsystemReader, QAPMSYSTEM_FORMAT } from './qapmsystem';
import { type DiskMeasurements, isQapmdisk, QAPMDISK_FORMAT, readQapmdisk } from './qapmdisk';
import { isQapmpoolb, type PoolMeasurements, QAPMPOOLB_FORMAT, readQapmpoolb } from './qapmpoolb';
import { type DateOrder, hasZone } from './timestamp';

export type { Partition } from './component-report';
export type { DateOrder } from './timestamp';
export { MAX_INTERVALS, ROUNDING_POINTS } from './intervals';
export { COLUMNS_FORMAT, COMPONENT_REPORT_FORMAT, PDI_FORMAT } from './columns-reader';
export { QAPMSYSTEM_FORMAT } from './qapmsystem';
export { QAPMDISK_FORMAT, type DiskMeasurements } from './qapmdisk';
export { QAPMPOOLB_FORMAT, type PoolMeasurements } from './qapmpoolb';
export { readJobInteractive, type JobInteractive } from './jobs';

export { MAX_CHARACTERS, tooLarge } from './limits';

/** How to read a file; every option may be left out. */
export interface ReadOptions {
  /** The order of day and month in dates written with slashes and the year last (3/19/2024): refused as ambiguous without it. */
  readonly dateOrder?: DateOrder;
  /** A job-level export's interactive CPU (readJobInteractive), for a QAPMSYSTEM export: interactive is then its time over SYSCTA. */
  readonly jobs?: JobInteractive;
}

export interface Measurements {
  /** Whether the file gives its times with a zone (2024-03-19T10:00Z, +01:00): read as that instant, shown in UTC. */
  readonly zoned: boolean;
  /**
   * Each interval's timestamp in milliseconds since 1970. A time without a zone is read as if it
   * were UTC, so that new Date(t).toISOString() shows it as written (timestamp.ts); for an Excel
   * date, t / 86400000 + 25569.
   */
  readonly times: Float64Array;
  /**
   * Total CPU utilization of each interval, a fraction (0.321 for 32.1%): of the processors, at most
   * 1; or, where `ofEntitlement`, of the partition's entitlement, up to 10 (1,000%) on an uncapped partition.
   */
  readonly cpu: Float64Array;
  /**
   * Interactive CPU utilization of each interval, a fraction of what cpu is a fraction of; null where
   * the file has no interactive column: most current partitions run no 5250 work, and an interactive
   * share not measured is unknown, never 0.
   */
  readonly interactive: Float64Array | null;
  /** The line of the file each interval is on, for a message about one interval. */
  readonly lines: Uint32Array;
  /**
   * The headings each figure was read under, as printed, or for a computed figure the formula over
   * the fields it came from (cpu "SYSPTU / SYSCTA", interactive "SYIFUS / SYSCTA" or the job-level sum,
   * entitlement "SYSCTA / (INTSEC x 1000)" or "Processor Units (report header)"); interactive null
   * where there is none, entitlement absent.
   */
  readonly headings: Headings;
  readonly separator: Separator;
  /**
   * The export the file was read as, named by its headings: QAPMSYSTEM_FORMAT, PDI_FORMAT,
   * COMPONENT_REPORT_FORMAT or COLUMNS_FORMAT.
   */
  readonly format: string;
  /**
   * Each interval's entitlement in processing units, where the format gives one (a partition); cpu
   * and interactive are then shares of it, and cpu may exceed 1 on an uncapped partition. Null where
   * the file gives none. It may change during a file (a dynamic LPAR change, in `warnings`): each
   * interval's utilization is of its own entitlement.
   */
  readonly entitlement: Float64Array | null;
  /**
   * Whether cpu and interactive are shares of the partition's entitlement (configured capacity),
   * which an uncapped partition exceeds, rather than of the processors: true for a QAPMSYSTEM or PDI
   * export and for a file or report that gives the entitlement, even where `entitlement` is null (a
   * PDI export does not give it). Absent is false.
   */
  readonly ofEntitlement?: boolean;
  /** What the file says about the partition (a Component Report's header lines, QAPMSYSTEM's SYUCAPF); null where it says nothing. Absent is null. */
  readonly partition?: Readonly<Partition> | null;
  /**
   * The most decimals of a percent each column's values are printed with (2 for 32.10), against which
   * a limit is compared (boundary.ts); null where the values are computed from counters (QAPMSYSTEM).
   * Absent is null for both.
   */
  readonly decimals?: { readonly cpu: number | null; readonly interactive: number | null };
  /** Things that are not errors but may mean the file is not what it seems. */
  readonly warnings: readonly string[];
}

/** The headings read, the entitlement's only where every interval has one (absent, not null, so the three-column headings compare as before). */
function headingsOf(h: Headings, hasEntitlement: boolean): Headings {
  const { entitlement, ...rest } = h;
  return hasEntitlement && entitlement ? { ...rest, entitlement } : rest;
}

/** What a CPU format's reader of rows is given. */
interface CpuContext {
  readonly intervals: Intervals;
  readonly separator: Separator;
  readonly dateOrder?: DateOrder;
  readonly jobs?: JobInteractive;
  readonly partition: Partition;
  readonly reportLines: boolean;
  readonly other: (fields: string[], at: number) => SizingError | null | false;
}

/**
 * The CPU formats, each recognised by its header, the first that detects it read; the add-in's
 * columns (with a PDI export and a Component Report copy, which columns-reader.ts tells apart) last.
 */
const CPU_FORMATS: readonly {
  name: string;
  detects(headings: readonly string[]): boolean;
  read(headings: string[], at: number, ctx: CpuContext): RowReader | SizingError;
}[] = [
  {
    name: QAPMSYSTEM_FORMAT,
    detects: isQapmsystem,
    read: (headings, at, ctx) =>
      qapmsystemReader(headings, at, {
        intervals: ctx.intervals,
        decimalComma: ctx.separator !== ',',
        dateOrder: ctx.dateOrder,
        jobs: ctx.jobs,
        partition: ctx.partition,
      }),
  },
  { name: COLUMNS_FORMAT, detects: () => true, read: (headings, at, ctx) => columnsReader(headings, at, ctx) },
];

const EMPTY = "the file is empty: a measurement file starts with a header row naming timestamp, cpu and interactive (or a QAPMSYSTEM export's fields)";

/**
 * A NUL character, refused at its line and column (the field it is in, counting separators outside
 * quotes from the line's start): no text export holds one, a UTF-16 file ("Unicode Text") one a character.
 */
function nulError(text: string, at: number, separator: Separator): SizingError {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  let column = 1;
  let quoted = false;
  for (let i = lineStart; i < at; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === separator) column++;
  }
  return valueError(
    `line ${line}, column ${column}: a NUL character: the file is not UTF-8 text (Excel's "Unicode Text" is UTF-16, ` +
      'a NUL beside every character): save it as "CSV UTF-8"',
    { line, column },
  );
}

/** The note of a header repeated after the header: read as a heading, not an interval, counted with the first line. */
const repeatedHeader = (headerLine: number, first: number, count: number): string => {
  const more = count > 1 ? ` and ${(count - 1).toLocaleString('en-US')} more line${count > 2 ? 's' : ''}` : '';
  return (
    `the header (line ${headerLine}) is repeated on line ${first}${more}: ` +
    'read as headings, not intervals (a report repeats them on each page; files joined one after another keep theirs)'
  );
};

/** What a file says about its partition in a report's header and title lines, wherever they are; a second partition refused. */
class ReportLines {
  readonly partition: Partition = {};
  /** Whether the file has any report line. */
  seen = false;
  private partitionLine = 0;
  private partitionColumn = 0;

  /** A report header or title line: its values kept; false where the record is none. */
  read(fields: string[], at: number): SizingError | null | false {
    const values = reportHeaderLine(fields);
    if (values === null) return false;
    this.seen = true;
    const { partition } = this;
    for (const v of values) {
      if (v.label !== 'partition id') continue;
      if (partition.id !== undefined && partition.id !== v.value) {
        return valueError(
          `line ${at}, column ${v.field + 1}: partition ${v.value}, but line ${this.partitionLine}, column ${this.partitionColumn + 1} gives ` +
            `partition ${partition.id}: a file holds one partition's intervals (copy each partition's report into its own file)`,
          { line: at, column: v.field + 1 },
        );
      }
      this.partitionLine = at;
      this.partitionColumn = v.field;
    }
    const bad = applyHeader(partition, values);
    if (bad)
      return valueError(`line ${at}, column ${bad.field + 1}: ${bad.label} ${quoteField(bad.value)} is not a number`, { line: at, column: bad.field + 1 });
    return null;
  }
}

/** Header lines repeated after the header (a report's next page, files joined with their headers): counted with the first. */
class RepeatedHeaders {
  count = 0;
  first = 0;

  constructor(private readonly headings: readonly string[]) {}

  /** Whether the record is the header again, counted where it is. */
  skip(fields: string[], at: number): boolean {
    const { headings } = this;
    if (fields.length !== headings.length || fields[0].trim() !== headings[0]) return false;
    for (let i = 1; i < fields.length; i++) if (fields[i].trim() !== headings[i]) return false;
    if (this.count++ === 0) this.first = at;
    return true;
  }
}

/** Why a CPU file's header is another kind's (a disk or pool file, or no QAPMSYSTEM export beside a job-level file), or null. */
function otherKind(headings: readonly string[], at: number, options: ReadOptions): SizingError | null {
  if (options.jobs && !isQapmsystem(headings)) {
    return valueError(
      `line ${at} (the header): a job-level file goes beside a QAPMSYSTEM export (fields SYSPTU and ` +
        `SYSCTA), whose SYSCTA its interactive time is a share of; this file has neither`,
      { line: at },
    );
  }
  const other = FILE_FORMATS.find((f) => f.kind !== 'cpu' && f.detects(headings));
  if (!other) return null;
  return valueError(
    `line ${at} (the header): a ${other.name}, which holds ${other.holds}, not CPU intervals: ` +
      "read it on its own (as400-sizer measurements FILE, or the pane's measurements picker)",
    { line: at },
  );
}

/** The Measurements of the intervals read, once the reader has finished. */
function measurementsOf(read: RowReader, intervals: Intervals, separator: Separator, partition: Partition, warnings: string[]): Measurements {
  const count = intervals.count;
  const entitlement = intervals.entitlement.subarray(0, count);
  const hasEntitlement = read.hasEntitlement && entitlement.every((e) => e > 0);
  return {
    zoned: hasZone(intervals.first) || hasZone(intervals.last),
    times: intervals.times.slice(0, count),
    cpu: intervals.cpu.slice(0, count),
    interactive: read.hasInteractive ? intervals.interactive.slice(0, count) : null,
    lines: intervals.lines.slice(0, count),
    headings: headingsOf(read.headings, hasEntitlement),
    separator,
    format: read.format,
    entitlement: hasEntitlement ? entitlement.slice() : null,
    ofEntitlement: read.ofEntitlement,
    partition: Object.keys(partition).length > 0 ? partition : null,
    decimals: { cpu: intervals.cpuDecimals, interactive: read.hasInteractive ? intervals.interactiveDecimals : null },
    warnings: [...intervals.warnings(), ...read.warnings(), ...warnings],
  };
}

export function readMeasurements(text: string, options: ReadOptions = {}): Measurements | SizingError {
  if (text.length > MAX_CHARACTERS) return valueError(tooLarge(text.length));
  const nul = text.indexOf('\u0000');
  const start = startOf(text);
  if (nul >= 0) return nulError(text, nul, start?.separator ?? ',');
  if (start === null) return valueError(EMPTY);
  const { separator } = start;
  const intervals = new Intervals(Math.min(MAX_INTERVALS, mostRecords(text)));
  const report = new ReportLines();
  const { partition } = report;
  let headerLine = 0;
  let reader: RowReader | null = null;
  let repeats = new RepeatedHeaders([]);

  const header = (fields: string[], at: number): SizingError | null => {
    const line = report.read(fields, at);
    if (line !== false) return line;
    const headings = fields.map((f) => f.trim());
    headerLine = at;
    repeats = new RepeatedHeaders(headings);
    const other = otherKind(headings, at, options);
    if (other) return other;
    const ctx: CpuContext = {
      intervals,
      separator,
      dateOrder: options.dateOrder,
      jobs: options.jobs,
      partition,
      reportLines: report.seen,
      other: (f, a) => report.read(f, a),
    };
    const chosen = CPU_FORMATS.find((f) => f.detects(headings))!.read(headings, at, ctx);
    if (chosen instanceof SizingError) return chosen;
    reader = chosen;
    return null;
  };

  const error = scanRecords(text, separator, start.pos, start.line, (fields, at) => {
    if (reader === null) return blank(fields) ? null : header(fields, at);
    if (repeats.skip(fields, at)) return null;
    return reader.row(fields, at);
  });
  if (error) return error;
  const read = reader as RowReader | null;
  if (read === null) {
    return valueError(
      report.seen
        ? "no header row after the report's lines: copy the Component Interval Activity rows with their headings (ITV End, CPU % Total, CPU% Inter)"
        : EMPTY,
    );
  }
  if (intervals.count === 0)
    return valueError(`line ${headerLine} is the header and no interval follows it: the file has no measurements`, { line: headerLine });
  const finished = read.finish();
  if (finished) return finished;
  const repeated = repeats.count > 0 ? [repeatedHeader(headerLine, repeats.first, repeats.count)] : [];
  return measurementsOf(read, intervals, separator, partition, repeated);
}

/** A measurement file of any kind: CPU intervals, disk arms (QAPMDISK) or storage pools (QAPMPOOLB). */
export type MeasuredFile =
  | { readonly kind: 'cpu'; readonly measurements: Measurements }
  | { readonly kind: 'disk'; readonly disk: DiskMeasurements }
  | { readonly kind: 'pools'; readonly pools: PoolMeasurements };

/** A kind of measurement file: its name, what it holds, whether a header is its, and its reader. */
export interface FileFormat {
  readonly name: string;
  readonly kind: MeasuredFile['kind'];
  readonly holds: string;
  detects(headings: readonly string[]): boolean;
  read(text: string, options: ReadOptions): MeasuredFile | SizingError;
}

const kindOf = <K extends MeasuredFile['kind'], T>(kind: K, key: string, read: T | SizingError): MeasuredFile | SizingError =>
  read instanceof SizingError ? read : ({ kind, [key]: read } as unknown as MeasuredFile);

/**
 * The kinds of measurement file, each recognised by its header, the first that detects it read; CPU
 * intervals (every CPU format, readMeasurements) last.
 */
export const FILE_FORMATS: readonly FileFormat[] = [
  { name: QAPMDISK_FORMAT, kind: 'disk', holds: 'disk arms', detects: isQapmdisk, read: (text, o) => kindOf('disk', 'disk', readQapmdisk(text, o)) },
  {
    name: QAPMPOOLB_FORMAT,
    kind: 'pools',
    holds: 'storage pools',
    detects: isQapmpoolb,
    read: (text, o) => kindOf('pools', 'pools', readQapmpoolb(text, o)),
  },
  {
    name: 'CPU intervals',
    kind: 'cpu',
    holds: 'CPU intervals',
    detects: () => true,
    read: (text, o) => kindOf('cpu', 'measurements', readMeasurements(text, o)),
  },
];

/** The headings of a text's first record that is not blank; empty for none. */
export function firstHeadings(text: string): string[] {
  const start = startOf(text);
  if (start === null) return [];
  let headings: string[] = [];
  const stop = valueError('stop');
  scanRecords(text, start.separator, start.pos, start.line, (fields) => {
    if (blank(fields)) return null;
    headings = fields.map((f) => f.trim());
    return stop;
  });
  return headings;
}

/** A measurement file read as the kind its header says (FILE_FORMATS), or the first thing wrong with it. */
export function readMeasuredFile(text: string, options: ReadOptions = {}): MeasuredFile | SizingError {
  if (text.length > MAX_CHARACTERS) return valueError(tooLarge(text.length));
  const headings = firstHeadings(text);
  return FILE_FORMATS.find((f) => f.detects(headings))!.read(text, options);
}
