/**
 * The save/restore tables of the PCR V4R5 (seed 000), Chapter 15: Table 15.1.1 (tape drive speed and
 * compaction) and the three LossFromWorkLoadType tables of 15.5-15.7 with the drives each applies
 * to, every data row cell by cell as printed with its seed line; the measured rate tables of
 * 15.9-15.20 are in save-rates.ts. tests/addin/sizing/save.test.ts re-reads each line of the seed
 * and checks every cell. The rules that read them: addin/sizing/save.ts.
 */

import { printedRows, type SeedTable } from './printed';

export interface Printed extends SeedTable {
  readonly captionLine: number;
}

/** Table 15.1.1 columns: Drive, Rate (MB/S), COMPACT ("#1", "#2" are footnote markers, lines 5364-5366). */
export const TABLE_15_1_1: Printed & { readonly columns: readonly string[] } = {
  id: '15.1.1',
  caption: 'Table 15.1.1 Tape Drive speed and compaction information',
  captionPrinted: 'caption',
  seed: '000',
  captionLine: 5346,
  lines: [5350, 5362],
  columns: ['Drive', 'Rate (MB/S): native tape speed', 'COMPACT: compaction ratio used in the 15.4 formula'],
  rows: /*#__PURE__*/ printedRows(`
5350|6380|0.3|0.0
|6381|0.3|1.8
|6382|0.38|1.8
|MLR1-S|1.5|1.8
|6385|1.5|1.8
|MLR3|2.0|1.8
|6390|0.5|1.8
|7208-342|3.0|1.8
|3570|2.2|2.5
|3570-C|5.5|2.5
|3590 B Non Ultra|9.0|1.6 #2
|3590 Ultra SCSI B model #1|9.0|2.8
|3590E #1|14.0|2.4 #2
`),
  quirks: {
    5350:
      'COMPACT 0.0: "For testing purposes on the 6380, compression was substituted for ' +
      'compaction in the formula" (line 5424); the substituted value is not printed.',
    5358: 'Printed "3570"; the class list of 15.6 (line 5441) calls it "3570-B".',
  },
};

/** A LossFromWorkLoadType table: the drives it is for (prose, line cited) and rows [line, workloads, "Amount of Loss"]. */
export interface LossTable extends Printed {
  readonly drivesLine: number;
  /** Drive names as the section prints them. */
  readonly drives: readonly string[];
}

const RETAINED = 'The "Amount of Loss" column is the fraction of the tape speed KEPT, not lost: the worked examples multiply by it (.95, .85, .60).';

export const LOSS_TABLES: readonly LossTable[] = [
  {
    id: '15.5.1',
    caption: 'Table 15.5.1 Lower performing tape drives LossFromWorkLoadType Approximations (Save Operations)',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5426,
    lines: [5429, 5431],
    drivesLine: 5424,
    drives: ['6380', '6390'],
    rows: /*#__PURE__*/ printedRows(`
5429|2GB|95%
|NUMX, DLO|85%
|NSRC|50%
`),
    quirks: { 5429: RETAINED },
  },
  {
    id: '15.6.1',
    caption: 'Table 15.6.1 Medium performing tape drives LossFromWorkLoadType Approximations (Save Operations)',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5443,
    lines: [5446, 5448],
    drivesLine: 5441,
    drives: ['6385', '3570-B', 'MLR1-S', 'MLR3'],
    rows: /*#__PURE__*/ printedRows(`
5446|2GB|85%
|NUMX, DLO|65%
|NSRC|25%
`),
    quirks: { 5446: RETAINED },
  },
  {
    id: '15.7.1',
    caption: 'Table 15.7.1 Higher performing tape drives LossFromWorkLoadType Approximations (Save Operations)',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5460,
    lines: [5463, 5465],
    drivesLine: 5458,
    drives: ['3570-C', '3590 Ultra SCSI B model', '3590E'],
    rows: /*#__PURE__*/ printedRows(`
5463|2GB|95%
|NUMX, DLO|60%
|NSRC|12%
`),
    quirks: { 5463: RETAINED },
  },
];

/**
 * The worked examples of 15.5-15.7 (headings "Example for a 6390 Tape Drive", line 5433; "3570", line 5450;
 * "3590E", line 5467), as printed: TapeSpeed | * | LossFromWorkLoad | * | Compaction ... = MB/HR.
 */
export const EXAMPLES: Printed = {
  id: '15.5-15.7 examples',
  caption: 'Example for a 6390 Tape Drive / 3570 Tape Drive / 3590E Tape Drive',
  captionPrinted: 'none',
  seed: '000',
  captionLine: 5433,
  lines: [5437, 5472],
  rows: /*#__PURE__*/ printedRows(`
5437|.5|*|.95 = (.475)|*|1.8 = (.855) MB/S * 3600 = 3078 MB/HR
5454|2.2|*|.85 = (1.87)|*|2.5 = (4.68) MB/S * 3600 = 16848 MB/HR
5471|14.0|*|.95 = (13.3)|*|2.4 = (31.92) MB/S * 3600 = 114912 MB/HR
|14.0|*|.60 = (8.4)|*|2.4 = (20.16) MB/S * 3600 = 72576 MB/HR
`),
  quirks: {
    5454: 'Printed 16848 MB/HR: the example rounds 1.87 x 2.5 = 4.675 MB/s to 4.68 before multiplying by 3600; the formula gives 4.675 x 3600 = 16830 MB/HR.',
  },
};
