/** Growth and response time (add-in conventions; the sources print no such formulas). */
import { growth as grow, monthsToLimit as months, PLANNING_GUIDELINE, responseTime as mmc } from '../sizing/planning';
import { curveOfShares, monthsToCpu as cpuMonthsOf } from '../sizing/months';
import { isError, type Result } from '../errors';
import { cells, fraction, growthRate, number, optional } from './define';

const GROWTH_ARGS = [number('value'), growthRate('annual_rate'), number('years', { min: 0 })] as const;

const MONTHS_ARGS = [fraction('utilization'), growthRate('annual_growth'), optional(fraction('limit', { above: 0 }), PLANNING_GUIDELINE)] as const;

const CPU_MONTHS_ARGS = [
  number('utilization', { min: 0, max: 10 }),
  number('interactive_utilization', { min: 0, max: 10 }),
  fraction('knee', { above: 0 }),
  fraction('max', { above: 0 }),
  growthRate('annual_growth'),
  optional(fraction('limit', { above: 0 }), PLANNING_GUIDELINE),
] as const;

/** months.ts over a curve given by its shares. */
function cpuMonths(u: number, i: number, knee: number, max: number, growth: number, limit: number): Result<number> {
  const curve = curveOfShares(knee, max);
  return isError(curve) ? curve : cpuMonthsOf(u, i, curve, growth, limit);
}

const RESPONSE_ARGS = [
  number('service_time', { min: 0 }),
  fraction('utilization'),
  optional(number('servers', { min: 1, max: 100000, integer: true }), 1),
] as const;

const GROWTH = cells(GROWTH_ARGS, grow);
const MONTHSTOLIMIT = cells(MONTHS_ARGS, months);
const MONTHSTOCPU = cells(CPU_MONTHS_ARGS, cpuMonths);
const RESPONSETIME = cells(RESPONSE_ARGS, mmc);

export const PLANNING = { GROWTH, MONTHSTOLIMIT, MONTHSTOCPU, RESPONSETIME };
