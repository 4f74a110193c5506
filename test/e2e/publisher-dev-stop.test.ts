import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdAstroForFile } from './astro-lock';
import { ROOT } from './site';

/**
 * `site dev` runs Astro's server in a child process. Stopped by its process id (a service
 * manager, `kill <pid>`), the command must take that server down with it: issue 34 found
 * Astro still holding the port after SIGTERM or SIGINT.
 */

// Astro's server runs all through this file: its turn is the whole file (test/e2e/astro-lock.ts).
holdAstroForFile();

const started: ChildProcess[] = [];
const folders: string[] = [];

afterAll(() => {
  for (const p of started) {
    try {
      if (p.pid) process.kill(-p.pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** Whether any process of the group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startDev(): Promise<{ dev: ChildProcess; url: string; log: () => string }> {
  const top = mkdtempSync(join(tmpdir(), 'clippers-dev-stop-'));
  folders.push(top);
  const dir = join(top, 'club');
  cpSync(join(ROOT, 'test/fixtures/publisher'), dir, { recursive: true });
  const port = await freePort();
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_ENV$)/.test(k))), ASTRO_TELEMETRY_DISABLED: '1' };
  // The installed command (plain Node running the bundle), in a process group of its own so the test can see every process it started.
  const dev = spawn(process.execPath, [join(ROOT, 'src/cli/bin.mjs'), 'site', 'dev', dir, '--port', String(port)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.push(dev);
  let log = '';
  dev.stdout!.on('data', (c) => (log += c));
  dev.stderr!.on('data', (c) => (log += c));
  const url = `http://localhost:${port}/games/clippers/`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`site dev exited (${dev.exitCode}):\n${log.slice(-2000)}`);
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`site dev did not answer at ${url}:\n${log.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { dev, url, log: () => log };
}

describe('stopping site dev', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to the command alone stops Astro's server too`, async () => {
      const { dev, url, log } = await startDev();
      const exited = new Promise<number | null>((done) => dev.once('exit', (code) => done(code)));
      process.kill(dev.pid!, signal);
      const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 20_000))]);
      expect(code, log()).not.toBe('hung');
      // Nothing of the group is left, and nothing answers on the port.
      await expect.poll(() => groupAlive(dev.pid!), { timeout: 10_000 }).toBe(false);
      expect(await fetch(url).then(() => 'answered', () => 'refused')).toBe('refused');
    }, 180_000);
  }
});
