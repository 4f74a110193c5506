import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Download } from 'playwright-core';

/** Debian's Chromium, headless; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * The browser run's one Chromium (test/e2e/global-setup.ts starts it and puts its address in
 * this variable for the test files' processes); unset outside that run (a script, a bench).
 */
export const SHARED_BROWSER = 'RULEKIT_E2E_BROWSER';

/** Starts Chromium as a server the test files connect to, each with contexts of its own. */
export const launchBrowserServer = () => chromium.launchServer({ executablePath: CHROMIUM, args: ARGS });

/**
 * A browser for one test file or script. In the browser run, a connection to the run's one
 * Chromium: a launch of its own cost each file 1.5-7 s (the more the machine was loaded), and
 * every page is in a context of its own either way. `close()` then closes this connection's
 * contexts and pages and leaves Chromium to the other files. `own`: a Chromium of its own all
 * the same, for the files that judge main-thread time (the serial group): after the run's other
 * files, the shared one measured the largest map's keys 1.6x the default map's, over the 1.5 allowed.
 */
export async function launchBrowser(options: { own?: boolean } = {}): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER];
  const browser = shared && !options.own ? await chromium.connect(shared) : await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return process.env.RULEKIT_E2E_MOTION === '1' ? browser : stillByDefault(browser);
}

/**
 * Pages ask for reduced motion unless a test says otherwise (`reducedMotion: 'no-preference'`, as
 * the tests of a framing animation do): the site honours the setting, and Chromium without a GPU
 * paints every frame of a pulse or a glide on the CPU the two workers share, for as long as a page
 * is open. RULEKIT_E2E_MOTION=1 runs everything with motion, as a person with default settings sees it.
 */
function stillByDefault(browser: Browser): Browser {
  const newPage = browser.newPage.bind(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newPage = (o = {}) => newPage({ reducedMotion: 'reduce', ...o });
  browser.newContext = (o = {}) => newContext({ reducedMotion: 'reduce', ...o });
  return browser;
}

/**
 * A downloaded file's path on this machine. Connected to the run's Chromium, a download's own
 * copy is the browser server's (Download.path() refuses), so it is saved to a folder of its own.
 */
export async function downloadedFile(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'rulekit-e2e-download-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
