/** Custom functions: Web serving (Chapter 6). */
import { isError, type Result, type SizingError, valueError, within } from '../addin/errors';
import { httpThreads as httpThreadsOf, webCapacity as webCapacityOf, webCpw as webCpwOf } from '../addin/sizing/web';
import { announce, type Arg, type Cell, cellwise, flag, fraction, isEmptyCell, number, optional, plainCell, type Reader, system, text, toCell } from './excel';

const CAPACITY_ARGS = [
  system('system'),
  text('transaction'),
  optional(flag('secure'), false),
  optional(fraction('cpu_share', { above: 0 }), 1),
  optional(number('page_kb', { above: 0 }), null),
] as const;

/**
 * Web transactions per second a system serves: CPW x the capacity metric (transactions/second per CPW) of Table 6.1, or of Table 6.2 for a page size, x the share of the CPU given to web serving. Measured on a 170-2386 and scaled by CPW as the document does: capacities may not scale exactly, CPUs without L2 cache do less, complex programs and larger pages less again; on a Dedicated Server for Domino the catalog CPW is only the non-Domino allowance. Source: PCR V4R5 6.1, Tables 6.1 and 6.2 (170-2386: 460 x 0.44 = 202 trans/sec; with 25% of the CPU, 50).
 * @customfunction WEBCAPACITY
 * @param system Catalog key (e.g. "170-2386") or a processor CPW: a number, or text such as "720 CPW" where the number is also a model number (720, 170...). A range gives a range of results.
 * @param transaction static-cached, static, proxy-cached, proxy, cgi-new, cgi-named, cgi-persistent, netdata or servlet, or the row name printed in Table 6.1 (e.g. "CGI (named activation)").
 * @param [secure] TRUE for secure (HTTPS) serving: the secure columns of Table 6.1; proxy was measured nonsecure only (default FALSE).
 * @param [cpu_share] Share of the CPU given to web serving, as a fraction (25% is 0.25; default 1; a share of 0 reads as omitted).
 * @param [page_kb] Page size in KB for Table 6.2, nonsecure static and proxy only: 1, 10, 100 or 500, the sizes measured (default: Table 6.1, about 100 bytes).
 * @returns Transactions per second.
 */
export function webCapacity(system: any[][], transaction: any[][], secure?: any[][], cpu_share?: any[][], page_kb?: any[][]): any[][] {
  return cellwise(CAPACITY_ARGS, webCapacityOf, [system, transaction, secure, cpu_share, page_kb]);
}

/**
 * CPW a web transaction rate needs: rate x the CPU time metric (CPW per transaction/second) of Table 6.1. Give ranges of rates and transactions (same shape) for a mixed load: the result is the sum of the components, as the document adds them; rows where both are blank are skipped. The CPU time metric is measured on its own, so this is not the inverse of WEBCAPACITY (175 / 0.44 = 398, not 392). Measured on a 170-2386; leave room for growth and keep CPU utilization acceptable. Source: PCR V4R5 6.1, Table 6.1 (175 CGI trans/sec x 2.24 = 392 CPW).
 * @customfunction WEBCPW
 * @param rate Transactions per second needed, one per component of the load.
 * @param transaction static-cached, static, proxy-cached, proxy, cgi-new, cgi-named, cgi-persistent, netdata or servlet (or the Table 6.1 row name), one per rate.
 * @param [secure] TRUE for secure (HTTPS) serving, one value or one per rate (default FALSE).
 * @returns CPW needed (CPW units), the sum over the load.
 */
export function webCpw(rate: any[][], transaction: any[][], secure?: any[][]): any[][] {
  return [[toCell(mixedLoad([rate, transaction, secure]))]];
}

const THREAD_ARGS = [number('web_cpw', { min: 0 })] as const;

/**
 * Starting point for the maximum number of HTTP server worker threads (CHGHTTPA, or MaxActiveThreads in WRKHTTPCFG): the CPW used for web serving divided by 20. The document states no rounding: use ROUNDUP for a whole number, and do not set many more threads than needed. Source: PCR V4R5 6.1, tip 13a (lines 2377-2381).
 * @customfunction HTTPTHREADS
 * @param web_cpw CPW used for web server activity (CPW units, e.g. WEBCPW or CPW x share). A range gives a range of results.
 * @returns Threads, unrounded.
 */
export function httpThreads(web_cpw: any[][]): any[][] {
  return cellwise(THREAD_ARGS, httpThreadsOf, [web_cpw]);
}

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
  announce(LOAD_READERS);
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
  const where = (i: number, j: number): string =>
    cols === 1 ? `row ${i + 1}` : rows === 1 ? `column ${j + 1}` : `row ${i + 1}, column ${j + 1}`;
  const at = (e: SizingError, i: number, j: number): SizingError =>
    rows * cols === 1 ? e : within(`${where(i, j)} of the ranges`, e);

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
