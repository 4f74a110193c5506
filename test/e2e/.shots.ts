import { startSite } from './site';
const VP = { '1366': { width: 1366, height: 900 }, '1280': { width: 1280, height: 720 }, '390': { width: 390, height: 844 } } as const;
const out = process.argv[2] ?? '/tmp/i18n-shots';
const only = process.argv[3];
(async () => {
  const site = await startSite();
  for (const [w, vp] of Object.entries(VP)) {
    for (const lang of ['fr', 'en']) {
      if (only && only !== lang) continue;
      const base = lang === 'fr' ? '/fr' : '';
      const page = await site.open(`${base}/editor/`, vp);
      await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${lang}-editor-${w}.png` });
      // A selected island
      await page.selectOption('[data-testid="goto"]', 'fiji');
      await page.locator('#ed-goto ~ button').click();
      await page.waitForSelector('[data-testid="inspector-island"]');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${lang}-editor-island-${w}.png` });
      await page.locator('[data-testid="inspector-island"]').screenshot({ path: `${out}/${lang}-editor-island-panel-${w}.png` }).catch(() => {});
      // The Simulate tab
      await page.locator('[data-testid="tab-simulate"]').click();
      await page.waitForSelector('[data-testid="simulate-slot"]');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${lang}-editor-simulate-${w}.png` });
      if (w === '1366') {
        await page.locator('[data-testid="sim-games"]').fill('20');
        await page.locator('[data-testid="sim-run"]').click();
        await page.waitForSelector('[data-testid="sim-results"]', { timeout: 60_000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${out}/${lang}-editor-sim-results-${w}.png` });
        await page.locator('[data-testid="sim-results"]').screenshot({ path: `${out}/${lang}-editor-sim-results-panel-${w}.png` });
      }
      const metrics = await page.evaluate(() => {
        const tabs = [...document.querySelectorAll('.ed-tab')].map((t) => { const r = t.getBoundingClientRect(); const p = t.parentElement!.getBoundingClientRect(); return { t: (t as HTMLElement).innerText, clipped: r.left < p.left - 0.5 || r.right > p.right + 0.5 || t.scrollWidth > t.clientWidth + 1 }; });
        const bar = document.querySelector('.ed-toolbar') as HTMLElement;
        const btns = [...bar.querySelectorAll('button, a')].map((b) => b.getBoundingClientRect().top);
        const goto = document.querySelector('#ed-goto') as HTMLSelectElement | null;
        return { tabs, toolbarRows: new Set(btns.map((t) => Math.round(t / 10))).size, toolbarH: bar.getBoundingClientRect().height, scrollW: document.documentElement.scrollWidth, winW: innerWidth };
      });
      console.log(lang, w, JSON.stringify(metrics));
      await page.close();
      if (lang === 'fr' || only === 'en') {
        const board = await site.open(`${base}/board/`, vp);
        await board.waitForTimeout(800);
        await board.screenshot({ path: `${out}/${lang}-board-${w}.png` });
        await board.locator('#islands').scrollIntoViewIfNeeded();
        await board.screenshot({ path: `${out}/${lang}-board-tables-${w}.png` });
        await board.close();
      }
    }
  }
  await site.close();
})();
