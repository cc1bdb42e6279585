/**
 * The support sheets of portable mode: the catalog and the document's lookup tables, written into
 * the workbook so native formulas can read them on a machine without the add-in. Printed values
 * are copied as printed; the derived columns (curve shares, thresholds, tape rates) are computed by
 * the same core functions the add-in calls, and their headers say from which section.
 */
import { CATALOG } from '../catalog/catalog';
import { ALIASES } from '../catalog/quirks';
import { keyOrCpw } from '../catalog/lookup';
import { isError, naError, type Result } from '../errors';
import { type Curve, curveOfModel, interactiveThreshold } from '../sizing/interactive';
import { interactiveCpw, kneeCpw, maxCpw, processorCpw } from '../catalog/ratings';
import { interactiveCapacity, recommendable } from '../sizing/migration';
import { announcedMailUsers } from '../sizing/domino';
import { printedDrive, tapeRate, TAPE_WORKLOADS } from '../sizing/save';
import { PAGE_SIZES_KB, TABLE_6_1, TABLE_6_2 } from '../tables/web';
import { TABLE_15_1_1 } from '../tables/save';
import { printedNumber } from '../tables/printed';
import { WEB_TRANSACTIONS } from '../sizing/web';
import { type CellPlan, type Scalar, type SheetPlan, sheetPlan } from './plan';
import { a1, columnLetter } from '../formula/a1';

export const CATALOG_SHEET = 'AS400 Catalog';
export const TABLES_SHEET = 'AS400 Tables';

/** A support range: the sheet it lives on (by its wanted name) and its A1 range there. */
export interface SupportRange {
  readonly sheet: typeof CATALOG_SHEET | typeof TABLES_SHEET;
  readonly range: string;
}

/** The catalog sheet's columns, as the twins read them (`catalog.cpw`). */
export type CatalogColumn =
  | 'key'
  | 'model'
  | 'family'
  | 'cpw'
  | 'intcpw'
  | 'knee'
  | 'max'
  | 'curve'
  | 'kneeShare'
  | 'maxShare'
  | 'threshold'
  | 'recCpw'
  | 'recInt'
  | 'dsdUsers'
  | 'source'
  | 'keyNumber';
type WebColumn = 'key' | 'printed' | 'capacity' | 'cpuTime' | 'capacitySecure' | 'cpuTimeSecure' | 'line' | 'pageKey' | `page${(typeof PAGE_SIZES_KB)[number]}`;
type TapeColumn = 'drive' | 'speed' | 'compact' | 'line' | (typeof TAPE_WORKLOADS)[number];
type SupportColumn = `catalog.${CatalogColumn}` | `web.${WebColumn}` | `tape.${TapeColumn}`;
/** Blocks of several columns, read with their header row by a two-way lookup. */
type SupportBlock = 'web.pages' | 'tape.rates';

/** A range of the support sheets a twin may read: a column, a block, or the header cells of either (`#header`). */
export type SupportId = SupportColumn | SupportBlock | `${SupportColumn | SupportBlock}#header`;

type Value = Result<number | string | null>;

interface Column<Row> {
  readonly id: SupportColumn;
  readonly header: string | number;
  readonly width: number;
  readonly format?: string;
  readonly get: (row: Row) => Value;
}

/** A cell for a core value: a number or text as is, a core error as =NA() (the lookup has no value for the row). */
function cellOf(ref: string, v: Value, format?: string): CellPlan | null {
  if (v === null || v === '') return null;
  if (isError(v)) return { ref, formula: '=NA()', value: { error: '#N/A', message: v.message } };
  return { ref, value: v as Scalar, format };
}

interface Block<Row> {
  readonly title: string;
  readonly rows: readonly Row[];
  readonly columns: readonly Column<Row>[];
}

/** Writes blocks one under the other; each gets a title, a header row and its rows; returns the ranges by id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own row type
type AnyBlock = Block<any>;

function layOut(blocks: readonly AnyBlock[], sheet: SupportRange['sheet'], note: string, cells: CellPlan[], ranges: Map<SupportId, SupportRange>): number[] {
  const widths: number[] = [];
  cells.push({ ref: 'A1', value: sheet, style: 'title' }, { ref: 'A2', value: note, style: 'note' });
  let row = 4;
  for (const block of blocks) {
    cells.push({ ref: a1(row, 0), value: block.title, style: 'heading' });
    block.columns.forEach((c, j) => {
      cells.push({ ref: a1(row + 1, j), value: c.header, style: 'header' });
      widths[j] = Math.max(widths[j] ?? 0, c.width);
      const first = row + 2;
      const last = first + block.rows.length - 1;
      ranges.set(c.id, { sheet, range: `$${columnLetter(j)}$${first}:$${columnLetter(j)}$${last}` });
      ranges.set(`${c.id}#header`, { sheet, range: `$${columnLetter(j)}$${row + 1}` });
      block.rows.forEach((r, i) => {
        const cell = cellOf(a1(first + i, j), c.get(r), c.format);
        if (cell) cells.push(cell);
      });
    });
    row += block.rows.length + 3;
  }
  return widths;
}

const SHARE = '0.0000%';

/**
 * Every row, each followed by a row for each alias it has (quirks.ts ALIASES): the V3R7 table prints
 * 50S-2112 as 40S-2112, and the functions read 40S-2112 as the newest row it names (50S-2112, V4R1),
 * so MATCH must find the alias before the V3R7 row of the same key, which it prints after.
 */
