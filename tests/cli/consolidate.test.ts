/**
 * as400-sizer consolidate through the built command line (npm run build:cli), as a planner runs it:
 * three systems whose peaks fall at different times, the coincident peak below the sum of the
 * peaks, each computed here from the files the test writes; targets with and without cores; every
 * refusal with its message and exit code.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { BIN } from '../../support/cli';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'consolidate', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-consolidate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const MIN = 60_000;
const T0 = Date.UTC(2024, 2, 4, 0, 0);
const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (t: number) => {
  const d = new Date(t);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};
/** A day of 15-minute intervals, cpu and interactive in percent. */
function write(name: string, cpu: number[], interactive: number[] | null, start = T0): string {
  const p = path.join(dir, name);
  const head = interactive ? 'timestamp,cpu,interactive' : 'timestamp,cpu';
  const rows = cpu.map((c, k) => [stamp(start + k * 15 * MIN), c, ...(interactive ? [interactive[k]] : [])].join(','));
  fs.writeFileSync(p, [head, ...rows].join('\n') + '\n');
  return p;
}

const N = 96;
// The online system peaks mid-morning, the batch system at night, the reporting partition at month-end style noon.
const shape = (peakAt: number, high: number, low: number) =>
  Array.from({ length: N }, (_, k) => Math.round(low + (high - low) * Math.exp(-(((k - peakAt) / 6) ** 2))));
const online = shape(42, 85, 20);
const batch = shape(8, 95, 15);
const reports = shape(50, 70, 10);
const onlineInt = online.map((c) => Math.round(c / 3));
const files = {
  online: write('online.csv', online, onlineInt),
  batch: write('batch.csv', batch, null),
  reports: write('reports.csv', reports, null),
};
const CPW = { online: 600, batch: 400, reports: 300 };
const systems = [
  '--system',
  `Online;${CPW.online} CPW;${files.online}`,
  '--system',
  `Batch;${CPW.batch} CPW;${files.batch}`,
  '--system',
  `Reports;${CPW.reports} CPW;${files.reports}`,
];
const work = {
  online: online.map((c) => (c / 100) * CPW.online),
  batch: batch.map((c) => (c / 100) * CPW.batch),
  reports: reports.map((c) => (c / 100) * CPW.reports),
};
const combined = work.online.map((x, k) => x + work.batch[k] + work.reports[k]);
const peakOf = (xs: number[]) => Math.max(...xs);
const at = (xs: number[]) => stamp(T0 + xs.indexOf(peakOf(xs)) * 15 * MIN);
const TARGET = 'P10 S1022;40000;all;none;IBM Power10 Performance Report, 2023, p. 12;8';

