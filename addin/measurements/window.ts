/**
 * A window of a measurement file: the days from a date to a date, the hours of the day, the days of
 * the week a planner sizes for (the prime shift, Mon–Fri 08:00–18:00, rather than the night's batch
 * or a month-end). One reader for the command line (--from, --to, --hours, --days) and the pane; the
 * summary and the sheets name the window in words (describeWindow).
 *
 * Times are the file's wall-clock times (read.ts): an interval is in the window by the time the file
 * gives it, the interval's start in the add-in's format (a Component Report's "ITV End" is its end).
 */
import { isError, type SizingError, valueError } from '../errors';
import { intervalLength } from './periods';
import type { Measurements } from './read';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Days of the week, Monday first (ISO 8601), as a flag takes them and as the description prints them. */
export const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const FULL_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export interface Window {
  /** The first day in, ms at its midnight (as Measurements.times); null: from the file's first interval. */
  readonly from: number | null;
  /** The last day in, ms at its midnight (the window runs to its end); null: to the file's last interval. */
  readonly to: number | null;
  /** From the first hour (inclusive) to the second (exclusive), 0 to 24; a first hour above the second runs across midnight. Null: all day. */
  readonly hours: readonly [number, number] | null;
  /** The days of the week in, 0 for Monday to 6 for Sunday, in that order; null: every day. */
  readonly days: readonly number[] | null;
}

/**
 * A file's intervals within a window. The summary reads the window from it: the hours and days left
 * out are no gap (a night between two prime shifts misses nothing), and the interval length is the
 * file's, not the step between the last interval of one window and the first of the next.
 */
export interface Windowed extends Measurements {
  readonly window: Window;
  /** The file's interval length before the cut (periods.ts, intervalLength), ms; null for one interval. */
  readonly fileIntervalLength: number | null;
}

export const isWindowed = (m: Measurements): m is Windowed => 'window' in m && 'fileIntervalLength' in m;

/** A window as typed: each part optional (undefined, null or blank: not given). */
export interface WindowText {
  readonly from?: string | null;
  readonly to?: string | null;
  readonly hours?: string | null;
  readonly days?: string | null;
}

/** What each part is called in a refusal: the command line's flags by default; the pane passes its fields' labels. */
export interface WindowNames {
  readonly from: string;
  readonly to: string;
  readonly hours: string;
  readonly days: string;
}
export const WINDOW_FLAGS: WindowNames = { from: '--from', to: '--to', hours: '--hours', days: '--days' };

/**
 * An interval's time as a planner reads it: the file's wall-clock time (a zone given is shown in
 * UTC), "yyyy-mm-dd hh:mm", with the seconds where there are any (15-second intervals). Here, not in
 * summary.ts (which re-exports it), so that the summary may read windows without an import cycle.
 */
export function formatTime(t: number): string {
  const iso = new Date(t).toISOString();
  return iso.slice(0, 10) + ' ' + (iso.slice(17, 19) === '00' && iso.slice(20, 23) === '000' ? iso.slice(11, 16) : iso.slice(11, 19));
}

/** Excel's number format of a time as formatTime prints it (the sheets' time cells and their charts' time axes). */
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm';

/** The time measured, "first to last", each as formatTime prints it. */
export const spanOf = (times: Float64Array): string => `${formatTime(times[0])} to ${formatTime(times[times.length - 1])}`;

const given = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** A day as yyyy-mm-dd, ms at its midnight; refused unless it is a day of the calendar. */
export function parseDate(text: string, name: string = WINDOW_FLAGS.from): number | SizingError {
  const t = text.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (!m) return valueError(`${name} ${t}: give a date as yyyy-mm-dd, e.g. 2026-09-01`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to 2026-03-02: a date that does not come back as typed is no day.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return valueError(`${name} ${t}: there is no such day (month 1 to 12, day within the month); give a date as yyyy-mm-dd, e.g. 2026-09-01`);
  }
  return ms;
}

/** "HH-HH": the first hour 0 to 23, the second 1 to 24, each optionally with ":00"; "22-06" runs across midnight. */
export function parseHours(text: string, name: string = WINDOW_FLAGS.hours): readonly [number, number] | SizingError {
  const t = text.trim();
  const example = 'e.g. 08-18 for 08:00 to 17:59, or 22-06 across midnight';
  const m = /^(\d{1,2})(?::00)?\s*[-–]\s*(\d{1,2})(?::00)?$/.exec(t);
  if (!m) return valueError(`${name} ${t}: give the hours as HH-HH, from the first hour (inclusive) to the second (exclusive), ${example}`);
  const from = Number(m[1]);
  const to = Number(m[2]);
  if (from > 23 || to > 24) return valueError(`${name} ${t}: the first hour is 00 to 23, the second 01 to 24; ${example}`);
  // 00-24 and 08-08 alike: a window from an hour to the same hour is all day or nothing, so neither is taken.
  if (from === to % 24)
    return valueError(
      `${name} ${t}: the window would start and end at ${pad(from)}:00; give two different hours, ${example} (leave ${name} out for the whole day)`,
    );
  return [from, to];
}

const dayOf = (word: string): number => {
  const w = word.trim().toLowerCase();
  const i = (DAY_NAMES as readonly string[]).indexOf(w);
  return i >= 0 ? i : FULL_NAMES.indexOf(w);
};

