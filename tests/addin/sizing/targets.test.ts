/**
 * A workload measured on a 720-2061-1501 (65% CPU, 32% of it interactive) carried to other systems.
 * The ratings are read from the printed Appendix D rows and the expected values worked out here,
 * by the 2.8 formulas written out, not by the code under test.
 */
import fc from 'fast-check';
import { CATALOG, keysOf } from '../../../addin/catalog/catalog';
import { targetCpwLeft, targetEIU, targetStatus, targetUtil } from '../../../functions/targets';
import { eiu } from '../../../functions/interactive';
import { pcrLine, tableCells } from '../../seed';

const bold = (cell: string) => Number(cell.replace(/<\/?b>/g, ''));
/** Table D.2.1.1 (lines 8020, 8036): model, MHz, L2, CPUs, processor CPW, interactive CPW (knee), maximum. */
const row7xx = (line: number) => {
  const c = tableCells(pcrLine(line));
  return { cpw: bold(c[4]), knee: bold(c[5]), max: bold(c[6]) };
};
const m720 = row7xx(8020); // 720-2061 (1501): 240, 70, 81.7
const m730 = row7xx(8036); // 730-2065 (1507): 560, 120, 140
/** Table D.1.1 (line 7911): 820-2397 (1521): processor CPW 2000, interactive CPW 35 (V4R5: interactive held there, 2.2.1). */
const c820 = tableCells(pcrLine(7911));
const m820 = { cpw: bold(c820[4]), interactive: bold(c820[5]) };

/** EIU by 2.8, written out: the share below the knee; knee + X (1 - knee) past it, X = (U - knee) / (max - knee); 1 past the maximum. */
function eiu28(u: number, knee: number, max: number): number {
  if (u <= knee) return u;
  if (u >= max) return 1;
  return knee + ((u - knee) / (max - knee)) * (1 - knee);
}

const one = (out: unknown[][]) => out[0][0];
const U = 0.65;
const I = 0.32;
const SOURCE = [['720-2061-1501']];

