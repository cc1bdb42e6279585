/**
 * How a template's AS400 call is computed: by the function's spec (addin/functions), as Excel's adapter
 * runs it, with each result cell made what the plan holds (an error value with the core's message
 * where Excel would show #VALUE!, #NUM! or #N/A), so a cached value is what the cell would show.
 */
import { type ErrorKind, isError, type Result } from '../errors';
import type { Cell } from '../functions/cells';
import { specOf } from '../functions';
import type { ErrorCode, Scalar } from './plan';
import type { As400Call } from './template';

const CODES: Readonly<Record<ErrorKind, ErrorCode>> = { value: '#VALUE!', num: '#NUM!', na: '#N/A' };

/** A result cell as the plan holds it: what toCell (functions/excel.ts) makes of it in Excel. */
function planValue(value: Result<Cell>): Scalar {
  if (isError(value)) return { error: CODES[value.kind], message: value.message };
  if (typeof value === 'number') return Number.isFinite(value) ? value : { error: '#NUM!', message: 'the result is not a finite number' };
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return '';
}

/** The whole answer of AS400.<id> (a spilled list, a column), as the plan holds values. */
export function as400Grid(id: string, args: Parameters<As400Call>[1]): Scalar[][] {
  const spec = specOf(id);
  if (!spec) return [[{ error: '#NAME?', message: `AS400.${id} is not a function of the add-in` }]];
  const result = spec.run(args as never, planValue);
  // SRRATE loads its tables first; a template's values are computed at once, so it has none.
  if (result instanceof Promise) return [[{ error: '#N/A', message: `AS400.${id} answers later; a template cannot hold it` }]];
  return result;
}

/** The cell a formula of AS400.<id> shows: the first of its answer. */
export const as400Call: As400Call = (id, args) => as400Grid(id, args)[0]?.[0] ?? '';
