/**
 * The rows of a file of utilizations in percent (columns.ts): the add-in's own columns, a Component
 * Report copy, a PDI export. Utilizations are read as IBM's reports print them (32.1 or 32.1%) into
 * fractions (0.321). A share of the processors is at most 100%; a share of a partition's entitlement
 * (a PDI export, a file with an entitlement column, a report whose header gives Processor Units) at
 * most 1,000%: an uncapped partition uses more than its entitlement.
 */
import { type SizingError, valueError } from '../errors';
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

/** The reader of a file of utilizations' rows, or why its header is not one. */
export function columnsReader(headings: string[], headerLine: number, ctx: ColumnsContext): RowReader | SizingError {
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
        `(separated by ${separatorName(ctx.separator)}) is: ${found || 'empty'}` +
        '. A Collection Services export is read by its fields: QAPMSYSTEM needs SYSPTU and SYSCTA',
      { line: headerLine },
    );
  }
  const { intervals, partition, dateOrder } = ctx;
  const decimalComma = ctx.separator !== ',';
  const width = headings.length;
  const stampColumn = index.timestamp!;
  const cpuColumn = index.cpu!;
  const interactiveColumn = index.interactive ?? -1;
  const entitlementColumn = index.entitlement ?? -1;
  const pdi = isOneOf(headings[cpuColumn], PDI_CPU);
  const report = ctx.reportLines || isOneOf(headings[stampColumn], REPORT_HEADINGS) || isOneOf(headings[cpuColumn], REPORT_HEADINGS);
  /** The first line each column gave a value with a % sign and without one (0: none yet): one column is written one way. */
  const signed = { cpu: 0, interactive: 0 };
  const bare = { cpu: 0, interactive: 0 };
  let refusal: SizingError | null = null;

  const where = (at: number, column: Column) => `line ${at}, column ${index[column]! + 1} (${quoteField(headings[index[column]!])})`;
  const spot = (at: number, column: Column) => ({ line: at, column: index[column]! + 1 });
  /** Whether cpu is a share of an entitlement: asked each row, as a report's Processor Units line may come after rows. */
  const ofEntitlement = () => pdi || entitlementColumn >= 0 || partition.processorUnits !== undefined;

  /** The utilization in a cell (`column`'s, at `i`: looked up once, not a row), in percent, or NaN with the refusal in `refusal`. */
  const percentCell = (fields: string[], at: number, column: 'cpu' | 'interactive', i: number, most: number): number => {
    const cell = fields[i].trim();
    let why: string | null = null;
    const percent = cell === '' ? NaN : readDecimal(cell, decimalComma);
    if (cell === '') why = `empty; every interval needs its ${LABEL[column]}`;
    else if (Number.isNaN(percent)) why = `${quoteField(cell)} is not a number: write the ${LABEL[column]}, e.g. 32.1 or 32.1%`;
    else if (percent < 0) why = `${quoteField(cell)} is below 0%`;
    else if (percent > most) {
      why =
        most === 100
          ? `${quoteField(cell)} is above 100%: a utilization is a share of the CPU (percent, not CPU seconds or milliseconds); a partition's ` +
            `utilization of its entitlement, which may exceed 100%, needs the entitlement: add an entitlement column (processing units)`
          : `${quoteField(cell)} is above ${most}% of the entitlement, more than a partition uses (percent, not CPU seconds or milliseconds)`;
    }
    if (why !== null) {
      refusal = valueError(`${where(at, column)}: ${why}`, spot(at, column));
      return NaN;
    }
    const sign = cell.charCodeAt(cell.length - 1) === 0x25;
    if (sign ? signed[column] === 0 : bare[column] === 0) {
      if (sign) signed[column] = at;
      else bare[column] = at;
      if (signed[column] > 0 && bare[column] > 0) {
        const other = sign ? bare[column] : signed[column];
        refusal = valueError(
          `${where(at, column)}: ${quoteField(cell)} is written ${sign ? 'with' : 'without'} a % sign, line ${other} ` +
            `${sign ? 'without' : 'with'} one: a column mixing percentages and bare numbers may hold fractions beside ` +
            'percentages (0.65 for 65%): write every value of the column the same way',
          spot(at, column),
        );
        return NaN;
      }
    }
    const decimals = decimalsOf(cell);
    if (column === 'cpu') {
      if (intervals.cpuDecimals === null || decimals > intervals.cpuDecimals) intervals.cpuDecimals = decimals;
    } else if (intervals.interactiveDecimals === null || decimals > intervals.interactiveDecimals) intervals.interactiveDecimals = decimals;
    return percent;
  };

  const row = (fields: string[], at: number): SizingError | null => {
    const shape = shapeError(fields, width, headerLine, at);
    if (shape === 'blank') return null;
    if (shape) {
      const other = ctx.other(fields, at);
      return other === false ? shape : other;
    }
    const stampText = fields[stampColumn].trim();
    if (stampText === '' && blank(fields)) return null;
    const printed = readTimestamp(stampText, dateOrder);
    if (printed === null) {
      const other = ctx.other(fields, at);
      if (other !== false) return other;
      return valueError(
        `${where(at, 'timestamp')}: ${stampText === '' ? 'empty' : `${quoteField(stampText)} is ${timestampHint(stampText, dateOrder)}`}`,
        spot(at, 'timestamp'),
      );
    }
    const time = intervals.elapsed(printed, stampText, at, null);
    const late = intervals.refuse(time, stampText, at, stampColumn, headings[stampColumn]);
    if (late) return late;
    let entitlement = 0;
    if (entitlementColumn >= 0) {
      const cell = fields[entitlementColumn].trim();
      entitlement = readDecimal(cell, decimalComma, false);
      if (!(entitlement > 0)) {
        return valueError(
          `${where(at, 'entitlement')}: ${cell === '' ? 'empty' : quoteField(cell)} is not an ` +
            `entitlement: write the partition's processing units, more than 0 (e.g. 0.5)`,
          spot(at, 'entitlement'),
        );
      }
    } else if (partition.processorUnits !== undefined) entitlement = partition.processorUnits;
    const most = ofEntitlement() ? MOST_OF_ENTITLEMENT * 100 : 100;
    const total = percentCell(fields, at, 'cpu', cpuColumn, most);
    if (refusal) return refusal;
    let inter = 0;
    if (interactiveColumn >= 0) {
      inter = percentCell(fields, at, 'interactive', interactiveColumn, most);
      if (refusal) return refusal;
    }
    if (inter > total && inter - total <= ROUNDING_POINTS + 1e-9) {
      intervals.roundedDown(stampText, at);
      inter = total;
    }
    if (inter > total) {
      return valueError(
        `${where(at, 'interactive')}: interactive ${inter}% is above the total CPU ${total}% of the same interval: interactive work ` +
          `is part of the total (PCR V4R5 2.11, Component Report: CPU % Total holds Inter and Batch). Take both columns from one ` +
          `source (PCR 2.10: work charged back to interactive jobs can make job sums exceed a system total)`,
        spot(at, 'interactive'),
      );
    }
    intervals.add(time, stampText, at, fraction(total), fraction(inter), entitlement);
    return null;
  };

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
      return ofEntitlement();
    },
    hasInteractive: interactiveColumn >= 0,
    get hasEntitlement() {
      return entitlementColumn >= 0 || partition.processorUnits !== undefined;
    },
    row,
    finish: () => {
      // A file of fractions (0.65 for 65%) read as percent would size a busy system as idle; an uncapped
      // partition's fractions reach above 1 (1.68 for 168% of its entitlement), so a file whose cpu values
      // all lie at or below 10 with most of them below 1 is refused too. Judged on the cpu column's own
      // values: a % sign in another column says nothing of it.
      const n = intervals.count;
      if (n === 0 || signed.cpu > 0) return null;
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
        `column ${cpuColumn + 1} (${quoteField(headings[cpuColumn])}): ` +
          (atMostOne
            ? 'every cpu value is 1 or less, which reads as 1% of the CPU or less'
            : `every cpu value is 10 or less and their median is below 1 (${belowOne.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} below 1), ` +
              'which reads as a system at 1% or less half the time') +
          ': if the file holds fractions (0.321 for 32.1%, 1.68 for 168% of an entitlement), write them as percentages (multiply by 100); ' +
          'if the system really ran that idle, write the values with a % sign (0.5%)',
        { column: cpuColumn + 1 },
      );
    },
    warnings: () => [],
  };
}
