/**
 * The report fields (docs/sizing-sheets.md): Organization, SystemName, PreparedBy and Notes, the same for every
 * sheet of a workbook. Given, they print in every page's header (organization and system beside
 * the date), all of them on a report's Summary, and who prepared it and the notes under each other
 * sizing sheet's title; empty, they print nothing, not a placeholder. Set by
 * --set on the command line, read by one reader with the pane.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { isError } from '../../../addin/errors';
import { planWorkbook } from '../../../addin/sheets';
import type { SheetPlan } from '../../../addin/workbook/plan';
import { readReportFields } from '../../../addin/workbook/report-fields';
import { textPixels } from '../../../addin/workbook/print';
import { resolveRequest } from '../../../cli/xlsx/request';
import { readWritten } from '../../cli/xlsx/read';
import { keyResults } from '../../../addin/workbook/key-results';
import { ALL, cellAt, plan } from '../sheets/plans';
import { BIN } from '../../../support/cli';

const REPORT = { Organization: 'ACME Corp', SystemName: 'PROD', PreparedBy: 'J. Planner', Notes: 'Peak week of September; batch window unchanged.' };

const rowsUnderTitle = (s: SheetPlan): string[] => {
  const out: string[] = [];
  for (let r = 3; ; r++) {
    const label = cellAt(s, `A${r}`)?.value;
    if (typeof label !== 'string' || !['Organization', 'System name', 'Prepared by', 'Notes and assumptions'].includes(label)) return out;
    out.push(`${label}: ${cellAt(s, `B${r}`)?.value}`);
    // The notes beside who prepared it, where both are listed on a sizing sheet's one row for them.
    const beside = cellAt(s, `C${r}`)?.value;
    if (label === 'Prepared by' && beside !== undefined) out.push(String(beside));
  }
};

describe("given, the fields print in every header and under every sizing sheet's title", () => {
  const p = plan(ALL, 'portable', { report: REPORT });
  const sizing = p.sheets.filter((s) => s.role === 'template');

  test('each page header: the title, then organization · system name (and what it sizes where that fits its third), then the date', () => {
    for (const s of sizing) {
      const h = s.print!.header;
      expect([s.name, h.center?.startsWith('ACME Corp · PROD')]).toEqual([s.name, true]);
      // The day built, as every date on the page: not Excel's &D, which prints the machine's short form (11/28/2026).
      expect(h.right).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // What it sizes follows where the whole prints within the header's third of the page (A4 less Excel's Normal side
    // margins, Calibri 11); where it would not, the organization and the system name stand alone, whole.
    const third = ((595 - 2 * 0.7 * 72) / 3 / 72) * 96;
    const whole = 'ACME Corp · PROD \u2014 Model 720-2061-1501 (when built)';
    const interactive = p.sheets.find((s) => s.name === 'Interactive capacity')!;
    expect(textPixels(whole)).toBeGreaterThan(third);
    expect(interactive.print!.header.center).toBe('ACME Corp · PROD');
  });

  // The report's detail sheets follow its Summary, which lists the fields for them.
  const summary = sizing.findIndex((s) => s.name === 'Summary');
  const details = sizing.slice(summary + 1, summary + 3);

  test(
    "under the report's title every field given, in order; under another sizing sheet's " + "who prepared it and the notes; none on a report's detail sheets",
    () => {
      expect(details.map((s) => s.name)).toEqual(['Scenarios (2)', 'Growth runway (2)']);
      for (const s of details) expect([s.name, rowsUnderTitle(s), cellAt(s, 'A4')?.value]).toEqual([s.name, [], 'Inputs']);
      expect(rowsUnderTitle(sizing[summary])).toEqual([
        'Organization: ACME Corp',
        'System name: PROD',
        'Prepared by: J. Planner',
        'Notes and assumptions: Peak week of September; batch window unchanged.',
      ]);
      for (const s of sizing.filter((x) => x.name !== 'Hardware catalog' && x.name !== 'Summary' && !details.includes(x))) {
        expect([s.name, rowsUnderTitle(s)]).toEqual([
          s.name,
          ['Prepared by: J. Planner', 'Notes and assumptions: Peak week of September; batch window unchanged.'],
        ]);
        // On one row, the one above the inputs' heading: both fields cost the page no row.
        expect([s.name, cellAt(s, 'C3')?.value]).toEqual([s.name, 'Notes and assumptions: Peak week of September; batch window unchanged.']);
      }
    },
  );

  test('only the fields given; none given prints nothing, as before', () => {
    const one = plan(['runway'], 'live', { report: { SystemName: 'PROD', Organization: '  ' } }).sheets[0];
    expect(rowsUnderTitle(one)).toEqual([]);
    expect(one.print!.header.center).toBe('PROD \u2014 Model 720-2061-1501 (when built)');
    const none = plan(['runway'], 'live').sheets[0];
    expect(rowsUnderTitle(none)).toEqual([]);
    expect([cellAt(none, 'A3')?.value, cellAt(none, 'A4')?.value]).toEqual([undefined, 'Inputs']);
    expect(none.print!.header.center).toBe('Model 720-2061-1501 (when built)');
    // The answers are the same either way.
    expect(keyResults(one).map((k) => k.text)).toEqual(keyResults(none).map((k) => k.text));
  });
});

describe('refused with the fix, nothing planned', () => {
  test.each([
    [{ Organization: 'x'.repeat(81) }, /^Organization is 81 characters long: it takes at most 80$/],
    [{ SystemName: 'PROD\nTEST' }, /^System name is one line: it holds a line break or tab$/],
    [{ PreparedBy: 'J.\u0007' }, /^Prepared by holds a control character/],
    [{ Author: 'me' }, /^Unknown report field "Author": choose one of Organization, SystemName, PreparedBy, Notes$/],
  ])('%p', (report, message) => {
    const p = planWorkbook({ templates: [{ id: 'runway' }], mode: 'live', report });
    expect(isError(p) && p.message).toMatch(message);
  });

  test('Notes may run over lines; a field of 80 characters is taken', () => {
    expect(readReportFields({ Notes: 'one\ntwo', Organization: 'x'.repeat(80) })).toEqual({ Notes: 'one\ntwo', Organization: 'x'.repeat(80) });
  });
});

describe('the command line: --set NAME=VALUE for a report field, any case', () => {
  test('resolveRequest carries them beside the template inputs', () => {
    const r = resolveRequest({ template: 'runway', sets: ['organization=ACME Corp', 'SystemName=PROD', 'CpuUtil=0.5'], mode: 'live' });
    expect(isError(r) ? r.message : r.report).toEqual({ Organization: 'ACME Corp', SystemName: 'PROD' });
    expect(isError(r) ? r.message : r.templates[0].inputs).toEqual({ CpuUtil: 0.5 });
  });

  test('as400-sizer workbook writes them in the header and under the title', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-report-fields-'));
    try {
      const out = path.join(dir, 'r.xlsx');
      const sets = ['Organization=ACME & Sons', 'SystemName=PROD', 'PreparedBy=J. Planner', 'Notes=Peak week'].flatMap((s) => ['--set', s]);
      const r = spawnSync(process.execPath, [BIN, 'workbook', 'interactive', ...sets, '--out', out], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const w = await readWritten(fs.readFileSync(out));
      const ws = w.book.getWorksheet('Interactive capacity')!;
      // Excel's header codes: an ampersand is doubled.
      expect(ws.headerFooter.oddHeader).toContain('&CACME && Sons · PROD');
      // Both on the one row above the inputs, the notes beside.
      expect(['A3', 'B3', 'C3', 'A4'].map((ref) => ws.getCell(ref).value)).toEqual(['Prepared by', 'J. Planner', 'Notes and assumptions: Peak week', 'Inputs']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
