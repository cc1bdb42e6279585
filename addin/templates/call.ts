/**
 * The As400Call of a set of adapters: what Excel would put in the cell, read back as a plan value.
 * Adapters return CustomFunctions.Error objects for errors (Excel's in the browser, the shim of
 * cli/excel-runtime.ts in Node); both carry `code` and `message`.
 */
import type { ErrorCode } from './plan';
import type { As400Call } from './template';

type Adapter = (...args: never[]) => unknown[][] | Promise<unknown[][]>;

export function callerOf(adapterOf: (id: string) => Adapter | undefined): As400Call {
  return (id, args) => {
    const adapter = adapterOf(id);
    if (!adapter) return { error: '#NAME?', message: `AS400.${id} is not a function of the add-in` };
    const result = adapter(...(args as never[]));
    // SOURCE reads its help file first; a template's values are computed at once, so it has none.
    if (result instanceof Promise) return { error: '#N/A', message: `AS400.${id} answers later; a template cannot hold it` };
    const out = result[0]?.[0];
    if (typeof out === 'object' && out !== null && 'code' in out) {
      const { code, message } = out as { code: ErrorCode; message?: string };
      return message && message !== code ? { error: code, message } : { error: code };
    }
    if (typeof out === 'number' || typeof out === 'string' || typeof out === 'boolean') return out;
    return '';
  };
}
