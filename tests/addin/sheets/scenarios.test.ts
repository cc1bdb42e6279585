/**
 * The scenarios sheet with its default planner (docs/targets.md): a 720-2061-1501 at 85% CPU and 30%
 * interactive, past its knee, growing 20% a year, carried to a 730 and two 820s; the 720's CFINT
 * overhead stays behind. The ratings are read from the printed Appendix D rows and the expected values
 * worked out here (2.8 written out, compound growth, months to a limit), not taken from the code under
 * test. Both modes cache the core's value; LibreOffice and HyperFormula recheck the formulas in
 * tests/engines.
 */
import { planWorkbook } from '../../../addin/sheets';
import { isError } from '../../../addin/errors';
import { allCells, type Scalar, type SheetPlan } from '../../../addin/workbook/plan';
import { pcrLine, tableCells } from '../../seed';
import { cellAt, outputOf, plan } from './plans';

const bold = (cell: string) => Number(cell.replace(/<\/?b>/g, ''));
/** Table D.2.1.1, line 8020: 720-2061 (1501), processor CPW 240. Line 8036: 730-2065 (1507), 560, knee 120, maximum 140. */
const CPW_720 = bold(tableCells(pcrLine(8020))[4]);
const m730 = (() => {
  const c = tableCells(pcrLine(8036));
  return { cpw: bold(c[4]), knee: bold(c[5]), max: bold(c[6]) };
})();
/** Table D.1.1: 820-2396-1524 (line 7909) and 820-2397-1524 (line 7914): processor and interactive CPW. */
const d11 = (line: number) => {
  const c = tableCells(pcrLine(line));
  return { cpw: bold(c[4]), interactive: bold(c[5]) };
};
const m820a = d11(7909);
const m820b = d11(7914);

const U = 0.85;
const I = 0.3;
const G = 0.2;
const LIMIT = 0.7;
const f = (years: number) => (1 + G) ** years;

/** 2.8 written out: below the knee EIU = u; over it knee + (u - knee) / (max - knee) x (1 - knee); past the maximum 1; held at a V4R5 rating. */
const eiu = (c: { knee: number; max: number }, u: number) =>
  c.max <= c.knee ? Math.min(u, c.knee) : u <= c.knee ? u : u >= c.max ? 1 : c.knee + ((u - c.knee) / (c.max - c.knee)) * (1 - c.knee);
/** Table D.2.1.1, line 8020: the 720's knee 70 and maximum 81.7 of 240 CPW. */
const c720 = (() => {
  const c = tableCells(pcrLine(8020));
  return { knee: bold(c[5]) / CPW_720, max: bold(c[6]) / CPW_720 };
})();
/** The work carried: the measured total less the 720's CFINT overhead (EIU less the interactive). */
const CFINT = (eiu(c720, I) - I) * CPW_720;
const WORK = U * CPW_720 - CFINT;

/** A candidate: the carried interactive through its own curve, the rest as CPW; the CPU after `years`, and the months to a limit by bisection. */
function candidate(cpw: number, curve: { knee: number; max: number }) {
  const it = (I * CPW_720) / cpw;
  const rest = (WORK - I * CPW_720) / cpw;
  const cpu = (years: number) => rest * f(years) + eiu(curve, Math.min(it * f(years), 1.5));
  const months = (limit: number) => {
    if (cpu(0) >= limit) return 0;
    let [lo, hi] = [0, 1200];
    for (let k = 0; k < 200; k++) [lo, hi] = cpu((lo + hi) / 24) >= limit ? [lo, (lo + hi) / 2] : [(lo + hi) / 2, hi];
    return hi;
  };
  return { it, rest, cpu, months };
}

/** The side-by-side block: the row a label names, the candidate's column (B, C, D, E). */
function side(s: SheetPlan, label: string, k: number): Scalar | undefined {
  const labelCell = s.cells.find((c) => c.value === label && c.ref.startsWith('A'));
  if (!labelCell) throw new Error(`no row "${label}"`);
  return cellAt(s, `${'BCDE'[k]}${labelCell.ref.slice(1)}`)?.value;
}

