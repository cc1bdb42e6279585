/**
 * The Consolidation sheet (docs/consolidation.md) as planned by the core: the coincident peak and its
 * time, the sum of the peaks, each target's utilization and processing units (rounded up to the
 * granularity, whole cores for a dedicated partition), the chart's points on a hidden data sheet, one
 * page, the sources cited, the 32-source limit. Every expected value is computed here from the files
 * written here and the definitions (PCR 2.12: guideline; 18.5: allowance; a unit carries CPW per core x
 * guideline x (1 - allowance)).
 */
import { consolidate, type Consolidation, parseSourceSystem, type SourceSystem } from '../../../addin/consolidation/consolidate';
import { isError } from '../../../addin/errors';
import { MAX_POINTS } from '../../../addin/measurements/decimate';
import { ownSystem } from '../../../addin/sizing/targets';
import { consolidationWorkbook, CONSOLIDATION_SHEET, DATA_SHEET } from '../../../addin/sheets/consolidation-sheet';
import type { CellPlan, SheetPlan, WorkbookPlan } from '../../../addin/workbook/plan';
import { MIN_SCALE, printScale } from '../../../addin/workbook/print';
import { file, MIN, T0 } from '../consolidation/helpers';

const system = (text: string): SourceSystem => {
  const s = parseSourceSystem(text);
  if (isError(s)) throw new Error(s.message);
  return s;
};
const target = (name: string, cpw: number, cores: number | null, source = `${name} data sheet, p. 2`) => {
  const s = ownSystem(name, cpw, 'all', 'none', source);
  if (isError(s)) throw new Error(s.message);
  return { system: s, cores };
};
const ok = <T>(x: T | Error | { kind: string; message: string }): T => {
  if (isError(x as never)) throw new Error((x as { message: string }).message);
  return x as T;
};
const excelDate = (ms: number) => ms / 86_400_000 + 25_569;
/** Rounded up to a multiple of g by the definition, with the float noise of x / g (0.85 / 0.05 = 17.000000000000004) ignored. */
const roundUp = (x: number, g: number) => Math.ceil(x / g - 1e-9) * g;

const cellsOf = (s: SheetPlan) => new Map(s.cells.map((c) => [c.ref, c]));
/** The cell in column B of the row whose column A says `label`; `column` another column of that row. */
function beside(s: SheetPlan, label: string, column = 'B'): CellPlan {
  const a = s.cells.find((c) => c.ref.startsWith('A') && /^A\d+$/.test(c.ref) && c.value === label);
  if (!a) throw new Error(`no label "${label}"`);
  return cellsOf(s).get(`${column}${a.ref.slice(1)}`)!;
}

// Two systems every 15 minutes: A on 600 CPW, B on 400 CPW.
const A = [50, 90, 40, 30, 60];
const B = [70, 20, 30, 20, 40];
const workA = A.map((u) => (u / 100) * 600);
const workB = B.map((u) => (u / 100) * 400);
const combined = workA.map((x, k) => x + workB[k]);
const top = Math.max(...combined);

function small(granularity?: number): { c: Consolidation; plan: WorkbookPlan } {
  const c = ok<Consolidation>(
    consolidate(
      [
        { name: 'Alpha', system: system('600 CPW'), measurements: file(15, A, null) },
        { name: 'Beta', system: system('400 CPW'), measurements: file(15, B, null) },
      ],
      [target('Big', 5000, 4), target('Tight', 800, null)],
    ),
  );
  return { c, plan: ok<WorkbookPlan>(consolidationWorkbook({ consolidation: c, files: ['alpha.csv', 'beta.csv'], granularity })) };
}

