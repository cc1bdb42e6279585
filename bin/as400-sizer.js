#!/usr/bin/env node
// The compiled command line (cli/build.js, run by npm ci and npm test), so a call starts in Node alone.
try {
  require.resolve('../cli-dist/as400-sizer.js');
} catch {
  process.stderr.write('as400-sizer is not built yet: run  npm run build:cli\n');
  process.exit(2);
}
require('../cli-dist/as400-sizer.js');