describe.each(['live', 'portable'] as const)('%s mode: the 720-2061-1501 workload side by side', (mode) => {
  const s = plan(['scenarios'], mode).sheets[0];

  test('the printed ratings the example rests on', () => {
    expect(CPW_720).toBe(240);
    expect(m730).toEqual({ cpw: 560, knee: 120, max: 140 });
    expect(m820a).toEqual({ cpw: 950, interactive: 240 });
    expect(m820b).toEqual({ cpw: 2000, interactive: 240 });
  });

  test('the 720 is past its knee at 30%: about 27 of its 204 CPW are CFINT, left behind; each candidate carries the rest', () => {
    expect(I).toBeGreaterThan(c720.knee);
    expect(CFINT).toBeGreaterThan(26.5);
    expect(CFINT).toBeLessThan(27.5);
    expect(outputOf(s, 'CFINT overhead left behind (CPW)')).toBeCloseTo(CFINT, 9);
    expect(outputOf(s, 'Workload carried (CPW)')).toBeCloseTo(WORK, 9);
    const curves = [
      { knee: m730.knee / m730.cpw, max: m730.max / m730.cpw },
      { knee: m820a.interactive / m820a.cpw, max: m820a.interactive / m820a.cpw },
      { knee: m820b.interactive / m820b.cpw, max: m820b.interactive / m820b.cpw },
    ];
    [m730.cpw, m820a.cpw, m820b.cpw].forEach((cpw, k) => {
      const c = candidate(cpw, curves[k]);
      expect(side(s, 'Processor CPW', k)).toBe(cpw);
      expect(side(s, 'Interactive share carried', k)).toBeCloseTo(c.it, 12);
      expect(side(s, 'Utilization today', k)).toBeCloseTo(c.cpu(0), 12);
      expect(side(s, 'Utilization in 5 years', k)).toBeCloseTo(Math.min(c.cpu(5), c.rest * f(5) + 1), 9);
      expect(side(s, 'CPW left today', k)).toBeCloseTo(cpw * (1 - c.cpu(0)), 9);
      expect(side(s, 'Months to the planning limit', k)).toBeCloseTo(c.months(LIMIT), 6);
      expect(side(s, 'Months to 100% of the CPU', k)).toBeCloseTo(c.months(1), 6);
      expect(side(s, 'Interactive share at the knee', k)).toBeCloseTo(curves[k].knee, 12);
      expect(side(s, 'Ratings from', k)).toBe('PCR Appendix D');
    });
  });

  test('on the 730: 72 interactive CPW stay under 70% of its 120-CPW knee today, and pass its 140 maximum in 5 years', () => {
    const share = (I * CPW_720) / m730.cpw;
    expect(share).toBeLessThan((LIMIT * m730.knee) / m730.cpw);
    expect(side(s, 'Interactive EIU today (2.8)', 0)).toBeCloseTo(share, 12);
    expect(side(s, 'Interactive work today', 0)).toBe('under the threshold');
    expect(share * f(5)).toBeGreaterThan(m730.max / m730.cpw);
    expect(side(s, 'Interactive work in 5 years', 0)).toBe('past the knee');
    expect(side(s, 'Months to the interactive knee', 0)).toBeCloseTo((12 * Math.log(m730.knee / m730.cpw / share)) / Math.log(1 + G), 9);
    expect(side(s, 'Months to the maximum interactive', 0)).toBeCloseTo((12 * Math.log(m730.max / m730.cpw / share)) / Math.log(1 + G), 9);
    // Past its maximum the 730's CPU is full: neither the CPU nor the interactive work fits in year 5.
    expect(side(s, 'Fits for 5 years', 0)).toBe('No: both');
  });

  test('on the 950-CPW 820: 179 interactive CPW in 5 years pass 70% of its 240 but not the 240 (V4R5: held there, 2.2.1); it is the first that fits', () => {
    const share5 = ((I * CPW_720) / m820a.cpw) * f(5);
    expect(share5).toBeGreaterThan((LIMIT * m820a.interactive) / m820a.cpw);
    expect(share5).toBeLessThan(m820a.interactive / m820a.cpw);
    expect(side(s, 'Interactive work in 5 years', 1)).toBe('up to the knee');
    expect(side(s, 'Fits for 5 years', 1)).toBe('Yes');
    expect(outputOf(s, 'First candidate that fits for 5 years')).toBe('820-2396-1524');
  });

  test('the empty fourth line is empty all the way down, and the chart draws the three candidates and the limit', () => {
    for (const label of ['Processor CPW', 'Utilization today', 'Interactive work today', 'Fits for 5 years']) expect(side(s, label, 3)).toBe('');
    // The months reached, beside: a numbered column a used line, none over the empty one.
    const reached = s.cells.find((c) => c.value === 'Reached')!.ref.replace(/^[A-Z]+/, '');
    expect(['G', 'H', 'I', 'J'].map((c) => cellAt(s, `${c}${reached}`)?.value)).toEqual(['#1', '#2', '#3', '']);
    // And the utilization by year names the three candidates over their columns, none over the empty one.
    const years = s.cells.find((c) => c.value === 'Year' && c.ref.startsWith('F'))!.ref.slice(1);
    expect(['G', 'H', 'I', 'J'].map((c) => cellAt(s, `${c}${years}`)?.value)).toEqual(['730-2065-1507', '820-2396-1524', '820-2397-1524', '']);
    // No line for the empty slot: its blank cells would be drawn at 0%. Each candidate's line is named by its place.
    expect(s.charts[0].series.map((x) => x.name)).toEqual(['#1', '#2', '#3', 'Limit']);
    expect(s.charts[0].series[3].line).toBe('dash');
  });
});

