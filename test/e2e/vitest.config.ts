import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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

/**
 * The files that take longest, started first (seconds on two loaded cores: the e2e run of session
 * 16 with pages kept per file, the range of sessions 14-15's clean-clone runs before it in
 * brackets). Vitest orders a run without its cache (a clean clone) by file size, which started
 * axe.test.ts (the 30th largest file) and package.test.ts (the 19th) near the end, leaving one
 * worker idle while they finished. Longest first keeps the two workers busy to the end. A file
 * not listed keeps Vitest's order after these.
 */
const LONGEST_FIRST = [
  'publisher.test.ts', // 147 (178-265)
  'ship-it.test.ts', // 137 (162-198)
  'package.test.ts', // 117 (121-148)
  'axe.test.ts', // 92 (77-122)
  'classroom.test.ts', // 73 (89-161)
  'ship-it-play.test.ts', // 68 (78-86)
  'crossing-oceans.test.ts', // 62 (79-114)
  'i18n.test.ts', // 56 (79-119)
  'editor-workbench.test.ts', // 50 (58-64)
  'play-page.test.ts', // 45 (62-89)
  'publisher-dev.test.ts', // 44 (48-49)
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // Array.prototype.sort is stable: within a rank, Vitest's own order stands; the groups (parallel, then serial) stay apart.
    return (await super.sort(files)).sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b));
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    globalSetup: ['test/e2e/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'parallel', include: ['test/e2e/**/*.test.ts'], exclude: SERIAL, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'serial', include: SERIAL, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
