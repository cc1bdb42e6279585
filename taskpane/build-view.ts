/**
 * Build: pick a template, fill its inputs, choose live or portable formulas, press Build. The sheet
 * is laid out by the core (planWorkbook) between the writer's two syncs, with the names the
 * workbook already uses, so it never lands on a planner's sheet.
 */
import { isError, type Result, SizingError } from '../addin/errors';
import { planWorkbook, type PlanRequest, TEMPLATES } from '../addin/sheets';
import { answerText } from '../addin/workbook/key-results';
import { isErrorValue, type WorkbookPlan } from '../addin/workbook/plan';
import { takesHistory } from '../addin/sheets/history-growth';
import { takesMeasurements } from '../addin/workbook/measured';
import { REPORT_FIELDS } from '../addin/workbook/report-fields';
import { GROWTH_INPUT } from '../addin/sheets/growth';
import type { InputSpec, InputValue, Mode, TemplateInfo } from '../addin/workbook/template';
import type { ConsolidationForm } from './consolidation-form';
import { CONSOLIDATION_SCRIPT, type ConsolidationEntry } from './consolidation-kit';
import { clear, el, uid } from './dom';
import type { Field } from './field';
import { showFills } from './file-fills';
import { type Fault, fixFirst, FormModel } from './form-model';
import { inputField } from './input-field';
import { historyField, type HistoryField } from './history-field';
import { measurementsField, type MeasurementsField } from './measurements-field';
import { statusArea } from './status';
import { WriteError } from './write-error';
import { writePlan, type Host } from './writer';

const MODE_TEXT: Record<Mode, [string, string]> = {
  live: ['Live', 'Formulas call AS400.* functions and recalculate with the add-in.'],
  portable: ['Portable', 'Native Excel formulas over copies of the tables: works where the add-in is not installed.'],
};

/** The picker's choice beside the templates: several measured systems onto one (docs/consolidation.md), a form of its own. */
const CONSOLIDATION = 'consolidation';

/** The Consolidation form's own script (consolidation-kit.ts), run once. */
const loadConsolidation = (): Promise<ConsolidationEntry> =>
  new Promise((resolve, reject) => {
    const script = el('script', { src: CONSOLIDATION_SCRIPT });
    script.onload = () => resolve(window.as400Consolidation!);
    script.onerror = reject;
    document.head.appendChild(script);
  });
const NOT_LOADED = 'The Consolidation form could not be loaded: choose it again.';

/** The form's request, or the first thing to fix: an input, the measurement file or the history. */
type Asked =
  | { ok: true; template: PlanRequest['templates'][number]; report: Record<string, InputValue> }
  | { ok: false; what: 'inputs' | 'file' | 'history'; message: string; focus: HTMLElement };

/** The answer line while the form cannot be planned. */
const WAITING: Readonly<Record<Exclude<Asked, { ok: true }>['what'], string>> = {
  inputs: 'The results show once every input is valid.',
  file: 'The results show once the measurement file is read, or removed.',
  history: 'The results show once the history files are read, or removed.',
};

/** The first cell that computed an error, so a planner hears about it without hunting. */
function firstErrorCell(plan: WorkbookPlan): string | null {
  for (const sheet of plan.sheets) {
    for (const c of sheet.cells) {
      if (c.formula && isErrorValue(c.value)) return `${sheet.name}!${c.ref} shows ${c.value.error}${c.value.message ? `: ${c.value.message}` : ''}`;
    }
  }
  return null;
}

/** The form's parts: the template picker, the fields' box, the report fields, the answer line, the modes, Build and its status. */
interface BuildForm {
  readonly form: HTMLFormElement;
  readonly picker: HTMLSelectElement;
  readonly summary: HTMLElement;
  readonly fieldsBox: HTMLElement;
  readonly report: HTMLElement;
  readonly reportFields: FormPart;
  readonly answers: HTMLElement;
  readonly answer: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly status: ReturnType<typeof statusArea>;
}

