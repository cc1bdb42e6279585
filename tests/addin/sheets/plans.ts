/** Plans of every template as the command line makes them: the functions' specs compute the cached values. */
import { loadFunctions } from '../../../cli/registry';
import { as400Call } from '../../../addin/workbook/call';
import { planWorkbook, type PlanRequest, TEMPLATES } from '../../../addin/sheets';
import { isError } from '../../../addin/errors';
import { allCells, type CellPlan, type Scalar, type SheetPlan, type WorkbookPlan } from '../../../addin/workbook/plan';
import type { InputValues, Mode } from '../../../addin/workbook/template';

const functions = loadFunctions();
export const call = as400Call;
export const FUNCTION_IDS = new Set(functions.keys());

export function plan(ids: readonly string[], mode: Mode, extra: Partial<PlanRequest> = {}, inputs: Record<string, InputValues> = {}): WorkbookPlan {
  const p = planWorkbook({ templates: ids.map((id) => ({ id, inputs: inputs[id] })), mode, ...extra });
  if (isError(p)) throw new Error(p.message);
  return p;
}

export const ALL = TEMPLATES.map((t) => t.id);

/** The cell a label (column A) names, in column B. */
export function outputOf(sheet: SheetPlan, label: string): Scalar | undefined {
  const labelCell = sheet.cells.find((c) => c.value === label && c.ref.startsWith('A'));
  if (!labelCell) throw new Error(`${sheet.name}: no row labelled "${label}"`);
  return sheet.cells.find((c) => c.ref === `B${labelCell.ref.slice(1)}`)?.value;
}

/** A cell of a sheet, its data rows' included. */
export const cellAt = (sheet: SheetPlan, ref: string): CellPlan | undefined => allCells(sheet).find((c) => c.ref === ref);

/** The cells a sheet-scoped name refers to, without the sheet and the dollars ("B5", "B5:E5"). */
export function namedRef(sheet: SheetPlan, name: string): string {
  const n = sheet.names.find((x) => x.name === name);
  if (!n) throw new Error(`${sheet.name}: no name ${name}`);
  return n.refersTo.split('!')[1].replace(/\$/g, '');
}
