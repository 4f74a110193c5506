import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BOARD_COLORS } from '../../src/board/colors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedFile, launchBrowser } from './browser';
import type { Hook } from './editor-hook';
import { serveStatic, type StaticServer } from './serve';
import { ARTIFACTS, collectErrors, ROOT, snap } from './site';

/**
 * The editor's keyboard after the mouse, as a designer uses it: click an island, then
 * nudge it with the arrows, drop the selection with Esc, delete with Delete; click the
 * sea, then zoom with + and frame with 0; switch Draw links on from the toolbar, then
 * stop it with Esc or L as the banner says. Each of these did nothing once the mouse had
 * been used: a click on the board did not give it the keyboard. And the board keeps its
 * size while problems come and go (a click aimed at an island landed on the sea).
 */

const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');

let server: StaticServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];

const hook = <T>(fn: (h: Hook) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.__clippersEditor)`) as Promise<T>;
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** Page coordinates of an island, or of a map point, on the live board. */
async function pagePoint(target: { id: string } | { x: number; y: number }): Promise<{ x: number; y: number }> {
  await page.waitForFunction(() => window.__clippersEditor?.settled() === true);
  const box = await page.locator('.ed-canvas__cy').boundingBox();
  if (!box) throw new Error('no board canvas');
  const at = await page.evaluate((t) => {
    const h = window.__clippersEditor!;
    const cy = h.cy()!;
    if ('id' in t) return cy.getElementById(t.id).renderedPosition();
    return { x: t.x * h.scale * cy.zoom() + cy.pan().x, y: -t.y * h.scale * cy.zoom() + cy.pan().y };
  }, target);
  return { x: box.x + at.x, y: box.y + at.y };
}

/** Pixels of a PNG within a small distance of the editor's selection blue (#0f5c8c). */
async function selectionBluePixels(png: Buffer): Promise<number> {
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) if (Math.abs(data[i] - 0x0f) + Math.abs(data[i + 1] - 0x5c) + Math.abs(data[i + 2] - 0x8c) < 40) n++;
  return n;
}

/** Pixels in a band `band` wide round the picture's edge that are not the sea (within a little anti-aliasing). */
async function edgeNotSea(png: Buffer, band: number, sea: string): Promise<number> {
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(sea.slice(i, i + 2), 16));
  let n = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (x >= band && x < info.width - band && y >= band && y < info.height - band) continue;
      const i = (y * info.width + x) * info.channels;
      if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) > 24) n++;
    }
  }
  return n;
}

const inspectorTitle = () => page.locator('[data-testid="inspector-island"] h2').textContent({ timeout: 500 }).catch(() => null);
const linkModeOn = () => page.locator('[data-testid="link-mode"]').getAttribute('aria-pressed');
const tahiti = () => hook((h) => h.map().islands.find((i) => i.id === 'tahiti')!);

beforeAll(async () => {
  server = await serveStatic(DIST);
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })).newPage();
  collectErrors(page, errors);
  await page.goto(`${server.url}/editor/`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true' && window.__clippersEditor?.cy() != null);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('editor keys after the mouse', () => {
  it('a click on an island gives the board the keys: arrows nudge it, Esc drops the selection, Delete asks', async () => {
    const at = await pagePoint({ id: 'tahiti' });
    await page.mouse.click(at.x, at.y);
    await poll(inspectorTitle).toBe('Tahiti');
    const before = await tahiti();
    const steps = await hook((h) => h.history().undo);
    await page.keyboard.press('ArrowRight');
    await poll(async () => (await tahiti()).x).toBeCloseTo(before.x + 0.5, 5);
    await page.keyboard.press('Shift+ArrowUp');
    await poll(async () => (await tahiti()).y).toBeCloseTo(before.y + 2, 5);
    // Undone to where it was (two steps if the machine was slow enough to split the presses).
    while ((await hook((h) => h.history().undo)) > steps) await page.keyboard.press('Control+z');
    await poll(async () => (await tahiti()).x).toBeCloseTo(before.x, 5);
    expect((await tahiti()).y).toBeCloseTo(before.y, 5);

    await page.keyboard.press('Delete');
    const ask = page.locator('dialog[open]');
    await ask.waitFor({ state: 'visible', timeout: 10_000 });
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await hook((h) => h.map().islands.some((i) => i.id === 'tahiti'))).toBe(true);

    // The dialog gave the keys back to the board: Esc now drops the selection.
    await page.keyboard.press('Escape');
    await poll(inspectorTitle).toBe(null);
  });

  it('a click on the sea gives the board the keys: + zooms in, − out, 0 frames the board', async () => {
    // The board's left edge, half way down: open sea on the default board.
    const box = (await page.locator('.ed-canvas__cy').boundingBox())!;
    await page.mouse.click(box.x + 12, box.y + box.height / 2);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('board-canvas');
    const zoom = () => hook((h) => h.cy()!.zoom());
    const framed = await zoom();
    await page.keyboard.press('+');
    await poll(zoom).toBeGreaterThan(framed * 1.1);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await poll(zoom).toBeLessThan(framed * 0.95);
    await page.keyboard.press('0');
    await poll(zoom).toBeCloseTo(framed, 3);
  });

  it('Draw links from the toolbar stops with Esc or with L, as its banner says', async () => {
    const button = page.locator('[data-testid="link-mode"]');
    await button.click();
    await poll(linkModeOn).toBe('true');
    await poll(() => page.locator('#ed-stage-hint').textContent()).toMatch(/Esc.*L/);
    await page.keyboard.press('Escape');
    await poll(linkModeOn).toBe('false');

    await button.click();
    await poll(linkModeOn).toBe('true');
    await page.keyboard.press('l');
    await poll(linkModeOn).toBe('false');

    // And L starts it again from the board, after the toolbar's button had the focus.
    await page.keyboard.press('L');
    await poll(linkModeOn).toBe('true');
    await page.keyboard.press('Escape');
    await poll(linkModeOn).toBe('false');
  });

  it('keys typed in a side-panel field stay in the field', async () => {
    const at = await pagePoint({ id: 'tahiti' });
    await page.mouse.click(at.x, at.y);
    await poll(inspectorTitle).toBe('Tahiti');
    const name = page.locator('[data-testid="island-name"]');
    await name.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Nui');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('l');
    await poll(() => name.inputValue()).toBe('Tahiti Nuli');
    expect(await linkModeOn()).toBe('false');
    await page.keyboard.press('Control+z');
  });

  it('keeps the board its size when problems come and go (1366×900 and 1280×720)', async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 1280, height: 720 }]) {
      await page.setViewportSize(viewport);
      await page.waitForFunction(() => window.__clippersEditor?.settled() === true);
      const height = () => page.locator('.ed-stage').evaluate((el) => Math.round(el.getBoundingClientRect().height));
      const clean = await height();
      const steps = await hook((h) => h.history().undo);
      // A new island has no link yet: the checker's warning appears in the problems panel.
      await page.locator('[data-testid="add-island"]').click();
      await poll(() => hook((h) => h.diagnostics().filter((d) => d.code === 'island.few-links').length)).toBeGreaterThan(0);
      await page.locator('.ed-problem').first().waitFor({ state: 'visible', timeout: 10_000 });
      expect(await height(), `board height at ${viewport.width}×${viewport.height} with a problem shown`).toBe(clean);
      while ((await hook((h) => h.history().undo)) > steps) await page.locator('[data-testid="undo"]').click();
      await poll(() => hook((h) => h.diagnostics().filter((d) => d.code === 'island.few-links').length)).toBe(0);
      expect(await height(), `board height at ${viewport.width}×${viewport.height} once the problem is gone`).toBe(clean);
    }
  });

  it('selects several islands with shift-click and with a shift-drawn box, copies them and pastes them as one step', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.locator('[data-testid="tab-inspect"]').click();
    const selected = () => hook((h) => (h.cy() as unknown as { $(s: string): { map<T>(f: (n: { id(): string }) => T): T[] } }).$('node.island:selected').map((n) => n.id()).sort());
    const three = ['gambier', 'mururoa', 'tahiti'];
    // Shift-click adds to the selection.
    const first = await pagePoint({ id: three[0] });
    await page.mouse.click(first.x, first.y);
    for (const id of three.slice(1)) {
      const at = await pagePoint({ id });
      await page.keyboard.down('Shift');
      await page.mouse.click(at.x, at.y);
      await page.keyboard.up('Shift');
    }
    await poll(selected).toEqual(three);
    await page.keyboard.press('Escape');
    await poll(selected).toEqual([]);

    // A box drawn with Shift held selects the islands inside it (which ones, the board says).
    const points = await Promise.all(three.map((id) => pagePoint({ id })));
    const box = { x1: Math.min(...points.map((p) => p.x)) - 14, y1: Math.min(...points.map((p) => p.y)) - 14, x2: Math.max(...points.map((p) => p.x)) + 14, y2: Math.max(...points.map((p) => p.y)) + 14 };
    const canvasBox = (await page.locator('.ed-canvas__cy').boundingBox())!;
    const inside = await page.evaluate(({ b, c }) => {
      const cy = window.__clippersEditor!.cy() as unknown as { nodes(s: string): { filter(f: (n: { renderedPosition(): { x: number; y: number } }) => boolean): { map<T>(f: (n: { id(): string }) => T): T[] } } };
      return cy.nodes('.island').filter((n) => {
        const p = n.renderedPosition();
        return p.x + c.x > b.x1 && p.x + c.x < b.x2 && p.y + c.y > b.y1 && p.y + c.y < b.y2;
      }).map((n) => n.id()).sort();
    }, { b: box, c: { x: canvasBox.x, y: canvasBox.y } });
    expect(inside).toEqual(expect.arrayContaining(three));
    await page.keyboard.down('Shift');
    await page.mouse.move(box.x1, box.y1);
    await page.mouse.down();
    await page.mouse.move((box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2, { steps: 5 });
    await page.mouse.move(box.x2, box.y2, { steps: 10 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    // Cytoscape takes what the box holds whole: the three, and nothing whose middle is outside the box.
    await poll(selected).toEqual(expect.arrayContaining(three));
    const boxed = await selected();
    expect(inside).toEqual(expect.arrayContaining(boxed));

    // Copy, paste: the islands and the links among them, beside the originals, selected, as one undo step.
    const before = await hook((h) => ({ islands: h.map().islands.length, links: h.map().links.length, undo: h.history().undo }));
    const linksAmong = await page.evaluate((ids) => window.__clippersEditor!.map().links.filter((l) => ids.includes(l.from) && ids.includes(l.to)).length, boxed);
    expect(linksAmong).toBeGreaterThan(0);
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await poll(() => hook((h) => h.map().islands.length)).toBe(before.islands + boxed.length);
    expect(await hook((h) => h.map().links.length)).toBe(before.links + linksAmong);
    expect(await hook((h) => h.history().undo)).toBe(before.undo + 1);
    await poll(selected).toEqual(boxed.map((id) => `${id}-2`).sort());
    await snap(page, { path: join(ARTIFACTS, 'editor-pasted-1366.png') });
    // Duplicate: one more copy, further along.
    await page.keyboard.press('Control+d');
    await poll(() => hook((h) => h.map().islands.length)).toBe(before.islands + 2 * boxed.length);
    await page.locator('[data-testid="undo"]').click();
    await page.locator('[data-testid="undo"]').click();
    await poll(() => hook((h) => h.map().islands.length)).toBe(before.islands);
    expect(await hook((h) => h.map().links.length)).toBe(before.links);
  });

  it('docks the hint and the heat map legend under the board: nothing covers it, and it keeps its size', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const board = await box('[data-testid="board-canvas"]');
    await page.locator('[data-testid="tab-simulate"]').click();
    await page.locator('[data-testid="sim-games"]').fill('20');
    await page.locator('[data-testid="sim-run"]').click();
    await page.locator('[data-testid="heat-legend"]').waitFor({ state: 'visible', timeout: 60_000 });
    const withHeat = await box('[data-testid="board-canvas"]');
    expect(withHeat.height).toBe(board.height);
    for (const overlay of ['[data-testid="heat-legend"]', '#ed-stage-hint']) {
      const o = await box(overlay);
      expect(o.y, `${overlay} starts below the board`).toBeGreaterThanOrEqual(withHeat.y + withHeat.height - 1);
    }
    await snap(page, { path: join(ARTIFACTS, 'editor-heat-docked-1280.png') });
  });

  it('exports the board as a PNG without the selection ring, and keeps the selection', async () => {
    const png = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-png"]').click()]);
      return readFileSync(await downloadedFile(download));
    };
    const at = await pagePoint({ id: 'fiji' });
    await page.mouse.click(at.x, at.y);
    await poll(inspectorTitle).toBe('Fiji');
    const withSelection = await png();
    expect(await inspectorTitle()).toBe('Fiji');
    // The counter sees a ring: Cytoscape's own picture of the board with Fiji selected has one.
    const raw = await page.evaluate(() => (window.__clippersEditor!.cy() as unknown as { png(o: object): string }).png({ output: 'base64uri', full: true, scale: 2 }));
    const ringed = await selectionBluePixels(Buffer.from(raw.split(',')[1], 'base64'));
    await page.locator('[data-testid="board-canvas"]').focus();
    await page.keyboard.press('Escape');
    await poll(inspectorTitle).toBe(null);
    const without = await png();
    // Two exports differ by a pixel here and there (label anti-aliasing), so count the selection's blue:
    // the ring round a selected island is over a thousand pixels of it at the export's scale.
    const ring = await selectionBluePixels(withSelection);
    expect(ringed - ring, 'selection-blue pixels a ring adds').toBeGreaterThan(500);
    expect(Math.abs(ring - (await selectionBluePixels(without))), 'selection-blue pixels, Fiji selected against nothing selected').toBeLessThan(100);
    // Nothing touches the picture's edge: Cytoscape's own full picture is cropped to the drawing's box, the outer harbors at its rim.
    expect(await edgeNotSea(without, 20, BOARD_COLORS.sea), 'the exported picture: pieces within 10 board pixels of its edge').toBe(0);
  });

  it('a duplicated island id: its problem fixes it in one click, and the second island is then drawn, selected and shown', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const map = JSON.parse(readFileSync(join(ROOT, 'maps/south-pacific.json'), 'utf8')) as { islands: { id: string; name: string; x: number }[] };
    const tahiti = map.islands.find((i) => i.id === 'tahiti')!;
    map.islands.push({ ...tahiti, name: 'Tahiti Iti', x: tahiti.x + 6 });
    await page.evaluate((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'two-tahitis.json', { type: 'application/json' }));
      const target = document.querySelector('.ed-canvas')!;
      for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, JSON.stringify(map));
    await poll(() => hook((h) => h.map().islands.length)).toBe(39);
    const problem = page.locator('.ed-problem[data-code="id.duplicate"]');
    await problem.waitFor({ state: 'visible', timeout: 10_000 });
    const fix = page.locator('li', { has: problem }).locator('[data-testid="problem-fix"]');
    expect(await fix.textContent()).toContain('tahiti');
    await snap(page, { path: join(ARTIFACTS, 'editor-duplicate-fix-1366.png') });
    await fix.click();
    await poll(() => hook((h) => h.map().islands.filter((i) => i.id === 'tahiti-2').map((i) => i.name))).toEqual(['Tahiti Iti']);
    await poll(inspectorTitle).toBe('Tahiti Iti');
    await poll(() => hook((h) => h.diagnostics().some((d) => d.code === 'id.duplicate'))).toBe(false);
    expect(await hook((h) => !h.cy()!.getElementById('tahiti-2').empty())).toBe(true);
    // One step: undo brings the file's two Tahitis back.
    await page.locator('[data-testid="undo"]').click();
    await poll(() => hook((h) => h.map().islands.filter((i) => i.id === 'tahiti').length)).toBe(2);
  });

  it('finds an island by part of its name as the designer types, and shows it', async () => {
    await page.locator('[data-testid="tab-inspect"]').click();
    await page.locator('[data-testid="board-canvas"]').focus();
    await page.keyboard.press('Escape');
    await poll(inspectorTitle).toBe(null);
    await page.locator('[data-testid="find"]').fill('pitc');
    await page.locator('[data-testid="find"]').press('Enter');
    await poll(inspectorTitle).toBe('Pitcairn Island');
  });

  it('keeps the undo steps across a reload of the tab', async () => {
    const islands = await hook((h) => h.map().islands.length);
    const steps = await hook((h) => h.history().undo);
    await page.locator('[data-testid="add-island"]').click();
    await poll(() => hook((h) => h.map().islands.length)).toBe(islands + 1);
    await poll(() => page.locator('[data-testid="save-status"]').textContent()).toMatch(/Saved/);
    await page.waitForTimeout(600); // the history is written 400 ms after the last change
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true' && window.__clippersEditor?.cy() != null);
    expect(await hook((h) => h.map().islands.length)).toBe(islands + 1);
    expect(await hook((h) => h.history().undo)).toBe(steps + 1);
    await page.locator('[data-testid="undo"]').click();
    await poll(() => hook((h) => h.map().islands.length)).toBe(islands);
    expect(await hook((h) => h.history().redo)).toBe(1);
  });

  it('replays the walkthroughs the designer chose: one switched off lists nothing and stays off after a reload', async () => {
    const wt = page.locator('.ed-problem[data-code^="walkthrough."]');
    // What the board as the earlier tests left it already breaks (their pasted islands, for one).
    await page.waitForTimeout(400);
    const before = await wt.count();
    await page.selectOption('[data-testid="goto"]', 'caroline-flint-island');
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.locator('[data-testid="delete"]').click();
    const ask = page.locator('[data-testid="confirm-delete"]');
    if (await ask.isVisible().catch(() => false)) await ask.locator('[data-testid="confirm-delete-ok"]').click();
    await poll(() => hook((h) => h.map().links.some((l) => l.id === 'caroline-flint-island'))).toBe(false);
    await poll(() => wt.count()).toBeGreaterThan(before);
    const choice = page.locator('[data-testid="walkthrough-choice"]');
    expect(await choice.locator('summary').innerText()).toBe('Walkthroughs replayed on this board: 1 of 1');
    await choice.locator('summary').click();
    await choice.locator('input[data-walkthrough="first-round"]').uncheck();
    await poll(() => wt.count()).toBe(0);
    expect(await choice.locator('summary').innerText()).toBe('Walkthroughs replayed on this board: 0 of 1');
    await snap(page, { path: join(ARTIFACTS, 'editor-walkthrough-choice-1366.png') });
    // Kept in this browser: the autosaved board comes back without the link, and the walkthrough stays off.
    await page.waitForTimeout(600); // the undo history is written 400 ms after the last change
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    expect(await hook((h) => h.map().links.some((l) => l.id === 'caroline-flint-island'))).toBe(false);
    expect(await choice.locator('summary').innerText()).toBe('Walkthroughs replayed on this board: 0 of 1');
    await page.waitForTimeout(400); // a replay runs 120 ms after a change: none may come
    expect(await wt.count()).toBe(0);
    await choice.locator('summary').click();
    await choice.locator('input[data-walkthrough="first-round"]').check();
    await poll(() => wt.count()).toBeGreaterThan(before);
    await page.locator('[data-testid="undo"]').click();
    await poll(() => hook((h) => h.map().links.some((l) => l.id === 'caroline-flint-island'))).toBe(true);
    await poll(() => wt.count()).toBe(before);
  });

  it('warns when the walkthrough’s words name an island renamed since the project’s board, though every step still plays', async () => {
    // A tab of its own, on the project's board: the earlier tests leave a board the walkthrough cannot set up on.
    const fresh = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    const freshErrors = collectErrors(fresh);
    try {
      await fresh.goto(`${server.url}/editor/`);
      await fresh.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
      const drift = fresh.locator('.ed-problem[data-code="walkthrough.narration"]');
      await fresh.waitForTimeout(400);
      expect(await drift.count()).toBe(0);
      await fresh.selectOption('[data-testid="goto"]', 'fiji');
      await fresh.getByRole('button', { name: 'Select', exact: true }).click();
      const name = fresh.locator('[data-testid="island-name"]');
      await name.fill('Viti Levu');
      await name.press('Enter');
      await poll(() => drift.count()).toBe(1);
      expect(await drift.locator('.ed-problem__msg').innerText()).toMatch(/^“The first round, move by move” names Fiji \(steps? [\d, ]+\), and this board renamed it: reread those steps\.$/);
      await fresh.locator('[data-testid="undo"]').click();
      await poll(() => drift.count()).toBe(0);
      expect(freshErrors).toEqual([]);
    } finally {
      await fresh.context().close();
    }
  });

  it('on a phone, "Show the whole board" shows all of it before the live board has loaded, and the live board opens whole', async () => {
    // A tab of its own: the live board loads on the first touch, so the static picture is what a phone shows first.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    const phoneErrors = collectErrors(phone);
    try {
      await phone.goto(`${server.url}/editor/`);
      await phone.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
      const inFrame = () =>
        phone.evaluate(() => {
          const stage = document.querySelector('[data-testid="board-canvas"]')!.getBoundingClientRect();
          const svg = document.querySelector('.ed-static .board-svg');
          if (!svg) return null;
          const r = svg.getBoundingClientRect();
          return r.left >= stage.left - 0.5 && r.right <= stage.right + 0.5 && r.top >= stage.top - 0.5 && r.bottom <= stage.bottom + 0.5;
        });
      expect(await inFrame(), 'a phone opens on a readable crop of the board').toBe(false);
      // The live board's code held back a moment, as on a slow phone connection: the picture shows the whole board meanwhile.
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      await phone.route(/editor-graph\.[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await phone.locator('button[aria-label="Show the whole board"]').click();
      await expect.poll(inFrame).toBe(true);
      await snap(phone, { path: join(ARTIFACTS, 'editor-phone-whole-static.png') });
      release();
      // The live board, loaded for the request, frames every island and harbor.
      await phone.waitForFunction(() => window.__clippersEditor?.cy() != null, undefined, { timeout: 30_000 });
      await expect
        .poll(() =>
          phone.evaluate(() => {
            const cy = window.__clippersEditor!.cy() as unknown as { width(): number; height(): number; animated(): boolean; nodes(s: string): { map<T>(f: (n: { renderedBoundingBox(o: object): { x1: number; x2: number; y1: number; y2: number } }) => T): T[] } };
            if (cy.animated()) return 'moving';
            const out = cy.nodes('.island, .harbor').map((n) => n.renderedBoundingBox({ includeLabels: false })).filter((b) => b.x1 < -1 || b.y1 < -1 || b.x2 > cy.width() + 1 || b.y2 > cy.height() + 1);
            return out.length;
          }),
          { timeout: 10_000 },
        )
        .toBe(0);
      expect(phoneErrors).toEqual([]);
    } finally {
      await phone.context().close();
    }
  });

  it('logged no page error', () => {
    expect(errors).toEqual([]);
  });
});
