/**
 * npm run report-page: docs/report-page.png, the README's picture of a printed report: the report
 * template's Summary page (the 720-2061-1501 workload carried to three candidates, for a system named
 * PROD) printed by LibreOffice as `as400-sizer workbook report --pdf` prints it, rasterised by pdftoppm.
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

export const REPORT_PAGE = path.resolve(__dirname, '..', 'docs', 'report-page.png');

/** The report fields of the README's picture: an example, not a customer. */
const PICTURE_FIELDS = ['Organization=Example Co.', 'SystemName=PROD', 'PreparedBy=Capacity planning'];

/** Writes the first page of the template's printed sample as a PNG at `dpi`. */
export async function renderReportPage(out: string = REPORT_PAGE, template = 'report', dpi = 80): Promise<void> {
  const plan = planRequest({ template, sets: template === 'report' ? PICTURE_FIELDS : [], mode: 'portable' });
  if (isError(plan)) throw new Error(plan.message);
  const dir = tempDir('report-page');
  try {
    const pdf = path.join(dir, 'report.pdf');
    writePdf(await writeWorkbook(plan), pdf);
    const r = spawnSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdf, path.join(dir, 'page')], { encoding: 'utf8' });
    if (r.error || r.status !== 0) throw new Error(`pdftoppm failed (install poppler-utils): ${r.error?.message ?? r.stderr}`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    replaceFile(out, fs.readFileSync(path.join(dir, 'page.png')));
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
