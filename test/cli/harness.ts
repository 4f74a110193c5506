import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CliIo } from '../../src/cli/command';
import { BUNDLE_DIR, bundleStatus, REBUILD } from '../../src/cli/bundle-status.mjs';

/** The repository root: relative paths on the command lines under test resolve here. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface CliResult {
  code: number;
  out: string[];
  err: string[];
}

/** Runs the CLI in-process and collects what it printed. */
export type Cli = (...argv: string[]) => Promise<CliResult>;

type Run = (argv: readonly string[], io: CliIo) => Promise<number>;

function harness(load: () => Promise<Run>): Cli {
  return async (...argv) => {
    const run = await load();
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), cwd: ROOT };
    const code = await run(argv, io);
    return { code, out, err };
  };
}

/** The CLI from its TypeScript sources, as `tsx` (or vitest) loads them. */
export const cli: Cli = harness(async () => (await import('../../src/cli/main')).run);

/**
 * The CLI from the prebuilt bundle, the plain JavaScript the installed `clippers` command runs.
 * A bundle older than the sources fails the test: it would be testing other code than the sources.
 */
export const bundledCli: Cli = harness(async () => {
  const status = bundleStatus();
  if (status.state !== 'fresh') {
    const why = status.state === 'missing' ? 'has not been built' : `is older than ${status.changed}`;
    throw new Error(`The prebuilt clippers command (${BUNDLE_DIR}) ${why}. Run "${REBUILD}" (npm test does it for you).`);
  }
  const main = (await import(/* @vite-ignore */ pathToFileURL(resolve(BUNDLE_DIR, 'main.mjs')).href)) as { run: Run };
  return main.run;
});

/**
 * Both ways of running the CLI, for `describe.each(CLI_MODES)('… (%s)', (_, cli) => …)`: every CLI
 * test runs against the sources and against the bundle the installed command runs.
 */
export const CLI_MODES: [name: string, cli: Cli][] = [
  ['sources', cli],
  ['bundle', bundledCli],
];

/** Writes `text` to a fresh temporary file and returns its path. */
export function tempFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'clippers-cli-')), name);
  writeFileSync(path, text);
  return path;
}
