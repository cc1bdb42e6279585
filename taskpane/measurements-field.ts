/**
 * The Build form's measurement file, for templates with measured utilizations (measured.ts): the
 * planner picks a CSV of intervals, the page reads it (File.text(): nothing leaves the machine)
 * with the reader the command line uses, says what it holds, and fills the form's utilization
 * inputs with the chosen statistic. Build then hands the file to planWorkbook, which adds the
 * Measurements sheet. Everything from the file is shown as text (textContent), never as markup.
 */
import { isError } from '../addin/errors';
import { MAX_CHARACTERS, type Measurements, readMeasurements, tooLarge } from '../addin/measurements/read';
import { kneeShares, type Statistics, summarize, type Summary } from '../addin/measurements/summary';
import { DEFAULT_STATISTIC, type Measured, measuredInputs, type Statistic, STATISTIC_NAMES, STATISTICS, statisticValues, SYSTEM_INPUTS } from '../addin/templates/measured';
import type { TemplateInfo } from '../addin/templates/template';
import { el, uid } from './dom';
import { type Field, percent } from './input-field';

export type MeasuredReading = { ok: true; measured: Measured | null } | { ok: false; message: string };

export interface MeasurementsField {
  readonly node: HTMLElement;
  /** Where the focus goes when the file is what to fix. */
  readonly control: HTMLElement;
  /** The file for Build: none, its intervals with the inputs that still hold the statistic, or why it was refused. */
  current(): MeasuredReading;
}

/** A filled value still in its field: the field shows it in percent to 12 digits, so read back it is within this of the statistic. */
const SAME = 1e-9;

const statistics = (name: string, s: Statistics | null): string =>
  s === null ? `${name}: unknown (the file has no interactive column)` : `${name}: peak ${percent(round(s.peak))}, 95th percentile ${percent(round(s.p95))}, mean ${percent(round(s.mean))}`;
const round = (x: number): number => Math.round(x * 10_000) / 10_000;

function describe(file: string, s: Summary): string {
  const n = s.intervals.toLocaleString('en-US');
  return `${file}: ${n} interval${s.intervals === 1 ? '' : 's'}, ${s.first} to ${s.last}. ${statistics('Total CPU', s.cpu)}. ${statistics('Interactive', s.interactive)}.`;
}

export function measurementsField(t: TemplateInfo, fields: readonly Field[]): MeasurementsField {
  const id = uid(`measured-${t.id}`);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const picker = el('input', { id, type: 'file', accept: '.csv,text/csv', 'aria-describedby': `${helpId} ${errorId}` });
  const statisticId = `${id}-statistic`;
  const statistic = el('select', { id: statisticId }, ...STATISTICS.map((s) => el('option', { value: s }, STATISTIC_NAMES[s])));
  statistic.value = DEFAULT_STATISTIC;
  const summary = el('p', { class: 'field-hint', 'aria-live': 'polite' });
  const error = el('p', { id: errorId, class: 'field-error' });
  const remove = el('button', { type: 'button', class: 'secondary', hidden: true }, 'Remove the file');
  const targets = measuredInputs(t).map((s) => `“${s.label}”`).join(' and ');
  const node = el(
    'fieldset',
    { class: 'field measured-field' },
    el('legend', {}, 'Measured data (optional)'),
    el(
      'p',
      { id: helpId, class: 'field-help' },
      `A CSV of measurement intervals (timestamp, cpu, interactive: the README says how to export one). It fills ${targets}, and Build adds a Measurements sheet. Read here, in the pane: nothing leaves this computer.`,
    ),
    el('label', { for: id }, 'Measurement file'),
    picker,
    summary,
    error,
    el('div', { class: 'field' }, el('label', { for: statisticId }, 'Statistic that fills them'), statistic, el('p', { class: 'field-help' }, 'Peak by default: PCR 2.11 asks that peaks be contained.')),
    remove,
  );

  let state: { kind: 'none' } | { kind: 'refused'; message: string } | { kind: 'read'; file: string; measurements: Measurements; summary: Summary } = { kind: 'none' };
  /** The values last put into the fields, by input name. */
  let filled: Record<string, number> = {};

  const fieldOf = (name: string): Field | undefined => fields.find((f) => f.spec.name === name);
  const fill = (): void => {
    if (state.kind !== 'read') return;
    const values = statisticValues(t, state.summary, statistic.value as Statistic);
    filled = Object.fromEntries(Object.entries(values).filter((e): e is [string, number] => e[1] !== null));
    const unknown = Object.keys(values).filter((name) => values[name] === null);
    for (const [name, value] of Object.entries(filled)) {
      const f = fieldOf(name);
      if (!f || !(f.control instanceof HTMLInputElement)) continue;
      f.control.value = percent(value);
      // As if typed: the field checks itself and the form's results follow.
      f.control.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const said = Object.entries(filled).map(([name, value]) => `${fieldOf(name)?.spec.label ?? name} ${percent(round(value))}`);
    const warnings = [...state.measurements.warnings, ...modelWarnings(state.measurements)].map((w) => ` Warning: ${w}.`);
    const notFilled = unknown.length ? ` Not filled, as the file does not measure them: ${unknown.map((name) => fieldOf(name)?.spec.label ?? name).join(', ')}.` : '';
    summary.textContent = `${describe(state.file, state.summary)} Filled with the ${STATISTIC_NAMES[statistic.value as Statistic]}: ${said.join(', ')}.${notFilled}${warnings.join('')}`;
  };

  /** What the file says against the form's catalog model, as the Measurements sheet will say it. */
  const modelWarnings = (m: Measurements): readonly string[] => {
    const reading = fields.find((f) => SYSTEM_INPUTS.includes(f.spec.name))?.check();
    if (!reading?.ok || typeof reading.value !== 'string') return [];
    const shares = kneeShares(m, reading.value);
    return isError(shares) ? [] : shares.warnings;
  };

  const show = (next: typeof state): void => {
    state = next;
    error.textContent = state.kind === 'refused' ? state.message : '';
    picker.setAttribute('aria-invalid', String(state.kind === 'refused'));
    remove.hidden = state.kind === 'none';
    if (state.kind !== 'read') summary.textContent = '';
    fill();
  };

  picker.addEventListener('change', async () => {
    const file = picker.files?.[0];
    if (!file) return show({ kind: 'none' });
    // Said before reading: a file of hundreds of MB would stall the page.
    if (file.size > MAX_CHARACTERS) return show({ kind: 'refused', message: `${file.name}: ${tooLarge(file.size)}` });
    summary.textContent = `Reading ${file.name}…`;
    const measurements = readMeasurements(await file.text());
    if (isError(measurements)) return show({ kind: 'refused', message: `${file.name}: ${measurements.message}` });
    show({ kind: 'read', file: file.name, measurements, summary: summarize(measurements) });
  });
  statistic.addEventListener('change', fill);
  remove.addEventListener('click', () => {
    picker.value = '';
    show({ kind: 'none' });
    picker.focus();
  });

  return {
    node,
    control: picker,
    current(): MeasuredReading {
      if (state.kind === 'none') return { ok: true, measured: null };
      if (state.kind === 'refused') return { ok: false, message: state.message };
      // An input the planner has typed over since is theirs: the file fills the others only.
      const fill = Object.keys(filled).filter((name) => {
        const r = fieldOf(name)?.check();
        return r?.ok === true && typeof r.value === 'number' && Math.abs(r.value - filled[name]) <= SAME;
      });
      return { ok: true, measured: { file: state.file, measurements: state.measurements, statistic: statistic.value as Statistic, fill } };
    },
  };
}
