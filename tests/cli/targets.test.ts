/**
 * --target's sixth field, CORES (docs/consolidation.md): read by consolidate, checked and left by call and
 * workbook, so one --target serves every command; today's five fields read as before.
 */
import { spawnSync } from 'child_process';
import { isError } from '../../addin/errors';
import { parseTarget, parseTargetWithCores } from '../../cli/targets';
import { BIN } from '../../support/cli';

const FIVE = 'Power10 S1022;100000;all;none;IBM Power10 Performance Report, 2023, p. 12';

test('five fields: the row as before, no cores', () => {
  expect(parseTarget(FIVE)).toEqual(['Power10 S1022', 100000, 'all', 'none', 'IBM Power10 Performance Report, 2023, p. 12']);
  expect(parseTargetWithCores(FIVE)).toEqual({ row: parseTarget(FIVE), cores: null });
  expect(parseTargetWithCores(`${FIVE};`)).toEqual({ row: parseTarget(FIVE), cores: null });
});

test('six fields: the cores for consolidate, the same row for the others', () => {
  expect(parseTargetWithCores(`${FIVE};20`)).toEqual({ row: parseTarget(FIVE), cores: 20 });
  expect(parseTarget(`${FIVE};20`)).toEqual(parseTarget(FIVE));
});

test('cores that are no count of cores, and a wrong number of fields, refused with the field named', () => {
  for (const bad of ['0', '-2', 'twenty']) {
    const t = parseTarget(`${FIVE};${bad}`);
    expect(isError(t) && t.message).toBe(`--target Power10 S1022: CORES, the sixth field, must be the number of cores its CPW is for (above 0), got "${bad}"`);
  }
  const four = parseTarget('A;1000;all;none');
  expect(isError(four) && four.message).toMatch(/five fields separated by ";" \(a sixth, CORES, for consolidate\), got 4/);
  const seven = parseTarget(`${FIVE};2;3`);
  expect(isError(seven) && seven.message).toMatch(/got 7/);
});

test('call takes a six-field --target as it takes five', () => {
  const call = (spec: string) =>
    spawnSync(process.execPath, [BIN, 'call', 'TARGETUTIL', '720-2061-1501', '65%', 'Power10 S1022', '--target', spec], { encoding: 'utf8' });
  const [five, six] = [call(FIVE), call(`${FIVE};20`)];
  expect(six.status).toBe(0);
  expect(six.stdout).toBe(five.stdout);
  expect(JSON.parse(six.stdout)).toBeCloseTo((0.65 * 240) / 100000, 12);
});
