import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Three projects (the browser run has its own config, test/e2e/vitest.config.ts):
 * - `cli`: tests that start child processes or run the prebuilt command;
 * - `property`: fast-check properties, fuzzing and whole random games, whose case counts
 *   come from test/budget.ts (a quarter in `npm test`, all of them in `npm run test:property`);
 * - `unit`: everything else, pure and fast.
 * `npm test` runs all three; `npm run test:unit`, `test:cli`, `test:property` one each.
 */
const CLI = ['test/cli/**/*.test.ts', 'test/sim/cli.test.ts', 'test/site/first-minutes.test.ts'];
const PROPERTY = [
  'test/engine/properties.test.ts',
  'test/engine/apply-fuzz.test.ts',
  'test/source/fuzz.test.ts',
  'test/source/restore-fuzz.test.ts',
  'test/soak/**/*.test.ts',
  'test/map/roundtrip.test.ts',
  'test/editor/history.test.ts',
  'test/sim/record-pack.test.ts',
  'test/sim/mcts.test.ts',
  'test/games/registered.test.ts',
  'test/games/**/*property*.test.ts',
  'test/games/**/random-play.test.ts',
];
const ALL = ['test/**/*.test.ts', 'machines/**/*.test.ts'];
const NEVER = ['test/e2e/**', 'node_modules/**'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on the two-core machines this runs on, which left
    // about a third of the machine idle while the main process waited.
    maxWorkers: 2,
    projects: [
      // Pure tests share one module graph per worker (no file mocks or stubs a global): importing the engine, the map and the words once per worker, not once per file, is most of what isolation cost.
      { extends: true, test: { name: 'unit', include: ALL, exclude: [...NEVER, ...CLI, ...PROPERTY], isolate: false } },
      { extends: true, test: { name: 'property', include: PROPERTY, exclude: NEVER } },
      { extends: true, test: { name: 'cli', include: CLI, exclude: NEVER } },
    ],
  },
});
