/**
 * Who filled the inputs a file fills: the file, with the value it gave, until the planner types in
 * the field. The field shows the value as the sheet prints it (0.0%: "192.4%", not "192.361481481%");
 * Build and the answer line ask this model which inputs are still the file's, and the core fills
 * those with the file's own values, unrounded. Nothing is read back from the fields' text.
 */
import { inputFormat, formatValue } from '../addin/templates/key-results';
import type { Field } from './field';
import { separators } from './separators';

export interface FileFills {
  /** Puts each value in its field as the sheet shows it, the file's from now on. */
  fill(values: Readonly<Record<string, number>>): void;
  /** The inputs still holding the file's value: the planner has not typed over them. */
  names(): string[];
}

/** A value as the sheet's cell for the input shows it, with the decimal separator of the planner's Excel. */
export const shownAsOnSheet = (field: Field, value: number): string => formatValue(value, inputFormat(field.spec)).replace('.', separators().decimal);

/** `fields`: those the file may fill; `changed` runs when an input passes to the planner or to the file. */
export function fileFills(fields: readonly Field[], changed: () => void): FileFills {
  let filled = new Set<string>();
  /** While the file's values are put in, the fields' input events are the file's, not the planner's. */
  let filling = false;
  for (const f of fields) {
    f.control.addEventListener('input', () => {
      if (filling || !filled.delete(f.spec.name)) return;
      changed();
    });
  }
  return {
    fill(values) {
      filled = new Set();
      filling = true;
      try {
        for (const f of fields) {
          const value = values[f.spec.name];
          if (value === undefined || !(f.control instanceof HTMLInputElement)) continue;
          f.control.value = shownAsOnSheet(f, value);
          // The field checks itself, and the form's answer line follows.
          f.control.dispatchEvent(new Event('input', { bubbles: true }));
          filled.add(f.spec.name);
        }
      } finally {
        filling = false;
      }
      changed();
    },
    names: () => [...filled],
  };
}
