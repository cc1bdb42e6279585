/**
 * How a function's readers and compute meet its arguments: cell by cell over ranges (cellwise), or
 * one value each into a spilled list (spill). Each result cell goes through `finish`, so Excel's
 * adapters make their error values in the same pass and the core keeps its own.
 */
import { isError, type Result, SizingError, valueError } from '../errors';
import { type Arg, type Cell, isEmptyCell, plainCell } from './cells';
import type { Reader, Readers, Values } from './readers';

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
function emptyRow(cells: readonly number[], row: readonly Cell[]): boolean {
  for (const k of cells) if (!isEmptyCell(row[k])) return false;
  return cells.length > 0;
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
  // One cell, the common case of a formula, is a range of one row and one column.
  const cells = rowCells(readers as readonly Reader<unknown>[], args, rows === 1 && cols === 1);
  // A row's cells, each taken once; an argument that does not vary (a constant, a single cell) is
  // read once for the call, as each row would read it the same.
  const fixed: boolean[] = [];
  const row: Cell[] = [];
  const values: unknown[] = [];
  for (let k = 0; k < n; k++) {
    fixed.push(!varies(args[k]));
    row.push(cellAt(args[k], 0, 0));
    values.push(fixed[k] ? readers[k](row[k]) : null);
  }
  const out: O[][] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    const line: O[] = new Array(cols);
    for (let j = 0; j < cols; j++) {
      for (let k = 0; k < n; k++) if (!fixed[k]) row[k] = cellAt(args[k], i, j);
      const empty = emptyRow(cells, row);
      let k = 0;
      if (!empty) while (k < n && !((fixed[k] ? values[k] : (values[k] = readers[k](row[k]))) instanceof SizingError)) k++;
      line[j] = finish(empty ? '' : k < n ? (values[k] as SizingError) : call(...values));
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
  if (emptyRow(rowCells(readers as readonly Reader<unknown>[], args, true), cells)) return [[finish('')]];
  const values = new Array<unknown>(readers.length);
  for (let k = 0; k < readers.length; k++) {
    const v = readers[k](cells[k]);
    if (isError(v)) return [[finish(v)]];
    values[k] = v;
  }
  const result = compute(...(values as unknown as Values<T>));
  return isError(result) ? [[finish(result)]] : result.map((row) => row.map(finish));
}
