import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { acquireAstro, releaseAstro } from './astro-lock';
import { launchBrowser } from './browser';
import { crawl } from './crawl';
import { serveStatic, type StaticServer } from './serve';
import { ARTIFACTS, boardLive, closeWhenTestEnds, collectErrors, ROOT, snap } from './site';

/**
 * A publisher's project that differs from the default in every visible way
 * (test/fixtures/publisher: renamed islands, an added island, non-default variants,
 * a second walkthrough, a rules override, a theme), built with `clippers site build`
 * under /games/harbour/ in English and French, and used as its readers would.
 */

const FIXTURE = join(ROOT, 'test/fixtures/publisher');
const BASE = '/games/harbour/';
const cache = join(ROOT, 'node_modules', '.cache');
let PROJECT = '';
let out = '';
let server: StaticServer;
let browser: Browser;
let buildLog = '';

const env = () => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_ENV$)/.test(k))), ASTRO_TELEMETRY_DISABLED: '1' });

beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  // The fixture as a publisher hosting it in a folder of their site, in both languages; in a
  // folder of its own outside the repository, as a publisher's is.
  // The same folder every run: Astro's content cache (node_modules/.astro/data-store.json) keeps
  // entries by collection, and a copy of the same files in a new folder each run was found to
  // make the build resolve a rules file at the last run's (deleted) path.
  PROJECT = join(tmpdir(), 'clippers-publisher-harbour', 'club');
  rmSync(dirname(PROJECT), { recursive: true, force: true });
  mkdirSync(dirname(PROJECT), { recursive: true });
  cpSync(FIXTURE, PROJECT, { recursive: true });
  const settings = readFileSync(join(FIXTURE, 'rulekit.yaml'), 'utf8');
  writeFileSync(join(PROJECT, 'rulekit.yaml'), settings.replace(/^base: .*$/m, `base: ${BASE}`).replace(/^language: en$/m, 'languages: [en, fr]'));
  out = mkdtempSync(join(cache, 'clippers-publisher-'));
  // Astro's turn (test/e2e/astro-lock.ts): the build only; the built site is served without it.
  await acquireAstro();
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/cli/main.ts', 'site', 'build', PROJECT, '--out', out], { cwd: ROOT, env: env(), encoding: 'utf8', timeout: 240_000 });
  buildLog = `${run.stdout}\n${run.stderr}`;
  releaseAstro();
  if (run.status !== 0) throw new Error(`site build failed:\n${buildLog.slice(-3000)}`);
  server = await serveStatic(out, { base: BASE });
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
  if (PROJECT) rmSync(dirname(PROJECT), { recursive: true, force: true });
});

