/**
 * What the pane says of a measurement file once read, in words: the figures the Measurements sheet
 * prints (summary.ts), with the times of the peaks, the busiest intervals and the gaps. Plain text
 * only: the field shows it with textContent, so nothing in a file can become markup.
 */
import { type Statistics, type Summary } from '../addin/measurements/summary';
import { formatTime } from '../addin/measurements/window';
import { percent } from './input-field';

const round = (x: number): number => Math.round(x * 10_000) / 10_000;
const count = (n: number, what: string): string => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;
const units = (x: number): string => x.toFixed(2);

/** One measure's figures: the peak with its time, the peak hour, 95th percentile and mean. */
export function statisticsText(name: string, s: Statistics | null, show: (x: number) => string = (x) => percent(round(x))): string {
  if (s === null) return `${name}: unknown, not 0 (the file has no interactive column)`;
  const hour = s.peakHour === null ? 'no whole hour measured' : `peak hour ${show(s.peakHour)}`;
  return `${name}: peak ${show(s.peak)} at ${formatTime(s.peakAt)}, ${hour}, 95th percentile ${show(s.p95)}, mean ${show(s.mean)}`;
}

/** The file in one paragraph: format, intervals, period, window, the figures of each measure, the gaps. */
export function summaryText(file: string, s: Summary, window: string | null): string {
  const parts = [
    `${file} (${s.format}): ${count(s.intervals, 'interval')}, ${s.first} to ${s.last}${window ? `, window ${window}` : ''}.`,
    `${statisticsText(s.entitlement === null ? 'Total CPU' : 'Total CPU (of the entitlement)', s.cpu)}.`,
    `${statisticsText('Interactive', s.interactive)}.`,
  ];
  if (s.cores && s.entitlement !== null) parts.push(`${statisticsText(`Processing units consumed (entitlement ${units(s.entitlement)})`, s.cores, units)}.`);
  parts.push(`${gapsText(s)}.`);
  return parts.join(' ');
}

/** The gaps in a sentence: none, or how many and how many intervals they miss. */
export function gapsText(s: Summary): string {
  if (s.gaps.length === 0) return 'No gaps';
  const missing = s.gaps.reduce((n, g) => n + g.missing, 0);
  return `${count(s.gaps.length, 'gap')}, ${count(missing, 'interval')} missing`;
}

/** The busiest intervals, one line each, busiest first. */
export const busiestLines = (s: Summary): string[] =>
  s.top.map((b) => `${formatTime(b.at)}: total ${percent(round(b.cpu))}${b.interactive === null ? '' : `, interactive ${percent(round(b.interactive))}`}`);

/** Each gap, one line: the intervals either side and how many are missing between them. */
export const gapLines = (s: Summary): string[] =>
  s.gaps.map((g) => `${count(g.missing, 'interval')} missing between ${formatTime(g.after)} and ${formatTime(g.before)}`);
