import { APPENDIX_D, type Column, type PrintedTable } from './appendix-d';
import type { Model } from './model';
import { ALIASES, QUIRKS } from './quirks';
import { NOT_PRINTED, printedNumber } from '../tables/printed';

const printedText = (cell: string | undefined): string | null => (cell === undefined || NOT_PRINTED.has(cell) ? null : cell);

/** "720-2061 (1501)" → 720, 2061, 1501; "250-2295" → 250, 2295. */
function splitModelFeature(cell: string, line: number): [string, string, string | null] {
  const m = /^(\w+)-(\w+)(?: \((\w+)\))?$/.exec(cell);
  if (!m) throw new Error(`Appendix D line ${line}: cannot read model "${cell}"`);
  return [m[1], m[2], m[3] ?? null];
}

function sourceOf(table: PrintedTable, line: number): string {
  const inferred = table.captionPrinted === 'none' ? ' (table number and caption inferred)' : '';
  const label = table.captionPrinted === 'caption' ? `Table ${table.id}` : table.id;
  return `PCR V4R5 Appendix D, ${label} ${table.caption}${inferred}, seed 000 line ${line}`;
}

/** A row as read, before withKeys gives it its key (in place: a copy of each row cost 4 ms at every start). */
type Unkeyed = { -readonly [K in keyof Model]: Model[K] };

function readTable(table: PrintedTable): Unkeyed[] {
  const rows: Unkeyed[] = [];
  let previous: Partial<Record<Column, string>> = {};
  // Loops rather than destructuring and callbacks: every table is read here as the functions load,
  // by the interpreter, and the first result waits for it.
  for (const printedRow of table.rows) {
    const line = printedRow[0];
    const cell: Partial<Record<Column, string>> = {};
    const carriedDown: Column[] = [];
    for (let i = 0; i < table.columns.length; i++) {
      const column = table.columns[i];
      const printed = (printedRow[i + 1] as string | undefined) ?? '';
      const carried = printed === '' && table.carryDown?.includes(column);
      if (carried) carriedDown.push(column);
      cell[column] = carried ? (previous[column] ?? '') : printed;
    }
    previous = cell;
    const n = (column: Column): number | null => (cell[column] === undefined ? null : printedNumber(cell[column] as string, line));

    let model = cell.model ?? table.model ?? '';
    let feature = printedText(cell.feature);
    let interactiveFeature: string | null = null;
    if (cell.modelFeature) [model, feature, interactiveFeature] = splitModelFeature(cell.modelFeature, line);
    const family = typeof table.family === 'string' ? table.family : table.family[model];
    if (!family) throw new Error(`Appendix D line ${line}: no family for model ${model}`);
    const constrained = cell.constrained === 'c' || cell.constrained === 'u' ? cell.constrained : null;

    rows.push({
      key: '',
      model,
      feature,
      interactiveFeature,
      machineType: table.machineType ?? null,
      family,
      release: table.release ?? printedText(cell.sapRelease),
      constrained,
      cpus: n('cpus'),
      mhz: n('mhz'),
      l2Cache: printedText(cell.l2Cache),
      processorCpw: n('processorCpw'),
      interactiveCpw: n('interactiveCpw') ?? n('interactiveKnee') ?? n('interactiveMax'),
      kneeCpw: n('kneeCpw') ?? n('interactiveKnee'),
      maxCpw: n('maxCpw') ?? n('interactiveMax'),
      processorPctAtKnee: n('processorPctAtKnee'),
      processorPctAtMax: n('processorPctAtMax'),
      kneePct: n('kneePct'),
      maxPct: n('maxPct'),
      maxMemoryMb: n('maxMemoryMb'),
      maxDiskGb: n('maxDiskGb'),
      cpwV3R7: n('cpwV3R7'),
      sdDialogStepsPerHour: n('sdDialogStepsPerHour'),
      fiDialogStepsPerHour: n('fiDialogStepsPerHour'),
      behaviour: table.behaviour,
      published: table.bold.length > 0,
      table: table.id,
      caption: table.caption,
      line,
      source: sourceOf(table, line),
      quirks: QUIRKS[line] ?? [],
      carriedDown,
    });
  }
  return rows;
}

/** The key without release: model, feature, interactive feature, c/u; CISC keys carry their machine type. */
function baseKey(row: Omit<Model, 'key'>): string {
  const parts = [row.machineType, row.model, row.feature, row.interactiveFeature, row.constrained];
  return parts.filter((p): p is string => p !== null).join('-');
}

function withKeys(rows: Unkeyed[]): Model[] {
  const bases = rows.map(baseKey);
  const count = new Map<string, number>();
  for (const base of bases) count.set(base, (count.get(base) ?? 0) + 1);
  // D.6 and D.7 print the same model in two releases: their keys carry the release.
  rows.forEach((row, i) => (row.key = count.get(bases[i])! > 1 ? `${bases[i]}-${row.release}` : bases[i]));
  return rows;
}

/** Every data row of Appendix D, in print order. */
export const CATALOG: readonly Model[] = withKeys(APPENDIX_D.flatMap(readTable));

/**
 * D.8 prints V3R7 and V4R1 CPW in one row: the row is the V4R1 record; this is its V3R7 reading,
 * found by the release argument (or a -V3R7 key suffix), never counted as a row of its own.
 */
export const RELEASE_VIEWS: readonly Model[] = CATALOG.filter((m) => m.cpwV3R7 !== null).map((m) => ({
  ...m,
  key: `${m.key}-V3R7`,
  release: 'V3R7',
  processorCpw: m.cpwV3R7,
}));

/** The keys a planner may type for a row (before normalisation), release suffixes included. */
export function keysOf(m: Model): string[] {
  const plain = [m.key.replace(/-V\dR\d$|-\d\.\d[A-Z]$/, ''), baseKey(m)];
  if (m.interactiveFeature) plain.push([m.model, m.feature, m.constrained].filter(Boolean).join('-'));
  if (m.constrained) plain.push([m.model, m.feature, m.interactiveFeature].filter(Boolean).join('-'));
  if (m.feature && /^\d{4}$/.test(m.feature)) plain.push(m.feature);
  plain.push(...(ALIASES[m.line] ?? []));
  const keys = new Set([m.key, ...plain]);
  if (m.release) for (const k of plain) keys.add(`${k}-${m.release}`);
  return [...keys];
}