/** "mon-fri", a list "mon,wed,sat", or both "mon-wed,sat"; a range may run across the week's end ("fri-mon"). */
export function parseDays(text: string, name: string = WINDOW_FLAGS.days): readonly number[] | SizingError {
  const t = text.trim();
  const how = `give days as a range such as mon-fri, or a list such as mon,wed,sat (${DAY_NAMES.join(' ')})`;
  const days = new Set<number>();
  for (const part of t.split(',')) {
    const ends = part.split(/[-–]/);
    if (ends.length > 2 || part.trim() === '') return valueError(`${name} ${t}: ${JSON.stringify(part.trim())} is not a day or a range of days; ${how}`);
    const at = ends.map(dayOf);
    const bad = ends.find((_, i) => at[i] < 0);
    if (bad !== undefined) return valueError(`${name} ${t}: ${JSON.stringify(bad.trim())} is not a day; ${how}`);
    const [first, last] = [at[0], at[at.length - 1]];
    for (let d = first; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === last) break;
    }
  }
  return [...days].sort((a, b) => a - b);
}

/** The window the parts give, or the first refused; null where none is given (the whole file). */
export function parseWindow(text: WindowText, names: WindowNames = WINDOW_FLAGS): Window | null | SizingError {
  const from = given(text.from) ? parseDate(text.from, names.from) : null;
  if (isError(from)) return from;
  const to = given(text.to) ? parseDate(text.to, names.to) : null;
  if (isError(to)) return to;
  if (from !== null && to !== null && from > to) {
    return valueError(
      `${names.from} ${text.from!.trim()} is after ${names.to} ${text.to!.trim()}: the window ` +
        `would hold no day; give the earlier date to ${names.from} (both days are in)`,
    );
  }
  const hours = given(text.hours) ? parseHours(text.hours, names.hours) : null;
  if (isError(hours)) return hours;
  const days = given(text.days) ? parseDays(text.days, names.days) : null;
  if (isError(days)) return days;
  // Every day of the week is no window on the days.
  const w: Window = { from, to, hours, days: days !== null && days.length < 7 ? days : null };
  return w.from === null && w.to === null && w.hours === null && w.days === null ? null : w;
}

const pad = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The days as the description prints them: a run of two or more as a range ("Mon–Fri"), else a list ("Mon, Wed, Sat"). */
function describeDays(days: readonly number[]): string {
  const run = days.length >= 2 && days[days.length - 1] - days[0] === days.length - 1;
  return run ? `${DAY_LABELS[days[0]]}–${DAY_LABELS[days[days.length - 1]]}` : days.map((d) => DAY_LABELS[d]).join(', ');
}

/** The window in words, days, hours, dates: "Mon–Fri, 08:00–18:00, 2026-09-01 to 2026-09-30". */
export function describeWindow(w: Window): string {
  const parts: string[] = [];
  if (w.days) parts.push(describeDays(w.days));
  if (w.hours) parts.push(`${pad(w.hours[0])}:00–${pad(w.hours[1])}:00`);
  if (w.from !== null && w.to !== null) parts.push(w.from === w.to ? isoDay(w.from) : `${isoDay(w.from)} to ${isoDay(w.to)}`);
  else if (w.from !== null) parts.push(`from ${isoDay(w.from)}`);
  else if (w.to !== null) parts.push(`to ${isoDay(w.to)}`);
  return parts.join(', ');
}

/** Whether an interval at time t (ms, as Measurements.times) is in the window. */
export function inWindow(w: Window): (t: number) => boolean {
  const end = w.to === null ? null : w.to + DAY;
  const hours = w.hours;
  const days = w.days ? new Set(w.days) : null;
  return (t) => {
    if (w.from !== null && t < w.from) return false;
    if (end !== null && t >= end) return false;
    const day = Math.floor(t / DAY);
    if (hours) {
      const ms = t - day * DAY;
      const [a, b] = [hours[0] * HOUR, hours[1] * HOUR];
      if (a < b ? ms < a || ms >= b : ms < a && ms >= b) return false;
    }
    // 1970-01-01, day 0, was a Thursday (3, Monday first).
    return !days || days.has((((day + 3) % 7) + 7) % 7);
  };
}

/**
 * The intervals of the file inside the window (the file's warnings kept: they are about the file); a window
 * that holds none is refused, naming it and the file's period.
 */
export function applyWindow(m: Measurements, w: Window): Windowed | SizingError {
  const keep = inWindow(w);
  const n = m.times.length;
  const index = new Uint32Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) if (keep(m.times[i])) index[count++] = i;
  if (count === 0) {
    const span = (t: number) => `${formatTime(t)} (${DAY_LABELS[(((Math.floor(t / DAY) + 3) % 7) + 7) % 7]})`;
    return valueError(
      `the window ${describeWindow(w)} holds no interval of the file, which runs ` +
        `from ${span(m.times[0])} to ${span(m.times[n - 1])}: widen the window or check its dates`,
    );
  }
  const fileIntervalLength = intervalLength(m.times);
  if (count === n) return { ...m, window: w, fileIntervalLength };
  const pick = <A extends Float64Array | Uint32Array>(a: A, make: new (k: number) => A): A => {
    const out = new make(count);
    for (let k = 0; k < count; k++) out[k] = a[index[k]];
    return out;
  };
  return {
    ...m,
    times: pick(m.times, Float64Array),
    cpu: pick(m.cpu, Float64Array),
    interactive: m.interactive && pick(m.interactive, Float64Array),
    entitlement: m.entitlement && pick(m.entitlement, Float64Array),
    lines: pick(m.lines, Uint32Array),
    window: w,
    fileIntervalLength,
  };
}
