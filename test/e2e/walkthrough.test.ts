import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardLive, cytoscapeWarnings, ROOT, shot, startSite, walkthroughReady, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const money = (page: Page, name: string) => page.locator(`.wt__players tr[data-player="${name}"] td[data-field="money"] .money`).innerText();
const title = (page: Page) => page.locator('#wt-step-title').innerText();
const END_TITLE = 'Phase 4: cards back, the hook passes to Pauline';

describe('the walkthrough page', () => {
  it('reaches the end of the round with the Next button', async () => {
    const page = await site.open('/walkthrough/');
    await walkthroughReady(page);
    expect(await title(page)).toBe('Setting up the table');
    const next = page.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 13; i++) await next.click();
    expect(await title(page)).toBe(END_TITLE);
    expect(await next.isDisabled()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#step-14');
    expect(await money(page, 'Benjamin')).toBe('$6');
    expect(await money(page, 'Pauline')).toBe('$9');
    expect(await money(page, 'Jean-Luc')).toBe('$2');
    await page.waitForTimeout(600);
    await shot(page, 'walkthrough-end', false);
    expect(page.errors).toEqual([]);
  });

  it('reaches the end with the arrow key on a fresh page', async () => {
    const page = await site.open('/walkthrough/');
    await walkthroughReady(page);
    for (let i = 0; i < 13; i++) await page.keyboard.press('ArrowRight');
    expect(await title(page)).toBe(END_TITLE);
    expect(await money(page, 'Benjamin')).toBe('$6');
    expect(await money(page, 'Pauline')).toBe('$9');
    expect(await money(page, 'Jean-Luc')).toBe('$2');
    // Back, Home and End work from the keyboard too.
    await page.keyboard.press('ArrowLeft');
    expect(new URL(page.url()).hash).toBe('#step-13');
    await page.keyboard.press('Home');
    expect(await title(page)).toBe('Setting up the table');
    await page.keyboard.press('End');
    expect(await title(page)).toBe(END_TITLE);
  });

  it('opens the step named in the address', async () => {
    const page = await site.open('/walkthrough/#step-3');
    await walkthroughReady(page);
    await expect.poll(() => title(page)).toBe('Phase 1: Pauline takes the 5X card');
    expect(await page.locator('.wt__where').innerText()).toMatch(/step 3 of 14/i);
    expect(await money(page, 'Pauline')).toBe('$1');
    await page.waitForTimeout(600);
    await shot(page, 'walkthrough-step-3', false);
  });

  it('follows a rule link from the narration to its paragraph', async () => {
    const page = await site.open('/walkthrough/#step-3');
    await walkthroughReady(page);
    await expect.poll(() => title(page)).toBe('Phase 1: Pauline takes the 5X card');
    await page.locator('.wt__rules a', { hasText: 'card.5x.one-phase' }).click();
    await page.waitForURL('**/rules/option-cards/#card.5x.one-phase');
    const paragraph = page.locator('[id="card.5x.one-phase"]');
    await expect.poll(() => paragraph.isVisible()).toBe(true);
    expect(await paragraph.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    })).toBe(true);
    expect(await paragraph.innerText()).toMatch(/five segments/);
    await shot(page, 'rule-target', false);
  });

  it('highlights what changed and shows the ships and segments on the board', async () => {
    const page = await site.open('/walkthrough/#step-8');
    const warned = cytoscapeWarnings(page);
    await walkthroughReady(page);
    await expect.poll(() => title(page)).toBe('Phase 2: Pauline opens red to Malden Island');
    // The first frame is a static SVG of the same board; Cytoscape takes over when the reader reaches for it.
    expect(await page.locator('.wt .board-view__fallback svg path').count()).toBeGreaterThan(10);
    await boardLive(page);
    const changes = await page.locator('.wt__changes li').allInnerTexts();
    expect(changes).toContain('Pauline earned $2: red is the first route to reach Malden Island.');
    const board = await page.evaluate(() => document.querySelector('#wt-board canvas') !== null);
    expect(board).toBe(true);
    await page.waitForTimeout(600);
    await shot(page, 'walkthrough-step-8', false);
    // Wheel zoom too: Cytoscape checks some options only when they are used.
    await page.locator('#wt-board').hover();
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(200);
    expect(warned).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('is readable on a phone', async () => {
    const page = await site.open('/walkthrough/#step-6', { width: 390, height: 844 });
    await walkthroughReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.waitForTimeout(600); // let the board finish framing the step
    await shot(page, 'walkthrough-phone');
  });
});

describe('the walkthrough on the editor’s board', () => {
  const defaultMap = JSON.parse(readFileSync(join(ROOT, 'maps/south-pacific.json'), 'utf8'));

  async function openWithSave(save: string) {
    const page = await site.open('/');
    await page.evaluate((text) => localStorage.setItem('clippers-editor:map:v1', text), save);
    await page.goto(`${site.url}/walkthrough/?map=editor#step-8`);
    await walkthroughReady(page);
    return page;
  }

  it('says which steps break and why', async () => {
    const map = structuredClone(defaultMap);
    map.name = 'Longer red link';
    map.links.find((l: { id: string }) => l.id === 'red-harbor-malden-island').segments = 3;
    const page = await openWithSave(JSON.stringify({ version: 1, savedAt: '2025-01-01T00:00:00.000Z', map }));
    const alert = page.locator('.wt > .alert[role="alert"]');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.innerText()).toMatch(/Step 8: Phase 2: Pauline opens red to Malden Island/);
    expect(await page.locator('.wt__step-alert').innerText()).toMatch(/does not hold/i);
    expect(await page.locator('.note[role="status"]').innerText()).toMatch(/Longer red link/);
    // When it was saved, as a reader reads a time (not 2025-01-01T00:00:00.000Z).
    expect(await page.locator('.note[role="status"]').innerText()).toMatch(/saved (Jan 1, 2025|Dec 31, 2024), \d{1,2}:\d\d/);
    await page.waitForTimeout(600);
    await shot(page, 'walkthrough-editor-map', false);
  });

  it('falls back to the default board when the save is broken', async () => {
    const page = await openWithSave('{"version":1,"map":{"format":"nope"}}');
    const alert = page.locator('.wt > .alert[role="alert"]');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.innerText()).toMatch(/could not be used/);
    expect(await title(page)).toBe('Phase 2: Pauline opens red to Malden Island');
  });
});
