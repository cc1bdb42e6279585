/** Every function's spec by id: the core's (addin/spec) and the add-in's own two (functions/about.ts). */
import { SPECS } from '../addin/spec';
import type { FunctionSpec } from '../addin/spec/define';
import { SOURCE, VERSION } from '../functions/about';

const ALL: Readonly<Record<string, FunctionSpec>> = { ...SPECS, SOURCE, VERSION };

export function specById(id: string): FunctionSpec {
  const spec = Object.prototype.hasOwnProperty.call(ALL, id) ? ALL[id] : undefined;
  if (!spec) throw new Error(`no spec for AS400.${id}`);
  return spec;
}
