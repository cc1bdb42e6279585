/**
 * Consolidation (issue 22): 200 partitions of 4 weeks of 15-minute intervals (2,688 each) put onto one
 * target by the command line, a process from start to JSON, beside the same 200 files read alone in
 * this process (the least any consolidation does); and the consolidation itself (align, combine,
 * answer) beside that reading, in process. Half the files give the entitlement ("N CPW per core").
 * And the Consolidation sheet written (issue 22.6): `consolidate --out` of as many of those partitions
 * as a sheet lays out (MAX_SHEET_SOURCES, 32: issue 22.5 refuses more on the sheet, so 200 cannot be
 * written), 4 weeks each, beside reading the same files alone.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { performance } from 'perf_hooks';
import { consolidate, MAX_SHEET_SOURCES, parseSourceSystem, type SourceSystem } from '../addin/consolidation/consolidate';
import { isError } from '../addin/errors';
import type { Measurements } from '../addin/measurements/read';
import { ownSystem } from '../addin/sizing/targets';
import { readMeasurementFile } from '../cli/measurements';
import type { PlannerFigure } from './planner';
import { median } from '../support/median';
import { BIN } from '../support/cli';
import { PARTITIONS as YEAR_PARTITIONS, writePartitionYear } from '../support/partitions';

export const PARTITIONS = 200;
export const INTERVALS = 4 * 7 * 96;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const stamp = (t: number) => {
  const d = new Date(t);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:00`;
};

/** One partition's file: a day's load peaking at an hour of its own; the odd ones give the entitlement. */
function partitionText(p: number): string {
  const withEntitlement = p % 2 === 1;
  const lines = [withEntitlement ? 'timestamp,cpu,interactive,entitlement' : 'timestamp,cpu,interactive'];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < INTERVALS; i++) {
    const hour = ((i % 96) / 4 + p) % 24;
    const cpu = 10 + 60 * Math.exp(-(((hour - 12) / 3) ** 2)) + ((i * 7 + p) % 11);
    const row = [stamp(start + i * 900_000), cpu.toFixed(1), (cpu / 4).toFixed(1)];
    if (withEntitlement) row.push(p % 4 === 1 ? '0.5' : '1.5');
    lines.push(row.join(','));
  }
  return lines.join('\n') + '\n';
}

function readAll(files: readonly string[]): Measurements[] {
  return files.map((f) => {
    const r = readMeasurementFile(f);
    if (!('measurements' in r)) throw new Error(`${f} was not read: ${JSON.stringify(r)}`);
    return r.measurements;
  });
}

