/**
 * The files the command line writes, written so that nothing of the planner's is lost: an output
 * never names an input or another output, an existing file is replaced only when the planner says
 * so (--force), and each file is written beside its place under a temporary name and renamed there
 * only once complete, so a failed or interrupted run leaves the old file (or none), never half a file.
 */
import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';

/** A file named on the command line, with the option that named it (for the messages). */
export interface FileArg {
  readonly option: string;
  readonly file: string;
}

/** Case-insensitive file systems (macOS, Windows by default): A.xlsx and a.xlsx are one file there. */
const FOLD_CASE = process.platform === 'darwin' || process.platform === 'win32';

/**
 * What a path names, to compare two paths: its real path (links followed, ./a and a alike), the
 * real folder and the name for a file not there yet; null where its folder does not exist.
 */
function realPath(file: string): string | null {
  const resolved = path.resolve(file);
  let real: string;
  try {
    real = fs.realpathSync(resolved);
  } catch {
    try {
      real = path.join(fs.realpathSync(path.dirname(resolved)), path.basename(resolved));
    } catch {
      return null;
    }
  }
  return FOLD_CASE ? real.toLowerCase() : real;
}

function sameFile(a: string, b: string): boolean {
  const [ra, rb] = [realPath(a), realPath(b)];
  if (ra !== null && ra === rb) return true;
  // Hard links, and names a case-folding or network file system maps to one file.
  const [sa, sb] = [fs.statSync(a, { throwIfNoEntry: false }), fs.statSync(b, { throwIfNoEntry: false })];
  return sa !== undefined && sb !== undefined && sa.dev === sb.dev && sa.ino === sb.ino;
}

/**
 * Why the outputs cannot be written, in words naming the file, or null: checked before any work,
 * so a refused run reads nothing more and writes nothing.
 */
export function refuseOutputs(outputs: readonly FileArg[], inputs: readonly FileArg[], force: boolean): string | null {
  for (const [k, o] of outputs.entries()) {
    const folder = path.dirname(path.resolve(o.file));
    if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return `${o.option} ${o.file}: there is no folder ${folder}`;
    const input = inputs.find((i) => sameFile(o.file, i.file));
    if (input) return `${o.option} ${o.file} is the ${input.option} file: an output never replaces an input (--force or not)`;
    const other = outputs.slice(0, k).find((p) => sameFile(o.file, p.file));
    if (other) return `${o.option} ${o.file} is also the ${other.option} file: give each output a file of its own`;
    if (fs.statSync(o.file, { throwIfNoEntry: false })?.isDirectory()) return `${o.option} ${o.file} is a folder: name a file`;
    // lstat: a link whose target is gone is still a name the planner made.
    if (fs.lstatSync(o.file, { throwIfNoEntry: false }) && !force) {
      return `${o.option} ${o.file} exists: give --force to replace it, or another name. Nothing was written.`;
    }
  }
  return null;
}

/** A file to write: `write` fills the temporary path it is given. */
export interface Output {
  readonly file: string;
  readonly write: (temporary: string) => void;
}

/** A hidden name beside the file: the same folder, so the rename stays on one file system and is atomic. */
const temporaryName = (file: string): string => path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);

/** Moves a complete temporary file into place; without `force`, never over a file that appeared meanwhile. */
function moveIntoPlace(temporary: string, file: string, force: boolean): void {
  if (force) return fs.renameSync(temporary, file);
  try {
    // A hard link fails where the name is taken, where a check then a rename could replace a file made in between.
    fs.linkSync(temporary, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new Error(`${file} appeared while it was being written: it was kept, give --force to replace it`);
    }
    // A file system without hard links (some network shares, FAT): the check before the work stands.
    return fs.renameSync(temporary, file);
  }
  fs.rmSync(temporary, { force: true });
}

/** Signals that would end the process at once, leaving its temporary files behind. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/**
 * Listening is what matters: with a listener Node no longer dies on the signal, so the synchronous
 * write below runs on to its end. Ctrl+C reaches a running LibreOffice too, which stops, so the
 * PDF fails and the temporary files are removed; otherwise the write completes.
 */
const hold = (): void => undefined;

/**
 * Writes every output to its temporary file, then moves them all into place: a failure in any
 * (LibreOffice failing on the PDF, a full disk, Ctrl+C) removes the temporary files and writes none.
 */
export function writeOutputs(outputs: readonly Output[], force: boolean): void {
  const temporaries: string[] = [];
  for (const s of SIGNALS) process.on(s, hold);
  const moved: string[] = [];
  try {
    for (const o of outputs) {
      const temporary = temporaryName(o.file);
      temporaries.push(temporary);
      o.write(temporary);
      if (!fs.existsSync(temporary)) throw new Error(`${o.file} was not written`);
    }
    outputs.forEach((o, i) => {
      moveIntoPlace(temporaries[i], o.file, force);
      moved.push(o.file);
    });
  } catch (e) {
    const why = e instanceof Error ? e.message.trim() : String(e);
    const kept = outputs.filter((o) => !moved.includes(o.file)).map((o) => o.file);
    throw new Error(`${why}\n${moved.length === 0 ? 'Nothing was written.' : `Written: ${moved.join(', ')}; not written: ${kept.join(', ')}.`}`);
  } finally {
    for (const t of temporaries) fs.rmSync(t, { force: true });
    for (const s of SIGNALS) process.off(s, hold);
  }
}

/** One file written whole or not at all, replacing what was there: for the npm scripts that regenerate committed files. */
export function replaceFile(file: string, data: string | Buffer): void {
  writeOutputs([{ file, write: (temporary) => fs.writeFileSync(temporary, data) }], true);
}
