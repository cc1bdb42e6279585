/**
 * A QAPMSYSTEM export: one row per interval of Collection Services' system file, as
 * `SELECT ... FROM QPFRDATA.QAPMSYSTEM` or CPYTOIMPF writes it, recognised by its fields SYSPTU and
 * SYSCTA. IBM i 7.4, Collection Services data files: QAPMSYSTEM
 * (https://www.ibm.com/support/knowledgecenter/en/ssw_ibm_i_74/rzahx/rzahxqapmsystem.htm):
 * - SYSPTU, the partition's CPU time used, and SYSCTA, the CPU time configured for the partition (its
 *   entitlement), both in milliseconds; an uncapped partition (SYUCAPF) can use more than it is
 *   configured for, so SYSPTU / SYSCTA may exceed 1 ("the processor utilization metrics of these
 *   partitions can be greater than 100% of the configured capacity", IBM, V5R4, "Reporting configured
 *   capacity",
 *   https://git.cyber.gent/friedkiwi/ibm-information-center/raw/commit/8826eae39456832d19ef39645fc0163e4032ce9a/dist/eclipse/plugins/i5OS.ic.rzahx_5.4.0.1/rzahxuncapped.htm);
 * - SYIFUS, the interactive CPU time used, in milliseconds;
 * - SYUCAPF, the partition's uncapped flag: ' ' unknown, '0' capped (or not shared), '1' uncapped, and
 *   SYVCPU, the virtual processor time configured, in milliseconds, so that SYVCPU / (INTSEC x 1000) is
 *   the average number of virtual processors (0 before V5R4): both as a transcription of IBM's page
 *   gives them (the ibm.com excerpt read stops before them; shared notes, ibm-i-measured-data.md 1.2-1.3);
 * - INTSEC, DTETIM, DTECEN, DATETIME: the interval (collection.ts).
 * Per interval: cpu = SYSPTU / SYSCTA (IBM's QAPMSMSYS SMSCPUCPU, "unscaled system CPU consumed relative
 * to the configured CPU time (processor units) available to the partition during the interval", is this
 * share); entitlement = SYSCTA / (INTSEC x 1000) processing units; interactive = SYIFUS / SYSCTA, or the
 * job-level export's interactive time over SYSCTA (jobs.ts) where one is given, which is preferred: a
 * public tool checked it against DSPPFRDTA's green screen, SYIFUS was not checked
 * (shared notes, ibm-i-measured-data.md 1.3).
 */
import { type SizingError, valueError } from '../errors';
import { CollectionRows, fieldIndex, missingTime } from './collection';
import type { Partition } from './component-report';
import { type Headings, type Intervals, MOST_OF_ENTITLEMENT, ROUNDING_POINTS, type RowReader } from './intervals';
import type { JobInteractive } from './jobs';
import { AT_CAP, capWarning } from './partition';
import { formatTime } from './window';
import { readDecimal } from './number';
import type { DateOrder } from './timestamp';

export const QAPMSYSTEM_FORMAT = 'QAPMSYSTEM export';

/** Whether a header is a QAPMSYSTEM export's: it names SYSPTU and SYSCTA. */
export const isQapmsystem = (headings: readonly string[]): boolean => fieldIndex(headings, 'SYSPTU') >= 0 && fieldIndex(headings, 'SYSCTA') >= 0;

export interface QapmsystemContext {
  readonly intervals: Intervals;
  readonly decimalComma: boolean;
  readonly dateOrder?: DateOrder;
  readonly jobs?: JobInteractive;
  readonly partition: Partition;
}

/** Where the system file's fields are in a header (-1 for one absent). */
interface SystemColumns {
  readonly sysptu: number;
  readonly syscta: number;
  readonly syifus: number;
  readonly syucapf: number;
  readonly intnum: number;
  readonly syvcpu: number;
}

/** The fields a QAPMSYSTEM header lacks (the time, INTSEC, and INTNUM where a job-level file is keyed by it), or null. */
function headerError(rows: CollectionRows, intnum: number, jobs: JobInteractive | undefined): SizingError | null {
  const missing: string[] = [];
  const time = missingTime(rows.times);
  if (time) missing.push(time);
  if (rows.intsec < 0) missing.push("INTSEC, the interval's seconds (the entitlement is SYSCTA / (INTSEC x 1000))");
  if (jobs?.key === 'INTNUM' && intnum < 0) missing.push('INTNUM, the interval number the job-level file is keyed by');
  if (missing.length === 0) return null;
  const line = rows.headerLine;
  return valueError(`line ${line} (the header of a QAPMSYSTEM export, which names SYSPTU and SYSCTA): no field ${missing.join(', no field ')}`, { line });
}

