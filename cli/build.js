/**
 * The command line, compiled: one CommonJS file (cli-dist/as400-sizer.js) that bin/as400-sizer.js
 * loads, so a call starts in Node alone instead of compiling the TypeScript sources first (tsx
 * took about 1.5 s a call). npm ci runs it (the prepare script), and so does npm test.
 * Packages stay in node_modules; the adapters the registry lists in functions/adapters.json are
 * required one by one there, so this build writes those requires out for the bundler.
 */
const path = require('path');
const esbuild = require('esbuild');
const { adapters } = require('../functions/adapters.json');

const ROOT = path.resolve(__dirname, '..');

/** cli/adapter-modules.ts, with its loop over adapters.json written out as static requires. */
const adapterModules = {
  name: 'adapter-modules',
  setup(build) {
    build.onLoad({ filter: /cli[\\/]adapter-modules\.ts$/ }, () => ({
      loader: 'ts',
      resolveDir: path.join(ROOT, 'cli'),
      contents:
        `export const adapterModules = (): Record<string, unknown>[] => ` +
        `[${adapters.map(({ file }) => `require(${JSON.stringify(`../${file}`)})`).join(', ')}];`,
    }));
  },
};

esbuild
  .build({
    entryPoints: [path.join(ROOT, 'cli/main.ts')],
    outfile: path.join(ROOT, 'cli-dist/as400-sizer.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    logLevel: 'warning',
    plugins: [adapterModules],
  })
  .catch(() => process.exit(1));
