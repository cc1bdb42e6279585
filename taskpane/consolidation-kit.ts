/**
 * The Consolidation form is a build of its own (webpack.config.js, ConsolidationBundlePlugin),
 * loaded when a planner first chooses it. Were it a chunk of the pane, every module of the pane it
 * imports would have to stand alone in the pane's bundle instead of being merged into one, and the
 * pane would pass its budget. So it carries its own copies of the core (the reader, consolidate, the
 * sheet), and the pane hands it its page helpers through this kit: one uid counter for the page, the
 * fields that read numbers with the separators of the planner's Excel, and the pane's SizingError,
 * which the fields' readers take a refusal for (its own copy would be another class).
 */
import type { SizingError } from '../addin/errors';
import type { ConsolidationForm } from './consolidation-form';
import type { clear, el, uid } from './dom';
import type { inputField } from './input-field';

export interface PaneKit {
  readonly el: typeof el;
  readonly clear: typeof clear;
  readonly uid: typeof uid;
  readonly inputField: typeof inputField;
  readonly SizingError: typeof SizingError;
}

/** What the entry puts on the window once loaded. */
export interface ConsolidationEntry {
  consolidationForm(kit: PaneKit): ConsolidationForm;
}

declare global {
  interface Window {
    as400Consolidation?: ConsolidationEntry;
  }
}

/** The entry's file, beside the pane's (the service worker precaches it with the rest). */
export const CONSOLIDATION_SCRIPT = 'consolidation.js';
