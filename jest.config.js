/** Jest runs the TypeScript sources through ts-jest without type checking (npm test runs tsc first). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  setupFiles: ['<rootDir>/cli/excel-runtime.ts', '<rootDir>/support/process-timeout.ts', '<rootDir>/support/fast-check.ts'],
  maxWorkers: 2,
  // A test that waits asynchronously (a server, a browser, the README's commands) fails after a minute
  // unless it sets its own time: the command line starts in 1.6 s alone, and took over 5 s (Jest's
  // default) at a load average of 12 on two cores. Processes waited for synchronously have their
  // own bound, support/process-timeout.ts.
  testTimeout: 60_000,
};
