/**
 * A target of a consolidation: how much of it the combined work takes, and, where the planner gives
 * the cores its CPW is rated for, the processing units a shared pool and each partition need.
 *
 * - The planning guideline: PCR V4R5 2.12 (line 847), keep CPU utilization at 70% or less
 *   (PLANNING_GUIDELINE).
 * - The allowance: PCR V4R5 18.5 (line 6341), "a partition may have about 10% less capacity than an
 *   equivalent stand-alone system if all partitions will be running their peak loads concurrently".
 *   A partition's processing units are therefore its work over (CPW per core x guideline x (1 -
 *   allowance)), and so is the shared pool's.
 */
import { isError, numError, type Result } from '../errors';
import { isPast, LIMIT_DECIMALS } from '../measurements/boundary';
import { ownSystemOfRow, targetStatus, type OwnSystem, type TargetRowCell } from '../sizing/targets';
import { ALERT_TARGET } from '../sizing/interactive';

/**
 * PCR V4R5 18.5 (line 6341): "about 10% less capacity than an equivalent stand-alone system", the
 * same guideline AS400.LPARCAPACITY applies (sizing/storage.ts: a test holds the two together). Its
 * own figure, not 1 - LPAR_CONCURRENT_PEAK_FACTOR: the pane's Consolidation chunk would otherwise
 * pull storage.ts out of the functions bundle's concatenated modules, past that bundle's budget.
 */
export const PARTITION_ALLOWANCE = 0.1;
/** The step a partition's processing units are shown rounded up to where the planner sets none. */
export const DEFAULT_GRANULARITY = 0.05;

/** A target of the planner's own (sizing/targets.ts) and the number of cores its CPW is for; null where not given. */
export interface ConsolidationTarget {
  readonly system: OwnSystem;
  readonly cores: number | null;
}

/**
 * A target as a line of the pane's form gives it: the five cells of a target row (read as the
 * functions read one) and the cores its CPW is for, blank (null) where not given.
 */
export function consolidationTarget(row: readonly TargetRowCell[], cores: number | null): Result<ConsolidationTarget> {
  const system = ownSystemOfRow(row);
  if (isError(system)) return system;
  if (cores !== null && !(cores > 0)) return numError(`${system.name}: the cores its CPW is for must be above 0, got ${cores}`);
  return { system, cores };
}

export interface PartitionUnits {
  readonly name: string;
  readonly processingUnits: number;
}

export interface TargetAnswer {
  readonly name: string;
  readonly cpw: number;
  readonly cores: number | null;
  readonly source: string;
  /** The combined work at the statistic over the target's CPW. */
  readonly utilization: number;
  /** Whether that is within the planning guideline (2.12). */
  readonly fits: boolean;
  /** The combined interactive work's place on the target's curve (sizing/targets.ts STATUS: 2.8 and 2.10); null where some source's is unknown. */
  readonly interactiveStatus: string | null;
  /** The processing units of one shared pool for all the sources; null without cores. */
  readonly sharedPool: number | null;
  /** Each source as a partition of its own, by its own figure; null without cores. */
  readonly partitions: readonly PartitionUnits[] | null;
  /** What is missing for the processing units; null where nothing is. */
  readonly missing: string | null;
}

/** Processing units written to the granularity's decimals, two at least (0.05: 5.75; 0.001: 5.727). */
export const unitsShown = (x: number, granularity: number): string => x.toFixed(Math.max(2, (String(granularity).split('.')[1] ?? '').length));

/** x rounded up to a multiple of the granularity (0.05: 0.81 → 0.85), free of the float noise of the division. */
export function roundUpTo(x: number, granularity: number): number {
  const steps = Math.ceil(Number((x / granularity).toPrecision(12)));
  return Number((steps * granularity).toPrecision(12));
}

/** CPW a processing unit carries within the guideline, less the allowance: CPW per core x guideline x (1 - allowance). */
export const cpwPerUnit = (cpwPerCore: number, guideline: number, allowance: number): number => cpwPerCore * guideline * (1 - allowance);

export function answerTarget(
  t: ConsolidationTarget,
  combined: number,
  combinedInteractive: number | null,
  sources: readonly { name: string; value: number }[],
  guideline: number,
  allowance: number,
): TargetAnswer {
  const { system, cores } = t;
  const utilization = combined / system.cpw;
  // The combined interactive work as one system of that CPW at 100% interactive: its share of the target is then its CPW over the target's.
  const status = combinedInteractive === null ? null : targetStatus(combinedInteractive, 1, system, ALERT_TARGET);
  const base = {
    name: system.name,
    cpw: system.cpw,
    cores,
    source: system.source,
    utilization,
    fits: !isPast(utilization, guideline, LIMIT_DECIMALS),
    interactiveStatus: status === null || isError(status) ? null : status,
  };
  if (cores === null) {
    return {
      ...base,
      sharedPool: null,
      partitions: null,
      missing:
        `${system.name}: the number of cores its ${system.cpw} CPW is for (the sixth field of ` +
        `--target): without it there are no processing units, only the utilization`,
    };
  }
  const unit = cpwPerUnit(system.cpw / cores, guideline, allowance);
  return {
    ...base,
    sharedPool: combined / unit,
    partitions: sources.map((s) => ({ name: s.name, processingUnits: s.value / unit })),
    missing: null,
  };
}
