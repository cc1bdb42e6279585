/**
 * Communications, PCR V4R5 Chapter 5: line utilization (5.3 WAN, lines 2084-2091), NetPerf
 * capacity of Table 5.1 (5.1, lines 1938-1950), OC/400 horizontal growth (5.5, OC/400 Table 5.3)
 * and the OC/400 adapter maximums (5.5 note 7). The printed data are in addin/tables/communications.ts.
 */
import { isError, naError, numError, type Result } from '../errors';
import { systemCpw } from '../catalog/queries';
import { OC400_ADAPTER_MAXIMUMS, OC400_CLIENT_FACTOR, OC400_SERVER_FACTOR, TABLE_5_1, TABLE_5_3_OC400 } from '../tables/communications';
import { cellOf, perPrinted, squash, timesPrinted } from './web';
import { printedNumber } from '../tables/printed';

/**
 * Line utilization as a fraction (lines 2084-2089): (bytes in + bytes out) x 8 / seconds / bits
 * per second on a half duplex line; x 4 on a full duplex line, as the Performance Tools report it
 * (one direction fully busy shows 50%, line 2091). The printed 800 and 400 give percent.
 */
export function lineUtilization(bytesIn: number, bytesOut: number, seconds: number, lineBps: number, fullDuplex: boolean): number {
  return ((bytesIn + bytesOut) * (fullDuplex ? 4 : 8)) / seconds / lineBps;
}

const label = (printed: string): string => printed.replace(/<br\s*\/?>/g, ' ');

type Row51 = (typeof TABLE_5_1.rows)[number];

/** NetPerf transaction types: short id, printed row (by line). */
const NET_TRANSACTIONS: readonly { id: string; row: Row51 }[] = (
  [
    ['RR', 1943],
    ['ACRR', 1944],
    ['STREAM', 1945],
  ] as const
).map(([id, line]) => ({ id, row: TABLE_5_1.rows.find((r) => r[0] === line) as Row51 }));

/** Security policies: short id, cell index in a row, printed column heading. */
const SECURITY: readonly { id: string; cell: number; heading: string }[] = ['NON-SECURE', 'SSL', 'VPN-AH', 'VPN-ESP-DES', 'VPN-ESP-RC4'].map((id, i) => ({
  id,
  cell: 3 + i,
  heading: TABLE_5_1.columns[2 + i],
}));

function netTransaction(text: string): Result<{ id: string; row: Row51 }> {
  const key = squash(text);
  const t = NET_TRANSACTIONS.find((n) => squash(n.id) === key || squash(label(n.row[1])) === key);
  return (
    t ??
    naError(
      `Unknown NetPerf transaction "${text}": use RR (request/response, 1 byte), ACRR ` +
        `(connect/request/response, 8K bytes) or STREAM (large transfer, 16K bytes) (PCR 5.1, Table 5.1)`,
    )
  );
}

function security(text: string): Result<(typeof SECURITY)[number]> {
  const key = squash(text);
  const s = SECURITY.find((p) => squash(p.id) === key || squash(p.heading) === key);
  return s ?? naError(`Unknown security policy "${text}": use ${SECURITY.map((p) => p.id).join(', ')} (the columns of Table 5.1)`);
}

/** The Table 5.1 capacity metric (transactions/second per CPW), as printed. */
function netMetric(transaction: string, policy: string): Result<string> {
  const t = netTransaction(transaction);
  if (isError(t)) return t;
  const s = security(policy);
  return isError(s) ? s : cellOf(t.row, s.cell);
}

/**
 * Transactions per second (5.1, line 1950): CPW x the share of the CPU given to the network
 * work x the Table 5.1 capacity metric (10000 CPW x 20% x 6.1 = 12,200).
 */
export function netCapacity(system: string | number, transaction: string, policy: string, cpuShare: number): Result<number> {
  const m = netMetric(transaction, policy);
  if (isError(m)) return m;
  const cpw = systemCpw(system);
  return isError(cpw) ? cpw : timesPrinted(cpw, m) * cpuShare;
}

/** CPW a NetPerf transaction rate needs: rate / the Table 5.1 capacity metric (the inverse of line 1950's product). */
export function netCpw(rate: number, transaction: string, policy: string): Result<number> {
  const m = netMetric(transaction, policy);
  return isError(m) ? m : perPrinted(rate, m);
}

/** "2 to 32 AS/400 systems" share one OC/400 bus (line 2152): one database server and up to 31 application machines. */
export const OC400_MAX_APPLICATION_MACHINES = 31;

/**
 * The model behind OC/400 Table 5.3 (derived: the document prints only the table). With the
 * database share d of a single system, client factor cf and server factor sf (lines 2172-2173),
 * an application machine does a = 1 / (1 + (cf - 1) d) of a single system's work (its database
 * work replaced by cf times as much OC/400 CPU), and each unit of it costs the server sf x d. The
 * server's CPU left over does single-system work (line 2175): growth = n a + (1 - n a sf d) =
 * 1 + n a (1 - sf d), until the server saturates serving the application machines alone
 * (n a sf d = 1) at 1 / (sf d) (line 2202). Reproduces all 25 printed numbers to two decimals; the 17
 * "--" cells are those where the server saturated with one application machine fewer.
 */
