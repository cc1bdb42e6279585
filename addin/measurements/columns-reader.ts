/**
 * The rows of a file of utilizations in percent (columns.ts): the add-in's own columns, a Component
 * Report copy, a PDI export. Utilizations are read as IBM's reports print them (32.1 or 32.1%) into
 * fractions (0.321). A share of the processors is at most 100%; a share of a partition's entitlement
 * (a PDI export, a file with an entitlement column, a report whose header gives Processor Units) at
 * most 1,000%: an uncapped partition uses more than its entitlement.
 */
import { isError, type SizingError, valueError } from '../errors';
import { decimalsOf } from './boundary';
import { type Column, COLUMN_NAMES, columnOf, isOneOf, PDI_CPU, REPORT_HEADINGS } from './columns';
import type { Partition } from './component-report';
import { quoteField, shapeError, blank, separatorName, type Separator } from './csv';
import { type Intervals, MOST_OF_ENTITLEMENT, ROUNDING_POINTS, type RowReader } from './intervals';
import { fraction, readDecimal } from './number';
import { type DateOrder, readTimestamp, timestampHint } from './timestamp';

/** The add-in's own format: a header naming timestamp, cpu and (optionally) interactive and entitlement. */
export const COLUMNS_FORMAT = 'timestamp, cpu, interactive columns';
export const COMPONENT_REPORT_FORMAT = 'Component Report copy';
export const PDI_FORMAT = 'PDI export';

/** The interactive and entitlement columns are optional: without interactive, interactive work is unknown (Measurements.interactive). */
const REQUIRED: readonly Column[] = ['timestamp', 'cpu'];

const LABEL: Record<Column, string> = {
  timestamp: "the interval's date and time",
  cpu: 'total CPU utilization in percent',
  interactive: 'interactive CPU utilization in percent',
  entitlement: "the partition's entitlement in processing units",
};

export interface ColumnsContext {
  readonly intervals: Intervals;
  readonly separator: Separator;
  readonly dateOrder?: DateOrder;
  readonly partition: Partition;
  /** Whether report header lines came before the header. */
  readonly reportLines: boolean;
  /** A row that is no interval: a report header line; false where it is none. */
  readonly other: (fields: string[], at: number) => SizingError | null | false;
}

/** Each column's place in the header, or why the header is not one of a file of utilizations: a column named twice, a required one missing. */
function indexColumns(headings: string[], headerLine: number, separator: Separator): Partial<Record<Column, number>> | SizingError {
  const index: Partial<Record<Column, number>> = {};
  for (let i = 0; i < headings.length; i++) {
    const column = columnOf(headings[i]);
    if (column === null) continue;
    const seen = index[column];
    if (seen !== undefined) {
      return valueError(
        `line ${headerLine}: columns ${seen + 1} (${quoteField(headings[seen])}) and ${i + 1} (${quoteField(headings[i])}) both name ${column}: keep one`,
        { line: headerLine, column: i + 1 },
      );
    }
    index[column] = i;
  }
  const missing = REQUIRED.filter((c) => index[c] === undefined);
  if (missing.length) {
    const found = headings.filter(Boolean).slice(0, 12).map(quoteField).join(', ');
    const names = missing.map(
      (c) =>
        `${c} (${LABEL[c]}; also read under ${COLUMN_NAMES[c]
          .slice(1)
          .map((n) => `"${n}"`)
          .join(', ')})`,
    );
    return valueError(
      `line ${headerLine} (the header): no column ${names.join(', no column ')}. The header read ` +
        `(separated by ${separatorName(separator)}) is: ${found || 'empty'}` +
        '. A Collection Services export is read by its fields: QAPMSYSTEM needs SYSPTU and SYSCTA',
      { line: headerLine },
    );
  }
  return index;
}

/** Why a utilization cell in percent is refused (empty, not a number, below 0%, above `most`), or null. */
function percentProblem(cell: string, percent: number, column: 'cpu' | 'interactive', most: number): string | null {
  if (cell === '') return `empty; every interval needs its ${LABEL[column]}`;
  if (Number.isNaN(percent)) return `${quoteField(cell)} is not a number: write the ${LABEL[column]}, e.g. 32.1 or 32.1%`;
  if (percent < 0) return `${quoteField(cell)} is below 0%`;
  if (percent > most) {
    return most === 100
      ? `${quoteField(cell)} is above 100%: a utilization is a share of the CPU (percent, not CPU seconds or milliseconds); a partition's ` +
          `utilization of its entitlement, which may exceed 100%, needs the entitlement: add an entitlement column (processing units)`
      : `${quoteField(cell)} is above ${most}% of the entitlement, more than a partition uses (percent, not CPU seconds or milliseconds)`;
  }
  return null;
}

