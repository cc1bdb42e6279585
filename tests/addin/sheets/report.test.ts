/**
 * The report template (docs/sizing-sheets.md): the Summary first, then the detail sheets it reads; its
 * figures are the Scenarios sheet's cells, its sentence the one the definition gives from them, and it
 * prints on one page with its body text at 9 points or more.
 */
import { readMeasurements, type Measurements } from '../../../addin/measurements/read';
import type { SheetPlan } from '../../../addin/workbook/plan';
import { printScale } from '../../../addin/workbook/print';
import { STYLES } from '../../../addin/workbook/styles';
import { namedRef, plan } from './plans';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FIELDS = { Organization: 'ACME Corp', SystemName: 'PROD', PreparedBy: 'J. Planner', Notes: 'Peak week of September; batch window unchanged.' };

/** The cells of a sheet-scoped name, row by row. */
function named(s: SheetPlan, name: string): unknown[] {
  const [from, to = from] = namedRef(s, name).split(':');
  const col = (a: string) => a.charCodeAt(0);
  const out: unknown[] = [];
  for (let r = Number(from.slice(1)); r <= Number(to.slice(1)); r++) {
    for (let c = col(from); c <= col(to); c++) out.push(s.cells.find((x) => x.ref === `${String.fromCharCode(c)}${r}`)?.value ?? '');
  }
  return out;
}
const beside = (s: SheetPlan, label: string): unknown => {
  const a = s.cells.find((c) => c.ref.startsWith('A') && c.value === label)!;
  return s.cells.find((c) => c.ref === `B${a.ref.slice(1)}`)?.value;
};

describe.each(['live', 'portable'] as const)('%s', (mode) => {
  const p = plan(['report'], mode, { report: FIELDS }, { report: { Candidates: '170-2386; 720-2061-1501; 820-2396-1524; 830-2403-1537' } });
  const [summary, scenarios] = p.sheets;

  test('a current system given as a CPW, as a number or as "720 CPW", has no Growth runway: the runway sizes a catalog model', () => {
    for (const Current of ['1500', '720 CPW']) {
      const cpw = plan(['report'], mode, {}, { report: { Current } });
      expect(cpw.sheets.filter((s) => !s.hidden).map((s) => s.name)).toEqual(['Summary', 'Scenarios']);
    }
  });

  test('the Summary first, then the Scenarios and Growth runway sheets it reads', () => {
    expect(p.sheets.filter((s) => !s.hidden).map((s) => s.name)).toEqual(['Summary', 'Scenarios', 'Growth runway']);
    // No inputs of its own: the planner changes them on the detail sheets, and the Summary follows.
    expect(summary.names.map((n) => n.name)).toEqual([]);
    expect(summary.cells.filter((c) => c.formula).every((c) => c.formula!.includes("'Scenarios'!"))).toBe(true);
  });

  test('the sentence: the first candidate that fits, its share today and the month it reaches the limit, from the Scenarios cells', () => {
    const names = named(scenarios, 'CandidateNames');
    const k = named(scenarios, 'FitsForYears').findIndex((f) => f === 'Yes');
    expect(k).toBeGreaterThanOrEqual(0);
    const today = named(scenarios, 'UtilToday')[k] as number;
    const months = named(scenarios, 'MonthsToLimit')[k] as number;
    const d = new Date(((named(scenarios, 'LimitReached')[k] as number) - 25_569) * 86_400_000);
    const until = months > 120 ? 'for more than 10 years at this growth.' : `until ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}.`;
    expect(beside(summary, 'Recommendation')).toBe(`Move PROD to ${names[k]}: ${Math.round(today * 1000) / 10}% used today, under the 70% guideline ${until}`);
  });

  test('the candidates table holds the Scenarios answers, line by line', () => {
    const header = summary.cells.find((c) => c.value === 'Candidate' && c.style === 'header')!;
    const row = Number(header.ref.slice(1));
    const at = (col: string, r: number) => summary.cells.find((c) => c.ref === `${col}${r}`)?.value;
    named(scenarios, 'CandidateNames').forEach((name, k) => {
      expect([at('A', row + 1 + k), at('C', row + 1 + k), at('G', row + 1 + k)]).toEqual([
        name,
        named(scenarios, 'UtilToday')[k],
        named(scenarios, 'FitsForYears')[k],
      ]);
    });
  });

  test('one page, body text at 9 points or more, with every field, four candidates and a measurement file', () => {
    const m = readMeasurements('timestamp,cpu,interactive\n2026-09-07 10:00,50,10\n2026-09-07 10:15,60,20\n') as Measurements;
    const full = plan(['report'], mode, {
      report: FIELDS,
      templates: [
        {
          id: 'report',
          inputs: { Candidates: '170-2386; 720-2061-1501; 820-2396-1524; 830-2403-1537' },
          measured: { file: 'week-37-of-prod.csv', measurements: m, statistic: 'peak' },
        },
      ],
    }).sheets[0];
    expect(full.print!.fit).toEqual({ wide: 1, tall: 1 });
    // The assumptions say where the months count from: the file's last interval here, the build date without a file.
    const growth = (s: SheetPlan) => s.cells.find((c) => typeof c.value === 'string' && c.value.startsWith('Growth is compound'))!.value;
    expect(growth(full)).toBe('Growth is compound, the same for all work; months count from the last interval measured, 2026-09-07 10:15.');
    expect(growth(summary)).toBe('Growth is compound, the same for all work; months count from the date the sheet was built: nothing was measured.');
    const smallest = Math.min(...full.cells.filter((c) => c.value !== undefined && c.value !== '').map((c) => STYLES[c.style ?? 'output'].size ?? 11));
    expect(smallest * printScale(full)).toBeGreaterThanOrEqual(9);
  });
});

