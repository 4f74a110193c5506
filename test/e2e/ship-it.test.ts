import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeSerious, withAxe } from './axe';
import { launchBrowser } from './browser';
import { crawl } from './crawl';
import type { StaticServer } from './serve';
import { collectErrors, collectionSite, ROOT } from './site';
import { loadModuleProject, type ModuleProject } from '../../src/project';
import type { Language } from '../../src/games';

/**
 * Ship It!'s site under /games/ship-it/: content/ship-it (which `rulekit site init --game ship-it`
 * copies for a publisher, test/project/site-cli.test.ts) built by `npm run build` as a game of the
 * repository's collection, with `site build`'s own path (src/project/collection-build.ts). Crawled for broken links and assets; every worked example
 * stepped to its end in both languages with the drawn table held to the engine's facts at
 * every step (and face-down loads kept face down); the drawing read as the browser lays it
 * out at 1280×720 and 390×844 (no number under 12 px, no two texts on each other); every
 * rules page carrying its rule ids in both languages; axe-core on every page.
 */

let BASE = '';
const LANGS: { lang: Language; prefix: string }[] = [
  { lang: 'en', prefix: '' },
  { lang: 'fr', prefix: 'fr/' },
];
let server: StaticServer;
let browser: Browser;
let project: ModuleProject;
let pages: string[] = [];

