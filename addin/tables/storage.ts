/**
 * Printed tables of PCR V4R5 Chapters 17-19 and Appendix B (seed 000), cell by cell as printed:
 * the Integrated Netfinity Server rules of thumb (17.3), the LPAR measurements (18.4), the
 * CISC-to-RISC main storage guideline (Table 19.3) and the BEST/1 conversion tables (B.1-B.3).
 * Markup is dropped (<b>, <br>), nothing else. tests/addin/sizing/storage.test.ts re-reads every
 * row from the seed.
 */
import type { Transcription } from './domino';
import { printedRows } from './printed';

const INS_COLUMNS = ['Resource', '60% INS Load', '100% INS Load', 'WC INS Load'];
const INS_NOTE =
  'Disk arms are fully used at 40% arm utilization, IOPs and IOAs at 80% (17.3 Definitions); "*" (line 6039): ' +
  'arm needs vary widely with the I/O load, more for a larger storage space than the 4 GB (35 GB for Exchange) exercised.';

/** 17.3, 333 MHz INS running file serving load (the table carries a heading, no caption). */
export const INS_333_FILE: Transcription = {
  id: '17.3 333 MHz file serving',
  caption: '333 MHz Rules of Thumb (for each installed INS running file serving load)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [6009, 6017],
  columns: INS_COLUMNS,
  rows: /*#__PURE__*/ printedRows(`
6013|CPWs|11|25|40
|Storage (disk) IOP|0.1|0.15|0.2
|Storage (disk) IOA|0.2|0.3|0.4
|Disk Arms (w/o Parity)*|1|2|4
|Disk Arms (Parity)*|3|6|12
`),
  quirks: {},
  note: INS_NOTE,
};

/** 17.3, 700 MHz INS running file serving load. */
export const INS_700_FILE: Transcription = {
  id: '17.3 700 MHz file serving',
  caption: '700 MHz Rules of Thumb (for each Installed INS running file serving load)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [6019, 6027],
  columns: INS_COLUMNS,
  rows: /*#__PURE__*/ printedRows(`
6023|CPWs|15|32|45
|Storage (disk) IOP|0.03|0.06|0.11
|Storage (disk) IOA|0.12|0.3|0.5
|Disk Arms (w/o Parity)*|1|2|4
|Disk Arms (Parity)*|3|4|12
`),
  note: INS_NOTE,
  quirks: {
    6027:
      'Parity arms at 100% load printed 4: twice the 2 arms without parity, where the definitions say parity ' +
      '"requires about three times the number of arms" (about 6) and every other column is 3 times.',
  },
};

/** 17.3, 700 MHz INS running application load (Microsoft Exchange on a 35 GB storage space); only the 100% column is printed. */
export const INS_700_APP: Transcription = {
  id: '17.3 700 MHz application',
  caption: '700 MHz Rules of Thumb (for each Installed INS running application load)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [6029, 6037],
  columns: ['Resource', '100% INS Load'],
  rows: /*#__PURE__*/ printedRows(`
6033|CPWs|50
|Storage (disk) IOP|0.06
|Storage (disk) IOA|0.6
|Disk Arms (w/o Parity)*|7
|Disk Arms (Parity)*|21
`),
  quirks: {},
  note: INS_NOTE,
};

/** 18.4, measurements on a partitioned 12-way 740 at V4R4M0, CPU at 70% (line 6296). */
export const LPAR_12WAY: Transcription = {
  id: '18.4 12-way',
  caption: 'LPAR measurements on a partitioned 12-way system (chart without caption)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [6300, 6305],
  columns: [
    'LPAR Configuration',
    'Stand alone 12-way CPW',
    'Total LPAR CPW',
    'CPW Increase',
    'LPAR CPW Primary',
    'LPAR CPW Secondary',
    'LPAR CPW Secondary',
    'Average LPAR Overhead',
  ],
  rows: /*#__PURE__*/ printedRows(`
6303|8-way, 4-way|4700|5020|7%|3330|1690|n/a|10 %
|(2) 6-ways|4700|5140|9%|2605|2535|n/a|9 %
|(3) 4-ways|4700|5290|13%|1770|1770|1750|9 %
`),
  note:
    'Measured on one 12-way 740 at V4R4M0 with CPU at 70% (lines 6274, 6296); the standalone 12-way measured 4700 CPW, ' +
    'above the published V4R3M0 4550 (line 6298). Increases are over the standalone 12-way; overheads are of a partition running with the others.',
  quirks: {
    6303: "Overhead 10 % is the processor-weighted mean of the text's 12% (4-way partition) and 9% (8-way), line 6292.",
    6304: 'The text (line 6292) says the two 6-way and three 4-way partitions are "all degraded by about 8%"; the chart prints 9 %.',
    6305: 'The text (line 6292) says "about 8%"; the chart prints 9 %.',
  },
};

/** 18.4, measurements on a 4-way system split into two 2-way partitions (18.2 describes them). */
export const LPAR_4WAY: Transcription = {
  id: '18.4 4-way',
  caption: 'LPAR measurements on a partitioned 4-way system (chart without caption)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [6313, 6316],
  columns: ['LPAR Configuration', 'Stand alone 4-way CPW', 'Total LPAR CPW', 'CPW Increase', 'LPAR CPW Primary', 'LPAR CPW Secondary', 'Average LPAR Overhead'],
  rows: /*#__PURE__*/ printedRows(`
6316|(2) 2-ways|1950|2044|5%|1025|1019|3 %
`),
  note: 'Measured on one 4-way system split into two 2-way partitions (18.2, line 6253); two standalone 2-ways total 2100 CPW (line 6255).',
  quirks: {
    6316: 'Line 6253 rounds (2044-1950)/1950 = 4.8% to 5%; line 6255 writes the 3% overhead as (2100-2044)/2044 = -3%, which evaluates to +2.7%.',
  },
};

