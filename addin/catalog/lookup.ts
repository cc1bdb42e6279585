import { naError, type Result, SizingError, valueError } from '../errors';
import { CATALOG, keysOf, RELEASE_VIEWS } from './catalog';
import type { Model } from './model';

/**
 * Case, spaces, brackets, slashes and dashes do not matter, and a leading machine type
 * (9401/9402/9404/9406) may be typed or not: "720-2061 (1501)", "720 2061 1501" and
 * "9406-720-2061-1501" are one key.
 */
export function normalizeKey(text: string): string {
  const key = text.trim().toUpperCase().replace(/[\s()/_-]+/g, '-').replace(/^-+|-+$/g, '');
  return key.replace(/^940[1246]-(?=.)/, '');
}

/** "v4r5" → "V4R5"; SAP releases "3.1h" → "3.1H". */
export const normalizeRelease = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** Releases order by their text once the leading V is dropped (3R7 < 4R1 < 4R5; 3.1H < 4.0B). */
const newer = (a: string, b: string): boolean => a.replace(/^V/, '') > b.replace(/^V/, '');

const INDEX = new Map<string, Model[]>();
for (const m of [...CATALOG, ...RELEASE_VIEWS]) {
  for (const key of keysOf(m)) {
    const k = normalizeKey(key);
    const list = INDEX.get(k);
    if (!list) INDEX.set(k, [m]);
    else if (!list.includes(m)) list.push(m);
  }
}

const RELEASES = [...new Set([...CATALOG, ...RELEASE_VIEWS].map((m) => m.release).filter((r) => r !== null))].sort();

function unknownModel(text: string, key: string): SizingError {
  const head = key.split('-')[0];
  const near = CATALOG.filter((m) => normalizeKey(m.key).split('-').includes(head)).map((m) => m.key);
  const hint = near.length ? ` Keys with ${head}: ${near.slice(0, 6).join(', ')}${near.length > 6 ? ', ...' : ''}.` : '';
  return naError(`Unknown model "${text}": not in Appendix D of the PCR V4R5.${hint}`);
}

function lookupUncached(text: string, release: string | null): Result<readonly Model[]> {
  const key = normalizeKey(text);
  if (key === '') return valueError('model is empty: give a catalog key such as 720-2061-1501');
  const found = INDEX.get(key);
  if (!found) return unknownModel(text, key);
  if (release !== null) {
    const r = normalizeRelease(release);
    if (!RELEASES.includes(r)) {
      return naError(`Unknown release "${release}": Appendix D prints ${RELEASES.join(', ')}`);
    }
    const printed = [...new Set(found.map((m) => m.release))];
    if (printed.every((p) => p === null)) return found; // the document prints no release for these rows
    const inRelease = found.filter((m) => m.release === r);
    if (inRelease.length === 0) {
      return naError(`"${text}" is printed for ${printed.filter(Boolean).join(', ')} only, not ${r}`);
    }
    return inRelease;
  }
  // Without a release, the newest the document prints.
  let newest: string | null = null;
  for (const m of found) if (m.release !== null && (newest === null || newer(m.release, newest))) newest = m.release;
  return newest === null || found.every((m) => m.release === newest) ? found : found.filter((m) => m.release === newest);
}

const cache = new Map<string, Result<readonly Model[]>>();

/** Every row a key (and optional release) names; cached, as sheets ask for the same keys again and again. */
export function lookup(text: string, release: string | null = null): Result<readonly Model[]> {
  const id = release === null ? text : `${text}\u0000${release}`;
  let result = cache.get(id);
  if (result === undefined) {
    if (cache.size > 50_000) cache.clear();
    result = lookupUncached(text, release);
    cache.set(id, result);
  }
  return result;
}

export function ambiguous(text: string, rows: readonly Model[]): SizingError {
  const keys = rows.map((m) => m.key);
  const shown = keys.slice(0, 8).join(', ') + (keys.length > 8 ? `, ... (${keys.length} in all)` : '');
  return naError(`"${text}" matches ${rows.length} rows of Appendix D: ${shown}. Give one of these keys.`);
}

/** The one row a key names, or #N/A naming the choices: never a silent pick. */
export function lookupOne(text: string, release: string | null = null): Result<Model> {
  const rows = lookup(text, release);
  if (rows instanceof SizingError) return rows;
  return rows.length === 1 ? rows[0] : ambiguous(text, rows);
}

/**
 * One field of the rows a key names. Where every matching row prints the same value
 * (720-2061 has one processor CPW whatever its interactive feature) that value is the answer;
 * where they differ, #N/A names the choices.
 */
export function lookupValue<T>(
  text: string,
  release: string | null,
  read: (m: Model) => Result<T>,
): Result<T> {
  const rows = lookup(text, release);
  if (rows instanceof SizingError) return rows;
  const first = read(rows[0]);
  for (let i = 1; i < rows.length; i++) {
    const other = read(rows[i]);
    if (other instanceof SizingError ? !(first instanceof SizingError) || other.message !== first.message : other !== first) {
      return ambiguous(text, rows);
    }
  }
  return first;
}
