/** What planners ask of the catalog: one rating, one field, a whole row, or the keys of a family. */
import { isError, naError, type Result } from '../errors';
import { interactiveCpw, kneeCpw, maxCpw, processorCpw } from './ratings';
import { CATALOG } from './catalog';
import { familyFilter } from './families';
import { lookupOne, lookupValue } from './lookup';
import { type Model, MODEL_FIELDS, type ModelField } from './model';

export type FieldValue = number | string | boolean;

export const cpwOf = (model: string, release: string | null): Result<number> => lookupValue(model, release, processorCpw);
export const interactiveCpwOf = (model: string, release: string | null): Result<number> => lookupValue(model, release, interactiveCpw);
export const kneeCpwOf = (model: string, release: string | null): Result<number> => lookupValue(model, release, kneeCpw);
export const maxCpwOf = (model: string, release: string | null): Result<number> => lookupValue(model, release, maxCpw);

const FIELD_BY_NAME = new Map<string, ModelField>(MODEL_FIELDS.map((f) => [f.toLowerCase(), f]));

function fieldValue(m: Model, field: ModelField): FieldValue | null {
  const v = m[field];
  if (Array.isArray(v)) return v.length ? v.join(' ') : null;
  return v as FieldValue | null;
}

/** One field of a row; #N/A where the row's table does not print it. */
export function modelField(model: string, field: string, release: string | null): Result<FieldValue> {
  const name = FIELD_BY_NAME.get(field.trim().toLowerCase());
  if (!name) return naError(`Unknown field "${field}": use one of ${MODEL_FIELDS.join(', ')}`);
  return lookupValue(model, release, (m) => {
    const v = fieldValue(m, name);
    return v ?? naError(`${m.key}: Table ${m.table} prints no ${name}`);
  });
}

/** The whole row as name/value pairs (fields the table does not print are left out). */
export function modelRow(model: string, release: string | null): Result<[string, FieldValue][]> {
  const m = lookupOne(model, release);
  if (isError(m)) return m;
  const pairs: [string, FieldValue][] = [];
  for (const f of MODEL_FIELDS) {
    const v = fieldValue(m, f);
    if (v !== null) pairs.push([f, v]);
  }
  return pairs;
}

/** Keys of the rows in a family (or model number) with at least the given CPW ratings, in print order. */
export function modelKeys(family: string | null, minCpw: number, minInteractive: number): Result<string[]> {
  const filter = family === null ? null : familyFilter(family);
  if (isError(filter)) return filter;
  const keys = CATALOG.filter(
    (m) =>
      (filter === null || filter(m)) &&
      (minCpw <= 0 || (m.processorCpw ?? -1) >= minCpw) &&
      (minInteractive <= 0 || (m.interactiveCpw ?? -1) >= minInteractive),
  ).map((m) => m.key);
  return keys.length ? keys : naError(`No row of Appendix D matches family ${family ?? '(any)'}, CPW >= ${minCpw}, interactive CPW >= ${minInteractive}`);
}

/**
 * A system as the sizing functions take it: a processor CPW number as given, or a catalog key's
 * processor CPW (the single CPW of a traditional system).
 */
export function systemCpw(system: string | number, release: string | null = null): Result<number> {
  return typeof system === 'number' ? system : cpwOf(system, release);
}