function buildForm(): BuildForm {
  const picker = el(
    'select',
    { id: 'template', 'aria-describedby': 'template-summary' },
    ...TEMPLATES.map((t) => el('option', { value: t.id }, t.title)),
    el('option', { value: CONSOLIDATION }, 'Consolidation'),
  );
  const summary = el('p', { id: 'template-summary', class: 'summary' });
  const fieldsBox = el('div', { class: 'fields' });
  // The workbook's report fields, the same for every template: folded away until a planner wants them.
  const reportFields = formPart(REPORT_FIELDS);
  const report = el(
    'details',
    { class: 'report-fields' },
    el('summary', {}, 'Report: organization, system name, author, notes (optional)'),
    ...reportFields.fields.map((f) => f.node),
  );
  const modes = el(
    'fieldset',
    { class: 'modes' },
    el('legend', {}, 'Formulas'),
    ...(Object.keys(MODE_TEXT) as Mode[]).map((mode) =>
      el(
        'div',
        { class: 'radio-row' },
        el('input', { type: 'radio', name: 'mode', id: `mode-${mode}`, value: mode, checked: mode === 'live', 'aria-describedby': `mode-${mode}-help` }),
        el('label', { for: `mode-${mode}` }, MODE_TEXT[mode][0]),
        el('p', { id: `mode-${mode}-help`, class: 'field-help' }, MODE_TEXT[mode][1]),
      ),
    ),
  );
  // Polite: it follows the typing, so it must not interrupt (the build's own status line is the role="status").
  const answer = el('p', { id: 'key-results', class: 'key-results-text', 'aria-live': 'polite' });
  const answers = el('section', { class: 'key-results', 'aria-labelledby': 'key-results-title' }, el('h2', { id: 'key-results-title' }, 'Results'), answer);
  const button = el('button', { type: 'submit', class: 'primary', id: 'build' }, 'Build sheet');
  const status = statusArea('Build progress');
  const form = el(
    'form',
    { novalidate: true, 'aria-label': 'Build a sizing sheet' },
    el('div', { class: 'field' }, el('label', { for: 'template' }, 'Template'), picker, summary),
    fieldsBox,
    report,
    answers,
    modes,
    button,
    status.node,
  );
  return { form, picker, summary, fieldsBox, report, reportFields, answers, answer, button, status };
}

/** Fields over one model (form-model.ts), which each puts its reading in as its control changes. */
interface FormPart {
  readonly fields: Field[];
  readonly model: FormModel;
}

function formPart(specs: readonly InputSpec[]): FormPart {
  const model = new FormModel(specs.map((s) => s.name));
  return { fields: specs.map((s) => inputField(s, model)), model };
}

/** Each refused input's label, message and control, in the form's order. */
const faultsOf = ({ fields }: FormPart, faults: readonly Fault[]) =>
  faults.map((x) => {
    const f = fields.find((g) => g.spec.name === x.name)!;
    return { label: f.spec.label, message: x.message, focus: f.control };
  });

/** A template's fields, made once and kept, so switching back and forth loses nothing typed. */
interface TemplateFields extends FormPart {
  readonly box: HTMLElement;
  readonly measured: MeasurementsField | null;
  readonly history: HistoryField | null;
}

function templateFields(t: TemplateInfo): TemplateFields {
  // Each input's reading and who filled it: the default, a file (the measurement file, the history) or the planner.
  const { fields, model } = formPart(t.inputs);
  showFills(model, fields);
  const measured = takesMeasurements(t) ? measurementsField(t, fields, model) : null;
  const history = takesHistory(t) ? historyField(t, fields, model) : null;
  const nodes: HTMLElement[] = fields.map((f) => f.node);
  // The measurement file sits just above the first input it fills, next to what it fills.
  if (measured) {
    const first = fields.findIndex((f) => measured.fills.includes(f.spec.name));
    nodes.splice(first < 0 ? nodes.length : first, 0, measured.node);
  }
  const box = el('div', { 'data-template': t.id }, ...(fields.length ? nodes : [el('p', { class: 'field-help' }, 'This sheet has no inputs.')]), history?.node);
  return { box, fields, model, measured, history };
}

/**
 * The request a template's form makes, for the answer line and for Build alike, from the form's models:
 * the inputs as read (a file's own values, unrounded, where they are still the file's), the measurement
 * file and the history with the inputs each still fills (the core fills those with the file's values
 * too), the report fields. Or the first thing to fix, and what it is.
 */
function askedOf(t: TemplateInfo, entry: TemplateFields, reportFields: FormPart): Asked {
  const { measured: file, history: historyFiles } = entry;
  const read = entry.model.values();
  const reportRead = reportFields.model.values();
  const measured = file?.current() ?? { ok: true, measured: null };
  if (!measured.ok) return { ok: false, what: 'file', message: measured.message, focus: file!.control };
  const history = historyFiles?.current() ?? { ok: true, history: null, fills: false };
  if (!history.ok) return { ok: false, what: 'history', message: history.message, focus: historyFiles!.control };
  const bad = [...faultsOf(entry, read.faults), ...faultsOf(reportFields, reportRead.faults)];
  if (bad.length) return { ok: false, what: 'inputs', message: fixFirst(bad), focus: bad[0].focus };
  // A growth still as the history gave it is left to the core to fill, which then names the fit on the sheet.
  const inputs = Object.fromEntries(Object.entries(read.values).filter(([name]) => !(history.fills && name === GROWTH_INPUT)));
  const report = reportRead.values;
  const extra = { ...(measured.measured ? { measured: measured.measured } : {}), ...(history.history ? { history: history.history } : {}) };
  return { ok: true, template: { id: t.id, inputs, ...extra }, report };
}

