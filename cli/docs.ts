/** npm run docs: writes the function reference, docs/functions.md, from the JSDoc metadata. */
import path from 'path';
import { functionMetadata, ROOT } from './registry';
import { REFERENCE_FILE, renderReference } from './reference';
import { replaceFile } from './safe-output';

async function main(): Promise<void> {
  const metadata = await functionMetadata();
  if (metadata.errors.length) throw new Error(metadata.errors.join('\n'));
  replaceFile(path.join(ROOT, REFERENCE_FILE), await renderReference(metadata));
  process.stdout.write(`${REFERENCE_FILE}: reference of ${metadata.functions.length} functions written\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