describe('two systems onto two targets', () => {
  const { plan } = small();
  const sheet = plan.sheets[0];

  test('a Consolidation sheet and a hidden data sheet', () => {
    expect(plan.sheets.map((s) => [s.name, !!s.hidden])).toEqual([
      [CONSOLIDATION_SHEET, false],
      [DATA_SHEET, true],
    ]);
  });

  test("the coincident peak and its time, and the sum of each one's peak as a formula", () => {
    expect(beside(sheet, 'Coincident peak (CPW)').value).toBeCloseTo(top, 9);
    expect(beside(sheet, 'Coincident peak (CPW)', 'C').value).toBeCloseTo(excelDate(T0 + combined.indexOf(top) * 15 * MIN), 9);
    const sum = beside(sheet, 'All 2 (sum)', 'C');
    expect(sum.formula).toMatch(/^=SUM\(C\d+:C\d+\)$/);
    expect(sum.value).toBeCloseTo(Math.max(...workA) + Math.max(...workB), 9);
    const below = beside(sheet, 'Coincident below the sum by');
    expect(below.value).toBeCloseTo(1 - top / (Math.max(...workA) + Math.max(...workB)), 12);
  });

  test('each target: utilization, fits today (guideline and pool), the CPW a unit carries, the shared pool rounded up, as formulas of the inputs', () => {
    const row = (name: string) => sheet.cells.find((c) => c.value === name && c.ref.startsWith('A'))!.ref.slice(1);
    const cell = (name: string, col: string) => cellsOf(sheet).get(`${col}${row(name)}`)!;
    expect(cell('Big', 'D').value).toBeCloseTo(top / 5000, 12);
    expect(cell('Tight', 'D').value).toBeCloseTo(top / 800, 12);
    // Fits today: within 70% and, with cores, the shared pool (the work over CPW per core x 70% x 90%) within them.
    const yes = (fits: boolean) => (fits ? 'yes' : 'no');
    expect([cell('Big', 'E').value, cell('Tight', 'E').value]).toEqual([yes(top / 5000 <= 0.7 && top / ((5000 / 4) * 0.7 * 0.9) <= 4), yes(top / 800 <= 0.7)]);
    expect(cell('Tight', 'E').value).toBe('no');
    const unit = (5000 / 4) * 0.7 * (1 - 0.1);
    expect(cell('Big', 'F').value).toBeCloseTo(unit, 9);
    expect(cell('Big', 'F').formula).toMatch(/Guideline/);
    expect(cell('Big', 'F').formula).toMatch(/Allowance/);
    expect(cell('Big', 'G').value).toBeCloseTo(roundUp(top / unit, 0.05), 12);
    expect(cell('Big', 'G').formula).toMatch(/Granularity/);
    // No cores: no processing units, and the sheet says why.
    expect(cell('Tight', 'F').value).toBe('no cores');
    expect(sheet.cells.some((c) => typeof c.value === 'string' && c.value.startsWith('No processing units for Tight'))).toBe(true);
  });

  test('each source as a partition of the target with cores: its units rounded up to 0.05 and its whole cores; their sums', () => {
    const unit = (5000 / 4) * 0.7 * 0.9;
    const a = roundUp(Math.max(...workA) / unit, 0.05);
    const b = roundUp(Math.max(...workB) / unit, 0.05);
    expect(beside(sheet, 'Alpha', 'F').value).toBeCloseTo(a, 12);
    expect(beside(sheet, 'Beta', 'F').value).toBeCloseTo(b, 12);
    expect(beside(sheet, 'Alpha', 'G').value).toBe(Math.ceil(a));
    expect(beside(sheet, 'All 2 (sum)', 'F').value).toBeCloseTo(a + b, 12);
    expect(beside(sheet, 'All 2 (sum)', 'G').value).toBe(Math.ceil(a) + Math.ceil(b));
  });

  test('the planning inputs are named input cells: guideline 70% (2.12), allowance 10% (18.5), granularity 0.05', () => {
    const named = new Map(sheet.names.map((n) => [n.name, n.refersTo.split('!')[1].replace(/\$/g, '')]));
    expect(cellsOf(sheet).get(named.get('Guideline')!)!.value).toBe(0.7);
    expect(cellsOf(sheet).get(named.get('Allowance')!)!.value).toBe(0.1);
    expect(cellsOf(sheet).get(named.get('Granularity')!)!.value).toBe(0.05);
  });

  test("the sources cited: PCR 2.8, 2.12 line 847, 18.5 line 6341, the files and the planner's targets", () => {
    const text = sheet.cells
      .filter((c) => c.style === 'source')
      .map((c) => String(c.value))
      .join('\n');
    expect(text).toContain('PCR V4R5 2.12 (line 847)');
    expect(text).toContain('PCR V4R5 18.5 (line 6341)');
    expect(text).toContain('PCR V4R5 2.8');
    expect(text).toContain("Target Big, 5000 CPW for 4 cores: Big data sheet, p. 2 (the planner's own figure).");
    expect(text).toContain('Target Tight, 800 CPW: Tight data sheet, p. 2');
  });

  test("the footer cites the PCR briefly and points to the planner's own ratings in the Sources on its one page", () => {
    expect(sheet.print?.footer).toEqual({ left: 'IBM AS/400 PCR V4R5 (July 2000)', center: "Ratings: the planner's, see Sources", right: 'Page &P of &N' });
    const text = sheet.cells.filter((c) => c.style === 'source').map((c) => String(c.value));
    expect(text).toContain('PCR V4R5: IBM, AS/400 Performance Capabilities Reference, Version 4 Release 5 (July 2000).');
    expect(sheet.print?.fit).toEqual({ wide: 1, tall: 1 });
  });

  test("one printed page, at half size or more (print.ts's legible)", () => {
    expect(sheet.print?.fit).toEqual({ wide: 1, tall: 1 });
    expect(printScale(sheet)).toBeGreaterThanOrEqual(MIN_SCALE);
  });

  test("a stacked area chart of each source, each target's guideline a line reading its cell; one above twice the work stated, not drawn", () => {
    const [chart] = sheet.charts;
    expect(chart).toMatchObject({ kind: 'area', stacked: true, xFormat: 'yyyy-mm-dd hh:mm' });
    // Big's guideline, 70% of 5,000 CPW, is above twice the most work (620 CPW): drawn, it would leave the work under a fifth of the plot.
    expect(0.7 * 5000).toBeGreaterThan(2 * top);
    expect(0.7 * 800).toBeLessThanOrEqual(2 * top);
    expect(chart.series.map((s) => [s.name, s.drawAs ?? 'area'])).toEqual([
      ['Alpha', 'area'],
      ['Beta', 'area'],
      ['Tight: guideline (PCR 2.12)', 'line'],
    ]);
    expect(chart.title).toContain("guideline above twice the work, not drawn: Big's, 3,500 CPW");
    const data = cellsOf(plan.sheets[1]);
    // Every interval (five), each source's work at it, the guideline of each target, 70% of its CPW.
    for (let k = 0; k < 5; k++) {
      expect(data.get(`A${k + 2}`)!.value).toBeCloseTo(excelDate(T0 + k * 15 * MIN), 9);
      expect(data.get(`B${k + 2}`)!.value).toBeCloseTo(workA[k], 9);
      expect(data.get(`C${k + 2}`)!.value).toBeCloseTo(workB[k], 9);
      expect(data.get(`D${k + 2}`)!.value).toBeCloseTo(0.7 * 5000, 9);
      expect(data.get(`E${k + 2}`)!.value).toBeCloseTo(0.7 * 800, 9);
    }
    const cpw = beside(sheet, 'Big', 'B');
    const share = sheet.names.find((n) => n.name === 'Guideline')!.refersTo;
    expect(data.get('D2')!.formula).toBe(`=${share}*'Consolidation'!$B$${cpw.ref.slice(1)}`);
    expect(chart.series[0].values).toBe("'Consolidation data'!$B$2:$B$6");
  });

  test("each source's file in the sources table", () => {
    expect(beside(sheet, 'Alpha', 'H').value).toBe('alpha.csv');
    expect(beside(sheet, 'Beta', 'H').value).toBe('beta.csv');
  });

  test("a granularity of the planner's own", () => {
    const { plan } = small(0.25);
    const unit = (5000 / 4) * 0.7 * 0.9;
    expect(beside(plan.sheets[0], 'Alpha', 'F').value).toBeCloseTo(roundUp(Math.max(...workA) / unit, 0.25), 12);
  });
});

