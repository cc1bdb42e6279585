/**
 * The measured save/restore rate tables of the PCR V4R5 (seed 000), 15.9-15.20, every data row
 * cell by cell as printed with its seed line. Each is one machine and configuration: a lookup,
 * never a predictor. AS400.SRRATE loads this module on its first call, so the functions bundle
 * every recalculation loads does not carry them. The rules that read them: addin/sizing/save-rates.ts.
 */
import { printedRows, type PrintedRow } from './printed';
import type { Printed } from './save';

export type Operation = 'SAVE' | 'RESTORE';

/**
 * What a printed cell of a measured row holds: the row key ('row'; blank = the row above's), the
 * operation ('op': Save/Restore or S/R; other text there names the group of the rows below it), a
 * printed empty column ('blank'), or a rate for a column (and operation, where the header carries it).
 */
export type CellRole = 'row' | 'op' | 'blank' | { readonly column: string; readonly op?: Operation };

export interface RateTable extends Printed {
  /** The machine and configuration measured, as the text prints it (lines cited). */
  readonly measured: string;
  readonly unit: 'MB/HR' | 'GB/HR';
  readonly cells: readonly CellRole[];
  /** Other names planners use for a printed row or column label: alias -> printed label. */
  readonly aliases?: Readonly<Record<string, string>>;
}

const S = 'SAVE';
const R = 'RESTORE';
const SR = (...columns: string[]): CellRole[] =>
  columns.flatMap(
    (column) =>
      [
        { column, op: S },
        { column, op: R },
      ] as const,
  );
const DRIVES = (n: number): CellRole[] => Array.from({ length: n }, (_, i) => ({ column: String(i + 1) }));
const COLS = (...columns: string[]): CellRole[] => columns.map((column) => ({ column }));
const V4R5 = (
  key: string,
  caption: string,
  line: number,
  measured: string,
  columns: string[],
  rows: PrintedRow[],
  more: Partial<RateTable> = {},
): RateTable => ({
  id: key,
  caption,
  captionPrinted: 'caption',
  seed: '000',
  captionLine: line,
  lines: [rows[0][0], rows[rows.length - 1][0]],
  measured,
  unit: 'MB/HR',
  cells: ['row', 'op', ...COLS(...columns)],
  rows,
  quirks: {},
  ...more,
});
const NUMIX6G = 'Column printed "NUMIX6G": the NUMX6G workload of 15.3 (line 5390).';
const V4R3 = (id: string, line: number, rows: PrintedRow[], quirks: Record<number, string>): RateTable => ({
  id,
  caption: `V4R3 rates, ${id === '15.18-A' ? 'first' : 'second'} table of 15.18 (no caption printed)`,
  captionPrinted: 'none',
  seed: '000',
  captionLine: line,
  lines: [rows[0][0], rows[rows.length - 1][0]],
  measured: 'V4R3, DTACPR(*DEV), COMPACT(*DEV), USEOPTBLK(*YES) (line 5678); the system measured is not printed',
  unit: 'MB/HR',
  cells: ['row', ...SR('NSRC', 'NUMX', '2GB', 'DLO')],
  rows,
  quirks,
});

