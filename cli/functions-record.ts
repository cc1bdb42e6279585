/**
 * Which functions.json each version of the add-in ships, recorded in functions-versions.json as a
 * SHA-256 per package.json version. Excel keeps the function metadata it registered for up to a
 * day, keyed on the manifest's <Version>: new or changed functions under an unchanged version may
 * not reach users. tests/cli/functions-record.test.ts fails when the built functions.json is not the
 * one recorded for the current version; `npm run record-functions` (this file) records it.
 *
 * The hash is of functions.json as JSON (parsed and written back compactly, so formatting does not
 * count), with the build's public address replaced by a placeholder: a build for another server
 * ships the same functions.
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildInto } from './build-into';
import { DEV_URL, packageVersion } from './public-url';

export const RECORD_FILE = path.resolve(__dirname, '..', 'functions-versions.json');
export const RECORD_COMMAND = 'npm run record-functions';

/** The digest of a built functions.json, its public address (`base`) left out. */
export function functionsDigest(json: string, base: string): string {
  const canonical = JSON.stringify(JSON.parse(json)).split(base).join('{PUBLIC_URL}/');
  return `sha256:${crypto.createHash('sha256').update(canonical, 'utf8').digest('hex')}`;
}

export type FunctionsRecord = Record<string, string>;

export function readRecord(file: string = RECORD_FILE): FunctionsRecord {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FunctionsRecord) : {};
}

/** Numeric MAJOR.MINOR.PATCH comparison. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/** The record with `digest` for `version`, versions in ascending order. */
export function withVersion(record: FunctionsRecord, version: string, digest: string): FunctionsRecord {
  const next = { ...record, [version]: digest };
  return Object.fromEntries(
    Object.keys(next)
      .sort(compareVersions)
      .map((v) => [v, next[v]]),
  );
}

/** Builds the add-in into a temporary folder and records its functions.json for package.json's version. */
function main(): void {
  const version = packageVersion();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-record-functions-'));
  try {
    buildInto(out, DEV_URL);
    const digest = functionsDigest(fs.readFileSync(path.join(out, 'functions.json'), 'utf8'), DEV_URL);
    const record = readRecord();
    const before = record[version];
    fs.writeFileSync(RECORD_FILE, `${JSON.stringify(withVersion(record, version, digest), null, 2)}\n`);
    const what = before === undefined ? 'recorded' : before === digest ? 'unchanged' : `replaced (was ${before})`;
    process.stdout.write(`functions-versions.json: ${version} ${digest} ${what}\n`);
    if (before !== undefined && before !== digest) {
      process.stdout.write(
        `If ${version} has already reached users, undo this and raise the version instead (npm ` +
          `version minor --no-git-tag-version), then run ${RECORD_COMMAND} again.\n`,
      );
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

if (require.main === module) main();
