/**
 * One rule for "an engine agrees with the core": numbers within a relative 1e-9 (the engines do
 * the same arithmetic in another order), text and booleans exactly, errors by their code.
 */
import { isErrorValue, type Scalar, sheetPlan, type WorkbookPlan } from '../addin/workbook/plan';

/** What an engine left in a cell, as a plan value; undefined for an empty cell. */
export type Found = Scalar | undefined;

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** exceljs turns numbers with a date format into Dates: back to Excel's serial number. */
export function excelValue(v: unknown): Found {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) return (v.getTime() - EXCEL_EPOCH) / 86400000;
  if (typeof v === 'object' && 'error' in (v as object)) return { error: (v as { error: string }).error as never };
  if (typeof v === 'object' && 'richText' in (v as object)) return (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
  return v as Scalar;
}

export function agrees(want: Scalar | undefined, got: Found): boolean {
  if (want === undefined) return got === undefined || got === '';
  if (isErrorValue(want)) return isErrorValue(got) && got.error === want.error;
  if (typeof want === 'number') {
    if (typeof got !== 'number') return false;
    const scale = Math.max(Math.abs(want), Math.abs(got));
    // Below 1e-300 there is nothing relative left to compare: both are zero.
    return Math.abs(want - got) <= 1e-9 * scale || scale < 1e-300;
  }
  if (want === '') return got === '' || got === undefined;
  return want === got;
}

export const show = (v: Found): string => (v === undefined ? '(empty)' : isErrorValue(v) ? v.error : JSON.stringify(v));

/** A formula short enough to read in a failure list. */
export const brief = (formula: string): string => (formula.length > 100 ? `${formula.slice(0, 97)}...` : formula);

/** The first disagreements and how many more: a failure that names hundreds of cells names none. SHOW_ALL=1 lists them all. */
export function firstOf(lines: readonly string[], n = process.env.SHOW_ALL ? Infinity : 12): string[] {
  return lines.length <= n ? [...lines] : [...lines.slice(0, n), `... and ${lines.length - n} more`];
}

/**
 * A formula cached with a wrong value (=A1*7 with 6 in A1, cached 999): an engine that recalculates
 * shows 42 in Canary!A2; one that did not leaves 999, and then no comparison proves anything.
 */
export const CANARY_PLAN: WorkbookPlan = {
  sheets: [
    sheetPlan({
      name: 'Canary',
      role: 'template',
      widths: [],
      cells: [
        { ref: 'A1', value: 6 },
        { ref: 'A2', formula: '=A1*7', value: 999 },
      ],
    }),
  ],
};
