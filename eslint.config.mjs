// Lint for every commit (`npm run lint`, run by `npm test`): typescript-eslint's recommended rules,
// lines of code at most 160 characters, and the layers of DEVELOPING.md as an import rule.
import path from 'node:path';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
/** What is outside the pure core: Excel's adapters, the pane, the command line, the benchmark, the tests and what they share. */
const OUTER = ['functions/', 'taskpane/', 'cli/', 'bench/', 'tests/', 'support/'];
const CORE_ABOVE_DATA = [
  'addin/sizing/',
  'addin/measurements/',
  'addin/consolidation/',
  'addin/formula/',
  'addin/functions/',
  'addin/workbook/',
  'addin/sheets/',
];
/**
 * Each layer (a folder from the repository's root, the first that holds the file) and the folders it may not import,
 * bottom to top: the data as printed, the formula vocabulary, the functions' specs, the workbook engine, the sheets.
 */
const LAYERS = [
  ['addin/catalog/', [...CORE_ABOVE_DATA, ...OUTER]],
  ['addin/tables/', [...CORE_ABOVE_DATA, ...OUTER]],
  ['addin/formula/', ['addin/functions/', 'addin/workbook/', 'addin/sheets/', ...OUTER]],
  ['addin/functions/', ['addin/workbook/', 'addin/sheets/', ...OUTER]],
  ['addin/workbook/', ['addin/sheets/', ...OUTER]],
  ['addin/', OUTER],
  ['functions/', ['taskpane/', 'cli/', 'bench/', 'tests/', 'support/']],
  ['taskpane/', ['cli/', 'bench/', 'tests/', 'support/']],
  ['cli/', ['taskpane/', 'bench/', 'tests/', 'support/']],
  // The tests and the benchmark share what both use through support/, never each other.
  ['tests/', ['bench/']],
  ['bench/', ['tests/']],
  ['support/', ['tests/', 'bench/']],
];

/** The layers as a rule: a relative import is resolved to the folder it reaches. A type-only import loads nothing, so it is free. */
const layers = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
        const layer = LAYERS.find(([prefix]) => from.startsWith(prefix));
        if (!layer) return {};
        const check = (node, source, typeOnly) => {
          if (typeOnly || typeof source !== 'string' || !source.startsWith('.')) return;
          const to = `${path
            .relative(ROOT, path.resolve(path.dirname(context.filename), source))
            .split(path.sep)
            .join('/')}/`;
          const banned = layer[1].find((f) => to.startsWith(f));
          if (banned) context.report({ node, message: `${layer[0]} does not import ${banned} (DEVELOPING.md, Layers): ${source}` });
        };
        const allTypes = (n) => n.importKind === 'type' || (n.specifiers.length > 0 && n.specifiers.every((s) => s.importKind === 'type'));
        return {
          ImportDeclaration: (n) => check(n, n.source.value, allTypes(n)),
          ExportNamedDeclaration: (n) => n.source && check(n, n.source.value, n.exportKind === 'type'),
          ExportAllDeclaration: (n) => check(n, n.source.value, n.exportKind === 'type'),
          ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value, false),
          // The command line loads its heavier modules lazily with require(): a layer all the same.
          CallExpression: (n) =>
            n.callee.type === 'Identifier' && n.callee.name === 'require' && n.arguments[0]?.type === 'Literal' && check(n, n.arguments[0].value, false),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'cli-dist/**', 'release/**', 'coverage/**', 'node_modules/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    plugins: { layers },
    rules: {
      // No line over 160 characters, comments and strings included; a URL, which cannot be broken, may pass it.
      'max-len': ['error', { code: 160, ignoreUrls: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'layers/imports': 'error',
    },
  },
  // custom-functions-metadata reads a range parameter only when it is declared any[][].
  { files: ['functions/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
