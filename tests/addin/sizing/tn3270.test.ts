import { SizingError } from '../../../addin/errors';
import { cpuSecondsPerSecond, cpuUtilization, processorsNeeded, storageCell } from '../../../addin/sizing/tn3270';
import { CORRECTIONS, TN3270_STORAGE } from '../../../addin/tables/tn3270';
import { tn3270Cpu, tn3270Processors, tn3270Storage, tn3270Util } from '../../../functions/tn3270';
import { isSeparator, seedLine, tableCells } from '../../seed';
import { value } from '../../results';

const line = (n: number) => seedLine('004', n);
type ExcelError = { code: string; message: string };
const asError = (x: unknown) => x as ExcelError;

describe('TN3270 Capacity Planning (z/OS V1R4 CS), seed 004 lines 411-440', () => {
  test("the printed formulas: elapsed seconds divide, the example's 6 tr/min/user goes with 60 elapsed secs", () => {
    expect(line(411)).toBe('## TN3270 Capacity Planning (z/OS V1R4 CS)');
    expect(line(415)).toContain('{\\# \\text{ trans/user} \\times \\# \\text{ users} \\times \\text{CPU secs/tran}}{\\# \\text{ of elapsed secs}}');
    expect(line(417)).toBe('Example: z/OS V1R4, 4000 users, 6 tr/min/user');
    expect(line(419)).toContain('{6 \\text{ tr/u} \\times 4000\\text{u} \\times 0.000209 \\text{ CPU secs/tr}}{60 \\text{ elapsed secs}} = 0.0836');
    expect(line(422)).toBe('(2064-216 5 CP LPAR)');
    expect(line(424)).toContain('If the CPU secs/elapsed secs ratio is greater than 1, more than one processor would be required');
    expect(line(432)).toContain('{\\text{CPU secs/elapsed sec}}{\\text{\\# of processors}} \\times 100 \\% = \\text{CPU Util \\%}');
    expect(line(438)).toContain('{0.0836 \\text{ CPU secs/elapsed sec}}{5 \\text{ processors}} \\times 100 \\% = 1.672 \\%');
  });

  // Both examples are exact in the print (5.016 / 60 = 0.0836; 0.0836 / 5 = 0.01672): 1e-12 covers binary floating point only.
  test('lines 417-419: 6 tr/u x 4000 u x 0.000209 CPU secs/tr / 60 elapsed secs = 0.0836 CPU secs per elapsed sec', () => {
    expect(value(cpuSecondsPerSecond(6, 4000, 0.000209, 60))).toBeCloseTo(0.0836, 12);
  });

  test('lines 436-440: 0.0836 / 5 processors x 100% = 1.672% of a five-processor 2064-216 LPAR (0.01672 as a fraction)', () => {
    expect(value(cpuUtilization(0.0836, 5))).toBeCloseTo(0.01672, 12);
    const chained = value(cpuUtilization(value(cpuSecondsPerSecond(6, 4000, 0.000209, 60)), 5));
    expect(chained).toBeCloseTo(0.01672, 12);
  });

  test('the same load per hour: 360 transactions per user over 3600 elapsed secs is the same 0.0836', () => {
    expect(value(cpuSecondsPerSecond(360, 4000, 0.000209, 3600))).toBeCloseTo(0.0836, 12);
  });

  test('line 424: a ratio above 1 needs more than one processor (16 times the users: 1.3376, two processors, 26.752% of five)', () => {
    const ratio = value(cpuSecondsPerSecond(6, 64000, 0.000209, 60));
    expect(ratio).toBeCloseTo(1.3376, 12);
    expect(value(processorsNeeded(ratio))).toBe(2);
    expect(value(cpuUtilization(ratio, 5))).toBeCloseTo(0.26752, 12);
    expect(value(processorsNeeded(0.0836))).toBe(1);
    expect(value(processorsNeeded(1))).toBe(1); // "greater than 1" needs more than one; exactly 1 is one fully busy
    expect(value(processorsNeeded(0))).toBe(1);
    expect(value(processorsNeeded(0.1 * 3 + 1.7))).toBe(2); // 2.0000000000000004: noise is not a third processor
  });

  test('utilization above 1 is returned: the processors cannot carry the load', () => {
    expect(value(cpuUtilization(1.3376, 1))).toBeCloseTo(1.3376, 12);
  });

  test('bad numbers are #NUM! naming the argument', () => {
    expect(cpuSecondsPerSecond(6, 4000, 0.000209, 0)).toMatchObject({
      kind: 'num',
      message: 'elapsed_secs must be above 0 (60 for transactions per minute), got 0',
    });
    expect(cpuSecondsPerSecond(-6, 4000, 0.000209, 60)).toMatchObject({ kind: 'num', message: 'trans_per_user must be 0 or more, got -6' });
    expect(cpuSecondsPerSecond(6, -1, 0.000209, 60)).toMatchObject({ kind: 'num', message: 'users must be 0 or more, got -1' });
    expect(cpuSecondsPerSecond(6, 4000, -1, 60)).toMatchObject({ kind: 'num', message: 'cpu_secs_per_tran must be 0 or more, got -1' });
    expect(cpuUtilization(0.0836, 0)).toMatchObject({
      kind: 'num',
      message: 'processors must be a whole number of 390 processors, 1 or more; got 0',
    });
    expect(cpuUtilization(0.0836, 2.5)).toMatchObject({ kind: 'num' });
    expect(cpuUtilization(-0.1, 5)).toMatchObject({ kind: 'num', message: 'cpu_secs_per_sec must be 0 or more, got -0.1' });
    expect(processorsNeeded(-1)).toMatchObject({ kind: 'num', message: 'cpu_secs_per_sec must be 0 or more, got -1' });
  });
});

