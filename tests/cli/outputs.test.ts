/**
 * Nothing of the planner's is lost (docs/sizing-sheets.md), through the built command line as a planner
 * runs it: --pdf ends in .pdf, no output names an input or the other output (./a and a alike, a
 * link and its target alike), an existing file is replaced only with --force, and a failed or
 * interrupted run leaves neither half a file nor a temporary one.
 */
import { spawn, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { readWritten } from './xlsx/read';
import { BIN } from '../../support/cli';

jest.setTimeout(60_000);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-cli-outputs-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh folder, so what a run leaves in it (or not) is all there is. */
const folder = (): string => fs.mkdtempSync(path.join(root, `case${++n}-`));

const run = (cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const r = spawnSync(process.execPath, [BIN, 'workbook', ...args], { cwd, encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

// Two 15-minute intervals in percent, as as400-sizer measurements reads them.
const MEASUREMENTS = 'timestamp,cpu,interactive\n2024-03-19 10:00,85.2,32.2\n2024-03-19 10:15,91.3,45.2\n';
const write = (dir: string, name: string, content: string | Buffer): string => {
  fs.writeFileSync(path.join(dir, name), content);
  return path.join(dir, name);
};

/** A folder holding a fake soffice first on the PATH: LibreOffice failing, or still running when the run is interrupted. */
function fakeSoffice(script: string): NodeJS.ProcessEnv {
  const bin = folder();
  write(bin, 'soffice', `#!/bin/sh\n${script}\n`);
  fs.chmodSync(path.join(bin, 'soffice'), 0o755);
  return { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
}

describe("as400-sizer workbook: nothing of the planner's is lost", () => {
  test("--pdf naming the measurements (the issue's keep.csv) is refused, exit 2, and the file is byte for byte as it was", () => {
    const dir = folder();
    const keep = write(dir, 'keep.csv', MEASUREMENTS);
    const r = run(dir, ['interactive', '--measurements', 'keep.csv', '--pdf', 'keep.csv']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^--pdf keep\.csv: the report is a \.pdf file/);
    expect(fs.readFileSync(keep, 'utf8')).toBe(MEASUREMENTS);
    expect(fs.readdirSync(dir)).toEqual(['keep.csv']);
  });

  test('an output naming an input, however written (./data.xlsx, the full path, a link), is refused even with --force', () => {
    const dir = folder();
    // Measurements in a file whose name an .xlsx output could take.
    const data = write(dir, 'data.xlsx', MEASUREMENTS);
    fs.symlinkSync(data, path.join(dir, 'link.xlsx'));
    for (const [out, force] of [
      ['./data.xlsx', false],
      [data, true],
      ['link.xlsx', true],
      ['data', false],
    ] as const) {
      const r = run(dir, ['interactive', '--measurements', 'data.xlsx', '--out', out, ...(force ? ['--force'] : [])]);
      expect({ out, code: r.code }).toEqual({ out, code: 2 });
      expect(r.err).toContain(`--out ${out === 'data' ? 'data.xlsx' : out} is the --measurements file`);
    }
    expect(fs.readFileSync(data, 'utf8')).toBe(MEASUREMENTS);
    expect(fs.readdirSync(dir).sort()).toEqual(['data.xlsx', 'link.xlsx']);
  });

  test('--out and --pdf naming one file: a PDF never lands in an .xlsx, and one output never names the other', () => {
    const dir = folder();
    const r = run(dir, ['interactive', '--out', 'x.xlsx', '--pdf', 'x.xlsx']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^--pdf x\.xlsx: the report is a \.pdf file/);
    expect(fs.readdirSync(dir)).toEqual([]);
    // A .pdf name that is a link to the workbook: the same file, --force or not.
    const workbook = write(dir, 'r.xlsx', "the planner's own workbook");
    fs.symlinkSync(workbook, path.join(dir, 'r.pdf'));
    const linked = run(dir, ['interactive', '--out', 'r.xlsx', '--pdf', 'r.pdf', '--force']);
    expect(linked).toMatchObject({ code: 2, err: '--pdf r.pdf is also the --out file: give each output a file of its own\n' });
    expect(fs.readFileSync(workbook, 'utf8')).toBe("the planner's own workbook");
  });

  test('an existing file is kept without --force (exit 2 naming it), and replaced with it', async () => {
    const dir = folder();
    const old = write(dir, 'sizing.xlsx', "the planner's own workbook");
    const kept = run(dir, ['interactive', '--out', 'sizing.xlsx']);
    expect(kept.code).toBe(2);
    expect(kept.err).toBe('--out sizing.xlsx exists: give --force to replace it, or another name. Nothing was written.\n');
    expect(fs.readFileSync(old, 'utf8')).toBe("the planner's own workbook");
    // The PDF too, checked before anything is written (and before LibreOffice is looked for).
    const report = write(dir, 'report.pdf', 'an older report');
    const keptPdf = run(dir, ['interactive', '--out', 'new.xlsx', '--pdf', 'report.pdf']);
    expect(keptPdf.code).toBe(2);
    expect(keptPdf.err).toContain('--pdf report.pdf exists: give --force to replace it');
    expect(fs.readFileSync(report, 'utf8')).toBe('an older report');
    expect(fs.readdirSync(dir).sort()).toEqual(['report.pdf', 'sizing.xlsx']);

    const replaced = run(dir, ['interactive', '--out', 'sizing.xlsx', '--force']);
    expect(replaced).toMatchObject({ code: 0, err: '' });
    expect((await readWritten(fs.readFileSync(old))).sheets).toEqual(['Interactive capacity', 'AS400 Catalog']);
    expect(fs.readdirSync(dir).sort()).toEqual(['report.pdf', 'sizing.xlsx']);
  });

  test('a folder that is not there, or a folder as the output: refused in words, exit 2', () => {
    const dir = folder();
    const missing = run(dir, ['interactive', '--out', 'missing/sizing.xlsx']);
    expect(missing).toMatchObject({ code: 2, err: expect.stringMatching(/^--out missing\/sizing\.xlsx: there is no folder /) });
    fs.mkdirSync(path.join(dir, 'a.xlsx'));
    expect(run(dir, ['interactive', '--out', 'a.xlsx', '--force'])).toMatchObject({ code: 2, err: expect.stringMatching(/^--out a\.xlsx is a folder/) });
  });

  test('LibreOffice failing on the PDF: neither file is written, no temporary file is left, and a file --force would replace is intact', () => {
    const dir = folder();
    const failing = fakeSoffice('exit 1');
    const r = run(dir, ['interactive', '--out', 'a.xlsx', '--pdf', 'a.pdf'], failing);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/soffice --convert-to pdf failed[\s\S]*Nothing was written\.\n$/);
    expect(fs.readdirSync(dir)).toEqual([]);
    const old = write(dir, 'a.xlsx', "the planner's own workbook");
    expect(run(dir, ['interactive', '--out', 'a.xlsx', '--pdf', 'a.pdf', '--force'], failing).code).toBe(1);
    expect(fs.readFileSync(old, 'utf8')).toBe("the planner's own workbook");
    expect(fs.readdirSync(dir)).toEqual(['a.xlsx']);
  });

  test('Ctrl+C while LibreOffice prints: the run ends, writing nothing and leaving no temporary file', async () => {
    const dir = folder();
    const child = spawn(process.execPath, [BIN, 'workbook', 'interactive', '--out', 'b.xlsx', '--pdf', 'b.pdf'], {
      cwd: dir,
      env: fakeSoffice('exec sleep 30'),
      // Its own process group, as a terminal's foreground job: Ctrl+C reaches node and LibreOffice alike.
      detached: true,
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The workbook's temporary file is written just before LibreOffice starts.
    const deadline = Date.now() + 20_000;
    while (!fs.readdirSync(dir).some((f) => f.endsWith('.tmp')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).not.toBe(0);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test('--help and the usage name --force', () => {
    const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' }).stdout;
    expect(help).toMatch(/\[--date-order mdy\|dmy\] \[--jobs JOBS\.csv\]\s+\[--force\]/);
    expect(help).toMatch(/an existing file is\s+replaced only with --force/);
  });
});
