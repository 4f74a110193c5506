import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shot, startSite, walkthroughReady, type Site } from './site';

/**
 * The walkthrough at 1024x768 (a common projector or small laptop), not presenting: the panel beside
 * the board is as narrow as a phone. The players table keeps its ship column in view (it scrolled
 * sideways, cut off) and each control button's words stay inside it (the French ones overlapped).
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe('the walkthrough at 1024x768', () => {
  for (const [lang, base] of [
    ['en', '/'],
    ['fr', '/fr/'],
  ] as const)
    it(`fits the players table and the buttons in the panel, ${lang}`, async () => {
      // One page, taken to each step by its address as a reader's link does (walkthrough.test.ts
      // checks that a load opens the step its address names): a load a step cost more than its checks.
      const page = await site.open(`${base}walkthrough/#step-1`, { width: 1024, height: 768 });
      await walkthroughReady(page);
      for (const step of [1, 8, 12, 14]) {
        await page.evaluate((k) => location.hash !== `#step-${k}` && (location.hash = `#step-${k}`), step);
        await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(new RegExp(`(step|étape) ${step} `, 'i'));
        const found = await page.evaluate(() => {
          const out: string[] = [];
          for (const box of document.querySelectorAll('.wt__players .wt__table-scroll, .wt__players table')) if (box.scrollWidth > box.clientWidth + 1) out.push(`${box.className || box.tagName} ${box.scrollWidth} px in ${box.clientWidth}`);
          const panel = document.querySelector('.wt__panel')!.getBoundingClientRect();
          for (const cell of document.querySelectorAll('.wt__players th, .wt__players td')) if (cell.getBoundingClientRect().right > panel.right + 0.5) out.push(`cell "${(cell as HTMLElement).innerText}" past the panel`);
          for (const b of document.querySelectorAll<HTMLElement>('.wt__controls button')) if (b.scrollWidth > b.clientWidth + 1) out.push(`button "${b.innerText}" ${b.scrollWidth} px in ${b.clientWidth}`);
          return out;
        });
        expect(found, `step ${step}`).toEqual([]);
        if (step === 12) await shot(page, `walkthrough-1024-${lang}-step-12`, false);
      }
      expect(page.errors).toEqual([]);
    });
});
