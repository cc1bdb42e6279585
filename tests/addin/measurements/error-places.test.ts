/**
 * A refused file's error carries the line and column it points at as fields (SizingError.at), for
 * code that marks the place (the pane, the command line) without reading the message. Each file
 * here is built with its one bad cell at a line and column chosen in the test.
 */
import { readJobInteractive } from '../../../addin/measurements/jobs';
import { readMeasurements } from '../../../addin/measurements/read';
import { failure } from '../../results';

/** A file of `rows` good intervals, whose row `bad` (from 0) has `cell` in column `column` (from 1). */
function columnsFile(bad: number, column: number, cell: string): string {
  const lines = ['timestamp,cpu,interactive'];
  for (let i = 0; i < 5; i++) {
    const row = [`2024-03-19 10:${String(i * 10).padStart(2, '0')}`, '50', '20'];
    if (i === bad) row[column - 1] = cell;
    lines.push(row.join(','));
  }
  return lines.join('\n');
}

describe('the place of a refusal, as fields', () => {
  test.each([
    [0, 2, 'x'],
    [3, 3, 'abc'],
    [4, 1, 'yesterday'],
  ])('the add-in\'s columns: row %i, column %i holding "%s" is refused at line row + 2 and that column', (bad, column, cell) => {
    const e = failure(readMeasurements(columnsFile(bad, column, cell)));
    expect(e.at).toEqual({ line: bad + 2, column });
    expect(e.message.startsWith(`line ${bad + 2}, column ${column}`)).toBe(true);
  });

  test('a row with a field too few: the line and the first missing column', () => {
    const e = failure(readMeasurements('timestamp,cpu,interactive\n2024-03-19 10:00,50,20\n2024-03-19 10:15,50\n'));
    expect(e.at).toEqual({ line: 3, column: 3 });
  });

  test('an interval earlier than the one before it: its line and the timestamp column', () => {
    const e = failure(readMeasurements('cpu,timestamp\n50,2024-03-19 10:15\n50,2024-03-19 10:00\n'));
    expect(e.at).toEqual({ line: 3, column: 2 });
  });

  test('a quoted field never closed: the line it opens on', () => {
    const e = failure(readMeasurements('timestamp,cpu,interactive\n2024-03-19 10:00,50,20\n2024-03-19 10:15,"50,20\n'));
    expect(e.at).toEqual({ line: 3, column: 2 });
  });

  test("a QAPMSYSTEM export with SYSCTA 0: that line and SYSCTA's column", () => {
    const header = 'INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA';
    const e = failure(readMeasurements([header, '1,2026-09-07 10:15:00,900,225000,450000', '2,2026-09-07 10:30:00,900,225000,0'].join('\n')));
    expect(e.at).toEqual({ line: 3, column: header.split(',').indexOf('SYSCTA') + 1 });
  });

  test("a header without its columns: the header's line, no column", () => {
    const e = failure(readMeasurements('\n\nwhen,load\n2024-03-19 10:00,50\n'));
    expect(e.at).toEqual({ line: 3 });
  });

  test("a job-level file with a CPU time that is no number: that line and JBCPU's column", () => {
    const header = 'INTNUM,JBTYPE,JBCPU';
    const e = failure(readJobInteractive([header, '1,I,1200', '1,B,300', '2,I,lots'].join('\n')));
    expect(e.at).toEqual({ line: 4, column: 3 });
  });
});
