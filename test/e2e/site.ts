import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { launchBrowser } from './browser';
import { serveStatic, type StaticServer } from './serve';
import { memberPath } from '../../src/project/collection';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS = join(ROOT, 'test/e2e/.artifacts');

export interface Site {
  url: string;
  browser: Browser;
  /**
   * A fresh page; console errors and page errors are collected in `errors`. Opened in a test,
   * it is closed when that test ends, so a walkthrough or play page a test leaves open does not
   * go on drawing (and taking a core) while the file's next tests run. `options`: the page's own
   * (`reducedMotion: 'no-preference'` for a test of an animation; pages are still by default).
   */
  open(path: string, viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<Page & { errors: string[] }>;
  close(): Promise<void>;
}

/**
 * A game of the repository's collection as `npm run build` made it (`collection:` in
 * content/rulekit.yaml): its folder in dist/ and its base, served there as a host would.
 */
export async function collectionSite(name: string): Promise<{ out: string; base: string; server: StaticServer }> {
  const path = memberPath(name);
  const out = join(ROOT, 'dist', ...path.split('/').filter(Boolean));
  if (!existsSync(join(out, 'index.html'))) throw new Error(`no ${out}: build the site with \`npm run build\`, which builds the collection's games too`);
  const base = `/${path}`;
  return { out, base, server: await serveStatic(out, { base }) };
}

/** `ownBrowser`: a Chromium of its own, not the run's shared one (for files that judge main-thread time; see launchBrowser). */
export async function startSite(options: { ownBrowser?: boolean } = {}): Promise<Site> {
  const server: StaticServer = await serveStatic(join(ROOT, 'dist'));
  const browser = await launchBrowser({ own: options.ownBrowser });
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    url: server.url,
    browser,
    async open(path, viewport = { width: 1280, height: 800 }, options = {}) {
      const page = (await browser.newPage({ viewport, ...options })) as Page & { errors: string[] };
      page.errors = collectErrors(page);
      closeWhenTestEnds(page);
      await page.goto(server.url + path);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Closes `page` when the running test ends; outside a test (a hook), the caller closes it. */
export function closeWhenTestEnds(page: Page): void {
  try {
    onTestFinished(() => page.close().catch(() => undefined));
  } catch {
    // not inside a test
  }
}

/** Collects the page's uncaught errors and console errors into `into` (there should be none). */
export function collectErrors(page: Page, into: string[] = []): string[] {
  page.on('pageerror', (e) => into.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') into.push(m.text());
  });
  return into;
}

/**
 * Cytoscape's own warnings (a bad style, an option it advises against), which it prints with
 * console.warn from its bundle: a page that draws with it should give none.
 */
export function cytoscapeWarnings(page: Page, into: string[] = []): string[] {
  page.on('console', (m) => {
    if (m.type() === 'warning' && /cytoscape/i.test(m.location().url)) into.push(m.text());
  });
  return into;
}

/** Waits until the walkthrough island has hydrated (the board is still the static SVG; Cytoscape loads when wanted). */
export async function walkthroughReady(page: Page): Promise<void> {
  await page.waitForSelector('.wt[data-live="true"]', { timeout: 20_000 });
}

/** Waits until the walkthrough's board is drawn by Cytoscape, loading it as a reader would (a click on the board). */
export async function boardLive(page: Page): Promise<void> {
  await walkthroughReady(page);
  await page.locator('.wt .board-view__stage').click({ position: { x: 5, y: 5 } });
  await page.waitForSelector('.wt .board-view[data-ready="true"]', { timeout: 20_000 });
}

/**
 * A screenshot for a person to look at (test/e2e/.artifacts/). RULEKIT_E2E_SHOTS=0 skips them, as
 * .ci/run does: nobody looks at CI's, and a full-page one costs 0.4–2.5 s of the two shared cores
 * (about 190 in a run). No test reads a screenshot back; what they check is asserted in the page.
 */
export async function snap<O>(target: { screenshot(options: O): Promise<unknown> }, options: O): Promise<void> {
  if (process.env.RULEKIT_E2E_SHOTS === '0') return;
  await target.screenshot(options);
}

export const shot = (page: Page, name: string, fullPage = true) => snap(page, { path: join(ARTIFACTS, `${name}.png`), fullPage });

/** The three screens every page is looked at on: a desktop, a laptop or projector, a phone. */
export const VIEWPORTS = { desktop: { width: 1366, height: 900 }, laptop: { width: 1280, height: 720 }, phone: { width: 390, height: 844 } } as const;

export type Viewport = { width: number; height: number };

/**
 * Runs `check` on one loaded page at each viewport in turn, resizing it rather than loading the
 * page again for each screen (a load costs far more than a layout); each check starts three
 * frames after the resize (a ResizeObserver that refits in its next frame, as useFitText does,
 * has run by then), where the page left its scroll. A failure names the viewport:
 * "at 390x844: expected …". Use it where the checks do not depend on the page having been
 * opened at that size (layout, overflow, screenshots), not for what a page decides once at load.
 */
export async function atViewports(page: Page, viewports: Iterable<Viewport>, check: (viewport: Viewport) => Promise<void>): Promise<void> {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
    try {
      await check(viewport);
    } catch (e) {
      if (e instanceof Error) e.message = `at ${viewport.width}x${viewport.height}: ${e.message}`;
      throw e;
    }
  }
}
