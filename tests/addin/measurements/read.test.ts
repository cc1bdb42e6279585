import { MAX_CHARACTERS, MAX_INTERVALS, type Measurements, readMeasurements } from '../../../addin/measurements/read';
import { summarize } from '../../../addin/measurements/summary';
import { spanOf } from '../../../addin/measurements/window';
import { failure, value } from '../../results';

const read = (text: string): Measurements => value(readMeasurements(text));
const refused = (text: string): string => failure(readMeasurements(text)).message;
const csv = (...lines: string[]) => lines.join('\n') + '\n';
const HEADER = 'timestamp,cpu,interactive';

describe('a measurement CSV read into intervals', () => {
  test('a worked example: 20 intervals, summarised by hand', () => {
    // cpu 5%, 10%, ... 100% and interactive 2%, 4%, ... 40%, in a shuffled order (timestamps in order).
    const order = [7, 3, 19, 1, 12, 20, 5, 16, 9, 14, 2, 18, 11, 6, 17, 4, 13, 10, 8, 15];
    const rows = order.map((i, k) => `2024-03-19 ${String(8 + Math.floor(k / 4)).padStart(2, '0')}:${String((k % 4) * 15).padStart(2, '0')},${5 * i},${2 * i}`);
    const m = read(csv(HEADER, ...rows));
    const s = summarize(m);
    expect(s.intervals).toBe(20);
    // peak: the 100% and 40% rows. mean: 5 x (1 + ... + 20) / 20 = 5 x 210 / 20 = 52.5%; 2 x 210 / 20 = 21%.
    // p95, nearest rank: ceil(0.95 x 20) = the 19th value sorted up: 95% and 38%.
    expect(s.cpu).toMatchObject({ peak: 1, mean: expect.closeTo(0.525, 12), p95: 0.95 });
    expect(s.interactive).toMatchObject({ peak: 0.4, mean: expect.closeTo(0.21, 12), p95: 0.38 });
    expect([s.first, s.last]).toEqual(['2024-03-19 08:00', '2024-03-19 12:45']);
    expect(s.intervalSeconds).toBe(15 * 60);
  });

  test('p95 of 21 intervals is the 20th value sorted up (ceil 19.95), of 100 the 95th, of 1 the one value', () => {
    const stamps = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString().slice(0, 16));
    const series = (values: number[]) => summarize(read(csv(HEADER, ...stamps(values.length).map((t, i) => `${t},${values[i]},0`))));
    expect(series(Array.from({ length: 21 }, (_, i) => i + 1)).cpu.p95).toBe(0.2);
    expect(series(Array.from({ length: 100 }, (_, i) => 100 - i)).cpu.p95).toBe(0.95);
    expect(series([42.5]).cpu).toMatchObject({ peak: 0.425, mean: 0.425, p95: 0.425 });
    expect(series([42.5]).intervalSeconds).toBeNull();
  });

  test('percentages read as the fractions a planner types: 32.1 and 32.1% are 0.321', () => {
    const m = read(csv(HEADER, '2024-03-19 10:00,32.1,17.8%', '2024-03-19 10:15,32.2,0.5%'));
    expect([...m.cpu]).toEqual([0.321, 0.322]);
    expect([...m.interactive!]).toEqual([0.178, 0.005]);
    expect([...read(csv(HEADER, '2024-03-19 10:00,"32.1 %",.5', '2024-03-19 10:15,32.2%,1')).cpu]).toEqual([0.321, 0.322]);
  });

  test('numbers as reports print them: a sign, a leading or trailing point, a space before %; anything else is not a number', () => {
    // A second interval at 50% keeps the file in percent (a file whose every cpu value is 1 or less is refused), written as the cell is (a column is one way).
    const cpuOf = (cell: string) => readMeasurements(csv(HEADER, `2024-03-19 10:00,${cell},0`, `2024-03-19 10:15,${cell.endsWith('%') ? '50%' : '50'},0`));
    for (const [cell, fraction] of [
      ['+3', 0.03],
      ['32. %', 0.32],
      ['.0', 0],
      ['-0', 0],
      ['100', 1],
      ['0.05', 0.0005],
      ['99.99%', 0.9999],
    ] as const) {
      expect(value(cpuOf(cell)).cpu[0]).toBe(fraction);
    }
    expect(Object.is(value(cpuOf('-0')).cpu[0], 0)).toBe(true); // not -0
    for (const cell of ['1.2.3', '32%%', '%', '.', '1e2', '0x10', '3 2', 'Infinity', '"32,1"', '- 3']) {
      expect(failure(cpuOf(cell)).message).toMatch(/^line 2, column 2 \("cpu"\): ".*" is not a number/);
    }
  });

  test('headers in any order and case, other columns ignored; the headings found are reported as printed', () => {
    const m = read(csv('Batch,INTERACTIVE,System,Time Stamp,CPU', '12.5,20,X,2024-03-19T10:00:00,50'));
    expect(m.headings).toEqual({ timestamp: 'Time Stamp', cpu: 'CPU', interactive: 'INTERACTIVE' });
    expect([m.cpu[0], m.interactive![0]]).toEqual([0.5, 0.2]);
  });

  test('RFC 4180: quoted fields hold separators, doubled quotes and line breaks; lines are counted through them', () => {
    const text = csv(
      'timestamp,note,cpu,interactive',
      '2024-03-19 10:00,"a, b ""c""",50,20',
      '2024-03-19 10:15,"two',
      'lines",60,25',
      '2024-03-19 10:30,plain,70,abc',
    );
    // The bad value is on the file's 5th line, after a record spread over lines 3 and 4.
    expect(refused(text)).toMatch(/^line 5, column 4 \("interactive"\): "abc" is not a number/);
    expect(read(text.replace('abc', '30')).lines).toEqual(Uint32Array.from([2, 3, 5]));
  });

  test('a UTF-8 BOM, CRLF, a lone CR and a missing last line break read alike', () => {
    const rows = [HEADER, '2024-03-19 10:00,50,20', '2024-03-19 10:15,60,25'];
    const plain = summarize(read(rows.join('\n')));
    for (const text of ['\ufeff' + rows.join('\r\n') + '\r\n', rows.join('\r'), rows.join('\n') + '\n\n\n']) {
      expect(summarize(read(text))).toEqual(plain);
    }
  });

  test('European Excel: semicolons and decimal commas; Excel\'s "sep=" line; tabs', () => {
    const expected = { peak: 0.605, mean: expect.closeTo(0.5525, 12), p95: 0.605 };
    expect(summarize(read(csv('timestamp;cpu;interactive', '2024-03-19 10:00;50;20,5', '2024-03-19 10:15;60,5;25'))).cpu).toMatchObject(expected);
    expect(summarize(read(csv('sep=;', 'timestamp;cpu;interactive', '2024-03-19 10:00;50%;20,5', '2024-03-19 10:15;60,5%;25'))).cpu).toMatchObject(expected);
    expect(summarize(read(csv('timestamp\tcpu\tinteractive', '2024-03-19 10:00\t50\t20,5', '2024-03-19 10:15\t60.5\t25'))).cpu).toMatchObject(expected);
    // With commas separating, a decimal comma can only be a quoted field: refused, not read as 60 or 605.
    expect(refused(csv(HEADER, '2024-03-19 10:00,"60,5",25'))).toMatch(/^line 2, column 2 \("cpu"\): "60,5" is not a number/);
  });

  test('blank lines and the empty rows Excel writes as ",," are not intervals', () => {
    const m = read(csv('', HEADER, '2024-03-19 10:00,50,20', '', ',,', '2024-03-19 10:15,60,25', ' , , '));
    expect([spanOf(m.times), m.cpu.length]).toEqual(['2024-03-19 10:00 to 2024-03-19 10:15', 2]);
    expect([...m.lines]).toEqual([3, 6]);
  });

  test('timestamps: ISO 8601 with T, seconds, fractions and zones; a date alone; zones put in order by the instant', () => {
    const m = read(
      csv(
        HEADER,
        '2024-03-19,10,0',
        '2024-03-19T10:00:00Z,10,0',
        '2024-03-19T11:30:00+01:00,10,0', // 10:30 UTC
        '2024-03-19 10:45:30.5,10,0',
        '2024-03-19 06:00-05:00,10,0', // 11:00 UTC
      ),
    );
    expect([...m.times].map((t) => new Date(t).toISOString())).toEqual([
      '2024-03-19T00:00:00.000Z',
      '2024-03-19T10:00:00.000Z',
      '2024-03-19T10:30:00.000Z',
      '2024-03-19T10:45:30.500Z',
      '2024-03-19T11:00:00.000Z',
    ]);
    expect(summarize(m).intervalSeconds).toBeNull(); // unequal steps
  });

  test('a file of fractions in place of percentages is refused with the fix, never sized as 1% of the CPU', () => {
    const refused = failure(readMeasurements(csv(HEADER, '2024-03-19 10:00,0.65,0.32', '2024-03-19 10:15,1,0.5')));
    expect(refused.message).toMatch(/^column 2 \("cpu"\): every cpu value is 1 or less/);
    expect(refused.message).toContain('write them as percentages (multiply by 100)');
    // A % sign says the values are percent: an idle system may be measured at 1% or less.
    expect(read(csv(HEADER, '2024-03-19 10:00,0.65%,0.32%')).cpu[0]).toBe(0.0065);
    expect(read(csv(HEADER, '2024-03-19 10:00,65,32')).warnings).toEqual([]);
    // One value above 1 is enough to read the file as percent.
    expect(read(csv(HEADER, '2024-03-19 10:00,0.65,0.32', '2024-03-19 10:15,1.5,0.5')).cpu[1]).toBe(0.015);
  });
});

