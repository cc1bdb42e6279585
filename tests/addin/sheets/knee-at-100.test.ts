/**
 * At exactly 100% interactive, past the knee: the test "EIU <> utilization"
 * read Amber / "up to the knee" there, as the EIU and the utilization are both 1. The 720-2061-1501
 * (Table D.2.1.1, line 8020: 240 processor CPW, knee 70) has a knee well below the whole CPU, so
 * every share from 70/240 up, 100% included, lies past it. Both modes cache the core's value;
 * tests/engines (variants interactive-at-100, runway-saturated, scenarios-at-100) hold the
 * portable formulas to it in LibreOffice.
 */
import { STATUS, targetStatus } from '../../../addin/sizing/targets';
import type { Scalar, SheetPlan } from '../../../addin/workbook/plan';
import { pcrLine, tableCells } from '../../seed';
import { cellAt, namedRef, plan } from './plans';

const bold = (cell: string) => Number(cell.replace(/<\/?b>/g, ''));
const row720 = tableCells(pcrLine(8020));
const CPW_720 = bold(row720[4]);
const KNEE_720 = bold(row720[5]);

/** The value of a sheet-scoped name's cell. */
const named = (s: SheetPlan, name: string): Scalar | undefined => cellAt(s, namedRef(s, name))?.value;

/** A column of a table, below the header cell holding `header`. */
function column(s: SheetPlan, header: string, rows: number): (Scalar | undefined)[] {
  const h = s.cells.find((c) => c.value === header && c.style === 'header');
  if (!h) throw new Error(`${s.name}: no header "${header}"`);
  const [, col, row] = /^([A-Z]+)(\d+)$/.exec(h.ref)!;
  return Array.from({ length: rows }, (_, i) => s.cells.find((c) => c.ref === `${col}${Number(row) + 1 + i}`)?.value);
}

test("the ratings the cases rest on: the 720-2061-1501's knee is below its whole CPU", () => {
  expect([CPW_720, KNEE_720]).toEqual([240, 70]);
  expect(KNEE_720 / CPW_720).toBeLessThan(1);
});

describe.each(['live', 'portable'] as const)('%s mode', (mode) => {
  test('interactive sheet at 100%: Red, past the knee; its status is the name Status', () => {
    const s = plan(['interactive'], mode, {}, { interactive: { Model: '720-2061-1501', InteractiveUtil: 1 } }).sheets[0];
    expect(named(s, 'Status')).toBe('Red');
    // Below 100% the rule is unchanged: 25% is past 70% of the knee's share, not past the knee.
    const under = plan(['interactive'], mode, {}, { interactive: { Model: '720-2061-1501', InteractiveUtil: 0.25 } }).sheets[0];
    expect(0.25).toBeGreaterThan((0.7 * KNEE_720) / CPW_720);
    expect(0.25).toBeLessThan(KNEE_720 / CPW_720);
    expect(named(under, 'Status')).toBe('Amber');
  });

  test('runway growing 50% a year: the interactive share, held at 100% from year 3, is past the knee every year', () => {
    const s = plan(['runway'], mode, {}, { runway: { Model: '720-2061-1501', InteractiveUtil: 0.321, AnnualGrowth: 0.5 } }).sheets[0];
    const shares = [0, 1, 2, 3, 4, 5].map((y) => Math.min(1, 0.321 * 1.5 ** y));
    expect(shares.slice(3)).toEqual([1, 1, 1]);
    for (const share of shares) expect(share).toBeGreaterThan(KNEE_720 / CPW_720);
    expect(column(s, 'Interactive', 6)).toEqual(['Red', 'Red', 'Red', 'Red', 'Red', 'Red']);
  });

  test("scenarios: today's 720 at 100% carried to itself reads past the knee (TARGETSTATUS and its portable twin)", () => {
    const s = plan(
      ['scenarios'],
      mode,
      {},
      {
        scenarios: { Current: '720-2061-1501', CpuUtil: 1, InteractiveUtil: 1, Candidates: '720-2061-1501; 730-2065-1507' },
      },
    ).sheets[0];
    const label = s.cells.find((c) => c.value === 'Interactive work today' && c.ref.startsWith('A'))!;
    expect(s.cells.find((c) => c.ref === `B${label.ref.slice(1)}`)?.value).toBe(STATUS.past);
  });
});

test("TARGETSTATUS's core: a share of exactly 1 on a system with a knee is past it; on a system without one, no knee", () => {
  expect(targetStatus('720-2061-1501', 1, '720-2061-1501', 0.7)).toBe(STATUS.past);
  // A planner's own system with a 7/6 knee at half its CPW, carried a whole CPU's worth: past the knee.
  const own = { name: 'Own', cpw: 1000, interactive: 500, rule: '7/6' as const, source: 'test input' };
  expect(targetStatus(1000, 1, own, 0.7)).toBe(STATUS.past);
  // A CPW number has no interactive limit, at 100% as anywhere.
  expect(targetStatus(1000, 1, 1000, 0.7)).toBe(STATUS.none);
});
