/** npm run bench: prints each figure beside its baseline as a ratio, and writes bench/results.json. */
import fs from 'fs';
import path from 'path';
import v8 from 'v8';
import { loadBundle } from '../support/bundle';
import { callFigures, rangeColumnFigure } from './calls';
import { firstResultMs, sizes } from '../support/load';
import { measurementsFigure, measurementsWorkbookFigure, yearWorkbookCliFigure } from './measurements';
import { consolidateFigures, partitionYearFigure, reportYearFigure } from './consolidate';
import { resourcesFigure } from './resources';
import { engineFigures } from './engine';
import { plannerFigures, printPlannerFigure } from './planner';
import { rangeShapeFigure } from './ranges';
import { unknownKeyFigures } from './unknown-keys';
import { writingFigures } from './writing';
import { measurePaneStartup } from '../support/pane';

/** The young generation the figures were timed with (npm run bench sets 64 MB; see BENCHMARKS.md). */
const youngGenerationMb = (v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0) / 2 ** 20;

async function main(): Promise<void> {
  if (youngGenerationMb < 64) {
    console.warn(
      `Young generation ${youngGenerationMb} MB, not the 64 MB of npm run bench: ` +
        'the range figures swing from run to run and do not compare with BENCHMARKS.md.',
    );
  }
  const bundle = loadBundle();
  const figures = [...callFigures(bundle), ...(await engineFigures())];
  const rows = figures.map((f) => [
    f.name,
    `${f.ns.toFixed(1)} ns`,
    f.baseline,
    `${f.baselineNs.toFixed(1)} ns`,
    `${f.ratio.toFixed(2)}x`,
    f.budget === null ? '' : `${f.ratio <= f.budget ? 'ok' : 'OVER'} (<= ${f.budget}x)`,
  ]);
  const header = ['figure', 'median', 'baseline', 'baseline median', 'ratio', 'budget'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
  console.log('');
  const planner = [
    rangeColumnFigure(figures),
    ...plannerFigures(bundle),
    ...unknownKeyFigures(bundle),
    rangeShapeFigure(bundle),
    measurementsFigure(),
    await measurementsWorkbookFigure(10_000),
    await measurementsWorkbookFigure(100_000),
    yearWorkbookCliFigure(),
    resourcesFigure(),
    ...consolidateFigures(),
    partitionYearFigure(),
    reportYearFigure(),
  ];
  for (const p of planner) printPlannerFigure(p);
  const first = firstResultMs();
  const load = { sizes: sizes(), msToFirstResult: first.medianMs, firstResultRunsMs: first.runsMs };
  console.log('');
  for (const s of load.sizes) {
    const verdict = s.budgetGzip === null ? '' : `${s.gzip <= s.budgetGzip ? 'ok' : 'OVER'} (<= ${(s.budgetGzip / 1024).toFixed(0)} KB gzip)`;
    console.log(`${s.file.padEnd(30)} ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${verdict}`);
  }
  console.log(
    `functions bundle: ${load.msToFirstResult.toFixed(1)} ms from loading to the first EIU result ` +
      `(median of ${first.runsMs.length} fresh processes: ${first.runsMs.map((ms) => ms.toFixed(1)).join(', ')}; budget 50 ms)`,
  );
  const writing = await writingFigures();
  const maxSyncs = Math.max(...writing.syncs.map((w) => w.syncs));
  console.log(
    `task pane writer: at most ${maxSyncs} context.sync() per template ` +
      `(${writing.syncs.length} template builds, budget 2: ${maxSyncs <= 2 ? 'ok' : 'OVER'})`,
  );
  console.log(`sample workbooks: all generated in ${writing.samplesMs.toFixed(0)} ms (median; "well under 2 s")`);
  const pane = await measurePaneStartup(7);
  console.log(
    `task pane: ${pane.medianMs.toFixed(0)} ms from navigation to interactive ` +
      `(median of ${pane.runsMs.length}, headless Chromium, fake Office host; budget 1 s)`,
  );
  fs.writeFileSync(
    path.join(__dirname, 'results.json'),
    JSON.stringify({ node: process.version, youngGenerationMb, date: new Date().toISOString(), figures, planner, load, writing, pane }, null, 1) + '\n',
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
