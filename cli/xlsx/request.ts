/**
 * From command-line words to a planned workbook: which templates, which inputs, which mode. Shared
 * by the `workbook` command and `npm run samples`, so both ask the core the same way.
 */
import { isError, type Result, valueError } from '../../addin/errors';
import { planWorkbook, TEMPLATES } from '../../addin/sheets/index';
import { parseTableText } from '../../addin/workbook/inputs';
import type { Measured } from '../../addin/workbook/measured';
import type { History } from '../../addin/sheets/history-growth';
import { REPORT_FIELDS, reportField } from '../../addin/workbook/report-fields';
import type { WorkbookPlan } from '../../addin/workbook/plan';
import { MODES, type InputValue, type InputValues, type Mode, type TableValue, type TemplateInfo } from '../../addin/workbook/template';
import type { TargetRow } from '../targets';

/** A --set value as Excel would read it typed into a cell: a number, TRUE/FALSE, else text. */
export function parseSetValue(text: string): string | number | boolean {
  const t = text.trim();
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t)) return Number(t);
  if (/^true$/i.test(t)) return true;
  if (/^false$/i.test(t)) return false;
  return text;
}

export interface WorkbookRequest {
  /** A template id or "all". */
  readonly template: string;
  /** NAME=VALUE pairs in the order given. */
  readonly sets: readonly string[];
  readonly mode: string;
  /** --target rows: systems of the planner's own, added to the template's targets table. */
  readonly targets?: readonly TargetRow[];
  /** A measurement file that fills the template's utilization inputs and adds a Measurements sheet (one template only). */
  readonly measured?: Measured;
  /** Measured history whose fitted growth fills AnnualGrowth and adds a Trend sheet (one template only). */
  readonly history?: History;
  /** When the workbook is built (ms): where its months count from when nothing was measured. Now unless given. */
  readonly date?: number;
  /** Where a note goes, such as the lines dropped to fit a table (stderr on the command line). */
  readonly note?: (line: string) => void;
}

const list = (xs: readonly string[]) => xs.join(', ');

/** The templates and their inputs a request names, or a SizingError whose message lists the choices. */
type Resolved = {
  templates: { id: string; inputs: InputValues; measured?: Measured; history?: History }[];
  mode: Mode;
  date?: number;
  report?: Record<string, string>;
};
export function resolveRequest(req: WorkbookRequest): Result<Resolved> {
  if (!(MODES as readonly string[]).includes(req.mode)) return valueError(`Unknown mode ${JSON.stringify(req.mode)}: choose ${list(MODES)}`);
  // "all" is every template once: a report's sheets are the summary of templates all already holds.
  const chosen: readonly TemplateInfo[] = req.template === 'all' ? TEMPLATES.filter((t) => !('details' in t)) : TEMPLATES.filter((t) => t.id === req.template);
  if (chosen.length === 0) return valueError(`Unknown template ${JSON.stringify(req.template)}: choose one of ${list(TEMPLATES.map((t) => t.id))}, or all`);
  const inputs = new Map<string, Record<string, InputValue>>(chosen.map((t) => [t.id, {}]));
  const report: Record<string, string> = {};
  for (const set of req.sets) {
    const eq = set.indexOf('=');
    if (eq <= 0) return valueError(`--set takes NAME=VALUE, not ${JSON.stringify(set)}`);
    const name = set.slice(0, eq).trim();
    const raw = set.slice(eq + 1);
    // The workbook's report fields (Organization, SystemName, PreparedBy, Notes) belong to every sheet: text, read by the core.
    const field = reportField(name);
    if (field) {
      report[field.name] = raw;
      continue;
    }
    let used = false;
    for (const t of chosen) {
      const spec = t.inputs.find((i) => i.name.toLowerCase() === name.toLowerCase());
      if (!spec) continue;
      // A model key or a choice is text even when it reads as a number (drive 3570, model 170); a
      // table's lines ("cgi-named,FALSE,,175; servlet,TRUE,,20") are read by the core, cell by cell.
      inputs.get(t.id)![spec.name] =
        spec.kind === 'model' || spec.kind === 'system' || spec.kind === 'choice' || spec.kind === 'text'
          ? raw.trim()
          : spec.kind === 'table'
            ? raw
            : parseSetValue(raw);
      used = true;
    }
    if (!used) {
      const names = [...new Set([...chosen.flatMap((t) => t.inputs.map((i) => i.name)), ...REPORT_FIELDS.map((f) => f.name)])];
      const whose = req.template === 'all' ? 'any template' : `template ${req.template}`;
      return valueError(`Unknown input ${JSON.stringify(name)} for ${whose}: choose one of ${list(names)}`);
    }
  }
  const targets = req.targets ?? [];
  if (targets.length > 0) {
    const takers = chosen.filter((t) => t.inputs.some((i) => i.targets));
    if (takers.length === 0)
      return valueError(
        `--target is for a template with a table of target systems: ${list(TEMPLATES.filter((t) => t.inputs.some((i) => i.targets)).map((t) => t.id))}`,
      );
    for (const t of takers) {
      const spec = t.inputs.find((i) => i.targets)!;
      const given = inputs.get(t.id)![spec.name];
      // The planner's own lines come after the candidates they chose; without a choice they are the candidates, alone:
      // a default catalog line beside them would size systems nobody asked for.
      const lines = [...(given === undefined ? [] : typeof given === 'string' ? parseTableText(given) : (given as TableValue)), ...targets];
      const max = spec.max ?? Infinity;
      if (lines.length > max) {
        // The first lines are kept (the chosen candidates, then --target in order); none is dropped quietly.
        const over = lines
          .slice(max)
          .map((l) => String(l[0] ?? ''))
          .join(', ');
        req.note?.(`${spec.name}: ${spec.label} takes at most ${max} lines, got ${lines.length}; dropped ${over}`);
        lines.length = max;
      }
      inputs.get(t.id)![spec.name] = lines;
    }
  }
  if (req.measured && chosen.length !== 1) return valueError('A measurement file fills the inputs of one template: name it, not all');
  if (req.history && chosen.length !== 1) return valueError('A history fills the growth of one template: name it, not all');
  const extra = { ...(req.measured ? { measured: req.measured } : {}), ...(req.history ? { history: req.history } : {}) };
  const templates = chosen.map((t) => ({ id: t.id, inputs: inputs.get(t.id)!, ...extra }));
  return { templates, mode: req.mode as Mode, ...(req.date === undefined ? {} : { date: req.date }), ...(Object.keys(report).length ? { report } : {}) };
}

export function planRequest(req: WorkbookRequest): Result<WorkbookPlan> {
  const resolved = resolveRequest(req);
  if (isError(resolved)) return resolved;
  return planWorkbook(resolved);
}
