import type { Behaviour, Family } from './appendix-d';

/** One printed row of Appendix D as a record. Numbers are the printed values; null where not printed. */
export interface Model {
  /** Canonical lookup key, unique across the catalog: 720-2061-1501, 170-2164-c, 53S-2157-V4R1, 9406-F97. */
  readonly key: string;
  readonly model: string;
  /** Processor feature; for tables that print only a feature code, the feature. */
  readonly feature: string | null;
  /** 7xx/8xx/2xx interactive feature ("1501", "Base"). */
  readonly interactiveFeature: string | null;
  /** CISC machine type, where the table prints it (or its place in D.9 implies it). */
  readonly machineType: string | null;
  readonly family: Family;
  /** Release the CPW values are for (SB1: the SAP release); null where the document prints none. */
  readonly release: string | null;
  readonly constrained: 'c' | 'u' | null;
  readonly cpus: number | null;
  readonly mhz: number | null;
  readonly l2Cache: string | null;
  /** Processor (client/server) CPW, Max C/S CPW, Non Domino CPW (DSD), or the single CPW of a traditional or CISC system. */
  readonly processorCpw: number | null;
  /** Published interactive CPW: the knee for 7xx and current 170s, the maximum for the 1/3 and 6/7 families. */
  readonly interactiveCpw: number | null;
  /** Interactive CPW at the knee of the curve, as printed. */
  readonly kneeCpw: number | null;
  /** Maximum interactive CPW, as printed. */
  readonly maxCpw: number | null;
  readonly processorPctAtKnee: number | null;
  readonly processorPctAtMax: number | null;
  /** Interactive CPU % at the knee, as printed (a percentage, as in the table). */
  readonly kneePct: number | null;
  /** Interactive CPU % at the maximum, as printed. */
  readonly maxPct: number | null;
  readonly maxMemoryMb: number | null;
  readonly maxDiskGb: number | null;
  /** D.8: the V3R7 CPW printed beside the V4R1 CPW. */
  readonly cpwV3R7: number | null;
  readonly sdDialogStepsPerHour: number | null;
  readonly fiDialogStepsPerHour: number | null;
  readonly behaviour: Behaviour;
  /** True where the table prints the row's CPW values in bold (published values). */
  readonly published: boolean;
  readonly table: string;
  readonly caption: string;
  /** Line of seed 000 the row is printed on. */
  readonly line: number;
  /** Document, table and line, for a planner's Sources block. */
  readonly source: string;
  /** Misprints and oddities of the printed row (kept as printed, flagged here). */
  readonly quirks: readonly string[];
  /** Columns printed blank and read from the row above. */
  readonly carriedDown: readonly string[];
}

/** Fields a planner can ask AS400.MODEL for, in the order its spill shows them. */
export const MODEL_FIELDS = [
  'key',
  'model',
  'feature',
  'interactiveFeature',
  'machineType',
  'family',
  'release',
  'constrained',
  'cpus',
  'mhz',
  'l2Cache',
  'processorCpw',
  'interactiveCpw',
  'kneeCpw',
  'maxCpw',
  'processorPctAtKnee',
  'processorPctAtMax',
  'kneePct',
  'maxPct',
  'maxMemoryMb',
  'maxDiskGb',
  'cpwV3R7',
  'sdDialogStepsPerHour',
  'fiDialogStepsPerHour',
  'behaviour',
  'published',
  'table',
  'caption',
  'line',
  'source',
  'quirks',
] as const satisfies readonly (keyof Model)[];

export type ModelField = (typeof MODEL_FIELDS)[number];
