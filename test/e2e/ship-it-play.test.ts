import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import type { StaticServer } from './serve';
import { ARTIFACTS, collectionSite, snap, VIEWPORTS } from './site';
import { axeSerious } from './axe';
import { moves, newGame as startGame, openPlay, settled, shotAll as shotScreens, waitingFor } from './module-play';

/**
 * Ship It!'s play page (the toolkit's play shell, src/components/module/ModulePlay.tsx) on the
 * repository's Ship It! site (content/ship-it, built by `npm run build` as a game of the
 * repository's collection into dist/games/ship-it/, served under that path): a 3-player game against two bots
 * played to its final score sheet, a shipment told in the narration; a refusal in words with its
 * rule link; undo, redo, a reload, a saved file and a link each giving the game back; axe-core at
 * three screens; the French page. Screenshots of the game mid-way, at a shipment and at its end.
 *
 * Deal 59 ends in 943 moves when the person only ends turns (and takes the first chit offered):
 * the bots' and the table's moves are seeded by the deal and the move number, so the game is the
 * same every run.
 */

const SEED = 59;
let BASE = '';
/** Files the test saves and opens (a saved game, a broken one). */
let work = '';
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ship-it-play-'));
  ({ base: BASE, server } = await collectionSite('ship-it'));
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The step the turn track beside the moves lights (its deepest active state). */
const litStep = async (page: Page) => (await page.locator('.flow-track').getAttribute('data-active-state'))?.split(' ').pop() ?? null;

const open = (path: string, viewport?: { width: number; height: number }) => openPlay(browser, `${server.url}${BASE}${path}`, viewport);
const newGame = (page: Page, seed = SEED) => startGame(page, seed);
const shotAll = (page: Page, name: string) => shotScreens(page, `ship-it-play-${name}`);

/**
 * Where the table is wider than its column (1280×720: the drawing is wider than the 635 px
 * beside the moves), the hidden edge is shaded and a line says to scroll; scrolled to its end,
 * the shade moves to the other edge. Where it fits, neither shows.
 */
