/**
 * The utilization law and ITR against the measured runs of WSC Flash 9522 (seed 001). The flash is
 * one line of text, so rows are cited by 0-based character offset (@n): each printed row below is
 * typed by hand and held to the seed at its offset, and the vectors are read from those rows.
 */
import fs from 'fs';
import path from 'path';
import { internalThroughputRate, utilizationLaw } from '../../../addin/sizing/laws';
import { itr, utilLaw } from '../../../functions/laws';
import { excelError, failure, value } from '../../results';
import { seedLine } from '../../seed';

const flash = seedLine('001', 1);

/** Printed text at its offset: every offset the tests and the code cite. */
const PRINTED: Readonly<Record<number, string>> = {
  11698: 'Table 2. PC Server 500 S/390 Performance - FS8F CMS',
  11826: '| RUN ID | PC7E5075 | PC7E5105 | PC7E5190 |',
  12397: '| ETR (T) | 2.44 | 3.44 | 6.57 |',
  12524: '| CPU/CMD (V) | 154 | 136 | 122 |',
  12710: '| TOTAL (V) | 37.5 | 46.8 | 80.3 |',
  18418: 'Table 3. PC Server 500 Performance: CMS + LAN Server',
  18547: '| RUN ID | LANONLY | PC7E5043 | PC7E5041 |',
  19049: '| ETR (T) | na | 1.40 | 1.38 |',
  19107: '| CPU/CMD (V) | na | 156 | 164 |',
  19166: '| TOTAL (V) | na | 21.9 | 22.6 |',
  20949: 'Table 4. PC Server 500 S/390 Performance - VSECICS Work- | | load',
  21078: '| RUN ID | NAT390V3 | VR1390V1 | VV1390V3 |',
  21424: '| ETR (C) | 11.11 | 9.87 | 8.87 |',
  21552: '| CPU/CMD (E,V,V) | 64.9 | 71.3 | 80.2 |',
  // Garbled in the print: the label's third tool letter and the first cell's bar are lost.
  21593: '| Relative CPU/CMD (E,V,|) 1.00 | 1.10 | 1.24 |',
  21736: '| S/390 Util (E,V,V) | 72.1 | 70.4 | 71.1 |',
  22305: 'guest-to-native CPU usage ratios that are similar to those observed on mainframe processors',
  24455: 'Table 5. VSECICS Workload - Write Caching Benefits',
  24569: '| RUN ID | VR1390V6 | VR1390V1 |',
  24932: '| ETR (C) | 6.75 | 9.87 |',
  25077: '| CPU/CMD (V) | 73.3 | 71.3 |',
  25200: '| S/390 Util (V) | 49.5 | 70.4 |',
};

/** The cells after a row's label, as printed. */
const cells = (offset: number): string[] =>
  PRINTED[offset]
    .split('|')
    .slice(2, -1)
    .map((c) => c.trim());

/** Each table's run id, ETR, CPU/CMD and utilization rows, by offset. */
const TABLES = [
  { table: 'Table 2', runs: 11826, etr: 12397, cpu: 12524, util: 12710 },
  { table: 'Table 3', runs: 18547, etr: 19049, cpu: 19107, util: 19166 },
  { table: 'Table 4', runs: 21078, etr: 21424, cpu: 21552, util: 21736 },
  { table: 'Table 5', runs: 24569, etr: 24932, cpu: 25077, util: 25200 },
];

interface Run {
  readonly table: string;
  readonly run: string;
  readonly etr: number;
  readonly cpuMs: number;
  readonly utilPct: number;
}

/** The runs with an ETR (LANONLY serves files only, "na"); VR1390V1 is printed in Tables 4 and 5 alike and counted once. */
const RUNS: Run[] = [];
for (const t of TABLES) {
  const [ids, etr, cpu, util] = [t.runs, t.etr, t.cpu, t.util].map(cells);
  ids.forEach((run, k) => {
    if (etr[k] === 'na' || RUNS.some((r) => r.run === run)) return;
    RUNS.push({ table: t.table, run, etr: Number(etr[k]), cpuMs: Number(cpu[k]), utilPct: Number(util[k]) });
  });
}

describe('WSC Flash 9522 rows where the tests and the code cite them', () => {
  test.each(Object.entries(PRINTED))('@%s', (offset, text) => {
    expect(flash.slice(Number(offset), Number(offset) + text.length)).toBe(text);
  });

  // The help writes "character offsets 12397, ..." (an @ would start a JSDoc tag), the code @12397: any five-digit number is an offset.
  test('every offset the laws code and help cite is one of the rows checked above', () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    for (const file of ['addin/sizing/laws.ts', 'functions/laws.ts']) {
      const cited = [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/\b(\d{5})\b/g)].map((m) => Number(m[1]));
      expect(cited.length).toBeGreaterThan(0);
      for (const offset of cited) expect([file, offset, offset in PRINTED]).toEqual([file, offset, true]);
    }
  });

  test('nine runs, the identical VR1390V1 counted once', () => {
    expect(RUNS.map((r) => r.run)).toEqual(['PC7E5075', 'PC7E5105', 'PC7E5190', 'PC7E5043', 'PC7E5041', 'NAT390V3', 'VR1390V1', 'VV1390V3', 'VR1390V6']);
    expect([cells(21078)[1], cells(21424)[1], cells(21552)[1], cells(21736)[1]]).toEqual([cells(24569)[1], cells(24932)[1], cells(25077)[1], cells(25200)[1]]);
  });
});

