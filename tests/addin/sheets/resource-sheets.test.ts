/**
 * The Disk and Memory sheets of a consolidation's report (sheets/resource-sheets.ts) from exports
 * built here: live, the arms needed call AS400.DASDARMSNEEDED; portable, its native twin, with the same
 * cached value, the arms PCR V4R5 14.1 gives (one arm to 55%, else enough to average 40%); each sheet
 * has its chart over a hidden data sheet, whose points are the busiest arm and the faults computed here.
 */
import { resourceSheets } from '../../../addin/sheets/resource-sheets';
import type { Mode } from '../../../addin/workbook/template';
import { resources } from './resource-plans';

const sheets = (mode: Mode) => resourceSheets({ resources: [resources()], mode });
const armsCell = (mode: Mode) => {
  const disk = sheets(mode).find((s) => s.name === 'Disk')!;
  const label = disk.cells.find((c) => c.value === 'Alpha')!;
  return disk.cells.find((c) => c.ref === `H${label.ref.slice(1)}`)!;
};

// Service time: busy arm-seconds (0.6 + 1.4) x 900 over operations (40 + 80) x 900, in ms; the peak, 80 a second.
const serviceMs = ((0.6 + 1.4) / (40 + 80)) * 1000;
const arms = 80 * serviceMs <= 550 ? 1 : Math.ceil((80 * serviceMs) / 400);

test('live: the arms needed are AS400.DASDARMSNEEDED of the peak operations and the service time, cached as PCR 14.1 gives them', () => {
  const cell = armsCell('live');
  expect(cell.formula).toMatch(/^=AS400\.DASDARMSNEEDED\(F\d+,G\d+\)$/);
  expect(arms).toBe(4);
  expect(cell.value).toBe(arms);
});

test('portable: the native twin, no add-in call, the same cached value', () => {
  const cell = armsCell('portable');
  expect(cell.formula).not.toMatch(/AS400/);
  expect(cell.formula).toMatch(/ROUNDUP/);
  expect(cell.value).toBe(arms);
});

test('each sheet has one chart over its hidden data sheet, the points computed here', () => {
  const all = sheets('portable');
  expect(all.map((s) => [s.name, Boolean(s.hidden)])).toEqual([
    ['Disk', false],
    ['Disk data', true],
    ['Memory', false],
    ['Memory data', true],
  ]);
  const [disk, diskData, memory, memoryData] = all;
  expect(disk.charts).toHaveLength(1);
  expect(memory.charts).toHaveLength(1);
  expect(disk.charts[0].series.map((s) => s.name)).toEqual(['Alpha: busiest arm', 'PCR 14.1 guideline (40%)']);
  const at = (s: typeof diskData, ref: string) => s.cells.find((c) => c.ref === ref)?.value;
  // The busiest arm: 360/900 then 720/900; the guideline, 40% for two arms, across the span.
  expect([at(diskData, 'B2'), at(diskData, 'B3'), at(diskData, 'D2'), at(diskData, 'D3')]).toEqual([0.4, 0.8, 0.4, 0.4]);
  // All pools: (900 + 0 + 1800 + 900) / 900 faults a second.
  expect(at(memoryData, 'B2')).toBe(3600 / 900);
});
