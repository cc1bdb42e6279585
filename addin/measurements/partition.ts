/**
 * What a file says about the partition it measured, as the trend, the summary, the sheets and the
 * consolidation use it: whether it is uncapped, its virtual processors and its entitlement.
 * - An uncapped partition may use more than its entitlement, up to its virtual processors: "the
 *   processor utilization metrics of these partitions can be greater than 100% of the configured
 *   capacity" (IBM, V5R4, "Reporting configured capacity",
 *   https://git.cyber.gent/friedkiwi/ibm-information-center/raw/commit/8826eae39456832d19ef39645fc0163e4032ce9a/dist/eclipse/plugins/i5OS.ic.rzahx_5.4.0.1/rzahxuncapped.htm);
 *   a virtual processor dispatches at most one processor's time, so the virtual processors are the
 *   most it can reach, and the planning guideline (PCR V4R5 2.12, seed 000 line 847: 70%) is taken of
 *   them where no limit is given.
 * - A capped partition uses at most its entitlement: an interval at it measured the cap, not the
 *   work, which waited for the next dispatch window. QAPMSYSTEM's SYUCAPF gives the flag, SYVCPU the
 *   virtual processors (qapmsystem.ts; shared notes, ibm-i-measured-data.md 1.2-1.3).
 */
import type { Measurements } from './read';
import { formatTime } from './window';

/** The partition a file measured: each part null where the file does not say it. */
export interface PartitionShape {
  /** SYUCAPF: true uncapped, false capped; null where the file does not give it. */
  readonly uncapped: boolean | null;
  /** The average number of virtual processors (SYVCPU / (INTSEC x 1000), or the report's "Virtual Processors"). */
  readonly virtualProcessors: number | null;
  /** The entitlement in processing units, the last interval's (or the report header's "Processor Units"). */
  readonly entitlement: number | null;
}

/** The partition a file measured; null where its utilization is a share of the whole CPU (no partition). */
export function partitionOf(m: Measurements): PartitionShape | null {
  if (!m.ofEntitlement && m.entitlement === null) return null;
  const p = m.partition ?? {};
  const last = m.entitlement ? m.entitlement[m.entitlement.length - 1] : (p.processorUnits ?? null);
  return { uncapped: p.uncapped ?? null, virtualProcessors: p.virtualProcessors ?? null, entitlement: last };
}

/** The partition in words: "uncapped, 4 virtual processors, entitlement 1.5 processing units". */
export function partitionSaid(p: PartitionShape): string {
  const parts = [
    p.uncapped === null ? 'capped or uncapped not given' : p.uncapped ? 'uncapped' : 'capped',
    ...(p.virtualProcessors !== null ? [`${Number(p.virtualProcessors.toFixed(2))} virtual processor${p.virtualProcessors === 1 ? '' : 's'}`] : []),
    ...(p.entitlement !== null ? [`entitlement ${Number(p.entitlement.toFixed(3))} processing units`] : []),
  ];
  return parts.join(', ');
}

/**
 * The share of its entitlement at or above which a capped partition's interval is at its cap: a
 * capped partition's SYSPTU stops at SYSCTA, and the half point below leaves room for the two
 * counters' milliseconds not ending on the same dispatch (an add-in convention; IBM prints none).
 */
export const AT_CAP = 0.995;

const AT_CAP_SAID = 'at its cap in ';
/** Whether a warning is capWarning's. */
export const isCapWarning = (warning: string): boolean => warning.startsWith(AT_CAP_SAID);

/** The warning for a capped partition at its cap in `count` intervals, the first named. */
export const capWarning = (count: number, first: string): string =>
  `${AT_CAP_SAID}${count.toLocaleString('en-US')} interval${count === 1 ? '' : 's'} (a capped partition, SYUCAPF 0, at ` +
  `${AT_CAP * 100}% of its entitlement or more; the first ${first}): demand above the cap was not measured, so the ` +
  'utilization read is at most what the work needed';

/**
 * The limit a trend is drawn to for an uncapped partition given no limit: the guideline applied to
 * its virtual processors, in processing units and as a share of its entitlement (what its cpu is a
 * share of); null for any other partition, or where the file gives no virtual processors or entitlement.
 */
export function virtualProcessorLimit(p: PartitionShape | null, guideline: number): { units: number; share: number; said: string } | null {
  if (!p || p.uncapped !== true || p.virtualProcessors === null || p.entitlement === null) return null;
  const units = guideline * p.virtualProcessors;
  const vp = Number(p.virtualProcessors.toFixed(2));
  return {
    units,
    share: units / p.entitlement,
    said:
      `the ${guideline * 100}% guideline (PCR 2.12) applied to its ${vp} virtual processors, as it is uncapped: ` +
      `${Number(units.toFixed(3))} processing units, ${Number(((units / p.entitlement) * 100).toFixed(2))}% of its ` +
      `${Number(p.entitlement.toFixed(3))}-unit entitlement`,
  };
}

/**
 * One cap warning for a capped partition's files read as one history (in time order): the intervals
 * at its cap counted over all of them, the first named by its file and line.
 */
export function joinedCapWarning(files: readonly { file: string; measurements: Measurements }[]): string {
  let count = 0;
  let first = '';
  for (const { file, measurements: m } of files) {
    for (let i = 0; i < m.cpu.length; i++) {
      if (m.cpu[i] < AT_CAP) continue;
      if (count++ === 0) first = `${formatTime(m.times[i])} (${file}, line ${m.lines[i]})`;
    }
  }
  return capWarning(count, first);
}
