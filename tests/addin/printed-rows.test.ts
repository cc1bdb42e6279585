import { printedRows } from '../../addin/tables/printed';

describe('printedRows: a block of "line|cell|cell" text as printed rows', () => {
  test('an empty line number is the line after the row above', () => {
    expect(printedRows('\n7899|820-2395 (1521)|400|n/a\n|820-2395 (1522)|400|n/a\n|820-2395 (1523)|450|2 MB\n')).toEqual([
      [7899, '820-2395 (1521)', '400', 'n/a'],
      [7900, '820-2395 (1522)', '400', 'n/a'],
      [7901, '820-2395 (1523)', '450', '2 MB'],
    ]);
  });

  test('a row after a gap carries its number, and the count goes on from it', () => {
    expect(printedRows('869|a\n871|b\n|c\n885|d')).toEqual([
      [869, 'a'],
      [871, 'b'],
      [872, 'c'],
      [885, 'd'],
    ]);
  });

  test('empty cells stay empty strings, wherever they stand', () => {
    expect(printedRows('5497|128 GB File|S|110000||\n||R||195000|')).toEqual([
      [5497, '128 GB File', 'S', '110000', '', ''],
      [5498, '', 'R', '', '195000', ''],
    ]);
    expect(printedRows('12|')).toEqual([[12, '']]);
  });

  test('blank lines and the whitespace around a line are dropped; spaces inside cells are kept', () => {
    expect(printedRows('\n   \n    5545|Pool Size    Max. Act|10 % \n\n\t|< 0.003| > 0.040\n  ')).toEqual([
      [5545, 'Pool Size    Max. Act', '10 %'],
      [5546, '< 0.003', ' > 0.040'],
    ]);
  });

  test.each([
    ['the first row has no line number', '|a|b\n|c|d', /first row must carry its seed line/],
    ['a line number that is not a number', '12|a\nx3|b', /seed line "x3" is not a number/],
    ['a negative line number', '-3|a', /seed line "-3" is not a number/],
    ['a fractional line number', '1.5|a', /seed line "1.5" is not a number/],
    ['a repeated line number', '5|a\n5|b', /seed line 5 does not follow 5/],
    ['a line number going back', '5|a\n4|b', /seed line 4 does not follow 5/],
    ['a number that collides with the counted line', '5|a\n|b\n6|c', /seed line 6 does not follow 6/],
    ['a row without cells', '5|a\n6', /no cells/],
    ['a row with a cell less than the row above', '5|a|b\n|c', /the row above has 2 cells, this one 1/],
    ['a row with a cell more than the row above', '5|a|b\n|c|d|e', /the row above has 2 cells, this one 3/],
    ['an empty block', '', /no row/],
    ['a block of blank lines', '\n  \n', /no row/],
  ])('throws on %s', (_what, block, message) => {
    expect(() => printedRows(block)).toThrow(message);
  });
});
