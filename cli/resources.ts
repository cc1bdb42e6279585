/**
 * `as400-sizer measurements` of a QAPMDISK or QAPMPOOLB export (addin/measurements/qapmdisk.ts,
 * qapmpoolb.ts): the disk and memory summaries (addin/measurements/resources.ts) as text or JSON,
 * fractions and times as "yyyy-mm-dd hh:mm" as the CPU summary gives them.
 */
import { isError } from '../addin/errors';
import { type ReadOptions, readMeasuredFile } from '../addin/measurements/read';
import { diskSentence, type DiskSummary, type Figures, poolsSentence, type PoolsSummary, summarizeDisk, summarizePools } from '../addin/measurements/resources';
import { formatTime, type Window } from '../addin/measurements/window';

const figuresJson = (f: Figures) => ({ peak: f.peak, p95: f.p95, mean: f.mean, peakAt: formatTime(f.peakAt) });

const span = (s: DiskSummary | PoolsSummary) => ({ format: s.format, intervals: s.intervals, first: s.first, last: s.last, window: s.window });

export const diskJson = (s: DiskSummary) => ({
  arms: s.arms,
  armsSkipped: s.armsSkipped,
  busiest: { ...figuresJson(s.busiest), arm: s.busiest.arm },
  average: figuresJson(s.average),
  opsPerSecond: s.opsPerSecond,
  serviceMs: s.serviceMs,
  spaceUsed: s.spaceUsed,
  guideline: s.guideline,
  guidelineSource: s.guidelineSource,
  intervalsAboveGuideline: s.intervalsAboveGuideline,
});

export const poolsJson = (s: PoolsSummary) =>
  s.pools.map((p) => ({
    pool: p.pool,
    machinePool: p.machinePool,
    sizeKB: p.sizeKB,
    activityLevel: p.activityLevel,
    maxActiveSizeKB: p.maxActiveSizeKB,
    faultsPerSecond: figuresJson(p.faultsPerSecond),
    databaseFaultsPerSecond: figuresJson(p.databaseFaultsPerSecond),
    nonDatabaseFaultsPerSecond: figuresJson(p.nonDatabaseFaultsPerSecond),
  }));

export const memoryJson = (s: PoolsSummary) => {
  const machine = s.pools.find((p) => p.machinePool);
  return {
    machinePool: machine ? { pool: machine.pool, sizeKB: machine.sizeKB, faultsPerSecond: figuresJson(machine.faultsPerSecond) } : null,
    allPoolsFaultsPerSecond: figuresJson(s.allPoolsFaultsPerSecond),
    faultingNeeds: s.faultingNeeds,
  };
};

const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;
const num = (x: number): string => `${Number(x.toFixed(1))}`;
const kb = (x: number): string => `${Math.round(x).toLocaleString('en-US')} KB`;

function diskText(s: DiskSummary): string[] {
  const row = (name: string, f: Figures) =>
    `${name.padEnd(14)}${[pct(f.peak), pct(f.p95), pct(f.mean)].map((v) => v.padStart(9)).join('')}  peak at ${formatTime(f.peakAt)}`;
  const growth = s.spaceUsed.growthPerMonth;
  return [
    `arms: ${s.arms} read${s.armsSkipped ? `, ${s.armsSkipped} skipped (no samples, DSSMPL 0)` : ''}`,
    `${''.padEnd(14)}${['peak', 'p95', 'mean'].map((v) => v.padStart(9)).join('')}`,
    `${row('busiest arm', s.busiest)} (arm ${s.busiest.arm})`,
    row('average arm', s.average),
    `guideline: ${pct(s.guideline)} arm busy, ${s.guidelineSource}`,
    `intervals above it: busiest arm ${s.intervalsAboveGuideline.busiest}, average ${s.intervalsAboveGuideline.average} of ${s.intervals}`,
    `operations: ${num(s.opsPerSecond.peak)}/s at peak, ${num(s.opsPerSecond.mean)}/s mean (reads and writes, all arms)`,
    `space used: ${pct(s.spaceUsed.first)} first, ${pct(s.spaceUsed.last)} last` +
      (growth === null ? '' : `, ${growth >= 0 ? '+' : ''}${Number((growth * 100).toFixed(2))} points a month (least squares)`),
    diskSentence(s),
  ];
}

function poolsText(s: PoolsSummary): string[] {
  const lines = [
    `${'pool'.padEnd(6)}${'size'.padStart(16)}${'act.'.padStart(6)}${'faults/s peak'.padStart(15)}${'p95'.padStart(9)}${'mean'.padStart(9)}  peak at`,
  ];
  for (const p of s.pools) {
    const f = p.faultsPerSecond;
    lines.push(
      `${`${p.pool}${p.machinePool ? '*' : ''}`.padEnd(6)}${kb(p.sizeKB).padStart(16)}${String(p.activityLevel).padStart(6)}` +
        `${num(f.peak).padStart(15)}${num(f.p95).padStart(9)}${num(f.mean).padStart(9)}  ${formatTime(f.peakAt)}`,
    );
  }
  const all = s.allPoolsFaultsPerSecond;
  lines.push(`all pools: ${num(all.peak)} faults/s at peak (${formatTime(all.peakAt)}), ${num(all.p95)} p95, ${num(all.mean)} mean`);
  const machine = s.pools.find((p) => p.machinePool);
  lines.push(
    machine
      ? `* machine pool (pool 1), judged apart: ${num(machine.faultsPerSecond.peak)} faults/s at peak, ${num(machine.faultsPerSecond.mean)} mean`
      : 'machine pool (pool 1): not in the file',
  );
  for (const p of s.pools) {
    if (p.maxActiveSizeKB !== null && p.sizeKB > p.maxActiveSizeKB)
      lines.push(
        `pool ${p.pool}: ${kb(p.sizeKB)}, above POOLMAXKB(${p.activityLevel}) = ${kb(p.maxActiveSizeKB)}, ` +
          "PCR 19.4's largest active pool for its activity level",
      );
  }
  lines.push(poolsSentence(s));
  lines.push(`faulting: ${s.faultingNeeds}`);
  return lines;
}

/** Reads and summarises a disk or pool file; exit 0, 1 (contents refused) or 2 (a window holding no interval). */
export function resourcesCommand(
  file: string,
  text: string,
  options: ReadOptions,
  w: Window | null,
  json: boolean,
  err: (line: string) => void,
  out: (line: string) => void,
): number {
  const read = readMeasuredFile(text, options);
  if (isError(read)) {
    err(`${file}: ${read.message}`);
    return 1;
  }
  const summary = read.kind === 'disk' ? summarizeDisk(read.disk, w) : read.kind === 'pools' ? summarizePools(read.pools, w) : null;
  if (summary === null) return 2;
  if (isError(summary)) {
    err(`${file}: ${summary.message}`);
    return 2;
  }
  for (const warning of summary.warnings) err(`${file}: warning: ${warning}`);
  const isDisk = 'arms' in summary;
  if (json) {
    const body = isDisk ? { disk: diskJson(summary) } : { pools: poolsJson(summary as PoolsSummary), memory: memoryJson(summary as PoolsSummary) };
    out(JSON.stringify({ ...span(summary), ...body, warnings: summary.warnings }));
    return 0;
  }
  out(`${file}: ${summary.intervals} interval${summary.intervals === 1 ? '' : 's'}, ${summary.first} to ${summary.last}`);
  if (summary.window !== null) out(`window: ${summary.window}`);
  out(`read as: ${summary.format}`);
  out((isDisk ? diskText(summary) : poolsText(summary as PoolsSummary)).join('\n'));
  return 0;
}
