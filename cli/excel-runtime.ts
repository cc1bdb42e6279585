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

const g = globalThis as { CustomFunctions?: unknown };
g.CustomFunctions ??= { Error: CustomFunctionError, ErrorCode, associate: () => undefined };

export {};
