import type { InputSpec } from '../workbook/template';

/**
 * The interactive CPW cell of a system of the planner's own (sizing/targets.ts ownSystemOfRow reads
 * it), as the scenarios' candidates and the consolidation's targets both take it. A file of its own,
 * so the consolidation's bundle takes this column and not the scenarios sheet.
 */
export const INTERACTIVE_CPW_COLUMN: InputSpec = {
  name: 'Interactive',
  label: 'Interactive CPW, or all',
  kind: 'text',
  value: '',
  optional: true,
  help: 'Blank or "all" where the edition entitles the whole CPW to interactive work.',
};
