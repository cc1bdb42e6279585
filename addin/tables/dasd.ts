/**
 * The disk tables of the PCR V4R5 (seed 000): Tables 14.1-14.3 (Chapter 14, "Device Performance
 * Characteristics") and the supported-unit tables C.1-C.9 of Appendix C, every data row cell by cell
 * as printed, each with the seed line it stands on, plus the controller facts Appendix C prints in
 * prose. tests/addin/sizing/dasd.test.ts re-reads each line of the seed and checks every cell.
 * Misprints stay as printed and are flagged in `quirks`. The rules that read them: addin/sizing/dasd.ts.
 */

import { printedRows, type PrintedRow, type SeedTable } from './printed';

export interface DiskTable extends SeedTable {
  readonly captionLine: number;
  /** What each cell after the line holds. */
  readonly columns: readonly string[];
}

const PERFORMANCE_COLUMNS = [
  'Disk Model: controller (IOP/IOA) - disk unit',
  'MB: capacity of the disk unit',
  'Number of Arms per disk unit',
  'Service Time (ms) of the "interactive op", queuing not included (line 4431)',
  'Interactive Ops/Sec of one arm at 40% utilization (line 4433)',
  'Interactive Rel: Ops/Sec normalized (line 4440)',
  'Batch Hours, normalized to 8 on the slowest disk; "*" marks the RAID-mode batch note under the table',
  'Ops/Sec/GB Base: physical IOs per usable GB at 40% arm utilization (line 4449)',
] as const;

/** Table 14.1: 6502, 6512 and 6530 IOPs. */
export const TABLE_14_1: DiskTable = {
  id: '14.1',
  caption: 'Table 14.1. DASD Performance - Internal DASD',
  captionPrinted: 'caption',
  seed: '000',
  captionLine: 4451,
  lines: [4455, 4469],
  columns: [...PERFORMANCE_COLUMNS, 'Ops/Sec/GB RAID (blank: the controller does not support RAID)'],
  rows: /*#__PURE__*/ printedRows(`
4455|6502-6605|1031|1|8.7|46.0|2.3|3.6*|38|29
|6502-6606|1967|1|8.8|45.5|2.3|3.6*|20|15
|6502-6607|4194|1|8.8|45.5|2.3|3.6*|9|7
|6502-6713|8589|1|9.1|44.0|2.2|3.6*|4|3
|6502-6714|17548|1|9.1|44.0|2.2|3.6*|2|2
|6512-6605|1031|1|8.2|48.8|2.4|3.4*|43|36
|6512-6606|1967|1|8.3|48.2|2.4|3.4*|22|18
|6512-6607|4194|1|8.3|48.2|2.4|3.4*|10|8
|6512-6713|8589|1|8.6|46.5|2.3|3.4*|5|4
|6512-6714|17548|1|8.6|46.5|2.3|3.4*|2|2
|6530-6605|1031|1|11.4|35.1|1.7|3.9|34|
|6530-6606|1967|1|11.6|34.5|1.7|3.9|18|
|6530-6607|4194|1|11.6|34.5|1.7|3.9|8|
|6530-6713|8589|1|12.0|33.3|1.7|4.0|4|
|6530-6714|17548|1|12.0|33.3|1.7|4.0|2|
`),
  quirks: {
    4465: 'Interactive Rel printed 1.7; every other row of Tables 14.1-14.3 is Ops/Sec / 20 rounded to 0.1, which gives 35.1 / 20 = 1.755 -> 1.8 here.',
  },
};

