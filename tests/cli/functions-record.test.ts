/**
 * An update reaches users only under a new version: Excel keys its cache of functions.json on the
 * manifest's <Version>, which the build takes from package.json. So the built functions.json must be
 * the one functions-versions.json records for package.json's version (cli/functions-record.ts).
 */
import fs from 'fs';
import path from 'path';
import { compareVersions, functionsDigest, readRecord, RECORD_COMMAND, withVersion } from '../../cli/functions-record';
import { manifestVersion, publicUrl } from '../../cli/public-url';
import { distFile } from '../dist';

const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
const record = readRecord();

describe('the version an update reaches users by', () => {
  test("the built functions.json is the one functions-versions.json records for package.json's version", () => {
    const base = publicUrl(process.env.AS400_PUBLIC_URL);
    const built = functionsDigest(distFile('functions.json'), base);
    const recorded = record[pkg.version];
    if (built !== recorded) {
      throw new Error(
        `dist/functions.json (${built}) is not the one recorded for version ${pkg.version} in functions-versions.json (${recorded ?? 'none'}).\n` +
          `The functions changed, and Excel may keep the old ones for up to 24 hours unless the manifest's version changes.\n` +
          `- If ${pkg.version} has not been released yet, record the new functions: ${RECORD_COMMAND}\n` +
          `- If ${pkg.version} has reached users, raise the version first: npm version minor --no-git-tag-version (or patch), then ${RECORD_COMMAND}\n` +
          'Commit functions-versions.json with package.json and package-lock.json.',
      );
    }
    expect(built).toBe(recorded);
  });

  test("package.json's version is the newest recorded: the record never goes back", () => {
    const versions = Object.keys(record);
    expect(versions).toContain(pkg.version);
    for (const v of versions) {
      expect(v).toMatch(/^\d+\.\d+\.\d+$/);
      expect([v, compareVersions(v, pkg.version) <= 0]).toEqual([v, true]);
      expect(record[v]).toMatch(/^sha256:[0-9a-f]{64}$/);
    }
    expect(versions).toEqual([...versions].sort(compareVersions));
  });

  test("dist/manifest.xml carries package.json's version as its <Version>", () => {
    expect(/<Version>([^<]+)<\/Version>/.exec(distFile('manifest.xml'))?.[1]).toBe(`${pkg.version}.0`);
  });

  test('a manifest version is MAJOR.MINOR.PATCH.0; pre-release and build parts, or longer numbers, are refused', () => {
    expect(manifestVersion('0.2.0')).toBe('0.2.0.0');
    expect(manifestVersion('12.345.6789')).toBe('12.345.6789.0');
    for (const bad of ['1.0.0-beta.1', '1.0.0+5', '1.0', '1.0.0.0', '123456.0.0', 'v1.0.0']) expect(() => manifestVersion(bad)).toThrow(/MAJOR\.MINOR\.PATCH/);
  });

  test('the digest: formatting and the public address do not count, any change of a function does', () => {
    const json = distFile('functions.json');
    const parsed = JSON.parse(json) as { functions: { id: string; description: string; helpUrl?: string }[] };
    const base = 'https://planning.example.com/as400/';
    expect(functionsDigest(JSON.stringify(parsed, null, 4), base)).toBe(functionsDigest(json, base));
    // The same functions built for two addresses, as a helpUrl under the build's address would be.
    const at = (url: string) => JSON.stringify({ functions: parsed.functions.map((f) => ({ ...f, helpUrl: `${url}help.html#${f.id}` })) });
    expect(functionsDigest(at(base), base)).toBe(functionsDigest(at('https://localhost:3000/'), 'https://localhost:3000/'));
    const changed = { functions: parsed.functions.map((f, i) => (i === 0 ? { ...f, description: `${f.description} ` } : f)) };
    expect(functionsDigest(JSON.stringify(changed), base)).not.toBe(functionsDigest(json, base));
  });

  test('recording keeps the versions in order and replaces only the version given', () => {
    const before = { '0.1.0': 'sha256:a', '0.10.0': 'sha256:b' };
    expect(Object.entries(withVersion(before, '0.9.1', 'sha256:c'))).toEqual([
      ['0.1.0', 'sha256:a'],
      ['0.9.1', 'sha256:c'],
      ['0.10.0', 'sha256:b'],
    ]);
    expect(withVersion(before, '0.10.0', 'sha256:d')).toEqual({ '0.1.0': 'sha256:a', '0.10.0': 'sha256:d' });
  });
});
