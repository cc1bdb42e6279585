/**
 * Interactive CPU time from a job-level Collection Services export, to go beside a QAPMSYSTEM
 * export: QAPMJOBMI (or QAPMJOBL, which joins QAPMJOBMI and QAPMJOBOS) has one row per job per
 * interval, "only for jobs that consume CPU during an interval", with JBTYPE the job type ("I"
 * interactive) and JBCPU the "Thread unscaled interval CPU time charged" in milliseconds (IBM i 7.4,
 * Collection Services data files: QAPMJOBMI,
 * https://www.ibm.com/support/knowledgecenter/en/ssw_ibm_i_74/rzahx/rzahxqapmjobmi.htm). An
 * interval's interactive CPU is the sum of JBCPU over its jobs of type I; over the interval's SYSCTA
 * it is the interactive utilization of the entitlement (qapmsystem.ts). Rows may be one per job or
 * already summed by a query (GROUP BY the interval and JBTYPE): the sum is the same.
 */
import { type SizingError, valueError } from '../errors';
import { fieldIndex, hasTime, type RowTime, rowTime, timeFields } from './collection';
import { quoteField, scanRecords, separatorName, shapeError, startOf } from './csv';
import { readDecimal } from './number';
import type { DateOrder } from './timestamp';

/** Interactive CPU milliseconds of each interval of a job-level export, keyed by time (ms, as Measurements.times) or by INTNUM. */
export interface JobInteractive {
  /** How the intervals are keyed: by their time where the export has DATETIME or DTETIM and DTECEN, else by INTNUM. */
  readonly key: 'time' | 'INTNUM';
  /** Sum of JBCPU over jobs of type I, in milliseconds, by interval; an interval with no such job is absent (0). */
  readonly milliseconds: ReadonlyMap<number, number>;
  /** Every interval the export has a row for, of any job type. */
  readonly intervals: ReadonlySet<number>;
}

/** The job-level export's interactive CPU by interval, or the first thing wrong with it, by line and column. */
export function readJobInteractive(text: string, options: { dateOrder?: DateOrder } = {}): JobInteractive | SizingError {
  const start = startOf(text);
  if (start === null) return valueError('the job-level file is empty: it starts with a header naming INTNUM or DATETIME, JBTYPE and JBCPU');
  const decimalComma = start.separator !== ',';
  let headings: string[] = [];
  let headerLine = 0;
  let type = -1;
  let cpu = -1;
  let number = -1;
  let times = timeFields([]);
  let byTime = false;
  const milliseconds = new Map<number, number>();
  const intervals = new Set<number>();
  const when: RowTime = { time: null, text: '', column: 0 };
  /** By INTNUM: the interval of the rows being read, the line it started on, and the intervals left behind (each collection numbers its own from 1). */
  let current = -1;
  let currentLine = 0;
  const left = new Map<number, number>();

  const header = (fields: string[], at: number): SizingError | null => {
    headings = fields.map((f) => f.trim());
    headerLine = at;
    type = fieldIndex(headings, 'JBTYPE');
    cpu = fieldIndex(headings, 'JBCPU');
    number = fieldIndex(headings, 'INTNUM');
    times = timeFields(headings);
    byTime = hasTime(times);
    const missing = [type < 0 ? 'JBTYPE' : '', cpu < 0 ? 'JBCPU' : '', !byTime && number < 0 ? 'INTNUM, DATETIME or DTETIM and DTECEN' : ''].filter(Boolean);
    if (missing.length === 0) return null;
    const found = headings.filter(Boolean).slice(0, 12).map(quoteField).join(', ');
    return valueError(
      `line ${at} (the header of the job-level file): no field ${missing.join(', no field ')} (QAPMJOBMI or ` +
        `QAPMJOBL). The header read (separated by ${separatorName(start.separator)}) is: ${found || 'empty'}`,
      { line: at },
    );
  };

  const row = (fields: string[], at: number): SizingError | null => {
    const shape = shapeError(fields, headings.length, headerLine, at);
    if (shape === 'blank') return null;
    if (shape) return shape;
    if (fields.every((f, i) => f.trim() === headings[i])) {
      return valueError(
        `line ${at}: the header (line ${headerLine}) again: a job-level file is one export with one header (export it again whole, not files joined)`,
        { line: at },
      );
    }
    const place = (i: number) => `line ${at}, column ${i + 1} (${quoteField(headings[i])})`;
    const spot = (i: number) => ({ line: at, column: i + 1 });
    let key: number;
    if (byTime) {
      rowTime(fields, times, options.dateOrder, when);
      if (when.time === null) return valueError(`${place(when.column)}: ${quoteField(when.text)} is not the interval's date and time`, spot(when.column));
      key = when.time;
    } else {
      key = readDecimal(fields[number].trim(), decimalComma, false);
      if (!(key >= 0) || !Number.isInteger(key))
        return valueError(`${place(number)}: ${quoteField(fields[number].trim())} is not an interval number`, spot(number));
      if (key !== current) {
        const before = left.get(key);
        if (before !== undefined) {
          return valueError(
            `${place(number)}: interval ${key} again, after interval ${current} (line ${currentLine}) and its own rows from line ${before}: ` +
              'INTNUM restarts with each collection: add DATETIME to the query',
            spot(number),
          );
        }
        if (current >= 0) left.set(current, currentLine);
        current = key;
        currentLine = at;
      }
    }
    intervals.add(key);
    if (fields[type].trim().toUpperCase() !== 'I') return null;
    const ms = readDecimal(fields[cpu].trim(), decimalComma, false);
    if (!(ms >= 0)) return valueError(`${place(cpu)}: ${quoteField(fields[cpu].trim())} is not a CPU time in milliseconds (0 or more)`, spot(cpu));
    milliseconds.set(key, (milliseconds.get(key) ?? 0) + ms);
    return null;
  };

  const error = scanRecords(text, start.separator, start.pos, start.line, (fields, at) => {
    if (headerLine === 0) return fields.every((f) => f.trim() === '') ? null : header(fields, at);
    return row(fields, at);
  });
  if (error) return error;
  if (intervals.size === 0) return valueError('the job-level file has no rows after its header');
  return { key: byTime ? 'time' : 'INTNUM', milliseconds, intervals };
}
