/** Values as a planner types them into a cell, the pane's form or the command line, read one way everywhere. */
import { quote, type Result, valueError } from './errors';

/** "32%" → 0.32, "0.32" → 0.32, as Excel reads them typed into a cell; anything else is not a number. */
export function readNumber(text: string): number | null {
  const t = text.trim();
  const m = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(%?)$/.exec(t);
  return m ? Number(m[1]) / (m[2] ? 100 : 1) : null;
}

/** "720 CPW" or "CPW 720": a processor CPW typed as text, as one that is also a model number must be; null for other text. */
export function readCpw(text: string): number | null {
  const m = /^\s*(?:CPW\s*)?(\d+(?:\.\d+)?|\.\d+)\s*(?:CPW)?\s*$/i.exec(text);
  return m && /cpw/i.test(text) ? Number(m[1]) : null;
}

/** The characters a planner's Excel writes numbers with: the decimal separator and the digit grouping. */
export interface Separators {
  readonly decimal: string;
  readonly group: string;
}
/** Excel in English, and the command line always: 1,234.5. */
export const DOT_DECIMAL: Separators = { decimal: '.', group: ',' };
/** Excel in German and much of Europe: 1.234,5. */
export const COMMA_DECIMAL: Separators = { decimal: ',', group: '.' };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const numberPattern = (s: Separators): RegExp =>
  new RegExp(`^([-+]?)([1-9]\\d{0,2}(?:${escape(s.group)}\\d{3})+|\\d+)?(?:${escape(s.decimal)}(\\d*))?(?:[eE]([-+]?\\d+))?\\s*(%?)$`);

/** The number text as the core reads it (a point for the decimal, no grouping), or null where the text is no number under `s`. */
function canonical(text: string, s: Separators): string | null {
  const m = numberPattern(s).exec(text);
  if (!m || (m[2] === undefined && !m[3])) return null;
  const whole = (m[2] ?? '0').split(s.group).join('');
  return `${m[1]}${whole}${m[3] ? `.${m[3]}` : ''}${m[4] ? `e${m[4]}` : ''}${m[5]}`;
}

/**
 * Text typed in the task pane, read with the separators of the planner's Excel: a number becomes
 * the text the core reads (German Excel's "2.000" is "2000", "2,5" is "2.5"); a number that only
 * reads under the other convention is refused, as the planner's meaning is unknown (a German
 * "2.5" is no grouping of thousands, an English "2,5" neither); any other text is left as it is.
 */
export function localNumberText(text: string, s: Separators): Result<string> {
  const t = text.trim();
  const read = canonical(t, s);
  if (read !== null) return read;
  const other = s.decimal === '.' ? COMMA_DECIMAL : DOT_DECIMAL;
  const meant = /[.,]/.test(t) ? canonical(t, other) : null;
  if (meant === null) return text;
  const fix = meant.replace('.', s.decimal);
  return valueError(`${quote(t)} is no number as your Excel writes them (decimal "${s.decimal}", digit grouping "${s.group}"): write ${fix}`);
}
