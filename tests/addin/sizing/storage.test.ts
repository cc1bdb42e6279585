import * as core from '../../../addin/sizing/storage';
import type { Transcription } from '../../../addin/tables/domino';
import * as tables from '../../../addin/tables/storage';
import * as excel from '../../../functions/storage';
import { isSeparator, pcrLine, tableCells } from '../../seed';
import { value, failure as error, excelError } from '../../results';

const ALL: Transcription[] = Object.values(tables);
/** The printed cells of a seed line, markup dropped (<b>, <i>, <br>) as the transcriptions drop it. */
const printed = (line: number) =>
  tableCells(pcrLine(line)).map((c) =>
    c
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
/** Numbers of the printed cells, from the seed, for the derived checks ("7%" → 7). */
const n = (line: number, i: number) => Number(printed(line)[i].replace(/[%,\s]/g, ''));

describe('transcriptions of Chapters 17-19 and Appendix B (seed 000)', () => {
  test.each(ALL.flatMap((t) => t.rows.map((r) => [r[0], t.id, r] as const)))('line %i (%s): every cell as printed', (line, _id, row) => {
    expect(row.slice(1)).toEqual(printed(line));
  });

  test.each(ALL.map((t) => [t.id, t] as const))('%s: every table line between the header and the end is a row, and quirks stand on rows', (_id, t) => {
    const [first, last] = t.lines;
    const rows = t.rows.map((r) => r[0]);
    const lastRow = rows[rows.length - 1];
    // Data lines: table lines after the first separator that are not the sub-header rows 18.4 prints
    // under its header (blank configuration cell) or the B.1 note row.
    const data: number[] = [];
    let seenSeparator = false;
    for (let k = first; k <= Math.min(last, lastRow); k++) {
      const line = pcrLine(k);
      if (!line.startsWith('|')) continue;
      if (isSeparator(line)) {
        seenSeparator = true;
        continue;
      }
      const cells = tableCells(line);
      if (!seenSeparator || cells[0] === '' || cells[0] === 'Number' || cells[0].startsWith('Main Storage Size on CISC')) continue;
      if (cells[0].startsWith('<b>Description')) continue;
      data.push(k);
    }
    expect(rows).toEqual(data);
    for (const line of Object.keys(t.quirks)) expect(rows).toContain(Number(line));
  });

  test('captions and headings as printed', () => {
    expect(pcrLine(6009)).toContain(tables.INS_333_FILE.caption);
    expect(pcrLine(6019)).toContain(tables.INS_700_FILE.caption);
    expect(pcrLine(6029)).toContain(tables.INS_700_APP.caption);
    expect(pcrLine(6041)).toBe('Figure 17.4. Integrated Netfinity Server Rules of Thumb');
    expect(pcrLine(6500)).toContain(tables.TABLE_19_3.caption);
    expect(pcrLine(7429)).toContain(tables.TABLE_B_1.caption);
    expect(pcrLine(7438)).toContain('per Table B.2 below');
    expect(pcrLine(7465)).toContain('Table B.3 below');
    const headers: [number, Transcription][] = [
      [6011, tables.INS_333_FILE],
      [6021, tables.INS_700_FILE],
      [6031, tables.INS_700_APP],
      [6320, tables.LPAR_OVERHEAD],
      [6502, tables.TABLE_19_3],
      [7431, tables.TABLE_B_1],
      [7440, tables.TABLE_B_2],
      [7471, tables.TABLE_B_3],
    ];
    for (const [line, t] of headers) expect(t.columns).toEqual(printed(line));
    // 18.4 prints "LPAR CPW" over Primary / Secondary in a second header row; the columns join the two.
    for (const [header, sub, t] of [
      [6300, 6302, tables.LPAR_12WAY],
      [6313, 6315, tables.LPAR_4WAY],
    ] as const) {
      expect(t.columns).toEqual(printed(header).map((c, i) => (c === 'LPAR CPW' || c === '' ? `LPAR CPW ${printed(sub)[i]}` : c)));
    }
  });
});

describe('LPAR, PCR 18.2-18.5 (measured on one 4-way and one 12-way 740 at V4R4M0, CPU at 70%)', () => {
  test('the conditions of the measurement are printed (lines 6274, 6296, 6327)', () => {
    expect(pcrLine(6274)).toContain('The experiments were run on a 12-way 740 model');
    expect(pcrLine(6296)).toContain("with the system's CPU utilized at 70 percent capacity. The system was at the V4R4M0 release level.");
    expect(pcrLine(6327)).toContain('The projections are based on measurements on 1 and 2 way measurements');
  });

  test.each([
    [2, 0.015], // projected, line 6322
    [4, 0.03], // measured, line 6323
    [8, 0.06], // projected, line 6324
    [12, 0.09], // measured, line 6325
  ])('LPAROVERHEAD(%d) = %d', (processors, overhead) => {
    expect(value(core.lparOverhead(processors))).toBe(overhead);
  });

  test('other sizes are #N/A naming the printed ones: the chart is not extrapolated', () => {
    expect(error(core.lparOverhead(6))).toMatchObject({ kind: 'na', message: expect.stringContaining('2, 4, 8, 12 processors only, not 6') });
  });

  test('18.2: "(2044-1950)/1950 = 5%" (4.8% rounded); the chart prints 5% and the 3 % overhead of line 6255', () => {
    expect(pcrLine(6253)).toContain('(2044-1950)/1950 = 5\\%');
    expect((2044 - 1950) / 1950).toBeCloseTo(0.048, 3);
    expect(value(core.lparMeasure('2x2', 'increase'))).toBe(0.05);
    expect(value(core.lparMeasure('(2) 2-ways', 'overhead'))).toBe(0.03);
    // Quirk of line 6255: "(2100-2044)/2044 = -3%" evaluates to +2.7%; the sign is the author's "degradation".
    expect(pcrLine(6255)).toContain('(2100-2044)/2044 = -3\\%');
    expect((2100 - 2044) / 2044).toBeCloseTo(0.027, 3);
  });

  test('the charts add up: primary + secondaries = total, and increase = total / stand-alone - 1 to the printed percent', () => {
    for (const line of [6303, 6304, 6305]) {
      const third = printed(line)[6] === 'n/a' ? 0 : n(line, 6);
      expect(n(line, 4) + n(line, 5) + third).toBe(n(line, 2));
      expect(Math.round((n(line, 2) / n(line, 1) - 1) * 100)).toBe(n(line, 3));
    }
    expect(n(6316, 4) + n(6316, 5)).toBe(n(6316, 2));
    for (const line of [6332, 6333]) expect(Math.round((n(line, 2) / 4700 - 1) * 100)).toBe(n(line, 3));
  });

  test("8+4 overhead 10% is the processor-weighted mean of the text's 12% (4-way) and 9% (8-way), line 6292", () => {
    expect(pcrLine(6292)).toContain(
      'the 4-way partition is degraded by 12% when an 8-way partition is also running the CPW, but the 8-way partition is only degraded by 9%',
    );
    expect((4 * 12 + 8 * 9) / 12).toBe(10);
    expect(value(core.lparMeasure('8+4', 'overhead'))).toBe(0.1);
  });

  test('quirk kept: the text says "about 8%" for the 6-way and 4-way partitions; the chart prints 9 %', () => {
    expect(pcrLine(6292)).toContain('are all degraded by about 8%');
    expect(value(core.lparMeasure('2x6', 'overhead'))).toBe(0.09);
    expect(value(core.lparMeasure('3x4', 'overhead'))).toBe(0.09);
  });

  test.each([
    ['3x4', 'total_cpw', 5290],
    ['(3) 4-ways', 'secondary2_cpw', 1750],
    ['4+4+4', 'standalone_cpw', 4700],
    ['8+4', 'primary_cpw', 3330],
    ['8-way, 4-way', 'secondary_cpw', 1690],
    ['6+6', 'increase', 0.09],
    ['2x2', 'total_cpw', 2044],
    ['12x1', 'total_cpw', 5920],
    ['6x2', 'increase', 0.21],
    ['6 2-ways', 'TOTAL_CPW', 5700],
  ])('LPARMEASURE(%s, %s) = %d', (config, column, expected) => {
    expect(value(core.lparMeasure(config, column))).toBe(expected);
  });

  test('cells a chart does not print are #N/A; unknown configurations and columns name the choices', () => {
    expect(error(core.lparMeasure('8+4', 'secondary2_cpw'))).toMatchObject({ kind: 'na', message: expect.stringContaining('line 6303') });
    expect(error(core.lparMeasure('12x1', 'standalone_cpw')).kind).toBe('na');
    expect(error(core.lparMeasure('2x2', 'secondary2_cpw')).kind).toBe('na');
    expect(error(core.lparMeasure('5+7', 'total_cpw')).message).toContain('"3x4" ((3) 4-ways)');
    expect(error(core.lparMeasure('3x4', 'tertiary')).message).toContain('standalone_cpw, total_cpw, increase');
    for (const key of ['constructor', '__proto__', 'toString']) {
      expect(error(core.lparMeasure('3x4', key)).kind).toBe('na');
      expect(error(core.lparMeasure(key, 'total_cpw')).kind).toBe('na');
      expect(error(core.insReserve('333', 'file', '60', key, 1)).kind).toBe('na');
      expect(error(core.ciscRiscFactor(key, key)).kind).toBe('na');
    }
  });

  test('18.5: "about 10% less capacity" when all partitions run their peaks together (line 6341), nearly identical otherwise (line 6290)', () => {
    expect(pcrLine(6341)).toContain(
      'a partition may have about 10% less capacity than an equivalent stand-alone system if all partitions will be running their peak loads concurrently',
    );
    expect(pcrLine(6290)).toContain('the capacity of the partition and an equivalent stand-alone system are nearly identical');
    expect(core.lparCapacity(4700, true)).toBeCloseTo(4230, 9);
    expect(core.lparCapacity(4700, false)).toBe(4700);
  });
});

describe('Main storage, PCR 19.3, 13.4, 19.4', () => {
  test('19.3 (line 6496): 8MB CISC systems will require 32MB on RISC, the RISC minimum', () => {
    expect(pcrLine(6496)).toContain(
      'The minimum memory available on RISC systems is 32MB versus 8MB on CISC systems. In most instances, 8MB CISC systems will require 32MB on RISC',
    );
    expect(core.riscMemory(8)).toBe(32);
    expect(core.riscMemory(4)).toBe(32); // below the CISC minimum: held at the RISC minimum
  });

  test.each([
    [64, 144], // Up to 160MB: 2 x 64 + 16
    [160, 336], // "Up to 160MB" includes 160
    [161, 322], // Greater than 160MB: 2 x 161 (quirk: the rows do not join)
    [256, 512],
  ])('Table 19.3: %d MB CISC → %d MB RISC', (cisc, risc) => {
    expect(core.riscMemory(cisc)).toBe(risc);
  });

  test('13.4 (line 4363): about 25MB per concurrent compile; the text rounds 10 compiles (250MB) up to a 256MB system', () => {
    expect(pcrLine(4363)).toContain('each concurrent compile requires about 25MB of main storage');
    expect(pcrLine(4363)).toContain('10 concurrent compiles, then as an initial estimate, the memory size of the system should be 256MB');
    expect(pcrLine(6509)).toContain('Refer to WORKMEM');
    expect(core.compileMemory(10)).toBe(250);
    expect(core.compileMemory(1)).toBe(25);
  });

  test('19.4 item 2 (line 6518): 70% of the remaining storage to *INTERACT, 30% to *BASE; the opposite on Server models', () => {
    expect(pcrLine(6518)).toContain('70% of the remaining storage is given to \\*INTERACT. The remaining 30% is given to the \\*BASE pool');
    expect(pcrLine(6518)).toContain('on Server models the amounts are the opposite');
    expect(value(core.iplPoolSize(1000, '*INTERACT', false))).toBeCloseTo(700, 9);
    expect(value(core.iplPoolSize(1000, 'base', false))).toBeCloseTo(300, 9);
    expect(value(core.iplPoolSize(1000, '*interact', true))).toBeCloseTo(300, 9);
    expect(value(core.iplPoolSize(1000, '*BASE', true))).toBeCloseTo(700, 9);
    expect(error(core.iplPoolSize(1000, '*SPOOL', false))).toMatchObject({ kind: 'na', message: expect.stringContaining('*INTERACT and *BASE only') });
  });

  test('19.4 item 4 (line 6533): 3072K for each active job in the pool', () => {
    expect(pcrLine(6533)).toContain('3072K for each active job in the pool');
    expect(core.poolMaxKb(10)).toBe(30720);
  });
});

describe('User pool faulting, PCR 19.5 (no worked example printed: vectors worked by hand)', () => {
  test('the steps as printed (lines 6556-6557, 6563-6564)', () => {
    expect(pcrLine(6556)).toContain('fltRtTran = diskRt \\* flts / tp');
    expect(pcrLine(6557)).toContain('flt% = fltRtTran / rt \\* 100');
    expect(pcrLine(6563)).toContain('flt% = flts \\* diskRt X 100');
    expect(pcrLine(6564)).toContain('newflt% = flt% / (flt% + batchcpu%)');
  });

  // 30 faults/s, 20 ms disk, 36000 trans/h = 10/s: 0.02 x 30 / 10 = 0.06 s per transaction; / 0.5 s = 12%.
  // 10 faults/s, 20 ms, 72000 trans/h = 20/s: 0.02 x 10 / 20 = 0.01 s; / 0.8 s = 1.25%.
  test('interactive: 12% and 1.25%', () => {
    expect(core.faultShareInteractive(30, 0.5, 0.02, 36000)).toBeCloseTo(0.12, 12);
    expect(core.faultShareInteractive(10, 0.8, 0.02, 72000)).toBeCloseTo(0.0125, 12);
  });

  // 5 faults/s x 0.02 s = 10% faulting; with 30% batch CPU: 10 / (10 + 30) = 25%, the boundary ("greater than 25%" is high).
  // 40 x 0.01 = 40%, over 2 jobs 20%; with 50% CPU: 20 / 70 = 28.6%.
  test('batch: flt% 10% alone, newflt% 25% and 28.6%', () => {
    expect(value(core.faultShareBatch(5, 0.02, null, 1))).toBeCloseTo(0.1, 12);
    expect(value(core.faultShareBatch(5, 0.02, 0.3, 1))).toBeCloseTo(0.25, 12);
    expect(value(core.faultShareBatch(40, 0.01, 0.5, 2))).toBeCloseTo(2 / 7, 12);
  });

  test('batch with no faults and no CPU is #NUM!: the share is undefined', () => {
    expect(error(core.faultShareBatch(0, 0.02, 0, 1))).toMatchObject({ kind: 'num', message: expect.stringContaining('undefined') });
  });
});

describe('Integrated Netfinity Server reserve, PCR 17.3', () => {
  test.each([
    ['333', 'FILE', '60', 'CPW', 3, 33], // 3 x 11 (line 6013)
    ['333', 'file', '100', 'IOP', 4, 0.6], // 4 x 0.15 (line 6014)
    ['700', 'file serving', '0.6', 'CPWs', 5, 75], // 5 x 15 (line 6023)
    ['700', 'APP', '100', 'ARMS_PARITY', 1, 21], // line 6037
    ['700 MHz', 'application', '1', 'Storage (disk) IOA', 2, 1.2], // 2 x 0.6 (line 6035)
    ['333', 'file', 'WC', 'Disk Arms (w/o Parity)*', 1, 4], // line 6016
    ['700', 'file', '100%', 'arms parity', 1, 4], // line 6027, the printed 4 (quirk)
    ['700', 'file', '60', 'cpw', 0, 0],
    ['333', 'file', '60.0', 'IOA', 1, 0.2],
    ['333', 'file', '60% INS Load', 'IOA', 1, 0.2],
    ['333', 'file', 'worst case', 'CPW', 1, 40],
  ] as const)('INSRESERVE(%s, %s, %s, %s, %d) = %d', (mhz, load, level, resource, count, expected) => {
    expect(value(core.insReserve(mhz, load, level, resource, count))).toBeCloseTo(expected, 12);
  });

  test('parity needs "about three times the number of arms" (line 6005): so printed, except 700 MHz file serving at 100% (2 → 4)', () => {
    expect(pcrLine(6005)).toContain('it requires about three times the number of arms');
    for (const [plain, parity, columns] of [
      [6016, 6017, 3],
      [6026, 6027, 3],
      [6036, 6037, 1],
    ]) {
      for (let i = 1; i <= columns; i++) {
        if (parity === 6027 && i === 2) expect([n(plain, i), n(parity, i)]).toEqual([2, 4]);
        else expect(n(parity, i)).toBe(3 * n(plain, i));
      }
    }
  });

  test('combinations 17.3 does not print are #N/A naming the choices', () => {
    expect(error(core.insReserve('700', 'app', '60', 'CPW', 1))).toMatchObject({ kind: 'na', message: expect.stringContaining('100% INS load only') });
    expect(error(core.insReserve('333', 'app', '100', 'CPW', 1)).message).toContain('700 MHz INS only');
    expect(error(core.insReserve('500', 'file', '100', 'CPW', 1)).message).toContain('333 and 700 MHz');
    expect(error(core.insReserve('333', 'web', '100', 'CPW', 1)).message).toContain('"file"');
    expect(error(core.insReserve('333', 'file', '80', 'CPW', 1)).message).toContain('60, 100');
    expect(error(core.insReserve('333', 'file', '100', 'memory', 1)).message).toContain('ARMS_PARITY');
  });
});

describe('BEST/1 conversion, PCR Appendix B.1 (Tables B.1-B.3)', () => {
  test.each([
    ['WSS', '*NORMAL', 2], // line 7432
    ['CPU', '*TRNNORM3', 1.5], // line 7435
    ['CPU', '*TRNBAT1', 0.5], // line 7433
    ['Working Set Size', 'I/O intensive', 2.3], // line 7434
    ['I/O Counts', 'development', 1],
    ['cpu time', '*BATCHJOB', 1],
  ])('CISCRISCFACTOR(%s, %s) = %d', (quantity, workload, factor) => {
    expect(value(core.ciscRiscFactor(quantity, workload))).toBe(factor);
  });

  test('unknown quantities and workload types are #N/A naming the choices', () => {
    expect(error(core.ciscRiscFactor('disk', '*NORMAL')).message).toContain('"WSS"');
    expect(error(core.ciscRiscFactor('CPU', '*TRNNORM9')).message).toContain('*TRNNORM1, *TRNBAT1');
  });

  test('B.1 and B.2 print the same four descriptions, in the same order', () => {
    expect(tables.TABLE_B_2.rows.map((r) => r[1])).toEqual(tables.TABLE_B_1.rows.map((r) => r[1]));
  });

  test('B.3 example (line 7465): 5 CPU seconds over 100 I/Os is 0.05, *NORMAL at 20 milliseconds', () => {
    expect(pcrLine(7465)).toContain('a CPU per I/O value of 0.05');
    expect(pcrLine(7465)).toContain('20 milliseconds this would indicate the \\*NORMAL classification');
    expect(value(core.best1Workload(5 / 100, 20))).toBe('*NORMAL or *BATCHJOB');
  });

  test('B.3 edges: "0.003 to 0.040" includes both ends; below is I/O intensive, above CPU intensive', () => {
    expect(value(core.best1Workload(0.003, 10))).toBe('*NORMAL or *BATCHJOB');
    expect(value(core.best1Workload(0.04, 10))).toBe('*NORMAL or *BATCHJOB');
    expect(value(core.best1Workload(0.0029, 10))).toBe('I/O Intensive *TRNNORM2 or *TRNBAT2');
    expect(value(core.best1Workload(0.13, 20))).toBe('CPU Intensive *TRNNORM1 or *TRNBAT1'); // the weighted 0.13 of line 7469
    expect(value(core.best1Workload(0.12, 30))).toBe('*NORMAL or *BATCHJOB');
  });

  test('response times B.3 does not print are #N/A', () => {
    expect(error(core.best1Workload(0.05, 15))).toMatchObject({
      kind: 'na',
      message: 'Table B.3 prints CPU per I/O values for 10 msec, 20 msec, 30 msec only, not 15 msec',
    });
  });
});

describe('adapters as Excel calls them', () => {
  test('=AS400.LPAROVERHEAD over a column; 6 is #N/A, 2.5 #NUM!', () => {
    const out = excel.lparOverhead([[2], [4], [6], [2.5]]);
    expect(out.slice(0, 2)).toEqual([[0.015], [0.03]]);
    expect(excelError(out[2][0]).code).toBe('#N/A');
    expect(excelError(out[3][0])).toMatchObject({ code: '#NUM!', message: 'processors must be a whole number, got 2.5' });
  });

  test('LPARMEASURE defaults to total_cpw; LPARCAPACITY to concurrent peaks', () => {
    expect(excel.lparMeasure([['3x4']])).toEqual([[5290]]);
    expect(excel.lparMeasure([['3x4']], [['overhead']])).toEqual([[0.09]]);
    expect(excel.lparCapacity([[4700]])[0][0]).toBeCloseTo(4230, 9);
    expect(excel.lparCapacity([[4700]], [[false]])).toEqual([[4700]]);
  });

  test('RISCMEMORY, COMPILEMEMORY, IPLPOOLSIZE, POOLMAXKB', () => {
    expect(excel.riscMemory([[8], [160], [161]])).toEqual([[32], [336], [322]]);
    expect(excelError(excel.riscMemory([[-8]])[0][0]).code).toBe('#NUM!');
    // Its one argument 0 is how Excel desktop passes an empty cell: an empty row.
    expect(excel.riscMemory([[0]])).toEqual([['']]);
    expect(excel.compileMemory([[10]])).toEqual([[250]]);
    expect(excel.iplPoolSize([[1000]], [['*INTERACT']])[0][0]).toBeCloseTo(700, 9);
    expect(excel.iplPoolSize([[1000]], [['*INTERACT']], [[true]])[0][0]).toBeCloseTo(300, 9);
    expect(excel.poolMaxKb([[10]])).toEqual([[30720]]);
    expect(excelError(excel.poolMaxKb([[-1]])[0][0]).code).toBe('#NUM!');
  });

  test('FAULTPCTINT and FAULTPCTBATCH: zero response time or transactions #NUM!; a CPU share above 1 #NUM!', () => {
    expect(excel.faultPctInt([[30]], [[0.5]], [[0.02]], [[36000]])[0][0]).toBeCloseTo(0.12, 12);
    expect(excelError(excel.faultPctInt([[30]], [[0]], [[0.02]], [[36000]])[0][0]).code).toBe('#NUM!');
    expect(excelError(excel.faultPctInt([[30]], [[0.5]], [[0.02]], [[0]])[0][0]).code).toBe('#NUM!');
    expect(excel.faultPctBatch([[5]], [[0.02]])[0][0]).toBeCloseTo(0.1, 12);
    expect(excel.faultPctBatch([[5]], [[0.02]], [[0.3]])[0][0]).toBeCloseTo(0.25, 12);
    expect(excel.faultPctBatch([[40]], [[0.01]], [[0.5]], [[2]])[0][0]).toBeCloseTo(2 / 7, 12);
    expect(excelError(excel.faultPctBatch([[5]], [[0.02]], [[30]])[0][0]).code).toBe('#NUM!');
  });

  test('INSRESERVE takes numbers for speed and level; 17 servers is #NUM!', () => {
    expect(excel.insReserve([[333]], [['file']], [[60]], [['CPW']], [[3]])).toEqual([[33]]);
    expect(excel.insReserve([[700]], [['app']], [[1]], [['ARMS_PARITY']])).toEqual([[21]]);
    expect(excelError(excel.insReserve([[700]], [['app']], [[60]], [['CPW']])[0][0]).code).toBe('#N/A');
    expect(excelError(excel.insReserve([[333]], [['file']], [[60]], [['CPW']], [[17]])[0][0]).code).toBe('#NUM!');
  });

  test('CISCRISCFACTOR and BEST1WORKLOAD', () => {
    expect(excel.ciscRiscFactor([['WSS'], ['CPU']], [['*NORMAL'], ['*TRNNORM3']])).toEqual([[2], [1.5]]);
    expect(excel.best1Workload([[0.05]], [[20]])).toEqual([['*NORMAL or *BATCHJOB']]);
    expect(excelError(excel.best1Workload([[0.05]], [[25]])[0][0]).code).toBe('#N/A');
  });
});
