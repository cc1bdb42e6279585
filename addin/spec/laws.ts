/** Capacity laws, checked against WSC Flash 9522 (PC Server 500 S/390, seed 001). */
import { internalThroughputRate, utilizationLaw } from '../sizing/laws';
import { cells, number } from './define';

const UTIL_ARGS = [number('throughput'), number('cpu_ms')] as const;

const ITR_ARGS = [number('throughput'), number('utilization')] as const;

const UTILLAW = cells(UTIL_ARGS, utilizationLaw);
const ITR = cells(ITR_ARGS, internalThroughputRate);

export const LAWS = { UTILLAW, ITR };
