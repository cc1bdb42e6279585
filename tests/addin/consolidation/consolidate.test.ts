/**
 * The consolidation core (docs/consolidation.md): each source's work in CPW, averaged onto the longest
 * interval, summed at each time; the coincident peak against the sum of the peaks; targets in
 * processing units. Every expected value is computed here from the definitions, over files written
 * here.
 */
import {
  consolidate,
  type Consolidation,
  parseSourceSystem,
  PARTITION_ALLOWANCE,
  sheetRefusal,
  type SourceSystem,
} from '../../../addin/consolidation/consolidate';
import { readMeasurements } from '../../../addin/measurements/read';
import { isError } from '../../../addin/errors';
import { PLANNING_GUIDELINE } from '../../../addin/sizing/planning';
import { ownSystem, type OwnSystem } from '../../../addin/sizing/targets';
import { pcrLine } from '../../seed';
import { eiu28, file, maxOf, mean, MIN, printed720, sum, T0 } from './helpers';
import { LPAR_CONCURRENT_PEAK_FACTOR } from '../../../addin/sizing/storage';

const system = (text: string): SourceSystem => {
  const s = parseSourceSystem(text);
  if (isError(s)) throw new Error(s.message);
  return s;
};
const own = (name: string, cpw: number): OwnSystem => {
  const s = ownSystem(name, cpw, 'all', 'none', 'test input, p. 1');
  if (isError(s)) throw new Error(s.message);
  return s;
};
const ok = (c: ReturnType<typeof consolidate>): Consolidation => {
  if (isError(c)) throw new Error(c.message);
  return c;
};

// A and B every 15 minutes; C, a 720-2061-1501, every 5 minutes with interactive work past its knee.
const A = { cpu: [50, 90, 40, 30, 60], int: [10, 20, 10, 5, 10] };
const B = { cpu: [80, 20, 30, 20, 40], int: [0, 0, 0, 0, 0] };
const C = {
  cpu: [20, 20, 20, 30, 30, 30, 80, 85, 90, 40, 40, 40, 30, 30, 30],
  int: [10, 10, 10, 10, 10, 10, 30, 31, 32, 10, 10, 10, 10, 10, 10],
};

/** C's work by the definition: utilization x CPW, less CFINT = EIU past the interactive utilization, at most the rest of the total (2.8). */
function workOfC(): number[] {
  const { cpw, knee, max } = printed720();
  return C.cpu.map((c, i) => {
    const [u, iu] = [c / 100, C.int[i] / 100];
    const cfint = Math.max(0, Math.min(eiu28(iu, knee / cpw, max / cpw) - iu, u - iu));
    return u * cpw - cfint * cpw;
  });
}

