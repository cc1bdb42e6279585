/** The portable twins of laws.ts's functions, beside them (portable.ts says why in a file of their own). */
import { div, fn, gt, IF, le, lt, mul } from '../templates/expr';
import { NUM_ERROR, type Twins } from './portable';
import type { LAWS } from './laws';

/** Portable twins. */
export const LAWS_TWINS = {
  /** Utilization law (checked on WSC Flash 9522's runs): throughput x CPU ms / 1000; #NUM! for a negative input, as the function. */
  UTILLAW: ([x, ms]) => IF(fn('OR', lt(x, 0), lt(ms, 0)), NUM_ERROR, div(mul(x, ms), 1000)),
  /** Internal throughput rate: throughput / utilization, utilization in (0, 1]. */
  ITR: ([x, u]) => IF(fn('OR', lt(x, 0), le(u, 0), gt(u, 1)), NUM_ERROR, div(x, u)),
} satisfies Twins<typeof LAWS>;
