/** Jest runs the TypeScript sources through ts-jest without type checking (npm test runs tsc first). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  setupFiles: ['<rootDir>/cli/excel-runtime.ts'],
  maxWorkers: 2,
};