/** What Build says of a request it cannot make: nothing is written. */
function refusedText(a: Exclude<Asked, { ok: true }>): string {
  if (a.what === 'file') return `The measurement file was refused, so nothing was written: ${a.message}. Choose a corrected file, or remove it.`;
  if (a.what === 'history') return `The history was refused, so nothing was written: ${a.message}. Choose corrected files, or remove them.`;
  return a.message;
}

/** Writes the plan made for the workbook as it is, and says what was added (and the first cell that computed an error). */
async function writeAndSay(
  h: Host,
  status: BuildForm['status'],
  makePlan: (existing: readonly string[]) => Result<WorkbookPlan> | Promise<Result<WorkbookPlan>>,
): Promise<void> {
  let made: WorkbookPlan | null = null;
  try {
    const out = await writePlan(
      h,
      async (existing) => {
        const p = await makePlan(existing.sheets);
        if (!isError(p)) made = p;
        return p;
      },
      (p) => status.progress(p.fraction, p.text),
    );
    const error = made ? firstErrorCell(made) : null;
    const notes = [error ? `Check the inputs: ${error}` : null, out.leftOut].filter((n): n is string => n !== null);
    status.done(`Added ${out.sheets.map((s) => `"${s}"`).join(', ')} (${out.cells} cells).`, notes.length ? notes.join(' ') : undefined);
  } catch (err) {
    status.fail(err instanceof WriteError ? err.message : `The sheet could not be built: ${String(err)}`);
  }
}

/**
 * The Consolidation form's place in the Build form, loaded when first chosen (most planners never
 * consolidate, and the pane's start stays light); offline before the service worker has the file, the
 * failure is said and the load tried again when next chosen.
 */
function consolidationSlot(box: HTMLElement, status: BuildForm['status']): { load(): Promise<ConsolidationForm>; loaded(): Promise<ConsolidationForm | null> } {
  let consolidation: Promise<ConsolidationForm> | null = null;
  return {
    load() {
      consolidation ??= loadConsolidation().then((m) => {
        const made = m.consolidationForm({ el, clear, uid, inputField, SizingError });
        box.appendChild(made.node);
        return made;
      });
      consolidation.catch(() => {
        consolidation = null;
        status.fail(NOT_LOADED);
      });
      return consolidation;
    },
    loaded: async () => (await consolidation?.catch(() => null)) ?? null,
  };
}

/**
 * The template's key results for the form as it stands, before anything is written: the core lays out
 * the sheet Build would write (live formulas, nothing written), files and report fields included, so
 * the pane says what the sheet will say, in Excel or outside it. Empty for a template with no inputs.
 */
function answerLine(entry: TemplateFields, asked: () => Asked): string {
  if (entry.fields.length === 0) return '';
  const a = asked();
  return a.ok ? answerText(planWorkbook({ templates: [a.template], mode: 'live', report: a.report, sizingOnly: true })) : WAITING[a.what];
}

/** The consolidation's plan: its sources, targets and report fields read and consolidated first, so a refusal writes nothing. */
function consolidationPlan(
  loaded: ConsolidationForm,
  reportFields: FormPart,
  mode: Mode,
):
  | { ok: true; plan: (existing: readonly string[]) => Result<WorkbookPlan> | Promise<Result<WorkbookPlan>> }
  | { ok: false; message: string; focus: HTMLElement } {
  const read = reportFields.model.values();
  const bad = faultsOf(reportFields, read.faults)[0];
  if (bad) return { ok: false, message: `${bad.label}: ${bad.message}`, focus: bad.focus };
  const ready = loaded.prepare(read.values);
  if (!ready.ok) return ready;
  return { ok: true, plan: (existing) => ready.plan(existing, mode) };
}

