/**
 * The consolidation's sources in the Build form: a line per system or partition, each with its
 * name, what its 100% stands for, its measurement files (one, or its months) and its growth where
 * the planner gives it, read in the page (File.text(): nothing leaves the machine) by the command
 * line's readers: each file by readMeasurements, a line's files joined into its history by
 * sourceHistory, as `--system` lines of one name are, the growth by readGrowthRate as `--growth`.
 * A refused file is named with the reader's line and column, files that overlap with both names.
 * Everything from a file is shown as text, never as markup.
 */
import {
  type ConsolidationSource,
  historyFilesText,
  joinedHistory,
  MAX_SHEET_SOURCES,
  MIN_SOURCES,
  parseSourceSystem,
  sourceHistory,
  type SourceHistory,
  systemText,
} from '../addin/consolidation/consolidate';
import { readGrowthRate } from '../addin/consolidation/options';
import { isError } from '../addin/errors';
import { MAX_CHARACTERS, tooLarge } from '../addin/measurements/limits';
import { type Measurements, type ReadOptions, readMeasurements } from '../addin/measurements/read';
import { formatTime } from '../addin/measurements/window';
import { dateOrderField } from './date-order-field';
import type { PaneKit } from './consolidation-kit';

/** A line's files: none, being read, one refused (its reading, or the files overlapping), or read (in time order) and joined. */
type FileState =
  { kind: 'none' } | { kind: 'reading' } | { kind: 'refused'; message: string } | { kind: 'read'; files: string[]; read: Measurements[]; joined: Measurements };

interface Line {
  readonly name: HTMLInputElement;
  readonly system: HTMLInputElement;
  readonly picker: HTMLInputElement;
  readonly growth: HTMLInputElement;
  readonly hint: HTMLElement;
  readonly error: HTMLElement;
  file: FileState;
  /** The files picked last: a reading of an earlier choice that ends after it is dropped. */
  reading: number;
  /** The history of the files with the system it was checked for (sourceHistory), kept while neither changes. */
  history: { system: string; files: FileState; result: SourceHistory } | null;
  /** The controls the planner has typed in or chosen a file with: their faults show as they are made. */
  readonly touched: Set<HTMLElement>;
  /** What the planner typed in each text control, kept as it is typed: Build reads these, not the controls. */
  readonly typed: Record<TextControl, string>;
}

type TextControl = 'name' | 'system' | 'growth';
const TEXT_CONTROLS: readonly TextControl[] = ['name', 'system', 'growth'];

/** What is wrong with a line, and the control to fix it with. */
interface Fault {
  readonly message: string;
  readonly focus: HTMLElement;
}

export type SourcesReading =
  | {
      ok: true;
      sources: ConsolidationSource[];
      /** Each source's files as its sheet names them (historyFilesText). */
      files: string[];
      /** The growth a year each line gives, by its name in lower case (consolidate's option, as --growth NAME=RATE gives it). */
      growth: Map<string, number>;
    }
  | { ok: false; message: string; focus: HTMLElement };

export interface SourceLines {
  readonly node: HTMLElement;
  /**
   * Each line checked, and what is wrong with it said under it: with `all`, its first fault (Build);
   * else its first fault in a control the planner has touched (as they type). The sources for the
   * core, or the first fault said (else the first there is).
   */
  read(all: boolean): SourcesReading;
}

const SYSTEM_HELP = 'A catalog key (720-2061-1501), “N CPW”, or “N CPW per core” for files that give the partition’s entitlement.';
const GROWTH_HELP =
  'Blank: fitted from its months (three or more, each measured for half its length); or a share a year, e.g. 15% (the command line’s --growth NAME=15%).';

/** The ids of the sources' help texts, which each line's controls are described by. */
interface HelpIds {
  readonly id: string;
  readonly help: string;
  readonly system: string;
  readonly growth: string;
}

/** The fieldset the lines go in: its legend and help, the lines' box, Add and the date order. */
function sourcesNode(kit: PaneKit, ids: HelpIds, box: HTMLElement, add: HTMLElement, dateOrder: HTMLElement): HTMLElement {
  const { el } = kit;
  return el(
    'fieldset',
    { class: 'field table-field consolidation-sources', 'aria-describedby': ids.help },
    el('legend', {}, `Systems or partitions (${MIN_SOURCES} to ${MAX_SHEET_SOURCES})`),
    el(
      'p',
      { id: ids.help, class: 'field-help' },
      'Each one’s name, what its 100% stands for, and its measurement files (CSVs of intervals: the ' +
        'README lists the exports read), one or several months, which are joined in time order. Read here, in the pane: nothing leaves this computer.',
    ),
    el('p', { id: ids.system, class: 'field-help' }, `100% is: ${SYSTEM_HELP}`),
    el('p', { id: ids.growth, class: 'field-help' }, `Growth a year: ${GROWTH_HELP}`),
    box,
    add,
    dateOrder,
  );
}

