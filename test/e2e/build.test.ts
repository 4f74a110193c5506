import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../src/engine/rules';
import { ruleHref } from '../../src/engine/rule-pages';
import { allPagesJs } from '../site/page-js';

/**
 * Checks the site the browser tests run against (built once per run) for what a
 * publisher would ship: every page exists, rules pages carry no JavaScript at all,
 * the interactive pages hydrate only when visible, and every rule link lands on an
 * anchor that exists.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE_SLUGS = readdirSync(join(ROOT, 'content/rules'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));

/**
 * The one build of the run: dist/, made by `npm run build` (src/site/build.mjs, which keeps its
 * output beside the stamp of the dist/ it made), or by the global setup when there was none.
 */
const out = join(ROOT, 'dist');
const LOG = join(ROOT, 'node_modules', '.cache', 'rulekit', 'site-build.json');
let build: { status: number | null; output: string; distStamp: number | null } = { status: null, output: '', distStamp: null };

beforeAll(() => {
  if (existsSync(LOG)) build = JSON.parse(readFileSync(LOG, 'utf8'));
  else build.output = `No build log at ${LOG}: build the site with \`npm run build\`, not \`astro build\`.`;
});

const html = (page: string) => readFileSync(join(out, ...page.split('/').filter(Boolean), 'index.html'), 'utf8');

describe('the built site', () => {
  it('builds', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
    // The log is of this dist/, not of an older build.
    expect(build.distStamp, 'dist/ was built after the last `npm run build` that kept a log; run `npm run build` again').toBe(statSync(join(out, 'index.html')).mtimeMs);
  });

  it('prints no warning', () => {
    // Astro's logger marks warnings [WARN]; Rollup's, relayed by Vite, start with (!).
    const warnings = build.output.split('\n').filter((line) => /\[WARN\]|^\s*\(!\)|\bwarn(ing)?\b/i.test(line));
    expect(warnings, build.output.slice(-3000)).toEqual([]);
  });

  it('has every page, the collection’s games included', () => {
    for (const page of ['/games/ship-it/', '/games/ship-it/fr/', '/games/ship-it/walkthrough/figure-3/', '/games/crossing-oceans/', '/games/crossing-oceans/fr/rules/coal/', '/', '/rules/', '/walkthrough/', '/walkthrough/first-round/', '/embed/walkthrough/first-round/', '/print/', '/board/', '/statecharts/', '/editor/', ...RULE_SLUGS.map((s) => `/rules/${s}/`)]) {
      expect(existsSync(join(out, ...page.split('/').filter(Boolean), 'index.html')), page).toBe(true);
    }
  });

  it('publishes the map format’s JSON Schema beside the editor, for exported maps to name (not on a game without map files)', () => {
    expect(JSON.parse(readFileSync(join(out, 'map.schema.json'), 'utf8'))).toEqual(JSON.parse(readFileSync(join(ROOT, 'maps/map.schema.json'), 'utf8')));
    expect(existsSync(join(out, 'games/ship-it/map.schema.json'))).toBe(false);
  });

  it('ships no JavaScript on rules pages (or the home page)', () => {
    for (const page of ['/', '/rules/', ...RULE_SLUGS.map((s) => `/rules/${s}/`)]) {
      const text = html(page);
      expect(text, page).not.toMatch(/<script\b/i);
      expect(text, page).not.toMatch(/<astro-island\b/i);
    }
    const js = new Map(allPagesJs(out).map((p) => [p.page, p.gzipKB]));
    for (const s of RULE_SLUGS) expect(js.get(`/rules/${s}/`), s).toBe(0);
    expect(js.get('/walkthrough/')).toBeGreaterThan(0);
    expect(js.get('/walkthrough/')).toBeLessThanOrEqual(250);
    // The embed page lives in other people's pages: it must stay light.
    expect(js.get('/embed/walkthrough/first-round/')).toBeGreaterThan(0);
    expect(js.get('/embed/walkthrough/first-round/')).toBeLessThanOrEqual(200);
    expect(existsSync(join(out, 'embed.js'))).toBe(true);
  });

  it('hydrates interactive parts only when visible', () => {
    for (const page of ['/walkthrough/', '/board/']) {
      const islands = [...html(page).matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
      expect(islands.length, page).toBeGreaterThan(0);
      for (const island of islands) expect(island, page).toMatch(/client="visible"/);
    }
  });

  it('has a paragraph for every rule link', () => {
    for (const id of RULE_IDS) {
      const [path, anchor] = ruleHref(id).split('#');
      const matches = html(path).match(new RegExp(`id="${anchor.replace(/[.]/g, '\\.')}"`, 'g')) ?? [];
      expect(matches.length, ruleHref(id)).toBe(1);
    }
  });

  it('embeds the 5X example as a static picture on the option cards page', () => {
    const text = html('/rules/option-cards/');
    expect(text).toMatch(/<svg[^>]*class="board-svg"/);
    expect(text).toContain('Pauline $9');
    expect(text).toContain('href="/walkthrough/first-round/#step-6"');
  });

  it('renders the first step of the walkthrough without JavaScript', () => {
    const text = html('/walkthrough/');
    expect(text).toContain('Setting up the table');
    expect(text).toContain('<svg');
  });

  it('leaves no message placeholder unfilled and no sentence run into the next, on any page', () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && entry.name !== '_astro' && entry.name !== 'pagefind') walk(join(dir, entry.name));
        else if (entry.name === 'index.html') pages.push(join(dir, entry.name));
      }
    };
    walk(out);
    expect(pages.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const file of pages) {
      // What a reader sees: no scripts, styles or attributes (an island's props carry its catalogue, placeholders and all).
      const text = readFileSync(file, 'utf8')
        .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/g, ' ');
      const page = file.slice(out.length);
      for (const m of text.matchAll(/\{[a-zA-Z]+\}/g)) found.push(`${page}: ${m[0]}`);
      // "known fact.The board page": a space lost between two sentences.
      for (const m of text.matchAll(/\S*[a-zà-ÿ]\.[A-ZÀ-Ý][a-zà-ÿ]+/g)) found.push(`${page}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('prints the rulebook in each language: French words, French sections, the same board', () => {
    const fr = html('/fr/print/');
    expect(fr).toMatch(/<html lang="fr"/);
    expect(fr).toContain('<h2>Sommaire</h2>');
    expect(fr).toContain('Mise en place');
    expect(fr).toContain('Exemple commenté');
    expect(html('/print/')).toContain('<h2>Contents</h2>');
    // The French rules index links to the French rulebook.
    expect(html('/fr/rules/')).toContain('href="/fr/print/"');
  });

  it('lists every island of the board in a table', () => {
    const text = html('/board/');
    for (const name of ['Tahiti', 'American Samoa', 'New Guinea', 'Pitcairn Island']) expect(text).toContain(`>${name}`);
  });
});
