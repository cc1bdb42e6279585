/**
 * A Build form's inputs and who filled each: the template's default, a measured file (the
 * measurement file's statistic, the history's fitted growth) with the value it gave, or the planner,
 * who has typed over it. The fields render a measured value from here, and Build asks here which
 * inputs are still the file's (the core fills those with the file's own values, unrounded): nothing
 * is learned by reading a field's text back. No DOM: file-fills.ts binds it to the fields.
 */

export type FilledBy = 'user' | 'measured' | 'default';

export interface FormEntry {
  readonly by: FilledBy;
  /** The value the file gave, unrounded, while the input is the file's; null otherwise (the field's own text is the value). */
  readonly value: number | null;
}

const DEFAULT: FormEntry = { by: 'default', value: null };

export class FormModel {
  private readonly entries = new Map<string, FormEntry>();
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