describe('three systems onto one', () => {
  const a = A.cpu.map((c) => (c / 100) * 1000);
  const b = B.cpu.map((c) => (c / 100) * 500);
  const cWork = workOfC();
  // Averaged onto 15 minutes: three 5-minute intervals to each.
  const c = [0, 1, 2, 3, 4].map((k) => mean(cWork.slice(3 * k, 3 * k + 3)));
  const combined = a.map((x, k) => x + b[k] + c[k]);
  const result = ok(
    consolidate(
      [
        { name: 'A', system: system('1000 CPW'), measurements: file(15, A.cpu, A.int) },
        { name: 'B', system: system('500 CPW'), measurements: file(15, B.cpu, B.int) },
        { name: 'C', system: system('720-2061-1501'), measurements: file(5, C.cpu, C.int) },
      ],
      [
        { system: own('P10', 8000), cores: 4 },
        { system: own('Small', 1200), cores: null },
      ],
    ),
  );

  test("the coincident peak is the peak of the sum at each time, below the sum of each one's peak", () => {
    expect(result.step).toBe(15 * MIN);
    expect(result.intervals).toBe(5);
    expect(result.coincident.value).toBeCloseTo(maxOf(combined), 9);
    expect(result.coincident.at).toBe(T0 + combined.indexOf(maxOf(combined)) * 15 * MIN);
    expect(result.sumOfPeaks).toBeCloseTo(maxOf(a) + maxOf(b) + maxOf(c), 9);
    expect(result.coincident.value).toBeLessThan(result.sumOfPeaks);
    expect(result.systems.map((s) => s.peak.value)).toEqual([maxOf(a), maxOf(b), expect.closeTo(maxOf(c), 9)]);
    expect(result.systems.map((s) => s.peak.at)).toEqual([a, b, c].map((xs) => T0 + xs.indexOf(maxOf(xs)) * 15 * MIN));
  });

  test('the CFINT overhead of the 720 is taken off its work (PCR 2.8)', () => {
    // 31% interactive is past the 720-2061-1501's knee of 70 / 240: the overhead is real work of the old system only.
    expect(result.systems[2].cfintMax).toBeGreaterThan(0);
    const { cpw } = printed720();
    expect(result.systems[2].cfintMax).toBeCloseTo(maxOf(C.cpu.map((u, i) => (u / 100) * cpw - cWork[i])), 9);
  });

  test('the interactive work combines the same way', () => {
    const ai = A.int.map((x) => (x / 100) * 1000);
    const bi = B.int.map((x) => (x / 100) * 500);
    const ci = [0, 1, 2, 3, 4].map((k) => mean(C.int.slice(3 * k, 3 * k + 3).map((x) => (x / 100) * 240)));
    const all = ai.map((x, k) => x + bi[k] + ci[k]);
    expect(result.interactive?.coincident.value).toBeCloseTo(maxOf(all), 9);
    expect(result.interactive?.sumOfPeaks).toBeCloseTo(maxOf(ai) + maxOf(bi) + maxOf(ci), 9);
    expect(result.interactive?.unknown).toEqual([]);
  });

  test('targets: utilization, the guideline, processing units with the 18.5 allowance', () => {
    const peak = maxOf(combined);
    const [p10, small] = result.targets;
    expect(p10.utilization).toBeCloseTo(peak / 8000, 12);
    expect(p10.fits).toBe(peak / 8000 <= 0.7);
    const unit = (8000 / 4) * 0.7 * (1 - 0.1);
    expect(p10.sharedPool).toBeCloseTo(peak / unit, 12);
    expect(p10.partitions).toEqual([
      { name: 'A', processingUnits: expect.closeTo(maxOf(a) / unit, 12) },
      { name: 'B', processingUnits: expect.closeTo(maxOf(b) / unit, 12) },
      { name: 'C', processingUnits: expect.closeTo(maxOf(c) / unit, 12) },
    ]);
    // Without cores: the utilization, and what is missing.
    expect(small.utilization).toBeCloseTo(peak / 1200, 12);
    expect(small.fits).toBe(false);
    expect(small.sharedPool).toBeNull();
    expect(small.partitions).toBeNull();
    expect(small.missing).toMatch(/Small: the number of cores its 1200 CPW is for \(the sixth field of --target\)/);
  });
});

