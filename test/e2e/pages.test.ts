import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shot, startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const PAGES: [path: string, name: string][] = [
  ['/', 'home'],
  ['/rules/', 'rules-index'],
  ['/rules/setup/', 'rules-setup'],
  ['/rules/option-cards/', 'rules-option-cards'],
  ['/rules/variants/', 'rules-variants'],
  ['/walkthrough/', 'walkthrough'],
  ['/board/', 'board'],
  ['/statecharts/', 'statecharts'],
];

describe('every page', () => {
  for (const [path, name] of PAGES) {
    it(`${path} renders without errors, fits a phone, and is screenshotted`, async () => {
      const page = await site.open(path, { width: 1280, height: 900 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').count()).toBeLessThanOrEqual(1);
      await shot(page, name);
      expect(page.errors).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(1);
      await shot(page, `${name}-phone`);
    });
  }

  it('shows a visible focus ring and a skip link for keyboard users', async () => {
    const page = await site.open('/rules/setup/');
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true);
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  });

  it('ships no scripts on rules pages', async () => {
    const page = await site.open('/rules/option-cards/');
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.locator('svg.board-svg').count()).toBe(1);
  });
});
