import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedFile } from './browser';
import { ARTIFACTS, collectErrors, type Site, snap, startSite } from './site';

/**
 * The play page when the page goes away mid-game or a second tab plays the same
 * game: a reload straight after a move (before the debounced save could run)
 * finds the position and says so; two tabs of one browser never write over each
 * other's game unseen, the one overwritten is kept under its own key and offered
 * as a file the page opens. Waits are on the page's state, never on the clock.
 */

const KEY = 'clippers-play:game:v1';
const OTHER = 'clippers-play:other-tab:';

let site: Site;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await site?.close();
});

async function newContext(): Promise<BrowserContext> {
  const c = await site.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  contexts.push(c);
  return c;
}
async function openPlay(context: BrowserContext): Promise<Page & { errors: string[] }> {
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = collectErrors(page);
  await page.goto(`${site.url}/play/`);
  await page.waitForSelector('.play-setup, .play__grid', { timeout: 30_000 });
  return page;
}

const toPlay = (page: Page) => page.locator('[data-testid=to-play]').innerText();
const money = (page: Page, name: string) => page.locator(`[data-testid=players] tr[data-player="${name}"] td[data-col=money]`).innerText();
const reserve = (page: Page, name: string) => page.locator(`[data-testid=players] tr[data-player="${name}"] td[data-col=reserve]`).innerText();
/** The autosave as this browser holds it: its position (moves played) and its moves, or null. */
const saved = (page: Page) =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    if (text === null) return null;
    const r = JSON.parse(text) as { cursor: number; game: { moves: unknown[] } };
    return { cursor: r.cursor, moves: JSON.stringify(r.game.moves.slice(0, r.cursor)), text };
  }, KEY);

