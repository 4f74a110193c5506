import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, startSite, type Site } from './site';

/**
 * Issue 35, the play page on a phone and a desktop: the board frames the moves it lights (the phone
 * opened it on its west edge while every lit phase-2 route was at the east harbors), and the players
 * table fits its column (its ship column was cut off on a phone, in French most).
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];

/** Lit things whose middle is outside the board's box as it is scrolled, once the board is scrolled into view down the page. */
async function unframed(page: Page): Promise<{ lit: number; out: string[] }> {
  await page.locator('.play-board').evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  return page.locator('.play-board').evaluate((box) => {
    const b = box.getBoundingClientRect();
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const area = { l: Math.max(b.left, 0), r: Math.min(b.right, innerWidth), t: Math.max(b.top, header), b: Math.min(b.bottom, innerHeight) };
    const lit = [...box.querySelectorAll<SVGGraphicsElement>('.play-layer__lit .play-layer__glow, .play-layer__port')];
    const out = lit.flatMap((el) => {
      let x: number, y: number;
      if (el instanceof SVGPathElement) {
        const p = el.getPointAtLength(el.getTotalLength() / 2);
        ({ x, y } = new DOMPoint(p.x, p.y).matrixTransform(el.getScreenCTM()!));
      } else {
        const r = el.getBoundingClientRect();
        (x = r.left + r.width / 2), (y = r.top + r.height / 2);
      }
      return x >= area.l && x <= area.r && y >= area.t && y <= area.b ? [] : [`${el.closest('[data-link]')?.getAttribute('data-link') ?? el.getAttribute('data-island') ?? el.getAttribute('class')} at ${Math.round(x)},${Math.round(y)}`];
    });
    return { lit: lit.length, out };
  });
}

/** Cells of the players table outside its section, and whether the table scrolls sideways. */
function tableOverflow(page: Page): Promise<string[]> {
  return page.getByTestId('players').evaluate((table) => {
    const section = table.closest('section')!.getBoundingClientRect();
    const out = [...table.querySelectorAll('th, td')].filter((c) => c.getBoundingClientRect().right > Math.min(section.right, innerWidth) + 0.5).map((c) => (c as HTMLElement).innerText);
    if (table.scrollWidth > table.clientWidth) out.push(`table ${table.scrollWidth} px in ${table.clientWidth}`);
    if (table.parentElement!.scrollWidth > table.parentElement!.clientWidth) out.push(`section ${table.parentElement!.scrollWidth} px in ${table.parentElement!.clientWidth}`);
    return out;
  });
}

describe('the play page frames the moves it lights', () => {
  for (const viewport of SIZES)
    it(`in phase 2 of the worked round (the lit routes at the east harbors), ${viewport.width}x${viewport.height}`, async () => {
      for (const step of [5, 8]) {
        const page = await site.open(`/play/?walkthrough=first-round&step=${step}`, viewport);
        await page.waitForSelector('.play__grid', { timeout: 30_000 });
        await expect.poll(() => page.locator('.play__where strong').innerText()).toMatch(/Phase 2/);
        await expect.poll(() => page.locator('.play-layer__lit').count()).toBeGreaterThan(0);
        // The framing follows the picture's size, measured after it is drawn.
        await expect.poll(async () => (await unframed(page)).out, { timeout: 5_000 }).toEqual([]);
        if (step === 8) await shot(page, `play-frame-phase2-${viewport.width}`, false);
        expect(page.errors).toEqual([]);
        await page.close();
      }
    });

  it('and frames them again after a move lights others, on a phone', async () => {
    const page = await site.open('/play/?walkthrough=first-round&step=8', { width: 390, height: 844 });
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    await expect.poll(async () => (await unframed(page)).out).toEqual([]);
    // The reader scrolls back to the west edge; the next move lights the next player's routes, and they are framed again.
    await page.locator('.play-board').evaluate((el) => (el.scrollLeft = 0));
    await page.locator('.play-layer__hit[data-legal]').first().dispatchEvent('click');
    await expect.poll(() => page.getByTestId('news').innerText()).toMatch(/lays/);
    await expect.poll(async () => (await unframed(page)).out).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});

describe('the players table on a phone', () => {
  for (const [lang, base] of [
    ['en', '/'],
    ['fr', '/fr/'],
  ] as const)
    it(`fits its column with every cell in view, ships bought, ${lang}`, async () => {
      // Round 2, phase 1: each player takes an action, then buys the ship with the longest company name they can.
      const page = await site.open(`${base}play/?walkthrough=first-round&step=13`, { width: 390, height: 844 });
      await page.waitForSelector('.play__grid', { timeout: 30_000 });
      expect(await tableOverflow(page)).toEqual([]);
      let bought = 0;
      for (let turn = 0; turn < 3; turn++) {
        const who = await page.getByTestId('to-play').innerText();
        const card = page.locator('[data-card]:not([disabled])');
        if ((await card.count()) > 0) await card.first().click();
        else await page.locator('.play-turn [data-move="pass"]').click();
        const ships = page.locator('[data-ship]:not([disabled])');
        await expect.poll(async () => (await ships.count()) > 0 || (await page.getByTestId('to-play').innerText()) !== who).toBe(true);
        if ((await ships.count()) === 0) continue;
        const names = await ships.allInnerTexts();
        const longest = names.indexOf(names.reduce((a, b) => (b.length > a.length ? b : a)));
        await ships.nth(longest).click();
        bought++;
        await expect.poll(() => page.getByTestId('to-play').innerText()).not.toBe(who);
      }
      expect(bought).toBeGreaterThan(0);
      const ships = await page.locator('[data-testid=players] td[data-col=ship]').allInnerTexts();
      expect(ships.filter((s) => s.trim() !== '—').length).toBe(bought);
      await page.getByTestId('players').scrollIntoViewIfNeeded();
      await shot(page, `play-players-${lang}-390`, false);
      expect(await tableOverflow(page)).toEqual([]);
      expect(page.errors).toEqual([]);
    });
});