/** Why an interval's SYSPTU / SYSCTA is no utilization (no CPU configured, or more than a partition reaches), or null. */
function cpuError(rows: CollectionRows, at: number, c: SystemColumns, used: number, configured: number): SizingError | null {
  if (configured === 0) {
    return rows.refuse(
      at,
      c.syscta,
      `0, no CPU time configured for the partition in this interval, so no utilization of it (SYSPTU / SYSCTA): leave the interval out of the export`,
    );
  }
  const cpu = used / configured;
  if (cpu <= MOST_OF_ENTITLEMENT) return null;
  return rows.refuse(
    at,
    c.sysptu,
    `SYSPTU / SYSCTA = ${used} / ${configured} is ${(cpu * 100).toFixed(0)}% of the entitlement, above ` +
      `the ${MOST_OF_ENTITLEMENT * 100}% a partition reaches: are the two fields from the same interval and in the same unit?`,
  );
}

/**
 * Why an interval's interactive share above its total is more than the export's rounding (interactive
 * work is part of the total, PCR V4R5 2.11), or null where it is a rounding, read as the total.
 */
function interactiveError(rows: CollectionRows, at: number, column: number, from: string | null, interactive: number, cpu: number): SizingError | null {
  if ((interactive - cpu) * 100 <= ROUNDING_POINTS + 1e-9) return null;
  return rows.refuse(
    at,
    column,
    `interactive ${(interactive * 100).toFixed(1)}% (${from}) is ` +
      `above the total CPU ${(cpu * 100).toFixed(1)}% (SYSPTU / SYSCTA) of the same interval: interactive work ` +
      `is part of the total (PCR V4R5 2.11). Take both from the same collection`,
  );
}

/** The intervals of the system file matched in the job-level file, and those it has no row for (read as no interactive work). */
class JobMatch {
  matched = 0;
  without = 0;
  firstWithout = '';

  constructor(readonly jobs: JobInteractive) {}

  /** The interactive milliseconds of the interval keyed `key` (its time or INTNUM), 0 where the job-level file has none. */
  milliseconds(key: number, text: string, at: number): number {
    if (this.jobs.intervals.has(key)) this.matched++;
    else if (this.without++ === 0) this.firstWithout = `${text} (line ${at})`;
    return this.jobs.milliseconds.get(key) ?? 0;
  }

  finish(): SizingError | null {
    if (this.matched > 0) return null;
    return valueError(
      `the job-level file has no interval of the QAPMSYSTEM export (matched ` +
        `by ${this.jobs.key === 'time' ? 'date and time' : 'INTNUM'}): export both from the same ` +
        `collection`,
    );
  }

  warnings(): string[] {
    const n = this.without;
    if (n === 0) return [];
    return [
      `${n.toLocaleString('en-US')} interval${n === 1 ? ' has' : 's have'} no row in the job-level file, the ` +
        `first ${this.firstWithout}: read as no interactive work (Collection Services writes only jobs that used CPU)`,
    ];
  }
}

/** The partition as the file's last interval gives it (SYUCAPF, SYVCPU), and the intervals a capped partition spent at its cap. */
class PartitionSeen {
  private uncapped = '';
  private virtual = '';
  private lastSeconds = 0;
  private atCap = 0;
  private firstAtCap = '';

  constructor(private readonly c: SystemColumns) {}

  /** Notes an interval's flags, kept as text and read once at the end. */
  row(fields: string[], at: number, time: number, cpu: number, seconds: number): void {
    const { syucapf, syvcpu } = this.c;
    if (syucapf >= 0) {
      this.uncapped = fields[syucapf];
      // A capped partition at its entitlement measured its cap, not its work (partition.ts).
      if (cpu >= AT_CAP && this.uncapped.trim() === '0' && this.atCap++ === 0) this.firstAtCap = `${formatTime(time)} (line ${at})`;
    }
    if (syvcpu >= 0) {
      this.virtual = fields[syvcpu];
      this.lastSeconds = seconds;
    }
  }