export const RATE_TABLES: readonly RateTable[] = [
  {
    id: '15.9',
    caption: 'Parallel save and restore of 128 GB to 1 TB files by number of tape drives (15.9; no caption printed)',
    captionPrinted: 'none',
    seed: '000',
    captionLine: 5491,
    lines: [5497, 5504],
    measured: '840 24-way, 24 towers each with one 2749 and 45 DASD units, data in an ASP of 700 DASD units, files of 64 GB members (line 5493)',
    unit: 'MB/HR',
    cells: ['row', 'op', ...DRIVES(10)],
    rows: /*#__PURE__*/ printedRows(`
5497|128 GB File|S|110000|215000|334000|436000|534000|604000||||
||R|110000|195000|290000|361000|425000|448000||||
|256 GB File|S||||||652000|743000|827000|923000|
||R||||||436000|548000|590000|617000|
|512 GB File|S|||||||||987000|1073000
||R|||||||||627000|661000
|1 TB File|S||||||||||987000
||R||||||||||472000
`),
    quirks: {},
  },
  {
    id: '15.9-24',
    caption: 'Concurrent and parallel operations on 24 tape drives (15.9; no caption printed)',
    captionPrinted: 'none',
    seed: '000',
    captionLine: 5508,
    lines: [5512, 5517],
    measured: '840 24-way, 24 towers, 96 GB main storage (line 5508)',
    unit: 'MB/HR',
    cells: ['op', { column: '24 tape drives' }],
    aliases: { CONCURRENT: 'Concurrent operations', PARALLEL: 'Parallel Operation' },
    rows: /*#__PURE__*/ printedRows(`
5512|Concurrent operations|24 tape drives
|Save|2700000
|Restore|700000
|Parallel Operation|
|Save|2220000
|Restore|525000
`),
    quirks: { 5517: 'Line 5508 prints the parallel save as "Averaging 91 GB/HR/Tape Drive"; 2220000 / 24 = 92500 MB/HR.' },
  },
  {
    id: '15.13',
    caption: 'Memory pool size and save/restore rates (15.13; no caption printed)',
    captionPrinted: 'none',
    seed: '000',
    captionLine: 5539,
    lines: [5545, 5547],
    measured: '840 12-way, 45 DASD units, all RAID protected (line 5541)',
    unit: 'MB/HR',
    cells: ['row', ...SR('16 GB File'), { column: '6GB User Mix', op: S }, { column: '6GB User Mix', op: R }],
    aliases: {
      '1X': 'Memory = # Jobs<br>Pool Size    Max. Act<br>10000.00    10000',
      '2X': 'Memory = 2X # Jobs<br>Pool Size    Max. Act<br>10000.00    5000',
      '3X': 'Memory = 3X # Jobs<br>Pool Size    Max. Act<br>10000.00    3300',
      USERMIX: '6GB User Mix',
      NUMX6G: '6GB User Mix',
    },
    rows: /*#__PURE__*/ printedRows(`
5545|Memory = # Jobs<br>Pool Size    Max. Act<br>10000.00    10000|54000|56000|40000|40000
|Memory = 2X # Jobs<br>Pool Size    Max. Act<br>10000.00    5000|84000|56000|58000|40000
|Memory = 3X # Jobs<br>Pool Size    Max. Act<br>10000.00    3300|94000|56000|62000|40000
`),
    quirks: { 5545: 'The pool size "10000.00" has no unit printed; the restore column is headed "User Mix Restore" (the 6 GB user mix).' },
  },
  {
    id: '15.14.1',
    caption: 'Table 15.14.1 Limit DASD Units Measurements on a 3590E (MB/HR)',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5555,
    lines: [5558, 5562],
    measured: '840 12-way, RAID-protected DASD units, one 3590E (lines 5553, 5555)',
    unit: 'MB/HR',
    cells: ['row', ...SR('16 GB File'), { column: '6GB User Mix', op: S }, { column: '6GB User Mix', op: R }],
    aliases: { USERMIX: '6GB User Mix', NUMX6G: '6GB User Mix' },
    rows: /*#__PURE__*/ printedRows(`
5558|15 DASD Units|98000|32000|56000|23000
|30 DASD Units|98000|40000|61000|29000
|45 DASD Units|98000|59000|63000|40000
|60 DASD Units|112000|100000|75000|45000
|75 DASD Units|112000|112000|81000|45000
`),
    quirks: {},
  },
  {
    id: '15.14.1-CONCURRENT',
    caption: 'Table 15.14.1 Limit DASD Units Measurements on a 3590E (MB/HR)', // its concurrent 16 GB file rows (after the note, line 5563)
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5555,
    lines: [5565, 5567],
    measured: '840 12-way, RAID-protected DASD units, 1 to 3 3590E drives concurrently, large file workload (lines 5553, 5563)',
    unit: 'GB/HR',
    cells: ['row', ...SR('75 DASD Units', '90 DASD Units')],
    aliases: { 1: "1 3590E's", 2: "2 3590E's", 3: "3 3590E's" },
    rows: /*#__PURE__*/ printedRows(`
5565|1 3590E's|110|115|110|115
|2 3590E's|218|138|218|160
|3 3590E's|315|145|315|165
`),
    quirks: {
      5565:
        'Printed under the table\'s "(MB/HR)" caption, but 110 to 315 can only be GB/HR (one 3590E ' +
        'saves 98000-112000 MB/HR in the rows above): kept as printed, in GB/HR.',
    },
  },
  V4R5(
    '15.16.1',
    'Table 15.16.1 - V4R5 Measurements on an 270 1 way system 6 DASD Units (MB/HR)',
    5575,
    '270 1-way, 6 DASD units, V4R5 (caption)',
    ['NUMX', 'NSRC', 'DLO', '2 GB File'],
    /*#__PURE__*/ printedRows(`
5579|MLR1|Save|7500|2900|4500|9300
||Restore|7400|3000|4100|9500
|3590B|Save|25000|5000|20000|75000
||Restore|11000|3000|5200|22000
|3590E|Save|25000|5000|26000|79000
||Restore|11000|3000|5200|22000
`),
  ),
  V4R5(
    '15.16.2',
    'Table 15.16.2 - V4R5 Measurements on an 820 1 way system 12 DASD Units (MB/HR)',
    5586,
    '820 1-way, 12 DASD units, V4R5 (caption)',
    ['NUMX', 'NSRC', 'DLO', '2 GB File'],
    /*#__PURE__*/ printedRows(`
5590|MLR3|Save|9000|2800|5600|12000
||Restore|9000|2800|4700|12000
|3590B|Save|26000|6500|20000|75000
||Restore|17000|4000|7300|33000
|3590E|Save|36000|6500|29000|95000
||Restore|17000|4000|7300|33000
`),
  ),
  V4R5(
    '15.16.3',
    'Table 15.16.3 - V4R5 Measurements on an 820 1 way system 57 DASD Units (MB/HR)',
    5597,
    '820 1-way, 57 DASD units, V4R5 (caption)',
    ['NUMX6G', '16GB Large File'],
    /*#__PURE__*/ printedRows(`
5601|3590E|Save|71000|114000
||Restore|42000|114000
`),
  ),
  V4R5(
    '15.16.4',
    'Table 15.16.4 - V4R5 Measurements on an 820 4 way system 45 DASD Units (MB/HR)',
    5604,
    '820 4-way, 45 DASD units, V4R5 (caption)',
    ['NUMX', 'NSRC', 'DLO', '2 GB File', 'NUMIX6G', '16 GB File'],
    /*#__PURE__*/ printedRows(`
5608|MLR3|Save|10000|3000|5000|12000|12000|12000
||Restore|9000|3000|5000|12000|10000|12000
|3590B|Save|34000|10000|30000|80000|69000|85000
||Restore|14000|3000|14000|69000|42000|84000
|3590E|Save|49000|10000|36000|101000|80000|112000
||Restore|31000|7000|14000|83000|42000|84000
`),
    { aliases: { NUMX6G: 'NUMIX6G' }, quirks: { 5608: NUMIX6G } },
  ),
  V4R5(
    '15.16.5',
    'Table 15.16.5 - V4R5 3590E Measurements on an 840 24 way system (MB/HR)',
    5615,
    '840 24-way, 3590E, V4R5 (caption)',
    ['NUMX', 'NSRC', 'DLO', '2 GB File', 'NUMIX6G', '4 GB File', '8 GB File', '16 GB File'],
    /*#__PURE__*/ printedRows(`
5619|3590|Save|34000|7500|31500|90000|85000|99500|108000|115000
||Restore|18500|3000|17000|100000|40000|101000|109000|115000
`),
    { aliases: { NUMX6G: 'NUMIX6G', '3590E': '3590' }, quirks: { 5619: `Row printed "3590" under a 3590E caption (read as the 3590E). ${NUMIX6G}` } },
  ),
  {
    id: '15.17.1',
    caption: 'Table 15.17.1 Concurrent Rates from an AS/400 650-2189 using the 3590 Ultra SCSI B model 4 GB File Workload using SAVLIB',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5626,
    lines: [5629, 5630],
    measured: '650-2189, 3590 Ultra SCSI B model, 4 GB file workload, SAVLIB from separate libraries, V4R4 (caption, line 5624)',
    unit: 'MB/HR',
    cells: ['op', ...DRIVES(10)],
    rows: /*#__PURE__*/ printedRows(`
5629|SAVE|60000|118000|175000|225000|280000|320000|325000|345000|345000|345000
|RESTORE|59000|110000|150000|165000|170000|185000|185000|185000|185000|185000
`),
    quirks: {},
  },
  {
    id: '15.17.2',
    caption: 'Table 15.17.2 Concurrent Rates from an AS/400 650 -2189 using the 3590 Ultra SCSI B model NUMX 6 GB Workload using SAVLIB',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5632,
    lines: [5635, 5636],
    measured: '650-2189, 3590 Ultra SCSI B model, NUMX 6 GB workload, SAVLIB from separate libraries, V4R4 (caption, line 5624)',
    unit: 'MB/HR',
    cells: ['op', ...DRIVES(10)],
    rows: /*#__PURE__*/ printedRows(`
5635|SAVE|53000|100000|140000|185000|205000|245000|245000|260000|260000|260000
|RESTORE|30000|52000|61000|70000|75000|75000|80000|85000||
`),
    quirks: { 5636: 'Restore is blank (not measured) for 9 and 10 drives.' },
  },
  {
    id: '15.17.3',
    caption: 'Table 15.17.3 Parallel Rates from an AS/400 Model 650-2189 using the 3590 Ultra SCSI B model 100 GB File Workload using SAVLIBBRM',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5640,
    lines: [5643, 5644],
    measured: '650-2189, 3590 Ultra SCSI B model, one 100 GB file, parallel SAVLIBBRM, V4R4 (caption)',
    unit: 'MB/HR',
    cells: ['op', ...DRIVES(10)],
    rows: /*#__PURE__*/ printedRows(`
5643|SAVE|60000|93000|135000|195000|240000|269000|297000|315000|345000|345000
|RESTORE|59000|92000|121000|165000|185000|185000|185000|185000|185000|185000
`),
    quirks: {},
  },
  {
    id: '15.17.4',
    caption: 'Table 15.17.4 Parallel Rates from an AS/400 Model 740-2070 feature 1513 using the 3590 Ultra SCSI B model',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5646,
    lines: [5650, 5653],
    measured: '740-2070 feature 1513, 3590 Ultra SCSI B model, parallel with BRMS/400, data compacting about 2.5:1, V4R4 (caption, line 5655)',
    unit: 'MB/HR',
    cells: ['row', ...SR('1 Tape Drive', '2 Tape Drive', '3 Tape Drive', '4 Tape Drive'), 'blank'],
    aliases: { '8X2GB': '8 - 2 GB FILES' },
    rows: /*#__PURE__*/ printedRows(`
5650|16 GB FILE|60000|59000|92000|90000|122000|120000|145000|140000|
|8 - 2 GB FILES|60000|59000|93000|92000|126000|120000|145000|145000|
|100 GB FILE|60000|59000|93000|92000|135000|121000|182000|168000|
|NUMX 15 GB|54000|35000|73000|46000|90000|52000|111000|55000|
`),
    quirks: { 5650: 'The note under the table (line 5655) names the BRMS/400 commands "SAVOJBTRM or SAVLIBTRM" (SAVOBJBRM / SAVLIBBRM).' },
  },
  {
    id: '15.17.5',
    caption: 'Table 15.17.5 Rates from an AS/400 Model 170 Feature 2291',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5657,
    lines: [5662, 5663],
    measured: '170 feature 2291, V4R4 (caption, line 5622)',
    unit: 'MB/HR',
    cells: ['row', ...SR('NSRC', 'NUMX', '2GB', 'DLO'), 'blank'],
    rows: /*#__PURE__*/ printedRows(`
5662|MLR1-S|2500|2500|6500|6500|9000|9000|9000|3000|
|MLR3|2700|2700|8000|8000|12000|12000|11000|3200|
`),
    quirks: {},
  },
  {
    id: '15.17.6',
    caption: 'Table 15.17.6 Rates from an AS/400 Model 740-2070 feature 1513',
    captionPrinted: 'caption',
    seed: '000',
    captionLine: 5665,
    lines: [5670, 5672],
    measured: '740-2070 feature 1513, V4R4; the 3590 Ultra SCSI B model needs a 6534 or 6501 IOP for these rates (line 5674)',
    unit: 'MB/HR',
    cells: ['row', ...SR('NSRC', 'NUMX', '2GB', '16GB', 'DLO')],
    aliases: { '3590B': '3590 Ultra SCSI B model #1', '3590ULTRASCSIB': '3590 Ultra SCSI B model #1', '3590ULTRASCSIBMODEL': '3590 Ultra SCSI B model #1' },
    rows: /*#__PURE__*/ printedRows(`
5670|MLR1-S|3000|3000|7500|7500|9500|9500|||9000|6000
|MLR3|3000|3000|9500|9500|12000|12000|||11000|6000
|3590 Ultra SCSI B model #1|8000|7000|35000|30000|58000|58000|61000|60000|41000|14000
`),
    quirks: { 5670: 'The MLR1-S and MLR3 were not measured with the 16GB workload (blank).' },
  },
  V4R3(
    '15.18-A',
    5682,
    /*#__PURE__*/ printedRows(`
5686|6380|1410|1120|1760|1680|1900|1894|1780|1730
|6382|1830|1350|3560|2010|4050|2180|3640|2690
|6390|1280|1560|2470|2400|2625|2700|3310|3170
|7208-342|2240|1980|9970|8220|15580|15850|14790|4540
|6385|1320|1470|5300|2390|9640|9530|1980|2260
|3570-B|4500|2400|11800|11200|20600|14300|12400|4650
|3570-C|4170|2800|18600|9000|35900|20500|20400|4700
|3590|6100|3000|18600|14000|44750|40500|24300|5900
`),
    {},
  ),
  V4R3(
    '15.18-B',
    5695,
    /*#__PURE__*/ printedRows(`
5699|3570-B|5800|4500|14100|14400|20800|21000|15000|10500
|3570-C|4648|6000|21900|22800|41500|41000|20200|17800
|3590|6200|4690|24000|23900|49800|49900|25000|20000
`),
    { 5699: 'A second V4R3 table with the same layout and no caption; the text does not say how its system differs from the first.' },
  ),
  {
    id: '15.19-C48',
    caption: '3995 Model C48 Optical Library with a 4X drive (15.19; no caption printed)',
    captionPrinted: 'none',
    seed: '000',
    captionLine: 5705,
    lines: [5710, 5711],
    measured: '3995 Model C48 optical library, 4X drive, cartridge load/unload time excluded (line 5705)',
    unit: 'MB/HR',
    cells: ['op', ...COLS('NUMX', '2GB')],
    rows: /*#__PURE__*/ printedRows(`
5710|Save|1925|2160
|Restore|3090|6470
`),
    quirks: {},
  },
  {
    id: '15.19-C46',
    caption: '3995 model C46 Optical Library with an 8X drive (15.19; no caption printed)',
    captionPrinted: 'none',
    seed: '000',
    captionLine: 5713,
    lines: [5718, 5719],
    measured: '3995 model C46 optical library, 8X drive (line 5713)',
    unit: 'MB/HR',
    cells: ['op', ...COLS('NUMX', '2GB')],
    rows: /*#__PURE__*/ printedRows(`
5718|Save|3200|3500
|Restore|3800|7600
`),
    quirks: {},
  },
  {
    id: '15.20',
    caption: 'Hierarchical Storage Management transfer rates (15.20; no caption printed)',
    captionPrinted: 'none',
    seed: '000',
    captionLine: 5727,
    lines: [5733, 5735],
    measured: '20S-2166, 16 6607 DASD units in each ASP, one ASP compressed, HSM demote/promote (line 5727)',
    unit: 'MB/HR',
    cells: ['row', { column: 'Transfer Rate (MB/Hr)' }],
    rows: /*#__PURE__*/ printedRows(`
5733|NUMX|5700
|2GB|10000
|DLO|2200
`),
    quirks: {},
  },
];
