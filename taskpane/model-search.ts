/** The model picker's search: catalog keys as the planner types them, best matches first. */
import { CATALOG } from '../addin/catalog/catalog';
import { normalizeKey } from '../addin/catalog/lookup';
import type { Model } from '../addin/catalog/model';

const INDEX = CATALOG.map((m) => ({ m, key: normalizeKey(m.key), model: m.model.toUpperCase() }));

/** Keys that start with what was typed, then keys of that model number, then keys that contain it. */
export function searchModels(query: string, limit = 8): Model[] {
  const q = normalizeKey(query);
  if (q === '') return [];
  const ranked: { m: Model; rank: number; at: number }[] = [];
  INDEX.forEach(({ m, key, model }, at) => {
    const rank = key.startsWith(q) ? 0 : model === q.split('-')[0] ? 1 : key.includes(q) ? 2 : -1;
    if (rank >= 0) ranked.push({ m, rank, at });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .slice(0, limit)
    .map((r) => r.m);
}

/** One line about a model for the picker and the field's hint. */
export function describeModel(m: Model): string {
  const parts = [m.processorCpw !== null ? `${m.processorCpw} CPW` : null, m.interactiveCpw !== null ? `interactive ${m.interactiveCpw}` : null, m.release];
  return `${m.key}: ${parts.filter(Boolean).join(', ') || 'no CPW printed'}`;
}
