import { readJobInteractive, readMeasurements } from '../../../addin/measurements/read';
import { failure, value } from '../../results';

const csv = (...lines: string[]) => lines.join('\n');
const HEADER = 'timestamp,cpu,interactive';

describe('every refusal names its line and column; no guard another column disarms', () => {
  test('a NUL byte inside a field on line 3 is refused at line 3 and its column', () => {
    const e = failure(readMeasurements(csv(HEADER, '2024-03-19 10:00,50,20', '2024-03-19 10:15,5\u00000,20')));
    expect(e.message).toMatch(/^line 3, column 2: a NUL character/);
    expect(e.at).toMatchObject({ line: 3, column: 2 });
    // A UTF-16 file: a NUL after the first character of line 1.
    const utf16 = failure(readMeasurements(Array.from(csv(HEADER, '2024-03-19 10:00,50,20'), (c) => `${c}\u0000`).join('')));
    expect(utf16.at).toMatchObject({ line: 1, column: 1 });
    // A quoted field's separator is no column break; a CRLF counts one line.
    expect(failure(readMeasurements(`${HEADER}\r\n"2024-03-19 10:00",50,2\u00000\r\n`)).at).toMatchObject({ line: 2, column: 3 });
  });

  test("the fractions guard judges the cpu column on its own values: an interactive % sign doesn't count", () => {
    const fractions = ['0.2', '0.5', '0.9'];
    const rows = fractions.map((v, i) => `2024-03-19 10:${String(15 * i).padStart(2, '0')},${v},${i === 1 ? '0.1%' : '0.1'}`);
    // An interactive column mixing % and bare values is refused at the first value written the other way.
    const mixed = failure(readMeasurements(csv(HEADER, ...rows)));
    expect(mixed.message).toMatch(/^line 3, column 3 \("interactive"\): "0.1%" is written with a % sign, line 2 without one/);
    const signed = fractions.map((v, i) => `2024-03-19 10:${String(15 * i).padStart(2, '0')},${v},0.1%`);
    const e = failure(readMeasurements(csv(HEADER, ...signed)));
    expect(e.message).toMatch(/^column 2 \("cpu"\): every cpu value is 1 or less/);
    // With the cpu column's own % signs the same values are read as percent: 0.2% is 0.002.
    const percent = fractions.map((v, i) => `2024-03-19 10:${String(15 * i).padStart(2, '0')},${v}%,0.1%`);
    expect([...value(readMeasurements(csv(HEADER, ...percent))).cpu]).toEqual([0.002, 0.005, 0.009]);
  });

  test('a column mixing % and bare values is refused, naming both lines', () => {
    const e = failure(readMeasurements(csv(HEADER, '2024-03-19 10:00,50,20', '2024-03-19 10:15,60,25', '2024-03-19 10:30,0.65%,30')));
    expect(e.message).toMatch(/^line 4, column 2 \("cpu"\): "0.65%" is written with a % sign, line 2 without one/);
    expect(e.at).toMatchObject({ line: 4, column: 2 });
  });

  test('probable fractions of an uncapped partition: every value 10 or less, the median below 1, refused; a median of 1 or more read', () => {
    const file = (values: number[]) =>
      csv(
        'timestamp,cpu,entitlement',
        ...values.map((v, i) => `2024-03-19 ${String(10 + Math.floor(i / 4))}:${String((i % 4) * 15).padStart(2, '0')},${v},1.5`),
      );
    // 0.17 to 1.68: the median of these five is 0.4 (below 1), the largest 1.68 (10 or less).
    const e = failure(readMeasurements(file([0.17, 0.3, 0.4, 1.2, 1.68])));
    expect(e.message).toMatch(/^column 2 \("cpu"\): every cpu value is 10 or less and their median is below 1 \(3 of 5 below 1\)/);
    // Sorted 0.5, 0.9, 1.2, 3: the median (0.9 + 1.2) / 2 = 1.05 is not below 1: read as percent.
    expect([...value(readMeasurements(file([0.9, 3, 0.5, 1.2]))).cpu]).toEqual([0.009, 0.03, 0.005, 0.012]);
    // A value above 10 reads as percent whatever the median.
    expect(value(readMeasurements(file([0.2, 0.3, 11]))).cpu.length).toBe(3);
    // A PDI export the same.
    const pdi = csv('Date-Time,Partition CPU Utilization', '2024-03-19 10:00,0.17', '2024-03-19 10:15,0.5', '2024-03-19 10:30,1.68');
    expect(failure(readMeasurements(pdi)).message).toMatch(/median is below 1/);
  });

  test('a header repeated after the header is read as headings, counted in a warning with its first line, in any format', () => {
    const m = value(readMeasurements(csv(HEADER, '2024-03-19 10:00,50,20', HEADER, '2024-03-19 10:15,60,25', HEADER)));
    expect([...m.lines]).toEqual([2, 4]);
    expect(m.warnings).toContain(
      'the header (line 1) is repeated on line 3 and 1 more line: read as headings, not intervals ' +
        '(a report repeats them on each page; files joined one after another keep theirs)',
    );
    const q = 'INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA';
    const qm = value(readMeasurements(csv(q, '1,2026-09-07-10.15.00.000000,900,225000,450000', q, '2,2026-09-07-10.30.00.000000,900,225000,450000')));
    expect([...qm.lines]).toEqual([2, 4]);
    expect(qm.warnings.some((w) => w.startsWith('the header (line 1) is repeated on line 3: read as headings'))).toBe(true);
  });
});

describe('a job-level file keyed by INTNUM over several collections', () => {
  test('interval numbers that come round again are refused, naming the cause and the line', () => {
    // Two collections of two intervals each, one row a job: INTNUM 1, 2, then 1 again on line 6.
    const jobs = csv('INTNUM,JBTYPE,JBCPU', '1,I,100', '1,B,50', '2,I,200', '2,I,10', '1,I,300', '2,I,400');
    const e = failure(readJobInteractive(jobs));
    expect(e.message).toMatch(/^line 6, column 1 \("INTNUM"\): interval 1 again, after interval 2 \(line 4\) and its own rows from line 2: /);
    expect(e.message).toMatch(/INTNUM restarts with each collection: add DATETIME to the query$/);
    expect(e.at).toMatchObject({ line: 6, column: 1 });
    // One collection, one row a job: read, the interval's interactive jobs summed (200 + 10).
    const one = value(readJobInteractive(csv('INTNUM,JBTYPE,JBCPU', '1,I,100', '1,B,50', '2,I,200', '2,I,10')));
    expect([one.key, one.milliseconds.get(1), one.milliseconds.get(2)]).toEqual(['INTNUM', 100, 210]);
    // A job-level file is refused at a repeated header, naming it.
    const twice = failure(readJobInteractive(csv('INTNUM,JBTYPE,JBCPU', '1,I,100', 'INTNUM,JBTYPE,JBCPU', '2,I,200')));
    expect([twice.message.startsWith('line 3: the header (line 1) again'), twice.at]).toEqual([true, { line: 3 }]);
    // Keyed by DATETIME the same days are read.
    const byTime = value(readJobInteractive(csv('INTNUM,DATETIME,JBTYPE,JBCPU', '1,2026-09-07 10:15,I,100', '1,2026-09-08 10:15,I,300')));
    expect([byTime.key, byTime.milliseconds.size]).toEqual(['time', 2]);
  });
});
