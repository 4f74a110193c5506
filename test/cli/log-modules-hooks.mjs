// Module hooks for log-modules.mjs. They run on Node's loader thread, so they write to the log file.
import { appendFileSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (process.env.CLIPPERS_MODULE_LOG) appendFileSync(process.env.CLIPPERS_MODULE_LOG, `${url}\n`);
  return result;
}
