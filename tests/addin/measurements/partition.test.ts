/**
 * Uncapped and capped partitions (addin/measurements/partition.ts): what a QAPMSYSTEM export says
 * about its partition (SYUCAPF, SYVCPU, the entitlement SYSCTA / (INTSEC x 1000)), shown in the
 * summary and on the Measurements sheet; a capped partition at its entitlement is a warning with the
 * count, carried to the summary, the sheet and the consolidation. Counts and shares are worked out
 * here from the rows written.
 */
import { consolidate, parseSourceSystem } from '../../../addin/consolidation/consolidate';
import { isError } from '../../../addin/errors';
import { joinMeasurements } from '../../../addin/measurements/history';
import { partitionOf, virtualProcessorLimit } from '../../../addin/measurements/partition';
import { type Measurements, readMeasurements } from '../../../addin/measurements/read';
import { summarize } from '../../../addin/measurements/summary';
import { planWorkbook } from '../../../addin/sheets';
import type { WorkbookPlan } from '../../../addin/workbook/plan';

// DEV: capped (SYUCAPF 0) at 0.5 processing units, SYSCTA = 0.5 x 900 s x 1000 ms = 450,000; one virtual
// processor, SYVCPU = 1 x 900 x 1000. SYSPTU of each 15-minute interval:
const USED = [200_000, 450_000, 448_000, 447_000, 300_000, 450_000, 449_990];
const CTA = 450_000;
const stamp = (i: number) => new Date(Date.UTC(2026, 8, 7, 10, 15) + i * 900_000).toISOString().slice(0, 16).replace('T', '-').replace(':', '.');
const qapm = (used: readonly number[], flag: string, vcpu: number) =>
  ['DATETIME,INTSEC,SYSPTU,SYSCTA,SYUCAPF,SYVCPU', ...used.map((u, i) => `${stamp(i)}.00.000000,900,${u},${CTA},${flag},${vcpu}`)].join('\n');
const read = (text: string): Measurements => {
  const m = readMeasurements(text);
  if (isError(m)) throw new Error(m.message);
  return m;
};

// At its cap: a share of the entitlement of 99.5% or more (the half point below 100% AT_CAP allows):
// 450,000 (100%), 448,000 (99.56%), 450,000 and 449,990 (99.998%); not 447,000 (99.33%).
const AT_CAP = USED.filter((u) => u / CTA >= 0.995).length;
const FIRST = USED.findIndex((u) => u / CTA >= 0.995);

