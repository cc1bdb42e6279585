/**
 * Catalog: Appendix D searched by text and filtered by family, processor CPW range and interactive
 * CPW, with each row's processors, release, CPWs, knee, maximum and memory. The family and
 * minimums go through AS400.MODELS itself, so the rows and the messages are the function's; Insert
 * writes the chosen rows (or, with none chosen, every row shown) as a table on a new sheet.
 */
import { CATALOG } from '../addin/catalog/catalog';
import { normalizeKey } from '../addin/catalog/lookup';
import type { SizingError } from '../addin/errors';
import { kneeCpw, maxCpw as maxInteractive } from '../addin/catalog/ratings';
import { FAMILIES } from '../addin/catalog/families';
import type { Model } from '../addin/catalog/model';
import { askColumn } from './adapters';
import { catalogPlan } from './catalog-plan';
import { clear, el } from './dom';
import { statusArea } from './status';
import { WriteError } from './write-error';
import { writePlan, type Host } from './writer';

const BY_KEY = new Map(CATALOG.map((m) => [m.key, m]));
/** What the text search reads of a row: its key as typed loosely too, family, release, table and caption. */
const HAYSTACK = new Map(
  CATALOG.map((m) => [
    m,
    [m.key, normalizeKey(m.key), m.model, m.family, m.release ?? '', `Table ${m.table}`, m.caption, FAMILIES[m.family]].join(' ').toLowerCase(),
  ]),
);

/** Every word of the query in the row's text: "820 v4r5", "dedicated domino", "d.2.1.1". */
export function matchesText(m: Model, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = HAYSTACK.get(m) ?? '';
  return words.every((w) => text.includes(w) || text.includes(normalizeKey(w).toLowerCase()));
}

const shown = (v: number | null | SizingError): string => (typeof v === 'number' ? String(v) : '–');
/** Rows drawn at once: the list stays quick; the count says how many match. */
const SHOWN = 150;

/** The columns the list shows beside the key: abbreviation, what it means, and the cell. */
const COLUMNS: readonly (readonly [string, string, (m: Model) => string])[] = [
  ['CPUs', 'Processors', (m) => shown(m.cpus)],
  ['Rel.', 'Release the ratings are for', (m) => m.release ?? '–'],
  ['CPW', 'Processor CPW', (m) => shown(m.processorCpw)],
  ['Int.', 'Published interactive CPW', (m) => shown(m.interactiveCpw)],
  ['Knee', 'Interactive CPW at the knee (PCR 2.3; V4R5: the interactive CPW)', (m) => shown(kneeCpw(m))],
  ['Max', 'Maximum interactive CPW (PCR 2.3)', (m) => shown(maxInteractive(m))],
  ['Mem. MB', 'Maximum main storage, MB', (m) => shown(m.maxMemoryMb)],
];

const numberField = (id: string, label: string, help: string): { node: HTMLElement; input: HTMLInputElement } => {
  const input = el('input', { id, type: 'text', inputmode: 'decimal', autocomplete: 'off', 'aria-describedby': `${id}-help` });
  return {
    node: el('div', { class: 'field field-half' }, el('label', { for: id }, label), input, el('p', { id: `${id}-help`, class: 'field-help' }, help)),
    input,
  };
};

/** The catalog's controls: the search, the filters, the problem and count lines, the list, Insert and its status. */
interface CatalogForm {
  readonly search: HTMLInputElement;
  readonly family: HTMLSelectElement;
  readonly minCpw: ReturnType<typeof numberField>;
  readonly maxCpw: ReturnType<typeof numberField>;
  readonly minInt: ReturnType<typeof numberField>;
  readonly problem: HTMLElement;
  readonly count: HTMLElement;
  readonly selectAll: HTMLInputElement;
  readonly body: HTMLElement;
  readonly insert: HTMLButtonElement;
  readonly status: ReturnType<typeof statusArea>;
}

/** The catalog's controls, appended to the panel. */
function catalogForm(panel: HTMLElement): CatalogForm {
  const search = el('input', { id: 'cat-search', type: 'search', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'cat-search-help' });
  const family = el(
    'select',
    { id: 'cat-family' },
    el('option', { value: '' }, 'All families'),
    ...Object.entries(FAMILIES).map(([id, text]) => el('option', { value: id }, `${id}: ${text}`)),
  );
  const minCpw = numberField('cat-min', 'Min CPW', 'Processor CPW at least');
  const maxCpw = numberField('cat-max', 'Max CPW', 'Processor CPW at most');
  const minInt = numberField('cat-int', 'Min interactive CPW', 'Published interactive CPW at least');
  const problem = el('p', { id: 'cat-problem', class: 'field-error', role: 'alert' });
  const count = el('p', { id: 'cat-count', class: 'field-help', role: 'status' });
  const selectAll = el('input', { type: 'checkbox', id: 'cat-all', 'aria-label': 'Select every row shown' });
  const body = el('tbody');
  const table = el(
    'table',
    { class: 'models' },
    el('caption', { class: 'visually-hidden' }, 'Appendix D models matching the filter'),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, selectAll),
        el('th', { scope: 'col' }, 'Key'),
        ...COLUMNS.map(([name, title]) => el('th', { scope: 'col', class: 'num', title }, name)),
      ),
    ),
    body,
  );
  const insert = el('button', { type: 'button', class: 'primary', id: 'cat-insert' }, 'Insert');
  const status = statusArea('Insert progress');
  panel.append(
    el(
      'div',
      { class: 'field' },
      el('label', { for: 'cat-search' }, 'Search the 302 rows'),
      search,
      el('p', { id: 'cat-search-help', class: 'field-help' }, 'Key, model, family, release or table, e.g. "820 2397", "domino", "D.2.1.1".'),
    ),
    el('div', { class: 'field' }, el('label', { for: 'cat-family' }, 'Family'), family),
    el('div', { class: 'field-row' }, minCpw.node, maxCpw.node),
    minInt.node,
    problem,
    count,
    el('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': 'Matching models' }, table),
    insert,
    status.node,
  );
  return { search, family, minCpw, maxCpw, minInt, problem, count, selectAll, body, insert, status };
}

