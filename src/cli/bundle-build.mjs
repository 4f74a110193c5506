// Builds the prebuilt `clippers` command: the CLI and the simulator's worker bundled by esbuild
// into plain JavaScript that Node runs without tsx (a run of `clippers check` then loads one file
// and a chunk or two instead of compiling ~140 modules). `npm install` runs this (the `prepare`
// script); `npm run build:cli` runs it by hand. With --if-stale it does nothing when the bundle
// is already in step with the sources.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_DIR, MANIFEST, METAFILE, PACKED_DIR, ROOT, bundleStatus, recordInputs } from './bundle-status.mjs';

const THIS_FILE = fileURLToPath(import.meta.url);

/** The bundle's entry points: output name → source. */
export const ENTRIES = {
  main: 'src/cli/main.ts',
  worker: 'src/sim/worker.ts',
  // For the benchmark: the simulator's pool exactly as the installed command runs it.
  pool: 'src/sim/pool.ts',
};

const posix = (path) => path.split('\\').join('/');

/**
 * Sources keep their own `import.meta.url` (relative paths such as `../../maps/` keep working
 * from inside the bundle): each use is rewritten to the source file's location, relative to the
 * chunk that ends up holding it. Every chunk sits directly in the bundle's directory.
 */
function sourceUrls(outdir) {
  return {
    name: 'clippers-source-urls',
    setup(build) {
      build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
        if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const rel = posix(relative(outdir, args.path));
        const contents = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** esbuild options for a bundle written to `outdir`. */
export function bundleOptions(outdir = BUNDLE_DIR) {
  return {
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [name, resolve(ROOT, src)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    bundle: true,
    // Each command is its own chunk: `check` loads the map parser and checker only.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Lets the pool start the bundle's own worker (see src/sim/pool.ts), relative to pool.ts's source location.
    define: { CLIPPERS_BUNDLE_WORKER: JSON.stringify(posix(relative(resolve(ROOT, 'src/sim'), resolve(outdir, 'worker.mjs')))) },
    // Some dependencies are CommonJS; bundled into ESM they need a `require`.
    banner: { js: "import { createRequire as __clippersRequire } from 'node:module'; const require = __clippersRequire(import.meta.url);" },
    // Loaded only by `site check` (MDX) and `site pdf` (the browser, and pdf.js to number the contents), and big, with files of their
    // own to find beside them: they stay packages, imported from node_modules when those run.
    external: ['playwright-core', '@mdx-js/mdx', 'pdfjs-dist'],
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourceUrls(outdir)],
  };
}

/**
 * Builds the bundle into `outdir` and writes its manifest (every input with its size, time and
 * hash) and esbuild's metafile beside it. It is built in a sibling directory and moved into place,
 * so a command running meanwhile sees the old bundle or the new one, never half of one.
 */
export async function buildBundle(outdir = BUNDLE_DIR, { packed = false } = {}) {
  const esbuild = await import('esbuild');
  const building = `${outdir.replace(/[\\/]+$/, '')}.building-${process.pid}`;
  const old = `${outdir.replace(/[\\/]+$/, '')}.old-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  try {
    // Paths inside the bundle are worked out for `outdir`, where it will run.
    const result = await esbuild.build({ ...bundleOptions(outdir), outdir: building });
    // The build script, the TypeScript settings and the lockfiles are inputs too: other options or
    // other dependency versions make another bundle.
    // Packages are not listed file by file (each run of the command checks every input): npm
    // rewrites node_modules/.package-lock.json whenever it changes what is installed.
    // The packed bundle leaves the lockfiles out: an installed package has neither (npm never packs them).
    const lockfiles = packed ? [] : [resolve(ROOT, 'package-lock.json'), resolve(ROOT, 'node_modules/.package-lock.json')];
    const extra = [THIS_FILE, resolve(ROOT, 'src/cli/bundle-status.mjs'), resolve(ROOT, 'tsconfig.json'), ...lockfiles];
    const sources = Object.keys(result.metafile.inputs).filter((p) => !/(^|\/)node_modules\//.test(p));
    const inputs = recordInputs([...sources.map((p) => resolve(ROOT, p)), ...extra.filter((file) => existsSync(file))]);
    writeFileSync(resolve(building, MANIFEST), `${JSON.stringify({ format: 'clippers-cli-bundle', version: 1, inputs }, null, 1)}\n`);
    // Output paths named where the files will be, not where they were written.
    const outputs = Object.entries(result.metafile.outputs).map(([out, meta]) => [posix(relative(ROOT, resolve(outdir, relative(building, resolve(ROOT, out))))), meta]);
    writeFileSync(resolve(building, METAFILE), `${JSON.stringify({ ...result.metafile, outputs: Object.fromEntries(outputs) })}\n`);
    if (existsSync(outdir)) renameSync(outdir, old);
    renameSync(building, outdir);
    rmSync(old, { recursive: true, force: true });
    return { outputs: Object.keys(result.metafile.outputs).length, inputs: Object.keys(inputs).length };
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === THIS_FILE) {
  // --if-stale: build only if the bundle is missing or older than a source (`npm install`, `npm test`).
  // --quiet: say nothing unless the build fails.
  const ifStale = process.argv.includes('--if-stale');
  const quiet = process.argv.includes('--quiet');
  // --packed (`npm pack`'s prepack): the bundle the package ships, in packed-cli/; --remove-packed (postpack) takes it away again.
  if (process.argv.includes('--remove-packed')) {
    rmSync(PACKED_DIR, { recursive: true, force: true });
    process.exit(0);
  }
  if (process.argv.includes('--packed')) {
    const { outputs, inputs } = await buildBundle(PACKED_DIR, { packed: true });
    if (!quiet) process.stdout.write(`rulekit: built the command the package ships: ${outputs} files from ${inputs} sources, in ${relative(ROOT, PACKED_DIR)}\n`);
    process.exit(0);
  }
  const status = bundleStatus();
  if (ifStale && status.state === 'fresh') process.exit(0);
  const why = status.state === 'stale' ? ` (${status.changed} changed)` : '';
  const started = performance.now();
  try {
    const { outputs, inputs } = await buildBundle();
    if (!quiet) process.stdout.write(`clippers: built the command${why}: ${outputs} files from ${inputs} sources in ${Math.round(performance.now() - started)} ms, in ${relative(ROOT, BUNDLE_DIR)}\n`);
  } catch (error) {
    process.stderr.write(`clippers: could not build the command: ${error instanceof Error ? error.message : String(error)}\nIt still runs, from the TypeScript sources through tsx, more slowly.\n`);
    // On install a failed build must not fail the install: the command falls back to the sources.
    process.exitCode = ifStale ? 0 : 1;
  }
}
