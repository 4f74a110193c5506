import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * How to run the kit's command from a given folder, for every command we suggest
 * (the starter's comments, `Next:` lines, `fix:` hints), so that what we print runs
 * where the reader is:
 * - the kit installed in a node_modules above that folder: `npx --no rulekit` (`--no`
 *   because an unrelated package called `rulekit` is on the npm registry, and npx would
 *   otherwise download and run it wherever the kit is not installed);
 * - inside the repository: `npm run rulekit --`;
 * - anywhere else: node with the kit's own bin, by its full path.
 */
export function kitCommand(fromDir: string, toolkitRoot: string): string {
  const from = real(fromDir);
  const root = real(toolkitRoot);
  const at = root.lastIndexOf(`${sep}node_modules${sep}`);
  if (at >= 0) {
    const installedIn = root.slice(0, at) || sep;
    if (inside(installedIn, from)) return 'npx --no rulekit';
  } else if (inside(root, from)) return 'npm run rulekit --';
  return `node ${quote(join(toolkitRoot, 'src/cli/bin.mjs'))}`;
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function inside(outer: string, inner: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** A path as a shell word. */
export function quote(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`;
}
