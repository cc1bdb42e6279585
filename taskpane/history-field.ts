/**
 * The Build form's measured history, for templates with an annual growth (history.ts): the planner
 * picks one or more measurement files (months of them), the page reads and joins them with the
 * readers the command line's `--history` uses, fits the trend the sheet will fit, and puts the
 * growth in the form's growth field. Build hands the files to planWorkbook, which fills the growth
 * and adds the Trend sheet. Everything from a file is shown as text, never as markup.
 */
import { isError } from '../addin/errors';
import { joinMeasurements } from '../addin/measurements/history';
import { MAX_CHARACTERS, tooLarge } from '../addin/measurements/limits';
import type { Measurements } from '../addin/measurements/read';
import { loadReader } from './measurement-reader';
import { fillFromHistory, type History } from '../addin/sheets/history-growth';
import { DEFAULT_ANNUAL_GROWTH, DEFAULT_GROWTH_NOTE, GROWTH_INPUT } from '../addin/sheets/growth';
import type { InputValue, TemplateInfo } from '../addin/workbook/template';
import { TREND_SHEET } from '../addin/sheets/trend-sheet';
import { el, uid } from './dom';
import type { Field } from './field';
import { fileFills } from './file-fills';
import type { FormModel } from './form-model';

export type HistoryReading = { ok: true; history: History | null; fills: boolean } | { ok: false; message: string };

export interface HistoryField {
  readonly node: HTMLElement;
  readonly control: HTMLElement;
  /** The files for Build, and whether the growth field still holds their fit (so the core fills it); or why they were refused. */
  current(): HistoryReading;
}

/** The files picked: none, refused (a file, their join, or the fit), or read into a history with the fit's growth and its wording. */
type HistoryState = { kind: 'none' } | { kind: 'refused'; message: string } | { kind: 'read'; history: History; growth: number; said: string };

/**
 * The files picked read and joined as `--history` reads them, and the core's own fit of the growth
 * and its wording, as the sheet will state them; `values` gives the form's inputs as the core reads
 * them (the model's, form-model.ts) once the files are read, for the fit's guideline.
 */
async function readHistory(t: TemplateInfo, files: readonly File[], values: () => Record<string, InputValue>): Promise<HistoryState> {
  const { readMeasurements } = await loadReader();
  const read: Measurements[] = [];
  for (const file of files) {
    const m = readMeasurements(await file.text());
    if (isError(m)) return { kind: 'refused', message: `${file.name}: ${m.message}` };
    read.push(m);
  }
  const names = files.map((f) => f.name);
  const joined = joinMeasurements(names, read);
  if (typeof joined === 'string') return { kind: 'refused', message: joined };
  const history: History = { files: names, measurements: joined };
  const fit = fillFromHistory(t, [t], values(), [], history, TREND_SHEET);
  if (isError(fit)) return { kind: 'refused', message: fit.message };
  const warnings = joined.warnings.map((w) => ` Warning: ${w}.`).join('');
  return { kind: 'read', history, growth: fit.growth, said: `${fit.help.replace(/^Filled from /, 'From ')}${warnings}` };
}

/** The history's fieldset: its legend and help (the growth field it fills named), the picker, the summary, the refusal and Remove. */
function historyNode(id: string, growthLabel: string, picker: HTMLElement, summary: HTMLElement, error: HTMLElement, remove: HTMLElement): HTMLElement {
  return el(
    'fieldset',
    { class: 'field history-field' },
    el('legend', {}, 'Measured history (optional)'),
    el(
      'p',
      { id: `${id}-help`, class: 'field-help' },
      `Measurement files covering three months or more (the same formats as the measurement file). The growth of ` +
        `their monthly peaks, fitted by least squares, fills “${growthLabel}”, and Build ` +
        `adds a ${TREND_SHEET} sheet. Read here, in the pane: nothing leaves this computer.`,
    ),
    el('label', { for: id }, 'History files'),
    picker,
    summary,
    error,
    remove,
  );
}

/** `model`: the form's, whose growth input the history fills (form-model.ts). */
export function historyField(t: TemplateInfo, fields: readonly Field[], model: FormModel): HistoryField {
  const id = uid(`history-${t.id}`);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const picker = el('input', { id, type: 'file', multiple: true, accept: '.csv,text/csv', 'aria-describedby': `${helpId} ${errorId}` });
  const summary = el('p', { class: 'field-hint', 'aria-live': 'polite' });
  const error = el('p', { id: errorId, class: 'field-error' });
  const remove = el('button', { type: 'button', class: 'secondary', hidden: true }, 'Remove the history');
  const growthField = fields.find((f) => f.spec.name === GROWTH_INPUT);
  const node = historyNode(id, growthField?.spec.label ?? GROWTH_INPUT, picker, summary, error, remove);

  let state: HistoryState = { kind: 'none' };
  const fills = fileFills(model, growthField ? [growthField] : [], () => undefined);

  /** Without a history, a growth left at the template default says so, as the sheet and the command line do. */
  const sayDefault = (): void => {
    if (state.kind !== 'none') return;
    const r = growthField ? model.reading(GROWTH_INPUT) : null;
    summary.textContent = r?.ok && r.value === DEFAULT_ANNUAL_GROWTH ? DEFAULT_GROWTH_NOTE.replace('(--history)', 'here') : '';
  };

  const show = (next: HistoryState): void => {
    state = next;
    error.textContent = state.kind === 'refused' ? state.message : '';
    picker.setAttribute('aria-invalid', String(state.kind === 'refused'));
    remove.hidden = state.kind === 'none';
    if (state.kind !== 'read') {
      summary.textContent = '';
      fills.fill({});
    }
    sayDefault();
    // The form's answer line follows the files as they are read, refused or removed, as it follows the fields.
    node.dispatchEvent(new Event('change', { bubbles: true }));
    if (state.kind === 'read') {
      summary.textContent = state.said;
      fills.fill({ [GROWTH_INPUT]: state.growth });
    }
  };
  growthField?.control.addEventListener('input', sayDefault);

  picker.addEventListener('change', async () => {
    const files = Array.from(picker.files ?? []);
    if (files.length === 0) return show({ kind: 'none' });
    const big = files.find((f) => f.size > MAX_CHARACTERS);
    if (big) return show({ kind: 'refused', message: `${big.name}: ${tooLarge(big.size)}` });
    summary.textContent = `Reading ${files.map((f) => f.name).join(', ')}…`;
    show(await readHistory(t, files, () => model.values().values));
  });
  sayDefault();
  remove.addEventListener('click', () => {
    picker.value = '';
    show({ kind: 'none' });
    picker.focus();
  });

  return {
    node,
    control: picker,
    current(): HistoryReading {
      if (state.kind === 'none') return { ok: true, history: null, fills: false };
      if (state.kind === 'refused') return { ok: false, message: state.message };
      // A growth the planner has typed over since is theirs: the sheet then says what the history gives beside it.
      return { ok: true, history: state.history, fills: fills.names().includes(GROWTH_INPUT) };
    },
  };
}
