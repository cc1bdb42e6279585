/** npm run docs: rewrites the function reference in README.md from the JSDoc metadata. */
import fs from 'fs';
import path from 'path';
import { functionMetadata, ROOT } from './registry';
import { renderReference, withReference } from './reference';
import { replaceFile } from './safe-output';

async function main(): Promise<void> {
  const metadata = await functionMetadata();
  if (metadata.errors.length) throw new Error(metadata.errors.join('\n'));
  const file = path.join(ROOT, 'README.md');
  replaceFile(file, withReference(fs.readFileSync(file, 'utf8'), await renderReference(metadata)));
  process.stdout.write(`README.md: reference of ${metadata.functions.length} functions written\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
