import { MAX_QUOTED, naError, quote, type Result, SizingError, valueError } from '../errors';
import { CATALOG, keysOf, RELEASE_VIEWS } from './catalog';
import type { Model } from './model';

/**
 * Case, spaces, brackets, slashes and dashes do not matter (the en and em dashes of a PDF or a Word
 * order too), and a leading machine type (9401/9402/9404/9406) may be typed or not:
 * "720-2061 (1501)", "720–2061–1501" and "9406-720-2061-1501" are one key. Feature codes may be
 * written as orders write them ("FC1501", "#1501", "F/C 1501"), and a leading "model" or "AS/400"
 * is dropped.
 */
export function normalizeKey(text: string): string {
  // NFKC only where there is something to fold: the index runs every key through here at start-up.
  const key = (/[^\x20-\x7e]/.test(text) ? text.normalize('NFKC') : text)
    .trim()
    .toUpperCase()
    .replace(/[\s()/_#\u2010-\u2015\u2212\uFE58\uFE63-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(?:(?:AS-?400E?|ISERIES|ESERVER)-)?(?:MODEL-)?(?=.)/, '')
    .replace(/(^|-)(?:FC|F-C|FEAT|FEATURE)-?(?=\d{4}(?:-|$))/g, '$1');
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

/** Cells of edit-distance tables filled for suggestions so far: the work a column of unknown keys costs, for the tests. */
let cellsFilled = 0;
export const suggestionCells = (): number => cellsFilled;

/** Rows of the edit-distance table, reused: a column of unknown keys allocates nothing per key. */
let rows: [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)];

/**
 * Edit distance of a and b when it is at most `bound`, else bound + 1: a row whose every cell is past
 * the bound ends the work, so a key far from every catalog key costs a few rows per comparison.
 */
function distance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  if (rows[0].length <= b.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [prev, next] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const c = a.charCodeAt(i - 1);
    next[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const d = Math.min(prev[j] + 1, next[j - 1] + 1, prev[j - 1] + (c === b.charCodeAt(j - 1) ? 0 : 1));
      next[j] = d;
      if (d < least) least = d;
    }
    cellsFilled += b.length;
    if (least > bound) return bound + 1;
    [prev, next] = [next, prev];
  }
  return Math.min(prev[b.length], bound + 1);
}

interface Suggestable {
  readonly id: number;
  readonly key: string;
  readonly norm: string;
}

/** The pairs of adjacent characters of a text, each as a number with how often it occurs (texts of a few pairs: a list beats a Map). */
function bigrams(text: string): { g: number; n: number }[] {
  const out: { g: number; n: number }[] = [];
  for (let i = 0; i + 1 < text.length; i++) {
    const g = text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);
    const seen = out.find((p) => p.g === g);
    if (seen) seen.n++;
    else out.push({ g, n: 1 });
  }
  return out;
}

/**
 * The catalog keys as suggestions draw on them, built on the first unknown key, not at start-up:
 * by model number (the part before the first dash) and by length, so a key is compared only with
 * the keys it could be near.
 */
let suggestable:
  | {
      byHead: Map<string, Suggestable[]>;
      byLength: Map<number, Suggestable[]>;
      /** For each pair of characters, the keys holding it and how often. */
      byBigram: Map<number, { id: number; n: number }[]>;
      longest: number;
      /** Pairs each key shares with the text at hand, by id: reused, zeroed after each use. */
      shared: Int32Array;
    }
  | undefined;

function suggestionIndex(): NonNullable<typeof suggestable> {
  if (suggestable) return suggestable;
  const byHead = new Map<string, Suggestable[]>();
  const byLength = new Map<number, Suggestable[]>();
  const byBigram = new Map<number, { id: number; n: number }[]>();
  CATALOG.forEach((m, id) => {
    const s = { id, key: m.key, norm: normalizeKey(m.key) };
    const head = s.norm.split('-')[0];
    byHead.set(head, [...(byHead.get(head) ?? []), s]);
    byLength.set(s.norm.length, [...(byLength.get(s.norm.length) ?? []), s]);
    for (const { g, n } of bigrams(s.norm)) byBigram.set(g, [...(byBigram.get(g) ?? []), { id, n }]);
  });
  return (suggestable = { byHead, byLength, byBigram, longest: Math.max(...byLength.keys()), shared: new Int32Array(CATALOG.length) });
}

