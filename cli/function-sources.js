/**
 * The "Source: ..." sentence of every custom function's JSDoc, by function id, read with the same
 * parser that generates functions.json. AS400.SOURCE answers from it: the build writes it into
 * function-help.json, which the add-in fetches on SOURCE's first call; Node (CLI, tests) reads it
 * then too (cli/excel-runtime.ts), so the citation is written once, in the function's own help.
 */
const fs = require('fs');
const path = require('path');
const { parseTree } = require('custom-functions-metadata/lib/parseTree');
const { adapters } = require('../functions/adapters.json');

const ROOT = path.resolve(__dirname, '..');

function functionSources() {
  const sources = {};
  for (const { file } of adapters) {
    const full = path.join(ROOT, file);
    const { functions } = parseTree(fs.readFileSync(full, 'utf8'), full);
    for (const f of functions) {
      // A description wrapped onto several JSDoc lines, as one line: the parser keeps each line break.
      const description = f.description.replace(/\n/g, ' ');
      const at = description.lastIndexOf('Source: ');
      sources[f.id] =
        at < 0
          ? ''
          : description
              .slice(at + 'Source: '.length)
              .trim()
              .replace(/\.$/, '');
    }
  }
  return sources;
}

module.exports = { functionSources };
