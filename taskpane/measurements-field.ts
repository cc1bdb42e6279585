/**
 * The Build form's measurement file, for templates with measured utilizations (measured.ts): the
 * planner picks a CSV of intervals, the page reads it (File.text(): nothing leaves the machine)
 * with the reader the command line uses, cuts it to a window (from, to, hours, days: window.ts, the
 * command line's reader and messages), says what it holds as the Measurements sheet does (the peaks
 * with their times, the busiest intervals, the gaps), and fills the form's utilization inputs with
 * the chosen statistic, marking each "from file" while it holds the file's value. Build then hands
 * the file to planWorkbook, which adds the Measurements sheet. Everything from the file is shown as
 * text (textContent), never as markup.
 */
import { isError } from '../addin/errors';
import { MAX_CHARACTERS, tooLarge } from '../addin/measurements/limits';
import type { DiskMeasurements, Measurements, PoolMeasurements } from '../addin/measurements/read';
import { loadReader, loadResources } from './measurement-reader';
import { summarize, type Summary } from '../addin/measurements/summary';
import { kneeShares } from '../addin/measurements/knee';
import {
  applyWindow,
  describeWindow,
  parseDate,
  parseDays,
  parseHours,
  parseWindow,
  type Window,
  type WindowNames,
  type WindowText,
} from '../addin/measurements/window';
import {
  DEFAULT_STATISTIC,
  type Measured,
  measuredInputs,
  type Statistic,
  STATISTIC_NAMES,
  STATISTICS,
  statisticValues,
  measuredSystemInput,
  notMeasured,
} from '../addin/workbook/measured';
import { fileWarnings } from '../addin/sheets/measurements-sheet';
import type { TemplateInfo } from '../addin/workbook/template';
import { dateOrderField } from './date-order-field';
import { clear, el, uid } from './dom';
import type { Field } from './field';
import { fileFills, type FileFills, shownAsOnSheet } from './file-fills';
import type { FormModel } from './form-model';
import { busiestLines, gapLines, summaryText } from './measurements-summary';

export type MeasuredReading = { ok: true; measured: Measured | null } | { ok: false; message: string };

export interface MeasurementsField {
  readonly node: HTMLElement;
  /** Where the focus goes when the file is what to fix. */
  readonly control: HTMLElement;
  /** The inputs the file fills, by name: the form places the picker beside the first of them. */
  readonly fills: readonly string[];
  /** The file for Build: none, its intervals with the inputs that still hold the statistic, or why it was refused. */
  current(): MeasuredReading;
}

/** The gaps the pane lists one by one; the Measurements sheet's intervals show every one. */
const GAPS_LISTED = 50;

/** The window's parts, as the form labels them: the names its refusals use. */
const WINDOW_PARTS: readonly { key: keyof WindowNames; label: string; hint: string; example: string }[] = [
  { key: 'from', label: 'From', hint: 'yyyy-mm-dd: the first day in', example: '2026-09-01' },
  { key: 'to', label: 'To', hint: 'yyyy-mm-dd: the last day in', example: '2026-09-30' },
  { key: 'hours', label: 'Hours', hint: 'HH-HH: 22-06 runs across midnight', example: '08-18' },
  { key: 'days', label: 'Days', hint: 'A range or a list: Mon-Fri, Mon,Wed', example: 'Mon-Fri' },
];
const WINDOW_NAMES = Object.fromEntries(WINDOW_PARTS.map((p) => [p.key, p.label])) as unknown as WindowNames;
/** Each part's own reader, so the field at fault is the one marked. */
const PART_READERS: Readonly<Record<keyof WindowNames, (text: string, name: string) => unknown>> = {
  from: parseDate,
  to: parseDate,
  hours: parseHours,
  days: parseDays,
};

type Read = { kind: 'read'; file: string; measurements: Measurements };
/**
 * A disk or pool file (QAPMDISK, QAPMPOOLB): summarised in words as the command line does, with the
 * window; it fills no input (the templates' measured inputs are CPU utilizations).
 */