describe("systems of the planner's own", () => {
  const sheetWith = (candidates: string, extra: Record<string, string | number> = {}) =>
    plan(['scenarios'], 'live', {}, { scenarios: { Candidates: candidates, ...extra } }).sheets[0];

  test('a 1,000-CPW system whose whole CPU may run interactive work: the carried work over its CPW, no knee, labelled planner-supplied', () => {
    const s = sheetWith('Power test system,1000,all,,test input (not a rating of the documents); 730-2065-1507');
    expect(side(s, 'Ratings from', 0)).toBe('Planner-supplied');
    expect(side(s, 'Ratings from', 1)).toBe('PCR Appendix D');
    // No knee: the work carried (the 720's CFINT left behind) over 1,000 CPW.
    expect(side(s, 'Utilization today', 0)).toBeCloseTo(WORK / 1000, 12);
    expect(side(s, 'Interactive work in 5 years', 0)).toBe('no knee');
    expect(side(s, 'CPW left today', 0)).toBeCloseTo(1000 - WORK, 9);
    expect(outputOf(s, 'First candidate that fits for 5 years')).toBe('Power test system');
    // The line as written on the sheet: "all" and the rule "none" spelled out.
    const nameCell = s.cells.find((c) => c.value === 'Power test system' && c.ref.startsWith('A'))!;
    const row = nameCell.ref.slice(1);
    expect(['B', 'C', 'D', 'E'].map((c) => cellAt(s, `${c}${row}`)?.value)).toEqual([1000, 'all', 'none', 'test input (not a rating of the documents)']);
  });

  test('today\'s system given as a CPW that is also a model number ("650 CPW") is carried as that CPW', () => {
    const s = sheetWith('830-2403-1537', { Current: '650 CPW' });
    expect(outputOf(s, 'Processor CPW of the current system')).toBe(650);
    expect(side(s, 'Utilization today', 0)).toBeCloseTo((U * 650) / 7350, 12);
  });

  test.each([
    ['Mine,1000,all,none,', /Mine: give the source of its ratings/],
    ['Mine,,all,none,IBM', /interactive CPW, knee rule and source describe a system of your own: give its processor CPW too/],
    ['Mine,1000,1200,none,IBM', /interactive CPW must be from 0 to the processor CPW 1000, got 1200/],
    ['Mine,1000,some,none,IBM', /interactive CPW must be a number or "all"/],
    ['730-2065-150', /730-2065-150/],
    ['720-2061-1501; 730-2065-1507; 820-2396-1524; 820-2397-1524; 830-2400-1531', /takes at most 4 lines, got 5/],
  ])('a bad line %s is refused naming it, and nothing is planned', (candidates, message) => {
    const p = planWorkbook({ templates: [{ id: 'scenarios', inputs: { Candidates: candidates } }], mode: 'live' });
    expect(isError(p)).toBe(true);
    expect((p as unknown as Error).message).toMatch(/^scenarios, input Candidates: /);
    expect((p as unknown as Error).message).toMatch(message);
  });
});

