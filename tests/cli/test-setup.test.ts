/**
 * npm test's first step (cli/test-setup.ts), its decisions only: which packages a machine lacks,
 * and what is done about them as root, with sudo that needs no password, with sudo that does,
 * without sudo, without apt-get. Nothing is installed here.
 */
import { LOCK_WAIT_MS, lockHeld, missingPackages, planSetup, REQUIREMENTS, runWaitingForLock, type Probe } from '../../cli/test-setup';

/** A machine with these commands on its PATH and these files. */
const machine = (commands: string[], files: string[] = [], env: Record<string, string> = {}): Probe => ({
  onPath: (c) => commands.includes(c),
  exists: (f) => files.includes(f),
  env,
});
const CARLITO = '/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf';
const EVERYTHING = machine(['soffice', 'pdftoppm', 'xmllint', 'openssl'], ['/usr/bin/chromium', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', CARLITO]);
const ALL = ['libreoffice-calc-nogui', 'poppler-utils', 'fonts-dejavu-core', 'fonts-crosextra-carlito', 'chromium', 'libxml2-utils', 'openssl'];

describe('what the tests need', () => {
  test('a fresh machine with only Node lacks every package; a ready one none', () => {
    expect(missingPackages(machine([]))).toEqual(ALL);
    expect(missingPackages(EVERYTHING)).toEqual([]);
    expect(REQUIREMENTS.map((r) => r.package)).toEqual(ALL);
  });

  test('each tool is looked for where the tests look for it', () => {
    expect(
      missingPackages(
        machine(['libreoffice', 'pdftoppm', 'xmllint', 'openssl'], ['/usr/bin/chromium', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', CARLITO]),
      ),
    ).toEqual([]);
    // CHROMIUM_PATH names the browser when it is not Debian's.
    expect(
      missingPackages(
        machine(['soffice', 'pdftoppm', 'xmllint', 'openssl'], ['/opt/chrome/chrome', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', CARLITO], {
          CHROMIUM_PATH: '/opt/chrome/chrome',
        }),
      ),
    ).toEqual([]);
    expect(missingPackages(machine(['soffice', 'xmllint', 'openssl'], ['/usr/bin/chromium']))).toEqual([
      'poppler-utils',
      'fonts-dejavu-core',
      'fonts-crosextra-carlito',
    ]);
  });
});

describe('what is done about them', () => {
  const rights = { root: false, passwordlessSudo: false, sudo: false, aptGet: true };

  test('nothing when nothing is missing, whoever runs it', () => {
    expect(planSetup([], { ...rights, aptGet: false })).toEqual({ kind: 'ready' });
  });

  test('as root: apt-get update, then install what is missing only', () => {
    expect(planSetup(['chromium', 'libxml2-utils'], { ...rights, root: true })).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'libxml2-utils'],
      ],
    });
  });

  test('with sudo that needs no password: the same through sudo -n', () => {
    const plan = planSetup(['poppler-utils'], { ...rights, sudo: true, passwordlessSudo: true });
    expect(plan).toEqual({
      kind: 'install',
      commands: [
        ['sudo', '-n', 'apt-get', 'update', '-qq'],
        ['sudo', '-n', 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'poppler-utils'],
      ],
    });
  });

  test('otherwise it stops at once with the one command to run: sudo when there is one, else su', () => {
    const withSudo = planSetup(['chromium', 'openssl'], { ...rights, sudo: true });
    expect(withSudo.kind).toBe('stop');
    expect(withSudo.kind === 'stop' && withSudo.message).toContain(
      'sudo apt-get update -qq && sudo apt-get install -y -qq --no-install-recommends chromium openssl',
    );
    const noSudo = planSetup(['chromium'], rights);
    expect(noSudo.kind === 'stop' && noSudo.message).toContain("su -c 'apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium'");
    const noApt = planSetup(['chromium'], { ...rights, root: true, aptGet: false });
    expect(noApt.kind === 'stop' && noApt.message).toMatch(/no apt-get: chromium/);
  });
});

describe("another package manager's lock", () => {
  /** A clock that only moves when slept on, and the runs' results in turn (the last repeated). */
  const scripted = (results: { status: number; output: string }[]) => {
    let t = 0;
    let runs = 0;
    const said: string[] = [];
    const clock = { now: () => t, sleep: (ms: number) => void (t += ms), say: (s: string) => void said.push(s) };
    const run = () => results[Math.min(runs++, results.length - 1)];
    return { clock, run, said, runs: () => runs, time: () => t };
  };
  const HELD = 'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 812 (unattended-upgr)';

  test("apt-get's lock messages are recognised, other failures are not", () => {
    expect(lockHeld(HELD)).toBe(true);
    expect(lockHeld('E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?')).toBe(true);
    expect(lockHeld('E: Could not get lock /var/lib/apt/lists/lock. It is held by process 77 (apt-get)')).toBe(true);
    expect(lockHeld('E: Unable to locate package chromium')).toBe(false);
  });

  test('a held lock is waited for, every 10 s, and the command runs once it is free', () => {
    const s = scripted([
      { status: 100, output: HELD },
      { status: 100, output: HELD },
      { status: 0, output: '' },
    ]);
    const result = runWaitingForLock(s.run, s.clock);
    expect(result).toEqual({ status: 0, output: '' });
    expect(s.runs()).toBe(3);
    expect(s.time()).toBe(20_000);
    expect(s.said).toHaveLength(2);
    expect(s.said[0]).toMatch(/lock is held by another process; waiting/);
  });

  test('a lock held past the bound stops the run with what to do', () => {
    const s = scripted([{ status: 100, output: HELD }]);
    const result = runWaitingForLock(s.run, s.clock, LOCK_WAIT_MS, 10_000);
    expect(result.status).toBe(100);
    expect(result.message).toMatch(/held the package manager's lock for 600 s\. Wait for it to finish .*then run npm test again/);
    expect(s.time()).toBeLessThanOrEqual(LOCK_WAIT_MS);
  });

  test('any other failure is not retried', () => {
    const s = scripted([{ status: 100, output: 'E: Unable to locate package chromium' }]);
    expect(runWaitingForLock(s.run, s.clock).status).toBe(100);
    expect(s.runs()).toBe(1);
  });
});
