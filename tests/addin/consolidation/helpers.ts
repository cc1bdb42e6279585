/** Small measurement files for the consolidation tests, written as a planner's export would print them. */
import { isError } from '../../../addin/errors';
import { type Measurements, readMeasurements } from '../../../addin/measurements/read';
import { pcrLine } from '../../seed';

export const MIN = 60_000;
export const T0 = Date.UTC(2024, 2, 4, 10, 0);
const pad = (n: number) => String(n).padStart(2, '0');
/** "2024-03-04 10:15" of ms, as a file prints it. */
export const stamp = (t: number): string => {
  const d = new Date(t);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

/** A file of the add-in's own columns: every `step` minutes from `start`, cpu and interactive in percent (interactive omitted where null). */
export function file(
  step: number,
  cpu: readonly (number | string)[],
  interactive: readonly number[] | null,
  start = T0,
  skip: readonly number[] = [],
): Measurements {
  const lines = [interactive ? 'timestamp,cpu,interactive' : 'timestamp,cpu'];
  cpu.forEach((c, k) => {
    if (skip.includes(k)) return;
    lines.push([stamp(start + k * step * MIN), c, ...(interactive ? [interactive[k]] : [])].join(','));
  });
  const m = readMeasurements(lines.join('\n') + '\n');
  if (isError(m)) throw new Error(m.message);
  return m;
}

/** The 720-2061 (1501) as Appendix D prints it (Table D.2.1.1, seed 000 line 8020): processor, interactive (knee) and maximum interactive CPW. */
export function printed720(): { cpw: number; knee: number; max: number } {
  const cells = pcrLine(8020)
    .split('|')
    .map((c) => c.replace(/<\/?b>/g, '').trim());
  expect(cells[1]).toBe('720-2061 (1501)');
  return { cpw: Number(cells[5]), knee: Number(cells[6]), max: Number(cells[7]) };
}

/**
 * EIU by PCR 2.8's definition, shares of the whole CPU: the utilization up to the knee, then knee + X (1 -
 * knee), X = (U - knee) / (max - knee); 1 from the maximum.
 */
export function eiu28(u: number, knee: number, max: number): number {
  if (u <= knee) return u;
  if (u >= max) return 1;
  return knee + ((u - knee) / (max - knee)) * (1 - knee);
}

export const maxOf = (xs: readonly number[]): number => xs.reduce((a, b) => Math.max(a, b), -Infinity);
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
export const mean = (xs: readonly number[]): number => sum(xs) / xs.length;
