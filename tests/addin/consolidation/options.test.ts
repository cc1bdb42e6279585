/**
 * What the command line and the pane both read a consolidation's options and a system's months with
 * (consolidation/options.ts, source.ts sourceHistory), and the report's sheet names beside a
 * workbook's own (consolidationReport's existingSheets).
 */
import { consolidate, sourceHistory } from '../../../addin/consolidation/consolidate';
import { perCoreRefusal, readFitsYears, readGrowthRate } from '../../../addin/consolidation/options';
import { isError } from '../../../addin/errors';
import { readMeasurements, type Measurements } from '../../../addin/measurements/read';
import { consolidationReport } from '../../../addin/sheets/consolidation-report';

test('a growth a year is a share above -100% and at most 100%; 15 typed for 15% is refused with what it reads as', () => {
  expect(readGrowthRate('15%')).toBe(0.15);
  expect(readGrowthRate(' 0.15 ')).toBe(0.15);
  expect(readGrowthRate('100%')).toBe(1);
  expect(readGrowthRate('-5%')).toBeCloseTo(-0.05, 12);
  for (const bad of ['-100%', '', 'fast', '101%']) expect(isError(readGrowthRate(bad))).toBe(true);
  const r = readGrowthRate('15');
  expect(isError(r) && r.message).toContain('(15 reads as 1500% a year)');
});

test('the years to fit are whole, 1 to 10', () => {
  expect(readFitsYears('1')).toBe(1);
  expect(readFitsYears(' 10 ')).toBe(10);
  for (const bad of ['0', '11', '2.5', '', 'three']) expect(isError(readFitsYears(bad))).toBe(true);
});

test('a per-core guideline needs each target its cores, naming the first without', () => {
  expect(perCoreRefusal([{ system: { name: 'A' }, cores: 4 }])).toBeNull();
  expect(
    perCoreRefusal([
      { system: { name: 'A' }, cores: 4 },
      { system: { name: 'B' }, cores: null },
    ]),
  ).toMatch(/^the target B gives no CORES/);
});

const pad = (n: number) => String(n).padStart(2, '0');
/** A day of hourly intervals at a utilization, as a file of a month: "timestamp,cpu". */
const day = (date: string, cpu: number, entitlement = false): Measurements => {
  const rows = Array.from({ length: 24 }, (_, h) => `${date} ${pad(h)}:00,${cpu}${entitlement ? ',0.5' : ''}`);
  const m = readMeasurements([`timestamp,cpu${entitlement ? ',entitlement' : ''}`, ...rows].join('\n'));
  if (isError(m)) throw new Error(m.message);
  return m;
};

test("a system's files are joined in time order whatever order they come in; an overlap names both, the later first", () => {
  const system = { kind: 'cpw', cpw: 100 } as const;
  const [may, april] = [day('2024-05-02', 30), day('2024-04-02', 20)];
  const h = sourceHistory(system, ['may.csv', 'april.csv'], [may, april]);
  if (!h.ok) throw new Error(h.message);
  expect(h.measurements.times.length).toBe(48);
  expect(h.measurements.times[0]).toBe(april.times[0]);
  expect(h.measurements.cpu[0]).toBeCloseTo(0.2, 12);
  expect(h.measurements.cpu[47]).toBeCloseTo(0.3, 12);
  const again = sourceHistory(system, ['april.csv', 'copy.csv'], [april, day('2024-04-02', 25)]);
  expect(again).toMatchObject({ ok: false, fault: 'files', index: 1 });
  expect(!again.ok && again.message).toMatch(/^copy\.csv: its first interval, 2024-04-02 00:00, is not after the last of april\.csv, 2024-04-02 23:00/);
});

test('"N CPW per core" refuses the first file without an entitlement, by its index', () => {
  const perCore = { kind: 'per-core', cpwPerCore: 2000 } as const;
  const h = sourceHistory(perCore, ['a.csv', 'b.csv'], [day('2024-04-02', 20, true), day('2024-05-02', 20)]);
  expect(h).toMatchObject({ ok: false, fault: 'system', index: 1 });
  expect(!h.ok && h.message).toContain('b.csv');
});

test("the report's sheets take names the workbook does not have, the Summary first, and its sentence names the Consolidation sheet it took", () => {
  const system = { kind: 'cpw', cpw: 100 } as const;
  const c = consolidate(
    [
      { name: 'A', system, measurements: day('2024-04-02', 20) },
      { name: 'B', system, measurements: day('2024-04-02', 30) },
    ],
    [],
  );
  if (isError(c)) throw new Error(c.message);
  const plan = consolidationReport({
    consolidation: c,
    files: ['a.csv', 'b.csv'],
    partitions: [null, null],
    measurements: [day('2024-04-02', 20), day('2024-04-02', 30)],
    existingSheets: ['summary', 'Consolidation', 'Sheet1'],
  });
  if (isError(plan)) throw new Error(plan.message);
  expect(plan.sheets.map((s) => s.name)).toEqual(['Summary (2)', 'Consolidation (2)', 'Consolidation data', 'A Measurements', 'B Measurements']);
  expect(plan.sheets[0].cells.find((x) => x.ref === 'A2')?.value).toContain('the Consolidation (2) sheet holds the figures');
});
