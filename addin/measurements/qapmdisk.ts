/**
 * A QAPMDISK export: Collection Services' disk file, one row per disk resource (arm) per interval,
 * recognised by its fields DSARM and DSSMPL. The fields read (i5/OS V5R4, Performance data files:
 * QAPMDISK,
 * https://git.cyber.gent/friedkiwi/ibm-information-center/raw/commit/8826eae39456832d19ef39645fc0163e4032ce9a/dist/eclipse/plugins/i5OS.ic.rzahx_5.4.0.1/rzahxqapmdisk.htm;
 * shared notes, ibm-i-measured-data.md 1.2):
 * - DSARM, the unit (arm); DSASP, its ASP;
 * - DSSMPL, the samples taken, and DSNBSY, the samples that found the arm not busy: the arm's busy
 *   share of the interval is (DSSMPL - DSNBSY) / DSSMPL, as the public tool dkesselman/ewpfr computes
 *   it (ewpfrx_dskovr.sql);
 * - DSRDS and DSWRTS, the reads and writes in the interval (over INTSEC, operations per second);
 *   DSBLKR and DSBLKW, the blocks read and written (kept for the export, not used);
 * - DSCAP and DSAVL, the arm's capacity and the space available on it, in the same unit (bytes), so
 *   the share used is 1 - sum DSAVL / sum DSCAP.
 * An arm whose DSSMPL is 0 took no samples: it has no busy figure. Such rows are skipped from the
 * busy figures and counted; an arm with no samples in any interval is counted apart (armsSkipped), not
 * among the arms read. Its reads, writes and space still count: they are measured, not sampled.
 */
import { isError, type SizingError, valueError } from '../errors';
import { type KeyedFile, type KeyedFormat, type KeyedRow, readKeyed } from './keyed';
import { fieldIndex } from './collection';
import type { DateOrder } from './timestamp';

export const QAPMDISK_FORMAT = 'QAPMDISK export';

/** Whether a header is a QAPMDISK export's: it names DSARM and DSSMPL. */
export const isQapmdisk = (headings: readonly string[]): boolean => fieldIndex(headings, 'DSARM') >= 0 && fieldIndex(headings, 'DSSMPL') >= 0;

const SPEC: KeyedFormat = {
  format: QAPMDISK_FORMAT,
  key: { name: 'DSARM', what: 'the arm (disk unit)' },
  fields: [
    { name: 'DSSMPL', what: 'a number of samples' },
    { name: 'DSNBSY', what: 'a number of samples (not busy)' },
    { name: 'DSRDS', what: 'a number of reads' },
    { name: 'DSWRTS', what: 'a number of writes' },
    { name: 'DSCAP', what: "the arm's capacity" },
    { name: 'DSAVL', what: "the arm's space available" },
    { name: 'DSASP', what: 'an ASP number', optional: true },
  ],
};
const [SMPL, NBSY, RDS, WRTS, CAP, AVL] = [0, 1, 2, 3, 4, 5];

export interface DiskMeasurements extends KeyedFile {
  /** The arms with samples (busy figures), and those skipped: no samples (DSSMPL 0) in any interval. */
  readonly armsRead: number;
  readonly armsSkipped: readonly string[];
  /** Rows with DSSMPL 0 of arms that had samples in other intervals, skipped from the busy figures. */
  readonly rowsSkipped: number;
  /** Per interval: the busiest arm's busy share and its index in `keys` (NaN and -1 where no arm had samples). */
  readonly busiest: Float64Array;
  readonly busiestArm: Int32Array;
  /** Per interval: the mean busy share over the arms with samples. */
  readonly average: Float64Array;
  /** Per interval: the busy shares summed over the arms with samples, the arms' busy seconds a second (0 where none had samples). */
  readonly busyTotal: Float64Array;
  /** Per interval: reads and writes per second, over every arm. */
  readonly opsPerSecond: Float64Array;
  /** Per interval: the share of the capacity used, 1 - sum DSAVL / sum DSCAP (NaN for a capacity of 0). */
  readonly spaceUsed: Float64Array;
  readonly warnings: readonly string[];
}

