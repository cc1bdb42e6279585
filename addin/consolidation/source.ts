/**
 * A source of a consolidation (docs/consolidation.md): a system or partition whose measured work goes
 * onto the new system, and what its 100% stands for: a catalog key (its Appendix D processor CPW and
 * curve), "N CPW", or, for a file that gives the partition's entitlement, "N CPW per core".
 *
 * Its work at each interval is in CPW, so that sources of different systems add up: the PCR rates
 * every system by CPW (2.2.3, line 442; 2.4, line 504), and the same work is the same CPW anywhere
 * (sizing/targets.ts). The measured total of a system with a knee holds its CFINT overhead (2.8,
 * lines 461-465 and 511), which the new system does not carry: it is taken off as the scenarios
 * sheet takes it off its "Workload carried" (CfintLeftCPW), with the same 2.8 curve and EIU.
 */
import { isError, quote, type Result, valueError } from '../errors';
import { lookupOne } from '../catalog/lookup';
import { joinMeasurements } from '../measurements/history';
import type { Measurements } from '../measurements/read';
import { type Curve, eiu } from '../sizing/interactive';
import { cpwOfSystem, curveOf } from '../sizing/targets';
import { readCpw, readNumber } from '../typed';
import { system } from '../functions/readers';

/** The SYSTEM field's reader where it holds a number: the functions' own (functions/readers.ts). */
const SYSTEM = system('the system');

/** What a source's 100% stands for. */
export type SourceSystem =
  /** A catalog key: its processor CPW, and its 2.8 curve where it has a knee (null: no CFINT to take off). */
  | { readonly kind: 'model'; readonly key: string; readonly cpw: number; readonly curve: Curve | null }
  /** "N CPW": the CPW the file's 100% stands for; a number has no knee of its own (as on the scenarios sheet). */
  | { readonly kind: 'cpw'; readonly cpw: number }
  /** "N CPW per core": each interval's 100% is its entitlement (processing units) times N. */
  | { readonly kind: 'per-core'; readonly cpwPerCore: number };

const PER_CORE = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*CPW\s*(?:per|\/)\s*core\s*$/i;

/** The SYSTEM field as a planner types it: "720-2061-1501", "240 CPW" or "120 CPW per core". */
export function parseSourceSystem(text: string): Result<SourceSystem> {
  const perCore = PER_CORE.exec(text);
  if (perCore) {
    const n = Number(perCore[1]);
    return n > 0 ? { kind: 'per-core', cpwPerCore: n } : valueError(`${quote(text.trim())}: the CPW per core must be above 0`);
  }
  // A number not above 0 is refused as a cell holding it is (#NUM!, or missing for 0), never looked up as a
  // model; a number above 0 is a key typed without separators (7202061), a CPW is written "N CPW".
  const typed = readNumber(text);
  if (typed !== null && typed <= 0 && !text.includes('%')) {
    const refused = SYSTEM(typed);
    if (isError(refused)) return refused;
  }
  const cpw = readCpw(text);
  if (cpw !== null) return cpw > 0 ? { kind: 'cpw', cpw } : valueError(`${quote(text.trim())}: the CPW must be above 0`);
  if (text.trim() === '') return valueError('the system is empty: give a catalog key, "N CPW" or "N CPW per core"');
  const m = lookupOne(text);
  if (isError(m)) return m;
  const c = cpwOfSystem(m.key);
  if (isError(c)) return c;
  const curve = curveOf(m.key);
  // A model without a knee (a traditional system, 2.2.3; or one the PCR gives no curve for) costs no CFINT.
  return { kind: 'model', key: m.key, cpw: c, curve: isError(curve) || curve.knee >= 1 ? null : curve };
}

/** How the system reads in a message and in the JSON: the key, "240 CPW", "120 CPW per core". */
export const systemText = (s: SourceSystem): string => (s.kind === 'model' ? s.key : s.kind === 'cpw' ? `${s.cpw} CPW` : `${s.cpwPerCore} CPW per core`);

/**
 * Why a file cannot be read with its system, said with the file's name, or null: "N CPW per core"
 * needs each interval's entitlement. The command line and the pane check it as each file is read.
 */
export function entitlementRefusal(system: SourceSystem, m: Measurements, file: string): string | null {
  if (system.kind !== 'per-core' || m.entitlement !== null) return null;
  return (
    `${systemText(system)} needs a file that gives the partition's entitlement (processing units), ` +
    `and ${file} (${m.format}) gives none: give what its 100% stands for as "N CPW"`
  );
}

/** A source's history, or why its files are refused: the one at fault (its index among them) and the refusal in words. */
export type SourceHistory =
  | { readonly ok: true; readonly measurements: Measurements }
  /** `system`: the file does not suit what its 100% is (entitlementRefusal); `files`: the files overlap (joinMeasurements). */
  | { readonly ok: false; readonly fault: 'system' | 'files'; readonly index: number; readonly message: string };

