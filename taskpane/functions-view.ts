/**
 * Functions: every AS400.* function with its description, parameters, result (with its units) and
 * source, from the add-in's own functions.json and the help the build extracts from the JSDoc.
 * Insert puts a call skeleton into the active cell.
 */
import { NAMESPACE } from '../addin/names';
import { el } from './dom';
import { formulaSkeleton, insertFormula } from './insert-formula';
import { statusArea } from './status';
import { WriteError } from './write-error';
import type { Host } from './writer';

interface Parameter {
  readonly name: string;
  readonly description?: string;
  readonly optional?: boolean;
}
export interface FunctionInfo {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly parameters: readonly Parameter[];
}
/**
 * From function-help.json: the @returns line (its units), the topic of the function's file, and the whole
 * description and parameters' descriptions (functions.json has their first sentences, Excel's short lines).
 */
export type FunctionHelp = Readonly<
  Record<string, { readonly returns: string; readonly topic: string; readonly description?: string; readonly parameters?: readonly string[] }>
>;

/** "…of a server model. Source: PCR V4R5 2.3." → the text and the source. */
export function splitSource(description: string): { text: string; source: string } {
  const at = description.lastIndexOf('Source: ');
  if (at < 0) return { text: description, source: '' };
  return {
    text: description.slice(0, at).trim(),
    source: description
      .slice(at + 'Source: '.length)
      .trim()
      .replace(/\.$/, ''),
  };
}

async function fetchJson<T>(url: string): Promise<T> {
  const r = await fetch(url, { credentials: 'same-origin' });
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return (await r.json()) as T;
}

/** Every word of the query in the function's help or in its topic: "migration" finds 2.11 and 2.12, "2.8" the EIU. */
export function matchesQuery(query: string, text: string): boolean {
  const words = query
    .trim()
    .toLowerCase()
    .replace(/^=?as400\./, '')
    .split(/\s+/)
    .filter(Boolean);
  const hay = text.toLowerCase();
  return words.every((w) => hay.includes(w));
}

function functionEntry(f: FunctionInfo, help: FunctionHelp[string] | undefined, insert: (f: FunctionInfo) => void): HTMLElement {
  // functions.json's description is the first sentence (the summary line); the help has the whole text.
  const { text, source } = splitSource(help?.description ?? f.description);
  const first = f.description;
  const params = f.parameters.length
    ? el(
        'dl',
        { class: 'params' },
        ...f.parameters.flatMap((p, k) => [
          el('dt', {}, el('code', {}, p.name), p.optional ? ' (optional)' : ''),
          el('dd', {}, help?.parameters?.[k] ?? p.description ?? ''),
        ]),
      )
    : el('p', { class: 'field-help' }, 'No arguments.');
  const button = el('button', { type: 'button', class: 'secondary' }, `Insert ${formulaSkeleton(f)}`);
  button.addEventListener('click', () => insert(f));
  return el(
    'details',
    { class: 'fn', 'data-id': f.id },
    el('summary', {}, el('code', {}, `${NAMESPACE}.${f.name}`), el('span', { class: 'fn-short' }, first)),
    el('p', {}, text),
    el('h3', {}, 'Arguments'),
    params,
    help?.returns ? el('p', {}, el('strong', {}, 'Returns: '), help.returns) : null,
    source ? el('p', { class: 'fn-source' }, el('strong', {}, 'Source: '), source) : null,
    button,
  );
}

export function functionsView(panel: HTMLElement, host: () => Host | null): { load(): Promise<void> } {
  const search = el('input', { id: 'fn-search', type: 'search', autocomplete: 'off', 'aria-describedby': 'fn-count' });
  const count = el('p', { id: 'fn-count', class: 'field-help', role: 'status' });
  const status = statusArea('Insert progress');
  const list = el('div', { class: 'fn-list' });
  panel.append(
    el('div', { class: 'sticky' }, el('div', { class: 'field' }, el('label', { for: 'fn-search' }, 'Search functions'), search, count), status.node),
    list,
  );

  const insert = async (f: FunctionInfo): Promise<void> => {
    const h = host();
    if (!h) return status.fail('Open this pane from Excel to insert formulas.');
    const formula = formulaSkeleton(f);
    status.progress(0.5, `Inserting ${formula}…`);
    try {
      const { address } = await insertFormula(h, formula);
      const needed = f.parameters.filter((p) => !p.optional).map((p) => p.name);
      status.done(`Inserted ${formula} in ${address}.`, needed.length ? `Press F2 in the cell and fill in ${needed.join(', ')}.` : undefined);
    } catch (e) {
      status.fail(e instanceof WriteError ? e.message : `The formula could not be inserted: ${String(e)}`);
    }
  };

  let loaded: Promise<void> | null = null;
  const load = (): Promise<void> =>
    (loaded ??= (async () => {
      count.textContent = 'Loading the function list…';
      try {
        const [meta, help] = await Promise.all([fetchJson<{ functions: FunctionInfo[] }>('functions.json'), fetchJson<FunctionHelp>('function-help.json')]);
        const topics = new Map<string, HTMLElement[]>();
        for (const f of meta.functions) {
          const topic = help[f.id]?.topic ?? 'Other';
          topics.set(topic, [...(topics.get(topic) ?? []), functionEntry(f, help[f.id], insert)]);
        }
        for (const [topic, entries] of topics) list.append(el('section', { class: 'fn-topic' }, el('h2', {}, topic), ...entries));
        const filter = (): void => {
          let shown = 0;
          for (const d of Array.from(list.querySelectorAll<HTMLElement>('details.fn'))) {
            const topic = d.closest('section')?.querySelector('h2')?.textContent ?? '';
            const on = matchesQuery(search.value, `${topic} ${d.textContent ?? ''}`);
            d.hidden = !on;
            if (on) shown++;
          }
          for (const s of Array.from(list.querySelectorAll<HTMLElement>('section.fn-topic'))) s.hidden = !s.querySelector('details.fn:not([hidden])');
          count.textContent = `${shown} of ${meta.functions.length} functions`;
        };
        search.addEventListener('input', filter);
        filter();
      } catch (e) {
        loaded = null;
        count.textContent = '';
        status.fail(`The function list could not be read from the add-in: ${(e as Error).message}`);
      }
    })());
  return { load };
}
