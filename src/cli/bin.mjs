#!/usr/bin/env node
// The package's `clippers` executable. The CLI is TypeScript, so load it through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
await main(process.argv.slice(2));
