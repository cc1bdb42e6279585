/**
 * A row's ratings as Appendix D prints them, read by its behaviour (PCR V4R5 2.2.1, 2.2.3, 2.3):
 * which printed column is its knee, its maximum, its processor and interactive CPW, and why a row
 * has none (a traditional system, a Dedicated Server for Domino, a CISC server, an SB1).
 */
import { naError, type Result } from '../errors';
import type { Model } from './model';

/** Why a model has no knee, or #N/A pointing to the section that governs it. */
export function noKnee(m: Model): Result<never> {
  switch (m.behaviour) {
    case 'single':
      return naError(`${m.key} is a traditional or CISC system (Table ${m.table}): one CPW for any mix of work, so no knee (PCR 2.2.3)`);
    case 'dsd':
      return naError(`${m.key} is a Dedicated Server for Domino (Table ${m.table}): it follows PCR 2.13, not the knee formulas of 2.3 and 2.8`);
    case 'cisc-server':
      return naError(`${m.key} is a CISC server (Table ${m.table}): Appendix D prints no knee for it and the knee rules of PCR 2.3 are for RISC server models`);
    case 'sap':
      return naError(`${m.key} is an SB1 application server: Table D.7 prints SAP dialog steps per hour, not CPW`);
    default:
      return naError(`${m.key}: Appendix D prints no interactive rating for it`);
  }
}

/** Interactive CPW at the knee (2.3): printed where Appendix D prints it; the interactive CPW for V4R5 models (2.2.1). */
export function kneeCpw(m: Model): Result<number> {
  if (m.behaviour === 'v4r5' && m.interactiveCpw !== null) return m.interactiveCpw;
  if (m.behaviour.startsWith('knee=') && m.kneeCpw !== null) return m.kneeCpw;
  return noKnee(m);
}

/** Maximum interactive CPW (2.3): printed; the interactive CPW for V4R5 models, which hold interactive work there. */
export function maxCpw(m: Model): Result<number> {
  if (m.behaviour === 'v4r5' && m.interactiveCpw !== null) return m.interactiveCpw;
  if (m.behaviour.startsWith('knee=') && m.maxCpw !== null) return m.maxCpw;
  return noKnee(m);
}

/** Processor (client/server) CPW, or the single CPW of a traditional or CISC system. */
export function processorCpw(m: Model): Result<number> {
  return m.processorCpw ?? noKnee(m);
}

/** Published interactive CPW. */
export function interactiveCpw(m: Model): Result<number> {
  if (m.interactiveCpw !== null) return m.interactiveCpw;
  if (m.behaviour === 'single') {
    return naError(
      `${m.key} is a traditional or CISC system (Table ${m.table}): its one CPW (${m.processorCpw}) serves any mix; there is no separate interactive CPW`,
    );
  }
  return noKnee(m);
}
