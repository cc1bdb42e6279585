/**
 * npm run release: AS400_PUBLIC_URL=https://HOST/PATH/ npm run release writes
 * release/as400-capacity-planner-VERSION.zip, what a team's administrator needs:
 *
 *   web/              the built add-in, to serve as static files at AS400_PUBLIC_URL (README, "Serving")
 *   manifest.xml      the add-in only (XML) manifest, every URL under AS400_PUBLIC_URL
 *   manifest.json     the unified manifest (Microsoft 365 app manifest 1.25), the same add-in
 *   color.png, outline.png   its icons
 *   app-package.zip   manifest.json with its icons: the file the admin center takes for it
 *   README.txt        which file goes where
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

const INSTALL = (version: string, base: string) => `AS/400 Capacity Planner ${version}, built for ${base}

1. Serve the contents of web/ over HTTPS at ${base}
   (Cache-Control: no-cache for taskpane.html, sw.js, manifest.xml and the JSON files).
2. Install one manifest:
   - Microsoft 365 admin center (current Microsoft 365 apps): Settings > Integrated apps >
     Upload custom apps, with manifest.xml, or with app-package.zip (the unified manifest,
     manifest.json and its icons). Allow up to 24 hours for it to appear for users.
   - Shared-folder catalog, or perpetual Office (2016, 2019, 2021, 2024): manifest.xml.
   - Sideloading on one PC: manifest.xml.
   The two manifests are one add-in: manifest.json hides the add-in of manifest.xml's <Id>
   where both are installed.
See the project's README, "Deploying for a team" and "Updating".
`;

/** Builds for `base` and writes the release zip into `outDir`; returns its path. */
export async function release(base: string, outDir: string = RELEASE_DIR): Promise<string> {
  const version = packageVersion();
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-release-'));
  try {
    buildInto(build, base);
    const manifestXml = fs.readFileSync(path.join(build, 'manifest.xml'), 'utf8');
    const manifestJson = `${JSON.stringify(unifiedManifest(manifestXml, { version, accentColor: hex(BAR_RGB) }), null, 2)}\n`;
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
