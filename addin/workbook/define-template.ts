import type { Ref } from '../formula/expr';
import type { SheetBuilder } from './layout';
import type { InputValues, TemplateInfo } from './template';

/** A template: what it declares (TemplateInfo) and how it lays out its results under its inputs. */
export interface TemplateDef extends TemplateInfo {
  /**
   * Writes the results, tables and charts; `inputs` are the named input cells, by InputSpec name;
   * `values` every input's checked value (a table input's lines are laid out here).
   */
  build(b: SheetBuilder, inputs: Readonly<Record<string, Ref>>, values: InputValues): void;
  /** A template with no inputs block and no results (the catalog) lays out its own sheet. */
  readonly bare?: boolean;
  /**
   * A report: the sheets of these templates follow its own, built first with the inputs each
   * takes from the report's (none where `inputs` answers null: that sheet is left out), and the
   * report's sheet reads them (BuildContext.details). Its inputs are laid out on them, not on it.
   */
  readonly details?: readonly Detail[];
}

export interface Detail {
  readonly id: string;
  readonly inputs: (values: InputValues) => InputValues | null;
}
