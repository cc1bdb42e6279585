import { naError } from '../../addin/errors';
import { allCells, type WorkbookPlan } from '../../addin/workbook/plan';
import { uniqueSheetName } from '../../addin/sheets';
import { catalogPlan } from '../../taskpane/catalog-plan';
import { formulaSkeleton, insertFormula } from '../../taskpane/insert-formula';
import { CELL_EDIT, STRUCTURE_PROTECTED, WriteError } from '../../taskpane/write-error';
import { BAND_CELLS, widthPoints, writePlan, type Existing } from '../../taskpane/writer';
import { planWorkbook } from '../../addin/sheets';
import { type Measurements, readMeasurements } from '../../addin/measurements/read';
import { CATALOG } from '../../addin/catalog/catalog';
import { FakeWorkbook, PAYLOAD_LIMIT } from '../../support/fake-excel';
import { fakeHost } from '../../support/fake-host';
import { samplePlan } from './sample-plan';

/** A workbook a planner has been working in: data, a name, a table. */
function busyWorkbook(): FakeWorkbook {
  const wb = new FakeWorkbook(['Sheet1', 'Interactive capacity']);
  wb.setCell('Sheet1', 'A1', 'my notes');
  wb.setCell('Interactive capacity', 'B4', '=1+1');
  wb.sheet('Interactive capacity').names.set('Model', "='Interactive capacity'!$B$4");
  wb.sheet('Sheet1').tables.push({ name: 'Curve', ref: 'A1:A2', hasHeaders: true });
  return wb;
}

const planFor =
  (support = false) =>
  (existing: Existing): WorkbookPlan =>
    samplePlan(uniqueSheetName('Interactive capacity', existing.sheets), support);

async function failure(p: Promise<unknown>): Promise<WriteError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(WriteError);
    return e as WriteError;
  }
  throw new Error('expected the write to fail');
}

