/**
 * The report of the whole job through the built command line: `workbook report --system ... --target ...`
 * on a year of QAPMSYSTEM exports of three partitions (support/partitions.ts), one --system line a
 * month's file, beside `consolidate --json` of the same options. The Summary's sentence, verdicts
 * and dates equal the JSON's, and the shared pool and the choice of target are computed here from
 * the rows written: each interval's work (SYSPTU / SYSCTA x SYSCTA / (INTSEC x 1000) x CPW per core),
 * the coincident peak, and the pool over a core's CPW x 70% (PCR 2.12) x (1 - 10%) (PCR 18.5).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import ExcelJS from 'exceljs';
import { BIN } from '../../support/cli';
import { excelValue } from '../../support/compare';
import { PARTITIONS, partitionMonths, writePartitionYear } from '../../support/partitions';

jest.setTimeout(300_000);

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-report-systems-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const files = writePartitionYear(dir);

const PER_CORE = 10_000;
const systems = PARTITIONS.flatMap((p) => files.get(p.name)!.flatMap((f) => ['--system', `${p.name};${PER_CORE} CPW per core;${f}`]));
const FOUR = ['--target', "S1014 4-core;40000;all;none;planner's rating, sheet p. 4;4"];
const EIGHT = ['--target', "S1014 8-core;80000;all;none;planner's rating, sheet p. 8;8"];
const SIXTEEN = ['--target', "Big 16-core;160000;all;none;planner's rating, sheet p. 16;16"];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const month = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

// The coincident peak from the rows as written, and the pool it needs on a core of PER_CORE CPW.
const series = PARTITIONS.map((p) => partitionMonths(p).flatMap((m) => m.rows.map((r) => (r.sysptu / r.syscta) * (r.syscta / 900_000) * PER_CORE)));
const coincident = Math.max(...series[0].map((_, i) => series.reduce((s, x) => s + x[i], 0)));
const pool = coincident / (PER_CORE * 0.7 * 0.9);
/** Rounded up to 0.05, as the sheets show processing units. */
const shown = (x: number) => (Math.ceil(Number((x / 0.05).toPrecision(12))) * 0.05).toFixed(2);

interface TargetJson {
  name: string;
  cpw: number;
  cores: number;
  fits: boolean;
  verdict: string;
  guideline: number;
  limitDate: string | null;
  limitDateEarliest: string | null;
  limitDateLatest: string | null;
  processingUnits: { sharedPool: number };
  source: string;
}

async function summaryOf(file: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  return book;
}
const cellText = (sheet: ExcelJS.Worksheet, ref: string) => {
  const c = sheet.getCell(ref);
  return excelValue(c.formula ? c.result : c.value);
};
function rowOf(sheet: ExcelJS.Worksheet, label: string, after = 1): number {
  for (let r = after; r <= sheet.rowCount; r++) if (cellText(sheet, `A${r}`) === label) return r;
  throw new Error(`no ${label} after row ${after}`);
}