describe('three systems onto one Power target', () => {
  const r = run(...systems, '--target', TARGET, '--target', 'Old box;1500;all;;test input, p. 3', '--json');
  const j = JSON.parse(r.out);

  test("the coincident peak and its time, against the sum of each system's peak", () => {
    expect(r.code).toBe(0);
    expect(j.coincidentPeakCpw).toBeCloseTo(peakOf(combined), 9);
    expect(j.coincidentPeakAt).toBe(at(combined));
    const sumOfPeaks = peakOf(work.online) + peakOf(work.batch) + peakOf(work.reports);
    expect(j.sumOfPeaksCpw).toBeCloseTo(sumOfPeaks, 9);
    expect(j.coincidentPeakCpw).toBeLessThan(j.sumOfPeaksCpw);
    expect(j.systems).toEqual([
      expect.objectContaining({ name: 'Online', cpw: 600, peakCpw: expect.closeTo(peakOf(work.online), 9), peakAt: at(work.online) }),
      expect.objectContaining({ name: 'Batch', cpw: 400, peakCpw: expect.closeTo(peakOf(work.batch), 9), peakAt: at(work.batch) }),
      expect.objectContaining({ name: 'Reports', cpw: 300, peakCpw: expect.closeTo(peakOf(work.reports), 9), peakAt: at(work.reports) }),
    ]);
    expect(j).toMatchObject({
      statistic: 'peak',
      guideline: 0.7,
      allowance: 0.1,
      intervalSeconds: 900,
      intervals: N,
      first: stamp(T0),
      last: stamp(T0 + (N - 1) * 15 * MIN),
    });
  });

  test('interactive: of the systems that measured it, the others named unknown', () => {
    const i = onlineInt.map((c) => (c / 100) * CPW.online);
    expect(j.interactive).toEqual({
      coincidentPeakCpw: expect.closeTo(peakOf(i), 9),
      coincidentPeakAt: at(i),
      sumOfPeaksCpw: expect.closeTo(peakOf(i), 9),
      unknown: ['Batch', 'Reports'],
    });
  });

  test('a target with cores: utilization, the guideline, processing units of the pool and each partition', () => {
    const unit = (40000 / 8) * 0.7 * 0.9;
    expect(j.targets[0]).toEqual({
      name: 'P10 S1022',
      cpw: 40000,
      cores: 8,
      cpwPerCore: 5000,
      source: 'IBM Power10 Performance Report, 2023, p. 12',
      utilization: expect.closeTo(peakOf(combined) / 40000, 12),
      guideline: 0.7,
      // A day measured: no month for a growth, so the verdict is today's alone, and says so.
      fits: true,
      fitsNow: true,
      fitsAhead: null,
      verdict: expect.stringContaining('not judged ahead'),
      dedicatedCores: 3,
      limitDate: null,
      monthsToLimit: null,
      limitDateEarliest: null,
      limitDateLatest: null,
      interactiveStatus: null,
      processingUnits: { sharedPool: expect.closeTo(peakOf(combined) / unit, 12) },
      partitions: [
        { name: 'Online', processingUnits: expect.closeTo(peakOf(work.online) / unit, 12), dedicatedCores: 1 },
        { name: 'Batch', processingUnits: expect.closeTo(peakOf(work.batch) / unit, 12), dedicatedCores: 1 },
        { name: 'Reports', processingUnits: expect.closeTo(peakOf(work.reports) / unit, 12), dedicatedCores: 1 },
      ],
      missing: null,
    });
    // The verdict gives the pool as the table does, rounded up to the 0.05 granularity, the need beside it where they differ.
    const need = peakOf(combined) / unit;
    const assigned = Math.ceil(need / 0.05 - 1e-9) * 0.05;
    expect(j.targets[0].verdict).toContain(
      assigned.toFixed(2) === need.toFixed(2)
        ? `fits: ${need.toFixed(2)} processing units of 8 cores in a shared pool`
        : `fits: ${assigned.toFixed(2)} processing units (${need.toFixed(2)} needed, in steps of 0.05) of 8 cores in a shared pool`,
    );
  });

  test("today's five-field --target: the utilization, and what is missing for processing units", () => {
    expect(j.targets[1]).toMatchObject({
      name: 'Old box',
      cores: null,
      utilization: expect.closeTo(peakOf(combined) / 1500, 12),
      fits: peakOf(combined) / 1500 <= 0.7,
      processingUnits: null,
      partitions: null,
    });
    expect(j.targets[1].missing).toContain('the number of cores its 1500 CPW is for');
    expect(r.err).toContain('note: Old box: the number of cores');
  });

  test('the text report says the same', () => {
    const t = run(...systems, '--target', TARGET);
    expect(t.code).toBe(0);
    const fmt = (x: number) => x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(t.out).toContain(`coincident peak: ${fmt(peakOf(combined))} CPW at ${at(combined)}`);
    expect(t.out).toContain(`sum of each system's peak: ${fmt(j.sumOfPeaksCpw)} CPW`);
    expect(t.out).toMatch(/processing units, CPW per core 5,000\.0 x 70% x \(1 - 10%\) \(PCR 2\.12, 18\.5\)/);
  });

  test('--statistic p95, --guideline and --allowance', () => {
    const p = JSON.parse(run(...systems, '--target', TARGET, '--statistic', 'p95', '--guideline', '60%', '--allowance', '0.2', '--json').out);
    const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil((95 * xs.length) / 100) - 1];
    expect(p.coincidentPeakCpw).toBeCloseTo(p95(combined), 9);
    expect(p.sumOfPeaksCpw).toBeCloseTo(p95(work.online) + p95(work.batch) + p95(work.reports), 9);
    expect(p.targets[0].processingUnits.sharedPool).toBeCloseTo(p95(combined) / (5000 * 0.6 * 0.8), 12);
  });
});

