import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedFile, launchBrowser } from './browser';
import { serveStatic, type StaticServer } from './serve';
import { ARTIFACTS, collectErrors, ROOT, snap } from './site';
import type { Hook } from './editor-hook';

/**
 * The map editor in a real browser, against the built site (`npm run build` first):
 * add an island, link it by dragging with the mouse (edgehandles), watch the
 * checker's warning come and go, undo and redo, reload and find the work restored,
 * refuse a broken file, export and re-import byte for byte. Screenshots go to
 * test/e2e/.artifacts/ for a human to look at.
 */

// The site as built by `npm run build` (E2E_DIST: another build, e.g. while dist/ is being rebuilt).
const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Page errors and console errors: there should be none. */
const errors: string[] = [];

const shot = (name: string) => snap(page, { path: join(ARTIFACTS, `editor-${name}.png`) });

async function openEditor(): Promise<void> {
  await page.goto(`${server.url}/editor/`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true' && window.__clippersEditor?.cy() != null);
}

/** Page coordinates of a map point or a node on the board. */
async function pagePoint(target: { id: string } | { x: number; y: number }): Promise<{ x: number; y: number }> {
  // Let the board draw the current map and finish any framing first, so the point does not move under the mouse.
  await page.waitForFunction(() => window.__clippersEditor?.settled() === true);
  const box = await page.locator('.ed-canvas__cy').boundingBox();
  if (!box) throw new Error('no board canvas');
  const rendered = await page.evaluate((t) => {
    const hook = window.__clippersEditor!;
    const cy = hook.cy()!;
    if ('id' in t) return cy.getElementById(t.id).renderedPosition();
    const zoom = cy.zoom();
    const pan = cy.pan();
    return { x: t.x * hook.scale * zoom + pan.x, y: -t.y * hook.scale * zoom + pan.y };
  }, target);
  return { x: box.x + rendered.x, y: box.y + rendered.y };
}

/** Drags with real mouse events, in small steps, resting at the end as a hand would. */
async function drag(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) * 0.2, from.y + (to.y - from.y) * 0.2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.waitForTimeout(300);
  await page.mouse.up();
}

// playwright-core has no test runner matchers: wait and poll with vitest instead.
const visible = (l: Locator) => l.waitFor({ state: 'visible', timeout: 10_000 });
const hidden = (l: Locator) => l.waitFor({ state: 'hidden', timeout: 10_000 });
const textOf = (l: Locator) => expect.poll(() => l.textContent(), { timeout: 10_000 });

