/**
 * Headers and footers that print, each part on one line within its third of the page, and within Excel's 255
 * characters, section codes included:
 * a measurement file's long name pushed the Measurements header past it (266), and Excel and
 * Office.js refuse such a header. The variable part (the file name, the system) is cut, with an
 * ellipsis; the title and the date stay.
 */
import { planWorkbook } from '../../../addin/sheets';
import { isError } from '../../../addin/errors';
import { type Measurements, readMeasurements } from '../../../addin/measurements/read';
import type { Measured } from '../../../addin/workbook/measured';
import type { PageTextPlan, WorkbookPlan } from '../../../addin/workbook/plan';
import { writeWorkbook } from '../../../cli/xlsx/writer';
import { readWritten } from '../../cli/xlsx/read';
import { textPixels } from '../../../addin/workbook/print';

/** Excel's limit (the header/footer string of the file format, with its codes). */
const LIMIT = 255;
const MEASUREMENTS = readMeasurements('timestamp,cpu,interactive\n2024-03-19 10:00,85.2,32.2\n2024-03-19 10:15,91.3,45.2\n') as Measurements;

/** The string the file carries, as SpreadsheetML writes a header: &L, &C and &R before each section. */
const line = (t: PageTextPlan): string => `${t.left ? `&L${t.left}` : ''}${t.center ? `&C${t.center}` : ''}${t.right ? `&R${t.right}` : ''}`;

function planWith(file: string): WorkbookPlan {
  const measured: Measured = { file, measurements: MEASUREMENTS, statistic: 'peak' };
  const p = planWorkbook({ templates: [{ id: 'interactive', measured }], mode: 'portable' });
  if (isError(p)) throw new Error(p.message);
  return p;
}

/** The section's text as it prints: && is one &. */
const shown = (section: string): string => section.replace(/&&/g, '&');

describe('headers and footers within 255 characters', () => {
  test('a 200-character file name: the Measurements header is cut to its third of the page, the title and date whole', () => {
    const file = `${'R&D & P&L-'.repeat(20).slice(0, 196)}.csv`;
    expect(file).toHaveLength(200);
    // Whole, it would not fit: each & of the name is written && (a lone & starts a code), and the model follows the name.
    const whole = line({ left: 'Measurements', center: `${file}, 720-2061-1501`.replace(/&/g, '&&'), right: '2026-11-28' });
    expect(whole.length).toBeGreaterThan(LIMIT);
    const header = planWith(file).sheets.find((s) => s.name === 'Measurements')!.print!.header;
    expect(line(header).length).toBeLessThanOrEqual(LIMIT);
    expect(header.left).toBe('Measurements');
    expect(header.right).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Cut to the third of the page a part prints in: A4's 595 points less Excel's Normal side margins (0.7 inch each),
    // measured in the header's font, Calibri 11 (Carlito's widths); the ellipsis marks the cut.
    const third = ((595 - 2 * 0.7 * 72) / 3 / 72) * 96;
    expect(textPixels(shown(header.center!))).toBeLessThanOrEqual(third);
    expect(textPixels(`${shown(header.center!)}W`)).toBeGreaterThan(third - textPixels('W\u2026'));
    expect(header.center!.endsWith('\u2026')).toBe(true);
    expect(file.startsWith(shown(header.center!.slice(0, -1)))).toBe(true);
  });

  test('a name of ampersands cut inside: no lone & is left to start a code', () => {
    const file = `${'R&D '.repeat(60)}.csv`;
    const header = planWith(file).sheets.find((s) => s.name === 'Measurements')!.print!.header;
    expect(line(header).length).toBeLessThanOrEqual(LIMIT);
    expect(header.center!.replace(/&&/g, '')).not.toContain('&');
    expect(file.startsWith(shown(header.center!.slice(0, -1)))).toBe(true);
  });

  test('every sheet of the written workbook: header and footer as the file carries them, within the limit', async () => {
    const p = planWith(`${'x'.repeat(250)}.csv`);
    const w = await readWritten(await writeWorkbook(p));
    for (const s of p.sheets.filter((x) => x.print)) {
      const hf = w.book.getWorksheet(s.name)!.headerFooter;
      expect([s.name, (hf.oddHeader ?? '').length <= LIMIT, (hf.oddFooter ?? '').length <= LIMIT]).toEqual([s.name, true, true]);
    }
    // A short name is left whole.
    expect(planWith('week.csv').sheets.find((s) => s.name === 'Measurements')!.print!.header.center).toMatch(/^week\.csv, /);
  });
});
