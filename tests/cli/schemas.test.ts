/**
 * functions.json and manifest.json against Microsoft's JSON schemas, offline (manifest-schemas/README.md says where
 * each schema comes from): the unified manifest's schema for the manifestVersion manifest.json declares, as
 * @microsoft/app-manifest ships it, for manifest.json and for every function of functions.json (the same
 * function object, extensionFunction); manifest-schemas/custom-functions.schema.json, written from Microsoft's field
 * list, for the rest of functions.json. Each validator is shown to refuse a broken copy.
 */
import fs from 'fs';
import path from 'path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { ACCENT_COLOR } from '../../cli/release';
import { packageVersion } from '../../cli/public-url';
import { MANIFEST_VERSION, SCHEMA_URL, unifiedManifest } from '../../cli/unified-manifest';
import { distFile } from '../dist';

const ROOT = path.resolve(__dirname, '..', '..');
const TEAMS_SCHEMA = require.resolve(`@microsoft/app-manifest/build/json-schemas/teams/v${MANIFEST_VERSION}/MicrosoftTeams.schema.json`);
const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(readJson(TEAMS_SCHEMA), 'teams');
const manifestSchema = ajv.getSchema('teams')!;
const functionSchema = ajv.getSchema('teams#/definitions/extensionFunction')!;
const metadataSchema = ajv.compile(readJson(path.join(ROOT, 'manifest-schemas', 'custom-functions.schema.json')));

type Validator = typeof manifestSchema;
/** The validator's errors as lines, [] when the value is valid. */
const errorsOf = (validate: Validator, value: unknown): string[] =>
  validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`.trim());

interface Fn {
  id: string;
  description: string;
  parameters: { name: string; description: string }[];
}
const metadata = JSON.parse(distFile('functions.json')) as { functions: Fn[] };
const manifest = unifiedManifest(distFile('manifest.xml'), { version: packageVersion(), accentColor: ACCENT_COLOR });

describe('functions.json against the custom functions schema', () => {
  test('validates whole against manifest-schemas/custom-functions.schema.json', () => {
    expect(errorsOf(metadataSchema, metadata)).toEqual([]);
  });

  test(`every function validates against extensionFunction of the manifest schema v${MANIFEST_VERSION}`, () => {
    for (const f of metadata.functions) expect([f.id, errorsOf(functionSchema, f)]).toEqual([f.id, []]);
  });

  test('a description over 128 characters, an unknown option or a bad dimensionality is refused', () => {
    const [first] = metadata.functions;
    const long = { ...first, description: 'x'.repeat(129) };
    expect(errorsOf(functionSchema, long)).toEqual(['/description must NOT have more than 128 characters']);
    expect(errorsOf(metadataSchema, { functions: [long] })).toEqual(['/functions/0/description must NOT have more than 128 characters']);
    const longParameter = { ...first, parameters: [{ name: 'p', description: 'x'.repeat(129) }] };
    expect(errorsOf(functionSchema, longParameter)).toEqual(['/parameters/0/description must NOT have more than 128 characters']);
    const misspelt = { functions: [{ ...first, options: { volatil: true } }] };
    expect(errorsOf(metadataSchema, misspelt)).toEqual(['/functions/0/options must NOT have additional properties']);
    expect(errorsOf(metadataSchema, { functions: [{ ...first, result: { dimensionality: 'vector' } }] })).toEqual([
      '/functions/0/result/dimensionality must be equal to one of the allowed values',
    ]);
  });
});

describe('manifest.json against the unified manifest schema', () => {
  test(`declares manifestVersion ${MANIFEST_VERSION} and that schema`, () => {
    expect(manifest.manifestVersion).toBe(MANIFEST_VERSION);
    expect(manifest.$schema).toBe(SCHEMA_URL);
  });

  test('validates', () => {
    expect(errorsOf(manifestSchema, manifest)).toEqual([]);
  });

  test('a short description over 80 characters is refused', () => {
    const description = manifest.description as Record<string, string>;
    const broken = { ...manifest, description: { ...description, short: 'x'.repeat(81) } };
    expect(errorsOf(manifestSchema, broken)).toEqual(['/description/short must NOT have more than 80 characters']);
  });
});
