/**
 * The intervals of a file as its rows are read, whatever the format: the columns they fill, the
 * checks every format shares (the most intervals, time order), and what becomes a warning (an
 * interactive value a rounding above the total, an entitlement that changes).
 */
import { type SizingError, valueError } from '../errors';
import { quoteField } from './csv';

/**
 * The most intervals read: a year of one-minute intervals is 525,600; Collection Services' finest interval,
 * 15 seconds (PCR V4R5 2.10, seed 000 line 701), gives 5,760 a day.
 */
export const MAX_INTERVALS = 1_000_000;

/**
 * How far an interactive value may lie above the total of its interval and still be the total: two columns
 * each rounded to one decimal by an export differ by up to 0.1 point.
 */
export const ROUNDING_POINTS = 0.1;

/**
 * Entitlements are compared in hundredths of a processing unit, the step a partition's entitled
 * capacity is set in (QAPMSYSTEM's SYVPCAP: "entitled capacity in 1/100 processor"): SYSCTA / (INTSEC
 * x 1000) of an interval a few milliseconds long or short is the same entitlement.
 */
const sameEntitlement = (a: number, b: number): boolean => Math.round(a * 100) === Math.round(b * 100);

/** The changes of entitlement listed in the warning; the rest are counted. */
const LISTED_CHANGES = 3;

export class Intervals {
  readonly times: Float64Array;
  readonly cpu: Float64Array;
  readonly interactive: Float64Array;
  readonly entitlement: Float64Array;
  readonly lines: Uint32Array;
  count = 0;
  /** The first and last timestamps as the file prints them. */
  first = '';
  last = '';
  /** Intervals whose interactive value was a rounding above the total, and the first of them. */
  rounded = 0;
  firstRounded = '';
  /**
   * The most decimals of a percent the cpu and interactive values are printed with (boundary.ts: a
   * limit is compared at that precision); null where the values are computed, not printed.
   */
  cpuDecimals: number | null = null;
  interactiveDecimals: number | null = null;
  /** Changes of entitlement, as the warning lists them, and how many there were. */
  readonly changes: string[] = [];
  changeCount = 0;

  /** Sized once for every interval the text could hold, so a million intervals are not copied as they grow. */
  constructor(capacity: number) {
    this.times = new Float64Array(capacity);
    this.cpu = new Float64Array(capacity);
    this.interactive = new Float64Array(capacity);
    this.entitlement = new Float64Array(capacity);
    this.lines = new Uint32Array(capacity);
  }

  /**
   * Why an interval at `time` cannot follow those read (one too many, or not after the last), or
   * null; `column` (from 0) and `heading` name its timestamp column, which the file is to be sorted by.
   */
  refuse(time: number, stampText: string, at: number, column: number, heading: string): SizingError | null {
    const count = this.count;
    if (count === MAX_INTERVALS) {
      return valueError(
        `line ${at}: more than ${MAX_INTERVALS.toLocaleString('en-US')} intervals, more than a measurement export holds ` +
          `(a year of one-minute intervals is 525,600): export system-level intervals of 1 minute or more`,
        { line: at },
      );
    }
    if (count > 0 && time <= this.times[count - 1]) {
      const where = `line ${at}, column ${column + 1} (${quoteField(heading)})`;
      const before = `${this.last} (line ${this.lines[count - 1]})`;
      return valueError(
        time === this.times[count - 1]
          ? `${where}: ${stampText} repeats the interval before it, ${before}: each interval once`
          : `${where}: ${stampText} is earlier than the interval before it, ${before}: intervals must be in time order (sort the file by ${heading})`,
        { line: at, column: column + 1 },
      );
    }
    return null;
  }

  /** Interactive a rounding above the total: counted, and the total is its value. */
  roundedDown(stampText: string, at: number): void {
    if (this.rounded++ === 0) this.firstRounded = `${stampText} (line ${at})`;
  }

  /** Adds an interval (after `refuse` answered null); an entitlement of 0 is none. */
  add(time: number, stampText: string, at: number, cpu: number, interactive: number, entitlement: number): void {
    const i = this.count;
    if (i === 0) this.first = stampText;
    else if (entitlement > 0 && this.entitlement[i - 1] > 0 && !sameEntitlement(entitlement, this.entitlement[i - 1])) {
      if (this.changeCount++ < LISTED_CHANGES) {
        this.changes.push(`from ${this.entitlement[i - 1].toFixed(2)} to ${entitlement.toFixed(2)} processing units at ${stampText} (line ${at})`);
      }
    }
    this.last = stampText;
    this.times[i] = time;
    this.cpu[i] = cpu;
    this.interactive[i] = interactive;
    this.entitlement[i] = entitlement;
    this.lines[i] = at;
    this.count = i + 1;
  }

  /** The warnings the intervals read give. */
  warnings(): string[] {
    const warnings: string[] = [];
    if (this.rounded > 0) {
      warnings.push(
        `interactive above the total CPU by ${ROUNDING_POINTS} point or less in ${this.rounded.toLocaleString('en-US')} ` +
          `interval${this.rounded === 1 ? '' : 's'}, the first ${this.firstRounded}: export rounding, read as the total`,
      );
    }
    if (this.changeCount > 0) {
      const more = this.changeCount - this.changes.length;
      warnings.push(
        `the entitlement changes during the file (a dynamic LPAR ` +
          `change): ${this.changes.join('; ')}${more > 0 ? `; and ${more} more` : ''}: each interval's utilization is ` +
          `a share of its own entitlement`,
      );
    }
    return warnings;
  }
}

/** The headings (or, for a computed figure, the formula over the fields) each figure came from. */
export interface Headings {
  readonly timestamp: string;
  readonly cpu: string;
  readonly interactive: string | null;
  /** Where the entitlement came from; absent where the file gives none. */
  readonly entitlement?: string | null;
}

/** A format's reading of the rows after its header. */
export interface RowReader {
  readonly format: string;
  readonly headings: Headings;
  /** Whether cpu is a share of the partition's entitlement (up to 1,000%), not of the processors (up to 100%). */
  readonly ofEntitlement: boolean;
  readonly hasInteractive: boolean;
  readonly hasEntitlement: boolean;
  row(fields: string[], at: number): SizingError | null;
  /** What is wrong once every row is read (null for nothing), and the format's own warnings. */
  finish(): SizingError | null;
  warnings(): string[];
}

/**
 * The most a partition's utilization is read at: 1,000% of its entitlement (an uncapped partition of 0.1
 * processing units on 1 virtual processor reaches that).
 */
export const MOST_OF_ENTITLEMENT = 10;
