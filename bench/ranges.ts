/**
 * Every function answers a range in about the time the others take for the same shape. DSDRECOMMEND
 * searched the catalog for each cell (a 43 x 48 range of complexities took 0.5 to 1.6 s); it is
 * timed over a 50 x 50 range beside DSDUSERS over a range of the same shape, a lookup a cell.
 */
import { CATALOG } from '../addin/catalog/catalog';
import { announcedMailUsers } from '../addin/sizing/domino';
import type { LoadedBundle } from '../support/bundle';
import { inTurn, type PlannerFigure } from './planner';

const SIDE = 50;
/** Within 5x of DSDUSERS over the same shape. */
const BUDGET = 5;

/** A SIDE x SIDE range, parsed from JSON as Excel's runtime builds arguments. */
const range = (cell: (i: number) => unknown): unknown[][] =>
  JSON.parse(JSON.stringify(Array.from({ length: SIDE }, (_, r) => Array.from({ length: SIDE }, (_, c) => cell(r * SIDE + c)))));

export function rangeShapeFigure(bundle: LoadedBundle): PlannerFigure {
  const [recommend, users] = ['DSDRECOMMEND', 'DSDUSERS'].map((id) => bundle.functions.get(id)!);
  // Complexities 1 to 4.9: 133 users need from 133 to 652 announced users, so the answers vary.
  const complexities = range((i) => 1 + (i % 40) / 10);
  const dsd = CATALOG.filter((m) => announcedMailUsers(m) !== null).map((m) => m.key);
  const keys = range((i) => dsd[i % dsd.length]);
  const all = (out: unknown[][], kind: string): void => {
    if (out.length !== SIDE || out.some((row) => row.length !== SIDE || row.some((v) => typeof v !== kind))) {
      throw new Error(`a ${SIDE} x ${SIDE} call answered other than a ${kind} in each cell`);
    }
  };
  const [ms, baselineMs] = inTurn([() => all(recommend([[133]], complexities), 'string'), () => all(users(keys), 'number')], 9);
  return {
    name: `DSDRECOMMEND(133, ${SIDE} x ${SIDE} complexities)`,
    ms,
    baseline: `DSDUSERS over ${SIDE} x ${SIDE} keys`,
    baselineMs,
    ratio: ms / baselineMs,
    budget: `within ${BUDGET}x`,
    ok: ms <= BUDGET * baselineMs,
  };
}
