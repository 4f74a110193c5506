import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, shot, startSite, type Site } from './site';

/**
 * Names from a file a stranger sent are text on the play page, never markup: a
 * saved game whose players and (inline) board carry HTML in their names opens,
 * shows the names as written, and runs none of it.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
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
});