/** The most decimals a column's cells were written with, kept for the sheet's number format. */
function noteDecimals(intervals: Intervals, column: 'cpu' | 'interactive', cell: string): void {
  const decimals = decimalsOf(cell);
  if (column === 'cpu') {
    if (intervals.cpuDecimals === null || decimals > intervals.cpuDecimals) intervals.cpuDecimals = decimals;
  } else if (intervals.interactiveDecimals === null || decimals > intervals.interactiveDecimals) intervals.interactiveDecimals = decimals;
}

/**
 * A file of fractions (0.65 for 65%) read as percent would size a busy system as idle; an uncapped
 * partition's fractions reach above 1 (1.68 for 168% of its entitlement), so a file whose cpu values
 * all lie at or below 10 with most of them below 1 is refused too. Judged on the cpu column's own
 * values: a % sign in another column says nothing of it.
 */
function fractionsError(intervals: Intervals, cpuColumn: number, cpuHeading: string): SizingError | null {
  const n = intervals.count;
  let belowOne = 0;
  let atMostTen = true;
  for (let i = 0; atMostTen && i < n; i++) {
    if (intervals.cpu[i] > 0.1) atMostTen = false;
    else if (intervals.cpu[i] < 0.01) belowOne++;
  }
  let atMostOne = true;
  for (let i = 0; atMostOne && i < n; i++) if (intervals.cpu[i] > 0.01) atMostOne = false;
  let medianBelowOne = false;
  if (atMostTen && !atMostOne) {
    const sorted = intervals.cpu.slice(0, n).sort();
    medianBelowOne = (n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2) < 0.01;
  }
  if (!atMostOne && !medianBelowOne) return null;
  return valueError(
    `column ${cpuColumn + 1} (${quoteField(cpuHeading)}): ` +
      (atMostOne
        ? 'every cpu value is 1 or less, which reads as 1% of the CPU or less'
        : `every cpu value is 10 or less and their median is below 1 (${belowOne.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} below 1), ` +
          'which reads as a system at 1% or less half the time') +
      ': if the file holds fractions (0.321 for 32.1%, 1.68 for 168% of an entitlement), write them as percentages (multiply by 100); ' +
      'if the system really ran that idle, write the values with a % sign (0.5%)',
    { column: cpuColumn + 1 },
  );
}

/** The rows of one file of utilizations, read against its header: what a row shares with the rows before it. */
class ColumnsRows {
  readonly decimalComma: boolean;
  readonly stampColumn: number;
  readonly cpuColumn: number;
  readonly interactiveColumn: number;
  readonly entitlementColumn: number;
  readonly pdi: boolean;
  /** The first line each column gave a value with a % sign and without one (0: none yet): one column is written one way. */
  readonly signed = { cpu: 0, interactive: 0 };
  readonly bare = { cpu: 0, interactive: 0 };
  refusal: SizingError | null = null;

  constructor(
    readonly headings: string[],
    readonly headerLine: number,
    readonly index: Partial<Record<Column, number>>,
    readonly ctx: ColumnsContext,
  ) {
    this.decimalComma = ctx.separator !== ',';
    this.stampColumn = index.timestamp!;
    this.cpuColumn = index.cpu!;
    this.interactiveColumn = index.interactive ?? -1;
    this.entitlementColumn = index.entitlement ?? -1;
    this.pdi = isOneOf(headings[this.cpuColumn], PDI_CPU);
  }

  where(at: number, column: Column): string {
    return `line ${at}, column ${this.index[column]! + 1} (${quoteField(this.headings[this.index[column]!])})`;
  }

  spot(at: number, column: Column): { line: number; column: number } {
    return { line: at, column: this.index[column]! + 1 };
  }

  /** Whether cpu is a share of an entitlement: asked each row, as a report's Processor Units line may come after rows. */
  ofEntitlement(): boolean {
    return this.pdi || this.entitlementColumn >= 0 || this.ctx.partition.processorUnits !== undefined;
  }

  /** The utilization in a cell (`column`'s, at `i`: looked up once, not a row), in percent, or NaN with the refusal in `refusal`. */
  percentCell(fields: string[], at: number, column: 'cpu' | 'interactive', i: number, most: number): number {
    const cell = fields[i].trim();
    const percent = cell === '' ? NaN : readDecimal(cell, this.decimalComma);
    const why = percentProblem(cell, percent, column, most);
    if (why !== null) {
      this.refusal = valueError(`${this.where(at, column)}: ${why}`, this.spot(at, column));
      return NaN;
    }
    const { signed, bare } = this;
    const sign = cell.charCodeAt(cell.length - 1) === 0x25;
    if (sign ? signed[column] === 0 : bare[column] === 0) {
      if (sign) signed[column] = at;
      else bare[column] = at;
      if (signed[column] > 0 && bare[column] > 0) {
        const other = sign ? bare[column] : signed[column];
        this.refusal = valueError(
          `${this.where(at, column)}: ${quoteField(cell)} is written ${sign ? 'with' : 'without'} a % sign, line ${other} ` +
            `${sign ? 'without' : 'with'} one: a column mixing percentages and bare numbers may hold fractions beside ` +
            'percentages (0.65 for 65%): write every value of the column the same way',
          this.spot(at, column),
        );
        return NaN;
      }
    }
    noteDecimals(this.ctx.intervals, column, cell);
    return percent;
  }

