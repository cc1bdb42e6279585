import { dominoCpwFor, dominoMemory, dominoUsers, dsdRecommend, dsdUsers, parseDsdWorkload } from '../../../addin/sizing/domino';
import { DSD_CAPABILITIES } from '../../../addin/tables/domino';
import * as excel from '../../../functions/domino';
import { pcrLine, tableCells } from '../../seed';
import { value, failure as error, excelError } from '../../results';

describe('Domino pool main storage, PCR 11.6 tip 3', () => {
  test('the seed prints the rule: 60MB + 1MB per active user, 16MB for each additional server (line 4002)', () => {
    const line = pcrLine(4002);
    expect(line).toContain('configure approximately 60MB + 1MB per active user');
    expect(line).toContain('approximately 16MB for each additional server');
    expect(line).toContain('this does not include storage required for other system storage pools');
  });

  // No worked number is printed in 11.6: the vectors are the printed rule's arithmetic.
  test.each([
    [3000, 1, 3060], // 60 + 3000 (the brief's acceptance value)
    [10000, 4, 10108], // 60 + 10000 + 3 x 16
    [0, 1, 60],
    [1600, 1, 1660], // Table 11.1 170-2388: 1,600 users ran with 3.5GB of main storage in all pools
  ])('%d active users in %d partition(s) need %d MB', (users, partitions, mb) => {
    expect(dominoMemory(users, partitions)).toBe(mb);
  });
});

describe('Mail and calendaring users per CPW, PCR 11.10', () => {
  test('the seed prints 3.6 users per CPW at 70% CPU and a typical user about 2 times as complex (lines 4138-4140)', () => {
    expect(pcrLine(4138)).toContain('approximately 3.6 mail and calendaring users at a 70% CPU utilization');
    expect(pcrLine(4138)).toContain('you can multiply its CPW by 3.6');
    expect(pcrLine(4140)).toContain('a typical mail user is usually about 2 times as complex as the mail and calendaring measured above');
  });

  test('"multiply its CPW by 3.6": 1000 CPW carry 3600 measured users, 460 CPW 828 typical (complexity 2) users', () => {
    expect(value(dominoUsers(1000, 1))).toBeCloseTo(3600, 9);
    expect(value(dominoUsers(460, 2))).toBeCloseTo(828, 9);
  });

  test('a catalog key takes its processor CPW (720-2061-1501: 240 CPW, Table D.2.1.1 line 8020)', () => {
    expect(value(dominoUsers('720-2061-1501', 1))).toBeCloseTo(3.6 * 240, 9);
    expect(value(dominoUsers('720-2061', 2))).toBeCloseTo(1.8 * 240, 9); // every 720-2061 row prints 240
  });

  test('DOMINOCPW is the inverse: 3600 users need 1000 CPW, 1800 typical users 1000 CPW', () => {
    expect(dominoCpwFor(3600, 1)).toBeCloseTo(1000, 9);
    expect(dominoCpwFor(1800, 2)).toBeCloseTo(1000, 9);
    expect(dominoCpwFor(value(dominoUsers(777, 1.5)), 1.5)).toBeCloseTo(777, 9);
  });

  test('an unknown key is #N/A from the catalog', () => {
    expect(error(dominoUsers('nope', 1)).kind).toBe('na');
    expect(error(dominoUsers('720-9999', 1)).message).toMatch(/Unknown model "720-9999".*Nearest keys: 720-/);
  });
});

