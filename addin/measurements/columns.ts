/**
 * The columns a measurement file of utilizations holds, by the names it may print them under.
 * Besides the add-in's own names:
 * - the headings of the Performance Tools Component Report, "Component Interval Activity" section,
 *   the report the PCR tells planners to read interactive utilization from, as the PCR V4R5 prints
 *   them: 2.11 (seed 000 lines 769-787, a V3R6 report): "ITV End" (interval end time), "CPU % Total",
 *   "CPU% Inter"; 17.4, Figure 17.6 (lines 6063-6071, a V4R3 report): "Itv End" and, under the
 *   two-line heading "---CPU Utilization---", "Total" and "Inter", which a copy into a spreadsheet
 *   makes one heading;
 * - the headings of a Performance Data Investigator (PDI) export: "Date-Time" and "Partition CPU
 *   Utilization", SYSPTU / SYSCTA x 100, a share of the partition's entitlement (as the PDI-based
 *   scripts of github.com/dkesselman/ewpfr, ewpfrx_cpuovrwait.sql, compute and head it; IBM publishes
 *   no description of PDI's export). "Interactive CPU Utilization" is PDI's label for its interactive
 *   metric as planners report it, not confirmed in an IBM text.
 * The entitlement column (processing units) is optional: with it, cpu is a share of the entitlement
 * and may exceed 100% on an uncapped partition.
 * Collection Services files hold CPU milliseconds, not utilizations: their field names are read as
 * a QAPMSYSTEM export (qapmsystem.ts), never as percentages here.
 */

export type Column = 'timestamp' | 'cpu' | 'interactive' | 'entitlement';

export const COLUMNS: readonly Column[] = ['timestamp', 'cpu', 'interactive', 'entitlement'];

/** The names a column is recognised by, as printed; matched by `headingKey`. */
export const COLUMN_NAMES: Readonly<Record<Column, readonly string[]>> = {
  timestamp: ['timestamp', 'ITV End', 'Date-Time'],
  cpu: ['cpu', 'CPU % Total', 'CPU Utilization Total', 'Partition CPU Utilization'],
  interactive: ['interactive', 'CPU% Inter', 'CPU Utilization Inter', 'Interactive CPU Utilization'],
  entitlement: ['entitlement'],
};

/** The cpu headings of a PDI export: a share of the partition's entitlement even where the file gives no entitlement. */
export const PDI_CPU = ['Partition CPU Utilization'];
/** The headings of a Component Report copy. */
export const REPORT_HEADINGS = ['ITV End', 'CPU % Total', 'CPU Utilization Total'];

/** Case, spaces and the dashes of a two-line report heading do not matter: "CPU % Inter" is "cpu%inter". */
export const headingKey = (heading: string): string => heading.toLowerCase().replace(/[\s\-_]+/g, '');

const BY_KEY = new Map<string, Column>(COLUMNS.flatMap((c) => COLUMN_NAMES[c].map((name): [string, Column] => [headingKey(name), c])));

/** The column a heading names, or null for a column the summary does not read. */
export const columnOf = (heading: string): Column | null => BY_KEY.get(headingKey(heading)) ?? null;

/** Whether a heading is one of the names listed. */
export const isOneOf = (heading: string, names: readonly string[]): boolean => names.some((n) => headingKey(n) === headingKey(heading));