/** Runs `fn` in the page on the editor's test hook (`window.__clippersEditor`). */
const hook = <T>(fn: (h: Hook) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.__clippersEditor)`) as Promise<T>;
const fewLinks = (id: string) =>
  page.evaluate((island) => window.__clippersEditor!.diagnostics().some((d) => d.code === 'island.few-links' && d.elements[0] === island), id);
const fewLinksShown = (id: string) => page.locator(`.ed-problem[data-code="island.few-links"]`, { hasText: `"${id}"` });

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveStatic(DIST);
  browser = await launchBrowser({ own: true }); // judges main-thread time: a Chromium of its own
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  collectErrors(page, errors);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('map editor', () => {
  it('opens on the default map with a clean check', async () => {
    await openEditor();
    const map = await hook((h) => h.map());
    expect(map.islands.length).toBe(38);
    await expect.poll(() => page.locator('[data-testid="error-count"]').textContent()).toBe('0 errors');
    await shot('01-open');
  });

  it('adds an island, links it by dragging, and the few-links warning comes and goes', async () => {
    const before = await hook((h) => h.history().undo);
    // Double-click the open sea between Guam, New Guinea and Nauru.
    const sea = await pagePoint({ x: 155, y: 2 });
    await page.mouse.dblclick(sea.x, sea.y);
    await expect.poll(() => hook((h) => h.map().islands.length)).toBe(39);
    // The new island is selected with its name field focused: type a name (one undo step however many keys).
    await expect.poll(() => page.locator('[data-testid="island-name"]').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Atlantis');
    await page.keyboard.press('Tab');
    // The id follows the name when the field is left, in the same undo step as the typing.
    await expect.poll(() => hook((h) => h.map().islands.find((i) => i.id === 'atlantis')?.name)).toBe('Atlantis');
    expect(await hook((h) => h.history().undo)).toBe(before + 2);
    const added = await hook((h) => h.map().islands.find((i) => i.id === 'atlantis')!);
    expect(added.x).toBeCloseTo(155, 0);
    expect(added.y).toBeCloseTo(2, 0);

    // No links yet: the checker warns at once. Clicking the warning shows the island.
    await expect.poll(() => fewLinks('atlantis')).toBe(true);
    await visible(fewLinksShown('atlantis'));
    await page.locator('[data-testid="tab-map"]').click();
    await fewLinksShown('atlantis').click();
    await expect.poll(() => page.locator('[data-testid="inspector-island"] h2').textContent()).toBe('Atlantis');
    await shot('02a-warning');

    // Draw a link with the mouse: link mode, then drag from the new island to New Guinea.
    await page.locator('[data-testid="link-mode"]').click();
    await drag(await pagePoint({ id: 'atlantis' }), await pagePoint({ id: 'new-guinea' }));
    await expect.poll(() => hook((h) => h.map().links.filter((l) => l.from === 'atlantis').map((l) => l.to))).toEqual(['new-guinea']);
    // One link is still fewer than two.
    expect(await fewLinks('atlantis')).toBe(true);
    await shot('02-one-link');

    // A second link, to Nauru: the warning goes.
    await drag(await pagePoint({ id: 'atlantis' }), await pagePoint({ id: 'nauru' }));
    await expect.poll(() => hook((h) => h.map().links.filter((l) => l.from === 'atlantis').length)).toBe(2);
    await expect.poll(() => fewLinks('atlantis')).toBe(false);
    await expect.poll(() => fewLinksShown('atlantis').count()).toBe(0);
    await page.locator('[data-testid="link-mode"]').click();
    await shot('03-two-links');

    // The default map re-checks well inside a frame.
    const ms = await hook((h) => h.checkMs());
    expect(ms).toBeLessThan(16);
  });

  it('undoes and redoes with the buttons and the keyboard', async () => {
    // Waits of up to 10 s: with two browser tests at once, an edit and its map check took over the poll's default second.
    const depth = await hook((h) => h.history().undo);
    await page.locator('[data-testid="undo"]').click();
    await expect.poll(() => fewLinks('atlantis'), { timeout: 10_000 }).toBe(true);
    await page.locator('[data-testid="redo"]').click();
    await expect.poll(() => fewLinks('atlantis'), { timeout: 10_000 }).toBe(false);

    await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
    await page.keyboard.press('Control+z');
    await expect.poll(() => fewLinks('atlantis'), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => fewLinks('atlantis'), { timeout: 10_000 }).toBe(false);
    await page.keyboard.press('Control+z');
    // Each key's effect awaited before the next: on a busy machine a check right after the keys ran before the redo landed.
    await expect.poll(() => fewLinks('atlantis'), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Control+y');
    await expect.poll(() => fewLinks('atlantis'), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => hook((h) => h.history()), { timeout: 10_000 }).toEqual({ undo: depth, redo: 0 });
  });

  it('asks before deleting an island with links, listing them, and one undo restores all', async () => {
    const text = await hook((h) => h.exportText());
    const island = await pagePoint({ id: 'atlantis' });
    await page.mouse.click(island.x, island.y);
    await expect.poll(() => page.locator('[data-testid="inspector-island"] h2').textContent()).toBe('Atlantis');
    await page.locator('[data-testid="delete"]').click();
    const dialog = page.locator('[data-testid="confirm-delete"]');
    await visible(dialog);
    await expect.poll(() => dialog.locator('[data-testid="cascade-links"] li').count()).toBe(2);
    await shot('04-confirm-delete');
    await dialog.locator('[data-testid="confirm-delete-ok"]').click();
    await expect.poll(() => hook((h) => h.map().islands.some((i) => i.id === 'atlantis'))).toBe(false);
    expect(await hook((h) => h.map().links.some((l) => l.from === 'atlantis' || l.to === 'atlantis'))).toBe(false);
    await page.keyboard.press('Control+z');
    await expect.poll(() => hook((h) => h.exportText())).toBe(text);
  });

  it('restores the edit after a reload', async () => {
    await textOf(page.locator('[data-testid="save-status"]')).toMatch(/Saved/);
    const text = await hook((h) => h.exportText());
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    expect(await hook((h) => h.exportText())).toBe(text);
    expect(await hook((h) => h.map().islands.find((i) => i.id === 'atlantis')?.name)).toBe('Atlantis');
    await shot('05-reloaded');
  });

  it('keeps another tab’s map aside when this tab saves over it, says where, and offers it for download', async () => {
    await textOf(page.locator('[data-testid="save-status"]')).toMatch(/Saved/);
    const key = 'clippers-editor:map:v1';
    // A second tab of the same browser saves its own map under the editor's key.
    const other = await context.newPage();
    await other.goto(`${server.url}/editor/`);
    await other.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    const theirs = await other.evaluate((k) => {
      const record = JSON.parse(localStorage.getItem(k) ?? '{}') as { map: { name: string } };
      record.map.name = 'The other tab’s board';
      const text = JSON.stringify(record);
      localStorage.setItem(k, text);
      return text;
    }, key);
    await other.close();
    await textOf(page.locator('.ed-notices')).toMatch(/changed in another tab/);
    // This tab edits (opens a file) and saves over it.
    await page.bringToFront();
    const mine = JSON.parse(await hook((h) => h.exportText())) as { name: string };
    mine.name = 'This tab’s board';
    await page.locator('[data-testid="import-input"]').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mine)) });
    const notice = page.locator('[data-testid="other-tab-notice"]');
    await visible(notice);
    await textOf(notice).toMatch(/kept the other tab’s map in this browser under clippers-editor:other-tab:/);
    await visible(notice.getByRole('button', { name: 'Download the other tab’s map' }));
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clippers-editor:other-tab:')).map((k) => localStorage.getItem(k)));
    expect(stored).toEqual([theirs]);
    await shot('07-other-tab-kept');
    await page.locator('[data-testid="undo"]').click();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await hidden(notice);
  });

  it('refuses a broken file, showing where it is wrong, and leaves the map alone', async () => {
    const text = await hook((h) => h.exportText());
    const depth = await hook((h) => h.history());
    const input = page.locator('[data-testid="import-input"]');

    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{\n  "format": "clippers-map",\n  "version": 1,,\n}\n') });
    const dialog = page.locator('[data-testid="import-errors"]');
    await visible(dialog);
    await textOf(dialog).toMatch(/line 3, column \d+/);
    await shot('06-import-syntax-error');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await hidden(dialog);

    const wrong = JSON.parse(text) as { islands: { ports: unknown }[]; links: { segments: unknown }[] };
    wrong.islands[2].ports = 'three';
    delete (wrong.links[0] as { segments?: unknown }).segments;
    await input.setInputFiles({ name: 'wrong.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(wrong)) });
    await visible(dialog);
    await textOf(dialog).toMatch('islands[2].ports');
    await textOf(dialog).toMatch('links[0].segments');
    await shot('07-import-schema-errors');
    await page.keyboard.press('Escape');
    await hidden(dialog);

    expect(await hook((h) => h.exportText())).toBe(text);
    expect(await hook((h) => h.history())).toEqual(depth);
  });

  it('exports JSON that re-imports to the same map, byte for byte', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-json"]').click()]);
    expect(download.suggestedFilename()).toBe('south-pacific.json');
    const path = await downloadedFile(download);
    const exported = readFileSync(path);
    expect(exported.toString('utf8')).toBe(await hook((h) => h.exportText()));
    // It names its schema where the site publishes it, which a JSON editor can fetch from anywhere the file is saved.
    const schemaUrl = JSON.parse(exported.toString('utf8')).$schema as string;
    expect(schemaUrl).toBe(new URL('/map.schema.json', page.url()).href);
    const served = await page.evaluate(async (url) => (await fetch(url)).json(), schemaUrl);
    expect(Object.keys(served.properties)).toContain('islands');

    await page.locator('[data-testid="import-input"]').setInputFiles({ name: 'south-pacific.json', mimeType: 'application/json', buffer: exported });
    await textOf(page.locator('.ed-notice--ok')).toMatch('Opened “south-pacific.json”');
    const [again] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-json"]').click()]);
    expect(readFileSync(await downloadedFile(again)).equals(exported)).toBe(true);

    const [png] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-png"]').click()]);
    expect(png.suggestedFilename()).toBe('south-pacific.png');
    expect(readFileSync(await downloadedFile(png)).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('sets a corrupt autosave aside and says so', async () => {
    // Let the last edit's save land first, or leaving the page would write it over the damage.
    await textOf(page.locator('[data-testid="save-status"]')).toMatch(/Saved/);
    await page.evaluate(() => localStorage.setItem('clippers-editor:map:v1', '{"version":1,"map":{"format":'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    await textOf(page.locator('[data-testid="restore-notice"]')).toMatch('could not be opened');
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clippers-editor:corrupt:')));
    expect(keys.length).toBe(1);
    expect(await hook((h) => h.map().islands.length)).toBe(38);
    await shot('08-corrupt-autosave');
  });

  it('hands the map to the walkthrough ("Try this board")', async () => {
    const link = page.locator('[data-testid="try-board"]');
    expect(await link.getAttribute('href')).toMatch(/\/walkthrough\/\?map=editor$/);
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState('load');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('clippers-editor:map:v1') ?? 'null'));
    expect(saved.version).toBe(1);
    expect(typeof saved.savedAt).toBe('string');
    expect(saved.map.name).toBe('South Pacific');
    // The walkthrough replays on it.
    await expect.poll(() => popup.locator('main').textContent(), { timeout: 15_000 }).toMatch('your board from the editor');
    await snap(popup, { path: join(ARTIFACTS, 'editor-12-walkthrough-on-editor-map.png') });
    await popup.close();
  });

  it('can be driven from the keyboard: arrows move the selection, one step per burst', async () => {
    await page.locator('[data-testid="tab-inspect"]').click();
    await page.locator('[data-testid="goto"]').selectOption('niue');
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const before = await hook((h) => ({ x: h.map().islands.find((i) => i.id === 'niue')!.x, undo: h.history().undo }));
    await page.locator('[data-testid="board-canvas"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => hook((h) => h.map().islands.find((i) => i.id === 'niue')!.x)).toBeCloseTo(before.x + 1, 5);
    expect(await hook((h) => h.history().undo)).toBe(before.undo + 1);
    await page.keyboard.press('Control+z');
    await expect.poll(() => hook((h) => h.map().islands.find((i) => i.id === 'niue')!.x)).toBe(before.x);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ed-panel__title').first().textContent()).toBe('Nothing selected');
  });

  it('moves an island by dragging it, as one undo step', async () => {
    const before = await hook((h) => ({ x: h.map().islands.find((i) => i.id === 'rarotonga')!.x, undo: h.history().undo }));
    const from = await pagePoint({ id: 'rarotonga' });
    const zoom = await page.evaluate(() => window.__clippersEditor!.cy()!.zoom());
    // 3 degrees west, in screen pixels.
    await drag(from, { x: from.x - 3 * 16 * zoom, y: from.y });
    await expect.poll(() => hook((h) => h.map().islands.find((i) => i.id === 'rarotonga')!.x)).toBeCloseTo(before.x - 3, 0);
    expect(await hook((h) => h.history().undo)).toBe(before.undo + 1);
    await page.keyboard.press('Control+z');
    await expect.poll(() => hook((h) => h.map().islands.find((i) => i.id === 'rarotonga')!.x)).toBe(before.x);
  });

  it('opens a map file dropped on the page, and resets to the default only when asked (undoably)', async () => {
    const original = await hook((h) => h.exportText());
    const small = readFileSync(join(ROOT, 'test/fixtures/maps/valid-small.json'), 'utf8');
    await page.evaluate((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'valid-small.json', { type: 'application/json' }));
      const target = document.querySelector('.ed-canvas')!;
      for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, small);
    await expect.poll(() => hook((h) => h.map().islands.length)).toBe(8);
    await page.locator('[data-testid="tab-map"]').click();
    await page.locator('[data-testid="reset"]').click();
    const dialog = page.locator('[data-testid="confirm-reset"]');
    await visible(dialog);
    await shot('13-confirm-reset');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await hook((h) => h.map().islands.length)).toBe(8);
    await page.locator('[data-testid="reset"]').click();
    await dialog.locator('[data-testid="confirm-reset-ok"]').click();
    await expect.poll(() => hook((h) => h.exportText())).toBe(original);
    await page.keyboard.press('Control+z');
    await expect.poll(() => hook((h) => h.map().islands.length)).toBe(8);
    await page.keyboard.press('Control+z');
    await expect.poll(() => hook((h) => h.exportText())).toBe(original);
  });

  it('looks right on a laptop screen with an island selected', async () => {
    await page.locator('[data-testid="tab-inspect"]').click();
    await page.locator('[data-testid="goto"]').selectOption('tahiti');
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await visible(page.locator('[data-testid="inspector-island"]'));
    await shot('09-island-selected');
    await page.locator('[data-testid="tab-cards"]').click();
    await shot('10-cards');
    await page.locator('[data-testid="tab-companies"]').click();
    await shot('11-companies');
    await page.locator('[data-testid="tab-simulate"]').click();
    await visible(page.locator('[data-testid="simulate-slot"]'));
  });

  it('opens on a phone with the board at a size its names can be read, static and live alike', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    try {
      await p.goto(`${server.url}/editor/`);
      // Measure the island's own board, not the first frame it replaces (a board measured as the
      // swap happens has no box: the CI run under load saw that).
      await p.waitForFunction(() => window.__clippersEditor != null && document.querySelector('.ed-first-frame') === null);
      await visible(p.locator('.ed-static svg'));
      // The static board fills the stage's height, its middle in view (before: the whole board, names about 3 px high).
      const still = await p.evaluate(() => {
        const box = document.querySelector('.ed-static')!;
        const svg = box.querySelector('svg')!.getBoundingClientRect();
        const stage = box.getBoundingClientRect();
        return { stageW: stage.width, stageH: stage.height, svgW: svg.width, svgH: svg.height, middle: svg.left + svg.width / 2 - (stage.left + stage.width / 2) };
      });
      expect(still.svgH).toBeGreaterThan(still.stageH - 2);
      expect(still.svgW).toBeGreaterThan(still.stageW * 1.3);
      expect(Math.abs(still.middle)).toBeLessThan(2);
      await expect.poll(() => p.locator('.ed-stage__hint-touch').isVisible()).toBe(true);
      expect(await p.locator('.ed-stage__hint-mouse').isVisible()).toBe(false);
      await snap(p, { path: join(ARTIFACTS, 'editor-phone-static.png') });

      // A touch loads the live board, which opens the same way: full height, the middle, names drawn larger.
      const stage = (await p.locator('.ed-stage').boundingBox())!;
      await p.touchscreen.tap(stage.x + stage.width / 2, stage.y + 12);
      await p.waitForFunction(() => window.__clippersEditor?.cy() != null && window.__clippersEditor.settled());
      const spread = () =>
        p.evaluate(() => {
          const cy = window.__clippersEditor!.cy() as unknown as {
            zoom(): number; width(): number; height(): number;
            nodes(sel: string): { map<T>(f: (n: { renderedPosition(): { x: number; y: number } }) => T): T[]; first(): { renderedStyle(name: string): string } };
          };
          const at = cy.nodes('.island, .harbor').map((n) => n.renderedPosition());
          const name = parseFloat(cy.nodes('.island').first().renderedStyle('font-size'));
          const xs = at.map((q) => q.x);
          const ys = at.map((q) => q.y);
          return { name, zoom: cy.zoom(), w: cy.width(), h: cy.height(), x1: Math.min(...xs), x2: Math.max(...xs), y1: Math.min(...ys), y2: Math.max(...ys) };
        });
      const opened = await spread();
      expect(opened.y1).toBeGreaterThan(0);
      expect(opened.y2).toBeLessThan(opened.h);
      expect(opened.y2 - opened.y1).toBeGreaterThan(opened.h * 0.7);
      expect(opened.x1).toBeLessThan(0); // wider than the view: the rest is a swipe away
      expect(opened.x2).toBeGreaterThan(opened.w);
      expect(Math.abs((opened.x1 + opened.x2) / 2 - opened.w / 2)).toBeLessThan(opened.w * 0.1);
      expect(opened.name).toBeGreaterThanOrEqual(7); // 12 board px would be about 5 px here
      await snap(p, { path: join(ARTIFACTS, 'editor-phone-live.png') });

      // The frame button still shows the whole board.
      await p.getByRole('button', { name: 'Show the whole board' }).tap();
      await p.waitForFunction(() => window.__clippersEditor!.settled());
      const whole = await spread();
      expect(whole.zoom).toBeLessThan(opened.zoom);
      expect(whole.x1).toBeGreaterThan(0);
      expect(whole.x2).toBeLessThan(whole.w);
    } finally {
      await phone.close();
    }
  });

  it('logged no errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