export function consolidateFigures(repeats = 3): PlannerFigure[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-bench-consolidate-'));
  try {
    const files = Array.from({ length: PARTITIONS }, (_, p) => {
      const f = path.join(dir, `lpar${p}.csv`);
      fs.writeFileSync(f, partitionText(p));
      return f;
    });
    const systemOf = (p: number) => (p % 2 === 1 ? '1200 CPW per core' : '900 CPW');
    const args = files.flatMap((f, p) => ['--system', `LPAR${p};${systemOf(p)};${f}`]);
    args.push('--target', 'Power10 E1050;400000;all;none;bench input;48', '--json');
    const cli = () => {
      const r = spawnSync(process.execPath, [BIN, 'consolidate', ...args], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
      if (r.status !== 0 || JSON.parse(r.stdout).systems.length !== PARTITIONS) throw new Error(`consolidate failed: ${r.stderr.slice(0, 500)}`);
    };
    const systems: SourceSystem[] = files.map((_, p) => {
      const s = parseSourceSystem(systemOf(p));
      if (isError(s)) throw new Error(s.message);
      return s;
    });
    const target = ownSystem('Power10 E1050', 400000, 'all', 'none', 'bench input');
    if (isError(target)) throw new Error(target.message);
    let read: Measurements[] = [];
    const readOnly = () => {
      read = readAll(files);
    };
    const combine = () => {
      const c = consolidate(
        read.map((m, p) => ({ name: `LPAR${p}`, system: systems[p], measurements: m })),
        [{ system: target, cores: 48 }],
      );
      if (isError(c)) throw new Error(c.message);
    };
    readOnly();
    combine();
    cli();
    const samples: number[][] = [[], [], []];
    for (let i = 0; i < repeats; i++) {
      [cli, readOnly, combine].forEach((run, k) => {
        const start = performance.now();
        run();
        samples[k].push(performance.now() - start);
      });
    }
    const [cliMs, readMs, combineMs] = samples.map(median);
    const what = `${PARTITIONS} partitions x ${INTERVALS.toLocaleString('en-US')} intervals (4 weeks of 15 min)`;
    // The sheet: the first 32 partitions, written to an .xlsx (replaced each run).
    const sheetFiles = files.slice(0, MAX_SHEET_SOURCES);
    const out = path.join(dir, 'consolidation.xlsx');
    const sheetArgs = [...args.slice(0, 2 * MAX_SHEET_SOURCES), '--target', 'Power10 E1050;400000;all;none;bench input;48', '--out', out, '--force'];
    const sheet = () => {
      const r = spawnSync(process.execPath, [BIN, 'consolidate', ...sheetArgs], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
      if (r.status !== 0 || !fs.existsSync(out)) throw new Error(`consolidate --out failed: ${r.stderr.slice(0, 500)}`);
    };
    const readSheetFiles = () => void readAll(sheetFiles);
    sheet();
    const sheetSamples: number[][] = [[], []];
    for (let i = 0; i < repeats; i++) {
      [sheet, readSheetFiles].forEach((run, k) => {
        const start = performance.now();
        run();
        sheetSamples[k].push(performance.now() - start);
      });
    }
    const [sheetMs, sheetReadMs] = sheetSamples.map(median);
    return [
      {
        name:
          `as400-sizer consolidate --out, the Consolidation sheet of ${MAX_SHEET_SOURCES} partitions ` +
          `x ${INTERVALS.toLocaleString('en-US')} intervals (a process)`,
        ms: sheetMs,
        baseline: 'the same files read alone, in process',
        baselineMs: sheetReadMs,
        budget: 'under 10 s',
        ok: sheetMs < 10_000,
      },
      {
        name: `as400-sizer consolidate, ${what} (a process)`,
        ms: cliMs,
        baseline: 'the same files read alone, in process',
        baselineMs: readMs,
        budget: 'under 5 s',
        ok: cliMs < 5000,
      },
      {
        name: `consolidation of the ${what} read (align, combine, answer)`,
        ms: combineMs,
        baseline: 'reading them',
        baselineMs: readMs,
        budget: 'well under the reading',
        ok: combineMs < readMs,
      },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A year of three partitions written into a new directory, their files, and the --system lines of each month's file. */
function partitionYear(prefix: string): { dir: string; all: string[]; args: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = writePartitionYear(dir);
  const args = YEAR_PARTITIONS.flatMap((p) => files.get(p.name)!.flatMap((f) => ['--system', `${p.name};10000 CPW per core;${f}`]));
  args.push('--target', 'S1014 8-core;80000;all;none;bench input;8', '--target', 'S1014 4-core;40000;all;none;bench input;4');
  return { dir, all: [...files.values()].flat(), args };
}

/** The median of a process's run and of reading the files alone, in turn; the process checked to have written `out`. */
function yearTimes(command: readonly string[], out: string, all: readonly string[], repeats: number): [number, number] {
  const cli = () => {
    const r = spawnSync(process.execPath, [BIN, ...command], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
    if (r.status !== 0 || !fs.existsSync(out)) throw new Error(`${command.slice(0, 2).join(' ')} of a year failed: ${r.stderr.slice(0, 500)}`);
  };
  const readOnly = () => void readAll(all);
  cli();
  const samples: number[][] = [[], []];
  for (let i = 0; i < repeats; i++) {
    [cli, readOnly].forEach((run, k) => {
      const start = performance.now();
      run();
      samples[k].push(performance.now() - start);
    });
  }
  return samples.map(median) as [number, number];
}

/**
 * The whole job on a year: three partitions' QAPMSYSTEM exports, 12 month files each of 15-minute
 * intervals (support/partitions.ts), consolidated with each one's growth fitted from its months, the
 * projection and each target's dates, and the Consolidation sheet written (a process, --out), beside the
 * same 36 files read alone in process.
 */
export function partitionYearFigure(repeats = 3): PlannerFigure {
  const { dir, all, args } = partitionYear('as400-bench-year-');
  try {
    const out = path.join(dir, 'year.xlsx');
    const [ms, readMs] = yearTimes(['consolidate', ...args, '--out', out, '--force'], out, all, repeats);
    return {
      name: 'as400-sizer consolidate --out, a year of 15-minute intervals of 3 partitions (36 month files), growth and dates (a process)',
      ms,
      baseline: 'the same files read alone, in process',
      baselineMs: readMs,
      budget: 'under 10 s',
      ok: ms < 10_000,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The report of the whole job on the same year: `workbook report --out` (the PDF aside, which is
 * LibreOffice's time), the Summary, the Consolidation sheet and each partition's Trend and Measurements
 * sheet (its 35,040 intervals as data rows), beside the same 36 files read alone in process.
 */
export function reportYearFigure(repeats = 3): PlannerFigure {
  const { dir, all, args } = partitionYear('as400-bench-report-year-');
  try {
    const out = path.join(dir, 'report.xlsx');
    const [ms, readMs] = yearTimes(['workbook', 'report', ...args, '--out', out, '--force'], out, all, repeats);
    return {
      name: 'as400-sizer workbook report --out, a year of 15-minute intervals of 3 partitions (36 month files), PDF aside (a process)',
      ms,
      baseline: 'the same files read alone, in process',
      baselineMs: readMs,
      budget: 'under 10 s',
      ok: ms < 10_000,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