const catalogRows = CATALOG.flatMap((m) => [m, ...(ALIASES[m.line] ?? []).map((key) => ({ ...m, key }))]);

const catalogBlock: Block<(typeof CATALOG)[number]> = {
  title: 'PCR V4R5 Appendix D: every row, with what the portable formulas read',
  rows: catalogRows,
  columns: [
    { id: 'catalog.key', header: 'Key', width: 18, get: (m) => m.key },
    { id: 'catalog.model', header: 'Model', width: 8, get: (m) => m.model },
    { id: 'catalog.family', header: 'Family', width: 10, get: (m) => m.family },
    { id: 'catalog.cpw', header: 'Processor CPW', width: 11, get: processorCpw },
    { id: 'catalog.intcpw', header: 'Interactive CPW', width: 11, get: interactiveCpw },
    { id: 'catalog.knee', header: 'Knee CPW (2.3)', width: 11, get: kneeCpw },
    { id: 'catalog.max', header: 'Max interactive CPW (2.3)', width: 12, get: maxCpw },
    {
      id: 'catalog.curve',
      header: 'Curve (2.8: knee, or cap 2.2.1/2.2.3)',
      width: 14,
      get: (m) => curveField(m, (c) => (c.kind === 'cap' || c.max <= c.knee ? 'cap' : 'knee')),
    },
    { id: 'catalog.kneeShare', header: 'Knee, share of CPU (2.8)', width: 12, format: SHARE, get: (m) => curveField(m, (c) => c.knee) },
    { id: 'catalog.maxShare', header: 'Maximum, share of CPU (2.8)', width: 12, format: SHARE, get: (m) => curveField(m, (c) => c.max) },
    { id: 'catalog.threshold', header: 'Alert threshold at 100% of target (2.10)', width: 14, format: SHARE, get: (m) => interactiveThreshold(m, 1) },
    { id: 'catalog.recCpw', header: 'CPW a recommendation may use (2.11, 2.12)', width: 14, get: (m) => (candidates.has(m) ? m.processorCpw : null) },
    { id: 'catalog.recInt', header: 'Interactive capacity for a recommendation', width: 14, get: (m) => (candidates.has(m) ? interactiveCapacity(m) : null) },
    { id: 'catalog.dsdUsers', header: 'Announced Mail & Calendaring users (2.13.1; 0: none)', width: 14, get: (m) => announcedMailUsers(m) ?? 0 },
    { id: 'catalog.source', header: 'Source', width: 60, get: (m) => m.source },
  ],
};

const candidates = new Set(recommendable());

function curveField(m: (typeof CATALOG)[number], f: (c: Curve) => number | string): Value {
  const c = curveOfModel(m);
  return isError(c) ? c : f(c);
}

type Row61 = (typeof TABLE_6_1.rows)[number];
const printed = (cell: string, line: number): Value => printedNumber(cell, line) ?? null;
type WebTransaction = (typeof WEB_TRANSACTIONS)[number];
const web61: Block<WebTransaction> = {
  title: 'PCR V4R5 6.1, Table 6.1 Web Serving Capacity Planning - Various Transactions (n/a as #N/A)',
  rows: WEB_TRANSACTIONS,
  columns: [
    { id: 'web.key', header: 'Transaction', width: 18, get: (t) => t.id },
    { id: 'web.printed', header: 'Printed as', width: 24, get: (t) => t.row[1] },
    ...([2, 3, 4, 5] as const).map((i): Column<WebTransaction> => ({
      id: (['web.capacity', 'web.cpuTime', 'web.capacitySecure', 'web.cpuTimeSecure'] as const)[i - 2],
      header: ['Nonsecure trans/sec per CPW', 'Nonsecure CPW per trans/sec', 'Secure trans/sec per CPW', 'Secure CPW per trans/sec'][i - 2],
      width: 13,
      get: (t) => naIfNotPrinted((t.row as Row61)[i], t.row[0]),
    })),
    { id: 'web.line', header: 'Seed 000 line', width: 8, get: (t) => t.row[0] },
  ],
};

function naIfNotPrinted(cell: string, line: number): Value {
  const v = printed(cell, line);
  return v === null ? naError(`Table 6.1 prints ${cell} (line ${line})`) : v;
}

const web62: Block<WebTransaction> = {
  title: 'PCR V4R5 6.1, Table 6.2 Web Serving Capacity Planning - Various Page Sizes (trans/sec per CPW, nonsecure)',
  rows: WEB_TRANSACTIONS.filter((t) => t.pageRow !== null),
  columns: [
    { id: 'web.pageKey', header: 'Transaction', width: 18, get: (t) => t.id },
    ...PAGE_SIZES_KB.map((kb, j): Column<WebTransaction> => ({
      id: `web.page${kb}`,
      header: kb,
      width: 10,
      get: (t) => {
        const row = t.pageRow as (typeof TABLE_6_2.rows)[number];
        return printed(String(row[2 + j]), row[0]);
      },
    })),
  ],
};

