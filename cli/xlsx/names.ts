/**
 * Sheet-scoped defined names (a `Model` on every template sheet), which exceljs cannot write: its
 * names are workbook-wide. Added to xl/workbook.xml as <definedName localSheetId="i">, where i is
 * the sheet's position in <sheets>, which is the plan's sheet order.
 */
import type { WorkbookPlan } from '../../addin/workbook/plan';
import { escapeXml } from './xml';

export function definedNamesXml(plan: WorkbookPlan): string {
  const names: string[] = [];
  plan.sheets.forEach((sheet, i) => {
    const seen = new Set<string>();
    for (const n of sheet.names) {
      if (seen.has(n.name.toLowerCase())) throw new Error(`Sheet ${sheet.name} defines ${n.name} twice`);
      seen.add(n.name.toLowerCase());
      names.push(`<definedName name="${escapeXml(n.name)}" localSheetId="${i}">${escapeXml(n.refersTo.replace(/^=/, ''))}</definedName>`);
    }
  });
  return names.join('');
}

/** workbook.xml with the plan's names: inside exceljs's <definedNames> if it wrote one, else right after <sheets> as the schema orders it. */
export function addDefinedNames(workbookXml: string, plan: WorkbookPlan): string {
  const xml = definedNamesXml(plan);
  if (!xml) return workbookXml;
  if (workbookXml.includes('</definedNames>')) return workbookXml.replace('</definedNames>', `${xml}</definedNames>`);
  if (!workbookXml.includes('</sheets>')) throw new Error('workbook.xml has no <sheets>');
  return workbookXml.replace('</sheets>', `</sheets><definedNames>${xml}</definedNames>`);
}
