/** Timing helpers: each figure is the median of repeated runs, so a noisy shared machine moves it little. */
import { performance } from 'perf_hooks';

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

function median(samples: number[]): number {
  if (sink === Symbol.for('never')) console.log(sink); // read, so the results count as used
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

/**
 * Median time per operation of `run(n)` and of its baseline over `repeats` runs of n operations
 * each, after a warm-up, timed in turn: a busy spell on the shared machine weighs on both sides of
 * the ratio, not on one.
 */
export function nsPerOpBeside(run: Run, baseline: Run, n: number, repeats = 15): [run: number, baseline: number] {
  run(Math.min(n, 10_000));
  baseline(Math.min(n, 10_000));
  const runs: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < repeats; i++) {
    baselines.push(sample(baseline, n));
    runs.push(sample(run, n));
  }
  return [median(runs), median(baselines)];
}

export function figure(name: string, ns: number, baseline: string, baselineNs: number, budget: number | null): Figure {
  return { name, ns, baseline, baselineNs, ratio: ns / baselineNs, budget };
}
