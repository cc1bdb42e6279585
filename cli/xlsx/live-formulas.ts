/**
 * Live cells as Excel itself stores them. A workbook Excel saved with a custom-functions add-in
 * loaded (../shared/excel-saved/, namespace CONTOSO) keeps each call it resolved as
 * `_xldudf_CONTOSO_ADD(1,2)` in `<f t="array" ref="A1">`, the cell carrying `cm="1"`: an index
 * into xl/metadata.xml's dynamic-array cell metadata. A call stored as typed (`CONTOSO.ADD(1,2)`)
 * is one Excel could not resolve; it shows #NAME? until the cell is entered again, even once the
 * add-in is loaded (github.com/OfficeDev/office-js/issues/6611, /6395 and /4185;
 * github.com/OfficeDev/Excel-Custom-Functions/issues/108).
 * So the writer stores every call of a function the add-in defines in the resolved form; a name
 * the add-in does not define stays as typed, as Excel keeps it.
 */
import { NAMESPACE } from '../../addin/names';
import { escapeXml, unescapeXml, XML_HEAD } from './xml';

/** What Excel writes before namespace_FUNCTION in a resolved custom-function call. */
export const RESOLVED_PREFIX = '_xldudf_';

const TYPED = new RegExp(`^${NAMESPACE}\\.([A-Za-z0-9_]+)\\(`, 'i');
const STORED = new RegExp(`^${RESOLVED_PREFIX}${NAMESPACE}_([A-Za-z0-9_]+)\\(`, 'i');
const NAME_CHAR = /[A-Za-z0-9_.\\]/;

/**
 * Rewrites the function calls of a formula outside its string literals, quoted sheet names and
 * structured references; `rename` gets the function id and returns the new call head, or null to
 * leave the call as it is.
 */
function rewriteCalls(formula: string, head: RegExp, rename: (id: string) => string | null): string {
  let out = '';
  let i = 0;
  while (i < formula.length) {
    const ch = formula[i];
    if (ch === '"' || ch === "'") {
      // "a ""quoted"" word" and 'Sheet ''s name': a doubled quote stays inside.
      let j = i + 1;
      while (j < formula.length && !(formula[j] === ch && formula[j + 1] !== ch)) j += formula[j] === ch ? 2 : 1;
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === '[') {
      let depth = 0;
      let j = i;
      for (; j < formula.length; j++) {
        if (formula[j] === '[') depth++;
        else if (formula[j] === ']' && --depth === 0) break;
      }
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const m = i === 0 || !NAME_CHAR.test(formula[i - 1]) ? head.exec(formula.slice(i)) : null;
    const renamed = m ? rename(m[1].toUpperCase()) : null;
    if (m && renamed !== null) {
      out += renamed;
      i += m[0].length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/** A formula (without "=") in the form Excel stores once it resolved the add-in's calls, and the ids it calls. */
export function resolvedFormula(formula: string, defines: (id: string) => boolean): { formula: string; calls: string[] } {
  const calls: string[] = [];
  const stored = rewriteCalls(formula, TYPED, (id) => {
    if (!defines(id)) return null;
    calls.push(id);
    return `${RESOLVED_PREFIX}${NAMESPACE}_${id}(`;
  });
  return { formula: stored, calls };
}

/** The formula as a person types it, from the stored form: what an engine other than Excel reads. */
export const typedFormula = (stored: string): string => rewriteCalls(stored, STORED, (id) => `${NAMESPACE}.${id}(`);

/** The id Excel lists for a function in the workbook's add-in reference (we:customFunctionIds). */
export const resolvedId = (id: string): string => `${RESOLVED_PREFIX}${NAMESPACE}_${id}`;

/** xl/metadata.xml as Excel writes it for dynamic-array formulas: cell metadata 1 (cm="1") is fDynamic="1". */
export const METADATA_XML =
  `${XML_HEAD}<metadata xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
  `xmlns:xlrd="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata" ` +
  `xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">` +
  '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" pasteValues="1" merge="1" ' +
  'splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes>' +
  '<futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}">' +
  '<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>' +
  '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata></metadata>';

/**
 * A worksheet part with every cell that calls the add-in in Excel's resolved form: the formula
 * rewritten, `<f t="array" ref="CELL">` and `cm="1"` (Excel puts cm after r, s and t, as here).
 * Returns the part and the ids its cells call.
 */
export function resolveSheet(sheetXml: string, defines: (id: string) => boolean): { xml: string; calls: string[] } {
  const calls: string[] = [];
  const xml = sheetXml.replace(/<c ([^>]*[^/])><f(?: [^>]*)?>([^<]*)<\/f>/g, (whole, attrs: string, text: string) => {
    const stored = resolvedFormula(unescapeXml(text), defines);
    if (stored.calls.length === 0) return whole;
    calls.push(...stored.calls);
    const ref = /(?:^|\s)r="([^"]+)"/.exec(attrs)?.[1];
    if (!ref) throw new Error(`A formula cell without an address: <c ${attrs}>`);
    if (/\scm="/.test(` ${attrs}`)) throw new Error(`${ref} already carries cell metadata`);
    return `<c ${attrs} cm="1"><f t="array" ref="${ref}">${escapeXml(stored.formula)}</f>`;
  });
  return { xml, calls };
}
