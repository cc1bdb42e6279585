import { isError } from '../errors';
import { ANY_FAMILY, CURRENT_FAMILIES, recommend as recommendModel, serverInteractiveCpw, traditionalCpw as traditionalCpwOf } from '../sizing/migration';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { add, div, eq, type Expr, fn, ge, gt, IF, le, lt, MAX, MIN, mul, ne, support } from '../formula/expr';
import type { Expansion } from '../formula/render';
import { cells, flag, fraction, number, optional, text } from './define-function';
import { arg, NUM_ERROR } from './portable';

const SERVER_ARGS = [number('traditional_cpw', { above: 0 }), fraction('interactive_utilization'), optional(flag('custom'), false)] as const;

const TRADITIONAL_ARGS = [
  number('cs_cpw', { above: 0 }),
  fraction('interactive_utilization'),
  fraction('batch_utilization'),
  optional(fraction('target_utilization', { above: 0 }), PLANNING_GUIDELINE),
] as const;

const RECOMMEND_ARGS = [
  number('required_cpw', { min: 0 }),
  optional(number('required_interactive_cpw', { min: 0 }), 0),
  optional(text('family'), null),
] as const;

/**
 * What RECOMMEND's twin (2.11, 2.12) compares, over the catalog's recommendation columns: each row's fill, the share
 * of it the binding requirement takes (-1 for a row that misses a requirement or the family, read as the core's
 * familyOf reads it); the most any row is filled (-1 where none meets them, or nothing is required); and the smallest
 * CPW among the rows filled that much (#N/A where none is). Whole columns are compared: the last two are array
 * formulas. A sheet shows those two in labelled cells of their own (SheetBuilder.intermediate), which the twin then
 * reads in their place.
 */
export function recommendParts(args: readonly Expr[]): { readonly none: Expr; readonly score: Expr; readonly best: Expr; readonly smallest: Expr } {
  const [cpw, interactive = 0, family = ''] = args;
  const c = support('catalog.recCpw');
  const i = support('catalog.recInt');
  const fam = support('catalog.family');
  // As the core's familyOf: the V4R5 8xx and 2xx when none is given, every family but DSD for "any".
  const current = gt(
    CURRENT_FAMILIES.map((f): Expr => eq(fam, f)).reduce((x, y) => add(x, y)),
    0,
  );
  const familyOk = IF(eq(family, ''), current, IF(eq(family, ANY_FAMILY), ne(fam, 'DSD'), gt(add(eq(fam, family), eq(support('catalog.model'), family)), 0)));
  const meets = mul(mul(mul(ne(c, ''), ge(c, cpw)), IF(gt(interactive, 0), ge(i, interactive), 1)), familyOk);
  const fill = IF(gt(interactive, 0), IF(gt(div(cpw, c), div(interactive, i)), div(cpw, c), div(interactive, i)), div(cpw, c));
  const score = IF(meets, fill, -1);
  // As the core: no requirement at all is #NUM!, before any row is looked at.
  const none = fn('AND', le(cpw, 0), le(interactive, 0));
  const best = IF(none, -1, MAX(score));
  return { none, score, best, smallest: IF(lt(best, 0), fn('NA'), MIN(fn('IF', eq(score, best), c))) };
}

/**
 * RECOMMEND's twin: among the rows that meet both requirements and the family (recommendParts), the one the binding
 * requirement fills most, the smaller CPW on a tie, the first printed after that. An array formula.
 */
function recommendTwin(args: readonly Expr[]): Expansion {
  const { none, score, best, smallest } = recommendParts(args);
  const row = fn('MATCH', 1, mul(eq(score, best), eq(support('catalog.recCpw'), smallest)), 0);
  return { expr: IF(none, NUM_ERROR, IF(lt(best, 0), fn('NA'), fn('INDEX', support('catalog.key'), row))), array: true };
}

/** Its twin, 2.11: 3 x P x CPW; custom servers 1.0 below 85% and 1.5 from 85%. */
const SERVERINTCPW = cells(SERVER_ARGS, serverInteractiveCpw, ([cpw, p, isCustom = false]) => mul(mul(IF(isCustom, IF(lt(p, 0.85), 1, 1.5), 3), p), cpw));

/** Its twin, 2.12: CPWcs x (I + B) / target. */
const TRADITIONALCPW = cells(TRADITIONAL_ARGS, traditionalCpwOf, (args) => {
  const used = add(args[1], args[2]);
  // #NUM! where interactive + batch pass 100% of the CPU, as the function.
  return IF(gt(used, 1), NUM_ERROR, div(mul(args[0], used), arg(args, 3, PLANNING_GUIDELINE)));
});

const RECOMMEND = cells(
  RECOMMEND_ARGS,
  (cpw, interactive, fam) => {
    const m = recommendModel(cpw, interactive, fam);
    return isError(m) ? m : m.key;
  },
  recommendTwin,
);

export const MIGRATION = { SERVERINTCPW, TRADITIONALCPW, RECOMMEND };