  finish(partition: Partition, decimalComma: boolean): void {
    if (this.c.syucapf >= 0 && this.uncapped.trim() !== '') partition.uncapped = this.uncapped.trim() === '1';
    const processors = readDecimal(this.virtual.trim(), decimalComma, false) / (this.lastSeconds * 1000);
    if (processors > 0) partition.virtualProcessors = processors;
  }

  warnings(): string[] {
    return this.atCap > 0 ? [capWarning(this.atCap, this.firstAtCap)] : [];
  }
}

/** The reader of a QAPMSYSTEM export's rows, or why its header lacks a field it needs. */
export function qapmsystemReader(headings: readonly string[], headerLine: number, ctx: QapmsystemContext): RowReader | SizingError {
  const { intervals, decimalComma, dateOrder, partition, jobs } = ctx;
  const rows = new CollectionRows(headings, headerLine, decimalComma, dateOrder, 'interval');
  const { times, intsec, timeHeading, when } = rows;
  const c: SystemColumns = {
    sysptu: fieldIndex(headings, 'SYSPTU'),
    syscta: fieldIndex(headings, 'SYSCTA'),
    syifus: fieldIndex(headings, 'SYIFUS'),
    syucapf: fieldIndex(headings, 'SYUCAPF'),
    intnum: fieldIndex(headings, 'INTNUM'),
    syvcpu: fieldIndex(headings, 'SYVCPU'),
  };
  const missing = headerError(rows, c.intnum, jobs);
  if (missing) return missing;
  const interactiveFrom = jobs
    ? 'sum of JBCPU of jobs of JBTYPE I (job-level export) / SYSCTA'
    : c.syifus >= 0
      ? `${headings[c.syifus]} / ${headings[c.syscta]}`
      : null;
  const interactiveColumn = jobs ? c.syscta : c.syifus;
  const match = jobs ? new JobMatch(jobs) : null;
  const seen = new PartitionSeen(c);

  const row = (fields: string[], at: number): SizingError | null => {
    const begun = rows.begin(fields, at);
    if (begun === 'skip') return null;
    if (begun) return begun;
    const printed = when.time!;
    const length = readDecimal(fields[intsec].trim(), decimalComma, false);
    const time = intervals.elapsed(printed, when.text, at, length > 0 ? length : null);
    const late = intervals.refuse(time, when.text, at, when.column, times.datetime >= 0 ? headings[when.column] : timeHeading);
    if (late) return late;
    const seconds = rows.seconds(fields, at);
    const configured = rows.count(fields, at, c.syscta, 'a CPU time in milliseconds');
    const used = rows.count(fields, at, c.sysptu, 'a CPU time in milliseconds');
    if (rows.refusal) return rows.refusal;
    const wrong = cpuError(rows, at, c, used, configured);
    if (wrong) return wrong;
    const cpu = used / configured;
    let interactive = 0;
    if (match) {
      const key = match.jobs.key === 'time' ? printed : readDecimal(fields[c.intnum].trim(), decimalComma, false);
      interactive = match.milliseconds(key, when.text, at) / configured;
    } else if (c.syifus >= 0) {
      interactive = rows.count(fields, at, c.syifus, 'a CPU time in milliseconds') / configured;
      if (rows.refusal) return rows.refusal;
    }
    if (interactive > cpu) {
      const above = interactiveError(rows, at, interactiveColumn, interactiveFrom, interactive, cpu);
      if (above) return above;
      intervals.roundedDown(when.text, at);
      interactive = cpu;
    }
    seen.row(fields, at, printed, cpu, seconds);
    intervals.add(time, when.text, at, cpu, interactive, configured / (seconds * 1000));
    return null;
  };

  const headingsRead: Headings = {
    timestamp: timeHeading,
    cpu: `${headings[c.sysptu]} / ${headings[c.syscta]}`,
    interactive: interactiveFrom,
    entitlement: `${headings[c.syscta]} / (${headings[intsec]} x 1000)`,
  };
  return {
    format: QAPMSYSTEM_FORMAT,
    headings: headingsRead,
    ofEntitlement: true,
    hasInteractive: interactiveFrom !== null,
    hasEntitlement: true,
    row,
    finish: () => {
      seen.finish(partition, decimalComma);
      return match ? match.finish() : null;
    },
    warnings: () => [...(match ? match.warnings() : []), ...seen.warnings()],
  };
}
