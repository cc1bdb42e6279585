/**
 * npm run release: AS400_PUBLIC_URL=https://HOST/PATH/ npm run release writes
 * release/as400-capacity-planner-VERSION.zip, what a team's administrator needs:
 *
 *   web/              the built add-in, to serve as static files at AS400_PUBLIC_URL (docs/install.md, "Serving")
 *   manifest.xml      the add-in only (XML) manifest, every URL under AS400_PUBLIC_URL
 *   manifest.json     the unified manifest (Microsoft 365 app manifest 1.25), the same add-in
 *   color.png, outline.png   its icons
 *   app-package.zip   manifest.json with its icons: the file the admin center takes for it
 *   README.txt        what goes where, standing alone (INSTALL)
 *
 * The build goes to a temporary folder, so dist/ is left as it is. The unified manifest is checked with
 * office-addin-manifest validate (offline: the schema ships in @microsoft/app-manifest) before the zip
 * is written. AS400_RELEASE_DIR names another output folder (the tests use a temporary one).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { buildInto } from './build-into';
import { BAR_RGB, barsOf } from './icons';
import { DEV_URL, packageVersion, publicUrl } from './public-url';
import { APP_ICONS, unifiedManifest } from './unified-manifest';

const ROOT = path.resolve(__dirname, '..');
export const RELEASE_DIR = path.join(ROOT, 'release');
export const releaseName = (version: string): string => `as400-capacity-planner-${version}.zip`;
const hex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
/** The unified manifest's accent colour: the icon's bar colour. */
export const ACCENT_COLOR = hex(BAR_RGB);

/** The add-in's bars (cli/icons.ts) at `size` px: in `bar` on `background` (transparent when null). */
function appIcon(size: number, bar: readonly number[], background: readonly number[] | null): Buffer {
  const png = new PNG({ width: size, height: size, colorType: 6 });
  for (let i = 0; i < size * size; i++) png.data.set(background ? [...background, 255] : [0, 0, 0, 0], i * 4);
  for (const [l, t, r, b] of barsOf(size)) for (let y = t; y < b; y++) for (let x = l; x < r; x++) png.data.set([...bar, 255], (y * size + x) * 4);
  return PNG.sync.write(png, { colorType: 6 });
}

/**
 * Runs office-addin-manifest validate on a unified manifest (manifest.json); throws with its report
 * unless it passes. For JSON it checks against the schema its @microsoft/app-manifest ships for the
 * manifest's $schema (offline); it prints nothing for a valid one and exits 0, and prints each error
 * and "The manifest is not valid." with exit 1 otherwise. (For an XML manifest it would post the file
 * to Microsoft's validation service, so it is not used for manifest.xml.)
 */
