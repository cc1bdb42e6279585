/**
 * Set-up for every Jest suite (jest.config.js): FC_NUM_RUNS=N runs each fast-check property N times
 * instead of its 100 (a property that names its own numRuns keeps it). The seeds are random on every
 * run, so a long run before a commit finds the rare counterexample a CI run would otherwise meet.
 */
import fc from 'fast-check';

const runs = Number(process.env.FC_NUM_RUNS);
if (Number.isInteger(runs) && runs > 0) fc.configureGlobal({ numRuns: runs });
