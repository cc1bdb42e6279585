/**
 * normalizeKey passes a key already in its normal form through untouched and rewrites any other:
 * the shortcut must never let through a text the rewrites would change, whatever a planner types.
 */
import fc from 'fast-check';
import { CATALOG, keysOf, RELEASE_VIEWS } from '../../../addin/catalog/catalog';
import { normalizeKey, rewriteKey } from '../../../addin/catalog/lookup';

/** Pieces of the texts the rewrites act on: prefixes, feature-code words, separators, case, digits. */
const PIECES = [
  'AS400',
  'AS-400',
  'AS400E',
  'ISERIES',
  'ESERVER',
  'MODEL',
  'Model',
  '9406',
  '9401',
  '9404',
  '9402',
  '940',
  'FC',
  'F',
  'C',
  'FEAT',
  'FEATURE',
  'fc',
  '#',
  '/',
  '(',
  ')',
  '_',
  ' ',
  '-',
  '--',
  '\u2013',
  '\uFF0D',
  '720',
  '2061',
  '1501',
  '170',
  'S10',
  '40S',
  'V4R5',
  'V3R7',
  '3.1H',
  'c',
  'u',
  'A',
  'Z',
  '0',
  '1234',
  '',
];

describe('normalizeKey', () => {
  it('answers as the rewrites do for every text built from the pieces they act on', () => {
    const piece = fc.constantFrom(...PIECES);
    const separated = fc.array(fc.tuple(piece, fc.constantFrom('-', '', ' ', '--')), { maxLength: 5 });
    fc.assert(
      fc.property(fc.oneof(fc.array(piece, { maxLength: 7 }), separated), (parts) => {
        const text = parts.flat().join('');
        expect(normalizeKey(text)).toBe(rewriteKey(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('rewrites each prefix, feature-code word and stray dash, even in a text otherwise in normal form', () => {
    const rewritten = ['MODEL-720', 'AS400-720', 'AS-400-720', 'AS400E-720', 'ISERIES-720', 'ESERVER-720', '9406-720', 'FC2061'];
    rewritten.push('720-FC2061', '720-FC-2061', '720-F-C-2061', '720-FEAT-2061', '720-FEATURE2061', '-720', '720-', '720--2061');
    for (const text of rewritten) {
      expect(rewriteKey(text)).not.toBe(text);
      expect(normalizeKey(text)).toBe(rewriteKey(text));
    }
  });

  it('answers as the rewrites do for any short text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (text) => {
        expect(normalizeKey(text)).toBe(rewriteKey(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers as the rewrites do for every key the catalog indexes, and the rewrites are idempotent on them', () => {
    for (const m of [...CATALOG, ...RELEASE_VIEWS]) {
      for (const key of keysOf(m)) {
        expect(normalizeKey(key)).toBe(rewriteKey(key));
        expect(rewriteKey(rewriteKey(key))).toBe(rewriteKey(key));
      }
    }
  });

  it('rewrites the typed forms the lookup documents', () => {
    for (const typed of ['720-2061 (1501)', '720\u20132061\u20131501', '9406-720-2061-1501', 'model 720-2061-1501', 'AS/400 720-FC2061-#1501']) {
      expect(normalizeKey(typed)).toBe('720-2061-1501');
    }
  });
});