type Resource = {
  kind: 'resource';
  file: string;
  read: { disk: DiskMeasurements } | { pools: PoolMeasurements };
  sentences: typeof import('../addin/measurements/resources');
};
type State = { kind: 'none' } | { kind: 'refused'; message: string } | Read | Resource;
/** The file cut to the window, its summary and the window's words; or why the window is refused. */
type WindowedRead = { ok: true; measurements: Measurements; summary: Summary; window: string | null } | { ok: false; message: string };
/** A disk or pool file's summary in words, within the window; or why the window holds none of it. */
type ResourceText = { ok: true; text: string } | { ok: false; message: string };

const fieldNamed = (fields: readonly Field[], name: string): Field | undefined => fields.find((f) => f.spec.name === name);

/** The window's four inputs, its refusal and the date order, folded away until wanted. */
function windowControls(id: string) {
  const windowErrorId = `${id}-window-error`;
  const parts = WINDOW_PARTS.map((p) => {
    const partId = `${id}-${p.key}`;
    const input = el('input', { id: partId, type: 'text', autocomplete: 'off', placeholder: p.example, 'aria-describedby': `${partId}-hint ${windowErrorId}` });
    const node = el(
      'div',
      { class: 'field field-half' },
      el('label', { for: partId }, p.label),
      input,
      el('p', { id: `${partId}-hint`, class: 'field-help' }, p.hint),
    );
    return { ...p, input, node };
  });
  const error = el('p', { id: windowErrorId, class: 'field-error' });
  const dateOrder = dateOrderField(id);
  // Folded away until wanted, as most files are sized whole; open while a window is given.
  const node = el(
    'details',
    { class: 'measured-window' },
    el('summary', {}, 'Window (optional): dates, hours, days'),
    el('p', { class: 'field-help' }, 'Size from part of the file only, e.g. Mon-Fri, 08-18 for the prime shift. Blank: the whole file.'),
    el('div', { class: 'field-row' }, parts[0].node, parts[1].node),
    el('div', { class: 'field-row' }, parts[2].node, parts[3].node),
    error,
    dateOrder.node,
  );
  return { parts, error, dateOrder, node };
}
type WindowPart = ReturnType<typeof windowControls>['parts'][number];

/** The field's elements, laid out in its fieldset: the picker, what the file holds, the window, the statistic. */
function fieldControls(t: TemplateInfo, targets: string) {
  const id = uid(`measured-${t.id}`);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const picker = el('input', { id, type: 'file', accept: '.csv,text/csv', 'aria-describedby': `${helpId} ${errorId}` });
  const statisticId = `${id}-statistic`;
  const statistic = el('select', { id: statisticId }, ...STATISTICS.map((s) => el('option', { value: s }, STATISTIC_NAMES[s])));
  statistic.value = DEFAULT_STATISTIC;
  const summary = el('p', { class: 'field-hint', 'aria-live': 'polite' });
  const error = el('p', { id: errorId, class: 'field-error' });
  const busiest = el('ol', { class: 'measured-list' });
  const gaps = el('ul', { class: 'measured-list' });
  const gapsTitle = el('p', { class: 'field-help' });
  const details = el(
    'details',
    { class: 'measured-details', hidden: true },
    el('summary', {}, 'The 10 busiest intervals and the gaps'),
    busiest,
    gapsTitle,
    gaps,
  );
  const remove = el('button', { type: 'button', class: 'secondary', hidden: true }, 'Remove the file');
  const window = windowControls(id);

  const node = el(
    'fieldset',
    { class: 'field measured-field' },
    el('legend', {}, 'Measured data (optional)'),
    el(
      'p',
      { id: helpId, class: 'field-help' },
      `A CSV of measurement intervals (each one's time and total CPU, interactive where measured: the README lists the exports read). It ` +
        `fills ${targets} below, marked “from file”, and Build adds a Measurements sheet. Read here, in the pane: nothing leaves this computer.`,
    ),
    el('label', { for: id }, 'Measurement file'),
    picker,
    summary,
    error,
    details,
    window.node,
    el(
      'div',
      { class: 'field' },
      el('label', { for: statisticId }, 'Statistic that fills them'),
      statistic,
      el('p', { class: 'field-help' }, 'Peak by default: PCR 2.11 asks that peaks be contained.'),
    ),
    remove,
  );
  return { node, picker, statistic, summary, error, busiest, gaps, gapsTitle, details, remove, window };
}
type Controls = ReturnType<typeof fieldControls>;

