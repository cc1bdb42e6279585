/**
 * What went wrong with a write, in words a planner can act on. Office.js reports errors as codes
 * (OfficeExtension.Error.code); the few a planner can cause and fix get a sentence of their own.
 */
export type WriteErrorKind = 'cell-edit' | 'protected' | 'too-old' | 'plan' | 'not-empty' | 'excel';

export class WriteError extends Error {
  constructor(
    readonly kind: WriteErrorKind,
    message: string,
    /** Sheets the writer had added and removed again after the failure. */
    readonly removed: readonly string[] = [],
  ) {
    super(message);
  }
}

export const CELL_EDIT = 'Excel is editing a cell, and add-ins cannot change the workbook until it stops. Press Enter or Esc in the cell, then try again.';

export const STRUCTURE_PROTECTED = 'The workbook structure is protected, so no sheet can be added. Unprotect it (Review > Protect Workbook), then try again.';

export const sheetProtected = (sheet: string): string =>
  `The sheet "${sheet}" is protected and the active cell is locked. Unprotect the sheet (Review > Unprotect Sheet) or select an unlocked cell, then try again.`;

const codeOf = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e && typeof (e as { code: unknown }).code === 'string' ? (e as { code: string }).code : undefined;

/** Turns whatever Excel.run or sync threw into a WriteError with a sentence for the planner. */
export function toWriteError(e: unknown): WriteError {
  if (e instanceof WriteError) return e;
  const code = codeOf(e);
  const detail = e instanceof Error ? e.message : String(e);
  switch (code) {
    case 'InvalidOperationInCellEditMode':
      return new WriteError('cell-edit', CELL_EDIT);
    case 'AccessDenied':
      return new WriteError(
        'protected',
        `Excel refused the change because the workbook or the sheet is protected. Unprotect it (Review tab), then try again. (${detail})`,
      );
    case 'ApiNotFound':
      return new WriteError(
        'too-old',
        `This version of Excel lacks a feature the sheet uses, so nothing was written. Update Office (Excel 2019, 2021 or Microsoft 365). (${detail})`,
      );
    default:
      return new WriteError('excel', `Excel could not finish writing: ${detail}${code ? ` (${code})` : ''}`);
  }
}
