/**
 * Disk and memory files: a year of 15-minute intervals of a QAPMDISK export of 24 arms and a
 * QAPMPOOLB export of 4 pools, each read and summarised (addin/measurements/qapmdisk.ts, qapmpoolb.ts,
 * resources.ts), beside reading and summarising the QAPMSYSTEM export of the same span (one row an
 * interval where the disk file has 24). Budget: both in under 5 s. The runs are timed in turn.
 *
 * `npx tsx bench/resources.ts` prints this figure alone.
 */
import { isError } from '../addin/errors';
import { readMeasurements } from '../addin/measurements/read';
import { readQapmdisk } from '../addin/measurements/qapmdisk';
import { readQapmpoolb } from '../addin/measurements/qapmpoolb';
import { summarizeDisk, summarizePools } from '../addin/measurements/resources';
import { summarize } from '../addin/measurements/summary';
import { nsPerOpInTurn } from './measure';
import type { PlannerFigure } from './planner';

const YEAR = 365 * 96;
const ARMS = 24;
const POOLS = 4;
const START = Date.UTC(2026, 0, 1);
const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

function stamp(i: number): string {
  const t = new Date(START + (i + 1) * 900_000);
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:00`;
}

/** The three exports of a year: disk arms busy 5% to 45%, pools faulting, the partition 30% to 90% of its entitlement. */
function texts(): { disk: string; pools: string; system: string } {
  const disk = ['DATETIME,INTSEC,DSARM,DSASP,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSCAP,DSAVL'];
  const pools = ['DATETIME,INTSEC,PONBR,POSIZ,PODBF,PONDBF,POACTL'];
  const system = ['DATETIME,INTSEC,SYSPTU,SYSCTA,SYIFUS'];
  for (let i = 0; i < YEAR; i++) {
    const s = stamp(i);
    const load = 0.3 + 0.6 * Math.sin(i / 40) ** 2;
    for (let a = 0; a < ARMS; a++) {
      const busy = Math.round(900 * (0.05 + 0.4 * load * ((a % 5) + 1) * 0.2));
      disk.push(`${s},900,${String(a + 1).padStart(4, '0')},1,900,${900 - busy},${busy * 40},${busy * 25},282578800000,${100000000000 - i * 1000}`);
    }
    for (let p = 1; p <= POOLS; p++) pools.push(`${s},900,${p},${p * 1000000},${Math.round(load * 900 * p)},${Math.round(load * 450)},${p === 1 ? 0 : 50 * p}`);
    system.push(`${s},900,${Math.round(load * 1350000)},1350000,${Math.round(load * 135000)}`);
  }
  return { disk: disk.join('\n') + '\n', pools: pools.join('\n') + '\n', system: system.join('\n') + '\n' };
}

export function resourcesFigure(repeats = 3): PlannerFigure {
  const { disk, pools, system } = texts();
  const readBoth = () => {
    const d = readQapmdisk(disk);
    const p = readQapmpoolb(pools);
    if (isError(d) || isError(p) || d.times.length !== YEAR || p.times.length !== YEAR) throw new Error('the bench files were not read');
    return [summarizeDisk(d), summarizePools(p)];
  };
  const readSystem = () => {
    const m = readMeasurements(system);
    if (isError(m) || m.cpu.length !== YEAR) throw new Error('the bench QAPMSYSTEM file was not read');
    return summarize(m);
  };
  const [ns, baselineNs] = nsPerOpInTurn([readBoth, readSystem], 1, repeats);
  const ms = ns / 1e6;
  return {
    name: `disk and pools: a year of 15-minute intervals, ${ARMS} arms and ${POOLS} pools, read and summarised`,
    ms,
    baseline: 'the QAPMSYSTEM export of the same span read and summarised',
    baselineMs: baselineNs / 1e6,
    ratio: ns / baselineNs,
    budget: 'under 5 s',
    ok: ms < 5000,
  };
}

if (require.main === module) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { printPlannerFigure } = require('./planner') as typeof import('./planner');
  printPlannerFigure(resourcesFigure());
}
