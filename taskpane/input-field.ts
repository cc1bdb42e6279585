/**
 * One form field per template input, read as the planner types with the messages the add-in's own
 * functions give: readInput (the core's argument check and catalog resolver, which planWorkbook
 * applies too). Each change is read once, its reading put in the form's model and shown beside the field.
 */
import { lookup } from '../addin/catalog/lookup';
import { isError } from '../addin/errors';
import { readInput } from '../addin/workbook/inputs';
import type { InputSpec } from '../addin/workbook/template';
import { el, uid } from './dom';
import type { Field } from './field';
import type { FormModel, Reading } from './form-model';
import { modelPicker } from './model-picker';
import { describeModel } from './model-search';
import { localNumber, typedValue } from './separators';
import { tableField } from './table-field';

/** 0.321 → "32.1%" ("32,1%" in German Excel): fractions are shown as Excel shows them in the sheet. */
export const percent = (x: number): string => `${localNumber(Number((x * 100).toPrecision(12)))}%`;

/** The control a field of a kind is typed in (and the widget around it: the model picker's list), calling `changed` as it changes. */
function fieldControl(
  spec: InputSpec,
  id: string,
  describedBy: string,
  changed: () => void,
): { control: HTMLInputElement | HTMLSelectElement; widget: HTMLElement } {
  switch (spec.kind) {
    case 'model':
    case 'system': {
      // A system may be a CPW too: the picker's list only helps with keys, any text is checked.
      const picker = modelPicker(id, String(spec.value), describedBy, changed);
      return { control: picker.input, widget: picker.node };
    }
    case 'choice': {
      const select = el('select', { id, 'aria-describedby': describedBy }, ...(spec.choices ?? []).map((c) => el('option', { value: c }, c)));
      select.value = String(spec.value);
      select.addEventListener('change', changed);
      return { control: select, widget: select };
    }
    case 'flag': {
      const box = el('input', { id, type: 'checkbox', 'aria-describedby': describedBy });
      box.checked = spec.value === true;
      box.addEventListener('change', changed);
      return { control: box, widget: box };
    }
    default: {
      const text = el('input', {
        id,
        type: 'text',
        autocomplete: 'off',
        'aria-describedby': describedBy,
        ...(spec.kind === 'text' ? {} : { inputmode: 'decimal' }),
      });
      text.value =
        spec.kind === 'fraction' && typeof spec.value === 'number'
          ? percent(spec.value)
          : typeof spec.value === 'number'
            ? localNumber(spec.value)
            : String(spec.value);
      text.addEventListener('input', changed);
      return { control: text, widget: text };
    }
  }
}

export function inputField(spec: InputSpec, model: FormModel): Field {
  if (spec.kind === 'table') return tableField(spec, model);
  const id = uid(`in-${spec.name}`);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const label = spec.unit ? `${spec.label} (${spec.unit})` : spec.label;
  const help = el('p', { id: helpId, class: 'field-help' }, spec.help);
  const error = el('p', { id: errorId, class: 'field-error' });
  const hint = el('p', { class: 'field-hint' });

  /** The control's value as the core reads it: the one resolver the functions, the command line and both writers use (a model becomes its catalog key). */
  const read = (): Reading => {
    const raw = control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value;
    const typed = typedValue(spec, raw);
    const r = isError(typed) ? typed : readInput(spec, typed);
    return isError(r) ? { ok: false, message: r.message } : { ok: true, value: r };
  };
  /** The reading beside the field: its message, or a model's one-line description. */
  const show = (reading: Reading): void => {
    control.setAttribute('aria-invalid', String(!reading.ok));
    error.textContent = reading.ok ? '' : reading.message;
    hint.textContent = '';
    if (reading.ok && typeof reading.value === 'string' && (spec.kind === 'model' || spec.kind === 'system')) {
      const rows = lookup(String(reading.value));
      if (!isError(rows) && rows.length === 1) hint.textContent = describeModel(rows[0]);
    }
  };
  const put = (): void => {
    const reading = read();
    model.set(spec.name, reading);
    show(reading);
  };
  // The planner's change (a file's value rendered in the field is the file's: the model knows which).
  const { control, widget } = fieldControl(spec, id, `${helpId} ${errorId}`, () => {
    model.typed(spec.name);
    put();
  });
  const node =
    spec.kind === 'flag'
      ? el('div', { class: 'field field-flag' }, el('div', { class: 'flag-row' }, widget, el('label', { for: id }, label)), help, error)
      : el('div', { class: 'field' }, el('label', { for: id }, label), widget, hint, help, error);
  // Read as made: the model holds every input from the start, and a model's description shows, so the planner sees what the default is.
  put();
  return { spec, node, control };
}
