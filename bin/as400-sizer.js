#!/usr/bin/env node
// The command line runs the TypeScript sources directly (tsx), so it always matches the add-in.
require('tsx/cjs');
require('../cli/main.ts');
