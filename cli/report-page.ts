/**
 * docs/report-page.png, the picture of a printed report in docs/sizing-sheets.md: the report template's Summary page
 * (the 720-2061-1501 workload carried to three candidates), printed by LibreOffice as
 * `as400-sizer workbook report --pdf` prints it, rasterised by pdftoppm. The print check
 * (tests/engines/print-check.test.ts) writes it from the very PDF whose pages it checks, as the browser tests write the
 * pane's screenshots; `npm run report-page` prints the same workbook on its own to write it.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { isError } from '../addin/errors';
import { planRequest } from './xlsx/request';
import { writePdf } from './xlsx/pdf';
import { writeWorkbook } from './xlsx/writer';
import { tempDir } from './libreoffice';
import { replaceFile } from './safe-output';
import { SAMPLE_DATE } from './samples';
import type { WorkbookPlan } from '../addin/workbook/plan';

export const REPORT_PAGE = path.resolve(__dirname, '..', 'docs', 'report-page.png');

/** The picture's resolution: a page about 880 pixels wide. */
const PICTURE_DPI = 80;

/** Writes the first page of a printed PDF as a PNG at `dpi` (pdftoppm), replacing `out` whole. */
export function writeFirstPage(pdf: string, out: string, dpi = PICTURE_DPI): void {
  const dir = tempDir('report-page');
  try {
    const r = spawnSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdf, path.join(dir, 'page')], { encoding: 'utf8' });
    if (r.error || r.status !== 0) throw new Error(`pdftoppm failed (install poppler-utils): ${r.error?.message ?? r.stderr}`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    replaceFile(out, fs.readFileSync(path.join(dir, 'page.png')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The report fields of the picture (an example, not a customer): every page header names them. */
export const PICTURE_FIELDS = ['Organization=Example Co.', 'SystemName=PROD', 'PreparedBy=Capacity planning'];

/** The picture's workbook: the report template, portable, from its defaults and PICTURE_FIELDS, dated as the samples (the print check's). */
export function reportPagePlan(): WorkbookPlan {
  const plan = planRequest({ template: 'report', sets: PICTURE_FIELDS, mode: 'portable', date: SAMPLE_DATE });
  if (isError(plan)) throw new Error(plan.message);
  return plan;
}

/** Prints a template's portable workbook (the report's: reportPagePlan) and writes its first page. */
export async function renderReportPage(out: string = REPORT_PAGE, template = 'report', dpi = PICTURE_DPI): Promise<void> {
  const plan = template === 'report' ? reportPagePlan() : planRequest({ template, sets: [], mode: 'portable', date: SAMPLE_DATE });
  if (isError(plan)) throw new Error(plan.message);
  const dir = tempDir('report-page');
  try {
    const pdf = path.join(dir, 'report.pdf');
    writePdf(await writeWorkbook(plan), pdf);
    writeFirstPage(pdf, out, dpi);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  renderReportPage().then(
    () => process.stdout.write(`${path.relative(process.cwd(), REPORT_PAGE)}\n`),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
