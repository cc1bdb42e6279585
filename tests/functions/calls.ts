/**
 * One call of every function with its required arguments, the calls the suites that run every function
 * make: its example (addin/functions/examples.ts, the call its help shows) without the optional arguments
 * it gives (OPTIONAL_GIVEN), as tests/functions/examples.test.ts holds against the JSDoc.
 */
import { SPECS } from '../../addin/functions';
import { OPTIONAL_GIVEN } from '../../addin/functions/examples';
import { exampleById } from '../../cli/function-specs';
import { SOURCE, VERSION } from '../../functions/about';

const given: Readonly<Record<string, number | undefined>> = OPTIONAL_GIVEN;

export const CALLS: Record<string, unknown[][]> = Object.fromEntries(
  Object.keys({ ...SPECS, SOURCE, VERSION }).map((id) => {
    const example = exampleById(id);
    return [id, example.slice(0, example.length - (given[id] ?? 0)) as unknown[][]];
  }),
);
