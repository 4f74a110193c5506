import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_PREFIX } from '../../src/editor/autosave-key';
import { axeSerious } from './axe';
import { launchBrowser } from './browser';
import './editor-hook';
import { serveStatic, type StaticServer } from './serve';
import { ARTIFACTS, collectErrors, ROOT } from './site';

/**
 * The editor's Compare view (in the Simulate tab) in a real browser, against the built site: change Tahiti's
 * value, compare against the board the editor opened with, see Tahiti marked on the
 * live board and listed as changed, play both boards a few games each and read a seat's
 * win-rate change; a named snapshot survives a reload (a damaged one beside it is
 * reported, not fatal), is offered as a baseline, and is restored as one undo step.
 */

const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const $ = (testId: string) => page.locator(`[data-testid="${testId}"]`);
const poll = <T>(fn: () => Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout });
/** Runs `body` with the editor's test hook as `h` and its live board as `cy` (both untyped here: editor-hook.ts types what other specs read). */
const onBoard = <T>(body: string): Promise<T> => page.evaluate(`((h) => { const cy = h.cy(); ${body} })(window.__clippersEditor)`) as Promise<T>;
const tahitiValue = () => onBoard<number>(`return h.map().islands.find((i) => i.id === 'tahiti').value;`);

async function openEditor(): Promise<void> {
  await page.goto(`${server.url}/editor/`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true' && window.__clippersEditor?.cy() != null);
}

async function openCompare(): Promise<void> {
  await $('tab-simulate').click();
  await $('sim-view-compare').check();
  await $('compare-panel').waitFor({ state: 'visible', timeout: 10_000 });
}

async function selectTahiti(): Promise<void> {
  await page.waitForFunction(() => window.__clippersEditor?.settled() === true);
  const box = await page.locator('.ed-canvas__cy').boundingBox();
  const at = await onBoard<{ x: number; y: number }>(`return cy.getElementById('tahiti').renderedPosition();`);
  await page.mouse.click(box!.x + at.x, box!.y + at.y);
  await $('island-value').waitFor({ state: 'visible', timeout: 10_000 });
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveStatic(DIST);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  collectErrors(page, errors);
  await openEditor();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('compare in the editor', () => {
  let original = 0;

  it('marks and lists a changed island against the board the editor opened with', async () => {
    original = await tahitiValue();
    await selectTahiti();
    await $('island-value').fill(String(original + 3));
    await poll(tahitiValue).toBe(original + 3);

    await openCompare();
    const row = page.locator('[data-testid="cmp-change"][data-id="tahiti"]');
    await row.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await row.getAttribute('data-type')).toBe('changed');
    expect(await row.textContent()).toContain(`value ${original} → ${original + 3}`);
    expect(await page.locator('[data-testid="cmp-change"]').count()).toBe(1);
    await poll(() => onBoard<boolean>(`return cy.getElementById('tahiti').hasClass('cmp-changed');`)).toBe(true);
    // Only Tahiti is marked.
    expect(await onBoard<number>(`return cy.$('.cmp-changed, .cmp-added, .cmp-removed').length;`)).toBe(1);
  });

  it('plays both boards with the same settings and reads each seat’s win-rate change, with a reach-change heat map', async () => {
    await $('cmp-games').fill('12');
    await $('cmp-run').click();
    await poll(() => $('cmp-sim').getAttribute('data-status'), 60_000).toBe('done');
    const seats = page.locator('[data-testid="cmp-seat"]');
    expect(await seats.count()).toBe(4);
    for (let i = 0; i < 4; i++) {
      const [way, text] = [await seats.nth(i).getAttribute('data-direction'), (await seats.nth(i).textContent()) ?? ''];
      expect(['rose', 'fell', 'unclear']).toContain(way);
      // Twelve games a board cannot tell most seats apart: the words say so rather than call a direction.
      expect(text).toMatch(way === 'unclear' ? /not enough games to tell \([−+]\d/ : new RegExp(`${way} \\d`));
    }
    expect(await $('cmp-rounds').textContent()).toMatch(/\d.* → \d/);
    await poll(() => $('heat-legend').getAttribute('data-metric')).toBe('change');
    expect(await onBoard<string>(`return cy.getElementById('tahiti').data('heatMetric');`)).toBe('change');

    for (const [w, h] of [
      [1366, 900],
      [1280, 720],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForFunction(() => window.__clippersEditor?.settled() === true);
      // The seat table in view in the side panel; on a phone the page is one column, taken whole.
      if (w > 390) await $('cmp-results').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `editor-compare-${w}x${h}.png`), fullPage: w === 390 });
      const board = (await $('board-canvas').boundingBox())!;
      const side = (await page.locator('.ed-side').boundingBox())!;
      expect(board.height).toBeGreaterThan(h === 900 ? 480 : 280);
      // The panel sits beside the board (or under it on a phone), never over it.
      if (w > 390) expect(side.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
      else expect(side.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    // The view with its results, as a screen reader meets it.
    expect(await axeSerious(page)).toEqual([]);
  });

  it('keeps a named snapshot across a reload, reports a damaged one beside it, and restores it as one undo step', async () => {
    await $('snap-name').fill('  before the Tahiti change ');
    await $('snap-save').click();
    await poll(() => $('snap-item').count()).toBe(1);
    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"name":'), `${SNAPSHOT_PREFIX}damaged`);

    await openEditor();
    await openCompare();
    await poll(() => $('snap-item').count()).toBe(1);
    expect(await $('snap-item').textContent()).toContain('before the Tahiti change');
    expect(await $('snap-bad').textContent()).toContain(`${SNAPSHOT_PREFIX}damaged`);
    // The autosave brought the edited board back: against the snapshot it is the same board.
    expect(await tahitiValue()).toBe(original + 3);
    const options = await $('cmp-baseline').locator('option').allTextContents();
    expect(options.some((o) => o.includes('before the Tahiti change'))).toBe(true);
    await $('cmp-baseline').selectOption({ index: 1 });
    await $('cmp-same').waitFor({ state: 'visible', timeout: 10_000 });

    await selectTahiti();
    await $('island-value').fill(String(original + 5));
    await poll(tahitiValue).toBe(original + 5);
    await openCompare();
    await page.locator('[data-testid="cmp-change"][data-id="tahiti"]').waitFor({ state: 'visible', timeout: 10_000 });
    const steps = await onBoard<number>(`return h.history().undo;`);
    await $('snap-restore').click();
    await poll(tahitiValue).toBe(original + 3);
    expect(await onBoard<number>(`return h.history().undo;`)).toBe(steps + 1);
    await $('cmp-same').waitFor({ state: 'visible', timeout: 10_000 });
    await $('undo').click();
    await poll(tahitiValue).toBe(original + 5);
    expect(errors).toEqual([]);
  });
});