const scrollCue = async (page: Page) => {
  for (const size of [VIEWPORTS.laptop, VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
    const read = () =>
      page.evaluate(() => {
        const fig = document.querySelector<HTMLElement>('[data-board]')!;
        const wrap = fig.closest('.side-scroll')!;
        return { wider: fig.scrollWidth > fig.clientWidth + 1, left: wrap.hasAttribute('data-more-left'), right: wrap.hasAttribute('data-more-right'), hint: wrap.querySelector('[data-testid=side-scroll-hint]') !== null };
      });
    const first = await read();
    expect({ right: first.right, hint: first.hint, left: first.left }, `${size.width}x${size.height}`).toEqual({ right: first.wider, hint: first.wider, left: false });
    if (size === VIEWPORTS.laptop) expect(first.wider, 'the table is wider than its column at 1280×720').toBe(true);
    if (first.wider) {
      await page.locator('[data-board]').evaluate((f) => f.scrollTo({ left: f.scrollWidth }));
      await expect.poll(read).toMatchObject({ left: true, right: false, hint: true });
      await page.locator('[data-board]').evaluate((f) => f.scrollTo({ left: 0 }));
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
};

describe('Ship It!’s play page', () => {
  it('plays a 3-player game against two bots to its final score sheet, a shipment told step by step', async () => {
    const { page, errors } = await open('play/');
    await newGame(page);
    expect(await page.locator('[data-status]').innerText()).toMatch(/to play/);
    expect(await page.locator('[data-seat-status]').innerText()).toBe('Plays Red: 8 of 8 action points left this turn (phase 1 of 4).');
    // The person sees their own view: face-down loads face down, never their numbers.
    const faces = await page.locator('[data-board] [data-piece="coin"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-face')));
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.every((f) => f === 'down')).toBe(true);
    // The turn track beside the moves, lit by the turn chart's actor.
    expect(await litStep(page)).toBe('turn.turn.buy');
    await shotAll(page, 'start');
    await page.selectOption('[data-pace]', 'instant');
    const narrated: string[] = [];
    let shipmentShot = false;
    for (let turn = 0; turn < 400; turn++) {
      if ((await settled(page)) === 'ended') break;
      const events = await page.locator('[data-log] [data-event]').allInnerTexts();
      narrated.push(...events);
      if (!shipmentShot && events.some((e) => e.startsWith('Shipment!'))) {
        await page.selectOption('[data-pace]', 'paused');
        await shotAll(page, 'shipment');
        await page.selectOption('[data-pace]', 'instant');
        shipmentShot = true;
      }
      if (turn === 20) {
        await shotAll(page, 'midgame');
        await scrollCue(page);
      }
      const chit = page.locator('[data-group="chit"]');
      // A person acts at a step of the turn, or chooses a chit in a shipment.
      const lit = await litStep(page);
      if (await chit.count()) expect(lit).toBe('turn.shipment.chit');
      else expect(lit).toMatch(/^turn\.turn\.(buy|build|officials|freight)$/);
      if (await chit.count()) {
        await chit.click();
        const first = page.locator('[data-choice]').first();
        if (await first.count()) await first.click();
      } else await page.locator('[data-group="end"]').click();
    }
    expect(await waitingFor(page)).toBe('ended');
    expect(await moves(page)).toBe(943);
    expect(await litStep(page)).toBe('turn.second-hub');
    // A shipment, its profits, the hub moving and the coins handed back, each in its own sentence.
    const all = [...narrated, ...(await page.locator('[data-log] [data-event]').allInnerTexts())];
    expect(all.some((e) => /^Shipment! The hub .+ reaches \d+ \(8 or more\) and ships, triggered by \w+\. Profits: /.test(e))).toBe(true);
    expect(all.some((e) => /hub moves up to/.test(e))).toBe(true);
    expect(all.some((e) => /goes back face down to/.test(e))).toBe(true);
    expect(all.some((e) => /leaves the game/.test(e))).toBe(true);
    // The score sheet agrees with the profits on the drawn table.
    const sheet = page.locator('[data-score="final"]');
    await expect.poll(() => sheet.count()).toBe(1);
    const totals = (await sheet.locator('[data-total]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-total'))))).sort((a, b) => a - b);
    const drawn = (await page.locator('[data-board] [data-fact^="scores."]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))))).filter((_, i) => i < 4);
    expect(totals).toEqual(drawn.slice(0, 3).sort((a, b) => a - b));
    expect(await sheet.locator('.mp-score__winner').innerText()).toMatch(/^(Winner|Shared win): /);
    await shotAll(page, 'end');
    // Reloaded, the finished game is still there.
    await page.reload();
    await page.waitForSelector('[data-score="final"]', { timeout: 30_000 });
    expect(await moves(page)).toBe(943);
    expect(errors).toEqual([]);
  }, 600_000);

  it('says in words why a move is refused, with its rule link; undo, redo, reload, a file and a link give the game back', async () => {
    const { page, errors } = await open('play/');
    await newGame(page, 7);
    // Pip-stop 0, then a load pointed at a tile it cannot reach.
    expect(await litStep(page)).toBe('turn.turn.buy');
    await page.click('[data-group="pipStop"]');
    await page.click('[data-choice="0"]');
    // Buying, building and the official passed over: the track follows the move, not the order of the list.
    await expect.poll(() => litStep(page)).toBe('turn.turn.freight');
    await page.click('[data-group="freight"]');
    // A load with more than one way to go (a load with one plays at once); its cost is shown beside it.
    const load = page.locator('[data-choice]:not([data-ways="1"])').first();
    await load.click();
    await page.waitForSelector('.mp-pick__made');
    expect(await page.locator('[data-choice]').first().innerText()).toMatch(/costs 1 action point/);
    const lit = await page.locator('[data-board] [data-lit]').evaluateAll((els) => els.map((e) => e.getAttribute('data-lit')));
    expect(lit.length).toBeGreaterThan(0);
    const far = await page.locator('[data-board] [data-tile]').evaluateAll((els, litSpaces) => els.map((e) => e.getAttribute('data-space')!).find((s) => !litSpaces.includes(s)), lit);
    const before = await moves(page);
    await page.locator(`[data-board] [data-tile="${far}"] text`).first().click({ force: true });
    const refusal = page.locator('.mp-refusal');
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await refusal.innerText()).toMatch(/^Refused: .+ rule [a-z.-]+$/);
    expect(await refusal.locator('a').getAttribute('href')).toMatch(/\/rules\/[a-z-]+\/#/);
    expect(await moves(page)).toBe(before);
    await shotAll(page, 'refusal');

    // A legal move from the list, then undo and redo.
    await page.locator('[data-choice]').first().click();
    expect(await moves(page)).toBe(before + 1);
    await page.click('[data-undo]');
    expect(await moves(page)).toBe(before);
    await page.click('[data-undo]');
    await expect.poll(() => litStep(page)).toBe('turn.turn.buy');
    await page.click('[data-redo]');
    await expect.poll(() => litStep(page)).toBe('turn.turn.freight');
    await page.click('[data-redo]');
    expect(await moves(page)).toBe(before + 1);

    // Reloaded: restored from this browser.
    await page.waitForTimeout(500);
    await page.reload();
    await page.waitForSelector('[data-picker]', { timeout: 20_000 });
    expect(await moves(page)).toBe(before + 1);
    expect(await page.locator('.mp-notice').innerText()).toMatch(/restored/);
    expect(await litStep(page)).toBe('turn.turn.freight');

    // Saved to a file and opened again; a file of something else is refused, naming it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-save]')]);
    const file = join(work, 'saved.json');
    await download.saveAs(file);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({ format: 'rulekit-game', game: 'ship-it', cursor: before + 1 });
    await page.setInputFiles('[data-open-file]', file);
    await expect.poll(() => page.locator('.mp-notice').innerText()).toMatch(/^Opened saved\.json/);
    const bad = join(work, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...saved, moves: [{ type: 'fly' }] }));
    await page.setInputFiles('[data-open-file]', bad);
    await expect.poll(() => page.locator('.mp-notice').innerText()).toMatch(/^bad\.json cannot be opened: at “moves\.0”/);
    expect(await moves(page)).toBe(before + 1);

    // A link opens the same game elsewhere.
    await page.click('[data-link]');
    const url = await page.locator('[data-link-text]').inputValue();
    const other = await open('play/');
    await other.page.goto(url);
    await other.page.waitForSelector('[data-picker]', { timeout: 20_000 });
    expect(await moves(other.page)).toBe(before + 1);
    expect(await other.page.locator('.mp-notice').innerText()).toMatch(/from the link/);
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  }, 180_000);

  it('axe-core finds no serious or critical violation at three screens, on the set-up and mid-game', async () => {
    const { page } = await open('play/');
    const found: string[] = [];
    await page.waitForSelector('[data-start]', { timeout: 20_000 });
    found.push(...(await axeSerious(page)).map((v) => `setup: ${v}`));
    await newGame(page, 5);
    await page.click('[data-group="buy"]');
    await page.waitForSelector('[data-open-group="build"], [data-group="build"]', { timeout: 20_000 });
    for (const [screen, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      found.push(...(await axeSerious(page)).map((v) => `${screen}: ${v}`));
    }
    expect(found).toEqual([]);
    // The bought link's places are lit; pointing at one chooses by cells, then the way round is asked or the link is built.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.click('[data-group="build"]').catch(() => undefined);
    const before = await moves(page);
    const choices = () => page.locator('[data-picker] [data-choice], [data-picker] [data-choices] option').count();
    const offered = await choices();
    const cells = page.locator('[data-board] [data-lit]');
    expect(await cells.count()).toBeGreaterThan(1);
    await cells.first().click({ force: true });
    await expect.poll(async () => (await moves(page)) > before || ((await choices()) > 0 && (await choices()) < offered)).toBe(true);
    // On a phone nothing is wider than the screen but the table itself, which scrolls.
    await page.setViewportSize(VIEWPORTS.phone);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }, 120_000);

  it('plays on from a worked example’s step: its position, every seat a person’s; the game in progress kept, over a reload too, to go back to', async () => {
    const { page, errors } = await open('play/');
    await newGame(page);
    await page.selectOption('[data-pace]', 'instant');
    await page.locator('[data-group="end"]').click();
    expect(await settled(page)).toBe('person');
    const mine = await moves(page);
    expect(mine).toBeGreaterThan(1);
    // Kept by this browser (written a moment after the move).
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('rulekit-play:ship-it:v1') ?? '{"moves":[]}') as { moves: unknown[] }).moves.length)).toBe(mine);

    const example = (await (await fetch(`${server.url}${BASE}walkthrough/first-round/game.json`)).json()) as { title: string; cursors: number[]; game: { seats: { name: string }[] } };
    await page.goto(`${server.url}${BASE}walkthrough/first-round/`);
    const next = page.locator('[data-next]');
    await next.waitFor();
    await page.waitForSelector('astro-island:not([ssr]) [data-example]');
    await next.click();
    await next.click();
    await expect.poll(() => page.locator('[data-example]').getAttribute('data-step-index')).toBe('2');
    const title = await page.locator('[data-step-title]').innerText();
    await snap(page, { path: join(ARTIFACTS, 'ship-it-play-from-example-link.png'), fullPage: false });
    await Promise.all([page.waitForURL(/\/play\//), page.locator('[data-play-from="2"]').click()]);
    await page.waitForSelector('.mp[data-moves]', { timeout: 20_000 });
    expect(await page.locator('.mp-notice').innerText()).toBe(`Opened “${example.title}” at step 2: play on from here, every seat is yours.`);
    // Read once: the address is the play page's own again, so a reload resumes rather than opens the example anew.
    expect(new URL(page.url()).search).toBe('');
    expect(await moves(page)).toBe(example.cursors[2]);
    expect(await waitingFor(page)).toBe('person');
    // The example's players, every one a person: Ruby is still in her turn after building.
    expect(example.game.seats.map((x) => x.name)).toEqual(['Ruby', 'Gus', 'Bea', 'Kit']);
    expect(await page.locator('[data-status]').innerText()).toBe('Ruby to play');
    const back = page.locator('[data-fork-back]');
    expect(await back.innerText()).toBe(`Back to your game in progress (${mine} moves)`);
    await shotAll(page, 'from-example');
    // Undo goes back through the example's moves; after the step there are none to redo.
    expect(await page.locator('[data-undo]').isDisabled()).toBe(false);
    expect(await page.locator('[data-redo]').isDisabled()).toBe(true);
    expect(title).toBe('The 1|4 goes on the board');

    await page.reload();
    await page.waitForSelector('.mp[data-moves]', { timeout: 20_000 });
    expect(await moves(page)).toBe(example.cursors[2]);
    expect(await back.innerText()).toBe(`Back to your game in progress (${mine} moves)`);
    await back.click();
    await expect.poll(() => moves(page)).toBe(mine);
    expect(await back.count()).toBe(0);
    await page.waitForTimeout(600);
    await page.reload();
    await page.waitForSelector('.mp[data-moves]', { timeout: 20_000 });
    expect(await moves(page)).toBe(mine);
    expect(await back.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says so when a worked example’s step cannot be opened, and keeps the game in progress', async () => {
    const { page, errors } = await open('play/?walkthrough=no-such-example&step=1');
    await page.waitForSelector('.mp-notice', { timeout: 20_000 });
    expect(await page.locator('.mp-notice').innerText()).toBe('The worked example “no-such-example” could not be opened: the site answered 404.');
    expect(new URL(page.url()).search).toBe('');
    await page.goto(`${server.url}${BASE}play/?walkthrough=first-round&step=99`);
    await page.waitForSelector('.mp-notice', { timeout: 20_000 });
    expect(await page.locator('.mp-notice').innerText()).toBe('The worked example “first-round” could not be opened: it has no step 99.');
    // The 404's own console line is the only error.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  it('the French page plays in French', async () => {
    const { page, errors } = await open('fr/play/');
    await page.waitForSelector('[data-start]', { timeout: 20_000 });
    expect(await page.locator('h1').innerText()).toBe('Jouer à Ship It!');
    await newGame(page, 3);
    expect(await page.locator('[data-status]').innerText()).toMatch(/^À .+ de jouer$/);
    expect(await page.locator('[data-group="buy"]').innerText()).toMatch(/Acheter une liaison/);
    await page.click('[data-group="end"]');
    await page.selectOption('[data-pace]', 'instant');
    await settled(page);
    const log = await page.locator('[data-log]').innerText();
    expect(log).toMatch(/termine son tour/);
    expect(await page.locator(`nav a[href="${BASE}fr/play/"]`).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
