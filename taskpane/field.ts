/**
 * A field of the pane's forms, as the form around it sees one: what it reads and where it is. What it
 * read is in the form's model (form-model.ts), where the field puts its reading each time its control
 * changes: the form reads the model, never the field.
 */
import type { InputSpec } from '../addin/workbook/template';

export interface Field {
  readonly spec: InputSpec;
  readonly node: HTMLElement;
  /** Where the focus goes when the field is the first one to fix. */
  readonly control: HTMLElement;
}
