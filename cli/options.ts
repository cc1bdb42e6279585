/**
 * The command line's options, one table a command: each option's kind (a value, a value that may be
 * given again, or a flag), the reader of its value (the add-in's own, as a cell, the pane's form and
 * --set read the same kind of value) and its line of help. node:util's parseArgs splits the
 * arguments; this module says each refusal in the command line's words and writes a command's usage
 * from its table, so that --help names every option the command takes.
 */
import { parseArgs } from 'node:util';
import { isError, type Result, valueError } from '../addin/errors';
import { readNumber } from '../addin/typed';
import { typedCell } from '../addin/workbook/inputs';
import type { Cell } from '../addin/functions/cells';

type Read<T> = (text: string) => Result<T>;

interface Shown {
  /** What the option does, one sentence; the usage wraps it. */
  readonly help: string;
  /** Shown without brackets in the synopsis: the command needs it. */
  readonly required?: boolean;
}
/** An option taking a value, the last one given kept. */
export interface StringOption<T> extends Shown {
  readonly kind: 'string';
  /** Its value as the synopsis shows it: FILE.xlsx, 70%. */
  readonly value: string;
  readonly read: Read<T>;
}
/** An option taking a value, given once for each value. */
export interface RepeatedOption<T> extends Shown {
  readonly kind: 'repeated';
  readonly value: string;
  readonly read: Read<T>;
}
export interface FlagOption extends Shown {
  readonly kind: 'boolean';
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Option = StringOption<any> | RepeatedOption<any> | FlagOption;
/** A command's options by name, without the leading "--". */
export type Options = Readonly<Record<string, Option>>;

/** The values of a command line: a value (undefined where not given), the values of a repeated option in order, a flag. */
export type Values<O extends Options> = {
  -readonly [K in keyof O]: O[K] extends StringOption<infer T> ? T | undefined : O[K] extends RepeatedOption<infer T> ? T[] : boolean;
};

export const value = <T>(shown: string, read: Read<T>, help: string, required = false): StringOption<T> => ({
  kind: 'string',
  value: shown,
  read,
  help,
  required,
});
export const repeated = <T>(shown: string, read: Read<T>, help: string, required = false): RepeatedOption<T> => ({
  kind: 'repeated',
  value: shown,
  read,
  help,
  required,
});
export const flag = (help: string): FlagOption => ({ kind: 'boolean', help });

/** A value taken as it is given: a file's name, or text a later step reads with others (a window's parts). */
export const asGiven = (text: string): string => text;

/** A value read as a cell reads what a planner typed into it ("70%" a number, TRUE a logical), by a function's reader. */
export const asCell =
  <T>(reader: (cell: Cell) => Result<T>): Read<T> =>
  (text) =>
    reader(typedCell(text));

/** One of a few words, any case; the refusal lists them. */
export const oneOf =
  <W extends string>(words: readonly W[]): Read<W> =>
  (text) =>
    words.find((w) => w === text.trim().toLowerCase()) ?? valueError(`choose ${words.join(', ')}`);

/** A command: its name after as400-sizer, its arguments that are no option, its options and what the usage says after them. */
export interface Command<O extends Options> {
  readonly name: string;
  /** The arguments that are not options, as the synopsis shows them: FILE.csv, TEMPLATE|all ("" for none). */
  readonly operands: string;
  readonly options: O;
  /** What the command does, in a sentence: the overview (`as400-sizer --help`) prints it under the synopsis. */
  readonly summary: string;
  /** Lines the usage prints after the options' help. */
  readonly notes?: string;
}

export const command = <O extends Options>(c: Command<O>): Command<O> => c;

const WIDTH = 118;

/** Words wrapped to lines of WIDTH characters, each after `indent`. */
function wrap(words: readonly string[], first: string, indent: string): string[] {
  const lines: string[] = [];
  let line = first;
  let fresh = true;
  for (const w of words) {
    if (!fresh && line.length + 1 + w.length > WIDTH) {
      lines.push(line);
      line = indent + w;
    } else line += (line.endsWith(' ') ? '' : ' ') + w;
    fresh = false;
  }
  lines.push(line);
  return lines;
}

/** The option as the synopsis shows it: [--out FILE.xlsx], --system "NAME;SYSTEM;FILE" ..., [--json]. */
function synopsisOf(name: string, o: Option): string {
  const bare = o.kind === 'boolean' ? `--${name}` : `--${name} ${o.value}`;
  const shown = o.required ? bare : `[${bare}]`;
  return o.kind === 'repeated' ? `${shown} ...` : shown;
}

/** The command's synopsis from its table, wrapped: its name and operands, then every option. */
function commandLine(c: Command<Options>): string[] {
  const head = `as400-sizer ${c.name}${c.operands ? ` ${c.operands}` : ''}`;
  return wrap(
    Object.entries(c.options).map(([name, o]) => synopsisOf(name, o)),
    head,
    ' '.repeat(head.length + 1),
  );
}

/** The command's usage from its table: the synopsis, then each option with its help. */
export function usageOf(c: Command<Options>): string {
  const synopsis = commandLine(c);
  const names = Object.keys(c.options).map((n) => `--${n}`);
  const column = Math.max(...names.map((n) => n.length)) + 4;
  const helps = Object.entries(c.options).flatMap(([name, o]) => wrap(o.help.split(' '), `  --${name}`.padEnd(column), ' '.repeat(column)));
  return [...synopsis, ...helps, ...(c.notes ? [c.notes] : [])].join('\n');
}

/**
 * `as400-sizer --help`: every command's synopsis and summary, from the same tables as each command's own
 * `--help`, so the overview cannot leave an option out or name one that is gone.
 */
export function overviewOf(commands: readonly Command<Options>[], closing: readonly string[]): string {
  const lines = ['usage: as400-sizer COMMAND ...   (as400-sizer COMMAND --help: its options, each explained)'];
  for (const c of commands) lines.push('', ...commandLine(c).map((l) => `  ${l}`), ...wrap(c.summary.split(' '), '      ', '      '));
  return [...lines, '', ...closing].join('\n');
}

/** A value as a refusal quotes it: as typed, in double quotes where a shell would need them. */
const shown = (text: string): string => (text === '' || /[\s;|&<>()$`"'*?\\]/.test(text) ? `"${text}"` : text);

/** parseArgs's refusal in the command line's words, naming the option. */
function refusalOf(e: unknown, options: Options): string {
  const code = (e as { code?: string }).code;
  const message = e instanceof Error ? e.message : String(e);
  const named = /'(-[^' ]*)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option ${named}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const o = options[named.replace(/^--/, '')];
    if (o?.kind === 'boolean') return `${named} takes no value`;
    // parseArgs takes no value that starts with "-" after a space: "--allowance -5%" is --allowance=-5%.
    if (/ambiguous/.test(message)) return `${named} needs a value (one that starts with "-" is written ${named}=-VALUE)`;
    return `${named} needs a value`;
  }
  throw e;
}

/** Whether a reader's message names its option already: "--target X: ...", "Unknown --addin ...". */
const names = (message: string, name: string): boolean => message.startsWith(`--${name}`) || message.startsWith(`Unknown --${name}`);

/** A negative number ("-5", "-0.05", "-5%") is an operand or an option's value, never an option. */
const negative = (a: string): boolean => a.startsWith('-') && readNumber(a) !== null;

/**
 * The command line read by the command's table: each value by its option's reader, the operands as
 * given; or the first refusal, naming the option (a reader's message that does not name its option
 * follows "--option VALUE: ").
 */
export function parseOptions<O extends Options>(
  c: Command<O>,
  args: readonly string[],
): { readonly values: Values<O>; readonly operands: string[] } | { readonly usage: string } {
  // parseArgs would read "-5" as the short option -5: a negative number after an option taking a value is its
  // value, anywhere else an operand, kept in its place among the others.
  const held: string[] = [];
  const given: string[] = [];
  for (const a of args) {
    const before = given[given.length - 1];
    const takes = before !== undefined && /^--[^=]+$/.test(before) && (c.options[before.slice(2)]?.kind ?? 'boolean') !== 'boolean';
    if (negative(a) && takes) given[given.length - 1] = `${before}=${a}`;
    else if (negative(a)) given.push(`\u0000${held.push(a) - 1}`);
    else given.push(a);
  }
  const config = Object.fromEntries(
    Object.entries(c.options).map(([name, o]) => [
      name,
      { type: o.kind === 'boolean' ? ('boolean' as const) : ('string' as const), multiple: o.kind === 'repeated' },
    ]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: given, options: config, strict: true, allowPositionals: true });
  } catch (e) {
    return { usage: refusalOf(e, c.options) };
  }
  const values: Record<string, unknown> = {};
  for (const [name, o] of Object.entries(c.options)) {
    const raw = parsed.values[name];
    if (o.kind === 'boolean') {
      values[name] = raw === true;
      continue;
    }
    const texts = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const read: unknown[] = [];
    for (const text of texts as string[]) {
      const r = o.read(text);
      if (isError(r)) return { usage: names(r.message, name) ? r.message : `--${name} ${shown(text)}: ${r.message}` };
      read.push(r);
    }
    values[name] = o.kind === 'repeated' ? read : read[read.length - 1];
  }
  const operands = parsed.positionals.map((p) => (p.startsWith('\u0000') ? held[Number(p.slice(1))] : p));
  return { values: values as Values<O>, operands };
}
