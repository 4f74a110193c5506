import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startSite, type Site } from './site';

/**
 * Every built page through axe-core (node_modules, run inside Debian's Chromium): no serious
 * or critical violation (issue 35 found 179, most of them the paragraphs' language links).
 * Pages are read from dist/, so a new page is swept without this file changing.
 */
const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

function pages(dir = join(ROOT, 'dist')): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'pagefind' && name !== '_astro') out.push(...pages(path));
    } else if (name === 'index.html') out.push('/' + relative(join(ROOT, 'dist'), dir).split('\\').join('/') + (dir.endsWith('dist') ? '' : '/'));
  }
  return out.map((p) => p.replace(/^\/\/$/, '/')).sort();
}

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const serious = async (path: string, viewport: { width: number; height: number }) => {
  const page = await site.open(path, viewport);
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o?: object): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const r = await axe.run({ resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${JSON.stringify(v.nodes[0]?.target)}`);
  });
  await page.close();
  return found;
};

describe('accessibility: axe-core over every built page', () => {
  const all = pages();
  it('finds the built pages', () => {
    expect(all.length).toBeGreaterThan(30);
  });
  for (const path of all) {
    it(`${path} has no serious or critical violation`, async () => {
      expect(await serious(path, { width: 1366, height: 900 })).toEqual([]);
    });
  }
  it('the walkthrough and the play page have none on a phone either', async () => {
    for (const path of ['/walkthrough/', '/fr/walkthrough/', '/play/?walkthrough=first-round&step=5']) expect(await serious(path, { width: 390, height: 844 }), path).toEqual([]);
  });
});