describe("the sources a page uses: the documents in the footer, the planner's own in the page body", () => {
  test("a system of the planner's own: its name and the source typed for its ratings in the body; the footer one line of documents", () => {
    const source = 'IBM Power S1014 data sheet 2024 p. 3';
    const lines = `720-2061-1501; Power S1014 4-core,40000,all,,${source}`;
    for (const id of ['scenarios', 'report']) {
      const sheets = plan([id], 'portable', {}, { [id]: { Candidates: lines } }).sheets;
      const sizing = sheets.filter((s) => s.role === 'template' && !s.hidden);
      for (const s of sizing) expect([s.name, s.print!.footer.left]).toEqual([s.name, expect.not.stringContaining(source)]);
      // Scenarios: the candidates table holds the source typed; the Summary names it in its Sources.
      for (const s of sizing.filter((x) => x.name !== 'Growth runway')) {
        const cited = s.cells.some((c) => typeof c.value === 'string' && c.value.includes(source));
        expect([s.name, cited]).toEqual([s.name, true]);
      }
      const summary = sizing.find((s) => s.name === 'Summary');
      if (summary) expect(summary.cells.some((c) => c.style === 'source' && c.value === `Power S1014 4-core: ${source}`)).toBe(true);
    }
  });
});

describe('months past the 5 years charted read "beyond 5 years", the number kept for the formulas', () => {
  test("the scenarios months rows and the Summary's column carry the condition; the cached values stay numbers", () => {
    const sheets = plan(['report'], 'portable', {}, { report: { Candidates: '720-2061-1501; 830-2403-1537' } }).sheets;
    const [summary, scenarios] = sheets;
    const months = scenarios.names
      .find((n) => n.name === 'MonthsToLimit')!
      .refersTo.split('!')[1]
      .replace(/\$/g, '')
      .split(':')[0];
    const cell = scenarios.cells.find((c) => c.ref === months)!;
    expect(cell.format).toBe('[>60]"beyond 5 years";0.0');
    expect(typeof cell.value).toBe('number');
    const column = summary.cells.find((c) => c.value === 'Months to limit')!.ref.replace(/\d+$/, '');
    const shown = summary.cells.filter((c) => c.ref.startsWith(column) && c.formula);
    expect(shown.length).toBe(2);
    for (const c of shown) expect([c.format, typeof c.value]).toEqual(['[>60]"beyond 5 years";0.0', 'number']);
    // The 830 carries the 720's workload for decades: past the horizon.
    expect(Math.max(...shown.map((c) => c.value as number))).toBeGreaterThan(60);
  });
});

describe('charts by calendar year', () => {
  test('the runway and scenarios tables count years from the date their months count from; the growth by year is unchanged', () => {
    for (const id of ['runway', 'scenarios']) {
      const s = plan([id], 'portable').sheets[0];
      const from = s.cells.find(
        (c) =>
          c.ref ===
          s.names
            .find((n) => n.name === 'CountFrom')!
            .refersTo.split('!')[1]
            .replace(/\$/g, ''),
      )!.value as number;
      const year = new Date((from - 25_569) * 86_400_000).getUTCFullYear();
      const header = s.cells.find((c) => c.value === 'Year' && c.style === 'header')!;
      const col = header.ref.replace(/\d+$/, '');
      const row = Number(header.ref.slice(col.length));
      const years = [0, 1, 2, 3, 4, 5].map((y) => s.cells.find((c) => c.ref === `${col}${row + 1 + y}`)!.value);
      expect([id, years]).toEqual([id, [0, 1, 2, 3, 4, 5].map((y) => year + y)]);
    }
    // The runway's demand in year 5 of the table is GROWTH(demand, g, 5): the calendar year less the first.
    const r = plan(['runway'], 'portable').sheets[0];
    const demandLast = r.cells.find(
      (c) =>
        c.ref ===
        r.names
          .find((n) => n.name === 'DemandLast')!
          .refersTo.split('!')[1]
          .replace(/\$/g, ''),
    )!.value;
    const header = r.cells.find((c) => c.value === 'Demand (CPW)' && c.style === 'header')!;
    const col = header.ref.replace(/\d+$/, '');
    expect(r.cells.find((c) => c.ref === `${col}${Number(header.ref.slice(col.length)) + 6}`)!.value).toBeCloseTo(demandLast as number, 9);
  });
});
