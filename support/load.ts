/** Figure 4: what Excel loads (sizes, raw and gzipped) and how long the functions bundle takes to answer first. */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { DIST, type LoadedBundle } from './bundle';

export interface Size {
  file: string;
  raw: number;
  gzip: number;
  budgetGzip: number | null;
}

/** The scripts each part of the page loads, office.js aside; budgets from the performance issue. */
export const BUNDLES: readonly { name: string; files: string[]; budgetGzip: number }[] = [
  { name: 'functions (catalog included)', files: ['runtime.js', 'functions.js'], budgetGzip: 40 * 1024 },
  { name: 'task pane', files: ['taskpane.html', 'taskpane.css', 'taskpane.js'], budgetGzip: 60 * 1024 },
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

export const firstResultMs = (bundle: LoadedBundle): number => bundle.msToFirstResult;
