/**
 * Screenshots of the Crossing Oceans site for a person to look at (not a test): the home, a
 * rules page with a widget, a walkthrough mid-way and the left-out page, in English and French,
 * at 1366×900, 1280×720 and 390×844. Build the site first, then:
 *   npx tsx test/e2e/crossing-oceans-shots.ts <built site folder>
 * The pictures go to test/e2e/.artifacts/crossing-oceans/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser';
import { serveStatic } from './serve';
import { ARTIFACTS, VIEWPORTS } from './site';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx test/e2e/crossing-oceans-shots.ts <built site folder>');
const outDir = join(ARTIFACTS, 'crossing-oceans');
mkdirSync(outDir, { recursive: true });
const server = await serveStatic(dir, { base: '/' });
const browser = await launchBrowser();
const PAGES: { name: string; path: string; steps?: number; load?: string[] }[] = [
  { name: 'home', path: '' },
  { name: 'rules-coal', path: 'rules/coal/', load: ['ADRIATIC'] },
  { name: 'walkthrough-coal', path: 'walkthrough/coal/', steps: 2 },
  { name: 'missing', path: 'missing/' },
];
for (const prefix of ['', 'fr/']) {
  for (const [vp, size] of Object.entries(VIEWPORTS)) {
    for (const p of PAGES) {
      const page = await browser.newPage({ viewport: size });
      await page.goto(`${server.url}/${prefix}${p.path}`);
      await page.waitForLoadState('load');
      if (p.steps || p.load) await page.waitForSelector('astro-island:not([ssr]), [data-widget]', { state: 'attached' });
      for (let i = 0; i < (p.steps ?? 0); i++) await page.locator('[data-next]').click();
      if (p.steps) await page.locator('.ex__tries button').first().click().catch(() => undefined);
      for (const ship of p.load ?? []) {
        await page.locator(`[data-load="${ship}"]`).scrollIntoViewIfNeeded();
        await page.locator(`[data-load="${ship}"]`).click();
      }
      await page.screenshot({ path: join(outDir, `${prefix ? 'fr' : 'en'}-${p.name}-${vp}.png`), fullPage: false });
      await page.close();
    }
  }
}
await browser.close();
await server.close();
console.log(`wrote screenshots to ${outDir}`);
