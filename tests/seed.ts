/**
 * The source documents, read by the tests on their own (the repository keeps a copy of the seeds
 * in sources/, see sources/README.md), so table cells are checked against the print, not against
 * the code.
 */
import fs from 'fs';
import path from 'path';

const SOURCES = path.resolve(__dirname, '..', 'sources');

/** The seeds by their number: 000 PCR V4R5, 001 Flash 9522, 002 journal Redbook, 003 stream files, 004 z/OS CS. */
export const SEEDS = {
  '000': '000_bf9523dd556c00a7.txt',
  '001': '001_3b818109378aaea7.txt',
  '002': '002_1398ba3522517368.txt',
  '003': '003_15ab0632c3e9ec90.txt',
  '004': '004_acdc0ed6609433f5.txt',
} as const;

export const PCR_FILE = path.join(SOURCES, SEEDS['000']);

const cache = new Map<string, string[]>();

/** Line n (1-based, as the reading notes cite them) of a seed. */
export function seedLine(seed: keyof typeof SEEDS, n: number): string {
  let lines = cache.get(seed);
  if (!lines) {
    lines = fs.readFileSync(path.join(SOURCES, SEEDS[seed]), 'utf8').split('\n');
    cache.set(seed, lines);
  }
  return lines[n - 1];
}

/** Lines of the PCR V4R5. */
export const pcrLine = (n: number): string => seedLine('000', n);

export function pcrLineCount(): number {
  pcrLine(1);
  return (cache.get('000') as string[]).length;
}

/** Cells of a markdown table line, as printed (bold markers kept). */
export const tableCells = (line: string): string[] =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

export const isSeparator = (line: string): boolean => /^\|[-| :]+\|?$/.test(line);
