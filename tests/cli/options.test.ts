/**
 * Every command's option table (cli/options.ts) read through parseArgs: each option given as
 * "--opt VALUE" and as "--opt=VALUE", a repeated option's values in order, a flag, a missing value, an
 * unknown option, a negative number; and each usage naming every option of its table.
 */
import path from 'path';
import { spawnSync } from 'child_process';
import { isError } from '../../addin/errors';
import { CATALOG } from '../../addin/catalog/catalog';
import type { Model } from '../../addin/catalog/model';
import { type Command, type Option, type Options, parseOptions, usageOf } from '../../cli/options';
import { CALL, FUNCTIONS, MODELS } from '../../cli/commands';
import { MEASUREMENTS } from '../../cli/measurements';
import { TREND } from '../../cli/trend';
import { CONSOLIDATE, REPORT_SYSTEMS } from '../../cli/consolidate';
import { SERVE } from '../../cli/serve';
import { WORKBOOK } from '../../cli/xlsx/command';
import { BIN } from '../../support/cli';

const COMMANDS: readonly Command<Options>[] = [MODELS, CALL, FUNCTIONS, MEASUREMENTS, TREND, CONSOLIDATE, REPORT_SYSTEMS, WORKBOOK, SERVE];

/** A value each option takes, as the README and the guides write it; a command may give its own. */
const SAMPLES: Readonly<Record<string, string>> = {
  family: '7xx',
  target: 'Mine;1000;all;none;test rating, p. 1;4',
  model: '720-2061-1501',
  alert: '50%',
  from: '2026-09-01',
  to: '2026-09-05',
  hours: '08-18',
  days: 'mon-fri',
  'date-order': 'dmy',
  jobs: 'jobs.csv',
  period: 'week',
  statistic: 'p95',
  limit: '80%',
  system: 'PROD;720-2061-1501;prod.csv',
  guideline: '60%',
  allowance: '20%',
  growth: 'PROD=15%',
  'fits-years': '5',
  granularity: '0.1',
  out: 'plan.xlsx',
  pdf: 'plan.pdf',
  set: 'Organization=ACME',
  mode: 'live',
  addin: 'centralized',
  measurements: 'week.csv',
  history: 'jan.csv',
  port: '3443',
  dir: 'dist',
};
/** A second value of each repeated option, to see both kept in order. */
const SECOND: Readonly<Record<string, string>> = {
  target: 'Other;2000;all;none;test rating, p. 2;8',
  system: 'TEST;240 CPW;test.csv',
  growth: 'TEST=-5%',
  set: 'SystemName=PROD',
  history: 'feb.csv',
};

/** A value as compared here: a catalog filter (--family) by the rows it keeps. */
const seen = (v: unknown): unknown =>
  typeof v === 'function' ? CATALOG.filter(v as (m: Model) => boolean).map((m) => m.key) : Array.isArray(v) ? v.map(seen) : v;
const seenAll = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, seen(v)]));

/** The reader of an option taking a value. */
const readOf = (o: Option) => {
  if (o.kind === 'boolean') throw new Error('a flag has no reader');
  return o.read;
};

const cases = COMMANDS.flatMap((c) => Object.entries(c.options).map(([name, o]) => ({ command: c, label: `${c.name} --${name}`, name, o })));

describe("each command's every option", () => {
  test('every option has a sample here, so a new option is parsed by this suite', () => {
    const valued = cases.filter((x) => x.o.kind !== 'boolean').map((x) => x.name);
    expect(valued.filter((n) => SAMPLES[n] === undefined)).toEqual([]);
    const repeated = cases.filter((x) => x.o.kind === 'repeated').map((x) => x.name);
    expect(repeated.filter((n) => SECOND[n] === undefined)).toEqual([]);
  });

  test.each(cases)('$label: parsed as "--opt VALUE" and "--opt=VALUE" alike, by its reader', ({ command, name, o }) => {
    const parse = (args: string[]) => {
      const r = parseOptions(command, args);
      if ('usage' in r) throw new Error(r.usage);
      return r;
    };
    if (o.kind === 'boolean') {
      expect(parse([`--${name}`]).values[name]).toBe(true);
      expect(parse([]).values[name]).toBe(false);
      return;
    }
    const read = o.read(SAMPLES[name]);
    expect(isError(read)).toBe(false);
    const spaced = parse([`--${name}`, SAMPLES[name]]);
    const joined = parse([`--${name}=${SAMPLES[name]}`]);
    expect(seen(spaced.values[name])).toEqual(seen(o.kind === 'repeated' ? [read] : read));
    expect(seenAll(joined.values)).toEqual(seenAll(spaced.values));
    expect(spaced.operands).toEqual([]);
    // Not given: undefined, or no values.
    expect(parse([]).values[name]).toEqual(o.kind === 'repeated' ? [] : undefined);
  });

  test.each(cases.filter((x) => x.o.kind === 'repeated'))('$label: given twice, both values in order', ({ command, name, o }) => {
    const r = parseOptions(command, [`--${name}`, SAMPLES[name], 'operand', `--${name}=${SECOND[name]}`]);
    expect(r).toEqual({ values: expect.objectContaining({ [name]: [readOf(o)(SAMPLES[name]), readOf(o)(SECOND[name])] }), operands: ['operand'] });
  });

  test.each(cases.filter((x) => x.o.kind === 'string'))('$label: given twice, the last one kept', ({ command, name, o }) => {
    // The first is never read (its reader would refuse most): only the last counts.
    const r = parseOptions(command, [`--${name}`, 'first', `--${name}`, SAMPLES[name]]);
    if ('usage' in r) throw new Error(r.usage);
    expect([seen(r.values[name]), r.operands]).toEqual([seen(readOf(o)(SAMPLES[name])), []]);
  });

  test.each(cases.filter((x) => x.o.kind !== 'boolean'))('$label: no value, said naming the option', ({ command, name }) => {
    expect(parseOptions(command, [`--${name}`])).toEqual({ usage: `--${name} needs a value` });
  });

  test.each(cases.filter((x) => x.o.kind === 'boolean'))('$label: a flag takes no value', ({ command, name }) => {
    expect(parseOptions(command, [`--${name}=yes`])).toEqual({ usage: `--${name} takes no value` });
  });

  test.each(COMMANDS.map((c) => ({ command: c, label: c.name })))('$label: an unknown option, named', ({ command }) => {
    expect(parseOptions(command, ['--frobnicate', 'x'])).toEqual({ usage: 'Unknown option --frobnicate' });
    expect(parseOptions(command, ['-q'])).toEqual({ usage: 'Unknown option -q' });
  });

  test.each(COMMANDS.map((c) => ({ command: c, label: c.name })))("$label: the usage names every option of the table, with its value's form", ({ command }) => {
    const usage = usageOf(command);
    expect(usage).toMatch(new RegExp(`^as400-sizer ${command.name}\\b`));
    for (const [name, o] of Object.entries(command.options)) {
      expect([name, usage.includes(o.kind === 'boolean' ? `[--${name}]` : `--${name} ${o.value}`)]).toEqual([name, true]);
      // Its help, on a line of its own.
      expect([name, new RegExp(`^  --${name} +\\S`, 'm').test(usage)]).toEqual([name, true]);
    }
  });
});