test("the defaults are the sources': 70% (PCR 2.12, line 847) and 10% (PCR 18.5, line 6341)", () => {
  expect(pcrLine(847)).toMatch(/keep the system's CPU utilization at 70 percent, or less/);
  expect(PLANNING_GUIDELINE).toBe(0.7);
  expect(pcrLine(6341)).toMatch(
    /a partition may have about 10% less capacity than an equivalent stand-alone system if all partitions will be running their peak loads concurrently/,
  );
  expect(PARTITION_ALLOWANCE).toBe(0.1);
  // The same 18.5 figure AS400.LPARCAPACITY applies.
  expect(PARTITION_ALLOWANCE).toBeCloseTo(1 - LPAR_CONCURRENT_PEAK_FACTOR, 12);
  const r = ok(
    consolidate(
      [
        { name: 'X', system: system('100 CPW'), measurements: file(15, [50, 60], null) },
        { name: 'Y', system: system('100 CPW'), measurements: file(15, [40, 20], null) },
      ],
      [{ system: own('T', 1000), cores: 2 }],
      { guideline: 0.5, allowance: 0.2 },
    ),
  );
  expect(r.targets[0].sharedPool).toBeCloseTo(90 / (500 * 0.5 * 0.8), 12);
  expect(r.targets[0].fits).toBe(true);
});

test('a utilization printed equal to the guideline is within it; a hundredth of a point above is past it', () => {
  // Two systems of 240 CPW at 7%: 0.07 x 240 = 16.8 each, 33.6 together; on 48 CPW that is 70% exactly,
  // which floating point computes a hair above (0.7000000000000001), and on 47.99 CPW 70.0146%.
  const work = 0.07 * 240 + 0.07 * 240;
  expect(work / 48).toBeGreaterThan(0.7);
  const r = ok(
    consolidate(
      [
        { name: 'X', system: system('240 CPW'), measurements: file(15, [7, 7], null) },
        { name: 'Y', system: system('240 CPW'), measurements: file(15, [7, 7], null) },
      ],
      [
        { system: own('At', 48), cores: null },
        { system: own('Above', 47.99), cores: null },
      ],
    ),
  );
  expect(r.targets.map((t) => t.utilization * 100)).toEqual([expect.closeTo(70, 9), expect.closeTo((work / 47.99) * 100, 9)]);
  expect(r.targets.map((t) => t.fits)).toEqual([true, false]);
});

test('a time where one source has no interval is left out of the combined figures and listed', () => {
  // B misses 10:15, where the sum would peak.
  const r = ok(
    consolidate(
      [
        { name: 'A', system: system('100 CPW'), measurements: file(15, [10, 90, 20, 30], null) },
        { name: 'B', system: system('100 CPW'), measurements: file(15, [10, 90, 20, 30], null, T0, [1]) },
      ],
      [],
    ),
  );
  expect(r.intervals).toBe(3);
  expect(r.coincident).toEqual({ value: 60, at: T0 + 45 * MIN });
  expect(r.leftOut).toEqual([{ name: 'B', from: T0 + 15 * MIN, to: T0 + 15 * MIN, intervals: 1 }]);
  // Each system's own peak is of its own intervals.
  expect(r.sumOfPeaks).toBe(90 + 30);
});

test('"N CPW per core": each interval scaled by its own entitlement, above 100% on an uncapped partition', () => {
  const text = 'timestamp,cpu,entitlement\n2024-03-04 10:00,120,0.5\n2024-03-04 10:15,80,1.0\n';
  const lpar = readMeasurements(text);
  if (isError(lpar)) throw new Error(lpar.message);
  const r = ok(
    consolidate(
      [
        { name: 'LPAR', system: system('1000 CPW per core'), measurements: lpar },
        { name: 'Old', system: system('240 CPW'), measurements: file(15, [50, 10], null) },
      ],
      [],
    ),
  );
  expect(r.systems[0].peak).toEqual({ value: 0.8 * 1.0 * 1000, at: T0 + 15 * MIN });
  expect(r.coincident.value).toBeCloseTo(Math.max(1.2 * 0.5 * 1000 + 120, 800 + 24), 9);
  expect(r.interactive).toBeNull();
});

describe('the statistic asked for: p95 (nearest rank) and the peak hour, of the combined work and of each', () => {
  const n = 24;
  const x = Array.from({ length: n }, (_, k) => (k * 37) % 97);
  const y = Array.from({ length: n }, (_, k) => (k * 53 + 11) % 89);
  const sources = [
    { name: 'X', system: system('100 CPW'), measurements: file(15, x, null) },
    { name: 'Y', system: system('200 CPW'), measurements: file(15, y, null) },
  ];
  const xs = x.map((v) => v);
  const ys = y.map((v) => 2 * v);
  const both = xs.map((v, k) => v + ys[k]);
  const p95 = (v: number[]) => [...v].sort((p, q) => p - q)[Math.ceil((95 * v.length) / 100) - 1];
  /** The best mean of 4 consecutive 15-minute values, and the first start reaching it, by brute force. */
  const hour = (v: number[]) => {
    let best = { value: -Infinity, at: 0 };
    for (let k = 0; k + 4 <= v.length; k++) {
      const m = mean(v.slice(k, k + 4));
      if (m > best.value + 1e-9) best = { value: m, at: T0 + k * 15 * MIN };
    }
    return best;
  };

  test('p95', () => {
    const r = ok(consolidate(sources, [], { statistic: 'p95' }));
    expect(r.coincident.value).toBeCloseTo(p95(both), 9);
    expect(r.coincident.at).toBe(T0 + both.indexOf(p95(both)) * 15 * MIN);
    expect(r.sumOfPeaks).toBeCloseTo(p95(xs) + p95(ys), 9);
  });

  test('peak hour', () => {
    const r = ok(consolidate(sources, [], { statistic: 'peak-hour' }));
    expect(r.coincident.value).toBeCloseTo(hour(both).value, 9);
    expect(r.coincident.at).toBe(hour(both).at);
    expect(r.systems.map((s) => s.peak.at)).toEqual([hour(xs).at, hour(ys).at]);
    expect(r.sumOfPeaks).toBeCloseTo(hour(xs).value + hour(ys).value, 9);
  });

  test('no whole hour measured: refused, naming it', () => {
    const short = [
      { name: 'X', system: system('100 CPW'), measurements: file(15, [1, 2, 3], null) },
      { name: 'Y', system: system('100 CPW'), measurements: file(15, [1, 2, 3], null) },
    ];
    const r = consolidate(short, [], { statistic: 'peak-hour' });
    expect(isError(r) && r.message).toBe('X: no run of intervals covers a whole hour without a gap, so there is no peak hour: use --statistic peak or p95');
  });
});

describe('refusals', () => {
  const m = file(15, [10, 20], null);
  test('no source', () => {
    const r = consolidate([], []);
    expect(isError(r) && r.message).toBe('a consolidation needs a system or partition to size, got none');
  });
  test('one source is its own move: the coincident peak is its peak, the sum of peaks the same', () => {
    const one = ok(consolidate([{ name: 'A', system: system('1000 CPW'), measurements: file(15, A.cpu, A.int) }], [{ system: own('P10', 8000), cores: 4 }]));
    const work = A.cpu.map((c) => (c / 100) * 1000);
    expect(one.coincident.value).toBeCloseTo(maxOf(work), 9);
    expect(one.sumOfPeaks).toBeCloseTo(maxOf(work), 9);
  });
  test('two sources of one name (case aside)', () => {
    const r = consolidate(
      [
        { name: 'Prod', system: system('100 CPW'), measurements: m },
        { name: 'Test', system: system('100 CPW'), measurements: m },
        { name: 'prod ', system: system('100 CPW'), measurements: m },
      ],
      [],
    );
    expect(isError(r) && r.message).toBe('two systems are named "prod" (the 1st and the 3rd): give each a name of its own');
  });
  test('periods that never overlap, each named', () => {
    const later = file(15, [10, 20], null, T0 + 86_400_000);
    const r = consolidate(
      [
        { name: 'A', system: system('100 CPW'), measurements: m },
        { name: 'B', system: system('100 CPW'), measurements: later },
      ],
      [],
    );
    expect(isError(r) && r.message).toBe(
      'the systems were never measured at one time, so there is no combined work: A ' +
        '2024-03-04 10:00 to 2024-03-04 10:15; B 2024-03-05 10:00 to 2024-03-05 10:15',
    );
  });
  test('"N CPW per core" for a file without the entitlement', () => {
    const r = consolidate(
      [
        { name: 'A', system: system('500 CPW per core'), measurements: m },
        { name: 'B', system: system('100 CPW'), measurements: m },
      ],
      [],
    );
    expect(isError(r) && r.message).toMatch(/^A: 500 CPW per core needs a file that gives the partition's entitlement \(processing units\)/);
  });
  test('a system that is no catalog key, CPW or CPW per core', () => {
    const r = parseSourceSystem('no such model');
    expect(isError(r)).toBe(true);
    expect(parseSourceSystem('0 CPW per core')).toMatchObject({ message: '"0 CPW per core": the CPW per core must be above 0' });
    expect(parseSourceSystem('240 CPW')).toEqual({ kind: 'cpw', cpw: 240 });
    expect(parseSourceSystem('120 cpw per core')).toEqual({ kind: 'per-core', cpwPerCore: 120 });
  });
});

test('sums hold over many sources: the combined work is the sum at each time', () => {
  const k = 40;
  const files = Array.from({ length: k }, (_, s) => Array.from({ length: 8 }, (_, t) => ((s * 7 + t * 13) % 50) + 5));
  const r = ok(
    consolidate(
      files.map((cpu, s) => ({ name: `P${s}`, system: system('100 CPW'), measurements: file(15, cpu, null) })),
      [],
    ),
  );
  const at = Array.from({ length: 8 }, (_, t) => sum(files.map((f) => f[t])));
  expect(r.coincident.value).toBeCloseTo(maxOf(at), 9);
  expect(r.sumOfPeaks).toBeCloseTo(sum(files.map(maxOf)), 9);
});

describe('what a target and a source say besides the figures', () => {
  const sources = (interactive: number) => [
    { name: 'A', system: system('1000 CPW'), measurements: file(15, [60, 60], [interactive, interactive]) },
    { name: 'B', system: system('1000 CPW'), measurements: file(15, [10, 10], [0, 0]) },
  ];
  /** A target of 1,000 CPW whose interactive CPW 100 is its knee (7/6 rule): the knee at 10% of its CPU, the 2.10 alert at 70% of that. */
  const knee = ownSystem('Edition', 1000, 100, '7/6', 'test input, p. 2');
  const status = (interactivePercent: number) => {
    const r = ok(consolidate(sources(interactivePercent), [{ system: knee as OwnSystem, cores: null }]));
    return r.targets[0].interactiveStatus;
  };

  test("the combined interactive work against the target's knee (PCR 2.8, 2.10)", () => {
    // Interactive CPW 10 x 5% = 50 CPW, a share of 0.05 of the target: under 0.07.
    expect(status(5)).toBe('under the threshold');
    expect(status(8)).toBe('up to the knee');
    expect(status(15)).toBe('past the knee');
  });

  test('an unknown interactive share gives no status', () => {
    const r = ok(
      consolidate(
        [
          { name: 'A', system: system('1000 CPW'), measurements: file(15, [60, 60], [5, 5]) },
          { name: 'B', system: system('1000 CPW'), measurements: file(15, [10, 10], null) },
        ],
        [{ system: knee as OwnSystem, cores: null }],
      ),
    );
    expect(r.targets[0].interactiveStatus).toBeNull();
    expect(r.interactive?.unknown).toEqual(['B']);
  });

  test('a file of shares of an entitlement read against "N CPW": a warning says what the CPW is taken for', () => {
    const pdi = readMeasurements('Date-Time,Partition CPU Utilization\n2024-03-04 10:00,50\n2024-03-04 10:15,40\n');
    if (isError(pdi)) throw new Error(pdi.message);
    const r = ok(
      consolidate(
        [
          { name: 'LPAR', system: system('2000 CPW'), measurements: pdi },
          { name: 'B', system: system('100 CPW'), measurements: file(15, [10, 10], null) },
        ],
        [],
      ),
    );
    expect(r.systems[0].peak.value).toBe(1000);
    expect(r.warnings).toContain(
      "LPAR: the file's utilization is of the partition's entitlement, not of a whole system: 2000 CPW is taken as what that entitlement stands for",
    );
  });
});

test('the sheet lays out at most 32 sources', () => {
  expect(sheetRefusal(32)).toBeNull();
  expect(sheetRefusal(33)).toBe("33 systems: a Consolidation sheet lays out at most 32 (use the command line's --json for more)");
});

test("a source's file warnings are the summary's, named: a column of zeros, a gap", () => {
  const r = ok(
    consolidate(
      [
        { name: 'Zero', system: system('100 CPW'), measurements: file(15, ['0%', '0%', '0%'], null) },
        { name: 'Gap', system: system('100 CPW'), measurements: file(15, [10, 20, 30, 40], null, T0, [2]) },
      ],
      [],
    ),
  );
  expect(r.warnings).toEqual([
    expect.stringMatching(/^Zero: the cpu column \("cpu"\) is 0 in all 3 intervals/),
    'Gap: 1 interval of 15 min missing between 2024-03-04 10:15 and 2024-03-04 10:45: the ' +
      'statistics are of the intervals measured, and no peak hour spans a gap',
  ]);
});