/** The notice at the three screen sizes, for a person to look at. */
async function shots(page: Page, testId: string, name: string): Promise<void> {
  for (const [w, h] of [
    [1366, 900],
    [1280, 720],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    const notice = page.getByTestId(testId);
    await notice.waitFor({ state: 'visible' });
    await notice.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await snap(page, { path: join(ARTIFACTS, `play-recovery-${name}-${w}x${h}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('the play page after a reload, and with two tabs', () => {
  it('a reload straight after a move, before its debounced save, finds the position and says so', async () => {
    const page = await openPlay(await newContext());
    await page.getByTestId('start-game').click();
    await page.waitForSelector('.play__grid');
    await expect.poll(async () => (await saved(page))?.cursor).toBe(0);
    // Hold back the autosave's debounce timer, as a reload within its 250 ms would: only leaving the page can save now.
    await page.evaluate(() => {
      const real = window.setTimeout;
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => (ms === 250 ? -1 : real(fn, ms, ...rest))) as typeof window.setTimeout;
    });
    await page.locator('[data-card="2x"]:not([disabled])').first().click();
    await expect.poll(() => toPlay(page)).toBe('Ben');
    await page.locator('.play-layer__port--place').first().dispatchEvent('click');
    await expect.poll(() => toPlay(page)).toBe('Chloé');
    // The two moves wait for a save that will never come.
    expect((await saved(page))?.cursor).toBe(0);

    await page.reload();
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    expect(await toPlay(page)).toBe('Chloé');
    expect(await money(page, 'Ana')).toBe('$0');
    expect(await reserve(page, 'Ben')).toBe('4');
    const notice = page.getByTestId('notice');
    await notice.waitFor({ state: 'visible' });
    expect(await notice.innerText()).toMatch(/^Your game is back as you left it, after move 2 \(saved in this browser at \d\d:\d\d:\d\d( [AP]M)?\)\./);
    await shots(page, 'notice', 'reload');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'hidden' });
    // The French page says it in French.
    await page.goto(`${site.url}/fr/play/`);
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('notice').innerText()).toMatch(/^Votre partie a été retrouvée telle que vous l’aviez laissée, après le coup 2 \(enregistrée dans ce navigateur à /);
    await snap(page, { path: join(ARTIFACTS, 'play-recovery-reload-fr-1366x900.png') });
    expect(page.errors).toEqual([]);
  });

  it('a damaged autosave is moved aside and named, and the page starts afresh', async () => {
    const context = await newContext();
    const page = await openPlay(context);
    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"game":{"format":'), KEY);
    await page.reload();
    await page.waitForSelector('.play-setup', { timeout: 30_000 });
    const notice = page.getByTestId('notice');
    await notice.waitFor({ state: 'visible' });
    expect(await notice.innerText()).toMatch(/^The saved game is not valid JSON \(.+\)\. It was kept in this browser under “clippers-play:corrupt:[^”]+”\./);
    const moved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clippers-play:corrupt:')).map((k) => localStorage.getItem(k)));
    expect(moved).toEqual(['{"version":1,"game":{"format":']);
    expect(page.errors).toEqual([]);
  });

  it('with the storage full, a move says it was not kept, and a reload finds the last position that was', async () => {
    const page = await openPlay(await newContext());
    await page.getByTestId('start-game').click();
    await page.waitForSelector('.play__grid');
    await page.locator('[data-card="2x"]:not([disabled])').first().click();
    await expect.poll(async () => (await saved(page))?.cursor).toBe(1);
    // Fill this browser's storage for the site to the last byte.
    const filled = await page.evaluate(() => {
      let n = 0;
      for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
        for (;;) {
          try {
            localStorage.setItem(`fill:${n++}`, 'x'.repeat(size));
          } catch {
            break;
          }
        }
      }
      return n;
    });
    expect(filled).toBeGreaterThan(1);
    await page.locator('.play-layer__port--place').first().dispatchEvent('click');
    const notice = page.getByTestId('notice');
    await expect.poll(() => notice.innerText()).toMatch(/^The browser’s storage is full, so the game could not be kept\. Save it as a file\./);
    expect((await saved(page))?.cursor).toBe(1);
    await page.reload();
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    expect(await toPlay(page)).toBe('Ben');
    await expect.poll(() => page.getByTestId('notice').innerText()).toMatch(/after move 1 /);
    expect(page.errors).toEqual([]);
  });

  it('opening a saved game from a file keeps the game in progress aside, says so, and offers it back', async () => {
    const page = await openPlay(await newContext());
    await page.getByTestId('start-game').click();
    await page.waitForSelector('.play__grid');
    await page.locator('[data-card="2x"]:not([disabled])').first().click();
    await expect.poll(async () => (await saved(page))?.cursor).toBe(1);
    // Save this game as a file, then play on one more move: the file is the earlier position, the page the later.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save file' }).click()]);
    const file = readFileSync(await downloadedFile(download));
    await page.locator('.play-layer__port--place').first().dispatchEvent('click');
    await expect.poll(async () => (await saved(page))?.cursor).toBe(2);
    const before = (await saved(page))!;

    await page.locator('.play-bar input[type=file]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: file });
    const notice = page.getByTestId('other-tab-notice');
    await notice.waitFor({ state: 'visible' });
    expect(await notice.innerText()).toMatch(/^Your earlier game is safe\. What you opened here did not replace the game you were playing: that game is kept in this browser under clippers-play:other-tab:\S+\./);
    // The page shows the file's game (one move in); the game played on to move 2 is kept word for word.
    await expect.poll(async () => (await saved(page))?.cursor).toBe(1);
    expect(await toPlay(page)).toBe('Ben');
    const kept = await page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => localStorage.getItem(k)), OTHER);
    expect(kept).toEqual([before.text]);
    await shots(page, 'other-tab-notice', 'file-opened');
    expect(page.errors).toEqual([]);
  }, 90_000);

  it('two tabs of one game: neither writes over the other unseen; the game written over is kept, said so, and opens from the file offered', async () => {
    const context = await newContext();
    const a = await openPlay(context);
    await a.getByTestId('start-game').click();
    await a.waitForSelector('.play__grid');
    await a.locator('[data-card="2x"]:not([disabled])').first().click();
    await expect.poll(async () => (await saved(a))?.cursor).toBe(1);

    // A second tab opens the same game, from the autosave, and says so.
    const b = await openPlay(context);
    await b.waitForSelector('.play__grid');
    expect(await toPlay(b)).toBe('Ben');
    await expect.poll(() => b.getByTestId('notice').innerText()).toMatch(/after move 1 /);
    // B plays Ben's move: a port marker.
    await b.locator('.play-layer__port--place').first().dispatchEvent('click');
    await expect.poll(async () => (await saved(b))?.cursor).toBe(2);
    const theirs = (await saved(b))!;

    // A hears of it at once.
    await a.bringToFront();
    const aNotice = a.getByTestId('other-tab-notice');
    await aNotice.waitFor({ state: 'visible' });
    expect(await aNotice.innerText()).toMatch(/^This game was changed in another tab\. If you play on here, the other tab’s game is kept aside and offered to you, not lost\./);
    // A, still at Ben's turn, plays another move for him: a card. Its save keeps B's game aside first.
    expect(await toPlay(a)).toBe('Ben');
    await a.locator('[data-card="5x"]:not([disabled])').first().click();
    await expect.poll(() => aNotice.innerText()).toMatch(/^Another tab had saved a different game\. This tab saved its own game over it, and kept the other tab’s in this browser under clippers-play:other-tab:\S+\./);
    const kept = await a.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => localStorage.getItem(k)), OTHER);
    expect(kept).toEqual([theirs.text]);
    const mine = (await saved(a))!;
    expect(mine.cursor).toBe(2);
    expect(mine.moves).not.toBe(theirs.moves);
    await shots(a, 'other-tab-notice', 'other-tab');

    // The other tab's game, offered as a file: it opens on the page at B's position.
    const [download] = await Promise.all([a.waitForEvent('download'), aNotice.getByRole('button', { name: 'Download the other tab’s game' }).click()]);
    const file = await downloadedFile(download);
    const game = JSON.parse(readFileSync(file, 'utf8')) as { format: string; moves: unknown[] };
    expect(game.format).toBe('clippers-game');
    expect(JSON.stringify(game.moves)).toBe(theirs.moves);
    await a.locator('.play-bar input[type=file], .play-open input[type=file]').first().setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: readFileSync(file) });
    await expect.poll(() => reserve(a, 'Ben')).toBe('4');
    expect(await toPlay(a)).toBe('Chloé');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    // Two live game tables (charts and all) in one browser: 50 s at a load average of 25 on two cores.
  }, 120_000);
});
