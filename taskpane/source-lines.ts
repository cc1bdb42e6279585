/**
 * The consolidation's sources in the Build form: a line per system or partition, each with its
 * name, what its 100% stands for and its measurement file, read in the page (File.text(): nothing
 * leaves the machine) by the command line's reader. A refused file is named with the reader's line
 * and column. Everything from a file is shown as text, never as markup.
 */
import { entitlementRefusal, MAX_SHEET_SOURCES, MIN_SOURCES, parseSourceSystem, type ConsolidationSource } from '../addin/consolidation/consolidate';
import { isError } from '../addin/errors';
import { MAX_CHARACTERS, tooLarge } from '../addin/measurements/limits';
import { type Measurements, readMeasurements } from '../addin/measurements/read';
import { formatTime } from '../addin/measurements/summary';
import { dateOrderField } from './date-order-field';
import type { PaneKit } from './consolidation-kit';

type FileState = { kind: 'none' } | { kind: 'reading' } | { kind: 'refused'; message: string } | { kind: 'read'; file: string; measurements: Measurements };

interface Line {
  readonly name: HTMLInputElement;
  readonly system: HTMLInputElement;
  readonly picker: HTMLInputElement;
  readonly hint: HTMLElement;
  readonly error: HTMLElement;
  file: FileState;
  /** The controls the planner has typed in or chosen a file with: their faults show as they are made. */
  readonly touched: Set<HTMLElement>;
}

/** What is wrong with a line, and the control to fix it with. */
interface Fault {
  readonly message: string;
  readonly focus: HTMLElement;
}

export type SourcesReading = { ok: true; sources: ConsolidationSource[]; files: string[] } | { ok: false; message: string; focus: HTMLElement };

export interface SourceLines {
  readonly node: HTMLElement;
  /**
   * Each line checked, and what is wrong with it said under it: with `all`, its first fault (Build);
   * else its first fault in a control the planner has touched (as they type). The sources for the
   * core, or the first fault said (else the first there is).
   */
  read(all: boolean): SourcesReading;
}

const SYSTEM_HELP = 'A catalog key (720-2061-1501), “N CPW”, or “N CPW per core” for a file that gives the partition’s entitlement.';

