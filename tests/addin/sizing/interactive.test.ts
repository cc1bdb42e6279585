import { SizingError } from '../../../addin/errors';
import { CATALOG } from '../../../addin/catalog/catalog';
import { lookupOne } from '../../../addin/catalog/lookup';
import type { Model } from '../../../addin/catalog/model';
import { cpwRemainingOfSystem, curveOfRule, eiu, eiuOfSystem, thresholdOfModel } from '../../../addin/sizing/interactive';
import { interactiveCpwOf, kneeCpwOf, maxCpwOf } from '../../../addin/catalog/queries';
import { value } from '../../results';

const model = (key: string, release: string | null = null) => lookupOne(key, release) as Model;

describe('EIU and CPW remaining, PCR 2.8', () => {
  // Example 1: 7xx with processor CPW 240 and interactive CPW 70 (720-2061-1501 in Table D.2.1.1).
  // The document rounds its intermediates (knee 29.2%, max 34%, X = .604), which puts its 71.9%
  // about 0.1 point above the unrounded 71.79%: two decimals is the printed precision.
  test('2.8 Example 1: interactive 32.1% on a 240/70 7xx gives EIU 71.9% and 28.1% left for batch', () => {
    expect(value(eiuOfSystem('720-2061-1501', 0.321, null, null))).toBeCloseTo(0.719, 2);
    expect(value(eiuOfSystem(240, 0.321, 70, '7/6'))).toBeCloseTo(0.719, 2);
    expect(value(cpwRemainingOfSystem('720-2061-1501', 0.321, null, null)) / 240).toBeCloseTo(0.281, 2);
  });

  test('2.8 Example 1: a swing of 1% interactive CPU moves EIU from about 57% to 87%', () => {
    expect(value(eiuOfSystem('720-2061-1501', 0.311, null, null))).toBeCloseTo(0.57, 1);
    expect(value(eiuOfSystem('720-2061-1501', 0.331, null, null))).toBeCloseTo(0.87, 1);
  });

  // Example 2: 450/50 server of the 1/3 family; the document rounds max to 11% and knee to 4%.
  test('2.8 Example 2: 9% interactive on a 450/50 server (knee 1/3) gives EIU 72% and 28% remaining', () => {
    expect(value(eiuOfSystem(450, 0.09, 50, '1/3'))).toBeCloseTo(0.726, 3);
    expect(value(eiuOfSystem(450, 0.09, 50, '1/3'))).toBeCloseTo(0.72, 1);
    expect(value(cpwRemainingOfSystem(450, 0.09, 50, '1/3')) / 450).toBeCloseTo(0.28, 1);
  });

  test('2.8: below the knee EIU is the interactive utilization and the rest is free for batch', () => {
    expect(value(eiuOfSystem('720-2061-1501', 0.2, null, null))).toBe(0.2);
    expect(value(cpwRemainingOfSystem('720-2061-1501', 0.2, null, null))).toBeCloseTo(240 * 0.8, 9);
  });

  test('2.4: the CPU is completely used once the interactive workload reaches about 34% (720, 240/70)', () => {
    expect(value(eiuOfSystem('720-2061-1501', 0.341, null, null))).toBe(1);
    expect(value(cpwRemainingOfSystem('720-2061-1501', 0.341, null, null))).toBe(0);
  });

  test('2.5: on current 170s CPW(C/S) = CPW(processor) - CPW(interactive) up to the published interactive CPW (170-2386: 460 - 70)', () => {
    // Table D.3.1 prints 2386's interactive CPU % at the knee as 15.2 (70 / 460).
    expect(value(cpwRemainingOfSystem('170-2386', 0.152, null, null))).toBeCloseTo(390, 0);
  });

  test("Table D.3.1 note: at the 2386's maximum (17.8% interactive CPU) the processor workloads get 0% CPU", () => {
    expect(value(eiuOfSystem('170-2386', 0.178, null, null))).toBe(1);
    expect(value(cpwRemainingOfSystem('170-2386', 0.178, null, null))).toBe(0);
  });

  test('Appendix D intro: 53S-2157 under V4R1 keeps its V3R7 behaviour, knee 2.6% CPU and maximum 7.7%', () => {
    for (const release of ['V4R1', 'V3R7']) {
      const m = model('53S-2157', release);
      expect(m.kneePct).toBe(2.6);
      expect(m.maxPct).toBe(7.7);
    }
    expect(value(eiuOfSystem('53S-2157', 0.026, null, null))).toBeCloseTo(0.026, 12);
    expect(value(eiuOfSystem('53S-2157', 0.077, null, null))).toBe(1);
  });

  test('2.2.1: V4R5 models have no knee; interactive work is held at the interactive CPW (820-2395-1521: 35 of 370)', () => {
    expect(value(eiuOfSystem('820-2395-1521', 0.05, null, null))).toBe(0.05);
    expect(value(eiuOfSystem('820-2395-1521', 0.5, null, null))).toBeCloseTo(35 / 370, 12);
    expect(value(cpwRemainingOfSystem('820-2395-1521', 0.5, null, null))).toBeCloseTo(370 - 35, 9);
  });

  test('2.2.3: a traditional system has one CPW for any mix, so EIU is the utilization (9406-F97, 177.4 CPW)', () => {
    expect(value(eiuOfSystem('F97', 0.4, null, null))).toBe(0.4);
    expect(value(cpwRemainingOfSystem('F97', 0.4, null, null))).toBeCloseTo(177.4 * 0.6, 9);
  });

  test('2.13: Dedicated Server for Domino models follow their own section, not the knee formulas', () => {
    const e = eiuOfSystem('820-2425', 0.1, null, null) as SizingError;
    expect(e.kind).toBe('na');
    expect(e.message).toMatch(/2\.13/);
  });

  test('with a CPW number, interactive_cpw is required and a knee rule must be one of the four', () => {
    expect((eiuOfSystem(240, 0.3, null, null) as SizingError).kind).toBe('value');
    expect((eiuOfSystem(240, 0.3, 70, '1/2') as SizingError).kind).toBe('na');
    expect((eiuOfSystem('720-2061-1501', 0.3, 70, null) as SizingError).kind).toBe('value');
    expect((eiuOfSystem(240, 0.3, 300, null) as SizingError).kind).toBe('num');
  });

  test('2.3 knee rules on numbers: 6/7 of the maximum (custom), 1/3 of the maximum, 7/6 above the knee', () => {
    expect(curveOfRule(759, 110.7, '6/7')).toMatchObject({ kind: 'knee' });
    const custom = value(curveOfRule(759, 110.7, '6/7'));
    expect(custom.knee * 759).toBeCloseTo(94.9, 1); // Table D.5, S20-2177: 6/7 Max 94.9
    const third = value(curveOfRule(464.3, 49.7, '1/3'));
    expect(third.knee * 464.3).toBeCloseTo(49.7 / 3, 9);
    const sevenSixths = value(curveOfRule(240, 70, '7/6'));
    expect(sevenSixths.max * 240).toBeCloseTo(81.7, 1); // Table D.2.1.1 Max 81.7
    expect(eiu(value(curveOfRule(240, 70, 'none')), 0.9)).toBeCloseTo(70 / 240, 12);
  });
});