/** Each template's fields in the form's box, made when the template is first shown and kept, so switching back and forth loses nothing typed. */
function templateBoxes(fieldsBox: HTMLElement): { show(t: TemplateInfo | null): void; of(t: TemplateInfo): TemplateFields } {
  const fieldsOf = new Map<string, TemplateFields>();
  return {
    /** Shows a template's fields and hides the others' (all of them for none). */
    show(t) {
      if (t && !fieldsOf.has(t.id)) {
        const entry = templateFields(t);
        fieldsOf.set(t.id, entry);
        fieldsBox.appendChild(entry.box);
      }
      for (const [id, e] of fieldsOf) e.box.hidden = id !== t?.id;
    },
    of: (t) => fieldsOf.get(t.id)!,
  };
}

/** The formulas chosen: live or portable. */
const modeOf = (form: HTMLFormElement): Mode => (form.querySelector<HTMLInputElement>('input[name="mode"]:checked')?.value ?? 'live') as Mode;

/** The plan of a template's request, laid out for the workbook's sheets as they are. */
const templatePlan =
  (a: Extract<Asked, { ok: true }>, mode: Mode) =>
  async (existing: readonly string[]): Promise<Result<WorkbookPlan>> => {
    // Let "Computing the sheet…" show before the core takes the thread for the layout.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return planWorkbook({ templates: [a.template], mode, report: a.report, existingSheets: existing });
  };

/** Writes a plan as writeAndSay does, the form marked busy and Build disabled meanwhile; `busy` says whether a write is under way. */
function busyWriter(
  form: HTMLFormElement,
  button: HTMLButtonElement,
  status: BuildForm['status'],
): { busy(): boolean; write(h: Host, makePlan: (existing: readonly string[]) => Result<WorkbookPlan> | Promise<Result<WorkbookPlan>>): Promise<void> } {
  let busy = false;
  return {
    busy: () => busy,
    async write(h, makePlan) {
      busy = true;
      button.disabled = true;
      form.setAttribute('aria-busy', 'true');
      try {
        await writeAndSay(h, status, makePlan);
      } finally {
        busy = false;
        button.disabled = false;
        form.removeAttribute('aria-busy');
      }
    },
  };
}

export function buildView(panel: HTMLElement, host: () => Host | null): void {
  const { form, picker, summary, fieldsBox, report, reportFields, answers, answer, button, status } = buildForm();
  panel.appendChild(form);

  const templates = templateBoxes(fieldsBox);
  const current = (): TemplateInfo => TEMPLATES.find((t) => t.id === picker.value) ?? TEMPLATES[0];
  const consolidationBox = el('div', { 'data-template': CONSOLIDATION, hidden: true });
  fieldsBox.appendChild(consolidationBox);
  const consolidation = consolidationSlot(consolidationBox, status);
  const consolidating = (): boolean => picker.value === CONSOLIDATION;
  const show = (): void => {
    consolidationBox.hidden = !consolidating();
    if (consolidating()) {
      summary.textContent = '';
      templates.show(null);
      consolidation.load().then(
        (f) => consolidating() && (summary.textContent = f.summary),
        () => undefined,
      );
      return;
    }
    summary.textContent = current().summary;
    templates.show(current());
  };
  const asked = (): Asked => askedOf(current(), templates.of(current()), reportFields);

  const answerNow = (): void => {
    // The consolidation's form says its own figures.
    if (consolidating()) {
      answers.hidden = true;
      return;
    }
    answer.textContent = answerLine(templates.of(current()), asked);
    answers.hidden = answer.textContent === '';
  };
  let pending: ReturnType<typeof setTimeout> | undefined;
  const answerSoon = (): void => {
    clearTimeout(pending);
    pending = setTimeout(answerNow, 120);
  };
  // The report fields too: the sentence of a report names the system.
  for (const event of ['input', 'change', 'click']) for (const box of [fieldsBox, report]) box.addEventListener(event, answerSoon);

  picker.addEventListener('change', () => {
    show();
    status.clear();
    answerNow();
  });
  show();
  answerNow();

  const writer = busyWriter(form, button, status);

  const buildConsolidation = async (h: Host): Promise<void> => {
    const loaded = await consolidation.loaded();
    if (!loaded) return status.fail(NOT_LOADED);
    const made = consolidationPlan(loaded, reportFields, modeOf(form));
    if (!made.ok) {
      status.fail(`Nothing was written: ${made.message}`);
      return made.focus.focus();
    }
    await writer.write(h, made.plan);
  };
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (writer.busy()) return;
    const h = host();
    if (!h) return status.fail('Open this pane from Excel to build sheets.');
    if (consolidating()) return buildConsolidation(h);
    const a = asked();
    if (!a.ok) {
      status.fail(refusedText(a));
      a.focus.focus();
      return;
    }
    await writer.write(h, templatePlan(a, modeOf(form)));
  });
}
