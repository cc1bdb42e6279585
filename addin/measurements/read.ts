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
import { columnsReader } from './columns-reader';
import { isQapmsystem, qapmsystemReader } from './qapmsystem';
import { type DateOrder, hasZone } from './timestamp';

export type { Partition } from './component-report';
export type { DateOrder } from './timestamp';
export { MAX_INTERVALS, ROUNDING_POINTS } from './intervals';
export { COLUMNS_FORMAT, COMPONENT_REPORT_FORMAT, PDI_FORMAT } from './columns-reader';
export { QAPMSYSTEM_FORMAT } from './qapmsystem';
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

const EMPTY = "the file is empty: a measurement file starts with a header row naming timestamp, cpu and interactive (or a QAPMSYSTEM export's fields)";

export function readMeasurements(text: string, options: ReadOptions = {}): Measurements | SizingError {
  if (text.length > MAX_CHARACTERS) return valueError(tooLarge(text.length));
  if (text.includes('\u0000')) {
    return valueError('the file holds NUL characters: it is not UTF-8 text (Excel\'s "Unicode Text" is UTF-16): save it as "CSV UTF-8"');
  }
  const start = startOf(text);
  if (start === null) return valueError(EMPTY);
  const { separator } = start;
  const intervals = new Intervals(Math.min(MAX_INTERVALS, mostRecords(text)));
  const partition: Partition = {};
  let partitionLine = 0;
  let partitionColumn = 0;
  let reportLines = false;
  let headings: string[] = [];
  let headerLine = 0;
  let reader: RowReader | null = null;

  /** A report header or title line: its values kept, a second partition refused; false where the record is none. */
  const reportLine = (fields: string[], at: number): SizingError | null | false => {
    const values = reportHeaderLine(fields);
    if (values === null) return false;
    reportLines = true;
    for (const v of values) {
      if (v.label !== 'partition id') continue;
      if (partition.id !== undefined && partition.id !== v.value) {
        return valueError(
          `line ${at}, column ${v.field + 1}: partition ${v.value}, but line ${partitionLine}, column ${partitionColumn + 1} gives ` +
            `partition ${partition.id}: a file holds one partition's intervals (copy each partition's report into its own file)`,
          { line: at, column: v.field + 1 },
        );
      }
      [partitionLine, partitionColumn] = [at, v.field];
    }
    const bad = applyHeader(partition, values);
    if (bad)
      return valueError(`line ${at}, column ${bad.field + 1}: ${bad.label} ${quoteField(bad.value)} is not a number`, { line: at, column: bad.field + 1 });
    return null;
  };

  /** A row after the header that is no interval: a report line, or the heading row repeated on a report's next page. */
  const other = (fields: string[], at: number): SizingError | null | false => {
    if (fields.length === headings.length && fields.every((f, i) => f.trim() === headings[i])) return null;
    return reportLine(fields, at);
  };

  const header = (fields: string[], at: number): SizingError | null => {
    const report = reportLine(fields, at);
    if (report !== false) return report;
    headings = fields.map((f) => f.trim());
    headerLine = at;
    if (options.jobs && !isQapmsystem(headings)) {
      return valueError(
        `line ${at} (the header): a job-level file goes beside a QAPMSYSTEM export (fields SYSPTU and ` +
          `SYSCTA), whose SYSCTA its interactive time is a share of; this file has neither`,
        { line: at },
      );
    }
    const chosen = isQapmsystem(headings)
      ? qapmsystemReader(headings, at, { intervals, decimalComma: separator !== ',', dateOrder: options.dateOrder, jobs: options.jobs, partition })
      : columnsReader(headings, at, { intervals, separator, dateOrder: options.dateOrder, partition, reportLines, other });
    if (chosen instanceof SizingError) return chosen;
    reader = chosen;
    return null;
  };

  const error = scanRecords(text, separator, start.pos, start.line, (fields, at) => {
    if (reader === null) return blank(fields) ? null : header(fields, at);
    return reader.row(fields, at);
  });
  if (error) return error;
  const read = reader as RowReader | null;
  if (read === null) {
    return valueError(
      reportLines
        ? "no header row after the report's lines: copy the Component Interval Activity rows with their headings (ITV End, CPU % Total, CPU% Inter)"
        : EMPTY,
    );
  }
  const count = intervals.count;
  if (count === 0) return valueError(`line ${headerLine} is the header and no interval follows it: the file has no measurements`, { line: headerLine });
  const finished = read.finish();
  if (finished) return finished;
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
    warnings: [...intervals.warnings(), ...read.warnings()],
  };
}
