import { SizingError } from '../../../addin/errors';
import { blockingFactor, fastWriteShare, KB_PER_ARM, receiverArms, smappTarget } from '../../../addin/sizing/journal';
import { fastWritePct, jrnBlocking, jrnRcvArms, smappTarget as smappTargetFn } from '../../../functions/journal';
import { seedLine } from '../../seed';
import { value } from '../../results';

const line = (n: number) => seedLine('002', n);
type ExcelError = { code: string; message: string };
const asError = (x: unknown) => x as ExcelError;

describe('the printed rules, as the seed prints them (Redbook SG24-6286)', () => {
  test('1.1: arms = threshold / 64 Meg, 10 arms by default, up to 100 with *MAXOPT1; *MAXOPT2 likewise (7.1)', () => {
    expect(line(573)).toBe('Arms = Journal Threshold setting / 64 Meg');
    expect(line(571)).toContain('The algorithm employed to decide how many disk arms to spread the journal receiver across is roughly:');
    expect(line(570)).toContain('RCVSIZOPT(*MAXOPT1) feature for your journal, thereby allowing it to spread itself across up to 100 disk arms');
    expect(line(570)).toContain('(the default without this setting is to limit itself to 10 arms)');
    expect(line(3040)).toBe('Use RCVSIZOPT(*MAXOPT2) to enable the journal to spread across up to 100 arms and support a larger receiver threshold.');
  });

  test('the threshold is in KB (THRESHOLD(1500000) = 1,500,000 kilobytes) and at least 5000 KB', () => {
    expect(line(1436)).toContain('threshold of 1,500,000 kilobytes (KB)');
    expect(line(1439)).toContain('THRESHOLD(1500000)');
    expect(line(1888)).toContain('The receiver must be created with a threshold value of at least 5000KB.');
  });

  test('blocking factor: 128K / (row width + 1) in 1.1, 128000 / row width in 5.3.4', () => {
    expect(line(691)).toBe('Optimal NBRRCDS = 128K / (Database_Row_width + 1)');
    expect(line(689)).toContain('no more than 128k bytes');
    expect(line(689)).toContain('each database row has an extra leading status byte');
    expect(line(2476)).toContain('SEQONLY(*YES 30000)');
    expect(line(2478)).toContain('dividing the length of your database row into 128000 (128 kilobyte block)');
    expect(line(2478)).toContain('as close to 128kb as possible, without exceeding it.');
  });

  test('Appendix A query and the 90% rule of thumb (4.6, 6.5.9)', () => {
    expect(line(3127)).toBe('SELECT 100*SUM(DSCCFW)/sum(DSWRTS) FastWrtPrcnt from lib/qapmdisk');
    expect(line(3123)).toContain('DSCCFW (fast writes) and DSWRTS (total writes)');
    expect(line(2202)).toBe('Rule of thumb: If your fast write percentage is 90% or above, you probably have sufficient IOA write cache configured.');
  });

  test('4.1: SMAPP targets 10 to 1440 minutes rounded up to 10; *SYSDFT is 90 minutes for V5R1', () => {
    expect(line(1794)).toBe(
      '| target-values | You can specify a value between 10 and 1440 minutes. The system rounds the value up to the nearest 10-minute boundary. |',
    );
    expect(line(1789)).toContain('*SYSDFT | Specifying *SYSDFT sets the default value for the current release (90 minutes for V5R1).');
    for (const n of [1791, 1792, 1793]) expect(line(n)).toMatch(/^\| \*(NONE|MIN|OFF) /);
  });
});

