/**
 * Bytes packed for a link: deflate through the browser's streams, and base64url. Shared by
 * Clippers' links (share.ts) and the play shell's (src/shell/link.ts); nothing here knows a game.
 */

export async function pipe(input: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array>;
export async function pipe(input: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | null>;
/**
 * The stream's output, or null (the stream cancelled) as soon as it passes `limit` bytes.
 * The input goes in by small pieces: deflate unpacks about 1,000 to 1, and a whole
 * 100 KB link handed over at once became 100 MB in one step of the main thread.
 */
export async function pipe(input: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array | null> {
  const PIECE = 512;
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let over = false;
  const feeding = (async () => {
    try {
      for (let at = 0; at < input.length && !over; at += PIECE) await writer.write(input.subarray(at, at + PIECE) as Uint8Array<ArrayBuffer>);
      if (!over) await writer.close();
    } catch {
      // Cancelled once the output passed the limit, or input the stream cannot read: the reader sees it.
    }
  })();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      over = true;
      await reader.cancel().catch(() => undefined);
      await feeding;
      return null;
    }
    chunks.push(value);
  }
  await feeding;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const b = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) out[i] = b.charCodeAt(i);
  return out;
}
