/**
 * Each consolidated system's disk and memory, from the QAPMDISK and QAPMPOOLB exports given on its
 * --system lines beside its CPU files (told by their headings: measurements/read.ts FILE_FORMATS), its
 * months joined into one history (measurements/resource-history.ts) and summarised as `measurements`
 * summarises one file (measurements/resources.ts). What the consolidation adds:
 * - the arms a target needs for the system's measured operations at PCR V4R5 14.1's guideline:
 *   DASDARMSNEEDED(peak operations a second, service time) (sizing/dasd.ts armsNeeded; 14.1, seed 000
 *   lines 4558-4560: "You must ensure that you have enough arms to support the volume of DASD IOs",
 *   one arm to 55%, two or more to an average of 40%), the service time the measured one (the utilization law over
 *   the window, resources.ts serviceMs) unless the planner types the target disk's on the Disk sheet
 *   (Tables 14.1-14.3, DASDSPEC(model, "SERVICE"));
 * - the month the disk space used reaches the planner's limit (disk-trend.ts SPACE_LIMIT, 80%, a convention,
 *   not a rule of the PCR) at the growth of its least-squares line (resources.ts growthPerMonth), from the
 *   share the last interval used.
 */
import { isError } from '../errors';
import { isPast, LIMIT_DECIMALS } from '../measurements/boundary';
import { SPACE_LIMIT } from '../measurements/disk-trend';
import type { DiskMeasurements } from '../measurements/qapmdisk';
import type { PoolMeasurements } from '../measurements/qapmpoolb';
import { DAYS_PER_MONTH, type DiskSummary, poolsSentence, type PoolsSummary, summarizeDisk, summarizePools } from '../measurements/resources';
import { armsNeeded } from '../sizing/dasd';

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = (ms: number): string => `${MONTHS[new Date(ms).getUTCMonth()]} ${new Date(ms).getUTCFullYear()}`;

export const ARMS_NEEDED_SOURCE =
  'PCR V4R5 14.1 (seed 000 lines 4558-4560): enough arms for the volume of disk IOs, one arm to 55%, two or more to an average of 40% (DASDARMSNEEDED)';
export const SPACE_LIMIT_SOURCE = 'a planner convention (80%), not a rule of the PCR, which sets no limit on disk space';

/** When the share of disk space used reaches the limit at its measured growth: months from the last interval, and that month. */
export interface SpaceReach {
  readonly limit: number;
  /** Months from `from` to the limit; 0 where the last interval is at or past it; null where it is never reached (`why`). */
  readonly months: number | null;
  /** The last interval's time (ms), the months counted from it, and the date they reach (ms); null with months. */
  readonly from: number;
  readonly at: number | null;
  readonly why: string | null;
}

export interface SystemDisk {
  readonly files: readonly string[];
  readonly summary: DiskSummary;
  /** DASDARMSNEEDED(opsPerSecond.peak, serviceMs); null where no operation was measured (no service time). */
  readonly armsNeeded: number | null;
  readonly space: SpaceReach;
}

export interface SystemMemory {
  readonly files: readonly string[];
  readonly summary: PoolsSummary;
}

/** A system's disk and memory, each null where its --system lines give no such file. */
export interface SystemResources {
  readonly name: string;
  readonly disk: SystemDisk | null;
  readonly memory: SystemMemory | null;
  /** The intervals of each, for the sheets' charts. */
  readonly diskFile: DiskMeasurements | null;
  readonly poolFile: PoolMeasurements | null;
}

export function spaceReach(d: DiskMeasurements, s: DiskSummary, limit: number = SPACE_LIMIT): SpaceReach {
  let k = d.times.length - 1;
  while (k > 0 && Number.isNaN(d.spaceUsed[k])) k--;
  const from = d.times[k];
  const last = s.spaceUsed.last;
  const g = s.spaceUsed.growthPerMonth;
  const none = (why: string): SpaceReach => ({ limit, months: null, from, at: null, why });
  if (Number.isNaN(last)) return none('no capacity measured (DSCAP 0)');
  if (last >= limit) return { limit, months: 0, from, at: from, why: null };
  if (g === null) return none('no growth: the disk files span less than a day');
  if (!(g > 0)) return none('the space used is not growing');
  const months = (limit - last) / g;
  return { limit, months, from, at: from + months * DAYS_PER_MONTH * DAY, why: null };
}

/** A system's disk and memory from its files joined (resource-history.ts); an error's words where a summary is refused. */
export function systemResources(
  name: string,
  disk: { files: readonly string[]; read: DiskMeasurements } | null,
  pools: { files: readonly string[]; read: PoolMeasurements } | null,
): SystemResources | string {
  let systemDisk: SystemDisk | null = null;
  if (disk) {
    const summary = summarizeDisk(disk.read);
    if (isError(summary)) return `${name}: ${disk.files.join(', ')}: ${summary.message}`;
    const arms = summary.serviceMs === null ? null : armsNeeded(summary.opsPerSecond.peak, summary.serviceMs);
    systemDisk = { files: disk.files, summary, armsNeeded: arms === null || isError(arms) ? null : arms, space: spaceReach(disk.read, summary) };
  }
  let memory: SystemMemory | null = null;
  if (pools) {
    const summary = summarizePools(pools.read);
    if (isError(summary)) return `${name}: ${pools.files.join(', ')}: ${summary.message}`;
    memory = { files: pools.files, summary };
  }
  return { name, disk: systemDisk, memory, diskFile: disk?.read ?? null, poolFile: pools?.read ?? null };
}

const pct = (x: number): string => `${Number((x * 100).toFixed(1))}%`;

/** The space's limit in words: "80% reached in Aug 2027", "past 80% already", "80% not reached (why)". */
export function spaceSaid(r: SpaceReach): string {
  if (r.months === 0) return `past ${pct(r.limit)} already`;
  if (r.at === null) return `${pct(r.limit)} not reached (${r.why})`;
  return `${pct(r.limit)} reached in ${monthOf(r.at)}`;
}

/**
 * The Summary's disk line: "Disk: busiest arm 38% at peak, under PCR 14.1's 40%; space 71% used, 80% reached in
 * Aug 2027; 9 arms at the guideline for 350.1 ops/s at peak, 8.2 ms (DASDARMSNEEDED)".
 */
export function diskLine(d: SystemDisk): string {
  const s = d.summary;
  // Judged at the place the guideline is printed in (boundary.ts), as the Disk sheet's withinLimit: 40.00% is within 40%.
  const under = isPast(s.busiest.peak, s.guideline, LIMIT_DECIMALS) ? 'above' : 'under';
  const arms =
    d.armsNeeded === null
      ? 'no arms sized (no operation measured)'
      : `${d.armsNeeded} arm${d.armsNeeded === 1 ? '' : 's'} at the guideline for ${Number(s.opsPerSecond.peak.toFixed(1))} ops/s at peak, ` +
        `${Number(s.serviceMs!.toFixed(1))} ms measured (DASDARMSNEEDED)`;
  return (
    `Disk: busiest arm ${pct(s.busiest.peak)} at peak, ${under} PCR 14.1's ${pct(s.guideline)} for ${s.arms === 1 ? 'one arm' : `${s.arms} arms`}; ` +
    `space ${pct(s.spaceUsed.last)} used, ${spaceSaid(d.space)}; ${arms}`
  );
}

/** The Summary's memory line: poolsSentence (resources.ts), as `measurements` says it. */
export const memoryLine = (m: SystemMemory): string => poolsSentence(m.summary);
