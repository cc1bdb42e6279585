/**
 * Measurement files (docs/measured-data.md): a million intervals read, checked and summarised, with the
 * shares past a model's knee, beside one pass over the same text's characters (the least any reader
 * does); a workbook with the Measurements sheet of 10,000 and 100,000 intervals planned and written
 * as .xlsx in memory, beside the same workbook without the file; and a year of 5-minute intervals
 * (105,120) to a workbook by the command line, a process from start to file, beside the same command
 * without the file. Each pair is timed in turn.
 *
 * `npx tsx bench/measurements.ts` prints the issue-21 figures alone (after `npm run build:cli`).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { performance } from 'perf_hooks';
import { isError } from '../addin/errors';
import { type Measurements, readMeasurements } from '../addin/measurements/read';
import { summarize } from '../addin/measurements/summary';
import { kneeShares } from '../addin/measurements/knee';
import { planWorkbook } from '../addin/sheets';
import type { Measured } from '../addin/workbook/measured';
import { writeWorkbook } from '../cli/xlsx/writer';
import { nsPerOpInTurn } from './measure';
import type { PlannerFigure } from './planner';
import { median } from '../support/median';
import { BIN } from '../support/cli';

/** A million intervals read and summarised in under a second (BENCHMARKS.md). */
const INTERVALS = 1_000_000;
/** A year of 5-minute intervals. */
const YEAR = 365 * 288;

/** 5-minute intervals from 2024-01-01, cpu and interactive wandering as a day's load does, with a batch column to skip. */
function measurementText(intervals: number): string {
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

/**
 * The baseline of reading: one pass over every character of the text, counting line breaks and
 * commas, which no reader can skip. Splitting the text into lines and fields (a baseline once)
 * allocates a string per field, five million here, and took longer than reading the file
 * does: a baseline the reader beats says nothing of how far it is from the floor.
 */
function scanCharacters(text: string): number {
  let marks = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x2c) marks++;
  }
  return marks;
}

export function measurementsFigure(intervals = INTERVALS, repeats = 7): PlannerFigure {
  const text = measurementText(intervals);
  const read = () => {
    const m = readMeasurements(text);
    if (!('cpu' in m) || m.cpu.length !== intervals) throw new Error(`the bench file was not read: ${'message' in m ? m.message : ''}`);
    return [summarize(m), kneeShares(m, '720-2061-1501')];
  };
  const [ns, baselineNs] = nsPerOpInTurn([read, () => scanCharacters(text)], 1, repeats);
  const ms = ns / 1e6;
  return {
    name: `measurements: ${intervals.toLocaleString('en-US')} intervals read and summarised`,
    ms,
    baseline: "one pass over the text's characters",
    baselineMs: baselineNs / 1e6,
    ratio: ns / baselineNs,
    budget: 'under 1 s',
    ok: ms < 1000,
  };
}

/** The workbook `as400-sizer workbook interactive [--measurements FILE]` writes, planned and written in memory. */
async function sizingWorkbook(measured: Measured | null): Promise<number> {
  const plan = planWorkbook({ templates: [{ id: 'interactive', ...(measured ? { measured } : {}) }], mode: 'portable' });
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
  const [ms, baselineMs] = samples.map(median);
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

/**
 * A year of 5-minute intervals (105,120) to a workbook, `as400-sizer workbook interactive
 * --measurements FILE --out FILE.xlsx`, run by node on the command line's entry file (the compiled
 * cli-dist, as a planner runs it), beside the same command without --measurements; medians of runs
 * timed in turn. The budget is the ratio: within 2.5x.
 */
export function yearWorkbookCliFigure(repeats = 5): PlannerFigure {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-bench-year-'));
  try {
    const csv = path.join(dir, 'year.csv');
    fs.writeFileSync(csv, measurementText(YEAR));
    const run = (args: string[]) => () => {
      const r = spawnSync(process.execPath, [BIN, 'workbook', 'interactive', ...args, '--force'], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`as400-sizer workbook failed: ${r.stderr.slice(0, 500)}`);
    };
    const runs = [run(['--measurements', csv, '--out', path.join(dir, 'with.xlsx')]), run(['--out', path.join(dir, 'without.xlsx')])];
    runs.forEach((r) => r());
    const samples: number[][] = [[], []];
    for (let i = 0; i < repeats; i++) {
      runs.forEach((r, k) => {
        const start = performance.now();
        r();
        samples[k].push(performance.now() - start);
      });
    }
    const [ms, baselineMs] = samples.map(median);
    return {
      name: `as400-sizer workbook interactive --measurements, a year of 5-min intervals (${YEAR.toLocaleString('en-US')}; a process)`,
      ms,
      baseline: 'the same command without the file',
      baselineMs,
      ratio: ms / baselineMs,
      budget: 'within 2.5x',
      ok: ms <= 2.5 * baselineMs,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The issue-21 figures alone, and the consolidation's (bench/consolidate.ts), printed as npm run bench prints them. */
if (require.main === module) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { consolidateFigures, reportYearFigure } = require('./consolidate') as typeof import('./consolidate');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { printPlannerFigure } = require('./planner') as typeof import('./planner');
  const only = process.argv.slice(2);
  const figures: [string, () => PlannerFigure[]][] = [
    ['read', () => [measurementsFigure()]],
    ['cli', () => [yearWorkbookCliFigure()]],
    ['consolidate', () => consolidateFigures()],
    ['report-year', () => [reportYearFigure()]],
  ];
  for (const [name, make] of figures) if (only.length === 0 || only.includes(name)) make().forEach(printPlannerFigure);
}
