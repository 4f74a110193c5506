import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { holdAstroForFile } from './astro-lock';
import { ARTIFACTS, collectErrors, ROOT, snap } from './site';

/**
 * `clippers site dev` on a copy of the fixture publisher project, used as a publisher
 * would: the editor opens on the project's board, "Save to board.json" writes the
 * edit into the project, and editing a project file by hand reloads the page.
 */

const BASE = '/games/clippers/';
let dir = '';
let dev: ChildProcess | undefined;
let log = '';
let url = '';
let browser: Browser;

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

// Astro's server runs all through this file: its turn is the whole file (test/e2e/astro-lock.ts).
holdAstroForFile();

beforeAll(async () => {
  // Outside the repository, as a publisher's folder is (Vite's watcher ignores anything under node_modules/).
  dir = join(mkdtempSync(join(tmpdir(), 'clippers-dev-')), 'club');
  cpSync(join(ROOT, 'test/fixtures/publisher'), dir, { recursive: true });
  const port = await freePort();
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_ENV$)/.test(k))), ASTRO_TELEMETRY_DISABLED: '1' };
  dev = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/cli/main.ts', 'site', 'dev', dir, '--port', String(port)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  dev.stdout!.on('data', (c) => (log += c));
  dev.stderr!.on('data', (c) => (log += c));
  url = `http://localhost:${port}${BASE}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`site dev exited (${dev.exitCode}):\n${log.slice(-2000)}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`site dev did not answer at ${url}:\n${log.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  // Astro runs in a child of the CLI: end the whole group this test started.
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dir) rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('clippers site dev', () => {
  it('says what it serves and where the editor saves', () => {
    expect(log).toMatch(/Serving Clippers at the Harbour Club from .*club; edits to its files reload the page\. The editor saves the map back to board\.json\./);
  });

  it('saves an island added in the editor into the project’s board.json', async () => {
    const page = (await browser.newPage({ viewport: { width: 1366, height: 900 } })) as Page;
    const errors = collectErrors(page);
    await page.goto(`${url}editor/`);
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true' && (window as any).__clippersEditor?.cy() != null, null, { timeout: 60_000 });
    const count = () => page.evaluate(() => (window as any).__clippersEditor.map().islands.length as number);
    expect(await count()).toBe(39);
    // Double-click open sea, name the island, leave the field: the editor's own gesture.
    await page.waitForFunction(() => (window as any).__clippersEditor.cy().animated() === false);
    const box = (await page.locator('.ed-canvas__cy').boundingBox())!;
    const at = await page.evaluate(() => {
      const hook = (window as any).__clippersEditor;
      const cy = hook.cy();
      return { x: 155 * hook.scale * cy.zoom() + cy.pan().x, y: -2 * hook.scale * cy.zoom() + cy.pan().y };
    });
    await page.mouse.dblclick(box.x + at.x, box.y + at.y);
    await expect.poll(count).toBe(40);
    await page.keyboard.type('Lord Howe');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Save to board.json' }).click();
    await expect.poll(() => page.locator('.ed-project-save__status').innerText(), { timeout: 15_000 }).toMatch(/^Saved to board\.json at /);
    const saved = JSON.parse(readFileSync(join(dir, 'board.json'), 'utf8'));
    expect(saved.islands.find((i: { id: string }) => i.id === 'lord-howe')?.name).toBe('Lord Howe');
    await snap(page, { path: join(ARTIFACTS, 'publisher-dev-editor-saved.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a board posted by another site', async () => {
    const island = JSON.parse(readFileSync(join(dir, 'board.json'), 'utf8'));
    const res = await fetch(`${url}__rulekit/map`, { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(island) });
    expect(res.status).toBe(403);
    const plain = await fetch(`${url}__rulekit/map`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(island) });
    expect(plain.status).toBe(403);
  });

  it('refuses a DNS-rebinding request, and a save without the key the editor page was given', async () => {
    const board = readFileSync(join(dir, 'board.json'), 'utf8');
    const { port } = new URL(url);
    const send = (headers: Record<string, string>) =>
      new Promise<number>((done, fail) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: `${BASE}__rulekit/map`, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        });
        req.on('error', fail);
        req.end(board);
      });
    // An attacker's name resolving to 127.0.0.1: Host and Origin both carry it, as a browser sends them.
    const key = /&quot;token&quot;:\[0,&quot;([0-9a-f]+)&quot;\]/.exec(await (await fetch(`${url}editor/`)).text())?.[1];
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    expect(await send({ host: `rebind.attacker.example:${port}`, origin: `http://rebind.attacker.example:${port}`, 'x-rulekit-token': key! })).toBe(403);
    expect(await send({ host: `localhost:${port}`, origin: `http://localhost:${port}` })).toBe(403);
    expect(await send({ host: `localhost:${port}`, origin: `http://localhost:${port}`, 'x-rulekit-token': key! })).toBe(200);
    expect(readFileSync(join(dir, 'board.json'), 'utf8')).toBe(board);
  });

  it('reloads the page when a project file changes', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(url);
    expect(await page.locator('.brand').innerText()).toBe('Clippers at the Harbour Club');
    const yaml = join(dir, 'rulekit.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace(/^title: .*$/m, 'title: "Clippers at the Lighthouse"'));
    await expect.poll(() => page.locator('.brand').innerText().catch(() => ''), { timeout: 30_000 }).toBe('Clippers at the Lighthouse');
    await page.close();
  });
});
