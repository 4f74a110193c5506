import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests against the built site (`npm run build` first; the global setup builds if
 * dist/ is missing). The site is built once and shared: each file serves dist/ on its own
 * port and connects to the run's one Chromium (global-setup.ts), and the files run two at a
 * time (`parallel`), except:
 * - `serial`, run alone afterwards, where nothing else competes for the two cores: files that
 *   judge how long the main thread is busy (editor-import's CPU figures, play.test's and
 *   play-hostile's timings) or drive the editor by mouse and keys with one-second waits
 *   (editor, editor-simulate). Each launches a Chromium of its own (launchBrowser's `own`):
 *   the shared one, after the other files, measured the largest map 1.6x the default map.
 * The files that build or install the publisher's kit run in `parallel` (they wait on child
 * processes and servers much of the time): package.test.ts installs into a folder of its own;
 * publisher, publisher-dev and publisher-dev-stop run Astro from this repository, whose
 * generated .astro/ folder is one per toolkit, so they take turns through a lock
 * (test/e2e/astro-lock.ts) rather than run beside each other.
 * crossing-oceans, ship-it and ship-it-play read the build's dist/games/<game>/ (the
 * collection's games are built by `npm run build`), so they run beside the others.
 * A new file joins `parallel` by being left out of SERIAL; keep a file's timed checks in a
 * file of their own so the rest can run two at a time (play.test.ts / play-page.test.ts).
 */
const SERIAL = [
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