describe('Telnet (TN3270) Storage Utilization (z/OS V1R4 CS) transcription, seed 004 lines 389-407', () => {
  const t = TN3270_STORAGE;

  test('heading, header, separator and caption where the table says', () => {
    expect(line(389)).toBe(`## ${t.caption}`);
    expect(t.lines).toEqual([389, 407]);
    expect(tableCells(line(391))).toEqual(t.header.slice(1));
    expect(isSeparator(line(392))).toBe(true);
    expect(line(407)).toMatch(/^Storage usage of the TCP\/IP Address Space .* during TN3270 echoes \(0 to 64000 users\) when using z\/OS V1R4 CS\.$/);
  });

  test('every table line of the print is a row, and nothing else (13 rows, lines 393-405)', () => {
    const dataLines: number[] = [];
    for (let n = 393; line(n).startsWith('|'); n++) dataLines.push(n);
    expect(line(406)).toBe('');
    expect(t.rows.map((r) => r[0])).toEqual(dataLines);
    expect(dataLines).toHaveLength(13);
  });

  test.each(TN3270_STORAGE.rows.map((r) => [r[0], r] as const))('line %i: every cell as printed, bold where the print has it', (n, row) => {
    const printed = tableCells(line(n));
    expect(row.slice(1)).toEqual(printed.map((c) => c.replace(/<\/?b>/g, '')));
    const boldLabel = /^<b>.*<\/b>$/.test(printed[0]);
    const boldValues = printed.slice(1).every((c) => /^<b>.*<\/b>$/.test(c));
    const expected = t.bold[n];
    expect([n, boldLabel, boldValues]).toEqual([n, expected === 'label', expected === 'values']);
  });

  // The sums check the print against itself: Total Below/Above add the Below/Above rows, Total adds
  // the two, Delta Per User is (Total(N) - Total(0)) / N in KB with 1 M = 1000 KB. The print rounds
  // to its own digits (1.888 -> "1.89 M", 7.056 -> "7.06 KB"), so two decimals is the tolerance.
  const num = (cell: string) => Number(cell.replace(/ (M|KB)$/, ''));
  const rowOf = (label: string) => t.rows.find((r) => r[1] === label)!;
  const sumOf = (labels: string[], col: number) => labels.reduce((s, l) => s + num(rowOf(l)[col + 2] as string), 0);
  const BELOW = ['TCP/IP Below', 'TCP/IP LSQA /SWA/229/230 Below', 'System CSA Below', 'System SQA Below'];
  const ABOVE = ['TCP/IP Above', 'TCP/IP LSQA /SWA/229/230 Above', 'CSM Data Space', 'System CSA Above', 'System SQA Above'];

  test.each([0, 1, 2, 3, 4])('column %i: the Below rows add to Total Below, and Total = Below + Above', (col) => {
    expect(sumOf(BELOW, col)).toBeCloseTo(num(rowOf('Total Below')[col + 2] as string), 2);
    expect(num(rowOf('Total Below')[col + 2] as string) + num(rowOf('Total Above')[col + 2] as string)).toBeCloseTo(num(rowOf('Total')[col + 2] as string), 2);
  });

  test('the Above rows add to Total Above in every column but 32000, where CSM Data Space is printed 288.3 M', () => {
    for (const col of [0, 1, 2, 4]) expect(sumOf(ABOVE, col)).toBeCloseTo(num(rowOf('Total Above')[col + 2] as string), 2);
    expect(rowOf('CSM Data Space')[0]).toBe(397);
    expect(tableCells(line(397))[4]).toBe('288.3 M');
    expect(sumOf(ABOVE, 3)).toBeCloseTo(586.68, 2); // not the printed 326.68
    expect(326.68 - (sumOf(ABOVE, 3) - 288.3)).toBeCloseTo(28.3, 2); // the value the column total needs
    expect(CORRECTIONS[397]['32000']).toBe('28.30 M');
    expect(t.quirks[397]).toContain('288.3 M');
    expect(t.quirks[397]).toContain('28.30 M');
  });

  test('Delta Per User (KB) = (Total(N) - Total(0)) / N x 1000, and line 383 prints its range 7.06 to 8.41 KB', () => {
    const totals = rowOf('Total');
    [8000, 16000, 32000, 64000].forEach((n, i) => {
      const delta = ((num(totals[i + 3] as string) - num(totals[2] as string)) / n) * 1000;
      expect(delta).toBeCloseTo(num(rowOf('Delta Per User (KB)')[i + 3] as string), 2);
    });
    expect(line(383)).toBe('Delta Per User Total: 7.06 to 8.41 KB / user');
  });
});

