import { execFileSync, spawnSync } from 'child_process';
import path from 'path';

const BIN = path.resolve(__dirname, '..', 'bin', 'as400-sizer.js');
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
    expect(JSON.parse(run(['call', 'EIU', '720-2061-1501', '32.1']).out)).toMatchObject({ error: '#NUM!' });
    const unknown = run(['call', 'NOPE']);
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.out)).toMatchObject({ error: '#NAME?' });
  });

  test('call --batch answers one JSON line per request line, in order', () => {
    const input = ['["EIU","720-2061-1501",0.321]', '["CPW","53S-2157","V3R7"]', 'not json', '["AS400.KNEE","S20-2165"]'].join('\n');
    const lines = run(['call', '--batch'], input).out.trim().split('\n').map((l) => JSON.parse(l));
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
});
