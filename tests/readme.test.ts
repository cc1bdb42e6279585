import fs from 'fs';
import path from 'path';
import { functionMetadata } from '../cli/registry';
import { renderReference, START, END } from '../cli/reference';

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

  test('the function reference is the one generated from the JSDoc (run npm run docs)', async () => {
    const current = readme.slice(readme.indexOf(START), readme.indexOf(END) + END.length);
    expect(current).toBe(await renderReference(await functionMetadata()));
  }, 60_000);
});