const SUGGESTIONS = 5;

/**
 * Up to five catalog keys nearest to what was typed: same model number first, then fewest edits,
 * within a third of the length (at least 2). Cheap, as a pasted column of serial numbers or notes
 * asks it of every cell: the keys of its model number come from an index, other keys are compared
 * only where their length is near enough (none for a note longer than any key), and each
 * comparison stops once past the bound.
 */
export function nearestKeys(key: string): string[] {
  if (key.length > MAX_QUOTED) return [];
  const { byHead, byLength, byBigram, longest, shared } = suggestionIndex();
  // Other characters (a comma, a dot between the parts) read as the separators they stand for.
  const text = /[^A-Z0-9.-]/.test(key) ? key.replace(/[^A-Z0-9.-]+/g, '-') : key;
  const dash = text.indexOf('-');
  const sameHead = byHead.get(dash < 0 ? text : text.slice(0, dash)) ?? [];
  // Compared as far as twice the longest key: past that, the text only adds the same edits to every key.
  const head = text.slice(0, 2 * longest);
  const found = sameHead.map((s) => ({ id: s.id, key: s.key, d: distance(head, s.norm, head.length + s.norm.length) - 100 }));
  const bound = Math.max(2, Math.floor(text.length / 3));
  // Same model number first: five of them leave no room for the others. A text too long for any key meets no length below.
  if (found.length < SUGGESTIONS && text.length - bound <= longest) {
    // Within `bound` edits two texts share at least (longer length - 1 - 2 x bound) pairs of
    // adjacent characters (each edit breaks at most two): a key sharing fewer is not compared.
    // Each pair once with how often the text holds it: a key holding it twice shares it twice at most.
    const pairs = bigrams(text);
    for (let k = 0; k < pairs.length; k++) {
      const holding = byBigram.get(pairs[k].g);
      if (holding) for (let h = 0; h < holding.length; h++) shared[holding[h].id] += Math.min(pairs[k].n, holding[h].n);
    }
    for (let length = text.length - bound; length <= Math.min(text.length + bound, longest); length++) {
      const need = Math.max(length, text.length) - 1 - 2 * bound;
      for (const s of byLength.get(length) ?? []) {
        if (shared[s.id] < need || sameHead.includes(s)) continue;
        const d = distance(text, s.norm, bound);
        if (d <= bound) found.push({ id: s.id, key: s.key, d });
      }
    }
    for (let k = 0; k < pairs.length; k++) {
      const holding = byBigram.get(pairs[k].g);
      if (holding) for (let h = 0; h < holding.length; h++) shared[holding[h].id] = 0;
    }
  }
  return found
    .sort((a, b) => a.d - b.d || a.id - b.id)
    .slice(0, SUGGESTIONS)
    .map((c) => c.key);
}

function unknownModel(text: string, key: string): SizingError {
  const near = nearestKeys(key);
  const hint = near.length ? ` Nearest keys: ${near.join(', ')}.` : ' =AS400.MODELS() lists every key.';
  return naError(`Unknown model ${quote(text)}: not in Appendix D of the PCR V4R5.${hint}`);
}

/** Rows of a model number typed alone ("720", "model 720"): a choice to name, never a pick. */
const BY_MODEL = new Map<string, Model[]>();
for (const m of CATALOG) {
  const k = normalizeKey(m.model);
  if (!INDEX.has(k)) BY_MODEL.set(k, [...(BY_MODEL.get(k) ?? []), m]);
}

/** "7202061" and "72020611501": a model and its features typed without separators. */
const JOINED = /^([A-Z0-9]{3})(\d{4})(\d{4})?$/;

function rowsOf(key: string): readonly Model[] | undefined {
  const found = INDEX.get(key) ?? BY_MODEL.get(key);
  if (found) return found;
  const joined = JOINED.exec(key);
  return joined ? INDEX.get(joined.slice(1).filter(Boolean).join('-')) : undefined;
}

