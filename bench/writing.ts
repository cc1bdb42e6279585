/**
 * BENCHMARKS.md, "syncs per template": context.sync() calls the Office.js writer makes per template (through the
 * fake Excel of the tests, which counts them) and the time to generate every sample workbook.
 */
import { performance } from 'perf_hooks';
import { planWorkbook, TEMPLATES } from '../addin/sheets';
import { MODES } from '../addin/workbook/template';
import { buildSamples } from '../cli/samples';
import { writePlan } from '../taskpane/writer';
import { FakeWorkbook } from '../support/fake-excel';
import { fakeHost } from '../support/fake-host';
import { median } from '../support/median';

export interface WritingFigures {
  readonly syncs: readonly { template: string; mode: string; syncs: number; cells: number }[];
  /** Median of repeated in-memory generations of all the sample workbooks. */
  readonly samplesMs: number;
}

export async function writingFigures(repeats = 5): Promise<WritingFigures> {
  const syncs = [];
  for (const t of TEMPLATES) {
    for (const mode of MODES) {
      const wb = new FakeWorkbook(['Sheet1']);
      const out = await writePlan(fakeHost(wb), (existing) => planWorkbook({ templates: [{ id: t.id }], mode, existingSheets: existing.sheets }));
      syncs.push({ template: t.id, mode, syncs: wb.syncs, cells: out.sheets.reduce((n, s) => n + wb.sheet(s).cells.size, 0) });
    }
  }
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await buildSamples();
    times.push(performance.now() - start);
  }
  return { syncs, samplesMs: median(times) };
}