/** 18.4, overhead of a partition running with others vs. alone, by n-way size. */
export const LPAR_OVERHEAD: Transcription = {
  id: '18.4 overhead',
  caption: 'overhead on n-ways of running a single LPAR partition alone vs. running with other partitions (chart without caption)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [6320, 6325],
  columns: ['Processors', 'Measured', 'Projected'],
  rows: /*#__PURE__*/ printedRows(`
6322|2|-|1.5 %
|4|3.0 %|-
|8|-|6.0 %
|12|9.0 %|-
`),
  note: 'Measured on the 4-way and the 12-way of 18.2-18.4; the 2-way and 8-way values are projections. "-" is not printed.',
  quirks: {},
};

/** 18.4, projected capacities, "based on measurements on 1 and 2 way measurements" at 70% CPU, V4R4M0. */
export const LPAR_PROJECTED: Transcription = {
  id: '18.4 projected',
  caption: 'projected LPAR capacities for several LPAR configurations (chart without caption)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [6329, 6333],
  columns: ['LPAR Configuration Number', 'LPAR Configuration Processors', 'Projected LPAR CPW', 'Projected CPW Increase Over a Standalone 12-way'],
  rows: /*#__PURE__*/ printedRows(`
6332|12|1-ways|5920|26 %
|6|2-ways|5700|21 %
`),
  note:
    'Projections from 1- and 2-way measurements at 70% CPU, V4R4M0, LPAR overhead included ' +
    '(line 6327); increases are over the measured standalone 12-way (4700 CPW).',
  quirks: {},
};

/** Table 19.3, the CISC-to-RISC first approximation. */
export const TABLE_19_3: Transcription = {
  id: '19.3',
  caption: 'Table 19.3. Main Storage Size Guidelines',
  captionPrinted: 'caption',
  seed: '000',
  lines: [6500, 6505],
  columns: ['Main Storage Size on CISC', 'Main Storage Size on RISC'],
  rows: /*#__PURE__*/ printedRows(`
6503|Up to 160MB|(2 X CISC Main Storage) + 16MB (See note below)
|Greater than 160MB|2 X CISC Main Storage
`),
  quirks: {
    6503: 'The two rows do not join: 160MB CISC gives 336MB RISC but 161MB gives 322MB. Kept as printed.',
  },
};

/** Table B.1, BEST/1's transaction-level factors from a CISC to a RISC configuration. */
export const TABLE_B_1: Transcription = {
  id: 'B.1',
  caption: 'Table B.1. CISC-to-RISC Conversion Factors',
  captionPrinted: 'caption',
  seed: '000',
  lines: [7429, 7436],
  columns: ['Description', 'CPU Time', 'Working Set Size*', 'I/O Counts'],
  rows: /*#__PURE__*/ printedRows(`
7432|General purpose workload type|1.00|2.00|1.00
|CPU intensive workloads where the CPU per I/O rate is high|0.50|1.50|1.00
|I/O intensive workloads where the CPU per I/O rate is low|1.00|2.30|1.00
|Development workload where compile and debug are the bulk of the work|1.50|5.00|1.00
`),
  note: '(*) line 7436: BEST/1 adds the 16 MB minimum RISC machine pool to the working set factor; the note disclaims the factors ("AS IS").',
  quirks: {},
};

/** Table B.2, BEST/1 workload types for the rows of B.1 (caption not printed; line 7438 says "per Table B.2 below"). */
export const TABLE_B_2: Transcription = {
  id: 'B.2',
  caption: 'BEST/1 workload types (caption not printed; "Table B.2" in line 7438)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [7440, 7445],
  columns: ['Description', 'Normal', 'Batch'],
  rows: /*#__PURE__*/ printedRows(`
7442|General purpose workload type|*NORMAL|*BATCHJOB
|CPU intensive workloads where the CPU per I/O rate is high|*TRNNORM1|*TRNBAT1
|I/O intensive workloads where the CPU per I/O rate is low|*TRNNORM2|*TRNBAT2
|Development workload where compile and debug are the bulk of the work|*TRNNORM3|*TRNBAT3
`),
  quirks: {},
};

/** Table B.3, sample CPU seconds per I/O by average I/O response time (caption not printed; "Table B.3 below", line 7465). */
export const TABLE_B_3: Transcription = {
  id: 'B.3',
  caption: 'sample CPU per I/O values for various DASD response times (caption not printed; "Table B.3" in line 7465)',
  captionPrinted: 'heading',
  seed: '000',
  lines: [7471, 7475],
  columns: ['Avg I/O Resp Time', 'I/O Intensive *TRNNORM2 or *TRNBAT2', '*NORMAL or *BATCHJOB', 'CPU Intensive *TRNNORM1 or *TRNBAT1'],
  rows: /*#__PURE__*/ printedRows(`
7473|10 msec|< 0.003|0.003 to 0.040|> 0.040
|20 msec|< 0.005|0.005 to 0.080|> 0.080
|30 msec|< 0.008|0.008 to 0.120|> 0.120
`),
  quirks: {},
};
