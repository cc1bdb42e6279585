/**
 * Migration between traditional and server models, PCR V4R5 2.11 and 2.12, and the choice of a
 * catalog model that meets a requirement, as the document's examples make it.
 */
import { isError, naError, numError, type Result } from '../errors';
import type { Family } from '../catalog/appendix-d';
import { familyFilter } from '../catalog/families';
import { CATALOG } from '../catalog/catalog';
import { lookup } from '../catalog/lookup';
import type { Model } from '../catalog/model';

/**
 * Interactive CPW a server model needs to carry a traditional system's interactive load (2.11):
 * 3 x P x traditional CPW, keeping the load at or below the knee at 1/3 of the maximum. Custom
 * servers: 1.0 x P x CPW while P < 85%, 1.5 x P x CPW from 85% (to size below 85% CPU).
 */
export function serverInteractiveCpw(traditionalCpw: number, p: number, custom: boolean): number {
  const factor = !custom ? 3 : p < 0.85 ? 1.0 : 1.5;
  return factor * p * traditionalCpw;
}

/**
 * CPW a traditional model needs to match a server (2.12): CPWcs x (I + B) / target, where the
 * target utilization is the document's 70% guideline unless given.
 */
export function traditionalCpw(csCpw: number, interactive: number, batch: number, target: number): Result<number> {
  if (interactive + batch > 1) {
    return numError(`interactive + batch utilization is ${interactive + batch}, above 1 (100% of the CPU)`);
  }
  return (csCpw * (interactive + batch)) / target;
}

let newest: readonly Model[] | null = null;

/** Rows printed for the newest release of their model (D.6 prints V3R7 rows beside V4R1 ones). */
function newestRows(): readonly Model[] {
  newest ??= CATALOG.filter((m) => {
    const rows = lookup(m.key.replace(/-V\dR\d$/, ''));
    return Array.isArray(rows) && rows.includes(m);
  });
  return newest;
}

/** Rows a recommendation may name with a family given: the newest release, CPW printed. */
export function recommendable(): readonly Model[] {
  return newestRows().filter((m) => m.processorCpw !== null);
}

/**
 * The families a recommendation names without being asked for others: the general-purpose models
 * of the document's own release, the V4R5 additions of Appendix D (D.1.1 8xx servers, D.1.2 2xx
 * servers, line 7889), as a planner of its time would buy. The D.1.3 Dedicated Servers for Domino
 * and the D.1.4 SB models are for one kind of work each; older releases' and withdrawn models
 * (7xx, 170, Sxx, Advanced Servers, traditional 4xx-6xx) are named only when asked for.
 */
export const CURRENT_FAMILIES: readonly Family[] = ['8xx', '2xx'];
/** The family text that widens the choice to every family but the Dedicated Servers for Domino. */
export const ANY_FAMILY = 'any';

/** The rows a family text allows: the current families when none is given, every one but DSD for "any". */
export function familyOf(text: string | null): Result<(m: Model) => boolean> {
  if (text === null) return (m) => CURRENT_FAMILIES.includes(m.family);
  if (text.trim().toLowerCase() === ANY_FAMILY) return (m) => m.family !== 'DSD';
  return familyFilter(text);
}

/** Interactive capacity: the published interactive CPW, or a traditional system's one CPW. */
export const interactiveCapacity = (m: Model): number | null => m.interactiveCpw ?? (m.behaviour === 'single' ? m.processorCpw : null);

/**
 * The first catalog model that meets both requirements, ordered by the requirement that binds:
 * the model the binding requirement fills most (the smallest that fits), as 2.11 picks S20-2165
 * for 42 interactive CPW and 2.12 picks 620-2180 for 97.7 CPW.
 */
export function recommend(requiredCpw: number, requiredInteractive: number, familyText: string | null): Result<Model> {
  if (requiredCpw <= 0 && requiredInteractive <= 0) {
    return numError('give a required CPW or a required interactive CPW above 0');
  }
  const filter = familyOf(familyText);
  if (isError(filter)) return filter;
  let best: Model | null = null;
  let bestFill = -1;
  for (const m of recommendable().filter(filter)) {
    const cpw = m.processorCpw as number;
    const interactive = interactiveCapacity(m);
    if (cpw < requiredCpw) continue;
    if (requiredInteractive > 0 && (interactive === null || interactive < requiredInteractive)) continue;
    const fill = Math.max(requiredCpw / cpw, interactive ? requiredInteractive / interactive : 0);
    if (fill > bestFill || (fill === bestFill && best !== null && cpw < (best.processorCpw as number))) {
      best = m;
      bestFill = fill;
    }
  }
  if (best) return best;
  const where =
    familyText === null ? `among the V4R5 models (${CURRENT_FAMILIES.join(', ')}; give a family, or "${ANY_FAMILY}", for others)` : `in family ${familyText}`;
  const need = [requiredCpw > 0 ? `${requiredCpw} CPW` : '', requiredInteractive > 0 ? `${requiredInteractive} interactive CPW` : '']
    .filter(Boolean)
    .join(' and ');
  return naError(`No model ${where} offers ${need}`);
}
