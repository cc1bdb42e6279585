/**
 * The built functions bundle, loaded as Excel's shared runtime loads it (runtime.js, then
 * functions.js) into a fresh context whose CustomFunctions.associate records each function: the
 * benchmark calls exactly the code Excel calls.
 */
import fs from 'fs';
import path from 'path';
import { performance } from 'perf_hooks';
import vm from 'vm';

/** dist/, or AS400_BENCH_DIST to time another build (an older commit's, for a before/after). */
export const DIST = process.env.AS400_BENCH_DIST ?? path.resolve(__dirname, '..', 'dist');

export type BundledFunction = (...args: unknown[]) => unknown[][];

export interface LoadedBundle {
  functions: Map<string, BundledFunction>;
  /** Milliseconds from starting to evaluate runtime.js to the first EIU result. */
  msToFirstResult: number;
  ErrorClass: new (code: string, message?: string) => Error;
}

export function loadBundle(): LoadedBundle {
  const code = ['runtime.js', 'functions.js'].map((f) => {
    const file = path.join(DIST, f);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
    return fs.readFileSync(file, 'utf8');
  });
  const functions = new Map<string, BundledFunction>();
  class CustomFunctionError extends Error {
    constructor(
      readonly code: string,
      message?: string,
    ) {
      super(message);
    }
  }
  // This context, not a new one: arrays built by the caller must be the bundle's own kind, as in Excel.
  (globalThis as Record<string, unknown>).CustomFunctions = {
    associate: (id: string, fn: BundledFunction) => functions.set(id, fn),
    Error: CustomFunctionError,
    ErrorCode: { invalidValue: '#VALUE!', notAvailable: '#N/A', invalidNumber: '#NUM!' },
  };
  const start = performance.now();
  for (const c of code) vm.runInThisContext(c);
  functions.get('EIU')!([['720-2061-1501']], [[0.321]]);
  const msToFirstResult = performance.now() - start;
  return { functions, msToFirstResult, ErrorClass: CustomFunctionError };
}
