#!/usr/bin/env node
// The package's `clippers` executable (and `npm run clippers`). It runs the prebuilt bundle with
// plain Node when that is in step with the sources (src/cli/bundle-build.mjs makes it on install),
// and otherwise the TypeScript sources through tsx, saying how to rebuild.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_DIR, bundleStatus, staleMessage } from './bundle-status.mjs';

const argv = process.argv.slice(2);
// CLIPPERS_FROM_SOURCE=1 runs the sources even when the bundle is fresh (tests, debugging).
const status = process.env.CLIPPERS_FROM_SOURCE === '1' ? { state: 'source' } : bundleStatus();
if (status.state === 'fresh') {
  const { main } = await import(pathToFileURL(resolve(BUNDLE_DIR, 'main.mjs')).href);
  await main(argv);
} else {
  if (status.state !== 'source') process.stderr.write(`${staleMessage(status)}\n`);
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('./main.ts');
  await main(argv);
}
