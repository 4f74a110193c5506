import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What a new user sees in their first minutes must not mislead them (issue 19): no advice to
 * upgrade Astro past the Node 20 line, and no install-script prompt for dependencies whose
 * scripts the project does not need. (The build's silence is checked in test/e2e/build.test.ts.)
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}/${path}`, 'utf8');
const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; allowScripts?: Record<string, boolean>; engines: { node: string } };

describe("a new user's first minutes", () => {
  it("switches Astro's update check off in the config, with nothing kept in .astro/", () => {
    // Load the config as Astro does, then ask Astro's own update check, outside any CI (where it never checks).
    const code = `
      await import(${JSON.stringify(`${ROOT}/astro.config.mjs`)});
      const { shouldCheckForUpdates } = await import(${JSON.stringify(`${ROOT}/node_modules/astro/dist/core/dev/update-check.js`)});
      const prefs = { get: async (k) => (k === 'checkUpdates.enabled' ? true : 0) };
      const withConfig = await shouldCheckForUpdates(prefs);
      delete process.env.ASTRO_DISABLE_UPDATE_CHECK;
      console.log(JSON.stringify({ withConfig, without: await shouldCheckForUpdates(prefs) }));`;
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(CI|CONTINUOUS_INTEGRATION|BUILD_ID|BUILD_NUMBER|RUN_ID|ASTRO_DISABLE_UPDATE_CHECK)$/.test(k)));
    const out = execFileSync(process.execPath, [`${ROOT}/node_modules/tsx/dist/cli.mjs`, '--input-type=module', '-e', code], { cwd: ROOT, env, encoding: 'utf8' });
    expect(JSON.parse(out.trim().split('\n').at(-1) ?? '')).toEqual({ withConfig: false, without: true });
    expect(execFileSync('git', ['ls-files', '.astro'], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe('');
  });

  it('stays on Astro 5, the last line that runs on Node 20', () => {
    expect(pkg.engines.node).toBe('>=20');
    expect(pkg.dependencies.astro).toMatch(/^~5\.18\./);
  });

  it("answers npm's install-script review for esbuild and sharp", () => {
    expect(pkg.allowScripts).toEqual({ esbuild: false, sharp: false });
  });
});
