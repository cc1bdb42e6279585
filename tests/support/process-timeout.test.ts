/**
 * support/process-timeout.ts, the set-up every suite runs: a process a test waits for and that
 * outlives its timeout fails the test with a message naming it, whichever way it was started; a
 * process that finishes in time is answered as Node answers it.
 */
import { execFileSync, execSync, spawnSync } from 'child_process';
import { PROCESS_TIMEOUT_MS } from '../../support/process-timeout';

const SLEEP = [process.execPath, ['-e', 'setTimeout(() => {}, 60000)']] as const;

test('a process past its timeout is an error naming it and the time waited', () => {
  expect(() => spawnSync(SLEEP[0], [...SLEEP[1]], { timeout: 300 })).toThrow(
    /-e setTimeout\(\(\) => \{\}, 60000\) did not finish within 0\.3 s and was killed/,
  );
  expect(() => execFileSync(SLEEP[0], [...SLEEP[1]], { timeout: 300 })).toThrow(/did not finish within 0\.3 s/);
  expect(() => execSync(`"${process.execPath}" -e "setTimeout(() => {}, 60000)"`, { timeout: 300, stdio: 'pipe' })).toThrow(/did not finish within 0\.3 s/);
});

test('a process that finishes is answered as before: its status, its output, its failure', () => {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write("ok"); process.exit(3)'], { encoding: 'utf8' });
  expect([r.status, r.stdout]).toEqual([3, 'ok']);
  expect(execFileSync(process.execPath, ['-e', 'process.stdout.write("ok")'], { encoding: 'utf8' })).toBe('ok');
  expect(() => execFileSync(process.execPath, ['-e', 'process.exit(2)'], { stdio: 'pipe' })).toThrow(/Command failed/);
  expect(PROCESS_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
});
