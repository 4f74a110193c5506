import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from './crawl';
import { serveStatic, type StaticServer } from './serve';
import { ROOT } from './site';

/** The repository's own site (dist/, the default project): every internal link and asset resolves. */
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
    // The loader is named only in the snippet readers copy, so fetch it as their page would.
    const loader = await fetch(`${server.url}/embed.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
  });
});