describe('values read by the add-in’s readers, refused in their words', () => {
  const value = (c: Command<Options>, args: string[]) => {
    const r = parseOptions(c, args);
    return 'usage' in r ? r.usage : r.values;
  };
  test('a share typed as a percentage or a fraction is the same fraction', () => {
    expect(value(MEASUREMENTS, ['--alert', '50%'])).toMatchObject({ alert: 0.5 });
    expect(value(MEASUREMENTS, ['--alert=0.5'])).toMatchObject({ alert: 0.5 });
    expect(value(CONSOLIDATE, ['--guideline', '60%', '--allowance', '0.2'])).toMatchObject({ guideline: 0.6, allowance: 0.2 });
    expect(value(CONSOLIDATE, ['--guideline', 'per-core'])).toMatchObject({ guideline: 'per-core' });
  });
  test('a share above 100% is refused naming what it is a share of', () => {
    expect(value(MEASUREMENTS, ['--alert', '150%'])).toBe('--alert is a fraction of the interactive threshold (32.1% is 0.321), so at most 1; got 1.5');
    expect(value(CONSOLIDATE, ['--guideline', '1.5'])).toBe(
      '--guideline 1.5: Planning guideline is a fraction of the CPU (32.1% is 0.321), so at most 1; got 1.5',
    );
  });
  test('a negative number is a value after an option that takes one, else an operand kept in its place', () => {
    expect(value(CONSOLIDATE, ['--allowance', '-5%'])).toBe(value(CONSOLIDATE, ['--allowance=-5%']));
    expect(value(CONSOLIDATE, ['--growth', 'PROD=-5%'])).toMatchObject({ growth: [['PROD', -0.05, 'PROD=-5%']] });
    expect(parseOptions(CALL, ['FUTURE', '-0.05', '--batch', '2'])).toEqual({ values: { target: [], batch: true }, operands: ['FUTURE', '-0.05', '2'] });
  });
  test('a choice: any case, or refused listing the choices', () => {
    expect(value(TREND, ['--period', 'Week'])).toMatchObject({ period: 'week' });
    expect(value(TREND, ['--period', 'year'])).toBe('--period year: choose month, week, day');
    expect(value(CONSOLIDATE, ['--date-order', 'ymd'])).toBe(
      '--date-order ymd: choose mdy (month first, 3/19/2024, as in the US) or dmy (day first, 19/3/2024)',
    );
  });
  test('a reader that names its option is said as it says it; another after the option and its value, quoted as a shell needs', () => {
    expect(value(CONSOLIDATE, ['--target', 'X;1000;all;none;doc p. 1;zero'])).toBe(
      '--target X: CORES, the sixth field, must be the number of cores its CPW is for (above 0), got "zero"',
    );
    expect(value(CONSOLIDATE, ['--system', 'A;100 CPW'])).toBe('--system "A;100 CPW": three fields separated by ";", NAME;SYSTEM;FILE, got 2');
    expect(value(SERVE, ['--port', '70000'])).toBe('--port 70000: The port must be a whole number from 0 to 65535, not "70000"');
    expect(value(SERVE, ['--dir', 'dist'])).toMatchObject({ dir: path.resolve('dist') });
  });
});

test('as400-sizer --help, the overview, names every option of every command', () => {
  const r = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  const missing = COMMANDS.flatMap((c) => Object.keys(c.options).map((n) => `--${n}`)).filter((o) => !new RegExp(`${o}(?![a-z-])`).test(r.stdout));
  expect(missing).toEqual([]);
});
