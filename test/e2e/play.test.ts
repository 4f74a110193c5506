import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clickLink, money, ready, toPlay } from './play-helpers';
import { shot, startSite, type Site } from './site';
import { cli } from '../cli/harness';

/**
 * The play page as a teacher uses it: a three-player game on the site's board,
 * played by clicking the board and the cards, a refused click explained, undo and
 * redo, a reload that keeps the game, the game recorded and exported as a
 * walkthrough the CLI replays. In the serial group: it judges how long the page's
 * thread is busy while the hint searches. The play page's other tests, which time
 * nothing, are in play-page.test.ts and run two files at a time.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite({ ownBrowser: true }); // judges main-thread time: a Chromium of its own
});
afterAll(async () => {
  await site?.close();
});



describe('the play page', () => {
  it('plays, explains a refusal, undoes, survives a reload, and records a walkthrough the CLI replays', async () => {
    const page = await site.open('/play/', { width: 1366, height: 900 });
    await ready(page);
    await shot(page, 'play-setup', false);
    await page.getByTestId('start-game').click();
    await page.waitForSelector('.play__grid');
    expect(await toPlay(page)).toBe('Ana');

    // Phase 1: a card button, a port space on the board, another card.
    await page.locator('[data-card="2x"]:not([disabled])').first().click();
    expect(await money(page, 'Ana')).toBe('$0');
    expect(await toPlay(page)).toBe('Ben');
    await page.locator('.play-layer__port--place').first().dispatchEvent('click');
    expect(await page.locator('[data-testid=players] tr[data-player="Ben"] td[data-col=reserve]').innerText()).toBe('4');
    await page.locator('[data-card="5x"]').click();
    expect(await money(page, 'Chloé')).toBe('$1');

    // Phase 2: a route space nobody may use is refused, with the rule's paragraph linked.
    await expect.poll(() => page.locator('.play__where').innerText()).toMatch(/Phase 2/);

    // The hint: the search bot's move, why, and that move marked in the list of legal moves.
    // The search thinks in a worker: no task on the page's thread runs long while it does (it took up to a second there).
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' });
    });
    await page.getByRole('button', { name: 'Hint' }).click();
    const hintText = page.locator('.play-hint');
    expect(await page.getByRole('button', { name: 'Thinking…' }).count()).toBe(1);
    await expect.poll(() => hintText.innerText(), { timeout: 20_000 }).toMatch(/^Hint: .+ The Search bot weighed 2,000 lines of play from here; with this move Ana finishes with about \d+ points\./);
    expect(await page.locator('.play-move--hint').count()).toBe(1);
    const longest = Math.max(0, ...(await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)));
    // Seen: none of 50 ms or more with the worker; 237 ms with the search on the page's thread on an idle machine.
    expect(longest, 'the longest task on the page while the hint searched, in ms').toBeLessThan(150);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /search-worker/.test(e.name)))).toBe(true);
    // In phase 2 every choice but "End turn" is a route space: the board rings the hinted one.
    const onBoard = /^Hint: Lay /.test(await hintText.innerText());
    expect(await page.locator('.play-layer__hint').count()).toBe(onBoard ? 1 : 0);
    expect(await page.locator('.play-actions .is-hint').count()).toBe(onBoard ? 0 : 1);
    await shot(page, 'play-hint', false);

    await clickLink(page, '.play-layer__hit:not([data-legal])');
    const refusal = page.getByTestId('refusal');
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await refusal.locator('a').getAttribute('href')).toMatch(/\/rules\/[a-z-]+\/#[a-z0-9.-]+$/);

    // Lay a segment on a lit link that only one company may use.
    const lit = await page.locator('.play-layer__hit[data-legal]').count();
    expect(lit).toBeGreaterThan(0);
    await clickLink(page, '.play-layer__hit[data-legal]:not([data-legal*=" "])');
    await expect.poll(() => page.getByTestId('news').innerText()).toMatch(/Ana lays/);
    const afterLay = await page.getByTestId('news').innerText();

    // Undo and redo, move by move.
    await page.getByRole('button', { name: /Undo/ }).click();
    await expect.poll(() => page.getByTestId('news').innerText()).not.toMatch(/Ana lays/);
    await page.getByRole('button', { name: /Redo/ }).click();
    await expect.poll(() => page.getByTestId('news').innerText()).toBe(afterLay);
    // No wait for the debounced autosave: leaving the page writes it (test/e2e/play-recovery.test.ts holds that to account).
    await shot(page, 'play-phase2', false);

    // A reload finds the game as it was.
    const before = { ana: await money(page, 'Ana'), ben: await money(page, 'Ben'), who: await toPlay(page) };
    await page.reload();
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    expect({ ana: await money(page, 'Ana'), ben: await money(page, 'Ben'), who: await toPlay(page) }).toEqual(before);
    expect(await page.getByTestId('news').innerText()).toBe(afterLay);

    // Record it as a walkthrough, export, and replay the file with the CLI.
    await page.locator('.play-author-wrap > summary').click();
    await page.getByLabel('Title', { exact: true }).fill('Our first moves');
    const firstStep = page.locator('.play-author__steps li').first();
    await firstStep.getByLabel('Narration').fill('Ana pays for the 2X card: two segments a phase and double bonuses.');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-walkthrough').click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'clippers-play-')), 'ours.yaml');
    await download.saveAs(file);
    const replay = await cli('walkthrough', file);
    expect(replay.err).toEqual([]);
    expect(replay.code).toBe(0);
    expect(replay.out.join('\n')).toMatch(/Our first moves/);
    expect(page.errors).toEqual([]);
  });
});
