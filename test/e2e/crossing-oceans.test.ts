import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeSerious, islandsHydrated, withAxe } from './axe';
import { launchBrowser } from './browser';
import type { StaticServer } from './serve';
import { collectErrors, collectionSite, ROOT } from './site';
import { loadModuleProject, type ModuleProject } from '../../src/project';
import { refusalWords, type Language } from '../../src/games';

/**
 * The site of a game other than Clippers: content/crossing-oceans, built by `npm run build` as a
 * game of the repository's collection (dist/games/crossing-oceans/, served under that path, as
 * `rulekit site build` builds a collection), and read in both languages: every worked example stepped to its end, the coal widget's refusals, the
 * left-out page against the module's list, every internal link (refusal links included)
 * landing on a page and an anchor that exist, and axe-core on the pages a reader meets first.
 */

const PROJECT = join(ROOT, 'content/crossing-oceans');
const DIST = join(ROOT, 'dist');
let BASE = '';
const LANGS: { lang: Language; prefix: string }[] = [
  { lang: 'en', prefix: '' },
  { lang: 'fr', prefix: 'fr/' },
];
let out = '';
let server: StaticServer;
let browser: Browser;
let project: ModuleProject;

beforeAll(async () => {
  const loaded = await loadModuleProject(PROJECT, ROOT);
  if (!loaded.ok) throw new Error(loaded.error.map((d) => d.message).join('\n'));
  project = loaded.value;
  ({ out, base: BASE, server } = await collectionSite('crossing-oceans'));
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

/** The page's island has hydrated (Astro drops `ssr` from it): clicks from now on reach React. */
const hydrated = (page: Page) => page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });

const pick = (w: { en: string; fr?: string }, lang: Language) => (lang === 'fr' ? (w.fr ?? w.en) : w.en);