export function oc400Model(d: number, n: number, clientFactor: number, serverFactor: number): number {
  const a = 1 / (1 + (clientFactor - 1) * d);
  return Math.min(1 + n * a * (1 - serverFactor * d), 1 / (serverFactor * d));
}

/**
 * Where the model applies: while the server factor x d does not pass 1. Beyond it the database work
 * alone more than fills the server, and the first term falls with every machine added, to below 0
 * (d = 1, N = 31: -2.44).
 */
export const oc400ModelApplies = (d: number, serverFactor: number): boolean => serverFactor * d <= 1;

const GRID = 'DB % 10, 20, 30, 40, 50 and 60 (db_share 0.1 to 0.6) with 1 to 7 application machines (1-A to 7-A)';

/** The printed cell of OC/400 Table 5.3, or #N/A off the printed grid or where it prints "--". */
function oc400Table(d: number, n: number, clientFactor: number, serverFactor: number): Result<number> {
  if (Math.abs(clientFactor - OC400_CLIENT_FACTOR) > 1e-12 || Math.abs(serverFactor - OC400_SERVER_FACTOR) > 1e-12) {
    return naError(
      `OC/400 Table 5.3 is printed for client factor ${OC400_CLIENT_FACTOR} and server ` +
        `factor ${OC400_SERVER_FACTOR} only (lines 2172-2173); use mode "model" for ${clientFactor} ` +
        `and ${serverFactor}`,
    );
  }
  const row = TABLE_5_3_OC400.rows.find((r) => Math.abs(Number(r[1]) - d * 100) < 1e-7);
  if (!row || !Number.isInteger(n) || n < 1 || n > 7) {
    return naError(`OC/400 Table 5.3 prints ${GRID}, not db_share ${d} with ${n}; use mode "model" elsewhere`);
  }
  const cell = cellOf(row, 1 + n);
  if (cell === '--') {
    let last = n - 1;
    while (row[1 + last] === '--') last--;
    return naError(
      `OC/400 Table 5.3 prints -- for ${row[1]}% DB with ${n}-A (line ${row[0]}): the database server saturates ` +
        `at ${last}-A (growth ${row[1 + last]}), and more application machines add nothing (line 2202)`,
    );
  }
  return Number(cell);
}

/**
 * Capacity growth over a single system of 1 OC/400 database server and n application machines
 * (5.5, OC/400 Table 5.3): the model (default) or the printed cell.
 */
export function oc400Growth(d: number, n: number, clientFactor: number, serverFactor: number, mode: string): Result<number> {
  if (n > OC400_MAX_APPLICATION_MACHINES) {
    return numError(
      `app_machines must be ${OC400_MAX_APPLICATION_MACHINES} or less: OC/400 shares one bus among 2 ` +
        `to 32 systems, the database server included (PCR 5.5, line 2152); got ${n}`,
    );
  }
  switch (squash(mode)) {
    case 'model':
      if (!oc400ModelApplies(d, serverFactor)) {
        return numError(
          `db_share ${d} with server factor ${serverFactor}: the database work alone (${serverFactor} x ${d} = ${serverFactor * d} of ` +
            `the server) more than fills the server, where the 5.5 model does not apply; Table 5.3 prints DB % 10 to 60`,
        );
      }
      return oc400Model(d, n, clientFactor, serverFactor);
    case 'table':
      return oc400Table(d, n, clientFactor, serverFactor);
    default:
      return naError(`Unknown mode "${mode}": use "model" (the formula behind Table 5.3) or "table" (the printed cell)`);
  }
}

type AdapterRow = (typeof OC400_ADAPTER_MAXIMUMS.rows)[number];

const FEATURES = [...new Set(OC400_ADAPTER_MAXIMUMS.rows.flatMap((r) => r[1].split('/')))].sort();
const CABLES = OC400_ADAPTER_MAXIMUMS.rows.map((r) => r[2]);
const ops = (r: AdapterRow): number => printedNumber(r[3], r[0]) as number;
const cableList = (rows: readonly AdapterRow[]): string => rows.map((r) => `"${r[2]}" (${r[3]} ops/sec)`).join(' or ');

/**
 * Maximum OC/400 operations per second an adapter feature was observed to carry with a cable
 * length (5.5 note 7, lines 2189-2192). Without a cable, the one the feature was measured with;
 * #N/A naming the choices where it was measured with two.
 */
export function oc400AdapterMax(feature: string, cable: string | null): Result<number> {
  const f = feature.trim();
  const rows = OC400_ADAPTER_MAXIMUMS.rows.filter((r) => r[1].split('/').includes(f));
  if (rows.length === 0) {
    return naError(`Unknown OC/400 adapter feature "${feature}": PCR 5.5 note 7 gives maximums for features ${FEATURES.join(', ')}`);
  }
  if (cable === null) {
    return rows.length === 1 ? ops(rows[0]) : naError(`Feature ${f} was measured with two cables: give cable ${cableList(rows)}`);
  }
  if (!CABLES.some((c) => squash(c) === squash(cable))) return naError(`Unknown cable "${cable}": use ${CABLES.map((c) => `"${c}"`).join(', ')}`);
  const row = rows.find((r) => squash(r[2]) === squash(cable));
  return row ? ops(row) : naError(`Features ${rows[0][1]} were measured with cable ${cableList(rows)} only, not ${cable}`);
}
