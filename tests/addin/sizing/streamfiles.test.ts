/**
 * Stream-file segments and block transfer sizes against "V5R2 Stream File Performance Enhancements
 * for iSeries" (seed 003): each cited line is re-read, and the code's own "line N" citations must be
 * among them.
 */
import fs from 'fs';
import path from 'path';
import { blockTransferKb, streamFileSegments } from '../../../addin/sizing/streamfiles';
import { ifsBlockKb, ifsSegments } from '../../../functions/streamfiles';
import { excelError, failure, value } from '../../results';
import { seedLine } from '../../seed';

/** What each cited line prints (a part of it: the article's paragraphs are one line each). */
const PRINTED: Readonly<Record<number, readonly string[]>> = {
  51: [
    'may contain from 0 to 256GB (gigabytes) of data',
    'Each stream file consists of from one to many 16MB logical segments, depending on the allocated size of the stream file',
    'a file with an allocated size of 32MB requires two 16MB segments',
  ],
  53: ['used NetServer to upload a 200MB file using an AS/400 model 720'],
  75: ['In V5R2 there is a new keyword for CHGATR called *MAINSTGOPT (Main Storage Option)'],
  84: ['The default main storage option for stream files in V5R2 is *NORMAL.'],
  88: [
    'Leaving the default main storage option of *NORMAL will cause stream files to be accessed using a block transfer size of 16 kilobytes',
    'For stream files having a main storage option of *MINIMIZE, a block transfer size of 8k bytes will be used, and for *DYNAMIC, 12k bytes',
  ],
  108: ["When the storage pool's paging option is *FIXED, the block transfer size of 12k is still used"],
  157: ['*MINIMUM provided lower response times'],
};

describe('seed 003 lines where the tests and the code cite them', () => {
  test.each(Object.entries(PRINTED))('line %s', (n, parts) => {
    for (const part of parts) expect(seedLine('003', Number(n))).toContain(part);
  });

  test('every "line N" the stream-file code and help cite is one of the lines checked above', () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    for (const file of ['addin/sizing/streamfiles.ts', 'functions/streamfiles.ts']) {
      const cited = [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/\blines? (\d+)/g)].map((m) => Number(m[1]));
      expect(cited.length).toBeGreaterThan(0);
      for (const n of cited) expect([file, n, n in PRINTED]).toEqual([file, n, true]);
    }
  });
});

describe('IFSSEGMENTS: MAX(1, CEILING(bytes / 16 MB)), 0 to 256 GB (line 51)', () => {
  test.each([
    [32, 'MB', 2], // line 51's example
    [200, 'MB', 13], // line 53's upload: 12.5 segments, rounded up
    [0, 'MB', 1], // "from one to many"
    [16, 'MB', 1],
    [16 * 2 ** 20 + 1, 'B', 2],
    [16384, 'KB', 1],
    [0.5, 'GB', 32],
    [256, 'GB', 16384],
    [256, 'gb', 16384],
  ] as const)('%d %s: %d', (size, unit, segments) => {
    expect(value(streamFileSegments(size, unit))).toBe(segments);
  });

  test('above 256 GB, or below 0, is #NUM!; an unknown unit #N/A naming the four', () => {
    expect(failure(streamFileSegments(257, 'GB'))).toMatchObject({
      kind: 'num',
      message: 'a stream file holds 0 to 256 GB (V5R2 stream files, line 51); 257 GB is more',
    });
    expect(failure(streamFileSegments(256 * 1024 + 0.5, 'MB'))).toMatchObject({ kind: 'num' });
    expect(failure(streamFileSegments(-1, 'MB'))).toMatchObject({ kind: 'num', message: 'size must be 0 or more, got -1' });
    expect(failure(streamFileSegments(1, 'TB'))).toMatchObject({ kind: 'na', message: 'unit "TB" is not a unit of size: use B, KB, MB or GB' });
    expect(failure(streamFileSegments(-1, 'TB'))).toMatchObject({ kind: 'na' });
  });

  test('the adapter: MB by default (omitted or an empty cell on either host), a column of sizes, text #VALUE!', () => {
    expect(ifsSegments([[32]])).toEqual([[2]]);
    expect(ifsSegments([[32]], [[null]])).toEqual([[2]]);
    expect(ifsSegments([[32]], [[0]])).toEqual([[2]]);
    expect(ifsSegments([[0], [200], [256]], [['MB'], ['MB'], ['GB']])).toEqual([[1], [13], [16384]]);
    // 0 alone is how Excel desktop passes an empty cell: an empty row, as the help says; with its unit it is a size.
    expect(ifsSegments([[0]])).toEqual([['']]);
    expect(ifsSegments([[0]], [['MB']])).toEqual([[1]]);
    expect(excelError(ifsSegments([[257]], [['GB']])[0][0])).toMatchObject({ code: '#NUM!' });
    expect(excelError(ifsSegments([['32MB']])[0][0])).toMatchObject({ code: '#VALUE!' });
    expect(excelError(ifsSegments([[32]], [['TB']])[0][0])).toMatchObject({ code: '#N/A' });
  });
});

describe('IFSBLOCKKB: block transfer size of a main storage option (line 88)', () => {
  test.each([
    ['*NORMAL', 16],
    ['*MINIMIZE', 8],
    ['*DYNAMIC', 12],
    ['*minimize', 8],
  ])('%s: %d KB', (option, kb) => {
    expect(value(blockTransferKb(option))).toBe(kb);
  });

  test("*MINIMUM (line 157's misprint) and any other text are #N/A naming the three", () => {
    const message = 'is not a main storage option: use *NORMAL (16 KB), *MINIMIZE (8 KB) or *DYNAMIC (12 KB) (V5R2 stream files, line 88)';
    for (const option of ['*MINIMUM', 'NORMAL', '*FIXED', '16']) {
      expect(failure(blockTransferKb(option))).toMatchObject({ kind: 'na', message: `option "${option}" ${message}` });
    }
  });

  test('the adapter: a column of options, a bad one #N/A in its own cell, an empty cell empty', () => {
    const out = ifsBlockKb([['*NORMAL'], ['*MINIMUM'], ['*DYNAMIC'], [null]]);
    expect([out[0][0], out[2][0], out[3][0]]).toEqual([16, 12, '']);
    expect(excelError(out[1][0])).toMatchObject({ code: '#N/A' });
    expect(excelError(ifsBlockKb([[true]])[0][0])).toMatchObject({ code: '#VALUE!' });
  });
});
