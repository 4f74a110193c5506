import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from './crawl';
import { allPagesJs } from '../site/page-js';
import { serveStatic, type StaticServer } from './serve';
import { ROOT } from './site';

/** The repository's own site (dist/, the default project, with the games of its collection): every internal link and asset resolves. */
let server: StaticServer;
beforeAll(async () => {
  server = await serveStatic(join(ROOT, 'dist'));
});
afterAll(() => server?.close());

describe('the default site', () => {
  it('has no broken internal link or missing asset', async () => {
    const { visited, broken } = await crawl(server.url, '/');
    expect(broken).toEqual([]);
    expect(visited.length).toBeGreaterThan(40);
    for (const p of ['/walkthrough/', '/walkthrough/first-round/', '/embed/walkthrough/first-round/', '/statecharts/', '/board/', '/editor/']) {
      expect(visited.map((u) => new URL(u).pathname), p).toContain(p);
    }
    // The collection's games, reached from the home page's cards (content/rulekit.yaml `collection:`), in both languages.
    for (const p of ['/games/ship-it/', '/games/ship-it/rules/freight/', '/games/ship-it/fr/', '/games/crossing-oceans/', '/games/crossing-oceans/walkthrough/coal/', '/games/crossing-oceans/fr/']) {
      expect(visited.map((u) => new URL(u).pathname), p).toContain(p);
    }
    // The loader is named only in the snippet readers copy, so fetch it as their page would.
    const loader = await fetch(`${server.url}/embed.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
  });

  it('keeps the embed page within its JavaScript budget (200 KB gzip) and the rules pages free of it', () => {
    const pages = new Map(allPagesJs(join(ROOT, 'dist')).map((p) => [p.page, p.gzipKB]));
    expect(pages.get('/embed/walkthrough/first-round/')).toBeGreaterThan(0);
    expect(pages.get('/embed/walkthrough/first-round/')).toBeLessThanOrEqual(200);
    expect(pages.get('/rules/setup/')).toBe(0);
  });
});
