/**
 * Each custom function's JSDoc text, read with the same parser that generates functions.json: its
 * whole description and its parameters' (functions.json ships their first sentences only, so the
 * build writes these into function-help.json for the pane's function browser), and its source.
 *
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

// A description wrapped onto several JSDoc lines, as one line: the parser keeps each line break.
const oneLine = (text) => (text ?? '').replace(/\n/g, ' ');

/** Function id → its whole description and its parameters' descriptions, in order. */
function functionTexts() {
  const texts = {};
  for (const { file } of adapters) {
    const full = path.join(ROOT, file);
    const { functions } = parseTree(fs.readFileSync(full, 'utf8'), full);
    for (const f of functions) texts[f.id] = { description: oneLine(f.description), parameters: f.parameters.map((p) => oneLine(p.description)) };
  }
  return texts;
}

function functionSources() {
  const sources = {};
  for (const [id, { description }] of Object.entries(functionTexts())) {
    const at = description.lastIndexOf('Source: ');
    sources[id] =
      at < 0
        ? ''
        : description
            .slice(at + 'Source: '.length)
            .trim()
            .replace(/\.$/, '');
  }
  return sources;
}

module.exports = { functionSources, functionTexts };
