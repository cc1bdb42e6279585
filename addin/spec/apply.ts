/**
 * How a function's readers and compute meet its arguments: cell by cell over ranges (cellwise), or
 * one value each into a spilled list (spill). Each result cell goes through `finish`, so Excel's
 * adapters make their error values in the same pass and the core keeps its own.
 */
import { isError, type Result, SizingError, valueError } from '../errors';
import { type Arg, type Cell, isEmptyCell, plainCell } from './cells';
import type { Reader, Readers, Values } from './readers';

/** compute(...values) without the cost of a spread, for the arities the functions have. */
function invoke(call: (...args: unknown[]) => Result<Cell>, v: unknown[]): Result<Cell> {
  switch (v.length) {
    case 1:
      return call(v[0]);
    case 2:
      return call(v[0], v[1]);
    case 3:
      return call(v[0], v[1], v[2]);
    case 4:
      return call(v[0], v[1], v[2], v[3]);
    case 5:
      return call(v[0], v[1], v[2], v[3], v[4]);
    default:
      return call(...v);
  }
}

const varies = (arg: Arg): boolean => Array.isArray(arg) && (arg.length > 1 || arg[0].length > 1);

/**
 * The arguments whose cells make up a row for the empty-row rule. In a call over ranges, the
 * arguments that vary from row to row, when a required one does: a constant given once does not
 * make a row non-blank, so =AS400.EIU(A2:A5000, 0.3) answers empty cells below its list. Where
 * only optional ones vary, every required argument and those: =AS400.CPW("720-2061-1501", B2:B9)
 * answers the newest rating where B is empty. In a one-cell call, every argument, so
 * =AS400.RECOMMEND(0, 42) is not an empty row. None for a function without a required argument
 * (=AS400.MODELS() lists every row).
 */
function rowCells(readers: readonly Reader<unknown>[], args: readonly Arg[], oneCell: boolean): number[] {
  if (readers.every((r) => r.empty.kind === 'omitted')) return [];
  const all = readers.map((_, k) => k);
  if (oneCell) return all;
  const required = all.filter((k) => readers[k].empty.kind !== 'omitted');
  if (required.some((k) => varies(args[k]))) return all.filter((k) => varies(args[k]));
  return all.filter((k) => readers[k].empty.kind !== 'omitted' || varies(args[k]));
}

/** Whether the row's cells are all empty (null or "" from the web, 0 from Excel desktop), so it answers an empty cell. */
function emptyRow(cells: readonly number[], args: readonly Arg[], i: number, j: number): boolean {
  if (cells.length === 0) return false;
  for (let m = 0; m < cells.length; m++) if (!isEmptyCell(cellAt(args[cells[m]], i, j))) return false;
  return true;
}

/**
 * Applies `compute` cell by cell. Each argument is a single value or a range; ranges must agree in
 * size, and a single value (or a one-row / one-column range) stretches across the others, so
 * =AS400.EIU(A2:A1000, B2:B1000) fills a column in one call. A bad cell gives an error in its own
 * slot only. A row whose cells are all empty (see rowCells) answers an empty cell, as a planner
 * expects of a list that ends before the range does; Excel desktop passes those cells as 0, the
 * web as null, so both count as empty.
 */
export function cellwise<T extends readonly unknown[], O>(
  readers: Readers<T>,
  compute: (...args: Values<T>) => Result<Cell>,
  args: readonly Arg[],
  finish: (value: Result<Cell>) => O,
): O[][] {
  const n = readers.length;
  const values = new Array<unknown>(n).fill(null);
  let rows = 1;
  let cols = 1;
  for (let k = 0; k < n; k++) {
    const arg = args[k];
    if (!Array.isArray(arg)) continue;
    const r = arg.length;
    const c = r ? arg[0].length : 0;
    if (r === 0 || c === 0) return [[finish(valueError('an argument is an empty range'))]];
    if (r !== 1) {
      if (rows !== 1 && rows !== r) return [[finish(valueError(`ranges of ${rows} and ${r} rows do not match`))]];
      rows = r;
    }
    if (c !== 1) {
      if (cols !== 1 && cols !== c) return [[finish(valueError(`ranges of ${cols} and ${c} columns do not match`))]];
      cols = c;
    }
  }
  const call = compute as (...args: unknown[]) => Result<Cell>;
  const rs = readers as readonly Reader<unknown>[];
  if (rows === 1 && cols === 1) {
    // One cell, the common case of a formula: no loops over shapes, no spread.
    if (emptyRow(rowCells(rs, args, true), args, 0, 0)) return [[finish('')]];
    for (let k = 0; k < n; k++) {
      const v = readers[k](cellAt(args[k], 0, 0));
      if (v instanceof SizingError) return [[finish(v)]];
      values[k] = v;
    }
    return [[finish(invoke(call, values))]];
  }
  const cells = rowCells(rs, args, false);
  const out: O[][] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    const line: O[] = new Array(cols);
    for (let j = 0; j < cols; j++) {
      if (emptyRow(cells, args, i, j)) {
        line[j] = finish('');
        continue;
      }
      let failed: SizingError | null = null;
      for (let k = 0; k < n; k++) {
        const v = readers[k](cellAt(args[k], i, j));
        if (v instanceof SizingError) {
          failed = v;
          break;
        }
        values[k] = v;
      }
      line[j] = finish(failed ?? invoke(call, values));
    }
    out[i] = line;
  }
  return out;
}

/** The cell of an argument at row i, column j, a single value or a one-row / one-column range stretching. */
function cellAt(arg: Arg, i: number, j: number): Cell {
  if (!Array.isArray(arg)) return plainCell(arg ?? null);
  const row = arg.length === 1 ? arg[0] : arg[i];
  return plainCell((row.length === 1 ? row[0] : row[j]) ?? null);
}

/**
 * For functions that spill a list or a table from single arguments: each argument must be one
 * value (a range of several cells is #VALUE!); errors fill a single cell.
 */
export function spill<T extends readonly unknown[], O>(
  readers: Readers<T>,
  compute: (...args: Values<T>) => Result<Cell[][]>,
  args: readonly Arg[],
  finish: (value: Result<Cell>) => O,
): O[][] {
  const cells: Cell[] = [];
  for (let k = 0; k < readers.length; k++) {
    const arg = args[k];
    if (Array.isArray(arg) && (arg.length !== 1 || arg[0].length !== 1)) return [[finish(valueError(`argument ${k + 1} takes one value, not a range`))]];
    cells.push(plainCell((Array.isArray(arg) ? arg[0][0] : arg) ?? null));
  }
  if (emptyRow(rowCells(readers as readonly Reader<unknown>[], args, true), args, 0, 0)) return [[finish('')]];
  const values = new Array<unknown>(readers.length);
  for (let k = 0; k < readers.length; k++) {
    const v = readers[k](cells[k]);
    if (isError(v)) return [[finish(v)]];
    values[k] = v;
  }
  const result = compute(...(values as unknown as Values<T>));
  return isError(result) ? [[finish(result)]] : result.map((row) => row.map(finish));
}
