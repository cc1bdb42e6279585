/**
 * The Office.js writer on every template in both modes, in a workbook a planner has been using:
 * two syncs whatever the size, the planner's sheets untouched, names that never collide, and a
 * failure halfway through leaving the workbook as it was.
 */
import { isError } from '../../addin/errors';
import { planWorkbook, TEMPLATES } from '../../addin/sheets';
import { MODES } from '../../addin/workbook/template';
import { writePlan, type Existing } from '../../taskpane/writer';
import { FakeWorkbook } from '../../support/fake-excel';
import { fakeHost } from '../../support/fake-host';

const cases = TEMPLATES.flatMap((t) => MODES.map((mode) => [t.id, mode, t.sheetName] as const));

/** A workbook that already has a sheet of the template's name, with the planner's work on it. */
function usedWorkbook(sheetName: string): FakeWorkbook {
  const wb = new FakeWorkbook(['Sheet1', sheetName]);
  wb.setCell(sheetName, 'B5', 'my model');
  wb.setCell(sheetName, 'C7', '=B5&"!"');
  wb.sheet(sheetName).names.set('Model', `='${sheetName}'!$B$5`);
  return wb;
}

const planner = (id: string, mode: 'live' | 'portable') => (existing: Existing) => planWorkbook({ templates: [{ id }], mode, existingSheets: existing.sheets });

describe.each(cases)('%s, %s', (id, mode, sheetName) => {
  test('two syncs in one run; a new, activated sheet beside the untouched old one', async () => {
    const wb = usedWorkbook(sheetName);
    const before = [wb.snapshot('Sheet1'), wb.snapshot(sheetName)];
    const out = await writePlan(fakeHost(wb), planner(id, mode));
    expect([wb.runs, wb.syncs]).toEqual([1, 2]);
    expect(out.sheets[0]).toBe(`${sheetName} (2)`);
    expect(wb.activeSheet.name).toBe(`${sheetName} (2)`);
    expect([wb.snapshot('Sheet1'), wb.snapshot(sheetName)]).toEqual(before);

    const p = planWorkbook({ templates: [{ id }], mode, existingSheets: ['Sheet1', sheetName] });
    if (isError(p)) throw new Error(p.message);
    for (const sheet of p.sheets) {
      const written = wb.sheet(sheet.name);
      for (const c of sheet.cells) {
        const got = written.cells.get(c.ref);
        if (c.formula) expect([c.ref, got?.formula]).toEqual([c.ref, c.formula]);
        else if (c.value !== undefined && c.value !== '') expect([c.ref, got?.value]).toEqual([c.ref, c.value]);
      }
    }
  });

  test('a failure halfway through the batch leaves the workbook as it was', async () => {
    const probe = usedWorkbook(sheetName);
    await writePlan(fakeHost(probe), planner(id, mode));
    const wb = usedWorkbook(sheetName);
    const before = wb.sheets.map((s) => wb.snapshot(s.name));
    wb.failWrite = Math.floor(probe.writes / 2);
    await expect(writePlan(fakeHost(wb), planner(id, mode))).rejects.toMatchObject({ kind: 'excel' });
    expect(wb.sheets.map((s) => wb.snapshot(s.name))).toEqual(before);
  });
});
