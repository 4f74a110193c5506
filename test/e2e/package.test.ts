import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './site';

/**
 * The kit as a publisher gets it: `npm pack` makes the tarball, npm installs it into an empty
 * folder, and the `rulekit` command it installs makes, checks, builds and prints a site there,
 * with no file of the repository.
 *
 * Nothing may be downloaded here, and npm needs the registry's package lists to resolve a new
 * dependency tree. So the folder gets the lockfile a publisher's first install would write: the
 * tarball, and every package the kit needs at the versions of this repository's lockfile (the
 * same tree npm resolves for the kit today). `npm ci --offline` then installs it from npm's cache
 * alone (`npm ci` in CI has filled it), as a real install: the kit's files come from the tarball.
 */

let dir = '';
let tarball = '';
let installLog = '';

const env = () => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_ENV$|INIT_CWD$|npm_)/.test(k))), ASTRO_TELEMETRY_DISABLED: '1' });
const npx = (args: string[], cwd = dir, timeout = 120_000): SpawnSyncReturns<string> => spawnSync('npx', ['--no', ...args], { cwd, env: env(), encoding: 'utf8', timeout });
const said = (r: SpawnSyncReturns<string>) => `exit ${r.status}\n${r.stdout}\n${r.stderr}`.slice(-4000);

/** package.json and package-lock.json of a publisher's folder that depends on the tarball only. */
function writeLockedProject(folder: string, tgz: string): void {
  const ownPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const ownLock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const kit = ownLock.packages[''];
  const dependency = { [ownPackage.name]: `file:${tgz}` };
  // The repository pins two transitive versions; the publisher's install keeps the same tree.
  const pkg = { name: 'harbour-rules', version: '1.0.0', private: true, dependencies: dependency, overrides: ownPackage.overrides };
  const packages: Record<string, unknown> = {
    '': { name: pkg.name, version: pkg.version, dependencies: dependency },
    [`node_modules/${ownPackage.name}`]: {
      version: ownPackage.version,
      resolved: `file:${tgz}`,
      integrity: `sha512-${createHash('sha512').update(readFileSync(join(folder, tgz))).digest('base64')}`,
      license: ownPackage.license,
      dependencies: ownPackage.dependencies,
      bin: ownPackage.bin,
      engines: ownPackage.engines,
    },
  };
  // The kit's own dependencies and theirs; the repository's development tools stay out.
  for (const [path, entry] of Object.entries(ownLock.packages as Record<string, { dev?: boolean }>)) if (path.startsWith('node_modules/') && !entry.dev) packages[path] = entry;
  expect(kit.dependencies).toEqual(ownPackage.dependencies);
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(join(folder, 'package-lock.json'), `${JSON.stringify({ name: pkg.name, version: pkg.version, lockfileVersion: 3, requires: true, packages }, null, 2)}\n`);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulekit-install-'));
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, env: env(), encoding: 'utf8', timeout: 120_000 });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${said(packed)}`);
  tarball = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('[')))[0].filename;
  writeLockedProject(dir, tarball);
  const installed = spawnSync('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, env: env(), encoding: 'utf8', timeout: 300_000 });
  installLog = said(installed);
  if (installed.status !== 0) throw new Error(`npm ci --offline failed (is npm's cache filled? \`npm ci\` in the repository fills it):\n${installLog}`);
}, 420_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed kit, installed into an empty folder', () => {
  it('ships the kit and its prebuilt command, and no test or repository file', () => {
    const kit = join(dir, 'node_modules/@rulekit/kit');
    expect(existsSync(join(kit, 'packed-cli/main.mjs'))).toBe(true);
    expect(existsSync(join(kit, 'astro.config.mjs'))).toBe(true);
    for (const absent of ['test', '.ci', 'package-lock.json', 'node_modules/.cache']) expect(existsSync(join(kit, absent)), absent).toBe(false);
    expect(readdirSync(join(dir, 'node_modules/.bin'))).toEqual(expect.arrayContaining(['rulekit', 'clippers']));
  });

  it('answers as rulekit, and as clippers word for word', () => {
    const rulekit = npx(['rulekit', 'help']);
    expect(rulekit.status, said(rulekit)).toBe(0);
    expect(rulekit.stdout).toMatch(/site init\|check\|build\|dev\|preview\|pdf/);
    // The packed bundle runs: nothing about running from the sources.
    expect(rulekit.stderr).toBe('');
    const clippers = npx(['clippers', 'help']);
    expect(clippers.stdout).toBe(rulekit.stdout);
    expect(clippers.stderr).toBe('');
  });

  it('makes a starter project, checks it, builds it and prints it', () => {
    const init = npx(['rulekit', 'site', 'init', 'harbour', '--title', 'Harbour Sea']);
    expect(init.status, said(init)).toBe(0);
    expect(init.stdout).toMatch(/^Next: npx --no rulekit site check harbour$/m);
    const project = join(dir, 'harbour');
    const yaml = readFileSync(join(project, 'rulekit.yaml'), 'utf8');
    expect(yaml).toMatch(/^# Check it: +npx --no rulekit site check \.$/m);
    // The starter points at the built-in sections inside the installed kit.
    expect(yaml).toContain(join(dir, 'node_modules/@rulekit/kit/content/rules'));
    // An empty rules folder: no overrides, and a build as clean as without one.
    mkdirSync(join(project, 'rules'));
    writeFileSync(join(project, 'rulekit.yaml'), yaml.replace(/^# rules: rules$/m, 'rules: rules'));

    // The starter's own command, from the project folder.
    const check = npx(['rulekit', 'site', 'check', '.'], project);
    expect(check.status, said(check)).toBe(0);
    expect(check.stdout).toMatch(/^Harbour Sea: South Pacific \(38 islands\), 1 walkthrough, base \/\.$/m);

    const build = npx(['rulekit', 'site', 'build', 'harbour', '--out', 'www'], dir, 600_000);
    expect(build.status, said(build)).toBe(0);
    expect(build.stdout).toMatch(/^Built Harbour Sea into .*www in [\d.]+ s\. Serve that folder at \/\.$/m);
    expect(`${build.stdout}${build.stderr}`).not.toMatch(/^\s+at /m);
    const www = join(dir, 'www');
    for (const page of ['index.html', 'rules/index.html', 'walkthrough/first-round/index.html', 'pagefind/pagefind.js', '.rulekit-build']) expect(existsSync(join(www, page)), page).toBe(true);
    const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
    expect(mode(www)).toBe('755');
    expect(mode(join(www, 'rules'))).toBe('755');
    expect(mode(join(www, 'index.html'))).toBe('644');

    const pdf = npx(['rulekit', 'site', 'pdf', 'harbour', '--from', 'www', '--out', 'rules.pdf'], dir, 300_000);
    expect(pdf.status, said(pdf)).toBe(0);
    expect(pdf.stdout).toMatch(/^Wrote .*rules\.pdf \(\d+ pages\)\.$/m);
    expect(readFileSync(join(dir, 'rules.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  }, 900_000);
});
