/**
 * Carrying a measured workload from the system it was measured on to another: the same work is
 * the same number of CPW anywhere, so its utilization scales by the ratio of the two processor
 * CPWs. The PCR rates every system by CPW as its relative performance (2.2.3, line 442: "Relative
 * performance measurements are derived from commercial processing workload (CPW)"; 2.4, line 504:
 * processor CPW "represents the relative performance (maximum capacity) of a processor feature")
 * and says CPU-bound run time "scales inversely with Relative Performance Rating (CPWs)" (3.1,
 * line 999). The interactive share carried is then read through the target's own knee (2.8).
 *
 * A target is a catalog key, a processor CPW, or a system of the planner's own: current IBM Power
 * systems are rated in IBM's own publications, which the add-in does not carry, so the planner
 * declares them with their source.
 */
import { isError, MAX_QUOTED, naError, numError, quote, type Result, valueError } from '../errors';
import { lookupOne } from '../catalog/lookup';
import { alertShare, type Curve, curveOfModel, curveOfRule, eiu, interactiveThreshold, KNEE_RULES, type KneeRule } from './interactive';

/** A target system of the planner's own, read from IBM's publications: always shown as such, never mixed with Appendix D. */
export interface OwnSystem {
  readonly name: string;
  readonly cpw: number;
  /** Interactive CPW; the whole processor CPW where the edition entitles all of it to interactive work. */
  readonly interactive: number;
  readonly rule: KneeRule;
  /** Document, date and page the ratings come from: required. */
  readonly source: string;
}

export type System = string | number | OwnSystem;

const isOwn = (s: System): s is OwnSystem => typeof s === 'object';

/** A name as a message shows it: as typed, or quoted and cut where it is too long to show whole. */
const label = (name: string): string => (name.length > MAX_QUOTED ? quote(name) : name.trim());

/**
 * A row of a planner's targets table: name, processor CPW, interactive CPW ("all", or empty, for
 * the whole CPW), knee rule (empty: "none", as a system without an interactive limit), source.
 */
export function ownSystem(name: string, cpw: number, interactive: number | string | null, rule: string | null, source: string): Result<OwnSystem> {
  if (name.trim() === '') return valueError('a target of your own needs a name');
  const who = label(name);
  if (!(cpw > 0)) return numError(`${who}: processor CPW must be above 0, got ${cpw}`);
  const all = interactive === null || (typeof interactive === 'string' && /^\s*(all)?\s*$/i.test(interactive));
  if (!all && typeof interactive !== 'number') return valueError(`${who}: interactive CPW must be a number or "all", got ${quote(String(interactive))}`);
  const i = all ? cpw : (interactive as number);
  if (i < 0 || i > cpw) return numError(`${who}: interactive CPW must be from 0 to the processor CPW ${cpw}, got ${i}`);
  const r = rule === null || rule.trim() === '' ? 'none' : KNEE_RULES.find((k) => k === rule.trim().toLowerCase());
  if (r === undefined) return naError(`${who}: unknown knee rule ${quote(rule ?? '')}: use ${KNEE_RULES.map((k) => `"${k}"`).join(', ')}`);
  if (source.trim() === '')
    return valueError(`${who}: give the source of its ratings (document, date, page): the add-in carries no rating the PCR does not print`);
  return { name: name.trim(), cpw, interactive: i, rule: r, source: source.trim() };
}

/** A cell of a targets row as a host passes it: Excel desktop passes an empty cell as 0, the web as null or "". */
export type TargetRowCell = number | string | boolean | null;

const isEmptyRowCell = (c: TargetRowCell | undefined): boolean => c === null || c === undefined || c === '' || c === 0;
const rowText = (c: TargetRowCell | undefined): string => (isEmptyRowCell(c) ? '' : String(c));

/**
 * A row of a targets table. Each cell reads an empty cell as a function parameter declares its own,
 * so that Excel desktop (an empty cell is 0) and the web (null) give one answer, and a 0 reads as
 * empty in every cell: name, missing (#VALUE!); processor CPW, missing (#NUM!); interactive CPW, the
 * whole processor CPW, as "all"; knee rule, "none"; source, missing (#VALUE!). No name, source or
 * knee rule is 0, and a processor CPW of 0 is refused either way.
 */