describe('A 720-2061-1501 workload carried to a 730, an 820 and a CPW number', () => {
  test('the printed ratings the examples rest on', () => {
    expect([m720.cpw, m720.knee, m720.max]).toEqual([240, 70, 81.7]);
    expect([m730.cpw, m730.knee, m730.max]).toEqual([560, 120, 140]);
    expect([m820.cpw, m820.interactive]).toEqual([2000, 35]);
  });

  test('to a 730-2065-1507: the same 156 CPW take 27.9% of its 560; its interactive share stays under the alert threshold', () => {
    const target = [['730-2065-1507']];
    expect(one(targetUtil(SOURCE, [[U]], target))).toBeCloseTo((U * m720.cpw) / m730.cpw, 12);
    const share = (I * m720.cpw) / m730.cpw; // 76.8 CPW of interactive work
    expect(one(targetEIU(SOURCE, [[I]], target))).toBeCloseTo(eiu28(share, m730.knee / m730.cpw, m730.max / m730.cpw), 12);
    expect(share).toBeLessThan((0.7 * m730.knee) / m730.cpw); // 2.10: 70% of the knee
    expect(one(targetStatus(SOURCE, [[I]], target))).toBe('under the threshold');
    expect(one(targetCpwLeft(SOURCE, [[U]], [[I]], target))).toBeCloseTo(m730.cpw * (1 - (U * m720.cpw) / m730.cpw), 9);
  });

  test('to an 820-2397-1521: 7.8% of 2000 CPW, but 76.8 interactive CPW pass its 35: held there (V4R5, 2.2.1), past the knee', () => {
    const target = [['820-2397-1521']];
    expect(one(targetUtil(SOURCE, [[U]], target))).toBeCloseTo(0.078, 12);
    expect(one(targetEIU(SOURCE, [[I]], target))).toBeCloseTo(m820.interactive / m820.cpw, 12);
    expect(one(targetStatus(SOURCE, [[I]], target))).toBe('past the knee');
  });

  test('to a CPW number (a current system rated 1,000 CPW): 15.6%; no interactive limit of its own', () => {
    const target = [['1000 CPW']];
    expect(one(targetUtil(SOURCE, [[U]], target))).toBeCloseTo(0.156, 12);
    expect(one(targetEIU(SOURCE, [[I]], target))).toBeCloseTo(0.0768, 12);
    expect(one(targetStatus(SOURCE, [[I]], target))).toBe('no knee');
    expect(one(targetCpwLeft(SOURCE, [[U]], [[I]], target))).toBeCloseTo(1000 - 156, 9);
  });

  test('kept on the 720 itself: 2.8 Example 1 (32.1% interactive is an EIU of 71.9%), past the knee', () => {
    expect(one(targetEIU(SOURCE, [[0.321]], SOURCE))).toBeCloseTo(0.719, 2); // as the example rounds it
    expect(one(targetEIU(SOURCE, [[0.321]], SOURCE))).toBeCloseTo(eiu28(0.321, m720.knee / m720.cpw, m720.max / m720.cpw), 12);
    expect(one(targetStatus(SOURCE, [[0.321]], SOURCE))).toBe('past the knee');
    // The CFINT overhead comes off the CPW left: 240 x (1 - 0.65 - (EIU - 0.321)).
    const overhead = eiu28(0.321, m720.knee / m720.cpw, m720.max / m720.cpw) - 0.321;
    expect(one(targetCpwLeft(SOURCE, [[U]], [[0.321]], SOURCE))).toBeCloseTo(m720.cpw * (1 - U - overhead), 9);
  });

  test('a work that does not fit is a value above 1, not an error; an EIU of 1', () => {
    expect(one(targetUtil([['840-2420-1546']], [[0.9]], SOURCE))).toBeGreaterThan(1);
    expect(one(targetEIU([['840-2420-1546']], [[0.5]], SOURCE))).toBe(1);
    expect(one(targetCpwLeft([['840-2420-1546']], [[0.9]], [[0]], SOURCE))).toBeLessThan(0);
  });

  test('a column of targets gives a column', () => {
    const out = targetUtil(SOURCE, [[U]], [['730-2065-1507'], ['820-2397-1521'], ['1000 CPW']]);
    expect(out.map((r) => r[0] as number).map((x) => Number(x.toFixed(6)))).toEqual([Number(((U * 240) / 560).toFixed(6)), 0.078, 0.156]);
  });
});

