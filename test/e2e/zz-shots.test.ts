import { afterAll, beforeAll, it } from 'vitest';
import { shot, startSite, walkthroughReady, type Site } from './site';
let site: Site;
beforeAll(async () => { site = await startSite(); });
afterAll(async () => { await site?.close(); });
it('shots', async () => {
  for (const [w, h] of [[1366, 900], [1280, 720], [390, 844]]) {
    const p = await site.open('/statecharts/', { width: w, height: h });
    await p.waitForSelector('.charts-stepper');
    for (let i = 0; i < 5; i++) await p.locator('.charts-stepper').getByRole('button', { name: /Next/ }).click();
    await shot(p, `zz-sc-${w}-top`, false);
    await p.locator('#sc-turn').scrollIntoViewIfNeeded();
    await p.waitForSelector('#chart-turn[data-ready="true"]');
    await p.waitForTimeout(500);
    await shot(p, `zz-sc-${w}-turn`, false);
    await p.mouse.wheel(0, h - 100);
    await p.waitForTimeout(300);
    await shot(p, `zz-sc-${w}-turn2`, false);
    await p.locator('#chart-cards').scrollIntoViewIfNeeded();
    await p.waitForSelector('#chart-cards[data-ready="true"]');
    await p.waitForTimeout(500);
    await shot(p, `zz-sc-${w}-cards`, false);
    const q = await site.open('/walkthrough/#step-12', { width: w, height: h });
    await walkthroughReady(q);
    await q.waitForTimeout(500);
    await shot(q, `zz-wt-${w}`, false);
    await q.locator('.wt__charts').scrollIntoViewIfNeeded();
    await shot(q, `zz-wt-${w}-charts`, false);
  }
}, 120000);