/** `changed` runs after each edit and each file read, so the form's figures follow. */
export function sourceLines(kit: PaneKit, changed: () => void): SourceLines {
  const { clear, el, uid } = kit;
  const id = uid('sources');
  const helpId = `${id}-help`;
  const systemHelpId = `${id}-system-help`;
  const box = el('div', { class: 'table-lines' });
  const add = el('button', { type: 'button', class: 'secondary' }, 'Add a system');
  const dateOrder = dateOrderField(id);
  const node = el(
    'fieldset',
    { class: 'field table-field consolidation-sources', 'aria-describedby': helpId },
    el('legend', {}, `Systems or partitions (${MIN_SOURCES} to ${MAX_SHEET_SOURCES})`),
    el(
      'p',
      { id: helpId, class: 'field-help' },
      'Each one’s name, what its 100% stands for, and its measurement file (a CSV of intervals: the ' +
        'README lists the exports read). Read here, in the pane: nothing leaves this computer.',
    ),
    el('p', { id: systemHelpId, class: 'field-help' }, `100% is: ${SYSTEM_HELP}`),
    box,
    add,
    dateOrder.node,
  );
  const lines: Line[] = [];

  const readFile = async (line: Line): Promise<void> => {
    const file = line.picker.files?.[0];
    if (!file) line.file = { kind: 'none' };
    // Said before reading: a file of hundreds of MB would stall the page.
    else if (file.size > MAX_CHARACTERS) line.file = { kind: 'refused', message: `${file.name}: ${tooLarge(file.size)}` };
    else {
      line.file = { kind: 'reading' };
      line.hint.textContent = `Reading ${file.name}…`;
      const m = readMeasurements(await file.text(), dateOrder.options());
      line.file = isError(m) ? { kind: 'refused', message: `${file.name}: ${m.message}` } : { kind: 'read', file: file.name, measurements: m };
    }
    showFile(line);
    changed();
  };

  const showFile = (line: Line): void => {
    const f = line.file;
    line.error.textContent = f.kind === 'refused' ? f.message : '';
    line.picker.setAttribute('aria-invalid', String(f.kind === 'refused'));
    if (f.kind !== 'read') {
      if (f.kind !== 'reading') line.hint.textContent = '';
      return;
    }
    const t = f.measurements.times;
    line.hint.textContent = `${f.file}: ${t.length.toLocaleString('en-US')} intervals, ${formatTime(t[0])} to ${formatTime(t[t.length - 1])}.`;
  };

  const render = (): void => {
    clear(box);
    lines.forEach((line, i) => {
      const remove = el('button', { type: 'button', class: 'secondary remove-line', hidden: lines.length <= MIN_SOURCES }, `Remove system ${i + 1}`);
      remove.addEventListener('click', () => {
        lines.splice(i, 1);
        render();
        changed();
        add.focus();
      });
      const cell = (label: string, control: HTMLElement) => el('div', { class: 'table-cell' }, el('label', { for: control.id }, label), control);
      // The file's summary and refusal under the line's grid of cells, across its width.
      box.appendChild(
        el(
          'div',
          { class: 'source-line' },
          el(
            'fieldset',
            { class: 'table-line' },
            el('legend', {}, `System ${i + 1}`),
            cell('Name', line.name),
            cell('100% is', line.system),
            cell('Measurement file', line.picker),
            remove,
          ),
          line.hint,
          line.error,
        ),
      );
    });
    add.disabled = lines.length >= MAX_SHEET_SOURCES;
  };

  const addLine = (): Line => {
    const lineId = uid(`${id}-line`);
    const hint = el('p', { id: `${lineId}-hint`, class: 'field-hint', 'aria-live': 'polite' });
    const error = el('p', { id: `${lineId}-error`, class: 'field-error' });
    const described = `${lineId}-hint ${lineId}-error`;
    const line: Line = {
      name: el('input', { id: `${lineId}-name`, type: 'text', autocomplete: 'off', 'aria-describedby': `${lineId}-error` }),
      system: el('input', {
        id: `${lineId}-system`,
        type: 'text',
        autocomplete: 'off',
        placeholder: '240 CPW',
        'aria-describedby': `${systemHelpId} ${lineId}-error`,
      }),
      picker: el('input', { id: `${lineId}-file`, type: 'file', accept: '.csv,text/csv', 'aria-describedby': described }),
      hint,
      error,
      file: { kind: 'none' },
      touched: new Set(),
    };
    line.picker.addEventListener('change', () => {
      line.touched.add(line.picker);
      void readFile(line);
    });
    for (const c of [line.name, line.system]) {
      c.addEventListener('input', () => {
        line.touched.add(c);
        changed();
      });
    }
    lines.push(line);
    return line;
  };

  for (let k = 0; k < MIN_SOURCES; k++) addLine();
  add.addEventListener('click', () => {
    const line = addLine();
    render();
    changed();
    line.name.focus();
  });
  dateOrder.select.addEventListener('change', () => {
    for (const line of lines) if (line.picker.files?.length) void readFile(line);
  });
  render();

  /** Every fault of a line, in the order its controls come: the name, what its 100% is, the file, the two together. */
  const faults = (line: Line): { faults: Fault[]; source: ConsolidationSource | null } => {
    const out: Fault[] = [];
    const name = line.name.value.trim();
    if (name === '') out.push({ message: 'the name is empty: give each system or partition a name', focus: line.name });
    const system = parseSourceSystem(line.system.value);
    if (isError(system)) out.push({ message: `100% is: ${system.message}`, focus: line.system });
    const f = line.file;
    if (f.kind === 'none') out.push({ message: 'choose its measurement file', focus: line.picker });
    if (f.kind === 'reading') out.push({ message: 'its file is still being read: build again in a moment', focus: line.picker });
    if (f.kind === 'refused') out.push({ message: `the file was refused: ${f.message}`, focus: line.picker });
    if (isError(system) || f.kind !== 'read') return { faults: out, source: null };
    const unfit = entitlementRefusal(system, f.measurements, f.file);
    if (unfit !== null) out.push({ message: unfit, focus: line.system });
    return { faults: out, source: out.length ? null : { name, system, measurements: f.measurements } };
  };

  const read = (all: boolean): SourcesReading => {
    const sources: ConsolidationSource[] = [];
    const files: string[] = [];
    let said: SourcesReading | null = null;
    let first: SourcesReading | null = null;
    for (const [i, line] of lines.entries()) {
      for (const c of [line.name, line.system]) c.setAttribute('aria-invalid', 'false');
      showFile(line);
      const { faults: found, source } = faults(line);
      const at = (fault: Fault): SourcesReading => ({ ok: false, message: `System ${i + 1}: ${fault.message}`, focus: fault.focus });
      const shown = all ? found[0] : found.find((fault) => line.touched.has(fault.focus));
      if (shown) {
        line.error.textContent = shown.message;
        shown.focus.setAttribute('aria-invalid', 'true');
        said ??= at(shown);
      }
      if (found.length) first ??= at(found[0]);
      if (source && line.file.kind === 'read') {
        sources.push(source);
        files.push(line.file.file);
      }
    }
    return said ?? first ?? { ok: true, sources, files };
  };
  return { node, read };
}
