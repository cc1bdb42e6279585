/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/catalog.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * Processor (client/server) CPW of an Appendix D model, or the one CPW of a traditional or CISC system (PCR
 * Appendix D). Source: PCR V4R5 Appendix D.
 * @customfunction CPW
 * @param model Catalog key as printed, e.g. "720-2061-1501", "S20-2165", "170-2164-c", "9406-F97". A range gives a range of results.
 * @param [release] Release the CPW is for, e.g. "V3R7" for 53S-2157 or 510-2144 (default: the newest the document prints).
 * @returns Processor CPW (relative capacity, CPW units).
 */
export function cpw(model: any[][], release?: any[][]): any[][] {
  return excel(SPECS.CPW, [model, release]);
}

/**
 * Published interactive CPW of an Appendix D server model (PCR 2.3, Appendix D). It is the knee for 7xx and
 * current 170s, the maximum for the 1/3 and 6/7 families. Source: PCR V4R5 2.2.3, 2.3, Appendix D.
 * @customfunction INTCPW
 * @param model Catalog key, e.g. "720-2061-1501". A range gives a range of results.
 * @param [release] Release the rating is for (default: the newest the document prints).
 * @returns Interactive CPW (CPW units).
 */
export function intCpw(model: any[][], release?: any[][]): any[][] {
  return excel(SPECS.INTCPW, [model, release]);
}

/**
 * Interactive CPW at the knee of a model's curve, where CFINT overhead starts (PCR 2.3, Appendix D). Printed in
 * Appendix D; the interactive CPW itself for V4R5 2xx/8xx/SB models, which have no knee. Source: PCR V4R5
 * 2.2.1, 2.3, Appendix D.
 * @customfunction KNEE
 * @param model Catalog key, e.g. "720-2061-1501". A range gives a range of results.
 * @param [release] Release the rating is for (default: the newest the document prints).
 * @returns Interactive CPW at the knee (CPW units).
 */
export function knee(model: any[][], release?: any[][]): any[][] {
  return excel(SPECS.KNEE, [model, release]);
}

/**
 * Maximum interactive CPW, where interactive work and CFINT take the whole CPU (PCR 2.3, Appendix D). Printed
 * in Appendix D (7/6 of the knee for 7xx and current 170s); the interactive CPW for V4R5 models. Source: PCR
 * V4R5 2.3, Appendix D.
 * @customfunction INTMAX
 * @param model Catalog key, e.g. "720-2061-1501". A range gives a range of results.
 * @param [release] Release the rating is for (default: the newest the document prints).
 * @returns Maximum interactive CPW (CPW units).
 */
export function intMax(model: any[][], release?: any[][]): any[][] {
  return excel(SPECS.INTMAX, [model, release]);
}

/**
 * Processor CPW of a system as every sizing function reads one: a catalog key, a CPW, or "720 CPW" (PCR
 * Appendix D). A catalog key gives its Appendix D rating (the newest release), a CPW number is taken as given,
 * and a CPW may be typed as text ("720 CPW"); a number that is also a model number (720) is refused, naming
 * both readings. Source: PCR V4R5 Appendix D.
 * @customfunction SYSTEMCPW
 * @param system Catalog key, e.g. "720-2061-1501", or a processor CPW (1500, "720 CPW"). A range gives a range of results.
 * @returns Processor CPW (CPW units).
 */
export function systemCpw(system: any[][]): any[][] {
  return excel(SPECS.SYSTEMCPW, [system]);
}

/**
 * One field of an Appendix D row, or without a field the whole row as name/value pairs (PCR Appendix D). Fields
 * are e.g. "cpus", "processorCpw", "kneePct", "maxMemoryMb", "source", "quirks"; the whole row includes its
 * source. Source: PCR V4R5 Appendix D.
 * @customfunction MODEL
 * @param model Catalog key, e.g. "720-2061-1501". With a field, a range gives a range of results.
 * @param [field] Field name; omit it to spill the whole row as two columns.
 * @param [release] Release of the row (default: the newest the document prints).
 * @returns The field's value as printed, or the row as name/value pairs.
 */
export function model(model: any[][], field?: any[][], release?: any[][]): any[][] {
  return excel(SPECS.MODEL, [model, field, release]);
}

/**
 * Catalog keys of the Appendix D rows in a family or with a model number, with at least given CPW ratings (PCR
 * Appendix D). The families are 8xx, 2xx, SB, 7xx, 170, DSD, Sxx, custom, advanced, SB1, 4xx, 5xx, 6xx and
 * CISC; a model number is e.g. 620. The keys spill down a column. Source: PCR V4R5 Appendix D.
 * @customfunction MODELS
 * @param [family] Family id or model number (default: every row).
 * @param [min_cpw] Smallest processor CPW to list (default 0).
 * @param [min_interactive_cpw] Smallest published interactive CPW to list (default 0).
 * @returns One key per row, in the order Appendix D prints them.
 */
export function models(family?: any[][], min_cpw?: any[][], min_interactive_cpw?: any[][]): any[][] {
  return excel(SPECS.MODELS, [family, min_cpw, min_interactive_cpw]);
}
