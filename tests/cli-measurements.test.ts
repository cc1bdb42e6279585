import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { MAX_CHARACTERS } from '../addin/measurements/read';

const BIN = path.resolve(__dirname, '..', 'bin', 'as400-sizer.js');
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
const morning = file('morning.csv', '\ufeffTimestamp;CPU;Interactive;Note\r\n' + stamps.map((t, i) => `${t};${cpu[i]};${String(inter[i]).replace('.', ',')}%;"a; b"`).join('\r\n') + '\r\n');

describe('as400-sizer measurements', () => {
  test('--json: intervals, peak, mean and p95 as fractions, computed here by hand', () => {
    const r = run(morning, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.intervals).toBe(12);
    // mean cpu: (40 + 95) / 2 = 67.5%; p95 of 12 by nearest rank: ceil(11.4) = the 12th sorted up, the peak.
    expect(json.cpu).toEqual({ peak: 0.95, mean: expect.closeTo(0.675, 12), p95: 0.95 });
    expect(json.interactive).toEqual({ peak: 0.32, mean: expect.closeTo(inter.reduce((a, b) => a + b) / 12 / 100, 12), p95: 0.32 });
    expect(json).toMatchObject({ first: '2024-03-19 08:00', last: '2024-03-19 10:45', intervalSeconds: 900, warnings: [] });
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
    expect(lines[1].split(/\s+/).filter(Boolean)).toEqual(['peak', 'mean', 'p95']);
    expect(lines[2].split(/\s+/)).toEqual(['cpu', '95%', '67.5%', '95%']);
    expect(lines[3].split(/\s+/)).toEqual(['interactive', '32%', `${Number((inter.reduce((a, b) => a + b) / 12).toFixed(2))}%`, '32%']);
    expect(lines[4]).toBe('720-2061-1501: knee at 29.17% interactive CPU, alert threshold 20.42% (PCR 2.10, target 70%)');
    expect(lines[5]).toMatch(/past the knee: +2 of 12 intervals \(16\.67%\)/);
    expect(lines[6]).toMatch(/past the threshold: +6 of 12 intervals \(50%\)/);
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
    for (const args of [[], [morning, '--frobnicate'], [morning, '--model'], [morning, '--model', '720'], [morning, '--alert', '2'], [morning, '--alert', '60%'], [path.join(dir, 'nope.csv')], [dir], [morning, morning]]) {
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

  test('--model: interactive above the model\'s maximum interactive is a warning on stderr and in the JSON, naming the interval', () => {
    // 720-2061-1501: maximum interactive 81.7 of 240 CPW (Table D.2.1.1), 34.04% of the CPU; 40% at 10:15 is above it.
    const f = file('chargeback.csv', 'timestamp,cpu,interactive\n2024-03-19 10:00,60,20\n2024-03-19 10:15,70,40\n');
    const r = run(f, '--model', '720-2061-1501', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.aboveMaxIntervals).toBe(1);
    expect(json.warnings).toEqual([expect.stringContaining('40% at 2024-03-19 10:15 (line 3)')]);
    expect(r.err).toMatch(/chargeback\.csv: warning: interactive utilization above the 720-2061-1501's maximum interactive/);
  });

  test('--help lists the command', () => {
    const r = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    expect(r.stdout).toContain('as400-sizer measurements FILE.csv [--model KEY] [--alert 70%] [--json]');
  });
});
