import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { serveStatic, type StaticServer } from './serve';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS = join(ROOT, 'test/e2e/.artifacts');

export interface Site {
  url: string;
  browser: Browser;
  /** A fresh page; console errors and page errors are collected in `errors`. */
  open(path: string, viewport?: { width: number; height: number }): Promise<Page & { errors: string[] }>;
  close(): Promise<void>;
}

export async function startSite(): Promise<Site> {
  const server: StaticServer = await serveStatic(join(ROOT, 'dist'));
  const browser = await launchBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    url: server.url,
    browser,
    async open(path, viewport = { width: 1280, height: 800 }) {
      const page = (await browser.newPage({ viewport })) as Page & { errors: string[] };
      page.errors = collectErrors(page);
      await page.goto(server.url + path);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
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

export const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });

/** The three screens every page is looked at on: a desktop, a laptop or projector, a phone. */
export const VIEWPORTS = { desktop: { width: 1366, height: 900 }, laptop: { width: 1280, height: 720 }, phone: { width: 390, height: 844 } } as const;
