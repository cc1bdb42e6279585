import fs from 'fs';
import path from 'path';
import { functionMetadata } from '../cli/registry';
import { REFERENCE_FILE, renderReference } from '../cli/reference';

const readme = fs.readFileSync(path.resolve(__dirname, '..', 'README.md'), 'utf8');

describe('README', () => {
  test('starts with exactly two set-up commands: run the add-in, run every test', () => {
    const block = /^# .+\n\n```sh\n([\s\S]*?)```/.exec(readme);
    expect(block).not.toBeNull();
    const commands = block![1]
      .trim()
      .split('\n')
      .map((l) => l.replace(/\s+#.*$/, '').trim());
    expect(commands).toEqual(['npm ci && npm start', 'npm test']);
  });

  test('links the function reference, docs/functions.md, which is the one generated from the JSDoc (run npm run docs)', async () => {
    expect(readme).toContain(`[${REFERENCE_FILE}](${REFERENCE_FILE})`);
    const current = fs.readFileSync(path.resolve(__dirname, '..', REFERENCE_FILE), 'utf8');
    expect(current).toBe(await renderReference(await functionMetadata()));
  }, 60_000);
});

test("the README's layout table and DEVELOPING.md's layers name every folder of the repository", () => {
  const root = path.resolve(__dirname, '..');
  // Folders the repository keeps: dot folders (CI) and what the build and npm make are not the project's layout.
  const built = new Set(['node_modules', 'dist', 'cli-dist', 'release', 'coverage']);
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && !built.has(d.name))
    .map((d) => d.name);
  const layout = readme.slice(readme.indexOf('## Project layout'));
  const rows = (text: string) => new Set([...text.matchAll(/^\| `([^`]+)\/`/gm)].map((m) => m[1]));
  expect(folders.filter((f) => !rows(layout).has(f))).toEqual([]);
  const developing = fs.readFileSync(path.join(root, 'DEVELOPING.md'), 'utf8');
  const code = ['addin', 'functions', 'taskpane', 'cli', 'tests', 'bench', 'support'];
  const layers = new Set([...developing.matchAll(/`([a-z]+)\/`/g)].map((m) => m[1]));
  expect(code.filter((f) => !layers.has(f))).toEqual([]);
});
