/**
 * The two writers copy one plan: for every template in both modes, the fake workbook after the
 * Office.js writer and the .xlsx file of the exceljs writer, read back, hold the same cells,
 * formulas, number formats, wraps, names, validations, conditional formats, tables, charts, panes,
 * row heights, hidden sheets and page setup (orientation, fit, print area, title rows, header and footer).
 */
import { writeWorkbook } from '../../cli/xlsx/writer';
import { MODES } from '../../addin/workbook/template';
import { writePlan } from '../../taskpane/writer';
import { readWritten } from '../cli/xlsx/read';
import { ALL, plan } from '../addin/sheets/plans';
import { FakeWorkbook } from '../../support/fake-excel';
import { fakeHost } from '../../support/fake-host';
import { samplePlan } from './sample-plan';
import { viewOfFake, viewOfXlsx } from './workbook-view';
import { allCells, type WorkbookPlan } from '../../addin/workbook/plan';
import { consolidate, parseSourceSystem } from '../../addin/consolidation/consolidate';
import { isError } from '../../addin/errors';
import { ownSystem } from '../../addin/sizing/targets';
import { consolidationReport } from '../../addin/sheets/consolidation-report';
import { consolidationWorkbook } from '../../addin/sheets/consolidation-sheet';
import type { Mode } from '../../addin/workbook/template';
import { file } from '../addin/consolidation/helpers';
import { resourceSheets } from '../../addin/sheets/resource-sheets';
import { resources } from '../addin/sheets/resource-plans';

// The whole portable workbook is written and read back twice: seconds on a busy machine.
jest.setTimeout(30_000);

/** How much each kind of content the comparisons covered, so a vacuous pass shows. */
const seen = {
  charts: 0,
  bounds: 0,
  areas: 0,
  series: 0,
  names: 0,
  validations: 0,
  conditional: 0,
  tables: 0,
  formulas: 0,
  print: 0,
  headers: 0,
  hidden: 0,
  rowHeights: 0,
  wraps: 0,
};

async function bothWays(p: WorkbookPlan): Promise<void> {
  const wb = new FakeWorkbook(['Sheet1']);
  await writePlan(fakeHost(wb), () => p);
  const written = await readWritten(await writeWorkbook(p));
  expect(written.sheets).toEqual(p.sheets.map((s) => s.name));
  for (const sheet of p.sheets) {
    const fake = viewOfFake(wb, sheet.name);
    const xlsx = await viewOfXlsx(written, sheet.name);
    // A column the xlsx file leaves at Excel's default width is not compared (see viewOfXlsx).
    const widths = fake.widths.map((w, i) => (xlsx.widths[i] === null ? null : w));
    expect({ ...fake, widths }).toEqual(xlsx);
    seen.charts += fake.charts.length;
    seen.bounds += fake.charts.filter((c) => c.xBounds !== null).length;
    seen.areas += fake.charts.filter(
      (c) => c.kind === 'stacked area' && c.textAxis && c.series.some((x) => x.drawn === 'area') && c.series.some((x) => x.drawn === 'line'),
    ).length;
    seen.series += fake.charts.reduce((n, c) => n + c.series.length, 0);
    seen.names += Object.keys(fake.names).length;
    seen.validations += Object.keys(fake.validations).length;
    seen.conditional += Object.keys(fake.conditional).length;
    seen.tables += fake.tables.length;
    seen.formulas += Object.values(fake.cells).filter((c) => c.formula).length;
    seen.print += fake.print?.fit && fake.print.area ? 1 : 0;
    seen.headers += fake.print?.header.left && fake.print.footer.left ? 1 : 0;
    seen.hidden += fake.hidden ? 1 : 0;
    seen.rowHeights += Object.keys(fake.rowHeights).length;
    seen.wraps += Object.values(fake.cells).filter((c) => c.wrap).length;
    // Nothing is lost on either side: every planned cell with content is there, its data rows' included.
    expect(Object.keys(fake.cells).length).toBe(allCells(sheet).filter((c) => c.formula || (c.value !== undefined && c.value !== '') || c.format).length);
  }
}

describe('the Office.js writer and the xlsx writer agree', () => {
  test('on a hand-written plan with every kind of content', () => bothWays(samplePlan('Interactive capacity', true)));

  const cases = ALL.flatMap((id) => MODES.map((mode) => [id, mode] as const));
  test.each(cases)('%s, %s', (id, mode) => bothWays(plan([id], mode, { existingSheets: ['Sheet1'] })));

  test('every template on one workbook, portable (support sheets shared)', () => bothWays(plan(ALL, 'portable', { existingSheets: ['Sheet1'] })));

  /** Two sources onto a target: the stacked areas of each one's work and the target's guideline as a line over them. */
  function consolidationPlan(mode: Mode, report = false): WorkbookPlan {
    const system = (text: string) => {
      const x = parseSourceSystem(text);
      if (isError(x)) throw new Error(x.message);
      return x;
    };
    // Its guideline, 70% of 1,500 CPW, within twice the most work (620 CPW): the chart draws it as a line.
    const target = ownSystem('Power', 1500, 'all', 'none', 'Power data sheet, p. 2');
    if (isError(target)) throw new Error(target.message);
    const measurements = [file(15, [50, 90, 40], null), file(15, [70, 20, 30], null)];
    const c = consolidate(
      [
        { name: 'Alpha', system: system('600 CPW'), measurements: measurements[0] },
        { name: 'Beta', system: system('400 CPW'), measurements: measurements[1] },
      ],
      [{ system: target, cores: 2 }],
    );
    if (isError(c)) throw new Error(c.message);
    const spec = { consolidation: c, files: ['alpha.csv', 'beta.csv'], mode };
    const p = report
      ? consolidationReport({ ...spec, partitions: [null, null], measurements, report: { Organization: 'Example Co' }, existingSheets: ['Summary'] })
      : consolidationWorkbook(spec);
    if (isError(p)) throw new Error(p.message);
    return p;
  }
  test.each(MODES)('the Consolidation sheet and its data sheet, %s', (mode) => bothWays(consolidationPlan(mode)));
  // The report the pane's Consolidation writes: its Summary, then the sheets above.
  test.each(MODES)('the report of the consolidation, %s', (mode) => bothWays(consolidationPlan(mode, true)));

  test.each(MODES)("the report's Disk and Memory sheets and their data sheets, %s", (mode) =>
    bothWays({ sheets: resourceSheets({ resources: [resources()], mode }) }),
  );

  test('the comparisons covered every kind of content', () => {
    for (const [kind, n] of Object.entries(seen)) expect([kind, n > 0]).toEqual([kind, true]);
  });
});
