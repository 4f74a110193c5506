import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startSite, type Site } from './site';

/**
 * Issue 35's moderate axe-core findings, on the pages they were found on and their French twins:
 * headings out of order beside the walkthrough's board (the charts' h3 titles came before any h2),
 * an embedded walkthrough with no h1, and two search landmarks with the same name on the search page
 * (the header's box and the page's form) and on the page-not-found page.
 */
const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const RULES = ['heading-order', 'page-has-heading-one', 'landmark-unique'];
const PAGES = ['/walkthrough/', '/fr/walkthrough/', '/embed/walkthrough/first-round/', '/fr/embed/walkthrough/first-round/', '/search/', '/fr/search/', '/404.html', '/'];

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe('accessibility: the moderate findings of issue 35', () => {
  for (const path of PAGES)
    it(`${path}: headings in order, one h1, search landmarks told apart`, async () => {
      const page = await site.open(path, { width: 1366, height: 900 });
      await page.waitForLoadState('load');
      // The walkthrough's charts are drawn once the page's script has run.
      if (path.includes('walkthrough/') && !path.includes('embed')) await page.waitForSelector('.wt__charts', { timeout: 20_000 });
      await page.addScriptTag({ content: AXE });
      const found = await page.evaluate(async (rules) => {
        const axe = (window as unknown as { axe: { run(o?: object): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
        const r = await axe.run({ runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
        return r.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
      }, RULES);
      expect(found).toEqual([]);
      await page.close();
    });
});
