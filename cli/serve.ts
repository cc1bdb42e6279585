/**
 * as400-sizer serve: the built add-in (dist/) for the Excel of the planner's own PC, without the
 * development tooling: HTTPS with the Office developer certificate (office-addin-dev-certs' files,
 * which `npm start` or `npx office-addin-dev-certs install` make and trust), static files only, on
 * the loopback addresses only. The page, the worker and every file without a hash are revalidated
 * on each load (no-cache); a file the page names with the build's hash (?v=<hash>) is cached for a
 * year, as its content cannot change under that address.
 */
import fs from 'fs';
import http from 'http';
import https from 'https';
import os from 'os';
import path from 'path';
import { BUILD_INFO, PAGE } from './offline-build';
import { ROOT } from './registry';
import { isError, type Result, valueError } from '../addin/errors';
import { command, parseOptions, usageOf, value } from './options';

/** Where office-addin-dev-certs keeps its certificate (its lib/defaults; tests hold the two together). */
export const DEV_CERTS = path.join(os.homedir(), '.office-addin-dev-certs');

/** A port as --port and the PORT variable give it: a whole number from 0 (any free port) to 65535. */
const readPort = (text: string): Result<number> => {
  const port = Number(text);
  return text.trim() !== '' && Number.isInteger(port) && port >= 0 && port <= 65535
    ? port
    : valueError(`The port must be a whole number from 0 to 65535, not ${JSON.stringify(text)}`);
};

export const SERVE = command({
  name: 'serve',
  operands: '',
  summary: 'the built add-in over HTTPS on this PC only, for its Excel',
  options: {
    port: value('N', readPort, 'the port, from 0 (any free one) to 65535: 3000 by default, or the PORT variable'),
    dir: value('DIST', (text) => path.resolve(text), 'the built add-in to serve (dist/ by default)'),
  },
});
export const SERVE_USAGE = usageOf(SERVE);

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
};

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's version, read from build.json at each request, so a rebuild in place is served at once. */
function buildVersion(dir: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, BUILD_INFO), 'utf8')) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

/** The request handler: GET and HEAD of files under `dir`, nothing else. */
export function staticFiles(dir: string): http.RequestListener {
  const root = path.resolve(dir);
  return (req, res) => {
    const headers = { 'X-Content-Type-Options': 'nosniff' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'https://localhost');
    if (url.pathname === '/') {
      res.writeHead(302, { ...headers, Location: PAGE }).end();
      return;
    }
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    } catch {
      res.writeHead(400, headers).end();
      return;
    }
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, headers).end();
      return;
    }
    const stamp = url.searchParams.get('v');
    const cache = stamp !== null && stamp === buildVersion(root) ? IMMUTABLE : NO_CACHE;
    const { size } = fs.statSync(file);
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': size, 'Cache-Control': cache });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  };
}

export interface Served {
  readonly port: number;
  /** The addresses listened on: loopback only. */
  readonly addresses: string[];
  close(): Promise<void>;
}

/**
 * Serves `dir` on 127.0.0.1 and ::1 (where the machine has IPv6 loopback): Excel resolves
 * "localhost" to either. Port 0 picks a free port (the same on both).
 */
export async function serve(dir: string, port: number, tls: { key: Buffer; cert: Buffer }): Promise<Served> {
  const handler = staticFiles(dir);
  const servers: https.Server[] = [];
  const listen = (host: string, p: number) =>
    new Promise<https.Server>((resolve, reject) => {
      const server = https.createServer(tls, handler);
      server.once('error', reject);
      server.listen(p, host, () => resolve(server));
    });
  const first = await listen('127.0.0.1', port);
  servers.push(first);
  const chosen = (first.address() as { port: number }).port;
  try {
    servers.push(await listen('::1', chosen));
  } catch (e) {
    // No IPv6 loopback here: 127.0.0.1 serves alone.
    if (!['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes((e as NodeJS.ErrnoException).code ?? '')) {
      first.close();
      throw e;
    }
  }
  return {
    port: chosen,
    addresses: servers.map((s) => (s.address() as { address: string }).address),
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}

/** The command: checks the build and the certificate, then serves until stopped. */
export async function serveCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): Promise<number> {
  const parsed = parseOptions(SERVE, args);
  if ('usage' in parsed) return fail(err, parsed.usage);
  if (parsed.operands.length) return fail(err, `${parsed.operands[0]}: serve takes options only`);
  const env = process.env.PORT === undefined ? 3000 : readPort(process.env.PORT);
  if (parsed.values.port === undefined && isError(env)) return fail(err, `PORT: ${env.message}`);
  const port = parsed.values.port ?? (env as number);
  const dir = parsed.values.dir ?? path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(dir, PAGE))) {
    err(`No built add-in in ${dir}: run \`npm run build\` first (AS400_PUBLIC_URL=https://localhost:${port}/ for another port than 3000).`);
    return 2;
  }
  const key = path.join(DEV_CERTS, 'localhost.key');
  const cert = path.join(DEV_CERTS, 'localhost.crt');
  if (!fs.existsSync(key) || !fs.existsSync(cert)) {
    err(
      `No Office developer certificate in ${DEV_CERTS}: run \`npx office-addin-dev-certs install\` ` +
        `once (it makes the certificate and has this machine trust it), then serve again.`,
    );
    return 2;
  }
  let served: Served;
  try {
    served = await serve(dir, port, { key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    err(
      code === 'EADDRINUSE'
        ? `Port ${port} is in use (is npm start running?): stop it, or choose --port.`
        : `Cannot serve: ${e instanceof Error ? e.message : String(e)}`,
    );
    return 1;
  }
  out(`AS/400 Capacity Planner is served from ${dir} at https://localhost:${served.port}/${PAGE} (${served.addresses.join(', ')} only; Ctrl+C to stop)`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await served.close();
  return 0;
}

function fail(err: (line: string) => void, why: string): number {
  err(`${why}\nusage: ${SERVE_USAGE}`);
  return 2;
}