async function open(path: string, viewport = { width: 1366, height: 900 }): Promise<Page & { errors: string[] }> {
  const page = (await browser.newPage({ viewport })) as Page & { errors: string[] };
  page.errors = collectErrors(page);
  closeWhenTestEnds(page);
  page.on('response', (r) => {
    if (r.status() >= 400) page.errors.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(server.url + BASE + path);
  return page;
}
const shot = (page: Page, name: string, fullPage = true) => snap(page, { path: join(ARTIFACTS, `publisher-${name}.png`), fullPage });

describe('a publisher’s site under /games/harbour/', () => {
  it('reports the build', () => {
    expect(buildLog).toContain(`Serve that folder at ${BASE}.`);
    expect(buildLog).toMatch(/Built Clippers at the Harbour Club into /);
    // Astro's stray files beside an outside outDir (withastro/astro#14903) stay out of the published folder.
    for (const stray of ['data-store.json', 'content-modules.mjs', 'content-assets.mjs', 'settings.json', 'collections']) expect(existsSync(join(out, stray)), stray).toBe(false);
  });

  it('has no broken internal link or missing asset, and nothing outside its base', async () => {
    const { visited, broken } = await crawl(server.url, BASE);
    expect(broken).toEqual([]);
    const pages = visited.filter((u) => u.endsWith('/')).map((u) => new URL(u).pathname);
    for (const p of ['', 'rules/', 'rules/overview/', 'walkthrough/', 'walkthrough/first-round/', 'walkthrough/kermadec-opening/', 'board/', 'editor/', 'embed/walkthrough/kermadec-opening/']) {
      expect(pages, p).toContain(BASE + p);
    }
    // Switched off in rulekit.yaml: not built, not linked.
    expect(pages).not.toContain(`${BASE}statecharts/`);
    expect((await fetch(`${server.url}${BASE}statecharts/`)).status).toBe(404);
  });

  it('shows its title, logo, accent and both walkthroughs on the home page', async () => {
    const page = await open('');
    expect(await page.title()).toBe('Clippers at the Harbour Club');
    expect(await page.locator('.brand').innerText()).toBe('Clippers at the Harbour Club');
    expect(await page.locator('.brand__logo').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.button')!).backgroundColor)).toBe('rgb(122, 46, 142)');
    const cards = await page.locator('.card h3').allInnerTexts();
    expect(cards).toEqual(expect.arrayContaining(['The first round, move by move', 'A bet on Kermadec']));
    expect(await page.locator('.site-nav').innerText()).not.toMatch(/Statecharts/);
    expect(await page.locator('.site-footer').innerText()).toMatch(/The board is South Seas, club edition\. Our club board:/);
    await shot(page, 'home');
    expect(page.errors).toEqual([]);
  });

  it('states the board’s facts from the map, not the default board’s', async () => {
    const page = await open('rules/components/');
    const text = await page.locator('.rules-text').innerText();
    expect(text).toMatch(/shows 39 islands joined by 85 links/);
    expect(text).toMatch(/A purple circle sits on Tutuila/);
    expect(text).not.toMatch(/American Samoa|38 islands|reconstruction/);
    await shot(page, 'components');
    const setup = await open('rules/setup/');
    expect(await setup.locator('.rules-text').innerText()).toMatch(/Viti Levu/);
    // Examples name the islands as this board does and work their sums out from its values.
    const markers = await open('rules/port-markers/');
    expect(await markers.locator('.rules-text').innerText()).toMatch(/Two different companies at Otaheite \(value 4\) make each marker there worth 8 points/);
    expect(await markers.getByRole('link', { name: 'example round' }).getAttribute('href')).toBe(`${BASE}walkthrough/first-round/#step-2`);
    const scoring = await open('rules/end-and-scoring/');
    expect(await scoring.locator('.rules-text').innerText()).toMatch(/markers on Viti Levu \(value 6, reached by two companies\).* He scores 5 \+ 6 × 2 \+ 4 × 1 = 21 points\./s);
  });

  it('states the variants in force', async () => {
    const page = await open('rules/variants/');
    expect(await page.locator('tr[data-variant="tieBreak"] [data-in-force]').innerText()).toBe('money-only');
    expect(await page.locator('tr[data-variant="purpleHome"] [data-in-force]').innerText()).toBe('when-active');
    expect(await page.locator('tr[data-variant="portCard"] [data-in-force]').innerText()).toBe('replaces-placement');
    const scoring = await open('rules/end-and-scoring/');
    const inForce = await scoring.locator('.in-force').allInnerTexts();
    expect(inForce).toContain('On this site, purple counts as connected to Tutuila at scoring only if it became active during the game.');
    expect(inForce).toContain('On this site, a tie on points goes to the most money; a tie on money too is a shared win.');
  });

  it('replaces a rules section with the publisher’s own', async () => {
    const page = await open('rules/overview/');
    expect(await page.locator('h1').innerText()).toBe('The game at our club');
    expect(await page.locator('.rules-text').innerText()).toMatch(/At the Harbour Club we play Clippers on our own board/);
  });

  it('shows the publisher’s board with the added island', async () => {
    const page = await open('board/');
    expect(await page.locator('#island-kermadec th').innerText()).toMatch(/Kermadec/);
    expect(await page.locator('h1').innerText()).toBe('The South Seas, club edition board');
    // Cytoscape loads when the reader reaches for the board, once the board has hydrated (client:visible):
    // a click before then is the static picture's, and a loaded machine once took that one (stop 45's trial run).
    await page.waitForSelector('astro-island:not([ssr]) .board-view');
    await page.locator('.board-view__stage').click({ position: { x: 5, y: 5 } });
    await page.waitForSelector('.board-view[data-ready="true"]', { timeout: 20_000 });
    await shot(page, 'board', false);
    expect(page.errors).toEqual([]);
  });

  it('plays the second walkthrough on the club board', async () => {
    const page = await open('walkthrough/kermadec-opening/');
    await boardLive(page);
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
    expect(await page.locator('#wt-step-title').innerText()).toBe('Phase 1: Bruno passes');
    expect(await page.locator('.wt__players tr[data-player="Ana"] td[data-field="money"] .money').innerText()).toBe('$2');
    expect(await page.locator('.embed-snippet code').textContent()).toBe(
      `<div data-clippers-walkthrough="${server.url}${BASE}embed/walkthrough/kermadec-opening/"></div>\n<script src="${server.url}${BASE}embed.js" async></script>`,
    );
    await shot(page, 'walkthrough', false);
    const phone = await open('walkthrough/first-round/', { width: 390, height: 844 });
    await boardLive(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await shot(phone, 'walkthrough-phone', false);
    expect([...page.errors, ...phone.errors]).toEqual([]);
  });

  for (const [lang, home, query] of [
    ['en', '', 'double'],
    ['fr', 'fr/', 'double'],
  ] as const) {
    it(`searches "${query}" in ${lang} and follows the first result to a paragraph that exists, under the base`, async () => {
      const page = await open(`${home}search/?q=${query}`);
      const first = page.locator('.search-results a').first();
      await first.waitFor({ timeout: 15_000 });
      expect(await first.getAttribute('href')).toMatch(new RegExp(`^${BASE}${home}rules/[a-z-]+/#[a-z0-9.-]+$`));
      await shot(page, `search-${lang}`, false);
      const [response] = await Promise.all([page.waitForEvent('response', (r) => r.request().isNavigationRequest()), first.click()]);
      expect(response.status(), response.url()).toBe(200);
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${BASE}${home}rules/[a-z-]+/$`));
      const target = await page.evaluate(() => document.getElementById(decodeURIComponent(location.hash.slice(1)))?.tagName ?? null);
      expect(target, page.url()).not.toBeNull();
      expect(page.errors).toEqual([]);
    });
  }

  it('keeps the header on one row at 1280 px with its long title, in both languages', async () => {
    for (const path of ['', 'walkthrough/first-round/', 'fr/', 'fr/walkthrough/first-round/', 'fr/rules/laying-routes/']) {
      const page = await open(path, { width: 1280, height: 720 });
      const rows = await page.locator('.site-header__inner').evaluate((h) => [...h.children].map((c) => { const r = c.getBoundingClientRect(); return Math.round((r.top + r.bottom) / 2); }));
      expect(Math.max(...rows) - Math.min(...rows), `${path}: ${rows}`).toBeLessThanOrEqual(4);
      if (path === 'fr/walkthrough/first-round/') await shot(page, 'header-fr-1280', false);
      await page.close();
    }
  });

  it('shows the publisher’s home page words and their own section, numbered after the rulebook’s', async () => {
    const page = await open('');
    expect(await page.locator('h1').innerText()).toBe('Clippers on Thursdays');
    expect(await page.locator('.hero .lede').innerText()).toBe("The Harbour Club's rules for Clippers, on the club's own board.");
    expect(await page.locator('.home-words').innerText()).toMatch(/Otaheite is the island everyone wants early/);
    expect(await page.locator('.minute').count()).toBe(0);
    const index = await open('rules/');
    expect(await index.locator('.rules-index li').last().innerText()).toMatch(/^13\s+House rules/);
    const house = await open('rules/house-rules/');
    expect(await house.locator('h1').innerText()).toBe('House rules');
    expect(await house.locator('.rules-text').innerText()).toMatch(/Teaching game\./);
    const search = await open('search/?q=newcomer');
    await search.locator('.search-results a').first().waitFor({ timeout: 15_000 });
    expect(await search.locator('.search-results a').allInnerTexts()).toContain('House rules');
    expect([...page.errors, ...index.errors, ...house.errors, ...search.errors]).toEqual([]);
  });

  it('answers an unknown address with its 404 page, in both languages', async () => {
    const res = await fetch(`${server.url}${BASE}fr/no-such-page/`);
    expect(res.status).toBe(404);
    const page = await open('no-such-page/');
    expect(await page.locator('[data-language="en"] h1').innerText()).toBe('Page not found');
    expect(await page.locator('[data-language="fr"] h1').innerText()).toBe('Page introuvable');
    expect(await page.locator('[data-language="fr"] a').first().getAttribute('href')).toBe(`${BASE}fr/`);
    expect(await page.locator('.site-langs').count()).toBe(0);
    await shot(page, '404', false);
  });

  it('preselects the site’s variants on the play page and marks them as the site’s, not the engine’s defaults', async () => {
    const page = await open('play/');
    const tieBreak = page.locator('.play-setup__variant select').nth(1);
    await tieBreak.waitFor({ timeout: 20_000 });
    const selected = await tieBreak.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].textContent);
    expect(selected).toMatch(/this site’s rule/);
    const marked = await page.locator('.play-setup__variant option').evaluateAll((os) => os.filter((o) => /this site’s rule/.test(o.textContent ?? '')).map((o) => (o as HTMLOptionElement).value));
    expect(marked).toEqual(['replaces-placement', 'money-only', 'when-active', 'home-only']);
    expect(await page.locator('.play-setup__variant option', { hasText: '(default)' }).count()).toBe(0);
  });

  it('prints a rules page with each link followed by the rule and section it leads to', async () => {
    const page = await open('rules/port-markers/');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    const after = (selector: string) => page.locator(selector).first().evaluate((a) => getComputedStyle(a, '::after').content);
    expect(await after('a[href$="#score.ports"]')).toBe('" (End of the game and scoring)"');
    expect(await after('a[href$="#step-2"]')).toBe('" (The first round, move by move, step 2)"');
    // Rule ids and language badges stay off paper; the paragraph keeps its id as a link target.
    expect(await page.locator('.rule__id').first().isVisible()).toBe(false);
    expect(await page.locator('.rule[id="port.vacant"]').count()).toBe(1);
    await shot(page, 'rules-print');
  });

  it('prints a walkthrough as a list of steps with a static board, without the navigation', async () => {
    const page = await open('walkthrough/first-round/');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.wt').isVisible()).toBe(false);
    expect(await page.locator('.wt-print__step').count()).toBe(14);
    expect(await page.locator('.wt-print svg').count()).toBe(1);
    await shot(page, 'walkthrough-print');
  });
});

describe('the editor on the publisher’s board', () => {
  it('opens on the project’s map and lists each walkthrough step an edit breaks; a click selects what the step uses', async () => {
    const board = JSON.parse(readFileSync(join(PROJECT, 'board.json'), 'utf8'));
    const page = await open('editor/');
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    // The project's board, with its added island.
    expect(await page.evaluate(() => (window as any).__clippersEditor.map().islands.some((i: { id: string }) => i.id === 'kermadec'))).toBe(true);
    expect(await page.locator('[data-code="walkthrough.step"]').count()).toBe(0);
    // A longer red harbor link: the worked round's step 8 no longer pays what the text says.
    const longer = structuredClone(board);
    longer.links.find((l: { id: string }) => l.id === 'red-harbor-malden-island').segments = 3;
    await page.evaluate((map) => localStorage.setItem('clippers-editor:map:v1', JSON.stringify({ version: 1, savedAt: new Date().toISOString(), map })), longer);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    const problem = page.locator('[data-code="walkthrough.step"]').first();
    await problem.waitFor({ timeout: 10_000 });
    expect(await problem.innerText()).toMatch(/“The first round, move by move”, step 8 \(Phase 2: Pauline opens red to Malden Island\)/);
    await problem.click();
    await expect.poll(() => page.locator('.ed-inspector').innerText()).toMatch(/red-harbor|Red harbor|American Shipping Line/i);
    await shot(page, 'editor-walkthrough-problem', false);
    expect(page.errors).toEqual([]);
  });
});

describe('embedding a walkthrough in another site', () => {
  let host: Server;
  let hostUrl = '';
  beforeAll(async () => {
    const embed = `${server.url}${BASE}embed/walkthrough/first-round/`;
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Club news</title></head>
<body style="font-family:sans-serif;margin:0 auto;max-width:640px;padding:1rem">
<h1>Club news</h1><p>Read this before Thursday's game:</p>
<div id="host" data-clippers-walkthrough="${embed}"></div>
<p id="after">See you on Thursday.</p>
<div id="hostile" data-clippers-walkthrough="javascript:parent.document.body.dataset.pwned='1'"></div>
<div id="hostile2" data-clippers-walkthrough="&#1;javascript:parent.document.body.dataset.pwned='2'"></div>
<div id="elsewhere" data-clippers-walkthrough="http://127.0.0.2:1/x"></div>
<script src="${server.url}${BASE}embed.js" async></script></body></html>`;
    host = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', () => r()));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => host.close(() => r())));

  it('steps to the end with the keyboard and reads the final money, in a frame that fits its content', async () => {
    const page = (await browser.newPage({ viewport: { width: 1280, height: 720 } })) as Page;
    const errors = collectErrors(page);
    await page.goto(hostUrl);
    const frameEl = page.locator('#host iframe');
    await frameEl.waitFor();
    const frame = page.frameLocator('#host iframe');
    await frame.locator('.emb[data-hydrated="true"]').waitFor({ timeout: 20_000 });
    await frame.locator('#emb-step-title').click();
    for (let i = 0; i < 13; i++) await page.keyboard.press('ArrowRight');
    expect(await frame.locator('#emb-step-title').innerText()).toBe('Phase 4: cards back, the hook passes to Pauline');
    const money = (name: string) => frame.locator(`.emb__players tr[data-player="${name}"] td[data-field="money"] .money`).innerText();
    expect([await money('Benjamin'), await money('Pauline'), await money('Jean-Luc')]).toEqual(['$6', '$9', '$2']);
    // The frame grew to its content: no scroll bar inside, the host's text right below it.
    await expect.poll(async () => {
      const inner = await frame.locator('html').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
      const box = await frameEl.boundingBox();
      return Math.abs((box?.height ?? 0) - inner);
    }).toBeLessThanOrEqual(2);
    expect(await frameEl.evaluate((f) => f.getBoundingClientRect().width)).toBeLessThanOrEqual(640);
    await snap(page, { path: join(ARTIFACTS, 'publisher-embed-host.png'), fullPage: true });
    const narrow = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await narrow.goto(hostUrl);
    await narrow.frameLocator('#host iframe').locator('.emb[data-hydrated="true"]').waitFor({ timeout: 20_000 });
    await narrow.waitForTimeout(500);
    await snap(narrow, { path: join(ARTIFACTS, 'publisher-embed-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
  }, 120_000);
  it('frames no javascript: URL and no other site’s page given in the attribute', async () => {
    const page = (await browser.newPage({ viewport: { width: 1280, height: 720 } })) as Page;
    await page.goto(hostUrl);
    await page.frameLocator('#host iframe').locator('.emb[data-hydrated="true"]').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.body.dataset.pwned ?? null)).toBeNull();
    expect(await page.locator('#hostile iframe, #hostile2 iframe, #elsewhere iframe').count()).toBe(0);
    await page.close();
  });

  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    it(`keeps the frame’s height and the Next button in place over every step (${viewport.width} px)`, async () => {
      const page = (await browser.newPage({ viewport })) as Page;
      await page.goto(hostUrl);
      const frameEl = page.locator('#host iframe');
      const frame = page.frameLocator('#host iframe');
      await frame.locator('.emb[data-hydrated="true"]').waitFor({ timeout: 20_000 });
      // Where things are in the host page, in page coordinates (scrolling does not move them).
      const where = async () => {
        const f = await frameEl.evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, height: el.getBoundingClientRect().height }));
        const next = await frame.locator('.emb__next').evaluate((b) => b.getBoundingClientRect().top);
        const after = await page.locator('#after').evaluate((p) => p.getBoundingClientRect().top + window.scrollY);
        return { height: Math.round(f.height), next: Math.round(f.top + next), after: Math.round(after) };
      };
      // Settled: fonts and the first post of the frame's height are in.
      let first = await where();
      for (let tries = 0; tries < 20; tries++) {
        await page.waitForTimeout(300);
        const now = await where();
        if (JSON.stringify(now) === JSON.stringify(first)) break;
        first = now;
      }
      const count = Number((await frame.locator('.emb__where').innerText()).split('/')[1]);
      expect(count).toBe(14);
      await frame.locator('#emb-step-title').click();
      const seen = [first];
      for (let i = 2; i <= count; i++) {
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => frame.locator('.emb__where').innerText()).toBe(`${i} / ${count}`);
        seen.push(await where());
      }
      expect(seen.filter((w) => JSON.stringify(w) !== JSON.stringify(first)), JSON.stringify(first)).toEqual([]);
      await snap(page, { path: join(ARTIFACTS, `publisher-embed-steady-${viewport.width}.png`), fullPage: true });
      await page.close();
    }, 120_000);
  }
});

describe('clippers site pdf', () => {
  it('prints a rulebook page whose ids are unique, so each contents link leads to its own section', async () => {
    const html = await (await fetch(`${server.url}${BASE}print/`)).text();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const [, target] of html.matchAll(/<li[^>]*><a href="#([^"]+)"/g)) expect(ids, target).toContain(target);
  });

  it('writes a rulebook whose text has every section title, the board and both walkthroughs', async () => {
    const pdfFile = join(mkdtempSync(join(cache, 'clippers-pdf-test-')), 'rules.pdf');
    // The site built above is printed (`--from`), so the test does not build it twice.
    const run = await new Promise<{ status: number | null; log: string }>((done) => {
      execFile(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/cli/main.ts', 'site', 'pdf', PROJECT, '--from', out, '--out', pdfFile], { cwd: ROOT, env: env(), timeout: 240_000 }, (error, stdout, stderr) =>
        done({ status: error ? ((error as { code?: number }).code ?? 1) : 0, log: `${stdout}\n${stderr}` }),
      );
    });
    expect(run.status, run.log.slice(-2000)).toBe(0);
    expect(run.log).toMatch(/Wrote .*rules\.pdf \(\d+ pages\)\./);
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(readFileSync(pdfFile)), useSystemFonts: false, isEvalSupported: false }).promise;
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    }
    const text = pages.join('\n');
    // Chromium draws "fi" as one ligature glyph, which the text layer splits off: compare without spaces.
    const norm = text.replace(/\s+/g, '');
    for (const title of ['Clippers at the Harbour Club', 'Contents', 'The game at our club', 'Components', 'Setup', 'The round', 'Port markers', 'Option cards', 'Laying routes', 'Alternate routes', 'The purple company', 'Bonuses', 'End of the game and scoring', 'Variants and engine decisions', 'The board: South Seas, club edition', 'Walkthrough: The first round, move by move', 'Walkthrough: A bet on Kermadec']) {
      expect(norm, title).toContain(title.replace(/\s+/g, ''));
    }
    expect(norm).toContain('Tutuila');
    // The contents give each section's page (after its title), and the section starts there.
    const squash = (t: string) => t.replace(/\s+/g, '');
    const contents = pages.findIndex((p) => /^\s*Contents\b/.test(p));
    expect(contents, pages[1]).toBeGreaterThan(0);
    const listing = pages[contents].replace(/\s+/g, ' ');
    for (const title of ['The game at our club', 'Port markers', 'Walkthrough: A bet on Kermadec']) {
      const listed = new RegExp(`${title} (\\d+)\\b`).exec(listing);
      expect(listed, `${title} in the contents: ${listing}`).not.toBeNull();
      expect(squash(pages[Number(listed![1]) - 1]).startsWith(squash(title)), `${title} on page ${listed![1]}`).toBe(true);
    }
  }, 300_000);
});
