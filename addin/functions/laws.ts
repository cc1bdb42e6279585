/** Capacity laws, checked against WSC Flash 9522 (PC Server 500 S/390, seed 001). */
import { internalThroughputRate, utilizationLaw } from '../sizing/laws';
import { div, fn, gt, IF, le, lt, mul } from '../formula/expr';
import { cells, number } from './define-function';
import { NUM_ERROR } from './portable';

const UTIL_ARGS = [number('throughput'), number('cpu_ms')] as const;

const ITR_ARGS = [number('throughput'), number('utilization')] as const;

/** Its twin, the utilization law (checked on WSC Flash 9522's runs): throughput x CPU ms / 1000; #NUM! for a negative input, as the function. */
const UTILLAW = cells(UTIL_ARGS, utilizationLaw, ([x, ms]) => IF(fn('OR', lt(x, 0), lt(ms, 0)), NUM_ERROR, div(mul(x, ms), 1000)));

/** Its twin, the internal throughput rate: throughput / utilization, utilization in (0, 1]. */
const ITR = cells(ITR_ARGS, internalThroughputRate, ([x, u]) => IF(fn('OR', lt(x, 0), le(u, 0), gt(u, 1)), NUM_ERROR, div(x, u)));

export const LAWS = { UTILLAW, ITR };
