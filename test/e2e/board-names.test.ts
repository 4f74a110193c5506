import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atViewports, shot, startSite, type Site } from './site';

/**
 * Island names as drawn in the browser, at the three screens the audit used: each
 * one nearer its own island than any other (the audit saw "Flint Island" beside
 * American Samoa, "Penrhyn" over Tokelau), none cut at the picture's edge
 * ("arotonga" on the home page), readable but not outsized on a phone (28 px tall
 * while port spaces were 10), and the play board's port spaces big enough to tap.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const SCREENS = [
  { width: 1366, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

interface NameCheck {
  names: number;
  wrong: string[];
  cut: string[];
  heights: number[];
}

/** For every SVG board on the page: its names' screen boxes against its islands' drawn circles. */
const checkNames = (page: Page): Promise<NameCheck> =>
  page.evaluate(() => {
    const out = { names: 0, wrong: [] as string[], cut: [] as string[], heights: [] as number[] };
    for (const svg of document.querySelectorAll('svg.board-svg')) {
      const frame = svg.getBoundingClientRect();
      if (frame.width === 0) continue;
      const islands = [...svg.querySelectorAll('.board-svg__nodes g[data-kind="island"]')].map((g) => {
        const circles = g.querySelectorAll('circle');
        const b = circles[circles.length - 1].getBoundingClientRect();
        return { id: g.getAttribute('data-id')!, x: b.x + b.width / 2, y: b.y + b.height / 2, r: b.width / 2 };
      });
      for (const t of svg.querySelectorAll('text.board-svg__name')) {
        const b = t.getBoundingClientRect();
        const gap = (i: (typeof islands)[number]) => Math.max(0, Math.hypot(Math.max(b.x - i.x, 0, i.x - b.right), Math.max(b.y - i.y, 0, i.y - b.bottom)) - i.r);
        const own = islands.find((i) => i.id === t.getAttribute('data-name-of'));
        if (!own) continue;
        out.names++;
        out.heights.push(b.height);
        for (const other of islands) if (other !== own && gap(other) < gap(own)) out.wrong.push(`${own.id} nearer ${other.id}`);
        if (b.x < frame.x - 1 || b.right > frame.right + 1 || b.y < frame.y - 1 || b.bottom > frame.bottom + 1) out.cut.push(own.id);
      }
    }
    return out;
  });

async function startGame(page: Page): Promise<void> {
  await page.locator('main button[type=submit]').first().click();
  await page.waitForSelector('.play-board svg .play-layer__port--place');
  await page.waitForTimeout(300);
}

// The drawn boards: each page loaded once and resized to every screen (its boards follow their box's size), settling 300 ms as after the load.
describe(`island names at ${SCREENS.map((s) => `${s.width}×${s.height}`).join(', ')}`, () => {
  for (const path of ['/', '/board/', '/walkthrough/first-round/', '/embed/walkthrough/first-round/']) {
    it(`sit by their own island, uncut, on ${path}`, async () => {
      const page = await site.open(path, SCREENS[0]);
      await page.waitForLoadState('networkidle');
      await atViewports(page, SCREENS, async () => {
        await page.waitForTimeout(300);
        const check = await checkNames(page);
        expect(check.names).toBeGreaterThan(10);
        expect(check.wrong).toEqual([]);
        expect(check.cut).toEqual([]);
      });
      expect(page.errors).toEqual([]);
    });
  }
});

for (const screen of SCREENS) {
  describe(`island names at ${screen.width}×${screen.height}`, () => {
    for (const view of ['whole', 'close'] as const) {
      it(`sit by their own island on the play board (${view === 'whole' ? 'Whole board' : 'Close-up'}), at their size, and port spaces take a tap`, async () => {
        const page = await site.open('/play/', screen);
        await startGame(page);
        if (view === 'close') {
          await page.getByRole('button', { name: 'Close-up on the moves' }).click();
          await page.waitForTimeout(300);
        }
        const check = await checkNames(page);
        expect(check.names).toBeGreaterThan(20);
        expect(check.wrong).toEqual([]);
        // Names placed for the picture's real width: 12 px text is about 14 px tall with its halo; 28 px was the bug.
        for (const h of check.heights) expect(h).toBeLessThan(20);
        // Every port spot offered has a tap target at least 24 px across (the square drawn stays the board's own).
        const hits = await page.locator('.play-layer__port-hit').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
        expect(hits.length).toBeGreaterThan(20);
        for (const w of hits) expect(w).toBeGreaterThanOrEqual(23.5);
        await shot(page, `board-names-play-${view}-${screen.width}`, false);
        expect(page.errors).toEqual([]);
        await page.close();
      });
    }
  });
}
