import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './site';

/** axe-core from node_modules, run inside Debian's Chromium. */
export const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Gives every document `page` loads from now on axe-core from its start (an init script).
 * Added after each load instead (addScriptTag with its text), its 500 KB were sent over and
 * compiled anew on every page: 0.6–1.6 s a page, more than most pages' own checks.
 */
export async function withAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: AXE });
}

/**
 * Resolves once every island the page hydrates on its own (client:load, client:only) has
 * hydrated, and three frames later (what the islands measure once drawn, such as the play
 * board making itself reachable by keyboard when it scrolls, is set by then): what a reader
 * meets once the page has started. Islands hydrated when seen (client:visible) are left as
 * the page has them.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([client="visible"])').length === 0, undefined, { timeout: 20_000 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/** axe-core's serious and critical findings on the page as it is now, one line each (none: []). */
export async function axeSerious(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o?: object): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const r = await axe.run({ resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${JSON.stringify(v.nodes[0]?.target)}`);
  });
}