describe("The planner's own targets: rows of a table with their source", () => {
  const power = ['Power10 S1022 (example)', 100000, 'all', 'none', 'IBM Power10 Performance Report, 2023, p. 12'];

  test('a row is one target: the same answers as its CPW, no interactive limit with "all"', () => {
    expect(one(targetUtil(SOURCE, [[U]], [power]))).toBeCloseTo((U * 240) / 100000, 15);
    expect(one(targetStatus(SOURCE, [[I]], [power]))).toBe('no knee');
    const limited = ['Own 7/6 system', 1000, 100, '7/6', 'vendor sheet, 2024-01-05, p. 3'];
    const share = (I * 240) / 1000; // 0.0768, below the knee of 0.1 (100 of 1000)
    expect(one(targetEIU(SOURCE, [[I]], [limited]))).toBeCloseTo(share, 12);
    expect(one(targetStatus(SOURCE, [[I]], [limited]))).toBe('up to the knee'); // above 70% of the knee (0.07)
  });

  test('several rows give a column; a row without its source or with an unknown rule is refused, in its own cell', () => {
    const out = targetUtil(SOURCE, [[U]], [power, ['No source', 5000, 'all', 'none', ''], ['Bad rule', 5000, 'all', '2/3', 'x']]);
    expect(out[0][0]).toBeCloseTo((U * 240) / 100000, 15);
    expect(out[1][0]).toMatchObject({ code: '#VALUE!', message: expect.stringContaining('give the source of its ratings') });
    expect(out[2][0]).toMatchObject({ code: '#N/A', message: expect.stringContaining('unknown knee rule "2/3"') });
  });

  test.each([
    ['Excel on the web (an empty cell is null)', null],
    ['Excel desktop (an empty cell is 0)', 0],
  ])('a candidates table as %s: a line with only a key is that catalog system, an empty line an empty cell', (_, e) => {
    const lines = [['730-2065-1507', e, e, e, e], [e, e, e, e, e], power];
    const out = targetUtil(SOURCE, [[U]], lines);
    expect(out.map((r) => r[0])).toEqual([expect.closeTo((U * m720.cpw) / m730.cpw, 12), '', expect.closeTo((U * 240) / 100000, 15)]);
  });

  test('a projected share may pass 1 (the source no longer carries it), up to 10; a percentage typed as 32 is refused', () => {
    const projected = U * 1.2 ** 5; // 1.617: 65% growing 20% a year for 5 years
    expect(one(targetUtil(SOURCE, [[projected]], [['730-2065-1507']]))).toBeCloseTo((projected * m720.cpw) / m730.cpw, 12);
    expect(one(targetUtil(SOURCE, [[32]], [['730-2065-1507']]))).toMatchObject({ code: '#NUM!', message: expect.stringContaining('at most 10') });
  });

  test('a source system may be a row too; 720 typed as a number is #N/A naming both readings', () => {
    expect(one(targetUtil([power], [[0.5]], [['1000 CPW']]))).toBeCloseTo(50, 9);
    expect(one(targetUtil([[720]], [[U]], [['1000 CPW']]))).toMatchObject({ code: '#N/A', message: expect.stringContaining('"720 CPW"') });
  });
});

describe('properties of carrying a workload', () => {
  const keys = CATALOG.filter((m) => m.processorCpw !== null).map((m) => m.key);
  const key = fc.constantFrom(...keys);
  const share = fc.double({ min: 0, max: 1, noNaN: true });

  test('to the same system nothing changes: utilization, and the EIU is the EIU', () => {
    fc.assert(
      fc.property(key, share, (k, u) => {
        expect(one(targetUtil([[k]], [[u]], [[k]]))).toBeCloseTo(u, 12);
        const own = one(eiu([[k]], [[u]]));
        if (typeof own === 'number') expect(one(targetEIU([[k]], [[u]], [[k]]))).toBeCloseTo(own, 12);
      }),
    );
  });

  test('there and back changes nothing; the utilization scales with the CPW ratio', () => {
    const cpw = new Map(CATALOG.map((m) => [m.key, m.processorCpw as number]));
    // A key another row also answers to names the newest of them: 40S-2112 is the V3R7 row (87.3 CPW,
    // line 8201) and the alias of the V4R1 row printed as 50S-2112 (91.0, line 8183), so it reads 91.0.
    // The ratio is checked on the keys that name their own row only.
    const shared = new Set(CATALOG.flatMap((m) => keysOf(m).filter((k) => k !== m.key)));
    const own = fc.constantFrom(...keys.filter((k) => !shared.has(k)));
    expect(one(targetUtil([['40S-2112']], [[0.5]], [['1000 CPW']]))).toBeCloseTo(
      (0.5 * Number(tableCells(pcrLine(8183))[4].replace(/<\/?b>/g, ''))) / 1000,
      12,
    );
    fc.assert(
      fc.property(own, own, share, (a, b, u) => {
        const there = one(targetUtil([[a]], [[u]], [[b]])) as number;
        expect(there).toBeCloseTo((u * cpw.get(a)!) / cpw.get(b)!, 9);
        fc.pre(there <= 1); // a measured utilization is at most the whole CPU
        expect(one(targetUtil([[b]], [[there]], [[a]]))).toBeCloseTo(u, 9);
      }),
    );
  });
});
