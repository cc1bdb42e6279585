/**
 * What a sizing-sheet template declares to the outside: its inputs (the task pane's form, the
 * command line's --set) and where it comes from. How it lays out its sheet is its own business
 * (see layout.ts); what comes out is a SheetPlan.
 */
import type { Result } from '../errors';
import type { Scalar } from './plan';

/** live: formulas call the add-in (=AS400.EIU(Model, InteractiveUtil)); portable: native Excel formulas over support sheets. */
export type Mode = 'live' | 'portable';
export const MODES: readonly Mode[] = ['live', 'portable'];

/** One cell of a table input; null is a blank cell. */
export type TableCell = string | number | boolean | null;
/** A table input's value: its lines, each a cell per column. */
export type TableValue = readonly (readonly TableCell[])[];
export type InputValue = string | number | boolean | TableValue;

/**
 * What of a measurement file an input stands for: the total CPU utilization, its interactive part,
 * the rest (batch and client/server: the total less the interactive), or the system measured.
 */
export type MeasuredRole = 'cpu' | 'interactive' | 'batch' | 'system';

export interface InputSpec {
  /** The sheet-scoped defined name of the input cell, e.g. "Model". */
  readonly name: string;
  readonly label: string;
  /**
   * model: a catalog key (a list from the catalog); system: a catalog key or a processor CPW (a
   * number, or "720 CPW" where the number is also a model number); choice: one of `choices`; fraction: a share of
   * 0..1 shown as %; number: a plain number within min..max (one of `choices` where it has them);
   * flag: TRUE or FALSE; text: any text; table: lines of cells, each cell checked as its column.
   */
  readonly kind: 'model' | 'system' | 'choice' | 'fraction' | 'number' | 'flag' | 'text' | 'table';
  /** The default, taken from the document's examples where it has one; a column's, the value of a new line's cell. */
  readonly value: InputValue;
  /** A column of a table input that may be left blank. */
  readonly optional?: boolean;
  /** kind table: its columns, each an input of one of the other kinds. */
  readonly columns?: readonly InputSpec[];
  /** kind table: the lines the sheet offers at least (blank lines count 0); `max` is the most it takes. */
  readonly lines?: number;
  /** kind table: its lines are target systems (name, CPW, interactive CPW, knee rule, source), which --target adds to. */
  readonly targets?: boolean;
  /** kind table: checks a line as a whole once each cell is read (cells that depend on each other), and may put its cells in their sheet form. */
  readonly line?: (cells: readonly TableCell[]) => Result<readonly TableCell[]>;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  readonly whole?: boolean;
  /** A measurement file fills this utilization input (fraction) with its statistic, or this input (model, system) names the system measured. */
  readonly measures?: MeasuredRole;
  /** kind fraction: a growth per year (read as AS400.GROWTH reads its rate: 15 for 15% is refused as a growth), not a share of the CPU. */
  readonly growth?: true;
  readonly unit?: string;
  /** One line for the form and the cell's input prompt; cites the source where the default comes from. */
  readonly help: string;
  /** Excel number format of the input cell. */
  readonly format?: string;
}

export interface TemplateInfo {
  /** Command-line and task-pane id, e.g. "interactive". */
  readonly id: string;
  readonly title: string;
  /** The sheet name it asks for; a writer adds " (2)" and so on when the name is taken. */
  readonly sheetName: string;
  readonly summary: string;
  readonly inputs: readonly InputSpec[];
  /** Sections of the documents the sheet uses, as printed in its Sources block. */
  readonly sources: readonly string[];
}

/**
 * How the core computes the value of an add-in call: the same adapters Excel calls, passed in by
 * whoever renders (the command line's function registry, the task pane's loaded functions), so the
 * cached values are exactly what =AS400.X returns. Arguments are 2-D like Excel's; the result is one value.
 */
export type As400Call = (id: string, args: readonly (readonly (readonly Scalar[])[])[]) => Scalar;

export type InputValues = Readonly<Record<string, InputValue>>;

/**
 * The sources a planner typed for the ratings of their own systems (a targets table's lines with a
 * CPW), "name: source": a page citing a 2024 Power rating names where it came from, in its body.
 */
export function plannerSources(d: TemplateInfo, values: InputValues): string[] {
  const spec = d.inputs.find((s) => s.targets);
  const lines = spec ? values[spec.name] : undefined;
  if (!Array.isArray(lines)) return [];
  const own = (lines as TableValue).filter((l) => typeof l[1] === 'number' && typeof l[4] === 'string' && l[4].trim() !== '');
  return [...new Set(own.map((l) => `${String(l[0])}: ${String(l[4]).trim()}`))];
}
