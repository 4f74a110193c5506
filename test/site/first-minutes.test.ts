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
  it("switches Astro's update check off for the project, in a file git keeps", () => {
    const settings = JSON.parse(read('.astro/settings.json')) as { checkUpdates?: { enabled?: boolean } };
    expect(settings.checkUpdates?.enabled).toBe(false);
    // .astro/ holds generated files too; only the settings may be tracked, and they must be.
    expect(execFileSync('git', ['ls-files', '.astro'], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe('.astro/settings.json');
  });

  it('stays on Astro 5, the last line that runs on Node 20', () => {
    expect(pkg.engines.node).toBe('>=20');
    expect(pkg.dependencies.astro).toMatch(/^~5\.18\./);
  });

  it("answers npm's install-script review for esbuild and sharp", () => {
    expect(pkg.allowScripts).toEqual({ esbuild: false, sharp: false });
  });
});