/**
 * A source's files (its months), each read, as one history: each checked against what its 100% is,
 * then joined in time order (measurements/history.ts), files that overlap refused naming both. One
 * file is its own history. The command line's `--system` lines of one name and the pane's line of
 * several files both come here, so they refuse and join alike.
 */
export function sourceHistory(system: SourceSystem, files: readonly string[], read: readonly Measurements[]): SourceHistory {
  for (const [k, m] of read.entries()) {
    const unfit = entitlementRefusal(system, m, files[k]);
    if (unfit !== null) return { ok: false, fault: 'system', index: k, message: unfit };
  }
  return joinedHistory(files, read);
}

/**
 * The files joined in time order (measurements/history.ts joinMeasurements), one file as it is; or
 * the overlap refused, naming both files, the later first (its index). What `sourceHistory` joins,
 * for a form that shows a line's files before its system is given.
 */
export function joinedHistory(files: readonly string[], read: readonly Measurements[]): SourceHistory {
  if (read.length === 1) return { ok: true, measurements: read[0] };
  const joined = joinMeasurements(files, read);
  if (typeof joined !== 'string') return { ok: true, measurements: joined };
  const index = Math.max(
    0,
    files.findIndex((f) => joined.startsWith(`${f}: `)),
  );
  return { ok: false, fault: 'files', index, message: joined };
}

/** A source's files as its sheet names them: the one file, or the first and the last ("jan.csv … mar.csv"). */
export const historyFilesText = (files: readonly string[]): string => (files.length === 1 ? files[0] : `${files[0]} … ${files[files.length - 1]}`);

/** A source's work, interval by interval, in CPW. */
export interface Work {
  /** The file's times (ms, wall clock as UTC: read.ts). */
  readonly times: Float64Array;
  /** The work at each interval: utilization x what 100% stands for, less the CFINT overhead. */
  readonly cpw: Float64Array;
  /** The interactive part, utilization x the same CPW; null where the file has no interactive column (unknown, not 0). */
  readonly interactive: Float64Array | null;
  /** The CFINT overhead taken off, the most of any interval (CPW); 0 where there is no knee. */
  readonly cfintMax: number;
  /** What a planner should know about how the work was read. */
  readonly warnings: readonly string[];
}

/**
 * The CFINT overhead a measured interval holds, in CPW, as the scenarios sheet's CfintLeftCPW: the
 * EIU past the interactive utilization (2.8), and at most what the measured total holds beside the
 * interactive work (the measurement, not the curve, has the last word).
 */
export function cfintOverhead(cpw: number, curve: Curve | null, utilization: number, interactive: number): number {
  if (curve === null) return 0;
  return cpw * Math.max(0, Math.min(eiu(curve, interactive) - interactive, utilization - interactive));
}

/**
 * The work of a file measured on a system, or why the system does not fit the file: "N CPW per
 * core" needs a file that gives each interval's entitlement.
 */
export function workOf(m: Measurements, system: SourceSystem): Result<Work> {
  const n = m.cpu.length;
  const warnings: string[] = [];
  const cpw = new Float64Array(n);
  const interactive = m.interactive ? new Float64Array(n) : null;
  let cfintMax = 0;
  if (system.kind === 'per-core') {
    const ent = m.entitlement;
    if (ent === null) {
      return valueError(
        `${systemText(system)} needs a file that gives the partition's entitlement (processing units), ` +
          `and this ${m.format} gives none: give what its 100% stands for as "N CPW"`,
      );
    }
    for (let i = 0; i < n; i++) {
      const scale = ent[i] * system.cpwPerCore;
      cpw[i] = m.cpu[i] * scale;
      if (interactive) interactive[i] = m.interactive![i] * scale;
    }
    return { times: m.times, cpw, interactive, cfintMax, warnings };
  }
  const scale = system.cpw;
  const curve = system.kind === 'model' ? system.curve : null;
  if (m.ofEntitlement || m.entitlement) {
    const varies = m.entitlement !== null && m.entitlement.some((e) => e !== m.entitlement![0]);
    warnings.push(
      `the file's utilization is of the partition's entitlement, not of a whole system: ${systemText(system)} is taken as what that entitlement stands for` +
        (varies ? '; the entitlement changes during the file, so give "N CPW per core" to scale each interval by its own' : ''),
    );
  }
  if (curve !== null && interactive === null) {
    warnings.push(`${systemText(system)} has a knee (PCR 2.8) but the file has no interactive column: any CFINT overhead stays in its work`);
  }
  for (let i = 0; i < n; i++) {
    const u = m.cpu[i];
    let overhead = 0;
    if (interactive) {
      const iu = m.interactive![i];
      interactive[i] = iu * scale;
      overhead = cfintOverhead(scale, curve, u, iu);
      if (overhead > cfintMax) cfintMax = overhead;
    }
    cpw[i] = u * scale - overhead;
  }
  return { times: m.times, cpw, interactive, cfintMax, warnings };
}
