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

/** Median time per operation of `run(n)` over `repeats` runs of n operations, after a warm-up. */
export function nsPerOp(run: (n: number) => unknown, n: number, repeats = 15): number {
  run(Math.min(n, 10_000));
  const samples: number[] = [];
  let sink: unknown;
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    sink = run(n);
    samples.push(((performance.now() - start) * 1e6) / n);
  }
  if (sink === Symbol.for('never')) console.log(sink); // keep the result alive
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

export function figure(name: string, ns: number, baseline: string, baselineNs: number, budget: number | null): Figure {
  return { name, ns, baseline, baselineNs, ratio: ns / baselineNs, budget };
}
