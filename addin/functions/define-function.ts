/**
 * A custom function declared once, in the core: its readers (one a parameter, in order: the function
 * reference and the empty-row rule read them), how it answers a call's arguments, and its portable
 * twin where a template writes it (the native Excel of a call, portable.ts); its id is its key in
 * SPECS (index.ts). Excel's adapter (functions/) and the templates' evaluator run the same spec; only
 * what a result cell becomes differs (`finish`: an Excel error value, or the plan's), so a value reads
 * and a message says the same in a cell, a template and the command line.
 */
import type { Result } from '../errors';
import { cellwise, spill } from './apply';
import type { Arg, Cell } from './cells';
import type { Twin } from './portable';
import type { Reader, Readers, Values } from './readers';

export type Finish<O> = (value: Result<Cell>) => O;

export interface FunctionSpec {
  readonly readers: readonly Reader<unknown>[];
  /** The result grid for the arguments as Excel passes them (see cells.ts); a promise where the answer loads data first. */
  run<O>(args: readonly Arg[], finish: Finish<O>): O[][] | Promise<O[][]>;
  /** The native Excel a portable sheet writes for a call; none for a function no template writes in a portable sheet. */
  readonly twin?: Twin;
}

/** A spec with a portable twin: the compiler lets a portable template call only these (TwinId, index.ts). */
export interface PortableSpec extends FunctionSpec {
  readonly twin: Twin;
}

/** A spec whose readers meet its arguments cell by cell (cellwise): a range gives a range of results. */
export function cells<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell>): FunctionSpec;
export function cells<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell>, twin: Twin): PortableSpec;
export function cells<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell>, twin?: Twin): FunctionSpec {
  return { readers: readers as readonly Reader<unknown>[], run: (args, finish) => cellwise(readers, compute, args, finish), twin };
}

/** A spec that spills a list or a table from one value an argument. */
export function spilled<T extends readonly unknown[]>(readers: Readers<T>, compute: (...args: Values<T>) => Result<Cell[][]>): FunctionSpec {
  return { readers: readers as readonly Reader<unknown>[], run: (args, finish) => spill(readers, compute, args, finish) };
}

/** A spec that reads its arguments its own way (a history of points, a mix of loads, rows of a table). */
export function custom(readers: readonly Reader<unknown>[], run: FunctionSpec['run']): FunctionSpec;
export function custom(readers: readonly Reader<unknown>[], run: FunctionSpec['run'], twin: Twin): PortableSpec;
export function custom(readers: readonly Reader<unknown>[], run: FunctionSpec['run'], twin?: Twin): FunctionSpec {
  return { readers, run, twin };
}

export { cellwise, spill } from './apply';
export * from './cells';
export * from './readers';
