/**
 * A cell as a host passes it to a function: Excel's calling conventions (an omitted argument is
 * null, every argument may be a range, a data-type cell carries a basic value), kept in the core so
 * the functions' readers and the templates that evaluate them read a value one way.
 */
/**
 * A cell holding an Excel data type, as Excel passes it when functions.json sets
 * allowCustomDataForDataTypeAny (the JSON of Excel.CellValue: Double, FormattedNumber, String,
 * Boolean, Entity, WebImage...).
 */
export interface DataTypeCell {
  readonly type?: string;
  readonly basicType?: string;
  readonly basicValue?: unknown;
  readonly text?: string;
}
export type Cell = number | string | boolean | null | DataTypeCell | RowRecord;

/**
 * A row of a planner's table read as one value (a target system of their own: name, CPW,
 * interactive CPW, knee rule, source): rows(), applied by the adapters that take such rows, turns
 * a range of them into a column of these, so cellwise serves a column of targets as one of keys.
 */
export class RowRecord {
  constructor(readonly cells: readonly Cell[]) {}
}

/**
 * A range whose rows are records of `width` cells (the second a number or empty), as a column of
 * RowRecords, a row whose cells are all empty as an empty cell; any other argument as it is. The
 * cells are kept as the values they stand for (see plainCell).
 */
export function recordRows(arg: Arg, width: number): Arg {
  if (!Array.isArray(arg) || arg.length === 0 || arg[0].length !== width) return arg;
  const plain = arg.map((row) => row.map(plainCell));
  if (!plain.every((row) => typeof row[1] === 'number' || isBlank(row[1]))) return arg;
  return plain.map((row) => [row.every(isEmptyCell) ? null : new RowRecord(row)]);
}
/** What Excel passes for a parameter declared any[][]: a 2-D array, or null when omitted. */
export type Arg = Cell | Cell[][] | undefined;

/** An empty cell as any host passes it: null or "" on the web, 0 on Excel desktop. */
export const isEmptyCell = (cell: Cell | undefined): boolean => cell === null || cell === undefined || cell === '' || cell === 0;
export const isBlank = (cell: Cell | undefined): cell is null | undefined | '' => cell === null || cell === undefined || cell === '';

/** An optional argument given as one empty cell (a data-type cell by its value): the function answers as without it. */
export const isOmitted = (arg: Arg): boolean =>
  !Array.isArray(arg) ? isEmptyCell(plainCell(arg ?? null)) : arg.length === 1 && arg[0].length === 1 && isEmptyCell(plainCell(arg[0][0]));

const hasBasicValue = (cell: DataTypeCell): boolean => {
  const v = cell.basicValue;
  return cell.basicType !== 'Error' && cell.type !== 'Error' && (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean');
};

/**
 * A cell as the value it stands for: a data-type cell by its basic value (a Double or
 * FormattedNumber its number, a String its text, an Empty an empty cell), so the empty-row rule,
 * the optional parameters and every reader treat it exactly as the same value typed in. One
 * without a basic value (an entity, an image, an error) stays as it is, for the reader to refuse.
 */
export function plainCell(cell: Cell): Cell {
  if (typeof cell !== 'object' || cell === null || cell instanceof RowRecord) return cell;
  if (cell.type === 'Empty') return null;
  return hasBasicValue(cell) ? (cell.basicValue as Cell) : cell;
}
