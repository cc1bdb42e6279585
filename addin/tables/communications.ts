/**
 * The communications tables of the PCR V4R5 (seed 000), Chapter 5: every data row cell by cell as
 * printed ("--" and the "<br>" of two-line labels kept), each with the seed line it stands on.
 * tests/addin/sizing/communications.test.ts re-reads each line of the seed and checks every cell.
 * The formulas that use them are in addin/sizing/communications.ts.
 *
 * Caution: the document prints two tables numbered 5.3. The first (line 1978, Ethernet aggregate
 * transfer rates) is not used here; OC/400 Table 5.3 below is the second (line 2156).
 */
import type { MeasuredTable } from './web';

type Row51 = readonly [
  line: number,
  transaction: string,
  securityPolicy: string,
  nonSecure: string,
  ssl: string,
  vpnAh: string,
  vpnEspDes: string,
  vpnEspRc4: string,
];
type Row53 = readonly [line: number, dbPercent: string, a1: string, a2: string, a3: string, a4: string, a5: string, a6: string, a7: string];
type AdapterRow = readonly [line: number, features: string, cable: string, opsPerSecond: string, rate: string];

export const TABLE_5_1: MeasuredTable<Row51> = {
  id: '5.1',
  // The table has no caption line; line 1938 names it in the text.
  captionPrinted: 'none',
  caption: 'Table 5.1 (TCP/IP capacity planning, NetPerf): Capacity Metric (transactions/second per CPW)',
  seed: '000',
  captionLine: 1938,
  lines: [1940, 1946],
  columns: [
    'NetPerf Transaction Type',
    'Security Policy (printed empty in every row)',
    'Non-secure TCP/IP',
    'SSL (RC4 / MD5)',
    'VPN (AH with MD5)',
    'VPN (ESP with DES/MD5)',
    'VPN (ESP with RC4/MD5)',
  ],
  measured:
    'NetPerf workload (a primitive workload of sockets calls only) on various AS/400 8XX models with V4R5, AS/400 as server, ' +
    'Sockets, TCP/IP and 100 Mbps Ethernet with TCPONLY(*YES); "only a rough indicator for capacity planning" (line 1946)',
  rows: [
    [1943, 'Request/Response<br>(RR) 1 Byte', '', '15.7', '10.8', '7.9', '5.3', '6.1'],
    [1944, 'Asym. Connect/Request/Response<br>(ACRR) 8K Bytes', '', '2.3', '0.5', '0.8', '0.3', '0.5'],
    [1945, 'Large Transfer<br>(Stream) 16K Bytes', '', '6.7', '0.9', '1.0', '0.3', '0.5'],
  ],
  quirks: {
    1943: 'The example (line 1948) names "Model 830/2418" at 10000 CPW; 2418 is an 840 feature of 10000 CPW (Table D.1.1, line 7942).',
    1944: 'Table 5.2 (line 1956, "normalized inverse of Table 1") is not an exact inverse: ACRR ESP-DES 2.3 / 0.3 = 7.7 against its 6.8.',
  },
};

export const TABLE_5_3_OC400: MeasuredTable<Row53> = {
  id: '5.3',
  captionPrinted: 'caption',
  caption: 'Table 5.3 OC/400 Horizontal Growth Potential',
  seed: '000',
  captionLine: 2156,
  lines: [2156, 2166],
  columns: ['DB %', '1-A', '2-A', '3-A', '4-A', '5-A', '6-A', '7-A'],
  measured:
    'One workload ("for this workload": client factor 1.8, server factor 1.2, lines 2172-2173) on data "from a previous release" ' +
    '(line 2154); all systems the same CPW (line 2176); n-A is n application machines and 1 database server (line 2171)',
  rows: [
    [2161, '10', '1.81', '2.63', '3.44', '4.26', '5.07', '5.89', '6.70'],
    [2162, '20', '1.66', '2.31', '2.97', '3.62', '4.17', '--', '--'],
    [2163, '30', '1.52', '2.03', '2.55', '2.78', '--', '--', '--'],
    [2164, '40', '1.39', '1.79', '2.08', '--', '--', '--', '--'],
    [2165, '50', '1.29', '1.57', '1.67', '--', '--', '--', '--'],
    [2166, '60', '1.19', '1.38', '1.39', '--', '--', '--', '--'],
  ],
  quirks: {
    2156: 'A second table numbered 5.3 (Ethernet aggregate transfer rates) is printed at line 1978.',
  },
};

/** Printed client and server factors of OC/400 Table 5.3 (lines 2172, 2173). */
export const OC400_CLIENT_FACTOR = 1.8;
export const OC400_SERVER_FACTOR = 1.2;

/**
 * OC/400 adapter maximums, note 7 of 5.5 (lines 2189-2192): a printed list, not a table; each row
 * holds the pieces of its line "Features <features> (<cable> cable): <ops> ops/sec (<rate>)".
 */
export const OC400_ADAPTER_MAXIMUMS: MeasuredTable<AdapterRow> = {
  id: '5.5 note 7',
  captionPrinted: 'none',
  caption: 'the following maximums were observed',
  seed: '000',
  captionLine: 2189,
  lines: [2190, 2192],
  columns: ['Features', 'Cable', 'ops/sec', 'data rate as printed'],
  measured: 'A workload that did small read operations, "data not provided here" (line 2189); the adapter utilization is not in PFRMON reports (line 2194)',
  rows: [
    [2190, '2682/2685/2688', '20M', '10,200', '1.8 Mbps'],
    [2191, '2682/2685/2688', '500M', '7,100', '1.2 Mbps'],
    [2192, '2680/2683/2686', '2KM', '2,700', '0.5 Mbps'],
  ],
  quirks: {
    2190:
      'Printed "Mbps" is doubtful: as megabits it is 22 bytes per operation (1.8 Mbps / 10,200 ops/sec), as megabytes 169-185 bytes. ' +
      'Only the ops/sec are used.',
  },
};
