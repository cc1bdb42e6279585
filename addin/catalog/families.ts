import type { Family } from './appendix-d';
import { CATALOG } from './catalog';
import { naError, type Result } from '../errors';
import type { Model } from './model';

/** Family ids, each with the Appendix D tables it covers (for messages and the function help). */
export const FAMILIES: Readonly<Record<Family, string>> = {
  '8xx': 'AS/400e 8xx servers (D.1.1)',
  '2xx': 'AS/400e 2xx servers (D.1.2)',
  DSD: 'Dedicated Server for Domino (D.1.3, D.3.2)',
  SB: 'SB models (D.1.4)',
  '7xx': 'Model 7xx servers (D.2.1)',
  '170': 'current and previous Model 170 servers (D.3.1, D.3.2)',
  Sxx: 'AS/400e Sxx servers (D.4)',
  custom: 'AS/400e custom servers (D.5)',
  advanced: 'AS/400 Advanced Servers and the 150 (D.6)',
  SB1: 'custom application server SB1, SAP throughput only (D.7)',
  '4xx': 'traditional 4xx systems (D.8)',
  '5xx': 'traditional 5xx systems (D.8)',
  '6xx': 'traditional 6xx systems (D.8)',
  CISC: 'CISC systems and servers (D.9)',
};

const BY_ID = new Map(Object.keys(FAMILIES).map((f) => [f.toUpperCase(), f as Family]));
const MODEL_NUMBERS = new Set(CATALOG.map((m) => m.model.toUpperCase()));

/** A family id (8xx, 7xx, Sxx, CISC...) or a model number (620, S20, F97) as a row filter. */
export function familyFilter(filter: string): Result<(m: Model) => boolean> {
  const f = filter.trim().toUpperCase();
  const family = BY_ID.get(f);
  if (family) return (m) => m.family === family;
  if (MODEL_NUMBERS.has(f)) return (m) => m.model.toUpperCase() === f;
  return naError(`Unknown family "${filter}": use ${Object.keys(FAMILIES).join(', ')} or a model number such as 620`);
}