  /** The row's entitlement in processing units: its cell's, the report header's, or 0 for none. */
  entitlement(fields: string[], at: number): number | SizingError {
    if (this.entitlementColumn < 0) return this.ctx.partition.processorUnits ?? 0;
    const cell = fields[this.entitlementColumn].trim();
    const entitlement = readDecimal(cell, this.decimalComma, false);
    if (entitlement > 0) return entitlement;
    return valueError(
      `${this.where(at, 'entitlement')}: ${cell === '' ? 'empty' : quoteField(cell)} is not an ` +
        `entitlement: write the partition's processing units, more than 0 (e.g. 0.5)`,
      this.spot(at, 'entitlement'),
    );
  }

  row(fields: string[], at: number): SizingError | null {
    const ctx = this.ctx;
    const intervals = ctx.intervals;
    const shape = shapeError(fields, this.headings.length, this.headerLine, at);
    if (shape === 'blank') return null;
    if (shape) {
      const other = ctx.other(fields, at);
      return other === false ? shape : other;
    }
    const stampText = fields[this.stampColumn].trim();
    if (stampText === '' && blank(fields)) return null;
    const printed = readTimestamp(stampText, ctx.dateOrder);
    if (printed === null) {
      const other = ctx.other(fields, at);
      if (other !== false) return other;
      return valueError(
        `${this.where(at, 'timestamp')}: ${stampText === '' ? 'empty' : `${quoteField(stampText)} is ${timestampHint(stampText, ctx.dateOrder)}`}`,
        this.spot(at, 'timestamp'),
      );
    }
    const time = intervals.elapsed(printed, stampText, at, null);
    const late = intervals.refuse(time, stampText, at, this.stampColumn, this.headings[this.stampColumn]);
    if (late) return late;
    const entitlement = this.entitlement(fields, at);
    if (typeof entitlement !== 'number') return entitlement;
    const most = this.ofEntitlement() ? MOST_OF_ENTITLEMENT * 100 : 100;
    const total = this.percentCell(fields, at, 'cpu', this.cpuColumn, most);
    if (this.refusal) return this.refusal;
    let inter = 0;
    if (this.interactiveColumn >= 0) {
      inter = this.percentCell(fields, at, 'interactive', this.interactiveColumn, most);
      if (this.refusal) return this.refusal;
    }
    if (inter > total && inter - total <= ROUNDING_POINTS + 1e-9) {
      intervals.roundedDown(stampText, at);
      inter = total;
    }
    if (inter > total) {
      return valueError(
        `${this.where(at, 'interactive')}: interactive ${inter}% is above the total CPU ${total}% of the same interval: interactive work ` +
          `is part of the total (PCR V4R5 2.11, Component Report: CPU % Total holds Inter and Batch). Take both columns from one ` +
          `source (PCR 2.10: work charged back to interactive jobs can make job sums exceed a system total)`,
        this.spot(at, 'interactive'),
      );
    }
    intervals.add(time, stampText, at, fraction(total), fraction(inter), entitlement);
    return null;
  }
}

/** The reader of a file of utilizations' rows, or why its header is not one. */
export function columnsReader(headings: string[], headerLine: number, ctx: ColumnsContext): RowReader | SizingError {
  const index = indexColumns(headings, headerLine, ctx.separator);
  if (isError(index)) return index;
  const rows = new ColumnsRows(headings, headerLine, index, ctx);
  const { partition, intervals } = ctx;
  const { stampColumn, cpuColumn, interactiveColumn, entitlementColumn, pdi } = rows;
  const report = ctx.reportLines || isOneOf(headings[stampColumn], REPORT_HEADINGS) || isOneOf(headings[cpuColumn], REPORT_HEADINGS);
  const entitlementHeading = () =>
    entitlementColumn >= 0 ? headings[entitlementColumn] : partition.processorUnits !== undefined ? 'Processor Units (report header)' : null;
  return {
    format: pdi ? PDI_FORMAT : report || partition.processorUnits !== undefined ? COMPONENT_REPORT_FORMAT : COLUMNS_FORMAT,
    get headings() {
      return {
        timestamp: headings[stampColumn],
        cpu: headings[cpuColumn],
        interactive: interactiveColumn >= 0 ? headings[interactiveColumn] : null,
        entitlement: entitlementHeading(),
      };
    },
    get ofEntitlement() {
      return rows.ofEntitlement();
    },
    hasInteractive: interactiveColumn >= 0,
    get hasEntitlement() {
      return entitlementColumn >= 0 || partition.processorUnits !== undefined;
    },
    row: (fields, at) => rows.row(fields, at),
    finish: () => (intervals.count === 0 || rows.signed.cpu > 0 ? null : fractionsError(intervals, cpuColumn, headings[cpuColumn])),
    warnings: () => [],
  };
}
