/**
 * HyperFormula evaluates the live-mode workbooks (AS400.* calls through the same adapters Excel
 * calls) as written by the xlsx writer; every formula cell must equal the core's value.
 */
import { isError } from '../../addin/errors';
import { TEMPLATES } from '../../addin/sheets/index';
import { sheetPlan, type WorkbookPlan } from '../../addin/workbook/plan';
import { type Adapter, type FunctionMetadata, functionMetadata, loadFunctions } from '../../cli/registry';
import { planRequest } from '../../cli/xlsx/request';
import { writeWorkbook } from '../../cli/xlsx/writer';
import { readWritten } from '../cli/xlsx/read';
import { agrees, brief, firstOf, show } from '../../support/compare';
import { evaluateXlsx } from '../../support/hyperformula';
import { VARIANTS } from './variants';
import { namedRef } from '../addin/sheets/plans';

jest.setTimeout(120_000);

let metadata: FunctionMetadata[];
let adapters: Map<string, Adapter>;
beforeAll(async () => {
  metadata = (await functionMetadata()).functions;
  adapters = loadFunctions();
});

/** Every formula cell of the plan that HyperFormula disagrees with, as "sheet!ref formula: want ≠ got". */
async function disagreements(plan: WorkbookPlan): Promise<string[]> {
  const xlsx = await writeWorkbook(plan);
  const { names } = await readWritten(xlsx);
  const hf = await evaluateXlsx(xlsx, names, metadata, adapters);
  const out: string[] = [];
  for (const sheet of plan.sheets) {
    for (const cell of sheet.cells) {
      if (cell.formula === undefined) continue;
      const got = hf.value(sheet.name, cell.ref);
      if (!agrees(cell.value, got)) out.push(`${sheet.name}!${cell.ref} ${brief(cell.formula)}: core ${show(cell.value)} ≠ HyperFormula ${show(got)}`);
    }
  }
  hf.hf.destroy();
  return out;
}

const LIVE_FIXTURE: WorkbookPlan = {
  sheets: [
    sheetPlan({
      name: 'Live sheet',
      role: 'template',
      widths: [],
      cells: [
        { ref: 'B1', value: '720-2061-1501' },
        { ref: 'B2', value: 0.321 },
        { ref: 'B3', formula: '=AS400.EIU(Model, Util)', value: 0.7178774928774926 },
        { ref: 'B4', formula: '=AS400.EIU(Model, Util*100)', value: { error: '#NUM!' } },
        { ref: 'A5', value: 'S20-2165' },
        { ref: 'A6', value: 'F97' },
        { ref: 'B5', formula: '=AS400.KNEE(A5)+AS400.CPW(A6)', value: 16.7 + 177.4 },
        { ref: 'B6', formula: '=IF(B3>0.7,"past the knee","fine")', value: 'past the knee' },
        { ref: 'B7', formula: '=_xlfn.IFS(TRUE,1)', value: 1 },
        { ref: 'B8', formula: '=AS400.NOPE(1)', value: { error: '#NAME?' } },
        // Empty cells as Excel desktop passes them (0), an argument left out as null (as the web passes it):
        // a row of empty cells is an empty cell; an empty optional cell acts as omitted.
        { ref: 'B10', formula: '=AS400.EIU(A11,B11)', value: '' },
        { ref: 'B12', formula: '=AS400.CPW("720-2061-1501",A11)', value: 240 }, // Table D.2.1.1, line 8020
        { ref: 'B13', formula: '=AS400.MONTHSTOLIMIT(0.45,0.2,A11)', value: (12 * Math.log(0.7 / 0.45)) / Math.log(1.2) },
        { ref: 'B14', formula: '=AS400.RECOMMEND(97.7,,"6xx")', value: '620-2180' }, // PCR 2.12
      ],
      names: [
        { name: 'Model', refersTo: "'Live sheet'!$B$1" },
        { name: 'Util', refersTo: "'Live sheet'!$B$2" },
      ],
    }),
    sheetPlan({
      name: 'Other',
      role: 'template',
      widths: [],
      cells: [
        { ref: 'A1', value: 'S20-2165' },
        { ref: 'B1', formula: '=AS400.CPW(Model)', value: 464.3 },
      ],
      names: [{ name: 'Model', refersTo: "'Other'!$A$1" }],
    }),
  ],
};

describe('HyperFormula', () => {
  test('the adapter on a hand-written live sheet: AS400 calls, ranges, errors, sheet-scoped names, _xlfn.', async () => {
    expect(firstOf(await disagreements(LIVE_FIXTURE))).toEqual([]);
  });

  test('it reads the calls in the form Excel stores them (_xldudf_AS400_EIU), and a name the add-in lacks as typed', async () => {
    const { book } = await readWritten(await writeWorkbook(LIVE_FIXTURE));
    const sheet = book.getWorksheet('Live sheet')!;
    expect(sheet.getCell('B5').formula).toBe('_xldudf_AS400_KNEE(A5)+_xldudf_AS400_CPW(A6)');
    expect(sheet.getCell('B8').formula).toBe('AS400.NOPE(1)');
  });

  let calls = 0;
  const cases = [...TEMPLATES.map((t) => ({ name: t.id, template: t.id, sets: [] as readonly string[] })), ...VARIANTS];
  test.each(cases)('live $name: every formula cell equals the core value', async ({ template, sets }) => {
    const plan = planRequest({ template, sets, mode: 'live' });
    if (isError(plan)) throw new Error(plan.message);
    calls += plan.sheets.flatMap((s) => s.cells).filter((c) => c.formula?.includes('AS400.')).length;
    expect(firstOf(await disagreements(plan))).toEqual([]);
  });

  test('the live templates did call the add-in', () => {
    expect(calls).toBeGreaterThan(20);
  });
});

describe('a current system typed into a sizing sheet reads as in a function', () => {
  test.each(['live', 'portable'] as const)('%s scenarios: 720 is refused, "720 CPW" and 1500 are CPWs', async (mode) => {
    const plan = planRequest({ template: 'scenarios', sets: [], mode });
    if (isError(plan)) throw new Error(plan.message);
    const xlsx = await writeWorkbook(plan);
    const { names } = await readWritten(xlsx);
    const ev = await evaluateXlsx(xlsx, names, metadata, adapters);
    const sheet = plan.sheets[0].name;
    const current = ev.hf.simpleCellAddressFromString(namedRef(plan.sheets[0], 'Current'), ev.hf.getSheetId(sheet)!)!;
    const cpw = (typed: number | string) => {
      ev.hf.setCellContents(current, [[typed]]);
      return ev.value(sheet, namedRef(plan.sheets[0], 'CurrentCPW'));
    };
    // 720 is the model number of 16 rows of Appendix D as well as a CPW: the sheet refuses it as AS400.SYSTEMCPW(720) does.
    expect(cpw(720)).toMatchObject({ error: '#N/A' });
    expect(cpw('720 CPW')).toBe(720);
    expect(cpw(1500)).toBe(1500);
    // And a key reads its Appendix D rating: 240 for the 720-2061-1501 (Table D.2.1.1, line 8020).
    expect(cpw('720-2061-1501')).toBe(240);
    ev.hf.destroy();
  });
});
