import { open, stat } from 'node:fs/promises';
import { diagnosticAt, type SourceDiagnostic } from '../source/diagnostic';
import { err, ok, type Result } from '../source/result';

/**
 * Reads a file a command was given as bytes, for the parsers in src/source to
 * decode. A file far over `maxBytes` (or not a file at all) is refused from its
 * size alone, so `check /dev/zero` or a 10 GB file answers at once.
 */
export async function readSourceFile(path: string, shown: string, maxBytes: number): Promise<Result<Uint8Array, SourceDiagnostic[]>> {
  const fail = (code: string, message: string) => err([diagnosticAt({ line: 1, column: 1 }, code, message, { file: shown })]);
  try {
    const info = await stat(path);
    if (info.isDirectory()) return fail('file.unreadable', `"${shown}" is a folder, not a file. Name the file inside it.`);
    if (!info.isFile()) return fail('file.unreadable', `"${shown}" is not a regular file.`);
    // Read at most one byte past the limit: the parser then reports the file as too large.
    const handle = await open(path, 'r');
    try {
      const size = Math.min(info.size, maxBytes + 1);
      const buffer = new Uint8Array(size);
      let read = 0;
      while (read < size) {
        const { bytesRead } = await handle.read(buffer, read, size - read, read);
        if (bytesRead === 0) break;
        read += bytesRead;
      }
      if (info.size > maxBytes) return fail('file.too-large', `this file is ${megabytes(info.size)}; the most accepted is ${megabytes(maxBytes)}. Is it the right file?`);
      return ok(buffer.subarray(0, read));
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason = code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : 'it cannot be read';
    return fail('file.unreadable', `cannot read "${shown}": ${reason}. Check the path and that the file is readable.`);
  }
}

const megabytes = (n: number): string => (n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} MB` : `${Math.ceil(n / 1000)} KB`);
