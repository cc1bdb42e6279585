/**
 * Each function's example (addin/functions/examples.ts, the help page's call) and the test table the suites run
 * every function with (calls.ts): the table is each example cut to its required arguments. And each
 * function's JSDoc names its parameters as its spec's readers do (the reference and the messages use both).
 */
import { exampleById, specById } from '../../cli/function-specs';
import { functionMetadata, type GeneratedMetadata } from '../../cli/registry';
import { CALLS } from './calls';

let metadata: GeneratedMetadata;
beforeAll(async () => {
  metadata = await functionMetadata();
}, 60_000);

test("the test table's call of every function is its example's required arguments", () => {
  expect(Object.keys(CALLS).sort()).toEqual(metadata.functions.map((f) => f.id).sort());
  for (const f of metadata.functions) {
    const required = f.parameters.filter((p) => !p.optional).length;
    expect([f.id, CALLS[f.id]]).toEqual([f.id, exampleById(f.id).slice(0, required)]);
    expect([f.id, exampleById(f.id).length <= f.parameters.length]).toEqual([f.id, true]);
  }
});

test("the JSDoc's @param names are the spec's reader names, in order", () => {
  for (const f of metadata.functions) {
    expect([f.id, f.parameters.map((p) => p.name)]).toEqual([f.id, specById(f.id).readers.map((r) => r.param)]);
  }
});
