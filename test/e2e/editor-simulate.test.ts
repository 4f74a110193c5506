import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMapText } from '../../src/map/parse';
import { simulateGames, type SimOptions } from '../../src/sim/simulate';
import { buildReport, simMeta } from '../../src/sim/report';
import { balanceOf } from '../../src/sim/verdict';
import { downloadedFile, launchBrowser } from './browser';
import { serveStatic, type StaticServer } from './serve';
import { ARTIFACTS, collectErrors, ROOT, snap } from './site';

/**
 * The editor's "Simulate" panel in a real browser, against the built site: run 100
 * games in the Web Worker, read the seat bars and the island heat map on the board,
 * check the downloaded report against the simulator run here in Node (the CLI's
 * code), again with a rule variant chosen, switch and hide the heat map, see it go
 * when the map changes, refuse a board with errors, and cancel a long run while the
 * page stays responsive.
 */

const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');

interface CyNode {
  id(): string;
  hasClass(c: string): boolean;
  data(key: string): unknown;
}
/** The part of the editor's test hook (`window.__clippersEditor`) used here; editor.test.ts types the rest. */
interface SimHook {
  cy(): { nodes(selector: string): { map<T>(fn: (n: CyNode) => T): T[] } } | null;
  diagnostics(): { severity: string; message: string }[];
}
type HookWindow = { __clippersEditor?: SimHook };

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const visible = (l: Locator, timeout = 10_000) => l.waitFor({ state: 'visible', timeout });
const hidden = (l: Locator) => l.waitFor({ state: 'hidden', timeout: 10_000 });
const $ = (testId: string) => page.locator(`[data-testid="${testId}"]`);

/** Each island's heat on the board: [id, has the class, data('heat'), data('heatMetric')]. */
const islandHeat = () =>
  page.evaluate(() =>
    (window as unknown as HookWindow).__clippersEditor!.cy()!
      .nodes('node.island')
      .map((n) => [n.id(), n.hasClass('heat'), n.data('heat'), n.data('heatMetric')] as [string, boolean, number | undefined, string | undefined]),
  );

