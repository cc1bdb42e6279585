/** Custom functions: Trends from measured history (add-in convention: least squares on ln). */
import { isError, type Result, type SizingError, valueError, within } from '../addin/errors';
import { annualGrowth, fitTrend, trendDate as dateOf, type TrendFit } from '../addin/sizing/trend';
import { announce, type Arg, type Cell, isEmptyCell, number, optional, plainCell, type Reader, toCell } from './excel';

const POINT_READERS = [optional(number('dates'), null, 'omitted'), optional(number('values'), null, 'omitted')] as const;
const LIMIT = number('limit', { above: 0 });

/** The cells of a range row by row, or a single value as one cell. */
const cellsOf = (arg: Arg): Cell[] => (Array.isArray(arg) ? arg.flat().map((c) => plainCell(c ?? null)) : [plainCell(arg ?? null)]);

/**
 * The fit of the date and value pairs read position by position from two ranges of one size. Not
 * cellwise: one answer for the history. A pair of empty cells is skipped (a list that grows), a pair
 * with one empty is #VALUE! naming its row; the fit's own refusals are #NUM!; no pair at all is no answer.
 */
function fitOf(dates: Arg, values: Arg, extra: readonly Reader<unknown>[] = []): Result<TrendFit | null> {
  announce([...POINT_READERS, ...extra]);
  const d = cellsOf(dates);
  const v = cellsOf(values);
  if (d.length !== v.length) return valueError(`dates and values differ in size: ${d.length} and ${v.length} cells`);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < d.length; i++) {
    const [de, ve] = [isEmptyCell(d[i]), isEmptyCell(v[i])];
    if (de && ve) continue;
    const at = (e: SizingError) => within(`row ${i + 1}`, e, { line: i + 1 });
    if (de || ve) return at(valueError(`${de ? 'a value but no date' : 'a date but no value'}: fill both or neither`));
    const x = POINT_READERS[0](d[i]);
    if (isError(x)) return at(x);
    const y = POINT_READERS[1](v[i]);
    if (isError(y)) return at(y);
    xs.push(x as number);
    ys.push(y as number);
  }
  // A history with no rows (every row empty, as a list not yet begun leaves them) is an empty cell.
  return xs.length ? fitTrend(xs, ys) : null;
}

/**
 * The compound growth per year of a measured history: ln(value) fitted by least squares against the date in days, exp(365.25 x slope) - 1, the rate GROWTH and MONTHSTOLIMIT take. Rows where both cells are empty are skipped (a list that grows); a row with one of them empty is #VALUE! naming it. Fewer than 3 points, a value of 0 or less, or dates all equal: #NUM! with the reason. Source: add-in convention (least squares on ln), PCR V4R5 2.10 on trending ("the proof point will be in having the historical data to show the trend of the workload", line 725).
 * @customfunction TRENDGROWTH
 * @param dates Dates of the measurements as Excel date serials (a column of dates), one per value: one point per period (a month's peak, a week's...).
 * @param values The measured values (utilization, CPW, transactions...), above 0, one per date: a range of the same size as dates.
 * @returns Growth per year as a fraction (14.5% is 0.145).
 */
export function trendGrowth(dates: any[][], values: any[][]): any[][] {
  const fit = fitOf(dates, values);
  return [[toCell(isError(fit) || fit === null ? fit : annualGrowth(fit))]];
}

/**
 * The date the trend of a measured history reaches a limit: ln(value) fitted by least squares against the date in days (as TRENDGROWTH), and the date serial where the fitted line reaches the limit, (LN(limit) - intercept) / slope; a date before the last measurement where the line has passed the limit already. A trend that does not grow never reaches it, and a date before 1900 or after 9999 is none Excel shows: #NUM!. Rows where both cells are empty are skipped; a row with one empty is #VALUE!; fewer than 3 points, a value of 0 or less, or dates all equal: #NUM!. Source: add-in convention (least squares on ln), PCR V4R5 2.10 on trending ("the proof point will be in having the historical data to show the trend of the workload", line 725).
 * @customfunction TRENDDATE
 * @param dates Dates of the measurements as Excel date serials (a column of dates), one per value.
 * @param values The measured values, above 0, one per date: a range of the same size as dates.
 * @param limit The value to reach, in the unit of values, above 0 (0.7 for a 70% guideline on utilizations given as fractions).
 * @returns A date serial (format the cell as a date), fractional.
 */
export function trendDate(dates: any[][], values: any[][], limit: any[][]): any[][] {
  const fit = fitOf(dates, values, [LIMIT]);
  if (isError(fit) || fit === null) return [[toCell(fit)]];
  const one = cellsOf(limit);
  const l = one.length === 1 ? LIMIT(one[0]) : valueError('limit takes one value, not a range');
  return [[toCell(isError(l) ? l : dateOf(fit, l))]];
}
