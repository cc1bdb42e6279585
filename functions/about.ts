/**
 * The add-in's own functions: SOURCE reads the functions' help, VERSION the package. Their specs are
 * here rather than in the core (addin/functions), which has neither and whose templates hold neither.
 */
import { citation, DATA_EDITION } from '../addin/about';
import { naError, quote } from '../addin/errors';
import { cellwise, custom, spilled, text } from '../addin/functions/define-function';
import packageJson from '../package.json';
import { excel } from './excel';

type Sources = Readonly<Record<string, string>>;
let fetched: Promise<Sources> | undefined;

/**
 * The JSDoc source of each function: in Node set by cli/excel-runtime.ts; in the add-in read once
 * from the build's function-help.json, on the first call of SOURCE. The citations are prose a
 * sheet seldom asks for, so they stay out of the functions bundle, which every recalculation loads.
 */
function sources(): Promise<Sources> {
  const node = (globalThis as { AS400_SOURCES?: Sources }).AS400_SOURCES;
  if (node) return Promise.resolve(node);
  fetched ??= fetch('function-help.json')
    .then((r) => (r.ok ? (r.json() as Promise<Record<string, { source: string }>>) : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((help) => Object.fromEntries(Object.entries(help).map(([id, h]) => [id, h.source])));
  fetched.catch(() => (fetched = undefined));
  return fetched;
}

const NAME_ARGS = [text('function_name')] as const;

export const SOURCE = custom(NAME_ARGS, async (args, finish) => {
  let cited: Sources;
  try {
    cited = await sources();
  } catch (e) {
    const why = naError(`The functions' help (function-help.json) could not be read: ${e instanceof Error ? e.message : String(e)}`);
    return cellwise(NAME_ARGS, () => why, args, finish);
  }
  const cite = (name: string) => {
    const id = name
      .trim()
      .toUpperCase()
      .replace(/^AS400\./, '');
    return id in cited ? citation(cited[id]) : naError(`Unknown function ${quote(name)}: see the function reference`);
  };
  return cellwise(NAME_ARGS, cite, args, finish);
});

export const VERSION = spilled([] as const, () => [[`AS/400 Capacity Planner ${packageJson.version}; data: ${DATA_EDITION}`]]);

/**
 * The document, section and table a function rests on, so a sheet can record what its numbers come from. Source: each function's own help.
 * @customfunction SOURCE
 * @param function_name A function name, with or without "AS400." (e.g. "EIU" or "AS400.EIU"). A range gives a range of results.
 * @returns The source document's title, section and table.
 */
export async function source(function_name: any[][]): Promise<any[][]> {
  return excel(SOURCE, [function_name]);
}

/**
 * The add-in version and the edition of the data it embeds, so a sheet records what produced it. Source: the
 * add-in's package and its embedded PCR V4R5 Appendix D.
 * @customfunction VERSION
 * @returns Add-in version and data edition, as text.
 */
export function version(): any[][] {
  return excel(VERSION, []);
}
