import {
  armsNeeded,
  controllerFact,
  controllerRow,
  diskSpec,
  opsPerArm,
  opsPerGb,
  raid5ReadFactor,
  raid5WriteFactor,
  recommendDisk,
  unitMb,
  utilizationGuide,
} from '../../../addin/sizing/dasd';
import { APPENDIX_C, APPENDIX_C_CORRECTED, APPENDIX_C_NOTES, CONTROLLERS, type DiskTable, PERFORMANCE_TABLES } from '../../../addin/tables/dasd';
import { dasdArmsNeeded, dasdController, dasdOpsPerArm, dasdSpec, dasdUnitMb, raid5WriteFactor as raid5WriteFactorFn } from '../../../functions/dasd';
import { isSeparator, pcrLine, tableCells } from '../../seed';
import { value, failure as error } from '../../results';

/** Caption text as printed, without markup and with spaces of any kind collapsed. */
const plain = (s: string): string =>
  s
    .replace(/<\/?(i|b)>|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const ALL_TABLES: DiskTable[] = [...PERFORMANCE_TABLES, ...APPENDIX_C];

describe('transcription of Tables 14.1-14.3 and C.1-C.9 (PCR V4R5, seed 000)', () => {
  test.each(ALL_TABLES.flatMap((t) => t.rows.map((r) => [t.id, r[0], r] as const)))('Table %s line %i: every cell as printed', (_id, line, row) => {
    expect(row.slice(1)).toEqual(tableCells(pcrLine(line)));
  });

  test.each(ALL_TABLES.map((t) => [t.id, t] as const))(
    'Table %s: every printed data line of its range is transcribed, and its caption is on its line',
    (_id, t) => {
      const printed: number[] = [];
      for (let n = t.lines[0]; n <= t.lines[1]; n++) if (pcrLine(n).startsWith('|') && !isSeparator(pcrLine(n))) printed.push(n);
      expect(t.rows.map((r) => r[0])).toEqual(printed);
      expect(plain(pcrLine(t.captionLine))).toContain(t.caption);
      if (t.captionPrinted === 'heading') expect(pcrLine(t.captionLine)).toMatch(/^#+ /);
    },
  );

  test('row counts: 15 + 38 + 11 rows in Tables 14.1-14.3 and 168 in Appendix C', () => {
    expect(PERFORMANCE_TABLES.map((t) => t.rows.length)).toEqual([15, 38, 11]);
    expect(APPENDIX_C.reduce((n, t) => n + t.rows.length, 0)).toBe(168);
  });

  test('every quirk note stands on a transcribed line', () => {
    for (const t of ALL_TABLES) for (const line of Object.keys(t.quirks)) expect(t.rows.map((r) => r[0])).toContain(Number(line));
    for (const line of Object.keys(APPENDIX_C_CORRECTED)) expect(APPENDIX_C.some((t) => line in t.quirks)).toBe(true);
    expect(pcrLine(7570)).toMatch(/6532, 6751/);
    expect(pcrLine(7670)).toMatch(/MFIOF/);
    expect(Object.keys(APPENDIX_C_NOTES)).toEqual(['7570', '7670']);
  });
});

describe('what the printed tables obey (checks of the print, not of the code)', () => {
  const perf = PERFORMANCE_TABLES.flatMap((t) => t.rows.map((r) => tableCells(pcrLine(r[0]))));

  test('14.1: every Interactive Ops/Sec cell is 40% / service time (400 / ms), to the printed 0.1', () => {
    const off = perf.filter(([, , , service, ops]) => Math.abs(value(opsPerArm(Number(service))) - Number(ops)) > 0.05 + 1e-9);
    expect(perf).toHaveLength(64);
    expect(off).toEqual([]);
  });

  test('14.1: Interactive Rel is Ops/Sec / 20 to 0.1 on 63 of 64 rows; 6530-6605 prints 1.7 for 1.755 (line 4465, a flagged quirk)', () => {
    const off = perf.filter(([, , , , ops, rel]) => Math.abs(Number(ops) / 20 - Number(rel)) > 0.05 + 1e-9).map((c) => c[0]);
    expect(off).toEqual(['6530-6605']);
    expect(PERFORMANCE_TABLES[0].quirks[4465]).toMatch(/1\.7.*1\.8/);
  });

  test('Appendix C: 072 is 7/8 and 074 is 3/4 of the full capacity (rounded down); 070 is the full capacity except the four flagged misprints', () => {
    const broken: number[] = [];
    for (const t of APPENDIX_C) {
      for (const [line, dasd, model, mb] of t.rows) {
        const full = Number(t.rows.find((r) => r[1] === dasd && (r[2] === '050' || r[2] === '030'))![3]);
        const expected = { '030': full, '050': full, '070': full, '072': Math.floor((full * 7) / 8), '074': Math.floor((full * 3) / 4) }[model];
        if (Number(mb) !== expected) broken.push(line);
      }
    }
    expect(broken).toEqual([7652, 7662, 7701, 7748]);
    expect(broken.map((l) => tableCells(pcrLine(l))[2])).toEqual(['8689', '14548', '8689', '8689']);
    expect(broken.map((l) => APPENDIX_C_CORRECTED[l])).toEqual(['8589', '17548', '8589', '8589']);
  });
});

describe('controller facts of Appendix C, against the prose', () => {
  test.each(CONTROLLERS.map((c) => [c.feature, c] as const))('%s: write cache, RAID, arrays and disk units as printed', (feature, c) => {
    const text = c.lines.map(pcrLine).join(' ');
    expect(text).toContain(`#${feature}`);
    for (const also of c.also) expect(text).toContain(`#${feature} (also #${also})`);
    if (c.writeCacheMb) expect(text).toContain(`with a ${c.writeCacheMb}MB write-cache`);
    else expect(text).toContain(`The ${feature} does NOT have a Write Cache and does NOT support RAID`);
    if (c.compressedWriteCacheMb) expect(text).toContain(`the write-cache is limited to ${c.compressedWriteCacheMb}MB`);
    if (c.maxArrays)
      expect(text).toContain(`A maximum of ${['', '', 'two', 'three', 'four'][c.maxArrays]} arrays are allowed per controller, with a maximum of ten drives`);
    for (const [n, where] of c.units) expect(text).toContain(`${n} ${where}`);
    expect(APPENDIX_C.find((t) => t.id === c.table)!.caption).toContain(feature);
  });
});

describe('Chapter 14 rules', () => {
  test('14.1 Table 14.1 line 4455: 6502-6605 at 8.7 ms does 46.0 ops/s per arm at 40% (45.977)', () => {
    expect(tableCells(pcrLine(4455)).slice(3, 5)).toEqual(['8.7', '46.0']);
    expect(value(opsPerArm(8.7))).toBeCloseTo(45.97701149, 6);
    expect(value(opsPerArm(6.5))).toBeCloseTo(61.53846154, 6); // 2748-6717, 61.5 (line 4498)
    expect(value(opsPerArm(12.4))).toBeCloseTo(32.25806452, 6); // 9337-210, 32.3 (line 4534)
  });

  test('14.1 Conclusions: one arm may reach 55% (QSIZE400, BEST/1), two or more are planned at 40% (line 4560)', () => {
    expect(pcrLine(4560)).toMatch(/1 arm configuration to reach 55%/);
    expect(pcrLine(4560)).toMatch(/average utilization of 40%/);
    expect([value(utilizationGuide(1)), value(utilizationGuide(2)), value(utilizationGuide(16))]).toEqual([0.55, 0.4, 0.4]);
    expect(value(opsPerArm(8.7, 0.55))).toBeCloseTo(63.2183908, 6);
    expect(error(utilizationGuide(0))).toMatchObject({ kind: 'num', message: 'arms must be a whole number of 1 or more, got 0' });
    expect(error(utilizationGuide(1.5)).kind).toBe('num');
  });

  test('arms needed (add-in rule on lines 4558-4560): 60 ops at 8.7 ms fit one arm at 55%; 64 need two; 1000 at 6.5 ms need 17 (16.25)', () => {
    expect(value(armsNeeded(60, 8.7))).toBe(1);
    expect(value(armsNeeded(64, 8.7))).toBe(2);
    expect(value(armsNeeded(1000, 6.5))).toBe(17);
    expect(value(armsNeeded(0, 8))).toBe(1);
    expect(value(armsNeeded(500, 8))).toBe(10); // exactly 10 arms at 50 ops each: no extra arm from rounding
    expect(value(armsNeeded((4 * 400) / 8.1, 8.1))).toBe(4); // 4 x 49.38; the table rounds to 49.4, and 4 x 49.4 needs a 5th arm
    expect(value(armsNeeded(4 * 49.4, 8.1))).toBe(5);
    expect(error(armsNeeded(-1, 8))).toMatchObject({ kind: 'num', message: 'total_ops must be 0 or more, got -1' });
    expect(error(armsNeeded(10, 0))).toMatchObject({ kind: 'num', message: 'service_ms must be above 0, got 0' });
  });

  test('14.2 RAID-5 with a failed arm, READ: 1.5 times for 4 arms, 1.75 times for 8 (line 4663)', () => {
    expect(pcrLine(4663)).toMatch(/4 arms, this results in 1\.5 times .* 8 arms, the result is 1\.75 times/);
    expect(value(raid5ReadFactor(4))).toBe(1.5);
    expect(value(raid5ReadFactor(8))).toBe(1.75);
    expect(value(raid5ReadFactor(10))).toBe(1.8);
  });

  test('14.2 RAID-5 with a failed arm, WRITE: 3.25 for 4 arms; 4.13 printed for 8 arms is 4.125 rounded (line 4671)', () => {
    expect(pcrLine(4671)).toMatch(/4 arms, each write averages a 3\.25 increase .* 8 arms, the result is a 4\.13 times/);
    expect(value(raid5WriteFactor(4))).toBe(3.25);
    expect(value(raid5WriteFactor(8))).toBe(4.125);
    expect(value(raid5WriteFactor(8))).toBeCloseTo(4.13, 2);
  });

  test('RAID-5 arrays have 4 to 10 arms (Appendix C line 7601; "3 to 9 overlapped reads", line 4661)', () => {
    expect(pcrLine(7601)).toMatch(/minimum of four drives .* maximum of ten drives allowed per array/);
    for (const n of [3, 11, 4.5]) {
      expect(error(raid5ReadFactor(n))).toMatchObject({
        kind: 'num',
        message: `arms in the parity array must be a whole number from 4 to 10 (PCR Appendix C), got ${n}`,
      });
      expect(error(raid5WriteFactor(n)).kind).toBe('num');
    }
  });

  test('14.2 Using the OPS/SEC/GB chart, steps 3-5: ops / (MB / 1000); mirrored ops and MB count half (lines 4745-4747)', () => {
    expect(pcrLine(4745)).toMatch(/divide by 1000.*divide the total GB being mirrored by 2/);
    expect(pcrLine(4746)).toMatch(/divide the total number of operations per second for all mirrored units by 2/);
    expect(value(opsPerGb(120, 4 * 4194))).toBeCloseTo(7.153075823, 6);
    expect(value(opsPerGb(240, 2 * 4 * 4194, 240, 2 * 4 * 4194))).toBeCloseTo(7.153075823, 6);
    expect(value(opsPerGb(200, 20000, 80, 10000))).toBeCloseTo(160 / 15, 9);
    expect(error(opsPerGb(10, 0))).toMatchObject({ kind: 'num', message: 'total_mb must be above 0: Ops/Sec/GB needs installed capacity' });
    expect(error(opsPerGb(10, 100, 20, 0))).toMatchObject({ kind: 'num', message: 'mirrored_ops (20) is part of total_ops (10), so it cannot be larger' });
    expect(error(opsPerGb(-1, 100)).kind).toBe('num');
  });

  test(
    '14.2 Conclusions: 6714 under 3 Ops/Sec/GB, 6713 under 4, 6607 otherwise (lines ' + '4716-4718); "1976 MB" for the 6606 is a misprint of 1967 (line 4719)',
    () => {
      expect(pcrLine(4716)).toMatch(/6714 DASD \(17548 MB per arm\).*less than 3/);
      expect(pcrLine(4717)).toMatch(/6713 DASD \(8589 MB per arm\).*less than 4/);
      expect(pcrLine(4718)).toMatch(/6607 models \(4194 MB per arm\).*almost all other/);
      expect(pcrLine(4719)).toMatch(/6606 models \(1976 MB per arm\)/);
      expect([2.5, 3, 3.5, 4, 11].map((x) => value(recommendDisk(x)))).toEqual(['6714', '6713', '6713', '6607', '6607']);
      expect(error(recommendDisk(-1)).kind).toBe('num');
    },
  );
});

describe('DASDSPEC: Tables 14.1-14.3', () => {
  test('14.2 EXAMPLE (line 4753): "6533/6607 ... 11 or fewer" reads the Base column; the RAID column prints 9 (quirk of the example)', () => {
    expect(pcrLine(4753)).toMatch(/RAID mode, you could select 6533\/6607 models if the physical system IO\/Sec\/GB were at 11 or fewer/);
    expect(value(diskSpec('6533/6607', 'OPSGB_BASE'))).toBe(11);
    expect(value(diskSpec('6533-6607', 'OPSGB_RAID'))).toBe(9);
  });

  test('fields as printed: MB, arms, service, ops, batch without its "*", HA of the 9337, source', () => {
    expect(value(diskSpec('9337-590', 'OPS'))).toBe(44.9);
    expect(value(diskSpec('9337-590', 'arms'))).toBe(4);
    expect(value(diskSpec('9337-590', 'OPSGB_HA'))).toBe(4);
    expect(value(diskSpec('2748-6718', 'batch'))).toBe(3.0);
    expect(value(diskSpec('2748-6718', 'MB'))).toBe(17548);
    expect(value(diskSpec('6502 6605', 'service'))).toBe(8.7);
    expect(value(diskSpec('9337-590', 'source'))).toBe('PCR V4R5 Table 14.3, line 4544');
  });

  test('6530-6605 REL is 1.7 as printed (computes 1.8), with its quirk note; other rows have none', () => {
    expect(value(diskSpec('6530-6605', 'REL'))).toBe(1.7);
    expect(value(diskSpec('6530-6605', 'QUIRKS'))).toMatch(/1\.755/);
    expect(value(diskSpec('6533-6605', 'QUIRKS'))).toBe('');
  });

  test('the 6522 reads the 6502 rows (line 4427); 6532, 2726, 2740, 6751, 4748 are not printed: #N/A saying why', () => {
    expect(pcrLine(4427)).toMatch(/6522 IOP has the same performance characteristics as the 6502 IOP/);
    expect(value(diskSpec('6522-6607', 'OPS'))).toBe(45.5);
    expect(error(diskSpec('6532-6607', 'OPS'))).toMatchObject({ kind: 'na', message: expect.stringMatching(/slightly better performance than the 6532/) });
    for (const m of ['2726-6607', '2740-6607', '6751-6607', '4748-4318']) expect(error(diskSpec(m, 'OPS')).kind).toBe('na');
  });

  test('errors: blank RAID cell, unknown model, unknown field', () => {
    expect(error(diskSpec('6530-6605', 'OPSGB_RAID'))).toMatchObject({
      kind: 'na',
      message: '6530-6605: Table 14.1 prints no Ops/Sec/GB RAID (6530 does NOT support RAID, PCR Appendix C)',
    });
    expect(error(diskSpec('9728-6718', 'RAID')).kind).toBe('na');
    expect(error(diskSpec('1234-5678', 'OPS'))).toMatchObject({ kind: 'na', message: expect.stringMatching(/^"1234-5678" is not in Tables 14\.1-14\.3/) });
    expect(error(diskSpec('6533-6607', 'speed'))).toMatchObject({ kind: 'na', message: expect.stringMatching(/^Unknown field "speed": use one of MB, ARMS/) });
  });
});

describe('DASDUNITMB and DASDCONTROLLER: Appendix C', () => {
  test('Table C.3 line 7662: 6714-070 on the 6533 is 14548 as printed; corrected gives 17548', () => {
    expect(tableCells(pcrLine(7662))).toEqual(['6714', '070', '14548', 'Yes', 'Yes']);
    expect(value(unitMb('6533', '6714', '070'))).toBe(14548);
    expect(value(unitMb('6533', '6714', '070', true))).toBe(17548);
    expect(value(unitMb('6532', '6813', '070'))).toBe(8689); // "#6533 (also #6532)", line 7652
    expect(value(unitMb('2726', '6713', '070', true))).toBe(8589); // line 7701
    expect(value(unitMb('2748', '6713', '70'))).toBe(8689); // line 7748; a typed 70 is model 070
  });

  test('Table C.5 line 7764: 2748 6718-072 is 15354; corrected changes nothing off the misprints', () => {
    expect(value(unitMb('2748', '6718', '072'))).toBe(15354);
    expect(value(unitMb('2748', '6718', '072', true))).toBe(15354);
    expect(value(unitMb('6502', '6605', '074'))).toBe(773);
  });

  test('unsupported combinations are #N/A naming what the table lists', () => {
    expect(error(unitMb('2763', '6607', '050'))).toMatchObject({
      kind: 'na',
      message: 'Disk unit 6607 is not supported on the 2763: Table C.6 lists 4314, 4317, 4318, 4324',
    });
    expect(error(unitMb('9767', '4314', '050'))).toMatchObject({ kind: 'na', message: '4314 model 050 is not in Table C.9: models 030' });
    expect(error(unitMb('1234', '6607', '050'))).toMatchObject({
      kind: 'na',
      message: expect.stringMatching(/^Unknown controller "1234": Appendix C describes 6502, 6512/),
    });
  });

  test('controller facts: 2748 26 MB cache (4 MB compressed), 3 arrays; 6530 no RAID, so no arrays', () => {
    expect(value(controllerFact('2748', 'writecache_mb'))).toBe(26);
    expect(value(controllerFact('2748', 'compressed_writecache_mb'))).toBe(4);
    expect(value(controllerFact('2748', 'max_arrays'))).toBe(3);
    expect(value(controllerFact('6751', 'feature'))).toBe('6754');
    expect(value(controllerFact('4748', 'max_units'))).toBe(18);
    expect(value(controllerFact('6530', 'raid'))).toBe(false);
    expect(error(controllerFact('6530', 'max_arrays'))).toMatchObject({
      kind: 'na',
      message: '6530: Appendix C prints no max_arrays for it (it does NOT support RAID)',
    });
    expect(error(controllerFact('6502', 'also')).message).toBe('6502: Appendix C prints no also for it');
    expect(error(controllerFact('6530', 'colour')).message).toMatch(/^Unknown attribute "colour": use one of feature, also/);
    expect(value(controllerRow('6533'))).toContainEqual(['also', '6532']);
  });
});

describe('adapters as Excel calls them', () => {
  type ExcelError = { code: string; message: string };
  const code = (x: unknown) => (x instanceof CustomFunctions.Error ? (x as unknown as ExcelError).code : x);

  test('=AS400.DASDOPSPERARM over a column of service times returns a column; the utilization defaults to 0.4', () => {
    const out = dasdOpsPerArm([[8.7], [6.5], ['x']]);
    expect(out[0][0]).toBeCloseTo(45.977, 3);
    expect(out[1][0]).toBeCloseTo(61.538, 3);
    expect(code(out[2][0])).toBe('#VALUE!');
    expect(code(dasdOpsPerArm([[8.7]], [[40]])[0][0])).toBe('#NUM!'); // 40 typed for 40%
  });

  test('single cells, #N/A with a message, #NUM! for a bad array size', () => {
    expect(dasdArmsNeeded([[64]], [[8.7]])).toEqual([[2]]);
    expect(dasdUnitMb([['6533']], [['6714']], [['070']], [[true]])).toEqual([[17548]]);
    const [[na]] = dasdSpec([['6530-6605']], [['OPSGB_RAID']]);
    expect(code(na)).toBe('#N/A');
    expect((na as unknown as ExcelError).message).toMatch(/does NOT support RAID/);
    expect(code(raid5WriteFactorFn([[3]])[0][0])).toBe('#NUM!');
  });

  test('DASDCONTROLLER spills name/value pairs without an attribute, one value with one', () => {
    expect(dasdController([['2763']])).toContainEqual(['max_arrays', 3]);
    expect(dasdController([['2763'], ['6502']], [['writecache_mb']])).toEqual([[10], [2]]);
    expect(code(dasdController([['nope']])[0][0])).toBe('#N/A');
  });
});