describe('workbook report of three partitions onto three targets, beside consolidate --json', () => {
  const targets = [...FOUR, ...EIGHT, ...SIXTEEN];
  const json = JSON.parse(run('consolidate', ...systems, ...targets, '--json').out) as {
    targets: TargetJson[];
    systems: { name: string; growth: number; r2: number }[];
  };
  const xlsx = path.join(dir, 'report.xlsx');
  const r = run('workbook', 'report', ...systems, ...targets, '--out', xlsx);
  let book: ExcelJS.Workbook;
  beforeAll(async () => {
    book = await summaryOf(xlsx);
  });

  test("one workbook: the Summary first, then the Consolidation sheet, then each system's Trend and Measurements", () => {
    expect(r.code).toBe(0);
    const details = PARTITIONS.flatMap((p) => [`${p.name} Trend`, `${p.name} Measurements`]);
    expect(r.out).toContain(`${xlsx}: ${['Summary', 'Consolidation', ...details].join(', ')}; hidden (the charts' points): Consolidation data`);
    expect(book.worksheets.filter((s) => s.state !== 'hidden').map((s) => s.name)).toEqual(['Summary', 'Consolidation', ...details]);
  });

  test("each system's Trend: the growth of consolidate --json and of trend --json, its months, its limit and date as trend gives them", () => {
    PARTITIONS.forEach((p, k) => {
      const t = book.getWorksheet(`${p.name} Trend`)!;
      expect(cellText(t, 'A1')).toBe(`Trend of ${p.name}`);
      // trend's default statistic is the peak hour; the Trend sheet fits each month's peak, as a sizing workbook's does.
      const own = JSON.parse(run('trend', ...files.get(p.name)!, '--statistic', 'peak', '--json').out) as {
        growth: number;
        limit: number;
        limitDate: string | null;
        pastLimit: boolean;
      };
      // The same fit as trend's, and as consolidate's of its work in CPW (each month's peak of a share of an entitlement that never
      // changes): consolidate counts days from 1970, not from Excel's origin, and float rounding tells it apart in the 7th digit.
      const growth = cellText(t, `B${rowOf(t, 'Growth a year (fitted)')}`);
      expect(growth).toBeCloseTo(own.growth, 12);
      expect(growth).toBeCloseTo(json.systems[k].growth, 6);
      // Twelve months fitted; the row of 2026-10-01 00:00 opens a month of one interval, left out.
      expect(cellText(t, `B${rowOf(t, 'Months')}`)).toBe(12);
      // Uncapped: PCR 2.12's 70% of its virtual processors over its entitlement; capped: 70%.
      const limit = p.uncapped ? (0.7 * p.virtualProcessors) / p.entitlement : 0.7;
      expect(cellText(t, `B${rowOf(t, p.uncapped ? 'Limit (uncapped)' : 'Planning guideline')}`)).toBeCloseTo(limit, 12);
      expect(own.limit).toBeCloseTo(limit, 12);
      const date = cellText(t, `B${rowOf(t, 'The line reaches the guideline')}`);
      // The day trend gives (its date serial as Excel counts days).
      if (own.limitDate === null) expect(date).toBe(own.pastLimit ? 'Past already' : 'Never');
      else expect(Math.floor(date as number)).toBe(Date.parse(own.limitDate) / 86_400_000 + 25_569);
    });
  });

  test("each system's Measurements, of its whole history: its peak processing units are the Summary's, computed here", () => {
    const s = book.getWorksheet('Summary')!;
    const head = rowOf(s, 'System or partition');
    PARTITIONS.forEach((p, k) => {
      const m = book.getWorksheet(`${p.name} Measurements`)!;
      expect(cellText(m, 'A1')).toBe(`Measurements of ${p.name}`);
      expect(cellText(m, `B${rowOf(m, 'Intervals')}`)).toBe(series[k].length);
      const units = cellText(m, `B${rowOf(m, 'Processing units consumed')}`);
      expect(units).toBeCloseTo(Math.max(...series[k]) / PER_CORE, 9);
      expect(units).toBeCloseTo(cellText(s, `H${head + 1 + k}`) as number, 12);
    });
  });

  test('the sentence recommends the smallest target that fits, with its pool and the dates of consolidate --json', () => {
    // The 4-core pool is past its cores today: the pool computed here is above 4.
    expect(pool).toBeGreaterThan(4);
    const fitting = json.targets.filter((t) => t.fits);
    expect(fitting.length).toBeGreaterThan(0);
    const t = fitting.reduce((a, b) => (b.cpw < a.cpw ? b : a));
    expect(t.processingUnits.sharedPool).toBeCloseTo(pool, 9);
    const sentence =
      `Move PROD, DEV and WEB to ${t.name}: ${shown(pool)} cores of ${t.cores} in a shared pool today, ` +
      `the 70% guideline reached in ${month(t.limitDate!)} (between ${month(t.limitDateEarliest!)} and ${month(t.limitDateLatest!)}).`;
    expect(cellText(book.getWorksheet('Summary')!, 'B4')).toBe(sentence);
  });

  test("the targets' table: cores, verdict, the month reached, as the JSON gives them; each verdict in words", () => {
    const s = book.getWorksheet('Summary')!;
    const head = rowOf(s, 'Target');
    json.targets.forEach((t, k) => {
      const row = head + 1 + k;
      expect(cellText(s, `A${row}`)).toBe(t.name);
      expect(cellText(s, `E${row}`)).toBe(t.cores);
      expect(cellText(s, `B${row}`)).toBe(t.fits ? 'yes' : 'no');
      expect(cellText(s, `H${row}`)).toBeCloseTo(Number(shown(t.processingUnits.sharedPool)), 9);
      const reached = cellText(s, `C${row}`);
      expect(reached).toBe(t.limitDate === null ? 'not in 50 years' : t.limitDate <= '2026-10-01' ? 'past it today' : month(t.limitDate));
    });
    const notes = Array.from({ length: s.rowCount }, (_, i) => String(cellText(s, `A${i + 1}`) ?? ''));
    for (const t of json.targets) expect(notes.some((n) => n.startsWith(`${t.name}: ${t.verdict}`))).toBe(true);
    // Every target's planner-given source in the page's body.
    for (const t of json.targets) expect(notes.some((n) => n.includes(t.source))).toBe(true);
    expect(notes.some((n) => n.includes('PCR V4R5 2.12') && n.includes('18.5'))).toBe(true);
  });

  test("each system's today and growth: its peak, its partition, the cap warning, the growth and R² of the JSON", () => {
    const s = book.getWorksheet('Summary')!;
    const head = rowOf(s, 'System or partition');
    PARTITIONS.forEach((p, k) => {
      const row = head + 1 + k;
      expect(cellText(s, `A${row}`)).toBe(p.name);
      expect(cellText(s, `G${row}`)).toBeCloseTo(Math.max(...series[k]), 6);
      expect(cellText(s, `H${row}`)).toBeCloseTo(Math.max(...series[k]) / PER_CORE, 9);
      expect(cellText(s, `C${row}`)).toBe(p.uncapped ? 'uncapped' : 'capped');
      expect(cellText(s, `E${row}`)).toBe(p.virtualProcessors);
      expect(cellText(s, `F${row}`)).toBe(p.entitlement);
    });
    // DEV at its cap: the intervals at 99.5% of its entitlement or more, counted here from the rows.
    const atCap = partitionMonths(PARTITIONS[1]).reduce((n, m) => n + m.rows.filter((x) => x.sysptu >= 0.995 * x.syscta).length, 0);
    expect(atCap).toBeGreaterThan(0);
    expect(cellText(s, `D${head + 2}`)).toBe(`${atCap.toLocaleString('en-US')} intervals`);
    const growth = rowOf(s, 'System or partition', head + 1);
    json.systems.forEach((x, k) => {
      expect(cellText(s, `B${growth + 1 + k}`)).toBeCloseTo(x.growth, 12);
      expect(cellText(s, `C${growth + 1 + k}`)).toBeCloseTo(x.r2, 12);
      expect(cellText(s, `D${growth + 1 + k}`)).toBe(12);
    });
  });
});

