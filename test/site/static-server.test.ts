import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../src/cli/static-server';

/**
 * The static server answers as a publisher's host would: hashed scripts kept for a year, pages
 * asked again each time but answered "not modified" when unchanged.
 */
let dir = '';
let server: StaticServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, '_astro', 'client.Ab12Cd.js'), 'export {};');
  server = await serveStatic(dir, { base: '/games/x/' });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the static server’s caching', () => {
  it('keeps hashed scripts for a year and asks for pages again', async () => {
    const script = await fetch(`${server.url}/games/x/_astro/client.Ab12Cd.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${server.url}/games/x/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('etag')).toMatch(/^".+"$/);
    expect(await page.text()).toContain('<title>Home</title>');
  });

  it('answers 304 with no body to a page asked again unchanged, and 200 once it changed', async () => {
    const first = await fetch(`${server.url}/games/x/`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/games/x/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home, edited</title>');
    const changed = await fetch(`${server.url}/games/x/`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('edited');
  });
});
