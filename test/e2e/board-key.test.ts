import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, startSite, type Site } from './site';
import { VALUE_FONT } from '../../src/board/layout';

/**
 * Every island can be named at every size the walkthrough draws the whole board: by its name on
 * the board, by a letter the board's key names, or, where even a letter has no room (a phone),
 * listed in the key to zoom in on. Harbor counts stay readable however far the board is zoomed
 * out (they were 4 to 6 px at the whole-board view, 3 on a phone).
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const SCREENS = [
  { width: 1366, height: 900 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

interface KeyIsland {
  name: string;
  /** The island's value, where the key gives it (the board too small to show it in its disc). */
  value: number | null;
}
interface KeyRead {
  lettered: (KeyIsland & { key: string })[];
  crowded: KeyIsland[];
}

/** Opens the board's key (folded by default) and reads it. */
async function readKey(page: Page): Promise<KeyRead> {
  const key = page.locator('.board-view [data-testid=board-key]');
  if ((await key.count()) === 0) return { lettered: [], crowded: [] };
  if (!(await key.evaluate((d) => (d as HTMLDetailsElement).open))) await key.locator('summary').click();
  const read = (els: Element[]) =>
    els.map((el) => {
      const v = el.querySelector('.board-key__value');
      return { key: el.getAttribute('data-key') ?? '', name: el.getAttribute('data-name')!, value: v ? Number(v.getAttribute('data-value')) : null };
    });
  const lettered = await key.locator('li').evaluateAll(read);
  const crowded = (await key.locator('[data-testid=board-key-crowded] [data-name]').evaluateAll(read)).map(({ name, value }) => ({ name, value }));
  return { lettered, crowded };
}

/** "Funafuti 3" as a letter's tooltip and a name on the board give it: the name, then the value where the disc cannot show it. */
const withValue = (e: KeyIsland) => (e.value === null ? e.name : `${e.name} ${e.value}`);

