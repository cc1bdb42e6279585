/**
 * Outside Excel (the command line, Jest, HyperFormula): the adapters' CustomFunctions stand-in, and
 * the citations AS400.SOURCE answers from, which the add-in fetches from the build's
 * function-help.json (see cli/function-sources.js), read from the adapters' JSDoc only when SOURCE
 * is first called: most command lines never ask.
 */
import '../functions/outside-excel';

const g = globalThis as { AS400_SOURCES?: unknown };
if (!('AS400_SOURCES' in g)) {
  let sources: Record<string, string> | undefined;
  Object.defineProperty(g, 'AS400_SOURCES', {
    configurable: true,
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    get: () => (sources ??= require('./function-sources.js').functionSources()),
  });
}

export {};
