import { execFileSync, spawnSync } from 'child_process';
import { BIN } from '../../support/cli';

const run = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('as400-sizer command line', () => {
  test('models --json prints every Appendix D row with its fields and source', () => {
    const rows = JSON.parse(execFileSync(process.execPath, [BIN, 'models', '--json'], { encoding: 'utf8' })) as Record<string, unknown>[];
    expect(rows).toHaveLength(302);
    for (const key of ['model', 'feature', 'interactiveFeature', 'family', 'release', 'constrained', 'cpus', 'processorCpw', 'interactiveCpw', 'source']) {
      expect(rows[0]).toHaveProperty(key);
    }
    expect(rows.find((r) => r.key === 'S20-2165')).toMatchObject({ processorCpw: 464.3, interactiveCpw: 49.7, cpus: 2, family: 'Sxx' });
  });

  test('models --family filters; an unknown family says which exist', () => {
    const text = run(['models', '--family', '6xx']).out.trim().split('\n');
    expect(text).toHaveLength(17); // header + 16 rows of the V4R3 table (lines 8244-8259)
    expect(text[1]).toMatch(/^600-2129\s+6xx\s+V4R3\s+1\s+22\.7/);
    const bad = run(['models', '--family', 'zzz']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/Unknown family/);
  });

  test('call evaluates through the Excel adapter: 2.8 Example 1 and 2.11', () => {
    expect(Number(run(['call', 'EIU', '720-2061-1501', '0.321']).out)).toBeCloseTo(0.719, 2);
    expect(Number(run(['call', 'SERVERINTCPW', '66.7', '0.21']).out)).toBeCloseTo(42, 0);
    expect(JSON.parse(run(['call', 'RECOMMEND', '97.7', 'null', '6xx']).out)).toBe('620-2180');
  });

  test('call prints Excel errors as JSON with their message, and arrays for ranges', () => {
    expect(JSON.parse(run(['call', 'CPW', '170-2164']).out)).toEqual({
      error: '#N/A',
      message: expect.stringContaining('170-2164-c'),
    });
    expect(JSON.parse(run(['call', 'CPW', '["S20-2165","F97"]']).out)).toEqual([[464.3], [177.4]]);
    const num = run(['call', 'EIU', '720-2061-1501', '32.1']);
    expect(JSON.parse(num.out)).toMatchObject({ error: '#NUM!' });
    expect(num.code).toBe(1); // a script must notice an error answer
    const unknown = run(['call', 'NOPE']);
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.out)).toMatchObject({ error: '#NAME?' });
  });

  test('32% is 0.32 to call, as to the form and to --set', () => {
    expect(run(['call', 'EIU', '720-2061-1501', '32.1%']).out).toBe(run(['call', 'EIU', '720-2061-1501', '0.321']).out);
    expect(run(['call', 'EIU', '720-2061-1501', '32.1%']).code).toBe(0);
  });

  test("--help prints every command's synopsis as the command's own --help prints it, each option of it named", () => {
    const overview = run(['--help']).out;
    for (const command of ['models', 'call', 'functions', 'workbook', 'measurements', 'trend', 'consolidate', 'serve']) {
      const own = run([command, '--help']).out.replace(/^usage: /, '');
      // The synopsis: the lines before the first option's help ("  --name  what it is").
      const synopsis = own.split('\n').slice(
        0,
        own.split('\n').findIndex((l) => /^ {2}--/.test(l)),
      );
      expect([command, overview.includes(synopsis.map((l) => `  ${l}`).join('\n'))]).toEqual([command, true]);
      const options = new Set(own.match(/--[a-z][a-z-]*/g));
      expect([command, [...options].filter((o) => !new RegExp(`${o}(?![a-z-])`).test(overview))]).toEqual([command, []]);
    }
  });

  test('--help lists the commands and every template with its --set names and defaults; --version; both exit 0', () => {
    const help = run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('as400-sizer workbook TEMPLATE|all');
    expect(help.out).toMatch(/--set InteractiveUtil=32\.1%\s+Measured interactive utilization/);
    expect(help.out).toMatch(/--set Drive=3590E\s+Tape drive/);
    const version = run(['--version']);
    expect(version.code).toBe(0);
    expect(version.out).toMatch(/^AS\/400 Capacity Planner \d+\.\d+\.\d+; data: PCR V4R5 \(July 2000\) Appendix D: 302 rows\n$/);
    const none = run(['frobnicate']);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/Unknown command "frobnicate"/);
  });

  test('call --batch answers one JSON line per request line, in order, and exits 1 when some answer is an error', () => {
    const input = ['["EIU","720-2061-1501",0.321]', '["CPW","53S-2157","V3R7"]', 'not json', '["AS400.KNEE","S20-2165"]'].join('\n');
    const result = run(['call', '--batch'], input);
    expect(result.code).toBe(1);
    expect(result.err).toBe('1 of 4 lines answered an error\n');
    const lines = result.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBeCloseTo(0.719, 2);
    expect(lines[1]).toBe(509.9);
    expect(lines[2]).toMatchObject({ error: '#VALUE!' });
    expect(lines[3]).toBe(16.7);
  });

  test('functions --json prints the metadata', () => {
    const fns = JSON.parse(run(['functions', '--json']).out) as { id: string; description: string }[];
    expect(fns.map((f) => f.id)).toContain('CPWREMAINING');
    expect(fns.every((f) => f.description.length > 0)).toBe(true);
  });

  test('call --target declares a system of your own; an argument naming it stands for its row; a target without a source is refused', () => {
    const target = ['--target', 'Power10 S1022;100000;all;none;IBM Power10 Performance Report, 2023, p. 12'];
    const ok = run(['call', 'TARGETUTIL', '720-2061-1501', '65%', 'power10 s1022', ...target]);
    expect(ok.code).toBe(0);
    expect(Number(ok.out)).toBeCloseTo((0.65 * 240) / 100000, 12); // 240: Table D.2.1.1, line 8020
    const batch = run(['call', '--batch', ...target], '["TARGETSTATUS","720-2061-1501",0.32,"Power10 S1022"]\n');
    expect(JSON.parse(batch.out)).toBe('no knee');
    const bad = run(['call', 'TARGETUTIL', '720-2061-1501', '65%', 'X', '--target', 'X;5000;all;none;']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/X: give the source of its ratings/);
  });
});