/** Table 14.2: 6533, 2741, 2748, 2763 and 6754 controllers and the 9728 IOA. */
export const TABLE_14_2: DiskTable = {
  id: '14.2',
  caption: 'Table 14.2. DASD Performance - Internal DASD (continued)',
  captionPrinted: 'caption',
  seed: '000',
  captionLine: 4477,
  lines: [4482, 4519],
  columns: [...PERFORMANCE_COLUMNS, 'Ops/Sec/GB RAID (blank: the controller does not support RAID)'],
  rows: /*#__PURE__*/ printedRows(`
4482|6533-6605|1031|1|8.0|50.0|2.5|3.4*|43|36
|6533-6606|1967|1|8.1|49.4|2.5|3.4*|23|19
|6533-6607|4194|1|8.1|49.4|2.5|3.4*|11|9
|6533-6713|8589|1|8.4|47.6|2.4|3.4*|5|4
|6533-6717|8589|1|7.2|55.6|2.8|3.1*|6|5
|6533-6714|17548|1|8.4|47.6|2.4|3.4*|2|2
|6533-6718|17548|1|7.2|55.6|2.8|3.1*|3|2
|2741-6605|1031|1|8.0|50.0|2.5|3.4*|43|36
|2741-6606|1967|1|8.1|49.4|2.5|3.4*|23|19
|2741-6607|4194|1|8.1|49.4|2.5|3.4*|11|9
|2741-6713|8589|1|8.4|47.6|2.4|3.4*|5|4
|2741-6717|8589|1|7.2|55.6|2.8|3.1*|6|5
|2741-6714|17548|1|8.4|47.6|2.4|3.4*|2|2
|2741-6718|17548|1|7.2|55.6|2.8|3.1*|3|2
|2748-6607|4194|1|7.2|55.6|2.8|3.1*|12|10
|2748-6713|8589|1|7.5|53.3|2.7|3.2*|6|5
|2748-6717|8589|1|6.5|61.5|3.1|3.0*|7|5
|2748-6714|17548|1|7.2|55.6|2.8|3.1*|3|2
|2748-6718|17548|1|6.5|61.5|3.1|3.0*|3|3
|2763-6607|4194|1|7.2|55.6|2.8|3.1*|12|10
|2763-6713|8589|1|7.5|53.3|2.7|3.2*|6|5
|2763-6717|8589|1|6.5|61.5|3.1|3.0*|7|5
|2763-6714|17548|1|7.2|55.6|2.8|3.1*|3|2
|2763-6718|17548|1|6.5|61.5|3.1|3.0*|3|3
|6754-6605|1031|1|8.0|50.0|2.5|3.4*|43|36
|6754-6606|1967|1|8.1|49.4|2.5|3.4*|23|19
|6754-6607|4194|1|8.1|49.4|2.5|3.4*|11|9
|6754-6713|8589|1|8.4|47.6|2.4|3.4*|5|4
|6754-6717|8589|1|7.2|55.6|2.8|3.1*|6|5
|6754-6714|17548|1|8.4|47.6|2.4|3.4*|2|2
|6754-6718|17548|1|7.2|55.6|2.8|3.1*|3|2
|9728-6605|1031|1|10.9|36.7|1.8|3.8|38|
|9728-6606|1967|1|11.0|36.4|1.8|3.8|18|
|9728-6607|4194|1|11.0|36.4|1.8|3.8|9|
|9728-6713|8589|1|11.3|35.4|1.8|3.9|4|
|9728-6717|8589|1|9.7|41.2|2.1|3.6|5|
|9728-6714|17548|1|11.3|35.4|1.8|3.9|2|
|9728-6718|17548|1|9.7|41.2|2.1|3.6|2|
`),
  quirks: {},
};

