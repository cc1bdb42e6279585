/**
 * The templates reproduce the document's worked examples with their default inputs, in both formula
 * modes (the cached values are the core's; LibreOffice and HyperFormula recheck them in tests/engines).
 */
import { TABLE_5_3_OC400 } from '../../../addin/tables/communications';
import { isErrorValue, type SheetPlan } from '../../../addin/workbook/plan';
import { cellAddress, cellsOf, parseSheetRef } from '../../../addin/formula/a1';
import { cellAt, outputOf, plan } from './plans';
import { CATALOG } from '../../../addin/catalog/catalog';
import { DEFAULT_ANNUAL_GROWTH } from '../../../addin/sheets/growth';

/** The values of a sheet's own range, as the plan holds them, in reading order. */
function valuesOf(s: SheetPlan, ref: string): unknown[] {
  const area = parseSheetRef(ref);
  return cellsOf(area).map((c) => cellAt(s, cellAddress(c.row, c.col))?.value);
}

/** The marks of a sheet's chart: mark name → its points [x, y]. */
function marksOf(s: SheetPlan): Record<string, [unknown, unknown][]> {
  const chart = s.charts[0];
  return Object.fromEntries(
    chart.series
      .filter((x) => x.x !== undefined)
      .map((x) => {
        const ys = valuesOf(s, x.values);
        return [x.name, valuesOf(s, x.x!).map((v, i): [unknown, unknown] => [v, ys[i]])];
      }),
  );
}