export function ownSystemOfRow(cells: readonly TargetRowCell[]): Result<OwnSystem> {
  const [name, cpw, interactive, rule, source] = cells;
  if (typeof cpw !== 'number' && !isEmptyRowCell(cpw)) {
    return valueError(`${label(rowText(name)) || 'a target of your own'}: processor CPW must be a number, got ${quote(String(cpw))}`);
  }
  const i = isEmptyRowCell(interactive) ? null : typeof interactive === 'number' ? interactive : String(interactive);
  return ownSystem(rowText(name), isEmptyRowCell(cpw) ? 0 : (cpw as number), i, isEmptyRowCell(rule) ? null : String(rule), rowText(source));
}

/** Processor CPW of a system. */
export function cpwOfSystem(s: System): Result<number> {
  if (isOwn(s)) return s.cpw;
  if (typeof s === 'number') return s;
  const m = lookupOne(s);
  if (isError(m)) return m;
  return m.processorCpw ?? naError(`${m.key}: Table ${m.table} prints no processor CPW`);
}

/**
 * The interactive curve of a system (2.8). A CPW number has no interactive limit of its own (as a
 * current system whose edition entitles the whole CPW): give a target row for one that does.
 */
export function curveOf(s: System): Result<Curve> {
  if (isOwn(s)) return curveOfRule(s.cpw, s.interactive, s.rule);
  if (typeof s === 'number') return curveOfRule(s, s, 'none');
  const m = lookupOne(s);
  return isError(m) ? m : curveOfModel(m);
}

/** The share of the target's CPU the same work takes: utilization x CPW(source) / CPW(target); above 1 it does not fit. */
export function targetUtilization(source: System, utilization: number, target: System): Result<number> {
  const from = cpwOfSystem(source);
  if (isError(from)) return from;
  const to = cpwOfSystem(target);
  return isError(to) ? to : (utilization * from) / to;
}

/** EIU of the interactive work carried to the target, on the target's curve: 1 once the share passes 1. */
export function targetEiu(source: System, interactive: number, target: System): Result<number> {
  const share = targetUtilization(source, interactive, target);
  if (isError(share)) return share;
  const curve = curveOf(target);
  if (isError(curve)) return curve;
  return share > 1 ? 1 : eiu(curve, share);
}

/**
 * CPW of the target left once the carried work runs: CPW x (1 - total share - CFINT overhead),
 * the overhead being the EIU past the interactive share (2.8). Negative: the CPW it is short by.
 */
export function targetCpwLeft(source: System, utilization: number, interactive: number, target: System): Result<number> {
  if (interactive > utilization)
    return numError(`interactive_utilization ${interactive} is above the total utilization ${utilization}: interactive work is part of the total`);
  const total = targetUtilization(source, utilization, target);
  if (isError(total)) return total;
  const i = targetUtilization(source, interactive, target);
  const e = targetEiu(source, interactive, target);
  const cpw = cpwOfSystem(target);
  if (isError(i) || isError(e) || isError(cpw)) return [i, e, cpw].find(isError)!;
  return cpw * (1 - total - Math.max(0, e - Math.min(i, 1)));
}

/**
 * 2.10's alert threshold of a system on its curve, `alert` of the threshold: as AS400.INTTHRESHOLD
 * reads a catalog row, twice the knee for a row of your own under the 1/3 rule.
 */
export function alertThresholdOf(system: System, curve: Curve, alert: number): Result<number> {
  if (isOwn(system) || typeof system === 'number') return alertShare(curve, alert, isOwn(system) && system.rule === '1/3');
  const m = lookupOne(system);
  return isError(m) ? m : interactiveThreshold(m, alert);
}

export const STATUS = { under: 'under the threshold', knee: 'up to the knee', past: 'past the knee', none: 'no knee' } as const;

/**
 * Where the carried interactive work sits on the target (2.10, 2.8): under the alert threshold
 * (`alert` of the threshold, 70% by default), between it and the knee, or past the knee (CFINT
 * overhead, the whole CPU at 100% and beyond, or held at a V4R5 model's interactive CPW). A system
 * with no interactive limit has no knee.
 */
export function targetStatus(source: System, interactive: number, target: System, alert: number): Result<string> {
  const share = targetUtilization(source, interactive, target);
  if (isError(share)) return share;
  const curve = curveOf(target);
  if (isError(curve)) return curve;
  if (curve.kind === 'cap' && curve.knee >= 1) return STATUS.none;
  const threshold = alertThresholdOf(target, curve, alert);
  if (isError(threshold)) return threshold;
  // Past the knee is where the share lies, not whether the EIU leaves it: at 100% both are 1.
  if (share > curve.knee) return STATUS.past;
  return share <= threshold ? STATUS.under : STATUS.knee;
}
