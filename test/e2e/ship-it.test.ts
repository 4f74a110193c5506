import { chartIdOf } from '../../machines/flow-machine';
import { liveTurnChart } from '../../src/site/module/turn-chart';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeSerious, withAxe } from './axe';
import { launchBrowser } from './browser';
import { crawl } from './crawl';
import type { StaticServer } from './serve';
import { ARTIFACTS, atViewports, collectErrors, collectionSite, ROOT, snap, VIEWPORTS } from './site';
import { loadModuleProject, type ModuleProject } from '../../src/project';
import type { Language } from '../../src/games';
import { t } from '../../src/i18n';
import { printRulebook } from '../../src/cli/site-pdf';
import { headingPages } from '../../src/cli/rulebook-toc';
import { cli } from '../cli/harness';

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
    for (const p of ['', 'rules/freight/', 'rules/variants/', 'walkthrough/figure-3/', 'chart/', 'missing/', 'fr/rules/regions/', 'print/', 'fr/print/', 'embed/walkthrough/figure-3/', 'fr/embed/walkthrough/black-doubling/']) expect(pages, p).toContain(p);
    // The embed pages differ from one another only in the example they step through (which the walkthrough pages
    // check one by one): axe reads one per language. The search page is reached by the header's form, which a crawl
    // does not submit: axe reads it with results listed.
    pages = pages.filter((p) => !/embed\/walkthrough\//.test(p) || p.endsWith('embed/walkthrough/figure-3/'));
    pages.push('search/?q=ship.threshold', 'fr/search/?q=entrep%C3%B4t');
  }, 120_000);

  for (const { lang, prefix } of LANGS) {
    it(`every worked example steps to its end (${lang}), the drawn table and the lit turn track agreeing with the engine at every step`, async () => {
      const turnChart = liveTurnChart(project.game, lang)!;
      const turnWords = new Map(turnChart.states.map((x) => [x.id, x.label!]));
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
          // The tables after the first come once the page has started (boards.json): this step's own.
          await page.locator(`[data-board][data-board-step="${i}"]`).waitFor();
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
          // The turn track is lit where the core says play stands, in the page's words.
          const track = page.locator('.flow-track');
          const lit = chartIdOf(project.game.flow, turnChart, states[i]);
          // Lit by the build's run of the actor at first, by the page's own once the reader has stepped.
          if (i > 0) await expect.poll(() => track.getAttribute('data-lit-by'), { timeout: 15_000 }).toBe('actor');
          expect((await track.getAttribute('data-active-state'))?.split(' ').pop(), `${at} lit`).toBe(lit);
          expect(await track.locator('[aria-current="step"]').innerText(), `${at} lit words`).toContain(turnWords.get(lit)!);
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

  for (const { lang, prefix } of LANGS)
    it(`the turn chart follows every worked example (${lang}), lit by the actor the page runs: the lit state the engine's step, the table the step's`, async () => {
      const turnChart = liveTurnChart(project.game, lang)!;
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const errors = collectErrors(page);
      await page.goto(`${server.url}${BASE}${prefix}chart/`);
      await page.waitForSelector('astro-island:not([ssr]) [data-chart-walk]');
      const drawing = page.locator('#chart-turn');
      for (const w of project.walkthroughs) {
        await page.selectOption('[data-walk-example]', { label: (lang === 'fr' ? w.parsed.walkthrough.title.fr : undefined) ?? w.parsed.walkthrough.title.en });
        await expect.poll(() => page.locator('[data-chart-walk]').getAttribute('data-chart-walk')).toBe(w.id);
        // Lit by the actor the page runs through the example's game, not only by the build's run of it.
        await expect.poll(() => page.locator('[data-chart-walk]').getAttribute('data-lit-by'), { timeout: 15_000 }).toBe('actor');
        const states = [w.replay.initial, ...w.replay.steps.map((x) => x.state)];
        for (let i = 0; i < states.length; i++) {
          if (i > 0) await page.click('[data-walk-next]');
          const lit = chartIdOf(project.game.flow, turnChart, states[i]);
          await expect.poll(() => drawing.getAttribute('data-lit-state'), { message: `${w.id} step ${i}` }).toBe(lit);
          // Exactly that state is lit on the drawing, and the boxes around it outlined.
          expect(await drawing.locator('.sc-svg__state--lit').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).toEqual([lit]);
          expect(await drawing.locator('.sc-svg__state--lit-outer').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')).sort())).toEqual(lit.split('.').slice(0, -1).map((_, k, parts) => parts.slice(0, k + 1).join('.')).sort());
          await page.locator(`[data-walk-board="${i}"]`).waitFor();
          const ap = await page.locator('[data-walk-board] [data-fact="ap"]').getAttribute('data-value');
          expect(ap, `${w.id} step ${i} ap`).toBe(String((project.game.facts!(states[i]) as { ap: number }).ap));
        }
        expect(await page.locator('[data-walk-next]').isDisabled()).toBe(true);
      }
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ])
    it(`the drawn table is readable at ${viewport.width}×${viewport.height}: no text under 12 px, none on another`, async () => {
      const { page, errors } = await open('walkthrough/black-doubling/', viewport);
      await hydrated(page);
      for (let i = 0; i < 3; i++) await page.locator('[data-next]').click();
      await page.locator('[data-board][data-board-step="3"] svg').scrollIntoViewIfNeeded();
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
      if (path.includes('search/')) await page.locator('#search-results li').first().waitFor();
      const violations = await axeSerious(page);
      found.push(...violations.map((v) => `${BASE}${path}: ${v}`));
    }
    await desktop.close();
    await phone.close();
    expect(found).toEqual([]);
  }, 600_000);

  it('a worked example carries only its first table in the page and fetches the rest; a table that cannot come is said so, the step still read', async () => {
    // The first round's eleven tables made a 714 KB page; apart, the page is a fraction of that.
    const out = join(ROOT, 'dist', 'games', 'ship-it', 'walkthrough', 'first-round');
    expect(statSync(join(out, 'index.html')).size).toBeLessThan(250_000);
    const boards = JSON.parse(readFileSync(join(out, 'boards.json'), 'utf8')) as (string | null)[];
    expect(boards).toHaveLength(project.walkthroughs.find((w) => w.id === 'first-round')!.parsed.walkthrough.steps.length + 1);
    expect(boards.every((b) => typeof b === 'string' && b.startsWith('<svg'))).toBe(true);
    const { page, errors } = await open('walkthrough/figure-3/');
    await page.route('**/boards.json', (route) => route.abort());
    await page.reload();
    await hydrated(page);
    await page.locator('[data-board][data-board-step="0"]').waitFor();
    await page.locator('[data-next]').click();
    await expect.poll(() => page.locator('[data-board-pending]').innerText()).toMatch(/could not be loaded; reload the page/);
    expect(await page.locator('[data-step-title]').innerText()).toBe(project.walkthroughs.find((w) => w.id === 'figure-3')!.parsed.walkthrough.steps[0].title.en);
    expect(errors.filter((e) => !/boards\.json|Failed to load resource/.test(e))).toEqual([]);
  });

  it('a worked example whose table is wider than its column says it scrolls sideways (the first round from a deal); a figure that fits does not', async () => {
    for (const [path, wide] of [
      ['walkthrough/first-round/', true],
      ['fr/walkthrough/figure-3/', false],
    ] as const) {
      const { page, errors } = await open(path, VIEWPORTS.laptop);
      await hydrated(page);
      const hint = page.locator('[data-testid="side-scroll-hint"]');
      if (wide) {
        await hint.waitFor();
        expect(await page.locator('.side-scroll').getAttribute('data-more-right')).toBe('true');
        await page.locator('.ex__board').evaluate((f) => (f.scrollLeft = f.scrollWidth));
        await expect.poll(() => page.locator('.side-scroll').getAttribute('data-more-left')).toBe('true');
        await expect.poll(() => page.locator('.side-scroll').getAttribute('data-more-right')).toBe(null);
        await snap(page, { path: join(ARTIFACTS, 'ship-it-first-round-1280.png') });
      } else expect(await hint.count(), path).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

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

describe('Ship It!: search, the printable rulebook and the embed, through the same pages as every game', () => {
  /** The results of a search on the search page in `page`: each result's link and the rule it names. */
  async function search(page: Page, prefix: string, query: string): Promise<{ href: string | null; rule: string | null }[]> {
    await page.goto(`${server.url}${BASE}${prefix}search/?q=${encodeURIComponent(query)}`);
    const results = page.locator('#search-results a');
    await results.first().waitFor();
    return results.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), rule: a.getAttribute('data-rule') })));
  }

  it('search finds a paragraph by its rule id and by the game’s words, in English and French, from the header’s box too', async () => {
    const { page, errors } = await open('rules/freight/');
    // The header's box on every page leads to the search page, which lists the paragraph first, at its anchor.
    await page.locator('#site-search-q').fill('ship.threshold');
    await page.locator('#site-search-q').press('Enter');
    await page.waitForURL(/\/search\/\?q=ship\.threshold$/);
    await page.locator('#search-results a').first().waitFor();
    expect(await page.locator('#search-results a').first().getAttribute('href')).toBe(`${BASE}rules/shipment/#ship.threshold`);
    expect((await search(page, 'fr/', 'ship.threshold'))[0].href).toBe(`${BASE}fr/rules/shipment/#ship.threshold`);
    // The game's words, each language in its own: a load that ends on a hub is warehoused (entre en entrepôt).
    expect((await search(page, '', 'warehoused')).map((r) => r.href)).toContain(`${BASE}rules/shipment/#warehouse.on-hub`);
    expect((await search(page, 'fr/', 'entrepôt')).map((r) => r.href)).toContain(`${BASE}fr/rules/shipment/#warehouse.on-hub`);
    // Its hint gives this game's example, not Clippers'.
    await page.goto(`${server.url}${BASE}search/`);
    expect((await page.locator('#search-status').textContent())?.trim()).toBe(t('en')('msite.search.hint', { rule: project.game.rules.ids[0] }));
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('the rulebook has, in each language, every rules page’s title, every rule paragraph and each worked example step by step with the table drawn', async () => {
    const { page, errors } = await open('print/');
    for (const { lang, prefix } of LANGS) {
      if (prefix) await page.goto(`${server.url}${BASE}${prefix}print/`);
      const words = project.game.words[lang];
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      const titles = await page.locator('.rulebook__section[id^="section-"] > h2').allTextContents();
      expect(titles.map((x) => x.trim())).toEqual(Object.values(words.pages));
      const ids = await page.locator('[data-rule]').evaluateAll((els) => els.map((e) => e.id));
      expect(ids.sort()).toEqual([...project.game.rules.ids].sort());
      for (const w of project.walkthroughs) {
        const steps = page.locator(`[data-example-print="${w.id}"] > li`);
        expect(await steps.count(), w.id).toBe(w.parsed.walkthrough.steps.length + 1);
        expect(await page.locator(`[data-example-print="${w.id}"] figure svg[role="img"]`).count(), w.id).toBe(w.parsed.walkthrough.steps.length + 1);
        const last = w.parsed.walkthrough.steps.at(-1)!.title;
        expect((await steps.last().locator('.wt-print__head').textContent())?.trim()).toBe(lang === 'fr' ? (last.fr ?? last.en) : last.en);
      }
      // Every contents line leads to its part, and no id is on the page twice (each drawing's own ids made its own).
      const problems = await page.evaluate(() => {
        const all = [...document.querySelectorAll('[id]')].map((e) => e.id);
        const twice = all.filter((id, i) => all.indexOf(id) !== i);
        const dangling = [...document.querySelectorAll('.rulebook__toc a')].map((a) => a.getAttribute('href')!.slice(1)).filter((id) => !document.getElementById(id));
        return { twice, dangling };
      });
      expect(problems).toEqual({ twice: [], dangling: [] });
      if (lang === 'en')
        await atViewports(page, [VIEWPORTS.desktop, VIEWPORTS.phone], async (v) => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
          await page.locator('#walkthrough-black-doubling').scrollIntoViewIfNeeded();
          await snap(page, { path: join(ARTIFACTS, `ship-it-print-${v.width}.png`) });
        });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('site pdf prints the rulebook from the collection’s build, styled as built: its text has every rules page’s title and every worked example', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ship-it-pdf-'));
    const file = join(folder, 'rules.pdf');
    // As a publisher of the collection prints one of its games: the game's project, printed from where `npm run build` put it (under /games/ship-it/, not its project's base).
    const r = await cli('site', 'pdf', 'content/ship-it', '--from', 'dist/games/ship-it', '--out', file);
    expect(r.code, r.err.join('\n')).toBe(0);
    expect(r.out[0]).toMatch(new RegExp(`^The site in dist/games/ship-it was built under ${BASE} \\(rulekit\\.yaml says /`));
    const count = Number(/^Wrote .* \((\d+) pages\)\.$/.exec(r.out[1])?.[1]);
    expect(count).toBeGreaterThan(30);
    // Served under another base, the page's stylesheet and scripts do not come: refused, and nothing written.
    const unstyled = join(folder, 'unstyled.pdf');
    await expect(printRulebook(join(ROOT, 'dist/games/ship-it'), '/', unstyled)).rejects.toThrow(/the rulebook page \/print\/ loaded without \/games\/ship-it\/_astro\/.*\(404\)/);
    expect(existsSync(unstyled)).toBe(false);
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), useSystemFonts: false, isEvalSupported: false }).promise;
    expect(doc.numPages).toBe(count);
    let text = '';
    for (let i = 1; i <= doc.numPages; i++) text += `${((await (await doc.getPage(i)).getTextContent()).items as { str: string }[]).map((x) => x.str).join(' ')}\n`;
    await doc.destroy();
    // Spaces left out: the PDF's text breaks words at ligatures ("o ffi cials").
    const squash = (x: string) => x.replace(/\s+/g, '');
    for (const title of Object.values(project.game.words.en.pages)) expect(squash(text), title).toContain(squash(title));
    for (const w of project.walkthroughs) expect(squash(text), w.id).toContain(squash(w.parsed.walkthrough.title.en));
    // The contents can be numbered: every part's heading is found in the PDF's outline (a title that wraps in its heading included).
    const titles = [...Object.values(project.game.words.en.pages), ...project.walkthroughs.map((w) => t('en')('print.walkthrough', { title: w.parsed.walkthrough.title.en }))];
    const numbers = await headingPages(new Uint8Array(readFileSync(file)), titles);
    expect(titles.filter((_, i) => numbers[i] === null)).toEqual([]);
    expect(numbers).toEqual([...numbers].sort((a, b) => a! - b!));
  }, 120_000);

  describe('embedded in a page of another site', () => {
    let host: Server;
    let hostUrl = '';
    beforeAll(async () => {
      const embed = (prefix: string, id: string) => `${server.url}${BASE}${prefix}embed/walkthrough/${id}/`;
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Games night</title></head>
<body style="font-family:sans-serif;margin:0 auto;max-width:640px;padding:1rem">
<h1>Games night</h1><p>How a shipment pays, before Friday:</p>
<div id="en" data-clippers-walkthrough="${embed('', 'black-doubling')}"></div>
<p>En français :</p>
<div id="fr" data-clippers-walkthrough="${embed('fr/', 'figure-3')}"></div>
<p id="after">See you on Friday.</p>
<script src="${server.url}${BASE}embed.js" async></script></body></html>`;
      host = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
      await new Promise<void>((r) => host.listen(0, '127.0.0.1', () => r()));
      // Another port, so another origin than the site's.
      hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((r) => host.close(() => r())));

    it('steps to the end in a frame that fits its content, the drawn table agreeing with the engine, in English and French', async () => {
      const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
      const errors = collectErrors(page);
      await page.goto(hostUrl);
      expect(new URL(hostUrl).origin).not.toBe(new URL(server.url).origin);
      for (const [slot, id, lang] of [['en', 'black-doubling', 'en'], ['fr', 'figure-3', 'fr']] as const) {
        const w = project.walkthroughs.find((x) => x.id === id)!;
        const frameEl = page.locator(`#${slot} iframe`);
        const frame = page.frameLocator(`#${slot} iframe`);
        await frame.locator('astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 20_000 });
        const root = frame.locator(`[data-example="${id}"]`);
        const steps = w.parsed.walkthrough.steps;
        for (let i = 1; i <= steps.length; i++) {
          await frame.locator('[data-next]').click();
          await expect.poll(() => root.getAttribute('data-step-index')).toBe(String(i));
        }
        const last = steps.at(-1)!.title;
        expect((await frame.locator('[data-step-title]').textContent())?.trim()).toBe(lang === 'fr' ? (last.fr ?? last.en) : last.en);
        const facts = project.game.facts!(w.replay.steps.at(-1)!.state) as { scores: Record<string, number>; ap: number };
        await frame.locator(`[data-board][data-board-step="${steps.length}"]`).waitFor();
        const shown = await frame.locator('[data-board] svg [data-fact]').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-fact'), e.textContent ?? ''])));
        for (const suit of ['red', 'green', 'blue', 'black']) if (shown[`scores.${suit}`] !== undefined) expect(shown[`scores.${suit}`], `${id} ${suit}`).toBe(String(facts.scores[suit]));
        // Its links open in the top window, on the site's own walkthrough page.
        const link = frame.locator('.embed__title a');
        expect(await link.getAttribute('href')).toBe(`${BASE}${lang === 'fr' ? 'fr/' : ''}walkthrough/${id}/`);
        expect(await frame.locator('base').getAttribute('target')).toBe('_top');
        // The frame grew to its content: nothing scrolls inside it.
        await expect.poll(async () => {
          const inner = await frame.locator('html').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
          return Math.abs(((await frameEl.boundingBox())?.height ?? 0) - inner);
        }).toBeLessThanOrEqual(2);
      }
      expect(page.frames().filter((f) => f !== page.mainFrame()).every((f) => new URL(f.url()).origin === new URL(server.url).origin)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await atViewports(page, [VIEWPORTS.desktop, VIEWPORTS.phone], async (v) => {
        await page.waitForTimeout(300);
        // The whole host page on a desktop; on a phone the first frame's top, as a reader first sees it.
        await snap(page, { path: join(ARTIFACTS, `ship-it-embed-host-${v.width}.png`), fullPage: v.width > VIEWPORTS.phone.width });
      });
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  });

  it('screenshots of the search results (looked at for the report)', async () => {
    const { page } = await open('search/?q=hub');
    await page.locator('#search-results li').first().waitFor();
    await atViewports(page, [VIEWPORTS.desktop, VIEWPORTS.phone], async (v) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await snap(page, { path: join(ARTIFACTS, `ship-it-search-${v.width}.png`) });
    });
    await page.close();
  });
});