describe('the interactive column is optional; interactive above the total by export rounding is the total', () => {
  test('without an interactive column interactive is unknown (null), never 0, and the file is read', () => {
    const m = read(csv('timestamp,cpu', '2024-03-19 10:00,50', '2024-03-19 10:15,62.5'));
    expect(m.interactive).toBeNull();
    expect(m.headings).toEqual({ timestamp: 'timestamp', cpu: 'cpu', interactive: null });
    expect([...m.cpu]).toEqual([0.5, 0.625]);
    expect(m.warnings).toEqual([]);
  });

  test('interactive 0.1 point or less above the total (two columns each rounded to 0.1) reads as the total, counted in one warning', () => {
    const m = read(csv(HEADER, '2024-03-19 10:00,40,40.1', '2024-03-19 10:15,50,20', '2024-03-19 10:30,30.05,30.1'));
    expect([...m.interactive!]).toEqual([0.4, 0.2, 0.3005]);
    expect(m.warnings).toHaveLength(1);
    expect(m.warnings[0]).toMatch(
      /^interactive above the total CPU by 0.1 point or less in 2 intervals, the first 2024-03-19 10:00 \(line 2\): export rounding/,
    );
  });
});

describe('bad input is refused, naming the line and the column, and nothing is read', () => {
  const cases: [string, string, RegExp][] = [
    ['an empty file', '', /^the file is empty/],
    ['a BOM and blank lines only', '\ufeff\r\n \r\n', /^the file is empty/],
    ['a header only', csv(HEADER), /^line 1 is the header and no interval follows it/],
    ['a header only, after blank lines', csv('', '', HEADER, ',,'), /^line 3 is the header and no interval follows it/],
    [
      'a missing column',
      csv('timestamp,total,batch', '2024-03-19 10:00,50,20'),
      new RegExp(
        /^line 1 \(the header\): no column cpu \(total CPU utilization in percent; also read under "CPU % Total", "CPU /.source +
          /Utilization Total", "Partition CPU Utilization"\)\. The header read \(separated by commas\) is: "timestamp", /.source +
          /"total", "batch"\. A Collection Services export is read by its fields: QAPMSYSTEM needs SYSPTU and SYSCTA$/.source,
      ),
    ],
    ['two missing columns', csv('when;total;inter'), /^line 1 \(the header\): no column timestamp .*, no column cpu .*separated by semicolons/],
    [
      'a column named twice',
      csv('timestamp,cpu,interactive,CPU % Total', '2024-03-19 10:00,50,20,50'),
      /^line 1: columns 2 \("cpu"\) and 4 \("CPU % Total"\) both name cpu/,
    ],
    ['text where a number belongs', csv(HEADER, '2024-03-19 10:00,50,20', '2024-03-19 10:15,n/a,20'), /^line 3, column 2 \("cpu"\): "n\/a" is not a number/],
    ['an empty value', csv(HEADER, '2024-03-19 10:00,50,'), /^line 2, column 3 \("interactive"\): empty/],
    ['a value above 100', csv(HEADER, '2024-03-19 10:00,100.1,20'), /^line 2, column 2 \("cpu"\): "100.1" is above 100%/],
    ['a value below 0', csv(HEADER, '2024-03-19 10:00,50,-0.1'), /^line 2, column 3 \("interactive"\): "-0.1" is below 0%/],
    [
      'interactive above the total by more than export rounding',
      csv(HEADER, '2024-03-19 10:00,40,40.2'),
      new RegExp(
        /^line 2, column 3 \("interactive"\): interactive 40.2% is above the total CPU /.source +
          /40% of the same interval: interactive work is part of the total \(PCR V4R5 2.11/.source,
      ),
    ],
    [
      'timestamps out of order',
      csv(HEADER, '2024-03-19 10:15,50,20', '2024-03-19 10:00,50,20'),
      /^line 3, column 1 \("timestamp"\): 2024-03-19 10:00 is earlier than the interval before it, 2024-03-19 10:15 \(line 2\)/,
    ],
    [
      'a repeated timestamp',
      csv(HEADER, '2024-03-19 10:00,50,20', '2024-03-19T10:00:00,50,20'),
      /^line 3, column 1 \("timestamp"\): 2024-03-19T10:00:00 repeats the interval before it, 2024-03-19 10:00 \(line 2\)/,
    ],
    ['a time without a date', csv(HEADER, '10:36,50,20'), /^line 2, column 1 \("timestamp"\): "10:36" is a time without a date/],
    ['a regional date', csv(HEADER, '19/03/2024 10:36,50,20'), /^line 2, column 1 \("timestamp"\): "19\/03\/2024 10:36" is a date in a regional form/],
    ['no such date', csv(HEADER, '2023-02-29 10:00,50,20'), /^line 2, column 1 \("timestamp"\): "2023-02-29 10:00" is no such date or time/],
    ['no such hour', csv(HEADER, '2024-03-19 24:00,50,20'), /is no such date or time/],
    ['text as a timestamp', csv(HEADER, 'yesterday,50,20'), /^line 2, column 1 \("timestamp"\): "yesterday" is not a date and time/],
    ['an empty timestamp', csv(HEADER, ',50,20'), /^line 2, column 1 \("timestamp"\): empty/],
    [
      'a row with a field too many',
      csv(HEADER, '2024-03-19 10:00,50,20,7'),
      /^line 2, column 4: a field beyond the header: the row has 4 fields, the header \(line 1\) 3/,
    ],
    [
      'a row with a field too few',
      csv(HEADER, '2024-03-19 10:00,50,20', '2024-03-19 10:15,50'),
      /^line 3, column 3: missing: the row has 2 fields, the header \(line 1\) 3/,
    ],
    ['a quote never closed', csv(HEADER, '2024-03-19 10:00,"50,20'), /^line 2, column 2: a quoted field opens here and is never closed/],
    ['text after a closing quote', csv(HEADER, '2024-03-19 10:00,"50"x,20'), /^line 2, column 2: text after the closing quote/],
    ['UTF-16 text', 't\u0000i\u0000m\u0000e\u0000', /not UTF-8 text/],
  ];
  test.each(cases)('%s', (_, text, message) => {
    expect(refused(text)).toMatch(message);
  });

  test(`a file larger than a measurement export (${MAX_CHARACTERS / 2 ** 20} MB of text) is refused before it is read`, () => {
    expect(refused(csv(HEADER).padEnd(MAX_CHARACTERS + 1, ' '))).toMatch(/^the file is 100\.0 MB, more than the 100 MB a measurement export takes/);
  });

  test(`more than ${MAX_INTERVALS.toLocaleString('en-US')} intervals are refused at the line that passes the limit`, () => {
    // One-second intervals over 12 days (1,036,800), cut to the limit plus one.
    const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
    const day = Array.from({ length: 86_400 }, (_, s) => ` ${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)},10,0`);
    const rows = [HEADER];
    for (let d = 1; d <= 12; d++) for (const time of day) rows.push(`2024-01-${two(d)}${time}`);
    rows.length = MAX_INTERVALS + 2;
    expect(rows.length).toBe(MAX_INTERVALS + 2);
    expect(refused(rows.join('\n'))).toMatch(new RegExp(`^line ${MAX_INTERVALS + 2}: more than 1,000,000 intervals`));
    rows.pop();
    expect(value(readMeasurements(rows.join('\n'))).cpu.length).toBe(MAX_INTERVALS);
  }, 120_000);
});
