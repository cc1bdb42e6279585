/**
 * The custom functions as Node sees them: the same adapter modules Excel calls, keyed by their
 * Excel id, and their metadata generated from the JSDoc by custom-functions-metadata, exactly as
 * the build generates dist/functions.json.
 */
import './excel-runtime';
import path from 'path';
import { adapters } from '../functions/adapters.json';
import { adapterModules } from './adapter-modules';

export const ROOT = path.resolve(__dirname, '..');

/** An adapter as Excel calls it; SOURCE answers once the help file is read, so it returns a promise. */
export type Adapter = (...args: unknown[]) => unknown[][] | Promise<unknown[][]>;

/** Excel id → adapter. The metadata generator upper-cases function names into ids; tests hold every id to that rule. */
export function loadFunctions(): Map<string, Adapter> {
  const byId = new Map<string, Adapter>();
  for (const mod of adapterModules()) {
    for (const [name, fn] of Object.entries(mod)) if (typeof fn === 'function') byId.set(name.toUpperCase(), fn as Adapter);
  }
  return byId;
}

export interface ParameterMetadata {
  name: string;
  description?: string;
  type?: string;
  dimensionality?: string;
  optional?: boolean;
}
export interface FunctionMetadata {
  id: string;
  name: string;
  description: string;
  parameters: ParameterMetadata[];
  result: { dimensionality?: string; type?: string };
}

export interface GeneratedMetadata {
  functions: (FunctionMetadata & { topic: string; file: string })[];
  associate: { functionName: string; id: string; sourceFileName: string }[];
  errors: string[];
}

/**
 * A function's description and its parameters' as one line each: the JSDoc wraps them onto several
 * lines (none over 160 characters), and the parser keeps each line break.
 */
export function unwrapDescriptions<F extends { description?: string; parameters?: readonly { description?: string }[] }>(f: F): F {
  const unwrapped = (text?: string) => text?.replace(/\n/g, ' ');
  return { ...f, description: unwrapped(f.description), parameters: f.parameters?.map((p) => ({ ...p, description: unwrapped(p.description) })) };
}

/**
 * The most a function's or a parameter's description may hold in functions.json: 128 characters, the
 * maxLength of `description` in Microsoft's custom functions schema (extensionFunction and
 * extensionFunctionParameter of the unified manifest's schema, manifest-schemas/README.md).
 */
export const DESCRIPTION_LIMIT = 128;

/** The first sentence of a text: an abbreviation's point ("e.g.", "i.e.", "vs.") ends none. */
export function firstSentence(text: string): string {
  const end = /(?<!\b(?:e\.g|i\.e|cf|vs|approx|incl|no))\.(?=\s)/i.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/**
 * A function as functions.json ships it: its description and each parameter's cut to their first sentence,
 * the short line Excel's Insert Function and argument tips show (at most DESCRIPTION_LIMIT characters, held
 * by tests/functions/metadata.test.ts). The whole JSDoc text is the help page's, the pane's and
 * docs/functions.md's.
 */
export function shortDescriptions<F extends { description?: string; parameters?: readonly { description?: string }[] }>(f: F): F {
  const unwrapped = unwrapDescriptions(f);
  const short = (text?: string) => (text === undefined ? text : firstSentence(text));
  return {
    ...unwrapped,
    description: short(unwrapped.description),
    parameters: unwrapped.parameters?.map((p) => ({ ...p, description: short(p.description) })),
  };
}

/** Metadata of every function, with the topic of its adapter file. */
export async function functionMetadata(): Promise<GeneratedMetadata> {
  const files = adapters.map((a) => path.join(ROOT, a.file));
  // Loaded here: it brings the TypeScript compiler, which a call of a function never needs.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { generateCustomFunctionsMetadata } = require('custom-functions-metadata') as typeof import('custom-functions-metadata');
  const result = await generateCustomFunctionsMetadata(files, false);
  const json = JSON.parse(result.metadataJson || '{"functions":[]}') as { functions: FunctionMetadata[] };
  const fileOf = new Map(result.associate.map((a) => [a.id, a.sourceFileName]));
  return {
    functions: json.functions.map((f) => {
      const file = path.relative(ROOT, fileOf.get(f.id) ?? '');
      return { ...unwrapDescriptions(f), file, topic: adapters.find((a) => a.file === file)?.topic ?? '' };
    }),
    associate: result.associate,
    errors: result.errors,
  };
}
