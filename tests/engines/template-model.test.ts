/**
 * The template model on its own: every AS400.X( a template writes names a function of the
 * generated metadata (functions.json), portable sheets call none, and every reference a plan
 * hands to a writer (names, list sources, chart ranges) lands on a sheet and cells it holds,
 * in the plan and in the written file (localSheetId pointing at the declaring sheet).
 */
import { isError } from '../../addin/errors';
import { NAMESPACE } from '../../addin/names';
import { TEMPLATES } from '../../addin/sheets/index';
import { MODES } from '../../addin/workbook/template';
import type { SheetPlan, WorkbookPlan } from '../../addin/workbook/plan';
import { functionMetadata } from '../../cli/registry';
import { cellAddress, parseSheetRef } from '../../addin/formula/a1';
import { planRequest } from '../../cli/xlsx/request';
import { writeWorkbook } from '../../cli/xlsx/writer';
import { readWritten } from '../cli/xlsx/read';

jest.setTimeout(60_000);

const CASES = MODES.flatMap((mode) => [...TEMPLATES.map((t) => t.id), 'all'].map((template) => ({ mode, template })));
const plans = new Map<string, WorkbookPlan>();
let ids: Set<string>;

beforeAll(async () => {
  ids = new Set((await functionMetadata()).functions.map((f) => f.id));
  for (const c of CASES) {
    const plan = planRequest({ template: c.template, sets: [], mode: c.mode });
    if (isError(plan)) throw new Error(`${c.template} ${c.mode}: ${plan.message}`);
    plans.set(`${c.template} ${c.mode}`, plan);
  }
});

/** Every formula text of a sheet: cells and conditional-format rules. */
const formulas = (s: SheetPlan): { at: string; text: string }[] => [
  ...s.cells.filter((c) => c.formula).map((c) => ({ at: `${s.name}!${c.ref}`, text: c.formula! })),
  ...s.conditionalFormats.flatMap((cf) => cf.rules.map((r) => ({ at: `${s.name}!${cf.ref} (conditional format)`, text: r.formula }))),
];

const CALL = new RegExp(`\\b${NAMESPACE}\\.([A-Za-z0-9_.]+)\\s*\\(`, 'g');

/** Why a reference does not land in the plan, or null: its sheet must exist and hold its corner cells. */
function unresolved(plan: WorkbookPlan, ref: string, fromSheet: string): string | null {
  const area = parseSheetRef(ref);
  const sheet = plan.sheets.find((s) => s.name === (area.sheet ?? fromSheet));
  if (!sheet) return `${ref}: no sheet ${area.sheet}`;
  const held = new Set(sheet.cells.map((c) => c.ref));
  for (const corner of [cellAddress(area.top, area.left), cellAddress(area.bottom, area.right)]) {
    if (!held.has(corner)) return `${ref}: ${sheet.name}!${corner} holds nothing`;
  }
  return null;
}

describe('the template model', () => {
  test('every formula starts with "="; every AS400 call names a function of functions.json', () => {
    const bad: string[] = [];
    let calls = 0;
    for (const [key, plan] of plans) {
      for (const s of plan.sheets) {
        for (const f of formulas(s)) {
          if (!f.text.startsWith('=')) bad.push(`${key} ${f.at}: ${f.text} does not start with =`);
          for (const m of f.text.matchAll(CALL)) {
            calls++;
            if (!ids.has(m[1].toUpperCase())) bad.push(`${key} ${f.at}: ${NAMESPACE}.${m[1]} is not in functions.json`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
    expect(calls).toBeGreaterThan(20);
  });

  test('portable sheets call no add-in function (LibreOffice and Excel without the add-in would show #NAME?)', () => {
    const calls = [...plans]
      .filter(([key]) => key.endsWith(' portable'))
      .flatMap(([key, plan]) =>
        plan.sheets.flatMap((s) =>
          formulas(s)
            .filter((f) => /AS400\./i.test(f.text))
            .map((f) => `${key} ${f.at}: ${f.text}`),
        ),
      );
    expect(calls).toEqual([]);
  });

  test('every defined name, list source and chart range lands on a sheet and cells the plan holds', () => {
    const bad: string[] = [];
    for (const [key, plan] of plans) {
      for (const s of plan.sheets) {
        const refs = [
          ...s.names.map((n) => n.refersTo),
          ...s.validations.flatMap((v) => (v.kind === 'listRange' ? [v.source] : [])),
          ...s.charts.flatMap((c) => [c.categories, ...c.series.map((x) => x.values)]),
        ];
        for (const ref of refs) {
          const why = unresolved(plan, ref, s.name);
          if (why) bad.push(`${key} ${s.name}: ${why}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test('every defined name is one Excel accepts: not a cell or R1C1 reference, letters, digits, _ and . only', () => {
    const bad = [...plans].flatMap(([key, plan]) =>
      plan.sheets.flatMap((s) =>
        s.names
          .map((n) => n.name)
          .filter((n) => !/^[A-Za-z_][A-Za-z0-9_.]*$/.test(n) || /^[A-Za-z]{1,3}\d+$/.test(n) || /^[RC]$/i.test(n) || /^R\d*C\d*$/i.test(n) || n.length > 255)
          .map((n) => `${key} ${s.name}: ${n}`),
      ),
    );
    expect(bad).toEqual([]);
  });

  test.each(MODES)('all.xlsx (%s): each written name is scoped to the sheet that declares it', async (mode) => {
    const plan = plans.get(`all ${mode}`)!;
    const w = await readWritten(await writeWorkbook(plan));
    const declared = plan.sheets.flatMap((s) => s.names.map((n) => `${s.name}: ${n.name} = ${n.refersTo}`));
    // Excel's own names (_xlnm.Print_Area, _xlnm.Print_Titles) carry the page setup, not the plan's names.
    const written = w.names.filter((n) => !n.name.startsWith('_xlnm.'));
    expect(written.map((n) => `${w.sheets[n.localSheetId!]}: ${n.name} = ${n.refersTo}`)).toEqual(declared);
    expect(new Set(plan.sheets.map((s) => s.name)).size).toBe(plan.sheets.length);
  });
});