/** The filter in words, for the table's sheet: the search, the family and the bounds given. */
const describe = ({ search, family, minCpw, maxCpw, minInt }: CatalogForm): string =>
  [
    search.value.trim() && `"${search.value.trim()}"`,
    family.value ? `family ${family.value}` : 'all families',
    minCpw.input.value && `CPW ≥ ${minCpw.input.value}`,
    maxCpw.input.value && `CPW ≤ ${maxCpw.input.value}`,
    minInt.input.value && `interactive CPW ≥ ${minInt.input.value}`,
  ]
    .filter(Boolean)
    .join(', ');

/** A filter's text as AS400.MODELS takes it: blank none, a number, or the text (which the function refuses). */
const filterValue = (s: string): string | number | null => (s.trim() === '' ? null : Number.isFinite(Number(s.trim())) ? Number(s.trim()) : s.trim());

/**
 * The models the filters give (AS400.MODELS for the family and the minimums, the maximum CPW here),
 * or the function's message with the field it is about marked invalid; the search is applied after.
 */
function filtered({ family, minCpw, maxCpw, minInt }: CatalogForm): { found: Model[]; message: string } {
  const keys = askColumn('MODELS', family.value || null, filterValue(minCpw.input.value), filterValue(minInt.input.value));
  let message = keys.ok ? '' : keys.message;
  let found = keys.ok ? keys.values.map((k) => BY_KEY.get(String(k))).filter((m): m is Model => m !== undefined) : [];
  const max = filterValue(maxCpw.input.value);
  if (!message && max !== null) {
    if (typeof max !== 'number') message = `max_cpw must be a number, got text "${max}"`;
    else found = found.filter((m) => m.processorCpw !== null && m.processorCpw <= max);
  }
  for (const f of [minCpw, maxCpw, minInt]) f.input.setAttribute('aria-invalid', 'false');
  if (!message) return { found, message };
  const bad = /^min_cpw/.test(message) ? minCpw : /^min_interactive/.test(message) ? minInt : /^max_cpw/.test(message) ? maxCpw : null;
  bad?.input.setAttribute('aria-invalid', 'true');
  return { found: [], message };
}

/** How many models match, and how many are listed. */
const countText = (n: number): string => (n > SHOWN ? `${n} models match; the first ${SHOWN} are listed` : `${n} model${n === 1 ? '' : 's'} match`);

export function catalogView(panel: HTMLElement, host: () => Host | null): void {
  const form = catalogForm(panel);
  const { search, family, minCpw, maxCpw, minInt, problem, count, selectAll, body, insert, status } = form;

  let rows: Model[] = [];
  const chosen = new Set<string>();
  const label = (): void => {
    const n = [...chosen].filter((k) => rows.some((m) => m.key === k)).length;
    insert.textContent = n > 0 ? `Insert ${n} selected row${n === 1 ? '' : 's'} as a table` : `Insert all ${rows.length} rows as a table`;
    insert.disabled = rows.length === 0;
    selectAll.checked = rows.length > 0 && rows.slice(0, SHOWN).every((m) => chosen.has(m.key));
  };

  const refresh = (): void => {
    const { found, message } = filtered(form);
    problem.textContent = message;
    rows = search.value.trim() ? found.filter((m) => matchesText(m, search.value)) : found;
    clear(body);
    for (const m of rows.slice(0, SHOWN)) {
      const box = el('input', { type: 'checkbox', 'aria-label': `Select ${m.key}`, checked: chosen.has(m.key) });
      box.addEventListener('change', () => {
        if (box.checked) chosen.add(m.key);
        else chosen.delete(m.key);
        label();
      });
      body.append(el('tr', {}, el('td', {}, box), el('th', { scope: 'row' }, m.key), ...COLUMNS.map(([, , get]) => el('td', { class: 'num' }, get(m)))));
    }
    count.textContent = message ? '' : countText(rows.length);
    label();
  };
  selectAll.addEventListener('change', () => {
    for (const m of rows.slice(0, SHOWN)) {
      if (selectAll.checked) chosen.add(m.key);
      else chosen.delete(m.key);
    }
    Array.from(body.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).forEach((box) => (box.checked = selectAll.checked));
    label();
  });
  for (const input of [search, family, minCpw.input, maxCpw.input, minInt.input]) input.addEventListener('input', refresh);
  family.addEventListener('change', refresh);

  let busy = false;
  insert.addEventListener('click', async () => {
    if (busy) return;
    const h = host();
    if (!h) return status.fail('Open this pane from Excel to insert tables.');
    const picked = rows.filter((m) => chosen.has(m.key));
    const out = picked.length ? picked : rows;
    const filter = picked.length ? `${picked.length} chosen from ${describe(form)}` : describe(form);
    busy = true;
    insert.disabled = true;
    try {
      const done = await writePlan(
        h,
        (existing) => catalogPlan(out, filter, existing.sheets),
        (p) => status.progress(p.fraction, p.text),
      );
      status.done(`Added "${done.sheets[0]}" with ${out.length} row${out.length === 1 ? '' : 's'}.`);
    } catch (e) {
      status.fail(e instanceof WriteError ? e.message : `The table could not be inserted: ${String(e)}`);
    } finally {
      busy = false;
      label();
    }
  });
  refresh();
}
