/**
 * `workbook report --measurements FILE --set Current="N CPW per core"`: the report of one partition.
 *
 * A partition's export measures a share of its entitlement, and an uncapped partition runs above
 * 100% of it; what its work is in CPW is each interval's processing units times the CPW of one core
 * (addin/consolidation/source.ts). The one-system report template sizes a catalog model's
 * utilization, so a partition rated per core is sized the way the report of several systems sizes
 * each of its partitions: the same command line read as one `--system "NAME;N CPW per core;FILE"`
 * per file (each history file, then the measurements), with the same Summary, Consolidation, Trend
 * and Measurements sheets. Its options are the report of systems' (cli/consolidate.ts), read there;
 * the one-system template's own are refused, naming what to give instead.
 */
import path from 'path';
import { isError } from '../addin/errors';
import { parseSourceSystem } from '../addin/consolidation/source';
import { reportField } from '../addin/workbook/report-fields';
import { REPORT_SYSTEMS } from './consolidate';
import { asGiven, command, type Option, type Options, parseOptions, repeated, value } from './options';

const WHOLE = 'the report of a partition sizes its whole history; cut the files to the window you want';
const VALUES = 'the report of a partition is written with its values (as the report of several systems is)';
/** The one-system template's options, each with the reason the report of a partition does not take it. */
const INSTEAD: Readonly<Record<string, string>> = {
  mode: VALUES,
  addin: VALUES,
  jobs: "a partition's report sizes its whole CPU (SYSPTU), not its interactive share",
  from: WHOLE,
  to: WHOLE,
  hours: WHOLE,
  days: WHOLE,
};

/** The report of systems' options, but the lines it builds (--system) and the fields it checks (--set), taken as given. */
const PASSED: Options = Object.fromEntries(
  Object.entries(REPORT_SYSTEMS.options)
    .filter(([name]) => name !== 'system' && name !== 'set')
    .map(([name, o]): [string, Option] => [name, o.kind === 'boolean' ? o : repeated(o.value, asGiven, o.help)]),
);

const PARTITION_REPORT = command({
  name: 'workbook',
  operands: 'report',
  summary: 'the report of one partition: how the report of systems reads its one line',
  options: {
    measurements: repeated('FILE.csv', asGiven, "the partition's export"),
    history: repeated('FILE.csv', asGiven, 'its earlier months'),
    set: repeated('Current="N CPW per core"|Organization=...|SystemName=...|PreparedBy=...|Notes=...', asGiven, 'the rating and the report fields'),
    ...PASSED,
    ...Object.fromEntries(Object.entries(INSTEAD).map(([name, why]) => [name, value('VALUE', asGiven, why)])),
  },
});

/** The value of `--set Current=...` as typed, either form (`--set X`, `--set=X`), or null. */
function currentGiven(args: readonly string[]): string | null {
  for (const [i, a] of args.entries()) {
    const set = a === '--set' ? args[i + 1] : a.startsWith('--set=') ? a.slice('--set='.length) : undefined;
    if (set !== undefined && /^\s*current\s*=/i.test(set)) return set.slice(set.indexOf('=') + 1).trim();
  }
  return null;
}

/**
 * The report-of-systems command line for a one-partition report, or null where the command is not
 * one (no `--set Current=` rated per core), or a usage error's words.
 */
export function partitionReportArgs(args: readonly string[]): string[] | { usage: string } | null {
  const rating = currentGiven(args);
  const system = rating === null ? null : parseSourceSystem(rating);
  if (system === null || isError(system) || system.kind !== 'per-core') return null;
  const refuse = (why: string) => ({ usage: `--set Current=${rating}: ${why}` });
  const parsed = parseOptions(PARTITION_REPORT, args);
  if ('usage' in parsed) return parsed;
  const v = parsed.values as Record<string, string | string[] | boolean | undefined>;
  const given = Object.keys(INSTEAD).find((name) => v[name] !== undefined);
  if (given) return refuse(`--${given} is not taken: ${INSTEAD[given]}`);
  if (parsed.operands.length !== 1 || parsed.operands[0] !== 'report')
    return refuse(`a rating per core is a partition's, for workbook report (the report of a partition), not ${parsed.operands.join(' ') || 'no template'}`);
  const measured = v.measurements as string[];
  if (measured.length !== 1) return refuse("a rating per core stands for a partition's entitlement: give the partition's export with one --measurements FILE");
  const fields: string[] = [];
  let name: string | null = null;
  for (const set of v.set as string[]) {
    const eq = set.indexOf('=');
    const field = eq > 0 ? reportField(set.slice(0, eq)) : undefined;
    if (/^\s*current\s*=/i.test(set)) continue;
    if (!field)
      return refuse(
        `a partition rated per core is sized as the report of systems sizes each partition, from its files: --set ${set} is ` +
          `the one-system template's; give the report fields only (Organization, SystemName, PreparedBy, Notes) and the targets as --target lines`,
      );
    if (field.name === 'SystemName') name = set.slice(eq + 1).trim();
    if (name?.includes(';')) return refuse(`--set ${set}: the partition's name is one field of --system "NAME;SYSTEM;FILE", without ";"`);
    fields.push('--set', set);
  }
  // The history before the measurements: the months in the order the Trend sheet names them.
  const files = [...(v.history as string[]), ...measured];
  // The partition's name on every sheet: the report field when given, else the file's.
  const partition = name || path.basename(measured[0], path.extname(measured[0]));
  const passed = Object.keys(PASSED).flatMap((option) => {
    const x = v[option];
    return x === true ? [`--${option}`] : Array.isArray(x) ? x.flatMap((text) => [`--${option}`, text]) : [];
  });
  return [...files.flatMap((f) => ['--system', `${partition};${rating};${f}`]), ...fields, ...passed];
}