test('a catalog key with a knee and no interactive column: a warning that its CFINT stays in', () => {
  const r = run('--system', `A;720-2061-1501;${files.batch}`, '--system', `B;100 CPW;${files.reports}`, '--json');
  expect(r.code).toBe(0);
  expect(JSON.parse(r.out).systems[0]).toMatchObject({ system: '720-2061-1501', cpw: 240, peakCpw: expect.closeTo((peakOf(batch) / 100) * 240, 9) });
  expect(r.err).toContain('warning: A: 720-2061-1501 has a knee (PCR 2.8) but the file has no interactive column: any CFINT overhead stays in its work');
});

test('"N CPW per core" scales each interval by its entitlement; a time one system lacks is left out and listed', () => {
  const lpar = path.join(dir, 'lpar.csv');
  // 150% and 50% of entitlements 0.5 and 2 processing units, at 1,000 CPW a core; no 00:30 interval.
  fs.writeFileSync(lpar, 'timestamp,cpu,entitlement\n2024-03-04 00:00,150,0.5\n2024-03-04 00:15,50,2\n2024-03-04 00:45,10,2\n');
  const r = run('--system', `LPAR;1000 CPW per core;${lpar}`, '--system', `Online;${CPW.online} CPW;${files.online}`, '--json');
  expect(r.code).toBe(0);
  const j = JSON.parse(r.out);
  const lparWork = [1.5 * 0.5 * 1000, 0.5 * 2 * 1000, 0.1 * 2 * 1000];
  expect(j.systems[0]).toMatchObject({ name: 'LPAR', system: '1000 CPW per core', cpw: null, cpwPerCore: 1000, peakCpw: 1000, peakAt: stamp(T0 + 15 * MIN) });
  const both = [0, 1, 3].map((k, i) => lparWork[i] + work.online[k]);
  expect(j.coincidentPeakCpw).toBeCloseTo(Math.max(...both), 9);
  expect(j.intervals).toBe(3);
  expect(j.leftOut).toEqual([
    { name: 'LPAR', from: stamp(T0 + 30 * MIN), to: stamp(T0 + 30 * MIN), intervals: 1 },
    { name: 'LPAR', from: stamp(T0 + 60 * MIN), to: stamp(T0 + (N - 1) * 15 * MIN), intervals: N - 4 },
  ]);
  const text = run('--system', `LPAR;1000 CPW per core;${lpar}`, '--system', `Online;${CPW.online} CPW;${files.online}`);
  expect(text.out).toContain(`  LPAR: none from ${stamp(T0 + 30 * MIN)} to ${stamp(T0 + 30 * MIN)} (1 interval)`);
});

