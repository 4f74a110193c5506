import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { serveStatic, type StaticServer } from './serve';
import { ARTIFACTS, collectErrors, ROOT, snap } from './site';
import './editor-hook';

/**
 * The editor when the page goes away in the middle of a gesture: a reload while an
 * island is being dragged or a link drawn (the mouse still down), and a crashed
 * tab just after an edit whose debounced save had not run. Each time the last
 * finished edit comes back and a notice says what was dropped. Every wait is on
 * the page's state (the map, the storage, the notice), never on the clock.
 */

const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');
const MAP_KEY = 'clippers-editor:map:v1';
const GESTURE_KEY = 'clippers-editor:gesture:v1';
/** How far one arrow press nudges an island, in degrees. */
const NUDGE = 0.5;

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveStatic(DIST);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  collectErrors(page, errors);
  await page.goto(`${server.url}/editor/`);
  await ready();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function ready(): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true' && window.__clippersEditor?.cy() != null, undefined, { timeout: 30_000 });
}

const islandOf = (id: string) => page.evaluate((i) => window.__clippersEditor!.map().islands.find((x) => x.id === i)!, id);
/** The island as the autosave holds it (null: not in the save). */
const savedIsland = (id: string) =>
  page.evaluate(
    ([key, i]) => {
      const text = localStorage.getItem(key);
      return text === null ? null : ((JSON.parse(text) as { map: { islands: { id: string; x: number; y: number }[] } }).map.islands.find((x) => x.id === i) ?? null);
    },
    [MAP_KEY, id] as const,
  );
const gestureNote = () => page.evaluate((key) => sessionStorage.getItem(key), GESTURE_KEY);

/** Page coordinates of a node, once any framing animation has stopped. */
async function nodePoint(id: string): Promise<{ x: number; y: number }> {
  await page.waitForFunction(() => window.__clippersEditor?.cy()?.animated() === false && window.__clippersEditor?.settled() === true);
  const box = (await page.locator('.ed-canvas__cy').boundingBox())!;
  const p = await page.evaluate((i) => window.__clippersEditor!.cy()!.getElementById(i).renderedPosition(), id);
  return { x: box.x + p.x, y: box.y + p.y };
}

/** Presses on `from` and moves toward `to` without letting go; resolves once the editor has noted the gesture. */
async function halfDrag(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) * 0.5, from.y + (to.y - from.y) * 0.5, { steps: 8 });
  await expect.poll(gestureNote, { timeout: 10_000 }).not.toBeNull();
}

const notice = () => page.getByTestId('interrupted-notice');

