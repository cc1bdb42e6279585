/**
 * The functions as the task pane asks them: by their specs in the core (addin/functions), which Excel's
 * adapters run too (the pane's bundle depends on the functions bundle, which holds them), so the
 * form and the Build tab say exactly what =AS400.X would.
 */
import { as400Grid } from '../addin/workbook/call';
import { isErrorValue, type Scalar } from '../addin/workbook/plan';

/** Every value of a spilled answer (AS400.MODELS), or its error. */
export function askColumn(id: string, ...args: (string | number | null)[]): { ok: true; values: unknown[] } | { ok: false; message: string } {
  const out = as400Grid(
    id,
    args.map((a) => [[a as Scalar]]),
  );
  const first = out[0]?.[0];
  if (isErrorValue(first)) return { ok: false, message: first.message ?? first.error };
  return { ok: true, values: out.map((row) => row[0]) };
}