export function validateManifestFile(file: string): void {
  if (!file.endsWith('.json')) throw new Error(`${file}: only the unified manifest (.json) is validated offline`);
  const run = spawnSync(process.execPath, [require.resolve('office-addin-manifest/cli.js'), 'validate', file], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (run.error || run.status !== 0 || /not valid|Error/.test(output)) {
    throw new Error(`office-addin-manifest validate ${file} failed (exit ${run.status}):\n${run.error?.message ?? output}`);
  }
}

/**
 * The zip's README.txt: everything an administrator needs with the zip alone (no project README beside
 * it): where the add-in runs, as Microsoft's requirement-set tables state it (docs/install.md, "Where
 * it runs", checked 2026-11-28), serving the web files, and each way to install, with the file each
 * takes.
 */
export const INSTALL = (version: string, base: string) => `AS/400 Capacity Planner ${version}, built for ${base}

WHERE IT RUNS (Microsoft's requirement-set tables for custom functions and the shared runtime,
checked 2026-11-28)
  - Microsoft 365 on Windows, Version 2002 (Build 12527.20092) or later; on Mac, 16.35 or later;
    Excel on the web. These read manifest.xml or the unified manifest (app-package.zip).
  - Retail (one-time purchase) Office on Windows, Version 2311 (Build 17029.20126) or later.
  - Volume-licensed Office on Windows: Office 2021 (Version 2108, Build 14332.20011) or later (LTSC).
  - Not volume-licensed Office 2016 or 2019, not Excel on iPad: no custom functions there.
  Perpetual (retail or volume-licensed) Office reads manifest.xml only. Where Excel lacks
  CustomFunctionsRuntime 1.4 (every perpetual Office), data-type cells reach the functions as their
  values; the answers are the same.

1. SERVE THE WEB FILES
   Serve the contents of web/ as static files over HTTPS at ${base}
   (Office loads add-ins over HTTPS only). Send Cache-Control: no-cache for taskpane.html, sw.js,
   manifest.xml and the .json files; files requested with ?v=<hash> may be cached for a year.

2. INSTALL ONE MANIFEST, one of these ways
   a. Microsoft 365 admin center (Centralized Deployment, for an organization):
      Settings > Integrated apps > Add-ins > Deploy Add-in > Upload custom apps; upload manifest.xml
      (or app-package.zip, the unified manifest with its icons, where the admin center asks for an
      app package); assign it to everyone, users or groups. It can take up to 24 hours to appear;
      users may need to restart Excel.
   b. A network share catalog (Windows, Microsoft 365 or perpetual Office):
      copy manifest.xml to a shared folder (\\\\SERVER\\SHARE). On each PC: File > Options > Trust
      Center > Trust Center Settings > Trusted Add-in Catalogs, add the share's path, tick
      "Show in Menu", restart Excel, then Home > Add-ins > Shared Folder > AS/400 Capacity Planner.
   c. Sideloading on one PC:
      - Windows: the network share catalog above, with a folder of that PC shared.
      - Mac: copy manifest.xml to ~/Library/Containers/com.microsoft.Excel/Data/Documents/wef/,
        restart Excel, then Insert > Add-ins > My Add-ins.
      - Excel on the web: open a workbook, Home > Add-ins > More Settings > Upload My Add-in
        (or Insert > Add-ins > Upload My Add-in), choose manifest.xml. It lasts for the browser
        session.
   Where both manifests get installed, Office shows one add-in: manifest.json hides the add-in of
   manifest.xml's <Id>.

3. USE IT
   Type =AS400. in a cell for the functions; Data > Capacity Planner opens the task pane.

UPDATING: a new release has a higher version. Replace the web files, then update the manifest
where it was installed (admin center: select the add-in, Update; share: replace manifest.xml).
Excel may keep the old functions for up to 24 hours; clearing the Office cache (File > Options >
Trust Center > Trust Center Settings > Trusted Add-in Catalogs > "Next time Office starts, clear
all previously-started web add-ins cache") takes the new ones at once.

REMOVING: remove the add-in in the admin center (Integrated apps), or the catalog from Trusted
Add-in Catalogs, or the manifest from the wef folder; then clear the Office cache as above.
`;

/** Builds for `base` and writes the release zip into `outDir`; returns its path. */
export async function release(base: string, outDir: string = RELEASE_DIR): Promise<string> {
  const version = packageVersion();
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-release-'));
  try {
    buildInto(build, base);
    const manifestXml = fs.readFileSync(path.join(build, 'manifest.xml'), 'utf8');
    const manifestJson = `${JSON.stringify(unifiedManifest(manifestXml, { version, accentColor: ACCENT_COLOR }), null, 2)}\n`;
    const icons = { [APP_ICONS.color]: appIcon(192, [255, 255, 255], BAR_RGB), [APP_ICONS.outline]: appIcon(32, [255, 255, 255], null) };

    // Validated as the file the admin center gets, icons beside it.
    const check = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-release-check-'));
    try {
      fs.writeFileSync(path.join(check, 'manifest.json'), manifestJson);
      for (const [name, data] of Object.entries(icons)) fs.writeFileSync(path.join(check, name), data);
      validateManifestFile(path.join(check, 'manifest.json'));
    } finally {
      fs.rmSync(check, { recursive: true, force: true });
    }

    const appPackage = new JSZip();
    appPackage.file('manifest.json', manifestJson);
    for (const [name, data] of Object.entries(icons)) appPackage.file(name, data);

    const zip = new JSZip();
    const addDir = (dir: string, prefix: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) addDir(full, `${prefix}${e.name}/`);
        else zip.file(`${prefix}${e.name}`, fs.readFileSync(full));
      }
    };
    addDir(build, 'web/');
    zip.file('manifest.xml', manifestXml);
    zip.file('manifest.json', manifestJson);
    for (const [name, data] of Object.entries(icons)) zip.file(name, data);
    zip.file('app-package.zip', await appPackage.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    zip.file('README.txt', INSTALL(version, base));

    fs.mkdirSync(outDir, { recursive: true });
    const out = path.join(outDir, releaseName(version));
    fs.writeFileSync(out, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    return out;
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const given = process.env.AS400_PUBLIC_URL;
  if (!given || !given.trim()) {
    process.stderr.write(
      'npm run release needs the address the add-in will be served from, e.g.\n  AS400_PUBLIC_URL=https://planning.example.com/as400/ npm run release\n',
    );
    process.exit(2);
  }
  const base = publicUrl(given);
  if (base === DEV_URL) process.stderr.write(`Note: ${DEV_URL} is the developer's address; a team's release names its own server.\n`);
  const out = await release(base, process.env.AS400_RELEASE_DIR ? path.resolve(process.env.AS400_RELEASE_DIR) : RELEASE_DIR);
  const relative = path.relative(process.cwd(), out);
  process.stdout.write(`${relative.startsWith('..') || path.isAbsolute(relative) ? out : relative}\n`);
}

if (require.main === module) {
  main().catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
