import { saveHours, tapeCpus, tapeRate, tapeRateRaw } from '../../../addin/sizing/save';
import { measuredRate } from '../../../addin/sizing/save-rates';
import { EXAMPLES, LOSS_TABLES, TABLE_15_1_1 } from '../../../addin/tables/save';
import { RATE_TABLES } from '../../../addin/tables/save-rates';
import { saveHours as saveHoursFn, srRate, tapeRate as tapeRateFn } from '../../../functions/save';
import { isSeparator, pcrLine, tableCells } from '../../seed';
import { value, failure as error } from '../../results';

/** Text as printed, without markup, with spaces of any kind (the seed has non-breaking ones) collapsed. */
const plain = (s: string): string =>
  s
    .replace(/<\/?(i|b)>|\*/g, '')
    .replace(/<br\/?>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const cell = (line: number, i: number): number => Number(tableCells(pcrLine(line))[i]);

const TABLES = [TABLE_15_1_1, ...LOSS_TABLES, EXAMPLES, ...RATE_TABLES];

describe('transcription of the Chapter 15 tables (PCR V4R5, seed 000)', () => {
  test.each(TABLES.flatMap((t) => t.rows.map((r) => [t.id, r[0], r] as const)))('%s line %i: every cell as printed', (_id, line, row) => {
    expect(row.slice(1)).toEqual(tableCells(pcrLine(line)));
  });

  test.each(TABLES.map((t) => [t.id, t] as const))('%s: every printed data line of its range is transcribed; caption on its line', (id, t) => {
    // Table 15.14.1 is split in two: its lines 5563-5564 are a note and the header of the concurrent rows.
    const skip = id === '15.14.1-CONCURRENT' || id === '15.14.1' ? [5563, 5564] : [];
    const printed: number[] = [];
    for (let n = t.lines[0]; n <= t.lines[1]; n++) {
      if (!pcrLine(n).startsWith('|') || isSeparator(pcrLine(n)) || skip.includes(n)) continue;
      // The examples' range spans the loss tables between them: only the example rows (a speed, then "*").
      if (t === EXAMPLES && !/^\|\s*[\d.]+\s*\|\s*\*/.test(pcrLine(n))) continue;
      printed.push(n);
    }
    expect(t.rows.map((r) => r[0])).toEqual(printed);
    if (t.captionPrinted === 'caption') expect(plain(pcrLine(t.captionLine))).toContain(t.caption);
    for (const line of Object.keys(t.quirks)) expect(printed).toContain(Number(line));
  });

  test('measured rate tables name their machine, and every caption-less table says so', () => {
    expect(RATE_TABLES).toHaveLength(21);
    for (const t of RATE_TABLES) {
      expect(t.measured.length).toBeGreaterThan(10);
      if (t.captionPrinted === 'none') expect(t.caption).toMatch(/no caption printed/);
    }
  });

  test('the classes of 15.5-15.7 list their drives in the prose (lines 5424, 5441, 5458)', () => {
    for (const t of LOSS_TABLES) {
      expect(pcrLine(t.drivesLine)).toContain(`(${t.drives.join(', ')})`);
    }
  });
});

describe('TAPERATE: the formula of 15.4 with Table 15.1.1 and the loss tables', () => {
  const parse = (line: number) => {
    const [speed, , loss, , rest] = tableCells(pcrLine(line));
    return {
      speed: Number(speed),
      retained: Number(loss.split('=')[0]),
      compaction: Number(rest.split('=')[0]),
      printed: Number(/= (\d+) MB\/HR/.exec(rest)![1]),
    };
  };

  test('15.4: ((TapeSpeed * LossFromWorkLoadType) * Compaction) = MB/Sec, * 3600 = MB/HR (lines 5412-5414)', () => {
    expect(pcrLine(5412)).toContain('((\\text{TapeSpeed} * \\text{LossFromWorkLoadType}) * \\text{Compaction}) = \\text{MB/Sec}');
    expect(pcrLine(5414)).toContain('\\text{MB/Sec} * 3600 = \\text{MB/HR}');
  });

  test('15.5 Example for a 6390 (line 5437): .5 * .95 * 1.8 * 3600 = 3078 MB/HR; the "Amount of Loss" 95% is the fraction kept', () => {
    const e = parse(5437);
    expect(e).toEqual({ speed: 0.5, retained: 0.95, compaction: 1.8, printed: 3078 });
    expect([cell(5356, 1), cell(5356, 2), tableCells(pcrLine(5429))[1]]).toEqual([0.5, 1.8, '95%']);
    expect(value(tapeRate('6390', '2GB'))).toBe(3078);
    expect(value(tapeRateRaw(e.speed, e.retained, e.compaction))).toBe(e.printed);
  });

  test(
    '15.6 Example for a 3570 (line 5454): misprint, the print says 16848 MB/HR; the formula 2.2 * ' +
      '.85 * 2.5 * 3600 gives 16830 (the example rounds 4.675 MB/s to 4.68 first)',
    () => {
      const e = parse(5454);
      expect(e).toEqual({ speed: 2.2, retained: 0.85, compaction: 2.5, printed: 16848 });
      expect(value(tapeRate('3570', '2GB'))).toBe(16830);
      expect(value(tapeRate('3570-B', '2GB'))).toBe(16830); // 15.6 calls the Table 15.1.1 "3570" the 3570-B
      expect(value(tapeRateRaw(e.speed, e.retained, e.compaction))).toBe(16830);
      expect(4.68 * 3600).toBeCloseTo(e.printed, 6); // where the printed value comes from
      expect(EXAMPLES.quirks[5454]).toMatch(/16848.*4\.675.*16830/);
    },
  );

  test('15.7 Example for a 3590E (lines 5471-5472): 14.0 * .95 * 2.4 * 3600 = 114912 and 14.0 * .60 * 2.4 * 3600 = 72576 MB/HR', () => {
    expect(parse(5471)).toEqual({ speed: 14, retained: 0.95, compaction: 2.4, printed: 114912 });
    expect(parse(5472)).toEqual({ speed: 14, retained: 0.6, compaction: 2.4, printed: 72576 });
    expect(value(tapeRate('3590E', '2GB'))).toBe(114912);
    expect(value(tapeRate('3590E', 'NUMX'))).toBe(72576);
    expect(value(tapeRate('3590E', 'DLO'))).toBe(72576);
    expect(value(tapeRate('3590E', 'NSRC'))).toBeCloseTo(14515.2, 9);
  });

  test('other classified drives follow the same formula (DERIVED grid): MLR3 2GB 11016, 3570-C NUMX 29700, 3590B NSRC 10886.4', () => {
    expect(value(tapeRate('MLR3', '2GB'))).toBeCloseTo(2.0 * 0.85 * 1.8 * 3600, 6);
    expect(value(tapeRate('3570-C', 'NUMX'))).toBeCloseTo(29700, 6);
    expect(value(tapeRate('3590 Ultra SCSI B model #1', 'NSRC'))).toBeCloseTo(10886.4, 6);
    expect(value(tapeRate('3590B', '2 GB'))).toBeCloseTo(86184, 6);
  });

  test('#N/A where the text gives no class (6381, 6382, 7208-342, 3590 B Non Ultra) or no compaction (6380, line 5424)', () => {
    for (const d of ['6381', '6382', '7208-342', '3590 B Non Ultra']) {
      expect(error(tapeRate(d, '2GB'))).toMatchObject({
        kind: 'na',
        message: expect.stringMatching(/put it in no LossFromWorkLoadType class; use TAPERATERAW/),
      });
    }
    expect(pcrLine(5424)).toContain('on the 6380, compression was substituted for compaction in the formula');
    expect(error(tapeRate('6380', '2GB'))).toMatchObject({ kind: 'na', message: expect.stringMatching(/^6380: COMPACT 0\.0/) });
    expect(error(tapeRate('9999', '2GB')).message).toMatch(/^Unknown drive "9999": Table 15.1.1 lists 6380, 6381/);
    expect(error(tapeRate('3590E', '32GB'))).toMatchObject({
      kind: 'na',
      message: 'Unknown workload "32GB": use "2GB" (large file, also "LARGEFILE"), "NUMX" (user mix, also "USERMIX"), "DLO" or "NSRC" (PCR 15.3, Table 15.7.1)',
    });
    // Messages name drives as planners type them, without the table's footnote marks (3590E #1).
    expect(error(tapeRate('9999', '2GB')).message).not.toMatch(/#\d/);
  });

  test('TAPERATERAW checks its numbers: the retained share is a fraction', () => {
    expect(error(tapeRateRaw(14, 95, 2.4))).toMatchObject({ kind: 'num', message: expect.stringMatching(/95% is 0\.95/) });
    expect(error(tapeRateRaw(0, 0.9, 2.4)).kind).toBe('num');
    expect(error(tapeRateRaw(14, 0.9, 0)).kind).toBe('num');
  });
});

describe('hours, processors', () => {
  test('SAVEHOURS: 500 GB at 114912 MB/HR is 4.35 h; GB are 1000 MB as 15.9 converts 2.7 TB/HR (line 5508)', () => {
    expect(pcrLine(5508)).toContain('24 concurrent saves totaling 2.7 TB/HR');
    expect(cell(5513, 1)).toBe(2700000);
    expect(value(saveHours(500, 114912))).toBeCloseTo(4.351155667, 9);
    expect(value(saveHours(1000, 72576))).toBeCloseTo(13.77866, 5);
    expect(error(saveHours(10, 0))).toMatchObject({ kind: 'num', message: 'rate_mb_per_hr must be above 0, got 0' });
    expect(error(saveHours(-1, 10)).kind).toBe('num');
  });

  test('15.9 quirk: the 24-drive averages print 112 and 91 GB/HR/drive; 2700000 / 24 = 112500 and 2220000 / 24 = 92500 MB/HR', () => {
    expect(pcrLine(5508)).toMatch(/Averaging 112 GB\/HR\/Tape Drive.*Averaging 91 GB\/HR\/Tape Drive/);
    expect(value(measuredRate('15.9-24', 'CONCURRENT', 'SAVE', null)) / 24).toBe(112500);
    expect(value(measuredRate('15.9-24', 'PARALLEL', 'SAVE', null)) / 24).toBe(92500);
  });

  test('15.11 and 15.21 tip 4: 1/2 processor per drive for large files, 1 1/3 for user mix (lines 5529, 5744; measured on 8xx)', () => {
    expect(pcrLine(5529)).toContain('1 and 1/3 processors for each tape drive');
    expect(pcrLine(5744)).toMatch(/1\/2CPU on the 8XX system models for each tape drive .* 1 & 1\/3 CPU's/);
    expect(pcrLine(5523)).toContain('For large file data 2 drives per processor can be possible');
    expect(value(tapeCpus(4, 'LARGEFILE'))).toBe(2);
    expect(value(tapeCpus(3, 'USERMIX'))).toBeCloseTo(4, 12);
    expect(value(tapeCpus(1, 'numx'))).toBeCloseTo(4 / 3, 12);
    expect(error(tapeCpus(1.5, 'NUMX')).kind).toBe('num');
    expect(error(tapeCpus(2, 'DLO'))).toMatchObject({
      kind: 'na',
      message: expect.stringMatching(/^The text gives no processors per drive for DLO: use "2GB" \(large file, also "LARGEFILE"/),
    });
    expect(error(tapeCpus(2, 'lots'))).toMatchObject({ kind: 'na', message: expect.stringMatching(/^Unknown workload "lots"/) });
    // One vocabulary for TAPERATE and TAPECPUS (15.3, lines 5390-5394): each takes the other's names.
    expect(value(tapeCpus(4, '2GB'))).toBe(value(tapeCpus(4, 'LARGEFILE')));
    expect(value(tapeCpus(3, 'NUMX'))).toBe(value(tapeCpus(3, 'USERMIX')));
    expect(value(tapeRate('3590E', 'LARGEFILE'))).toBe(value(tapeRate('3590E', '2GB')));
    expect(value(tapeRate('3590E', 'USERMIX'))).toBe(value(tapeRate('3590E', 'NUMX')));
  });
});

describe('SRRATE: the measured tables, cell by cell against the seed', () => {
  const rate = (t: string, row: string | number | null, op: string | null, col: string | number | null) =>
    measuredRate(t, row === null ? null : String(row), op, col === null ? null : String(col));

  test.each([
    ['15.9', '128 GB File', 'S', 4, 5497, 5],
    ['15.9', '1 TB', 'RESTORE', 10, 5504, 11],
    ['15.9-24', 'Parallel', 'RESTORE', 24, 5517, 1],
    ['15.13', '3X', 'SAVE', '16 GB', 5547, 1],
    ['15.13', '1X', 'RESTORE', 'User Mix', 5545, 4],
    ['15.14.1', 45, 'RESTORE', '16GB', 5560, 2],
    ['15.14.1', '75 DASD Units', 'SAVE', 'NUMX6G', 5562, 3],
    ['15.14.1-CONCURRENT', 3, 'RESTORE', 90, 5567, 4],
    ['15.16.1', 'MLR1', 'RESTORE', 'DLO', 5580, 4],
    ['15.16.2', '3590E', 'SAVE', '2GB', 5594, 5],
    ['15.16.3', '3590E', 'RESTORE', '16GB', 5602, 3],
    ['15.16.4', '3590B', 'RESTORE', 'NUMX6G', 5611, 6],
    ['15.16.5', '3590E', 'SAVE', '8 GB', 5619, 8],
    ['15.17.1', null, 'SAVE', 7, 5629, 7],
    ['15.17.2', null, 'RESTORE', 8, 5636, 8],
    ['15.17.3', null, 'RESTORE', 1, 5644, 1],
    ['15.17.4', 'NUMX 15 GB', 'RESTORE', 4, 5653, 8],
    ['15.17.4', '8x2GB', 'SAVE', 2, 5651, 3],
    ['15.17.5', 'MLR1-S', 'RESTORE', 'DLO', 5662, 8],
    ['15.17.6', '3590B', 'SAVE', '16GB', 5672, 7],
    ['15.18-A', '7208-342', 'SAVE', '2GB', 5689, 5],
    ['15.18-B', '3570-C', 'RESTORE', 'NSRC', 5700, 2],
    ['15.19-C48', null, 'RESTORE', '2GB', 5711, 2],
    ['15.19-C46', null, 'SAVE', 'NUMX', 5718, 1],
    ['15.20', 'DLO', null, null, 5735, 1],
  ] as const)('Table %s, row %s, %s, column %s: the printed cell of line %i', (t, row, op, col, line, i) => {
    expect(value(rate(t, row, op, col))).toBe(cell(line, i));
  });

  test('blank cells are not measured: #N/A (15.9 256 GB on 2 drives, 15.17.2 restore on 9 drives, 15.17.6 MLR3 16GB)', () => {
    expect(error(rate('15.9', '256 GB', 'SAVE', 2))).toMatchObject({
      kind: 'na',
      message: 'Table 15.9 prints no save rate for row "256 GB File", column "2" (not measured)',
    });
    expect(error(rate('15.17.2', null, 'RESTORE', 9))).toMatchObject({
      kind: 'na',
      message: 'Table 15.17.2 prints no restore rate for column "9" (not measured)',
    });
    expect(error(rate('15.17.6', 'MLR3', 'SAVE', '16GB')).kind).toBe('na');
  });

  test('kept as printed and flagged: 15.14.1 concurrent rows are GB/HR under an MB/HR caption; 15.16.5 row "3590" under a 3590E caption; "NUMIX6G"', () => {
    const conc = RATE_TABLES.find((t) => t.id === '15.14.1-CONCURRENT')!;
    expect(conc.unit).toBe('GB/HR');
    expect(plain(pcrLine(5555))).toContain('(MB/HR)');
    expect(value(rate('15.14.1-CONCURRENT', 1, 'SAVE', 75))).toBe(110);
    expect(value(rate('15.16.5', '3590', 'SAVE', 'NUMIX6G'))).toBe(85000);
    expect(value(rate('15.16.5', '3590E', 'SAVE', 'NUMX6G'))).toBe(85000);
    expect(RATE_TABLES.find((t) => t.id === '15.16.5')!.quirks[5619]).toMatch(/3590.*NUMIX6G/);
  });

  test('keys: unknown table, row, column are #N/A naming the choices; operation other than SAVE/RESTORE is #VALUE!', () => {
    expect(error(rate('15.99', null, null, null)).message).toMatch(/^Unknown table "15.99": use 15.9, 15.9-24, 15.13/);
    expect(error(rate('15.16.1', '3570', 'SAVE', 'NUMX'))).toMatchObject({
      kind: 'na',
      message: '"3570" is not a row of Table 15.16.1: use "MLR1", "3590B", "3590E"',
    });
    expect(error(rate('15.16.1', 'MLR1', 'SAVE', '16GB')).message).toBe('"16GB" is not a column of Table 15.16.1: use "NUMX", "NSRC", "DLO", "2 GB File"');
    expect(error(rate('15.16.1', 'MLR1', 'COPY', 'NUMX'))).toMatchObject({ kind: 'value', message: 'operation must be "SAVE" or "RESTORE", got "COPY"' });
    expect(error(rate('15.16.1', 'MLR1', null, 'NUMX'))).toMatchObject({ kind: 'value', message: 'operation is missing: "SAVE" or "RESTORE"' });
    expect(error(rate('15.20', 'NUMX', 'SAVE', null))).toMatchObject({
      kind: 'na',
      message: 'Table 15.20 has no save/restore operation; leave operation blank',
    });
    expect(error(rate('15.17.1', '3590', 'SAVE', 1)).message).toBe('Table 15.17.1 has no rows to choose from; leave row blank');
    expect(error(rate('15.13', null, 'SAVE', '16GB')).message).toMatch(/^row is missing: Table 15.13 has "Memory = # Jobs Pool Size Max. Act 10000.00 10000"/);
  });
});

describe('adapters as Excel calls them', () => {
  type ExcelError = { code: string; message: string };
  const code = (x: unknown) => (x instanceof CustomFunctions.Error ? (x as unknown as ExcelError).code : x);

  test('=AS400.TAPERATE over a column of drives returns a column, with #N/A in its own slot', () => {
    const out = tapeRateFn([['6390'], ['3590E'], ['6381']], [['2GB']]);
    expect(out[0][0]).toBe(3078);
    expect(out[1][0]).toBe(114912);
    expect(code(out[2][0])).toBe('#N/A');
    expect((out[2][0] as unknown as ExcelError).message).toMatch(/no LossFromWorkLoadType class/);
  });

  test('=AS400.SRRATE with omitted arguments (null) and a row of drive counts', async () => {
    expect(await srRate([['15.17.1']], null as unknown as unknown[][], [['SAVE']], [[1, 2, 3]])).toEqual([[60000, 118000, 175000]]);
    expect(await srRate([['15.20']], [['NUMX']])).toEqual([[5700]]);
    expect(code((await srRate([['15.16.1']], [['MLR1']], [['X']], [['NUMX']]))[0][0])).toBe('#VALUE!');
    expect(code(saveHoursFn([[10]], [[0]])[0][0])).toBe('#NUM!');
  });
});