const defaultMap = () => {
  const parsed = parseMapText(readFileSync(join(ROOT, 'maps/south-pacific.json'), 'utf8'));
  if (!parsed.ok) throw new Error('maps/south-pacific.json does not parse');
  return parsed.value;
};

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveStatic(DIST);
  browser = await launchBrowser({ own: true }); // judges main-thread time: a Chromium of its own
  // A fresh context: no autosaved map, so the editor opens on the default board.
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  collectErrors(page, errors);
  await page.goto(`${server.url}/editor/`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true' && (window as unknown as HookWindow).__clippersEditor?.cy() != null);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the editor’s simulator', () => {
  it('runs 100 games in a worker and shows seat win rates and the island heat map', async () => {
    await $('tab-simulate').click();
    await visible($('simulate-slot'));
    expect(await $('sim-run').isEnabled()).toBe(true);
    await $('sim-games').fill('100');
    await expect.poll(() => $('sim-run').textContent()).toMatch(/Run 100 games/);
    await $('sim-run').click();
    await visible($('sim-results'), 30_000);
    expect(await $('simulate-slot').getAttribute('data-status')).toBe('idle');

    // One bar per seat, the first player's marked; the win shares add up to every game.
    const seats = $('sim-seats').locator('li');
    expect(await seats.count()).toBe(4);
    expect(await seats.first().locator('.ed-sim__first').textContent()).toBe('1st');
    expect(await seats.nth(1).locator('.ed-sim__first').count()).toBe(0);
    const rates = (await seats.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-win-rate'))))) as number[];
    expect(rates.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    expect(await $('sim-seat-bar').count()).toBe(4);
    await expect.poll(() => $('sim-purple').textContent()).toMatch(/\d+% of games|\d+ games? in 100|never/);

    // What the intervals allow, as the CLI reads it (balanceOf): 100 games cannot call a seat fair.
    const options: SimOptions = { map: defaultMap(), players: 4, games: 100, seed: 1, bots: ['random'] };
    const records = simulateGames(options);
    if (!records.ok) throw new Error(records.error.map((p) => p.message).join('; '));
    const balance = balanceOf(buildReport(records.value, simMeta(options)).seats, 100);
    expect(balance.verdict).not.toBe('fair');
    expect(await $('sim-verdict').getAttribute('data-verdict')).toBe(balance.verdict);
    expect(await $('sim-verdict').textContent()).toContain('About 610 games would tell a seat 5 points off an even share from a fair one (4 times in 5).');
    if (balance.verdict === 'undecided') expect(await $('sim-verdict').textContent()).toMatch(/^Not enough games to tell whether the seats win an even share \(25\.0%\)/);
    await $('sim-verdict').scrollIntoViewIfNeeded();
    await snap(page, { path: join(ARTIFACTS, 'editor-simulate-verdict-1366.png') });

    // The heat map: a legend over the board, and every island coloured.
    await visible($('heat-legend'));
    expect(await $('heat-legend').getAttribute('data-metric')).toBe('reached');
    expect(await $('board-canvas').getAttribute('data-heat')).toBe('reached');
    const heat = await islandHeat();
    expect(heat).toHaveLength(38);
    expect(heat.every(([, has, value]) => has && typeof value === 'number' && value >= 0 && value <= 1)).toBe(true);
    expect(new Set(heat.map(([, , v]) => v)).size).toBeGreaterThan(1);

    await snap(page, { path: join(ARTIFACTS, 'editor-simulate.png') });
  });

  it('reports exactly what the simulator reports in Node (the CLI’s code) for the same map and seed', async () => {
    const options: SimOptions = { map: defaultMap(), players: 4, games: 100, seed: 1, bots: ['random'] };
    const records = simulateGames(options);
    if (!records.ok) throw new Error(records.error.map((p) => p.message).join('; '));
    const expected = buildReport(records.value, simMeta(options));

    await page.locator('.ed-sim__more summary').click();
    expect(await $('sim-cli').textContent()).toBe('npx clippers simulate --map my-board.json --players 4 --games 100 --seed 1 --bots random --json');
    const [download] = await Promise.all([page.waitForEvent('download'), $('sim-download').click()]);
    const text = readFileSync(await downloadedFile(download), 'utf8');
    expect(text).toBe(`${JSON.stringify(expected, null, 2)}\n`);

    // And the board shows the same island shares.
    const shares = new Map(expected.islands.map((i) => [i.id, Math.round(i.share * 1000) / 1000]));
    for (const [id, , value] of await islandHeat()) expect(value).toBe(shares.get(id));
  });

  it('plays a chosen rule variant, and says so in the report and the command line', async () => {
    expect(await $('sim-variant-portCard').inputValue()).toBe('replaces-placement');
    expect(await $('sim-variant-portCard').locator('option:checked').textContent()).toMatch(/\(default\)$/);
    await $('sim-variant-portCard').selectOption('in-addition');
    await $('sim-games').fill('10');
    await snap(page.locator('.ed-sim__form'), { path: join(ARTIFACTS, 'editor-simulate-variants.png') });
    await $('sim-run').click();
    await visible($('sim-results'), 30_000);
    await expect.poll(() => $('sim-results').getAttribute('data-stale')).toBe('false');
    expect(await $('sim-variants').textContent()).toContain('Port card: as well as');

    const options: SimOptions = { map: defaultMap(), players: 4, games: 10, seed: 1, bots: ['random'], variants: { portCard: 'in-addition' } };
    const records = simulateGames(options);
    if (!records.ok) throw new Error(records.error.map((p) => p.message).join('; '));
    const expected = buildReport(records.value, simMeta(options));
    await page.locator('.ed-sim__more summary').click();
    expect(await $('sim-cli').textContent()).toBe(
      'npx clippers simulate --map my-board.json --players 4 --games 10 --seed 1 --bots random --variant portCard=in-addition --json',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), $('sim-download').click()]);
    expect(readFileSync(await downloadedFile(download), 'utf8')).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  });

  it('colours by companies connected, and hides the heat map on request', async () => {
    await $('sim-metric-companies').check();
    await expect.poll(() => $('heat-legend').getAttribute('data-metric')).toBe('companies');
    expect((await islandHeat()).every(([, has, , metric]) => has && metric === 'companies')).toBe(true);
    await snap(page, { path: join(ARTIFACTS, 'editor-simulate-companies.png') });
    await $('sim-metric-reached').check();

    await $('sim-heat-toggle').uncheck();
    await hidden($('heat-legend'));
    expect((await islandHeat()).some(([, has, value]) => has || value !== undefined)).toBe(false);
    expect(await $('board-canvas').getAttribute('data-heat')).toBeNull();
    await $('sim-heat-toggle').check();
    await visible($('heat-legend'));
  });

  it('clears the heat map when the map changes', async () => {
    await $('tab-map').click();
    const name = $('map-name');
    await name.fill('South Pacific, edited');
    await hidden($('heat-legend'));
    expect((await islandHeat()).some(([, has]) => has)).toBe(false);
    await $('tab-simulate').click();
    await visible($('sim-stale'));
    expect(await $('sim-heat-toggle').isDisabled()).toBe(true);
  });

  it('refuses to run a board with errors, quoting the checker', async () => {
    await $('add-harbor').click();
    await expect.poll(() => page.locator('[data-testid="error-count"]').textContent()).not.toBe('0 errors');
    await $('tab-simulate').click();
    await visible($('sim-refused'));
    const first = await page.evaluate(() => (window as unknown as HookWindow).__clippersEditor!.diagnostics().find((d) => d.severity === 'error')!.message);
    expect(await $('sim-refused').textContent()).toContain(first);
    expect(await $('sim-run').isDisabled()).toBe(true);
    await snap(page, { path: join(ARTIFACTS, 'editor-simulate-refused.png') });
    await page.keyboard.press('Control+z');
    await hidden($('sim-refused'));
    expect(await $('sim-run').isEnabled()).toBe(true);
  });

  it('cancels a long run, and the page stays responsive while it plays', async () => {
    await $('tab-simulate').click();
    await $('sim-bots-greedy').check();
    await $('sim-games').fill('1000');
    await $('sim-run').click();
    await visible($('sim-progress'));
    await expect.poll(() => $('sim-progress').locator('[role="progressbar"]').getAttribute('aria-valuenow'), { timeout: 20_000 }).not.toBe('0');
    // The main thread is free: frames keep coming while the worker plays.
    const worstGap = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = performance.now();
          let worst = 0;
          const end = last + 600;
          const frame = (t: number) => {
            worst = Math.max(worst, t - last);
            last = t;
            if (t < end) requestAnimationFrame(frame);
            else resolve(worst);
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(worstGap).toBeLessThan(250);
    await snap(page, { path: join(ARTIFACTS, 'editor-simulate-running.png') });
    await $('sim-cancel').click();
    await visible($('sim-cancelled'));
    expect(await $('sim-cancelled').textContent()).toMatch(/Cancelled after \d+ of 1000 games/);
    expect(await $('sim-results').count()).toBe(0);
    expect(await $('sim-run').isEnabled()).toBe(true);
    // Cancelling must not start another run on the same click.
    await page.waitForTimeout(300);
    expect(await $('simulate-slot').getAttribute('data-status')).toBe('cancelled');
  });

  it('logged no errors on the way', () => {
    expect(errors).toEqual([]);
  });
});

describe('the editor’s simulator in French', () => {
  it('says in French that ten games cannot tell, and how many would', async () => {
    const fr = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const p = await fr.newPage();
    collectErrors(p, errors);
    await p.goto(`${server.url}/fr/editor/`);
    await p.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    await p.locator('[data-testid="tab-simulate"]').click();
    await p.locator('[data-testid="sim-games"]').fill('10');
    await p.locator('[data-testid="sim-run"]').click();
    const verdict = p.locator('[data-testid="sim-verdict"]');
    await verdict.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await verdict.getAttribute('data-verdict')).toBe('undecided');
    expect(await verdict.textContent()).toMatch(/^Trop peu de parties pour dire si les places gagnent une part égale \(25,0\s?%\)/);
    expect(await verdict.textContent()).toContain('Environ 610 parties');
    await verdict.scrollIntoViewIfNeeded();
    await snap(p, { path: join(ARTIFACTS, 'editor-simulate-verdict-fr-1280.png') });
    await fr.close();
  }, 120_000);
});
