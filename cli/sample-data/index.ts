/**
 * npm run sample-data: the measurement files under sample-data/, made up but shaped as the exports
 * the readers take, so that every example of the README and docs/ runs on a fresh clone. Each file
 * comes from one module here, deterministically (a seeded generator, UTC times), so the files are
 * committed and tests/cli/sample-data.test.ts fails when they differ from what this writes.
 */
import fs from 'fs';
import path from 'path';
import { componentReportFile } from './component-report';
import { prodDiskFile, prodPoolsFile } from './disk';
import { prodJobsFile } from './jobs';
import { MONTHS, monthName, PARTITIONS, qapmsystemFile } from './partitions';
import { pdiFile } from './pdi';
import { replaceFile } from '../safe-output';
import { weekFile } from './week';

export const SAMPLE_DATA_DIR = path.resolve(__dirname, '..', '..', 'sample-data');

export interface SampleFile {
  /** Its path under sample-data/, with forward slashes. */
  readonly path: string;
  readonly text: () => string;
}

export const SAMPLE_FILES: readonly SampleFile[] = [
  { path: 'week.csv', text: weekFile },
  { path: 'component-report.txt', text: componentReportFile },
  { path: 'pdi.csv', text: pdiFile },
  ...PARTITIONS.flatMap((p) =>
    MONTHS.map(([year, month]) => ({ path: `partitions/${p.name}-${monthName(year, month)}.csv`, text: () => qapmsystemFile(p, year, month) })),
  ),
  { path: 'partitions/PROD-jobs-2026-09.csv', text: prodJobsFile },
  { path: 'partitions/PROD-disk-2026-09.csv', text: prodDiskFile },
  { path: 'partitions/PROD-pools-2026-09.csv', text: prodPoolsFile },
];

/** Writes every file (replacing the old one whole, through a temporary file); returns the paths and sizes. */
export function writeSampleData(dir: string = SAMPLE_DATA_DIR): { path: string; bytes: number }[] {
  return SAMPLE_FILES.map((f) => {
    const file = path.join(dir, ...f.path.split('/'));
    const text = f.text();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    replaceFile(file, text);
    return { path: f.path, bytes: Buffer.byteLength(text) };
  });
}

if (require.main === module) {
  const written = writeSampleData();
  for (const f of written) process.stdout.write(`${path.join('sample-data', f.path).padEnd(48)} ${String(f.bytes).padStart(9)} bytes\n`);
  process.stdout.write(`${written.length} files, ${written.reduce((n, f) => n + f.bytes, 0)} bytes\n`);
}