describe('refused', () => {
  const expectUsage = (r: ReturnType<typeof run>, message: string) => {
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
    expect(r.err).toContain('usage: as400-sizer consolidate');
  };
  test('one name again adds a file to that system: files that overlap are refused, naming both', () => {
    const r = run('--system', `Prod;100 CPW;${files.online}`, '--system', `prod;100 CPW;${files.batch}`, '--system', `Other;100 CPW;${files.reports}`);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`Prod: ${files.batch}: its first interval, ${stamp(T0)}, is not after the last of ${files.online}`);
  });
  test('a file the reader refuses: its message with the file, line and column, exit 1', () => {
    const bad = path.join(dir, 'bad.csv');
    fs.writeFileSync(bad, 'timestamp,cpu\n2024-03-04 10:00,50\n2024-03-04 10:15,abc\n');
    const r = run('--system', `A;100 CPW;${files.online}`, '--system', `B;100 CPW;${bad}`, '--json');
    expect(r).toMatchObject({ code: 1, out: '' });
    expect(r.err).toMatch(new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: line 3, column 2 \\("cpu"\\): "abc" is not a number`));
  });
  test('a file that is not there', () => {
    expectUsage(
      run('--system', `A;100 CPW;${files.online}`, '--system', `B;100 CPW;${path.join(dir, 'none.csv')}`),
      `--system "B;100 CPW;${path.join(dir, 'none.csv')}": cannot read`,
    );
  });
  test('periods that never overlap, each named, exit 1', () => {
    const later = write('later.csv', [10, 20], null, T0 + 7 * 86_400_000);
    const r = run('--system', `A;100 CPW;${files.online}`, '--system', `B;100 CPW;${later}`);
    expect(r).toMatchObject({ code: 1, out: '' });
    expect(r.err).toBe(
      `the systems were never measured at one time, so there is no combined work: A ${stamp(T0)} ` +
        `to ${stamp(T0 + (N - 1) * 15 * MIN)}; B 2024-03-11 00:00 to 2024-03-11 00:15\n`,
    );
  });
  test('"N CPW per core" for a file that gives no entitlement', () => {
    expectUsage(
      run('--system', `A;500 CPW per core;${files.online}`, '--system', `B;100 CPW;${files.batch}`),
      `--system "A;500 CPW per core;${files.online}": 500 CPW per core needs a file that gives the partition's entitlement (processing units)`,
    );
  });
  test('a --system, a --target or an option at fault', () => {
    expectUsage(
      run('--system', 'A;100 CPW', '--system', `B;100 CPW;${files.batch}`),
      '--system "A;100 CPW": three fields separated by ";", NAME;SYSTEM;FILE, got 2',
    );
    expectUsage(
      run('--system', `A;nothing like a model;${files.online}`, '--system', `B;100 CPW;${files.batch}`),
      `--system "A;nothing like a model;${files.online}": `,
    );
    expectUsage(run('--target', 'X;1000;all;none;doc p. 1;2'), 'Name the systems or partitions to size, each with --system: ');
    expectUsage(
      run(...systems, '--target', 'X;1000;all;none;doc p. 1;zero'),
      '--target X: CORES, the sixth field, must be the number of cores its CPW is for (above 0), got "zero"',
    );
    expectUsage(run(...systems, '--target', 'X;1000;all;none;doc p. 1;0'), 'got "0"');
    expectUsage(run(...systems, '--target', 'X;1000;all;none;'), 'X: give the source of its ratings');
    expectUsage(run(...systems, '--statistic', 'mean'), '--statistic mean: choose peak, p95, peak-hour');
    // The pane's readers and words (addin/consolidation/options.ts): the fields' labels name the value.
    expectUsage(run(...systems, '--guideline', '0'), '--guideline 0: Planning guideline must be a number 0.01 or more and 1 or less, got 0');
    expectUsage(
      run(...systems, '--guideline', '150%'),
      '--guideline 150%: Planning guideline is a fraction of the CPU (32.1% is 0.321), so at most 1; got 1.5',
    );
    expectUsage(run(...systems, '--allowance', '100%'), '--allowance 100%: Partition allowance must be a number 0 or more and 0.99 or less, got 1');
    expectUsage(run(...systems, 'stray.csv'), 'stray.csv: name each file in a --system "NAME;SYSTEM;FILE"');
    expectUsage(run(...systems, '--granularity', '0'), '--granularity 0: Processing units rounded up to must be a number 0.0001 or more and 1 or less, got 0');
    // A system's CPW not above 0 is refused as a cell's is (#NUM!), not looked up as a model.
    expectUsage(
      run('--system', `X;-5;${files.online}`, '--system', `B;100 CPW;${files.batch}`),
      `--system "X;-5;${files.online}": the system must be a number above 0, got -5`,
    );
    expectUsage(run(...systems, '--out', path.join(dir, 'c.csv')), `--out ${path.join(dir, 'c.csv')}: the workbook is an .xlsx file`);
  });
});