/** A new line's controls, nothing chosen or typed. */
function newLine(kit: PaneKit, ids: HelpIds): Line {
  const { el, uid } = kit;
  const lineId = uid(`${ids.id}-line`);
  const hint = el('p', { id: `${lineId}-hint`, class: 'field-hint', 'aria-live': 'polite' });
  const error = el('p', { id: `${lineId}-error`, class: 'field-error' });
  const described = `${lineId}-hint ${lineId}-error`;
  return {
    name: el('input', { id: `${lineId}-name`, type: 'text', autocomplete: 'off', 'aria-describedby': `${lineId}-error` }),
    system: el('input', {
      id: `${lineId}-system`,
      type: 'text',
      autocomplete: 'off',
      placeholder: '240 CPW',
      'aria-describedby': `${ids.system} ${lineId}-error`,
    }),
    picker: el('input', { id: `${lineId}-file`, type: 'file', multiple: true, accept: '.csv,text/csv', 'aria-describedby': described }),
    growth: el('input', {
      id: `${lineId}-growth`,
      type: 'text',
      autocomplete: 'off',
      placeholder: 'fitted',
      'aria-describedby': `${ids.growth} ${lineId}-error`,
    }),
    hint,
    error,
    file: { kind: 'none' },
    reading: 0,
    history: null,
    touched: new Set(),
    typed: { name: '', system: '', growth: '' },
  };
}

/** A line as the form shows it: its grid of cells, then the file's summary and refusal across its width. */
function lineNode(kit: PaneKit, line: Line, i: number, remove: HTMLElement): HTMLElement {
  const { el } = kit;
  const cell = (label: string, control: HTMLElement) => el('div', { class: 'table-cell' }, el('label', { for: control.id }, label), control);
  return el(
    'div',
    { class: 'source-line' },
    el(
      'fieldset',
      { class: 'table-line' },
      el('legend', {}, `System ${i + 1}`),
      cell('Name', line.name),
      cell('100% is', line.system),
      cell('Measurement files', line.picker),
      cell('Growth a year', line.growth),
      remove,
    ),
    line.hint,
    line.error,
  );
}

/** The files picked, each read (readMeasurements) and joined in time order (joinedHistory), or the first refused. */
async function readPicked(picked: readonly File[], order: ReadOptions): Promise<FileState> {
  const read: Measurements[] = [];
  for (const f of picked) {
    const m = readMeasurements(await f.text(), order);
    if (isError(m)) return { kind: 'refused', message: `${f.name}: ${m.message}` };
    read.push(m);
  }
  // In time order, as the history joins them and the sheet names them.
  const sorted = read.map((_, k) => k).sort((a, b) => read[a].times[0] - read[b].times[0]);
  const files = sorted.map((k) => picked[k].name);
  const months = sorted.map((k) => read[k]);
  const joined = joinedHistory(files, months);
  return joined.ok ? { kind: 'read', files, read: months, joined: joined.measurements } : { kind: 'refused', message: joined.message };
}

/** What a line's files are said to be under it: their intervals and span, their refusal, or nothing. */
function showFile(line: Line): void {
  const f = line.file;
  line.error.textContent = f.kind === 'refused' ? f.message : '';
  line.picker.setAttribute('aria-invalid', String(f.kind === 'refused'));
  if (f.kind !== 'read') {
    if (f.kind !== 'reading') line.hint.textContent = '';
    return;
  }
  const t = f.joined.times;
  const held = f.files.length === 1 ? f.files[0] : `${f.files.length} files, ${historyFilesText(f.files)}`;
  line.hint.textContent = `${held}: ${t.length.toLocaleString('en-US')} intervals, ${formatTime(t[0])} to ${formatTime(t[t.length - 1])}.`;
}