describe('three weeks of 15-minute intervals: more than 2,000 times', () => {
  const n = 3 * 7 * 96;
  // Each its own daily shape, so the hours' busiest interval is not always the same source's.
  const cpu = (phase: number) => Array.from({ length: n }, (_, k) => 20 + ((k * 7 + phase * 13) % 61));
  const sources = [0, 1, 2].map((p) => ({ name: `P${p}`, system: system('1000 CPW'), measurements: file(15, cpu(p), null), u: cpu(p) }));
  const c = ok<Consolidation>(consolidate(sources, [target('T', 4000, 2)]));
  const plan = ok<WorkbookPlan>(consolidationWorkbook({ consolidation: c, files: ['p0.csv', 'p1.csv', 'p2.csv'] }));
  const data = cellsOf(plan.sheets[1]);
  const total = Array.from({ length: n }, (_, k) => sources.reduce((s, x) => s + x.u[k] * 10, 0));

  test("two weeks or more: the chart draws the combined work's busiest interval of each day, each source at that time", () => {
    expect(n).toBeGreaterThan(MAX_POINTS);
    // The days as the clock has them (UTC): the first from 10:00, the last to 09:45.
    const dayOf = (k: number) => Math.floor((T0 + k * 15 * MIN) / (24 * 60 * MIN));
    const days = [...new Set(Array.from({ length: n }, (_, k) => dayOf(k)))];
    expect(days.length).toBe(22);
    expect(data.has(`A${days.length + 1}`)).toBe(true);
    expect(data.has(`A${days.length + 2}`)).toBe(false);
    days.forEach((d, i) => {
      const ks = Array.from({ length: n }, (_, k) => k).filter((k) => dayOf(k) === d);
      const k = ks.reduce((best, x) => (total[x] > total[best] ? x : best), ks[0]);
      const r = i + 2;
      expect(data.get(`A${r}`)!.value).toBeCloseTo(excelDate(T0 + k * 15 * MIN), 9);
      const stacked = [1, 2, 3].reduce((s, col) => s + (data.get(`${'ABCD'[col]}${r}`)!.value as number), 0);
      expect(stacked).toBeCloseTo(total[k], 9);
    });
    expect(plan.sheets[0].charts[0].title).toContain('the highest interval of each day');
    // Three weeks: the time axis labels days (five intervals label their times too).
    expect(plan.sheets[0].charts[0].xFormat).toBe('yyyy-mm-dd');
  });
});

