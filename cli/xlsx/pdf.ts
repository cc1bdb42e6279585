/**
 * A workbook as the PDF a manager reads: LibreOffice prints it as the page setup of each sheet says
 * (one page per sizing sheet, support sheets hidden), showing the values the core computed (no
 * recalculation: a live workbook's AS400 calls mean nothing to LibreOffice, so it prints from a
 * values-only copy).
 */
import fs from 'fs';
import path from 'path';
import JSZip from 'jszip';
import { convert, findSoffice, LIBREOFFICE_PACKAGE, tempDir } from '../libreoffice';
import { type Output, writeOutputs } from '../safe-output';

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

/**
 * The workbook to `file` and `printed` (the workbook, or a copy LibreOffice can print) to `pdf`, each
 * whole or not at all through a temporary file (writeOutputs); 0, or 1 with the reason said.
 */
export function writeWorkbookFiles(
  to: { readonly file: string | null; readonly pdf: string | null; readonly force: boolean },
  xlsx: Buffer,
  printed: Buffer,
  err: (line: string) => void,
): number {
  const writes: Output[] = [];
  if (to.file !== null) writes.push({ file: to.file, write: (temporary) => fs.writeFileSync(temporary, xlsx) });
  const report = to.pdf;
  if (report !== null) writes.push({ file: report, write: (temporary) => writePdf(printed, temporary, report) });
  try {
    writeOutputs(writes, to.force);
  } catch (e) {
    err(e instanceof Error ? e.message.trim() : String(e));
    return 1;
  }
  return 0;
}

/** A formula element, written out or empty (`<f t="array" ref="B10">...</f>`, `<f/>`); `<fill>` and the like do not match. */
const FORMULA = /<f(?:\s[^>]*)?(?:\/>|>[\s\S]*?<\/f>)/g;
/** A cell whose formula answered text: `t="str"` means that only beside a formula, so it becomes an inline string. */
const STRING_RESULT = /<c([^>]*?) t="str"([^>]*)>(?:<v>([\s\S]*?)<\/v>|<v\/>)?<\/c>/g;

/**
 * The workbook with every formula cell replaced by the value it carries, for printing a live
 * workbook: LibreOffice cannot run the add-in, and recalculates on load (the file asks it to), so
 * every AS400 cell would print #NAME?. Only the copy given to LibreOffice is changed.
 */
export async function valuesOnly(xlsx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  for (const name of Object.keys(zip.files).filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n))) {
    const xml = await zip.file(name)!.async('string');
    const values = xml
      .replace(FORMULA, '')
      // Cell metadata marks a dynamic-array formula; a value has none.
      .replace(/(<c\b[^>]*?) cm="\d+"/g, '$1')
      .replace(
        STRING_RESULT,
        (_, before: string, after: string, text: string | undefined) =>
          `<c${before} t="inlineStr"${after}><is><t xml:space="preserve">${text ?? ''}</t></is></c>`,
      );
    zip.file(name, values);
  }
  const workbook = zip.file('xl/workbook.xml');
  if (workbook) zip.file('xl/workbook.xml', (await workbook.async('string')).replace(/ fullCalcOnLoad="1"/, ''));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
