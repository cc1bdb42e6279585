/**
 * What Excel adds to a function's spec (addin/functions): its calls come as ranges (any[][]) and its
 * answers go back as a grid in which a core error becomes a CustomFunctions.Error in its own cell.
 * Reading and computing are the spec's, the same for the templates and the command line.
 */
import { isError, numError, type Result, type SizingError } from '../addin/errors';
import type { Arg, Cell } from '../addin/functions/cells';
import type { FunctionSpec } from '../addin/functions/define-function';

export type Out = number | string | boolean | CustomFunctions.Error;

const CODES = { value: 'invalidValue', num: 'invalidNumber', na: 'notAvailable' } as const;

export function toExcelError(e: SizingError): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode[CODES[e.kind]], e.message);
}

/** A result cell: errors become Excel errors; NaN or Infinity can never reach the sheet; nothing (null) shows empty, never 0. */
export function toCell(value: Result<Cell>): Out {
  if (isError(value)) return toExcelError(value);
  if (value === null) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return toExcelError(numError('the result is not a finite number'));
  }
  return value as Out;
}

/** Runs a spec on the arguments as Excel passes them: a grid, or its promise where the spec loads data first (SRRATE, SOURCE). */
export function excel(spec: FunctionSpec, args: readonly Arg[]): any {
  return spec.run(args, toCell);
}
