/**
 * Outside Excel there is no CustomFunctions: in Node (the command line, Jest, HyperFormula), and in
 * a browser or another Office app, where office.js defines none. The adapters still build
 * CustomFunctions.Error values, and the build appends CustomFunctions.associate calls to each
 * adapter file, which would throw and stop the task pane that shares the functions bundle. This
 * stands in for the three members they use, with Excel's error codes. In Excel it does nothing.
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

const scope = globalThis as { CustomFunctions?: unknown };
scope.CustomFunctions ??= { Error: CustomFunctionError, ErrorCode, associate: () => undefined };

export {};