/** The notice at the three screen sizes a designer uses, for a person to look at. */
async function shots(name: string): Promise<void> {
  for (const [w, h] of [
    [1366, 900],
    [1280, 720],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await notice().waitFor({ state: 'visible' });
    await snap(page, { path: join(ARTIFACTS, `editor-recovery-${name}-${w}x${h}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('the editor after a reload or a crash in the middle of a gesture', () => {
  it('reloaded while an island is being dragged: the last finished move is kept, the half drag dropped, and the notice says so', async () => {
    // A finished drag: Rarotonga three degrees west. Its end writes the map at once.
    const raro = await islandOf('rarotonga');
    const from = await nodePoint('rarotonga');
    const zoom = await page.evaluate(() => window.__clippersEditor!.cy()!.zoom());
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 3 * 16 * zoom, from.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await islandOf('rarotonga')).x).toBeCloseTo(raro.x - 3, 0);
    const moved = await islandOf('rarotonga');
    await expect.poll(async () => (await savedIsland('rarotonga'))?.x).toBe(moved.x);
    expect(await gestureNote()).toBeNull();

    // Now Niue, and the page reloads with the mouse still down.
    const niue = await islandOf('niue');
    const n = await nodePoint('niue');
    await halfDrag(n, { x: n.x + 120, y: n.y + 60 });
    expect(JSON.parse((await gestureNote())!)).toMatchObject({ kind: 'move', label: 'moving island “Niue”' });
    await page.reload();
    await page.mouse.up();
    await ready();

    await notice().waitFor({ state: 'visible' });
    expect(await notice().innerText()).toMatch(/^Your map was restored\. The editor closed while you were moving island “Niue”, so that move was not made\. Everything before it is here: the map is as you last left it, saved at \d\d:\d\d:\d\d( [AP]M)?\./);
    expect(await islandOf('rarotonga')).toMatchObject({ x: moved.x, y: moved.y });
    expect(await islandOf('niue')).toMatchObject({ x: niue.x, y: niue.y });
    // Said once: the note is gone, and the usual "opened your last autosaved map" would only repeat it.
    expect(await gestureNote()).toBeNull();
    expect(await page.locator('.ed-notice--ok').count()).toBe(0);
    await shots('drag');
    await notice().getByRole('button', { name: 'Dismiss' }).click();
    await notice().waitFor({ state: 'hidden' });
  });

  it('reloaded while a link is being drawn: no half link in the map, and the notice names it', async () => {
    const links = await page.evaluate(() => window.__clippersEditor!.map().links.length);
    await page.getByTestId('link-mode').click();
    await expect.poll(() => page.locator('.ed-canvas--link').count()).toBe(1);
    const a = await nodePoint('tonga');
    const b = await nodePoint('samoa');
    await halfDrag(a, b);
    expect(JSON.parse((await gestureNote())!)).toMatchObject({ kind: 'link', label: 'drawing a link from island “Tonga”' });
    await page.reload();
    await page.mouse.up();
    await ready();
    await notice().waitFor({ state: 'visible' });
    expect(await notice().innerText()).toMatch(/The editor closed while you were drawing a link from island “Tonga”, so that link was not drawn\./);
    expect(await page.evaluate(() => window.__clippersEditor!.map().links.length)).toBe(links);
    // The saved map holds no draft edge either.
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).map.links.length as number, MAP_KEY);
    expect(saved).toBe(links);
    await shots('link');
    await notice().getByRole('button', { name: 'Dismiss' }).click();
  });

  it('a tab that crashes mid-drag, before the debounced save of the edit just made, still has that edit', async () => {
    // Hold back the autosave's debounce timer, as a crash within its 400 ms would.
    await page.evaluate(() => {
      const real = window.setTimeout;
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => (ms === 400 ? -1 : real(fn, ms, ...rest))) as typeof window.setTimeout;
    });
    await page.getByTestId('tab-inspect').click();
    await page.getByTestId('goto').selectOption('fiji');
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const fiji = await islandOf('fiji');
    await page.getByTestId('board-canvas').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await islandOf('fiji')).y).toBeCloseTo(fiji.y + NUDGE, 5);
    // The edit waits for its save, which will never come.
    await expect.poll(() => page.getByTestId('save-status').innerText()).toMatch(/Saving|Unsaved|pending/i);
    expect((await savedIsland('fiji'))?.y).toBe(fiji.y);

    // A drag begins: the waiting edit is written before anything else happens.
    const t = await nodePoint('vanuatu'); // beside Fiji, which the board has just centred on
    await halfDrag(t, { x: t.x + 80, y: t.y });
    expect((await savedIsland('fiji'))?.y).toBeCloseTo(fiji.y + NUDGE, 5);

    const cdp = await context.newCDPSession(page);
    const crashed = page.waitForEvent('crash');
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    // The crashed tab's own "Reload", so its session storage (the note of the drag) survives, as in a real
    // browser. Playwright gives up on a page once it has crashed, so the rest is asked over CDP.
    await cdp.send('Page.reload');
    const inPage = async <T>(expression: string): Promise<T> => ((await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value as T);
    await expect
      .poll(() => inPage<boolean>(`document.documentElement.dataset.editorReady === 'true' && document.querySelector('[data-testid=interrupted-notice]') !== null`).catch(() => false), { timeout: 30_000 })
      .toBe(true);
    expect(await inPage<number>(`window.__clippersEditor.map().islands.find((i) => i.id === 'fiji').y`)).toBeCloseTo(fiji.y + NUDGE, 5);
    expect(await inPage<string>(`document.querySelector('[data-testid=interrupted-notice]').innerText`)).toMatch(
      /^Your map was restored\. The editor closed while you were moving island “Vanuatu”, so that move was not made\. Everything before it is here/,
    );
    const png = await cdp.send('Page.captureScreenshot', { format: 'png' });
    writeFileSync(join(ARTIFACTS, 'editor-recovery-crash-1366x900.png'), Buffer.from(png.data, 'base64'));
  });

  it('logged no errors on the way', () => {
    // The crashed renderer's own report is the browser's, not the page's.
    expect(errors.filter((e) => !/crash/i.test(e))).toEqual([]);
  });
});
