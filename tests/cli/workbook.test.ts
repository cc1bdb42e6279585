/**
 * as400-sizer workbook: the command line's sizing-sheet workbooks, its --set and --mode, and its
 * refusals (exit 2 with the choices named).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { workbookCommand } from '../../cli/xlsx/command';
import { parseSetValue, resolveRequest } from '../../cli/xlsx/request';
import { isError } from '../../addin/errors';
import { namedRefIn, readWritten, type Written } from './xlsx/read';
import { DEFAULT_ANNUAL_GROWTH } from '../../addin/sheets/growth';
import { BIN } from '../../support/cli';

/** The stderr line of a workbook whose AnnualGrowth is left at the add-in's default (default, not measured). */
const defaultGrowth = (sheets: string) =>
  `note: AnnualGrowth ${DEFAULT_ANNUAL_GROWTH * 100}% a year (${sheets}): default, not measured; give --history or --set AnnualGrowth\n`;

jest.setTimeout(60_000);

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
const named = (w: Written, sheet: string, name: string): unknown => w.book.getWorksheet(sheet)!.getCell(namedRefIn(w, sheet, name)).value;

/** The row of the cell in column A holding `text`. */
function findRow(w: Written, sheet: string, text: string): number {
  let found = 0;
  w.book.getWorksheet(sheet)!.eachRow((row, n) => {
    if (!found && row.getCell(1).value === text) found = n;
  });
  if (!found) throw new Error(`no "${text}" in column A of ${sheet}`);
  return found;
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
    expect(r).toMatchObject({ code: 0, err: defaultGrowth('Scenarios, Growth runway') });
    const w = await readWritten(fs.readFileSync(file));
    expect(w.sheets).not.toContain('AS400 Catalog');
    expect(w.sheets.length).toBe(9);
    const withModel = w.names.filter((n) => n.name === 'Model').map((n) => w.sheets[n.localSheetId!]);
    expect(withModel.length).toBeGreaterThan(1);
    for (const sheet of withModel) expect(named(w, sheet, 'Model')).toBe('S20-2165');
    // Stored as Excel stores a resolved call (tests/cli/xlsx/live-form.test.ts holds the form to Excel's own file).
    expect(formulasOf(w, 'Interactive capacity').some((f) => f.startsWith('_xldudf_AS400_'))).toBe(true);
  });

  test('table inputs from --set: lines split by ";", cells by ","; a blank cell takes the column default or stays blank', async () => {
    const file = path.join(dir, 'tables.xlsx');
    const r = run([
      'workbook',
      'all',
      '--set',
      'Mix=cgi-named,,,175; static,,10,40; servlet,TRUE,,20',
      '--set',
      'Partitions=Mail,2500; Apps,1200,1',
      '--out',
      file,
    ]);
    expect(r).toMatchObject({ code: 0, err: defaultGrowth('Scenarios, Growth runway') });
    const w = await readWritten(fs.readFileSync(file));
    const rows = (sheet: string, first: number, columns: string) =>
      [0, 1, 2, 3].map((i) => [...columns].map((c) => w.book.getWorksheet(sheet)!.getCell(`${c}${first + i}`).value));
    const mixHeader = findRow(w, 'Web sizing', 'Transaction');
    // The three lines given, then blank lines the planner may fill in the sheet.
    expect(rows('Web sizing', mixHeader + 1, 'ABCD')).toEqual([
      ['cgi-named', false, null, 175],
      ['static', false, 10, 40],
      ['servlet', true, null, 20],
      [null, null, null, null],
    ]);
    const partitions = findRow(w, 'Domino mail', 'Partition');
    // Complexity left out: the typical user's 2 (PCR 11.10).
    expect(rows('Domino mail', partitions + 1, 'ABC')).toEqual([
      ['Mail', 2500, 2],
      ['Apps', 1200, 1],
      [null, null, null],
      [null, null, null],
    ]);
  });

  test("--target: systems of the planner's own as scenarios candidates, and without --set Candidates the only ones", async () => {
    const file = path.join(dir, 'scenarios.xlsx');
    const own = ['Own A;12000;all;;test input, p. 1', 'Own B;5000;500;1/3;test input, p. 2'];
    const r = run(['workbook', 'scenarios', '--mode', 'live', '--target', own[0], '--target', own[1], '--out', file]);
    expect(r).toMatchObject({ code: 0, err: defaultGrowth('Scenarios') });
    const w = await readWritten(fs.readFileSync(file));
    const sheet = w.book.getWorksheet('Scenarios')!;
    const first = findRow(w, 'Scenarios', "Catalog key, or your system's name") + 1;
    const line = (i: number) => [...'ABCDE'].map((c) => sheet.getCell(`${c}${first + i}`).value);
    // The two given and nothing else: no default catalog candidate (730-2065-1507...) is sized beside them.
    expect([0, 1, 2, 3].map(line)).toEqual([
      ['Own A', 12000, 'all', 'none', 'test input, p. 1'],
      ['Own B', 5000, 500, '1/3', 'test input, p. 2'],
      [null, null, null, null, null],
      [null, null, null, null, null],
    ]);
    const ratings = findRow(w, 'Scenarios', 'Ratings from');
    const across = (row: number) => [...'BCDE'].map((c) => (sheet.getCell(`${c}${row}`).value as { result?: unknown }).result ?? '');
    expect(across(ratings)).toEqual(['Planner-supplied', 'Planner-supplied', '', '']);
    expect(across(findRow(w, 'Scenarios', 'Candidate'))).toEqual(['Own A', 'Own B', '', '']);
    // After the candidates chosen with --set, in the order given.
    const mixed = path.join(dir, 'mixed.xlsx');
    const mixedRun = run(['workbook', 'scenarios', '--set', 'Candidates=730-2065-1507', '--target', own[0], '--out', mixed]);
    expect(mixedRun).toMatchObject({ code: 0, err: defaultGrowth('Scenarios') });
    const m = (await readWritten(fs.readFileSync(mixed))).book.getWorksheet('Scenarios')!;
    expect([0, 1, 2].map((i) => m.getCell(`A${first + i}`).value)).toEqual(['730-2065-1507', 'Own A', null]);
    // Five lines in all: the first four are sized, the --set Candidates lines first, and stderr names the one dropped.
    const five = path.join(dir, 'five.xlsx');
    const four = ['730-2065-1507', '820-2396-1524', '820-2397-1524', '830-2400-1531'];
    const kept = run(['workbook', 'scenarios', '--set', `Candidates=${four.join('; ')}`, '--target', own[0], '--out', five]);
    expect(kept.code).toBe(0);
    expect(kept.err).toMatch(/Candidates: Candidate systems takes at most 4 lines, got 5; dropped Own A\n/);
    const k = (await readWritten(fs.readFileSync(five))).book.getWorksheet('Scenarios')!;
    expect([0, 1, 2, 3, 4].map((i) => k.getCell(`A${first + i}`).value)).toEqual([...four, null]);
    // --target alone: the first four in the order given.
    const six = path.join(dir, 'six.xlsx');
    const targets = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'].flatMap((n) => ['--target', `${n};1000;all;;test input, p. 3`]);
    const r6 = run(['workbook', 'scenarios', ...targets, '--out', six]);
    expect(r6.code).toBe(0);
    expect(r6.err).toMatch(/got 6; dropped P5, P6\n/);
    const s6 = (await readWritten(fs.readFileSync(six))).book.getWorksheet('Scenarios')!;
    expect([0, 1, 2, 3, 4].map((i) => s6.getCell(`A${first + i}`).value)).toEqual(['P1', 'P2', 'P3', 'P4', null]);
    // A bad target or a template without targets: exit 2, the reason named, nothing written.
    const none = path.join(dir, 'none.xlsx');
    const sourceless = run(['workbook', 'scenarios', '--target', 'Mine;1000;all;;', '--out', none]);
    expect(sourceless).toMatchObject({ code: 2, err: expect.stringContaining('give the source of its ratings') });
    const noTargets = run(['workbook', 'interactive', '--target', own[0], '--out', none]);
    expect(noTargets).toMatchObject({ code: 2, err: expect.stringContaining('--target is for a template with a table of target systems: scenarios') });
    expect(fs.existsSync(none)).toBe(false);
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
    expect(template.err).toMatch(
      /Unknown template "nope": choose one of interactive, migration, scenarios, web, oc400, domino, save, runway, report, catalog, or all/,
    );
    expect(run([]).err).toContain('as400-sizer workbook TEMPLATE|all');
    expect(run(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('--addin sideload|centralized|catalog=\\\\SERVER\\SHARE') });
    // The rest in this process: starting the command line costs a second each.
    const refusal = async (...args: string[]) => {
      const err: string[] = [];
      const code = await workbookCommand(
        args,
        (l) => err.push(l),
        () => undefined,
      );
      return { code, err: err.join('\n') };
    };
    expect(await refusal('interactive', '--set', 'Users=3', '--out', out)).toEqual({
      code: 2,
      err: expect.stringMatching(/Unknown input "Users" for template interactive: choose one of Model, InteractiveUtil, AlertTarget/),
    });
    expect(await refusal('interactive', '--out', out, '--set', 'InteractiveUtil=32.1')).toEqual({
      code: 2,
      err: expect.stringMatching(/input InteractiveUtil: Measured interactive utilization is a fraction of the CPU \(32.1% is 0.321\), so at most 1; got 32.1/),
    });
    expect(await refusal('interactive', '--out', out, '--set', 'Model=xyz')).toEqual({
      code: 2,
      err: expect.stringMatching(/input Model: Unknown model "xyz"/),
    });
    expect(await refusal('interactive', '--out', out, '--set', 'Model=720-2061')).toEqual({
      code: 2,
      err: expect.stringMatching(/"720-2061" matches 3 rows of Appendix D: 720-2061-Base, 720-2061-1501, 720-2061-1502/),
    });
    // Table inputs: the line and the column that are wrong are named.
    expect(await refusal('web', '--set', 'Mix=cgi-named,,,175; servlet,maybe,,20', '--out', out)).toEqual({
      code: 2,
      err: 'web, input Mix: Transaction mix line 2: Secure must be TRUE or FALSE, got text "maybe"',
    });
    expect(await refusal('web', '--set', 'Mix=cgi-named,FALSE,,175,9', '--out', out)).toEqual({
      code: 2,
      err: 'web, input Mix: Transaction mix line 1 has 5 cells: each line is Transaction, Secure, PageKB, Rate',
    });
    expect(await refusal('domino', '--set', 'Partitions=Mail,,3', '--out', out)).toEqual({
      code: 2,
      err:
        'domino, input Partitions: Domino partitions (servers) line 1: Active mail and ' +
        'calendaring users is missing (each line is Partition, Users, Complexity)',
    });
    expect(await refusal('interactive', '--mode', 'cloud', '--out', out)).toEqual({
      code: 2,
      err: expect.stringMatching(/Unknown mode "cloud": choose live, portable/),
    });
    expect(await refusal('interactive')).toEqual({
      code: 2,
      err: expect.stringMatching(/--out FILE.xlsx or --pdf FILE.pdf is required\nusage: as400-sizer workbook/),
    });
    expect(await refusal('interactive', 'web', '--out', out)).toEqual({ code: 2, err: expect.stringMatching(/Name one template, or all/) });
    expect(await refusal('interactive', '--out')).toEqual({ code: 2, err: expect.stringMatching(/--out needs a value/) });
    expect(await refusal('interactive', '--color', 'red')).toEqual({ code: 2, err: expect.stringMatching(/Unknown option --color/) });
    expect(await refusal('interactive', '--out', `${out}.xls`)).toEqual({ code: 2, err: expect.stringMatching(/the workbook is an \.xlsx file/) });
    expect(await refusal('interactive', '--mode', 'live', '--addin', 'store', '--out', out)).toEqual({
      code: 2,
      err: expect.stringMatching(/Unknown --addin "store": choose sideload, centralized, catalog=/),
    });
    expect(await refusal('interactive', '--mode', 'live', '--addin', 'catalog=addins', '--out', out)).toEqual({
      code: 2,
      err: expect.stringMatching(/shared folder's network path, e.g. catalog=\\\\server\\addins/),
    });
    expect(await refusal('interactive', '--addin', 'centralized', '--out', out)).toEqual({ code: 2, err: expect.stringMatching(/--addin is for --mode live/) });
    expect(fs.existsSync(out)).toBe(false);
  });

  test('--pdf: the report in one command, one page per sizing sheet, through LibreOffice', async () => {
    const pdf = path.join(dir, 'web report.pdf');
    const r = run(['workbook', 'web', '--set', 'Model=720-2061-1501', '--pdf', pdf]);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toBe(`${pdf}: Web sizing\n`);
    const info = spawnSync('pdfinfo', [pdf], { encoding: 'utf8' }).stdout;
    expect(info).toMatch(/Pages:\s+1\n/);
    const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
    expect(text).toMatch(/^Web serving\s+Model 720-2061-1501 \(when built\)/);
    // No .xlsx is left behind when only the PDF was asked for.
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('web report'))).toEqual(['web report.pdf']);
  });

  test('--pdf without LibreOffice: the package to install is named, the exit is not 0, and nothing is written (not even --out)', () => {
    // A PATH that has node and nothing else.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-path-'));
    fs.symlinkSync(process.execPath, path.join(bin, 'node'));
    const [xlsx, pdf] = [path.join(dir, 'no-lo.xlsx'), path.join(dir, 'no-lo.pdf')];
    const r = spawnSync(path.join(bin, 'node'), [BIN, 'workbook', 'save', '--out', xlsx, '--pdf', pdf], {
      encoding: 'utf8',
      env: { ...process.env, PATH: bin },
    });
    fs.rmSync(bin, { recursive: true, force: true });
    expect(r.status).toBe(3);
    expect(r.stderr).toMatch(
      new RegExp(
        /--pdf prints the workbook with LibreOffice, which is not installed.*sudo apt-get /.source +
          /install --no-install-recommends libreoffice-calc-nogui\. Nothing was written\./.source,
      ),
    );
    expect([fs.existsSync(xlsx), fs.existsSync(pdf)]).toEqual([false, false]);
  });

  test('--set values: numbers, TRUE/FALSE, else text; for all, an input no template has is refused', () => {
    expect([parseSetValue('12'), parseSetValue('-0.5'), parseSetValue('1e3'), parseSetValue('TRUE'), parseSetValue('false')]).toEqual([
      12,
      -0.5,
      1000,
      true,
      false,
    ]);
    expect([parseSetValue('S20-2165'), parseSetValue('32.1%'), parseSetValue('')]).toEqual(['S20-2165', '32.1%', '']);
    const all = resolveRequest({ template: 'all', sets: ['Partitions=Mail,900'], mode: 'portable' });
    if (isError(all)) throw new Error(all.message);
    // A table input's text goes to the core as it is, read there line by line (see the table input test).
    expect(all.templates.find((t) => t.id === 'domino')!.inputs).toEqual({ Partitions: 'Mail,900' });
    expect(all.templates.find((t) => t.id === 'interactive')!.inputs).toEqual({});
    const none = resolveRequest({ template: 'all', sets: ['Nope=1'], mode: 'portable' });
    expect(isError(none) && none.message).toMatch(/Unknown input "Nope" for any template: choose one of Model, InteractiveUtil/);
    expect(isError(resolveRequest({ template: 'web', sets: ['TargetUtil'], mode: 'live' }))).toBe(true);
  });

  test('--out without an extension gets .xlsx', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-out-'));
    const lines: string[] = [];
    expect(
      await workbookCommand(
        ['interactive', '--out', path.join(dir, 'report')],
        () => undefined,
        (l) => lines.push(l),
      ),
    ).toBe(0);
    expect(fs.existsSync(path.join(dir, 'report.xlsx'))).toBe(true);
    expect(lines[0]).toMatch(/report\.xlsx: Interactive capacity/);
  });
});