function lookupUncached(text: string, release: string | null): Result<readonly Model[]> {
  const key = normalizeKey(text);
  if (key === '') return valueError('model is empty: give a catalog key such as 720-2061-1501');
  const found = rowsOf(key);
  if (!found) return unknownModel(text, key);
  if (release !== null) {
    const r = normalizeRelease(release);
    if (!RELEASES.includes(r)) {
      return naError(`Unknown release ${quote(release)}: Appendix D prints ${RELEASES.join(', ')}`);
    }
    const printed = [...new Set(found.map((m) => m.release))];
    if (printed.every((p) => p === null)) return found; // the document prints no release for these rows
    const inRelease = found.filter((m) => m.release === r);
    if (inRelease.length === 0) {
      return naError(`${quote(text)} is printed for ${printed.filter(Boolean).join(', ')} only, not ${r}`);
    }
    return inRelease;
  }
  // Without a release, the newest the document prints.
  let newest: string | null = null;
  for (const m of found) if (m.release !== null && (newest === null || newer(m.release, newest))) newest = m.release;
  return newest === null || found.every((m) => m.release === newest) ? found : found.filter((m) => m.release === newest);
}

const cache = new Map<string, Result<readonly Model[]>>();

/** The map's value of a key, made on the first asking and kept (the map emptied past 50,000): sheets ask for the same again and again. */
export function remember<K, V>(map: Map<K, V>, key: K, make: (key: K) => V): V {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size > 50_000) map.clear();
    map.set(key, (value = make(key)));
  }
  return value;
}

/** Every row a key (and optional release) names; cached, as sheets ask for the same keys again and again. */
export const lookup = (text: string, release: string | null = null): Result<readonly Model[]> =>
  remember(cache, release === null ? text : `${text}\u0000${release}`, () => lookupUncached(text, release));

export function ambiguous(text: string, rows: readonly Model[]): SizingError {
  const keys = rows.map((m) => m.key);
  const shown = keys.slice(0, 8).join(', ') + (keys.length > 8 ? `, ... (${keys.length} in all)` : '');
  return naError(`${quote(text)} matches ${rows.length} rows of Appendix D: ${shown}. Give one of these keys.`);
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
export function lookupValue<T>(text: string, release: string | null, read: (m: Model) => Result<T>): Result<T> {
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

/** The catalog key of the one row a key names, as every input cell of a generated sheet holds it. */
export function canonicalKey(text: string, release: string | null = null): Result<string> {
  const m = lookupOne(text, release);
  return m instanceof SizingError ? m : m.key;
}

/**
 * Catalog keys that are whole numbers (model numbers such as 720, feature codes such as 2289),
 * each with the rows it names: Excel makes such a key typed into a cell a number, so a function
 * that also takes a CPW number cannot tell the two apart.
 */
export const MODEL_NUMBERS: ReadonlyMap<string, string> = new Map(
  [...INDEX, ...BY_MODEL]
    .filter(([k]) => /^\d+$/.test(k))
    .map(([k, rows]) => [
      k,
      rows
        .slice(0, 4)
        .map((m) => m.key)
        .join(', ') + (rows.length > 4 ? ` and ${rows.length - 4} more` : ''),
    ]),
);

/**
 * A whole number that is also a catalog key (720, 170, 2289, or 7202061 for 720-2061) given where a
 * system may be a key or a CPW: #N/A naming both readings and how to give each; null for any other number.
 */
export function keyOrCpw(name: string, n: number): SizingError | null {
  const models = MODEL_NUMBERS.get(String(n));
  if (models) {
    return naError(
      `${name} ${n} is both the model number ${n} (${models}) and a CPW of ${n}: give a full ` +
        `key as text, e.g. "${models.split(', ')[0]}", or the CPW as "${n} CPW"`,
    );
  }
  // A model and its features typed without separators (7202061 for 720-2061), as AS400.CPW("7202061") reads the text.
  const parts = Number.isInteger(n) && n > 0 ? JOINED.exec(String(n)) : null;
  if (!parts || !rowsOf(String(n))) return null;
  const key = parts.slice(1).filter(Boolean).join('-');
  return naError(`${name} ${n} is both the key ${key} and a CPW of ${n}: give "${key}" or "${n} CPW"`);
}
