/**
 * "Telnet (TN3270) Storage Utilization (z/OS V1R4 CS)" of the z/OS V1R4 Communication Server
 * Performance Summary (IBM, December 2002), seed 004, lines 389-407: every row cell by cell as
 * printed (bold tags dropped, nothing else changed), each with the seed line it stands on.
 * tests/addin/sizing/tn3270.test.ts re-reads the seed and checks every cell.
 *
 * A single-release measurement (V1R4 TN3270 echoes at five session counts), not a model of storage:
 * it is offered as a lookup only. This file is data; the lookup is in addin/sizing/tn3270.ts.
 */

import { printedRows, type PrintedRow, type SeedTable } from './printed';

export interface StorageTable extends SeedTable {
  /** The printed header row: label of the first column, then the column keys. */
  readonly header: PrintedRow;
  /** What each column holds, left to right. */
  readonly columns: readonly string[];
  /** Lines printed in bold: the label only, or the label and every value. */
  readonly bold: Readonly<Record<number, 'label' | 'values'>>;
  /** What was measured, for the lookup's help and messages. */
  readonly measured: string;
}

export const TN3270_STORAGE: StorageTable = {
  id: 'TN3270 storage',
  caption: 'Telnet (TN3270) Storage Utilization (z/OS V1R4 CS)',
  captionPrinted: 'heading',
  seed: '004',
  lines: [389, 407],
  header: [391, '# of TN3270 Sessions', '0', '8000', '16000', '32000', '64000'],
  columns: [
    'storage area ("Below"/"Above" the 16M line, line 373; Total rows sum the Below and Above rows)',
    'at 0 TN3270 sessions',
    'at 8000 sessions',
    'at 16000 sessions',
    'at 32000 sessions',
    'at 64000 sessions',
  ],
  rows: /*#__PURE__*/ printedRows(`
393|TCP/IP Below|.180 M|.248 M|.264 M|.312 M|.440 M
|TCP/IP Above|8.08 M|8.08 M|8.08 M|8.08 M|8.12 M
|TCP/IP LSQA /SWA/229/230 Below|.212 M|.224 M|.284 M|.284 M|.284 M
|TCP/IP LSQA /SWA/229/230 Above|15.1 M|43.3 M|69.1 M|121 M|223 M
|CSM Data Space|8.71 M|12.54 M|14.47 M|288.3 M|31.84 M
|System CSA Below|.516 M|.512 M|.516 M|.516 M|.516 M
|System CSA Above|40.600 M|73.6 M|97.3 M|154 M|255 M
|System SQA Below|.704 M|.776 M|.776 M|.776 M|.776 M
|System SQA Above|11.6 M|13.7 M|14.3 M|15.3 M|17.3 M
|Total Below|1.612 M|1.760 M|1.840 M|1.89 M|2.02 M
|Total Above|84.09 M|151.22 M|203.25 M|326.68 M|535.26 M
|Total|85.70 M|152.98 M|205.09 M|328.57 M|537.28 M
|Delta Per User (KB)||8.41 KB|7.46 KB|7.59 KB|7.06 KB
`),
  bold: { 396: 'values', 399: 'values', 402: 'label', 403: 'label', 404: 'label', 405: 'label' },
  quirks: {
    397:
      'CSM Data Space at 32000 sessions is printed 288.3 M; the printed Total Above (326.68 M) and Total ' +
      '(328.57 M) of that column need 28.30 M. Every other column sums exactly.',
  },
  measured: 'z/OS V1R4 CS, TN3270 echoes (TCP/IP address space and MVS SQA/CSA), measured at 0, 8000, 16000, 32000 and 64000 sessions',
};

/** The corrected reading of a misprinted cell, by line and column key; the printed value stays the default. */
export const CORRECTIONS: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  397: { '32000': '28.30 M' },
};
