/**
 * A form's model: each input's reading (the value its field read from what the planner typed, or why
 * it is refused) and who filled it: the template's default, a measured file (the measurement file's
 * statistic, the history's fitted growth) with the value it gave, or the planner, who has typed over
 * it. A field reads its control once per change and puts the reading here; a file's value is
 * rendered into its field from here; Build and the answer line take the values from here (a file's
 * own, unrounded, while the input is the file's), never from a field's text. No DOM: the fields
 * (input-field.ts, table-field.ts) and file-fills.ts bind it to the page, and it is tested in node.
 */
import type { InputValue } from '../addin/workbook/template';

/** A field's value as the core reads it, or the core's message; `line`: a table's line at fault. */
export type Reading = { ok: true; value: InputValue } | { ok: false; message: string; line?: number };

export type FilledBy = 'user' | 'measured' | 'default';

export interface FormEntry {
  readonly by: FilledBy;
  /** The value the file gave, unrounded, while the input is the file's; null otherwise (the field's reading is the value). */
  readonly value: number | null;
}

/** A refused input, by name, with the reader's message. */
export interface Fault {
  readonly name: string;
  readonly message: string;
}

const DEFAULT: FormEntry = { by: 'default', value: null };

export class FormModel {
  private readonly entries = new Map<string, FormEntry>();
  private readonly readings = new Map<string, Reading>();
  private readonly renderers = new Map<string, (value: number) => void>();
  private readonly listeners: (() => void)[] = [];
  /** While a file's values are rendered, the fields' own events are the file's, not the planner's. */
  private fillingNow = false;

  constructor(names: readonly string[]) {
    for (const name of names) this.entries.set(name, DEFAULT);
  }

  get filling(): boolean {
    return this.fillingNow;
  }

  /** Who filled an input, and the file's value while it is the file's. */
  entry(name: string): FormEntry {
    return this.entries.get(name) ?? DEFAULT;
  }

  /** The inputs `by` filled, in the form's order. */
  filledBy(by: FilledBy): string[] {
    return [...this.entries].filter(([, e]) => e.by === by).map(([name]) => name);
  }

  /** A field's reading of its control, kept until the control changes again. */
  set(name: string, reading: Reading): void {
    if (this.entries.has(name)) this.readings.set(name, reading);
  }

  /** An input's reading; one its field has not read yet is refused, never taken for a value. */
  reading(name: string): Reading {
    return this.readings.get(name) ?? { ok: false, message: `${name} has not been read` };
  }

  /**
   * The form's values as Build takes them, in the form's order: each input that reads, at a file's
   * own value while it is the file's (what its field shows is that value rounded as the sheet prints it);
   * and each input refused, with its message.
   */
  values(): { values: Record<string, InputValue>; faults: Fault[] } {
    const values: Record<string, InputValue> = {};
    const faults: Fault[] = [];
    for (const [name, e] of this.entries) {
      const r = this.reading(name);
      if (!r.ok) faults.push({ name, message: r.message });
      else values[name] = e.by === 'measured' && e.value !== null ? e.value : r.value;
    }
    return { values, faults };
  }

  /** How an input shows a value a file gave it; an input without one is never filled. */
  render(name: string, show: (value: number) => void): void {
    this.renderers.set(name, show);
  }

  /** Runs after an input passes from a file to the planner (a file filling inputs says so itself). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The planner typed in an input: theirs from now on (a file's value typed over passes to them, and the listeners hear of it). */
  typed(name: string): void {
    if (this.fillingNow || !this.entries.has(name)) return;
    const was = this.entry(name).by;
    this.entries.set(name, { by: 'user', value: null });
    if (was === 'measured') for (const l of this.listeners) l();
  }

  /**
   * A file's values for the inputs it may fill (`names`): each given a value is the file's and shows
   * it; the others of `names` it filled are the planner's now, holding what they show.
   */
  fill(names: readonly string[], values: Readonly<Record<string, number>>): void {
    this.fillingNow = true;
    try {
      for (const name of names) {
        if (!this.entries.has(name)) continue;
        const value = values[name];
        const show = this.renderers.get(name);
        if (value === undefined || !show) {
          if (this.entry(name).by === 'measured') this.entries.set(name, { by: 'user', value: null });
          continue;
        }
        show(value);
        this.entries.set(name, { by: 'measured', value });
      }
    } finally {
      this.fillingNow = false;
    }
  }
}

/**
 * What Build says while inputs are refused, each named by its label (most messages start with it
 * already, as the core words them; the catalog's do not).
 */
export function fixFirst(faults: readonly { label: string; message: string }[]): string {
  const named = ({ label, message }: { label: string; message: string }) => (message.startsWith(label) ? message : `${label}: ${message}`);
  return `Fix ${faults.length === 1 ? 'the input' : `${faults.length} inputs`} first: ${faults.map(named).join('; ')}`;
}
