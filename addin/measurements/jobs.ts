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
import { SizingError, valueError } from '../errors';
import { fieldIndex, hasTime, type RowTime, rowTime, type TimeFields, timeFields } from './collection';
import { quoteField, scanRecords, type Separator, separatorName, shapeError, startOf } from './csv';
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

/** Where a job-level export's fields are in its header (-1 for one absent), and whether its intervals are keyed by time. */
interface JobColumns {
  readonly headings: readonly string[];
  readonly line: number;
  readonly type: number;
  readonly cpu: number;
  readonly number: number;
  readonly times: TimeFields;
  readonly byTime: boolean;
}

/** The columns of a job-level export's header, or the fields it lacks, with the header as read. */
function jobHeader(fields: string[], at: number, separator: Separator): JobColumns | SizingError {
  const headings = fields.map((f) => f.trim());
  const type = fieldIndex(headings, 'JBTYPE');
  const cpu = fieldIndex(headings, 'JBCPU');
  const number = fieldIndex(headings, 'INTNUM');
  const times = timeFields(headings);
  const byTime = hasTime(times);
  const missing = [type < 0 ? 'JBTYPE' : '', cpu < 0 ? 'JBCPU' : '', !byTime && number < 0 ? 'INTNUM, DATETIME or DTETIM and DTECEN' : ''].filter(Boolean);
  if (missing.length === 0) return { headings, line: at, type, cpu, number, times, byTime };
  const found = headings.filter(Boolean).slice(0, 12).map(quoteField).join(', ');
  return valueError(
    `line ${at} (the header of the job-level file): no field ${missing.join(', no field ')} (QAPMJOBMI or ` +
      `QAPMJOBL). The header read (separated by ${separatorName(separator)}) is: ${found || 'empty'}`,
    { line: at },
  );
}

/** Intervals keyed by INTNUM: the one whose rows are being read, the line it started on, and those left behind (each collection numbers its own from 1). */
class IntervalNumbers {
  private current = -1;
  private currentLine = 0;
  private readonly left = new Map<number, number>();

  /** Why the rows of interval `key` cannot start at line `at` (its number again, after others), or null. */
  next(key: number, at: number): string | null {
    if (key === this.current) return null;
    const before = this.left.get(key);
    if (before !== undefined) {
      return (
        `interval ${key} again, after interval ${this.current} (line ${this.currentLine}) and its own rows from line ${before}: ` +
        'INTNUM restarts with each collection: add DATETIME to the query'
      );
    }
    if (this.current >= 0) this.left.set(this.current, this.currentLine);
    this.current = key;
    this.currentLine = at;
    return null;
  }
}

/** The job-level export's interactive CPU by interval, or the first thing wrong with it, by line and column. */
export function readJobInteractive(text: string, options: { dateOrder?: DateOrder } = {}): JobInteractive | SizingError {
  const start = startOf(text);
  if (start === null) return valueError('the job-level file is empty: it starts with a header naming INTNUM or DATETIME, JBTYPE and JBCPU');
  const decimalComma = start.separator !== ',';
  let columns: JobColumns | null = null;
  const milliseconds = new Map<number, number>();
  const intervals = new Set<number>();
  const when: RowTime = { time: null, text: '', column: 0 };
  const numbers = new IntervalNumbers();

  const row = (c: JobColumns, fields: string[], at: number): SizingError | null => {
    const { headings } = c;
    const shape = shapeError(fields, headings.length, c.line, at);
    if (shape === 'blank') return null;
    if (shape) return shape;
    if (fields.every((f, i) => f.trim() === headings[i])) {
      return valueError(
        `line ${at}: the header (line ${c.line}) again: a job-level file is one export with one header (export it again whole, not files joined)`,
        { line: at },
      );
    }
    const place = (i: number) => `line ${at}, column ${i + 1} (${quoteField(headings[i])})`;
    const spot = (i: number) => ({ line: at, column: i + 1 });
    let key: number;
    if (c.byTime) {
      rowTime(fields, c.times, options.dateOrder, when);
      if (when.time === null) return valueError(`${place(when.column)}: ${quoteField(when.text)} is not the interval's date and time`, spot(when.column));
      key = when.time;
    } else {
      key = readDecimal(fields[c.number].trim(), decimalComma, false);
      if (!(key >= 0) || !Number.isInteger(key))
        return valueError(`${place(c.number)}: ${quoteField(fields[c.number].trim())} is not an interval number`, spot(c.number));
      const again = numbers.next(key, at);
      if (again) return valueError(`${place(c.number)}: ${again}`, spot(c.number));
    }
    intervals.add(key);
    if (fields[c.type].trim().toUpperCase() !== 'I') return null;
    const ms = readDecimal(fields[c.cpu].trim(), decimalComma, false);
    if (!(ms >= 0)) return valueError(`${place(c.cpu)}: ${quoteField(fields[c.cpu].trim())} is not a CPU time in milliseconds (0 or more)`, spot(c.cpu));
    milliseconds.set(key, (milliseconds.get(key) ?? 0) + ms);
    return null;
  };

  const error = scanRecords(text, start.separator, start.pos, start.line, (fields, at) => {
    if (columns !== null) return row(columns, fields, at);
    if (fields.every((f) => f.trim() === '')) return null;
    const header = jobHeader(fields, at, start.separator);
    if (header instanceof SizingError) return header;
    columns = header;
    return null;
  });
  if (error) return error;
  if (intervals.size === 0) return valueError('the job-level file has no rows after its header');
  const found = columns as JobColumns | null;
  return { key: found?.byTime ? 'time' : 'INTNUM', milliseconds, intervals };
}