describe.each(['live', 'portable'] as const)('%s mode: the worked examples of the sources', (mode) => {
  const sheet = (id: string) => plan([id], mode).sheets[0];

  test('interactive, PCR 2.8 Example 1: 240/70 7xx at 32.1% interactive has EIU 71.9% and 28.1% of its CPW left', () => {
    const s = sheet('interactive');
    expect(outputOf(s, 'Processor CPW')).toBe(240);
    expect(outputOf(s, 'Interactive CPW')).toBe(70);
    expect(outputOf(s, 'Effective interactive utilization (EIU)') as number).toBeCloseTo(0.719, 2);
    expect((outputOf(s, 'CPW remaining for batch') as number) / 240).toBeCloseTo(0.281, 2);
    // 32.1% is past the knee of this model (2.8 Example 1): red.
    expect(outputOf(s, 'Status')).toBe('Red');
  });

  test('interactive: the curve table runs from 0 to the maximum, where (2.4) the CPU is completely used', () => {
    const s = sheet('interactive');
    const header = s.cells.find((c) => c.value === 'EIU' && c.style === 'header')!;
    const row = Number(header.ref.slice(1));
    expect(cellAt(s, `B${row + 1}`)?.value).toBe(0);
    expect(cellAt(s, `B${row + 21}`)?.value).toBe(1);
    expect(cellAt(s, `C${row + 21}`)?.value).toBe(0);
    expect(s.charts).toHaveLength(1);
  });

  test('interactive: the chart marks the measured point, the knee (2.3), the maximum (2.4: the CPU completely used) and the alert threshold (2.10)', () => {
    const s = sheet('interactive');
    const marks = marksOf(s);
    // PCR 2.8 Example 1: a 240/70 7xx; knee 70 CPW, maximum 81.7 as Appendix D prints it (7/6 of the knee, 2.3), measured 32.1%.
    expect(marks.Measured[0]).toEqual([0.321, outputOf(s, 'Effective interactive utilization (EIU)')]);
    expect(marks.Knee[0][0]).toBeCloseTo(70 / 240, 12);
    expect(marks.Knee[0][1]).toBeCloseTo(70 / 240, 12);
    expect(marks.Maximum[0][0]).toBeCloseTo(81.7 / 240, 12);
    expect(marks.Maximum[0][1]).toBeCloseTo(1, 12);
    // A vertical line at 70% of the knee share, across the whole height of the chart.
    expect(marks['Alert threshold'].map((p) => p[0])).toEqual([0.7 * (70 / 240), 0.7 * (70 / 240)].map((x) => expect.closeTo(x, 12)));
    expect(marks['Alert threshold'].map((p) => p[1])).toEqual([0, 1]);
  });

  test('interactive: a measured point past the maximum stays on the chart (an 820 at 10%): the curve runs on to it', () => {
    const s = plan(['interactive'], mode, {}, { interactive: { Model: '820-2395-1521', InteractiveUtil: 0.1 } }).sheets[0];
    // 820-2395-1521: processor CPW 370, interactive 35 (Table D.1.1): its maximum is 35/370 = 9.5%, below 10%.
    expect(outputOf(s, 'Maximum interactive utilization') as number).toBeCloseTo(35 / 370, 12);
    const [curve] = s.charts[0].series;
    const xs = valuesOf(s, s.charts[0].categories) as number[];
    expect(xs[xs.length - 1]).toBeCloseTo(0.1, 12);
    expect(valuesOf(s, curve.values)).toHaveLength(21);
    expect(marksOf(s).Measured[0][0]).toBe(0.1);
  });

  test('migration, PCR 2.11: 510-2143 (66.7 CPW) at 21% needs 42 interactive CPW: an S20-2165 among the Sxx', () => {
    const s = plan(['migration'], mode, {}, { migration: { Family: 'Sxx' } }).sheets[0];
    expect(outputOf(s, 'Interactive CPW needed') as number).toBeCloseTo(42, 0);
    expect(outputOf(s, 'Processor CPW needed') as number).toBeCloseTo((66.7 * 0.21) / 0.7, 9);
    expect(outputOf(s, 'Recommended model')).toBe('S20-2165');
    expect(outputOf(s, 'Check')).toBe('S20-2165 carries both the interactive and the processor CPW needed.');
    // Without a family: the V4R5 servers of Appendix D.1, as RECOMMEND chooses.
    expect(['820', '270']).toContain(String(outputOf(sheet('migration'), 'Recommended model')).slice(0, 3));
  });

  test('migration, PCR 2.12: 170-2160 (114) at 10% + 50% needs 97.7 CPW: a 620-2180; the key works as its CPW', () => {
    for (const current of [114, '170-2160-c']) {
      const s = plan(['migration'], mode, {}, { migration: { Direction: 'server to traditional', Current: current, InteractiveUtil: 0.1, BatchUtil: 0.5 } })
        .sheets[0];
      expect(outputOf(s, 'Processor CPW of the current system')).toBe(114); // Table D.3.2: C/S CPW 114
      expect(outputOf(s, 'Processor CPW needed') as number).toBeCloseTo(97.7, 1);
      expect(outputOf(s, 'Interactive CPW needed')).toBe(0);
      expect(outputOf(s, 'Recommended model')).toBe('620-2180');
    }
  });

  test(
    'runway: the 720 at 65% with 32.1% interactive is Red today, as the interactive sheet ' +
      'says, and the model to move to carries the interactive growth too',
    () => {
      const inputs = { Model: '720-2061-1501', CpuUtil: 0.65, InteractiveUtil: 0.321 };
      const s = plan(['runway'], mode, {}, { runway: inputs }).sheets[0];
      const i = plan(['interactive'], mode, {}, { interactive: { Model: inputs.Model, InteractiveUtil: inputs.InteractiveUtil } }).sheets[0];
      expect(outputOf(i, 'Status')).toBe('Red');
      const header = s.cells.find((c) => c.value === 'Interactive' && c.style === 'header')!;
      const row0 = Number(header.ref.slice(1)) + 1;
      const column = header.ref.replace(/\d+$/, '');
      expect(cellAt(s, `${column}${row0}`)?.value).toBe('Red');
      // Year 0's EIU is the 2.8 Example 1 value (71.9%).
      expect(cellAt(s, `${String.fromCharCode(column.charCodeAt(0) - 1)}${row0}`)?.value as number).toBeCloseTo(0.719, 2);
      const interactive5 = 0.321 * 240 * (1 + DEFAULT_ANNUAL_GROWTH) ** 5; // Table D.2.1.1: 240 CPW; the default growth a year
      expect(outputOf(s, 'Interactive CPW in 5 years') as number).toBeCloseTo(interactive5, 9);
      const key = String(outputOf(s, 'Model to move to for year 5'));
      const m = CATALOG.find((r) => r.key === key)!;
      expect(m.interactiveCpw).toBeGreaterThanOrEqual(interactive5 / 0.7);
      expect(m.processorCpw).toBeGreaterThanOrEqual((0.65 * 240 * 1.25 ** 5) / 0.7);
    },
  );

  test('migration: an impossible need says why on the sheet, not only in the error flyout', () => {
    const s = plan(['migration'], mode, {}, { migration: { Current: 20000, InteractiveUtil: 0.9, Family: '2xx' } }).sheets[0];
    expect(outputOf(s, 'Recommended model')).toMatchObject({ error: '#N/A' });
    expect(outputOf(s, 'Check')).toBe('No model of that family carries both needs: choose a larger family, or any.');
    const over = plan(['migration'], mode, {}, { migration: { InteractiveUtil: 0.6, BatchUtil: 0.6 } }).sheets[0];
    expect(outputOf(over, 'Check')).toBe('Interactive and batch utilization add up to more than 100% of the CPU: check the measurements.');
  });

  test('web, PCR 6.1 Example 2: 175 CGI trans/sec need 392 CPW (the first mix line)', () => {
    const s = sheet('web');
    const header = s.cells.find((c) => c.value === 'CPW' && c.style === 'header')!;
    expect(cellAt(s, `E${Number(header.ref.slice(1)) + 1}`)?.value).toBeCloseTo(392, 9);
    const total = outputOf(s, 'Web CPW of the mix') as number;
    expect(outputOf(s, 'HTTP server threads to start with')).toBeCloseTo(total / 20, 12);
  });

  test('OptiConnect, PCR 5.5 Table 5.3: every printed cell of the grid to two decimals, and printed cells outlined', () => {
    const s = sheet('oc400');
    const corner = s.cells.find((c) => c.value === 'DB share \\ machines')!;
    const top = Number(corner.ref.slice(1)) + 1;
    let checked = 0;
    TABLE_5_3_OC400.rows.forEach((row, i) => {
      for (let n = 1; n <= 7; n++) {
        const cell = cellAt(s, `${String.fromCharCode(65 + n)}${top + i}`)!;
        if (row[1 + n] === '--') {
          expect(cell.style).toBeUndefined();
          continue;
        }
        expect(cell.value as number).toBeCloseTo(Number(row[1 + n]), 2);
        expect(cell.style).toBe('printed');
        checked++;
      }
    });
    expect(checked).toBe(25);
  });

  test('Domino, PCR 11.10: 828 typical users (complexity 2) need 460 CPW; 11.6: 60 + 828 MB', () => {
    const s = sheet('domino');
    expect(outputOf(s, 'Processor CPW needed (at 70% CPU)')).toBeCloseTo(460, 9);
    expect(outputOf(s, 'Storage pool for Domino (MB)')).toBe(888);
    expect(outputOf(s, 'Users that model carries') as number).toBeGreaterThanOrEqual(828);
  });

  test('save, PCR 15.7 example: a 3590E saves large files at 114912 MB/HR; 500 GB take 4.35 hours, over a 4-hour window', () => {
    const s = sheet('save');
    expect(outputOf(s, 'Rate of one drive (MB/HR)')).toBe(114912);
    expect(outputOf(s, 'Hours needed') as number).toBeCloseTo(500000 / 114912, 12);
    expect(outputOf(s, 'Fits the window')).toBe('Does not fit');
  });

  test('growth runway: 45% of a 240 CPW 720 growing the default rate a year, 20% interactive: the months count CFINT past the knee (2.8)', () => {
    const s = sheet('runway');
    // The add-in's one default growth (sheets/growth.ts), whatever its value.
    const g1 = 1 + DEFAULT_ANNUAL_GROWTH;
    expect(outputOf(s, 'Demand today (CPW)')).toBeCloseTo(108, 12);
    // Table D.2.1.1 (line 8020): knee 70 and maximum 81.7 of 240 CPW; 2.8's EIU over the knee.
    const [knee, max] = [70 / 240, 81.7 / 240];
    const eiu = (u: number) => (u <= knee ? u : u >= max ? 1 : knee + ((u - knee) / (max - knee)) * (1 - knee));
    const cpu = (m: number) => (0.45 - eiu(0.2)) * g1 ** (m / 12) + eiu(0.2 * g1 ** (m / 12));
    const month = (limit: number) => {
      let [lo, hi] = [0, 240];
      for (let k = 0; k < 200; k++) [lo, hi] = cpu((lo + hi) / 2) >= limit ? [lo, (lo + hi) / 2] : [(lo + hi) / 2, hi];
      return hi;
    };
    expect(outputOf(s, 'Months to the planning limit') as number).toBeCloseTo(month(0.7), 6);
    expect(outputOf(s, 'Months to 100% of the CPU') as number).toBeCloseTo(month(1), 6);
    // Earlier than the 12 ln(0.7 / 0.45) / ln(1 + g) months that ignore CFINT.
    expect(month(0.7)).toBeLessThan((12 * Math.log(0.7 / 0.45)) / Math.log(g1));
    expect(outputOf(s, 'Months to the interactive knee') as number).toBeCloseTo((12 * Math.log(knee / 0.2)) / Math.log(g1), 9);
    expect(outputOf(s, 'Months to the maximum interactive') as number).toBeCloseTo((12 * Math.log(max / 0.2)) / Math.log(g1), 9);
    expect(outputOf(s, 'Months to the interactive alert threshold') as number).toBeCloseTo((12 * Math.log((0.7 * knee) / 0.2)) / Math.log(g1), 9);
    expect(s.charts).toHaveLength(1);
  });

  test('no template formula evaluates to an error with the default inputs', () => {
    for (const s of plan(['interactive', 'migration', 'web', 'oc400', 'domino', 'save', 'runway'], mode).sheets) {
      if (s.role === 'support') continue;
      for (const c of s.cells) if (c.formula) expect([s.name, c.ref, isErrorValue(c.value)]).toEqual([s.name, c.ref, false]);
    }
  });
});

test('the hardware catalog holds every Appendix D row with its source, as an Excel table under a frozen header', () => {
  const s = plan(['catalog'], 'live').sheets[0];
  expect(s.tables).toHaveLength(1);
  const keys = s.cells.filter((c) => c.ref.startsWith('A') && Number(c.ref.slice(1)) > 3);
  expect(keys).toHaveLength(302);
  expect(s.freeze).toEqual({ rows: 3, columns: 1 });
  // 720-2061 (1501): Table D.2.1.1, seed line 8020, 240 / 70 as printed.
  const row = keys.find((c) => c.value === '720-2061-1501')!.ref.slice(1);
  expect(cellAt(s, `H${row}`)?.value).toBe(240);
  expect(cellAt(s, `I${row}`)?.value).toBe(70);
  expect(String(cellAt(s, `P${row}`)?.value)).toContain('line 8020');
});
