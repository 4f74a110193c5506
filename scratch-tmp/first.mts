import { chromium } from 'playwright-core';
import { serveStatic } from '../test/e2e/serve.ts';
const server = await serveStatic('/work/main/dist');
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const vp of [{ width: 1366, height: 900 }, { width: 1280, height: 720 }, { width: 390, height: 844 }]) {
  const ctx = await b.newContext({ viewport: vp });
  // Hold the live board back: block the cytoscape chunk so the static picture stays.
  const page = await ctx.newPage();
  await page.route(/cytoscape|BoardCanvas|MapEditor/i, (r) => r.abort());
  await page.goto(server.url + '/editor/', { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/first-${vp.width}.png` });
  const info = await page.evaluate(() => {
    const img = document.querySelector('.ed-static svg, .ed-static img, [data-testid="static-board"] svg, .ed-stage svg');
    const stage = img?.closest('div');
    return { img: img ? img.getBoundingClientRect().toJSON() : null, stage: stage?.getBoundingClientRect().toJSON(), cls: stage?.className };
  });
  console.log(vp.width, JSON.stringify(info));
  await ctx.close();
}
await b.close(); await server.close();
