/**
 * Outside Excel (the command line, Jest, HyperFormula) the adapters in functions/ still build
 * CustomFunctions.Error values; this stands in for the two members of Excel's runtime they use,
 * with the same error codes.
 */
class CustomFunctionError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
  }
}

const ErrorCode = {
  invalidValue: '#VALUE!',
  notAvailable: '#N/A',
  divisionByZero: '#DIV/0!',
  invalidNumber: '#NUM!',
  nullReference: '#NULL!',
  invalidName: '#NAME?',
  invalidReference: '#REF!',
};

const g = globalThis as { CustomFunctions?: unknown; AS400_SOURCES?: unknown };
g.CustomFunctions ??= { Error: CustomFunctionError, ErrorCode, associate: () => undefined };
// What the build bakes into the bundle for AS400.SOURCE (see cli/function-sources.js), read from
// the adapters' JSDoc only when SOURCE is first called: most command lines never ask.
if (!('AS400_SOURCES' in g)) {
  let sources: Record<string, string> | undefined;
  Object.defineProperty(g, 'AS400_SOURCES', {
    configurable: true,
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    get: () => (sources ??= require('./function-sources.js').functionSources()),
  });
}

export {};
