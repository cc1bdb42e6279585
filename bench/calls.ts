/**
 * Figures 1 and 2: the cost of one AS400 call through the adapter Excel calls, and of one cell of a
 * 100,000-cell range call, against the physical floor of the job: a Map.get of the already
 * normalised key (or the table cell) and the same arithmetic written inline, in a function of the
 * shape Excel calls, which reads its cells from [[a]] and must answer [[value]] (a range: a column
 * of [value] rows). That shape is a cost no adapter can avoid (the bare arithmetic of OC400GROWTH
 * is a third of it), so each figure also shows the lookup and arithmetic alone, for information.
 */
import { CATALOG } from '../addin/catalog/catalog';
import { OC400_CLIENT_FACTOR, OC400_SERVER_FACTOR } from '../addin/tables/communications';
import { TABLE_6_1 } from '../addin/tables/web';
import type { LoadedBundle } from '../support/bundle';
import { figure, type Figure, nsPerOpInTurn, type Run } from './measure';
import type { PlannerFigure } from './planner';
import RELEASE from './release.json';

/** The floor: one Map lookup of a normalised key, then the 2.8 arithmetic inline. */
const FLOOR = new Map(CATALOG.map((m) => [m.key, m]));

function eiuInline(key: string, u: number): number {
  const m = FLOOR.get(key)!;
  const cpwcs = m.processorCpw as number;
  const knee = (m.kneeCpw as number) / cpwcs;
  const max = (m.maxCpw as number) / cpwcs;
  if (u <= knee) return u;
  if (u >= max) return 1;
  return knee + ((u - knee) / (max - knee)) * (1 - knee);
}

/** Table 6.1's nonsecure capacity metric for named-activation CGI (line 2292), as its printed digits (0.44 = 44 / 100). */
const CGI_NAMED = TABLE_6_1.rows.find((r) => r[0] === 2292)![2];
const CGI_UNITS = Number(CGI_NAMED.replace('.', ''));
const CGI_SCALE = 10 ** (CGI_NAMED.length - CGI_NAMED.indexOf('.') - 1);

/** PCR 6.1 Example 1 inline: CPW x the capacity metric. */
const webInline = (key: string): number => ((FLOOR.get(key)!.processorCpw as number) * CGI_UNITS) / CGI_SCALE;

// Copied out of the module: tsx reads an imported binding through a getter at every use.
const CLIENT = OC400_CLIENT_FACTOR;
const SERVER = OC400_SERVER_FACTOR;

/** The OC/400 growth model behind Table 5.3 inline, with the printed factors. */
function growthInline(d: number, n: number): number {
  const a = 1 / (1 + (CLIENT - 1) * d);
  return Math.min(1 + n * a * (1 - SERVER * d), 1 / (SERVER * d));
}

const CALLS = 200_000;
const ROWS = 100_000;

/**
 * 1,024 copies of a call's argument, each parsed from JSON as Excel's runtime builds arguments.
 * Built before timing: the arguments are Excel's cost, not the adapter's, and arrays written as
 * literals in the timed loop let V8 track them into the adapter, so that a figure moved with the
 * figures timed before it (OC400GROWTH: 12 ns alone, 75 ns after EIU, CPW and WEBCAPACITY).
 */
const pool = (arg: (i: number) => unknown): unknown[][][] => Array.from({ length: 1024 }, (_, i) => JSON.parse(JSON.stringify(arg(i))));

type Cells = unknown[][];

/**
 * A call figure against the floor of its job in Excel's shape, and the same call against the lookup
 * and arithmetic alone, timed in turn. Information only: a one-cell call's nanoseconds are invisible
 * next to Excel's own cost of a call, so no budget holds them; the range call has one.
 */
function single(name: string, call: Run, floor: [string, Run], bare: [string, Run]): Figure[] {
  const [ns, floorNs, bareNs] = nsPerOpInTurn([call, floor[1], bare[1]], CALLS);
  return [figure(name, ns, floor[0], floorNs, null), figure(`${name}, vs ${bare[0]}`, ns, 'the same, unshaped', bareNs, null)];
}

/**
 * The range call as a planner feels it: a 100,000-row column in milliseconds, within 50 ms and within
 * +20% of the figure recorded for the last release (bench/release.json), so that a slower call is
 * seen even while it is still far under what a person notices.
 */
export function rangeColumnFigure(figures: readonly Figure[]): PlannerFigure {
  const range = figures.find((f) => f.name.startsWith('EIU range call, per cell'))!;
  const ms = (range.ns * ROWS) / 1e6;
  const released = RELEASE.eiuColumnMs;
  return {
    name: `EIU over a ${ROWS.toLocaleString('en-US')}-row column`,
    ms,
    baseline: `release ${RELEASE.version}'s figure`,
    baselineMs: released,
    ratio: ms / released,
    budget: `<= 50 ms and <= +20% of the release's`,
    ok: ms <= 50 && ms <= 1.2 * released,
  };
}

