/**
 * The nearest keys an unknown model's message suggests: as useful as the
 * definition (same model number first, then fewest edits within a third of the length, at least 2),
 * checked here against that definition over the whole catalog, and cheap on a column of text that
 * is no key (serial numbers, notes), counted in edit-distance cells rather than timed (the time is
 * in npm run bench).
 */
import { CATALOG } from '../../../addin/catalog/catalog';
import { lookup, nearestKeys, normalizeKey, suggestionCells } from '../../../addin/catalog/lookup';
import { SizingError } from '../../../addin/errors';

/** Levenshtein distance, the textbook table kept a row at a time. */
function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/**
 * The definition, over every catalog key: the text with any character no key uses read as a
 * separator; keys of the same model number (the part before the first dash) first, by distance;
 * then the others within max(2, floor(length / 3)) edits; ties in catalog order; five at most.
 */
function definition(typed: string): string[] {
  const text = normalizeKey(typed).replace(/[^A-Z0-9.-]+/g, '-');
  const head = text.split('-')[0];
  const bound = Math.max(2, Math.floor(text.length / 3));
  return CATALOG.map((m, i) => {
    const norm = normalizeKey(m.key);
    const d = levenshtein(text, norm);
    return { key: m.key, i, same: norm.split('-')[0] === head, d };
  })
    .filter((c) => c.same || c.d <= bound)
    .sort((a, b) => Number(b.same) - Number(a.same) || a.d - b.d || a.i - b.i)
    .slice(0, 5)
    .map((c) => c.key);
}

const suggest = (typed: string): string[] => nearestKeys(normalizeKey(typed));

/** A fixed pseudo-random sequence (a linear congruential generator), so a failure repeats. */
function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const ALPHABET = '0123456789ABCDEFGHPRSUV-';

/** A key with one or two typing slips: a character dropped, doubled, changed or two swapped. */
function slip(key: string, random: () => number): string {
  let t = key;
  for (let n = 1 + Math.floor(random() * 2); n > 0; n--) {
    const at = Math.floor(random() * t.length);
    const c = ALPHABET[Math.floor(random() * ALPHABET.length)];
    const kind = Math.floor(random() * 4);
    if (kind === 0) t = t.slice(0, at) + t.slice(at + 1);
    else if (kind === 1) t = t.slice(0, at) + t[at] + t.slice(at);
    else if (kind === 2) t = t.slice(0, at) + c + t.slice(at + 1);
    else if (at + 1 < t.length) t = t.slice(0, at) + t[at + 1] + t[at] + t.slice(at + 2);
  }
  return t;
}

describe('the nearest keys of an unknown model', () => {
  test('near misses a planner types: the key meant comes first', () => {
    // A feature code with two digits swapped, a model number with two swapped, a letter O for a zero, commas for dashes.
    expect(suggest('720-2061-1051')[0]).toBe('720-2061-1501');
    expect(suggest('702-2061-1501')[0]).toBe('720-2061-1501');
    expect(suggest('S2O-2165')[0]).toBe('S20-2165');
    expect(suggest('720,2061,1501')[0]).toBe('720-2061-1501');
    const message = (lookup('702-2061-1501') as SizingError).message;
    expect(message).toMatch(/^Unknown model "702-2061-1501": not in Appendix D of the PCR V4R5\. Nearest keys: 720-2061-1501, /);
  });

  test('the same keys as the definition computed over the whole catalog, for every key with one or two slips', () => {
    const random = generator(20);
    const typed = CATALOG.map((m) => slip(m.key, random)).filter((t) => lookup(t) instanceof SizingError);
    expect(typed.length).toBeGreaterThan(CATALOG.length / 2);
    const differ = typed.filter((t) => suggest(t).join() !== definition(t).join());
    expect(differ.map((t) => ({ t, got: suggest(t), want: definition(t) }))).toEqual([]);
  });

  test('text that is no key: serial numbers, notes and words, as the definition says', () => {
    const texts = ['10-12345', '44-ABCDE', 'see asset register', 'spare', 'F79', '7202061150', 'AS/400 720 at the branch'];
    for (const t of texts) expect(suggest(t)).toEqual(definition(t));
  });

  test('cheap on a pasted column: a serial number fills a small part of the tables the whole catalog would', () => {
    const serials = Array.from({ length: 1000 }, (_, i) => `${10 + (i % 90)}-${String((i * 7919) % 100_000).padStart(5, '0')}`);
    // Comparing a serial number with every key fills length x key length cells each.
    const wholeCatalog = serials.reduce((sum, s) => sum + CATALOG.reduce((k, m) => k + s.length * normalizeKey(m.key).length, 0), 0);
    const before = suggestionCells();
    for (const s of serials) expect(suggest(s)).toEqual([]);
    expect(suggestionCells() - before).toBeLessThan(wholeCatalog / 100);
    // An 80-character note is longer than any key: nothing is compared at all.
    const notes = Array.from({ length: 200 }, (_, i) => `Line ${i}: moved to the new building, see the asset register`.padEnd(80, '.'));
    const atNotes = suggestionCells();
    for (const n of notes) expect(suggest(n)).toEqual([]);
    expect(suggestionCells()).toBe(atNotes);
  });
});
