/**
 * The formats of measured data besides the add-in's three columns: a QAPMSYSTEM export (with a
 * job-level export beside it), a PDI export, a Component Report copy with its partition header
 * lines, and an entitlement column. Every expected value is computed here from IBM's definitions
 * (IBM i 7.4, Collection Services data files: QAPMSYSTEM: cpu = SYSPTU / SYSCTA, entitlement = SYSCTA /
 * (INTSEC x 1000)), never copied from the reader's output.
 */
import {
  COMPONENT_REPORT_FORMAT,
  type Measurements,
  PDI_FORMAT,
  QAPMSYSTEM_FORMAT,
  readJobInteractive,
  readMeasurements,
  type ReadOptions,
} from '../../../addin/measurements/read';
import { spanOf } from '../../../addin/measurements/window';
import { failure, value } from '../../results';

const read = (text: string, options?: ReadOptions): Measurements => value(readMeasurements(text, options));
const refused = (text: string, options?: ReadOptions): string => failure(readMeasurements(text, options)).message;
const csv = (...lines: string[]) => lines.join('\n') + '\n';
const iso = (t: number) => new Date(t).toISOString();

describe('a QAPMSYSTEM export', () => {
  // Three 15-minute intervals of an uncapped partition entitled to 0.5 processing units: SYSCTA is
  // 0.5 x 900 s x 1000 = 450,000 ms; the second interval uses 1.5 times that.
  const HEADER = 'INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA,SYIFUS,SYUCAPF';
  const rows = [
    [1, '2026-09-07-10.15.00.000000', 900, 225000, 450000, 45000, '1'],
    [2, '2026-09-07-10.30.00.000000', 900, 675000, 450000, 90000, '1'],
    [3, '2026-09-07-10.45.00.000000', 900, 90000, 450000, 0, '1'],
  ] as const;
  const text = csv(HEADER, ...rows.map((r) => r.join(',')));

  test('cpu is SYSPTU / SYSCTA, above 1 on an uncapped partition; the entitlement SYSCTA / (INTSEC x 1000); interactive SYIFUS / SYSCTA', () => {
    const m = read(text);
    expect(m.format).toBe(QAPMSYSTEM_FORMAT);
    expect([...m.cpu]).toEqual(rows.map((r) => r[3] / r[4]));
    expect(m.cpu[1]).toBe(1.5);
    expect([...m.entitlement!]).toEqual(rows.map((r) => r[4] / (r[2] * 1000)));
    expect(m.entitlement![0]).toBe(0.5);
    expect([...m.interactive!]).toEqual(rows.map((r) => r[5] / r[4]));
    expect(m.ofEntitlement).toBe(true);
    expect(m.partition).toEqual({ uncapped: true });
    expect(m.headings).toEqual({ timestamp: 'DATETIME', cpu: 'SYSPTU / SYSCTA', interactive: 'SYIFUS / SYSCTA', entitlement: 'SYSCTA / (INTSEC x 1000)' });
    // Db2 for i's timestamp form, read as written, and shown as every other time is.
    expect([...m.times].map(iso)).toEqual(['2026-09-07T10:15:00.000Z', '2026-09-07T10:30:00.000Z', '2026-09-07T10:45:00.000Z']);
    expect(spanOf(m.times)).toBe('2026-09-07 10:15 to 2026-09-07 10:45');
    expect(m.zoned).toBe(false); // its dashes are no zone
    expect(m.warnings).toEqual([]);
  });

  test('processing units consumed are cpu x entitlement: SYSPTU / (INTSEC x 1000)', () => {
    const m = read(text);
    rows.forEach((r, i) => expect(m.cpu[i] * m.entitlement![i]).toBeCloseTo(r[3] / (r[2] * 1000), 12));
  });

  test('without SYIFUS interactive is unknown (null); without SYUCAPF the partition says nothing', () => {
    const m = read(csv('DATETIME,INTSEC,SYSPTU,SYSCTA', '2026-09-07 10:15:00,900,225000,450000'));
    expect(m.interactive).toBeNull();
    expect(m.headings.interactive).toBeNull();
    expect(m.partition).toBeNull();
    expect(m.cpu[0]).toBe(0.5);
  });

  test('SYVCPU / (INTSEC x 1000) is the average virtual processors, of the last interval; SYUCAPF 0 is capped, blank unknown', () => {
    // 2 virtual processors over 900 s configure 1,800,000 ms; then 3 over 600 s, 1,800,000 ms again.
    const m = read(
      csv('DATETIME,INTSEC,SYSPTU,SYSCTA,SYVCPU,SYUCAPF', '2026-09-07 10:15:00,900,1,450000,1800000,0', '2026-09-07 10:25:00,600,1,300000,1800000,0'),
    );
    expect(m.partition).toEqual({ uncapped: false, virtualProcessors: 1800000 / (600 * 1000) });
    expect(m.partition!.virtualProcessors).toBe(3);
    expect(read(csv('DATETIME,INTSEC,SYSPTU,SYSCTA,SYUCAPF', '2026-09-07 10:15:00,900,1,450000," "')).partition).toBeNull();
  });

  test("DTETIM (yymmddhhmmss) with DTECEN: 0 is 19xx, 1 is 20xx; CPYTOIMPF's quoted text fields and trailing points read", () => {
    const m = read(csv('"DTECEN","DTETIM","INTSEC","SYSPTU","SYSCTA"', '"0","990907101500",900.,300000.,600000.', '"1","260907103000",900,300000,600000'));
    expect([...m.times].map(iso)).toEqual(['1999-09-07T10:15:00.000Z', '2026-09-07T10:30:00.000Z']);
    expect(m.headings.timestamp).toBe('DTECEN, DTETIM');
    expect([...m.entitlement!]).toEqual([600000 / 900000, 600000 / 900000]);
  });

  test('semicolons and decimal commas, as European Excel saves the export', () => {
    const m = read(csv('DATETIME;INTSEC;SYSPTU;SYSCTA', '2026-09-07 10:15:00;900;225000,5;450000'));
    expect(m.cpu[0]).toBe(225000.5 / 450000);
  });

  test('an entitlement that changes (a dynamic LPAR change) is a warning naming the time; each interval is a share of its own', () => {
    const m = read(
      csv(
        'DATETIME,INTSEC,SYSPTU,SYSCTA',
        '2026-09-07 10:15:00,900,225000,450000', // 0.50
        '2026-09-07 10:30:00,900,225000,450100', // 0.5001: the same in hundredths
        '2026-09-07 10:45:00,900,225000,675000', // 0.75
      ),
    );
    expect([...m.cpu]).toEqual([225000 / 450000, 225000 / 450100, 225000 / 675000]);
    expect(m.entitlement![2]).toBe(0.75);
    expect(m.warnings).toEqual([
      'the entitlement changes during the file (a dynamic LPAR change): from 0.50 to 0.75 processing units at ' +
        "2026-09-07 10:45:00 (line 4): each interval's utilization is a share of its own entitlement",
    ]);
  });

  test.each([
    [
      'SYSCTA = 0',
      csv('DATETIME,INTSEC,SYSPTU,SYSCTA', '2026-09-07 10:15:00,900,1,450000', '2026-09-07 10:30:00,900,0,0'),
      /^line 3, column 4 \("SYSCTA"\): 0, no CPU time configured for the partition/,
    ],
    [
      'above 1,000% of the entitlement',
      csv('DATETIME,INTSEC,SYSPTU,SYSCTA', '2026-09-07 10:15:00,900,4500001,450000'),
      /^line 2, column 3 \("SYSPTU"\): SYSPTU \/ SYSCTA = 4500001 \/ 450000 is 1000% of the entitlement, above the 1000% a partition reaches/,
    ],
    [
      'SYIFUS above SYSPTU',
      csv('DATETIME,INTSEC,SYSPTU,SYSCTA,SYIFUS', '2026-09-07 10:15:00,900,1000,450000,2000'),
      /^line 2, column 5 \("SYIFUS"\): interactive 0\.4% \(SYIFUS \/ SYSCTA\) is above the total CPU 0\.2%/,
    ],
    [
      'a field that is no number',
      csv('DATETIME,INTSEC,SYSPTU,SYSCTA', '2026-09-07 10:15:00,900,n/a,450000'),
      /^line 2, column 3 \("SYSPTU"\): "n\/a" is not a CPU time in milliseconds/,
    ],
    ['an empty INTSEC', csv('DATETIME,INTSEC,SYSPTU,SYSCTA', '2026-09-07 10:15:00,,1,450000'), /^line 2, column 2 \("INTSEC"\): empty/],
    ['a negative time', csv('DATETIME,INTSEC,SYSPTU,SYSCTA', '2026-09-07 10:15:00,900,-5,450000'), /^line 2, column 3 \("SYSPTU"\): "-5" is not a CPU time/],
    [
      'a century digit that is neither 0 nor 1',
      csv('DTECEN,DTETIM,INTSEC,SYSPTU,SYSCTA', '2,260907101500,900,1,450000'),
      /^line 2, column 1 \("DTECEN"\): "2 260907101500" is not a DTECEN century digit \(0 or 1\)/,
    ],
    [
      'a DTETIM of no real time',
      csv('DTECEN,DTETIM,INTSEC,SYSPTU,SYSCTA', '1,260907251500,900,1,450000'),
      /^line 2, column 2 \("DTETIM"\): "2026-09-07 25:15:00" is not a DTECEN/,
    ],
    [
      'intervals out of order',
      csv('DATETIME,INTSEC,SYSPTU,SYSCTA', '2026-09-07-10.30.00.000000,900,1,450000', '2026-09-07-10.15.00.000000,900,1,450000'),
      /^line 3, column 1 \("DATETIME"\): 2026-09-07-10.15.00.000000 is earlier than the interval before it, 2026-09-07-10.30.00.000000 \(line 2\)/,
    ],
    [
      'no INTSEC',
      csv('DATETIME,SYSPTU,SYSCTA', '2026-09-07 10:15:00,1,450000'),
      /^line 1 \(the header of a QAPMSYSTEM export, which names SYSPTU and SYSCTA\): no field INTSEC/,
    ],
    [
      'DTETIM without DTECEN',
      csv('DTETIM,INTSEC,SYSPTU,SYSCTA', '260907101500,900,1,450000'),
      /^line 1 \(the header of a QAPMSYSTEM export.*\): no field DTECEN \(the century of DTETIM/,
    ],
  ])('refused, naming line and column: %s', (_, text, message) => {
    expect(refused(text)).toMatch(message);
  });
});

describe('a job-level export beside a QAPMSYSTEM export: interactive is the sum of JBCPU of type I jobs over SYSCTA', () => {
  const SYSTEM = csv(
    'INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA,SYIFUS',
    '1,2026-09-07 10:15:00,900,225000,450000,1',
    '2,2026-09-07 10:30:00,900,300000,450000,1',
    '3,2026-09-07 10:45:00,900,90000,450000,1',
  );
  // One row per job and interval, as QAPMJOBL holds them: interval 1 has two interactive jobs and a batch job, interval 2 batch only, interval 3 none.
  const JOBS = csv(
    'INTNUM,DATETIME,JBNAME,JBTYPE,JBCPU',
    '1,2026-09-07 10:15:00,QPADEV0001,I,30000',
    '1,2026-09-07 10:15:00,QPADEV0002,"I ",15000',
    '1,2026-09-07 10:15:00,NIGHTLY,B,100000',
    '2,2026-09-07 10:30:00,NIGHTLY,B,200000',
  );

  test('joined by date and time; an interval with no interactive job is 0; one absent from the job file is 0, with a warning', () => {
    const jobs = value(readJobInteractive(JOBS));
    expect(jobs.key).toBe('time');
    const m = read(SYSTEM, { jobs });
    expect([...m.interactive!]).toEqual([(30000 + 15000) / 450000, 0, 0]);
    expect(m.headings.interactive).toBe('sum of JBCPU of jobs of JBTYPE I (job-level export) / SYSCTA');
    expect(m.warnings).toEqual([
      '1 interval has no row in the job-level file, the first 2026-09-07 10:45:00 (line 4): read as ' +
        'no interactive work (Collection Services writes only jobs that used CPU)',
    ]);
  });

  test('joined by INTNUM where the job file has no time', () => {
    const jobs = value(readJobInteractive(csv('INTNUM,JBTYPE,JBCPU', '1,I,45000', '2,B,1', '3,I,9000')));
    expect(jobs.key).toBe('INTNUM');
    expect([...read(SYSTEM, { jobs }).interactive!]).toEqual([45000 / 450000, 0, 9000 / 450000]);
    expect(refused(csv('DATETIME,INTSEC,SYSPTU,SYSCTA', '2026-09-07 10:15:00,900,1,450000'), { jobs })).toMatch(
      /^line 1 \(the header of a QAPMSYSTEM export.*\): no field INTNUM/,
    );
  });

  test('a job file of another collection, and bad job files, are refused', () => {
    const other = value(readJobInteractive(csv('DATETIME,JBTYPE,JBCPU', '2026-09-08 10:15:00,I,1')));
    expect(refused(SYSTEM, { jobs: other })).toMatch(/^the job-level file has no interval of the QAPMSYSTEM export \(matched by date and time\)/);
    expect(failure(readJobInteractive(csv('INTNUM,JBCPU', '1,5'))).message).toMatch(/^line 1 \(the header of the job-level file\): no field JBTYPE/);
    expect(failure(readJobInteractive(csv('INTNUM,JBTYPE,JBCPU', '1,I,5', '2,I,x'))).message).toMatch(/^line 3, column 3 \("JBCPU"\): "x" is not a CPU time/);
    expect(failure(readJobInteractive(csv('INTNUM,JBTYPE,JBCPU', '1,I,5', 'one,I,5'))).message).toMatch(
      /^line 3, column 1 \("INTNUM"\): "one" is not an interval number/,
    );
  });

  test('a job-level file beside anything but a QAPMSYSTEM export is refused at the header', () => {
    const jobs = value(readJobInteractive(csv('INTNUM,JBTYPE,JBCPU', '1,I,5')));
    expect(refused(csv('timestamp,cpu', '2026-09-07 10:15,50'), { jobs })).toMatch(/^line 1 \(the header\): a job-level file goes beside a QAPMSYSTEM export/);
  });

  test('interactive above the total from the job file is refused at the line, naming the source', () => {
    const jobs = value(readJobInteractive(csv('INTNUM,JBTYPE,JBCPU', '1,I,300000')));
    expect(refused(SYSTEM, { jobs })).toMatch(
      /^line 2, column 5 \("SYSCTA"\): interactive 66\.7% \(sum of JBCPU of jobs of JBTYPE I \(job-level export\) \/ SYSCTA\) is above the total CPU 50\.0%/,
    );
  });
});

describe('a PDI export: Partition CPU Utilization is a share of the entitlement', () => {
  test('read with Date-Time; above 100% allowed, above 1,000% refused', () => {
    const m = read(csv('"Interval Number","Date-Time","Partition CPU Utilization"', '1,2026-09-07 10:15:00,45.25', '2,2026-09-07 10:30:00,150.5'));
    expect(m.format).toBe(PDI_FORMAT);
    expect([...m.cpu]).toEqual([0.4525, 1.505]);
    expect(m.ofEntitlement).toBe(true);
    expect(m.entitlement).toBeNull();
    expect(m.headings).toEqual({ timestamp: 'Date-Time', cpu: 'Partition CPU Utilization', interactive: null });
    expect(refused(csv('Date-Time,Partition CPU Utilization', '2026-09-07 10:15:00,1000.1'))).toMatch(
      /^line 2, column 2 \("Partition CPU Utilization"\): "1000.1" is above 1000% of the entitlement/,
    );
  });
});

describe('an entitlement column beside the three columns', () => {
  test('lets cpu exceed 100% (a share of the entitlement) and gives the entitlement', () => {
    const m = read(csv('timestamp,cpu,interactive,entitlement', '2026-09-07 10:15,120,10,0.5', '2026-09-07 10:30,80,5,0.5'));
    expect([...m.cpu]).toEqual([1.2, 0.8]);
    expect([...m.entitlement!]).toEqual([0.5, 0.5]);
    expect(m.headings.entitlement).toBe('entitlement');
    expect(refused(csv('timestamp,cpu,entitlement', '2026-09-07 10:15,50,0'))).toMatch(/^line 2, column 3 \("entitlement"\): "0" is not an entitlement/);
    // Without it, a share of the processors stays at most 100%, with the way out named.
    expect(refused(csv('timestamp,cpu', '2026-09-07 10:15,120'))).toMatch(/^line 2, column 2 \("cpu"\): "120" is above 100%: .*add an entitlement column/);
  });
});

describe('a Component Report copy with its partition header lines', () => {
  // The V5R3 header lines IBM's "Component report: IOP utilizations" page prints, above the
  // Component Interval Activity rows (PCR 2.11 headings), each line copied into one cell.
  const HEAD = [
    'Component Report',
    'Member . . . : Q275140000 Model/Serial . : 890/10-3907F',
    'Main storage . . : 56.4 GB',
    'Partition ID : 003   Feature Code . :7427-2498-7427',
    'Int Threshold . : .00 %',
    'Virtual Processors: 4   Processor Units : 4.0',
  ];
  const COLUMNS = 'ITV End,CPU % Total,CPU% Inter';

  test('gives the entitlement and the partition; its CPU % is of the entitlement and may exceed 100%', () => {
    const m = read(csv(...HEAD, COLUMNS, '1996-03-19 10:05,85.5,16.1', '1996-03-19 10:10,120.5,30'));
    expect(m.format).toBe(COMPONENT_REPORT_FORMAT);
    expect([...m.cpu]).toEqual([0.855, 1.205]);
    expect([...m.entitlement!]).toEqual([4, 4]);
    expect(m.headings.entitlement).toBe('Processor Units (report header)');
    expect(m.partition).toEqual({
      member: 'Q275140000',
      model: '890',
      serial: '10-3907F',
      mainStorage: '56.4 GB',
      id: '003',
      featureCode: '7427-2498-7427',
      interactiveThreshold: 0,
      virtualProcessors: 4,
      processorUnits: 4,
    });
    expect(m.lines).toEqual(Uint32Array.from([8, 9]));
  });

  test('header lines and the repeated heading row of a next page are skipped between intervals', () => {
    const m = read(csv(...HEAD, COLUMNS, '1996-03-19 10:05,85.5,16.1', 'Component Report,,', 'Partition ID : 003,,', COLUMNS, '1996-03-19 10:10,90,30'));
    expect(m.cpu.length).toBe(2);
  });

  test('two partitions in one file are refused, naming both', () => {
    const text = csv(...HEAD, COLUMNS, '1996-03-19 10:05,85.5,16.1', 'Partition ID : 004', COLUMNS, '1996-03-19 10:10,90,30');
    expect(refused(text)).toMatch(/^line 9, column 1: partition 004, but line 4, column 1 gives partition 003: a file holds one partition's intervals/);
  });

  test("the report's other title lines (dot-leader labels, page numbers) are skipped above the headings", () => {
    const m = read(
      csv(
        'Component Report',
        'Component Interval Activity',
        'Data collected . . . . . . : 03/19/96',
        'Library . . : QPFRDATA   Page 1',
        COLUMNS,
        '1996-03-19 10:05,85.5,16.1',
      ),
    );
    expect([...m.lines]).toEqual([6]);
    expect(m.partition).toBeNull();
  });

  test("report lines without the interval rows' headings are refused with what to copy", () => {
    expect(refused(csv(...HEAD))).toMatch(/^no header row after the report's lines: copy the Component Interval Activity rows with their headings/);
  });

  test('a header value that is no number is refused at its line', () => {
    expect(refused(csv('Virtual Processors: four', COLUMNS, '1996-03-19 10:05,85.5,16.1'))).toMatch(
      /^line 1, column 1: virtual processors "four" is not a number/,
    );
  });

  test('without Processor Units the report is of the processors: at most 100%', () => {
    const m = read(csv('Component Report', COLUMNS, '1996-03-19 10:05,85.5,16.1'));
    expect(m.format).toBe(COMPONENT_REPORT_FORMAT);
    expect(m.entitlement).toBeNull();
    expect(m.ofEntitlement).toBe(false);
    expect(refused(csv('Component Report', COLUMNS, '1996-03-19 10:05,100.5,16.1'))).toMatch(/^line 3, column 2 \("CPU % Total"\): "100.5" is above 100%/);
  });
});

describe('dates as regional spreadsheets write them', () => {
  const at = (stamp: string, options?: ReadOptions) => iso(read(csv('timestamp,cpu', `${stamp},50`), options).times[0]);

  test('yyyy/m/d (Japanese Excel) and d.m.yyyy (day first wherever dots are written), one-digit fields as Excel writes them', () => {
    expect(at('2024/3/19 9:36')).toBe('2024-03-19T09:36:00.000Z');
    expect(at('2024/03/19 10:36:15')).toBe('2024-03-19T10:36:15.000Z');
    expect(at('19.03.2024 10:36')).toBe('2024-03-19T10:36:00.000Z');
    expect(at('1.2.2024')).toBe('2024-02-01T00:00:00.000Z');
  });

  test('m/d/yyyy is ambiguous: refused without a date order, read with mdy (or dmy)', () => {
    expect(refused(csv('timestamp,cpu', '3/4/2024 10:36,50'))).toMatch(
      new RegExp(
        /^line 2, column 1 \("timestamp"\): "3\/4\/2024 10:36" is a date in a regional /.source +
          /form with the year last, whose day and month order is ambiguous.*--date-order mdy/.source,
      ),
    );
    expect(at('3/4/2024 10:36', { dateOrder: 'mdy' })).toBe('2024-03-04T10:36:00.000Z');
    expect(at('3/4/2024 10:36', { dateOrder: 'dmy' })).toBe('2024-04-03T10:36:00.000Z');
    expect(refused(csv('timestamp,cpu', '13/4/2024 10:36,50'), { dateOrder: 'mdy' })).toMatch(
      /^line 2, column 1 \("timestamp"\): "13\/4\/2024 10:36" is no such date or time/,
    );
  });

  test('no such date in a regional form is refused as such; a two-digit year is not read', () => {
    expect(refused(csv('timestamp,cpu', '2023/2/29,50'))).toMatch(/"2023\/2\/29" is no such date or time/);
    expect(refused(csv('timestamp,cpu', '30.02.2024 10:00,50'))).toMatch(/"30.02.2024 10:00" is no such date or time/);
    expect(refused(csv('timestamp,cpu', '19.03.24 10:00,50'))).toMatch(/"19.03.24 10:00" is a date in a regional form not read/);
  });

  test("Db2 for i's timestamp, with or without microseconds", () => {
    expect(at('2026-09-07-10.15.00.000000')).toBe('2026-09-07T10:15:00.000Z');
    expect(at('2026-09-07-10.15.30')).toBe('2026-09-07T10:15:30.000Z');
    expect(refused(csv('timestamp,cpu', '2026-09-07-24.15.00.000000,50'))).toMatch(/is no such date or time/);
  });
});
