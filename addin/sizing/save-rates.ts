/**
 * Lookups of the measured save/restore rate tables of PCR V4R5 15.9-15.20 (addin/tables/save-rates.ts),
 * loaded by AS400.SRRATE on its first call.
 */
import { naError, type Result, valueError } from '../errors';
import { type Operation, RATE_TABLES, type RateTable } from '../tables/save-rates';
import { key } from './save';

/** A printed label as planners type it: "2 GB File" is 2GB, "15 DASD Units" is 15, "1 Tape Drive" is 1. */
const label = (s: string): string => key(s).replace(/(LARGEFILE|FILES|FILE|DASDUNITS|TAPEDRIVES|TAPEDRIVE)$/, '');

interface Entry {
  readonly row: string;
  readonly op: Operation | null;
  readonly column: string;
  readonly value: string;
}

function parseOp(s: string): Operation | null {
  const k = key(s);
  if (k === 'SAVE' || k === 'S') return 'SAVE';
  if (k === 'RESTORE' || k === 'R') return 'RESTORE';
  return null;
}

/** Every rate of a table with its row, operation and column, from the printed cells and their roles. */
function entries(t: RateTable): Entry[] {
  const out: Entry[] = [];
  const opIndex = t.cells.indexOf('op');
  let row = '';
  for (const [, ...cells] of t.rows) {
    if (opIndex >= 0 && parseOp(cells[opIndex]) === null) {
      row = cells[opIndex]; // a group label row (15.9-24: "Concurrent operations", "Parallel Operation")
      continue;
    }
    const rowIndex = t.cells.indexOf('row');
    if (rowIndex >= 0 && cells[rowIndex] !== '') row = cells[rowIndex]; // blank: the row above's (15.9, 15.16)
    const op = opIndex >= 0 ? parseOp(cells[opIndex]) : null;
    t.cells.forEach((role, i) => {
      if (typeof role === 'object') out.push({ row, op: role.op ?? op, column: role.column, value: cells[i] });
    });
  }
  return out;
}

const INDEX = new Map<string, { table: RateTable; entries: Entry[] }>(RATE_TABLES.map((t) => [key(t.id), { table: t, entries: entries(t) }]));
export const RATE_TABLE_KEYS = RATE_TABLES.map((t) => t.id).join(', ');

/** A printed label for a message: one line, without the tables' footnote marks ("3590E #1" is 3590E). */
const printable = (s: string): string =>
  s
    .replace(/<br>/g, ' ')
    .replace(/\s*#\d\b/g, '')
    .replace(/\s+/g, ' ');

/** The printed label a planner's text stands for, among `labels`; null if none. */
function match(t: RateTable, labels: readonly string[], given: string): string | null {
  const g = label(given);
  const alias = Object.entries(t.aliases ?? {}).find(([a]) => label(a) === g);
  return labels.find((l) => label(l) === g || (alias !== undefined && label(l) === label(alias[1]))) ?? null;
}

function pick(t: RateTable, what: 'row' | 'column', labels: readonly string[], given: string | null): Result<string> {
  const choices = labels.map((l) => `"${printable(l)}"`).join(', ');
  if (given === null) {
    if (labels.length === 1) return labels[0];
    return valueError(`${what} is missing: Table ${t.id} has ${choices}`);
  }
  return match(t, labels, given) ?? naError(`"${given}" is not a ${what} of Table ${t.id}: use ${choices}`);
}

/**
 * One printed rate of a measured table (15.9-15.20), by row (device, file, DASD units...), operation
 * and column (workload or number of drives). Blank where the table has no such dimension.
 */
export function measuredRate(table: string, row: string | null, operation: string | null, column: string | null): Result<number> {
  const hit = INDEX.get(key(table).replace(/^TABLE/, ''));
  if (!hit) return naError(`Unknown table "${table}": use ${RATE_TABLE_KEYS}`);
  const { table: t, entries: all } = hit;
  const rows = [...new Set(all.map((e) => e.row))].filter((r) => r !== '');
  const columns = [...new Set(all.map((e) => e.column))];
  const hasOp = all.some((e) => e.op !== null);

  let op: Operation | null = null;
  if (operation !== null) {
    if (!hasOp) return naError(`Table ${t.id} has no save/restore operation; leave operation blank`);
    op = parseOp(operation);
    if (op === null) return valueError(`operation must be "SAVE" or "RESTORE", got "${operation}"`);
  } else if (hasOp) {
    return valueError(`operation is missing: "SAVE" or "RESTORE"`);
  }
  let r = '';
  if (rows.length) {
    const picked = pick(t, 'row', rows, row);
    if (typeof picked !== 'string') return picked;
    r = picked;
  } else if (row !== null) {
    return naError(`Table ${t.id} has no rows to choose from; leave row blank`);
  }
  const c = pick(t, 'column', columns, column);
  if (typeof c !== 'string') return c;

  const e = all.find((x) => x.row === r && x.op === op && x.column === c);
  if (!e || e.value === '') {
    return naError(
      `Table ${t.id} prints no ${op?.toLowerCase() ?? ''} rate for ${printable(r ? `row "${r}", column "${c}"` : `column "${c}"`)} (not measured)`,
    );
  }
  return Number(e.value);
}
