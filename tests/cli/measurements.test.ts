import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { COLUMNS_FORMAT, MAX_CHARACTERS } from '../../addin/measurements/read';
import { BIN } from '../../support/cli';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'measurements', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-measurements-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
};

// A day's morning of 15-minute intervals, as a semicolon export with decimal commas and a BOM would
// write it: cpu 40% to 95% and interactive 10% to 32%.
const cpu = [40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95];
const inter = [10, 12, 14, 16, 18, 20, 22, 24.5, 26, 28, 30, 32];
const stamps = cpu.map((_, i) => `2024-03-19 ${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);
const morning = file(
  'morning.csv',
  '\ufeffTimestamp;CPU;Interactive;Note\r\n' + stamps.map((t, i) => `${t};${cpu[i]};${String(inter[i]).replace('.', ',')}%;"a; b"`).join('\r\n') + '\r\n',
);

/** The peak hour of quarter hours with no gap, from its definition: the highest mean of 4 in a row. */
const peakHour = (xs: number[]) => Math.max(...xs.slice(3).map((_, i) => (xs[i] + xs[i + 1] + xs[i + 2] + xs[i + 3]) / 4));

describe('as400-sizer measurements', () => {
  test("--json: intervals, peak, peak hour, mean and p95 as fractions, the peak's time, computed here by hand", () => {
    const r = run(morning, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.intervals).toBe(12);
    // mean cpu: (40 + 95) / 2 = 67.5%; p95 of 12 by nearest rank: ceil(11.4) = the 12th sorted up, the peak;
    // the peak hour: 10:00 to 10:45, (80 + 85 + 90 + 95) / 4 = 87.5%.
    expect(peakHour(cpu)).toBe(87.5);
    expect(json.cpu).toEqual({ peak: 0.95, mean: expect.closeTo(0.675, 12), p95: 0.95, peakHour: expect.closeTo(0.875, 12), peakAt: '2024-03-19 10:45' });
    expect(json.interactive).toEqual({
      peak: 0.32,
      mean: expect.closeTo(inter.reduce((a, b) => a + b) / 12 / 100, 12),
      p95: 0.32,
      peakHour: expect.closeTo(peakHour(inter) / 100, 12),
      peakAt: '2024-03-19 10:45',
    });
    expect(json).toMatchObject({ first: '2024-03-19 08:00', last: '2024-03-19 10:45', intervalSeconds: 900, warnings: [], gaps: [], window: null });
    expect(json).toMatchObject({ format: COLUMNS_FORMAT, entitlement: null, cores: null });
    // The 10 busiest: cpu rises through the morning, so the last 10 intervals, the latest first.
    expect(json.top).toEqual(
      stamps
        .map((at, i) => ({ at, cpu: cpu[i] / 100, interactive: expect.closeTo(inter[i] / 100, 12) }))
        .reverse()
        .slice(0, 10),
    );
    expect(json).not.toHaveProperty('pastKnee');
  });

  test('--model adds the shares past the knee and the alert threshold, the key as the catalog prints it', () => {
    const json = JSON.parse(run(morning, '--model', '720-2061 (1501)', '--json').out);
    const knee = 70 / 240; // Table D.2.1.1: 240 CPW, interactive 70 at the knee
    expect(json.model).toBe('720-2061-1501');
    expect(json.knee).toBeCloseTo(knee, 12);
    expect(json.threshold).toBeCloseTo(0.7 * knee, 12);
    expect(json.pastKnee).toBeCloseTo(inter.filter((v) => v / 100 > knee).length / 12, 12); // 30 and 32: 2 of 12
    expect(json.pastThreshold).toBeCloseTo(inter.filter((v) => v / 100 > 0.7 * knee).length / 12, 12); // 22 and up: 6 of 12
    expect(JSON.parse(run(morning, '--model', '720-2061-1501', '--alert', '50%', '--json').out).threshold).toBeCloseTo(0.5 * knee, 12);
  });

  test('an interval printed at the alert threshold is not past it: 8 against 70% of 120/1,050 CPW (730-2066-1507), in the text and the JSON', () => {
    const at = file('at-threshold.csv', 'timestamp,cpu,interactive\n2024-03-19 10:00,50,8\n2024-03-19 10:15,50,7.9\n');
    const text = run(at, '--model', '730-2066-1507').out;
    expect(text).toContain('alert threshold 8% (PCR 2.10, target 70%)');
    expect(text).toMatch(/past the threshold: +0 of 2 intervals \(0%\)/);
    const json = JSON.parse(run(at, '--model', '730-2066-1507', '--json').out);
    // 0.7 x 120 / 1,050 = 84 / 1,050 = 8 / 100: the threshold as the nearest 12-digit fraction.
    expect([json.threshold, json.pastThreshold, json.pastThresholdIntervals ?? 0]).toEqual([0.08, 0, 0]);
  });

  test('a model with no knee says so instead of a number', () => {
    const r = run(morning, '--model', 'F97', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ model: '9406-F97', pastKnee: null, pastThreshold: null, noKnee: expect.stringContaining('no knee') });
    expect(run(morning, '--model', 'F97').out).toMatch(/9406-F97 is a traditional or CISC system.*no intervals past a knee or threshold to count/);
  });

  test('without --json, a short summary in percent', () => {
    const r = run(morning, '--model', '720-2061-1501');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toBe(`${morning}: 12 intervals, 2024-03-19 08:00 to 2024-03-19 10:45, every 15 min`);
    expect(lines[1]).toBe(`read as: ${COLUMNS_FORMAT}`);
    expect(lines[2].split(/ {2,}/).filter(Boolean)).toEqual(['peak', 'peak hour', 'mean', 'p95']);
    expect(lines[3].split(/\s+/)).toEqual(['cpu', '95%', '87.5%', '67.5%', '95%']);
    const pct = (x: number) => `${Number(x.toFixed(2))}%`;
    expect(lines[4].split(/\s+/)).toEqual(['interactive', '32%', pct(peakHour(inter)), pct(inter.reduce((a, b) => a + b) / 12), '32%']);
    expect(lines[5]).toBe('peak at: cpu 2024-03-19 10:45, interactive 2024-03-19 10:45');
    expect(lines[6]).toBe('busiest 10 intervals:');
    expect(lines.slice(7, 17).map((l) => l.trim().split(/\s+/))).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => [...stamps[i].split(' '), 'cpu', `${cpu[i]}%`, 'interactive', `${inter[i]}%`]),
    );
    expect(lines[17]).toBe('gaps: none');
    expect(lines[18]).toBe('720-2061-1501: knee at 29.17% interactive CPU, alert threshold 20.42% (PCR 2.10, target 70%)');
    expect(lines[19]).toMatch(/past the knee: +2 of 12 intervals \(16\.67%\)/);
    expect(lines[20]).toMatch(/past the threshold: +6 of 12 intervals \(50%\)/);
  });

  test('a refused file: the message names the line and the column on stderr, nothing on stdout, exit 1', () => {
    const bad = file('bad.csv', 'timestamp,cpu,interactive\n2024-03-19 10:00,50,20\n2024-03-19 10:15,50,55\n');
    const r = run(bad, '--json');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/bad\.csv: line 3, column 3 \("interactive"\): interactive 55% is above the total CPU 50%/);
    const empty = run(file('empty.csv', ''));
    expect([empty.code, empty.err]).toEqual([1, expect.stringMatching(/empty\.csv: the file is empty/)]);
    // A file over the limit is refused from its size, before it is read (a sparse file: no disk used).
    const huge = file('huge.csv', '');
    fs.truncateSync(huge, MAX_CHARACTERS + 1);
    const big = run(huge);
    expect([big.code, big.err]).toEqual([1, expect.stringMatching(/huge\.csv: the file is 100\.0 MB, more than the 100 MB a measurement export takes/)]);
  });

  test('usage errors exit 2, as the rest of the command line: no file, an unknown option, a bad --model or --alert, a file that is not there', () => {
    for (const args of [
      [],
      [morning, '--frobnicate'],
      [morning, '--model'],
      [morning, '--model', '720'],
      [morning, '--alert', '2'],
      [morning, '--alert', '60%'],
      [path.join(dir, 'nope.csv')],
      [dir],
      [morning, morning],
    ]) {
      const r = run(...args);
      expect(r.code).toBe(2);
      expect(r.err).toContain('usage: as400-sizer measurements FILE.csv');
      expect(r.out).toBe('');
    }
    expect(run(morning, '--model', '720').err).toMatch(/--model: "720" matches 16 rows/);
  });

  test('fractions where percentages belong: refused (exit 1) with the fix, nothing on stdout', () => {
    const r = run(file('fractions.csv', 'timestamp,cpu,interactive\n2024-03-19 10:00,0.65,0.32\n'), '--json');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/fractions\.csv.*every cpu value is 1 or less.*write them as percentages/);
  });

  test("--model: interactive above the model's maximum interactive is a warning on stderr and in the JSON, naming the interval", () => {
    // 720-2061-1501: maximum interactive 81.7 of 240 CPW (Table D.2.1.1), 34.04% of the CPU; 40% at 10:15 is above it.
    const f = file('chargeback.csv', 'timestamp,cpu,interactive\n2024-03-19 10:00,60,20\n2024-03-19 10:15,70,40\n');
    const r = run(f, '--model', '720-2061-1501', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.aboveMaxIntervals).toBe(1);
    expect(json.warnings).toEqual([expect.stringContaining('40% at 2024-03-19 10:15 (line 3)')]);
    expect(r.err).toMatch(/chargeback\.csv: warning: interactive utilization above the 720-2061-1501's maximum interactive/);
  });

  test('--jobs: a job-level export beside a QAPMSYSTEM export gives interactive, its type-I CPU over SYSCTA; a bad job file is refused naming its line', () => {
    // Three quarter hours of a 0.5-PU partition (SYSCTA = 0.5 x 900 s x 1000 ms); SYIFUS says 1 ms, the job file otherwise.
    const system = file(
      'qapmsystem.csv',
      [
        'INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA,SYIFUS',
        '1,2026-09-07 10:15:00,900,225000,450000,1',
        '2,2026-09-07 10:30:00,900,300000,450000,1',
        '3,2026-09-07 10:45:00,900,90000,450000,1',
      ].join('\n'),
    );
    const jobs = file('jobs.csv', ['INTNUM,JBTYPE,JBCPU', '1,I,30000', '1,I,15000', '1,B,100000', '2,B,200000', '3,I,9000'].join('\n'));
    const r = run(system, '--jobs', jobs, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.format).toBe('QAPMSYSTEM export');
    expect(json.columns.interactive).toMatch(/JBCPU/);
    expect(json.interactive.peak).toBeCloseTo((30000 + 15000) / 450000, 12);
    expect(json.cpu.peak).toBeCloseTo(300000 / 450000, 12);
    // Without it, SYIFUS: 1 ms of 450,000.
    expect(JSON.parse(run(system, '--json').out).interactive.peak).toBeCloseTo(1 / 450000, 12);
    const bad = file('badjobs.csv', ['INTNUM,JBTYPE,JBCPU', '1,I,lots'].join('\n'));
    const b = run(system, '--jobs', bad);
    expect(b.code).toBe(1);
    expect(b.err).toMatch(/badjobs\.csv: line 2, column 3/);
    expect(run(system, '--jobs', path.join(dir, 'none.csv')).code).toBe(2);
  });

  test("a QAPMSYSTEM export's Db2 timestamps (2026-09-07-10.15.00.000000) are shown as every other time is", () => {
    const db2 = file(
      'db2.csv',
      ['INTNUM,DATETIME,INTSEC,SYSPTU,SYSCTA', '1,2026-09-07-10.15.00.000000,900,225000,450000', '2,2026-09-07-10.30.00.000000,900,300000,450000'].join('\r\n'),
    );
    const r = run(db2);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe(`${db2}: 2 intervals, 2026-09-07 10:15 to 2026-09-07 10:30, every 15 min`);
  });

  test('--help lists the command with its window, its --jobs file and --json', () => {
    const r = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    expect(r.stdout).toMatch(
      /as400-sizer measurements FILE\.csv \[--model KEY\] \[--alert 70%\] \[--from DATE\] \[--to DATE\] \[--hours HH-HH\]\s+\[--days mon-fri\]/,
    );
    expect(r.stdout).toMatch(/\[--date-order mdy\|dmy\] \[--jobs JOBS\.csv\] \[--json\]\n/);
  });
});

describe('as400-sizer measurements: windows and gaps', () => {
  // Monday 2026-08-31 to Sunday 2026-09-06, hourly: cpu is the hour of the day plus the day's number (1 to 7) times 10.
  const start = Date.UTC(2026, 7, 31);
  const hours = Array.from({ length: 7 * 24 }, (_, i) => start + i * 3_600_000);
  const stampOf = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
  const load = (t: number) => new Date(t).getUTCHours() + 10 * (Math.floor((t - start) / 86_400_000) + 1);
  const week = file('week.csv', ['timestamp,cpu', ...hours.map((t) => `${stampOf(t)},${load(t)}`)].join('\n') + '\n');

  test('--days, --hours, --from, --to: the intervals filtered here by hand, summarised; the window named', () => {
    const r = run(week, '--days', 'mon-fri', '--hours', '08-18', '--from', '2026-09-01', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    const kept = hours.filter((t) => {
      const d = new Date(t);
      return d.getUTCDay() >= 1 && d.getUTCDay() <= 5 && d.getUTCHours() >= 8 && d.getUTCHours() < 18 && t >= Date.UTC(2026, 8, 1);
    });
    expect(kept).toHaveLength(4 * 10); // Tuesday to Friday, 08:00 to 17:00
    const values = kept.map(load);
    expect(json.window).toBe('Mon–Fri, 08:00–18:00, from 2026-09-01');
    expect(json.intervals).toBe(kept.length);
    expect([json.first, json.last]).toEqual([stampOf(kept[0]), stampOf(kept[kept.length - 1])]);
    expect(json.cpu.peak).toBeCloseTo(Math.max(...values) / 100, 12); // Friday 17:00: 17 + 50
    expect(json.cpu.peakAt).toBe('2026-09-04 17:00');
    expect(json.cpu.mean).toBeCloseTo(values.reduce((a, b) => a + b) / values.length / 100, 12);
    // Hourly intervals: the peak hour is the peak; the nights left out are no gap.
    expect(json.cpu.peakHour).toBe(json.cpu.peak);
    expect(json.gaps).toEqual([]);
    expect(json.intervalSeconds).toBe(3600);
    const text = run(week, '--days', 'sat,sun', '--to', '2026-09-05');
    expect(text.out.split('\n').slice(0, 2)).toEqual([
      `${week}: 24 intervals, 2026-09-05 00:00 to 2026-09-05 23:00, every 1 h`,
      'window: Sat–Sun, to 2026-09-05',
    ]);
  });

  test('every refusal of a window names the flag and the fix (exit 2, nothing on stdout)', () => {
    const cases: [string[], string][] = [
      [['--from', '2026-9-1'], '--from 2026-9-1: give a date as yyyy-mm-dd, e.g. 2026-09-01'],
      [['--to', '2026-02-30'], '--to 2026-02-30: there is no such day (month 1 to 12, day within the month); give a date as yyyy-mm-dd, e.g. 2026-09-01'],
      [
        ['--from', '2026-09-05', '--to', '2026-09-01'],
        '--from 2026-09-05 is after --to 2026-09-01: the window would hold no day; give the earlier date to --from (both days are in)',
      ],
      [
        ['--hours', '8am-6pm'],
        '--hours 8am-6pm: give the hours as HH-HH, from the first hour (inclusive) to the second ' +
          '(exclusive), e.g. 08-18 for 08:00 to 17:59, or 22-06 across midnight',
      ],
      [['--hours', '08-25'], '--hours 08-25: the first hour is 00 to 23, the second 01 to 24; e.g. 08-18 for 08:00 to 17:59, or 22-06 across midnight'],
      [
        ['--hours', '10-10'],
        '--hours 10-10: the window would start and end at 10:00; give two different hours, e.g. 08-18 for ' +
          '08:00 to 17:59, or 22-06 across midnight (leave --hours out for the whole day)',
      ],
      [
        ['--days', 'weekdays'],
        '--days weekdays: "weekdays" is not a day; give days as a range such as mon-fri, or a list such as mon,wed,sat (mon tue wed thu fri sat sun)',
      ],
      [
        ['--from', '2026-10-01'],
        `${week}: the window from 2026-10-01 holds no interval of the file, which runs from 2026-08-31 ` +
          `00:00 (Mon) to 2026-09-06 23:00 (Sun): widen the window or check its dates`,
      ],
      [['--days'], '--days needs a value'],
      [['--date-order', 'ymd'], '--date-order ymd: choose mdy (month first, 3/19/2024, as in the US) or dmy (day first, 19/3/2024)'],
    ];
    for (const [args, message] of cases) {
      const r = run(week, ...args);
      expect([r.code, r.out]).toEqual([2, '']);
      expect(r.err.split('\n')[0]).toBe(message);
      expect(r.err).toContain('usage: as400-sizer measurements FILE.csv');
    }
  });

  test('gaps on a small file, by hand: every one in the JSON, on stderr as warnings and in the text', () => {
    // Quarter hours 08:00, 08:15 | 09:00 (08:30 and 08:45 missing) | 09:15, 09:30 ... 10:15 | 11:00 (10:30, 10:45 missing)
    const minutes = [0, 15, 60, 75, 90, 105, 120, 135, 180];
    const T = Date.UTC(2026, 8, 1, 8);
    const f = file('gaps.csv', ['timestamp,cpu,interactive', ...minutes.map((m, i) => `${stampOf(T + m * 60_000)},${50 + i},${10 + i}`)].join('\n'));
    const r = run(f, '--json');
    const json = JSON.parse(r.out);
    expect(json.gaps).toEqual([
      { after: '2026-09-01 08:15', before: '2026-09-01 09:00', missing: 2 },
      { after: '2026-09-01 10:15', before: '2026-09-01 11:00', missing: 2 },
    ]);
    expect(json.intervalSeconds).toBeNull();
    // The one whole hour without a gap: 09:00 to 09:45 (52 ... 55), or 09:15 to 10:00, or 09:30 to 10:15 (54 ... 57).
    expect(json.cpu.peakHour).toBeCloseTo((54 + 55 + 56 + 57) / 4 / 100, 12);
    expect(json.warnings).toHaveLength(2);
    expect(r.err).toContain(`${f}: warning: 2 intervals of 15 min missing between 2026-09-01 08:15 and 2026-09-01 09:00`);
    const text = run(f).out.split('\n');
    expect(text.slice(text.indexOf('gaps: 2 (4 intervals missing)'), text.indexOf('gaps: 2 (4 intervals missing)') + 3)).toEqual([
      'gaps: 2 (4 intervals missing)',
      '  2026-09-01 08:15 to 2026-09-01 09:00: 2 missing',
      '  2026-09-01 10:15 to 2026-09-01 11:00: 2 missing',
    ]);
  });

  test("an entitlement column: cores are cpu times each interval's own entitlement, the entitlement the last, its change a warning", () => {
    // An uncapped partition: 150% of 0.5 units at 10:15; 1.5 units from 10:30.
    const cpuShare = [80, 150, 120, 60];
    const units = [0.5, 0.5, 1.5, 1.5];
    const f = file(
      'lpar.csv',
      ['timestamp,cpu,interactive,entitlement', ...cpuShare.map((c, i) => `2026-09-07 10:${String(15 * i).padStart(2, '0')},${c},10,${units[i]}`)].join('\n'),
    );
    const r = run(f, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    const cores = cpuShare.map((c, i) => (c / 100) * units[i]); // 0.4, 0.75, 1.8, 0.9
    expect(json.entitlement).toBe(1.5);
    expect(json.cpu).toMatchObject({ peak: 1.5, peakAt: '2026-09-07 10:15' });
    expect(json.cores).toEqual({
      peak: 1.8,
      p95: 1.8,
      mean: expect.closeTo(cores.reduce((a, b) => a + b) / 4, 12),
      peakHour: expect.closeTo(cores.reduce((a, b) => a + b) / 4, 12), // the four quarter hours are the one hour
      peakAt: '2026-09-07 10:30',
    });
    expect(json.warnings).toEqual([expect.stringMatching(/entitlement changes.*at 2026-09-07 10:30/)]);
    const text = run(f).out.split('\n');
    expect(text[1]).toMatch(/; entitlement 1\.5 processing units \(cpu is a share of it\)$/);
    // (0.4 + 0.75 + 1.8 + 0.9) / 4 = 0.9625, shown to three decimals.
    expect(
      text
        .find((l) => l.startsWith('cores'))!
        .split(/\s+/)
        .slice(0, 5),
    ).toEqual(['cores', '1.8', '0.963', '0.963', '1.8']);
  });

  test('a QAPMSYSTEM export says its partition: capped or uncapped (SYUCAPF), virtual processors (SYVCPU), entitlement; a capped one at its cap warns', () => {
    // Capped, 0.5 units (SYSCTA 450,000 ms in 900 s), 2 virtual processors (SYVCPU 1,800,000 ms in 900 s); at 100%
    // of its entitlement (SYSPTU = SYSCTA) in 2 of 3 intervals.
    const used = [450_000, 300_000, 450_000];
    const f = file(
      'dev.csv',
      ['DATETIME,INTSEC,SYSPTU,SYSCTA,SYUCAPF,SYVCPU', ...used.map((u, i) => `2026-09-07-10.${15 * (i + 1)}.00.000000,900,${u},450000,0,1800000`)].join('\n'),
    );
    const r = run(f, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.partition).toEqual({ uncapped: false, virtualProcessors: 2, entitlement: 0.5 });
    expect(json.warnings).toEqual([expect.stringMatching(/^at its cap in 2 intervals .*: demand above the cap was not measured/)]);
    expect(r.err).toMatch(/dev\.csv: warning: at its cap in 2 intervals/);
    expect(run(f).out).toContain('\npartition: capped, 2 virtual processors, entitlement 0.5 processing units\n');
  });

  test('--date-order reads dates with slashes and the year last; without it they are refused as ambiguous', () => {
    const us = file('us.csv', 'timestamp,cpu\n3/4/2024 10:00,50\n3/4/2024 10:15,60\n');
    expect(run(us).code).toBe(1);
    expect(JSON.parse(run(us, '--date-order', 'mdy', '--json').out).first).toBe('2024-03-04 10:00'); // shown as every time is, unambiguous
    expect(JSON.parse(run(us, '--date-order', 'mdy', '--json').out).cpu.peakAt).toBe('2024-03-04 10:15'); // the 4th of March
    expect(JSON.parse(run(us, '--date-order', 'dmy', '--json').out).cpu.peakAt).toBe('2024-04-03 10:15'); // the 3rd of April
  });
});
