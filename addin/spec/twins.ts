/**
 * Every portable twin by its function's id, gathered from the spec files (each declares its twins
 * beside its specs, with the vocabulary of portable.ts). Templates expand an add-in call through
 * `expand` in portable mode. Only the templates import this module, so no twin is in the functions bundle.
 */
import type { Expr } from '../templates/expr';
import type { Expansion } from '../templates/render';
import { CATALOG_TWINS } from './catalog.twin';
import { COMMUNICATIONS_TWINS } from './communications.twin';
import { DASD_TWINS } from './dasd.twin';
import { DOMINO_TWINS } from './domino.twin';
import type { FunctionId } from './index';
import { INTERACTIVE_TWINS } from './interactive.twin';
import { LAWS_TWINS } from './laws.twin';
import { MIGRATION_TWINS } from './migration.twin';
import { PLANNING_TWINS } from './planning.twin';
import type { Twin } from './portable';
import { SAVE_TWINS } from './save.twin';
import { STREAMFILES_TWINS } from './streamfiles.twin';
import { TARGETS_TWINS } from './targets.twin';
import { TREND_TWINS } from './trend.twin';
import { WEB_TWINS } from './web.twin';

export const TWINS = {
  ...CATALOG_TWINS,
  ...INTERACTIVE_TWINS,
  ...MIGRATION_TWINS,
  ...TARGETS_TWINS,
  ...WEB_TWINS,
  ...COMMUNICATIONS_TWINS,
  ...DOMINO_TWINS,
  ...SAVE_TWINS,
  ...LAWS_TWINS,
  ...STREAMFILES_TWINS,
  ...PLANNING_TWINS,
  ...TREND_TWINS,
  ...DASD_TWINS,
} satisfies { readonly [K in FunctionId]?: Twin };

/** The id of a function with a portable twin: the compiler checks a portable template's calls against it. */
export type TwinId = keyof typeof TWINS;

export const hasTwin = (id: string): id is TwinId => Object.prototype.hasOwnProperty.call(TWINS, id);

/** The native Excel of a call in a portable sheet; an Expansion says whether the cell must be an array formula. */
export function expand(id: string, args: readonly Expr[]): Expansion {
  if (!hasTwin(id)) throw new Error(`AS400.${id} has no portable twin`);
  const e = (TWINS[id] as Twin)(args);
  return typeof e === 'object' && !('k' in e) ? e : { expr: e };
}
