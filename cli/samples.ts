/**
 * npm run samples: sample-workbooks/<id>.xlsx for every template (portable mode, the inputs the
 * templates default to, which are the documents' examples) and all.xlsx with every template.
 * The files are committed; tests/cli/xlsx/samples.test.ts fails when they are stale.
 */
import fs from 'fs';
import path from 'path';
import { performance } from 'perf_hooks';
import { isError } from '../addin/errors';
import { TEMPLATES } from '../addin/sheets/index';
import type { WorkbookPlan } from '../addin/workbook/plan';
import { replaceFile } from './safe-output';
import { planRequest } from './xlsx/request';
import { writeWorkbook } from './xlsx/writer';

export const SAMPLES_DIR = path.resolve(__dirname, '..', 'sample-workbooks');

/** The date the samples are built on, fixed so they regenerate byte for byte: their months count from it. */
export const SAMPLE_DATE = Date.UTC(2026, 0, 1);

export interface Sample {
  /** File name, e.g. "interactive.xlsx". */
  readonly file: string;
  readonly plan: WorkbookPlan;
  readonly xlsx: Buffer;
  /** Planning and writing, in milliseconds. */
  readonly ms: number;
}

/** Every sample, in memory: the template ids in catalog order, then "all". */
export async function buildSamples(): Promise<Sample[]> {
  const out: Sample[] = [];
  for (const template of [...TEMPLATES.map((t) => t.id), 'all']) {
    const start = performance.now();
    const plan = planRequest({ template, sets: [], mode: 'portable', date: SAMPLE_DATE });
    if (isError(plan)) throw new Error(`Sample ${template}: ${plan.message}`);
    const xlsx = await writeWorkbook(plan);
    out.push({ file: `${template}.xlsx`, plan, xlsx, ms: performance.now() - start });
  }
  return out;
}

export interface SampleTimings {
  readonly files: readonly { file: string; ms: number; bytes: number }[];
  /** Everything, writing the files included. */
  readonly totalMs: number;
}

export async function generateSamples(outDir: string = SAMPLES_DIR): Promise<SampleTimings> {
  const start = performance.now();
  const samples = await buildSamples();
  fs.mkdirSync(outDir, { recursive: true });
  for (const s of samples) replaceFile(path.join(outDir, s.file), s.xlsx);
  return { files: samples.map((s) => ({ file: s.file, ms: s.ms, bytes: s.xlsx.length })), totalMs: performance.now() - start };
}

if (require.main === module) {
  generateSamples().then(
    (t) => {
      for (const f of t.files)
        process.stdout.write(`${path.join('sample-workbooks', f.file).padEnd(36)} ${String(f.bytes).padStart(8)} bytes  ${f.ms.toFixed(0).padStart(5)} ms\n`);
      process.stdout.write(`${t.files.length} workbooks in ${(t.totalMs / 1000).toFixed(2)} s\n`);
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
