/**
 * Screenshots of the Ship It! site for a person to look at (not a test): the home, a rules page
 * and a worked example with its drawn table, in English and French, at 1366×900, 1280×720 and
 * 390×844. Build the site first, then:
 *   npx tsx test/e2e/ship-it-shots.ts <built site folder> [base, default /]
 * The pictures go to test/e2e/.artifacts/ship-it/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser';
import { serveStatic } from './serve';
import { ARTIFACTS, VIEWPORTS } from './site';

const [dir, base = '/'] = process.argv.slice(2);
if (!dir) throw new Error('usage: tsx test/e2e/ship-it-shots.ts <built site folder> [base]');
const outDir = join(ARTIFACTS, 'ship-it');
mkdirSync(outDir, { recursive: true });
const server = await serveStatic(dir, { base });
const browser = await launchBrowser();
const PAGES: { name: string; path: string; steps?: number; board?: boolean }[] = [
  { name: 'home', path: '' },
  { name: 'rules-freight', path: 'rules/freight/' },
  { name: 'walkthrough-black-doubling', path: 'walkthrough/black-doubling/', steps: 3 },
  { name: 'walkthrough-board', path: 'walkthrough/figure-3/', steps: 1, board: true },
  { name: 'walkthrough-first-round', path: 'walkthrough/first-round/', steps: 9 },
];
for (const prefix of ['', 'fr/']) {
  for (const [vp, size] of Object.entries(VIEWPORTS)) {
    for (const p of PAGES) {
      const page = await browser.newPage({ viewport: size });
      await page.goto(`${server.url}${base}${prefix}${p.path}`);
      await page.waitForLoadState('load');
      if (p.steps) await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
      for (let i = 0; i < (p.steps ?? 0); i++) await page.locator('[data-next]').click();
      // The drawing itself, scrolled into view (on a phone it sits under the step's words).
      if (p.board) await page.locator('[data-board]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: join(outDir, `${prefix ? 'fr' : 'en'}-${p.name}-${vp}.png`), fullPage: false });
      await page.close();
    }
  }
}
await browser.close();
await server.close();
console.log(`wrote screenshots to ${outDir}`);
