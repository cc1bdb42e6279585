/**
 * LibreOffice headless, for `as400-sizer workbook --pdf` and the engine tests. Each call starts
 * soffice with a fresh user profile of its own, so it never meets (or waits on) a LibreOffice the
 * user has open, and so recalculation on load can be forced (OOXMLRecalcMode and ODFRecalcMode 0 =
 * always): by default LibreOffice trusts the values cached in the file. One soffice call per batch
 * of files: starting it is most of the cost.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const PROFILE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/** The Debian package that brings a headless LibreOffice Calc. */
export const LIBREOFFICE_PACKAGE = 'libreoffice-calc-nogui';

/** The soffice binary on the PATH, or null. */
export function findSoffice(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of ['soffice', 'libreoffice']) {
      const p = path.join(dir, name);
      if (dir && fs.existsSync(p)) return p;
    }
  }
  return null;
}

/** The soffice binary, or an error telling how to install it: the engine tests fail, never skip, without it. */
export function soffice(): string {
  const bin = findSoffice();
  if (bin === null)
    throw new Error(`LibreOffice (soffice) is not installed: apt-get install -y --no-install-recommends ${LIBREOFFICE_PACKAGE} (npm test installs it)`);
  return bin;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `as400-${prefix}-`));
}

/**
 * Converts files to `format` ("xlsx", "pdf") into outDir with a fresh profile; returns the output
 * paths in input order, throwing with soffice's output when one is missing. `recalc: false` keeps
 * LibreOffice's default, which shows the values cached in the file.
 */
export function convert(files: readonly string[], format: string, outDir: string, { recalc = true } = {}): string[] {
  const bin = soffice();
  const profile = tempDir('lo-profile');
  fs.mkdirSync(path.join(profile, 'user'), { recursive: true });
  if (recalc) fs.writeFileSync(path.join(profile, 'user', 'registrymodifications.xcu'), PROFILE);
  fs.mkdirSync(outDir, { recursive: true });
  const r = spawnSync(bin, ['--headless', '--norestore', `-env:UserInstallation=file://${profile}`, '--convert-to', format, '--outdir', outDir, ...files], {
    encoding: 'utf8',
    timeout: 240_000,
  });
  fs.rmSync(profile, { recursive: true, force: true });
  const outputs = files.map((f) => path.join(outDir, `${path.basename(f, path.extname(f))}.${format.split(':')[0]}`));
  const missing = outputs.filter((o) => !fs.existsSync(o));
  if (r.error || missing.length) {
    throw new Error(
      `soffice --convert-to ${format} failed (${r.error?.message ?? `exit ${r.status}`}); missing ${missing.join(', ')}\n${r.stdout}\n${r.stderr}`,
    );
  }
  return outputs;
}
