/**
 * npm start: builds the add-in and serves it over HTTPS on https://localhost:3000 (PORT to change),
 * then sideloads the manifest into Excel desktop where there is one (Windows: the developer
 * registry key Office reads; Mac: Excel's wef folder), or prints how to sideload. The manifest
 * sideloaded is manifest.xml as the build writes it (<Version> from package.json), kept in
 * node_modules/.cache/ so that a build, which empties dist/, does not take it away. Keeps serving
 * until stopped. Nothing here needs the internet.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { generateCertificates, getHttpsServerOptions } from 'office-addin-dev-certs';
import { caCertificatePath, localhostCertificatePath, localhostKeyPath } from 'office-addin-dev-certs/lib/defaults';
import { DEV_URL, developmentManifest, manifestFor } from './public-url';
import { ROOT } from './registry';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(ROOT, 'webpack.config.js'))({}, { mode: 'development' }) as webpack.Configuration & {
  devServer: WebpackDevServer.Configuration;
};

const SOURCE_MANIFEST = fs.readFileSync(path.join(ROOT, 'manifest.xml'), 'utf8');
const MANIFEST = path.join(ROOT, 'node_modules', '.cache', 'as400-capacity-planner', 'manifest.xml');
/** The development build's manifest: the developer's address, package.json's version, its own Id, name and namespace (AS400DEV). */
const DEV_MANIFEST = developmentManifest(manifestFor(SOURCE_MANIFEST, DEV_URL));
const ADDIN_ID = /<Id>([^<]+)<\/Id>/.exec(DEV_MANIFEST)?.[1] ?? 'as400-capacity-planner-development';

/** Writes the manifest to sideload. */
function writeManifest(): void {
  fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
  fs.writeFileSync(MANIFEST, DEV_MANIFEST);
}

/** Windows and Mac get the Office developer CA installed and trusted; elsewhere the certificate is only generated. */
async function httpsOptions(): Promise<{ ca: Buffer; cert: Buffer; key: Buffer }> {
  if (process.platform === 'win32' || process.platform === 'darwin') return getHttpsServerOptions();
  if (!fs.existsSync(localhostCertificatePath)) await generateCertificates();
  return {
    ca: fs.readFileSync(caCertificatePath),
    cert: fs.readFileSync(localhostCertificatePath),
    key: fs.readFileSync(localhostKeyPath),
  };
}

/** Returns what was done, or null where this machine has no Excel desktop to sideload into. */
function sideload(): string | null {
  if (process.platform === 'win32') {
    const key = 'HKCU\\Software\\Microsoft\\Office\\16.0\\WEF\\Developer';
    execFileSync('reg', ['add', key, '/v', ADDIN_ID, '/t', 'REG_SZ', '/d', MANIFEST, '/f'], { stdio: 'ignore' });
    return `Registered ${MANIFEST} under ${key}. Start Excel, then Home > Add-ins > Developer add-ins.`;
  }
  if (process.platform === 'darwin') {
    const container = path.join(os.homedir(), 'Library/Containers/com.microsoft.Excel');
    if (!fs.existsSync(container)) return null;
    const wef = path.join(container, 'Data/Documents/wef');
    fs.mkdirSync(wef, { recursive: true });
    fs.copyFileSync(MANIFEST, path.join(wef, `${ADDIN_ID}.manifest.xml`));
    return `Copied the manifest to ${wef}. Restart Excel, then Insert > Add-ins > My Add-ins.`;
  }
  return null;
}

const HOW_TO_SIDELOAD = `No Excel desktop here to sideload into. The manifest to sideload is ${MANIFEST}
(manifest.xml with package.json's version). To use the add-in from Excel on another machine:
  - Windows: share a folder holding manifest.xml, add it under File > Options > Trust Center >
    Trusted Add-in Catalogs (check "Show in Menu"), restart Excel, Home > Add-ins > Shared Folder.
  - Mac: copy manifest.xml to ~/Library/Containers/com.microsoft.Excel/Data/Documents/wef/.
  - Excel on the web: Home > Add-ins > More Settings > Upload My Add-in > manifest.xml.
The manifest points at https://localhost:3000, so Excel must run where this server runs
(or build for a team's server: AS400_PUBLIC_URL=https://HOST/PATH/ npm run build; docs/install.md, "Deploying for a team").
The certificate authority to trust is ${caCertificatePath}.`;

async function main(): Promise<void> {
  const server = new WebpackDevServer({ ...config.devServer, server: { type: 'https', options: await httpsOptions() } }, webpack(config));
  await server.start();
  const port = config.devServer.port;
  process.stdout.write(`\nAS/400 Capacity Planner is served at https://localhost:${port}/taskpane.html (Ctrl+C to stop)\n`);
  let done: string | null = null;
  try {
    writeManifest();
    done = sideload();
  } catch (e) {
    process.stdout.write(`Sideloading failed (${e instanceof Error ? e.message : String(e)}).\n`);
  }
  process.stdout.write(`${done ?? HOW_TO_SIDELOAD}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