export function callFigures(bundle: LoadedBundle): Figure[] {
  const get = (name: string) => bundle.functions.get(name)!;
  const [eiu, cpw, web, growth] = ['EIU', 'CPW', 'WEBCAPACITY', 'OC400GROWTH'].map(get);
  const key = '720-2061-1501';
  const us = Array.from({ length: 1024 }, (_, i) => 0.2 + (i % 200) / 1000);
  // The same value every time, read from an array so that no compiler folds the baseline's arithmetic.
  const shares = new Array<number>(1024).fill(0.3);
  const keys = pool(() => [[key]]);
  const utilizations = pool((i) => [[us[i]]]);
  const webKey = '170-2386';
  const [systems, transactions] = [pool(() => [[webKey]]), pool(() => [['cgi-named']])];
  const [dbShares, machines] = [pool(() => [[0.3]]), pool(() => [[3]])];
  // The floors in Excel's shape: the cells read from [[a]] (and [[b]]), the answer returned as [[value]].
  const eiuShaped = (a: Cells, b: Cells): number[][] => [[eiuInline(a[0][0] as string, b[0][0] as number)]];
  const cpwShaped = (a: Cells): number[][] => [[FLOOR.get(a[0][0] as string)!.processorCpw as number]];
  const webShaped = (a: Cells): number[][] => [[webInline(a[0][0] as string)]];
  const growthShaped = (a: Cells, b: Cells): number[][] => [[growthInline(a[0][0] as number, b[0][0] as number)]];

  // Every loop is written out: a loop shared by several figures would call each body through one
  // call site that V8 no longer inlines, and time the call instead of the work.
  const eiuCall = single(
    'EIU single call',
    (n) => {
      let s = 0;
      for (let i = 0; i < n; i++) s += eiu(keys[i & 1023], utilizations[i & 1023])[0][0] as number;
      return s;
    },
    [
      '[[key]], [[u]] -> Map.get + 2.8 inline -> [[v]]',
      (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += eiuShaped(keys[i & 1023], utilizations[i & 1023])[0][0];
        return s;
      },
    ],
    [
      'Map.get + 2.8 inline',
      (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += eiuInline(key, us[i & 1023]);
        return s;
      },
    ],
  );
  const figures = [
    ...eiuCall,
    ...single(
      'CPW single call',
      (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += cpw(keys[i & 1023])[0][0] as number;
        return s;
      },
      [
        '[[key]] -> Map.get -> [[v]]',
        (n) => {
          let s = 0;
          for (let i = 0; i < n; i++) s += cpwShaped(keys[i & 1023])[0][0];
          return s;
        },
      ],
      [
        'Map.get',
        (n) => {
          let s = 0;
          for (let i = 0; i < n; i++) s += FLOOR.get(key)!.processorCpw as number;
          return s;
        },
      ],
    ),
    ...single(
      'WEBCAPACITY("170-2386", "cgi-named")',
      (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += web(systems[i & 1023], transactions[i & 1023])[0][0] as number;
        return s;
      },
      [
        '[[key]] -> Map.get + Table 6.1 cell -> [[v]]',
        (n) => {
          let s = 0;
          for (let i = 0; i < n; i++) s += webShaped(systems[i & 1023])[0][0];
          return s;
        },
      ],
      [
        'Map.get + Table 6.1 cell inline',
        (n) => {
          let s = 0;
          for (let i = 0; i < n; i++) s += webInline(webKey);
          return s;
        },
      ],
    ),
    ...single(
      'OC400GROWTH(0.3, 3)',
      (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += growth(dbShares[i & 1023], machines[i & 1023])[0][0] as number;
        return s;
      },
      [
        '[[d]], [[n]] -> the 5.5 model -> [[v]]',
        (n) => {
          let s = 0;
          for (let i = 0; i < n; i++) s += growthShaped(dbShares[i & 1023], machines[i & 1023])[0][0];
          return s;
        },
      ],
      [
        'the 5.5 model inline',
        (n) => {
          let s = 0;
          for (let i = 0; i < n; i++) s += growthInline(shares[i & 1023], 3);
          return s;
        },
      ],
    ),
  ];

  const column = (cell: (i: number) => unknown): unknown[][] => JSON.parse(JSON.stringify(Array.from({ length: ROWS }, (_, i) => [cell(i)])));
  const keyColumn = column((i) => CATALOG[((i * 7) % 44) + 132].key); // the 7xx rows
  const uColumn = column((i) => us[i & 1023]);
  const [range, rangeFloor, rangeBare] = nsPerOpInTurn(
    [
      () => eiu(keyColumn, uColumn)[0][0],
      () => {
        const out = new Array<number[]>(ROWS);
        for (let i = 0; i < ROWS; i++) out[i] = [eiuInline(keyColumn[i][0] as string, uColumn[i][0] as number)];
        return out;
      },
      () => {
        let s = 0;
        for (let i = 0; i < ROWS; i++) s += eiuInline(keyColumn[i][0] as string, uColumn[i][0] as number);
        return s;
      },
    ],
    1,
    21,
  ).map((ns) => ns / ROWS);
  figures.push(figure('EIU range call, per cell (100,000 rows)', range, 'inline loop building the column, per cell', rangeFloor, null));
  figures.push(figure('EIU range call, vs the inline loop alone', range, 'inline loop, no column built', rangeBare, null));
  figures.push(figure('EIU range call vs 100,000 single calls, per cell', range, 'single call', eiuCall[0].ns, null));
  return figures;
}