describe('writePlan', () => {
  test('writes every kind of content in one run and two syncs, next to sheets it leaves alone', async () => {
    const wb = busyWorkbook();
    const before = wb.sheets.map((s) => wb.snapshot(s.name));
    const progress: string[] = [];
    const out = await writePlan(fakeHost(wb), planFor(), (p) => progress.push(p.step));

    expect(out.sheets).toEqual(['Interactive capacity (2)']);
    expect(wb.runs).toBe(1);
    expect(wb.syncs).toBe(2);
    expect(out.syncs).toBe(2);
    expect(progress).toEqual(['read', 'plan', 'write', 'done']);
    expect(['Sheet1', 'Interactive capacity'].map((n) => wb.snapshot(n))).toEqual(before);

    const s = wb.sheet('Interactive capacity (2)');
    const plain = { nameRef: null, lineStyle: null, markerStyle: null, markerSize: null, markerBackground: null, markerForeground: null };
    expect(wb.activeSheet).toBe(s);
    expect(s.cells.get('B4')?.value).toBe('720-2061-1501');
    expect(s.cells.get('B5')).toMatchObject({ value: 0.321, numberFormat: '0.0%' });
    // Text that Excel would read as a number stays text.
    expect(s.cells.get('B6')?.value).toBe('170');
    expect(s.cells.get('B7')).toMatchObject({ formula: '=AS400.EIU(Model,Util)', numberFormat: '0.0%' });
    expect(s.cells.get('B9')?.value).toEqual({ error: '#N/A' });
    expect(s.cells.get('B10')?.formula).toBe('=SUM((B4:B6=B4)*1)');
    expect(s.cells.has('C4')).toBe(false);
    expect(s.cells.get('B4')?.style).toEqual({ color: '#3F3F76', fill: '#FFCC99', border: '#7F7F7F', valign: 'Top' });
    expect(s.cells.get('A1')?.style).toMatchObject({ bold: true, size: 15 });
    expect(s.merges).toEqual(['A1:C1']);
    expect([...s.names]).toEqual([
      ['Model', "='Interactive capacity (2)'!$B$4"],
      ['Util', "='Interactive capacity (2)'!$B$5"],
    ]);
    expect(s.validations).toEqual([
      {
        ref: 'B4',
        rule: { list: { inCellDropDown: true, source: "='Interactive capacity (2)'!$A$13:$A$14" } },
        prompt: { showPrompt: true, message: 'A catalog key', title: '' },
        errorAlert: { showAlert: true, message: 'Not in Appendix D', style: 'Stop', title: '' },
      },
      {
        ref: 'B5',
        rule: { decimal: { operator: 'Between', formula1: 0, formula2: 1 } },
        prompt: { showPrompt: true, message: 'A share of the CPU', title: '' },
      },
      { ref: 'B6', rule: { list: { inCellDropDown: true, source: '170,7xx,8xx' } } },
    ]);
    expect(s.conditionalFormats.map((f) => [f.formula, f.fill, f.stopIfTrue])).toEqual([
      ['=B7>0.7', '#FFC7CE', true],
      ['=B7>0.5', '#FFEB9C', true],
      ['=B7<=0.5', '#C6EFCE', true],
    ]);
    expect(s.charts).toEqual([
      {
        type: 'XYScatterLinesNoMarkers',
        title: 'CPW by utilisation',
        from: 'D4',
        to: 'J18',
        series: [
          { ...plain, name: 'CPW', values: "'Interactive capacity (2)'!$B$13:$B$14", xValues: "'Interactive capacity (2)'!$A$13:$A$14", color: '#4472C4' },
          {
            ...plain,
            name: 'Limit',
            values: "'Interactive capacity (2)'!$C$13:$C$14",
            xValues: "'Interactive capacity (2)'!$A$13:$A$14",
            color: '#ED7D31',
            lineStyle: 'Dash',
          },
          // A mark: its own x value, no line, a diamond in its colour.
          {
            name: 'Today',
            nameRef: null,
            values: "'Interactive capacity (2)'!$B$7",
            xValues: "'Interactive capacity (2)'!$B$5",
            color: '#C00000',
            lineStyle: 'None',
            markerStyle: 'Diamond',
            markerSize: 9,
            markerBackground: '#C00000',
            markerForeground: '#C00000',
          },
        ],
        categoryAxis: { title: 'Utilisation', numberFormat: '0%', minimum: 0.05, maximum: 0.95, majorUnit: 0.3 },
        valueAxis: { title: 'CPW', numberFormat: null },
      },
    ]);
    // "Curve" is taken by the planner's own table on Sheet1: table names are global.
    expect(s.tables).toEqual([{ name: 'Curve_2', ref: 'A12:B14', hasHeaders: true, style: 'TableStyleLight1' }]);
    expect(s.freeze).toEqual({ rows: 3, columns: 1 });
    expect(s.tabColor).toBe('#1F3864');
    expect(s.columnWidths.get(0)).toBe(widthPoints(28));
  });

  test('the sync count does not grow with the plan: the whole catalog is still two syncs', async () => {
    const wb = new FakeWorkbook();
    await writePlan(fakeHost(wb), (e) => catalogPlan(CATALOG, 'all rows', e.sheets));
    expect(wb.syncs).toBe(2);
    expect(wb.sheet('AS400 models').cells.size).toBeGreaterThan(CATALOG.length * 5);
  });

  test("a year of measurement intervals: cells in bands, each request under Excel on the web's 5 MB, every cell written", async () => {
    // 100,000 five-minute intervals, as the bench reads them.
    const lines = ['timestamp,cpu,interactive'];
    for (let i = 0; i < 100_000; i++) {
      const cpu = 30 + ((i * 7) % 60);
      lines.push(`${new Date(Date.UTC(2024, 0, 1) + i * 300_000).toISOString().slice(0, 19)},${cpu},${(cpu / 3).toFixed(1)}`);
    }
    const measurements = readMeasurements(lines.join('\n')) as Measurements;
    const wb = new FakeWorkbook();
    const planned: WorkbookPlan[] = [];
    const out = await writePlan(fakeHost(wb), (e) => {
      const p = planWorkbook({
        templates: [{ id: 'interactive', measured: { file: 'year.csv', measurements, statistic: 'peak' } }],
        mode: 'live',
        existingSheets: e.sheets,
      }) as WorkbookPlan;
      planned.push(p);
      return p;
    });
    const cells = allCells(planned[0].sheets[1]);
    expect(out.sheets).toEqual(['Interactive capacity', 'Measurements']);
    // In one request the cells would be far over the limit: the bands are what keeps them under.
    const whole = cells.reduce((n, c) => n + JSON.stringify(c.value ?? null).length + JSON.stringify(c.format ?? null).length + 2, 0);
    expect(whole).toBeGreaterThan(PAYLOAD_LIMIT);
    expect(wb.largestPayload).toBeLessThanOrEqual(PAYLOAD_LIMIT);
    // A sync per band of at most BAND_CELLS cells, after the read and the first write.
    expect(wb.syncs).toBeGreaterThanOrEqual(2 + Math.ceil(cells.length / BAND_CELLS) - 1);
    const written = wb.sheet('Measurements').cells;
    const missing = cells.filter((c) => c.value !== undefined && written.get(c.ref)?.value !== c.value);
    expect(missing.slice(0, 3)).toEqual([]);
    expect(written.get(cells[cells.length - 1].ref)?.numberFormat).toBe('0.0%');
  });

  test('portable plans add their support sheets too, before anything refers to them; the template sheet is the one activated', async () => {
    const wb = new FakeWorkbook();
    const out = await writePlan(fakeHost(wb), planFor(true));
    expect(out.sheets).toEqual(['Interactive capacity', 'AS400 Catalog']);
    expect(wb.activeSheet.name).toBe('Interactive capacity');
  });

  test.each([0, 1, 7, 40, 'last'] as const)('a failure injected at write %s removes the added sheets and says so', async (at) => {
    const probe = new FakeWorkbook(['Sheet1']);
    await writePlan(fakeHost(probe), planFor(true));
    const total = probe.writes;

    const wb = busyWorkbook();
    const before = wb.sheets.map((s) => wb.snapshot(s.name));
    wb.failWrite = at === 'last' ? total - 1 : at;
    const e = await failure(writePlan(fakeHost(wb), planFor(true)));
    expect(e.kind).toBe('excel');
    expect(e.message).toMatch(/^Excel could not finish writing: An internal error has occurred/);
    expect(wb.sheets.map((s) => s.name)).toEqual(['Sheet1', 'Interactive capacity']);
    expect(wb.sheets.map((s) => wb.snapshot(s.name))).toEqual(before);
    if (at === 0) expect(e.message).toMatch(/Nothing was changed\.$/);
    else expect(e.removed.length).toBeGreaterThan(0);
    if (at !== 0) expect(e.message).toMatch(/removed; nothing else was changed\.$/);
  });

  test('a plan that asks for the name of a sheet the workbook has is refused before anything is written, naming it', async () => {
    const wb = busyWorkbook();
    const before = wb.sheets.map((s) => wb.snapshot(s.name));
    // A plan that ignores the names in use (Excel compares them case-insensitively).
    const e = await failure(writePlan(fakeHost(wb), () => ({ sheets: [samplePlan('Fresh').sheets[0], samplePlan('interactive CAPACITY').sheets[0]] })));
    expect(e).toMatchObject({ kind: 'plan', removed: [] });
    expect(e.message).toBe('The workbook already has a sheet "interactive CAPACITY": nothing was written over it, nor added.');
    expect(wb.sheets.map((s) => wb.snapshot(s.name))).toEqual(before);
  });

  test('cell-edit mode gets a sentence and nothing is written', async () => {
    const wb = new FakeWorkbook();
    wb.cellEditMode = true;
    const e = await failure(writePlan(fakeHost(wb), planFor()));
    expect(e.kind).toBe('cell-edit');
    expect(e.message).toBe(CELL_EDIT);
    expect(wb.sheets).toHaveLength(1);
  });

  test('a protected workbook structure is found at the read, before anything is written', async () => {
    const wb = new FakeWorkbook();
    wb.structureProtected = true;
    const e = await failure(writePlan(fakeHost(wb), planFor()));
    expect(e.kind).toBe('protected');
    expect(e.message).toBe(STRUCTURE_PROTECTED);
    expect(wb.writes).toBe(0);
  });

  test('without the protection API, Excel refusing the new sheet still reads as protection', async () => {
    const wb = new FakeWorkbook();
    wb.structureProtected = true;
    wb.apiVersion = '1.6';
    const e = await failure(writePlan(fakeHost(wb), (x) => ({ sheets: [{ ...catalogPlan([], 'none', x.sheets).sheets[0], freeze: undefined }] })));
    expect(e.kind).toBe('protected');
    expect(e.message).toMatch(/protected/);
  });

  test.each([
    ['1.7', /: data validation, chart axis formats need Excel JavaScript API 1\.8/],
    ['1.5', /conditional formats, chart series, frozen panes, tab colours, data validation, chart axis formats need Excel JavaScript API 1\.8/],
  ])('ExcelApi %s is too old: the planner is told which features need what, and nothing is written', async (version, message) => {
    const wb = new FakeWorkbook();
    wb.apiVersion = version;
    const e = await failure(writePlan(fakeHost(wb), planFor()));
    expect(e.kind).toBe('too-old');
    expect(e.message).toMatch(message);
    expect(wb.writes).toBe(0);
    expect(wb.sheets).toHaveLength(1);
  });

  test("the core's refusal of the inputs is the message", async () => {
    const wb = new FakeWorkbook();
    const e = await failure(writePlan(fakeHost(wb), () => naError('Unknown model "999": not in Appendix D of the PCR V4R5.')));
    expect(e).toMatchObject({ kind: 'plan', message: 'Unknown model "999": not in Appendix D of the PCR V4R5.' });
    expect(wb.writes).toBe(0);
  });
});

