/** The documents the add-in rests on, and the edition of the data it embeds. */
import { CATALOG } from './catalog/catalog';

/**
 * Short names used in the functions' help ("Source: PCR V4R5 2.8"), with the documents' full titles and the brief
 * form a printed page's footer cites (one line within a third of the page; the full title prints in the page's Sources).
 */
export const DOCUMENTS: readonly (readonly [short: string, title: string, brief: string])[] = [
  ['PCR V4R5', 'IBM, AS/400 Performance Capabilities Reference, Version 4 Release 5 (July 2000)', 'IBM AS/400 PCR V4R5 (July 2000)'],
  ['Redbook SG24-6286', 'IBM Redbook SG24-6286, Striving for Optimal Journal Performance on DB2 UDB for iSeries (2002)', 'IBM Redbook SG24-6286 (2002)'],
  ['z/OS V1R4 CS', 'IBM, z/OS V1R4 Communications Server Performance Summary (2002)', 'IBM z/OS V1R4 CS Perf. (2002)'],
];

/** The documents that source lines cite by their short names; the PCR, the add-in's authority, where they name none. */
export function citedDocuments(lines: readonly string[]): (typeof DOCUMENTS)[number][] {
  const cited = DOCUMENTS.filter(([short]) => lines.some((line) => line.includes(short)));
  return cited.length ? cited : [DOCUMENTS[0]];
}

/** A page footer's citation of the documents source lines cite: their brief forms, their short names where several. */
export const footerCitation = (lines: readonly string[]): string => {
  const cited = citedDocuments(lines);
  return cited.length === 1 ? cited[0][2] : `IBM ${cited.map(([short]) => short).join(', ')}`;
};

/** A help text's source sentence with the document's full title in place of its short name. */
export function citation(source: string): string {
  for (const [short, title] of DOCUMENTS) {
    if (source.startsWith(short)) return `${title}, ${source.slice(short.length).replace(/^[\s,]+/, '')}`;
  }
  return source;
}

export const DATA_EDITION = `PCR V4R5 (July 2000) Appendix D: ${CATALOG.length} rows`;
