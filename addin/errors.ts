/**
 * Errors are values, not exceptions: the core returns a SizingError for bad input and the Excel
 * adapter turns its kind into #VALUE!, #NUM! or #N/A once (functions/excel.ts).
 */
export type ErrorKind = 'value' | 'num' | 'na';

/**
 * Where an error is, for code that points at it (the pane marks a table's line, the command line
 * names a file's line and column) rather than reading the message: a file's or a table's line and
 * column, from 1, and the parameter or input read.
 */
export interface ErrorPlace {
  readonly parameter?: string;
  readonly line?: number;
  readonly column?: number;
}

export class SizingError {
  constructor(
    readonly kind: ErrorKind,
    readonly message: string,
    readonly at: ErrorPlace = {},
  ) {}
}

export type Result<T> = T | SizingError;

export const isError = (x: unknown): x is SizingError => x instanceof SizingError;

/** Wrong type of argument: #VALUE!. */
export const valueError = (message: string, at?: ErrorPlace): SizingError => new SizingError('value', message, at);
/** A number out of range: #NUM!. */
export const numError = (message: string, at?: ErrorPlace): SizingError => new SizingError('num', message, at);
/** Unknown or ambiguous model, a cell not in a table, a rule that does not cover the model: #N/A. */
export const naError = (message: string, at?: ErrorPlace): SizingError => new SizingError('na', message, at);

/** The same error said within a wider place: its message after `where`, its place kept and `at` added. */
export const within = (where: string, e: SizingError, at: ErrorPlace = {}): SizingError =>
  new SizingError(e.kind, `${where}: ${e.message}`, { ...e.at, ...at });

/** No key, name or label the documents print is longer than this; a message quotes at most this much of an input. */
export const MAX_QUOTED = 100;

/** An input as a message quotes it: in double quotes, cut at MAX_QUOTED characters. */
export const quote = (text: string): string => `"${text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…" (${text.length} characters)` : `${text}"`}`;
