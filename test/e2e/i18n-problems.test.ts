import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT, shot, startSite, VIEWPORTS, type Site } from './site';

/**
 * What cannot be opened, said in French (split from i18n.test.ts): a saved game, a link or
 * the editor's board on the play page and the walkthrough, a map file, an autosave and a
 * refused simulation in the editor. A French reader is told why, where and what to do, in
 * French.
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});


describe('the French play page and walkthrough say why something does not open', () => {
  it('tells in French why a file or a link does not open on the French play page', async () => {
    const page = await site.open('/fr/play/', VIEWPORTS.desktop);
    await page.getByTestId('start-game').waitFor();
    // A saved game with a seed that is not a number: the file, its line and the field, and why, in French.
    const game = { format: 'clippers-game', version: 1, map: 'south-pacific', variants: {}, seed: 'douze', players: [{ name: 'Ana', nation: 'english' }, { name: 'Ben', nation: 'french' }, { name: 'Chloé', nation: 'japanese' }], firstPlayer: 'Ana', moves: [] };
    await page.locator('.play-open input[type=file]').setInputFiles({ name: 'partie.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(game, null, 2)) });
    const notice = page.getByTestId('notice');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/partie\.json:\d+:\d+\u00a0: seed\u00a0: «?\u00a0?"?seed"? doit être un nombre/);
    expect(await notice.innerText()).not.toMatch(/\b(must|is|not|the)\b/);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await shot(page, `i18n-fr-play-file-problem-${name}-${viewport.width}`, false);
    }
    // A link cut short when it was copied (from another page: a fragment alone does not load the page again).
    await page.goto('about:blank');
    await page.goto(`${site.url}/fr/play/#game=AAAA`);
    await notice.waitFor();
    expect(await notice.innerText()).toContain('La partie de ce lien ne peut pas être ouverte\u00a0: La partie de ce lien est abîmée');
    // The editor's board, when this browser has none.
    await page.goto(`${site.url}/fr/play/`);
    await page.getByText('Le plateau de l’éditeur (ce navigateur)').click();
    await page.getByTestId('start-game').click();
    expect(await page.locator('.play-setup .play-error').first().innerText()).toBe('Ce navigateur n’a pas de plateau enregistré par l’éditeur. Ouvrez l’éditeur, faites un plateau, puis revenez.');
    expect(page.errors).toEqual([]);
  });

  it('tells in French why the editor’s board cannot be replayed on, on the French walkthrough', async () => {
    const page = await site.open('/fr/walkthrough/', VIEWPORTS.laptop);
    await page.evaluate(() => localStorage.setItem('clippers-editor:map:v1', JSON.stringify({ version: 2, map: {} })));
    await page.goto(`${site.url}/fr/walkthrough/?map=editor`);
    const alert = page.locator('.alert[role=alert]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Le plateau de l’éditeur n’a pas pu être utilisé');
    expect(await alert.innerText()).toContain('(enregistrement en version 2, cet éditeur lit la version 1)');
    expect(await alert.innerText()).not.toMatch(/\b(the|was|written|reads)\b/);
    await shot(page, 'i18n-fr-walkthrough-editor-board-1280', false);
    expect(page.errors).toEqual([]);
  });

});

describe('the French editor says what is wrong in French', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clippers-fr-editor-'));
  const valid = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/maps/valid-small.json'), 'utf8'));
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const editorReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true', undefined, { timeout: 20_000 });
  const dialog = (page: Page) => page.locator('[data-testid="import-errors"]');

  it('names the line, the element and the fix of a map file it cannot open', async () => {
    const negative = structuredClone(valid);
    negative.islands[0].ports = -1;
    const text = JSON.stringify(negative, null, 2);
    const line = text.split('\n').findIndex((l) => l.includes('"ports": -1')) + 1;
    const page = await site.open('/fr/editor/', VIEWPORTS.desktop);
    await editorReady(page);
    await page.locator('[data-testid="import-input"]').setInputFiles(write('ports-negatifs.json', text));
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
    const problem = await dialog(page).locator('.ed-errors li').first().innerText();
    expect(problem).toBe(
      `ligne ${line}, colonne 7\u00a0: île "${negative.islands[0].id}" (islands[0].ports)\u00a0: nombre d’emplacements de comptoir d’une île\u00a0: pas de nombre négatif\u202f; écrivez un nombre entier de 0 à 12.`,
    );
    expect(await dialog(page).innerText()).toContain('Votre plateau actuel n’a pas changé');
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await shot(page, `i18n-fr-editor-open-${name}-${viewport.width}`, false);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden', timeout: 10_000 });

    // A file that is not JSON: the reader's words, at the comma's line.
    const comma = JSON.stringify(valid, null, 2).replace(/\]\s*,\s*\n {2}"harbors"/, ',],\n  "harbors"');
    const commaLine = comma.split('\n').findIndex((l) => l.includes(',],')) + 1;
    await page.locator('[data-testid="import-input"]').setInputFiles(write('virgule.json', comma));
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await dialog(page).locator('.ed-errors li').first().innerText()).toMatch(
      new RegExp(`^ligne ${commaLine}, colonne \\d+\u00a0: une virgule précède le \\] fermant\u202f; JSON n’en veut pas à cet endroit\\. Supprimez-la\\.$`),
    );
    expect(page.errors).toEqual([]);
  });

  it('says why it could not open its autosave', async () => {
    const page = await site.browser.newPage({ viewport: VIEWPORTS.laptop });
    const saved = structuredClone(valid);
    saved.islands[1].value = 'high';
    await page.addInitScript((text) => localStorage.setItem('clippers-editor:map:v1', text), JSON.stringify({ version: 1, savedAt: null, map: saved }));
    await page.goto(`${site.url}/fr/editor/`);
    await editorReady(page);
    const notice = page.locator('[data-testid="restore-notice"]');
    await notice.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await notice.locator('li').first().innerText()).toBe('map.islands[1].value\u00a0: "value" doit être un nombre, pas "high".');
    await shot(page, 'i18n-fr-editor-autosave-1280', false);
  });

  it('says in French why a simulation was refused', async () => {
    const page = await site.open('/fr/editor/', VIEWPORTS.desktop);
    await editorReady(page);
    const threeCards = { ...valid, departureCards: valid.departureCards.slice(0, 3) };
    await page.locator('[data-testid="import-input"]').setInputFiles(write('trois-cartes.json', JSON.stringify(threeCards, null, 2)));
    await page.locator('[data-testid="tab-simulate"]').click();
    await page.locator('[data-testid="simulate-slot"]').waitFor({ state: 'visible', timeout: 20_000 });
    await page.locator('[data-testid="sim-players-4"]').check();
    await page.locator('[data-testid="sim-run"]').click();
    const problems = page.locator('[data-testid="sim-problems"]');
    await problems.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await problems.locator('li').allInnerTexts()).toEqual(['Ce plateau a 3\u00a0cartes Départ, trop peu pour 4\u00a0joueurs.']);
    expect(await problems.innerText()).toContain('Ces réglages ne peuvent pas être joués sur ce plateau');
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await problems.scrollIntoViewIfNeeded();
      await shot(page, `i18n-fr-editor-refused-${name}-${viewport.width}`, false);
    }
    expect(page.errors).toEqual([]);
  });
});

