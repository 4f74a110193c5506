import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, startSite, walkthroughReady, type Site } from './site';

/**
 * Issue 35: the live charts beside the walkthrough's board were taller than the screen, so the
 * 5X, Port and Purple panels were cut off or out of sight, and step 12 ("Pauline sits out") is
 * explained by the 5X panel. With the board in its place beside the narration (the page scrolled
 * to the board, as a reader does), every chart is whole on screen at once, with no scroll box.
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Scrolls the page as a reader would to have the board in view: the grid's top just under the site's sticky header. */
async function toTheBoard(page: Page): Promise<void> {
  await page.evaluate(() => {
    const header = document.querySelector('.site-header');
    const under = header ? header.getBoundingClientRect().bottom : 0;
    const grid = document.querySelector('.wt__grid')!;
    window.scrollBy(0, grid.getBoundingClientRect().top - under - 8);
  });
}

/** Each chart panel that is not wholly on screen: outside the window, under the sticky header, or cut by an ancestor that clips. */
function unseenPanels(page: Page): Promise<string[]> {
  return page.locator('.wt__charts [data-region]').evaluateAll((els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const name = `${el.getAttribute('data-region')} (${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight}, ${Math.round(r.left)}–${Math.round(r.right)} of ${innerWidth})`;
      if (r.height === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return [name];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5 || r.left < c.left - 0.5 || r.right > c.right + 0.5) return [`${name}, cut by ${a.className || a.tagName}`];
      }
      // Its top and bottom edges are its own, not the sticky header's.
      const x = r.left + r.width / 2;
      const mine = (y: number) => el.contains(document.elementFromPoint(x, y));
      return mine(r.top + 3) && mine(r.bottom - 3) ? [] : [`${name}, covered`];
    }),
  );
}

const SIZES = [
  { width: 1366, height: 900 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

describe('the live charts beside the walkthrough board, all in view at once', () => {
  for (const lang of ['', '/fr'])
    for (const viewport of SIZES) {
      it(`at step 12 (Pauline sits out, told by the 5X panel), ${lang || '/en'} ${viewport.width}x${viewport.height}`, async () => {
        const page = await site.open(`${lang}/walkthrough/#step-12`, viewport);
        await walkthroughReady(page);
        await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(/(step|étape) 12 /i);
        await page.waitForSelector('.wt__charts[data-charts="actor"]', { timeout: 20_000 });
        await toTheBoard(page);
        const regions = await page.locator('.wt__charts [data-region]').evaluateAll((els) => els.map((e) => e.getAttribute('data-region')));
        expect(regions).toEqual(expect.arrayContaining(['turn', '2x', '3x', '5x', 'port', 'purple']));
        expect(await unseenPanels(page)).toEqual([]);
        // Beside the board, the board still in view too.
        const board = (await page.locator('.wt__board .board-view__stage').boundingBox())!;
        const turn = (await page.locator('.wt__charts [data-region="turn"]').boundingBox())!;
        expect(turn.x).toBeGreaterThanOrEqual(board.x + board.width);
        expect(board.y).toBeGreaterThanOrEqual(0);
        // No scroll box of their own.
        const boxes = await page.locator('.wt__charts, .wt__charts *').evaluateAll((els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1 && /auto|scroll|hidden/.test(getComputedStyle(e).overflowY)).map((e) => e.className));
        expect(boxes).toEqual([]);
        // Still readable: no chart text under 12 px.
        const small = await page.locator('.wt__charts *').evaluateAll((els) => els.filter((e) => e.childNodes.length > 0 && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()) && parseFloat(getComputedStyle(e).fontSize) < 12).map((e) => e.textContent));
        expect(small).toEqual([]);
        await shot(page, `charts-fit${lang.replace('/', '-')}-${viewport.width}-step-12`, false);
        expect(page.errors).toEqual([]);
      });
    }
});