/** Table 14.3: 9337 external subsystems; the second Ops/Sec/GB column is HA (the 9337's own RAID-5). */
export const TABLE_14_3: DiskTable = {
  id: '14.3',
  caption: 'Table 14.3. DASD Performance - External DASD',
  captionPrinted: 'caption',
  seed: '000',
  captionLine: 4529,
  lines: [4534, 4544],
  columns: [...PERFORMANCE_COLUMNS, 'Ops/Sec/GB HA (high-availability mode)'],
  rows: /*#__PURE__*/ printedRows(`
4534|9337-210|1084|2|12.4|32.3|1.6|4.3*|50|36
|9337-215|1084|2|9.8|40.8|2.0|3.9*|63|46
|9337-220|1940|2|12.5|32.0|1.6|4.3*|28|20
|9337-225|1940|2|11.0|36.4|1.8|4.0*|32|23
|9337-240|7868|4|11.3|35.4|1.8|4.0*|15|11
|9337-420|3880|4|8.6|46.5|2.3|3.5*|43|36
|9337-440|7868|4|8.8|45.5|2.3|3.5*|21|18
|9337-480|16776|4|9.1|44.0|2.2|3.6*|10|8
|9337-540|7868|4|8.6|46.5|2.3|3.5*|21|18
|9337-580|16776|4|8.6|46.5|2.3|3.5*|10|8
|9337-590|34356|4|8.9|44.9|2.2|3.6*|5|4
`),
  quirks: {},
};

export const PERFORMANCE_TABLES: readonly DiskTable[] = [TABLE_14_1, TABLE_14_2, TABLE_14_3];

const UNIT_COLUMNS = [
  'DASD: disk unit feature',
  'Model: 030/050 no RAID, 070 RAID full capacity, 072 parity on 8, 074 parity on 4',
  'MB/arm',
  'RAID',
  'Write Cache',
] as const;

const unitTable = (
  id: string,
  caption: string,
  captionPrinted: 'caption' | 'heading',
  captionLine: number,
  rows: readonly PrintedRow[],
  quirks: Readonly<Record<number, string>> = {},
): DiskTable => ({
  id,
  caption,
  captionPrinted,
  seed: '000',
  captionLine,
  lines: [rows[0][0], rows[rows.length - 1][0]],
  columns: UNIT_COLUMNS,
  rows,
  quirks,
});

const MB_MISPRINT = (printed: string, dasd: string, full: string): string =>
  `MB/arm printed ${printed}; the ${dasd} 050 row of the same table and every other table print ${full}, and a 070 ` +
  `unit has the full capacity (its 072 and 074 rows are 7/8 and 3/4 of ${full}): a misprint of ${full}.`;

