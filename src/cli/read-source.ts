import { open, stat } from 'node:fs/promises';
import { tooLarge } from '../source/decode';
import { diagnosticAt, type SourceDiagnostic } from '../source/diagnostic';
import { err, ok, type Result } from '../source/result';

/**
 * Reads a file a command was given as bytes, for the parsers in src/source to
 * decode. A file far over `maxBytes` (or not a file at all) is refused from its
 * size alone, so `check /dev/zero` or a 10 GB file answers at once.
 */
export async function readSourceFile(path: string, shown: string, maxBytes: number, kind = 'file'): Promise<Result<Uint8Array, SourceDiagnostic[]>> {
  const fail = (code: string, text: string) => err([diagnosticAt({ line: 1, column: 1 }, code, { key: 'source.text', vars: { text } }, { file: shown })]);
  try {
    const info = await stat(path);
    if (info.isDirectory()) return fail('file.unreadable', `"${shown}" is a folder, not a file. Name the file inside it.`);
    if (!info.isFile()) return fail('file.unreadable', `"${shown}" is not a regular file.`);
    if (info.size > maxBytes) return err([tooLarge(info.size, maxBytes, { file: shown, kind })]);
    const handle = await open(path, 'r');
    try {
      const size = info.size;
      const buffer = new Uint8Array(size);
      let read = 0;
      while (read < size) {
        const { bytesRead } = await handle.read(buffer, read, size - read, read);
        if (bytesRead === 0) break;
        read += bytesRead;
      }
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
