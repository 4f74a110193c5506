#!/usr/bin/env node
// `npm run build`: Astro's build of the site into dist/, then the games of its collection into
// dist/games/<name>/ (build-collection.ts), their output shown as it comes and also kept
// (node_modules/.cache/rulekit/site-build.json) with the stamp of the dist/ it made, so the
// browser tests check that one build (pages, warnings) instead of building the site again.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BUILD_LOG = join(ROOT, 'node_modules', '.cache', 'rulekit', 'site-build.json');

/** Runs a command, its output shown and kept; resolves to its exit status. */
const run = (args, env = process.env) =>
  new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('close', (status, signal) => done({ status, signal }));
  });

let output = '';
let result = await run([join(ROOT, 'node_modules/astro/astro.js'), 'build', ...process.argv.slice(2)]);
if (result.status === 0) result = await run([join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/site/build-collection.ts')]);
// The collection's games are built by Astro from this same folder, and leave .astro/ generated for the
// last of them: without the repository's own types again, `npm run typecheck` failed on astro:content
// after every build until `astro sync` was run by hand. About 3.5 s.
if (result.status === 0) result = await run([join(ROOT, 'node_modules/astro/astro.js'), 'sync']);
const { status, signal } = result;
let distStamp = null;
try {
  distStamp = statSync(join(ROOT, 'dist', 'index.html')).mtimeMs;
} catch {
  // No site: the log says why.
}
mkdirSync(dirname(BUILD_LOG), { recursive: true });
// Written whole then renamed: a test never reads half a log.
writeFileSync(`${BUILD_LOG}.tmp`, JSON.stringify({ status, signal, distStamp, args: process.argv.slice(2), output }));
renameSync(`${BUILD_LOG}.tmp`, BUILD_LOG);
process.exitCode = status ?? 1;