/** "from file" beside each input the file fills, shown while the input holds the file's value. */
function fromFileMarks(specs: ReturnType<typeof measuredInputs>, fields: readonly Field[]): Map<string, HTMLElement> {
  return new Map(
    specs.map((s) => {
      const f = fieldNamed(fields, s.name);
      const mark = el('span', { id: uid(`from-file-${s.name}`), class: 'from-file', hidden: true }, 'from file');
      if (f) {
        f.node.insertBefore(mark, f.node.firstChild);
        f.control.setAttribute('aria-describedby', `${f.control.getAttribute('aria-describedby') ?? ''} ${mark.id}`.trim());
      }
      return [s.name, mark] as const;
    }),
  );
}

/** The file's values in the inputs it fills (its share of the form's model), each marked "from file" while it holds the file's value. */
function markedFills(specs: ReturnType<typeof measuredInputs>, fields: readonly Field[], model: FormModel): FileFills {
  const marks = fromFileMarks(specs, fields);
  const markFilled = (): void => {
    const still = new Set(fills.names());
    for (const [name, mark] of marks) mark.hidden = !still.has(name);
  };
  const fills = fileFills(
    model,
    specs.map((s) => fieldNamed(fields, s.name)).filter((f): f is Field => f !== undefined),
    markFilled,
  );
  model.onChange(markFilled);
  return fills;
}

/** The window as typed: each part checked alone (so the part at fault is marked), then together. */
function readWindow(parts: readonly WindowPart[]): ReturnType<typeof parseWindow> {
  let first: ReturnType<typeof parseWindow> | undefined;
  for (const p of parts) {
    const text = p.input.value;
    const r = text.trim() === '' ? null : PART_READERS[p.key](text, p.label);
    const bad = r !== null && isError(r);
    p.input.setAttribute('aria-invalid', String(bad));
    if (bad && first === undefined) first = r as ReturnType<typeof parseWindow>;
  }
  if (first !== undefined) return first;
  const text: WindowText = Object.fromEntries(parts.map((p) => [p.key, p.input.value]));
  return parseWindow(text, WINDOW_NAMES);
}

/** A disk or pool file's summary within the window, in the command line's words. */
function resourceSummary(state: Resource, w: Window | null): ResourceText {
  const r = state.sentences;
  const s = 'disk' in state.read ? r.summarizeDisk(state.read.disk, w) : r.summarizePools(state.read.pools, w);
  return isError(s)
    ? { ok: false, message: s.message }
    : {
        ok: true,
        text:
          `${state.file} (${s.format}): ${s.intervals.toLocaleString('en-US')} intervals, ${s.first} to ${s.last}` +
          `${s.window ? `, window ${s.window}` : ''}. ${'arms' in s ? r.diskSentence(s) : r.poolsSentence(s)}.` +
          `${s.warnings.map((x) => ` Warning: ${x}.`).join('')} It fills no input: the templates' measured inputs are CPU utilizations.`,
      };
}

/** A CPU file cut to the window, with its summary and the window's words; or why the window holds none of it. */
function cutToWindow(measurements: Measurements, w: Window | null): WindowedRead {
  const m = w === null ? measurements : applyWindow(measurements, w);
  return isError(m) ? { ok: false, message: m.message } : { ok: true, measurements: m, summary: summarize(m), window: w === null ? null : describeWindow(w) };
}