describe('no target fits', () => {
  test('the sentence says so and names the closest, with the reason consolidate --json gives', async () => {
    const json = JSON.parse(run('consolidate', ...systems, ...FOUR, ...EIGHT, '--json').out) as { targets: TargetJson[] };
    const xlsx = path.join(dir, 'none.xlsx');
    const r = run('workbook', 'report', ...systems, ...FOUR, ...EIGHT, '--out', xlsx);
    expect(r.code).toBe(0);
    // The 4-core is past 70% today (computed here); the 8-core passes it within the 3 years (the projection's, consolidate's).
    expect(coincident / 40_000).toBeGreaterThan(0.7);
    expect(json.targets.map((t) => t.fits)).toEqual([false, false]);
    const eight = json.targets[1];
    expect(cellText((await summaryOf(xlsx)).getWorksheet('Summary')!, 'B4')).toBe(
      `None of the targets fits PROD, DEV and WEB for 3 years; the closest, ${eight.name}, does not: ${eight.verdict.replace(/^does not fit: /, '')}.`,
    );
  });
});

describe('a week, no growth', () => {
  test('a target without cores is said by its utilization, as consolidate --json gives it, and no date without a full month', async () => {
    const week = path.resolve(__dirname, '..', '..', 'sample-data', 'week.csv');
    const two = ['--system', `A;720-2061-1501;${week}`, '--system', `B;720-2061-1501;${week}`, '--target', 'X;12000;all;;test rating, p. 3'];
    const json = JSON.parse(run('consolidate', ...two, '--json').out) as { targets: { utilization: number; fits: boolean }[]; today: unknown };
    expect(json.today).toBeNull();
    expect(json.targets[0].fits).toBe(true);
    const xlsx = path.join(dir, 'week.xlsx');
    expect(run('workbook', 'report', ...two, '--out', xlsx).code).toBe(0);
    expect(cellText((await summaryOf(xlsx)).getWorksheet('Summary')!, 'B4')).toBe(
      `Move A and B to X: ${Number((json.targets[0].utilization * 100).toFixed(1))}% used today, ` +
        'no date for the 70% guideline (no month measured for half its length by every system, so no growth).',
    );
  });
});

describe('the report fields', () => {
  test('--set Organization, SystemName, PreparedBy, Notes: under the Summary title, the first two in each page header; nothing else', async () => {
    const week = path.resolve(__dirname, '..', '..', 'sample-data', 'week.csv');
    const two = ['--system', `A;720-2061-1501;${week}`, '--system', `B;720-2061-1501;${week}`, '--target', 'X;12000;all;;test rating, p. 3'];
    const fields = ['Organization=ACME Corp', 'SystemName=Head office', 'PreparedBy=J. Planner', 'Notes=Peaks of one week.'];
    const xlsx = path.join(dir, 'fields.xlsx');
    const r = run('workbook', 'report', ...two, ...fields.flatMap((f) => ['--set', f]), '--out', xlsx);
    expect(r.code).toBe(0);
    const book = await summaryOf(xlsx);
    const summary = book.getWorksheet('Summary')!;
    expect([3, 4, 5, 6].map((row) => [cellText(summary, `A${row}`), cellText(summary, `B${row}`)])).toEqual([
      ['Organization', 'ACME Corp'],
      ['System name', 'Head office'],
      ['Prepared by', 'J. Planner'],
      ['Notes and assumptions', 'Peaks of one week.'],
    ]);
    for (const name of ['Summary', 'Consolidation']) expect(book.getWorksheet(name)!.headerFooter.oddHeader).toContain('ACME Corp · Head office');
    const refused = run('workbook', 'report', ...two, '--set', 'CpuUtil=50%', '--out', path.join(dir, 'set.xlsx'));
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--set CpuUtil=50%: a consolidation takes the report fields only');
  });
});

