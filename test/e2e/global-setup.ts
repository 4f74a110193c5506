import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, launchBrowserServer, SHARED_BROWSER } from './browser';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser tests need the built site and Debian's Chromium; say plainly when either is missing.
 * Starts the run's one Chromium, which every test file connects to (test/e2e/browser.ts), and
 * stops it when the run ends.
 */
export default async function setup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM} (install Debian's chromium package, or set CHROMIUM_PATH).`);
  }
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    process.stderr.write('e2e: no dist/ yet, running `npm run build` first...\n');
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_ENV$)/.test(k)));
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' } });
    if (built.status !== 0) throw new Error('e2e: `npm run build` failed');
  }
  const server = await launchBrowserServer();
  process.env[SHARED_BROWSER] = server.wsEndpoint();
  return async () => {
    delete process.env[SHARED_BROWSER];
    await server.close();
  };
}
