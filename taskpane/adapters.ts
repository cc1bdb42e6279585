/**
 * The custom functions as the task pane calls them: the very adapter modules the shared runtime
 * associates with Excel (the task pane's bundle depends on the functions bundle, so these imports
 * add no code), keyed by their Excel id as the metadata generator makes it: the name upper-cased.
 * The form validates with them and the templates compute their cached values with them, so the
 * pane says exactly what =AS400.X would.
 */
import { callerOf } from '../addin/templates/call';
import type { As400Call } from '../addin/templates/template';
import type { ErrorCode, Scalar } from '../addin/templates/plan';
import * as about from '../functions/about';
import * as catalog from '../functions/catalog';
import * as communications from '../functions/communications';
import * as dasd from '../functions/dasd';
import * as domino from '../functions/domino';
import * as interactive from '../functions/interactive';
import * as journal from '../functions/journal';
import * as laws from '../functions/laws';
import * as migration from '../functions/migration';
import * as planning from '../functions/planning';
import * as save from '../functions/save';
import * as storage from '../functions/storage';
import * as streamfiles from '../functions/streamfiles';
import * as targets from '../functions/targets';
import * as tn3270 from '../functions/tn3270';
import * as trend from '../functions/trend';
import * as web from '../functions/web';

/** In the order of functions/adapters.json (a test holds the two lists together). */
export const ADAPTER_MODULES = { catalog, interactive, migration, targets, web, communications, domino, dasd, save, storage, journal, tn3270, laws, streamfiles, planning, trend, about };

type Adapter = (...args: never[]) => unknown[][];

const byId = new Map<string, Adapter>();
for (const mod of Object.values(ADAPTER_MODULES)) {
  for (const [name, fn] of Object.entries(mod)) if (typeof fn === 'function') byId.set(name.toUpperCase(), fn as Adapter);
}

export const adapterIds = (): string[] => [...byId.keys()];

export const call: As400Call = callerOf((id) => byId.get(id));

/** One value, or the function's error with its message. */
export type Answer = { ok: true; value: Scalar } | { ok: false; error: ErrorCode; message: string };

/** Calls AS400.<id> with one value per argument, as a cell formula would. */
export function ask(id: string, ...args: (string | number | boolean | null)[]): Answer {
  const out = call(id, args.map((a) => [[a as Scalar]]));
  if (typeof out === 'object') return { ok: false, error: out.error, message: out.message ?? out.error };
  return { ok: true, value: out };
}

/** Every value of a spilled answer (AS400.MODELS), or its error. */
export function askColumn(id: string, ...args: (string | number | null)[]): { ok: true; values: unknown[] } | { ok: false; message: string } {
  const fn = byId.get(id);
  if (!fn) return { ok: false, message: `AS400.${id} is not a function of the add-in` };
  const out = fn(...(args.map((a) => [[a]]) as never[]));
  const first = out[0]?.[0];
  if (typeof first === 'object' && first !== null && 'code' in first) {
    const e = first as { code: string; message?: string };
    return { ok: false, message: e.message ?? e.code };
  }
  return { ok: true, values: out.map((row) => row[0]) };
}
