/** The documents the add-in rests on, and the edition of the data it embeds. */
import { CATALOG } from './catalog/catalog';

/** Short names used in the functions' help ("Source: PCR V4R5 2.8"), with the documents' full titles. */
export const DOCUMENTS: readonly (readonly [short: string, title: string])[] = [
  ['PCR V4R5', 'IBM, AS/400 Performance Capabilities Reference, Version 4 Release 5 (July 2000)'],
  ['Redbook SG24-6286', 'IBM Redbook SG24-6286, Striving for Optimal Journal Performance on DB2 UDB for iSeries (2002)'],
  ['z/OS V1R4 CS', 'IBM, z/OS V1R4 Communications Server Performance Summary (2002)'],
];

/** A help text's source sentence with the document's full title in place of its short name. */
export function citation(source: string): string {
  for (const [short, title] of DOCUMENTS) {
    if (source.startsWith(short)) return `${title}, ${source.slice(short.length).replace(/^[\s,]+/, '')}`;
  }
  return source;
}

export const DATA_EDITION = `PCR V4R5 (July 2000) Appendix D: ${CATALOG.length} rows`;
