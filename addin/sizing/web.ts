/**
 * Web serving with the HTTP server, PCR V4R5 6.1: capacity of a system (Example 1, lines
 * 2344-2348), CPW a transaction rate needs (Example 2, lines 2350-2356) and the starting maximum
 * of HTTP server threads (tip 13a, lines 2377-2381). The measured metrics are in addin/tables/web.ts.
 */
import { isError, naError, type Result } from '../errors';
import { systemCpw } from '../catalog/queries';
import { PAGE_SIZES_KB, TABLE_6_1, TABLE_6_2 } from '../tables/web';

/**
 * x times a printed decimal, computed on the printed digits (0.44 as 44 / 100) so a product the
 * document prints exactly comes out exactly: 460 x 0.44 is 202.4 and 175 x 2.24 is 392, where
 * binary floating point gives 202.39999999999998 and 392.00000000000006.
 */
export function timesPrinted(x: number, printed: string): number {
  const [units, scale] = digits(printed);
  return (x * units) / scale;
}

/** x divided by a printed decimal, on the printed digits (x / 6.1 as x x 10 / 61). */
export function perPrinted(x: number, printed: string): number {
  const [units, scale] = digits(printed);
  return (x * scale) / units;
}

function digits(printed: string): [units: number, scale: number] {
  const [whole, fraction = ''] = printed.replace(/,/g, '').split('.');
  return [Number(whole + fraction), 10 ** fraction.length];
}

/** Cell i of a printed row (cell 0 is the seed line). */
export const cellOf = (row: readonly [number, ...string[]], i: number): string => row[i] as string;

/** Lower-case letters and digits only: "CGI (named activation)", "cgi-named" and "CGI named" compare as written. */
export const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

type Row61 = (typeof TABLE_6_1.rows)[number];
type Row62 = (typeof TABLE_6_2.rows)[number];

export interface WebTransaction {
  readonly id: string;
  readonly row: Row61;
  /** The Table 6.2 row for page sizes: static pages and proxy only. */
  readonly pageRow: Row62 | null;
}

const row61 = (line: number): Row61 => TABLE_6_1.rows.find((r) => r[0] === line) as Row61;
const row62 = (line: number): Row62 => TABLE_6_2.rows.find((r) => r[0] === line) as Row62;

/** Short ids planners type, each with its printed rows (by seed line). */
export const WEB_TRANSACTIONS: readonly WebTransaction[] = (
  [
    ['static-cached', 2287, 2316],
    ['static', 2288, 2317],
    ['proxy-cached', 2289, 2318],
    ['proxy', 2290, 2319],
    ['cgi-new', 2291, null],
    ['cgi-named', 2292, null],
    ['cgi-persistent', 2293, null],
    ['netdata', 2294, null],
    ['servlet', 2295, null],
  ] as const
).map(([id, line, pageLine]) => ({ id, row: row61(line), pageRow: pageLine === null ? null : row62(pageLine) }));

const BY_NAME = new Map<string, WebTransaction>();
for (const t of WEB_TRANSACTIONS) {
  for (const name of [t.id, t.row[1], ...(t.pageRow ? [t.pageRow[1]] : [])]) BY_NAME.set(squash(name), t);
}

const IDS = WEB_TRANSACTIONS.map((t) => t.id).join(', ');

/** A transaction by short id or by its printed row name (Table 6.1 or 6.2), case and punctuation aside. */
export function webTransaction(text: string): Result<WebTransaction> {
  return (
    BY_NAME.get(squash(text)) ?? naError(`Unknown transaction "${text}": use ${IDS}, or a row name of Table 6.1 such as "CGI (named activation)" (PCR 6.1)`)
  );
}

/** A printed metric cell, or #N/A where the table prints n/a (proxy serving was measured nonsecure only). */
function metric(t: WebTransaction, secure: boolean, column: 'capacity' | 'cpuTime'): Result<string> {
  const index = (secure ? 4 : 2) + (column === 'cpuTime' ? 1 : 0);
  const cell = cellOf(t.row, index);
  if (cell === 'n/a') {
    return naError(`Table 6.1 prints n/a for secure "${t.row[1]}" (line ${t.row[0]}): proxy serving was measured nonsecure only`);
  }
  return cell;
}

/** The capacity metric (trans/sec per CPW): Table 6.1, or Table 6.2 for a measured page size. */
function capacityMetric(t: WebTransaction, secure: boolean, pageKb: number | null): Result<string> {
  if (pageKb === null) return metric(t, secure, 'capacity');
  const column = PAGE_SIZES_KB.indexOf(pageKb as (typeof PAGE_SIZES_KB)[number]);
  if (column < 0) {
    return naError(
      `Table 6.2 measured pages of ${PAGE_SIZES_KB.join(', ')} KB only, not ${pageKb} KB: other sizes need the Workload Estimator (PCR 6.1, line 2359)`,
    );
  }
  if (t.pageRow === null) {
    const rows = WEB_TRANSACTIONS.filter((w) => w.pageRow)
      .map((w) => w.id)
      .join(', ');
    return naError(`Table 6.2 (page sizes) has no row for "${t.row[1]}": only ${rows}; leave page_kb empty to use Table 6.1`);
  }
  if (secure) return naError('Table 6.2 (page sizes) was measured nonsecure only; leave page_kb empty for the secure metrics of Table 6.1');
  return cellOf(t.pageRow, 2 + column);
}

/**
 * Transactions per second (6.1 Example 1): CPW x trans/sec per CPW x the share of the CPU given
 * to web serving (460 x 0.44 = 202; x 25% = 50, line 2348).
 */
export function webCapacity(system: string | number, transaction: string, secure: boolean, cpuShare: number, pageKb: number | null): Result<number> {
  const t = webTransaction(transaction);
  if (isError(t)) return t;
  const m = capacityMetric(t, secure, pageKb);
  if (isError(m)) return m;
  const cpw = systemCpw(system);
  if (isError(cpw)) return cpw;
  return timesPrinted(cpw, m) * cpuShare;
}

/**
 * CPW a transaction rate needs (6.1 Example 2): rate x CPW per trans/sec, the CPU time metric
 * (175 x 2.24 = 392, line 2356). A mixed load is the sum over its components (line 2356).
 */
export function webCpw(rate: number, transaction: string, secure: boolean): Result<number> {
  const t = webTransaction(transaction);
  if (isError(t)) return t;
  const m = metric(t, secure, 'cpuTime');
  return isError(m) ? m : timesPrinted(rate, m);
}

/**
 * Starting maximum of HTTP server ("worker") threads (tip 13a, lines 2379-2381): the CPW used for
 * web serving divided by 20. The document states no rounding, so none is applied here.
 */
export function httpThreads(webCpw: number): number {
  return webCpw / 20;
}