describe('Crossing Oceans: the published excerpt', () => {
  it('builds only the pages the game has, and no Clippers page', () => {
    for (const path of ['index.html', 'rules/coal/index.html', 'walkthrough/coal/index.html', 'chart/index.html', 'missing/index.html', 'fr/missing/index.html', 'search/index.html', 'fr/search/index.html', 'print/index.html', 'fr/print/index.html', 'embed/walkthrough/coal/index.html', 'fr/embed/walkthrough/coal/index.html', 'embed.js', 'pagefind/pagefind.js'])
      expect(existsSync(join(out, path)), path).toBe(true);
    // Its module offers no play hooks: no play page.
    for (const path of ['board', 'play', 'editor', 'statecharts']) expect(existsSync(join(out, path)), path).toBe(false);
  });

  it('every internal link of every page leads to a built page, and every #anchor to an element of it', () => {
    const pages = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? pages(join(dir, n)) : n.endsWith('.html') ? [join(dir, n)] : []));
    const broken: string[] = [];
    let checked = 0;
    for (const file of pages(out)) {
      const html = readFileSync(file, 'utf8');
      const here = new URL(`${BASE}${relative(out, file).replace(/index\.html$/, '')}`, 'http://site');
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const url = new URL(href.replace(/&amp;/g, '&'), here);
        if (url.origin !== 'http://site') continue;
        checked++;
        // Within the game's site, or elsewhere in the collection's (the way back to its home).
        const path = decodeURIComponent(url.pathname);
        const target = join(path.startsWith(BASE) ? join(out, path.slice(BASE.length)) : join(DIST, path), path.endsWith('/') ? 'index.html' : '');
        if (!existsSync(target)) {
          broken.push(`${relative(out, file)} → ${href}`);
          continue;
        }
        const id = decodeURIComponent(url.hash.slice(1));
        if (id && !readFileSync(target, 'utf8').includes(`id="${id}"`)) broken.push(`${relative(out, file)} → ${href} (no #${id})`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });

  for (const { lang, prefix } of LANGS) {
    it(`every worked example steps to its end (${lang}), and the arrow keys step too`, async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const errors = collectErrors(page);
      for (const w of project.walkthroughs) {
        await page.goto(`${server.url}${BASE}${prefix}walkthrough/${w.id}/`);
        const root = page.locator(`[data-example="${w.id}"]`);
        await hydrated(page);
        const steps = w.parsed.walkthrough.steps;
        await expect.poll(() => root.getAttribute('data-step-count')).toBe(String(steps.length));
        // Hydrated: the Next button answers.
        await page.locator('[data-next]').click();
        await expect.poll(() => root.getAttribute('data-step-index')).toBe('1');
        while (await page.locator('[data-next]').isEnabled()) await page.locator('[data-next]').click();
        expect(await root.getAttribute('data-step-index'), w.id).toBe(String(steps.length));
        expect((await page.locator('[data-step-title]').textContent())?.trim(), w.id).toBe(pick(steps[steps.length - 1].title, lang));
        // What the last step expects is shown as the engine has it (the expectations hold, so the same values).
        const shown = Object.fromEntries(await page.locator('[data-checks] tbody tr').evaluateAll((rows) => rows.map((r) => [r.querySelector('th')?.textContent ?? '', r.querySelector('td')?.textContent ?? ''])));
        for (const [path, value] of Object.entries(steps[steps.length - 1].expect)) {
          if (typeof value === 'number' || typeof value === 'string') expect(shown[path], `${w.id} ${path}`).toBe(String(value));
        }
        if (w.id === 'scoring') expect(shown['points.blue.total']).toBe('82');
      }
      const first = project.walkthroughs[0];
      await page.goto(`${server.url}${BASE}${prefix}walkthrough/${first.id}/`);
      const root = page.locator(`[data-example="${first.id}"]`);
      await hydrated(page);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      const at = Number(await root.getAttribute('data-step-index'));
      expect(at).toBe(2);
      await page.keyboard.press('ArrowLeft');
      expect(Number(await root.getAttribute('data-step-index'))).toBe(at - 1);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }

  it('a worked example shows a move the rules refuse with the refusal’s words and its rule link', async () => {
    const coal = project.walkthroughs.find((w) => w.parsed.walkthrough.steps.some((s) => s.refused.length > 0))!;
    const index = coal.parsed.walkthrough.steps.findIndex((s) => s.refused.length > 0);
    for (const { lang, prefix } of LANGS) {
      const { page } = await open(`${prefix}walkthrough/${coal.id}/`);
      await hydrated(page);
      for (let i = 0; i <= index; i++) await page.locator('[data-next]').click();
      await page.locator('.ex__tries button').first().click();
      const said = page.locator('[data-refusal]').first();
      const before = index === 0 ? coal.replay.initial : coal.replay.steps[index - 1].state;
      const tried = project.game.applyMove(before, coal.parsed.walkthrough.steps[index].refused[0].move);
      expect(tried.ok).toBe(false);
      if (tried.ok) return;
      expect(await said.textContent()).toContain(refusalWords(project.game, tried.refusal, lang));
      expect(await said.locator('a').getAttribute('href')).toBe(`${BASE}${prefix}rules/${project.game.rules.pageOf(tried.refusal.rule)}/#${tried.refusal.rule}`);
      await page.close();
    }
  });

  for (const { lang, prefix } of LANGS) {
    it(`the coal widget refuses a second coal while a ship has none, and a fourth coal (${lang})`, async () => {
      const { page, errors } = await open(`${prefix}rules/coal/`, { width: 390, height: 844 });
      const widget = page.locator('[data-widget="coal"]');
      await widget.waitFor();
      // The excerpt's ships: CAMPANIA 0, ADRIATIC 1, MAURETANIA 2. A second coal on the ADRIATIC while the CAMPANIA has none:
      await page.locator('[data-load="ADRIATIC"]').click();
      const refusal = widget.locator('[data-refusal]');
      expect(await refusal.getAttribute('data-code')).toBe('coal.uneven');
      expect(await refusal.getAttribute('data-refusal')).toBe('coal.even');
      expect(await refusal.textContent()).toContain(project.game.words[lang].refusals['coal.uneven'].split('{')[0].trim());
      expect(await refusal.locator('a').getAttribute('href')).toBe(`${BASE}${prefix}rules/coal/#coal.even`);
      expect(await widget.locator('[data-coal-of="ADRIATIC"]').textContent()).toContain('1');
      // CAMPANIA, CAMPANIA, ADRIATIC, MAURETANIA are accepted; then the MAURETANIA's fourth is refused.
      for (const ship of ['CAMPANIA', 'CAMPANIA', 'ADRIATIC', 'MAURETANIA']) {
        await page.locator(`[data-load="${ship}"]`).click();
        expect(await refusal.count(), ship).toBe(0);
      }
      await page.locator('[data-load="MAURETANIA"]').click();
      expect(await refusal.getAttribute('data-code')).toBe('coal.cap');
      expect(await refusal.locator('a').getAttribute('href')).toBe(`${BASE}${prefix}rules/coal/#coal.cap`);
      expect(await widget.locator('[data-coal-of="MAURETANIA"]').textContent()).toContain('3');
      // A clipper takes none.
      await page.locator('[data-load="ARIEL"]').click();
      expect(await refusal.getAttribute('data-code')).toBe('coal.clipper');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the scoring sheet gives Blue’s 82 from the module’s score, and follows the reader’s changes', async () => {
    const { page, errors } = await open('rules/scoring/');
    const total = page.locator('[data-score-total]');
    await total.waitFor();
    expect(await total.textContent()).toBe('82');
    // One white flag: +3 for it, and the multicoloured flags now count five colours (2 × 5 instead of 2 × 4).
    await page.locator('[data-field="flag-white"]').fill('1');
    expect(await total.textContent()).toBe('87');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const { lang, prefix } of LANGS) {
    it(`the left-out page lists every item of the module's missing list (${lang})`, async () => {
      const { page } = await open(`${prefix}missing/`);
      const items = page.locator('[data-missing]');
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-missing')))).toEqual([...project.game.missing!]);
      expect(await items.evaluateAll((els) => els.map((e) => e.textContent?.trim()))).toEqual(project.game.missing!.map((id) => project.game.words[lang].missing![id]));
      await page.close();
    });
  }

  it('has the search, the rulebook and the embed every game gets: a rule id found in each language, every rules page in the rulebook, an embedded example that steps', async () => {
    const { page, errors } = await open('search/?q=coal.even');
    for (const { prefix } of LANGS) {
      if (prefix) await page.goto(`${server.url}${BASE}${prefix}search/?q=coal.even`);
      await page.locator('#search-results a').first().waitFor();
      expect(await page.locator('#search-results a').first().getAttribute('href')).toBe(`${BASE}${prefix}rules/coal/#coal.even`);
      // The rulebook holds every page the rules index lists, and every rule paragraph; a widget has a note in its place.
      await page.goto(`${server.url}${BASE}${prefix}rules/`);
      const listed = await page.locator('.rules-index h2').evaluateAll((hs) => hs.map((h) => [...h.childNodes].filter((n) => !(n instanceof HTMLElement)).map((n) => n.textContent).join('').trim()));
      await page.goto(`${server.url}${BASE}${prefix}print/`);
      expect((await page.locator('.rulebook__section[id^="section-"] > h2').allTextContents()).map((x) => x.trim())).toEqual(listed);
      expect((await page.locator('[data-rule]').evaluateAll((els) => els.map((e) => e.id))).sort()).toEqual([...project.game.rules.ids].sort());
      expect(await page.locator('[data-widget-left-out]').count()).toBe(2);
      for (const w of project.walkthroughs) expect(await page.locator(`[data-example-print="${w.id}"] > li`).count(), w.id).toBe(w.parsed.walkthrough.steps.length + 1);
    }
    await page.goto(`${server.url}${BASE}fr/embed/walkthrough/coal/`);
    await hydrated(page);
    await page.locator('[data-next]').click();
    await expect.poll(() => page.locator('[data-example="coal"]').getAttribute('data-step-index')).toBe('1');
    expect(await page.locator('.ex__steps').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('axe-core finds no serious or critical violation on the home, a rules page with a widget, a walkthrough, the chart, the left-out page, the search, the rulebook and the embed', async () => {
    const found: string[] = [];
    // One page per screen, taken from page to page (a fresh page each, with axe compiled anew, cost more than the checks).
    const pages = new Map<number, Page>();
    for (const { prefix } of LANGS) {
      for (const [path, viewport] of [
        ['', { width: 1366, height: 900 }],
        ['rules/coal/', { width: 1366, height: 900 }],
        ['rules/scoring/', { width: 390, height: 844 }],
        ['walkthrough/coal/', { width: 390, height: 844 }],
        ['chart/', { width: 1366, height: 900 }],
        ['missing/', { width: 1366, height: 900 }],
        // The pages every game's site shares, in one language here (Ship It!'s file reads them in both).
        ...(prefix === ''
          ? ([
              ['search/?q=coal', { width: 390, height: 844 }],
              ['print/', { width: 1366, height: 900 }],
              ['embed/walkthrough/coal/', { width: 390, height: 844 }],
            ] as const)
          : []),
      ] as const) {
        let page = pages.get(viewport.width);
        if (!page) {
          pages.set(viewport.width, (page = await browser.newPage({ viewport })));
          await withAxe(page);
        }
        await page.goto(`${server.url}${BASE}${prefix}${path}`);
        // The page as a reader meets it, its islands started (this was a fixed 300 ms wait).
        await islandsHydrated(page);
        if (path.startsWith('search/')) await page.locator('#search-results li').first().waitFor();
        const violations = await axeSerious(page);
        found.push(...violations.map((v) => `/${prefix}${path}: ${v}`));
      }
    }
    for (const page of pages.values()) await page.close();
    expect(found).toEqual([]);
  }, 180_000);
});
