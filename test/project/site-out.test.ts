import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_MODES, ROOT } from '../cli/harness';
import { BUILD_MARKER, outProblem, publishBuild } from '../../src/cli/site-out';

/**
 * `site build --out`: a build replaces its output folder, so it is refused a folder
 * holding anything but an earlier build, and any folder inside the project; refused,
 * it deletes nothing. (The whole build into a fresh folder runs in test/e2e/package.test.ts.)
 */

const FIXTURE = join(ROOT, 'test/fixtures/publisher');

function project(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'clippers-out-')), 'site');
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

describe.each(CLI_MODES)('clippers site build --out (%s)', (_, cli) => {
  it('refuses a folder that holds other files, and deletes nothing', async () => {
    const dir = project();
    const www = join(dir, '..', 'www');
    mkdirSync(join(www, 'photos'), { recursive: true });
    writeFileSync(join(www, 'index.html'), '<p>my home page</p>');
    writeFileSync(join(www, 'photos/boat.jpg'), 'jpeg');
    const r = await cli('site', 'build', dir, '--out', www);
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/www already holds files \(index\.html, photos\) and is not a folder an earlier `site build` wrote .*nothing was built and nothing was deleted\.$/);
    expect(r.err[1]).toMatch(/^ {2}fix: name a new or empty folder outside the project/);
    expect(readFileSync(join(www, 'index.html'), 'utf8')).toBe('<p>my home page</p>');
    expect(readdirSync(join(www, 'photos'))).toEqual(['boat.jpg']);
  });

  it('refuses any folder inside the project (the rules overrides survive)', async () => {
    const dir = project();
    const before = readdirSync(join(dir, 'rules')).sort();
    for (const out of [join(dir, 'rules'), join(dir, 'site-out'), dir]) {
      const r = await cli('site', 'build', dir, '--out', out);
      expect(r.code, out).toBe(1);
      expect(r.err[0], out).toMatch(/(is inside the project folder|holds the project itself)/);
    }
    expect(readdirSync(join(dir, 'rules')).sort()).toEqual(before);
    expect(existsSync(join(dir, 'site-out'))).toBe(false);
  });

  it('sees through a symlink that leads into the project', async () => {
    const dir = project();
    const link = join(dir, '..', 'looks-outside');
    symlinkSync(join(dir, 'rules'), link);
    const r = await cli('site', 'build', dir, '--out', link);
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/is inside the project folder/);
    expect(existsSync(join(dir, 'rules/overview.mdx'))).toBe(true);
  });
});

describe('where a build may go', () => {
  it('accepts a new folder, an empty one, the project’s dist/ and an earlier build', () => {
    const dir = project();
    const toolkit = ROOT;
    expect(outProblem(join(dir, '..', 'fresh'), dir, toolkit)).toBeNull();
    mkdirSync(join(dir, '..', 'empty'));
    expect(outProblem(join(dir, '..', 'empty'), dir, toolkit)).toBeNull();
    expect(outProblem(join(dir, 'dist'), dir, toolkit)).toBeNull();
    const earlier = join(dir, '..', 'earlier');
    mkdirSync(earlier);
    writeFileSync(join(earlier, 'index.html'), 'old build');
    expect(outProblem(earlier, dir, toolkit)).toMatch(/already holds files/);
    writeFileSync(join(earlier, BUILD_MARKER), '{"format":"rulekit-site-build","version":1}\n');
    expect(outProblem(earlier, dir, toolkit)).toBeNull();
    writeFileSync(join(dir, '..', 'a-file'), 'x');
    expect(outProblem(join(dir, '..', 'a-file'), dir, toolkit)).toMatch(/is a file, not a folder/);
  });

  it('publishes a build readable by everyone (folders 0755, files 0644), marked as a build', () => {
    // mkdtemp makes folders 0700, as the build's staging folder is.
    const staging = mkdtempSync(join(tmpdir(), 'clippers-staging-'));
    mkdirSync(join(staging, 'rules'));
    writeFileSync(join(staging, 'index.html'), 'home');
    writeFileSync(join(staging, 'rules/index.html'), 'rules');
    const out = join(mkdtempSync(join(tmpdir(), 'clippers-pub-')), 'public_html');
    publishBuild(staging, out);
    const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
    expect(mode(out)).toBe('755');
    expect(mode(join(out, 'rules'))).toBe('755');
    expect(mode(join(out, 'index.html'))).toBe('644');
    expect(mode(join(out, 'rules/index.html'))).toBe('644');
    expect(existsSync(join(out, BUILD_MARKER))).toBe(true);
    expect(outProblem(out, join(tmpdir(), 'elsewhere'), ROOT)).toBeNull();
  });
});
