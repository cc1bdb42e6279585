/** The options of the commands cli/main.ts runs itself (models, call, functions), as cli/options.ts tables. */
import { familyFilter } from '../addin/catalog/families';
import { command, flag, repeated, value } from './options';
import { parseTarget } from './targets';

export const MODELS = command({
  name: 'models',
  operands: '',
  summary: 'the catalog: every model Appendix D rates, with its CPWs and the table and line each row comes from',
  options: {
    family: value('F', familyFilter, 'the rows of one family (as the catalog names them) or of one model number, such as 620'),
    json: flag('the rows as JSON'),
  },
});

export const CALL = command({
  name: 'call',
  operands: 'NAME ARG...',
  summary:
    'a function answered as its cell would answer it: each ARG read as JSON when it parses, 32% as 0.32, else as text; null is omitted. ' +
    'A call whose answer is an Excel error exits 1 (a batch answers every line, then exits 1)',
  options: {
    target: repeated('"NAME;CPW;INTERACTIVE CPW or all;KNEE RULE;SOURCE"', parseTarget, 'a system of your own: an argument NAME stands for it'),
    batch: flag('stdin: one JSON array [NAME, ARG...] per line, one JSON result per line'),
  },
});

export const FUNCTIONS = command({
  name: 'functions',
  operands: '',
  summary: "every function with its parameters, as Excel's Insert Function lists them",
  options: { json: flag('the metadata as JSON, whole descriptions') },
});
