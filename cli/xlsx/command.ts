/**
 * as400-sizer workbook TEMPLATE|all [--set NAME=VALUE ...] [--mode portable|live] --out FILE.xlsx
 */
import fs from 'fs';
import path from 'path';
import { isError } from '../../addin/errors';
import { planRequest } from './request';
import { writeWorkbook } from './writer';

export const WORKBOOK_USAGE = 'as400-sizer workbook TEMPLATE|all [--set NAME=VALUE ...] [--mode portable|live] --out FILE.xlsx';

export async function workbookCommand(args: readonly string[], err: (line: string) => void, out: (line: string) => void): Promise<number> {
  const sets: string[] = [];
  let mode = 'portable';
  let file: string | null = null;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--set' || a === '--mode' || a === '--out') {
      const v = args[++i];
      if (v === undefined) return usage(err, `${a} needs a value`);
      if (a === '--set') sets.push(v);
      else if (a === '--mode') mode = v;
      else file = v;
    } else if (a.startsWith('--')) return usage(err, `Unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 1) return usage(err, 'Name one template, or all');
  if (file === null) return usage(err, '--out FILE.xlsx is required');
  // A name without an extension gets Excel's; another extension would not open as what it is.
  if (path.extname(file) === '') file += '.xlsx';
  else if (path.extname(file).toLowerCase() !== '.xlsx') return usage(err, `--out ${file}: the workbook is an .xlsx file`);
  const plan = planRequest({ template: positional[0], sets, mode });
  if (isError(plan)) {
    err(plan.message);
    return 2;
  }
  fs.writeFileSync(file, await writeWorkbook(plan));
  out(`${file}: ${plan.sheets.map((s) => s.name).join(', ')}`);
  return 0;
}

function usage(err: (line: string) => void, why: string): number {
  err(`${why}\nusage: ${WORKBOOK_USAGE}`);
  return 2;
}
