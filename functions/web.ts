/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/web.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Web transactions per second a system serves: CPW x the capacity metric of Table 6.1 or 6.2 x the web share
 * (PCR 6.1). The capacity metric is in transactions/second per CPW, of Table 6.2 for a page size; the share is
 * the share of the CPU given to web serving. Measured on a 170-2386 and scaled by CPW as the document does:
 * capacities may not scale exactly, CPUs without L2 cache do less, complex programs and larger pages less
 * again; on a Dedicated Server for Domino the catalog CPW is only the non-Domino allowance. Source: PCR V4R5
 * 6.1, Tables 6.1 and 6.2 (170-2386: 460 x 0.44 = 202 trans/sec; with 25% of the CPU, 50).
 * @customfunction WEBCAPACITY
 * @param system Catalog key (e.g. "170-2386") or a processor CPW, a number or text. Give "720 CPW" as text
 *   where the number is also a model number (720, 170...). A range gives a range of results.
 * @param transaction static-cached, static, proxy-cached, proxy, cgi-new, cgi-named, cgi-persistent, netdata or
 *   servlet, or a Table 6.1 row name. The row name as printed, e.g. "CGI (named activation)".
 * @param [secure] TRUE for secure (HTTPS) serving: the secure columns of Table 6.1; proxy was measured nonsecure only (default FALSE).
 * @param [cpu_share] Share of the CPU given to web serving, as a fraction (25% is 0.25; default 1; a share of 0 reads as omitted).
 * @param [page_kb] Page size in KB for Table 6.2, nonsecure static and proxy only: 1, 10, 100 or 500, the sizes
 *   measured. Default: Table 6.1, about 100 bytes.
 * @returns Transactions per second.
 */
export function webCapacity(system: any[][], transaction: any[][], secure?: any[][], cpu_share?: any[][], page_kb?: any[][]): any[][] {
  return excel(SPECS.WEBCAPACITY, [system, transaction, secure, cpu_share, page_kb]);
}

/**
 * CPW a web transaction rate needs: rate x the CPU time metric (CPW per transaction/second) of Table 6.1 (PCR
 * 6.1). Give ranges of rates and transactions (same shape) for a mixed load: the result is the sum of the
 * components, as the document adds them; rows where both are blank are skipped. The CPU time metric is measured
 * on its own, so this is not the inverse of WEBCAPACITY (175 / 0.44 = 398, not 392). Measured on a 170-2386;
 * leave room for growth and keep CPU utilization acceptable. Source: PCR V4R5 6.1, Table 6.1 (175 CGI trans/sec
 * x 2.24 = 392 CPW).
 * @customfunction WEBCPW
 * @param rate Transactions per second needed, one per component of the load.
 * @param transaction static-cached, static, proxy-cached, proxy, cgi-new, cgi-named, cgi-persistent, netdata or
 *   servlet, one per rate. Or the Table 6.1 row name.
 * @param [secure] TRUE for secure (HTTPS) serving, one value or one per rate (default FALSE).
 * @returns CPW needed (CPW units), the sum over the load.
 */
export function webCpw(rate: any[][], transaction: any[][], secure?: any[][]): any[][] {
  return excel(SPECS.WEBCPW, [rate, transaction, secure]);
}

/**
 * Starting point for the maximum HTTP server worker threads: the CPW used for web serving divided by 20 (PCR
 * 6.1). Set it with CHGHTTPA, or MaxActiveThreads in WRKHTTPCFG. The document states no rounding: use ROUNDUP
 * for a whole number, and do not set many more threads than needed. Source: PCR V4R5 6.1, tip 13a (lines
 * 2377-2381).
 * @customfunction HTTPTHREADS
 * @param web_cpw CPW used for web server activity (CPW units, e.g. WEBCPW or CPW x share). A range gives a range of results.
 * @returns Threads, unrounded.
 */
export function httpThreads(web_cpw: any[][]): any[][] {
  return excel(SPECS.HTTPTHREADS, [web_cpw]);
}
