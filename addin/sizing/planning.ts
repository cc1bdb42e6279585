/**
 * Growth and response time: add-in conventions, not rules of the sources. No seed prints a growth
 * or queueing formula (PCR V4R5: the Workload Estimator, 22.3 line 7097, and BEST/1, B.1 line 7364,
 * take a growth rate; BEST/1 predicts response times, B.1 line 7352). What the PCR does print is
 * the planning guideline the default limit comes from: "the division by 70 percent (.70) is done as
 * a guideline to keep the system's CPU utilization at 70 percent, or less" (2.12, line 847).
 */
import { numError, type Result } from '../errors';

/** PCR V4R5 2.12 (line 847): keep CPU utilization at 70 percent or less. */
export const PLANNING_GUIDELINE = 0.7;

const finite = (x: number, what: string): Result<number> => (Number.isFinite(x) ? x : numError(`${what} is too large to compute`));

/** Compound growth: value x (1 + rate)^years. The readers keep rate above -1 and years at 0 or more. */
export function growth(value: number, annualRate: number, years: number): Result<number> {
  return finite(value * Math.pow(1 + annualRate, years), 'the grown value');
}

/**
 * Months until utilization u, growing as u x (1 + g)^(months / 12), reaches the limit:
 * 12 ln(limit / u) / ln(1 + g). Fractional months, not rounded; 0 when already there.
 */
export function monthsToLimit(utilization: number, annualGrowth: number, limit: number): Result<number> {
  if (utilization >= limit) return 0;
  if (utilization <= 0) {
    return numError(`utilization 0 never grows: it never reaches the limit ${limit}`);
  }
  if (annualGrowth <= 0) {
    return numError(`utilization ${utilization} is below the limit ${limit} and annual_growth ${annualGrowth} is not above 0: it never reaches the limit`);
  }
  return finite((12 * Math.log(limit / utilization)) / Math.log1p(annualGrowth), 'the number of months');
}

/**
 * Erlang C: the probability that an arrival waits in an M/M/c queue with per-server utilization
 * rho (offered load a = c rho). Computed through the Erlang B recursion B(k) = a B(k-1) / (k + a B(k-1)),
 * which never overflows (a^c / c! would for large c), then C = B / (1 - rho (1 - B)).
 */
export function erlangC(servers: number, rho: number): number {
  const a = servers * rho;
  let b = 1;
  for (let k = 1; k <= servers; k++) b = (a * b) / (k + a * b);
  return b / (1 - rho * (1 - b));
}

/**
 * Mean response time of an M/M/c queue: R = S + C(c, a) S / (c (1 - rho)), in the unit of S.
 * With one server C = rho and R = S / (1 - rho).
 */
export function responseTime(serviceTime: number, utilization: number, servers: number): Result<number> {
  if (utilization >= 1) {
    return numError(`utilization ${utilization} per server is 100% or more: the queue grows without bound, so there is no mean response time`);
  }
  const wait = (erlangC(servers, utilization) * serviceTime) / (servers * (1 - utilization));
  return finite(serviceTime + wait, 'the response time');
}
