// Is the prebuilt `clippers` command (an esbuild bundle run by plain Node) in step with the
// sources it was built from? Plain JavaScript on purpose: the `clippers` bin asks this on every
// run, before anything else loads, so it must cost a few milliseconds and need no loader.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository (or installed package) root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Where the bundle lives. Generated, never committed: it lives and dies with node_modules, and
 * `npm install` rebuilds it. CLIPPERS_BUNDLE_DIR points the command at another one (tests).
 */
export const BUNDLE_DIR = resolve(process.env.CLIPPERS_BUNDLE_DIR ?? fileURLToPath(new URL('../../node_modules/.cache/clippers-cli/', import.meta.url)));
/**
 * The bundle shipped inside the npm package (`npm pack` builds it, see `prepack`): an installed
 * package has no node_modules of its own to hold the one above, and never runs `prepare`.
 */
export const PACKED_DIR = fileURLToPath(new URL('../../packed-cli/', import.meta.url));
/** Every input of the bundle with its size, modification time and content hash. */
export const MANIFEST = 'manifest.json';
/** esbuild's metafile: which sources ended up in which output file. */
export const METAFILE = 'metafile.json';
/** The command a user runs to rebuild the bundle (from ROOT). */
export const REBUILD = 'npm run build:cli';

/** Loaded only when a file's time has changed: node:crypto costs a few milliseconds to load, on every run. */
let createHash;
export function sha256(path) {
  createHash ??= createRequire(import.meta.url)('node:crypto').createHash;
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

const posix = (path) => path.split('\\').join('/');

/** The manifest's record of `files` (absolute paths), keyed by their path relative to `root`. */
export function recordInputs(files, root = ROOT) {
  const inputs = {};
  for (const file of [...new Set(files)].sort()) {
    const stat = statSync(file);
    inputs[posix(relative(root, file))] = { size: stat.size, mtimeMs: stat.mtimeMs, sha256: sha256(file) };
  }
  return inputs;
}

/**
 * `{ state: 'fresh' }`, `{ state: 'missing' }` or `{ state: 'stale', changed }` naming the first
 * input (relative to `root`) that changed. An input whose size and modification time match the
 * manifest is taken as unchanged without reading it; otherwise its content hash decides, so a
 * checkout that only touches files does not make the bundle stale.
 */
export function bundleStatus(bundleDir = BUNDLE_DIR, root = ROOT) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(resolve(bundleDir, MANIFEST), 'utf8'));
  } catch {
    return { state: 'missing' };
  }
  if (manifest?.format !== 'clippers-cli-bundle' || typeof manifest.inputs !== 'object' || manifest.inputs === null) return { state: 'missing' };
  for (const [path, recorded] of Object.entries(manifest.inputs)) {
    const file = resolve(root, path);
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return { state: 'stale', changed: path };
    }
    if (stat.size !== recorded.size) return { state: 'stale', changed: path };
    if (stat.mtimeMs !== recorded.mtimeMs && sha256(file) !== recorded.sha256) return { state: 'stale', changed: path };
  }
  return { state: 'fresh' };
}

/** One sentence for the user: why the bundle cannot be used, and what to run. */
export function staleMessage(status, root = ROOT) {
  const why = status.state === 'missing' ? 'the prebuilt command has not been built' : `the prebuilt command is older than ${status.changed}`;
  return `clippers: ${why}, so this runs from the TypeScript sources (slower). To rebuild it, run "${REBUILD}" in ${root.replace(/[\\/]+$/, "")}`;
}
