import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devGamesDir, devGamesMiddleware, staleMembers } from '../../src/project/dev-games';

/** The dev server's /games/<name>/ (npm start, `rulekit site dev`): the collection's games as built before it started. */

const root = mkdtempSync(join(tmpdir(), 'rulekit-dev-games-'));
const games = join(root, 'built');
const write = (file: string, text: string, at?: number) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  if (at !== undefined) utimesSync(file, at / 1000, at / 1000);
};

describe('which games are built before the dev server starts', () => {
  const t0 = Date.now() - 60_000;
  const toolkit = join(root, 'toolkit');
  const member = (name: string) => ({ name, dir: join(root, 'projects', name) });
  beforeAll(() => {
    write(join(toolkit, 'src', 'page.ts'), 'x', t0);
    for (const name of ['fresh', 'edited', 'unbuilt']) write(join(root, 'projects', name, 'rulekit.yaml'), 'title: x', t0);
    write(join(root, 'projects', 'edited', 'rules', 'turn.mdx'), 'changed', t0 + 30_000);
    for (const name of ['fresh', 'edited']) write(join(games, 'games', name, 'index.html'), '<title>built</title>', t0 + 10_000);
  });

  it('builds those never built and those older than their project, and keeps the rest', () => {
    expect(staleMembers([member('fresh'), member('edited'), member('unbuilt')], games, [join(toolkit, 'src')]).map((m) => m.name)).toEqual(['edited', 'unbuilt']);
  });

  it('builds them all again after a change to the toolkit’s pages or code', () => {
    write(join(toolkit, 'src', 'page.ts'), 'y', t0 + 40_000);
    expect(staleMembers([member('fresh'), member('edited')], games, [join(toolkit, 'src')]).map((m) => m.name)).toEqual(['fresh', 'edited']);
  });

  it('keeps each project’s games in a folder of its own', () => {
    expect(devGamesDir('/kit', '/a/content')).not.toBe(devGamesDir('/kit', '/b/content'));
    expect(devGamesDir('/kit', '/a/content')).toBe(devGamesDir('/kit', '/a/content'));
  });
});

describe('the dev server’s middleware for the games', () => {
  let url = '';
  const server = createServer((req, res) => devGamesMiddleware(games, '/', ['fresh', 'gone'])(req, res, () => res.writeHead(299).end('astro')));
  beforeAll(async () => {
    write(join(games, 'games', 'fresh', 'rules', 'index.html'), '<title>rules</title>');
    write(join(games, 'games', 'fresh', '404.html'), '<title>Page not found · Fresh</title>');
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const get = async (path: string) => {
    const r = await fetch(url + path, { redirect: 'manual' });
    return { status: r.status, text: await r.text(), location: r.headers.get('location') };
  };

  it('serves a built game’s pages at their addresses, a folder without its slash redirected', async () => {
    expect(await get('/games/fresh/')).toMatchObject({ status: 200, text: '<title>built</title>' });
    expect(await get('/games/fresh/rules/')).toMatchObject({ status: 200, text: '<title>rules</title>' });
    expect(await get('/games/fresh/rules')).toMatchObject({ status: 301, location: '/games/fresh/rules/' });
  });

  it('answers a page the game lacks with that game’s own 404 page', async () => {
    expect(await get('/games/fresh/nothing/')).toMatchObject({ status: 404, text: '<title>Page not found · Fresh</title>' });
  });

  it('says how to build a game of the collection that is not built', async () => {
    const r = await get('/games/gone/');
    expect(r.status).toBe(404);
    expect(r.text).toContain('start it again');
  });

  it('leaves every other address to Astro, a folder of games not in the collection too', async () => {
    expect((await get('/rules/')).status).toBe(299);
    expect((await get('/games/other/')).status).toBe(299);
    expect((await get('/games/')).status).toBe(299);
  });
});