describe('JRNRCVARMS: receiver disk arms, Redbook SG24-6286 1.1 (lines 570-573)', () => {
  // The rule says "roughly" and no rounding: whole arms rounded down are expected. 64 Meg = 65,536 KB.
  test('64 Meg is read as 65,536 KB', () => {
    expect(KB_PER_ARM).toBe(65536);
  });

  test("the book's 1,500,000 KB threshold (3.2): 22.9 arms, capped at 10 by default, 22 with *MAXOPT1 or *MAXOPT2", () => {
    expect(value(receiverArms(1500000, null))).toBe(10);
    expect(value(receiverArms(1500000, '*NONE'))).toBe(10);
    expect(value(receiverArms(1500000, '*MAXOPT2'))).toBe(22);
    expect(value(receiverArms(1500000, '*MAXOPT1'))).toBe(22);
  });

  test('a 2 GB threshold (the book\'s "smaller than 2GB", line 571) spreads over 32 arms with *MAXOPT1', () => {
    expect(value(receiverArms(2 * 1024 * 1024, '*MAXOPT1'))).toBe(32);
  });

  test('caps: exactly 10 and 100 arms; beyond them the cap holds', () => {
    expect(value(receiverArms(655360, null))).toBe(10);
    expect(value(receiverArms(6553600, '*MAXOPT1'))).toBe(100);
    expect(value(receiverArms(10000000, '*MAXOPT1'))).toBe(100);
    expect(value(receiverArms(10000000, '*RMVINTENT'))).toBe(10);
  });

  test('the 5000 KB minimum threshold gives one arm; below it is #NUM! (4.2.3, line 1888)', () => {
    expect(value(receiverArms(5000, null))).toBe(1);
    const e = receiverArms(4999, null) as SizingError;
    expect(e).toMatchObject({ kind: 'num' });
    expect(e.message).toBe('threshold_kb must be at least 5000 KB, the smallest receiver threshold (Redbook SG24-6286 4.2.3); got 4999');
  });

  test('options as CHGJRN takes them: case, the asterisk and lists of several', () => {
    expect(value(receiverArms(1500000, 'maxopt2'))).toBe(22);
    expect(value(receiverArms(1500000, '*RMVINTENT *MAXOPT2'))).toBe(22);
    expect(value(receiverArms(1500000, '*RMVINTENT *MINFIXLEN'))).toBe(10);
  });

  test('an unknown option is #N/A naming the valid ones', () => {
    const e = receiverArms(1500000, '*FOO') as SizingError;
    expect(e.kind).toBe('na');
    expect(e.message).toBe(
      'Unknown rcvsizopt "*FOO": use *NONE, *RMVINTENT, *MINFIXLEN, *MAXOPT1, *MAXOPT2 (Redbook SG24-6286 4.2.1), or several separated by spaces',
    );
  });
});

describe('JRNBLOCKING: blocking factor, Redbook SG24-6286 1.1 (line 691) and 5.3.4 (line 2478)', () => {
  test('NBRRCDS (default): 131072 / (row width + 1), rounded down', () => {
    expect(value(blockingFactor(100, null))).toBe(1297); // 1297.7
    expect(value(blockingFactor(127, 'NBRRCDS'))).toBe(1024); // exactly 128 bytes a row with the status byte
    expect(value(blockingFactor(575, null))).toBe(227);
    expect(value(blockingFactor(1, null))).toBe(65536);
  });

  test('SEQONLY: 128000 / row width, rounded down ("without exceeding it")', () => {
    expect(value(blockingFactor(100, 'SEQONLY'))).toBe(1280);
    expect(value(blockingFactor(575, 'seqonly'))).toBe(222); // 222.6
  });

  test('the printed example SEQONLY(*YES 30000) fits no whole row width under either formula', () => {
    for (let w = 1; w <= 200; w++) {
      expect(value(blockingFactor(w, 'SEQONLY'))).not.toBe(30000);
      expect(value(blockingFactor(w, 'NBRRCDS'))).not.toBe(30000);
    }
  });

  test('bad row widths are #NUM!; an unknown variant is #N/A naming both', () => {
    expect(blockingFactor(0, null)).toMatchObject({ kind: 'num', message: 'row_width must be a whole number of bytes, 1 or more; got 0' });
    expect(blockingFactor(100.5, null)).toMatchObject({ kind: 'num' });
    expect(blockingFactor(131072, null)).toMatchObject({
      kind: 'num',
      message: 'a row of 131072 bytes is wider than the 128 KB block: not even one row fits',
    });
    expect(blockingFactor(100, 'A')).toMatchObject({
      kind: 'na',
      message: 'Unknown variant "A": use "NBRRCDS" (128K / (row width + 1), Redbook SG24-6286 1.1) or "SEQONLY" (128000 / row width, 5.3.4)',
    });
  });
});

describe('FASTWRITEPCT: fast-write percentage, Redbook SG24-6286 Appendix A (line 3127)', () => {
  test("a fraction of all writes: 99 of 100 is 0.99 (the query prints 99); 90% is the rule's line", () => {
    expect(value(fastWriteShare(99, 100))).toBeCloseTo(0.99, 12);
    expect(value(fastWriteShare(95, 100))).toBeCloseTo(0.95, 12);
    expect(value(fastWriteShare(0, 100))).toBe(0);
    expect(value(fastWriteShare(899, 1000))).toBeLessThan(0.9);
  });

  test('more fast writes than writes, negative counts and no writes are #NUM!', () => {
    expect(fastWriteShare(101, 100)).toMatchObject({
      kind: 'num',
      message: 'fast_writes (101) cannot exceed total_writes (100): DSCCFW counts a subset of DSWRTS',
    });
    expect(fastWriteShare(-1, 100)).toMatchObject({ kind: 'num', message: 'write counts must be 0 or more; got fast_writes -1, total_writes 100' });
    expect(fastWriteShare(0, 0)).toMatchObject({
      kind: 'num',
      message: 'total_writes is 0: no writes were collected, so there is no fast-write percentage',
    });
  });
});

