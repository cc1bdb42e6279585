import { BUNDLES, sizes } from '../support/load';

// Sizes are deterministic (the build is byte-for-byte repeatable), so they are checked here;
// times are noisy and live in npm run bench.
describe('bundle sizes, gzipped, office.js aside', () => {
  test.each(BUNDLES.map((b) => [b.name, b.budgetGzip] as const))('%s stays within %i bytes', (name, budget) => {
    const size = sizes().find((s) => s.file === name)!;
    expect(size.gzip).toBeLessThanOrEqual(budget);
  });
});