/** Why a row's counts contradict each other (more not busy than taken, more available than the capacity), or null. */
function rowError(r: KeyedRow): SizingError | null {
  const v = r.values;
  if (v[NBSY] > v[SMPL]) {
    return r.refuse(
      NBSY,
      `${v[NBSY]} samples not busy of ${v[SMPL]} taken (DSSMPL): the not-busy samples are some of those taken; are the two columns swapped?`,
    );
  }
  if (v[AVL] > v[CAP]) {
    return r.refuse(AVL, `${v[AVL]} available of a capacity of ${v[CAP]} (DSCAP): the space available is part of the capacity; are the two columns swapped?`);
  }
  return null;
}

/** The warnings of arms never sampled and of rows of sampled arms with DSSMPL 0, skipped from the busy figures. */
function skippedWarnings(armsSkipped: readonly string[], rowsSkipped: number): string[] {
  const warnings: string[] = [];
  if (armsSkipped.length > 0) {
    warnings.push(
      `${armsSkipped.length} arm${armsSkipped.length === 1 ? '' : 's'} took no samples in any interval (DSSMPL 0): ` +
        `${armsSkipped.slice(0, 5).join(', ')}${armsSkipped.length > 5 ? ', ...' : ''}; skipped from the busy figures, ` +
        `their reads, writes and space counted`,
    );
  }
  if (rowsSkipped > 0) {
    warnings.push(`${rowsSkipped} row${rowsSkipped === 1 ? '' : 's'} with DSSMPL 0 of arms sampled in other intervals: skipped from the busy figures`);
  }
  return warnings;
}

/** A QAPMDISK export's intervals, or the first thing wrong with it, by line and column. */
export function readQapmdisk(text: string, options: { dateOrder?: DateOrder } = {}): DiskMeasurements | SizingError {
  const busiest: number[] = [];
  const busiestArm: number[] = [];
  const busySum: number[] = [];
  const busyArms: number[] = [];
  const ops: number[] = [];
  const capacity: number[] = [];
  const available: number[] = [];
  const sampled: boolean[] = [];
  const unsampledRows: number[] = [];
  const file = readKeyed(text, SPEC, options, (r) => {
    const v = r.values;
    if (r.interval === busiest.length) {
      busiest.push(NaN);
      busiestArm.push(-1);
      busySum.push(0);
      busyArms.push(0);
      ops.push(0);
      capacity.push(0);
      available.push(0);
    }
    if (r.key === sampled.length) {
      sampled.push(false);
      unsampledRows.push(0);
    }
    const i = r.interval;
    const wrong = rowError(r);
    if (wrong) return wrong;
    if (v[SMPL] > 0) {
      const busy = (v[SMPL] - v[NBSY]) / v[SMPL];
      sampled[r.key] = true;
      if (!(busy <= busiest[i])) {
        busiest[i] = busy;
        busiestArm[i] = r.key;
      }
      busySum[i] += busy;
      busyArms[i]++;
    } else unsampledRows[r.key]++;
    ops[i] += (v[RDS] + v[WRTS]) / r.seconds;
    capacity[i] += v[CAP];
    available[i] += v[AVL];
    return null;
  });
  if (isError(file)) return file;
  const armsSkipped = file.keys.filter((_, k) => !sampled[k]);
  const armsRead = file.keys.length - armsSkipped.length;
  if (armsRead === 0) {
    return valueError(
      `no arm took samples: DSSMPL is 0 in every row, so no arm has a busy figure ((DSSMPL - DSNBSY) / DSSMPL); export an interval that was collected`,
    );
  }
  // The rows of arms never sampled are counted by armsSkipped; these are rows missed by arms sampled in other intervals.
  let rowsSkipped = 0;
  for (let k = 0; k < sampled.length; k++) if (sampled[k]) rowsSkipped += unsampledRows[k];
  const n = busiest.length;
  const warnings = skippedWarnings(armsSkipped, rowsSkipped);
  const spaceUsed = new Float64Array(n);
  const average = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    spaceUsed[i] = capacity[i] > 0 ? 1 - available[i] / capacity[i] : NaN;
    average[i] = busyArms[i] > 0 ? busySum[i] / busyArms[i] : NaN;
  }
  return {
    ...file,
    armsRead,
    armsSkipped,
    rowsSkipped,
    busiest: Float64Array.from(busiest),
    busiestArm: Int32Array.from(busiestArm),
    average,
    busyTotal: Float64Array.from(busySum),
    opsPerSecond: Float64Array.from(ops),
    spaceUsed,
    warnings,
  };
}
