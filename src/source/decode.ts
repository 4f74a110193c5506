import { diagnosticAt, kindWords, type SourceDiagnostic, type SourceWords } from './diagnostic';
import { err, ok, type Result } from './result';

/**
 * Bytes or text from a file to the text a parser reads. Handles the ways a
 * hand-saved file differs from plain UTF-8: a byte-order mark, UTF-16 (with or
 * without a mark, as Windows editors save it) and bytes that are not text.
 * Files over `maxBytes` are refused before any parsing so a huge file answers at once.
 */

export interface DecodeOptions {
  file?: string;
  /** Largest file accepted, in bytes (of UTF-8 text). */
  maxBytes?: number;
  /** What the file is meant to be, for messages: "map", "walkthrough". */
  kind?: string;
}

export const DEFAULT_MAX_BYTES = 5_000_000;

export function decodeText(input: string | Uint8Array, options: DecodeOptions = {}): Result<string, SourceDiagnostic[]> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const at = (code: string, words: SourceWords, line = 1, column = 1) =>
    err([diagnosticAt({ line, column }, code, words, { file: options.file })]);
  const kind = kindWords(options.kind);

  // A string's length never exceeds its UTF-8 size, so it bounds the file
  // without encoding 20 MB just to measure it.
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > maxBytes) return err([tooLarge(size, maxBytes, { file: options.file, kind: options.kind })]);

  let text: string;
  if (typeof input === 'string') {
    text = input;
    // A UTF-16 file read as UTF-8 shows a NUL beside every ASCII character.
    if (looksLikeMisreadUtf16(text)) {
      return at('file.utf16', { key: 'source.file.utf16', vars: { kind } });
    }
  } else {
    const encoding = detectEncoding(input);
    try {
      text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(input);
    } catch {
      if (encoding !== 'utf-8') return at('file.utf16', { key: 'source.file.utf16-invalid', vars: { kind } });
      const bad = firstInvalidUtf8(input);
      const before = new TextDecoder('utf-8').decode(input.subarray(0, bad));
      const { line, column } = positionOf(before, before.length);
      return at('file.not-utf8', { key: 'source.file.not-utf8', vars: { kind, byte: bad + 1 } }, line, column);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    const { line, column } = positionOf(text, nul);
    return at('file.binary', { key: 'source.file.binary', vars: { kind } }, line, column);
  }
  return ok(text);
}

/**
 * The one message for a file over the size limit. Callers that know a file's
 * size before reading it (the CLI, the editor's import) refuse it with this
 * without reading it.
 */
export function tooLarge(size: number, maxBytes: number, options: { file?: string; kind?: string } = {}): SourceDiagnostic {
  const vars = { kind: kindWords(options.kind), size: megabytes(size), max: megabytes(maxBytes) };
  return diagnosticAt({ line: 1, column: 1 }, 'file.too-large', { key: 'source.file.too-large', vars }, { file: options.file });
}

/** 1-based line and column (in UTF-16 code units) of `offset` in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

function detectEncoding(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  // Without a mark: JSON and YAML start with ASCII, so UTF-16 shows a zero byte
  // in every other position of the first characters.
  const n = Math.min(bytes.length - (bytes.length % 2), 64);
  if (n < 2) return 'utf-8';
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros >= pairs * 0.75 && evenZeros === 0) return 'utf-16le';
  if (evenZeros >= pairs * 0.75 && oddZeros === 0) return 'utf-16be';
  return 'utf-8';
}

function looksLikeMisreadUtf16(text: string): boolean {
  const head = text.slice(0, 64);
  if (head.startsWith('\ufffd\ufffd')) return true;
  let nuls = 0;
  for (let i = 0; i < head.length; i++) if (head.charCodeAt(i) === 0) nuls++;
  return head.length >= 4 && nuls >= head.length / 3;
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return bytes.length;
}

function megabytes(n: number): SourceWords {
  if (n < 1_000_000) return { key: 'source.size.kb', vars: { n: Math.ceil(n / 1000) } };
  const [whole, tenth] = (n / 1_000_000).toFixed(1).split('.');
  return { key: 'source.size.mb', vars: { whole, tenth } };
}
