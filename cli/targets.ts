/**
 * --target "NAME;CPW;INTERACTIVE;RULE;SOURCE[;CORES]": a target system of the planner's own, for
 * `call` (an argument that names it stands for its row), for `workbook` (the targets table of the
 * scenarios sheet) and for `consolidate`, which alone reads the sixth field: the number of cores the
 * CPW is rated for, to size partitions in processing units. The others check it and leave it, so one
 * --target serves every command. Checked as the functions check a row of that table.
 */
import { isError, type Result, valueError, within } from '../addin/errors';
import { ownNameClash } from '../addin/sizing/own-name';
import { ownSystemOfRow } from '../addin/sizing/targets';
import { readNumber } from '../addin/typed';

export type TargetRow = readonly [name: string, cpw: number, interactive: number | string, rule: string, source: string];

export const TARGET_USAGE = '--target "NAME;CPW;INTERACTIVE CPW or all;KNEE RULE;SOURCE (document, date, page)"';
/** The form consolidate reads: the five fields and the cores. */
export const TARGET_CORES_USAGE = '--target "NAME;CPW;INTERACTIVE CPW or all;KNEE RULE;SOURCE (document, date, page);CORES"';

/** A target row and the cores its CPW is for (null where the sixth field is absent or empty). */
export function parseTargetWithCores(spec: string): Result<{ row: TargetRow; cores: number | null }> {
  const parts = spec.split(';').map((p) => p.trim());
  if (parts.length !== 5 && parts.length !== 6) {
    return valueError(`${TARGET_USAGE}: five fields separated by ";" (a sixth, CORES, for consolidate), got ${parts.length} in "${spec}"`);
  }
  const [name, cpwText, interactiveText, rule, source, coresText = ''] = parts;
  const cpw = readNumber(cpwText);
  if (cpw === null) return valueError(`--target ${name}: processor CPW must be a number, got "${cpwText}"`);
  const cores = coresText === '' ? null : readNumber(coresText);
  if (coresText !== '' && !(cores !== null && cores > 0)) {
    return valueError(`--target ${name}: CORES, the sixth field, must be the number of cores its CPW is for (above 0), got "${coresText}"`);
  }
  const interactive = interactiveText === '' ? 'all' : (readNumber(interactiveText) ?? interactiveText);
  const checked = ownSystemOfRow([name, cpw, interactive, rule, source]);
  if (isError(checked)) return checked;
  // An argument naming the target would stand for this row, shadowing the catalog's key of that name.
  const clash = ownNameClash(name);
  return clash ? within(`--target "${spec}"`, clash) : { row: [name, cpw, interactive, rule, source], cores };
}

export function parseTarget(spec: string): Result<TargetRow> {
  const t = parseTargetWithCores(spec);
  return isError(t) ? t : t.row;
}

/** Call arguments with each one that names a declared target replaced by that target's row. */
export function withTargets(args: readonly unknown[], targets: readonly TargetRow[]): unknown[] {
  return args.map((a) => {
    const t = typeof a === 'string' ? targets.find((r) => r[0].toLowerCase() === a.trim().toLowerCase()) : undefined;
    return t ? [[...t]] : a;
  });
}