for (const screen of SCREENS) {
  describe(`the walkthrough's whole board at ${screen.width}×${screen.height}`, () => {
    it('names, letters or lists every island, and its harbor counts are at least 12 px, in the picture and on the live board', async () => {
      const page = await site.open('/walkthrough/first-round/', screen);
      await page.waitForLoadState('networkidle');
      // The picture is drawn for its size once the page has measured it (before, on the server, it is drawn at its own scale).
      await page
        .waitForFunction(() => [...document.querySelectorAll('.board-view svg.board-svg .board-svg__nodes g[data-kind="harbor"] text')].every((t) => t.getBoundingClientRect().height >= 12), null, { timeout: 15_000 })
        .catch(() => {});
      await page.waitForTimeout(300);

      // The picture drawn before the live board loads.
      const picture = await page.evaluate(() => {
        const svg = document.querySelector('.board-view svg.board-svg') as SVGSVGElement;
        const islands = [...svg.querySelectorAll('.board-svg__nodes g[data-kind="island"]')].map((g) => g.getAttribute('data-id')!);
        const names = [...svg.querySelectorAll('text.board-svg__name')].map((t) => ({ of: t.getAttribute('data-name-of')!, text: t.childNodes[0]?.textContent ?? '', title: t.querySelector('title')?.textContent ?? null }));
        const harbors = [...svg.querySelectorAll('.board-svg__nodes g[data-kind="harbor"] text')].map((t) => t.getBoundingClientRect().height);
        // Each island's value digit in its disc: its text and its drawn font size on screen.
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const digits = [...svg.querySelectorAll('.board-svg__nodes g[data-kind="island"]')].map((g) => {
          const t = g.querySelector('text')!;
          return { id: g.getAttribute('data-id')!, value: Number(t.textContent), px: Number(t.getAttribute('font-size')) * scale };
        });
        return { islands, names, harbors, digits };
      });
      const key = await readKey(page);
      expect(picture.islands.length).toBe(38);
      expect(new Set(picture.names.map((n) => n.of)).size + key.crowded.length, 'islands named or lettered, plus those the key lists as crowded').toBe(picture.islands.length);
      // Each letter on the board is in the key with the island's whole name (the letter's tooltip).
      const letters = picture.names.filter((n) => /^[A-Z]{1,2}$/.test(n.text));
      expect(letters.map((l) => ({ key: l.text, name: l.title })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(key.lettered.map((e) => ({ key: e.key, name: withValue(e) })));
      // On a desktop screen every island has at least a letter, but for one at 1280×720: there the names carry their
      // values ("Malden Island 2"), and Flint Island, between Malden, Starbuck and Caroline, is left to the key's list.
      if (screen.width > 1000) expect(key.crowded.length, 'on a desktop screen, islands with not even a letter').toBeLessThanOrEqual(screen.width === 1280 ? 1 : 0);
      expect(picture.harbors).toHaveLength(5);
      for (const h of picture.harbors) expect(h, 'a harbor count in the picture').toBeGreaterThanOrEqual(12);

      // The live board, at its whole-board zoom.
      await page.getByRole('button', { name: 'Whole board' }).click();
      await page.waitForFunction(() => document.querySelector('.board-view')?.getAttribute('data-ready') === 'true');
      await page.waitForTimeout(800);
      const live = await page.evaluate((valueFont) => {
        const cy = (window as unknown as { __clippersBoards: Record<string, { zoom(): number; $(s: string): { map<T>(f: (n: { data(k: string): unknown; hasClass(c: string): boolean }) => T): T[] } }> }).__clippersBoards['wt-board'];
        return {
          zoom: cy.zoom(),
          islands: cy.$('node.island').map((n) => ({ id: String(n.data('id')), name: String(n.data('label')), text: String(n.data('labelText') ?? ''), hidden: n.hasClass('label-hidden'), value: Number(n.data('value')), digitPx: Number(n.data('size')) * valueFont * cy.zoom() })),
          harborPx: cy.$('node.harbor').map((n) => Number(n.data('harborFont')) * cy.zoom()),
        };
      }, VALUE_FONT);
      const liveKey = await readKey(page);
      expect(live.zoom).toBeLessThan(0.5); // the whole board really is small here
      const unnamed = live.islands.filter((i) => i.hidden).map((i) => i.name).sort((a, b) => a.localeCompare(b));
      expect(unnamed, 'islands with no name or letter on the live board are the ones the key lists').toEqual(liveKey.crowded.map((e) => e.name).sort((a, b) => a.localeCompare(b)));
      expect(live.islands.filter((i) => !i.hidden && /^[A-Z]{1,2}$/.test(i.text)).map((i) => ({ key: i.text, name: i.name })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(liveKey.lettered.map((e) => ({ key: e.key, name: e.name })));
      // On the live board too: a value whose digit is under 12 px on screen follows its name, or the key gives it.
      const liveInKey = new Map([...liveKey.lettered, ...liveKey.crowded].map((e) => [e.name, e.value]));
      for (const i of live.islands) {
        if (i.digitPx >= 12) continue;
        const named = !i.hidden && !/^[A-Z]{1,2}$/.test(i.text);
        expect(named ? i.text.endsWith(` ${i.value}`) : liveInKey.get(i.name) === i.value, `${i.name}'s value ${i.value} (${i.digitPx.toFixed(1)} px in its disc), named "${i.text}"`).toBe(true);
      }
      // Every island's value can be read in the picture too: in its disc (12 px or more), after its name, or in the key.
      const nameOf = new Map(live.islands.map((i) => [i.id, i.name]));
      const pictureKey = new Map([...key.lettered, ...key.crowded].map((e) => [e.name, e.value]));
      for (const d of picture.digits) {
        if (d.px >= 12) continue;
        const label = picture.names.find((n) => n.of === d.id);
        const named = label !== undefined && !/^[A-Z]{1,2}$/.test(label.text);
        expect(named ? label.text.endsWith(` ${d.value}`) : pictureKey.get(nameOf.get(d.id)!) === d.value, `${d.id}'s value ${d.value} (${d.px.toFixed(1)} px in its disc), named "${label?.text ?? '—'}"`).toBe(true);
      }
      expect(live.harborPx).toHaveLength(5);
      for (const px of live.harborPx) expect(px, 'a harbor count on the live board, in screen pixels').toBeGreaterThanOrEqual(12);
      await shot(page, `board-key-${screen.width}`, false);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  });
}

describe('the whole board, asked for mid-round in presentation mode at 1024×768', () => {
  it('stays whole when its key wraps under the buttons, and every island and harbor is inside the frame', async () => {
    // With motion: the step's framing glide is what the whole board once lost to.
    const page = await site.open('/walkthrough/?present#step-8', { width: 1024, height: 768 }, { reducedMotion: 'no-preference' });
    await page.waitForSelector('.wt--present .board-view[data-ready="true"]', { timeout: 30_000 });
    // Asked for at once, while the step's own framing may still be moving.
    await page.getByRole('button', { name: 'Whole board' }).click();
    await page.waitForTimeout(1200);
    const view = await page.evaluate(() => {
      const cy = (window as unknown as { __clippersBoards: Record<string, { zoom(): number; width(): number; height(): number; $(s: string): { map<T>(f: (n: { id(): string; renderedBoundingBox(o: object): { x1: number; x2: number; y1: number; y2: number } }) => T): T[] } }> }).__clippersBoards['wt-board'];
      const out = cy.$('node.island, node.harbor').map((n) => ({ id: n.id(), box: n.renderedBoundingBox({ includeLabels: false }) }));
      return { zoom: cy.zoom(), w: cy.width(), h: cy.height(), out: out.filter((o) => o.box.x1 < 0 || o.box.y1 < 0 || o.box.x2 > cy.width() || o.box.y2 > cy.height()).map((o) => o.id) };
    });
    expect(view.zoom, 'the whole board (step 8 frames the east at about 0.8)').toBeLessThan(0.4);
    expect(view.out, 'islands and harbors cut at the frame').toEqual([]);
    await shot(page, 'board-key-present-1024-whole', false);
  });
});
