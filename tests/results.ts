/** Unwrapping core results and Excel errors in tests: a wrong kind fails the test with the reason. */
import { isError, type SizingError } from '../addin/errors';

export const value = <T>(r: T | SizingError): T => {
  if (isError(r)) throw new Error(`${r.kind}: ${r.message}`);
  return r;
};

export const failure = (r: unknown): SizingError => {
  if (!isError(r)) throw new Error(`expected an error, got ${String(r)}`);
  return r;
};

export type ExcelError = { code: string; message: string };

export const excelError = (x: unknown): ExcelError => {
  if (!(x instanceof CustomFunctions.Error)) throw new Error(`expected an Excel error, got ${String(x)}`);
  return x as unknown as ExcelError;
};
