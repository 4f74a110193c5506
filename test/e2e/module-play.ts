import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, collectErrors, snap, VIEWPORTS, type Viewport } from './site';

/** The toolkit's play page for a game module (ModulePlay) as the files that play on it drive and read it. */

/** The page at `url` in a context of its own that takes downloads (a saved game, a recorded walkthrough). */
export async function openPlay(browser: Browser, url: string, viewport: Viewport = VIEWPORTS.desktop): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url);
  return { page, errors };
}

/** A new game from the set-up form: `count` seats, the first a person, the others the form's default bot, on deal `seed`. */
export async function newGame(page: Page, seed: number, count = 3): Promise<void> {
  await page.waitForSelector('[data-start]', { timeout: 20_000 });
  await page.locator(`input[name="mp-count"][value="${count}"]`).check();
  await page.locator('[data-seed]').fill(String(seed));
  await page.click('[data-start]');
  await page.waitForSelector('[data-picker]', { timeout: 20_000 });
}

/** How many moves of the game are played (the cursor). */
export const moves = async (page: Page): Promise<number> => Number(await page.locator('.mp').getAttribute('data-moves'));
export const waitingFor = (page: Page) => page.locator('.mp').getAttribute('data-waiting');

/** Waits until a person is to act or the game is over, and says which. */
export async function settled(page: Page): Promise<string> {
  await page.waitForSelector('.mp[data-waiting="person"] [data-picker], .mp[data-waiting="ended"]', { timeout: 60_000 });
  return (await waitingFor(page))!;
}

/** Whole-page screenshots at the three screens (`<name>-<screen>.png`), the page left at the desktop's size. */
export async function shotAll(page: Page, name: string): Promise<void> {
  for (const [screen, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await snap(page, { path: join(ARTIFACTS, `${name}-${screen}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