describe('KNEE, INTMAX and INTCPW by family (PCR 2.3, Appendix D)', () => {
  test.each([
    // key, knee, max, published interactive: as printed in the cited line
    ['720-2061-1501', 70, 81.7, 70], // D.2.1.1 line 8020
    ['740-2070-1513', 4550, 5308.3, 4550], // D.2.1.1 line 8065
    ['170-2386', 70, 81.7, 70], // D.3.1 line 8088
    ['170-2164-u', 9.7, 29, 29], // D.3.2 Previous 170, line 8121
    ['S20-2165', 16.7, 49.7, 49.7], // D.4 line 8139 (16.7 printed; 49.7 / 3 = 16.57)
    ['S20-2177', 94.9, 110.7, 110.7], // D.5 line 8158
    ['53S-2157', 10.9, 32.2, 32.2], // D.6 V4R1 line 8190
    ['820-2395-1521', 35, 35, 35], // D.1.1 line 7899: V4R5, no knee (2.2.1)
  ])('%s: knee %d, max %d, interactive %d', (key, knee, max, interactive) => {
    expect(kneeCpwOf(key, null)).toBe(knee);
    expect(maxCpwOf(key, null)).toBe(max);
    expect(interactiveCpwOf(key, null)).toBe(interactive);
  });

  test('D.2.1: MAX Interactive CPW = Interactive CPW (Knee) x 7/6, for every 7xx row to the printed digit', () => {
    for (const m of (['720', '730', '740'] as const).flatMap((n) => lookupModels(n))) {
      expect(Math.abs((m.kneeCpw as number) * (7 / 6) - (m.maxCpw as number))).toBeLessThan(0.051);
    }
  });

  test('traditional and CISC systems have no knee (#N/A with the reason); their single CPW is no interactive CPW', () => {
    for (const key of ['620-2180', 'F97', '310-2043']) {
      const e = kneeCpwOf(key, null) as SizingError;
      expect(e.kind).toBe('na');
      expect(e.message).toMatch(/one CPW/);
      expect((maxCpwOf(key, null) as SizingError).kind).toBe('na');
      expect((interactiveCpwOf(key, null) as SizingError).kind).toBe('na');
    }
  });
});

describe('INTTHRESHOLD, PCR 2.10', () => {
  test('70% of the threshold: the interactive / processor CPW ratio for 7xx and current 170s', () => {
    expect(value(thresholdOfModel('720-2061-1501', 0.7))).toBeCloseTo((0.7 * 70) / 240, 12);
    expect(value(thresholdOfModel('170-2386', 0.7))).toBeCloseTo(0.7 * 0.152, 12); // D.3.1: 15.2% at the knee
  });

  test('double the threshold for the servers of the 1/3 algorithm (S20-2165: knee 3.6% CPU, line 8139)', () => {
    expect(value(thresholdOfModel('S20-2165', 0.7))).toBeCloseTo(0.7 * 2 * 0.036, 12);
  });

  test('a lower target for long measurement intervals', () => {
    expect(value(thresholdOfModel('720-2061-1501', 0.6))).toBeCloseTo((0.6 * 70) / 240, 12);
  });

  test('no threshold for a traditional system', () => {
    expect((thresholdOfModel('620-2180', 0.7) as SizingError).kind).toBe('na');
  });
});

function lookupModels(model: string): Model[] {
  return CATALOG.filter((m: Model) => m.model === model);
}