type DriveRow = (typeof TABLE_15_1_1.rows)[number];
const driveName = (r: DriveRow): string => printedDrive(String(r[1]));
const tape: Block<DriveRow> = {
  title: 'PCR V4R5 15.4 tape rate, MB/HR = Rate (MB/S) x LossFromWorkLoadType (15.5-15.7) x COMPACT x 3600 (Table 15.1.1)',
  rows: TABLE_15_1_1.rows,
  columns: [
    { id: 'tape.drive', header: 'Drive', width: 18, get: driveName },
    { id: 'tape.speed', header: 'Rate (MB/S)', width: 10, get: (r) => printed(r[2], r[0]) },
    { id: 'tape.compact', header: 'COMPACT', width: 10, get: (r) => String(r[3]) },
    ...TAPE_WORKLOADS.map((w): Column<DriveRow> => ({ id: `tape.${w}`, header: w, width: 12, format: '#,##0', get: (r) => tapeRate(driveName(r), w) })),
    { id: 'tape.line', header: 'Seed 000 line', width: 8, get: (r) => r[0] },
  ],
};

/**
 * The numbers a system argument refuses (lookup.ts keyOrCpw): a model or feature number (720, 2109),
 * or a key's parts joined (7202061), where a CPW of the same number is meant as much as the key.
 */
function keyNumbers(): number[] {
  const found = new Set<number>();
  for (const m of CATALOG) {
    const parts = m.key.split('-');
    const candidates = [...parts, ...parts.map((_, i) => parts.slice(0, i + 1).join(''))].filter((p) => /^\d+$/.test(p));
    for (const c of candidates) if (keyOrCpw('system', Number(c)) !== null) found.add(Number(c));
  }
  return [...found].sort((a, b) => a - b);
}

/** Built with the support sheets, not when the module loads: only a portable workbook needs the list. */
const keyNumberBlock = (): Block<number> => ({
  title: 'Numbers that name a model or a key: a system given as one is refused (#N/A), not read as a CPW',
  rows: keyNumbers(),
  columns: [{ id: 'catalog.keyNumber', header: 'Number', width: 18, get: (n) => n }],
});

export interface SupportSheets {
  readonly sheets: readonly SheetPlan[];
  readonly ranges: ReadonlyMap<SupportId, SupportRange>;
}

/** Both support sheets, named as asked; the ranges name the sheets by their wanted names. */
export function supportSheets(names: { readonly catalog: string; readonly tables: string }): SupportSheets {
  const ranges = new Map<SupportId, SupportRange>();
  const sheet = (name: string, role: SupportRange['sheet'], blocks: readonly AnyBlock[], note: string, freeze?: number): SheetPlan => {
    const cells: CellPlan[] = [];
    const widths = layOut(blocks, role, note, cells, ranges);
    // Hidden: the sizing sheets read them, a planner need not see or print them (and can unhide them).
    return sheetPlan({ name, role: 'support', widths, cells, freeze: freeze ? { rows: freeze, columns: 1 } : undefined, tabColor: '808080', hidden: true });
  };
  const catalog = sheet(
    names.catalog,
    CATALOG_SHEET,
    [catalogBlock, keyNumberBlock()],
    'Read by the portable formulas of the sizing sheets. Printed values as in Appendix D; #N/A where the document gives the row no such value.',
    5,
  );
  const tablesSheet = sheet(
    names.tables,
    TABLES_SHEET,
    [web61, web62, tape],
    "Read by the portable formulas of the sizing sheets: the document's tables as printed, and the 15.4 tape rates they give.",
  );
  // Two-way lookups read a block and its header row.
  span(ranges, 'web.pages', `web.page${PAGE_SIZES_KB[0]}`, `web.page${PAGE_SIZES_KB[PAGE_SIZES_KB.length - 1]}`);
  span(ranges, 'tape.rates', `tape.${TAPE_WORKLOADS[0]}`, `tape.${TAPE_WORKLOADS[TAPE_WORKLOADS.length - 1]}`);
  return { sheets: [catalog, tablesSheet], ranges };
}

function span(ranges: Map<SupportId, SupportRange>, id: SupportBlock, first: SupportColumn, last: SupportColumn): void {
  const corner = (r: string, end: 0 | 1): string => r.split(':')[end] ?? r;
  const from = ranges.get(first) as SupportRange;
  const to = ranges.get(last) as SupportRange;
  ranges.set(id, { sheet: from.sheet, range: `${corner(from.range, 0)}:${corner(to.range, 1)}` });
  const head = (x: SupportColumn): SupportRange => ranges.get(`${x}#header`) as SupportRange;
  ranges.set(`${id}#header`, { sheet: from.sheet, range: `${head(first).range}:${head(last).range}` });
}
