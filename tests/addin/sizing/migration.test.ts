import { isError, SizingError } from '../../../addin/errors';
import { familyFilter } from '../../../addin/catalog/families';
import type { Model } from '../../../addin/catalog/model';
import { recommend, serverInteractiveCpw, traditionalCpw } from '../../../addin/sizing/migration';

const family = (f: string) => familyFilter(f) as (m: Model) => boolean;
const keyOf = (r: Model | SizingError) => (isError(r) ? r : r.key);

describe('Migration from traditional models, PCR 2.11', () => {
  test('510-2143 (V3R6 CPW 66.7) at 21% interactive needs a server interactive CPW of 42', () => {
    expect(serverInteractiveCpw(66.7, 0.21, false)).toBeCloseTo(42, 0);
    expect(serverInteractiveCpw(66.7, 0.21, false)).toBeCloseTo(3 * 0.21 * 66.7, 12);
  });

  test('custom servers: 1.0 x P x CPW below 85%, 1.5 x P x CPW from 85%', () => {
    expect(serverInteractiveCpw(100, 0.5, true)).toBeCloseTo(50, 12);
    expect(serverInteractiveCpw(100, 0.849, true)).toBeCloseTo(84.9, 12);
    expect(serverInteractiveCpw(100, 0.85, true)).toBeCloseTo(127.5, 12);
  });

  test('"An S20-2165 is the first AS/400e series with an acceptable CPW rating (49.7)"', () => {
    expect(keyOf(recommend(0, 42, family('Sxx'), 'Sxx'))).toBe('S20-2165');
  });
});

describe('Migration from server models, PCR 2.12', () => {
  test('170-2160 (V4R2 C/S CPW 114) at 10% interactive and 50% batch needs a traditional CPW of 97.7', () => {
    expect(traditionalCpw(114, 0.1, 0.5, 0.7)).toBeCloseTo(97.7, 1);
  });

  test('"this corresponds to an AS/400e 620-2180 system"', () => {
    expect(keyOf(recommend(97.7, 0, family('6xx'), '6xx'))).toBe('620-2180');
  });

  test('interactive + batch above 100% is #NUM!', () => {
    expect((traditionalCpw(114, 0.6, 0.5, 0.7) as SizingError).kind).toBe('num');
  });
});

describe('RECOMMEND across the catalog', () => {
  test('without a family, the smallest model that fits by the binding requirement, Domino-only servers left out', () => {
    const m = recommend(97.7, 0, null, null) as Model;
    expect(m.processorCpw).toBeGreaterThanOrEqual(97.7);
    expect(m.family).not.toBe('DSD');
  });

  test('both requirements: the model must meet both (7xx with 2000 CPW and 500 interactive)', () => {
    const m = recommend(2000, 500, family('7xx'), '7xx') as Model;
    expect(m.processorCpw).toBeGreaterThanOrEqual(2000);
    expect(m.interactiveCpw).toBeGreaterThanOrEqual(500);
    expect(m.key).toBe('730-2067-1509'); // 2000 CPW, 560 interactive: the tightest fit in Table D.2.1.1
  });

  test('the newest release only: the V3R7 rows of D.6 are never recommended', () => {
    const m = recommend(500, 0, family('advanced'), 'advanced') as Model;
    expect(m.key).toBe('53S-2156-V4R1');
  });

  test('nothing fits: #N/A saying so; no requirement: #NUM!', () => {
    expect((recommend(1e6, 0, null, null) as SizingError).kind).toBe('na');
    expect((recommend(0, 0, null, null) as SizingError).kind).toBe('num');
  });
});
