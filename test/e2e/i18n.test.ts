import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { frenchSpacingProblems } from '../../src/i18n/typography';
import { atViewports, ROOT, shot, startSite, walkthroughReady, VIEWPORTS, type Site } from './site';

/**
 * The site in two languages, as a French-speaking teacher uses it: switching
 * language keeps your place, the worked round plays in French with the same
 * money, and the search finds a rule paragraph in either language.
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const money = (page: Page, name: string) => page.locator(`.wt__players tr[data-player="${name}"] td[data-field="money"] .money`).innerText();
const title = (page: Page) => page.locator('#wt-step-title').innerText();

/** The paragraph the URL's fragment names is on screen. */
async function paragraphInView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((anchor) => {
    const el = document.getElementById(anchor);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.top >= -2 && box.top < window.innerHeight;
  }, id);
}

describe('two languages', () => {
  it('switches a rules page to French on the same paragraph, and back', async () => {
    const page = await site.open('/rules/laying-routes/#route.double', VIEWPORTS.desktop);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.locator('#route\\.double a[data-lang-switch="fr"]').click();
    await page.waitForURL(/\/fr\/rules\/laying-routes\/#route\.double$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('h1').innerText()).toBe('Poser les routes');
    expect(await page.locator('#route\\.double').innerText()).toContain('route double');
    expect(await paragraphInView(page, 'route.double')).toBe(true);
    expect(await page.locator('#route\\.double').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 248, 225)'); // :target
    await shot(page, 'i18n-fr-rules-1366', false);
    // The header switch goes to the same page in the other language.
    await page.locator('.site-langs a[data-lang-switch="en"]').click();
    await page.waitForURL(/\/rules\/laying-routes\/$/);
    expect(await page.locator('h1').innerText()).toBe('Laying routes');
    expect(page.errors).toEqual([]);
  });

  it('has a French page for every page of the site, each switching back to its English twin', async () => {
    // One page taken from page to page: a fresh page (a new browser context) for each cost more than its checks.
    const page = await site.open('/fr/', VIEWPORTS.laptop);
    for (const path of ['/', '/rules/', '/rules/setup/', '/walkthrough/first-round/', '/board/', '/statecharts/', '/editor/', '/search/']) {
      if (path !== '/') await page.goto(`${site.url}/fr${path}`);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('fr');
      expect(await page.locator('.site-nav a').first().innerText(), path).toBe('Accueil');
      expect(await page.locator('.site-langs a[data-lang-switch="en"]').getAttribute('href'), path).toBe(path);
    }
  });

  it('steps the worked first round in French: French narration, the same money', async () => {
    const page = await site.open('/fr/walkthrough/', VIEWPORTS.desktop);
    await walkthroughReady(page);
    expect(await title(page)).toBe('Mise en place');
    expect(await page.locator('.wt__narration').innerText()).toContain('Jean-Luc tient la banque');
    const next = page.getByRole('button', { name: 'Suivant' });
    for (let i = 0; i < 7; i++) await next.click();
    expect(await title(page)).toBe('Phase 2\u00a0: Pauline ouvre le rouge vers Malden Island');
    expect(await page.locator('.wt__narration').innerText()).toContain('elle finit son tour avec 9 $');
    expect(await money(page, 'Pauline')).toBe('9 $');
    expect(await page.locator('.wt__changes').innerText()).toContain('Pauline gagne 2 $');
    for (let i = 0; i < 6; i++) await next.click();
    expect(await title(page)).toBe('Phase 4\u00a0: les cartes reviennent, le grappin passe à Pauline');
    expect(await next.isDisabled()).toBe(true);
    expect(await money(page, 'Benjamin')).toBe('6 $');
    expect(await money(page, 'Pauline')).toBe('9 $');
    expect(await money(page, 'Jean-Luc')).toBe('2 $');
    expect(await page.locator('.wt__where').textContent()).toContain('Étape 14 sur 14');
    // Rule links from the step lead to the French paragraphs.
    expect(await page.locator('.wt__rules a').first().getAttribute('href')).toBe('/fr/rules/the-round/#round.end');
    await page.waitForTimeout(500);
    await shot(page, 'i18n-fr-walkthrough-1366', false);
    expect(page.errors).toEqual([]);
  });

  it('keeps the reader’s place when switching language: the walkthrough’s step, the search’s words', async () => {
    const page = await site.open('/walkthrough/first-round/#step-7', VIEWPORTS.laptop);
    await walkthroughReady(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('header a[data-lang-switch="fr"]').click();
    await page.waitForURL(/\/fr\/walkthrough\/first-round\/#step-8$/);
    await walkthroughReady(page);
    expect(await page.locator('.wt__where').textContent()).toContain('Étape 8 sur 14');
    await page.goto(`${site.url}/search/?q=bonus`);
    await page.locator('.search-results a').first().waitFor({ timeout: 15_000 });
    await page.locator('header a[data-lang-switch="fr"]').click();
    await page.waitForURL(/\/fr\/search\/\?q=bonus$/);
    expect(await page.locator('#search-q').inputValue()).toBe('bonus');
    expect(page.errors).toEqual([]);
  });

  it('embeds the worked first round in French: the snippet points at the French frame, which steps in French to the same money', async () => {
    const walk = await site.open('/fr/walkthrough/first-round/', VIEWPORTS.laptop);
    await walk.locator('.embed-snippet summary').click();
    expect(await walk.locator('.embed-snippet summary').innerText()).toBe('Intégrer cet exemple dans une autre page');
    expect(await walk.locator('.embed-snippet code').innerText()).toMatch(/data-clippers-walkthrough="http:\/\/[^"]+\/fr\/embed\/walkthrough\/first-round\/"/);
    // The credit line keeps its sentences apart in both languages.
    expect(await walk.locator('.wt-credit').innerText()).toMatch(/premier tour\. Chaque étape .* Auteurs de plateaux\u00a0: rejouez-le/);
    await walk.close();

    const page = await site.open('/fr/embed/walkthrough/first-round/', VIEWPORTS.phone);
    await page.locator('.emb[data-hydrated="true"]').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('#emb-step-title').innerText()).toBe('Mise en place');
    // On a phone the whole board scrolls sideways at a size where names can be read.
    expect(await page.locator('.emb__swipe').isVisible()).toBe(true);
    const nameSize = await page.locator('.emb__board svg text').filter({ hasText: 'Australia' }).first().evaluate((el) => el.getBoundingClientRect().height);
    expect(nameSize, 'on-screen height of an island name, px').toBeGreaterThanOrEqual(10);
    await shot(page, 'i18n-fr-embed-390', false);
    const next = page.getByRole('button', { name: 'Suivant' });
    for (let i = 0; i < 13; i++) await next.click();
    expect(await page.locator('.emb__where').innerText()).toBe('14 / 14');
    expect(await page.locator('.emb__step--now .emb__players caption').innerText()).toMatch(/^Après cette étape · /);
    for (const [name, amount] of [['Benjamin', '6 $'], ['Pauline', '9 $'], ['Jean-Luc', '2 $']]) {
      expect(await page.locator(`.emb__players tr[data-player="${name}"] td[data-field="money"]`).innerText()).toBe(amount);
    }
    expect(await page.locator('.emb__more a').getAttribute('href')).toBe('/fr/walkthrough/first-round/');
    expect(page.errors).toEqual([]);
  });

  for (const [lang, base, query, heading] of [
    ['en', '/', 'double', 'Laying routes'],
    ['fr', '/fr/', 'double', 'Poser les routes'],
  ] as const) {
    it(`searches "${query}" in ${lang} and follows a result to its paragraph`, async () => {
      const page = await site.open(base, VIEWPORTS.desktop);
      // The home page and rules pages load no script for search: the box is a plain form.
      await page.locator('#site-search-q').fill(query);
      await page.locator('#site-search-q').press('Enter');
      await page.waitForURL(/\/search\/\?q=double/);
      const result = page.locator('.search-results a[data-rule="route.double"]');
      await result.waitFor({ timeout: 15_000 });
      expect(await page.locator('#search-status').innerText()).toMatch(/double/);
      // The excerpt is the paragraph's own text, not its rule id.
      const excerpt = await page.locator('.search-results li:has(a[data-rule="route.double"]) p').innerText();
      expect(excerpt).not.toMatch(/^\s*route\.double/);
      expect(excerpt).toMatch(/double/);
      // An excerpt cut inside a sentence says so with "…" at the cut, at either end.
      for (const text of await page.locator('.search-results li p').allInnerTexts()) {
        expect(text.trim(), text).toMatch(/[.!?…»”)]$/u);
        expect(text.trim(), text).not.toMatch(/^\p{Ll}/u);
      }
      await shot(page, `i18n-search-${lang}-1366`, false);
      await result.click();
      await page.waitForURL(new RegExp(`${base}rules/laying-routes/#route\\.double$`));
      expect(await page.locator('h1').innerText()).toBe(heading);
      expect(await paragraphInView(page, 'route.double')).toBe(true);
      expect(page.errors).toEqual([]);
    });
  }

  it('finds a paragraph by its rule id and by the game words in either order', async () => {
    for (const [path, query] of [
      ['/search/', 'route.one-way'],
      ['/search/', 'double route'],
      ['/fr/search/', 'route double'],
      ['/fr/search/', 'route.one-way'],
    ] as const) {
      const page = await site.open(`${path}?q=${encodeURIComponent(query)}`, VIEWPORTS.laptop);
      const want = query.includes('one-way') ? 'route.one-way' : 'route.double';
      const first = page.locator('.search-results a').first();
      await first.waitFor({ timeout: 15_000 });
      expect(await first.getAttribute('data-rule'), `${path} ${query}`).toBe(want);
      await page.close();
    }
  });

  it('sets a French game up on a phone without the page scrolling sideways, and starts it with a tap', async () => {
    // A fieldset is as wide as its widest choice by default: the long French variant choices made the page 665 px wide.
    const phone = await site.browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    try {
      const page = await phone.newPage();
      await page.goto(`${site.url}/fr/play/`);
      await page.getByTestId('start-game').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await page.getByTestId('start-game').tap();
      await page.locator('.play__grid').waitFor();
    } finally {
      await phone.close();
    }
  });

  it('plays in French: set-up, prompt, moves, a refusal told in French, linked to the French paragraph', async () => {
    const page = await site.open('/fr/play/', VIEWPORTS.desktop);
    await page.getByTestId('start-game').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Jouer à Clippers');
    expect(await page.locator('main').innerText()).not.toMatch(/en anglais/);
    expect(await page.locator('.play-setup legend').first().innerText()).toBe('Plateau');
    await shot(page, 'i18n-fr-play-setup-1366', false);
    await page.getByTestId('start-game').click();
    await page.locator('.play__grid').waitFor();
    expect(await page.locator('#play-prompt').innerText()).toMatch(/^Ana, phase 1\u00a0: posez un comptoir/);
    expect(await page.locator('.play-turn button').first().innerText()).toBe('Passer');
    expect(await page.locator('.play-moves > summary').innerText()).toMatch(/^Tous les coups permis \(\d+\)/);
    // A route space in phase 1: refused, with the engine's reason worded in French, linked to the French rules.
    await page.locator('.play-layer__hit:not([data-legal])').first().dispatchEvent('click');
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/^Interdit sur .+\u00a0:/);
    expect(await refusal.innerText()).toContain('Poser un pion Route se fait en phases 2 et 3\u202f; nous sommes dans la phase 1 (actions).');
    expect(await refusal.locator('a').getAttribute('href')).toMatch(/^\/fr\/rules\/[a-z-]+\/#[a-z0-9.-]+$/);
    expect(await refusal.innerText()).not.toMatch(/\b(the|is|may)\b/);
    await page.locator('.play-turn button[data-move="pass"]').click();
    await page.locator('[data-testid="news"] li').first().waitFor();
    expect(await page.locator('[data-testid="news"]').innerText()).toMatch(/Ana passe\./);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await shot(page, `i18n-fr-play-${name}-${viewport.width}`, false);
    }
    expect(page.errors).toEqual([]);
  });

  it('edits the board in French: toolbar, side tabs, inspector, problems and Simulate, with no English banner', async () => {
    const page = await site.open('/fr/editor/', VIEWPORTS.laptop);
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    expect(await page.locator('h1').innerText()).toBe('Éditeur de plateau');
    expect(await page.locator('main .note').count()).toBe(0);
    const text = (id: string) => page.locator(`[data-testid="${id}"]`).innerText();
    expect([await text('add-island'), await text('add-harbor'), await text('link-mode'), await text('import'), await text('try-board')].map((t) => t.trim())).toEqual([
      'Île',
      'Port',
      'Relier',
      'Ouvrir…',
      'Essayer ce plateau',
    ]);
    expect(await page.locator('[data-testid="undo"]').getAttribute('aria-label')).toBe('Annuler');
    expect(await page.locator('.ed-tab').allInnerTexts()).toEqual(['Sélection', 'Compagnies', 'Cartes', 'Plateau', 'Simuler']);
    // At 1280 and 1366 px the French toolbar is one row and every side tab is whole, inside the panel.
    for (const viewport of [VIEWPORTS.laptop, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      const fit = await page.evaluate(() => {
        const tops = [...document.querySelectorAll('.ed-toolbar button, .ed-toolbar a')].map((b) => Math.round(b.getBoundingClientRect().top));
        const list = document.querySelector('.ed-tabs')!.getBoundingClientRect();
        const tabs = [...document.querySelectorAll('.ed-tab')].map((t) => t.getBoundingClientRect());
        return { rows: new Set(tops.filter((_, i, all) => Math.abs(all[i] - all[0]) > 6)).size, inside: tabs.every((r) => r.left >= list.left - 0.5 && r.right <= list.right + 0.5 && r.top === tabs[0].top) };
      });
      expect(fit, `${viewport.width} px`).toEqual({ rows: 0, inside: true });
    }
    expect(await page.locator('.ed-panel__title').innerText()).toBe('Aucune sélection');

    // An island's inspector.
    await page.selectOption('[data-testid="goto"]', 'fiji');
    await page.getByRole('button', { name: 'Sélectionner', exact: true }).click();
    const inspector = page.locator('[data-testid="inspector-island"]');
    await inspector.waitFor();
    for (const words of ['Île', 'Nom', 'Identifiant', 'Valeur', 'Emplacements', 'Liaisons', 'Sur les cartes Départ', 'Supprimer l’île…']) expect(await inspector.innerText()).toContain(words);
    expect(await inspector.innerText()).toMatch(/\d\u00a0cases/);

    // A new island without links: the checker's warnings, in French.
    await page.locator('[data-testid="add-island"]').click();
    await expect.poll(() => page.locator('[data-testid="island-name"]').inputValue()).toBe('Nouvelle île');
    const few = page.locator('.ed-problem[data-code="island.few-links"] .ed-problem__msg');
    await expect.poll(() => few.first().innerText()).toMatch(/^L’île a moins de 2\u00a0liaisons\. \(nouvelle-ile\)$/);
    expect(await text('error-count')).toBe('0\u00a0erreur');
    expect(await text('warning-count')).toMatch(/^\d+\u00a0avertissements?$/);
    expect(await page.locator('#ed-problems-title').innerText()).toBe('Problèmes');
    expect(await page.locator('[data-testid="undo"]').getAttribute('title')).toBe('Annuler\u00a0: ajouter l’île «\u00a0nouvelle-ile\u00a0» (Ctrl+Z)');

    // The Simulate panel.
    await page.locator('[data-testid="tab-simulate"]').click();
    const sim = page.locator('[data-testid="simulate-slot"]');
    await sim.waitFor();
    for (const words of ['Joueurs', 'Robots', 'Hasard', 'Glouton', 'Chercheur', 'Par place', 'Variantes de règles', 'Parties', 'Graine', '(par défaut)']) expect(await sim.innerText()).toContain(words);
    expect((await text('sim-run')).trim()).toBe('▶ Jouer 200\u00a0parties');
    const english = ['Nothing selected', 'Problems', 'Draw links', 'Players', 'Rule variants', 'Simulate', 'Undo', 'warning'];
    const body = await page.locator('body').innerText();
    expect(english.filter((w) => body.includes(w))).toEqual([]);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await shot(page, `i18n-fr-editor-${name}-${viewport.width}`, false);
    }
    expect(page.errors).toEqual([]);
  });

  it('shows the board’s facts in French, with no English banner', async () => {
    const page = await site.open('/fr/board/', VIEWPORTS.laptop);
    expect(await page.locator('main .note:not(.board-notes)').count()).toBe(0);
    expect(await page.locator('h1').innerText()).toMatch(/^Le plateau /);
    const heads = (table: string) => page.locator(`#${table} + * thead th, #${table} + p + * thead th`).allInnerTexts();
    expect((await heads('islands')).map((h) => h.toLowerCase())).toEqual(['île', 'valeur', 'emplacements de comptoir', 'liaisons vers (cases de route)', 'comptoirs de départ']);
    expect((await heads('harbors')).map((h) => h.toLowerCase())).toEqual(['compagnie', 'pions route', 'clippers', 'liaisons partant du port d’attache']);
    const malden = await page.locator('#island-malden-island').innerText();
    expect(malden).toContain('Nuku Hiva (3\u00a0cases, sens unique, vers ici)');
    expect(malden).toContain('port de la compagnie rouge (2\u00a0cases)');
    expect(await page.locator('.board-page__key h2').innerText()).toBe('Comment le lire');
    expect(await page.locator('.board-view__tools').innerText()).toContain('Tout le plateau');
    expect(page.errors).toEqual([]);
  });

  it('looks right on a phone and a laptop', async () => {
    // Each page opened once and resized to both screens (the rules page scrolled back to its paragraph, as opened).
    const screens = [VIEWPORTS.laptop, VIEWPORTS.phone];
    const rules = await site.open('/fr/rules/laying-routes/#route.double', screens[0]);
    const search = await site.open('/fr/search/?q=double', screens[0]);
    await search.locator('.search-results a').first().waitFor({ timeout: 15_000 });
    const wt = await site.open('/fr/walkthrough/#step-8', screens[0]);
    await walkthroughReady(wt);
    for (const [page, name] of [
      [rules, 'i18n-fr-rules'],
      [search, 'i18n-search-fr'],
      [wt, 'i18n-fr-walkthrough'],
    ] as const) {
      await atViewports(page, screens, async (viewport) => {
        if (page === rules) await page.evaluate(() => document.getElementById('route.double')!.scrollIntoView());
        if (page === wt) await page.waitForTimeout(500);
        await shot(page, `${name}-${viewport.width}`, false);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), name).toBe(true);
      });
    }
  });
});

describe('French spacing on the built pages', () => {
  it('holds in the text of every French page as built (code, drawings and English passages aside)', () => {
    const pages = (readdirSync(join(ROOT, 'dist/fr'), { recursive: true }) as string[]).filter((f) => f.endsWith('index.html'));
    expect(pages.length).toBeGreaterThan(15);
    const problems = pages.flatMap((page) => {
      const html = readFileSync(join(ROOT, 'dist/fr', page), 'utf8')
        .replace(/<(script|style|code|pre|svg|template)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<([a-z]+)[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ');
      const text = html
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;/g, '\u00a0')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/[ \t]*\n[ \t\n]*/g, ' ');
      return frenchSpacingProblems(text).map((p) => `${page}: ${p}`);
    });
    expect(problems).toEqual([]);
  });
});
