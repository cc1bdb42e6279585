/**
 * The layers rule of eslint.config.mjs (`layers/imports`, DEVELOPING.md's Layers), run through ESLint's own API on
 * imports written here: each kind of import it must refuse is refused, naming the layer, and what it must let
 * pass (a layer below, a type-only import, a package) passes. ESLint loads its .mjs config by a dynamic import,
 * which Jest's module sandbox cannot, so the probes are linted in one node process of their own.
 */
import { spawnSync } from 'child_process';
import path from 'path';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..');

const REFUSED: readonly (readonly [file: string, code: string, message: string])[] = [
  ['addin/formula/probe.ts', "import { SPECS } from '../functions';\nexport const x = SPECS;", 'addin/formula/ does not import addin/functions/'],
  ['addin/functions/probe.ts', "export { planWorkbook } from '../sheets';", 'addin/functions/ does not import addin/sheets/'],
  ['addin/workbook/probe.ts', "export * from '../sheets/catalog';", 'addin/workbook/ does not import addin/sheets/'],
  ['addin/catalog/probe.ts', "import { a } from '../sizing/eiu';\nexport const x = a;", 'addin/catalog/ does not import addin/sizing/'],
  ['addin/sheets/probe.ts', "import { el } from '../../taskpane/dom';\nexport const x = el;", 'addin/ does not import taskpane/'],
  ['functions/probe.ts', "export const load = () => import('../cli/registry');", 'functions/ does not import cli/'],
  ['cli/probe.ts', "export const x = require('../taskpane/dom');", 'cli/ does not import taskpane/'],
  ['taskpane/probe.ts', "import { BIN } from '../support/cli';\nexport const x = BIN;", 'taskpane/ does not import support/'],
  ['tests/probe.test.ts', "import { x } from '../bench/run';\nexport const y = x;", 'tests/ does not import bench/'],
];
const PASSED: readonly (readonly [file: string, code: string])[] = [
  ['addin/sheets/probe.ts', "import { planCells } from '../workbook/plan';\nexport const x = planCells;"],
  ['addin/functions/probe.ts', "import { A1 } from '../formula/a1';\nexport const x = A1;"],
  ['addin/formula/probe.ts', "import type { FunctionSpec } from '../functions/define-function';\nexport type X = FunctionSpec;"],
  ['addin/workbook/probe.ts', "import { type SheetPlan } from '../sheets/plan';\nexport type X = SheetPlan;"],
  ['cli/probe.ts', "import ExcelJS from 'exceljs';\nimport { SPECS } from '../addin/functions';\nexport const x = [ExcelJS, SPECS];"],
  ['tests/probe.test.ts', "import { BIN } from '../support/cli';\nexport const x = BIN;"],
];

const LINT = `
import { ESLint } from 'eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const [file, code] of probes) {
  const [r] = await eslint.lintText(code, { filePath: file });
  out.push(r.messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

let found: string[][];
beforeAll(() => {
  const probes = [...REFUSED, ...PASSED].map(([file, code]) => [path.join(ROOT, file), code]);
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(probes)], { cwd: ROOT, encoding: 'utf8', timeout: 150_000 });
  if (r.status !== 0) throw new Error(`ESLint did not run the probes (waited ${r.error ? 'past its timeout' : 'to its end'}): ${r.stderr}`);
  found = JSON.parse(r.stdout) as string[][];
});

test.each(REFUSED.map(([file, code, message], i) => [file, code, message, i] as const))('%s: %s is refused', (_file, _code, message, i) => {
  expect(found[i]).toEqual([expect.stringContaining(`${message} (DEVELOPING.md, Layers)`)]);
});

test.each(PASSED.map(([file, code], i) => [file, code, REFUSED.length + i] as const))('%s: %s passes', (_file, _code, i) => {
  expect(found[i]).toEqual([]);
});