beforeAll(async () => {
  const loaded = await loadModuleProject(join(ROOT, 'content/ship-it'), ROOT);
  if (!loaded.ok) throw new Error(loaded.error.map((d) => d.message).join('\n'));
  project = loaded.value;
  ({ base: BASE, server } = await collectionSite('ship-it'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, viewport = { width: 1366, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = collectErrors(page);
  await page.goto(`${server.url}${BASE}${path}`);
  return { page, errors };
}

const hydrated = (page: Page) => page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });

/** What the drawn table shows, read from the page: the panel's facts and every piece's place. */
const drawn = (page: Page) =>
  page.locator('[data-board] svg').evaluate((svg) => ({
    facts: Object.fromEntries([...svg.querySelectorAll('[data-fact]')].map((e) => [e.getAttribute('data-fact'), { value: e.getAttribute('data-value'), text: e.textContent ?? '' }])),
    coins: [...svg.querySelectorAll('[data-piece="coin"]')].map((e) => ({ space: e.getAttribute('data-space'), face: e.getAttribute('data-face'), value: e.getAttribute('data-value'), text: e.querySelector('text')?.textContent ?? '' })),
    officials: Object.fromEntries([...svg.querySelectorAll('[data-piece="official"]')].map((e) => [e.getAttribute('data-suit'), e.getAttribute('data-space')])),
    hubs: Object.fromEntries([...svg.querySelectorAll('[data-piece="hub"]')].map((e) => [e.getAttribute('data-suit'), e.getAttribute('data-space')])),
    tiles: svg.querySelectorAll('[data-tile]').length,
  }));

type Coin = { where: string; warehoused: boolean };

describe('Ship It!: its site under /games/ship-it/', () => {
  it('has no broken internal link or missing asset, and nothing outside its base', async () => {
    const { visited, broken } = await crawl(server.url, BASE);
    // The one link outside its base: the footer's way back to the home of the site it is part of (the repository's, at /).
    expect(broken.filter((b) => !(b.status === `outside the base ${BASE}` && new URL(b.url).pathname === '/'))).toEqual([]);
    expect(broken.length).toBeGreaterThan(0);
    pages = visited.filter((u) => u.endsWith('/')).map((u) => new URL(u).pathname.slice(BASE.length));
    // Home, rules index, 10 rules pages, examples index, 5 examples, chart, left-out page: in two languages.
    expect(pages.length).toBeGreaterThanOrEqual(2 * (2 + 10 + 1 + project.walkthroughs.length + 2));
    for (const p of ['', 'rules/freight/', 'rules/variants/', 'walkthrough/figure-3/', 'chart/', 'missing/', 'fr/rules/regions/']) expect(pages, p).toContain(p);
  }, 120_000);

  for (const { lang, prefix } of LANGS) {
    it(`every worked example steps to its end (${lang}), the drawn table agreeing with the engine at every step`, async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const errors = collectErrors(page);
      for (const w of project.walkthroughs) {
        await page.goto(`${server.url}${BASE}${prefix}walkthrough/${w.id}/`);
        await hydrated(page);
        const root = page.locator(`[data-example="${w.id}"]`);
        const steps = w.parsed.walkthrough.steps;
        const states = [w.replay.initial, ...w.replay.steps.map((s) => s.state)];
        for (let i = 0; i <= steps.length; i++) {
          if (i > 0) {
            await page.locator('[data-next]').click();
            await expect.poll(() => root.getAttribute('data-step-index')).toBe(String(i));
            expect((await page.locator('[data-step-title]').textContent())?.trim()).toBe((lang === 'fr' ? steps[i - 1].title.fr : undefined) ?? steps[i - 1].title.en);
          }
          const facts = project.game.facts!(states[i]) as Record<string, any>;
          const shown = await drawn(page);
          const at = `${w.id} step ${i}`;
          expect(shown.tiles, at).toBe((states[i] as { tiles: unknown[] }).tiles.length);
          for (const suit of ['red', 'green', 'blue', 'black']) {
            if (shown.facts[`scores.${suit}`] === undefined) continue;
            expect(shown.facts[`scores.${suit}`].text, `${at} scores.${suit}`).toBe(String(facts.scores[suit]));
            expect(shown.facts[`chits.${suit}`].text, `${at} chits.${suit}`).toBe(String(facts.chits[suit]));
            expect(shown.facts[`hubs.${suit}`].value, `${at} hubs.${suit}`).toBe(String(facts.hubs[suit]));
            // A pawn is drawn on its tile when that tile is on the table (a figure shows only part of the board).
            const hubTile = `${suit}.${facts.hubs[suit]}`;
            const drawnHub = (states[i] as { tiles: { id: string }[] }).tiles.some((t) => t.id === hubTile);
            expect(shown.hubs[suit], `${at} hub ${suit}`).toBe(facts.hubs[suit] !== null && drawnHub ? hubTile : undefined);
          }
          expect(shown.facts.ap.text, `${at} ap`).toContain(String(facts.ap));
          expect(shown.facts.ap.value, `${at} ap`).toBe(String(facts.ap));
          expect(shown.facts.colour.value, `${at} colour`).toBe(facts.colour);
          // Every official and load on the table is drawn where the engine has it (one on a tile off the figure, such as a null tile the figure leaves out, is not).
          const tiles = new Set((states[i] as { tiles: { id: string }[] }).tiles.map((t) => t.id));
          const onTable = (space: string) => space.includes(',') || tiles.has(space);
          const seen = Object.fromEntries(Object.entries(facts.officials as Record<string, string>).filter(([, space]) => onTable(space)));
          expect(shown.officials, `${at} officials`).toEqual(seen);
          // Loads: the same places, face up exactly where warehoused; a face-down load shows no number at all.
          const onBoard = (Object.values(facts.coins) as Coin[]).filter((c) => onTable(c.where));
          expect(shown.coins.map((c) => `${c.space} ${c.face}`).sort(), at).toEqual(onBoard.map((c) => `${c.where} ${c.warehoused ? 'up' : 'down'}`).sort());
          for (const c of shown.coins.filter((x) => x.face === 'down')) {
            expect(c.value, at).toBeNull();
            expect(c.text, at).toMatch(/^.\?/);
          }
        }
        expect(await root.getAttribute('data-step-index')).toBe(String(steps.length));
      }
      expect(errors).toEqual([]);
      await page.close();
    }, 240_000);
  }

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ])
    it(`the drawn table is readable at ${viewport.width}×${viewport.height}: no text under 12 px, none on another`, async () => {
      const { page, errors } = await open('walkthrough/black-doubling/', viewport);
      await hydrated(page);
      for (let i = 0; i < 3; i++) await page.locator('[data-next]').click();
      await page.locator('[data-board] svg').scrollIntoViewIfNeeded();
      const found = await page.locator('[data-board] svg').evaluate((svg) => {
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        const texts = [...svg.querySelectorAll('text')].map((t) => ({ text: t.textContent ?? '', px: Number(t.getAttribute('font-size')) * scale, r: t.getBoundingClientRect() }));
        const small = texts.filter((t) => t.px < 12 - 1e-6).map((t) => `${t.text} ${t.px.toFixed(1)} px`);
        const clashes: string[] = [];
        for (let i = 0; i < texts.length; i++)
          for (let j = i + 1; j < texts.length; j++) {
            const a = texts[i].r;
            const b = texts[j].r;
            if (a.left + 1 < b.right && b.left + 1 < a.right && a.top + 1 < b.bottom && b.top + 1 < a.bottom) clashes.push(`"${texts[i].text}" / "${texts[j].text}"`);
          }
        return { scale, count: texts.length, small, clashes, width: svg.getBoundingClientRect().width };
      });
      expect(found.count).toBeGreaterThan(20);
      expect(found.small).toEqual([]);
      expect(found.clashes).toEqual([]);
      // The page itself never scrolls sideways: the drawing scrolls in its own frame if it must.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await page.close();
    });

  it('every page: each rules page carries exactly its rule ids (both languages, French translated), and axe-core finds no serious or critical violation', async () => {
    expect(pages.length).toBeGreaterThan(0);
    const found: string[] = [];
    const words = project.game.words;
    // One tab per viewport, each page loaded once: the worked examples on a phone, the rest on a desktop.
    const desktop = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await withAxe(desktop);
    await withAxe(phone);
    for (const path of pages) {
      const page = /walkthrough\/[^/]+\/$/.test(path) ? phone : desktop;
      await page.goto(`${server.url}${BASE}${path}`, { waitUntil: 'load' });
      const rules = /^(fr\/)?rules\/([^/]+)\/$/.exec(path);
      if (rules) {
        const slug = rules[2];
        const ids = await page.locator('[data-rule]').evaluateAll((els) => els.map((e) => e.getAttribute('data-rule')));
        expect(ids.sort(), path).toEqual(project.game.rules.ids.filter((id) => project.game.rules.pageOf(id) === slug).sort());
        const lang: Language = rules[1] ? 'fr' : 'en';
        expect((await page.locator('h1').textContent())?.trim(), path).toBe(words[lang].pages[slug]);
        expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
      }
      if (/walkthrough\/[^/]+\/$/.test(path)) await hydrated(page);
      const violations = await axeSerious(page);
      found.push(...violations.map((v) => `${BASE}${path}: ${v}`));
    }
    await desktop.close();
    await phone.close();
    expect(found).toEqual([]);
  }, 600_000);

  it('the left-out page lists what the text file lacks, in both languages', async () => {
    for (const { lang, prefix } of LANGS) {
      const { page } = await open(`${prefix}missing/`);
      const items = page.locator('[data-missing]');
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-missing')))).toEqual([...project.game.missing!]);
      expect(await items.evaluateAll((els) => els.map((e) => e.textContent?.trim()))).toEqual(project.game.missing!.map((id) => project.game.words[lang].missing![id]));
      await page.close();
    }
  });
});
