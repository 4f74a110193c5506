import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** Browser tests against the built site (`npm run build` first; the global setup builds if dist/ is missing). */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time keeps the machine calm and screenshots deterministic.
    fileParallelism: false,
  },
});
