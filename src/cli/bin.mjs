#!/usr/bin/env node
// The package's `rulekit` executable, also installed as `clippers` (and `npm run rulekit`, `npm run clippers`). It runs the prebuilt bundle with
// plain Node when that is in step with the sources (src/cli/bundle-build.mjs makes it on install),
// and otherwise the TypeScript sources through tsx, saying how to rebuild.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_DIR, PACKED_DIR, bundleStatus, staleMessage } from './bundle-status.mjs';

const argv = process.argv.slice(2);
// CLIPPERS_FROM_SOURCE=1 runs the sources even when the bundle is fresh (tests, debugging).
let status = process.env.CLIPPERS_FROM_SOURCE === '1' ? { state: 'source' } : bundleStatus();
let dir = BUNDLE_DIR;
// An installed package has only the bundle `npm pack` put in it (held to its sources the same way).
if (status.state === 'missing' && process.env.CLIPPERS_BUNDLE_DIR === undefined) {
  const packed = bundleStatus(PACKED_DIR);
  if (packed.state !== 'missing') [status, dir] = [packed, PACKED_DIR];
}
if (status.state === 'fresh') {
  const { main } = await import(pathToFileURL(resolve(dir, 'main.mjs')).href);
  await main(argv);
} else {
  if (status.state !== 'source') process.stderr.write(`${staleMessage(status)}\n`);
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('./main.ts');
  await main(argv);
}
