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

/** The reader of a QAPMSYSTEM export's rows, or why its header lacks a field it needs. */
export function qapmsystemReader(headings: readonly string[], headerLine: number, ctx: QapmsystemContext): RowReader | SizingError {
  const { intervals, decimalComma, dateOrder, partition } = ctx;
  const rows = new CollectionRows(headings, headerLine, decimalComma, dateOrder, 'interval');
  const { times, intsec, timeHeading } = rows;
  const sysptu = fieldIndex(headings, 'SYSPTU');
  const syscta = fieldIndex(headings, 'SYSCTA');
  const syifus = fieldIndex(headings, 'SYIFUS');
  const syucapf = fieldIndex(headings, 'SYUCAPF');
  const intnum = fieldIndex(headings, 'INTNUM');
  const syvcpu = fieldIndex(headings, 'SYVCPU');
  const jobs = ctx.jobs;
  const missing: string[] = [];
  const time = missingTime(times);
  if (time) missing.push(time);
  if (intsec < 0) missing.push("INTSEC, the interval's seconds (the entitlement is SYSCTA / (INTSEC x 1000))");
  if (jobs?.key === 'INTNUM' && intnum < 0) missing.push('INTNUM, the interval number the job-level file is keyed by');
  if (missing.length)
    return valueError(`line ${headerLine} (the header of a QAPMSYSTEM export, which names SYSPTU and SYSCTA): no field ${missing.join(', no field ')}`, {
      line: headerLine,
    });

  const interactiveFrom = jobs
    ? 'sum of JBCPU of jobs of JBTYPE I (job-level export) / SYSCTA'
    : syifus >= 0
      ? `${headings[syifus]} / ${headings[syscta]}`
      : null;
  const interactiveColumn = jobs ? syscta : syifus;
  const { when } = rows;
  const place = (at: number, i: number) => rows.place(at, i);
  const spot = (at: number, i: number) => rows.spot(at, i);
  let uncapped = '';
  let virtual = '';
  let lastSeconds = 0;
  let withoutJobs = 0;
  let firstWithoutJobs = '';
  let matched = 0;
  let atCap = 0;
  let firstAtCap = '';

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
    const configured = rows.count(fields, at, syscta, 'a CPU time in milliseconds');
    const used = rows.count(fields, at, sysptu, 'a CPU time in milliseconds');
    if (rows.refusal) return rows.refusal;
    if (configured === 0) {
      return valueError(
        `${place(at, syscta)}: 0, no CPU time configured for the partition in this interval, so no ` +
          `utilization of it (SYSPTU / SYSCTA): leave the interval out of the export`,
        spot(at, syscta),
      );
    }
    const cpu = used / configured;
    if (cpu > MOST_OF_ENTITLEMENT) {
      return valueError(
        `${place(at, sysptu)}: SYSPTU / SYSCTA = ${used} / ${configured} is ${(cpu * 100).toFixed(0)}% of the entitlement, above ` +
          `the ${MOST_OF_ENTITLEMENT * 100}% a partition reaches: are the two fields from the same interval and in the same unit?`,
        spot(at, sysptu),
      );
    }
    let interactive = 0;
    if (jobs) {
      const key = jobs.key === 'time' ? printed : readDecimal(fields[intnum].trim(), decimalComma, false);
      const ms = jobs.milliseconds.get(key);
      if (jobs.intervals.has(key)) matched++;
      else if (withoutJobs++ === 0) firstWithoutJobs = `${when.text} (line ${at})`;
      interactive = ms === undefined ? 0 : ms / configured;
    } else if (syifus >= 0) {
      interactive = rows.count(fields, at, syifus, 'a CPU time in milliseconds') / configured;
      if (rows.refusal) return rows.refusal;
    }
    if (interactive > cpu) {
      if ((interactive - cpu) * 100 > ROUNDING_POINTS + 1e-9) {
        return valueError(
          `${place(at, interactiveColumn)}: interactive ${(interactive * 100).toFixed(1)}% (${interactiveFrom}) is ` +
            `above the total CPU ${(cpu * 100).toFixed(1)}% (SYSPTU / SYSCTA) of the same interval: interactive work ` +
            `is part of the total (PCR V4R5 2.11). Take both from the same collection`,
          spot(at, interactiveColumn),
        );
      }
      intervals.roundedDown(when.text, at);
      interactive = cpu;
    }
    // The partition as its last interval has it: kept as text and read once at the end.
    if (syucapf >= 0) {
      uncapped = fields[syucapf];
      // A capped partition at its entitlement measured its cap, not its work (partition.ts).
      if (cpu >= AT_CAP && uncapped.trim() === '0' && atCap++ === 0) firstAtCap = `${formatTime(printed)} (line ${at})`;
    }
    // Two assignments, not [virtual, lastSeconds] = [...]: that made an array a row.
    if (syvcpu >= 0) {
      virtual = fields[syvcpu];
      lastSeconds = seconds;
    }
    intervals.add(time, when.text, at, cpu, interactive, configured / (seconds * 1000));
    return null;
  };

  const headingsRead: Headings = {
    timestamp: timeHeading,
    cpu: `${headings[sysptu]} / ${headings[syscta]}`,
    interactive: interactiveFrom,
    entitlement: `${headings[syscta]} / (${headings[intsec]} x 1000)`,
  };
  return {
    format: QAPMSYSTEM_FORMAT,
    headings: headingsRead,
    ofEntitlement: true,
    hasInteractive: interactiveFrom !== null,
    hasEntitlement: true,
    row,
    finish: () => {
      if (syucapf >= 0 && uncapped.trim() !== '') partition.uncapped = uncapped.trim() === '1';
      const processors = readDecimal(virtual.trim(), decimalComma, false) / (lastSeconds * 1000);
      if (processors > 0) partition.virtualProcessors = processors;
      if (jobs && matched === 0) {
        return valueError(
          `the job-level file has no interval of the QAPMSYSTEM export (matched ` +
            `by ${jobs.key === 'time' ? 'date and time' : 'INTNUM'}): export both from the same ` +
            `collection`,
        );
      }
      return null;
    },
    warnings: () => [
      ...(withoutJobs > 0
        ? [
            `${withoutJobs.toLocaleString('en-US')} interval${withoutJobs === 1 ? ' has' : 's have'} no row in the job-level file, the ` +
              `first ${firstWithoutJobs}: read as no interactive work (Collection Services writes only jobs that used CPU)`,
          ]
        : []),
      ...(atCap > 0 ? [capWarning(atCap, firstAtCap)] : []),
    ],
  };
}
