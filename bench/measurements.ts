/**
 * Reading a measurement file (issue 12): 100,000 intervals read, checked and summarised, with the
 * shares past a model's knee, beside the least any reader does with the same text, splitting it
 * into lines and fields.
 */
import { readMeasurements } from '../addin/measurements/read';
import { kneeShares, summarize } from '../addin/measurements/summary';
import { nsPerOpInTurn } from './measure';
import type { PlannerFigure } from './planner';

const INTERVALS = 100_000;

/** A year and more of 5-minute intervals, cpu and interactive wandering as a day's load does, with a batch column to skip. */
function measurementText(): string {
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  const lines = ['timestamp,cpu,interactive,batch'];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < INTERVALS; i++) {
    const t = new Date(start + i * 300_000);
    const stamp = `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:00`;
    const cpu = 30 + 30 * Math.sin(i / 50) ** 2 + (i % 7);
    const inter = cpu * (0.3 + 0.2 * Math.cos(i / 30) ** 2);
    lines.push(`${stamp},${cpu.toFixed(1)},${inter.toFixed(1)},${(cpu - inter).toFixed(1)}`);
  }
  return lines.join('\r\n') + '\r\n';
}

export function measurementsFigure(): PlannerFigure {
  const text = measurementText();
  const read = () => {
    const m = readMeasurements(text);
    if (!('cpu' in m) || m.cpu.length !== INTERVALS) throw new Error(`the bench file was not read: ${'message' in m ? m.message : ''}`);
    return [summarize(m), kneeShares(m, '720-2061-1501')];
  };
  const split = () => text.split('\r\n').map((line) => line.split(','));
  const [ns, baselineNs] = nsPerOpInTurn([read, split], 1, 11);
  const ms = ns / 1e6;
  return {
    name: `measurements: ${INTERVALS.toLocaleString('en-US')} intervals read and summarised`,
    ms,
    baseline: 'the text split into lines and fields',
    baselineMs: baselineNs / 1e6,
    budget: 'well under 1 s',
    ok: ms < 500,
  };
}
