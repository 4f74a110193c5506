import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench } from '../bench-types';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * `siteBuildSeconds`: wall-clock seconds of `clippers site build content` (the
 * repository's own project: check, then the whole Astro build), into a scratch folder.
 * Noisy on a shared machine; read it as a trend.
 */
export const siteBench: Bench = {
  name: 'site',
  async run() {
    const cache = join(ROOT, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const out = mkdtempSync(join(cache, 'clippers-bench-site-'));
    try {
      const started = process.hrtime.bigint();
      const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/cli/main.ts', 'site', 'build', 'content', '--out', out], {
        cwd: ROOT,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (run.status !== 0) throw new Error(`bench site: site build failed:\n${run.stderr.slice(-2000)}`);
      return { siteBuildSeconds: Math.round(seconds * 10) / 10 };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
