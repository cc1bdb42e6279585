/**
 * Measurement files (issue 12): 100,000 intervals read, checked and summarised, with the shares
 * past a model's knee, beside the least any reader does with the same text, splitting it into
 * lines and fields; and a workbook with the Measurements sheet of 10,000 and 100,000 intervals
 * planned and written as .xlsx, beside the same workbook without the file, timed in turn.
 */
import { performance } from 'perf_hooks';
import { isError } from '../addin/errors';
import { type Measurements, readMeasurements } from '../addin/measurements/read';
import { kneeShares, summarize } from '../addin/measurements/summary';
import { planWorkbook } from '../addin/templates';
import type { Measured } from '../addin/templates/measured';
import { cliCall } from '../cli/xlsx/request';
import { writeWorkbook } from '../cli/xlsx/writer';
import { nsPerOpInTurn } from './measure';
import type { PlannerFigure } from './planner';

const INTERVALS = 100_000;

/** A year and more of 5-minute intervals, cpu and interactive wandering as a day's load does, with a batch column to skip. */
function measurementText(intervals = INTERVALS): string {
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  const lines = ['timestamp,cpu,interactive,batch'];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < intervals; i++) {
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

/** The workbook `as400-sizer workbook interactive [--measurements FILE]` writes, planned and written in memory. */
async function sizingWorkbook(measured: Measured | null): Promise<number> {
  const plan = planWorkbook({ templates: [{ id: 'interactive', ...(measured ? { measured } : {}) }], mode: 'portable', call: cliCall });
  if (isError(plan)) throw new Error(plan.message);
  return (await writeWorkbook(plan)).length;
}

/**
 * Planning and writing the interactive workbook with the Measurements sheet of `intervals`
 * intervals, against the same workbook without the file; medians of runs timed in turn.
 */
export async function measurementsWorkbookFigure(intervals: number, repeats = 3): Promise<PlannerFigure> {
  const read = readMeasurements(measurementText(intervals));
  if (isError(read)) throw new Error(read.message);
  const measured: Measured = { file: 'bench.csv', measurements: read as Measurements, statistic: 'peak' };
  const runs = [() => sizingWorkbook(measured), () => sizingWorkbook(null)];
  const samples: number[][] = [[], []];
  await runs[0]();
  for (let i = 0; i < repeats; i++) {
    for (const [k, run] of runs.entries()) {
      const start = performance.now();
      await run();
      samples[k].push(performance.now() - start);
    }
  }
  const [ms, baselineMs] = samples.map((xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
  const budget = intervals <= 10_000 ? 2_000 : 10_000;
  return {
    name: `workbook with the Measurements sheet of ${intervals.toLocaleString('en-US')} intervals (plan + .xlsx)`,
    ms,
    baseline: 'the same workbook without the file',
    baselineMs,
    budget: `under ${budget / 1000} s`,
    ok: ms < budget,
  };
}
