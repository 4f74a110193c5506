import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parseModuleWalkthrough, replayModuleWalkthrough, stepProblemText } from '../../src/walkthrough/module-walkthrough';
import { launchBrowser } from './browser';
import type { StaticServer } from './serve';
import { ARTIFACTS, collectionSite } from './site';
import { axeSerious } from './axe';
import { moves, newGame, openPlay, shotAll as shotScreens } from './module-play';

/**
 * The recorder, the hint and "try it from here" on Ship It!'s play page (the toolkit's module
 * play shell): two moves recorded with narration typed in both languages and downloaded as a
 * walkthrough that the walkthrough parser reads and replays with every step holding; a hint
 * worded and lit but not played; a branch from an earlier position, the original kept and
 * gone back to. The bots are paused, so only the person's moves are made.
 */
let BASE = '';
let work = '';
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ship-it-record-'));
  ({ base: BASE, server } = await collectionSite('ship-it'));
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const shotAll = (page: Page, name: string) => shotScreens(page, `ship-it-record-${name}`);

describe('Ship It!’s play page: recorder, hint and fork', () => {
  it('records two moves with narration into a walkthrough that replays; a hint is told, not played; a fork keeps the original', async () => {
    const { page, errors } = await openPlay(browser, `${server.url}${BASE}play/`);
    await newGame(page, 7);
    await page.selectOption('[data-pace]', 'paused');

    // A hint: worded from the game's own description of the move, and nothing played.
    await page.click('[data-hint]');
    await expect.poll(() => page.locator('[data-hint-text]').count()).toBe(1);
    const said = await page.locator('[data-hint-text]').innerText();
    expect(said).toMatch(/^Hint: .+\. (It is lit on the table|Its action is marked in the list)/);
    // A move with places on the table is lit there; one without (a pip-stop) has its action marked in the list.
    if (/lit on the table/.test(said)) expect(await page.locator('[data-board] [data-lit]').count()).toBeGreaterThan(0);
    else expect(await page.locator('[data-picker] [data-hinted]').count()).toBe(1);
    expect(await moves(page)).toBe(0);
    await shotAll(page, 'hint');

    // The recorder, then two moves: a pip-stop of 0 and the end of the turn.
    await page.click('[data-record]');
    await page.waitForSelector('[data-recorder]');
    expect(await page.locator('[data-rec-download]').isDisabled()).toBe(true);
    await page.click('[data-group="pipStop"]');
    await page.click('[data-choice="0"]');
    expect(await page.locator('[data-hint-text]').count()).toBe(0);
    await page.click('[data-group="end"]');
    expect(await moves(page)).toBe(2);
    await page.locator('[data-rec-title="en"]').fill('Two moves of Red');
    await page.locator('[data-rec-title="fr"]').fill('Deux coups de Rouge');
    await page.locator('[data-rec-narration="en"]').first().fill('Red names a pip-stop of nothing and passes.');
    await page.locator('[data-rec-narration="fr"]').first().fill('Rouge annonce un seuil nul et passe.');
    await shotAll(page, 'recorder');
    // The recorder's fields are labelled and readable: axe-core finds nothing serious or critical.
    const found = await axeSerious(page);
    expect(found).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-rec-download]')]);
    const file = join(work, download.suggestedFilename());
    await download.saveAs(file);
    expect(download.suggestedFilename()).toBe('two-moves-of-red.yaml');
    const parsed = await parseModuleWalkthrough(readFileSync(file, 'utf8'), { file });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const w = parsed.value.walkthrough;
    expect(w).toMatchObject({ format: 'rulekit-walkthrough', game: 'ship-it', seed: 7, title: { en: 'Two moves of Red', fr: 'Deux coups de Rouge' } });
    expect(w.steps).toHaveLength(1);
    expect(w.steps[0].moves).toEqual([{ type: 'pipStop', value: 0 }, { type: 'end' }]);
    expect(w.steps[0].narration).toEqual({ en: 'Red names a pip-stop of nothing and passes.', fr: 'Rouge annonce un seuil nul et passe.' });
    const replay = replayModuleWalkthrough(parsed.value);
    expect(replay.steps.flatMap((s) => s.problems.map((p) => stepProblemText(parsed.value.game, p)))).toEqual([]);
    expect(Object.keys(w.steps[0].expect).length).toBeGreaterThan(0);

    // Back one move, then a branch from there: the moves after it go, the original is kept.
    await page.click('[data-undo]');
    expect(await moves(page)).toBe(1);
    await page.click('[data-fork]');
    await expect.poll(() => page.locator('[data-fork-back]').count()).toBe(1);
    expect(await page.locator('[data-fork-back]').innerText()).toMatch(/\(2 moves\)/);
    expect(await page.locator('[data-redo]').isDisabled()).toBe(true);
    expect(await page.locator('.mp-notice').innerText()).toMatch(/new branch starts at move 1/);
    await page.click('[data-group="freight"]');
    // A load, then (if it has more than one way) the first place it may go.
    for (let i = 0; i < 4 && (await moves(page)) < 2; i++) await page.locator('[data-choice]').first().click();
    expect(await moves(page)).toBe(2);
    await shotAll(page, 'fork');
    // The original comes back where it was left (one move shown), its second move still there to redo.
    await page.click('[data-fork-back]');
    expect(await moves(page)).toBe(1);
    expect(await page.locator('[data-fork-back]').count()).toBe(0);
    await page.click('[data-redo]');
    expect(await moves(page)).toBe(2);
    expect(await page.locator('.mp').getAttribute('data-waiting')).toBe('bot');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
