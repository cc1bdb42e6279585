/**
 * Disk and memory in a consolidation: QAPMDISK and QAPMPOOLB exports (built here) given on a system's
 * --system lines beside its CPU file, told by their headings, two disk months joined. Every figure of
 * `consolidate --json` is computed here from the rows written: busy (DSSMPL - DSNBSY) / DSSMPL, operations
 * (DSRDS + DSWRTS) / INTSEC, the service time by the utilization law (busy seconds over operations), the arms
 * PCR V4R5 14.1 needs (one arm to 55%, else enough to average 40%), the space's least-squares growth and
 * the month it reaches 80%; the text, the report's Summary, its Disk and Memory sheets and the PDF say the
 * same; the Disk sheet recalculates in LibreOffice to its cached values and follows a typed service time;
 * files refused name the line and column.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import ExcelJS from 'exceljs';
import { BIN } from '../../support/cli';
import { agrees, brief, CANARY_PLAN, excelValue, firstOf, show } from '../../support/compare';
import { convert, soffice, tempDir } from '../../cli/libreoffice';
import { writeWorkbook } from '../../cli/xlsx/writer';

jest.setTimeout(300_000);

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-consolidate-resources-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, lines: readonly string[]) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, lines.join('\n') + '\n');
  return p;
};

// Four 15-minute intervals, two on 1 September and two on 3 September.
const TIMES = ['2026-09-01T00:15:00Z', '2026-09-01T00:30:00Z', '2026-09-03T00:15:00Z', '2026-09-03T00:30:00Z'];
const stamp = (iso: string) => `${iso.slice(0, 10)}-${iso.slice(11, 13)}.${iso.slice(14, 16)}.00.000000`;
const cpu = (name: string, values: number[]) => file(name, ['timestamp,cpu', ...TIMES.map((t, i) => `${t.slice(0, 16).replace('T', ' ')},${values[i]}%`)]);
const ONLINE = cpu('online.csv', [40, 60, 50, 30]);
const BATCH = cpu('batch.csv', [20, 10, 30, 40]);

// Two arms, 900 samples an interval; each row: [not busy 0001, reads 0001, available 0001, not busy 0002, reads 0002, writes 0002, available 0002].
const ARMS: number[][] = [
  [540, 9000, 400, 720, 900, 900, 500],
  [450, 13500, 400, 810, 450, 450, 480],
  [630, 4500, 380, 630, 4000, 500, 480],
  [720, 3600, 380, 900, 0, 0, 460],
];
const HEAD = 'DATETIME,INTSEC,DSARM,DSASP,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSBLKR,DSBLKW,DSCAP,DSAVL';
const diskRows = (from: number, to: number) =>
  ARMS.slice(from, to).flatMap((a, i) => [
    `${stamp(TIMES[from + i])},900,0001,1,900,${a[0]},${a[1]},0,0,0,1000,${a[2]}`,
    `${stamp(TIMES[from + i])},900,0002,1,900,${a[3]},${a[4]},${a[5]},0,0,1000,${a[6]}`,
  ]);
const DISK_1 = file('online-disk-1.csv', [HEAD, ...diskRows(0, 2)]);
const DISK_2 = file('online-disk-2.csv', [HEAD, ...diskRows(2, 4)]);
// Pools 1 (the machine pool) and 2, 900-second intervals: [database faults, non-database faults] of each.
const POOLS: number[][] = [
  [90, 900, 9000, 1800],
  [0, 450, 900, 900],
  [45, 45, 4500, 0],
  [0, 0, 0, 90],
];
const POOLS_FILE = file('online-pools.csv', [
  'DATETIME,INTSEC,PONBR,POSIZ,PODBF,PONDBF,POACTL',
  ...POOLS.flatMap((p, i) => [`${stamp(TIMES[i])},900,1,2000000,${p[0]},${p[1]},0`, `${stamp(TIMES[i])},900,2,6000000,${p[2]},${p[3]},100`]),
]);

// The figures from the definitions.
const busy = ARMS.map((a) => [(900 - a[0]) / 900, (900 - a[3]) / 900]);
const ops = ARMS.map((a) => (a[1] + a[4] + a[5]) / 900);
const used = ARMS.map((a) => 1 - (a[2] + a[6]) / 2000);
const busiestPeak = Math.max(...busy.flat());
const opsPeak = Math.max(...ops);
// Utilization law: busy = operations a second x service time, so service = busy arm-seconds / operations (intervals of one length).
const serviceMs = (busy.flat().reduce((s, b) => s + b, 0) / ops.reduce((s, x) => s + x, 0)) * 1000;
// PCR 14.1: one arm while it stays at or under 55%, else enough arms to average 40%.
const armsAt = (opsPerSecond: number, ms: number) => (opsPerSecond * ms <= 550 ? 1 : Math.ceil((opsPerSecond * ms) / 400));
// Least squares of the share used on days, times 365.25 / 12 days a month.
const days = TIMES.map((t) => (Date.parse(t) - Date.parse(TIMES[0])) / 86_400_000);
const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
const [md, mu] = [mean(days), mean(used)];
const slope = days.reduce((s, d, i) => s + (d - md) * (used[i] - mu), 0) / days.reduce((s, d) => s + (d - md) ** 2, 0);
const growthPerMonth = slope * (365.25 / 12);
const monthsTo80 = (0.8 - used[3]) / growthPerMonth;
const reached = new Date(Date.parse(TIMES[3]) + monthsTo80 * (365.25 / 12) * 86_400_000).toISOString().slice(0, 7);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const reachedWords = `${MONTHS[Number(reached.slice(5)) - 1]} ${reached.slice(0, 4)}`;
const faults = POOLS.map((p) => [(p[0] + p[1]) / 900, (p[2] + p[3]) / 900]);
const allPools = faults.map((f) => f[0] + f[1]);

const SYSTEMS = [
  ...['--system', `Online;1000 CPW;${ONLINE}`],
  ...['--system', `Online;1000 CPW;${DISK_2}`],
  ...['--system', `Online;1000 CPW;${POOLS_FILE}`],
  ...['--system', `Online;1000 CPW;${DISK_1}`],
  ...['--system', `Batch;500 CPW;${BATCH}`],
];
const TARGET = ['--target', "New box;3000;all;none;planner's rating, p. 2;2"];

describe('consolidate with disk and pool files on the --system lines', () => {
  const r = run('consolidate', ...SYSTEMS, ...TARGET, '--json');
  const j = JSON.parse(r.out);
  const online = j.systems[0];

  test('the files are told by their headings: the CPU file is the system’s, the others its disk and memory', () => {
    expect(r.code).toBe(0);
    expect(online.files).toEqual([ONLINE]);
    expect(online.disk.files).toEqual([DISK_2, DISK_1]);
    expect(online.memory.files).toEqual([POOLS_FILE]);
    expect(j.systems[1].disk).toBeNull();
    expect(j.systems[1].memory).toBeNull();
    // The CPU figures as without the other files: the peak of 40%, 60%, 50%, 30% of 1000 CPW.
    expect(online.peakCpw).toBeCloseTo(600, 9);
  });

  test('the disk figures of the two months joined, computed here', () => {
    const d = online.disk;
    expect(d.format).toBe('QAPMDISK export');
    expect(d.intervals).toBe(4);
    expect(d.arms).toBe(2);
    expect(d.busiest.peak).toBeCloseTo(busiestPeak, 12);
    expect(d.busiest.arm).toBe('0001');
    expect(d.opsPerSecond.peak).toBeCloseTo(opsPeak, 12);
    expect(d.serviceMs).toBeCloseTo(serviceMs, 9);
    expect(d.guideline).toBe(0.4);
    expect(d.armsNeeded).toBe(armsAt(opsPeak, serviceMs));
    expect(d.armsNeeded).toBe(2);
    expect(d.armsNeededSource).toMatch(/PCR V4R5 14\.1 \(seed 000 lines 4558-4560\)/);
    expect(d.spaceUsed.first).toBeCloseTo(used[0], 12);
    expect(d.spaceUsed.last).toBeCloseTo(used[3], 12);
    expect(d.spaceUsed.growthPerMonth).toBeCloseTo(growthPerMonth, 9);
    expect(d.space.limit).toBe(0.8);
    expect(d.space.monthsToLimit).toBeCloseTo(monthsTo80, 6);
    expect(d.space.reached).toBe(reached);
  });

  test('the memory figures, computed here', () => {
    const m = online.memory;
    expect(m.pools.map((p: { pool: number }) => p.pool)).toEqual([1, 2]);
    expect(m.machinePool.faultsPerSecond.peak).toBeCloseTo(Math.max(...faults.map((f) => f[0])), 12);
    expect(m.allPoolsFaultsPerSecond.peak).toBeCloseTo(Math.max(...allPools), 12);
    expect(m.allPoolsFaultsPerSecond.mean).toBeCloseTo(mean(allPools), 12);
    expect(m.pools[1].sizeKB).toBe(6_000_000);
    expect(m.pools[1].maxActiveSizeKB).toBe(100 * 3072);
  });

  test('the sentences say those figures, in the JSON and the text alike', () => {
    const pct = (x: number) => `${Number((x * 100).toFixed(1))}%`;
    expect(online.disk.sentence).toBe(
      `Disk: busiest arm ${pct(busiestPeak)} at peak, above PCR 14.1's 40% for 2 arms; space ${pct(used[3])} used, 80% reached in ${reachedWords}; ` +
        `2 arms at the guideline for ${Number(opsPeak.toFixed(1))} ops/s at peak, ${Number(serviceMs.toFixed(1))} ms measured (DASDARMSNEEDED)`,
    );
    expect(online.memory.sentence).toContain(`all pools ${Number(Math.max(...allPools).toFixed(1))} faults/s at peak`);
    const text = run('consolidate', ...SYSTEMS, ...TARGET);
    expect(text.code).toBe(0);
    expect(text.out).toContain(`Online: ${online.disk.sentence}`);
    expect(text.out).toContain(`Online: ${online.memory.sentence}`);
  });
});

describe('files refused', () => {
  test('a disk file at fault: its name, line and column', () => {
    const bad = file('bad-disk.csv', [HEAD, ...diskRows(0, 1), `${stamp(TIMES[1])},900,0001,1,900,950,0,0,0,0,1000,400`]);
    const r = run('consolidate', '--system', `Online;1000 CPW;${ONLINE}`, '--system', `Online;1000 CPW;${bad}`, '--system', `Batch;500 CPW;${BATCH}`);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${bad}: line 4, column 6 ("DSNBSY"): 950 samples not busy of 900 taken`);
    expect(r.out).toBe('');
  });

  test('two disk months that overlap: both named', () => {
    const again = file('online-disk-again.csv', [HEAD, ...diskRows(1, 3)]);
    const r = run('consolidate', ...SYSTEMS, '--system', `Online;1000 CPW;${again}`);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`Online: ${again}: its first interval, 2026-09-01 00:30, is not after the last of ${DISK_1}, 2026-09-01 00:30`);
  });

  test('a system with a disk file and no CPU file is refused, saying what to add', () => {
    const r = run('consolidate', '--system', `Online;1000 CPW;${DISK_1}`, '--system', `Batch;500 CPW;${BATCH}`);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Online: its --system lines give a QAPMDISK export and no CPU intervals.*add its CPU file/);
  });
});

describe('workbook report with disk and memory: the Summary, the Disk and Memory sheets, LibreOffice and the PDF', () => {
  const json = JSON.parse(run('consolidate', ...SYSTEMS, ...TARGET, '--json').out);
  const d = json.systems[0].disk;
  const xlsx = path.join(dir, 'report.xlsx');
  const pdf = path.join(dir, 'report.pdf');
  const r = run('workbook', 'report', ...SYSTEMS, ...TARGET, '--out', xlsx, '--pdf', pdf);
  const book = new ExcelJS.Workbook();
  const books = new Map<string, ExcelJS.Workbook>();
  let pdfText = '';
  const value = (b: ExcelJS.Workbook, sheet: string, ref: string) => {
    const c = b.getWorksheet(sheet)!.getCell(ref);
    return excelValue(c.formula ? c.result : c.value);
  };
  const rowOf = (b: ExcelJS.Workbook, sheet: string, label: string) => {
    const s = b.getWorksheet(sheet)!;
    for (let row = 1; row <= s.rowCount; row++) if (value(b, sheet, `A${row}`) === label) return row;
    throw new Error(`no ${label} on ${sheet}`);
  };

  beforeAll(async () => {
    expect(r.err).not.toMatch(/error|refused/i);
    await book.xlsx.load(fs.readFileSync(xlsx) as unknown as ArrayBuffer);
    soffice();
    const lo = tempDir('lo-resources');
    fs.mkdirSync(path.join(lo, 'in'));
    // The planner's own service time typed over the input (the cached arms left stale): 45 ms, then Table 14.1's 8.1 ms of the 6533-6607.
    const typed = async (ms: number) => {
      const copy = new ExcelJS.Workbook();
      await copy.xlsx.load(fs.readFileSync(xlsx) as unknown as ArrayBuffer);
      copy.getWorksheet('Disk')!.getCell(`G${rowOf(book, 'Disk', 'Online')}`).value = ms;
      const f = path.join(lo, 'in', `typed-${ms}.xlsx`);
      await copy.xlsx.writeFile(f);
      return f;
    };
    const canary = path.join(lo, 'in', 'canary.xlsx');
    fs.writeFileSync(canary, await writeWorkbook(CANARY_PLAN));
    const named = ['canary', 'as-built', 'typed-45', 'typed-8.1'];
    const inputs = [canary, xlsx, await typed(45), await typed(8.1)];
    const outputs = convert(inputs, 'xlsx', path.join(lo, 'out'));
    for (const [i, out] of outputs.entries()) {
      const b = new ExcelJS.Workbook();
      await b.xlsx.load(fs.readFileSync(out) as unknown as ArrayBuffer);
      books.set(named[i], b);
    }
    fs.rmSync(lo, { recursive: true, force: true });
    pdfText = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
  });

  test("the sheets: Summary, Consolidation, Disk, Memory, then each system's details, the data sheets hidden", () => {
    const shown = ['Summary', 'Consolidation', 'Disk', 'Memory', 'Online Measurements', 'Batch Measurements'];
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${xlsx}: ${shown.join(', ')}; hidden (the charts' points): Consolidation data, Disk data, Memory data`);
    expect(r.out).toContain(`${pdf}: ${shown.join(', ')}`);
    expect(book.worksheets.filter((s) => s.state !== 'hidden').map((s) => s.name)).toEqual(shown);
  });

  test("the Summary's disk and memory lines are consolidate's sentences", () => {
    const s = book.getWorksheet('Summary')!;
    const lines = Array.from({ length: s.rowCount }, (_, i) => String(value(book, 'Summary', `B${i + 1}`) ?? ''));
    expect(lines).toContain(d.sentence);
    expect(lines).toContain(json.systems[0].memory.sentence);
  });

  test("the Disk sheet's figures are the JSON's; its formulas the arms and months computed here", () => {
    const row = rowOf(book, 'Disk', 'Online');
    const at = (col: string) => value(book, 'Disk', `${col}${row}`);
    expect(at('B')).toBe(2);
    expect(at('C')).toBeCloseTo(busiestPeak, 12);
    expect(at('D')).toBe(0.4);
    expect(at('E')).toBe('no');
    expect(at('F')).toBeCloseTo(opsPeak, 12);
    expect(at('G')).toBeCloseTo(serviceMs, 9);
    expect(at('H')).toBe(armsAt(opsPeak, serviceMs));
    expect(book.getWorksheet('Disk')!.getCell(`H${row}`).formula).not.toMatch(/AS400/);
    const space = rowOf(book, 'Disk', 'Online') + 0;
    const spaceRow = (() => {
      const s = book.getWorksheet('Disk')!;
      for (let k = space + 1; k <= s.rowCount; k++) if (value(book, 'Disk', `A${k}`) === 'Online') return k;
      throw new Error('no space row');
    })();
    expect(value(book, 'Disk', `C${spaceRow}`)).toBeCloseTo(used[3], 12);
    expect(value(book, 'Disk', `D${spaceRow}`)).toBeCloseTo(growthPerMonth, 9);
    expect(value(book, 'Disk', `F${spaceRow}`)).toBeCloseTo(monthsTo80, 6);
    expect(value(book, 'Disk', `G${spaceRow}`)).toBe(reachedWords);
  });

  test('the Memory sheet: each pool and all pools, as computed here', () => {
    const row = rowOf(book, 'Memory', 'Online');
    expect(value(book, 'Memory', `B${row}`)).toBe('1 (machine)');
    expect(value(book, 'Memory', `E${row}`)).toBeCloseTo(Math.max(...faults.map((f) => f[0])), 12);
    expect(value(book, 'Memory', `B${row + 2}`)).toBe('all pools');
    expect(value(book, 'Memory', `E${row + 2}`)).toBeCloseTo(Math.max(...allPools), 12);
    expect(value(book, 'Memory', `G${row + 2}`)).toBeCloseTo(mean(allPools), 12);
  });

  test('LibreOffice recalculates every formula of the Disk and Memory sheets to the cached value', () => {
    expect(value(books.get('canary')!, 'Canary', 'A2')).toBe(42);
    const lo = books.get('as-built')!;
    const wrong: string[] = [];
    let formulas = 0;
    for (const name of ['Disk', 'Memory', 'Disk data', 'Memory data']) {
      book.getWorksheet(name)!.eachRow((row) =>
        row.eachCell((cell) => {
          if (!cell.formula) return;
          formulas++;
          const want = excelValue(cell.result);
          const got = value(lo, name, cell.address);
          if (!agrees(want as never, got)) wrong.push(`${name}!${cell.address} ${brief(cell.formula)}: cached ${show(want)} ≠ LibreOffice ${show(got)}`);
        }),
      );
    }
    expect(formulas).toBeGreaterThanOrEqual(3);
    expect(firstOf(wrong)).toEqual([]);
  });

  test("a typed service time: the arms follow, as PCR 14.1's rule gives them", () => {
    const row = rowOf(book, 'Disk', 'Online');
    expect(armsAt(opsPeak, 45)).toBe(2);
    expect(value(books.get('typed-45')!, 'Disk', `H${row}`)).toBe(armsAt(opsPeak, 45));
    expect(value(books.get('typed-8.1')!, 'Disk', `H${row}`)).toBe(1);
  });

  test('the PDF prints the Disk and Memory sheets with the same figures', () => {
    expect(pdfText).toContain('busiest arm');
    expect(pdfText).toContain(`80% reached in ${reachedWords}`);
    expect(pdfText).toContain('Busiest arm of each system');
    expect(pdfText).toContain('Faults a second over all pools');
  });
});