/** Every fault of a line, in the order its controls come: the name, what its 100% is, the files, the two together, the growth. */
function lineFaults(line: Line): { faults: Fault[]; source: ConsolidationSource | null; growth: number | null } {
  const out: Fault[] = [];
  const name = line.typed.name.trim();
  if (name === '') out.push({ message: 'the name is empty: give each system or partition a name', focus: line.name });
  const system = parseSourceSystem(line.typed.system);
  if (isError(system)) out.push({ message: `100% is: ${system.message}`, focus: line.system });
  const f = line.file;
  if (f.kind === 'none') out.push({ message: 'choose its measurement files (one, or its months)', focus: line.picker });
  if (f.kind === 'reading') out.push({ message: 'its files are still being read: build again in a moment', focus: line.picker });
  if (f.kind === 'refused') out.push({ message: `the file was refused: ${f.message}`, focus: line.picker });
  const given = line.typed.growth.trim();
  const growth = given === '' ? null : readGrowthRate(given);
  const growthFault = isError(growth) ? { message: `growth a year: ${given}: ${growth.message}`, focus: line.growth } : null;
  if (isError(system) || f.kind !== 'read') return { faults: growthFault ? [...out, growthFault] : out, source: null, growth: null };
  const key = systemText(system);
  if (line.history?.system !== key || line.history.files !== f) line.history = { system: key, files: f, result: sourceHistory(system, f.files, f.read) };
  const h = line.history.result;
  if (!h.ok) out.push({ message: h.message, focus: h.fault === 'system' ? line.system : line.picker });
  if (growthFault) out.push(growthFault);
  return {
    faults: out,
    source: out.length || !h.ok ? null : { name, system, measurements: h.measurements },
    growth: isError(growth) ? null : growth,
  };
}

/** Each line checked, its fault said under it (all: its first; else its first in a control touched), as SourceLines.read. */
function readLines(lines: readonly Line[], all: boolean): SourcesReading {
  const sources: ConsolidationSource[] = [];
  const files: string[] = [];
  const growth = new Map<string, number>();
  let said: SourcesReading | null = null;
  let first: SourcesReading | null = null;
  for (const [i, line] of lines.entries()) {
    for (const c of [line.name, line.system, line.growth]) c.setAttribute('aria-invalid', 'false');
    showFile(line);
    const { faults: found, source, growth: rate } = lineFaults(line);
    const at = (fault: Fault): SourcesReading => ({ ok: false, message: `System ${i + 1}: ${fault.message}`, focus: fault.focus });
    const shown = all ? found[0] : found.find((fault) => line.touched.has(fault.focus));
    // What Build said stays said: a check as the planner types, later, does not take it back until it is fixed.
    if (all && shown) line.touched.add(shown.focus);
    if (shown) {
      line.error.textContent = shown.message;
      shown.focus.setAttribute('aria-invalid', 'true');
      said ??= at(shown);
    }
    if (found.length) first ??= at(found[0]);
    if (source && line.file.kind === 'read') {
      sources.push(source);
      files.push(historyFilesText(line.file.files));
      if (rate !== null) growth.set(source.name.toLowerCase(), rate);
    }
  }
  return said ?? first ?? { ok: true, sources, files, growth };
}

/** `changed` runs after each edit and each file read, so the form's figures follow. */
export function sourceLines(kit: PaneKit, changed: () => void): SourceLines {
  const { clear, el, uid } = kit;
  const id = uid('sources');
  const ids: HelpIds = { id, help: `${id}-help`, system: `${id}-system-help`, growth: `${id}-growth-help` };
  const box = el('div', { class: 'table-lines' });
  const add = el('button', { type: 'button', class: 'secondary' }, 'Add a system');
  const dateOrder = dateOrderField(id);
  const node = sourcesNode(kit, ids, box, add, dateOrder.node);
  const lines: Line[] = [];

  const readFile = async (line: Line): Promise<void> => {
    const picked = Array.from(line.picker.files ?? []);
    const reading = ++line.reading;
    const big = picked.find((f) => f.size > MAX_CHARACTERS);
    if (picked.length === 0) line.file = { kind: 'none' };
    // Said before reading: a file of hundreds of MB would stall the page.
    else if (big) line.file = { kind: 'refused', message: `${big.name}: ${tooLarge(big.size)}` };
    else {
      line.file = { kind: 'reading' };
      line.hint.textContent = `Reading ${picked.map((f) => f.name).join(', ')}…`;
      const state = await readPicked(picked, dateOrder.options());
      // Another choice made while these were read: its own reading says what it holds.
      if (reading !== line.reading) return;
      line.file = state;
    }
    showFile(line);
    changed();
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
      box.appendChild(lineNode(kit, line, i, remove));
    });
    add.disabled = lines.length >= MAX_SHEET_SOURCES;
  };

  const addLine = (): Line => {
    const line = newLine(kit, ids);
    line.picker.addEventListener('change', () => {
      line.touched.add(line.picker);
      void readFile(line);
    });
    for (const key of TEXT_CONTROLS) {
      const c = line[key];
      c.addEventListener('input', () => {
        line.typed[key] = c.value;
        line.touched.add(c);
        changed();
      });
    }
    lines.push(line);
    return line;
  };

  // The form opens as a consolidation, two lines; one may be removed to size one partition's move.
  for (let k = 0; k < Math.max(MIN_SOURCES, 2); k++) addLine();
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
  return { node, read: (all) => readLines(lines, all) };
}
