/** Every function's spec and example by id: the core's (addin/functions) and the add-in's own two (functions/about.ts). */
import { SPECS } from '../addin/functions';
import type { Arg, FunctionSpec } from '../addin/functions/define-function';
import { EXAMPLES } from '../addin/functions/examples';
import { SOURCE, VERSION } from '../functions/about';

const ALL: Readonly<Record<string, FunctionSpec>> = { ...SPECS, SOURCE, VERSION };

export function specById(id: string): FunctionSpec {
  const spec = Object.prototype.hasOwnProperty.call(ALL, id) ? ALL[id] : undefined;
  if (!spec) throw new Error(`no spec for AS400.${id}`);
  return spec;
}

/** The examples of SOURCE and VERSION, the add-in's own two (the core's are in addin/functions/examples.ts). */
const ABOUT_EXAMPLES: Readonly<Record<'SOURCE' | 'VERSION', readonly Arg[]>> = { SOURCE: [[['EIU']]], VERSION: [] };
const ALL_EXAMPLES: Readonly<Record<string, readonly Arg[]>> = { ...EXAMPLES, ...ABOUT_EXAMPLES };

/** A function's example: the call its help shows, one that answers a value. */
export function exampleById(id: string): readonly Arg[] {
  const example = Object.prototype.hasOwnProperty.call(ALL_EXAMPLES, id) ? ALL_EXAMPLES[id] : undefined;
  if (!example) throw new Error(`no example for AS400.${id}`);
  return example;
}
