import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BUNDLE_DIR, bundleStatus, MANIFEST, METAFILE, recordInputs, REBUILD } from '../../src/cli/bundle-status.mjs';
import { ROOT } from './harness';

const BIN = join(ROOT, 'src/cli/bin.mjs');
const LOG_MODULES = join(ROOT, 'test/cli/log-modules.mjs');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the `clippers` bin as the installed command does: a Node process of its own. */
async function clippers(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, CLIPPERS_FROM_SOURCE: '0', ...env } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const error = e as { code: number; stdout: string; stderr: string };
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

describe('the prebuilt clippers command', () => {
  it('is in step with the sources it was built from', () => {
    const status = bundleStatus();
    const why = status.state === 'missing' ? 'has not been built' : status.state === 'stale' ? `is older than ${status.changed}` : '';
    expect(status.state, `The prebuilt command in ${BUNDLE_DIR} ${why}: run "${REBUILD}".`).toBe('fresh');
  });

  it('records every source the command is built from, with its content hash', () => {
    const { inputs } = JSON.parse(readFileSync(join(BUNDLE_DIR, MANIFEST), 'utf8')) as { inputs: Record<string, { sha256: string }> };
    for (const file of ['src/cli/main.ts', 'src/cli/check.ts', 'src/map/check.ts', 'src/sim/worker.ts', 'src/engine/index.ts', 'package-lock.json', 'src/cli/bundle-build.mjs']) {
      expect(inputs[file]?.sha256, file).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('bundleStatus', () => {
  /** A tiny project: two sources and a manifest recording them as a build would. */
  function project() {
    const root = mkdtempSync(join(tmpdir(), 'clippers-bundle-'));
    const bundle = join(root, 'bundle');
    mkdirSync(join(root, 'src'));
    mkdirSync(bundle);
    const files = ['src/a.ts', 'src/b.ts'].map((name) => join(root, name));
    files.forEach((file, i) => writeFileSync(file, `export const x = ${i};\n`));
    writeFileSync(join(bundle, MANIFEST), JSON.stringify({ format: 'clippers-cli-bundle', version: 1, inputs: recordInputs(files, root) }));
    return { root, bundle, files };
  }

  it('is fresh when no source changed, even if a checkout touched them', () => {
    const { root, bundle, files } = project();
    expect(bundleStatus(bundle, root)).toEqual({ state: 'fresh' });
    utimesSync(files[1], new Date(), new Date(Date.now() + 60_000));
    expect(bundleStatus(bundle, root)).toEqual({ state: 'fresh' });
  });

  it('names the source that changed, even at the same size', () => {
    const { root, bundle, files } = project();
    writeFileSync(files[1], 'export const x = 7;\n');
    expect(bundleStatus(bundle, root)).toEqual({ state: 'stale', changed: 'src/b.ts' });
    writeFileSync(files[0], 'export const x = 0; // longer\n');
    expect(bundleStatus(bundle, root)).toEqual({ state: 'stale', changed: 'src/a.ts' });
  });

  it('calls a bundle stale when a source is gone, and missing without a manifest', () => {
    const { root, bundle } = project();
    writeFileSync(join(bundle, MANIFEST), JSON.stringify({ format: 'clippers-cli-bundle', version: 1, inputs: { 'src/gone.ts': { size: 1, mtimeMs: 1, sha256: '' } } }));
    expect(bundleStatus(bundle, root)).toEqual({ state: 'stale', changed: 'src/gone.ts' });
    expect(bundleStatus(join(root, 'nowhere'), root)).toEqual({ state: 'missing' });
    writeFileSync(join(bundle, MANIFEST), '{ "format": "something-else" }');
    expect(bundleStatus(bundle, root)).toEqual({ state: 'missing' });
  });
});

describe('the clippers bin', () => {
  it('runs the bundle with plain Node and prints nothing else', async () => {
    const ran = await clippers(['check', 'maps/south-pacific.json']);
    expect(ran).toEqual({ code: 0, stdout: 'maps/south-pacific.json: no problems found.\n', stderr: '' });
  });

  it('without a bundle, still runs (from the sources) and says how to rebuild', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'clippers-no-bundle-'));
    const ran = await clippers(['check', 'test/fixtures/maps/link.missing-end.json'], { CLIPPERS_BUNDLE_DIR: empty });
    expect(ran.code).toBe(1);
    expect(ran.stdout).toMatch(/^test\/fixtures\/maps\/link\.missing-end\.json:48:50: error: .* \[link\.missing-end\]$/m);
    expect(ran.stderr).toBe(`clippers: the prebuilt command has not been built, so this runs from the TypeScript sources (slower). To rebuild it, run "npm run build:cli" in ${ROOT.replace(/\/$/, '')}\n`);
  });

  it('with a bundle older than the sources, runs the sources and names the file that changed', async () => {
    const stale = mkdtempSync(join(tmpdir(), 'clippers-stale-bundle-'));
    const manifest = JSON.parse(readFileSync(join(BUNDLE_DIR, MANIFEST), 'utf8')) as { inputs: Record<string, { size: number }> };
    manifest.inputs['src/map/check.ts'].size += 1;
    writeFileSync(join(stale, MANIFEST), JSON.stringify(manifest));
    const ran = await clippers(['check', 'maps/south-pacific.json'], { CLIPPERS_BUNDLE_DIR: stale });
    expect(ran.code).toBe(0);
    expect(ran.stdout).toBe('maps/south-pacific.json: no problems found.\n');
    expect(ran.stderr).toMatch(/^clippers: the prebuilt command is older than src\/map\/check\.ts, so this runs from the TypeScript sources \(slower\)\. To rebuild it, run "npm run build:cli"/);
  });
});

/** The repository files (sources and packages) a run of the bin loaded, relative to ROOT. */
async function loadedFiles(args: string[], fromSource: boolean): Promise<string[]> {
  const log = join(mkdtempSync(join(tmpdir(), 'clippers-modules-')), 'modules.txt');
  writeFileSync(log, '');
  await promisify(execFile)(process.execPath, ['--import', LOG_MODULES, BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, CLIPPERS_MODULE_LOG: log, CLIPPERS_FROM_SOURCE: fromSource ? '1' : '0' },
  });
  const urls = readFileSync(log, 'utf8').split('\n').filter((url) => url.startsWith('file:'));
  const files = urls.map((url) => relative(ROOT, fileURLToPath(url)));
  if (fromSource) return files;
  // A chunk of the bundle stands for the sources esbuild put in it.
  const meta = JSON.parse(readFileSync(join(BUNDLE_DIR, METAFILE), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const byOutput = new Map(Object.entries(meta.outputs).map(([out, o]) => [resolve(ROOT, out), Object.keys(o.inputs)]));
  const bundleFiles = urls.map((url) => fileURLToPath(url)).filter((file) => byOutput.has(file));
  expect(bundleFiles.length, 'the run loaded the bundle').toBeGreaterThan(0);
  return [...files.filter((file) => !file.startsWith('node_modules/.cache/')), ...bundleFiles.flatMap((file) => byOutput.get(file) ?? [])];
}

const HEAVY = [/^src\/sim\//, /^machines\//, /^node_modules\/xstate\//, /^node_modules\/yaml\//, /^src\/walkthrough\//];

describe.each([
  ['bundle', false],
  ['sources', true],
])('what a command loads (%s)', (_, fromSource) => {
  it('check loads the map parser and checker, not the simulator, statecharts or YAML', async () => {
    const files = await loadedFiles(['check', 'maps/south-pacific.json'], fromSource);
    expect(files).toContain('src/map/check.ts');
    expect(files).toContain('src/cli/check.ts');
    expect(files.filter((file) => HEAVY.some((heavy) => heavy.test(file)))).toEqual([]);
    expect(files.filter((file) => /^src\/cli\/(simulate|walkthrough|machines)\.ts$/.test(file))).toEqual([]);
  });

  it('simulate loads the simulator (so the check above can see it)', async () => {
    const files = await loadedFiles(['simulate', '--games', '2', '--workers', '1'], fromSource);
    expect(files).toContain('src/sim/simulate.ts');
  });
});
