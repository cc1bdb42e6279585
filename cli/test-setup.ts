/**
 * npm test's first step: the programs the tests drive besides Node (LibreOffice, Chromium, pdftoppm,
 * xmllint, openssl, the DejaVu and Carlito fonts). Missing Debian packages are installed with apt-get, as root
 * or through sudo when it needs no password; otherwise the run stops at once with the one command
 * to run. Nothing is installed when everything is there. Where another apt-get, dpkg or unattended-upgrades
 * holds the package manager's lock, each apt-get is retried until the lock is free, for at most
 * LOCK_WAIT_MS, then the run stops saying so.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

/** What the machine has, asked through this so that the decisions can be tested without it. */
export interface Probe {
  onPath(command: string): boolean;
  exists(file: string): boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface Requirement {
  /** The Debian package that brings it. */
  readonly package: string;
  readonly why: string;
  present(probe: Probe): boolean;
}

export const REQUIREMENTS: readonly Requirement[] = [
  {
    package: 'libreoffice-calc-nogui',
    why: 'recalculates the sample workbooks and renders their charts (soffice)',
    present: (p) => p.onPath('soffice') || p.onPath('libreoffice'),
  },
  { package: 'poppler-utils', why: 'turns the rendered charts into PNG pages (pdftoppm)', present: (p) => p.onPath('pdftoppm') },
  {
    package: 'fonts-dejavu-core',
    why: 'the font the chart renderings are drawn with',
    present: (p) => p.exists('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  },
  {
    package: 'fonts-crosextra-carlito',
    why: "Calibri's metric twin: LibreOffice prints the sheets at the scale Excel does, the sizes the print tests measure",
    present: (p) => p.exists('/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf'),
  },
  { package: 'chromium', why: 'the browser the task-pane tests drive (playwright-core)', present: (p) => p.exists(p.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  { package: 'libxml2-utils', why: 'validates manifest.xml against the vendored XSDs (xmllint)', present: (p) => p.onPath('xmllint') },
  { package: 'openssl', why: 'makes the certificates of the HTTPS tests', present: (p) => p.onPath('openssl') },
];

export const missingPackages = (probe: Probe, requirements: readonly Requirement[] = REQUIREMENTS): string[] =>
  requirements.filter((r) => !r.present(probe)).map((r) => r.package);

/** How this process may install: as root, through sudo without a password, or not at all; and whether apt-get and sudo are here. */
export interface Rights {
  readonly root: boolean;
  readonly passwordlessSudo: boolean;
  readonly sudo: boolean;
  readonly aptGet: boolean;
}

export type SetupPlan =
  | { readonly kind: 'ready' }
  | { readonly kind: 'install'; readonly commands: readonly (readonly string[])[] }
  | { readonly kind: 'stop'; readonly message: string };

const aptCommands = (packages: readonly string[]): string[][] => [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
];

/** What to do about the missing packages. */
export function planSetup(missing: readonly string[], rights: Rights): SetupPlan {
  if (missing.length === 0) return { kind: 'ready' };
  const names = missing.join(' ');
  if (!rights.aptGet) {
    return {
      kind: 'stop',
      message: `The tests need these Debian packages, and this machine has no apt-get: ${names}. Install their equivalents, then run npm test again.`,
    };
  }
  if (rights.root) return { kind: 'install', commands: aptCommands(missing) };
  if (rights.passwordlessSudo) return { kind: 'install', commands: aptCommands(missing).map((c) => ['sudo', '-n', ...c]) };
  // The one command to run: with sudo (which asks the password), or as root through su.
  const one = rights.sudo
    ? aptCommands(missing)
        .map((c) => `sudo ${c.join(' ')}`)
        .join(' && ')
    : `su -c '${aptCommands(missing)
        .map((c) => c.join(' '))
        .join(' && ')}'`;
  return { kind: 'stop', message: `The tests need these Debian packages: ${names}. Install them with\n  ${one}\nthen run npm test again.` };
}

/** How long to wait for another package manager's lock before giving up: an unattended upgrade on a fresh machine takes minutes. */
export const LOCK_WAIT_MS = 10 * 60_000;
const LOCK_POLL_MS = 10_000;

/** Whether apt-get's output says another process holds the dpkg or apt lock (apt 1.x to 2.x messages). */
export const lockHeld = (output: string): boolean =>
  /Could not get lock|Unable to acquire the dpkg frontend lock|Unable to lock (the administration|directory)|is another process using it\?/i.test(output);

/** One run of a command: its exit status and what it printed. */
export interface Run {
  readonly status: number | null;
  readonly output: string;
}

/**
 * Runs a command, and again every `pollMs` while its output says the package manager's lock is held
 * by another process, until `limitMs` have passed; the last run, and a message where it gave up.
 */
export function runWaitingForLock(
  run: () => Run,
  clock: { now(): number; sleep(ms: number): void; say(text: string): void },
  limitMs: number = LOCK_WAIT_MS,
  pollMs: number = LOCK_POLL_MS,
): Run & { message?: string } {
  const start = clock.now();
  for (;;) {
    const result = run();
    if (result.status === 0 || !lockHeld(result.output)) return result;
    const waited = clock.now() - start;
    if (waited + pollMs > limitMs)
      return {
        ...result,
        message:
          `Another process (apt-get, dpkg or unattended-upgrades) held the package manager's lock for ${Math.round(waited / 1000)} s. ` +
          'Wait for it to finish (ps -C apt-get,dpkg,unattended-upgr shows it), then run npm test again.',
      };
    clock.say(`The package manager's lock is held by another process; waiting (${Math.round(waited / 1000)} s so far, at most ${limitMs / 1000} s).\n`);
    clock.sleep(pollMs);
  }
}

const machine: Probe = {
  onPath: (command) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && fs.existsSync(path.join(dir, command))),
  exists: (file) => fs.existsSync(file),
  env: process.env,
};

function rightsHere(): Rights {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = machine.onPath('sudo');
  const passwordlessSudo = !root && sudo && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  return { root, passwordlessSudo, sudo, aptGet: machine.onPath('apt-get') };
}

function main(): number {
  const missing = missingPackages(machine);
  const plan = planSetup(missing, rightsHere());
  if (plan.kind === 'ready') return 0;
  if (plan.kind === 'stop') {
    process.stderr.write(`${plan.message}\n`);
    return 1;
  }
  const why = REQUIREMENTS.filter((r) => missing.includes(r.package)).map((r) => `  ${r.package}: ${r.why}`);
  process.stdout.write(`Installing what the tests need:\n${why.join('\n')}\n`);
  const clock = {
    now: () => Date.now(),
    sleep: (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms),
    say: (text: string) => process.stdout.write(text),
  };
  for (const [command, ...args] of plan.commands) {
    const run = runWaitingForLock(() => {
      const r = spawnSync(command, args, { stdio: ['inherit', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      process.stdout.write(r.stdout ?? '');
      process.stderr.write(r.stderr ?? '');
      return { status: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
    }, clock);
    if (run.status !== 0) {
      process.stderr.write(`${[command, ...args].join(' ')} failed (exit ${run.status ?? 'none'}).${run.message ? ` ${run.message}` : ''}\n`);
      return 1;
    }
  }
  const still = missingPackages(machine);
  if (still.length) {
    process.stderr.write(`Still missing after apt-get: ${still.join(' ')}.\n`);
    return 1;
  }
  return 0;
}

if (require.main === module) process.exitCode = main();