/** What the file says against the form's catalog model, as the Measurements sheet will say it. */
function modelWarnings(fields: readonly Field[], model: FormModel, m: Measurements): readonly string[] {
  const system = measuredSystemInput(fields.map((f) => f.spec));
  const reading = system ? model.reading(system.name) : null;
  if (!reading?.ok || typeof reading.value !== 'string') return [];
  const shares = kneeShares(m, reading.value);
  return isError(shares) ? [] : shares.warnings;
}

/** The summary line of a CPU file: what it holds, what the statistic filled and what it could not, its warnings. */
function filledText(
  file: string,
  windowed: Extract<WindowedRead, { ok: true }>,
  chosen: Statistic,
  values: Readonly<Record<string, number | null>>,
  specs: ReturnType<typeof measuredInputs>,
  fields: readonly Field[],
  model: FormModel,
): string {
  const s = windowed.summary;
  const filled = Object.entries(values).filter((e): e is [string, number] => e[1] !== null);
  const unknown = Object.keys(values).filter((name) => values[name] === null);
  const label = (name: string) => fieldNamed(fields, name)?.spec.label ?? name;
  const said = filled.map(([name, value]) => `${label(name)} ${shownAsOnSheet(fieldNamed(fields, name)!, value)}`);
  const notFilled = specs
    .filter((spec) => unknown.includes(spec.name))
    .map((spec) => ` Not filled: ${label(spec.name)}, as ${notMeasured(s, spec)}.`)
    .join('');
  const warnings = [...fileWarnings(s), ...modelWarnings(fields, model, windowed.measurements)].map((w) => ` Warning: ${w}.`);
  return (
    `${summaryText(file, s, windowed.window)} Filled with ` + `the ${STATISTIC_NAMES[chosen]}: ${said.join(', ') || 'nothing'}.${notFilled}${warnings.join('')}`
  );
}

/** The busiest intervals and the gaps, in the folded list under the summary. */
function listIntervals(ui: Controls, s: Summary): void {
  for (const line of busiestLines(s)) ui.busiest.appendChild(el('li', {}, line));
  const listed = gapLines(s);
  ui.gapsTitle.textContent =
    listed.length === 0
      ? 'No gaps: each interval follows the one before it.'
      : listed.length > GAPS_LISTED
        ? `The first ${GAPS_LISTED} of ${listed.length.toLocaleString('en-US')} gaps:`
        : 'The gaps:';
  for (const line of listed.slice(0, GAPS_LISTED)) ui.gaps.appendChild(el('li', {}, line));
  ui.details.hidden = false;
}

/** Reads the picked file with the command line's reader: the state it leaves the field in. */
async function readPicked(ui: Controls): Promise<State> {
  const file = ui.picker.files?.[0];
  if (!file) return { kind: 'none' };
  // Said before reading: a file of hundreds of MB would stall the page.
  if (file.size > MAX_CHARACTERS) return { kind: 'refused', message: `${file.name}: ${tooLarge(file.size)}` };
  ui.summary.textContent = `Reading ${file.name}…`;
  const { readMeasuredFile } = await loadReader();
  const read = readMeasuredFile(await file.text(), ui.window.dateOrder.options());
  if (isError(read)) return { kind: 'refused', message: `${file.name}: ${read.message}` };
  if (read.kind === 'cpu') return { kind: 'read', file: file.name, measurements: read.measurements };
  const sentences = await loadResources();
  return { kind: 'resource', file: file.name, read: read.kind === 'disk' ? { disk: read.disk } : { pools: read.pools }, sentences };
}

