import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clickLink, money, ready, toPlay } from './play-helpers';
import { atViewports, shot, startSite, walkthroughReady, type Site } from './site';
import { listLabel } from '../../src/play/targets';
import { legalNow, playMove, positionOf, savedGameOf, startSession } from '../../src/play/session';
import type { SavedGame } from '../../src/game/schema';
import { openWalkthrough } from '../../src/play/walkthrough-play';
import { firstRound, southPacific, threePlayers } from '../game/fixtures';
import { savedSimGame } from '../../src/game/bot-game';
import { replaySavedGame } from '../../src/game/replay';
import { createRng, score } from '../../src/engine';
import { verdict } from '../../src/play/announce';
import { turnEndNote } from '../../src/play/prompt';

/**
 * The play page, continued from play.test.ts (split from it so that these, which time
 * nothing, run two files at a time): the worked first round forked at a step, every step
 * opened from its address with every lit link clickable, the 5X note, "Try it from here" at
 * every step, a finished game's score
 * sheet, bots in their seats, and the page on a phone.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});



describe('the play page', () => {
  it('opens the worked first round at a step from the walkthrough page, forks there, and the players follow the new line', async () => {
    const map = southPacific();
    const w = firstRound();
    const step = 4;
    // The engine's view of the fork: the first legal move other than the walkthrough's own.
    const opened = openWalkthrough(w, map, 'first-round', step);
    if (!opened.ok) throw new Error(opened.error.message);
    const s = opened.value.session;
    const own = JSON.stringify(s.moves[s.cursor]);
    const other = legalNow(s).find((m) => JSON.stringify(m) !== own)!;
    const after = playMove(s, other);
    if (!after.ok) throw new Error(after.error.message);
    const expected = positionOf(after.value).players.map((p) => `$${p.money}`);

    const page = await site.open(`/walkthrough/#step-${step}`, { width: 1280, height: 720 });
    await walkthroughReady(page);
    await page.getByRole('link', { name: 'Try it from here' }).click();
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    expect(await page.locator('.play-wt [aria-current=step]').innerText()).toBe(w.steps[step - 1].title);
    expect(await page.getByTestId('walkthrough-banner').innerText()).toContain(`after step ${step} of ${w.steps.length}: ${w.steps[step - 1].title}`);
    await page.locator('.play-moves').getByRole('button', { name: listLabel(positionOf(s), other), exact: true }).first().click();
    await expect.poll(() => page.locator('.play-wt').innerText()).toMatch(new RegExp(`your own line from step ${step}`));
    // The original's steps after the fork are not this game's any more: the list ends with the new line.
    expect(await page.locator('.play-wt li').last().innerText()).toBe('Your own line: 1 move from here');
    expect(await page.locator('.play-wt').innerText()).not.toContain(w.steps[step].title);
    expect(await page.getByTestId('walkthrough-banner').innerText()).toContain(`Your own line, played on from step ${step} of “${w.title}”`);
    const names = positionOf(after.value).players.map((p) => p.name);
    for (let i = 0; i < names.length; i++) expect(await money(page, names[i])).toBe(expected[i]);
    await shot(page, 'play-fork', false);
    expect(page.errors).toEqual([]);
  });

  // Each step's address is loaded here once for both checks: the step it opens (the target of
  // that step's "Try it from here", whose address is checked below) and the lit links' middles.
  it('opens each step of the worked round from its address, exactly that step, and takes a click at the drawn middle of every lit link there, at the default zoom', async () => {
    const w = firstRound();
    const page = await site.open('/play/', { width: 1366, height: 900 });
    const checked = new Set<string>();
    for (let n = 1; n <= w.steps.length; n++) {
      await page.goto(`${site.url}/play/?walkthrough=first-round&step=${n}`);
      await page.waitForSelector('.play__grid', { timeout: 30_000 });
      expect(await page.getByTestId('walkthrough-banner').innerText()).toContain(`after step ${n} of ${w.steps.length}: ${w.steps[n - 1].title}`);
      expect(await page.locator('.play-wt [aria-current=step]').innerText()).toBe(w.steps[n - 1].title);
      // Each lit link's drawn middle, brought into view, and what a click there lands on.
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<SVGPathElement>('.play-layer__hit[data-legal]')].map((p) => {
          const link = p.getAttribute('data-link')!;
          p.scrollIntoView({ block: 'center', inline: 'center' });
          const mid = p.getPointAtLength(p.getTotalLength() / 2);
          const m = p.getScreenCTM()!;
          const under = document.elementFromPoint(m.a * mid.x + m.c * mid.y + m.e, m.b * mid.x + m.d * mid.y + m.f);
          return { link, under: under?.getAttribute('data-link') ?? under?.outerHTML.slice(0, 80) ?? null };
        }),
      );
      for (const { link, under } of found) {
        expect(under, `step ${n}: the middle of ${link}`).toBe(link);
        checked.add(link);
      }
    }
    // The link the issue found covered: lit after Benjamin's black segment, and clickable now.
    expect(checked).toContain('gambier-pitcairn-island');
    expect(page.errors).toEqual([]);
  }, 300_000);

  it('says beside End turn that the 5X card stays for phase 3, where the engine keeps it, in both languages', async () => {
    const w = firstRound();
    const map = southPacific();
    // The first step of the worked round after which the 5X holder is to lay in phase 2 with nothing laid yet.
    const step = w.steps.findIndex((_, i) => {
      const o = openWalkthrough(w, map, 'first-round', i + 1);
      return o.ok && turnEndNote(positionOf(o.value.session)) !== null;
    }) + 1;
    expect(step).toBeGreaterThan(0);
    for (const [lang, base, note] of [
      ['en', '/', 'Ending the turn now keeps the 5X card for phase 3.'],
      ['fr', '/fr/', 'Finir le tour maintenant garde la carte 5X pour la phase\u00a03.'],
    ] as const) {
      // One load per language, looked at on a desktop and then on a phone (the note is the position's, not the screen's).
      const page = await site.open(`${base}play/?walkthrough=first-round&step=${step}`, { width: 1366, height: 900 });
      await page.waitForSelector('.play__grid', { timeout: 30_000 });
      await atViewports(page, [{ width: 1366, height: 900 }, { width: 390, height: 844 }], async (viewport) => {
        const endTurn = page.locator('.play-turn [data-move="turn.end"]');
        expect(await page.getByTestId('turn-note').innerText()).toBe(note);
        expect(await endTurn.getAttribute('aria-describedby')).toBe('play-turn-note');
        await page.getByTestId('turn-note').scrollIntoViewIfNeeded();
        await shot(page, `play-5x-note-${lang}-${viewport.width}`, false);
      });
      expect(page.errors).toEqual([]);
      await page.close();
    }
    // One step earlier (another player to lay) there is no note.
    const before = await site.open(`/play/?walkthrough=first-round&step=${step - 1}`, { width: 1366, height: 900 });
    await before.waitForSelector('.play__grid', { timeout: 30_000 });
    expect(await before.getByTestId('turn-note').count()).toBe(0);
    await before.close();
  }, 120_000);

  // Was a page load of the walkthrough and a click at every step (14 of each, 46 s in a CI run):
  // the link's address is read at every step of one page, stepped as a reader steps it, and
  // followed at the last; what each address opens is checked at every step above (step 4's
  // link, followed, in the first test).
  it('"Try it from here" leads to exactly that step, at every step of the worked round', async () => {
    const w = firstRound();
    const page = await site.open('/walkthrough/#step-1', { width: 1280, height: 720 });
    await walkthroughReady(page);
    const link = page.getByRole('link', { name: 'Try it from here' });
    for (let n = 1; n <= w.steps.length; n++) {
      await page.evaluate((k) => location.hash !== `#step-${k}` && (location.hash = `#step-${k}`), n);
      await page.waitForSelector(`.wt__step[data-step="${n}"]`);
      const target = new URL((await link.getAttribute('href'))!, page.url());
      expect(`${target.pathname}${target.search}`, `step ${n}`).toBe(`/play/?walkthrough=first-round&step=${n}`);
    }
    await link.click();
    await page.waitForSelector('.play__grid', { timeout: 30_000 });
    const n = w.steps.length;
    expect(await page.getByTestId('walkthrough-banner').innerText()).toContain(`after step ${n} of ${w.steps.length}: ${w.steps[n - 1].title}`);
    expect(await page.locator('.play-wt [aria-current=step]').innerText()).toBe(w.steps[n - 1].title);
    expect(page.errors).toEqual([]);
  });

  it('opens a finished saved game from a file and shows the score sheet with the winner explained', async () => {
    const map = southPacific();
    const game = savedSimGame({ map, players: 3, games: 1, seed: 5, bots: ['greedy'] }, ['greedy', 'greedy', 'greedy'], 0, 'south-pacific');
    const end = replaySavedGame(game, map);
    if (!end.ok) throw new Error(end.error.message);
    const final = end.value.states.at(-1)!;
    const file = join(mkdtempSync(join(tmpdir(), 'clippers-play-')), 'finished.clippers-game.json');
    writeFileSync(file, JSON.stringify(game));
    const page = await site.open('/play/', { width: 1280, height: 720 });
    await ready(page);
    await page.locator('.play-open input[type=file]').setInputFiles(file);
    const sheet = page.getByTestId('score-sheet');
    await sheet.waitFor({ timeout: 20_000 });
    expect(await sheet.locator('.play-score__verdict').innerText()).toContain(verdict(final));
    for (const p of score(final).players) expect(await sheet.innerText()).toContain(`${p.name}: ${p.total} points`);
    expect(await page.getByRole('button', { name: 'Hint' }).isDisabled()).toBe(true);
    await sheet.scrollIntoViewIfNeeded();
    await shot(page, 'play-score', false);
    expect(page.errors).toEqual([]);
  });

  /** A game with Ana in seat 1 and the two bots given in seats 2 and 3, the bots at their fastest. */
  async function startWithBots(viewport: { width: number; height: number }, second: string, third: string) {
    const page = await site.open('/play/', viewport);
    await ready(page);
    await page.locator('.play-seat').nth(1).getByLabel('Played by').selectOption(second);
    await page.locator('.play-seat').nth(2).getByLabel('Played by').selectOption(third);
    await page.getByTestId('start-game').click();
    await page.waitForSelector('.play__grid');
    await page.getByLabel('Bot speed').selectOption('fast');
    return page;
  }

  it('lets bots play their seats on their own', async () => {
    const page = await startWithBots({ width: 1280, height: 720 }, 'greedy', 'random');
    await page.locator('[data-move="pass"]').click();
    // Ben and Chloé move by themselves; Ana is asked again (phase 2) once they have.
    await expect.poll(() => toPlay(page), { timeout: 15_000 }).toBe('Ana');
    await expect.poll(() => page.locator('.play__where').innerText()).toMatch(/Phase 2/);
    expect(page.errors).toEqual([]);
  });

  it('undoes against bots back to the person’s own turn, not into a bot’s, and clears a refusal', async () => {
    const page = await startWithBots({ width: 1366, height: 900 }, 'random', 'greedy');
    await page.locator('[data-move="pass"]').click();
    // Ben and Chloé answer; Ana is asked again in phase 2, and a click on a route space nobody may use is refused.
    await expect.poll(() => page.locator('.play__where').innerText(), { timeout: 15_000 }).toMatch(/Phase 2/);
    expect(await toPlay(page)).toBe('Ana');
    await clickLink(page, '.play-layer__hit:not([data-legal])');
    await expect.poll(() => page.getByTestId('refusal').isVisible()).toBe(true);
    // One Undo takes back Ana's pass and the bots' two moves after it: Ana is to act, in phase 1, and the refusal is gone.
    await page.getByRole('button', { name: /Undo/ }).click();
    await expect.poll(() => page.locator('.play__where').innerText()).toMatch(/Phase 1/);
    expect(await toPlay(page)).toBe('Ana');
    expect(await page.getByTestId('refusal').count()).toBe(0);
    expect(await page.locator('#play-prompt').innerText()).toMatch(/^Ana, /);
    expect(await page.getByRole('button', { name: /Undo/ }).isDisabled()).toBe(true);
    // The bots wait while Ana looks back; Redo comes forward to her phase-2 turn in one step.
    await page.waitForTimeout(500);
    expect(await page.locator('.play__where').innerText()).toMatch(/Phase 1/);
    await page.getByRole('button', { name: /Redo/ }).click();
    await expect.poll(() => page.locator('.play__where').innerText()).toMatch(/Phase 2/);
    expect(await toPlay(page)).toBe('Ana');
    expect(await page.getByRole('button', { name: /Redo/ }).isDisabled()).toBe(true);
    await shot(page, 'play-undo-bots', false);
    expect(page.errors).toEqual([]);
  });

  it('reads well on a phone', async () => {
    const page = await site.open('/play/', { width: 390, height: 844 });
    await ready(page);
    await page.getByTestId('start-game').click();
    await page.waitForSelector('.play__grid');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(page, 'play-phone', false);
    // Phase 2: the legal moves read as part of the page, not as a box scrolling inside it.
    for (let i = 0; i < 3; i++) await page.locator('[data-move=pass]').click();
    await expect.poll(() => page.locator('.play-moves > summary').innerText()).toMatch(/^All legal moves \(\d+\)/);
    expect(await page.locator('.play-moves').evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    // A Port-card turn lists hundreds of marker moves: that group folds until opened, the rest stay in view.
    const game = portCardTurn();
    await page.locator('.play-bar input[type=file]').setInputFiles({ name: 'port-card.clippers-game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(game)) });
    const folded = page.locator('.play-moves__group > details');
    await expect.poll(() => folded.count()).toBe(1);
    expect(await folded.locator('summary').innerText()).toMatch(/^Port card \(\d{2,3}\)$/);
    expect(await folded.locator('button').first().isVisible()).toBe(false);
    await folded.locator('summary').click();
    expect(await folded.locator('button').first().isVisible()).toBe(true);
    await page.locator('.play-moves').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'play-phone-port-card', false);
    expect(page.errors).toEqual([]);
  });
});

/**
 * A three-player game on the default board played to a placement turn whose player
 * holds the Port card and may move a marker: random legal moves from fixed seeds,
 * the first seed that gets there (every seat a person, so no bot moves on).
 */
function portCardTurn(): SavedGame {
  const map = southPacific();
  for (let seed = 1; seed < 500; seed++) {
    const rng = createRng(seed);
    const game: SavedGame = { ...threePlayers(), players: threePlayers().players.map(({ name, nation }) => ({ name, nation })) };
    const started = startSession(game, map);
    if (!started.ok) throw new Error(started.error.message);
    let s = started.value;
    while (!positionOf(s).ended && s.moves.length < 400) {
      const state = positionOf(s);
      const legal = legalNow(s);
      if (state.step === 'place' && legal.some((m) => m.type === 'port.move')) return savedGameOf(s);
      // Take the Port card whenever it can be taken; otherwise any legal move.
      const move = legal.find((m) => m.type === 'card.take' && m.card === 'port') ?? legal[Math.floor(rng() * legal.length)];
      const next = playMove(s, move);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
  }
  throw new Error('no random game reached a Port-card turn');
}
