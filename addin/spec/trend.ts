/** Trends from measured history (the add-in's convention: least squares on ln). */
import { isError, type Result, type SizingError, valueError, within } from '../errors';
import { annualGrowth, fitTrend, trendDate as dateOf, type TrendFit } from '../sizing/trend';
import { type Arg, type Cell, custom, isEmptyCell, number, optional, plainCell } from './define';

const POINT_READERS = [optional(number('dates'), null, 'omitted'), optional(number('values'), null, 'omitted')] as const;
const LIMIT = number('limit', { above: 0 });

/** The cells of a range row by row, or a single value as one cell. */
const cellsOf = (arg: Arg): Cell[] => (Array.isArray(arg) ? arg.flat().map((c) => plainCell(c ?? null)) : [plainCell(arg ?? null)]);

/**
 * The fit of the date and value pairs read position by position from two ranges of one size. Not
 * cellwise: one answer for the history. A pair of empty cells is skipped (a list that grows), a pair
 * with one empty is #VALUE! naming its row; the fit's own refusals are #NUM!; no pair at all is no answer.
 */
function fitOf(dates: Arg, values: Arg): Result<TrendFit | null> {
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

const TRENDGROWTH = custom(POINT_READERS, (args, finish) => {
  const fit = fitOf(args[0], args[1]);
  return [[finish(isError(fit) || fit === null ? fit : annualGrowth(fit))]];
});

const TRENDDATE = custom([...POINT_READERS, LIMIT], (args, finish) => {
  const fit = fitOf(args[0], args[1]);
  if (isError(fit) || fit === null) return [[finish(fit)]];
  const one = cellsOf(args[2]);
  const l = one.length === 1 ? LIMIT(one[0]) : valueError('limit takes one value, not a range');
  return [[finish(isError(l) ? l : dateOf(fit, l))]];
});

export const TREND = { TRENDGROWTH, TRENDDATE };
