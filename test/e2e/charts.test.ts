import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atViewports, shot, startSite, walkthroughReady, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

interface Seen {
  title: string;
  turn: string;
  passed: string;
  fiveX: string;
  now: string;
}

/** What the live charts beside the walkthrough's board say at the current step. */
async function charts(page: Page, titleSelector: string): Promise<Seen> {
  const panel = (region: string) => page.locator(`.live-charts [data-region="${region}"]`);
  return {
    title: await page.locator(titleSelector).innerText(),
    turn: (await panel('turn').getAttribute('data-active-state')) ?? '',
    passed: (await panel('turn').getAttribute('data-passed-states')) ?? '',
    fiveX: (await panel('5x').getAttribute('data-active-state')) ?? '',
    now: await panel('turn').locator('.live-charts__now').innerText(),
  };
}

const phaseOf = (s: Seen) => /round\.phase(\d)/.exec(s.turn)?.[1];

/** The worked first round, step by step, as the charts show it. */
async function stepThrough(page: Page, next: () => Promise<void>, titleSelector: string, steps: number): Promise<Seen[]> {
  const seen = [await charts(page, titleSelector)];
  for (let i = 1; i < steps; i++) {
    const before = seen[seen.length - 1].title;
    await next();
    await expect.poll(() => page.locator(titleSelector).innerText()).not.toBe(before);
    seen.push(await charts(page, titleSelector));
  }
  return seen;
}

function expectFirstRound(seen: Seen[]) {
  // The turn sequence goes from phase 1 through phases 2 and 3, and passes through phase 4 into round 2.
  const phases = seen.map(phaseOf).filter((p, i, all) => p !== undefined && p !== all[i - 1]);
  expect(phases).toEqual(['1', '2', '3', '1']);
  const last = seen[seen.length - 1];
  expect(last.passed.split(' ')).toContain('game.turn.round.phase4');
  expect(last.now).toMatch(/^Round 2 · Pauline/);
  // Whose turn it is, from the first step.
  expect(seen[1].now).toMatch(/Round 1 · Pauline: /);
  // The 5X card: Pauline takes it, lays with it in phase 2, and sits out phase 3.
  const at = (title: RegExp) => seen.find((s) => title.test(s.title))!;
  expect(at(/Pauline takes the 5X card/).fiveX.split(' ')).toContain('game.cards.5x.held.choosing');
  expect(at(/Pauline extends black/).fiveX.split(' ')).toContain('game.cards.5x.held.laying2');
  expect(at(/Pauline opens red/).fiveX.split(' ')).toContain('game.cards.5x.held.sittingOut');
  const sitsOut = at(/Pauline sits out/);
  expect(phaseOf(sitsOut)).toBe('3');
  expect(sitsOut.fiveX.split(' ')).toContain('game.cards.5x.held.sittingOut');
  // Back on the table in phase 4.
  expect(last.fiveX).toBe('game.cards.5x.table');
}