/** Appendix C, one table per controller heading; C.1, C.7 and C.8 have no printed caption (ids inferred). */
export const APPENDIX_C: readonly DiskTable[] = [
  unitTable(
    'C.1',
    '6502/6512 Supported DASD Models',
    'heading',
    7576,
    /*#__PURE__*/ printedRows(`
7580|6605|050|1031|No|Yes
|6605|070|1031|Yes|Yes
|6605|072|902|Yes|Yes
|6605|074|773|Yes|Yes
|6606|050|1967|No|Yes
|6606|070|1967|Yes|Yes
|6606|072|1721|Yes|Yes
|6606|074|1475|Yes|Yes
|6607|050|4194|No|Yes
|6607|070|4194|Yes|Yes
|6607|072|3669|Yes|Yes
|6607|074|3145|Yes|Yes
|6713|050|8589|No|Yes
|6713|070|8589|Yes|Yes
|6713|072|7515|Yes|Yes
|6713|074|6441|Yes|Yes
|6714|050|17548|No|Yes
|6714|070|17548|Yes|Yes
|6714|072|15354|Yes|Yes
|6714|074|13161|Yes|Yes
`),
  ),
  unitTable(
    'C.2',
    'Table C.2. 6530 Supported DASD Models',
    'caption',
    7611,
    /*#__PURE__*/ printedRows(`
7615|6605|030|1031|No|No
|6606|030|1967|No|No
|6607|030|4194|No|No
|6713|030|8589|No|No
|6714|030|17548|No|No
`),
  ),
  unitTable(
    'C.3',
    'Table C.3. 6533/6754 Supported DASD Models',
    'caption',
    7629,
    /*#__PURE__*/ printedRows(`
7633|6606|050|1967|No|Yes
|6806|050|1967|No|Yes
|6606|070|1967|Yes|Yes
|6806|070|1967|Yes|Yes
|6606|072|1721|Yes|Yes
|6806|072|1721|Yes|Yes
|6606|074|1475|Yes|Yes
|6806|074|1475|Yes|Yes
|6607|050|4194|No|Yes
|6807|050|4194|No|Yes
|6607|070|4194|Yes|Yes
|6807|070|4194|Yes|Yes
|6607|072|3669|Yes|Yes
|6807|072|3669|Yes|Yes
|6607|074|3145|Yes|Yes
|6807|074|3145|Yes|Yes
|6713|050|8589|No|Yes
|6813|050|8589|No|Yes
|6713|070|8589|Yes|Yes
|6813|070|8689|Yes|Yes
|6713|072|7515|Yes|Yes
|6813|072|7515|Yes|Yes
|6713|074|6441|Yes|Yes
|6813|074|6441|Yes|Yes
|6717|050|8589|No|Yes
|6717|070|8589|Yes|Yes
|6717|072|7515|Yes|Yes
|6717|074|6441|Yes|Yes
|6714|050|17548|No|Yes
|6714|070|14548|Yes|Yes
|6714|072|15354|Yes|Yes
|6714|074|13161|Yes|Yes
`),
    { 7652: MB_MISPRINT('8689', '6813', '8589'), 7662: MB_MISPRINT('14548', '6714', '17548') },
  ),
  unitTable(
    'C.4',
    'Table C.4. 2741/2740/2726 Supported DASD Models',
    'caption',
    7680,
    /*#__PURE__*/ printedRows(`
7683|6606|050|1967|No|Yes
|6806|050|1967|No|Yes
|6606|070|1967|Yes|Yes
|6806|070|1967|Yes|Yes
|6606|072|1721|Yes|Yes
|6806|072|1721|Yes|Yes
|6606|074|1475|Yes|Yes
|6806|074|1475|Yes|Yes
|6607|050|4194|No|Yes
|6807|050|4194|No|Yes
|6607|070|4194|Yes|Yes
|6807|070|4194|Yes|Yes
|6607|072|3669|Yes|Yes
|6807|072|3669|Yes|Yes
|6607|074|3145|Yes|Yes
|6807|074|3145|Yes|Yes
|6713|050|8589|No|Yes
|6813|050|8589|No|Yes
|6713|070|8689|Yes|Yes
|6813|070|8589|Yes|Yes
|6713|072|7515|Yes|Yes
|6813|072|7515|Yes|Yes
|6713|074|6441|Yes|Yes
|6813|074|6441|Yes|Yes
|6717|050|8589|No|Yes
|6717|070|8589|Yes|Yes
|6717|072|7515|Yes|Yes
|6717|074|6441|Yes|Yes
|6714|050|17548|No|Yes
|6714|070|17548|Yes|Yes
|6714|072|15354|Yes|Yes
|6714|074|13161|Yes|Yes
`),
    { 7701: MB_MISPRINT('8689', '6713', '8589') },
  ),
  unitTable(
    'C.5',
    'Table C.5. 2748 Supported DASD Models',
    'caption',
    7726,
    /*#__PURE__*/ printedRows(`
7730|6606|050|1967|No|Yes
|6806|050|1967|No|Yes
|6606|070|1967|Yes|Yes
|6806|070|1967|Yes|Yes
|6606|072|1721|Yes|Yes
|6806|072|1721|Yes|Yes
|6606|074|1475|Yes|Yes
|6806|074|1475|Yes|Yes
|6607|050|4194|No|Yes
|6807|050|4194|No|Yes
|6607|070|4194|Yes|Yes
|6807|070|4194|Yes|Yes
|6607|072|3669|Yes|Yes
|6807|072|3669|Yes|Yes
|6607|074|3145|Yes|Yes
|6807|074|3145|Yes|Yes
|6713|050|8589|No|Yes
|6813|050|8589|No|Yes
|6713|070|8689|Yes|Yes
|6813|070|8589|Yes|Yes
|6713|072|7515|Yes|Yes
|6813|072|7515|Yes|Yes
|6713|074|6441|Yes|Yes
|6813|074|6441|Yes|Yes
|6717|050|8589|No|Yes
|6717|070|8589|Yes|Yes
|6717|072|7515|Yes|Yes
|6717|074|6441|Yes|Yes
|6714|050|17548|No|Yes
|6714|070|17548|Yes|Yes
|6714|072|15354|Yes|Yes
|6714|074|13161|Yes|Yes
|6718|050|17548|No|Yes
|6718|070|17548|Yes|Yes
|6718|072|15354|Yes|Yes
|6718|074|13161|Yes|Yes
`),
    { 7748: MB_MISPRINT('8689', '6713', '8589') },
  ),
  unitTable(
    'C.6',
    'Table C.6. 2763 Supported DASD Models',
    'caption',
    7777,
    /*#__PURE__*/ printedRows(`
7781|4314|050|8589|No|Yes
|4314|070|8589|Yes|Yes
|4314|072|7515|Yes|Yes
|4314|074|6441|Yes|Yes
|4317|050|8589|No|Yes
|4317|070|8589|Yes|Yes
|4317|072|7515|Yes|Yes
|4317|074|6441|Yes|Yes
|4318|050|17548|No|Yes
|4318|070|17548|Yes|Yes
|4318|072|15354|Yes|Yes
|4318|074|13161|Yes|Yes
|4324|050|17548|No|Yes
|4324|070|17548|Yes|Yes
|4324|072|15354|Yes|Yes
|4324|074|13161|Yes|Yes
`),
  ),
  unitTable(
    'C.7',
    '4748 Supported DASD Models',
    'heading',
    7806,
    /*#__PURE__*/ printedRows(`
7810|4314|050|8589|No|Yes
|4314|070|8589|Yes|Yes
|4314|072|7515|Yes|Yes
|4314|074|6441|Yes|Yes
|4317|050|8589|No|Yes
|4317|070|8589|Yes|Yes
|4317|072|7515|Yes|Yes
|4317|074|6441|Yes|Yes
|4318|050|17548|No|Yes
|4318|070|17548|Yes|Yes
|4318|072|15354|Yes|Yes
|4318|074|13161|Yes|Yes
|4324|050|17548|No|Yes
|4324|070|17548|Yes|Yes
|4324|072|15354|Yes|Yes
|4324|074|13161|Yes|Yes
`),
  ),
  unitTable(
    'C.8',
    '9728 Supported DASD Models',
    'heading',
    7835,
    /*#__PURE__*/ printedRows(`
7839|6606|030|1967|No|No
|6806|030|1967|No|No
|6607|030|4194|No|No
|6807|030|4194|No|No
|6713|030|8589|No|No
|6813|030|8589|No|No
|6714|030|17548|No|No
`),
  ),
  unitTable(
    'C.9',
    'Table C.9. 9767 Supported DASD Models',
    'caption',
    7855,
    /*#__PURE__*/ printedRows(`
7858|4314|030|8589|No|No
|4317|030|8589|No|No
|4318|030|17548|No|No
|4324|030|17548|No|No
`),
  ),
];

