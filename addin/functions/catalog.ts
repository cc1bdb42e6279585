/** The catalog's functions: Appendix D's ratings by key, a row's fields, the keys that qualify (PCR V4R5 Appendix D). */
import { isError } from '../errors';
import { cpwOf, interactiveCpwOf, kneeCpwOf, maxCpwOf, modelField, modelKeys, modelRow, systemCpw } from '../catalog/queries';
import { cells, cellwise, custom, isOmitted, number, optional, spill, spilled, system, text } from './define-function';
import { catalog, readFirst, systemOf, upTo } from './portable';

/** A rating by key, of the newest release the document prints unless one is given. */
const MODEL_ARGS = [text('model'), optional(text('release'), null)] as const;

// Their twins: the catalog sheet's column for the key's row (a release given has none: a key names one row).
const CPW = cells(MODEL_ARGS, cpwOf, (args) => catalog('cpw', upTo('CPW', args, 1)[0]));
const INTCPW = cells(MODEL_ARGS, interactiveCpwOf, (args) => catalog('intcpw', upTo('INTCPW', args, 1)[0]));
const KNEE = cells(MODEL_ARGS, kneeCpwOf, (args) => catalog('knee', upTo('KNEE', args, 1)[0]));
const INTMAX = cells(MODEL_ARGS, maxCpwOf, (args) => catalog('max', upTo('INTMAX', args, 1)[0]));

/**
 * A system as every sizing function reads it: a key's Appendix D rating, a CPW number or "720 CPW" as given;
 * its twin reads one as every twin does (portable.ts systemOf).
 */
const SYSTEMCPW = cells([system('system')] as const, systemCpw, ([cell]) => {
  const s = systemOf(cell);
  return readFirst([s], s.cpw);
});

const FIELD_ARGS = [text('model'), text('field'), optional(text('release'), null)] as const;

/** One field of a row cell by cell; without a field (read as omitted), the row spilled. */
const MODEL = custom([MODEL_ARGS[0], optional(text('field'), null), MODEL_ARGS[1]], (args, finish) =>
  isOmitted(args[1]) ? spill(MODEL_ARGS, modelRow, [args[0], args[2]], finish) : cellwise(FIELD_ARGS, modelField, args, finish),
);

const MODELS_ARGS = [
  optional(text('family'), null),
  optional(number('min_cpw', { min: 0 }), 0),
  optional(number('min_interactive_cpw', { min: 0 }), 0),
] as const;

const MODELS = spilled(MODELS_ARGS, (family, minCpw, minInteractive) => {
  const keys = modelKeys(family, minCpw, minInteractive);
  return isError(keys) ? keys : keys.map((k) => [k]);
});

export const CATALOG = { CPW, INTCPW, KNEE, INTMAX, SYSTEMCPW, MODEL, MODELS };
