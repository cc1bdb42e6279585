import { cellAddress, parseArea } from '../formula/a1';
import { add, as400, type Expr, fn, ge, IF, le, lt, MIN, type Ref, sub } from '../formula/expr';
import type { CountFrom, SheetBuilder } from '../workbook/layout';
import type { InputSpec } from '../workbook/template';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { ROUNDING_DIGITS } from '../sizing/months';

/**
 * The annual growth a sheet takes when nothing was measured (no --history, no value typed): an
 * add-in default, not a PCR figure (no seed prints a growth rate). One value for every template, so
 * two sheets never answer the same planner from two different defaults.
 */
export const DEFAULT_ANNUAL_GROWTH = 0.2;
/** The AnnualGrowth input of every template that grows a workload. */
export const GROWTH_INPUT = 'AnnualGrowth';
const GROWTH_HELP = 'Compound growth of the demand per year.';
/** The growth a workload is projected at, as the templates that grow one take it. */
export const GROWTH_INPUT_SPEC: InputSpec = {
  name: GROWTH_INPUT,
  label: 'Annual growth',
  kind: 'fraction',
  value: DEFAULT_ANNUAL_GROWTH,
  min: 0.001,
  max: 1,
  growth: true,
  help: GROWTH_HELP,
};
/** The planning limit a projection is held to: PCR 2.12's guideline. */
export const GUIDELINE_INPUT_SPEC: InputSpec = {
  name: 'Guideline',
  label: 'Planning limit',
  kind: 'fraction',
  value: PLANNING_GUIDELINE,
  min: 0.01,
  help: 'PCR 2.12 (line 847): keep CPU utilization at 70% or less.',
};
/** The note a growth left at the default shows, so the sheet never passes a default off as the workload's own trend. */
export const DEFAULT_GROWTH_NOTE =
  `Default, not measured: ${DEFAULT_ANNUAL_GROWTH * 100}% a year is an add-in default, not a PCR figure. ` + 'Type your own, or give the history (--history).';

/**
 * Months until a utilization growing `growth` a year reaches `limit` (AS400.MONTHSTOLIMIT), 0 once
 * there: a share given in CPW or carried from a smaller system can be past the limit, or past 1,
 * which the function's fraction argument refuses.
 */
export const monthsUntil = (utilization: Expr, growth: Expr, limit: Expr): Expr =>
  IF(ge(utilization, limit), 0, as400('MONTHSTOLIMIT', utilization, growth, limit));

/** The word a count of months says where the limit is never reached: a result that does not exist, not an error. */
export const NEVER = 'never';

/**
 * True where the CPU of work with total share `u` and interactive share `i` never reaches `limit`
 * however it grows, as AS400.MONTHSTOCPU finds it (months.ts, whose answer there is #NUM!): all of the
 * work is interactive (the total less EIU(interactive) within a rounding of 0) and held at a rating
 * (a maximum at or below the knee, PCR 2.2.1) below the limit. With a knee, EIU reaches the whole CPU
 * at the maximum (2.8), and any work beside the interactive grows without bound, so both get there.
 */
export const cpuNever = (u: Expr, i: Expr, knee: Expr, max: Expr, limit: Expr): Expr =>
  fn('AND', le(max, knee), lt(knee, limit), le(fn('ROUND', sub(u, MIN(i, knee)), ROUNDING_DIGITS), 0));

/** Why a count of months says "never" (cpuNever), in a note beside or under it. */
export const NEVER_NOTE = 'never: interactive work alone, held at its rating (2.2.1).';

/** Months until the CPU reaches `limit`, CFINT counted (AS400.MONTHSTOCPU), "never" where it never does (cpuNever). */
export const cpuMonthsUntil = (u: Expr, i: Expr, knee: Expr, max: Expr, growth: Expr, limit: Expr): Expr =>
  IF(cpuNever(u, i, knee, max, limit), NEVER, as400('MONTHSTOCPU', u, i, knee, max, growth, limit));

/**
 * Months shown where a chart of 5 years ends: past it "beyond 5 years", not "433.1". A number
 * format's condition, so the cell keeps its number for the formulas that read it (the calendar
 * month beside it, a report's sentence); Excel and LibreOffice both read the condition.
 */
export const HORIZON_MONTHS_FORMAT = '[>60]"beyond 5 years";0.0';

/** The format of a calendar month reached. */
export const MONTH_FORMAT = 'mmm yyyy';

/**
 * The calendar month a count of months reaches from `start` (a date): the first of the month
 * ROUNDUP(months) after start's month, so a limit reached during a month shows that month. A text
 * answer ("No knee") is given as it is, and an error stays the error.
 */
export const monthReached = (start: Expr, months: Expr): Expr =>
  IF(fn('ISNUMBER', months), fn('DATE', fn('YEAR', start), add(fn('MONTH', start), fn('ROUNDUP', months, 0)), 1), months);

/** Where a sheet's months count from: the last interval measured, else the date it was built (BuildContext.countFrom). */
export const countFromOf = (b: SheetBuilder): CountFrom =>
  b.ctx.countFrom ?? { date: Math.floor(Date.now() / 86_400_000) + 25_569, what: 'the date the sheet was built' };

/**
 * The row "Months counted from": the date the sheet's months count from (the last interval measured,
 * else the build date; BuildContext.countFrom), a value a planner may overtype, named CountFrom.
 */
export function countFromCell(b: SheetBuilder, at?: { readonly row: number; readonly column: string }): Ref {
  const from = countFromOf(b);
  const row = at ? at.row : b.row++;
  const [label, value, note] = at ? [at.column, next(at.column), next(next(at.column))] : ['A', 'B', 'C'];
  // Beside a block of columns (at), the words are short: the block's columns are narrow.
  b.put(`${label}${row}`, { value: at ? 'Counted from' : 'Months counted from', style: 'label' });
  b.put(`${value}${row}`, { value: from.date, style: 'output', format: 'yyyy-mm-dd' });
  const said = at ? `${from.what[0].toUpperCase()}${from.what.slice(1)}.` : `The calendar months beside the counts start here: ${from.what}.`;
  b.put(`${note}${row}`, { value: said, style: 'note' });
  return b.name('CountFrom', `${value}${row}`);
}

const next = (column: string): string => String.fromCharCode(column.charCodeAt(0) + 1);

/** Under this share of its CPU all five years, a candidate's line lies flat on an axis that reaches the guideline. */
export const FLAT_SHARE = 0.01;

/**
 * A line of shares that would lie flat on the chart's axis carries its values at its points (issue
 * 24.4): "0.30%" says what a line drawn on the axis cannot. `range` is the series' cells on this sheet.
 */
export function flatLabels(b: SheetBuilder, range: string): { labels?: string } {
  const area = parseArea(range);
  const shares: number[] = [];
  for (let r = area.top; r <= area.bottom; r++) {
    const v = b.value({ k: 'ref', a1: cellAddress(r, area.left) });
    if (typeof v === 'number') shares.push(v);
  }
  return shares.length > 0 && Math.max(...shares.map(Math.abs)) < FLAT_SHARE ? { labels: '0.00%' } : {};
}
