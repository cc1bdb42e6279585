/**
 * The web serving tables of the PCR V4R5 (seed 000), section 6.1: every data row cell by cell as
 * printed, each with the seed line it stands on. tests/addin/sizing/web.test.ts re-reads each line
 * of the seed and checks every cell. The formulas that use them are in addin/sizing/web.ts.
 */

import type { PrintedRow, SeedTable } from './printed';

/** A measured table: where its caption is printed, what its columns hold and how it was measured. */
export interface MeasuredTable<Row extends PrintedRow = PrintedRow> extends SeedTable<Row> {
  readonly captionLine: number;
  /** What each cell after the line holds. */
  readonly columns: readonly string[];
  /** How the measurement was made, from the notes printed under the table (line cited). */
  readonly measured: string;
}

type Row61 = readonly [line: number, transaction: string, capacity: string, cpuTime: string, secureCapacity: string, secureCpuTime: string];
type Row62 = readonly [line: number, transaction: string, kb1: string, kb10: string, kb100: string, kb500: string];

export const TABLE_6_1: MeasuredTable<Row61> = {
  id: '6.1',
  captionPrinted: 'caption',
  caption: 'Table 6.1 V4R5 AS/400 Web Serving Capacity Planning - Various Transactions',
  seed: '000',
  captionLine: 2282,
  lines: [2284, 2295],
  columns: [
    'Transaction Type',
    'Nonsecure Capacity Metric: trans/sec per CPW',
    'Nonsecure CPU Time Metric: CPW per trans/sec',
    'Secure Capacity Metric: trans/sec per CPW',
    'Secure CPU Time Metric: CPW per trans/sec',
  ],
  measured:
    'IBM HTTP Server for AS/400, V4R5, WAS 3.0.2, 100 Mbps Ethernet, TCPONLY(*YES), no access logging, on an AS/400 Model 170-2386 ' +
    '(lines 2299-2301); secure is 128-bit RC4 with MD5 and 1024-bit RSA keys (line 2302); about 100 bytes served (line 2359)',
  rows: [
    [2287, 'Static Page (cached)', '2.17', '0.46', '0.87', '1.15'],
    [2288, 'Static Page (not cached)', '1.04', '0.95', '0.56', '1.78'],
    [2289, 'Proxy Server (cache)', '1.44', '0.69', 'n/a', 'n/a'],
    [2290, 'Proxy Srv. (not cached)', '1.03', '0.97', 'n/a', 'n/a'],
    [2291, 'CGI (new activation)', '0.06', '15.60', '0.06', '16.30'],
    [2292, 'CGI (named activation)', '0.44', '2.24', '0.32', '3.09'],
    [2293, 'Persistent CGI', '0.45', '2.19', '0.34', '2.91'],
    [2294, 'Net.Data', '0.30', '3.33', '0.23', '4.34'],
    [2295, 'Servlet', '0.57', '1.75', '0.39', '2.56'],
  ],
  quirks: {
    2291:
      'The capacity and CPU time columns are measured separately, not reciprocals (here 1/0.06 = 16.7 against 15.60; static 1/1.04 = 0.96 ' +
      'against 0.95): capacity uses the capacity column and CPW needed the CPU time column, as the two examples do (lines 2346, 2354).',
    2292:
      'The examples (lines 2348, 2356) say only "CGI programs"; 0.44 and 2.24 are this row, ' +
      'and line 2271 says CGI was compiled "named" unless specified otherwise.',
    2295: 'Line 2363 puts the secure overhead of complex transactions at "40% or less"; this row\'s CPU time metrics give 2.56 / 1.75 = +46%.',
  },
};

export const TABLE_6_2: MeasuredTable<Row62> = {
  id: '6.2',
  captionPrinted: 'caption',
  caption: 'Table 6.2 V4R5 AS/400 Web Serving Capacity Planning - Various Page Sizes',
  seed: '000',
  captionLine: 2311,
  lines: [2313, 2319],
  columns: ['Transaction Type', 'Capacity Metric, 1K Bytes', 'Capacity Metric, 10K Bytes', 'Capacity Metric, 100K Bytes', 'Capacity Metric, 500K Bytes'],
  measured: 'IBM HTTP Server for AS/400, V4R5, 100 Mbps Ethernet, TCPONLY(*YES), on an AS/400 Model 170-2386 (lines 2323-2324); nonsecure only',
  rows: [
    [2316, 'Static Page (cached)', '2.17', '1.50', '0.50', '0.14'],
    [2317, 'Static Page (not cached)', '1.04', '0.81', '0.37', '0.12'],
    [2318, 'Proxy Sever (cached)', '1.44', '1.00', '0.33', '0.11'],
    [2319, 'Proxy Server (not cached)', '1.03', '0.71', '0.21', '0.07'],
  ],
  quirks: {
    2318: '"Proxy Sever" is a misprint of "Proxy Server"; Table 6.1 calls the row "Proxy Server (cache)" (line 2289).',
  },
};

/** Page sizes of the Table 6.2 columns, in KB (header line 2315: 1K, 10K, 100K, 500K Bytes). */
export const PAGE_SIZES_KB = [1, 10, 100, 500] as const;
