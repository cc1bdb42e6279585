/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/trend.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * The compound growth per year of a measured history, by least squares on ln(value) (add-in convention, PCR
 * 2.10). ln(value) is fitted against the date in days; the rate is exp(365.25 x slope) - 1, the rate GROWTH and
 * MONTHSTOLIMIT take. Rows where both cells are empty are skipped (a list that grows); a row with one of them
 * empty is #VALUE! naming it. Fewer than 3 points, a value of 0 or less, or dates all equal: #NUM! with the
 * reason. Source: add-in convention (least squares on ln), PCR V4R5 2.10 on trending ("the proof point will be
 * in having the historical data to show the trend of the workload", line 725).
 * @customfunction TRENDGROWTH
 * @param dates Dates of the measurements as Excel date serials (a column of dates), one per value. One point
 *   per period (a month's peak, a week's...).
 * @param values The measured values (utilization, CPW, transactions...), above 0, one per date: a range of the same size as dates.
 * @returns Growth per year as a fraction (14.5% is 0.145).
 */
export function trendGrowth(dates: any[][], values: any[][]): any[][] {
  return excel(SPECS.TRENDGROWTH, [dates, values]);
}

/**
 * The date the trend of a measured history reaches a limit, by least squares on ln(value) (add-in convention,
 * PCR 2.10). As for TRENDGROWTH, ln(value) is fitted against the date in days; the answer is the date serial
 * where the fitted line reaches the limit, (LN(limit) - intercept) / slope; a date before the last measurement
 * where the line has passed the limit already. A trend that does not grow never reaches it, and a date before
 * 1900 or after 9999 is none Excel shows: #NUM!. Rows where both cells are empty are skipped; a row with one
 * empty is #VALUE!; fewer than 3 points, a value of 0 or less, or dates all equal: #NUM!. Source: add-in
 * convention (least squares on ln), PCR V4R5 2.10 on trending ("the proof point will be in having the
 * historical data to show the trend of the workload", line 725).
 * @customfunction TRENDDATE
 * @param dates Dates of the measurements as Excel date serials (a column of dates), one per value.
 * @param values The measured values, above 0, one per date: a range of the same size as dates.
 * @param limit The value to reach, in the unit of values, above 0 (0.7 for a 70% guideline on utilizations given as fractions).
 * @returns A date serial (format the cell as a date), fractional.
 */
export function trendDate(dates: any[][], values: any[][], limit: any[][]): any[][] {
  return excel(SPECS.TRENDDATE, [dates, values, limit]);
}