describe('Dedicated Server for Domino: the 11.10 rule does not take its CPW (PCR 2.13, Table D.1.3.1)', () => {
  test('Table D.1.3.1 heads the DSD column "Non Domino CPW" where 2.13.1 says "Processor CPW" (lines 7978, 871)', () => {
    expect(tableCells(pcrLine(7978))).toContain('Non Domino CPW');
    expect(pcrLine(871)).toContain('Processor CPW = 300');
  });

  test('820-2427 is #N/A, naming the Non Domino CPW and the 9,890 Mail & Calendaring Users of 2.13.1', () => {
    const e = error(dominoUsers('820-2427', 1));
    expect(e.kind).toBe('na');
    expect(e.message).toContain('Dedicated Server for Domino');
    expect(e.message).toContain('Non Domino CPW');
    expect(e.message).toMatch(/2\.13/);
    expect(e.message).toContain('9,890 Mail & Calendaring Users');
    expect(e.message).toContain('=AS400.DSDUSERS("820-2427")');
  });

  test('a 170 DSD (2.13.2) is #N/A too, pointing to its Simple Mail Users (170-2409: 4,300)', () => {
    const e = error(dominoUsers('170-2409', 2));
    expect(e.message).toContain('Non Domino CPW');
    expect(e.message).toContain('only Simple Mail Users for it (4,300)');
    expect(e.message).toContain('"simple mail"');
    expect(error(dominoUsers('2425', 1)).message).toContain('2,570 Mail & Calendaring Users'); // feature alone names 820-2425
  });

  test('a CPW number is taken as it is (the planner vouches it is not a Non Domino CPW)', () => {
    expect(value(dominoUsers(300, 1))).toBeCloseTo(1080, 9);
  });
});

describe('DSDUSERS: announced DSD capabilities, PCR 2.13.1 and 2.13.2 (lines 865-888)', () => {
  const LISTING = /^- (\d{3}-\d{4}) Simple Mail Users = ([\d,]+)(?: Mail & Calendaring Users = ([\d,]+))? Processor CPW = (\d+) Interactive CPW = (\d+)$/;

  test.each(DSD_CAPABILITIES.rows.map((r) => [r[0], r] as const))('line %i: every cell as printed', (line, row) => {
    const m = LISTING.exec(pcrLine(line));
    expect(m).not.toBeNull();
    const [, key, simple, calendaring, cpw, interactive] = m as RegExpExecArray;
    expect(row.slice(1)).toEqual([key, simple, calendaring ?? '', cpw, interactive]);
  });

  test('the listing holds every DSD model of the announcement, and nothing else', () => {
    const listed: number[] = [];
    for (let n = DSD_CAPABILITIES.lines[0]; n <= DSD_CAPABILITIES.lines[1]; n++) if (LISTING.test(pcrLine(n))) listed.push(n);
    expect(DSD_CAPABILITIES.rows.map((r) => r[0])).toEqual(listed);
    expect(listed).toHaveLength(9);
    for (const line of Object.keys(DSD_CAPABILITIES.quirks)) expect(listed).toContain(Number(line));
  });

  test('quirk kept: 820-2427 is announced at 9,890 users but ran 10,000 at 70.8% CPU in Table 11.1 (line 4158)', () => {
    expect(tableCells(pcrLine(4158)).slice(0, 2)).toEqual(['820-2427 4w V4R5 TRLAN RAID-5', '10,000']);
    expect(value(dsdUsers('820-2427', 'mail and calendaring'))).toBe(9890);
  });

  test.each([
    ['270-2422', 'mail and calendaring', 1600],
    ['270-2424', 'simple mail', 7580],
    ['820-2426', 'mail and calendaring', 5610],
    ['170-2407', 'simple mail', 1300],
    ['2409', 'simple mail', 4300],
  ] as const)('%s %s: %d users', (key, workload, users) => {
    expect(value(dsdUsers(key, workload))).toBe(users);
  });

  test('170 DSD features print no Mail & Calendaring Users; a non-DSD model is not covered', () => {
    expect(error(dsdUsers('170-2409', 'mail and calendaring')).message).toMatch(/only Simple Mail Users \(4,300\)/);
    const e = error(dsdUsers('720-2061-1501', 'mail and calendaring'));
    expect(e.kind).toBe('na');
    expect(e.message).toContain('not a Dedicated Server for Domino');
    expect(e.message).toContain('DOMINOUSERS');
  });

  test('workload names: "Mail & Calendaring", "M&C", "simple"; anything else is #N/A naming both', () => {
    expect(parseDsdWorkload(null)).toBe('mail and calendaring');
    expect(parseDsdWorkload(' Mail & Calendaring ')).toBe('mail and calendaring');
    expect(parseDsdWorkload('M&C')).toBe('mail and calendaring');
    expect(parseDsdWorkload('Simple')).toBe('simple mail');
    expect(error(parseDsdWorkload('web mail')).message).toMatch(/"mail and calendaring" \(default\) or "simple mail"/);
  });
});

