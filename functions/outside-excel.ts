/**
 * Outside Excel, CustomFunctions is missing or partial: Node (the command line, Jest, HyperFormula)
 * has none, and office.js in a plain browser defines only associate, without Error or ErrorCode.
 * The adapters build CustomFunctions.Error values, which the task pane (sharing the functions
 * bundle) reads to show why a value is wrong, and the build appends CustomFunctions.associate calls
 * to each adapter file. This fills in whichever of the three members is missing, with Excel's error
 * codes. In Excel every member is there, and it changes nothing.
 */
/** CustomFunctions.Error as Excel's: a code (ErrorCode's) and the message the cell shows. */
export class CustomFunctionError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
  }
}

/** The codes of Excel's CustomFunctions.ErrorCode the adapters give (functions/excel.ts), as Excel spells them. */
export const ErrorCode = {
  invalidValue: '#VALUE!',
  notAvailable: '#N/A',
  invalidNumber: '#NUM!',
};

const scope = globalThis as { CustomFunctions?: Record<string, unknown> };
const runtime = (scope.CustomFunctions ??= {});
runtime.Error ??= CustomFunctionError;
runtime.ErrorCode ??= ErrorCode;
runtime.associate ??= () => undefined;
