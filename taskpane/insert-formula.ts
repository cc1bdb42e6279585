/**
 * Puts a formula into the active cell: one Excel.run, two syncs (read the cell and its sheet's
 * protection, then write). A cell that already holds something is left alone: the pane never
 * overwrites a planner's work.
 */
import { NAMESPACE } from '../addin/names';
import type { Host } from './writer';
import { sheetProtected, toWriteError, WriteError } from './write-error';

export async function insertFormula(host: Host, formula: string): Promise<{ address: string }> {
  if (!host.isSetSupported('ExcelApi', '1.7')) {
    throw new WriteError(
      'too-old',
      'This version of Excel is too old to find the active cell (Excel JavaScript API 1.7, Excel 2019 or Microsoft 365). Type the formula instead: ' + formula,
    );
  }
  try {
    return await host.run(async (context) => {
      const cell = context.workbook.getActiveCell().load('address,formulas');
      const locked = cell.format.protection.load('locked');
      const sheet = cell.worksheet.load('name');
      const protection = sheet.protection.load('protected');
      await context.sync();
      if (protection.protected && locked.locked !== false) throw new WriteError('protected', sheetProtected(sheet.name));
      const current = cell.formulas[0][0];
      if (current !== '' && current !== null) {
        throw new WriteError('not-empty', `The active cell ${cell.address} is not empty. Select an empty cell, then insert again.`);
      }
      cell.formulas = [[formula]];
      await context.sync();
      return { address: cell.address };
    });
  } catch (e) {
    throw toWriteError(e);
  }
}

/**
 * The formula a function's Insert button writes: Excel refuses a call with too few arguments and
 * an open bracket, so each required argument is an empty text "" (the function then answers with
 * "<argument> is missing" until the planner fills it in) and optional ones are left out.
 */
export function formulaSkeleton(fn: { readonly name: string; readonly parameters: readonly { readonly optional?: boolean }[] }): string {
  const required = fn.parameters.filter((p) => !p.optional).length;
  return `=${NAMESPACE}.${fn.name}(${new Array(required).fill('""').join(',')})`;
}