describe.each(['live', 'portable'] as const)('%s mode: a limit that is never reached prints "never" and why, not an error', (mode) => {
  // 75.5% measured on the 720, 39.3% of it interactive: past the 720's maximum (81.7 of 240 CPW), so EIU is the whole
  // CPU and everything beside the interactive work is CFINT overhead (2.8), left behind. The candidates carry
  // interactive work alone.
  const U2 = 0.755;
  const I2 = 0.393;
  const p = plan(
    ['scenarios', 'runway'],
    mode,
    {},
    { scenarios: { CpuUtil: U2, InteractiveUtil: I2 }, runway: { Model: '820-2396-1524', CpuUtil: 0.2, InteractiveUtil: 0.2 } },
  );
  const [s, r] = p.sheets;
  const errors = (sheet: SheetPlan) => allCells(sheet).filter((c) => typeof c.value === 'object' && c.value !== null && 'error' in c.value);

  test("the inputs: all the work beside the interactive is the 720's CFINT; on each 820 the interactive part is under its held rating", () => {
    expect(I2).toBeGreaterThan(c720.max);
    expect(eiu(c720, I2) - I2).toBeGreaterThanOrEqual(U2 - I2);
    for (const m of [m820a, m820b]) expect((I2 * CPW_720) / m.cpw).toBeLessThan(m.interactive / m.cpw);
  });

  test('the 820s, which hold interactive work at a rating under 70% (2.2.1), never reach the limit nor 100%; the 730 does', () => {
    for (const label of ['Months to the planning limit', 'Months to 100% of the CPU']) {
      expect(typeof side(s, label, 0)).toBe('number');
      expect(side(s, label, 1)).toBe('never');
      expect(side(s, label, 2)).toBe('never');
    }
    // The months reached beside them say it too, and the reason is under the block.
    const row = s.cells.find((c) => c.value === 'Months to the planning limit')!.ref.slice(1);
    expect(['H', 'I'].map((c) => cellAt(s, `${c}${row}`)?.value)).toEqual(['never', 'never']);
    expect(s.cells.some((c) => typeof c.value === 'string' && /^never: .*held at its rating.*2\.2\.1/.test(c.value))).toBe(true);
    expect(errors(s)).toEqual([]);
  });

  test('the growth runway of an 820 running interactive work alone: "never", its note the reason', () => {
    for (const label of ['Months to the planning limit', 'Months to 100% of the CPU']) {
      expect(outputOf(r, label)).toBe('never');
      const row = r.cells.find((c) => c.value === label)!.ref.slice(1);
      expect(cellAt(r, `C${row}`)?.value).toBe('never');
      expect(String(cellAt(r, `D${row}`)?.value)).toMatch(/^never: .*2\.2\.1/);
    }
    expect(errors(r)).toEqual([]);
  });
});
