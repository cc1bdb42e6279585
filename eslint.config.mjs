// Lint for every commit (`npm run lint`, run by `npm test`): typescript-eslint's recommended rules,
// lines of code at most 160 characters, and the layers of DEVELOPING.md as import rules.
import tseslint from 'typescript-eslint';

/** Import paths a layer may not use, as the import is written (relative, from any depth). */
const outside = (...folders) => ({
  'no-restricted-imports': [
    'error',
    { patterns: folders.map((f) => ({ group: [`**/${f}`, `**/${f}/*`], message: `this layer does not import ${f}/ (DEVELOPING.md, Layers)` })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'cli-dist/**', 'release/**', 'coverage/**', 'node_modules/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // No line over 160 characters, comments and strings included; a URL, which cannot be broken, may pass it.
      'max-len': ['error', { code: 160, ignoreUrls: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // The pure core: nothing of Excel, the pane, the command line, the benchmark or the tests.
  { files: ['addin/**/*.ts'], rules: outside('functions', 'taskpane', 'cli', 'bench', 'tests') },
  // The data as printed, at the bottom of the core: what a row's columns mean is read here, and sized above it.
  {
    files: ['addin/catalog/**/*.ts', 'addin/tables/**/*.ts'],
    rules: outside('functions', 'taskpane', 'cli', 'bench', 'tests', 'sizing', 'measurements', 'consolidation', 'spec', 'templates'),
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      ...outside('taskpane', 'cli', 'bench', 'tests'),
      // custom-functions-metadata reads a range parameter only when it is declared any[][].
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { files: ['taskpane/**/*.ts'], rules: outside('cli', 'bench', 'tests') },
  // The tests and the benchmark share what both use through support/, never each other.
  { files: ['tests/**/*.ts'], rules: outside('bench') },
  { files: ['bench/**/*.ts'], rules: outside('tests') },
  { files: ['support/**/*.ts'], rules: outside('tests', 'bench') },
);