describe('TN3270STORAGE lookup (a V1R4 measurement, not interpolated)', () => {
  test('cells in their printed unit: MB, KB per session for the delta row', () => {
    expect(value(storageCell('TCP/IP Below', 0, false))).toBe(0.18);
    expect(value(storageCell('System CSA Above', 0, false))).toBe(40.6);
    expect(value(storageCell('Total', 64000, false))).toBe(537.28);
    expect(value(storageCell('delta per user (kb)', 64000, false))).toBe(7.06);
    expect(value(storageCell('tcp/ip lsqa/swa/229/230 above', 32000, false))).toBe(121);
  });

  test('the misprint is returned as printed unless corrected is asked for; no other cell changes', () => {
    expect(value(storageCell('CSM Data Space', 32000, false))).toBe(288.3);
    expect(value(storageCell('CSM Data Space', 32000, true))).toBe(28.3);
    expect(value(storageCell('CSM Data Space', 64000, true))).toBe(31.84);
    expect(value(storageCell('Total', 32000, true))).toBe(328.57);
  });

  test('unmeasured session counts, unknown rows and the blank delta at 0 sessions are #N/A with the reason', () => {
    expect(storageCell('Total', 10000, false)).toMatchObject({
      kind: 'na',
      message: 'TN3270 storage was measured at 0, 8000, 16000, 32000, 64000 sessions only (z/OS V1R4 CS); 10000 is not one of them and is not interpolated',
    });
    const unknown = storageCell('CSA', 0, false) as SizingError;
    expect(unknown.kind).toBe('na');
    expect(unknown.message).toMatch(/^Unknown item "CSA": use a row of the z\/OS V1R4 CS TN3270 storage table: "TCP\/IP Below", /);
    expect(unknown.message).toContain('"Delta Per User (KB)"');
    expect(storageCell('Delta Per User (KB)', 0, false)).toMatchObject({
      kind: 'na',
      message: '"Delta Per User (KB)" prints no value at 0 sessions (z/OS V1R4 CS, line 405)',
    });
  });
});

describe('adapters as Excel calls them', () => {
  test('=AS400.TN3270CPU(6, 4000, 0.000209, 60) is 0.0836; a column of user counts gives a column', () => {
    expect(tn3270Cpu([[6]], [[4000]], [[0.000209]], [[60]])[0][0]).toBeCloseTo(0.0836, 12);
    const out = tn3270Cpu([[6]], [[4000], [64000], [-1]], [[0.000209]], [[60]]);
    expect(out.map((r) => r.length)).toEqual([1, 1, 1]);
    expect(out[1][0]).toBeCloseTo(1.3376, 12);
    expect(asError(out[2][0]).code).toBe('#NUM!');
    expect(asError(tn3270Cpu([['6/min']], [[4000]], [[0.000209]], [[60]])[0][0]).code).toBe('#VALUE!');
  });

  test('=AS400.TN3270UTIL(0.0836, 5) is 0.01672; =AS400.TN3270PROCESSORS over a row', () => {
    expect(tn3270Util([[0.0836]], [[5]])[0][0]).toBeCloseTo(0.01672, 12);
    expect(asError(tn3270Util([[0.0836]], [[0]])[0][0]).code).toBe('#NUM!');
    expect(tn3270Processors([[0.0836, 1, 1.3376]])).toEqual([[1, 1, 2]]);
  });

  test('=AS400.TN3270STORAGE by printed label and session count; corrected optional', () => {
    expect(tn3270Storage([['CSM Data Space']], [[32000]])).toEqual([[288.3]]);
    expect(tn3270Storage([['CSM Data Space']], [[32000]], [[true]])).toEqual([[28.3]]);
    expect(tn3270Storage([['Total']], [[8000, 16000, 32000, 64000]])).toEqual([[152.98, 205.09, 328.57, 537.28]]);
    expect(tn3270Storage([['Total']], [[0]])).toEqual([[85.7]]);
    // In a range, a 0 where only the sessions vary is an empty cell of the list (Excel desktop passes one as 0).
    expect(tn3270Storage([['Total']], [[0, 8000]])).toEqual([['', 152.98]]);
    expect(asError(tn3270Storage([['Total']], [[100]])[0][0])).toMatchObject({ code: '#N/A', message: expect.stringContaining('not interpolated') });
  });
});
