import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests against the built site (`npm run build` first; the global setup builds if
 * dist/ is missing). The site is built once and shared: each file serves dist/ on its own
 * port with its own browser, so most files run two at a time (`parallel`). Files that judge
 * how long the main thread is busy, or drive the editor by mouse and keys with one-second
 * waits, or build or install the publisher's kit (the Astro content cache under
 * node_modules/.astro is one per repository, and `npm pack` writes packed-cli/ into it), run
 * alone afterwards (`serial`), where nothing else competes for the two cores.
 * crossing-oceans, ship-it and ship-it-play read the build's dist/games/<game>/ (the
 * collection's games are built by `npm run build`), so they run beside the others.
 * A new file joins `parallel` by being left out of SERIAL; keep a file's timed checks in a
 * file of their own so the rest can run two at a time (play.test.ts / play-page.test.ts).
 */
const SERIAL = [
  'test/e2e/publisher.test.ts',
  'test/e2e/publisher-dev.test.ts',
  'test/e2e/publisher-dev-stop.test.ts',
  'test/e2e/package.test.ts',
  'test/e2e/editor.test.ts',
  'test/e2e/editor-import.test.ts',
  'test/e2e/editor-simulate.test.ts',
  'test/e2e/play.test.ts',
  'test/e2e/play-hostile.test.ts',
];

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'parallel', include: ['test/e2e/**/*.test.ts'], exclude: SERIAL, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'serial', include: SERIAL, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
