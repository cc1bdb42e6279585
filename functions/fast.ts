/**
 * The shortcut for the functions a sheet holds by the thousand (EIU, CPW, WEBCAPACITY, ...): Excel
 * passes them one cell per argument, or a column. Those shapes are answered with the core's answer
 * for each exact text kept (misses too): a formula's one cell by the adapter itself (see only), a
 * column by rows. Any other shape, or a cell the shortcut does not take (a blank, a wrong type, a
 * number out of range), sends the whole call to cellwise, so its checks and messages stay the only
 * ones. tests/functions/fast-path.test.ts holds the two paths to the same results.
 */
import { type Result, SizingError } from '../addin/errors';
import { type Arg, type Cell, isEmptyCell, type Out, toCell, toExcelError } from './excel';

/**
 * One result cell from a row of each argument, or undefined where cellwise must answer. The cells
 * are read in here, not in rows: each kind of function reads its own kinds of cell (text,
 * numbers), and V8 keeps such reads fast only where it sees few kinds.
 */
export type RowCell = (a: readonly Cell[], b: readonly Cell[]) => Out | undefined;

/** A second argument for functions that have one: a cell that is always omitted. */
export const NONE: Arg = [[null]];

/** The core's answer per exact text as typed; each map cleared past 50,000 texts, as the catalog lookup's cache is. */
export function memo<V>(resolve: (text: string) => Result<V>): (text: string) => Result<V> {
  const known = new Map<string, Result<V>>();
  return (text) => {
    let r = known.get(text);
    if (r === undefined) {
      if (known.size > 50_000) known.clear();
      r = resolve(text);
      known.set(text, r);
    }
    return r;
  };
}

/**
 * The row of an argument that is one cell, else a row without cells, which every RowCell declines.
 * Each hot adapter answers a formula's one cell itself, as `const v = F(only(a), only(b))` then a
 * `[[v]]` literal of its own: there V8 inlines F, where rows' call of f, shared by every function,
 * it cannot, and rows stays compiled for columns (measured: OC400GROWTH 1.7x its floor this way,
 * 3-4x through rows; a column ran at half speed once rows had been compiled for one-cell calls).
 */
export function only(arg: Arg): readonly Cell[] {
  return Array.isArray(arg) && arg.length === 1 && arg[0].length === 1 ? arg[0] : NO_CELLS;
}
const NO_CELLS: readonly Cell[] = [];

/**
 * a and b each one cell or one column (a cell stretches down the other), mapped through f in one
 * loop; undefined for the shapes and cells cellwise must judge.
 */
export function rows(a: Arg, b: Arg, f: RowCell): Out[][] | undefined {
  if (!Array.isArray(a) || !Array.isArray(b)) return undefined;
  const na = a.length;
  const nb = b.length;
  if (na === 0 || nb === 0 || a[0].length !== 1 || b[0].length !== 1) return undefined;
  const n = na > nb ? na : nb;
  if ((na !== n && na !== 1) || (nb !== n && nb !== 1)) return undefined;
  const out: Out[][] = new Array(n);
  for (let i = 0; i < n; i++) {
    const x = a[na === 1 ? 0 : i];
    const y = b[nb === 1 ? 0 : i];
    // As in cellwise, a row whose cells are all empty answers an empty cell (b is NONE, or required).
    if (isEmptyCell(x[0]) && isEmptyCell(y[0])) {
      out[i] = [''];
      continue;
    }
    const v = f(x, y);
    if (v === undefined) return v;
    out[i] = [v];
  }
  return out;
}

const isKey = (cell: Cell | undefined): cell is string => typeof cell === 'string' && cell !== '';

/** A value per key (a catalog key's CPW): the key a non-blank text; b is NONE. */
export function keyed(get: (key: string) => Result<number>): RowCell {
  return (a) => {
    const key = a[0];
    return isKey(key) ? toCell(get(key)) : undefined;
  };
}

/** A record per key through f with a share of the CPU (EIU of a model's curve): b a number from 0 to 1. */
export function keyShare<V>(get: (key: string) => Result<V>, f: (v: V, share: number) => number): RowCell {
  return (a, b) => {
    const key = a[0];
    const share = b[0];
    if (!isKey(key) || typeof share !== 'number' || !(share >= 0 && share <= 1)) return undefined;
    const v = get(key);
    return v instanceof SizingError ? toExcelError(v) : toCell(f(v, share));
  };
}

/** A value per pair of keys (a system and a transaction), kept per second key, then per first. */
export function keyPair(resolve: (a: string, b: string) => Result<number>): RowCell {
  const byB = memo((b) => memo((a) => resolve(a, b)));
  return (a, b) => {
    const x = a[0];
    const y = b[0];
    return isKey(x) && isKey(y) ? toCell((byB(y) as (a: string) => Result<number>)(x)) : undefined;
  };
}
