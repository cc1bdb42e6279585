/**
 * A measured interactive share printed equal to the alert threshold is within it: the 730-2066-1507
 * (Table D.2.1.1: 1,050 processor CPW, knee 120) alerts at 70% x 120 / 1,050 = 8% exactly, which
 * floating point computes as 0.07999999999999999. tests/engines (variants interactive-at-threshold,
 * runway-at-threshold) hold the portable formulas to the same in LibreOffice.
 */
import type { Scalar, SheetPlan } from '../../../addin/workbook/plan';
import { cellAt, namedRef, plan } from './plans';

const named = (s: SheetPlan, name: string): Scalar | undefined => cellAt(s, namedRef(s, name))?.value;

describe.each(['live', 'portable'] as const)('%s mode', (mode) => {
  test('interactive sheet: 8% on the 730-2066-1507 is Green, at the threshold; 8.01% Amber, past it', () => {
    expect((0.7 * 120) / 1050).toBeCloseTo(0.08, 15);
    const at = plan(['interactive'], mode, {}, { interactive: { Model: '730-2066-1507', InteractiveUtil: 0.08 } }).sheets[0];
    expect(named(at, 'Status')).toBe('Green');
    const above = plan(['interactive'], mode, {}, { interactive: { Model: '730-2066-1507', InteractiveUtil: 0.0801 } }).sheets[0];
    expect(named(above, 'Status')).toBe('Amber');
  });

  test("runway growing 0.1% a year: today's 8% is Green, at the threshold; a year on, 8.008%, Amber, past its 8.00%", () => {
    const s = plan(['runway'], mode, {}, { runway: { Model: '730-2066-1507', InteractiveUtil: 0.08, AnnualGrowth: 0.001 } }).sheets[0];
    const h = s.cells.find((c) => c.value === 'Interactive' && c.style === 'header')!;
    const [, col, row] = /^([A-Z]+)(\d+)$/.exec(h.ref)!;
    const years = Array.from({ length: 2 }, (_, i) => s.cells.find((c) => c.ref === `${col}${Number(row) + 1 + i}`)?.value);
    expect(0.08 * 1.001).toBeGreaterThan(0.08005);
    expect(years).toEqual(['Green', 'Amber']);
  });
});
