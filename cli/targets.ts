/**
 * --target "NAME;CPW;INTERACTIVE;RULE;SOURCE": a target system of the planner's own, for `call`
 * (an argument that names it stands for its row) and for `workbook` (the targets table of the
 * scenarios sheet). Checked as the functions check a row of that table.
 */
import { isError, type Result, SizingError, valueError } from '../addin/errors';
import { ownNameClash } from '../addin/sizing/own-name';
import { ownSystemOfRow } from '../addin/sizing/targets';
import { readNumber } from '../addin/typed';

export type TargetRow = readonly [name: string, cpw: number, interactive: number | string, rule: string, source: string];

export const TARGET_USAGE = '--target "NAME;CPW;INTERACTIVE CPW or all;KNEE RULE;SOURCE (document, date, page)"';

export function parseTarget(spec: string): Result<TargetRow> {
  const parts = spec.split(';').map((p) => p.trim());
  if (parts.length !== 5) return valueError(`${TARGET_USAGE}: five fields separated by ";", got ${parts.length} in "${spec}"`);
  const [name, cpwText, interactiveText, rule, source] = parts;
  const cpw = readNumber(cpwText);
  if (cpw === null) return valueError(`--target ${name}: processor CPW must be a number, got "${cpwText}"`);
  const interactive = interactiveText === '' ? 'all' : (readNumber(interactiveText) ?? interactiveText);
  const checked = ownSystemOfRow([name, cpw, interactive, rule, source]);
  if (isError(checked)) return checked;
  // An argument naming the target would stand for this row, shadowing the catalog's key of that name.
  const clash = ownNameClash(name);
  return clash ? new SizingError(clash.kind, `--target "${spec}": ${clash.message}`) : [name, cpw, interactive, rule, source];
}

/** Call arguments with each one that names a declared target replaced by that target's row. */
export function withTargets(args: readonly unknown[], targets: readonly TargetRow[]): unknown[] {
  return args.map((a) => {
    const t = typeof a === 'string' ? targets.find((r) => r[0].toLowerCase() === a.trim().toLowerCase()) : undefined;
    return t ? [[...t]] : a;
  });
}
