import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { allPagesJs, pagePath, staticImports } from './page-js';

const dist = mkdtempSync(join(tmpdir(), 'clippers-pagejs-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
};
const kb = (...texts: string[]) => Math.round((texts.reduce((n, t) => n + gzipSync(Buffer.from(t)).length, 0) / 1024) * 100) / 100;

describe('page JavaScript measurement (the pages bench)', () => {
  const island = 'import{a}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");export default a;';
  const shared = 'export const a=1;export{b}from"./deep.js";';
  const deep = 'export const b=2;';
  const side = 'console.log(1)';
  const lazy = 'export const big="x".repeat(1000);';
  write('_astro/island.js', island);
  write('_astro/shared.js', shared);
  write('_astro/deep.js', deep);
  write('_astro/side.js', side);
  write('_astro/lazy.js', lazy);
  write('_astro/renderer.js', 'export default 1;');
  write('index.html', '<!doctype html><h1>Home</h1>');
  write('rules/setup/index.html', '<!doctype html><script type="application/json">{"not":"js"}</script><h1>Setup</h1>');
  write(
    'walkthrough/index.html',
    '<!doctype html><astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js"></astro-island><script type="module">console.log("inline")</script>',
  );
  write('other/index.html', '<script src="https://cdn.example/x.js"></script><script src="/_astro/side.js"></script>');

  it('finds static imports and re-exports, not dynamic ones', () => {
    expect(staticImports(island)).toEqual(['./shared.js', './side.js']);
    expect(staticImports(shared)).toEqual(['./deep.js']);
    expect(staticImports('import x from "a.js";\nexport * from \'./b.js\'')).toEqual(['a.js', './b.js']);
  });

  it('names pages by their path', () => {
    expect(pagePath(dist, join(dist, 'index.html'))).toBe('/');
    expect(pagePath(dist, join(dist, 'rules/setup/index.html'))).toBe('/rules/setup/');
    expect(pagePath(dist, join(dist, '404.html'))).toBe('/404.html');
  });

  it('adds up each page’s scripts, transitively, once each, gzipped', () => {
    const pages = new Map(allPagesJs(dist).map((p) => [p.page, p]));
    expect(pages.get('/')!.gzipKB).toBe(0);
    expect(pages.get('/rules/setup/')!.gzipKB).toBe(0);
    const w = pages.get('/walkthrough/')!;
    expect(w.files).toEqual(['/_astro/deep.js', '/_astro/island.js', '/_astro/renderer.js', '/_astro/shared.js', '/_astro/side.js']);
    expect(w.gzipKB).toBe(kb(deep, island, 'export default 1;', shared, side, 'console.log("inline")'));
    // External scripts cannot be measured here and are not counted; local ones are.
    expect(pages.get('/other/')!.files).toEqual(['/_astro/side.js']);
  });
});
