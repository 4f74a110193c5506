import { closeSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Replaces `file` with `text` so that a reader, or the file after a crash or a kill at any
 * moment, has the old content or the new, never an empty or half-written file: the text goes
 * to a temporary file beside it, is flushed to disk, and is renamed over the old one (a rename
 * within a folder is atomic). The folder is flushed too, so the rename itself survives a crash.
 */
export function writeFileAtomic(file: string, text: string): void {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  // The file keeps its permissions (a board kept private stays private).
  let mode = 0o644;
  try {
    mode = statSync(file).mode & 0o777;
  } catch {
    // a new file
  }
  const fd = openSync(temp, 'wx', mode);
  try {
    const bytes = Buffer.from(text, 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw e;
  }
  closeSync(fd);
  try {
    renameSync(temp, file);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
  try {
    const dir = openSync(dirname(file), 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch {
    // Some file systems cannot flush a folder; the rename has happened all the same.
  }
}
