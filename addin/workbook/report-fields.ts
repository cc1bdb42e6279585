/**
 * Who the sizing is for and who made it (docs/sizing-sheets.md, "Report fields"): the organization, the
 * planner's own name for the system or partition, the author and the assumptions. They are the same for
 * every sheet of a workbook, so they are the request's, not a template's: set by `--set` on the command
 * line and by the pane's report fields, printed in every page header (organization and system name
 * beside the date) and on the sizing sheet under its title. Each is optional: an empty one prints
 * nothing.
 */
import { isError, type Result, valueError } from '../errors';
import type { InputSpec } from './template';
import { readText } from './text-input';

export const REPORT_FIELDS: readonly InputSpec[] = [
  {
    name: 'Organization',
    label: 'Organization',
    kind: 'text',
    value: '',
    optional: true,
    max: 80,
    help: 'Who the sizing is for; printed in every page header.',
  },
  {
    name: 'SystemName',
    label: 'System name',
    kind: 'text',
    value: '',
    optional: true,
    max: 60,
    help: 'Your own name for the system or partition sized (e.g. PROD); printed in every page header.',
  },
  { name: 'PreparedBy', label: 'Prepared by', kind: 'text', value: '', optional: true, max: 80, help: "The planner; printed under each sizing sheet's title." },
  {
    name: 'Notes',
    label: 'Notes and assumptions',
    kind: 'text',
    value: '',
    optional: true,
    max: 1000,
    help: "Assumptions a reader should know (free text); printed under each sizing sheet's title.",
  },
];

export type ReportField = 'Organization' | 'SystemName' | 'PreparedBy' | 'Notes';
export type ReportFields = Readonly<Partial<Record<ReportField, string>>>;

/** The report field a name (any case) is, or undefined. */
export const reportField = (name: string): InputSpec | undefined => REPORT_FIELDS.find((f) => f.name.toLowerCase() === name.trim().toLowerCase());

/**
 * The fields as given, each trimmed and checked against its length; the empty ones left out. Text
 * only: a line break or tab in a page header would be read by Excel as text, a control code as garbage.
 */
export function readReportFields(given: Readonly<Record<string, unknown>>): Result<ReportFields> {
  const out: Partial<Record<ReportField, string>> = {};
  for (const [name, raw] of Object.entries(given)) {
    const spec = reportField(name);
    if (!spec) return valueError(`Unknown report field ${JSON.stringify(name)}: choose one of ${REPORT_FIELDS.map((f) => f.name).join(', ')}`);
    if (raw === undefined || raw === null) continue;
    if (typeof raw === 'object') return valueError(`${spec.label} takes one text, not lines of them`);
    const text = readText(spec, raw as string | number | boolean);
    if (isError(text)) return text;
    if (text === '') continue;
    if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) return valueError(`${spec.label} holds a control character: write plain text`);
    if (spec.name !== 'Notes' && /[\r\n\t]/.test(text)) return valueError(`${spec.label} is one line: it holds a line break or tab`);
    out[spec.name as ReportField] = text;
  }
  return out;
}

/** The header's words for the fields: "ACME Corp · PROD", or empty. */
export const reportHeader = (r: ReportFields | undefined): string => [r?.Organization, r?.SystemName].filter(Boolean).join(' · ');