describe('32 sources at most', () => {
  const many = (count: number) =>
    ok<Consolidation>(
      consolidate(
        Array.from({ length: count }, (_, k) => ({
          name: `Partition ${k + 1}`,
          system: system('250 CPW'),
          measurements: file(15, [10 + k, 20, 30 + (k % 7)], null),
        })),
        [target('Power A', 20000, 16), target('Power B', 30000, 24)],
      ),
    );

  test.each([20, 32])('%i sources and two targets with cores print on one page', (count) => {
    const plan = ok<WorkbookPlan>(consolidationWorkbook({ consolidation: many(count), files: Array.from({ length: count }, (_, k) => `p${k}.csv`) }));
    expect(plan.sheets[0].print?.fit).toEqual({ wide: 1, tall: 1 });
    // Half size or more (print.ts's legible), 32 sources included.
    expect(printScale(plan.sheets[0])).toBeGreaterThanOrEqual(MIN_SCALE);
    // Both guidelines (70% of 20,000 and of 30,000 CPW) lie above twice the most work: stated in the title, not drawn.
    const most = [0, 1, 2].reduce(
      (m, i) =>
        Math.max(
          m,
          Array.from({ length: count }, (_, k) => [10 + k, 20, 30 + (k % 7)][i] * 2.5).reduce((a, b) => a + b, 0),
        ),
      0,
    );
    expect(0.7 * 20000).toBeGreaterThan(2 * most);
    expect(plan.sheets[0].charts[0].series).toHaveLength(count);
    expect(plan.sheets[0].charts[0].title).toContain("not drawn: Power A's, 14,000 CPW; Power B's, 21,000 CPW");
  });

  test('33: refused, the limit named', () => {
    const r = consolidationWorkbook({ consolidation: many(33), files: Array.from({ length: 33 }, (_, k) => `p${k}.csv`) });
    expect(isError(r as never)).toBe(true);
    expect((r as unknown as Error).message).toBe("33 systems: a Consolidation sheet lays out at most 32 (use the command line's --json for more)");
  });
});
