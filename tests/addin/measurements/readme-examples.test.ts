/**
 * The guide docs/measured-data.md: every sample file is read as it says, every query's output
 * (its SELECT list as the header CPYTOIMPF or Run SQL Scripts writes) is a file the reader takes, and
 * every heading its table of formats lists is one the reader recognises. Expected values are computed
 * here from the sample's own numbers by IBM's definitions (cpu = SYSPTU / SYSCTA, entitlement =
 * SYSCTA / (INTSEC x 1000)).
 */
import fs from 'fs';
import path from 'path';
import { columnOf } from '../../../addin/measurements/columns';
import { COLUMNS_FORMAT, type Measurements, QAPMSYSTEM_FORMAT, readJobInteractive, readMeasurements } from '../../../addin/measurements/read';
import { value } from '../../results';

const section = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'docs', 'measured-data.md'), 'utf8');
const blocks = (lang: string) => [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1].replace(/^ {2}/gm, ''));
const read = (text: string): Measurements => value(readMeasurements(text));

/** The output columns of a SELECT: each item's alias, or its field name. */
const selectList = (sql: string): string[] =>
  /SELECT\s+([\s\S]*?)\s+FROM/i
    .exec(sql)![1]
    .split(',')
    .map((item) =>
      item
        .trim()
        .split(/\s+AS\s+/i)
        .pop()!
        .trim(),
    );

describe('docs/measured-data.md', () => {
  const [columns, qapmsystem] = blocks('csv');

  test('the three-column sample reads as printed: 85.2% and 32.2%, 91.3% and 45.2%', () => {
    const m = read(columns);
    expect(m.format).toBe(COLUMNS_FORMAT);
    expect([...m.cpu]).toEqual([0.852, 0.913]);
    expect([...m.interactive!]).toEqual([0.322, 0.452]);
  });

  test('the QAPMSYSTEM sample: 0.5 processing units (450,000 ms in 900 s), the second interval at 150%, 0.75 processing units consumed', () => {
    const m = read(qapmsystem);
    expect(m.format).toBe(QAPMSYSTEM_FORMAT);
    expect([...m.entitlement!]).toEqual([450000 / (900 * 1000), 450000 / (900 * 1000)]);
    expect(m.entitlement![0]).toBe(0.5);
    expect([...m.cpu]).toEqual([225000 / 450000, 675000 / 450000]);
    expect(m.cpu[1]).toBe(1.5);
    expect(m.cpu[1] * m.entitlement![1]).toBe(0.75);
    expect([...m.interactive!]).toEqual([45000 / 450000, 90000 / 450000]);
    expect(m.partition).toEqual({ uncapped: true });
    expect(section).toContain(
      'entitled to 0.5 processing units (450,000 ms configured in\n900 s), its second interval at 150% of the entitlement (0.75 processing units consumed)',
    );
  });

  test("the QAPMSYSTEM query's output is a QAPMSYSTEM export; the job query's output gives its interactive by DATETIME", () => {
    const [system, jobs] = blocks('sql');
    expect(system).toMatch(/FROM QPFRDATA\.QAPMSYSTEM/);
    expect(jobs).toMatch(/FROM QPFRDATA\.QAPMJOBL/);
    const systemHeader = selectList(system);
    expect(systemHeader).toEqual(['INTNUM', 'DATETIME', 'INTSEC', 'SYSPTU', 'SYSCTA', 'SYIFUS', 'SYUCAPF', 'SYVCPU']);
    // Two intervals as the query returns them, DATETIME in Db2's form, 2 virtual processors (1,800,000 ms in 900 s); an interactive job in the second only.
    const row = (n: number, stamp: string, used: number) => ({
      INTNUM: n,
      DATETIME: stamp,
      INTSEC: 900,
      SYSPTU: used,
      SYSCTA: 450000,
      SYIFUS: 0,
      SYUCAPF: '0',
      SYVCPU: 1800000,
    });
    const rows = [row(1, '2026-09-07-10.15.00.000000', 225000), row(2, '2026-09-07-10.30.00.000000', 300000)];
    const systemCsv = [systemHeader.join(','), ...rows.map((r) => systemHeader.map((h) => r[h as keyof typeof r]).join(','))].join('\r\n');
    const jobsHeader = selectList(jobs);
    // DATETIME, not INTNUM: INTNUM restarts with each collection.
    expect(jobsHeader).toEqual(['DATETIME', 'JBTYPE', 'JBCPU']);
    const jobsCsv = [jobsHeader.join(','), '2026-09-07-10.30.00.000000,I,90000'].join('\r\n');
    const m = value(readMeasurements(systemCsv, { jobs: value(readJobInteractive(jobsCsv)) }));
    expect([...m.cpu]).toEqual([225000 / 450000, 300000 / 450000]);
    expect([...m.interactive!]).toEqual([0, 90000 / 450000]);
    expect(m.partition).toEqual({ uncapped: false, virtualProcessors: 1800000 / (900 * 1000) });
  });

  test('every heading the table of formats lists is one the reader recognises', () => {
    const table = section.slice(section.indexOf('| format |'), section.indexOf('\n\n', section.indexOf('| format |')));
    const row = (name: string) => table.split('\n').find((l) => l.includes(`**${name}**`))!;
    const headings = (line: string) => [...line.split('|')[2].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(headings(row('PDI export')).map(columnOf)).toEqual(['timestamp', 'cpu', 'interactive']);
    expect(headings(row('Component Report copy')).map(columnOf)).toEqual(['timestamp', 'cpu', 'interactive']);
    expect(headings(row('three columns')).map(columnOf)).toEqual(['timestamp', 'cpu', 'interactive', 'entitlement']);
    // The QAPMSYSTEM row's fields, the required ones alone, make a file the reader takes.
    const fields = headings(row('QAPMSYSTEM export'));
    expect(fields).toEqual(['DATETIME', 'DTETIM', 'DTECEN', 'INTSEC', 'SYSPTU', 'SYSCTA', 'SYIFUS', 'SYUCAPF', 'SYVCPU', 'INTNUM']);
    expect(read('DTETIM,DTECEN,INTSEC,SYSPTU,SYSCTA\n260907101500,1,900,1,450000\n').cpu[0]).toBe(1 / 450000);
  });
});
