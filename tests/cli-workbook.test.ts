/**
 * as400-sizer workbook: the command line's sizing-sheet workbooks, its --set and --mode, and its
 * refusals (exit 2 with the choices named).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { workbookCommand } from '../cli/xlsx/command';
import { parseSetValue, resolveRequest } from '../cli/xlsx/request';
import { isError } from '../addin/errors';
import { readWritten, type Written } from './xlsx/read';

jest.setTimeout(60_000);

const BIN = path.resolve(__dirname, '..', 'bin', 'as400-sizer.js');
const run = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-cli-workbook-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The value of a sheet-scoped name's cell. */
function named(w: Written, sheet: string, name: string): unknown {
  const n = w.names.find((x) => x.name === name && w.sheets[x.localSheetId!] === sheet);
  if (!n) throw new Error(`no name ${name} on ${sheet}`);
  return w.book.getWorksheet(sheet)!.getCell(n.refersTo.split('!')[1].replace(/\$/g, '')).value;
}

const formulasOf = (w: Written, sheet: string): string[] => {
  const out: string[] = [];
  w.book.getWorksheet(sheet)!.eachRow((row) => row.eachCell((c) => c.formula && out.push(c.formula)));
  return out;
};

describe('as400-sizer workbook', () => {
  test('one template, portable by default, with --set: native formulas over the support sheet', async () => {
    const file = path.join(dir, 'interactive.xlsx');
    const r = run(['workbook', 'interactive', '--set', 'InteractiveUtil=0.25', '--set', 'model=S20-2165', '--out', file]);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toContain(file);
    const w = await readWritten(fs.readFileSync(file));
    expect(w.sheets).toEqual(['Interactive capacity', 'AS400 Catalog']);
    expect(named(w, 'Interactive capacity', 'InteractiveUtil')).toBe(0.25);
    expect(named(w, 'Interactive capacity', 'Model')).toBe('S20-2165');
    const formulas = formulasOf(w, 'Interactive capacity');
    expect(formulas.length).toBeGreaterThan(10);
    expect(formulas.filter((f) => f.includes('AS400.'))).toEqual([]);
  });

  test('all in live mode: every template, AS400 calls, --set applied to each template having the input', async () => {
    const file = path.join(dir, 'all.xlsx');
    const r = run(['workbook', 'all', '--mode', 'live', '--set', 'Model=S20-2165', '--out', file]);
    expect(r).toMatchObject({ code: 0, err: '' });
    const w = await readWritten(fs.readFileSync(file));
    expect(w.sheets).not.toContain('AS400 Catalog');
    expect(w.sheets.length).toBe(8);
    const withModel = w.names.filter((n) => n.name === 'Model').map((n) => w.sheets[n.localSheetId!]);
    expect(withModel.length).toBeGreaterThan(1);
    for (const sheet of withModel) expect(named(w, sheet, 'Model')).toBe('S20-2165');
    // Stored as Excel stores a resolved call (tests/xlsx/live-form.test.ts holds the form to Excel's own file).
    expect(formulasOf(w, 'Interactive capacity').some((f) => f.startsWith('_xldudf_AS400_'))).toBe(true);
  });

  test('a choice that reads as a number stays text (drive 3570)', async () => {
    const file = path.join(dir, 'save.xlsx');
    expect(run(['workbook', 'save', '--set', 'Drive=3570', '--set', 'Drives=2', '--out', file]).code).toBe(0);
    const w = await readWritten(fs.readFileSync(file));
    expect(named(w, 'Save window', 'Drive')).toBe('3570');
    expect(named(w, 'Save window', 'Drives')).toBe(2);
  });

  test('refusals exit 2 and name the choices', async () => {
    const out = path.join(dir, 'x.xlsx');
    const template = run(['workbook', 'nope', '--out', out]);
    expect(template.code).toBe(2);
    expect(template.err).toMatch(/Unknown template "nope": choose one of interactive, migration, web, oc400, domino, save, runway, catalog, or all/);
    expect(run([]).err).toContain('as400-sizer workbook TEMPLATE|all');
    expect(run(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('--addin sideload|centralized|catalog=\\\\SERVER\\SHARE') });
    // The rest in this process: starting the command line costs a second each.
    const refusal = async (...args: string[]) => {
      const err: string[] = [];
      const code = await workbookCommand(args, (l) => err.push(l), () => undefined);
      return { code, err: err.join('\n') };
    };
    expect(await refusal('interactive', '--set', 'Users=3', '--out', out)).toEqual({
      code: 2,
      err: expect.stringMatching(/Unknown input "Users" for template interactive: choose one of Model, InteractiveUtil, AlertTarget/),
    });
    expect(await refusal('interactive', '--out', out, '--set', 'InteractiveUtil=32.1')).toEqual({ code: 2, err: expect.stringMatching(/InteractiveUtil must be from 0 to 1/) });
    expect(await refusal('interactive', '--mode', 'cloud', '--out', out)).toEqual({ code: 2, err: expect.stringMatching(/Unknown mode "cloud": choose live, portable/) });
    expect(await refusal('interactive')).toEqual({ code: 2, err: expect.stringMatching(/--out FILE.xlsx is required\nusage: as400-sizer workbook/) });
    expect(await refusal('interactive', 'web', '--out', out)).toEqual({ code: 2, err: expect.stringMatching(/Name one template, or all/) });
    expect(await refusal('interactive', '--out')).toEqual({ code: 2, err: expect.stringMatching(/--out needs a value/) });
    expect(await refusal('interactive', '--color', 'red')).toEqual({ code: 2, err: expect.stringMatching(/Unknown option --color/) });
    expect(await refusal('interactive', '--mode', 'live', '--addin', 'store', '--out', out)).toEqual({ code: 2, err: expect.stringMatching(/Unknown --addin "store": choose sideload, centralized, catalog=/) });
    expect(await refusal('interactive', '--mode', 'live', '--addin', 'catalog=addins', '--out', out)).toEqual({ code: 2, err: expect.stringMatching(/shared folder's network path, e.g. catalog=\\\\server\\addins/) });
    expect(await refusal('interactive', '--addin', 'centralized', '--out', out)).toEqual({ code: 2, err: expect.stringMatching(/--addin is for --mode live/) });
    expect(fs.existsSync(out)).toBe(false);
  });

  test('--set values: numbers, TRUE/FALSE, else text; for all, an input no template has is refused', () => {
    expect([parseSetValue('12'), parseSetValue('-0.5'), parseSetValue('1e3'), parseSetValue('TRUE'), parseSetValue('false')]).toEqual([12, -0.5, 1000, true, false]);
    expect([parseSetValue('S20-2165'), parseSetValue('32.1%'), parseSetValue('')]).toEqual(['S20-2165', '32.1%', '']);
    const all = resolveRequest({ template: 'all', sets: ['Users=900'], mode: 'portable' });
    if (isError(all)) throw new Error(all.message);
    expect(all.templates.find((t) => t.id === 'domino')!.inputs).toEqual({ Users: 900 });
    expect(all.templates.find((t) => t.id === 'interactive')!.inputs).toEqual({});
    const none = resolveRequest({ template: 'all', sets: ['Nope=1'], mode: 'portable' });
    expect(isError(none) && none.message).toMatch(/Unknown input "Nope" for any template: choose one of Model, InteractiveUtil/);
    expect(isError(resolveRequest({ template: 'web', sets: ['TargetUtil'], mode: 'live' }))).toBe(true);
  });
});
