/**
 * A system of the planner's own named as a catalog key would give the scenarios sheet
 * two columns of one name, one with Appendix D's ratings and one with the planner's: it is refused,
 * on the sheet's input (the core) and on the command line (exit 2, nothing written).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { TEMPLATES } from '../../../addin/sheets';
import { readInput } from '../../../addin/workbook/inputs';
import { isError, type SizingError } from '../../../addin/errors';
import { BIN } from '../../../support/cli';

jest.setTimeout(60_000);

const spec = TEMPLATES.find((t) => t.id === 'scenarios')!.inputs.find((i) => i.name === 'Candidates')!;
// Appendix D prints 820-2396-1524 (Table D.1.1); the ratings below are the planner's, as in the issue.
const OWN = ['820-2396-1524', 52500, 'all', 'none', 'IBM 2024'] as const;

describe('the candidates table refuses an own system named as a catalog key', () => {
  test.each([
    ['as printed', '820-2396-1524'],
    ['as a planner types it', '820 2396 (1524)'],
  ])('%s, naming the line and the key', (_, name) => {
    const r = readInput(spec, [['730-2065-1507'], [name, ...OWN.slice(1)]]) as SizingError;
    expect(isError(r)).toBe(true);
    expect(r.message).toMatch(/^Candidate systems line 2: /);
    expect(r.message).toContain('is the catalog key 820-2396-1524');
    // The place as fields, for the pane to mark the line without reading the message.
    expect(r.at).toMatchObject({ parameter: 'Candidates', line: 2 });
  });

  test('the key alone is the catalog row, and an own name of its own stays', () => {
    expect(readInput(spec, [['820-2396-1524']])).toEqual([['820-2396-1524', null, null, null, null]]);
    expect(readInput(spec, [['820-2396-1524 (IBM 2024)', ...OWN.slice(1)]])).toEqual([['820-2396-1524 (IBM 2024)', 52500, 'all', 'none', 'IBM 2024']]);
    // A name several rows share is no one row's column: 720 alone is not refused as a key.
    expect(isError(readInput(spec, [['720', 1000, 'all', 'none', 'test input']]))).toBe(false);
  });
});

describe('as400-sizer workbook scenarios (the built command line)', () => {
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-own-names-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('--target named as a catalog key: exit 2 naming it, nothing written', () => {
    const out = path.join(dir, 'target.xlsx');
    const r = run(['workbook', 'scenarios', '--target', OWN.join(';'), '--out', out]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--target "${OWN.join(';')}"`);
    expect(r.err).toContain('is the catalog key 820-2396-1524');
    expect(fs.existsSync(out)).toBe(false);
  });

  test('the same line in --set Candidates: exit 2 naming the line, nothing written', () => {
    const out = path.join(dir, 'set.xlsx');
    const r = run(['workbook', 'scenarios', '--set', `Candidates=730-2065-1507; ${OWN.join(',')}`, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Candidate systems line 2: 820-2396-1524 is the catalog key 820-2396-1524/);
    expect(fs.existsSync(out)).toBe(false);
  });
});
