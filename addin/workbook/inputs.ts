/**
 * A template's inputs as the pane's form and --set give them (text, or lines of cells), read by the
 * readers the functions read their arguments with: one reading and one message for a value in a
 * cell, a form field and the command line.
 */
import { canonicalKey, keyOrCpw } from '../catalog/lookup';
import { readCpw, readNumber } from '../typed';
import { type Cell, flag, fraction, growthRate, number, system, text } from '../functions/define-function';
import { isError, naError, numError, quote, type Result, valueError, within } from '../errors';
import { CPW_SUFFIX } from '../formula/expr';
import { readText } from './text-input';
import type { InputSpec, InputValue, TableCell, TableValue } from './template';

/**
 * What Excel makes of a value typed into a cell, for a value the form or the command line gives as
 * text: "32%" and "0.32" a number, TRUE or FALSE a logical, any other text itself. The function
 * readers then read it as they read a cell, so 32%, "720 CPW" and 7202061 mean the same everywhere.
 */
export function typedCell(raw: string | number | boolean): Cell {
  if (typeof raw !== 'string') return raw;
  const t = raw.trim();
  if (/^(true|false)$/i.test(t)) return t.toUpperCase() === 'TRUE';
  return readNumber(t) ?? t;
}

/**
 * A form field or a --set left empty: missing, where a cell's reader would read an empty cell as 0
 * or its default, or ask only for text. A system's reader says itself what an empty one lacks.
 */
const MISSING: Readonly<Record<Exclude<InputSpec['kind'], 'table' | 'text' | 'flag' | 'system'>, string>> = {
  model: 'a catalog key such as 720-2061-1501',
  choice: 'one of',
  fraction: 'a number or a percentage (32.1%)',
  number: 'a number',
};

/**
 * An input value as the form or the command line gives it, read by the readers the functions read
 * their arguments with (functions/readers.ts), named by the input's label as the form shows it: a value
 * means and says the same in a cell, a form field and --set. A model becomes its canonical catalog
 * key, so every sheet's input cell holds a key every formula (portable ones too) finds; an unknown
 * or ambiguous key is refused with the catalog's own message.
 */
export function readInput(spec: InputSpec, raw: InputValue): Result<InputValue> {
  if (spec.kind === 'table') return readTable(spec, raw);
  if (typeof raw === 'object') return valueError(`${spec.label} takes one value, not lines of them`);
  if (spec.kind === 'text') return readText(spec, raw);
  const cell = typedCell(raw);
  if (spec.kind === 'flag') return flag(spec.label)(cell);
  if (cell === '' && spec.kind !== 'system') {
    const what = spec.kind === 'choice' ? `one of ${(spec.choices ?? []).join(', ')}` : MISSING[spec.kind];
    return valueError(`${spec.label} is missing: give ${what}`);
  }
  switch (spec.kind) {
    case 'model': {
      const key = text(spec.label)(cell);
      return isError(key) ? key : canonicalKey(key);
    }
    case 'choice': {
      const t = text(spec.label)(cell);
      if (isError(t)) return t;
      return (
        spec.choices?.find((c) => c.toLowerCase() === t.trim().toLowerCase()) ??
        naError(`${spec.label}: ${quote(t)} is not one of ${(spec.choices ?? []).join(', ')}`)
      );
    }
    case 'system': {
      // The cell holds what its formulas read as the same system: a CPW that is also a model number as "720 CPW".
      const s = system(spec.label)(cell);
      if (isError(s)) return s;
      if (typeof s === 'string') return canonicalKey(s);
      return keyOrCpw(spec.label, s) === null ? s : `${s}${CPW_SUFFIX}`;
    }
    case 'fraction':
    case 'number': {
      // The reader of the kind of value (a share of the CPU refuses 85 for 85%, a growth 15 for 15%) over the input's own range.
      // Without a minimum of its own, a growth may fall (above -100% a year), any other value not below 0.
      const floor = spec.min !== undefined ? { min: spec.min } : spec.growth ? { above: -1 } : { min: 0 };
      const range = { ...floor, max: spec.max, integer: spec.whole };
      const x = (spec.kind === 'number' ? number : spec.growth ? growthRate : fraction)(spec.label, range)(cell);
      if (isError(x)) return x;
      if (spec.choices && !spec.choices.includes(String(x))) return naError(`${spec.label} must be one of ${spec.choices.join(', ')}, got ${x}`);
      return x;
    }
  }
}

/**
 * The catalog key a system input holds (readInput's canonical key); null for a CPW, a number or the
 * text readInput writes for one that is also a model number ("720 CPW").
 */
export const catalogKeyOf = (value: InputValue): string | null => (typeof value === 'string' && readCpw(value) === null ? value : null);

/** Lines of a table input as the command line writes them: lines split by ";", cells by ","; an empty cell is blank. */
export function parseTableText(text: string): string[][] {
  return text
    .split(';')
    .map((line) => line.split(',').map((cell) => cell.trim()))
    .filter((cells) => cells.some((c) => c !== ''));
}

/** The lines a table input takes at most, unless it says. */
const MAX_LINES = 100;

/**
 * A table input's lines, each cell checked as its column's input: a blank cell takes the column's
 * default (a flag's FALSE, a complexity's 2), stays blank where the column is optional, and is
 * refused where the column has no default. Messages name the line and the column.
 */
function readTable(spec: InputSpec, raw: InputValue): Result<TableValue> {
  const columns = spec.columns ?? [];
  const shape = `each line is ${columns.map((c) => c.name).join(', ')}`;
  const lines: readonly (readonly unknown[])[] | null = typeof raw === 'string' ? parseTableText(raw) : Array.isArray(raw) ? raw : null;
  if (lines === null || lines.some((l) => !Array.isArray(l))) return valueError(`${spec.label} takes lines of cells (${shape}), got ${JSON.stringify(raw)}`);
  const max = spec.max ?? MAX_LINES;
  if (lines.length > max) return numError(`${spec.label} takes at most ${max} lines, got ${lines.length}`);
  const out: TableCell[][] = [];
  for (const [i, line] of lines.entries()) {
    const where = `${spec.label} line ${i + 1}`;
    const place = { parameter: spec.name, line: i + 1 };
    if (line.length > columns.length) return valueError(`${where} has ${line.length} cells: ${shape}`, place);
    const cells: TableCell[] = [];
    for (const [j, column] of columns.entries()) {
      const cell = line[j];
      if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')) {
        if (column.optional) cells.push(null);
        else if (column.value !== '') cells.push(column.value as TableCell);
        else return valueError(`${where}: ${column.label} is missing (${shape})`, { ...place, column: j + 1 });
        continue;
      }
      if (typeof cell !== 'string' && typeof cell !== 'number' && typeof cell !== 'boolean')
        return valueError(`${where}: ${column.label} must be one value, got ${JSON.stringify(cell)}`, { ...place, column: j + 1 });
      const read = readInput(column, cell);
      if (isError(read)) return within(where, read, { ...place, column: j + 1 });
      cells.push(read as TableCell);
    }
    const whole = spec.line ? spec.line(cells) : cells;
    if (isError(whole)) return within(where, whole, place);
    out.push([...whole]);
  }
  return out;
}
