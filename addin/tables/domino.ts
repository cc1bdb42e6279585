/**
 * The announced capabilities of the Dedicated Server for Domino (DSD) models, PCR V4R5 2.13.1 and
 * 2.13.2, seed 000 lines 865-888: printed as bullet lists, not as a table, and kept here cell by
 * cell as printed. tests/addin/sizing/domino.test.ts re-reads every line.
 */
import { printedRows, type SeedTable } from './printed';

/** A printed listing kept as data: each row is its seed line, then its cells exactly as printed. */
export interface Transcription extends SeedTable {
  /** What each cell after the line holds. */
  readonly columns: readonly string[];
  /** What the reader must know to use the cells: conditions of the measurement, footnotes. */
  readonly note?: string;
}

/**
 * "Simple Mail Users = 2,400 Mail & Calendaring Users = 1,600 Processor CPW = 50 Interactive CPW = 0".
 * The 170 DSD features (2.13.2) print no Mail & Calendaring Users: that cell is '' (not printed).
 * Their "Processor CPW" is the one Table D.1.3.1 heads "Non Domino CPW": the capacity for work
 * other than Domino, not a capacity for Domino users.
 */
export const DSD_CAPABILITIES: Transcription = {
  id: '2.13',
  caption: 'announced DSD capabilities (2.13.1 Model 270 and 820 DSD, 2.13.2 Model 170 DSD)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [865, 888],
  columns: ['model-feature', 'Simple Mail Users', 'Mail & Calendaring Users', 'Processor CPW', 'Interactive CPW'],
  rows: /*#__PURE__*/ printedRows(`
865|270-2422|2,400|1,600|50|0
|270-2423|3,860|2,570|100|0
|270-2424|7,580|5,050|200|0
|820-2425|3,860|2,570|100|0
|820-2426|8,420|5,610|200|0
871|820-2427|14,840|9,890|300|0
885|170-2407|1,300||30|10
887|170-2408|2,300||60|15
|170-2409|4,300||120|20
`),
  quirks: {
    871: 'Announced 9,890 Mail & Calendaring Users; Table 11.1 (line 4158) ran 10,000 on the same 820-2427 at 70.8% CPU.',
  },
};
