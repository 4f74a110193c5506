import { closeSync, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * Paths a project names (map, logo, walkthroughs, rules, a walkthrough's own map), and
 * the files behind them. Every one is kept inside the project folder, symlinks followed
 * (a logo linked to /etc/passwd would be inlined in every page), and every file is
 * sized before it is read (a board linked to /dev/urandom never ends).
 */

/** `inner` is `outer` or below it. */
export function within(outer: string, inner: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** `path` with symlinks resolved as far as it exists (a file not yet made keeps its written tail). */
export function realPathSoFar(path: string): string {
  const abs = resolve(path);
  try {
    return realpathSync(abs);
  } catch {
    const parent = dirname(abs);
    return parent === abs ? abs : join(realPathSoFar(parent), basename(abs));
  }
}

/**
 * `written` (as rulekit.yaml has it) resolved against the project folder `root`: the real path
 * when it stays inside `boundary` (the project folder, unless said), symlinks included; null when it leads out.
 */
export function insideProject(root: string, written: string, boundary = root): string | null {
  const real = realPathSoFar(resolve(root, written));
  return within(realPathSoFar(boundary), real) ? real : null;
}

/**
 * What a project's paths must stay inside: its own folder; for a project that is part of the
 * toolkit itself (the repository's own site in content/), the toolkit, whose maps it uses.
 */
export function projectBoundary(root: string, toolkitRoot: string): string {
  const toolkit = realPathSoFar(toolkitRoot);
  return within(toolkit, realPathSoFar(root)) ? toolkit : root;
}

export type FileRead = { ok: true; bytes: Uint8Array } | { ok: false; code: 'missing' | 'not-a-file' | 'too-large' | 'unreadable'; message: string };

/**
 * The bytes of a file of at most `maxBytes`, refused from its size before a byte is read; a
 * folder, device or pipe where a file should be is refused too. The same limits as the CLI's
 * readers (src/cli/read-source.ts), for the same files.
 */
export function readBoundedFile(path: string, maxBytes: number): FileRead {
  let fd: number;
  try {
    const info = statSync(path);
    if (info.isDirectory()) return { ok: false, code: 'not-a-file', message: 'is a folder, not a file' };
    if (!info.isFile()) return { ok: false, code: 'not-a-file', message: 'is not a regular file (a device, pipe or socket)' };
    if (info.size > maxBytes) return { ok: false, code: 'too-large', message: `is ${megabytes(info.size)}, over the limit of ${megabytes(maxBytes)} for this kind of file` };
    fd = openSync(path, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, code: 'missing', message: 'does not exist' };
    return { ok: false, code: 'unreadable', message: code === 'EACCES' ? 'cannot be read (permission denied)' : 'cannot be read' };
  }
  try {
    // Sized again on the open file: it may have been swapped since.
    const size = fstatSync(fd).size;
    if (size > maxBytes) return { ok: false, code: 'too-large', message: `is ${megabytes(size)}, over the limit of ${megabytes(maxBytes)} for this kind of file` };
    const bytes = new Uint8Array(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return { ok: true, bytes: bytes.subarray(0, read) };
  } finally {
    closeSync(fd);
  }
}

function megabytes(n: number): string {
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(n >= 10_000_000 ? 0 : 1)} MB` : `${Math.ceil(n / 1000)} kB`;
}