describe('a capped partition at its cap', () => {
  const dev = read(qapm(USED, '0', 900_000));

  test('the reader warns with the count and the first interval at the cap, and the partition is capped, 1 virtual processor, 0.5 units', () => {
    expect(AT_CAP).toBe(4);
    const warning = dev.warnings.find((w) => w.startsWith('at its cap'));
    expect(warning).toBe(
      `at its cap in ${AT_CAP} intervals (a capped partition, SYUCAPF 0, at 99.5% of its entitlement or more; the first ` +
        `2026-09-07 10:30 (line ${FIRST + 2})): demand above the cap was not measured, so the utilization read is at most what the work needed`,
    );
    expect(partitionOf(dev)).toEqual({ uncapped: false, virtualProcessors: 1, entitlement: 0.5 });
    const summary = summarize(dev);
    expect(summary.partition).toEqual({ uncapped: false, virtualProcessors: 1, entitlement: 0.5 });
    expect(summary.warnings).toContain(warning);
    // A capped partition's limit is the guideline of its entitlement: no virtual-processor limit.
    expect(virtualProcessorLimit(partitionOf(dev), 0.7)).toBeNull();
  });

  test('months of a capped partition read as one history say its cap once: the intervals at it summed, the first named with its file', () => {
    // The same rows again a day later: a second month's file of the same partition.
    const later = read(qapm(USED, '0', 900_000).replace(/2026-09-07/g, '2026-09-08'));
    const joined = joinMeasurements(['DEV-08.csv', 'DEV-09.csv'], [dev, later]);
    if (typeof joined === 'string') throw new Error(joined);
    const caps = joined.warnings.filter((w) => w.startsWith('at its cap'));
    expect(caps).toEqual([
      `at its cap in ${2 * AT_CAP} intervals (a capped partition, SYUCAPF 0, at 99.5% of its entitlement or more; the first ` +
        `2026-09-07 10:30 (DEV-08.csv, line ${FIRST + 2})): demand above the cap was not measured, so the utilization read is at most what the work needed`,
    ]);
  });

  test('an uncapped partition at or above its entitlement is no cap: no warning', () => {
    const prod = read(qapm([...USED, 900_000], '1', 1_800_000));
    expect(prod.warnings.filter((w) => w.startsWith('at its cap'))).toEqual([]);
    expect(partitionOf(prod)).toEqual({ uncapped: true, virtualProcessors: 2, entitlement: 0.5 });
    // 70% of 2 virtual processors: 1.4 units, 280% of the 0.5-unit entitlement.
    const limit = virtualProcessorLimit(partitionOf(prod), 0.7)!;
    expect(limit.units).toBeCloseTo(1.4, 12);
    expect(limit.share).toBeCloseTo(2.8, 12);
  });

  // A partition's export sizes a system only where Current says what its 100% stands for: its 0.5
  // processing units at 1,000 CPW a core.
  const CURRENT = { Current: '500 CPW' };

  test('the Measurements sheet shows the partition and the warning', () => {
    const p = planWorkbook({
      templates: [{ id: 'scenarios', inputs: CURRENT, measured: { file: 'DEV.csv', measurements: dev, statistic: 'peak' } }],
      mode: 'live',
    });
    if (isError(p)) throw new Error(p.message);
    const sheet = (p as WorkbookPlan).sheets.find((s) => s.name === 'Measurements')!;
    const values = sheet.cells.map((c) => c.value);
    const label = sheet.cells.find((c) => c.value === 'Partition')!;
    expect(sheet.cells.find((c) => c.ref === `B${label.ref.slice(1)}`)?.value).toBe('capped, 1 virtual processor');
    expect(values.some((v) => typeof v === 'string' && v.startsWith(`Warning: at its cap in ${AT_CAP} intervals`))).toBe(true);
  });

  test("the report's Summary names the partition and its cap", () => {
    const p = planWorkbook({
      templates: [{ id: 'report', inputs: CURRENT, measured: { file: 'DEV.csv', measurements: dev, statistic: 'peak' } }],
      mode: 'live',
    });
    if (isError(p)) throw new Error(p.message);
    const summary = (p as WorkbookPlan).sheets.find((s) => s.name === 'Summary')!;
    const label = summary.cells.find((c) => c.value === 'Partition')!;
    expect(summary.cells.find((c) => c.ref === `B${label.ref.slice(1)}`)?.value).toBe(
      `capped, 1 virtual processor, entitlement 0.5 processing units; at its cap in ${AT_CAP} intervals: demand above it not measured`,
    );
  });

  test('the consolidation carries the warning, named by its source', () => {
    const perCore = parseSourceSystem('1000 CPW per core');
    const cpw = parseSourceSystem('240 CPW');
    if (isError(perCore) || isError(cpw)) throw new Error('system');
    const at = (i: number) => new Date(Date.UTC(2026, 8, 7, 10, 15) + i * 900_000).toISOString().slice(0, 16).replace('T', ' ');
    const other = read(['timestamp,cpu', ...USED.map((_, i) => `${at(i)},50`)].join('\n'));
    const c = consolidate(
      [
        { name: 'DEV', system: perCore, measurements: dev },
        { name: 'OLD', system: cpw, measurements: other },
      ],
      [],
    );
    if (isError(c)) throw new Error(c.message);
    expect(c.warnings.filter((w) => w.startsWith(`DEV: at its cap in ${AT_CAP} intervals`))).toHaveLength(1);
  });
});
