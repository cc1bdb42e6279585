/**
 * A file's values in the Build form's fields (form-model.ts): a value a file gives shows in its field
 * as the sheet prints it (0.0%: "192.4%", not "192.361481481%"), while the model keeps the file's own
 * value, unrounded, which Build takes; the planner typing in a field makes it theirs (the field tells
 * the model). Build and the answer line ask the model which inputs are still a file's, and the core
 * fills those with the file's own values.
 */
import { inputFormat, formatValue } from '../addin/workbook/key-results';
import type { Field } from './field';
import type { FormModel } from './form-model';
import { separators } from './separators';

export interface FileFills {
  /** Puts each value in its field as the sheet shows it, the file's from now on. */
  fill(values: Readonly<Record<string, number>>): void;
  /** The inputs still holding the file's value: the planner has not typed over them. */
  names(): string[];
}

/** A value as the sheet's cell for the input shows it, with the decimal separator of the planner's Excel. */
export const shownAsOnSheet = (field: Field, value: number): string => formatValue(value, inputFormat(field.spec)).replace('.', separators().decimal);

/** How each field shows a file's value: as the sheet does, in a text input (a list or a box is never filled). */
export function showFills(model: FormModel, fields: readonly Field[]): void {
  for (const f of fields) {
    const control = f.control;
    if (control instanceof HTMLInputElement && control.type !== 'checkbox') {
      model.render(f.spec.name, (value) => {
        control.value = shownAsOnSheet(f, value);
        // The field reads what it shows, and the form's answer line follows.
        control.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
}

/** A file's share of the form's model: `fields` are those it may fill; `changed` runs after it fills them. */
export function fileFills(model: FormModel, fields: readonly Field[], changed: () => void): FileFills {
  const names = fields.map((f) => f.spec.name);
  return {
    fill(values) {
      model.fill(names, values);
      changed();
    },
    names: () => names.filter((name) => model.entry(name).by === 'measured'),
  };
}
