/**
 * The intervals of a file as its rows are read, whatever the format: the columns they fill, the
 * checks every format shares (the most intervals, time order), and what becomes a warning (an
 * interactive value a rounding above the total, an entitlement that changes).
 */
import { type SizingError, valueError } from '../errors';
import { quoteField } from './csv';
import { hasZone } from './timestamp';

const HOUR_MS = 3_600_000;

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
  /**
   * Added to each time printed from a daylight-saving change on (elapsed): an hour after the clocks went
   * back, an hour less after they went forward; and the notes of the changes.
   */
  offset = 0;
  readonly clockChanges: string[] = [];
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

  /**
   * The time of an interval printed at `time` on elapsed time: a daylight-saving change of the clock the
   * file prints its times in moves every time after it by an hour, so the intervals are read as they
   * were measured, one after the other. A change is a step of the printed time that is the interval's
   * length (its `seconds` where the format gives them, else the step before) less one hour (the clocks
   * went back: the hour is printed twice) or, where the format gives the interval's seconds, that
   * length plus one hour (the clocks went forward: no interval is missing). A time with a zone is an
   * instant already, and a format without seconds has no forward change (an hour missing is as likely).
   */
  elapsed(time: number, stampText: string, at: number, seconds: number | null): number {
    const count = this.count;
    const t = time + this.offset;
    if (count === 0 || hasZone(stampText)) return t;
    const last = this.times[count - 1];
    const before = count > 1 ? last - this.times[count - 2] : null;
    const length = seconds !== null && seconds > 0 ? seconds * 1000 : before;
    // Hourly intervals print the hour the clocks went back as the same time twice: taken for a change only where the seconds say the interval ran.
    if (length === null || !(length > 0 && (length < HOUR_MS || (seconds !== null && length <= HOUR_MS)))) return t;
    // Collection Services' interval seconds run a second or so off the nominal length.
    const slack = Math.min(60_000, length / 10);
    const back = Math.abs(t - last - (length - HOUR_MS)) <= slack;
    const forward = seconds !== null && Math.abs(t - last - (length + HOUR_MS)) <= slack && (before === null || Math.abs(length - before) <= slack);
    if (!back && !forward) return t;
    this.offset += back ? HOUR_MS : -HOUR_MS;
    const shown =
      this.offset === 0
        ? 'as printed'
        : `${Math.abs(this.offset / HOUR_MS)} hour${Math.abs(this.offset) === HOUR_MS ? '' : 's'} ${this.offset > 0 ? 'after' : 'before'} the time printed`;
    this.clockChanges.push(
      `the clock goes ${back ? 'back' : 'forward'} an hour at ${stampText} (line ${at}) while the intervals run on: a daylight-saving change, ` +
        `${back ? 'the hour printed twice' : 'no interval missing'}; the intervals from there are read on elapsed time, ${shown}`,
    );
    return time + this.offset;
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
    const warnings: string[] = [...this.clockChanges];
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