describe('the live statecharts', () => {
  it('beside the walkthrough board: phase 1 through phases 2 and 3 to phase 4, Pauline laying the 5X card in phase 2 and sitting out phase 3', async () => {
    const page = await site.open('/walkthrough/', { width: 1366, height: 900 });
    await walkthroughReady(page);
    const next = page.getByRole('button', { name: 'Next' });
    const seen = await stepThrough(page, () => next.click(), '#wt-step-title', 14);
    expectFirstRound(seen);
    await page.goto(`${site.url}/walkthrough/#step-12`);
    await walkthroughReady(page);
    await page.locator('.wt__charts').scrollIntoViewIfNeeded();
    await shot(page, 'charts-walkthrough-1366-step-12', false);
    expect(page.errors).toEqual([]);
  });

  it('beside the walkthrough board, from the page’s own actor: the players panel and the charts tell one story at every step (11 and 13 included)', async () => {
    const page = await site.open('/walkthrough/', { width: 1366, height: 900 });
    await walkthroughReady(page);
    await page.waitForSelector('.wt__charts[data-charts="actor"]', { timeout: 20_000 });
    const next = page.getByRole('button', { name: 'Next' });
    for (let step = 1; step <= 14; step++) {
      if (step > 1) await next.click();
      await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(new RegExp(`step ${step} of`, 'i'));
      const toPlay = await page.locator('.wt__players tr:has(.badge--next)').getAttribute('data-player');
      const when = await page.locator('.wt__players .wt__after').innerText();
      const now = await page.locator('.wt__charts .live-charts__now').innerText();
      const round = /Round (\d+)/.exec(when)?.[1];
      // "Round 1 · phase 3" above the table; "Round 1 · Jean-Luc: lays segments" in the turn chart.
      expect(now, `step ${step}`).toMatch(new RegExp(`^Round ${round} · ${toPlay}:`));
      const phase = /phase (\d)/.exec(when)?.[1];
      expect(await page.locator('.wt__charts [data-region="turn"]').getAttribute('data-active-state'), `step ${step}`).toContain(`game.turn.round.phase${phase}`);
      if (step === 12) await shot(page, 'charts-actor-walkthrough-1366-step-12', false);
    }
    expect(await page.locator('.wt__charts').getAttribute('data-charts')).toBe('actor');
    expect(page.errors).toEqual([]);
  });

  it('on the statecharts page, stepped through the same round, with no raw guard calls in the drawings', async () => {
    const page = await site.open('/statecharts/', { width: 1280, height: 720 });
    await page.locator('.charts-stepper').scrollIntoViewIfNeeded();
    await page.waitForSelector('.charts-stepper[data-live="true"][data-charts="actor"]', { timeout: 20_000 });
    const next = page.locator('.charts-stepper').getByRole('button', { name: /Next/ });
    const seen = await stepThrough(page, () => next.click(), '.charts-stepper__where', 14);
    expectFirstRound(seen.map((s) => ({ ...s, title: s.title.replace(/^Step \d+ of \d+: /, '') })));
    // The drawn labels are in words: no guard calls, parameters or engine predicates.
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('[data-chart-labels]')].flatMap((el) => JSON.parse(el.getAttribute('data-chart-labels') ?? '[]') as string[]),
    );
    expect(labels.length).toBeGreaterThan(20);
    for (const label of labels) expect(label).not.toMatch(/\w\(|[{}[\]]|=>|\b(accepts|resumesAt|regionAt|cardKind|cardUsed|fiveXLays|fiveXTurnEnds|skippedFor|holds|params)\b/);
    // Nor the flow table's condition names: they are said in words.
    for (const label of labels) expect(label).not.toMatch(/\b(phaseDone|shipForSale|allLaid|turnGoesOn|sitsOut|cannotLay|boardDead)\b/);
    expect(page.errors).toEqual([]);
  });

  // One page, resized to each screen (scrolled back to the top, where the page opens: #step-8 names no element).
  const SCREENS = [
    { width: 1366, height: 900 },
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ];
  it(`sit beside the walkthrough board, in view without scrolling, at ${SCREENS.map((v) => `${v.width}x${v.height}`).join(', ')}`, async () => {
    const page = await site.open('/walkthrough/#step-8', SCREENS[0]);
    await walkthroughReady(page);
    await expect.poll(() => page.locator('.wt__where').innerText()).toMatch(/step 8 of/i);
    await atViewports(page, SCREENS, async (viewport) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const board = (await page.locator('.wt__board .board-view__stage').boundingBox())!;
      const charts = (await page.locator('.wt__charts [data-region="turn"]').boundingBox())!;
      const narration = (await page.locator('.wt__narration').boundingBox())!;
      // Beside the board, between it and the narration, not under it.
      expect(charts.x).toBeGreaterThanOrEqual(board.x + board.width);
      expect(narration.x).toBeGreaterThanOrEqual(charts.x + charts.width);
      expect(charts.y).toBeLessThan(board.y + board.height / 2);
      // The current state is on screen as the page opens.
      const lit = (await page.locator('.wt__charts [data-region="turn"] .live-charts__chip--active').first().boundingBox())!;
      expect(lit.y + lit.height).toBeLessThanOrEqual(viewport.height);
      // The board stays readable.
      expect(board.width).toBeGreaterThan(480);
      // No scroll box of their own cuts the lower charts off (issue 35: 5X and Port sliced, Purple out of sight).
      const boxes = await page.locator('.wt__charts, .wt__charts *').evaluateAll((els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1 && /auto|scroll|hidden/.test(getComputedStyle(e).overflowY)).map((e) => e.className));
      expect(boxes).toEqual([]);
      const regions = page.locator('.wt__charts [data-region]');
      expect(await regions.count()).toBeGreaterThanOrEqual(5);
      for (const region of await regions.all()) expect(await region.isVisible(), (await region.getAttribute('data-region')) ?? '').toBe(true);
      // Each chart, scrolled to, is whole on screen: its top and bottom edges are its own, not the sticky header's or a clipping box's.
      const hidden = await regions.evaluateAll((els) =>
        els.flatMap((el) => {
          el.scrollIntoView({ block: 'center' });
          const r = el.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const mine = (y: number) => el.contains(document.elementFromPoint(x, y));
          return r.top >= 0 && r.bottom <= innerHeight && mine(r.top + 2) && mine(r.bottom - 2) ? [] : [`${el.getAttribute('data-region')} (${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight})`];
        }),
      );
      expect(hidden).toEqual([]);
      // A state's label that wraps in the narrow column keeps clear of its chip's rounded corners (a capsule cut "Laid in phase 2…").
      const capsules = await page.locator('.wt__charts .live-charts__chip').evaluateAll((els) =>
        els.filter((el) => el.getBoundingClientRect().height > 2.2 * parseFloat(getComputedStyle(el).fontSize) && parseFloat(getComputedStyle(el).borderTopLeftRadius) > 16).map((el) => el.textContent),
      );
      expect(capsules).toEqual([]);
      // The column's label stays a label: two lines at most in its narrow column (it wrapped to five).
      const label = page.locator('.wt__charts > summary');
      const lines = await label.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect(lines).toBeLessThanOrEqual(2);
      await page.locator('.wt__charts [data-region="5x"]').scrollIntoViewIfNeeded();
      await shot(page, `charts-beside-board-${viewport.width}`, false);
    });
    expect(page.errors).toEqual([]);
  });

  it('come after the players’ money on a phone', async () => {
    const page = await site.open('/walkthrough/#step-8', { width: 390, height: 844 });
    await walkthroughReady(page);
    const players = (await page.locator('.wt__players').boundingBox())!;
    const charts = (await page.locator('.wt__charts').boundingBox())!;
    expect(charts.y).toBeGreaterThanOrEqual(players.y + players.height);
    expect(charts.x + charts.width).toBeLessThanOrEqual(390);
    expect(page.errors).toEqual([]);
  });

  it('on the statecharts page, step with the board beside them', async () => {
    const page = await site.open('/statecharts/', { width: 1280, height: 720 });
    const stepper = page.locator('.charts-stepper');
    await stepper.scrollIntoViewIfNeeded();
    await page.waitForSelector('.charts-stepper[data-live="true"] #sc-board', { timeout: 20_000 });
    expect(await page.locator('#sc-board').getAttribute('aria-label')).toMatch(/after step 1: Setting up/i);
    const next = stepper.getByRole('button', { name: /Next/ });
    for (let i = 0; i < 7; i++) await next.click();
    await expect.poll(() => stepper.locator('.charts-stepper__where').innerText()).toMatch(/^Step 8 of 14/);
    // The board shows the step: the red route just laid is lit, as on the walkthrough page.
    await expect.poll(() => page.locator('#sc-board').getAttribute('aria-label')).toMatch(/step 8: Phase 2: Pauline opens red/i);
    const boardBox = (await page.locator('.charts-stepper__board').boundingBox())!;
    const turnBox = (await stepper.locator('[data-region="turn"]').boundingBox())!;
    expect(turnBox.x).toBeGreaterThanOrEqual(boardBox.x + boardBox.width);
    await shot(page, 'charts-stepper-board-1280', false);
    expect(page.errors).toEqual([]);
  });

  it('draws each chart’s words inside their boxes, as laid out', async () => {
    const page = await site.open('/statecharts/', { width: 1280, height: 720 });
    // The layout estimates text widths at build time; the browser's own measure must fit in the boxes drawn for them.
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('.sc-svg__words, .sc-svg__state:not(.sc-svg__state--compound):not(.sc-svg__state--parallel)')].flatMap((g) => {
        const rect = g.querySelector('rect')!;
        const text = g.querySelector('text')!;
        const t = text.getBBox();
        const r = { x: rect.x.baseVal.value, y: rect.y.baseVal.value, w: rect.width.baseVal.value, h: rect.height.baseVal.value };
        return t.x < r.x - 1 || t.x + t.width > r.x + r.w + 1 ? [`${text.textContent} (${Math.round(t.width)} px in ${Math.round(r.w)} px)`] : [];
      }),
    );
    expect(overflow).toEqual([]);
    expect(await page.locator('.sc-drawing svg').count()).toBe(3);
    expect(page.errors).toEqual([]);
  });

  it('speak French under /fr/: no English banner, the drawings, the text listing and the live panels in French', async () => {
    const page = await site.open('/fr/statecharts/', { width: 1280, height: 720 });
    expect(await page.locator('main').innerText()).not.toMatch(/en anglais|in English/);
    const labels = await page.evaluate(() => [...document.querySelectorAll('[data-chart-labels]')].flatMap((el) => JSON.parse(el.getAttribute('data-chart-labels') ?? '[]') as string[]));
    expect(labels).toContain('Pose des pions Route');
    expect(labels).toContain('Jouée en phase 2\u00a0: passe la phase 3');
    for (const english of ['Lays segments', 'otherwise', 'Turn over', 'On the table', 'a player takes it']) expect(labels, english).not.toContain(english);
    expect(await page.locator('.sc__text summary').first().innerText()).toMatch(/^États et transitions de «\u00a0Déroulement du tour\u00a0»/);
    const stepper = page.locator('.charts-stepper');
    await stepper.scrollIntoViewIfNeeded();
    await page.waitForSelector('.charts-stepper[data-live="true"]', { timeout: 20_000 });
    await stepper.getByRole('button', { name: /Suivant/ }).click();
    await expect.poll(() => stepper.locator('.live-charts__now').innerText()).toMatch(/^Tour 1 · Pauline\u00a0: choisit une action$/);
    expect(await stepper.locator('[data-region="turn"] .live-charts__title').innerText()).toBe('Déroulement du tour');
    expect(page.errors).toEqual([]);
    await page.goto(`${site.url}/fr/walkthrough/#step-8`);
    await walkthroughReady(page);
    await expect.poll(() => page.locator('.wt__charts .live-charts__now').innerText()).toMatch(/^Tour 1 · Jean-Luc\u00a0: pose des pions Route$/);
    expect(await page.locator('.wt__charts .live-charts__passed').innerText()).toBe('En passant par\u00a0: Fin de son tour');
    expect(page.errors).toEqual([]);
  });
});
