/** Figure 4: what Excel loads (sizes, raw and gzipped) and how long the functions bundle takes to answer first. */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { DIST } from './bundle';
import { median } from './median';

export interface Size {
  file: string;
  raw: number;
  gzip: number;
  budgetGzip: number | null;
}

/** The scripts each part of the page loads, office.js aside; their budgets are BENCHMARKS.md's. */
export const BUNDLES: readonly { name: string; files: string[]; budgetGzip: number }[] = [
  { name: 'functions (catalog included)', files: ['runtime.js', 'functions.js'], budgetGzip: 56 * 1024 },
  { name: 'task pane', files: ['taskpane.html', 'taskpane.css', 'taskpane.js'], budgetGzip: 72 * 1024 },
];

export function sizes(): Size[] {
  return BUNDLES.map(({ name, files, budgetGzip }) => {
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const data = fs.readFileSync(path.join(DIST, f));
      raw += data.length;
      gzip += zlib.gzipSync(data, { level: 9 }).length;
    }
    return { file: name, raw, gzip, budgetGzip };
  });
}

/**
 * Milliseconds from evaluating runtime.js to the first EIU result, each run in a fresh process as
 * Excel starts the bundle: nothing compiled yet, and V8's default young generation rather than the
 * benchmark's (its flags are dropped; tsx's loader stays). The median of `runs`, since one cold
 * start on this shared machine moves by a quarter from the next.
 */
export function firstResultMs(runs = 7): { medianMs: number; runsMs: number[] } {
  const node = process.execArgv.filter((flag) => !/semi-space-size/.test(flag));
  const runsMs = Array.from({ length: runs }, () =>
    Number(execFileSync(process.execPath, [...node, path.join(__dirname, 'first-result.ts')], { encoding: 'utf8' })),
  );
  return { medianMs: median(runsMs), runsMs };
}
