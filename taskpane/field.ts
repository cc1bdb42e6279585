/** A field of the pane's forms, as the form around it sees one: what it reads, where it is, and its check. */
import type { InputSpec, InputValue } from '../addin/workbook/template';

export type Reading = { ok: true; value: InputValue } | { ok: false; message: string };

export interface Field {
  readonly spec: InputSpec;
  readonly node: HTMLElement;
  /** Where the focus goes when the field is the first one to fix. */
  readonly control: HTMLElement;
  /** Checks the value and shows the result beside the field. */
  check(): Reading;
}