describe('refused', () => {
  test('an existing --out is kept without --force; an input is never an output; --json is consolidate’s', () => {
    const kept = path.join(dir, 'kept.xlsx');
    fs.writeFileSync(kept, 'mine');
    let r = run('workbook', 'report', ...systems, ...EIGHT, '--out', kept);
    expect(r.code).toBe(2);
    expect(fs.readFileSync(kept, 'utf8')).toBe('mine');
    r = run('workbook', 'report', ...systems, ...EIGHT, '--out', files.get('PROD')![0].replace(/\.csv$/, '.xlsx'), '--pdf', files.get('PROD')![0]);
    expect(r.code).toBe(2);
    r = run('workbook', 'report', ...systems, ...EIGHT, '--out', path.join(dir, 'j.xlsx'), '--json');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--json is consolidate');
    r = run('workbook', 'runway', ...systems, '--out', path.join(dir, 'runway.xlsx'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('--system is for workbook report');
  });
});

describe('the PDF', () => {
  test('the Summary first, the Consolidation after, no error value', () => {
    if (spawnSync('pdftotext', ['-v']).error) throw new Error('pdftotext (poppler-utils) is needed');
    const pdf = path.join(dir, 'report.pdf');
    const r = run('workbook', 'report', ...systems, ...FOUR, ...EIGHT, ...SIXTEEN, '--pdf', pdf);
    expect(r.code).toBe(0);
    const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
    const pages = text.split('\f').filter((p) => p.trim() !== '');
    // The budget: the Summary and the Consolidation sheet in 2 to 4 pages, and each system's Trend and Measurements one page each.
    expect(pages.length).toBeGreaterThanOrEqual(2 + 2 * PARTITIONS.length);
    expect(pages.length).toBeLessThanOrEqual(4 + 2 * PARTITIONS.length);
    expect(pages[0]).toContain('Summary');
    const details = pages.slice(-2 * PARTITIONS.length).map((p) => /(Trend|Measurements) of \S+/.exec(p)?.[0]);
    expect(details).toEqual(PARTITIONS.flatMap((p) => [`Trend of ${p.name}`, `Measurements of ${p.name}`]));
    const json = JSON.parse(run('consolidate', ...systems, ...FOUR, ...EIGHT, ...SIXTEEN, '--json').out) as {
      targets: TargetJson[];
      systems: { growth: number }[];
    };
    // Each Trend page prints the growth its formula gives, recalculated by LibreOffice: consolidate --json's, to the 0.1% shown;
    // each Measurements page the peak processing units computed here from the rows.
    PARTITIONS.forEach((_, k) => {
      const [trend, measured] = pages.slice(-2 * PARTITIONS.length + 2 * k);
      // The value level with its label: both at the top of the row its note makes tall.
      expect(trend).toMatch(new RegExp(`Growth a year \\(fitted\\)\\s+${(json.systems[k].growth * 100).toFixed(1)}%`));
      expect(measured).toMatch(new RegExp(`Processing units consumed\\s+${(Math.max(...series[k]) / PER_CORE).toFixed(2)}\\s`));
    });
    const t = json.targets.filter((x) => x.fits).reduce((a, b) => (b.cpw < a.cpw ? b : a));
    // The sentence as the PDF prints it, its lines joined: the target, its pool and its dates as the JSON gives them.
    expect(pages[0].replace(/\s+/g, ' ')).toContain(
      `Move PROD, DEV and WEB to ${t.name}: ${shown(t.processingUnits.sharedPool)} cores of ${t.cores} in a shared pool today, ` +
        `the 70% guideline reached in ${month(t.limitDate!)} (between ${month(t.limitDateEarliest!)} and ${month(t.limitDateLatest!)}).`,
    );
    expect(pages[1]).toContain('Consolidation');
    expect(text).not.toMatch(/#(VALUE|NUM|N\/A|REF|DIV\/0|NAME)[!?]?/);
    expect(text).not.toContain('Err:');
  });
});
