/**
 * The key results of a planned sheet in words, as the task pane says them before anything is
 * written: each value read from the plan the core computed (the cell the sheet will show), in the
 * cell's number format.
 */
import { isError, type Result } from '../errors';
import { isErrorValue, type SheetPlan, type Scalar, type WorkbookPlan } from './plan';
import type { InputSpec } from './template';

/** The number format of an input's cell on the sheet: its own, a share as 0.0%, else General. */
export const inputFormat = (spec: InputSpec): string | undefined => spec.format ?? (spec.kind === 'fraction' ? '0.0%' : undefined);

/** A number as an Excel format code of the templates shows it: "0.0%", "#,##0.0", "0.00", "0"; General otherwise. */
export function formatValue(value: Scalar, format?: string): string {
  if (isErrorValue(value)) return value.error;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  const code = (format ?? 'General').split(';')[0];
  if (code === 'General' || !/0/.test(code)) return String(Number(value.toPrecision(10)));
  const percent = code.includes('%');
  const decimals = /\.(0+)/.exec(code)?.[1].length ?? 0;
  const fixed = Math.abs(percent ? value * 100 : value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = code.includes(',') ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}${percent ? '%' : ''}`;
}

export interface KeyResult {
  /** E.g. "EIU 71.9%", "67.7 CPW left", "past the knee". */
  readonly text: string;
  /** The reason, when the result is an error. */
  readonly error?: string;
}

export function keyResults(sheet: SheetPlan): KeyResult[] {
  return (sheet.keyResults ?? []).map((k) => {
    const cell = sheet.cells.find((c) => c.ref === k.ref);
    const value = cell?.value ?? '';
    const shown = (typeof value === 'string' && k.words?.[value]) || formatValue(value, cell?.format);
    const text = k.say.replace('{}', shown);
    return isErrorValue(value) ? { text, error: value.message ?? value.error } : { text };
  });
}

/**
 * The key results of a request's first sheet as one line, each error with its reason: what the
 * pane says before anything is written, from the plan Build writes (the same request: its files,
 * its report fields), so the line and the sheet count from the same date and name the same system.
 */
export function answerText(plan: Result<WorkbookPlan>): string {
  const said: KeyResult[] = isError(plan) ? [{ text: plan.message }] : keyResults(plan.sheets[0]);
  return said.map((k) => (k.error ? `${k.text} (${k.error})` : k.text)).join(', ');
}
