/**
 * The three columns a measurement file needs, by the names it may print them under. Besides the
 * add-in's own names, the headings of the Performance Tools Component Report, "Component Interval
 * Activity" section, the report the PCR tells planners to read interactive utilization from, as the
 * PCR V4R5 prints them:
 * - 2.11 (seed 000 lines 769-787, a V3R6 report): "ITV End" (interval end time), "CPU % Total",
 *   "CPU% Inter";
 * - 17.4, Figure 17.6 (lines 6063-6071, a V4R3 report): "Itv End" and, under the two-line heading
 *   "---CPU Utilization---", "Total" and "Inter", which a copy into a spreadsheet makes one heading.
 * Collection Services files hold CPU milliseconds, not utilizations (QAPMSYSCPU: SCPU01-SCPU32 and
 * SCIFUS, "Total processing time (in milliseconds)", IBM i 7.2 Knowledge Center, Collection Services
 * data files: QAPMSYSCPU, http://www-01.ibm.com/support/knowledgecenter/ssw_ibm_i_72/rzahx/rzahxqapmsyscpu.htm;
 * QAPMJOBS JBCPU, PCR 2.10 line 683): their field names are not accepted, as reading them as
 * percentages would give a wrong number; the README gives the query that turns them into these columns.
 */

export type Column = 'timestamp' | 'cpu' | 'interactive';

export const COLUMNS: readonly Column[] = ['timestamp', 'cpu', 'interactive'];

/** The names a column is recognised by, as printed; matched by `headingKey`. */
export const COLUMN_NAMES: Readonly<Record<Column, readonly string[]>> = {
  timestamp: ['timestamp', 'ITV End'],
  cpu: ['cpu', 'CPU % Total', 'CPU Utilization Total'],
  interactive: ['interactive', 'CPU% Inter', 'CPU Utilization Inter'],
};

/** Case, spaces and the dashes of a two-line report heading do not matter: "CPU % Inter" is "cpu%inter". */
export const headingKey = (heading: string): string => heading.toLowerCase().replace(/[\s\-_]+/g, '');

const BY_KEY = new Map<string, Column>(COLUMNS.flatMap((c) => COLUMN_NAMES[c].map((name): [string, Column] => [headingKey(name), c])));

/** The column a heading names, or null for a column the summary does not read. */
export const columnOf = (heading: string): Column | null => BY_KEY.get(headingKey(heading)) ?? null;
