/**
 * A production build of the add-in into a folder of one's choice (webpack-cli's --output-path), for
 * the steps that must not replace dist/ while it is in use: npm run release and
 * npm run record-functions. AS400_PUBLIC_URL is passed on as given (unset: the developer's address).
 */
import { spawnSync } from 'child_process';
import path from 'path';

const ROOT = path.resolve(__dirname, '..');

export function buildInto(outDir: string, publicUrl?: string): void {
  const env = { ...process.env };
  if (publicUrl === undefined) delete env.AS400_PUBLIC_URL;
  else env.AS400_PUBLIC_URL = publicUrl;
  const run = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', outDir], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`The build into ${outDir} failed (webpack exited ${run.status}):\n${run.stderr || run.stdout}`);
}
