/** The options of the commands cli/main.ts runs itself (models, call, functions), as cli/options.ts tables. */
import { familyFilter } from '../addin/catalog/families';
import { command, flag, repeated, value } from './options';
import { parseTarget } from './targets';

export const MODELS = command({
  name: 'models',
  operands: '',
  options: {
    family: value('F', familyFilter, 'the rows of one family (as the catalog names them) or of one model number, such as 620'),
    json: flag('the rows as JSON'),
  },
});

export const CALL = command({
  name: 'call',
  operands: 'NAME ARG...',
  options: {
    target: repeated('"NAME;CPW;INTERACTIVE CPW or all;KNEE RULE;SOURCE"', parseTarget, 'a system of your own: an argument NAME stands for it'),
    batch: flag('stdin: one JSON array [NAME, ARG...] per line, one JSON result per line'),
  },
});

export const FUNCTIONS = command({ name: 'functions', operands: '', options: { json: flag('the metadata as JSON, whole descriptions') } });
