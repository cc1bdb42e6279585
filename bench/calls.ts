/**
 * Figures 1 and 2: the cost of one AS400 call through the adapter Excel calls, and of one cell of a
 * 100,000-cell range call, against the physical floor of the job: a Map.get of the already
 * normalised key and the same arithmetic written inline.
 */
import { CATALOG } from '../addin/catalog/catalog';
import type { LoadedBundle } from './bundle';
import { figure, type Figure, nsPerOp } from './measure';

/** The floor: one Map lookup of a normalised key, then the 2.8 arithmetic inline. */
const FLOOR = new Map(CATALOG.map((m) => [m.key, m]));

function eiuInline(key: string, u: number): number {
  const m = FLOOR.get(key)!;
  const cpwcs = m.processorCpw as number;
  const knee = (m.kneeCpw as number) / cpwcs;
  const max = (m.maxCpw as number) / cpwcs;
  if (u <= knee) return u;
  if (u >= max) return 1;
  return knee + ((u - knee) / (max - knee)) * (1 - knee);
}

export function callFigures(bundle: LoadedBundle): Figure[] {
  const eiu = bundle.functions.get('EIU')!;
  const cpw = bundle.functions.get('CPW')!;
  const key = '720-2061-1501';
  const us = Array.from({ length: 1024 }, (_, i) => 0.2 + (i % 200) / 1000);
  const figures: Figure[] = [];

  const eiuFloor = nsPerOp((n) => { let s = 0; for (let i = 0; i < n; i++) s += eiuInline(key, us[i & 1023]); return s; }, 200_000);
  const eiuCall = nsPerOp((n) => { let s = 0; for (let i = 0; i < n; i++) s += eiu([[key]], [[us[i & 1023]]])[0][0] as number; return s; }, 200_000);
  figures.push(figure('EIU single call', eiuCall, 'Map.get + inline 2.8 arithmetic', eiuFloor, 3));

  const cpwFloor = nsPerOp((n) => { let s = 0; for (let i = 0; i < n; i++) s += FLOOR.get(key)!.processorCpw as number; return s; }, 200_000);
  const cpwCall = nsPerOp((n) => { let s = 0; for (let i = 0; i < n; i++) s += cpw([[key]])[0][0] as number; return s; }, 200_000);
  figures.push(figure('CPW single call', cpwCall, 'Map.get', cpwFloor, 3));

  const rows = 100_000;
  const keys = Array.from({ length: rows }, (_, i) => [CATALOG[(i * 7) % 44 + 132].key]); // the 7xx rows
  const column = Array.from({ length: rows }, (_, i) => [us[i & 1023]]);
  const rangeFloor = nsPerOp(() => { let s = 0; for (let i = 0; i < rows; i++) s += eiuInline(keys[i][0], column[i][0]); return s; }, 1, 9) / rows;
  const rangeCall = nsPerOp(() => eiu(keys, column), 1, 9) / rows;
  figures.push(figure('EIU range call, per cell (100,000 rows)', rangeCall, 'inline loop, per cell', rangeFloor, 2));
  figures.push(figure('EIU range call vs 100,000 single calls, per cell', rangeCall, 'single call', eiuCall, null));
  return figures;
}
