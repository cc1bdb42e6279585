import { citation, DATA_EDITION } from '../addin/about';
import { naError } from '../addin/errors';
import packageJson from '../package.json';
import { cellwise, spill, text } from './excel';

declare const __AS400_SOURCES__: Readonly<Record<string, string>> | undefined;

/** Set by the build (webpack DefinePlugin) or, in Node, by cli/excel-runtime.ts: the JSDoc source of each function. */
function sources(): Readonly<Record<string, string>> {
  if (typeof __AS400_SOURCES__ !== 'undefined') return __AS400_SOURCES__;
  return (globalThis as { AS400_SOURCES?: Record<string, string> }).AS400_SOURCES ?? {};
}

/**
 * The document, section and table a function rests on, so a sheet can record what its numbers come from. Source: each function's own help.
 * @customfunction SOURCE
 * @param function_name A function name, with or without "AS400." (e.g. "EIU" or "AS400.EIU"). A range gives a range of results.
 * @returns The source document's title, section and table.
 */
export function source(function_name: any[][]): any[][] {
  return cellwise([text('function_name')] as const, (name) => {
    const id = name.trim().toUpperCase().replace(/^AS400\./, '');
    const cited = sources()[id];
    return cited === undefined ? naError(`Unknown function "${name}": see the function reference`) : citation(cited);
  }, [function_name]);
}

/**
 * The add-in version and the edition of the data it embeds, so a sheet records what produced it. Source: the add-in's package and its embedded PCR V4R5 Appendix D.
 * @customfunction VERSION
 * @returns Add-in version and data edition, as text.
 */
export function version(): any[][] {
  return spill([] as const, () => [[`AS/400 Capacity Planner ${packageJson.version}; data: ${DATA_EDITION}`]], []);
}
