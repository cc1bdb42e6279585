/**
 * A table input in the form (the web mix, the Domino partitions): a group per line, each cell a
 * control of its column's kind with its own label, lines added and removed with buttons. The whole
 * table is read by readInput, the core's check the command line and the sheet's lists apply too, so
 * a message names the line and the column; each change is read once, the reading put in the form's
 * model and shown.
 */
import { isError, within } from '../addin/errors';
import { readInput } from '../addin/workbook/inputs';
import type { InputSpec, TableCell, TableValue } from '../addin/workbook/template';
import { clear, el, uid } from './dom';
import type { Field } from './field';
import type { FormModel, Reading } from './form-model';
import { localNumber, typedValue } from './separators';

type Control = HTMLInputElement | HTMLSelectElement;

/** The control of one cell: a list for a choice, a box for a flag, text for the rest. */
function cellControl(column: InputSpec, id: string, value: TableCell): Control {
  const choices = column.choices;
  if (choices) {
    const blank = column.optional || column.value === '' ? [el('option', { value: '' }, column.optional ? '(blank)' : '(choose)')] : [];
    const select = el('select', { id }, ...blank, ...choices.map((c) => el('option', { value: c }, c)));
    select.value = value === null ? '' : String(value);
    return select;
  }
  if (column.kind === 'flag') {
    const box = el('input', { id, type: 'checkbox' });
    box.checked = value === true;
    return box;
  }
  const text = el('input', { id, type: 'text', autocomplete: 'off', ...(column.kind === 'text' ? {} : { inputmode: 'decimal' }) });
  text.value = value === null ? '' : typeof value === 'number' ? localNumber(value) : String(value);
  return text;
}

const cellValue = (c: Control): string | boolean => (c instanceof HTMLInputElement && c.type === 'checkbox' ? c.checked : c.value);

/**
 * The table as the core reads it (each cell with the separators of the planner's Excel first, as its
 * column's kind takes them), or the first fault with its line.
 */
function readTable(spec: InputSpec, columns: readonly InputSpec[], lines: readonly Control[][]): ReturnType<typeof readInput> {
  const typed = lines.map((line) => line.map((c, j) => (columns[j] ? typedValue(columns[j], cellValue(c), true) : cellValue(c))));
  const failed = typed.flatMap((line, i) => line.flatMap((c) => (isError(c) ? [{ i, c }] : [])))[0];
  return failed
    ? within(`${spec.label}, line ${failed.i + 1}`, failed.c, { parameter: spec.name, line: failed.i + 1 })
    : readInput(spec, typed as (string | boolean)[][]);
}

/** A line's group: its legend, each cell's control with its label (a flag's after it), and its Remove. */
function lineNode(columns: readonly InputSpec[], line: readonly Control[], i: number, remove: HTMLElement): HTMLElement {
  const cells = columns.map((column, j) => {
    const control = line[j];
    const label = el('label', { for: control.id }, `${column.label}${column.unit ? ` (${column.unit})` : ''}`);
    return el(
      'div',
      { class: column.kind === 'flag' ? 'table-cell table-flag' : 'table-cell' },
      ...(column.kind === 'flag' ? [control, label] : [label, control]),
    );
  });
  return el('fieldset', { class: 'table-line' }, el('legend', {}, `Line ${i + 1}`), ...cells, remove);
}

export function tableField(spec: InputSpec, model: FormModel): Field {
  const id = uid(`in-${spec.name}`);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const columns = spec.columns ?? [];
  const linesBox = el('div', { class: 'table-lines' });
  const add = el('button', { type: 'button', class: 'secondary', 'aria-describedby': helpId }, 'Add a line');
  const error = el('p', { id: errorId, class: 'field-error' });
  const help = el('p', { id: helpId, class: 'field-help' }, spec.help);
  const node = el(
    'fieldset',
    { class: 'field table-field', 'aria-describedby': `${helpId} ${errorId}` },
    el('legend', {}, spec.label),
    help,
    linesBox,
    add,
    error,
  );
  const lines: Control[][] = [];

  /** The lines read (`typed`: the planner's change), the reading put in the model and shown: its message, the line at fault marked invalid. */
  const put = (typed: boolean): void => {
    const read = readTable(spec, columns, lines);
    const reading: Reading = isError(read) ? { ok: false, message: read.message, line: read.at.line } : { ok: true, value: read };
    if (typed) model.typed(spec.name);
    model.set(spec.name, reading);
    error.textContent = reading.ok ? '' : reading.message;
    const bad = reading.ok ? undefined : reading.line;
    lines.forEach((line, i) => line.forEach((c) => c.setAttribute('aria-invalid', String(bad === i + 1))));
  };

  /** Lays the lines out again (numbers and labels follow the lines' order). */
  const render = (): void => {
    clear(linesBox);
    lines.forEach((line, i) => {
      const remove = el('button', { type: 'button', class: 'secondary remove-line' }, `Remove line ${i + 1}`);
      remove.addEventListener('click', () => {
        lines.splice(i, 1);
        render();
        put(true);
        add.focus();
      });
      linesBox.appendChild(lineNode(columns, line, i, remove));
    });
    add.disabled = lines.length >= (spec.max ?? Infinity);
  };

  const addLine = (values: readonly TableCell[]): Control[] => {
    const line = columns.map((column, j) => {
      const control = cellControl(column, uid(`${id}-${column.name}`), values[j] ?? null);
      control.addEventListener(control instanceof HTMLSelectElement || control.type === 'checkbox' ? 'change' : 'input', () => put(true));
      return control;
    });
    lines.push(line);
    return line;
  };

  for (const line of spec.value as TableValue) addLine(line);
  add.addEventListener('click', () => {
    // A new line starts from the columns' defaults (a flag's FALSE); the planner fills in the rest.
    const line = addLine(columns.map((c) => (c.value === '' ? null : (c.value as TableCell))));
    render();
    put(true);
    line[0].focus();
  });
  render();
  put(false);
  return {
    spec,
    node,
    get control() {
      return lines[0]?.[0] ?? add;
    },
  };
}
