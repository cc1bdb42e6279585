/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/communications.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Utilization of a communications line as a fraction, as the Performance Tools report it (PCR 5.3). It is
 * (bytes in + bytes out) x 8 / seconds / line speed for a half duplex line, x 4 for a full duplex line (X.25,
 * ISDN), so one direction fully busy shows 50%. The document's 800 and 400 give percent. For interactive work
 * keep a line below 30%; above 50% usually gives unacceptable response times. Above 1 means more bytes than the
 * line can carry. Source: PCR V4R5 5.3, WAN line and IOP (lines 2084-2095).
 * @customfunction LINEUTIL
 * @param bytes_in Bytes received over the interval. A range gives a range of results.
 * @param bytes_out Bytes sent over the interval.
 * @param seconds Length of the interval in seconds.
 * @param line_bps Line speed in bits per second (64 kbps is 64000).
 * @param [full_duplex] TRUE for a full duplex line (default FALSE, half duplex).
 * @returns Line utilization as a fraction (0.5 is 50%).
 */
export function lineUtil(bytes_in: any[][], bytes_out: any[][], seconds: any[][], line_bps: any[][], full_duplex?: any[][]): any[][] {
  return excel(SPECS.LINEUTIL, [bytes_in, bytes_out, seconds, line_bps, full_duplex]);
}

/**
 * NetPerf transactions per second over TCP/IP and 100 Mbps Ethernet for a share of the CPU (PCR 5.1, Table
 * 5.1). Over sockets: CPW x the share of the CPU for network processing x the capacity metric
 * (transactions/second per CPW) of Table 5.1. Measured with the NetPerf workload on 8xx models at V4R5 (a
 * lookup of a measurement, not a predictor): NetPerf only calls sockets APIs, so a real application does more
 * per transaction; SSL ACRR is with regular (cached) handshakes, a full handshake costs about 10 times the CPU.
 * Source: PCR V4R5 5.1, Table 5.1 (10000 CPW x 20% x 6.1 = 12,200 transactions/second).
 * @customfunction NETCAPACITY
 * @param system Catalog key (e.g. "840-2418") or a processor CPW, a number or text. Give "720 CPW" as text
 *   where the number is also a model number (720, 170...). A range gives a range of results.
 * @param transaction NetPerf type: "RR", "ACRR" or "STREAM". "RR" is request/response, 1 byte; "ACRR"
 *   connect/request/response, 8K bytes, web-like; "STREAM" a large transfer, 16K bytes.
 * @param [security] "NON-SECURE" (default), "SSL", "VPN-AH", "VPN-ESP-DES" or "VPN-ESP-RC4".
 * @param [cpu_share] Share of the CPU given to network processing, as a fraction (20% is 0.2; default 1; a share of 0 reads as omitted).
 * @returns Transactions per second.
 */
export function netCapacity(system: any[][], transaction: any[][], security?: any[][], cpu_share?: any[][]): any[][] {
  return excel(SPECS.NETCAPACITY, [system, transaction, security, cpu_share]);
}

/**
 * CPW a NetPerf transaction rate needs: rate / the capacity metric of Table 5.1 (PCR 5.1). This is the inverse
 * of the document's capacity product; Table 5.2, relative CPU time, is not an exact inverse. Measured with the
 * NetPerf workload on 8xx models at V4R5 (a lookup of a measurement, not a predictor): a real application needs
 * more. Source: PCR V4R5 5.1, Table 5.1.
 * @customfunction NETCPW
 * @param rate Transactions per second needed. A range gives a range of results.
 * @param transaction NetPerf type: "RR", "ACRR" or "STREAM". "RR" is request/response, 1 byte; "ACRR"
 *   connect/request/response, 8K bytes; "STREAM" a large transfer, 16K bytes.
 * @param [security] "NON-SECURE" (default), "SSL", "VPN-AH", "VPN-ESP-DES" or "VPN-ESP-RC4".
 * @returns CPW needed (CPW units) at 100% of the CPU.
 */
export function netCpw(rate: any[][], transaction: any[][], security?: any[][]): any[][] {
  return excel(SPECS.NETCPW, [rate, transaction, security]);
}

/**
 * OptiConnect/400 horizontal growth: capacity of 1 database server and N application machines over one system
 * (PCR 5.5). The machines all have the same CPW; the answer is a multiple of one system. Mode "model": with
 * database share d, a = 1 / (1 + (client factor - 1) d) and growth = min(1 + N a (1 - server factor x d), 1 /
 * (server factor x d)), the server saturating at the second term; it reproduces every printed cell. #NUM! where
 * server factor x d is above 1: the database work alone would more than fill the server, and the model's first
 * term falls below 1 and then below 0. Mode "table": the printed cell, #N/A where it prints --. For one
 * workload, on data from a previous release; keep each system below 90% CPU. Source: PCR V4R5 5.5, OC/400 Table
 * 5.3 (20% DB with 2-A: 2.31).
 * @customfunction OC400GROWTH
 * @param db_share Share of a single system's CPU spent on database work, as a fraction (20% is 0.2). A range gives a range of results.
 * @param app_machines Number of application machines N beside the one database server (0 to 31; "2-A" is 2).
 * @param [client_factor] OC/400 CPU on an application machine per unit of database work it offloads (default 1.8, the printed workload's).
 * @param [server_factor] OC/400 and database CPU on the server per unit of database work offloaded to it (default 1.2, the printed workload's).
 * @param [mode] "model" (the formula, any share and N; default) or "table" (the printed cell: DB % 10 to 60, 1-A to 7-A, factors 1.8 and 1.2).
 * @returns Capacity as a multiple of a single system (2.31 is 231%).
 */
export function oc400Growth(db_share: any[][], app_machines: any[][], client_factor?: any[][], server_factor?: any[][], mode?: any[][]): any[][] {
  return excel(SPECS.OC400GROWTH, [db_share, app_machines, client_factor, server_factor, mode]);
}

/**
 * Maximum OptiConnect/400 operations per second seen on an adapter feature with a cable length (PCR 5.5, note
 * 7). They are 10,200 (20M) or 7,100 (500M) for features 2682/2685/2688, 2,700 (2KM) for 2680/2683/2686.
 * Measured with a workload of small read operations (a lookup of a measurement, not a predictor); compare with
 * the ops/sec rate of WRKOPACT, since PFRMON does not report the adapter's utilization. Source: PCR V4R5 5.5,
 * note 7 (lines 2189-2198).
 * @customfunction OC400ADAPTERMAX
 * @param feature Adapter feature number, e.g. 2685. A range gives a range of results.
 * @param [cable] Cable length: "20M", "500M" or "2KM" (default: the only one the feature was measured with; required for 2682/2685/2688).
 * @returns Operations per second.
 */
export function oc400AdapterMax(feature: any[][], cable?: any[][]): any[][] {
  return excel(SPECS.OC400ADAPTERMAX, [feature, cable]);
}
