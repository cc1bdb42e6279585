/**
 * Errors are values, not exceptions: the core returns a SizingError for bad input and the Excel
 * adapter turns its kind into #VALUE!, #NUM! or #N/A once (functions/excel.ts).
 */
export type ErrorKind = 'value' | 'num' | 'na';

export class SizingError {
  constructor(
    readonly kind: ErrorKind,
    readonly message: string,
  ) {}
}

export type Result<T> = T | SizingError;

export const isError = (x: unknown): x is SizingError => x instanceof SizingError;

/** Wrong type of argument: #VALUE!. */
export const valueError = (message: string): SizingError => new SizingError('value', message);
/** A number out of range: #NUM!. */
export const numError = (message: string): SizingError => new SizingError('num', message);
/** Unknown or ambiguous model, a cell not in a table, a rule that does not cover the model: #N/A. */
export const naError = (message: string): SizingError => new SizingError('na', message);

/** No key, name or label the documents print is longer than this; a message quotes at most this much of an input. */
export const MAX_QUOTED = 100;

/** An input as a message quotes it: in double quotes, cut at MAX_QUOTED characters. */
export const quote = (text: string): string =>
  `"${text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…" (${text.length} characters)` : `${text}"`}`;