/** DERIVED corrections of the four misprinted MB/arm cells (the same unit's 050 row), used only when asked for. */
export const APPENDIX_C_CORRECTED: Readonly<Record<number, string>> = { 7652: '8589', 7662: '17548', 7701: '8589', 7748: '8589' };

/** A controller as Appendix C describes it in prose (lines cited). */
export interface Controller {
  readonly feature: string;
  /** Features the appendix says are the same controller ("Feature #6533 (also #6532)"). */
  readonly also: readonly string[];
  readonly table: string;
  /** Write cache in MB as printed; 0 = "does NOT have a Write Cache". */
  readonly writeCacheMb: number;
  /** Write cache when DASD compression is enabled, where printed. */
  readonly compressedWriteCacheMb: number | null;
  readonly raid: boolean;
  /** "A maximum of N arrays are allowed per controller"; null without RAID. */
  readonly maxArrays: number | null;
  /** "up to N ... disk units" and where, as printed. */
  readonly units: readonly (readonly [count: number, where: string])[];
  readonly lines: readonly number[];
}

const raid = (
  feature: string,
  also: string[],
  table: string,
  cache: number,
  arrays: number,
  units: [number, string][],
  lines: number[],
  compressed: number | null = null,
): Controller => ({
  feature,
  also,
  table,
  writeCacheMb: cache,
  compressedWriteCacheMb: compressed,
  raid: true,
  maxArrays: arrays,
  units,
  lines,
});
const plain = (feature: string, table: string, units: [number, string][], lines: number[]): Controller => ({
  feature,
  also: [],
  table,
  writeCacheMb: 0,
  compressedWriteCacheMb: null,
  raid: false,
  maxArrays: null,
  units,
  lines,
});
const SEU = 'internal disk units installed in the Storage Expansion Units (#5051/5052)';