describe('UTILLAW: utilization = throughput x CPU ms / 1000', () => {
  // Utilization was measured (VMPRF, EXPLORE) apart from ETR (TPNS, CICSPARS): the law holds to measurement noise.
  test.each(RUNS)('$table $run: ETR $etr x CPU/CMD $cpuMs ms is the printed $utilPct% within 0.2 points', ({ etr, cpuMs, utilPct }) => {
    const u = value(utilizationLaw(etr, cpuMs));
    expect(Math.abs(u * 100 - utilPct)).toBeLessThanOrEqual(0.2);
  });

  test('exact products: 2.44 x 154 = 0.37576, 11.11 x 64.9 = 0.721039', () => {
    expect(value(utilizationLaw(2.44, 154))).toBeCloseTo(0.37576, 12);
    expect(value(utilizationLaw(11.11, 64.9))).toBeCloseTo(0.721039, 12);
  });

  test('a load above one processor is returned, not refused; 0 is idle', () => {
    expect(value(utilizationLaw(20, 80))).toBeCloseTo(1.6, 12);
    expect(value(utilizationLaw(0, 80))).toBe(0);
  });

  test('a negative throughput or CPU time is #NUM!', () => {
    expect(failure(utilizationLaw(-1, 80))).toMatchObject({ kind: 'num', message: 'throughput must be 0 or more transactions per second, got -1' });
    expect(failure(utilizationLaw(1, -80))).toMatchObject({ kind: 'num', message: 'cpu_ms must be 0 or more milliseconds per transaction, got -80' });
  });

  test('the adapter: a column of runs in one call, text #VALUE!, an empty row empty', () => {
    const out = utilLaw(
      RUNS.map((r) => [r.etr]),
      RUNS.map((r) => [r.cpuMs]),
    );
    out.forEach(([u], k) => expect(Math.abs((u as number) * 100 - RUNS[k].utilPct)).toBeLessThanOrEqual(0.2));
    expect(excelError(utilLaw([['2.44 per second']], [[154]])[0][0])).toMatchObject({ code: '#VALUE!' });
    expect(excelError(utilLaw([[-2.44]], [[154]])[0][0])).toMatchObject({ code: '#NUM!' });
    expect(utilLaw([[null]], [[null]])).toEqual([['']]);
  });
});

describe('ITR: throughput / utilization, Table 4 (@21424, @21736)', () => {
  const table4 = RUNS.filter((r) => r.table === 'Table 4');
  const itrOf = (r: Run) => value(internalThroughputRate(r.etr, r.utilPct / 100));

  // 8.87 / 0.711 is 12.4754: the 12.47 is its first two decimals (and 1000 / 80.2 = 12.469), so within 0.01.
  test.each([
    ['NAT390V3', 15.41],
    ['VR1390V1', 14.02],
    ['VV1390V3', 12.47],
  ])('%s: ITR %d', (run, expected) => {
    expect(Math.abs(itrOf(table4.find((r) => r.run === run)!) - expected)).toBeLessThan(0.01);
  });

  test('native ITR / guest ITR and guest CPU/CMD / native CPU/CMD both round to the printed Relative CPU/CMD (1.10, 1.24)', () => {
    const [native, ...guests] = table4;
    const [garbledNative, ...rest] = cells(21593);
    const printed = rest.map(Number);
    expect([garbledNative, printed]).toEqual([') 1.00', [1.1, 1.24]]);
    guests.forEach((g, k) => {
      expect(Number((itrOf(native) / itrOf(g)).toFixed(2))).toBe(printed[k]);
      expect(Number((g.cpuMs / native.cpuMs).toFixed(2))).toBe(printed[k]);
    });
  });

  test('where the utilization law holds, ITR is 1000 / CPU ms within the 0.2-point noise', () => {
    for (const r of RUNS) expect(value(internalThroughputRate(r.etr, r.utilPct / 100)) / (1000 / r.cpuMs)).toBeCloseTo(1, 1);
  });

  test('utilization outside (0, 1] and a negative throughput are #NUM!; 1 is allowed', () => {
    expect(value(internalThroughputRate(11.11, 1))).toBe(11.11);
    for (const u of [0, -0.1, 1.5, 72.1]) {
      expect(failure(internalThroughputRate(11.11, u))).toMatchObject({
        kind: 'num',
        message: `utilization must be a fraction above 0 and at most 1 (72.1% is 0.721), got ${u}`,
      });
    }
    expect(failure(internalThroughputRate(-1, 0.5))).toMatchObject({ kind: 'num' });
  });

  test('the adapter: a row of runs, text #VALUE!, an empty utilization #NUM!', () => {
    const out = itr([table4.map((r) => r.etr)], [table4.map((r) => r.utilPct / 100)]);
    expect(out[0].map((x) => Number((x as number).toFixed(2)))).toEqual([15.41, 14.02, 12.48]);
    expect(excelError(itr([['fast']], [[0.5]])[0][0])).toMatchObject({ code: '#VALUE!' });
    expect(excelError(itr([[11.11]], [[null]])[0][0])).toMatchObject({ code: '#NUM!' });
  });
});
