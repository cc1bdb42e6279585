/**
 * The planner's options of a consolidation that the command line and the task pane both take, read
 * by one reader each, so `--growth NAME=15%` and the pane's growth of a system, `--fits-years` and
 * the pane's years, refuse and accept the same values with the same words.
 */
import { type Result, valueError } from '../errors';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import type { InputSpec } from '../workbook/template';
import { readNumber } from '../typed';
import { DEFAULT_GRANULARITY, PARTITION_ALLOWANCE } from './targets';

/** The years a target may be asked to hold the grown work for: whole years, 1 to 10. */
export const FITS_YEARS_MIN = 1;
export const FITS_YEARS_MAX = 10;

/**
 * A system's growth a year as a planner types it: a share above -100% and at most 100% ("15%",
 * "0.15"). A growth over 100% a year is far more likely a percent typed without its sign (15 for
 * 15%) than a real rate, so it is refused with what it would read as.
 */
export function readGrowthRate(text: string): Result<number> {
  const rate = readNumber(text);
  if (rate !== null && rate > -1 && rate <= 1) return rate;
  return valueError(
    `give a system's growth a year as a share, above -100% and at most 100%, ` +
      `e.g. 15% or 0.15${rate !== null && rate > 1 ? ` (${text.trim()} reads as ${Number((rate * 100).toFixed(1))}% a year)` : ''}`,
  );
}

/** The years a target must hold the grown work to fit: a whole number, 1 to 10. */
export function readFitsYears(text: string): Result<number> {
  const y = Number(text.trim());
  if (text.trim() !== '' && Number.isInteger(y) && y >= FITS_YEARS_MIN && y <= FITS_YEARS_MAX) return y;
  return valueError(`give the whole years a target must hold the grown work, ${FITS_YEARS_MIN} to ${FITS_YEARS_MAX}`);
}

/** Why a per-core guideline cannot be planned for these targets, or null: each must give the cores its CPW is for (guideline.ts). */
export function perCoreRefusal(targets: readonly { readonly system: { readonly name: string }; readonly cores: number | null }[]): string | null {
  const bare = targets.find((t) => t.cores === null);
  return bare ? `the target ${bare.system.name} gives no CORES, and the guideline is by cores: give each target its cores` : null;
}

/**
 * The shares and the step a consolidation is planned with, as the pane's fields and the command line's
 * --guideline, --allowance and --granularity read them (workbook/inputs.ts readInput): one reader and
 * one message each, named by the field's label.
 */
export const GUIDELINE_INPUT: InputSpec = {
  name: 'Guideline',
  label: 'Planning guideline',
  kind: 'fraction',
  value: PLANNING_GUIDELINE,
  min: 0.01,
  max: 1,
  help: 'PCR 2.12 (line 847): keep CPU utilization at 70% or less.',
};
export const ALLOWANCE_INPUT: InputSpec = {
  name: 'Allowance',
  label: 'Partition allowance',
  kind: 'fraction',
  value: PARTITION_ALLOWANCE,
  min: 0,
  max: 0.99,
  help: 'PCR 18.5 (line 6341): about 10% less capacity for a partition when all run their peaks together.',
};
export const GRANULARITY_INPUT: InputSpec = {
  name: 'Granularity',
  label: 'Processing units rounded up to',
  kind: 'number',
  value: DEFAULT_GRANULARITY,
  min: 0.0001,
  max: 1,
  help: `The step the sheet rounds processing units up to (${DEFAULT_GRANULARITY} by default).`,
};
