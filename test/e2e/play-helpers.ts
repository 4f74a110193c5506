import type { Page } from 'playwright-core';

/** What the play page's browser tests read and click (play.test.ts, play-page.test.ts). */
export const money = (page: Page, name: string) => page.locator(`[data-testid=players] tr[data-player="${name}"] td[data-col=money]`).innerText();
export const toPlay = (page: Page) => page.locator('[data-testid=to-play]').innerText();
export const ready = (page: Page) => page.waitForSelector('.play-setup, .play__grid', { timeout: 30_000 });
/** Board paths are clicked by event: a curved link's middle need not lie under the pointer's box centre. */
export const clickLink = async (page: Page, selector: string) => page.locator(selector).first().dispatchEvent('click');
