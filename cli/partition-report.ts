/**
 * `workbook report --measurements FILE --set Current="N CPW per core"`: the report of one partition.
 *
 * A partition's export measures a share of its entitlement, and an uncapped partition runs above
 * 100% of it; what its work is in CPW is each interval's processing units times the CPW of one core
 * (addin/consolidation/source.ts). The one-system report template sizes a catalog model's
 * utilization, so a partition rated per core is sized the way the report of several systems sizes
 * each of its partitions: the same command line read as one `--system "NAME;N CPW per core;FILE"`
 * per file (the measurements and each history file), with the same Summary, Consolidation, Trend
 * and Measurements sheets. Options that belong to the one-system template only are refused,
 * naming what to give instead.
 */
import path from 'path';
import { isError } from '../addin/errors';
import { parseSourceSystem } from '../addin/consolidation/source';
import { reportField } from '../addin/workbook/report-fields';

/** The options the report of systems takes as they are, and whether each takes a value. */
const PASSED: Readonly<Record<string, boolean>> = {
  '--target': true,
  '--statistic': true,
  '--date-order': true,
  '--out': true,
  '--pdf': true,
  '--growth': true,
  '--guideline': true,
  '--fits-years': true,
  '--allowance': true,
  '--granularity': true,
  '--force': false,
};

/** What the one-system template's options become here, for a refusal that names the way. */
const INSTEAD: Readonly<Record<string, string>> = {
  '--mode': 'the report of a partition is written with its values (as the report of several systems is)',
  '--addin': 'the report of a partition is written with its values (as the report of several systems is)',
  '--jobs': "a partition's report sizes its whole CPU (SYSPTU), not its interactive share",
  '--from': 'the report of a partition sizes its whole history; cut the files to the window you want',
  '--to': 'the report of a partition sizes its whole history; cut the files to the window you want',
  '--hours': 'the report of a partition sizes its whole history; cut the files to the window you want',
  '--days': 'the report of a partition sizes its whole history; cut the files to the window you want',
};

const CURRENT = /^current\s*=/i;

/**
 * The report-of-systems command line for a one-partition report, or null where the command is not
 * one (no `--set Current=` rated per core), or a usage error's words.
 */
export function partitionReportArgs(args: readonly string[]): string[] | { usage: string } | null {
  const current = args.findIndex((a, i) => args[i - 1] === '--set' && CURRENT.test(a));
  if (current < 0) return null;
  const rating = args[current].slice(args[current].indexOf('=') + 1).trim();
  const system = parseSourceSystem(rating);
  if (isError(system) || system.kind !== 'per-core') return null;
  const usage = (why: string) => ({ usage: `--set Current=${rating}: ${why}` });
  const measured: string[] = [];
  const history: string[] = [];
  const passed: string[] = [];
  let name: string | null = null;
  let template: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--measurements' || a === '--history') {
      if (args[i + 1] === undefined) return { usage: `${a} needs a value` };
      (a === '--history' ? history : measured).push(args[++i]);
    } else if (a === '--set') {
      const v = args[++i];
      if (v === undefined) return { usage: '--set needs a value' };
      if (i === current) continue;
      const eq = v.indexOf('=');
      const field = eq > 0 ? reportField(v.slice(0, eq)) : undefined;
      if (!field)
        return usage(
          `a partition rated per core is sized as the report of systems sizes each partition, from its files: --set ${v} is ` +
            `the one-system template's; give the report fields only (Organization, SystemName, PreparedBy, Notes) and the targets as --target lines`,
        );
      if (field.name === 'SystemName') name = v.slice(eq + 1).trim();
      if (name?.includes(';')) return usage(`--set ${v}: the partition's name is one field of --system "NAME;SYSTEM;FILE", without ";"`);
      passed.push(a, v);
    } else if (a in PASSED) {
      if (PASSED[a] && args[i + 1] === undefined) return { usage: `${a} needs a value` };
      passed.push(a, ...(PASSED[a] ? [args[++i]] : []));
    } else if (a in INSTEAD) return usage(`${a} is not taken: ${INSTEAD[a]}`);
    else if (a.startsWith('--')) return { usage: `Unknown option ${a}` };
    else if (template === null) template = a;
    else return { usage: 'Name one template, or all' };
  }
  if (template !== 'report')
    return usage(`a rating per core is a partition's, for workbook report (the report of a partition), not ${template ?? 'no template'}`);
  if (measured.length !== 1) return usage("a rating per core stands for a partition's entitlement: give the partition's export with one --measurements FILE");
  // The history before the measurements: the months in the order the Trend sheet names them.
  const files = [...history, ...measured];
  // The partition's name on every sheet: the report field when given, else the file's.
  const partition = name || path.basename(files[files.length - 1], path.extname(files[files.length - 1]));
  return [...files.flatMap((f) => ['--system', `${partition};${rating};${f}`]), ...passed];
}
