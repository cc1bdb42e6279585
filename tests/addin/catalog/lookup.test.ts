import { isError, SizingError } from '../../../addin/errors';
import { lookup, lookupOne, normalizeKey } from '../../../addin/catalog/lookup';
import { cpwOf, modelField, modelKeys, modelRow } from '../../../addin/catalog/queries';

const keyOf = (text: string, release: string | null = null) => {
  const m = lookupOne(text, release);
  return isError(m) ? m : m.key;
};

describe('lookup by the keys planners type (Appendix D)', () => {
  test.each([
    ['720-2061-1501', '720-2061-1501'],
    ['720-2061 (1501)', '720-2061-1501'],
    ['720-2061 Base', '720-2061-Base'],
    ['720 2061 base', '720-2061-Base'],
    ['S20-2165', 'S20-2165'],
    ['s20 2165', 'S20-2165'],
    ['9406-F97', '9406-F97'],
    ['F97', '9406-F97'],
    ['f97', '9406-F97'],
    ['170-2164-c', '170-2164-c'],
    ['170-2164-U', '170-2164-u'],
    ['170-2164 (u)', '170-2164-u'],
    ['2289', '170-2289'],
    ['9406-720-2061-1501', '720-2061-1501'],
    ['9402-100', '9402-100'],
    ['100', '9402-100'],
    ['P03-2114', '9401-P03-2114'],
    ['820-2425', '820-2425'],
    ['170-2407', '170-2407'],
  ])('%s → %s', (typed, key) => {
    expect(keyOf(typed)).toBe(key);
  });

  test('53S-2157 and 510-2144 take the release as an argument; the default is the newest printed (V4R1)', () => {
    expect(cpwOf('53S-2157', null)).toBe(650.0);
    expect(cpwOf('53S-2157', 'V4R1')).toBe(650.0);
    expect(cpwOf('53S-2157', 'v3r7')).toBe(509.9);
    expect(cpwOf('510-2144', null)).toBe(111.5);
    expect(cpwOf('510-2144', 'V3R7')).toBe(104.2);
    expect(cpwOf('53S-2157-V3R7', null)).toBe(509.9);
  });

  test('a release the document does not print for that model is #N/A naming the printed ones', () => {
    const e = cpwOf('510-2144', 'V4R3') as SizingError;
    expect(e.kind).toBe('na');
    expect(e.message).toMatch(/V3R7.*V4R1|V4R1.*V3R7/);
    expect((cpwOf('510-2144', 'V9R9') as SizingError).message).toMatch(/Unknown release/);
  });

  test('the V4R1 table prints 2111/2112 under 50S, the V3R7 table under 40S: both keys find them', () => {
    expect(keyOf('50S-2111')).toBe('50S-2111');
    expect(keyOf('40S-2111')).toBe('50S-2111');
    expect(keyOf('40S-2111', 'V3R7')).toBe('40S-2111');
  });

  test('a key that matches several rows is #N/A naming the choices, never a silent pick', () => {
    const e = lookupOne('170-2164') as SizingError;
    expect(e.kind).toBe('na');
    expect(e.message).toContain('170-2164-c');
    expect(e.message).toContain('170-2164-u');
    const f = lookupOne('720-2061') as SizingError;
    expect(f.message).toContain('720-2061-Base');
    expect(f.message).toContain('720-2061-1502');
  });

  test('a field every matching row prints alike is answered: 720-2061 has one processor CPW, 240 (D.2.1.1)', () => {
    expect(cpwOf('720-2061', null)).toBe(240);
    expect(cpwOf('2010', null)).toBe(17.1); // 20S, 2FS, 2SG, 2SS (lines 8370-8373)
    expect(isError(cpwOf('170-2164', null))).toBe(true); // c 125, u 210
  });

  test('unknown keys are #N/A with the reason; an empty key is #VALUE!', () => {
    const e = lookup('720-9999') as SizingError;
    expect(e.kind).toBe('na');
    expect(e.message).toMatch(/Unknown model "720-9999".*720-2061-Base/);
    expect((lookup('  ') as SizingError).kind).toBe('value');
  });

  test('normalisation ignores case, spaces, brackets, slashes and a leading machine type', () => {
    expect(normalizeKey(' 720/2061 (1501) ')).toBe('720-2061-1501');
    expect(normalizeKey('9404-135')).toBe('135');
  });
});

describe('MODEL and MODELS queries', () => {
  test('one field as printed; a field the table does not print is #N/A', () => {
    expect(modelField('S20-2165', 'cpus', null)).toBe(2);
    expect(modelField('S20-2165', 'KneePct', null)).toBe(3.6);
    expect(modelField('720-2061-1501', 'source', null)).toMatch(/Table D\.2\.1\.1.*line 8020/);
    expect((modelField('720-2061-1501', 'maxMemoryMb', null) as SizingError).kind).toBe('na');
    expect((modelField('720-2061-1501', 'colour', null) as SizingError).message).toMatch(/Unknown field/);
  });

  test('the whole row as name/value pairs, source included', () => {
    const row = modelRow('620-2180', null);
    expect(row).toContainEqual(['processorCpw', 113.8]);
    expect(row).toContainEqual(['maxMemoryMb', 2048]);
    expect(row).toContainEqual(['family', '6xx']);
    expect((row as [string, unknown][]).find(([k]) => k === 'source')?.[1]).toMatch(/line 8250/);
  });

  test('keys of a family, in print order, filtered by CPW', () => {
    expect(modelKeys('6xx', 0, 0)).toHaveLength(16);
    expect(modelKeys('620', 100, 0)).toEqual(['620-2180', '620-2181', '620-2182']);
    expect(modelKeys('Sxx', 0, 60)).toEqual(['S30-2258', 'S30-2259', 'S30-2260', 'S40-2207', 'S40-2208', 'S40-2256', 'S40-2261']);
    expect((modelKeys('9xx', 0, 0) as SizingError).message).toMatch(/Unknown family/);
  });

  test.each([
    ['8xx', 55],
    ['2xx', 9],
    ['SB', 3],
    ['7xx', 44],
    ['170', 17],
    ['DSD', 9],
    ['Sxx', 14],
    ['custom', 7],
    ['advanced', 30],
    ['SB1', 4],
    ['4xx', 4],
    ['5xx', 10],
    ['6xx', 16],
    ['CISC', 80],
  ])('family %s has %i rows', (family, n) => {
    expect(modelKeys(family, 0, 0)).toHaveLength(n);
  });
});