export const CONTROLLERS: readonly Controller[] = [
  raid('6502', [], 'C.1', 2, 2, [[16, SEU]], [7574, 7601]),
  raid('6512', [], 'C.1', 4, 2, [[16, SEU]], [7574, 7601]),
  plain('6530', 'C.2', [[16, 'disk units installed in the Storage Expansion Units (#5051/5052)']], [7607]),
  raid('6533', ['6532'], 'C.3', 4, 2, [[16, 'internal disk units installed in the Storage Expansion Units']], [7625, 7668]),
  raid('6754', ['6751'], 'C.3', 4, 2, [[20, 'internal disk units installed in the System Unit']], [7625, 7668]),
  raid('2741', ['2726'], 'C.4', 4, 2, [[15, 'internal disk units installed in the PCI System Unit, PCI Expansion Unit or PCI Expansion Tower']], [7674, 7718]),
  raid('2740', [], 'C.4', 4, 2, [[10, 'internal disk units installed in the PCI System Unit or PCI Expansion Unit']], [7674, 7718]),
  raid('2748', [], 'C.5', 26, 3, [[15, 'internal disk units installed in the PCI System Unit, PCI Expansion Unit, or PCI Expansion Tower']], [7722, 7769], 4),
  raid(
    '2763',
    [],
    'C.6',
    10,
    3,
    [
      [6, 'internal disk units installed in the Model 270/820 PCI System Unit or PCI Expansion Tower'],
      [12, 'internal disk units installed in the PCI System Unit Expansion'],
    ],
    [7773, 7800],
  ),
  raid(
    '4748',
    [],
    'C.7',
    26,
    4,
    [
      [6, 'internal disk units installed in the Model 270/820 PCI System Unit or PCI Expansion Tower'],
      [15, 'internal disk units installed in PCI I/O Towers'],
      [18, 'internal disk units installed in the Model 270 PCI System Unit with the System Unit Expansion added'],
    ],
    [7804, 7829],
    4,
  ),
  plain('9728', 'C.8', [[5, 'internal disk units installed in the PCI System Unit']], [7833]),
  plain('9767', 'C.9', [[6, 'internal disk units installed in the PCI System Unit']], [7851]),
];

/** RAID-5 arrays on every RAID controller of Appendix C (lines 7601, 7668, 7718, 7769, 7800, 7829). */
export const RAID_ARRAY = { minDrives: 4, maxDrives: 10, line: 7601 } as const;

/** Prose quirks of Appendix C that touch no table cell. */
export const APPENDIX_C_NOTES: Readonly<Record<number, string>> = {
  7570: 'The introduction lists the 6532 and 6751, which the headings name as 6533/6754 ("also #6532", "also #6751", line 7625).',
  7670: '"MFIOF" is a misprint of MFIOP (Multi-Function IOP).',
};