describe('adapters as Excel calls them', () => {
  test('=AS400.DOMINOMEMORY(3000) is 3060; a column of users gives a column', () => {
    expect(excel.dominoMemory([[3000]])).toEqual([[3060]]);
    expect(excel.dominoMemory([[1], [3000], [10000]], [[1], [1], [4]])).toEqual([[61], [3060], [10108]]);
    // A row with no users is how Excel desktop passes an empty cell (0): an empty cell, not 60 MB.
    expect(excel.dominoMemory([[0], [3000]])).toEqual([[''], [3060]]);
  });

  test('DOMINOMEMORY: negative users and partitions that are not whole numbers from 1 are #NUM!; text is #VALUE!', () => {
    expect(excelError(excel.dominoMemory([[-1]])[0][0])).toMatchObject({ code: '#NUM!', message: 'active_users must be a number 0 or more, got -1' });
    expect(excelError(excel.dominoMemory([[100]], [[-1]])[0][0])).toMatchObject({
      code: '#NUM!',
      message: 'partitions must be a whole number 1 or more, got -1',
    });
    expect(excel.dominoMemory([[100]], [[0]])).toEqual(excel.dominoMemory([[100]])); // 0 partitions: omitted (1)
    expect(excelError(excel.dominoMemory([[100]], [[1.5]])[0][0]).code).toBe('#NUM!');
    expect(excelError(excel.dominoMemory([['many']])[0][0]).code).toBe('#VALUE!');
  });

  test('DOMINOUSERS: default complexity 1 (the printed x 3.6); DSD keys #N/A; complexity 0 #NUM!', () => {
    expect(excel.dominoUsers([[1000]])[0][0]).toBeCloseTo(3600, 9);
    expect(excel.dominoUsers([[460]], [[2]])[0][0]).toBeCloseTo(828, 9);
    const out = excel.dominoUsers([['720-2061-1501'], ['820-2427']]);
    expect(out[0][0]).toBeCloseTo(864, 9);
    expect(excelError(out[1][0])).toMatchObject({ code: '#N/A', message: expect.stringContaining('Non Domino CPW') });
    expect(excelError(excel.dominoUsers([[1000]], [[-1]])[0][0]).code).toBe('#NUM!');
    expect(excel.dominoUsers([['1000 CPW']], [[0]])).toEqual(excel.dominoUsers([['1000 CPW']])); // complexity 0: omitted (1)
  });

  test('DOMINOCPW and DSDUSERS', () => {
    expect(excel.dominoCpw([[3600]])[0][0]).toBeCloseTo(1000, 9);
    expect(excel.dominoCpw([[1800]], [[2]])[0][0]).toBeCloseTo(1000, 9);
    expect(excel.dsdUsers([['820-2427'], ['170-2408']], [['mail and calendaring'], ['simple mail']])).toEqual([[9890], [2300]]);
    expect(excelError(excel.dsdUsers([['820-2427']], [['web']])[0][0]).code).toBe('#N/A');
  });
});

describe('The Dedicated Server for Domino to carry a number of users, PCR 2.13.1', () => {
  // Announced Mail & Calendaring users, lines 865-871: 270-2422 1,600; 270-2423 2,570; 270-2424 5,050;
  // 820-2425 2,570; 820-2426 5,610; 820-2427 9,890.
  test('3000 measured users: the 270-2424 (5,050), the DSD with the fewest announced users that carries them', () => {
    expect(dsdRecommend(3000, 1)).toBe('270-2424');
    expect(excel.dsdRecommend([[3000]])).toEqual([['270-2424']]);
  });

  test('typical users, twice as complex (11.10): 3000 of them need 6000 announced users, the 820-2427 (9,890)', () => {
    expect(dsdRecommend(3000, 2)).toBe('820-2427');
    expect(dsdRecommend(2570, 1)).toBe('820-2425'); // 2,570 exactly: of the two that announce it, the first Table D.1.3.1 prints (line 7980)
  });

  test('more than the largest carries: #N/A naming it and what to do; the 170 DSD (simple mail only) are never chosen', () => {
    const e = error(dsdRecommend(9891, 1));
    expect(e.kind).toBe('na');
    expect(e.message).toContain('820-2427, announces 9890');
    expect(dsdRecommend(100, 1)).toBe('270-2422');
  });
});