/** The file for Build, from the field's state and window. */
function reading(state: State, windowed: WindowedRead | null, statistic: Statistic, fill: string[]): MeasuredReading {
  if (state.kind === 'none') return { ok: true, measured: null };
  if (state.kind === 'refused') return { ok: false, message: state.message };
  if (state.kind === 'resource') return { ok: true, measured: null };
  if (!windowed || !windowed.ok) return { ok: false, message: `${state.file}, window: ${windowed ? windowed.message : 'not read'}` };
  return {
    ok: true,
    measured: { file: state.file, measurements: windowed.measurements, statistic, fill, ...(windowed.window ? { window: windowed.window } : {}) },
  };
}

/** `model`: the form's, whose inputs the file fills (form-model.ts). */
export function measurementsField(t: TemplateInfo, fields: readonly Field[], model: FormModel): MeasurementsField {
  const specs = measuredInputs(t);
  const ui = fieldControls(t, specs.map((s) => `“${s.label}”`).join(' and '));
  let state: State = { kind: 'none' };
  let windowed: WindowedRead | null = null;
  /** The statistic as last chosen, read as the list changes: Build reads it here, as it reads the form's model. */
  let chosen: Statistic = DEFAULT_STATISTIC;
  let resourceText: ResourceText | null = null;

  const fills = markedFills(specs, fields, model);

  /** Reads the window (its refusal shows with or without a file) and cuts the file to it. */
  const cut = (): void => {
    const w = readWindow(ui.window.parts);
    resourceText = state.kind === 'resource' && !(w !== null && isError(w)) ? resourceSummary(state, w) : null;
    if (w !== null && isError(w)) windowed = { ok: false, message: w.message };
    else windowed = state.kind === 'read' ? cutToWindow(state.measurements, w) : null;
  };

  const fill = (): void => {
    chosen = ui.statistic.value as Statistic;
    clear(ui.busiest);
    clear(ui.gaps);
    ui.details.hidden = true;
    ui.window.error.textContent = windowed && !windowed.ok ? windowed.message : resourceText && !resourceText.ok ? resourceText.message : '';
    if (state.kind === 'resource') {
      ui.summary.textContent = resourceText?.ok ? resourceText.text : `${state.file}: choose a window that holds intervals, or clear it.`;
      fills.fill({});
      return;
    }
    if (state.kind !== 'read' || !windowed || !windowed.ok) {
      if (state.kind === 'read') ui.summary.textContent = `${state.file}: choose a window that holds intervals, or clear it.`;
      fills.fill({});
      return;
    }
    const values = statisticValues(t, windowed.summary, chosen);
    fills.fill(Object.fromEntries(Object.entries(values).filter((e): e is [string, number] => e[1] !== null)));
    ui.summary.textContent = filledText(state.file, windowed, chosen, values, specs, fields, model);
    listIntervals(ui, windowed.summary);
  };

  const show = (next: State): void => {
    state = next;
    ui.error.textContent = state.kind === 'refused' ? state.message : '';
    ui.picker.setAttribute('aria-invalid', String(state.kind === 'refused'));
    ui.remove.hidden = state.kind === 'none';
    if (state.kind !== 'read') ui.summary.textContent = '';
    cut();
    fill();
    // The form's answer line follows the files as they are read, refused or removed, as it follows the fields.
    ui.node.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const readFile = async (): Promise<void> => show(await readPicked(ui));
  ui.picker.addEventListener('change', readFile);
  ui.window.dateOrder.select.addEventListener('change', readFile);
  ui.statistic.addEventListener('change', fill);
  for (const p of ui.window.parts) {
    p.input.addEventListener('change', () => {
      cut();
      fill();
    });
  }
  ui.remove.addEventListener('click', () => {
    ui.picker.value = '';
    show({ kind: 'none' });
    ui.picker.focus();
  });

  return {
    node: ui.node,
    control: ui.picker,
    fills: specs.map((s) => s.name),
    // An input the planner has typed over since is theirs: the file fills the others only.
    current: (): MeasuredReading => reading(state, windowed, chosen, fills.names()),
  };
}