describe('SMAPPTARGET: target recovery time, Redbook SG24-6286 4.1 (line 1794)', () => {
  test.each([
    [11, 20],
    [70, 70], // the book's own test setting (line 1796)
    [95, 100],
    [1435, 1440],
    [10, 10],
    [1440, 1440],
    [10.5, 20],
  ])('%d minutes is kept as %d', (asked, kept) => {
    expect(value(smappTarget(asked))).toBe(kept);
  });

  test('arithmetic noise from a computed cell does not push a boundary up (0.7 x 100 = 70.00000000000001)', () => {
    expect(value(smappTarget(0.7 * 100))).toBe(70);
  });

  test('*SYSDFT is 90 minutes (V5R1); *NONE, *MIN, *OFF set no minutes: #N/A with the reason', () => {
    expect(value(smappTarget('*SYSDFT'))).toBe(90);
    expect(value(smappTarget(' sysdft '))).toBe(90);
    expect(smappTarget('*MIN')).toMatchObject({
      kind: 'na',
      message:
        '*MIN sets no target in minutes: the minimum recovery time achievable on the system, which ' +
        'depends on the system (the book gives no minutes) (Redbook SG24-6286 4.1)',
    });
    expect(smappTarget('*NONE')).toMatchObject({ kind: 'na' });
    expect(smappTarget('*off')).toMatchObject({ kind: 'na', message: expect.stringMatching(/^\*OFF sets no target/) });
  });

  test('outside 10-1440 is #NUM!; other text is #VALUE!', () => {
    expect(smappTarget(9.99)).toMatchObject({
      kind: 'num',
      message: 'the SMAPP target must be between 10 and 1440 minutes (Redbook SG24-6286 4.1); got 9.99',
    });
    expect(smappTarget(1441)).toMatchObject({ kind: 'num' });
    expect(smappTarget('ninety')).toMatchObject({
      kind: 'value',
      message: 'minutes must be a number of minutes (10 to 1440) or *SYSDFT, *NONE, *MIN, *OFF; got text "ninety"',
    });
  });
});

describe('adapters as Excel calls them', () => {
  test('=AS400.JRNRCVARMS(1500000, "*MAXOPT2") and a column of thresholds with the default option', () => {
    expect(jrnRcvArms([[1500000]], [['*MAXOPT2']])).toEqual([[22]]);
    expect(jrnRcvArms([[5000], [655360], [4999]], null as unknown as unknown[][]).map((r) => r.length)).toEqual([1, 1, 1]);
    const out = jrnRcvArms([[5000], [655360], [4999]]);
    expect(out[0][0]).toBe(1);
    expect(out[1][0]).toBe(10);
    expect(asError(out[2][0]).code).toBe('#NUM!');
    expect(asError(jrnRcvArms([['big']])[0][0]).code).toBe('#VALUE!');
    expect(asError(jrnRcvArms([[1500000]], [['*FOO']])[0][0])).toMatchObject({ code: '#N/A', message: expect.stringContaining('*MAXOPT2') });
  });

  test('=AS400.JRNBLOCKING over a row of widths', () => {
    expect(jrnBlocking([[100, 127, 575]])).toEqual([[1297, 1024, 227]]);
    expect(jrnBlocking([[100]], [['SEQONLY']])).toEqual([[1280]]);
    expect(asError(jrnBlocking([[-1]])[0][0]).code).toBe('#NUM!');
    expect(jrnBlocking([[0]])).toEqual([['']]); // 0 is how Excel desktop passes an empty cell
  });

  test('=AS400.FASTWRITEPCT(99, 100) is 0.99', () => {
    expect(fastWritePct([[99]], [[100]])[0][0]).toBeCloseTo(0.99, 12);
    expect(asError(fastWritePct([[101]], [[100]])[0][0]).code).toBe('#NUM!');
    expect(asError(fastWritePct([[1]], [[0]])[0][0]).code).toBe('#NUM!');
  });

  test('=AS400.SMAPPTARGET takes minutes or the special values; logicals are #VALUE!, an empty cell is empty', () => {
    expect(smappTargetFn([[11], ['*SYSDFT'], [1440]])).toEqual([[20], [90], [1440]]);
    expect(asError(smappTargetFn([['*OFF']])[0][0]).code).toBe('#N/A');
    expect(asError(smappTargetFn([[true]])[0][0]).code).toBe('#VALUE!');
    expect(smappTargetFn([[''], [null], [0]])).toEqual([[''], [''], ['']]);
  });
});
