import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atViewports, collectErrors, shot, startSite, walkthroughReady as hydrated, type Site } from './site';

/** The walkthrough in a classroom (issue 17): presentation mode, the phone, focus, ?map=editor. */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const STEPS = 14;
const title = (page: Page) => page.locator('#wt-step-title').innerText();

/** Every box that must be on screen, as [what, inside the viewport?, rect]. */
function boxesInView(page: Page) {
  return page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    const inside = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= w + 0.5 && r.bottom <= h + 0.5;
    const out: [string, boolean, string][] = [];
    const check = (what: string, el: Element | null) => {
      const r = el?.getBoundingClientRect();
      out.push([what, r ? inside(r) : false, r ? `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}` : 'missing']);
    };
    check('board', document.querySelector('.wt__board .board-view__stage'));
    check('narration', document.querySelector('.wt__narration'));
    check('title', document.querySelector('#wt-step-title'));
    for (const cell of document.querySelectorAll('.wt__players td[data-field="money"] .money')) check(`money of ${cell.closest('tr')?.getAttribute('data-player')}`, cell);
    return out;
  });
}

describe('presentation mode', () => {
  // One page, resized to each screen in turn and stepped through from step 1 there (a load costs more than a resize).
  const SCREENS = [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ];
  it(`keeps the board, the narration and every player's money on screen at every step, ${SCREENS.map((v) => `${v.width}x${v.height}`).join(' and ')}`, async () => {
    const page = await site.open('/walkthrough/?present#step-1', SCREENS[0]);
    await page.waitForSelector('.wt--present');
    await page.waitForSelector('.wt--present .board-view[data-ready="true"]', { timeout: 20_000 });
    await atViewports(page, SCREENS, async (viewport) => {
      await page.evaluate(() => (location.hash = '#step-1'));
      for (let n = 1; n <= STEPS; n++) {
        await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(new RegExp(`step ${n} of ${STEPS}`, 'i'));
        const boxes = await boxesInView(page);
        expect(boxes.filter(([what]) => what.startsWith('money'))).toHaveLength(3);
        expect(boxes.filter(([, ok]) => !ok), `step ${n}`).toEqual([]);
        if (n === 8) {
          await page.waitForTimeout(800);
          await shot(page, `present-${viewport.width}-step-8`, false);
        }
        // A presenter remote sends PageDown; space and the arrow do the same.
        await page.keyboard.press(n % 3 === 0 ? 'PageDown' : n % 3 === 1 ? 'ArrowRight' : ' ');
      }
      expect(await title(page)).toBe('Phase 4: cards back, the hook passes to Pauline');
      await page.keyboard.press('PageUp');
      // The address follows the step a moment after the key (the first clean-clone run of this session read it too soon).
      await expect.poll(() => new URL(page.url()).hash).toBe('#step-13');
    });
    expect(page.errors).toEqual([]);
  }, 150_000);

  // A projector's common sizes, in both languages: the step's text is sized to fit (never clipped
  // in a box that scrolls unseen), and every button's words stay inside it, side by side with none overlapping.
  // One page per language, resized to each size in turn and stepped through there.
  const PROJECTORS = [
    { width: 1024, height: 768 },
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ];
  for (const lang of ['', '/fr'])
    it(`fits every step's text and every button's words, ${lang ? 'French' : 'English'}, ${PROJECTORS.map((v) => `${v.width}x${v.height}`).join(', ')}`, async () => {
      const page = await site.open(`${lang}/walkthrough/?present#step-1`, PROJECTORS[0]);
      await hydrated(page);
      await page.waitForSelector('.wt--present');
      await atViewports(page, PROJECTORS, async (viewport) => {
        for (let n = 1; n <= STEPS; n++) {
          await page.evaluate((k) => location.hash !== `#step-${k}` && (location.hash = `#step-${k}`), n);
          await page.waitForSelector(`.wt__step[data-step="${n}"]`);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const problems = await page.evaluate(() => {
            const out: string[] = [];
            for (const sel of ['.wt__step', '.wt__narration']) {
              const el = document.querySelector<HTMLElement>(sel);
              if (!el) out.push(`${sel} missing`);
              else if (el.scrollHeight > el.clientHeight) out.push(`${sel} clipped: ${el.scrollHeight} > ${el.clientHeight}`);
            }
            const size = parseFloat(getComputedStyle(document.querySelector('.wt__narration p')!).fontSize);
            if (size < 14) out.push(`narration type ${size}px`);
            const buttons = [...document.querySelectorAll<HTMLElement>('.wt--present .wt__bar button')];
            for (const b of buttons) {
              const r = b.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(b);
              const t = range.getBoundingClientRect();
              if (b.scrollWidth > b.clientWidth || t.left < r.left - 0.5 || t.right > r.right + 0.5 || t.top < r.top - 0.5 || t.bottom > r.bottom + 0.5) out.push(`button "${b.innerText}" overflows`);
              if (r.right > window.innerWidth) out.push(`button "${b.innerText}" off screen`);
            }
            for (let i = 0; i < buttons.length; i++)
              for (let j = i + 1; j < buttons.length; j++) {
                const a = buttons[i].getBoundingClientRect();
                const b = buttons[j].getBoundingClientRect();
                if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(`"${buttons[i].innerText}" overlaps "${buttons[j].innerText}"`);
              }
            return out;
          });
          expect(problems, `step ${n}`).toEqual([]);
          if (n === 8) await shot(page, `present${lang.replace('/', '-')}-fit-${viewport.width}x${viewport.height}-step-8`, false);
        }
      });
      expect(page.errors).toEqual([]);
    }, 180_000);

  it('is entered with the button or P and left with Escape, and says so in the address', async () => {
    const page = await site.open('/walkthrough/#step-5', { width: 1280, height: 720 });
    await hydrated(page);
    await page.getByRole('button', { name: /^Present/ }).click();
    await page.waitForSelector('.wt--present');
    expect(new URL(page.url()).search).toBe('?present');
    expect(new URL(page.url()).hash).toBe('#step-5');
    // The page behind does not scroll; the type is large.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const size = await page.locator('.wt__narration p').first().evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(size).toBeGreaterThanOrEqual(19);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.wt--present').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    // Focus lands on the Present button again, not on the page body.
    expect(await page.evaluate(() => document.activeElement?.className)).toMatch(/wt__present-toggle/);
    await page.keyboard.press('p');
    await page.waitForSelector('.wt--present');
    await page.keyboard.press('p');
    await expect.poll(() => page.locator('.wt--present').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('the board’s island names', () => {
  it('do not overlap and are readable at the whole-board zoom, presenting at 1280x720', async () => {
    const page = await site.open('/walkthrough/?present#step-1', { width: 1280, height: 720 });
    await page.waitForSelector('.wt--present .board-view[data-ready="true"]', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Whole board' }).click();
    await page.waitForTimeout(800);
    const labels = await page.evaluate(() => {
      const cy = (window as unknown as { __clippersBoards: Record<string, import('cytoscape').Core> }).__clippersBoards['wt-board'];
      return cy
        .nodes('.island')
        .filter((n) => !n.hasClass('label-hidden'))
        .map((n) => {
          const bb = n.renderedBoundingBox({ includeNodes: false, includeEdges: false, includeLabels: true, includeOverlays: false });
          return { id: n.id(), px: parseFloat(n.style('font-size')) * cy.zoom(), box: { x1: bb.x1, y1: bb.y1, x2: bb.x2, y2: bb.y2 } };
        });
    });
    expect(labels.length).toBeGreaterThan(30);
    // 12 px, or 10 for a name that fits its own island nowhere at 12 (labels.ts: smaller rather than beside a neighbour).
    for (const l of labels) expect(l.px, l.id).toBeGreaterThanOrEqual(9.9);
    expect(labels.filter((l) => l.px >= 11.9).length).toBeGreaterThanOrEqual(labels.length * 0.8);
    // Cytoscape's label boxes include the white outline; names may touch, not overlap.
    const slack = 2;
    const clash: string[] = [];
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) {
        const a = labels[i].box;
        const b = labels[j].box;
        if (a.x1 + slack < b.x2 && b.x1 + slack < a.x2 && a.y1 + slack < b.y2 && b.y1 + slack < a.y2) clash.push(`${labels[i].id} / ${labels[j].id}`);
      }
    }
    expect(clash).toEqual([]);
    await shot(page, 'present-1280-whole-board', false);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('the walkthrough on a phone', () => {
  it('puts the board right under the controls, and a swipe over it scrolls the page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const errors = collectErrors(page);
    await page.goto(`${site.url}/walkthrough/#step-8`);
    await hydrated(page);
    const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
    const board = await page.locator('.wt__board .board-view__stage').boundingBox();
    expect(next && board).toBeTruthy();
    expect(board!.y - (next!.y + next!.height)).toBeLessThan(844);
    expect(board!.y).toBeGreaterThan(next!.y);
    // The board is shorter than the screen, leaving room for the narration.
    expect(board!.height).toBeLessThan(844 * 0.6);
    // "Move the board" on and off: Cytoscape is now loaded and would take a swipe for itself.
    const move = page.getByRole('button', { name: 'Move the board' });
    await move.click();
    await page.waitForSelector('.wt__board .board-view[data-ready="true"]');
    await page.getByRole('button', { name: 'Done moving' }).click();
    const cdp = await page.context().newCDPSession(page);
    const swipe = async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(200);
      const b = (await page.locator('.wt__board .board-view__stage').boundingBox())!;
      const x = Math.round(b.x + b.width / 2);
      const y = Math.round(Math.min(b.y + b.height / 2, 800));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let i = 1; i <= 10; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - i * 30 }] });
        await page.waitForTimeout(16);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(400);
      return page.evaluate(() => window.scrollY);
    };
    expect(await swipe()).toBeGreaterThan(100);
    // With "Move the board" on, the same swipe pans the board and the page stays put.
    await move.click();
    expect(await swipe()).toBe(0);
    await page.getByRole('button', { name: 'Done moving' }).click();
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForTimeout(300);
    // The step controls stay at hand after scrolling.
    const nextAfter = await page.getByRole('button', { name: 'Next' }).boundingBox();
    expect(nextAfter!.y).toBeGreaterThanOrEqual(0);
    expect(nextAfter!.y + nextAfter!.height).toBeLessThanOrEqual(844);
    await shot(page, 'walkthrough-phone-scrolled', false);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('focus', () => {
  const active = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? '').trim()));

  it('moves to the nearest usable step button when the pressed one disables itself', async () => {
    const page = await site.open('/walkthrough/#step-13');
    await hydrated(page);
    await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(/step 13 of 14/i);
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(/step 14 of 14/i);
    expect(await active(page)).toBe('Back');
    await page.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(/step 1 of 14/i);
    expect(await active(page)).toBe('Next');
    await page.getByRole('button', { name: 'End' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(/step 14 of 14/i);
    expect(await active(page)).toBe('Back');
    await page.close();
  });

  it('stays in the editor’s panel after Go to → Select', async () => {
    const page = await site.open('/editor/');
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    await page.locator('[data-testid="goto"]').selectOption('niue');
    await page.getByRole('button', { name: 'Select', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.ed-panel__title').first().textContent()).toBe('Niue');
    expect(await active(page)).toBe('Niue');
    await page.close();
  });
});

describe('?map=editor with nothing from the editor', () => {
  it('says so in one friendly line with a link to the editor', async () => {
    const page = await site.open('/walkthrough/?map=editor');
    await hydrated(page);
    const note = page.locator('.wt__no-save');
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.innerText()).toMatch(/No board from the editor in this browser yet/);
    expect(await note.locator('a').getAttribute('href')).toMatch(/\/editor\/$/);
    expect(await page.locator('.wt [role="alert"]').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
