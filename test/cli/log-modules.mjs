// `node --import ./test/cli/log-modules.mjs …` appends the URL of every module the process loads,
// one a line, to the file named by CLIPPERS_MODULE_LOG: how the tests see what a command loads.
import { register } from 'node:module';

register('./log-modules-hooks.mjs', import.meta.url);