describe('insertFormula', () => {
  test('writes the skeleton into an empty active cell in two syncs', async () => {
    const wb = new FakeWorkbook();
    wb.activeCell = 'C3';
    const out = await insertFormula(fakeHost(wb), formulaSkeleton({ name: 'EIU', parameters: [{}, {}, { optional: true }] }));
    expect(out.address).toBe('Sheet1!C3');
    expect(wb.sheet('Sheet1').cells.get('C3')?.formula).toBe('=AS400.EIU("","")');
    expect(wb.syncs).toBe(2);
  });

  test('never overwrites the active cell', async () => {
    const wb = new FakeWorkbook();
    wb.setCell('Sheet1', 'A1', 42);
    const e = await failure(insertFormula(fakeHost(wb), '=AS400.VERSION()'));
    expect(e).toMatchObject({ kind: 'not-empty', message: 'The active cell Sheet1!A1 is not empty. Select an empty cell, then insert again.' });
    expect(wb.sheet('Sheet1').cells.get('A1')?.value).toBe(42);
  });

  test('a protected sheet gets a sentence', async () => {
    const wb = new FakeWorkbook();
    wb.sheet('Sheet1').protected = true;
    const e = await failure(insertFormula(fakeHost(wb), '=AS400.VERSION()'));
    expect(e.kind).toBe('protected');
    expect(e.message).toMatch(/The sheet "Sheet1" is protected/);
  });

  test('cell-edit mode gets a sentence', async () => {
    const wb = new FakeWorkbook();
    wb.cellEditMode = true;
    const e = await failure(insertFormula(fakeHost(wb), '=AS400.VERSION()'));
    expect(e.message).toBe(CELL_EDIT);
  });
});

describe('the fake behaves like Office.js where a writer can go wrong', () => {
  test('reading before load and sync throws; after them it answers', async () => {
    const wb = new FakeWorkbook();
    wb.setCell('Sheet1', 'A1', 5);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fake's context, as Office.js code reaches it
    await wb.run(async (context: any) => {
      const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1');
      r.values = [[6]];
      expect(() => r.values).toThrow(/not available/);
      r.load('values');
      expect(() => r.values).toThrow(/not available/);
      await context.sync();
      expect(r.values).toEqual([[6]]);
    });
  });

  test('a failing operation stops the batch after the ones before it ran', async () => {
    const wb = new FakeWorkbook();
    await expect(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fake's context, as Office.js code reaches it
      wb.run(async (context: any) => {
        context.workbook.worksheets.add('New');
        context.workbook.worksheets.add('Sheet1');
        context.workbook.worksheets.add('Never');
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'ItemAlreadyExists' });
    expect(wb.sheets.map((s) => s.name)).toEqual(['Sheet1', 'New']);
  });
});
