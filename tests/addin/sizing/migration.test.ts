import { isError, SizingError } from '../../../addin/errors';
import { CATALOG } from '../../../addin/catalog/catalog';
import type { Model } from '../../../addin/catalog/model';
import { recommend, serverInteractiveCpw, traditionalCpw } from '../../../addin/sizing/migration';

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
    expect(keyOf(recommend(0, 42, 'Sxx'))).toBe('S20-2165');
  });
});

describe('Migration from server models, PCR 2.12', () => {
  test('170-2160 (V4R2 C/S CPW 114) at 10% interactive and 50% batch needs a traditional CPW of 97.7', () => {
    expect(traditionalCpw(114, 0.1, 0.5, 0.7)).toBeCloseTo(97.7, 1);
  });

  test('"this corresponds to an AS/400e 620-2180 system"', () => {
    expect(keyOf(recommend(97.7, 0, '6xx'))).toBe('620-2180');
  });

  test('interactive + batch above 100% is #NUM!', () => {
    expect((traditionalCpw(114, 0.6, 0.5, 0.7) as SizingError).kind).toBe('num');
  });
});

describe('RECOMMEND across the catalog', () => {
  // Independently of the code: the rows of Tables D.1.1 and D.1.2 (the V4R5 8xx and 2xx, line 7889).
  const v4r5 = CATALOG.filter((m) => m.table.startsWith('D.1.1') || m.table.startsWith('D.1.2'));

  test('without a family, a V4R5 8xx or 2xx: 600 CPW is not the V4R1 Advanced Server 53S-2157 but the smallest V4R5 model with 600', () => {
    const m = recommend(600, 0, null) as Model;
    expect(['8xx', '2xx']).toContain(m.family);
    expect(m.release).toBe('V4R5');
    const smallest = Math.min(...v4r5.filter((r) => (r.processorCpw ?? 0) >= 600).map((r) => r.processorCpw as number));
    expect(m.processorCpw).toBe(smallest);
    // The old choice stays one word away.
    expect(keyOf(recommend(600, 0, 'any'))).toBe('53S-2157-V4R1');
  });

  test('the server-side interactive need of 2.11 (254.07 interactive CPW) gets a V4R5 server, never a traditional model', () => {
    const m = recommend(0, 254.07, null) as Model;
    expect(m.family).toBe('8xx');
    expect(m.interactiveCpw).toBeGreaterThanOrEqual(254.07);
    const tightest = Math.min(...v4r5.filter((r) => (r.interactiveCpw ?? 0) >= 254.07).map((r) => r.interactiveCpw as number));
    expect(m.interactiveCpw).toBe(tightest);
    expect(keyOf(recommend(0, 254.07, 'any'))).toBe('530-2152'); // every family: a traditional one fits tighter
  });

  test('Dedicated Servers for Domino only when asked for', () => {
    expect(recommend(97.7, 0, 'any') as Model).not.toMatchObject({ family: 'DSD' });
    expect((recommend(97.7, 0, 'DSD') as Model).family).toBe('DSD');
  });

  test('both requirements: the model must meet both (7xx with 2000 CPW and 500 interactive)', () => {
    const m = recommend(2000, 500, '7xx') as Model;
    expect(m.processorCpw).toBeGreaterThanOrEqual(2000);
    expect(m.interactiveCpw).toBeGreaterThanOrEqual(500);
    expect(m.key).toBe('730-2067-1509'); // 2000 CPW, 560 interactive: the tightest fit in Table D.2.1.1
  });

  test('the newest release only: the V3R7 rows of D.6 are never recommended', () => {
    const m = recommend(500, 0, 'advanced') as Model;
    expect(m.key).toBe('53S-2156-V4R1');
  });

  test('nothing fits: #N/A saying so; no requirement: #NUM!', () => {
    expect((recommend(1e6, 0, null) as SizingError).kind).toBe('na');
    expect((recommend(1e6, 0, null) as SizingError).message).toMatch(/V4R5 models \(8xx, 2xx; give a family, or "any", for others\)/);
    expect((recommend(0, 0, null) as SizingError).kind).toBe('num');
  });
});
