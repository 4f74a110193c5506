import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench } from '../bench-types';
import { allPagesJs } from '../../site/page-js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * `pageJsGzipKB`: for each built page ("/", "/rules/setup/", "/walkthrough/", ...),
 * the gzipped kilobytes of JavaScript it loads: its scripts and islands and their
 * static imports, each file counted once. Targets: rules pages 0, walkthrough ≤ 250.
 * Reads `dist/`; builds the site first when there is none.
 *
 * `workerJsGzipKB`: gzipped kilobytes of each Web Worker script the built pages can
 * start (`new Worker(new URL(…))`, e.g. the editor's simulator), by name without its
 * hash. A worker loads only when the page starts it, so it is not in `pageJsGzipKB`.
 */
export const pagesBench: Bench = {
  name: 'pages',
  async run() {
    const dist = join(ROOT, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      process.stderr.write('bench pages: no dist/ yet, running `npm run build` first...\n');
      const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
      if (built.status !== 0) throw new Error('bench pages: `npm run build` failed; fix the build or build by hand first');
    }
    const pageJsGzipKB: Record<string, number> = {};
    for (const p of allPagesJs(dist)) pageJsGzipKB[p.page] = p.gzipKB;
    return { pageJsGzipKB, workerJsGzipKB: workerScripts(dist) };
  },
};

const WORKER_URL = /new\s+Worker\(\s*new\s+URL\(\s*["']([^"']+)["']/g;

/** Worker scripts started from the built JavaScript, with their gzipped sizes. */
function workerScripts(dist: string): Record<string, number> {
  const out: Record<string, number> = {};
  const dir = join(dist, '_astro');
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    for (const m of readFileSync(join(dir, name), 'utf8').matchAll(WORKER_URL)) {
      const file = join(dist, ...m[1].split(/[?#]/)[0].split('/').filter(Boolean));
      if (!m[1].startsWith('/') || !existsSync(file)) continue;
      const key = basename(file).replace(/[-.][\w-]{8}\.js$/, '').replace(/\.js$/, '');
      out[key] = Math.round((gzipSync(readFileSync(file)).length / 1024) * 100) / 100;
    }
  }
  return out;
}
