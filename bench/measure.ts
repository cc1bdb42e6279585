/** Timing helpers: each figure is the median of repeated runs, so a noisy shared machine moves it little. */
import { performance } from 'perf_hooks';
import { median } from '../support/median';

export interface Figure {
  name: string;
  /** Median nanoseconds per operation. */
  ns: number;
  baseline: string;
  baselineNs: number;
  ratio: number;
  budget: number | null;
  unit?: string;
}

/** n operations; returns something that depends on them, so no compiler drops them. */
export type Run = (n: number) => unknown;

/** Where each run's result goes, so that no compiler drops a run as unused. */
let sink: unknown;

function sample(run: Run, n: number): number {
  const start = performance.now();
  sink = run(n);
  return ((performance.now() - start) * 1e6) / n;
}

/**
 * Median time per operation of each run over `repeats` rounds of n operations, after a warm-up; the
 * runs are timed in turn within each round, so a busy spell on the shared machine weighs on every
 * side of a ratio, not on one.
 */
export function nsPerOpInTurn(runs: readonly Run[], n: number, repeats = 15): number[] {
  for (const run of runs) run(Math.min(n, 10_000));
  const samples = runs.map((): number[] => []);
  for (let i = 0; i < repeats; i++) runs.forEach((run, k) => samples[k].push(sample(run, n)));
  if (sink === Symbol.for('never')) console.log(sink); // read, so the results count as used
  return samples.map(median);
}

export function figure(name: string, ns: number, baseline: string, baselineNs: number, budget: number | null): Figure {
  return { name, ns, baseline, baselineNs, ratio: ns / baselineNs, budget };
}
