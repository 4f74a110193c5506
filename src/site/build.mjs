#!/usr/bin/env node
// `npm run build`: Astro's build of the site into dist/, its output shown as it comes and also
// kept (node_modules/.cache/rulekit/site-build.json) with the stamp of the dist/ it made, so the
// browser tests check that one build (pages, warnings) instead of building the site again.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BUILD_LOG = join(ROOT, 'node_modules', '.cache', 'rulekit', 'site-build.json');

const child = spawn(process.execPath, [join(ROOT, 'node_modules/astro/astro.js'), 'build', ...process.argv.slice(2)], { cwd: ROOT, stdio: ['inherit', 'pipe', 'pipe'] });
let output = '';
child.stdout.on('data', (d) => {
  output += d;
  process.stdout.write(d);
});
child.stderr.on('data', (d) => {
  output += d;
  process.stderr.write(d);
});
child.on('close', (status, signal) => {
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
});
