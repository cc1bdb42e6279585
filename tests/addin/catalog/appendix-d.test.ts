import { APPENDIX_D } from '../../../addin/catalog/appendix-d';
import { CATALOG } from '../../../addin/catalog/catalog';
import { FAMILIES } from '../../../addin/catalog/families';
import { QUIRKS } from '../../../addin/catalog/quirks';
import { isSeparator, pcrLine, pcrLineCount, tableCells } from '../../seed';

const FIRST_LINE = 7867; // "## Appendix D. AS/400 CPW Values"

describe('Appendix D transcription (PCR V4R5, lines 7867-8375)', () => {
  test('Appendix D starts at line 7867 and the file ends at line 8375 without a trailing newline', () => {
    expect(pcrLine(FIRST_LINE)).toBe('## Appendix D. AS/400 CPW Values');
    expect(pcrLineCount()).toBe(8375);
    expect(pcrLine(8375)).toMatch(/^\|\s+\| 2412 /);
  });

  test('every data row of the appendix is in the catalog, and nothing else (302 rows)', () => {
    // An independent scan of the print: table lines that are neither separators nor header rows
    // (a header row is the line just above a separator). Two printed oddities break that rule:
    // line 8104 (the 2409 row, followed by a stray separator) is data, and line 8115 (the column
    // names of Previous Model 170, pushed into the body by the caption) is a header.
    const dataLines: number[] = [];
    for (let n = FIRST_LINE; n <= 8375; n++) {
      const line = pcrLine(n);
      if (!line.startsWith('|') || isSeparator(line)) continue;
      const header = n < 8375 && isSeparator(pcrLine(n + 1));
      if ((header && n !== 8104) || n === 8115) continue;
      dataLines.push(n);
    }
    expect(dataLines).toHaveLength(302);
    expect(CATALOG.map((m) => m.line)).toEqual(dataLines);
  });

  test("rows per table agree with the reading notes' independent count", () => {
    const counts = Object.fromEntries(APPENDIX_D.map((t) => [t.key ?? t.id, t.rows.length]));
    expect(counts).toEqual({
      'D.1.1': 55,
      'D.1.2.1': 9,
      'D.1.3.1': 6,
      'D.1.4.1': 3,
      'D.2.1.1': 44,
      'D.3.1': 7,
      'D.3.2-DSD': 3,
      'D.3.2-PREV': 10,
      'D.4': 14,
      'D.5': 7,
      'D.6-V4R1': 15,
      'D.6-V3R7': 15,
      'D.7': 4,
      'D.8-V3R7-V4R1': 14,
      'D.8-V4R3': 16,
      'D.9.1': 4,
      'D.9.2': 11,
      'D.9.3': 2,
      'D.9.4': 14,
      'D.9.5': 2,
      'D.9.6': 30,
      'D.9.7': 11,
      'D.9.8': 6,
    });
  });

  test.each(APPENDIX_D.flatMap((t) => t.rows.map((r) => [r[0], t] as const)))(
    'line %i: every cell as printed, bold exactly where the table prints published values',
    (line, table) => {
      const row = table.rows.find((r) => r[0] === line)!;
      const printed = tableCells(pcrLine(line));
      expect(row.slice(1)).toEqual(printed.map((c) => c.replace(/<\/?b>/g, '')));
      table.columns.forEach((column, i) => {
        const bold = /^<b>.*<\/b>$/.test(printed[i]);
        expect([column, bold]).toEqual([column, table.bold.includes(column) && printed[i] !== '']);
      });
    },
  );
});

describe('catalog records', () => {
  test('keys are unique, every row names its source table and line', () => {
    expect(new Set(CATALOG.map((m) => m.key)).size).toBe(302);
    for (const m of CATALOG) {
      expect(m.source).toContain(`Appendix D, `);
      expect(m.source).toContain(m.table);
      expect(m.source).toContain(`line ${m.line}`);
      expect(Object.keys(FAMILIES)).toContain(m.family);
    }
  });

  test('every quirk note stands on a catalog line', () => {
    const lines = new Set(CATALOG.map((m) => m.line));
    for (const line of Object.keys(QUIRKS)) expect(lines).toContain(Number(line));
  });

  test('D.2.1.1 720-2061 (1501): 200 MHz, 1 CPU, processor CPW 240, knee 70, max 81.7 (line 8020)', () => {
    const m = CATALOG.find((r) => r.key === '720-2061-1501')!;
    expect(m).toMatchObject({ model: '720', feature: '2061', interactiveFeature: '1501', family: '7xx', release: 'V4R4' });
    expect(m).toMatchObject({ mhz: 200, cpus: 1, processorCpw: 240, interactiveCpw: 70, kneeCpw: 70, maxCpw: 81.7, l2Cache: null, line: 8020 });
  });

  test('carried-down cells: Previous 170 2164 u (line 8121) takes its feature from the c row', () => {
    const m = CATALOG.find((r) => r.line === 8121)!;
    expect(m).toMatchObject({ key: '170-2164-u', feature: '2164', constrained: 'u', processorCpw: 210, interactiveCpw: 29, kneeCpw: 9.7 });
    expect(m.carriedDown).toEqual(['feature']);
  });

  test('D.8 prints V3R7 and V4R1 CPW in one row: 510-2143 is 77.7 / 81.6 (line 8234)', () => {
    const m = CATALOG.find((r) => r.line === 8234)!;
    expect(m).toMatchObject({ key: '510-2143', family: '5xx', release: 'V4R1', processorCpw: 81.6, cpwV3R7: 77.7, maxMemoryMb: 1024, maxDiskGb: 652 });
  });

  test('D.6 prints 53S-2157 once per release: V4R1 650.0/32.2 and V3R7 509.9/30.7 (Appendix D intro)', () => {
    expect(CATALOG.find((r) => r.key === '53S-2157-V4R1')).toMatchObject({ processorCpw: 650, interactiveCpw: 32.2, kneePct: 2.6, maxPct: 7.7 });
    expect(CATALOG.find((r) => r.key === '53S-2157-V3R7')).toMatchObject({ processorCpw: 509.9, interactiveCpw: 30.7, kneePct: 2.6, maxPct: 7.7 });
  });

  test('D.7 SB1 rows carry SAP throughput and no CPW; thousands separators are read', () => {
    const m = CATALOG.find((r) => r.line === 8221)!;
    expect(m).toMatchObject({
      key: 'SB1-2313-4.0B',
      release: '4.0B',
      cpus: 12,
      processorCpw: null,
      sdDialogStepsPerHour: 95229.46,
      fiDialogStepsPerHour: 238073.64,
    });
  });

  test('the last row, 30S-2412 on the line without a newline, is in (line 8375)', () => {
    expect(CATALOG[CATALOG.length - 1]).toMatchObject({
      key: '30S-2412',
      cpus: 2,
      maxMemoryMb: 832,
      maxDiskGb: 86.5,
      processorCpw: 68.5,
      interactiveCpw: 11.6,
    });
  });

  test('misprints stay as printed and are flagged: S40-2341 max % 38.6 (line 8164), S20-2165 knee 16.7 (line 8139)', () => {
    const s40 = CATALOG.find((r) => r.key === 'S40-2341')!;
    expect(s40.maxPct).toBe(38.6);
    expect(s40.quirks.join(' ')).toMatch(/45\.1/);
    const s20 = CATALOG.find((r) => r.key === 'S20-2165')!;
    expect(s20.kneeCpw).toBe(16.7);
    expect(s20.quirks.join(' ')).toMatch(/16\.57/);
  });
});
