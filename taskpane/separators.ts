/**
 * The separators the planner's Excel writes numbers with, so the form reads "2.000" as Excel
 * would: 2000 in German Excel, where it is no 2. Read once when the pane starts: the user's own
 * separators where Excel has them set (File > Options > Advanced), else those of the system's
 * culture (ExcelApi 1.11). Outside Excel, or on an older Excel, the English ones.
 */
import { isError, type Result, within } from '../addin/errors';
import type { InputSpec } from '../addin/workbook/template';
import { DOT_DECIMAL, localNumberText, type Separators } from '../addin/typed';
import type { Host } from './writer';

let current: Separators = DOT_DECIMAL;

export const separators = (): Separators => current;

/** A number as the planner's Excel shows it: its decimal separator, no grouping. */
export const localNumber = (x: number): string => String(x).replace('.', current.decimal);

export async function loadSeparators(host: Host | null): Promise<void> {
  if (host === null || !host.isSetSupported('ExcelApi', '1.11')) return;
  try {
    current = await host.run(async (context) => {
      const app = context.workbook.application;
      app.load('decimalSeparator,thousandsSeparator,useSystemSeparators');
      const culture = app.cultureInfo.numberFormat;
      culture.load('numberDecimalSeparator,numberGroupSeparator');
      await context.sync();
      return app.useSystemSeparators
        ? { decimal: culture.numberDecimalSeparator, group: culture.numberGroupSeparator }
        : { decimal: app.decimalSeparator, group: app.thousandsSeparator };
    });
  } catch {
    // An Excel that cannot say keeps the English separators, which the form's help shows.
  }
}

/** The kinds whose text is a number, read with the separators of the planner's Excel before the core's check. */
const NUMERIC = new Set(['number', 'fraction', 'system']);

/**
 * A value as typed, a number in it made the text the core reads; or why it is no number here.
 * A table's text columns too (a candidate's interactive CPW, or "all"), where `inTable`.
 */
export function typedValue(spec: InputSpec, raw: string | boolean, inTable = false): Result<string | boolean> {
  if (typeof raw !== 'string' || !(NUMERIC.has(spec.kind) || (inTable && spec.kind === 'text'))) return raw;
  const read = localNumberText(raw, current);
  return isError(read) ? within(spec.label, read, { parameter: spec.name }) : read;
}
