/** A text input as the form, the command line and the report fields give it: trimmed, and no longer than the input takes. */
import { type Result, valueError } from '../errors';
import type { InputSpec } from './template';

export function readText(spec: InputSpec, raw: string | number | boolean): Result<string> {
  const text = String(raw).trim();
  const length = [...text].length;
  if (spec.max !== undefined && length > spec.max) return valueError(`${spec.label} is ${length} characters long: it takes at most ${spec.max}`);
  return text;
}
