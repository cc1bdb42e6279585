/**
 * manifest.xml checked offline with xmllint (Debian's libxml2-utils, installed by npm test (cli/test-setup.ts)).
 *
 * Schema validation needs the Office add-in manifest XSDs of [MS-OWEMXML] Appendix A vendored unmodified in
 * manifest-schemas/ (root: OfficeAppManifestV1_1.xsd). They are not there yet: manifest-schemas/README.md says why
 * (no copy that libxml2 can compile unmodified, and none with the <Runtimes> element, could be obtained offline).
 * Until they are, the XSD tests below show as "todo"; the moment the root XSD lands they run, including the proof
 * that xmllint rejects a misordered and an unknown element. Everything else here runs now.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const ROOT = path.resolve(__dirname, '..');
const MANIFEST = path.join(ROOT, 'manifest.xml');
const ROOT_XSD = path.join(ROOT, 'manifest-schemas', 'OfficeAppManifestV1_1.xsd');
const manifest = fs.readFileSync(MANIFEST, 'utf8');

const NS = {
  app: 'http://schemas.microsoft.com/office/appforoffice/1.1',
  taskpane: 'http://schemas.microsoft.com/office/taskpaneappversionoverrides',
  bt: 'http://schemas.microsoft.com/office/officeappbasictypes/1.0',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
};

/** Runs xmllint; a missing xmllint is a failure that says how to install it, never a skip. */
function xmllint(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync('xmllint', args, { encoding: 'utf8' });
  if (run.error) {
    throw new Error(
      `xmllint could not be run (${run.error.message}). Install Debian's libxml2-utils ` +
        '(apt-get install libxml2-utils, as npm test does): the manifest tests need it.',
    );
  }
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

let tmp = '';
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-schema-'));
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Writes a variant of manifest.xml to the temp dir; the edit must change something. */
function variant(name: string, edit: (xml: string) => string): string {
  const xml = edit(manifest);
  expect(xml).not.toBe(manifest);
  const file = path.join(tmp, name);
  fs.writeFileSync(file, xml);
  return file;
}

/** Namespace-aware XPath string value (xmllint cannot bind prefixes, so names are matched by URI and local name). */
function xpath(expr: string): string {
  const run = xmllint('--xpath', `string(${expr})`, MANIFEST);
  expect(run.status).toBe(0);
  return run.output.trim();
}
const el = (ns: string, name: string): string => `*[namespace-uri()='${ns}' and local-name()='${name}']`;
const xsiType = `@*[namespace-uri()='${NS.xsi}' and local-name()='type']`;

describe('manifest.xml through xmllint', () => {
  test('xmllint is installed', () => {
    const run = xmllint('--version');
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/libxml/);
  });

  test('manifest.xml is well-formed, namespace-well-formed XML', () => {
    expect(xmllint('--noout', MANIFEST)).toEqual({ status: 0, output: '' });
  });

  test('xmllint reports a broken copy (the harness sees failures)', () => {
    const broken = variant('broken.xml', (xml) => xml.replace('</ProviderName>', '</Provider>'));
    const run = xmllint('--noout', broken);
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/mismatch/i);
  });

  test('an Office task pane add-in with task-pane VersionOverrides 1.0, each in its own namespace', () => {
    expect(xpath(`namespace-uri(/*)`)).toBe(NS.app);
    expect(xpath(`local-name(/*)`)).toBe('OfficeApp');
    expect(xpath(`/*/${xsiType}`)).toBe('TaskPaneApp');
    const overrides = `/*/${el(NS.taskpane, 'VersionOverrides')}`;
    expect(xpath(`count(${overrides})`)).toBe('1');
    expect(xpath(`${overrides}/${xsiType}`)).toBe('VersionOverridesV1_0');
    // Every element under VersionOverrides is in the task-pane or the basic-types namespace.
    expect(xpath(`count(${overrides}//*[namespace-uri()!='${NS.taskpane}' and namespace-uri()!='${NS.bt}'])`)).toBe('0');
  });

  test('<Host>: Runtimes, then AllFormFactors, then DesktopFormFactor ([MS-OWEMXML] Host and Workbook types)', () => {
    // The order is a known trap (OfficeDev/office-js-docs-pr#2706); checked here while the XSDs are missing.
    const host = `/*/${el(NS.taskpane, 'VersionOverrides')}/${el(NS.taskpane, 'Hosts')}/${el(NS.taskpane, 'Host')}`;
    expect(xpath(`${host}/${xsiType}`)).toBe('Workbook');
    expect(xpath(`count(${host}/*)`)).toBe('3');
    expect(xpath(`local-name(${host}/*[1])`)).toBe('Runtimes');
    expect(xpath(`local-name(${host}/*[2])`)).toBe('AllFormFactors');
    expect(xpath(`local-name(${host}/*[3])`)).toBe('DesktopFormFactor');
  });
});

describe('manifest.xml against the [MS-OWEMXML] XSDs', () => {
  if (!fs.existsSync(ROOT_XSD)) {
    test.todo('validate manifest.xml with xmllint --schema manifest-schemas/OfficeAppManifestV1_1.xsd (XSDs not vendored yet: see manifest-schemas/README.md)');
    return;
  }

  const validate = (file: string) => xmllint('--noout', '--nonet', '--schema', ROOT_XSD, file);

  test('manifest.xml validates', () => {
    const run = validate(MANIFEST);
    expect(run.output).toMatch(/manifest\.xml validates/);
    expect(run.status).toBe(0);
  });

  test('a copy with two elements out of order is rejected', () => {
    const swapped = variant('out-of-order.xml', (xml) => {
      const id = xml.match(/ *<Id>[^<]*<\/Id>\n/)![0];
      const version = xml.match(/ *<Version>[^<]*<\/Version>\n/)![0];
      return xml.replace(id + version, version + id);
    });
    const run = validate(swapped);
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/Element '\{[^}]+\}Version': This element is not expected/);
  });

  test('a copy with an unknown element is rejected', () => {
    const unknown = variant('unknown-element.xml', (xml) => xml.replace('</ProviderName>', '</ProviderName>\n  <Sponsor>nobody</Sponsor>'));
    const run = validate(unknown);
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/Element '\{[^}]+\}Sponsor': This element is not expected/);
  });
});
