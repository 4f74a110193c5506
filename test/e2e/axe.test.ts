import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeSerious, islandsHydrated, withAxe } from './axe';
import { ROOT, startSite, type Site } from './site';

/**
 * Every built page through axe-core (test/e2e/axe.ts): no serious or critical violation
 * (issue 35 found 179, most of them the paragraphs' language links).
 * Pages are read from dist/, so a new page is swept without this file changing.
 */

// The collection's games (dist/games/) are swept by their own files: ship-it.test.ts every page, crossing-oceans.test.ts the pages a reader meets first.
function pages(dir = join(ROOT, 'dist')): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'pagefind' && name !== '_astro' && !(name === 'games' && dir === join(ROOT, 'dist'))) out.push(...pages(path));
    } else if (name === 'index.html') out.push('/' + relative(join(ROOT, 'dist'), dir).split('\\').join('/') + (dir.endsWith('dist') ? '' : '/'));
  }
  return out.map((p) => p.replace(/^\/\/$/, '/')).sort();
}

let site: Site;
/**
 * One page per screen, taken from page to page as a reader does: a fresh page for each path (a
 * new browser context and renderer, and axe compiled anew) took longer than most paths' checks.
 */
let desktop: Page;
let phone: Page;
beforeAll(async () => {
  site = await startSite();
  desktop = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
  phone = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
  await withAxe(desktop);
  await withAxe(phone);
});
afterAll(async () => {
  await site?.close();
});

const serious = async (page: Page, path: string) => {
  await page.goto(site.url + path);
  // The page as a reader meets it, its islands started (this was a fixed 300 ms wait).
  await islandsHydrated(page);
  return axeSerious(page);
};

describe('accessibility: axe-core over every built page', () => {
  const all = pages();
  it('finds the built pages', () => {
    expect(all.length).toBeGreaterThan(30);
  });
  for (const path of all) {
    it(`${path} has no serious or critical violation`, async () => {
      expect(await serious(desktop, path)).toEqual([]);
    });
  }
  it('the walkthrough and the play page have none on a phone either', async () => {
    for (const path of ['/walkthrough/', '/fr/walkthrough/', '/play/?walkthrough=first-round&step=5']) expect(await serious(phone, path), path).toEqual([]);
  });
});
