/**
 * The adapter modules of functions/adapters.json. Under tsx and Jest each is required by its path;
 * the compiled command line (cli/build.js) replaces this file with the same requires written out.
 */
import path from 'path';
import { adapters } from '../functions/adapters.json';

const ROOT = path.resolve(__dirname, '..');

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const adapterModules = (): Record<string, unknown>[] => adapters.map(({ file }) => require(path.join(ROOT, file)) as Record<string, unknown>);
