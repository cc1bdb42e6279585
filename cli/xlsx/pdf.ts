/**
 * A workbook as the PDF a manager reads: LibreOffice prints it as the page setup of each sheet says
 * (one page per sizing sheet, support sheets hidden), showing the values the core computed (no
 * recalculation: a live workbook's AS400 calls mean nothing to LibreOffice).
 */
import fs from 'fs';
import path from 'path';
import { convert, findSoffice, LIBREOFFICE_PACKAGE, tempDir } from '../libreoffice';

/** Why a PDF cannot be made here, in words naming what to install; null when LibreOffice is there. */
export function pdfUnavailable(): string | null {
  if (findSoffice() !== null) return null;
  return (
    `--pdf prints the workbook with LibreOffice, which is not installed (no soffice on the PATH). ` +
    `On Debian: sudo apt-get install --no-install-recommends ${LIBREOFFICE_PACKAGE}. Nothing was written.`
  );
}

/** Prints the workbook to `file`; `name` is the report's file name (LibreOffice titles the PDF after the workbook's). */
export function writePdf(xlsx: Buffer, file: string, name: string = file): void {
  const dir = tempDir('pdf');
  try {
    const input = path.join(dir, `${path.basename(name, path.extname(name)) || 'workbook'}.xlsx`);
    fs.writeFileSync(input, xlsx);
    const [pdf] = convert([input], 'pdf', path.join(dir, 'out'), { recalc: false });
    fs.copyFileSync(pdf, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
