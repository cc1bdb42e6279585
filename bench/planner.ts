/**
 * What a planner waits for, in milliseconds, each beside a baseline timed in the same run: a
 * command-line call (against Node starting and exiting), and a whole-column formula over a list of
 * 300 rows, beside a column or beside one constant (against building the empty column Excel
 * receives), on Excel desktop's empty cells (0) and the web's (null).
 */
import { spawnSync } from 'child_process';
import { performance } from 'perf_hooks';
import type { LoadedBundle } from '../support/bundle';
import { median } from '../support/median';
import { BIN } from '../support/cli';

/** Rows of a whole column (A:A) in Excel. */
const COLUMN = 1_048_576;
const FILLED = 300;

export interface PlannerFigure {
  name: string;
  ms: number;
  baseline: string;
  baselineMs: number;
  /** ms / baselineMs, where the budget is a ratio or the ratio is worth reading. */
  ratio?: number;
  /** What the issue asks, e.g. "well under 300 ms". */
  budget: string;
  ok: boolean;
}

/** One figure on a line: the median, the baseline's, the ratio where given, and the verdict against the budget. */
export function printPlannerFigure(p: PlannerFigure): void {
  const ratio = p.ratio === undefined ? '' : `   ${p.ratio.toFixed(2)}x`;
  console.log(
    `${p.name.padEnd(58)} ${p.ms.toFixed(1).padStart(8)} ms   ${p.baseline}: ${p.baselineMs.toFixed(1)} ms${ratio}   ${p.ok ? 'ok' : 'OVER'} (${p.budget})`,
  );
}

/** Median wall time of each run, the runs timed in turn so a busy spell weighs on both. */
export function inTurn(runs: readonly (() => unknown)[], repeats: number): number[] {
  const samples = runs.map((): number[] => []);
  for (let i = 0; i < repeats; i++) {
    runs.forEach((run, k) => {
      const start = performance.now();
      run();
      samples[k].push(performance.now() - start);
    });
  }
  return samples.map(median);
}

function cliCall(): PlannerFigure {
  const call = () => {
    const r = spawnSync(process.execPath, [BIN, 'call', 'EIU', '720-2061-1501', '0.321'], { encoding: 'utf8' });
    if (r.status !== 0 || !r.stdout.startsWith('0.71')) throw new Error(`as400-sizer call failed: ${r.stderr || r.stdout}`);
  };
  const node = () => spawnSync(process.execPath, ['-e', '0']);
  const [ms, baselineMs] = inTurn([call, node], 9);
  return { name: 'as400-sizer call EIU (a process)', ms, baseline: 'node -e 0', baselineMs, budget: 'well under 300 ms', ok: ms < 300 };
}

/** A whole column of keys beside a column of utilizations, or beside one constant (=AS400.EIU(A:A, 0.3)). */
function wholeColumn(bundle: LoadedBundle, empty: 0 | null, constant = false): PlannerFigure {
  const eiu = bundle.functions.get('EIU')!;
  const keys = Array.from({ length: COLUMN }, (_, i) => [i < FILLED ? '720-2061-1501' : empty]);
  const utils = constant ? [[0.3]] : Array.from({ length: COLUMN }, (_, i) => [i < FILLED ? 0.2 + (i % 100) / 1000 : empty]);
  const call = () => {
    const out = eiu(keys, utils);
    if (out.length !== COLUMN || out[COLUMN - 1][0] !== '') throw new Error('EIU over a whole column did not answer empty cells below the list');
  };
  const floor = () => Array.from({ length: COLUMN }, () => ['']);
  const [ms, baselineMs] = inTurn([call, floor], 7);
  const host = empty === 0 ? 'Excel desktop, empty cells as 0' : 'the web, empty cells as null';
  const name = constant ? `EIU(A:A, 0.3), ${FILLED} keys (${host})` : `EIU(A:A, B:B), ${FILLED} rows filled (${host})`;
  return { name, ms, baseline: 'a column of empty cells', baselineMs, budget: 'well under 1 s', ok: ms < 1000 };
}

export function plannerFigures(bundle: LoadedBundle): PlannerFigure[] {
  return [cliCall(), wholeColumn(bundle, 0), wholeColumn(bundle, null), wholeColumn(bundle, 0, true), wholeColumn(bundle, null, true)];
}
