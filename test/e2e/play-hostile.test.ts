import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileLink } from '../fixtures/hostile-link';
import { ROOT, shot, startSite, type Site } from './site';

/**
 * Names from a file a stranger sent are text on the play page, never markup: a
 * saved game whose players and (inline) board carry HTML in their names opens,
 * shows the names as written, and runs none of it.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite({ ownBrowser: true }); // judges main-thread time: a Chromium of its own
});
afterAll(async () => {
  await site?.close();
});

const ATTACK = '<img src=x onerror=__pwned=1>'; // a name has at most 40 characters

describe('the play page and names with markup in them', () => {
  it('opens a saved game with markup in player and island names, showing it as text and running none of it', async () => {
    // The hostile map fixture: a valid board whose island name is a script tag.
    const map = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/hostile/name-markup.json'), 'utf8')) as { islands: { id: string; name: string }[] };
    const game = {
      format: 'clippers-game',
      version: 1,
      map,
      variants: {},
      seed: 3,
      players: [
        { name: `${ATTACK}Ana`, nation: 'english' },
        { name: 'Ben</td><td>$99', nation: 'japanese' },
        { name: 'Chloé', nation: 'french' },
      ],
      firstPlayer: `${ATTACK}Ana`,
      moves: [],
    };
    const page = await site.open('/play/', { width: 1366, height: 900 });
    await page.waitForSelector('.play-setup', { timeout: 30_000 });
    await page.locator('.play-open input[type=file]').setInputFiles({ name: 'strange.clippers-game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(game)) });
    await page.waitForSelector('.play__grid, [data-testid=notice]', { timeout: 30_000 });
    // Refused, it would say why here.
    expect(await page.getByTestId('notice').count(), await page.locator('.play').innerText().catch(() => '')).toBe(0);
    expect(await page.locator('[data-testid=to-play]').innerText()).toBe(`${ATTACK}Ana`);
    const players = page.locator('[data-testid=players]');
    expect(await players.innerText()).toContain('Ben</td><td>$99');
    expect(await players.locator('tr[data-player]').count()).toBe(3);
    // The island's name is on the board as its label, as text.
    const tahiti = map.islands.find((i) => i.id === 'tahiti')!.name;
    expect(tahiti).toMatch(/<script>/);
    expect(await page.locator('.play img[src=x], .play script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await shot(page, 'play-hostile-names', false);
    expect(page.errors).toEqual([]);
  });

  it('answers a 130 KB link that unpacks to over 100 MB within a second with a short notice, and keeps the own game', async () => {
    const link = hostileLink(130, 'format');
    const page = await site.open('/play/', { width: 1366, height: 900 });
    // Every stretch the main thread was busy for more than 50 ms, from the first script on (the audit's tab froze for 98 s).
    await page.context().addInitScript(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask', buffered: true });
    });
    await page.waitForSelector('.play-setup', { timeout: 30_000 });
    await page.getByTestId('start-game').click();
    await page.waitForSelector('.play__grid');
    const first = await page.locator('[data-testid=to-play]').innerText();
    await page.locator('[data-card="2x"]:not([disabled])').first().click();
    await expect.poll(() => page.locator('[data-testid=to-play]').innerText()).not.toBe(first);
    const second = await page.locator('[data-testid=to-play]').innerText();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('clippers-play:game:v1')?.includes('"cursor":1') ?? false)).toBe(true);

    // The same page opening the own game with no link: its longest task is the board being drawn, the yardstick for the link's.
    await page.goto('about:blank');
    await page.goto(`${site.url}/play/`);
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('notice').innerText()).toMatch(/after move 1 /);
    const plain = Math.max(0, ...(await page.evaluate(() => (window as unknown as { __long: number[] }).__long)));

    await page.goto('about:blank');
    const started = Date.now();
    await page.goto(`${site.url}/play/${link}`);
    const notice = page.getByTestId('notice');
    await expect.poll(() => notice.innerText(), { timeout: 10_000 }).toMatch(/more than 2000000 bytes/);
    const wall = Date.now() - started;
    const text = await notice.innerText();
    const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    const longest = Math.max(0, ...long);
    console.log(`130 KB link (${link.length} characters): notice after ${wall} ms of wall time (page load included); longest main-thread task ${Math.round(longest)} ms (${Math.round(plain)} ms opening the same game without a link); notice ${text.length} characters`);
    expect(text.length).toBeLessThan(400);
    // Reading the link adds under a second to the longest stretch the page is busy (it was 98 s, or a crash).
    expect(longest).toBeLessThan(plain + 1000);
    // The link is gone from the address bar, so a reload does not read it again; the own game is on the board.
    await shot(page, 'play-hostile-link', false);
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.locator('[data-testid=to-play]').innerText()).toBe(second);
    await page.reload();
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    expect(await page.locator('[data-testid=to-play]').innerText()).toBe(second);
    expect(page.errors).toEqual([]);
  });
});
