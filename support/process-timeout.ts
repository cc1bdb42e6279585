/**
 * Set-up for every Jest suite (jest.config.js): a process a test starts and waits for (spawnSync,
 * execFileSync, execSync: the command line, LibreOffice, xmllint, the build) gets PROCESS_TIMEOUT_MS
 * unless the test gives its own `timeout`, and one killed at its timeout fails the test with an error
 * naming the command and how long it was waited for. Jest's own timeout cannot stop a test while it
 * waits synchronously, so without this a hung process would hang the run, and a slow one report only
 * a null exit status.
 */
import childProcess from 'child_process';

/**
 * Five minutes: a PDF through LibreOffice took 19 s at a load average of 16 on two cores (a few
 * seconds alone), and the production build a test starts (support/pane.ts) about a minute there.
 */
export const PROCESS_TIMEOUT_MS = 5 * 60_000;

type Options = { timeout?: number } & Record<string, unknown>;

/** The arguments and options of a call whose arguments array may be left out. */
const split = (rest: unknown[]): [readonly string[], Options | undefined] =>
  Array.isArray(rest[0]) ? [rest[0] as string[], rest[1] as Options | undefined] : [[], rest[0] as Options | undefined];

const withTimeout = (options: Options | undefined): Options => ({ ...options, timeout: options?.timeout ?? PROCESS_TIMEOUT_MS });

export const timedOut = (command: string, args: readonly string[], ms: number): string =>
  `${[command, ...args].join(' ').slice(0, 300)} did not finish within ${ms / 1000} s and was killed ` +
  '(the time a test waits for a process it starts; a loaded machine, or a process that hangs)';

const isTimeout = (e: unknown) => (e as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const cp = require('child_process') as typeof childProcess;
const { spawnSync, execFileSync, execSync } = cp;

Object.assign(cp, {
  spawnSync(command: string, ...rest: unknown[]) {
    const [args, options] = split(rest);
    const timed = withTimeout(options);
    const result = spawnSync(command, args, timed as childProcess.SpawnSyncOptions);
    if (isTimeout(result.error)) throw new Error(timedOut(command, args, timed.timeout!));
    return result;
  },
  execFileSync(file: string, ...rest: unknown[]) {
    const [args, options] = split(rest);
    const timed = withTimeout(options);
    try {
      return execFileSync(file, args, timed as childProcess.ExecFileSyncOptions);
    } catch (e) {
      if (isTimeout(e)) throw new Error(timedOut(file, args, timed.timeout!));
      throw e;
    }
  },
  execSync(command: string, options?: Options) {
    const timed = withTimeout(options);
    try {
      return execSync(command, timed as childProcess.ExecSyncOptions);
    } catch (e) {
      if (isTimeout(e)) throw new Error(timedOut(command, [], timed.timeout!));
      throw e;
    }
  },
});
