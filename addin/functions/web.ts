/** Web serving (PCR V4R5 Chapter 6). */
import { isError, type Result, type SizingError, valueError, within } from '../errors';
import { httpThreads as httpThreadsOf, webCapacity as webCapacityOf, webCpw as webCpwOf } from '../sizing/web';
import { div, eq, type Expr, fn, IF, mul } from '../formula/expr';
import { type Arg, type Cell, cells, custom, flag, fraction, isEmptyCell, number, optional, plainCell, type Reader, system, text } from './define-function';
import { blockCell, readFirst, systemOf, tableCell } from './portable';

const CAPACITY_ARGS = [
  system('system'),
  text('transaction'),
  optional(flag('secure'), false),
  optional(fraction('cpu_share', { above: 0 }), 1),
  optional(number('page_kb', { above: 0 }), null),
] as const;

const THREAD_ARGS = [number('web_cpw', { min: 0 })] as const;

const LOAD_READERS: readonly [Reader<number>, Reader<string>, Reader<boolean>] = [
  number('rate', { min: 0 }),
  text('transaction'),
  optional(flag('secure'), false),
];

const shapeOf = (arg: Arg): [number, number] => (Array.isArray(arg) ? [arg.length, arg.length ? arg[0].length : 0] : [1, 1]);

/**
 * The mixed load of line 2356: rate, transaction and secure read position by position from ranges
 * of one shape (a single value serves every position) and the CPW of each summed. Not cellwise:
 * one answer for the load, and a bad cell makes it that cell's error, named by its position.
 */
function mixedLoad(args: readonly [Arg, Arg, Arg]): Result<number | null> {
  let rows = 1;
  let cols = 1;
  for (const arg of args) {
    const [r, c] = shapeOf(arg);
    if (r === 0 || c === 0) return valueError('an argument is an empty range');
    if (r * c === 1) continue;
    if (rows * cols !== 1 && (r !== rows || c !== cols)) {
      return valueError(`rate, transaction and secure must be ranges of the same shape, got ${rows}x${cols} and ${r}x${c}`);
    }
    rows = r;
    cols = c;
  }
  const cellAt = (arg: Arg, i: number, j: number): Cell => {
    if (!Array.isArray(arg)) return plainCell(arg ?? null);
    return plainCell(arg.length === 1 && arg[0].length === 1 ? arg[0][0] : (arg[i][j] ?? null));
  };
  const where = (i: number, j: number): string => (cols === 1 ? `row ${i + 1}` : rows === 1 ? `column ${j + 1}` : `row ${i + 1}, column ${j + 1}`);
  const at = (e: SizingError, i: number, j: number): SizingError => (rows * cols === 1 ? e : within(`${where(i, j)} of the ranges`, e));

  let total = 0;
  let components = 0;
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const [rate, transaction, secure] = args.map((a) => cellAt(a, i, j));
      if (isEmptyCell(rate) && isEmptyCell(transaction)) continue;
      const r = LOAD_READERS[0](rate);
      if (isError(r)) return at(r, i, j);
      const t = LOAD_READERS[1](transaction);
      if (isError(t)) return at(t, i, j);
      const s = LOAD_READERS[2](secure);
      if (isError(s)) return at(s, i, j);
      const cpw = webCpwOf(r, t, s);
      if (isError(cpw)) return at(cpw, i, j);
      total += cpw;
      components++;
    }
  }
  // A load with no rows (every row empty, as a list that ends early leaves them) is an empty cell.
  return components ? total : null;
}

/** In a twin, a Table 6.1 column's cell for a transaction, over the tables sheet. */
const webMetric = (column: 'web.capacity' | 'web.cpuTime' | 'web.capacitySecure' | 'web.cpuTimeSecure', type: Expr): Expr => tableCell(column, 'web.key', type);

/** Its twin, 6.1 Example 1 and Table 6.2: CPW x trans/sec per CPW x CPU share; a page size reads Table 6.2. */
const WEBCAPACITY = cells(CAPACITY_ARGS, webCapacityOf, ([sys, type, secure = false, share = 1, page = '']) => {
  const pageMetric = blockCell('web.pages', 'web.pageKey', 'web.pages#header', type, page);
  const printed = IF(eq(page, ''), IF(secure, webMetric('web.capacitySecure', type), webMetric('web.capacity', type)), IF(secure, fn('NA'), pageMetric));
  const s = systemOf(sys);
  return readFirst([s], mul(mul(s.cpw, printed), share));
});

/**
 * One answer for a mix of loads: the sum of each row's CPW (see mixedLoad). Its twin, 6.1 Example 2,
 * one load: rate x the CPU time metric of Table 6.1 (secure or not).
 */
const WEBCPW = custom(
  LOAD_READERS,
  (args, finish) => [[finish(mixedLoad([args[0], args[1], args[2]]))]],
  ([rate, type, secure = false]) => IF(secure, mul(rate, webMetric('web.cpuTimeSecure', type)), mul(rate, webMetric('web.cpuTime', type))),
);

/** Its twin, 6.1 tip 13a: web CPW / 20. */
const HTTPTHREADS = cells(THREAD_ARGS, httpThreadsOf, ([cpw]) => div(cpw, 20));

export const WEB = { WEBCAPACITY, WEBCPW, HTTPTHREADS };
