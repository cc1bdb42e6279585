/**
 * Every function the core computes, by its id (the name after AS400. in a cell). Excel's adapters
 * (functions/) declare them and run them; the templates evaluate them here, with no Excel runtime,
 * and expand a call into its spec's portable twin in a portable sheet (`expand`).
 * SOURCE and VERSION are Excel's alone (functions/about.ts): one reads the add-in's help file, the
 * other its package, and no template holds either. The adapters take their specs from SPECS, so the
 * bundler lays the spec modules out as one module (one apiece cost the functions bundle half a kilobyte).
 */
import { CATALOG } from './catalog';
import { COMMUNICATIONS } from './communications';
import { DASD } from './dasd';
import type { FunctionSpec, PortableSpec } from './define-function';
import { DOMINO } from './domino';
import { INTERACTIVE } from './interactive';
import { JOURNAL } from './journal';
import { LAWS } from './laws';
import { MIGRATION } from './migration';
import { PLANNING } from './planning';
import { SAVE } from './save';
import { STORAGE } from './storage';
import { STREAMFILES } from './streamfiles';
import { TARGETS } from './targets';
import { TN3270 } from './tn3270';
import { TREND } from './trend';
import { WEB } from './web';
import type { Expr } from '../formula/expr';
import type { Expansion } from '../formula/render';

/** Every spec by id. */
export const SPECS = {
  ...CATALOG,
  ...INTERACTIVE,
  ...MIGRATION,
  ...TARGETS,
  ...WEB,
  ...COMMUNICATIONS,
  ...DOMINO,
  ...DASD,
  ...SAVE,
  ...STORAGE,
  ...JOURNAL,
  ...TN3270,
  ...LAWS,
  ...STREAMFILES,
  ...PLANNING,
  ...TREND,
};

/** The id of a function the core computes: the compiler checks every template's calls against it. */
export type FunctionId = keyof typeof SPECS;

export const specOf = (id: string): FunctionSpec | undefined =>
  Object.prototype.hasOwnProperty.call(SPECS, id) ? (SPECS as Record<string, FunctionSpec>)[id] : undefined;

/** The id of a function with a portable twin: the compiler checks a portable template's calls against it. */
export type TwinId = { [K in FunctionId]: (typeof SPECS)[K] extends PortableSpec ? K : never }[FunctionId];

export const hasTwin = (id: string): id is TwinId => specOf(id)?.twin !== undefined;

/** The native Excel of a call in a portable sheet; an Expansion says whether the cell must be an array formula. */
export function expand(id: string, args: readonly Expr[]): Expansion {
  const twin = specOf(id)?.twin;
  if (!twin) throw new Error(`AS400.${id} has no portable twin`);
  const e = twin(args);
  return typeof e === 'object' && !('k' in e) ? e : { expr: e };
}