describe('--out: the Consolidation sheet', () => {
  const fmt = (x: number) => x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const expectUsage = (r: ReturnType<typeof run>, message: string) => {
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).toContain('usage: as400-sizer consolidate');
  };
  const xlsx = path.join(dir, 'consolidation.xlsx');
  // A target near the work, whose guideline the chart draws, beside P10 S1022, whose guideline (28,000 CPW) lies above twice the work.
  const NEAR = 'Near;1500;all;none;test rating, p. 1';
  const r = run(...systems, '--target', TARGET, '--target', NEAR, '--out', xlsx);

  test('written, the sheets named on stdout after the report', () => {
    expect(r).toMatchObject({ code: 0 });
    expect(r.out).toContain(`coincident peak: ${fmt(peakOf(combined))} CPW`);
    expect(r.out.trim().split('\n').pop()).toBe(`${xlsx}: Consolidation, Consolidation data (hidden: the chart's points)`);
  });

  test("the sheet holds the coincident peak, the sum of the peaks and the target's utilization, computed here", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx);
    const ws = book.getWorksheet('Consolidation')!;
    const cells = new Map<string, unknown>();
    ws.eachRow((row) => row.eachCell((c) => cells.set(c.address, c.formula ? c.result : c.value)));
    const labelled = (label: string) => {
      const a = [...cells].find(([, v]) => v === label);
      if (!a) throw new Error(`no cell "${label}"`);
      return cells.get(a[0].replace(/^A/, 'B'));
    };
    expect(labelled('Coincident peak (CPW)')).toBeCloseTo(peakOf(combined), 9);
    const sumRow = [...cells].find(([, v]) => v === 'All 3 (sum)')![0].slice(1);
    expect(cells.get(`C${sumRow}`)).toBeCloseTo(peakOf(work.online) + peakOf(work.batch) + peakOf(work.reports), 9);
    const targetRow = [...cells].find(([, v]) => v === 'P10 S1022')![0].slice(1);
    expect(cells.get(`D${targetRow}`)).toBeCloseTo(peakOf(combined) / 40000, 12);
    expect(book.getWorksheet('Consolidation data')!.state).toBe('hidden');
  });

  test("the chart: each system a stacked area over the data sheet, a target's guideline a dashed line (one far above stated), times as text", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(xlsx));
    const xml = await zip.file('xl/charts/chart1.xml')!.async('string');
    new SaxesParser().write(xml).close();
    const area = /<c:areaChart>(.*?)<\/c:areaChart>/.exec(xml)![1];
    expect(area.startsWith('<c:grouping val="stacked"/>')).toBe(true);
    const names = (part: string) => [...part.matchAll(/<c:ser>.*?<c:tx>.*?<c:v>([^<]*)<\/c:v>.*?<\/c:ser>/g)].map((m) => m[1]);
    expect(names(area)).toEqual(['Online', 'Batch', 'Reports']);
    // (A failure here would print the whole chart part: a boolean says which.)
    expect(area.includes('<c:f>&apos;Consolidation data&apos;!$B$2:$B$97</c:f>')).toBe(true);
    const line = /<c:lineChart>(.*?)<\/c:lineChart>/.exec(xml)![1];
    // Near's guideline, 70% of 1,500 CPW, lies within twice the coincident peak; P10 S1022's, 70% of 40,000, above it.
    expect(0.7 * 1500).toBeLessThanOrEqual(2 * peakOf(combined));
    expect(0.7 * 40000).toBeGreaterThan(2 * peakOf(combined));
    expect(names(line)).toEqual(['Near: guideline (PCR 2.12)']);
    expect(line.includes('<a:prstDash val="dash"/>')).toBe(true);
    // The guideline's cache: 70% of the target's CPW at every time.
    expect(line.includes(`<c:pt idx="95"><c:v>${0.7 * 1500}</c:v></c:pt>`)).toBe(true);
    expect(xml).toContain('not drawn: P10 S1022&apos;s, 28,000 CPW');
    expect(/<c:catAx>.*<c:auto val="0"\/>.*<\/c:catAx>/.test(xml)).toBe(true);
  });

  test('an existing file is kept without --force; --json keeps stdout to the JSON', () => {
    const before = fs.readFileSync(xlsx);
    const again = run(...systems, '--out', xlsx);
    expect(again.code).toBe(2);
    expect(again.err).toContain(`--out ${xlsx} exists: give --force to replace it, or another name. Nothing was written.`);
    expect(fs.readFileSync(xlsx).equals(before)).toBe(true);
    const forced = run(...systems, '--out', xlsx, '--force', '--json');
    expect(forced.code).toBe(0);
    expect(JSON.parse(forced.out).systems).toHaveLength(3);
    expect(forced.err).toContain(`${xlsx}: Consolidation`);
  });

  test('more than 32 systems: refused on the sheet with the limit named, taken by the text report', () => {
    const many = Array.from({ length: 33 }, (_, k) => ['--system', `S${k};100 CPW;${files.online}`]).flat();
    const out = path.join(dir, 'many.xlsx');
    expectUsage(run(...many, '--out', out), "--out: 33 systems: a Consolidation sheet lays out at most 32 (use the command line's --json for more)");
    expect(fs.existsSync(out)).toBe(false);
    expect(run(...many).code).toBe(0);
  });
});
