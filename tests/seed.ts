/**
 * The source documents, read by the tests on their own (the repository keeps a copy of the seeds
 * in sources/, see sources/README.md), so table cells are checked against the print, not against
 * the code.
 */
import fs from 'fs';
import path from 'path';

const SOURCES = path.resolve(__dirname, '..', 'sources');

export const PCR_FILE = path.join(SOURCES, '000_bf9523dd556c00a7.txt');

let pcr: string[] | null = null;

/** Lines of the PCR V4R5, 1-based as the reading notes cite them. */
export function pcrLine(n: number): string {
  pcr ??= fs.readFileSync(PCR_FILE, 'utf8').split('\n');
  return pcr[n - 1];
}

export function pcrLineCount(): number {
  pcrLine(1);
  return (pcr as string[]).length;
}

/** Cells of a markdown table line, as printed (bold markers kept). */
export const tableCells = (line: string): string[] => line.split('|').slice(1, -1).map((c) => c.trim());

export const isSeparator = (line: string): boolean => /^\|[-| :]+\|?$/.test(line);
